//! Checkers' puzzle adapter: Hint rings the piece that moves.

use crate::app::features::puzzles::PuzzleGame;
use crate::app::kit::board::BoardCell;
use crate::rules::checkers::{Game, Move};

impl PuzzleGame for Game {
    fn hint_cell(_state: &Game, mv: Move) -> Option<BoardCell> {
        match mv {
            Move::Piece(pm) => Some(super::cell_of(pm.from())),
            Move::Huff(square) => Some(super::cell_of(square)),
        }
    }
}
