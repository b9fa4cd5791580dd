//! Othello's discs in the position editor: black and white, one per
//! square; any arrangement of them is a position, but the parser refuses a
//! board without a disc.

use super::{Editable, Problem};
use crate::rules::Side;
use crate::rules::othello::{Position, Square};

/// A disc, by its colour.
pub type Disc = Side;

impl Editable for Position {
    type Piece = Disc;
    const PIECES: &'static [Disc] = &[Side::Black, Side::White];
    const STACKS: bool = false;

    /// The position string's letters: `X` black, `O` white.
    fn piece_code(piece: Disc) -> char {
        match piece {
            Side::Black => 'X',
            Side::White => 'O',
        }
    }

    fn piece_side(piece: Disc) -> Side {
        piece
    }

    fn square_name(index: usize) -> String {
        square(index).map(|s| s.to_string()).unwrap_or_default()
    }

    fn read(&self) -> ([Vec<Disc>; 64], Side) {
        let squares =
            std::array::from_fn(|i| square(i).and_then(|s| self.disc(s)).into_iter().collect());
        (squares, self.side())
    }

    fn arrange(squares: &[Vec<Disc>; 64], turn: Side) -> Result<Position, Problem> {
        let (mut black, mut white) = (0u64, 0u64);
        for (i, pieces) in squares.iter().enumerate() {
            match pieces.last() {
                Some(Side::Black) => black |= 1 << i,
                Some(Side::White) => white |= 1 << i,
                None => {}
            }
        }
        Position::from_bitboards(black, white, turn)
            .ok_or_else(|| Problem::Other("overlapping discs".to_string()))
    }
}

fn square(index: usize) -> Option<Square> {
    u8::try_from(index).ok().and_then(Square::from_index)
}
