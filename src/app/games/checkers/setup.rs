//! Basque checkers in the position editor: its board cells (light ones
//! take no piece) and its men and kings.

use crate::app::core::text::{Message, Strings};
use crate::app::features::setup::EditGame;
use crate::app::kit::board::BoardCell;
use crate::rules::Side;
use crate::rules::checkers::{Game, Piece, PieceKind};

impl EditGame for Game {
    /// The cell's `file + 8 * rank`, light or dark (the setup refuses the
    /// light ones).
    fn setup_index(cell: BoardCell) -> usize {
        usize::from(cell.col) + 8 * usize::from(7 - cell.row.min(7))
    }

    fn piece_name(t: &Strings, piece: Piece) -> Message {
        match (piece.side, piece.kind) {
            (Side::White, PieceKind::Man) => t.piece_white_man,
            (Side::White, PieceKind::King) => t.piece_white_king,
            (Side::Black, PieceKind::Man) => t.piece_black_man,
            (Side::Black, PieceKind::King) => t.piece_black_king,
        }
    }
}
