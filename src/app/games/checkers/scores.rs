//! Checkers' scores on the board: each movable piece shows the best of its
//! moves; the selected piece's moves show on their landing squares (a huff
//! on the piece it removes).

use bevy::prelude::*;

use super::input::Selection;
use crate::app::features::scores::ScoreGame;
use crate::app::kit::board::BoardCell;
use crate::rules::checkers::{Game, Move};

impl ScoreGame for Game {
    const SCORE_DEPTH: u32 = 8;

    fn move_cells(&self, mv: Move) -> Option<(BoardCell, Option<BoardCell>)> {
        Some(match mv {
            Move::Piece(piece) => (
                super::cell_of(piece.from()),
                Some(super::cell_of(piece.to())),
            ),
            Move::Huff(square) => (super::cell_of(square), None),
        })
    }

    fn selected(world: &World) -> Option<BoardCell> {
        world.get_resource::<Selection>()?.from.map(super::cell_of)
    }
}
