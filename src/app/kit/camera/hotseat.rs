//! The hotseat camera, for every game that has a hotseat view (two people
//! sharing one screen sit on opposite sides of a board whose pieces face
//! one way): once a move has been shown, the camera orbits smoothly to the
//! side of the player to move — yaw 0 for White at the near edge, π for
//! Black. One setting ("camera turns to the player", key V) for every game.
//!
//! * Entering a game, the view starts behind the side to move (no swing).
//! * Turning the camera by hand is never fought: it only swings when the
//!   side to move changes (a move, an undo), or when V turns it back on.
//! * While a position is reviewed, while the view is held (the showcase),
//!   and while a move is taken back to be shown again, it stays still.
//! * With reduced motion there is no swing at all (not even a jump): the
//!   camera stays where the player left it, and a swing under way stops.
//!
//! A game opts in with [`register`]; Othello, whose discs read the same from
//! both sides, does not.

use std::f32::consts::{PI, TAU};

use bevy::prelude::*;

use super::{HoldView, OrbitCamera};
use crate::app::core::anim::timeline::TimelineSystems;
use crate::app::core::anim::{Busy, ReducedMotion};
use crate::app::core::notice::Notice;
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{ActiveGame, AppRules, Match, ReplayMove, Reviewing, is_playing};
use crate::app::core::text::{Language, fill};
use crate::rules::Side;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HotseatCamera>();
    app.add_systems(
        Update,
        toggle
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing).and_then(has_hotseat_view)),
    );
}

/// Gives the game `G` the hotseat view.
pub fn register<G: AppRules>(app: &mut App) {
    PerGame::add(app, G::KIND, HotseatView);
    app.add_systems(
        OnEnter(Screen::Playing),
        face_the_side_to_move::<G>.run_if(is_playing(G::KIND)),
    );
    app.add_systems(
        Update,
        swing::<G>
            .in_set(AppSystems::Sync)
            .after(TimelineSystems)
            .run_if(in_state(Screen::Playing).and_then(is_playing(G::KIND))),
    );
}

/// Marks a game that has the hotseat view.
#[derive(Debug, Clone, Copy)]
pub struct HotseatView;

/// Run condition: the game on screen has the hotseat view.
#[must_use]
pub fn has_hotseat_view(active: Res<ActiveGame>, views: Option<Res<PerGame<HotseatView>>>) -> bool {
    views.is_some_and(|v| v.of(active.0).is_some())
}

/// Whether the camera turns to the player to move, and where it is going.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct HotseatCamera {
    pub enabled: bool,
    /// The side the camera last turned to (or was counted as facing).
    shown: Option<Side>,
    /// The yaw a swing under way is turning to.
    target: Option<f32>,
}

impl Default for HotseatCamera {
    fn default() -> Self {
        HotseatCamera {
            enabled: true,
            shown: None,
            target: None,
        }
    }
}

/// The camera yaw that puts `side` at the near edge.
#[must_use]
pub const fn yaw_for(side: Side) -> f32 {
    match side {
        Side::White => 0.0,
        Side::Black => PI,
    }
}

/// V: on or off, with a notice; turned on, it faces the side to move.
fn toggle(
    keys: Res<ButtonInput<KeyCode>>,
    mut hotseat: ResMut<HotseatCamera>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    // Ctrl+V pastes (see `features::paste`).
    if keys.just_pressed(KeyCode::KeyV) && !crate::app::core::keys::ctrl(&keys) {
        let t = language.strings();
        hotseat.enabled = !hotseat.enabled;
        hotseat.shown = None;
        hotseat.target = None;
        notices.write(Notice::info(fill(
            t.camera_follows,
            &[("value", &t.on_off(hotseat.enabled))],
        )));
    }
}

/// On entering the game the view starts behind the side to move (a loaded
/// position may have Black to move).
fn face_the_side_to_move<G: AppRules>(
    mut hotseat: ResMut<HotseatCamera>,
    hold: Res<HoldView>,
    reduced: Res<ReducedMotion>,
    game: Option<Res<Match<G>>>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let Some(game) = game else { return };
    let side = game.current().turn();
    hotseat.shown = Some(side);
    hotseat.target = None;
    if !hotseat.enabled || hold.0 || reduced.0 {
        return;
    }
    for mut orbit in &mut cameras {
        orbit.yaw = yaw_for(side);
    }
}

/// Starts a swing when the side to move changes (once the move has been
/// shown), and turns the camera a little each frame until it faces that
/// side: about 0.8 s for half a turn, easing out near the end.
#[allow(clippy::too_many_arguments)]
fn swing<G: AppRules>(
    time: Res<Time>,
    busy: Res<Busy>,
    reduced: Res<ReducedMotion>,
    hold: Res<HoldView>,
    reviewing: Res<Reviewing>,
    shown_again: Option<Res<ReplayMove>>,
    game: Option<Res<Match<G>>>,
    mut hotseat: ResMut<HotseatCamera>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let Some(game) = game else { return };
    // A move taken back only to be shown again (`--screenshot-at`) is not
    // a change of turn.
    if !hotseat.enabled || busy.active() || reviewing.0 || shown_again.is_some() {
        return;
    }
    let side = game.current().turn();
    if reduced.0 || hold.0 {
        // Counted as shown: turning reduced motion off later does not
        // start a swing by itself, only the next change of turn does.
        if hotseat.shown != Some(side) || hotseat.target.is_some() {
            hotseat.shown = Some(side);
            hotseat.target = None;
        }
        return;
    }
    if hotseat.shown != Some(side) {
        hotseat.shown = Some(side);
        if game.outcome().is_none() {
            hotseat.target = Some(yaw_for(side));
        }
    }
    let Some(target) = hotseat.target else { return };
    let mut arrived = true;
    for mut orbit in &mut cameras {
        let diff = (target - orbit.yaw + PI).rem_euclid(TAU) - PI;
        if diff.abs() < 1e-3 {
            if orbit.yaw != target {
                orbit.yaw = target;
            }
            continue;
        }
        let step = (diff.abs() * 5.0).max(1.2) * time.delta_secs();
        if step >= diff.abs() {
            orbit.yaw = target;
        } else {
            orbit.yaw = (orbit.yaw + step * diff.signum()).rem_euclid(TAU);
            arrived = false;
        }
    }
    if arrived {
        hotseat.target = None;
    }
}
