//! Basque checkers in the position editor: men and kings of each colour on
//! the 32 dark squares, named by their numbers. A man on its crowning row
//! or a thirteenth piece shows on the board but is refused by the FEN
//! parser, naming the square or the side.

use super::{Editable, Problem};
use crate::rules::Side;
use crate::rules::checkers::{Game, MAX_PIECES, Piece, PieceKind, Position, Square, far_row};

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

    fn arrange(squares: &[Vec<Piece>; 64], turn: Side) -> Result<Game, Problem> {
        let mut position = Position::empty(turn);
        for (i, pieces) in squares.iter().enumerate() {
            if let Some(&piece) = pieces.last() {
                let sq = square(i).ok_or(Problem::NotASquare)?;
                position.put(sq, piece);
            }
        }
        Ok(Game::from_position(position))
    }

    /// A man on its crowning row (named), then a side with more than its
    /// twelve pieces: the FEN parser's two rules, checked here to name the
    /// square and the side in the editor's words.
    fn problem(squares: &[Vec<Piece>; 64]) -> Option<(Option<usize>, Problem)> {
        let on_board = |i: usize| squares[i].last().copied().zip(square(i));
        for i in 0..64 {
            if let Some((piece, sq)) = on_board(i)
                && piece.kind == PieceKind::Man
                && far_row(piece.side) & sq.bit() != 0
            {
                return Some((Some(i), Problem::ManOnCrowningRow { side: piece.side }));
            }
        }
        for side in [Side::White, Side::Black] {
            let count = (0..64)
                .filter(|&i| on_board(i).is_some_and(|(p, _)| p.side == side))
                .count();
            let count = u32::try_from(count).unwrap_or(u32::MAX);
            if count > MAX_PIECES {
                return Some((
                    None,
                    Problem::TooMany {
                        side,
                        what: "pieces",
                        count,
                        most: MAX_PIECES,
                    },
                ));
            }
        }
        None
    }
}

fn square(index: usize) -> Option<Square> {
    let (file, rank) = (u8::try_from(index % 8).ok()?, u8::try_from(index / 8).ok()?);
    Square::from_file_rank(file, rank)
}
