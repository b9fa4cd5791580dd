//! The 3D game (feature `app`): Bevy systems that show the rules' state as
//! 3D entities and turn mouse picks into moves.
//!
//! Layout follows one function-plugin per file: each child module exposes
//! `pub(super) fn plugin(app: &mut App)` and this file aggregates them.
//! The rules are never re-derived here: moves go through
//! [`crate::rules::Rules::play`] and the returned effects drive what is shown.

pub mod anim;
pub mod audio;
pub mod board;
pub mod camera;
pub mod checkers;
pub mod computer;
mod frame_stats;
pub mod gounki;
pub mod hud;
pub mod othello;
mod screens;
mod screenshot;
pub mod session;
pub mod settings;
mod startup;
mod theme;
mod undo;
mod widgets;

use std::process::ExitCode;

use bevy::prelude::*;

use crate::cli::launch::LaunchOptions;

pub use screens::Screen;
pub use session::{ActiveGame, Match};

/// The app-wide order of `Update` systems, chained once.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Advance timers (banners, flashes).
    TickTimers,
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
            AppSystems::RecordInput,
            AppSystems::Update,
            AppSystems::Sync,
            AppSystems::Ui,
        )
            .chain(),
    );
    app.init_resource::<Launch>();
    app.add_plugins((
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
        hud::plugin,
        startup::plugin,
        audio::messages_plugin,
    ));
}

/// Starts the game window; returns the process exit code.
pub fn run(options: LaunchOptions) -> ExitCode {
    if let Err(message) = startup::preflight() {
        eprintln!("tavola: {message}");
        return ExitCode::from(1);
    }
    startup::install_panic_hook();
    let mut app = App::new();
    app.add_plugins(startup::engine_plugins(&options));
    app.insert_resource(Launch(options.clone()));
    app.add_plugins((
        MeshPickingPlugin,
        audio::plugin,
        screenshot::plugin,
        frame_stats::plugin,
        settings::persistence_plugin,
    ));
    // A board game idles: redraw only on input or when something animates.
    // A screenshot run draws continuously so it finishes as soon as it can.
    app.insert_resource(if options.screenshot.is_some() || options.frame_stats {
        bevy::winit::WinitSettings::game()
    } else {
        bevy::winit::WinitSettings::desktop_app()
    });
    app.add_plugins(game_plugin);
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
