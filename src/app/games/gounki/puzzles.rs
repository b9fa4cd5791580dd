//! Gounki's puzzle adapter: Hint rings the stack that moves.

use crate::app::features::puzzles::PuzzleGame;
use crate::app::kit::board::BoardCell;
use crate::rules::gounki::{Game, Move};

impl PuzzleGame for Game {
    fn hint_cell(_state: &Game, mv: Move) -> Option<BoardCell> {
        Some(super::cell_of(mv.from()))
    }
}
