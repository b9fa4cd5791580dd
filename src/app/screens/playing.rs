//! The playing screen. Esc opens the game menu (see `menu`), whose last
//! entry returns to the title screen; the game in progress stays autosaved.

use bevy::prelude::*;

pub(super) fn plugin(_app: &mut App) {}
