//! The Gounki status panel (whose turn, pieces left, each side's distance to
//! its goal, what the player can do next, the result) and the hotseat
//! camera that turns to the side to move once a move has been shown.

use std::f32::consts::{PI, TAU};

use bevy::prelude::*;

use super::input::GounkiInput;
use super::is_active;
use crate::app::core::AppSystems;
use crate::app::core::anim::{Busy, ReducedMotion};
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::screen::Screen;
use crate::app::core::session::{Match, MovePlayed};
use crate::app::core::text::Language;
use crate::app::core::text::fill;
use crate::app::features::hud::{Notice, Status};
use crate::app::kit::camera::OrbitCamera;
use crate::rules::gounki::Game;
use crate::rules::{Rules, Side};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HotseatCamera>();
    app.add_systems(OnEnter(Screen::Playing), snap_camera.run_if(is_active));
    app.add_systems(
        Update,
        (
            toggle_hotseat.in_set(AppSystems::RecordInput),
            turn_camera
                .in_set(AppSystems::Sync)
                .after(super::anim::AnimSystems),
            update_status.in_set(AppSystems::Ui),
        )
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

/// Whether the camera turns to the side to move after each move (V).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HotseatCamera {
    pub enabled: bool,
}

impl Default for HotseatCamera {
    fn default() -> Self {
        HotseatCamera { enabled: true }
    }
}

/// The camera yaw that puts `side` at the near edge.
#[must_use]
pub fn yaw_for(side: Side) -> f32 {
    match side {
        Side::White => 0.0,
        Side::Black => PI,
    }
}

fn toggle_hotseat(
    keys: Res<ButtonInput<KeyCode>>,
    mut hotseat: ResMut<HotseatCamera>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    if keys.just_pressed(KeyCode::KeyV) {
        let t = language.strings();
        hotseat.enabled = !hotseat.enabled;
        notices.write(Notice {
            text: fill(t.camera_follows, &[("value", &t.on_off(hotseat.enabled))]),
            warning: false,
        });
    }
}

/// On entering the game the view starts behind the side that moves first
/// in this match (a loaded position may start with Black).
fn snap_camera(
    hotseat: Res<HotseatCamera>,
    hold: Res<crate::app::kit::camera::HoldView>,
    game: Option<Res<Match<Game>>>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let Some(game) = game else { return };
    if !hotseat.enabled {
        return;
    }
    let side = if hold.0 {
        Side::White
    } else {
        game.start().turn()
    };
    for mut orbit in &mut cameras {
        orbit.yaw = yaw_for(side);
    }
}

/// After a move has been shown, orbit smoothly to the side to move (once
/// per move: the player may turn the view freely in between). V turning the
/// option on faces the side to move at once. With reduced motion on the
/// camera never turns by itself (no swing, no jump); a swing under way
/// stops.
#[allow(clippy::too_many_arguments)]
fn turn_camera(
    time: Res<Time>,
    hotseat: Res<HotseatCamera>,
    busy: Res<Busy>,
    reduced: Res<ReducedMotion>,
    hold: Res<crate::app::kit::camera::HoldView>,
    game: Option<Res<Match<Game>>>,
    mut played: MessageReader<MovePlayed<Game>>,
    mut cameras: Query<&mut OrbitCamera>,
    mut target: Local<Option<f32>>,
    mut pending: Local<bool>,
) {
    let Some(game) = game else { return };
    if played.read().count() > 0 {
        *pending = true;
    }
    if !hotseat.enabled || reduced.0 || hold.0 {
        *target = None;
        *pending = false;
        return;
    }
    if hotseat.is_changed() && !hotseat.is_added() {
        *pending = true;
    }
    if busy.active() {
        return;
    }
    if *pending {
        *pending = false;
        if game.outcome().is_none() {
            *target = Some(yaw_for(game.current().turn()));
        }
    }
    let Some(goal) = *target else { return };
    for mut orbit in &mut cameras {
        let diff = (goal - orbit.yaw + PI).rem_euclid(TAU) - PI;
        if diff.abs() < 0.002 {
            orbit.yaw = goal;
            *target = None;
        } else {
            let step = diff * (1.0 - (-5.0 * time.delta_secs()).exp());
            let step = if step.abs() < 0.002 {
                diff.signum() * 0.002
            } else {
                step
            };
            orbit.yaw = (orbit.yaw + step).rem_euclid(TAU);
        }
    }
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
