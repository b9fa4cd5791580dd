//! Basque checkers in the position editor: men and kings of each colour on
//! the 32 dark squares, named by their numbers. A man on its crowning row
//! or a thirteenth piece shows on the board but is refused by the FEN
//! parser, naming the square or the side.

use super::Editable;
use crate::rules::Side;
use crate::rules::checkers::{Game, Piece, PieceKind, Position, Square};

impl Editable for Game {
    type Piece = Piece;
    const PIECES: &'static [Piece] = &[
        Piece {
            side: Side::White,
            kind: PieceKind::Man,
        },
        Piece {
            side: Side::White,
            kind: PieceKind::King,
        },
        Piece {
            side: Side::Black,
            kind: PieceKind::Man,
        },
        Piece {
            side: Side::Black,
            kind: PieceKind::King,
        },
    ];
    const STACKS: bool = false;

    /// `w`/`W` white man/king, `b`/`B` black man/king.
    fn piece_code(piece: Piece) -> char {
        match (piece.side, piece.kind) {
            (Side::White, PieceKind::Man) => 'w',
            (Side::White, PieceKind::King) => 'W',
            (Side::Black, PieceKind::Man) => 'b',
            (Side::Black, PieceKind::King) => 'B',
        }
    }

    fn piece_side(piece: Piece) -> Side {
        piece.side
    }

    /// The square's number (`18`); a light square has none.
    fn square_name(index: usize) -> String {
        square(index).map_or_else(String::new, |s| s.number().to_string())
    }

    fn playable(index: usize) -> bool {
        square(index).is_some()
    }

    fn read(&self) -> ([Vec<Piece>; 64], Side) {
        let position = self.position();
        let squares = std::array::from_fn(|i| {
            square(i)
                .and_then(|s| position.piece_at(s))
                .into_iter()
                .collect()
        });
        (squares, position.turn())
    }

    fn arrange(squares: &[Vec<Piece>; 64], turn: Side) -> Result<Game, String> {
        let mut position = Position::empty(turn);
        for (i, pieces) in squares.iter().enumerate() {
            if let Some(&piece) = pieces.last() {
                let sq = square(i).ok_or_else(|| {
                    "a light square: pieces stand on the dark squares".to_string()
                })?;
                position.put(sq, piece);
            }
        }
        Ok(Game::from_position(position))
    }
}

fn square(index: usize) -> Option<Square> {
    let (file, rank) = (u8::try_from(index % 8).ok()?, u8::try_from(index / 8).ok()?);
    Square::from_file_rank(file, rank)
}
