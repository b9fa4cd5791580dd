//! The shared table and its tools, for any game: the board of pickable
//! cells and the click guard, the camera and its hotseat swing, the look
//! (light, materials), widgets, scrolling lists, keyboard focus, recolouring for the themes,
//! the interface size and the loading layer.
//!
//! Imports only `core`.

pub mod board;
pub mod camera;
pub mod focus;
pub mod loading;
pub mod look;
mod quick_click;
pub mod recolour;
pub mod scroll;
pub mod ui_size;
pub mod widgets;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        widgets::plugin,
        board::plugin,
        camera::plugin,
        focus::plugin,
        recolour::plugin,
        ui_size::plugin,
        look::plugin,
        scroll::plugin,
    ));
}

/// What only a real window needs: picking's quick clicks, the loading layer.
pub(super) fn windowed_plugin(app: &mut App) {
    app.add_plugins((quick_click::plugin, loading::plugin));
}
