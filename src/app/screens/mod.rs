//! The screens: title and playing, and the game menu.

mod backdrop;
pub mod menu;
mod playing;
pub mod title;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        backdrop::plugin,
        playing::plugin,
        menu::plugin,
    ));
}
