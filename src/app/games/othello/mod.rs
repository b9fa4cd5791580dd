//! Othello in 3D: the felt board and its discs (`scene`), and the mouse
//! flow with forced passes (`flow`).

pub mod anim;
mod app_game;
mod flow;
mod puzzles;
pub mod scene;
mod scores;
mod setup;
mod speech;

pub use scene::{Disc, HALF_THICKNESS, rest_translation};

use bevy::prelude::*;

use crate::game_kind::GameKind;

use crate::app::core::session::ActiveGame;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((scene::plugin, flow::plugin, anim::plugin));
}

/// Run condition: the playing screen shows Othello.
fn is_active(active: Res<ActiveGame>) -> bool {
    active.0 == GameKind::Othello
}

impl crate::app::features::lessons::BookGame for crate::rules::othello::Position {
    fn mark_cell(text: &str) -> Option<crate::app::kit::board::BoardCell> {
        crate::rules::othello::Square::parse(text).map(scene::cell_of)
    }

    fn concerned(effects: &Self::Effects) -> Vec<crate::app::kit::board::BoardCell> {
        effects
            .iter()
            .filter_map(|e| match e {
                crate::rules::othello::Effect::Flipped { square, .. } => {
                    Some(scene::cell_of(*square))
                }
                _ => None,
            })
            .collect()
    }
}
