//! Othello's scores on the board: each legal square, in discs.

use crate::app::features::scores::ScoreGame;
use crate::app::kit::board::BoardCell;
use crate::rules::othello::{Move, Position};

impl ScoreGame for Position {
    const IN_DISCS: bool = true;
    const SCORE_DEPTH: u32 = 10;

    /// A pass has no square: it is shown nowhere (the game plays it).
    fn move_cells(&self, mv: Move) -> Option<(BoardCell, Option<BoardCell>)> {
        Some(match mv {
            Move::Place(square) => (super::scene::cell_of(square), None),
            Move::Pass => return None,
        })
    }
}
