//! The 3D game (feature `app`): Bevy systems that show the rules' state as
//! 3D entities and turn mouse picks into moves.
//!
//! Layout follows one function-plugin per file: each child module exposes
//! `pub(super) fn plugin(app: &mut App)` and this file aggregates them.
//! The rules are never re-derived here: moves go through
//! [`crate::rules::Rules::play`] and the returned effects drive what is shown.

pub mod core;
pub mod features;
pub mod games;
pub mod kit;
pub mod screens;

use std::process::ExitCode;
use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};

use crate::cli::launch::LaunchOptions;

pub use crate::app::core::schedule::{AppSystems, Launch};
pub use crate::app::core::screen::Screen;
pub use crate::app::core::session::{ActiveGame, Match};
use crate::app::features::{autosave, files, lessons, record, startup, window};
pub use startup::LaunchError;

/// Everything that makes up the game, without the engine's own plugins.
///
/// The binary adds it on top of `DefaultPlugins`; headless tests add it on top
/// of `MinimalPlugins` (plus assets, states and input) and drive it with
/// simulated clicks.
pub fn game_plugin(app: &mut App) {
    app.add_plugins((
        core::plugin,
        kit::plugin,
        features::plugin,
        games::plugin,
        screens::plugin,
    ));
}

/// Starts the game window; returns the process exit code.
pub fn run(options: LaunchOptions) -> ExitCode {
    if let Err(message) = startup::preflight() {
        eprintln!("tavola: {message}");
        return ExitCode::from(1);
    }
    startup::install_panic_hook();
    // A failure to open the window or find a GPU panics inside the engine
    // (while plugins are built or in the event loop); the panic hook has
    // printed a one-line reason, so exit cleanly with 1.
    let run = std::panic::AssertUnwindSafe(move || build_app(options).run());
    match std::panic::catch_unwind(run) {
        Ok(AppExit::Success) => ExitCode::SUCCESS,
        Ok(AppExit::Error(code)) => ExitCode::from(code.get()),
        Err(_) => ExitCode::from(1),
    }
}

/// The whole game on top of Bevy's default plugins.
fn build_app(options: LaunchOptions) -> App {
    let mut app = App::new();
    // The settings file is read once for the window: its saved geometry,
    // or none, and then a first window sized to the monitor.
    let saved = window::saved_geometry(&options);
    app.add_plugins(startup::engine_plugins(&options, &saved));
    if window::fits_first_window(&options, &saved) {
        app.insert_resource(window::FitFirstWindow);
    }
    app.insert_resource(Launch(options.clone()));
    if let Some(saves) = files::SavesDir::default_location() {
        app.insert_resource(saves);
    }
    // Screenshot and frame-statistics runs are the tools' and the tests':
    // they never write over the player's autosave.
    let writes_autosave = options.screenshot.is_none() && !options.frame_stats;
    match crate::persist::autosave::Autosave::default_location() {
        Some(dir) if writes_autosave => {
            app.insert_resource(autosave::AutosaveDir(dir));
        }
        Some(_) => {}
        None => warn!("no data directory found: games will not be autosaved"),
    }
    if writes_autosave && let Some(path) = crate::persist::progress::Progress::default_path() {
        app.insert_resource(lessons::ProgressFile(path));
    }
    if writes_autosave
        && let Some(path) = crate::persist::puzzle_progress::PuzzleProgress::default_path()
    {
        app.insert_resource(crate::app::features::puzzles::PuzzleFile(path));
    }
    if writes_autosave && let Some(path) = crate::persist::record::Record::default_path() {
        app.insert_resource(record::RecordFile(path));
    }
    app.add_plugins((
        MeshPickingPlugin,
        kit::windowed_plugin,
        core::windowed_plugin,
        features::windowed_plugin,
    ));
    // A board game idles: it draws only on input, or while something moves
    // (animations, searches and notices ask for frames themselves). A
    // screenshot or frame-stats run draws continuously.
    let idle = Duration::from_secs(60);
    app.insert_resource(if options.screenshot.is_some() || options.frame_stats {
        WinitSettings::game()
    } else {
        WinitSettings {
            focused_mode: UpdateMode::reactive(idle),
            unfocused_mode: UpdateMode::reactive_low_power(idle),
        }
    });
    app.add_plugins(game_plugin);
    app
}
