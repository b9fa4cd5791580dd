//! The right stick turns the view around the board and the triggers zoom
//! (right in, left out), as the right mouse button and the wheel do.

use std::f32::consts::PI;

use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;

use crate::app::core::schedule::AppSystems;
use crate::app::kit::camera::OrbitCamera;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, turn_view.in_set(AppSystems::RecordInput));
}

/// Below this a stick or trigger is at rest (worn sticks drift).
const DEAD_ZONE: f32 = 0.15;
/// Full lean: radians per second around the board, and up and down.
const TURN_SPEED: f32 = 2.0;
const TILT_SPEED: f32 = 1.2;
/// A trigger fully pressed zooms by this share of the distance per second.
const ZOOM_SPEED: f32 = 1.0;

fn turn_view(
    pads: Query<&Gamepad>,
    time: Res<Time>,
    mut cameras: Query<&mut OrbitCamera>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let mut turn = Vec2::ZERO;
    let mut zoom = 0.0;
    for pad in &pads {
        let stick = pad.right_stick();
        if stick.length() > DEAD_ZONE {
            turn += stick;
        }
        let trigger = |button| pad.get(button).unwrap_or(0.0).max(0.0);
        let zoom_in = trigger(GamepadButton::RightTrigger2);
        let zoom_out = trigger(GamepadButton::LeftTrigger2);
        if zoom_in > DEAD_ZONE {
            zoom += zoom_in;
        }
        if zoom_out > DEAD_ZONE {
            zoom -= zoom_out;
        }
    }
    if turn == Vec2::ZERO && zoom == 0.0 {
        return;
    }
    // A long idle wait before this frame must not jump the view.
    let dt = time.delta_secs().min(0.1);
    for mut orbit in &mut cameras {
        orbit.yaw = (orbit.yaw + turn.x * TURN_SPEED * dt).rem_euclid(2.0 * PI);
        orbit.pitch = (orbit.pitch - turn.y * TILT_SPEED * dt)
            .clamp(OrbitCamera::MIN_PITCH, OrbitCamera::MAX_PITCH);
        orbit.distance = (orbit.distance * (1.0 - zoom * ZOOM_SPEED * dt))
            .clamp(OrbitCamera::MIN_DISTANCE, OrbitCamera::MAX_DISTANCE);
    }
    // Keep the frames coming while the stick is held.
    redraw.write(bevy::window::RequestRedraw);
}
