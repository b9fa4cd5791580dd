//! Othello in the position editor: its board cells and its two discs.

use crate::app::core::text::{Message, Strings};
use crate::app::features::setup::EditGame;
use crate::app::kit::board::BoardCell;
use crate::rules::Side;
use crate::rules::othello::Position;

impl EditGame for Position {
    /// Othello's cells are its squares' columns and rows (see `scene`).
    fn setup_index(cell: BoardCell) -> usize {
        usize::from(cell.col) + 8 * usize::from(cell.row)
    }

    fn piece_name(t: &Strings, piece: Side) -> Message {
        match piece {
            Side::Black => t.piece_black_disc,
            Side::White => t.piece_white_disc,
        }
    }
}
