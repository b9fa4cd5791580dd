//! Basque checkers in 3D (being written).

use bevy::prelude::*;

use crate::game_kind::GameKind;

use super::session::ActiveGame;

/// Whether this build can show Basque checkers (the title screen lists it then).
pub const AVAILABLE: bool = false;

pub(super) fn plugin(_app: &mut App) {}

/// Run condition: the playing screen shows Basque checkers.
#[allow(dead_code)]
fn is_active(active: Res<ActiveGame>) -> bool {
    active.0 == GameKind::Checkers
}
