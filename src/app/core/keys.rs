//! Modifier keys for shortcuts.

use bevy::prelude::*;

/// Whether a modifier counts as down for a key pressed this frame: held,
/// or let go within the same frame (a chord typed faster than a frame: a
/// program sending keys, or the first frame after an idle wait).
#[must_use]
pub fn held(keys: &ButtonInput<KeyCode>, modifier: [KeyCode; 2]) -> bool {
    keys.any_pressed(modifier) || keys.any_just_released(modifier)
}

/// Ctrl is down (see [`held`]): the key pressed with it is a shortcut, not
/// the key's own action (Ctrl+C copies, C alone resets the view).
#[must_use]
pub fn ctrl(keys: &ButtonInput<KeyCode>) -> bool {
    held(keys, [KeyCode::ControlLeft, KeyCode::ControlRight])
}

/// Shift is down (see [`held`]).
#[must_use]
pub fn shift(keys: &ButtonInput<KeyCode>) -> bool {
    held(keys, [KeyCode::ShiftLeft, KeyCode::ShiftRight])
}
