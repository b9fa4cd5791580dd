//! The hotseat camera: after each move (once its animation has ended) the
//! camera orbits smoothly to the side of the player to move — yaw 0 for
//! White at the near edge, π for Black. V switches it off and on. Turning
//! the camera by hand is never fought: it only swings when the turn changes.
//! With reduced motion on there is no swing at all (not even a jump): the
//! camera stays where the player left it, and a swing under way stops.

use std::f32::consts::{PI, TAU};

use bevy::prelude::*;

use super::is_active;
use crate::app::core::AppSystems;
use crate::app::core::anim::{Busy, ReducedMotion};
use crate::app::core::screen::Screen;
use crate::app::core::session::Match;
use crate::app::kit::camera::OrbitCamera;
use crate::rules::checkers::Game;
use crate::rules::{Rules, Side};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HotseatCamera>();
    app.add_systems(
        Update,
        (
            toggle_hotseat.in_set(AppSystems::RecordInput),
            // After the animation layer has seen this frame's move, so the
            // swing waits for it.
            swing_camera
                .in_set(AppSystems::Sync)
                .after(super::anim::run_timeline),
        )
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
    app.add_systems(OnEnter(Screen::Playing), forget_side.run_if(is_active));
}

/// Whether the camera turns to the player to move.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HotseatCamera {
    pub on: bool,
    /// The side the camera last turned to.
    shown: Option<Side>,
    /// The yaw it is turning to.
    target: Option<u8>,
}

impl Default for HotseatCamera {
    fn default() -> Self {
        HotseatCamera {
            on: true,
            shown: None,
            target: None,
        }
    }
}

impl HotseatCamera {
    /// The yaw that shows the board from `side`'s seat.
    #[must_use]
    pub const fn yaw_for(side: Side) -> f32 {
        match side {
            Side::White => 0.0,
            Side::Black => PI,
        }
    }
}

fn toggle_hotseat(keys: Res<ButtonInput<KeyCode>>, mut hotseat: ResMut<HotseatCamera>) {
    if keys.just_pressed(KeyCode::KeyV) {
        hotseat.on = !hotseat.on;
        hotseat.shown = None;
        hotseat.target = None;
    }
}

fn forget_side(mut hotseat: ResMut<HotseatCamera>) {
    hotseat.shown = None;
    hotseat.target = None;
}

/// Starts a swing when the side to move changes (after the animation), and
/// turns the camera a little each frame until it faces that side.
fn swing_camera(
    time: Res<Time>,
    busy: Res<Busy>,
    reduced: Res<ReducedMotion>,
    hold: Res<crate::app::kit::camera::HoldView>,
    game: Option<Res<Match<Game>>>,
    mut hotseat: ResMut<HotseatCamera>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let Some(game) = game else { return };
    if !hotseat.on || busy.active() {
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
    if game.outcome().is_none() && hotseat.shown != Some(side) {
        hotseat.shown = Some(side);
        hotseat.target = Some(side.index() as u8);
    }
    let Some(target) = hotseat.target else { return };
    let target = if target == Side::White.index() as u8 {
        HotseatCamera::yaw_for(Side::White)
    } else {
        HotseatCamera::yaw_for(Side::Black)
    };
    let mut arrived = true;
    for mut orbit in &mut cameras {
        let diff = (target - orbit.yaw + PI).rem_euclid(TAU) - PI;
        if diff.abs() < 1e-3 {
            if orbit.yaw != target {
                orbit.yaw = target;
            }
            continue;
        }
        // About 0.8 s for half a turn, easing out near the end.
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
