//! Gounki's pieces in the position editor: rounds and squares of each
//! colour, piled into stacks of up to three of one colour by putting a
//! piece on a stack (a piece of the other colour replaces the stack).

use super::Editable;
use crate::rules::Side;
use crate::rules::gounki::{Game, Position, Square, Stack};

/// One Gounki piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub side: Side,
    /// A square piece (else a round one).
    pub square: bool,
}

impl Editable for Game {
    type Piece = Piece;
    const PIECES: &'static [Piece] = &[
        Piece {
            side: Side::White,
            square: false,
        },
        Piece {
            side: Side::White,
            square: true,
        },
        Piece {
            side: Side::Black,
            square: false,
        },
        Piece {
            side: Side::Black,
            square: true,
        },
    ];
    const STACKS: bool = true;

    /// The position string's letters: `R`/`S` white round/square, `r`/`s`
    /// black.
    fn piece_code(piece: Piece) -> char {
        match (piece.side, piece.square) {
            (Side::White, false) => 'R',
            (Side::White, true) => 'S',
            (Side::Black, false) => 'r',
            (Side::Black, true) => 's',
        }
    }

    fn piece_side(piece: Piece) -> Side {
        piece.side
    }

    fn square_name(index: usize) -> String {
        square(index).map(|s| s.to_string()).unwrap_or_default()
    }

    /// A stack's pieces, squares over rounds (a stack has no order in the
    /// rules; this is the order the editor takes them off again).
    fn read(&self) -> ([Vec<Piece>; 64], Side) {
        let position = self.position();
        let squares = std::array::from_fn(|i| {
            let Some(stack) = square(i).and_then(|s| position.stack_at(s)) else {
                return Vec::new();
            };
            let piece = |square| Piece {
                side: stack.owner,
                square,
            };
            let mut pieces = vec![piece(false); usize::from(stack.rounds)];
            pieces.extend(std::iter::repeat_n(piece(true), usize::from(stack.squares)));
            pieces
        });
        (squares, position.side_to_move())
    }

    fn arrange(squares: &[Vec<Piece>; 64], turn: Side) -> Result<Game, String> {
        let mut position = Position::empty(turn);
        for (i, pieces) in squares.iter().enumerate() {
            let Some(first) = pieces.first() else {
                continue;
            };
            if pieces.iter().any(|p| p.side != first.side) {
                return Err("a stack holds pieces of one colour".to_string());
            }
            let squares_in = pieces.iter().filter(|p| p.square).count();
            let rounds = pieces.len() - squares_in;
            let stack = u8::try_from(rounds)
                .ok()
                .zip(u8::try_from(squares_in).ok())
                .and_then(|(r, s)| Stack::new(first.side, r, s))
                .ok_or_else(|| "a stack holds at most 3 pieces".to_string())?;
            let sq = square(i).ok_or_else(|| "no such square".to_string())?;
            position.set_stack(sq, Some(stack))?;
        }
        Ok(Game::from_position(position))
    }
}

fn square(index: usize) -> Option<Square> {
    u8::try_from(index).ok().and_then(Square::new)
}
