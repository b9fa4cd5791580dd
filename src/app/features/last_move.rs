//! The last-move marker: a subtle tint on the squares the last move touched
//! — Othello's placed disc; checkers' start, landing and hop squares;
//! Gounki's whole path including the squares around a rebound. Taken from
//! the rules' effects of the last ply; toggled with K.

use bevy::prelude::*;

use crate::app::core::anim::Busy;
use crate::app::core::notice::Notice;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{AppRules, Match};
use crate::app::core::text::Language;
use crate::app::kit::board::{BoardCell, LastMoveCells};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        toggle
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The last-move marks of one game.
pub fn register<G: TouchedCells>(app: &mut App) {
    app.add_systems(
        Update,
        mark::<G>
            .in_set(AppSystems::Sync)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The squares a move's effects touched, as board cells.
pub trait TouchedCells: AppRules {
    fn touched(effects: &Self::Effects) -> Vec<BoardCell>;
}

fn toggle(
    keys: Res<ButtonInput<KeyCode>>,
    mut last: ResMut<LastMoveCells>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    let t = language.strings();
    if keys.just_pressed(KeyCode::KeyK) {
        last.visible = !last.visible;
        notices.write(Notice::info(if last.visible {
            t.last_move_on
        } else {
            t.last_move_off
        }));
    }
}

/// Marks the last ply's squares once the board is at rest.
fn mark<G: TouchedCells>(
    game: Option<Res<Match<G>>>,
    busy: Res<Busy>,
    mut last: ResMut<LastMoveCells>,
) {
    let Some(game) = game else { return };
    if !game.is_changed() && !busy.is_changed() {
        return;
    }
    let cells = if busy.active() {
        0
    } else {
        game.plies().last().map_or(0, |ply| {
            G::touched(&ply.effects)
                .iter()
                .fold(0u64, |bits, c| bits | 1 << c.index())
        })
    };
    if last.cells != cells {
        last.cells = cells;
    }
}
