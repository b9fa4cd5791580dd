//! Gounki in the position editor: its board cells and its four pieces.

use crate::app::core::text::{Message, Strings};
use crate::app::features::setup::EditGame;
use crate::app::kit::board::BoardCell;
use crate::rules::Side;
use crate::rules::gounki::Game;
use crate::setup::gounki::Piece;

impl EditGame for Game {
    fn setup_index(cell: BoardCell) -> usize {
        let square = super::square_of(cell);
        usize::from(square.index())
    }

    fn piece_name(t: &Strings, piece: Piece) -> Message {
        match (piece.side, piece.square) {
            (Side::White, false) => t.piece_white_round,
            (Side::White, true) => t.piece_white_square,
            (Side::Black, false) => t.piece_black_round,
            (Side::Black, true) => t.piece_black_square,
        }
    }
}
