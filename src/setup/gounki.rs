//! Gounki's pieces in the position editor: rounds and squares of each
//! colour, piled into stacks of up to three of one colour by putting a
//! piece on a stack (a piece of the other colour replaces the stack).

use super::{Editable, Problem};
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

    fn arrange(squares: &[Vec<Piece>; 64], turn: Side) -> Result<Game, Problem> {
        let mut position = Position::empty(turn);
        for (i, pieces) in squares.iter().enumerate() {
            let Some(first) = pieces.first() else {
                continue;
            };
            if pieces.iter().any(|p| p.side != first.side) {
                return Err(Problem::Other(
                    "a stack holds pieces of one colour".to_string(),
                ));
            }
            let squares_in = pieces.iter().filter(|p| p.square).count();
            let rounds = pieces.len() - squares_in;
            let stack = u8::try_from(rounds)
                .ok()
                .zip(u8::try_from(squares_in).ok())
                .and_then(|(r, s)| Stack::new(first.side, r, s))
                .ok_or(Problem::StackTooHigh)?;
            let sq = square(i).ok_or(Problem::NotASquare)?;
            position
                .set_stack(sq, Some(stack))
                .map_err(|_| too_many(&position, first.side, stack))?;
        }
        Ok(Game::from_position(position))
    }
}

/// Which count a stack would have taken over the limit.
fn too_many(position: &Position, side: Side, stack: Stack) -> Problem {
    let counts = position.piece_counts(side);
    let most = crate::rules::gounki::PIECES_PER_KIND as u32;
    let rounds = u32::from(counts.rounds) + u32::from(stack.rounds);
    if rounds > most {
        return Problem::TooMany {
            side,
            what: "rounds",
            count: rounds,
            most,
        };
    }
    let squares = u32::from(counts.squares) + u32::from(stack.squares);
    Problem::TooMany {
        side,
        what: "squares",
        count: squares,
        most,
    }
}

fn square(index: usize) -> Option<Square> {
    u8::try_from(index).ok().and_then(Square::new)
}
