//! Othello's puzzle adapter: Hint rings the square the disc goes on.

use crate::app::features::puzzles::PuzzleGame;
use crate::app::kit::board::BoardCell;
use crate::rules::othello::{Move, Position};

impl PuzzleGame for Position {
    fn hint_cell(_state: &Position, mv: Move) -> Option<BoardCell> {
        match mv {
            Move::Place(square) => Some(super::scene::cell_of(square)),
            Move::Pass => None,
        }
    }
}
