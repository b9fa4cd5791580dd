//! The Gounki status panel: whose turn, pieces left, each side's distance to
//! its goal, what the player can do next, the result.

use bevy::prelude::*;

use super::input::GounkiInput;
use super::is_active;
use crate::app::core::anim::Busy;
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::Match;
use crate::app::core::text::Language;
use crate::app::core::text::fill;
use crate::app::features::hud::Status;
use crate::rules::gounki::Game;
use crate::rules::{Rules, Side};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        update_status
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

fn distance_text(distance: Option<u8>) -> String {
    distance.map_or("-".to_string(), |d| d.to_string())
}

fn update_status(
    game: Option<Res<Match<Game>>>,
    input: Res<GounkiInput>,
    busy: Res<Busy>,
    mut status: ResMut<Status>,
    mut sounds: MessageWriter<SoundCue>,
    language: Res<Language>,
) {
    let t = language.strings();
    let Some(game) = game else { return };
    // The panel tells what the board shows: it waits for the move's animation.
    if busy.active()
        || (!game.is_changed()
            && !input.is_changed()
            && !language.is_changed()
            && !busy.is_changed()
            && !status.headline.is_empty())
    {
        return;
    }
    let state = game.current();
    let position = state.position();
    let outcome = game.outcome();
    let headline = match outcome {
        Some(outcome) => t.outcome(&outcome),
        None => t.to_move(state.turn()),
    };
    let white = position.piece_counts(Side::White);
    let black = position.piece_counts(Side::Black);
    let mut detail = fill(
        t.gounki_counts,
        &[
            ("white_pieces", &white.pieces()),
            ("black_pieces", &black.pieces()),
            (
                "white_goal",
                &distance_text(position.goal_distance(Side::White)),
            ),
            (
                "black_goal",
                &distance_text(position.goal_distance(Side::Black)),
            ),
        ],
    );
    match outcome {
        Some(outcome) => {
            detail.push('\n');
            detail.push_str(&t.reason(outcome.reason).to_string());
        }
        None => {
            detail.push('\n');
            detail.push_str(&input.hint(t, state));
        }
    }
    let next = Status {
        headline,
        detail,
        outcome,
    };
    if status.outcome.is_none() && outcome.is_some() {
        sounds.write(SoundCue::new(
            if outcome.is_some_and(|o| o.winner.is_some()) {
                Sound::Win
            } else {
                Sound::Draw
            },
        ));
    }
    status.set_if_neq(next);
}
