//! The game's window: its size, place and full-screen state are those it
//! had when the game last closed (kept in the settings file), F11 toggles
//! full screen, and it carries the application id `tavola` (the X11
//! class / Wayland app id desktops group and name windows by) and an icon
//! drawn here (an Othello corner: four discs on green felt).
//!
//! `--size` wins over the saved size; `--screenshot` and `--frame-stats`
//! runs (the tools' and the tests') and the showcase take no saved geometry
//! and save none.

use std::time::Duration;

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::{
    MonitorSelection, PrimaryWindow, WindowMode, WindowMoved, WindowResized, WindowResolution,
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
pub(super) fn saved_geometry(options: &LaunchOptions) -> WindowGeometry {
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
    let icon = match winit::window::Icon::from_rgba(icon_pixels(), ICON_SIDE, ICON_SIDE) {
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

/// The icon's side in pixels.
const ICON_SIDE: u32 = 64;

/// The icon: green felt with a dark rim and the four centre discs of an
/// Othello start, two black and two white, crossed.
#[must_use]
pub fn icon_pixels() -> Vec<u8> {
    let side = ICON_SIDE as f32;
    let mut pixels = Vec::with_capacity((ICON_SIDE * ICON_SIDE * 4) as usize);
    for y in 0..ICON_SIDE {
        for x in 0..ICON_SIDE {
            let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
            let rim = fx < 4.0 || fy < 4.0 || fx > side - 4.0 || fy > side - 4.0;
            let mut rgba = if rim {
                [14, 40, 22, 255]
            } else {
                [26, 107, 56, 255]
            };
            // Four discs, one per quarter; the diagonal pairs match.
            let quarter = side / 2.0;
            let (cx, cy) = (
                if fx < quarter {
                    quarter * 0.5 + 2.0
                } else {
                    quarter * 1.5 - 2.0
                },
                if fy < quarter {
                    quarter * 0.5 + 2.0
                } else {
                    quarter * 1.5 - 2.0
                },
            );
            let dist = ((fx - cx).powi(2) + (fy - cy).powi(2)).sqrt();
            if dist < quarter * 0.4 {
                let black = (fx < quarter) == (fy < quarter);
                rgba = if black {
                    [16, 16, 18, 255]
                } else {
                    [236, 234, 224, 255]
                };
            }
            pixels.extend_from_slice(&rgba);
        }
    }
    pixels
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
    fn the_icon_is_a_full_square_of_pixels() {
        let pixels = icon_pixels();
        assert_eq!(pixels.len(), (ICON_SIDE * ICON_SIDE * 4) as usize);
        // A black disc top left, a white one top right.
        let at = |x: u32, y: u32| {
            let i = ((y * ICON_SIDE + x) * 4) as usize;
            [pixels[i], pixels[i + 1], pixels[i + 2]]
        };
        assert_eq!(at(18, 18), [16, 16, 18]);
        assert_eq!(at(46, 18), [236, 234, 224]);
        assert_eq!(at(32, 2), [14, 40, 22]);
    }
}
