//! What the app does around a game, each generic over the game and
//! registered per game by [`add_game`]: computer players, undo,
//! replay, the move list, the last-move marks, autosave and files, settings,
//! keys, the showcase, the HUD, the rules books, the record, the position
//! editor, the game review, puzzles, controllers and screen readers.
//!
//! Imports `core` and `kit`, never a game.

pub mod access;
pub mod autosave;
pub mod clock;
pub mod computer;
pub mod files;
mod frame_stats;
pub mod gamepad;
pub mod help;
pub mod hud;
pub mod keyboard;
pub mod last_move;
pub mod lessons;
pub mod movelist;
pub mod paste;
pub mod puzzles;
pub mod record;
pub mod replay;
pub mod review;
pub mod scores;
mod screenshot;
pub mod settings;
pub mod settings_menu;
pub mod setup;
pub mod showcase;
pub mod startup;
mod undo;
pub mod window;

use bevy::prelude::*;

use crate::app::core::registry::PerGame;
use crate::app::core::session;

/// A game the app can show: the core's rules (`AppRules`) with every
/// feature's adapter, and its own view. Each game's folder implements it;
/// [`add_game`] registers the game with every feature.
pub trait AppGame:
    computer::ComputerGame
    + autosave::Savable
    + last_move::TouchedCells
    + lessons::BookGame
    + hud::status::StatusLines
    + crate::lessons::Teach
    + setup::EditGame
    + crate::analysis::AnalysisGame
    + scores::ScoreGame
    + gamepad::PadGame
    + access::Spoken
    + puzzles::PuzzleGame
{
    /// The game's own systems: its scene, input, animation and HUD lines.
    fn view(app: &mut App);

    /// Esc on the board: drops a selection in progress, if there is one
    /// (whether there was).
    fn cancel_selection(_world: &mut World) -> bool {
        false
    }
}

pub use crate::app::core::registry::GameHooks;

/// Registers a game with the session and every feature, then adds its view.
pub fn add_game<G: AppGame>(app: &mut App) {
    session::register::<G>(app);
    computer::register::<G>(app);
    undo::register::<G>(app);
    replay::register::<G>(app);
    autosave::register::<G>(app);
    last_move::register::<G>(app);
    movelist::register::<G>(app);
    lessons::register::<G>(app);
    record::register::<G>(app);
    hud::status::register::<G>(app);
    paste::register::<G>(app);
    setup::register::<G>(app);
    review::register::<G>(app);
    scores::register::<G>(app);
    gamepad::register::<G>(app);
    access::register::<G>(app);
    clock::register::<G>(app);
    puzzles::register::<G>(app);
    PerGame::add(
        app,
        <G as session::AppRules>::KIND,
        GameHooks {
            cancel_selection: G::cancel_selection,
        },
    );
    G::view(app);
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        computer::plugin,
        settings::plugin,
        undo::plugin,
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
        paste::plugin,
        setup::plugin,
        review::plugin,
        scores::plugin,
        gamepad::plugin,
        access::plugin,
        clock::plugin,
        autosave::plugin,
        puzzles::plugin,
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
        gamepad::windowed_plugin,
    ));
}
