//! The ground every other part of the app stands on: the app-wide system
//! order, the screens, the session (the match, its moves and who plays
//! them), the animation clock, notices, sound cues, texts and colours.
//!
//! Nothing here imports anything else in `app`; everything else may import
//! this.

pub mod anim;
pub mod audio;
pub mod screen;
pub mod session;
pub mod text;
pub mod theme;

use bevy::prelude::*;

use crate::cli::launch::LaunchOptions;

/// The app-wide order of `Update` systems, chained once.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Advance timers (banners, flashes).
    TickTimers,
    /// Dialogs and keyboard focus take their keys first (and consume them,
    /// so that the board does not act on the same key press).
    Dialogs,
    /// Read input (keyboard, camera controls).
    RecordInput,
    /// Apply requested moves to the rules state.
    Update,
    /// Bring 3D entities in line with the rules state.
    Sync,
    /// Refresh texts and panels.
    Ui,
}

/// The launch options, available to every system.
#[derive(Resource, Debug, Clone, Default)]
pub struct Launch(pub LaunchOptions);

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::TickTimers,
            AppSystems::Dialogs,
            AppSystems::RecordInput,
            AppSystems::Update,
            AppSystems::Sync,
            AppSystems::Ui,
        )
            .chain(),
    );
    app.init_resource::<Launch>();
    app.init_state::<screen::Screen>();
    app.add_plugins((
        text::plugin,
        theme::plugin,
        session::plugin,
        anim::plugin,
        audio::messages_plugin,
    ));
}

/// What only a real window needs: the audio backend.
pub(super) fn windowed_plugin(app: &mut App) {
    app.add_plugins(audio::plugin);
}
