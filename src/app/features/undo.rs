//! Undo and redo (Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z) for every game.
//!
//! Undo goes back to the previous decision of a person: against the
//! computer it takes back the computer's reply and your move together, and
//! an Othello forced pass goes with the move before it. Redo plays the next
//! taken-back move again, animated; any other move drops the redo branch.
//! A running animation is finished first, so the view never lags the rules.

use bevy::prelude::*;

use crate::app::core::anim::{Busy, SkipAnimation};
use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{
    AppRules, Match, MoveRequest, Reviewing, is_playing, not_reviewing,
};
use crate::app::core::text::Language;
use crate::app::core::text::{self, fill};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PendingUndo>();
    app.add_systems(
        Update,
        undo_keys
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing).and_then(not_reviewing)),
    );
}

/// Undo and redo for one game (after the keys are read).
pub fn register<G: AppRules>(app: &mut App) {
    app.add_systems(
        Update,
        undo_redo::<G>
            .after(undo_keys)
            .in_set(AppSystems::RecordInput)
            .run_if(
                in_state(Screen::Playing)
                    .and_then(not_reviewing)
                    .and_then(is_playing(G::KIND)),
            ),
    );
}

/// An undo or redo asked for (by keys or the HUD buttons), applied once.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PendingUndo(Option<Request>);

/// Undo or redo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    Undo,
    Redo,
}

/// Asks for an undo (or a redo) from a button.
pub fn request(world: &mut World, redo: bool) {
    if world.resource::<Reviewing>().0 {
        let t = text::of_world(world);
        world.write_message(Notice::warning(t.reviewing_back_first));
        return;
    }
    world.resource_mut::<PendingUndo>().0 = Some(if redo { Request::Redo } else { Request::Undo });
}

fn undo_keys(keys: Res<ButtonInput<KeyCode>>, mut pending: ResMut<PendingUndo>) {
    if let Some(request) = key_request(&keys) {
        pending.0 = Some(request);
    }
}

fn key_request(keys: &ButtonInput<KeyCode>) -> Option<Request> {
    let ctrl = crate::app::core::keys::ctrl(keys);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if !ctrl {
        return None;
    }
    if keys.just_pressed(KeyCode::KeyY) || (shift && keys.just_pressed(KeyCode::KeyZ)) {
        Some(Request::Redo)
    } else if keys.just_pressed(KeyCode::KeyZ) {
        Some(Request::Undo)
    } else {
        None
    }
}

fn undo_redo<G: AppRules>(
    mut pending: ResMut<PendingUndo>,
    game: Option<ResMut<Match<G>>>,
    players: Res<Players>,
    busy: Res<Busy>,
    mut skip: MessageWriter<SkipAnimation>,
    mut requests: MessageWriter<MoveRequest<G>>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    let t = language.strings();
    let Some(mut game) = game else { return };
    let Some(request) = pending.0.take() else {
        return;
    };
    if busy.active() {
        skip.write(SkipAnimation);
    }
    match request {
        Request::Undo => {
            let is_decision = |state: &G| {
                players.is_human(state.turn()) && !crate::app::core::session::is_forced(state)
            };
            match game.undo(is_decision) {
                0 => notices.write(Notice::warning(t.nothing_to_undo)),
                n => notices.write(Notice::info(fill(t.moves_taken_back, &[("count", &n)]))),
            };
        }
        Request::Redo => match game.redo_move() {
            Some(mv) => {
                requests.write(MoveRequest(mv));
            }
            None => {
                notices.write(Notice::warning(t.nothing_to_redo));
            }
        },
    }
}
