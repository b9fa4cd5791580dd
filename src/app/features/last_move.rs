//! The last-move marker: a subtle tint on the squares the last move touched
//! — Othello's placed disc; checkers' start, landing and hop squares;
//! Gounki's whole path including the squares around a rebound. Taken from
//! the rules' effects of the last ply; toggled with K.

use bevy::prelude::*;

use super::hud::Notice;
use crate::app::core::AppSystems;
use crate::app::core::anim::Busy;
use crate::app::core::screen::Screen;
use crate::app::core::session::{AppRules, Match};
use crate::app::core::text::Language;
use crate::app::kit::board::{BoardCell, LastMoveCells};
use crate::rules::{checkers, gounki, othello};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            toggle.in_set(AppSystems::RecordInput),
            (
                mark::<othello::Position>,
                mark::<gounki::Game>,
                mark::<checkers::Game>,
            )
                .in_set(AppSystems::Sync),
        )
            .run_if(in_state(Screen::Playing)),
    );
}

/// The squares a move's effects touched, as board cells.
pub trait TouchedCells: AppRules {
    fn touched(effects: &Self::Effects) -> Vec<BoardCell>;
}

impl TouchedCells for othello::Position {
    fn touched(effects: &Self::Effects) -> Vec<BoardCell> {
        effects
            .iter()
            .filter_map(|e| match e {
                othello::Effect::Placed { square, .. } => {
                    Some(crate::app::games::othello::scene::cell_of(*square))
                }
                _ => None,
            })
            .collect()
    }
}

impl TouchedCells for checkers::Game {
    fn touched(effects: &Self::Effects) -> Vec<BoardCell> {
        use checkers::Effect;
        let mut cells = Vec::new();
        for effect in effects {
            match effect {
                Effect::Step { from, to } => {
                    cells.push(crate::app::games::checkers::cell_of(*from));
                    cells.push(crate::app::games::checkers::cell_of(*to));
                }
                Effect::Hop { from, to, .. } => {
                    cells.push(crate::app::games::checkers::cell_of(*from));
                    cells.push(crate::app::games::checkers::cell_of(*to));
                }
                _ => {}
            }
        }
        cells
    }
}

impl TouchedCells for gounki::Game {
    fn touched(effects: &Self::Effects) -> Vec<BoardCell> {
        use gounki::Effect;
        let cell = crate::app::games::gounki::cell_of;
        let mut cells = Vec::new();
        for effect in effects {
            match effect {
                Effect::Movement { from, path, .. } | Effect::Exit { from, path, .. } => {
                    cells.push(cell(*from));
                    cells.extend(path.steps().iter().map(|s| cell(s.square)));
                }
                Effect::Null { at, path, .. } => {
                    cells.push(cell(*at));
                    cells.extend(path.steps().iter().map(|s| cell(s.square)));
                }
                Effect::Lift { from, .. } => cells.push(cell(*from)),
                Effect::Drop { square, .. } => cells.push(cell(*square)),
                _ => {}
            }
        }
        cells
    }
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
