//! The HUD never covers the board: a headless app with the engine's real UI
//! layout (taffy, the UI font's metrics) at the window sizes players use.

use bevy::camera::{CameraUpdateSystems, RenderTargetInfo};
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;
use bevy::window::{ExitCondition, WindowResolution};
use tavola::app::kit::board::labels::BoardLabel;
use tavola::app::kit::camera::ScreenRect;

use crate::harness::{engine, frames, start};

/// The game plugins with the engine's UI layout and cameras, in a window
/// of `width`×`height` logical pixels that no screen shows.
pub fn headless_laid_out(args: &[&str], width: u32, height: u32) -> App {
    let mut app = engine(args);
    app.add_plugins((
        bevy::window::WindowPlugin {
            primary_window: Some(Window {
                resolution: WindowResolution::new(width, height),
                ..default()
            }),
            exit_condition: ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        TransformPlugin,
        bevy::image::ImagePlugin::default(),
        bevy::mesh::MeshPlugin,
        bevy::camera::CameraPlugin,
        bevy::light::LightPlugin,
        bevy::text::TextPlugin,
        bevy::ui::UiPlugin,
        bevy::sprite::SpritePlugin,
        bevy::a11y::AccessibilityPlugin,
        bevy::picking::DefaultPickingPlugins,
    ));
    app.add_systems(PostUpdate, size_cameras.in_set(CameraUpdateSystems));
    let mut app = start(app);
    frames(&mut app, 2);
    app
}

/// What the renderer's camera system does for a window: the camera's
/// target size and projection (the UI lays out in the camera's target).
fn size_cameras(
    windows: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<(&mut Camera, &mut Projection)>,
) {
    let Ok(window) = windows.single() else { return };
    for (mut camera, mut projection) in &mut cameras {
        let size = window.physical_size();
        projection.update(size.x as f32, size.y as f32);
        camera.computed.target_info = Some(RenderTargetInfo {
            physical_size: size,
            scale_factor: window.scale_factor(),
        });
        camera.computed.clip_from_view = projection.get_clip_from_view();
    }
}

/// The board's 64 squares as the camera shows them: the box around the
/// projected corners of the corner squares (logical pixels).
fn board_rect(app: &mut App) -> ScreenRect {
    let world = app.world_mut();
    let mut cameras = world.query::<(&Camera, &GlobalTransform)>();
    let (camera, transform) = cameras.single(world).expect("one camera");
    let mut min = Vec2::splat(f32::INFINITY);
    let mut max = Vec2::splat(f32::NEG_INFINITY);
    for x in [-4.0, 4.0] {
        for z in [-4.0, 4.0] {
            let point = camera
                .world_to_viewport(transform, Vec3::new(x, 0.0, z))
                .expect("the board's corners are in view");
            min = min.min(point);
            max = max.max(point);
        }
    }
    ScreenRect { min, max }
}

/// Every HUD node on show (not the labels drawn on the board itself), with
/// its rectangle in logical pixels.
fn hud_rects(app: &mut App) -> Vec<(String, ScreenRect)> {
    let world = app.world_mut();
    let mut nodes = world.query_filtered::<(
        Entity,
        Option<&Name>,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
    ), Without<BoardLabel>>();
    let mut parents = world.query::<&ChildOf>();
    // Logical pixels, as the board's corners are projected (the interface
    // size scales the nodes, not the window).
    let pixel = logical_pixel(world);
    let labels: Vec<Entity> = world
        .query_filtered::<Entity, With<BoardLabel>>()
        .iter(world)
        .collect();
    let mut out = Vec::new();
    for (entity, name, node, transform, visible) in nodes.iter(world) {
        let size = node.size() * pixel;
        if !visible.get() || size.x < 0.5 || size.y < 0.5 {
            continue;
        }
        // A board label's text is part of the label.
        if parents
            .get(world, entity)
            .is_ok_and(|p| labels.contains(&p.parent()))
        {
            continue;
        }
        let center = transform.translation * pixel;
        let name = name.map_or_else(|| format!("{entity}"), |n| n.to_string());
        out.push((
            name,
            ScreenRect {
                min: center - size / 2.0,
                max: center + size / 2.0,
            },
        ));
    }
    out
}

/// Logical pixels per physical one: what a node's rectangle is multiplied
/// by to compare it with the window (the interface size scales the nodes,
/// not the window, so a node's own scale factor would measure it in its
/// units).
pub fn logical_pixel(world: &mut World) -> f32 {
    1.0 / world
        .query_filtered::<&Window, With<PrimaryWindow>>()
        .single(world)
        .expect("a window")
        .scale_factor()
}

/// The window sizes players use: the smallest supported, a 4:3 screen, the
/// common laptop and desktop sizes, a handheld's 16:10 screen (Steam Deck),
/// an ultra-wide 21:9 and 4K.
const SIZES: [(u32, u32); 7] = [
    (1024, 600),
    (1024, 768),
    (1280, 720),
    (1280, 800),
    (1920, 1080),
    (2560, 1080),
    (3840, 2160),
];

fn assert_clear(args: &[&str], what: &str) {
    for (w, h) in SIZES {
        let mut app = headless_laid_out(args, w, h);
        frames(&mut app, 6);
        let board = board_rect(&mut app);
        assert!(
            board.min.cmpge(Vec2::ZERO).all()
                && board.max.cmple(Vec2::new(w as f32, h as f32)).all(),
            "{what} at {w}x{h}: the board {board:?} leaves the window"
        );
        // The board is shown large enough to play on (at 4:3 the width
        // beside the left column bounds it).
        assert!(
            board.size().y > h as f32 * 0.4,
            "{what} at {w}x{h}: the board is small: {board:?}"
        );
        for (name, rect) in hud_rects(&mut app) {
            assert!(
                !rect.intersects(&board),
                "{what} at {w}x{h}: {name} {rect:?} covers the board {board:?}"
            );
        }
    }
}

#[test]
fn no_panel_covers_the_othello_board() {
    assert_clear(&["--game", "othello"], "Othello at the start");
    assert_clear(
        &["--game", "othello", "--moves", "f5 d6 c3 d3 c4 f4"],
        "Othello in the middle game",
    );
}

#[test]
fn no_panel_covers_the_gounki_board() {
    assert_clear(&["--game", "gounki"], "Gounki at the start");
}

#[test]
fn no_panel_covers_the_checkers_board() {
    assert_clear(&["--game", "checkers"], "checkers at the start");
}

#[test]
fn no_panel_covers_the_board_with_its_capture_line_or_a_lesson() {
    // The status panel's capture line ("Capture compulsory: take 1 piece").
    assert_clear(
        &["--game", "checkers", "--moves", "22-18 11-15"],
        "checkers with a capture to make",
    );
    assert_clear(
        &["--game", "gounki", "--moves", "c2-d3 d7-e6"],
        "Gounki after two moves",
    );
    assert_clear(&["--lesson", "gounki:5.1"], "a Gounki lesson");
}

#[test]
fn no_panel_covers_the_board_at_the_largest_interface_size() {
    for game in ["othello", "gounki", "checkers"] {
        for (w, h) in [(1024, 600), (1280, 720), (1920, 1080)] {
            let mut app = headless_laid_out(&["--game", game], w, h);
            app.insert_resource(tavola::app::kit::ui_size::UiSize(150));
            frames(&mut app, 6);
            let board = board_rect(&mut app);
            for (name, rect) in hud_rects(&mut app) {
                assert!(
                    !rect.intersects(&board),
                    "{game} at {w}x{h}, 150 %: {name} {rect:?} covers the board {board:?}"
                );
            }
        }
    }
}

/// Every button of a dialog lies inside the window.
fn assert_buttons_inside(app: &mut App, w: u32, h: u32, what: &str) {
    let window = ScreenRect {
        min: Vec2::ZERO,
        max: Vec2::new(w as f32, h as f32),
    };
    let world = app.world_mut();
    let pixel = logical_pixel(world);
    let mut buttons = world
        .query_filtered::<(&ComputedNode, &UiGlobalTransform, &InheritedVisibility), With<Button>>(
        );
    let mut seen = 0;
    for (node, transform, visible) in buttons.iter(world) {
        let size = node.size() * pixel;
        if !visible.get() || size.x < 0.5 {
            continue;
        }
        seen += 1;
        let center = transform.translation * pixel;
        let (min, max) = (center - size / 2.0, center + size / 2.0);
        assert!(
            min.cmpge(window.min).all() && max.cmple(window.max).all(),
            "{what} at {w}x{h}: a button at {min:?}..{max:?} is cut off"
        );
    }
    assert!(seen > 3, "{what}: no buttons laid out");
}

#[test]
fn the_settings_dialog_fits_the_smallest_window() {
    for (size, (w, h)) in [(100, (1024, 600)), (150, (1920, 1080))] {
        let mut app = headless_laid_out(&["--game", "othello"], w, h);
        app.insert_resource(tavola::app::kit::ui_size::UiSize(size));
        app.world_mut()
            .commands()
            .queue(tavola::app::features::settings_menu::open_settings);
        frames(&mut app, 6);
        assert_buttons_inside(&mut app, w, h, &format!("settings at {size} %"));
    }
}

#[test]
fn the_title_screen_fits_the_smallest_window() {
    for (size, (w, h)) in [(100, (1024, 600)), (150, (1920, 1080))] {
        let mut app = headless_laid_out(&[], w, h);
        app.insert_resource(tavola::app::kit::ui_size::UiSize(size));
        frames(&mut app, 6);
        assert_buttons_inside(&mut app, w, h, &format!("title at {size} %"));
    }
}

/// Once its camera glide is over, the title screen asks for no more
/// frames, and neither does a game with nothing moving: an idle window
/// draws nothing (reactive mode).
#[test]
fn the_title_screen_and_the_games_come_to_rest() {
    let screens: [&[&str]; 4] = [
        &[],
        &["--game", "othello"],
        &["--game", "gounki"],
        &["--game", "checkers"],
    ];
    for args in screens {
        let mut app = headless_laid_out(args, 1280, 720);
        // Ten seconds at 60 Hz: the title's glide takes six.
        frames(&mut app, 600);
        let mut asked = 0;
        for _ in 0..30 {
            app.update();
            asked += app
                .world()
                .resource::<Messages<bevy::window::RequestRedraw>>()
                .iter_current_update_messages()
                .count();
        }
        assert_eq!(
            asked, 0,
            "{args:?}: the idle window keeps asking for frames"
        );
    }
}

/// The board's labels as drawn (logical pixels): the rim's coordinates,
/// and the others (Gounki's goal labels) with their text.
fn board_label_rects(app: &mut App) -> (Vec<ScreenRect>, Vec<(String, ScreenRect)>) {
    let world = app.world_mut();
    let pixel = logical_pixel(world);
    let mut labels = world.query_filtered::<(
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        &Text,
        Has<tavola::app::kit::board::labels::Coordinate>,
    ), With<BoardLabel>>();
    let (mut coordinates, mut others) = (Vec::new(), Vec::new());
    for (node, transform, visible, text, coordinate) in labels.iter(world) {
        let size = node.size() * pixel;
        if !visible.get() || size.x < 0.5 || text.0.is_empty() {
            continue;
        }
        let center = transform.translation * pixel;
        let rect = ScreenRect {
            min: center - size / 2.0,
            max: center + size / 2.0,
        };
        if coordinate {
            coordinates.push(rect);
        } else {
            others.push((text.0.clone(), rect));
        }
    }
    (coordinates, others)
}

#[test]
fn no_board_label_sits_over_the_coordinates() {
    // Every language (the labels' widths) with White to move at the
    // smallest size; larger windows with Black to move too (the hotseat
    // view turns round, so each goal label takes the other end).
    let mut cases: Vec<(&str, u32, u32, &str)> = tavola::cli::launch::LANGUAGES
        .iter()
        .map(|&lang| (lang, 1024, 600, ""))
        .collect();
    for (w, h) in [(1024, 600), (1280, 720), (2560, 1080)] {
        cases.push(("en", w, h, "c2-d3"));
    }
    for (lang, w, h, moves) in cases {
        let mut app = headless_laid_out(
            &["--game", "gounki", "--lang", lang, "--moves", moves],
            w,
            h,
        );
        // The view's turn to Black's side, when it is Black's move.
        frames(&mut app, if moves.is_empty() { 6 } else { 90 });
        let (coordinates, others) = board_label_rects(&mut app);
        assert!(coordinates.len() >= 32, "the rim's letters and numbers");
        assert!(others.len() >= 2, "the goal labels: {others:?}");
        for (text, rect) in &others {
            for coordinate in &coordinates {
                assert!(
                    !rect.intersects(coordinate),
                    "{lang} at {w}x{h} after '{moves}': {text:?} {rect:?} over a coordinate {coordinate:?}"
                );
            }
        }
    }
}

/// A finished game's review at the smallest window: the game-over panel
/// gives way to one line with the result, and the summary (both players'
/// accuracy and grade counts, the biggest mistakes) is inside the window
/// without scrolling, in English and in Russian (long words), in each game.
#[test]
fn the_review_summary_is_on_screen_at_the_smallest_window() {
    use tavola::app::core::text::Language;
    use tavola::app::features::review::{ReviewDepth, ReviewSheet, start_review};
    let window = ScreenRect {
        min: Vec2::ZERO,
        max: Vec2::new(1024.0, 600.0),
    };
    for (game, moves) in [
        ("othello", "f5d6c3d3c4f4"),
        ("gounki", "c2-d3 d7-e6"),
        ("checkers", "22-18 11-15"),
    ] {
        let mut app = headless_laid_out(&["--game", game, "--moves", moves], 1024, 600);
        tavola::app::features::hud::resign(app.world_mut());
        frames(&mut app, 3);
        let names = |app: &mut App| -> Vec<(String, ScreenRect)> { hud_rects(app) };
        assert!(
            names(&mut app).iter().any(|(n, _)| n == "Game over"),
            "{game}: the game is over"
        );
        app.insert_resource(ReviewDepth(Some(1)));
        start_review(app.world_mut());
        for _ in 0..3000 {
            frames(&mut app, 1);
            if app
                .world()
                .get_resource::<ReviewSheet>()
                .is_some_and(ReviewSheet::finished)
            {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        for language in [Language::English, Language::Russian] {
            *app.world_mut().resource_mut::<Language>() = language;
            frames(&mut app, 4);
            let what = format!("{game} ({})", language.tag());
            let rects = names(&mut app);
            assert!(
                !rects.iter().any(|(n, _)| n == "Game over"),
                "{what}: the game-over panel gave way"
            );
            let inside = |name: &str| -> usize {
                rects
                    .iter()
                    .filter(|(n, _)| n == name)
                    .map(|(_, r)| {
                        assert!(
                            r.min.cmpge(window.min).all() && r.max.cmple(window.max).all(),
                            "{what}: {name} at {:?}..{:?} is off screen",
                            r.min,
                            r.max
                        );
                    })
                    .count()
            };
            assert_eq!(inside("Review result"), 1, "{what}: the result stays");
            assert_eq!(inside("Review accuracy"), 2, "{what}: both players");
            assert_eq!(inside("Review counts"), 2, "{what}: both players");
            inside("Review mistake");
            // The move on show (the worst mistake, once graded) and why.
            inside("Review move");
            inside("Review reason");
        }
    }
}
