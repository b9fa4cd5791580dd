//! The 3D game (feature `app`): Bevy systems that show the rules' state as
//! 3D entities and turn mouse picks into moves.
//!
//! Layout follows one function-plugin per file: each child module exposes
//! `pub(super) fn plugin(app: &mut App)` and this file aggregates them.
//! The rules are never re-derived here: moves go through
//! [`crate::rules::Rules::play`] and the returned effects drive what is shown.

pub mod anim;
pub mod audio;
pub mod autosave;
pub mod board;
pub mod camera;
pub mod checkers;
pub mod computer;
pub mod files;
pub mod focus;
mod frame_stats;
pub mod gounki;
pub mod help;
pub mod hud;
pub mod keyboard;
pub mod last_move;
pub mod lessons;
pub mod loading;
pub mod look;
pub mod movelist;
pub mod othello;
mod quick_click;
mod recolour;
pub mod record;
pub mod replay;
pub mod screens;
mod screenshot;
pub mod session;
pub mod settings;
pub mod settings_menu;
pub mod showcase;
mod startup;
pub mod text;
pub mod theme;
pub mod ui_size;
mod undo;
pub mod widgets;
pub mod window;

use std::process::ExitCode;
use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};

use crate::cli::launch::LaunchOptions;

pub use screens::Screen;
pub use session::{ActiveGame, Match};
pub use startup::LaunchError;

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

/// Everything that makes up the game, without the engine's own plugins.
///
/// The binary adds it on top of `DefaultPlugins`; headless tests add it on top
/// of `MinimalPlugins` (plus assets, states and input) and drive it with
/// simulated clicks.
pub fn game_plugin(app: &mut App) {
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
    app.add_plugins((
        text::plugin,
        theme::plugin,
        widgets::plugin,
        screens::plugin,
        session::plugin,
        board::plugin,
        camera::plugin,
        othello::plugin,
        gounki::plugin,
        checkers::plugin,
        anim::plugin,
    ));
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
        audio::messages_plugin,
        showcase::plugin,
        replay::plugin,
    ));
    app.add_plugins((
        focus::plugin,
        recolour::plugin,
        settings_menu::plugin,
        lessons::plugin,
        help::plugin,
        record::plugin,
        ui_size::plugin,
        look::plugin,
    ));
    // The games' rules books.
    lessons::register::<crate::rules::othello::Position>(app);
    lessons::register::<crate::rules::gounki::Game>(app);
    lessons::register::<crate::rules::checkers::Game>(app);
    // The games' records.
    record::register::<crate::rules::othello::Position>(app);
    record::register::<crate::rules::gounki::Game>(app);
    record::register::<crate::rules::checkers::Game>(app);
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
    app.add_plugins(startup::engine_plugins(&options));
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
    if writes_autosave && let Some(path) = crate::persist::record::Record::default_path() {
        app.insert_resource(record::RecordFile(path));
    }
    app.add_plugins((
        MeshPickingPlugin,
        quick_click::plugin,
        audio::plugin,
        loading::plugin,
        screenshot::plugin,
        frame_stats::plugin,
        settings::persistence_plugin,
        window::plugin,
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
