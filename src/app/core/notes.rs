//! Notes on a game's moves that the move list shows beside them: a
//! review's grades (`!`, `?!`, `?`, `??`) with their colours. Whatever
//! grades the moves writes them here; the move list reads them, so neither
//! knows the other.

use bevy::prelude::*;

use crate::game_kind::GameKind;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveNotes>();
}

/// One move's note: a symbol shown after the move (may be empty) and the
/// colour of the move's line (`None`: the list's own).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MoveNote {
    pub symbol: &'static str,
    pub colour: Option<Color>,
}

/// The notes of the game of `game` on the board, one per move (`None`: no
/// note); empty when there are none.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct MoveNotes {
    pub game: Option<GameKind>,
    pub notes: Vec<Option<MoveNote>>,
}

impl MoveNotes {
    /// The note of ply `ply` of `game`'s moves, if any.
    #[must_use]
    pub fn of(&self, game: GameKind, ply: usize) -> Option<MoveNote> {
        if self.game != Some(game) {
            return None;
        }
        self.notes.get(ply).copied().flatten()
    }
}
