//! What the app does around a game, each generic over the game and
//! registered per game (see `games::add_game`): computer players, undo,
//! replay, the move list, the last-move marks, autosave and files, settings,
//! keys, the showcase, the HUD, the rules books and the record.
//!
//! Imports `core` and `kit`, never a game.

pub mod autosave;
pub mod computer;
pub mod files;
mod frame_stats;
pub mod help;
pub mod hud;
pub mod keyboard;
pub mod last_move;
pub mod lessons;
pub mod movelist;
pub mod record;
pub mod replay;
mod screenshot;
pub mod settings;
pub mod settings_menu;
pub mod showcase;
pub mod startup;
mod undo;
pub mod window;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        computer::plugin,
        settings::plugin,
        undo::plugin,
        autosave::plugin,
        files::plugin,
        last_move::plugin,
        movelist::plugin,
        keyboard::plugin,
        hud::plugin,
        startup::plugin,
        showcase::plugin,
        replay::plugin,
    ));
    app.add_plugins((
        settings_menu::plugin,
        lessons::plugin,
        help::plugin,
        record::plugin,
    ));
}

/// What only a real window needs: screenshots, frame statistics, the saved
/// settings and the remembered window.
pub(super) fn windowed_plugin(app: &mut App) {
    app.add_plugins((
        screenshot::plugin,
        frame_stats::plugin,
        settings::persistence_plugin,
        window::plugin,
    ));
}
