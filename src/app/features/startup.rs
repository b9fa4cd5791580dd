//! Starting the engine: checks before a window opens, clear messages for
//! missing displays or GPUs, engine plugin settings, and applying the launch
//! options (`--game`, `--position`, `--moves`).

use bevy::prelude::*;

use crate::app::core::schedule::{AppSystems, Launch};
use crate::app::core::screen::Screen;
use crate::app::core::session::{self, ActiveGame};
use crate::cli::launch::LaunchOptions;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, apply_launch_options);
    app.add_systems(Update, report_launch_error.in_set(AppSystems::Ui));
}

/// Refuses to start where no window can open, with a message that says why
/// (winit would otherwise panic deep inside the event loop).
pub(crate) fn preflight() -> Result<(), String> {
    #[cfg(target_os = "linux")]
    {
        let has = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if !has("DISPLAY") && !has("WAYLAND_DISPLAY") {
            return Err(
                "no display found (DISPLAY is not set). Start Tavola from a desktop \
                        session, or under Xvfb: xvfb-run -a tavola ..."
                    .into(),
            );
        }
    }
    Ok(())
}

/// Turns the engine's start-up panics (no GPU adapter, no display server)
/// into one clear line before the default report.
pub(crate) fn install_panic_hook() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let text = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        match startup_failure(text) {
            Some(message) => eprintln!("tavola: {message}"),
            None => default_hook(info),
        }
    }));
}

/// A one-line explanation for the engine's known start-up failures.
fn startup_failure(panic_text: &str) -> Option<String> {
    let lower = panic_text.to_ascii_lowercase();
    if lower.contains("unable to find a gpu") || lower.contains("no suitable adapter") {
        Some(
            "no graphics adapter found. Install Vulkan drivers (on Debian/Ubuntu: \
             sudo apt-get install mesa-vulkan-drivers libvulkan1) and try again."
                .into(),
        )
    } else if lower.contains("event loop") || lower.contains("opendisplay") {
        Some(format!(
            "could not open a window (is the display server running and DISPLAY right?): {}",
            panic_text.lines().next().unwrap_or(panic_text)
        ))
    } else {
        None
    }
}

/// Bevy's plugins, configured for a desktop board game. Every asset the
/// game reads at run time is built into the binary (fonts, texts, sounds:
/// see `core::audio::embed_sounds`), so nothing is looked for on disk.
/// `saved` is the window's geometry from the settings (see
/// `window::saved_geometry`).
pub(crate) fn engine_plugins(
    options: &LaunchOptions,
    saved: &super::window::WindowGeometry,
) -> impl PluginGroup {
    DefaultPlugins.set(WindowPlugin {
        primary_window: Some(super::window::primary_window(options, saved)),
        ..default()
    })
}

/// A launch option that could not be applied (bad `--moves`, ...).
#[derive(Resource, Debug, Clone)]
pub struct LaunchError(pub String);

/// `--game` goes straight to a hotseat game, with `--position`/`--moves`
/// applied through the rules (a bad move stops the launch with its reason).
pub(crate) fn apply_launch_options(world: &mut World) {
    let launch = world.resource::<Launch>().0.clone();
    // `--clock` is this run's choice (the settings' is not touched).
    if let Some(clock) = launch.clock {
        world.insert_resource(session::ClockChoice(clock));
    }
    if let Some(path) = launch.load {
        load_game(world, &path);
        return;
    }
    let Some(kind) = launch.game else {
        return;
    };
    match session::start_match(
        world,
        kind,
        launch.position.as_deref(),
        launch.moves.as_deref(),
    ) {
        Ok(()) => {
            session::start_clock(world, kind);
            world.insert_resource(ActiveGame(kind));
            if launch.replay {
                session::queue_replay(world);
            }
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Playing);
        }
        Err(message) => world.insert_resource(LaunchError(message)),
    }
}

/// `--load FILE`: every move is checked; a bad file stops with the first
/// bad line and its reason. The name need not be UTF-8 (it is shown lossily).
fn load_game(world: &mut World, path: &std::path::Path) {
    let shown = path.display();
    let loaded = crate::persist::savefile::load_file_with_clocks(path)
        .map_err(|e| format!("{shown}: {e}"))
        .and_then(|(saved, clocks)| {
            crate::app::features::autosave::match_from_saved_with_clocks(world, &saved, &clocks)
                .map_err(|e| format!("{shown}: {e}"))
        });
    match loaded {
        Ok(game) => {
            let kind = game.kind();
            game.insert(world);
            if let Ok(text) = crate::persist::savefile::read_text(path) {
                crate::app::features::review::restore_from_text(world, &text);
            }
            world.insert_resource(ActiveGame(kind));
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Playing);
        }
        Err(message) => world.insert_resource(LaunchError(message)),
    }
}

/// A bad launch option ends the app with the message and exit code 2.
fn report_launch_error(error: Option<Res<LaunchError>>, mut exit: MessageWriter<AppExit>) {
    if let Some(error) = error {
        error!("{}", error.0);
        eprintln!("tavola: {}", error.0);
        exit.write(AppExit::from_code(2));
    }
}
