//! The screens: title and playing, and the game menu.

mod backdrop;
pub mod menu;
mod playing;
pub mod title;

use bevy::prelude::*;

pub use title::start_new;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((
        title::plugin,
        backdrop::plugin,
        playing::plugin,
        menu::plugin,
    ));
}

/// Which screen is shown.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Title,
    Playing,
}
