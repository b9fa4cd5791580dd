//! Gounki's scores on the board: each movable stack shows the best of its
//! moves; the selected stack's moves show where they end (an exit and the
//! null move on the stack itself).

use bevy::prelude::*;

use super::input::GounkiInput;
use crate::app::features::scores::ScoreGame;
use crate::app::kit::board::BoardCell;
use crate::rules::gounki::{Game, Move};

impl ScoreGame for Game {
    const SCORE_DEPTH: u32 = 6;

    fn move_cells(&self, mv: Move) -> Option<(BoardCell, Option<BoardCell>)> {
        Some(match mv {
            Move::Movement { from, to } => (super::cell_of(from), Some(super::cell_of(to))),
            Move::Deployment {
                from, count, drops, ..
            } => {
                let last = drops[usize::from(count.max(1)) - 1];
                (super::cell_of(from), Some(super::cell_of(last)))
            }
            Move::Exit { from } => (super::cell_of(from), None),
            Move::Null { at } => (super::cell_of(at), None),
        })
    }

    fn selected(world: &World) -> Option<BoardCell> {
        world
            .get_resource::<GounkiInput>()?
            .from()
            .map(super::cell_of)
    }
}
