//! The app-wide order of `Update` systems, and the launch options.

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
