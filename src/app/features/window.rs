//! The game's window: its size, place and full-screen state are those it
//! had when the game last closed (kept in the settings file), F11 toggles
//! full screen, and it carries the application id `tavola` (the X11
//! class / Wayland app id desktops group and name windows by) and an icon
//! drawn here (an Othello corner: four discs on green felt).
//!
//! A first window (no size saved, none asked for) opens at 85 % of the
//! monitor, at most 1600×900, centred: a fixed 1280×720 ran past a
//! 1280×720 screen's bottom edge with its title bar.
//!
//! `--size` wins over the saved size; `--screenshot` and `--frame-stats`
//! runs (the tools' and the tests') and the showcase take no saved geometry
//! and save none.

use std::time::Duration;

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::{
    Monitor, MonitorSelection, PrimaryMonitor, PrimaryWindow, WindowMode, WindowMoved,
    WindowResized, WindowResolution,
};

use crate::app::core::schedule::Launch;
use crate::cli::launch::LaunchOptions;
use crate::persist::Settings;

/// The application id (X11 `WM_CLASS`, Wayland `app_id`).
pub const APP_ID: &str = "tavola";

/// The size of a window nobody chose (logical pixels).
pub const DEFAULT_SIZE: (u32, u32) = (1280, 720);

/// Added by the real game (`app::run`): full screen, the geometry kept in
/// the settings, and the icon.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, toggle_fullscreen);
    let launch = app.world().get_resource::<Launch>().map(|l| l.0.clone());
    if launch.as_ref().is_some_and(remembers_geometry) {
        app.init_resource::<WindowGeometry>();
        app.add_systems(Update, follow_geometry);
    }
    app.add_systems(Update, set_icon);
    app.add_systems(
        Update,
        fit_to_monitor.run_if(resource_exists::<FitFirstWindow>),
    );
}

/// The window opens at a size that fits the monitor (see
/// [`fits_first_window`]); gone once it has.
#[derive(Resource, Debug, Clone, Copy)]
pub struct FitFirstWindow;

/// Whether the window opens at a size that fits the monitor: nothing chose
/// a size (no `--size`, none saved by an earlier run, not full screen).
pub fn fits_first_window(options: &LaunchOptions, saved: &WindowGeometry) -> bool {
    remembers_geometry(options)
        && options.window_size.is_none()
        && saved.size.is_none()
        && !saved.fullscreen
}

/// The largest size a first window takes (logical pixels).
const FIRST_WINDOW_MAX: (f32, f32) = (1600.0, 900.0);

/// The share of the monitor a first window takes: room for the desktop's
/// panels and the window's title bar.
const FIRST_WINDOW_SHARE: f32 = 0.85;

/// A first window's size on a monitor of `monitor` logical pixels: 85 % of
/// it, at most 1600×900.
#[must_use]
pub fn first_window_size(monitor: (f32, f32)) -> (u32, u32) {
    let fit = |side: f32, max: f32| (side * FIRST_WINDOW_SHARE).min(max).floor().max(1.0) as u32;
    (
        fit(monitor.0, FIRST_WINDOW_MAX.0),
        fit(monitor.1, FIRST_WINDOW_MAX.1),
    )
}

/// Sizes the window to its monitor once the monitor is known (the engine
/// lists monitors only once the window system is up), and centres it.
fn fit_to_monitor(
    monitors: Query<(&Monitor, Has<PrimaryMonitor>)>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut commands: Commands,
) {
    let Some((monitor, _)) = monitors.iter().max_by_key(|(_, primary)| *primary) else {
        return;
    };
    let Ok(mut window) = windows.single_mut() else {
        return;
    };
    commands.remove_resource::<FitFirstWindow>();
    let scale = monitor.scale_factor.max(0.5) as f32;
    let (width, height) = first_window_size((
        monitor.physical_width as f32 / scale,
        monitor.physical_height as f32 / scale,
    ));
    info!(
        "first window: {width}x{height} on a {}x{} monitor",
        monitor.physical_width, monitor.physical_height
    );
    window.resolution.set(width as f32, height as f32);
    window.position = WindowPosition::Centered(MonitorSelection::Primary);
}

/// Whether this run keeps the window's geometry from one run to the next.
fn remembers_geometry(options: &LaunchOptions) -> bool {
    options.screenshot.is_none() && !options.frame_stats && !options.showcase
}

/// The window's geometry as the settings keep it.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WindowGeometry {
    pub size: Option<(u32, u32)>,
    pub position: Option<(i32, i32)>,
    pub fullscreen: bool,
}

/// The geometry saved by the last run, for a run that uses it.
pub fn saved_geometry(options: &LaunchOptions) -> WindowGeometry {
    if !remembers_geometry(options) {
        return WindowGeometry::default();
    }
    let Some(path) = Settings::default_path() else {
        return WindowGeometry::default();
    };
    // Warnings about the file are logged when the settings are applied.
    let (settings, _) = Settings::load(&path);
    WindowGeometry {
        size: settings.window_size,
        position: settings.window_position,
        fullscreen: settings.fullscreen,
    }
}

/// The primary window for these options and this saved geometry.
#[must_use]
pub fn primary_window(options: &LaunchOptions, saved: &WindowGeometry) -> Window {
    let (width, height) = options.window_size.or(saved.size).unwrap_or(DEFAULT_SIZE);
    let mode = if options.showcase || (saved.fullscreen && options.window_size.is_none()) {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    let position = match saved.position {
        Some((x, y)) if options.window_size.is_none() => WindowPosition::At(IVec2::new(x, y)),
        _ => WindowPosition::Automatic,
    };
    Window {
        title: "Tavola".into(),
        name: Some(APP_ID.into()),
        resolution: WindowResolution::new(width, height),
        position,
        mode,
        ..default()
    }
}

/// F11 switches between a window and borderless full screen.
fn toggle_fullscreen(
    keys: Res<ButtonInput<KeyCode>>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    if !keys.just_pressed(KeyCode::F11) {
        return;
    }
    for mut window in &mut windows {
        window.mode = match window.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
}

/// Keeps [`WindowGeometry`] in line with the window once it has been
/// still for half a second (a drag sends a stream of events); the settings
/// save it from there.
fn follow_geometry(
    mut moved: MessageReader<WindowMoved>,
    mut resized: MessageReader<WindowResized>,
    windows: Query<&Window, With<PrimaryWindow>>,
    time: Res<Time<Real>>,
    mut pending: Local<Option<Duration>>,
    mut geometry: ResMut<WindowGeometry>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    // Moves, resizes and F11 (the window itself changes with every mouse
    // move, so its change flag says nothing).
    let events = moved.read().count() + resized.read().count();
    let mode_changed = (window.mode != WindowMode::Windowed) != geometry.fullscreen;
    if events > 0 || (mode_changed && pending.is_none()) {
        *pending = Some(time.elapsed());
    }
    let Some(since) = *pending else { return };
    if time.elapsed().saturating_sub(since) < Duration::from_millis(500) {
        // The window draws only on input: ask for the frame that saves.
        redraw.write(bevy::window::RequestRedraw);
        return;
    }
    *pending = None;
    let fullscreen = window.mode != WindowMode::Windowed;
    let mut next = WindowGeometry {
        fullscreen,
        ..*geometry
    };
    // A full-screen window keeps the windowed size and place for later.
    if !fullscreen {
        next.size = Some((
            window.resolution.width().round() as u32,
            window.resolution.height().round() as u32,
        ));
        if let WindowPosition::At(at) = window.position {
            next.position = Some((at.x, at.y));
        }
    }
    geometry.set_if_neq(next);
}

/// Gives the window its icon once it exists.
fn set_icon(
    windows: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
    _main_thread: NonSendMarker,
) {
    if *done {
        return;
    }
    let Ok(entity) = windows.single() else {
        return;
    };
    let icon = match icon_pixels().and_then(|(pixels, side)| {
        winit::window::Icon::from_rgba(pixels, side, side).map_err(|e| e.to_string())
    }) {
        Ok(icon) => icon,
        Err(e) => {
            warn!("window icon: {e}");
            *done = true;
            return;
        }
    };
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        if let Some(window) = windows.get_window(entity) {
            window.set_window_icon(Some(icon.clone()));
            *done = true;
        }
    });
}

/// The icon: the 64-pixel rendering of `assets/icons/tavola.svg`, the
/// drawing the desktop's menu and launcher show (`make install`), so the
/// window and its menu entry look the same.
const ICON_PNG: &[u8] = include_bytes!("../../../assets/icons/hicolor/64x64/apps/tavola.png");

/// The icon's pixels as RGBA rows, and its side.
pub fn icon_pixels() -> Result<(Vec<u8>, u32), String> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(ICON_PNG));
    decoder.set_transformations(
        png::Transformations::normalize_to_color8() | png::Transformations::ALPHA,
    );
    let mut reader = decoder.read_info().map_err(|e| e.to_string())?;
    let size = reader.output_buffer_size().ok_or("the icon is too large")?;
    let mut pixels = vec![0; size];
    let frame = reader.next_frame(&mut pixels).map_err(|e| e.to_string())?;
    if frame.color_type != png::ColorType::Rgba || frame.width != frame.height {
        return Err(format!(
            "the icon is {:?}, {}x{}, not a square RGBA picture",
            frame.color_type, frame.width, frame.height
        ));
    }
    pixels.truncate(frame.buffer_size());
    Ok((pixels, frame.width))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_takes_the_saved_geometry_unless_told_otherwise() {
        let saved = WindowGeometry {
            size: Some((1600, 900)),
            position: Some((40, 30)),
            fullscreen: false,
        };
        let plain = LaunchOptions::default();
        let window = primary_window(&plain, &saved);
        assert_eq!(window.resolution.width(), 1600.0);
        assert_eq!(window.position, WindowPosition::At(IVec2::new(40, 30)));
        assert_eq!(window.mode, WindowMode::Windowed);
        assert_eq!(window.name.as_deref(), Some(APP_ID));
        // --size wins, and places nothing.
        let sized = LaunchOptions {
            window_size: Some((1024, 600)),
            ..LaunchOptions::default()
        };
        let window = primary_window(&sized, &saved);
        assert_eq!(window.resolution.width(), 1024.0);
        assert_eq!(window.position, WindowPosition::Automatic);
        // Full screen comes back.
        let full = WindowGeometry {
            fullscreen: true,
            ..saved
        };
        assert_ne!(primary_window(&plain, &full).mode, WindowMode::Windowed);
        // Nothing saved: the default size.
        let window = primary_window(&plain, &WindowGeometry::default());
        assert_eq!(window.resolution.width(), DEFAULT_SIZE.0 as f32);
        // Tool and test runs do not take a saved geometry.
        let shot = LaunchOptions {
            screenshot: Some("x.png".into()),
            ..LaunchOptions::default()
        };
        assert!(!remembers_geometry(&shot));
        assert_eq!(saved_geometry(&shot), WindowGeometry::default());
    }

    #[test]
    fn a_first_window_fits_its_monitor() {
        // A 1280x720 screen: room for a panel and the title bar.
        assert_eq!(first_window_size((1280.0, 720.0)), (1088, 612));
        // A laptop.
        assert_eq!(first_window_size((1366.0, 768.0)), (1161, 652));
        // Large screens: at most 1600x900.
        assert_eq!(first_window_size((2560.0, 1440.0)), (1600, 900));
        // Only a window nobody sized.
        let plain = LaunchOptions::default();
        assert!(fits_first_window(&plain, &WindowGeometry::default()));
        let saved = WindowGeometry {
            size: Some((800, 600)),
            ..WindowGeometry::default()
        };
        assert!(!fits_first_window(&plain, &saved));
        let sized = LaunchOptions {
            window_size: Some((1024, 600)),
            ..LaunchOptions::default()
        };
        assert!(!fits_first_window(&sized, &WindowGeometry::default()));
    }

    #[test]
    fn the_icon_is_the_drawing_of_the_desktop_icons() {
        let (pixels, side) = icon_pixels().unwrap();
        assert_eq!(side, 64);
        assert_eq!(pixels.len(), 64 * 64 * 4);
        let at = |x: u32, y: u32| {
            let i = ((y * side + x) * 4) as usize;
            [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]]
        };
        // A black disc top left, a white one top right, green felt between
        // them, opaque.
        let (black, white, felt) = (at(18, 18), at(46, 18), at(32, 6));
        assert!(black[..3].iter().all(|&c| c < 60), "{black:?}");
        assert!(white[..3].iter().all(|&c| c > 180), "{white:?}");
        assert!(felt[1] > felt[0] + 30 && felt[1] > felt[2] + 20, "{felt:?}");
        assert_eq!(black[3], 255);
    }
}
