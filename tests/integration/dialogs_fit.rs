//! Every dialog and panel fits the smallest window: in each language, at
//! 1024×600 (100 % and 150 % interface size) and 1280×720, every button
//! and line of every dialog is inside the window or in a list that scrolls
//! (the list itself inside the window), so the title and the Close button
//! are always on screen (the position editor's palette and buttons
//! included); and moving the keyboard focus down a long list
//! scrolls the focused entry into view.

use std::time::{Duration, SystemTime};

use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;
use tavola::app::core::anim::AnimationSpeed;
use tavola::app::core::text::Language;
use tavola::app::features::files::{SaveChooser, SavesDir, format_time};
use tavola::app::features::lessons::RulesBook;
use tavola::app::games::checkers::{FamilyRules, cell_of};
use tavola::app::kit::board::labels::BoardLabel;
use tavola::app::kit::camera::ScreenRect;
use tavola::app::kit::focus::{Focus, Modal};
use tavola::app::kit::scroll::{ScrollList, ScrollThumb};
use tavola::app::kit::ui_size::UiSize;
use tavola::game_kind::GameKind;
use tavola::rules::checkers::Square;

use crate::harness::{click_cell, frames, press_key};
use crate::layout::{headless_laid_out, logical_pixel};

/// The smallest window at both ends of the interface size, and the most
/// common laptop size.
const CONFIGS: [(u32, u32, u16); 3] = [(1024, 600, 100), (1024, 600, 150), (1280, 720, 100)];

/// A node on screen: its rectangle (logical pixels) and what it is.
struct Shown {
    entity: Entity,
    rect: ScreenRect,
    text: Option<String>,
}

/// The visible UI nodes, without the board's own labels and the lists'
/// thumbs.
fn shown_nodes(app: &mut App) -> Vec<Shown> {
    let world = app.world_mut();
    let labels: Vec<Entity> = world
        .query_filtered::<Entity, With<BoardLabel>>()
        .iter(world)
        .collect();
    let mut nodes = world.query_filtered::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&Text>,
    ), Without<ScrollThumb>>();
    let mut parents = world.query::<&ChildOf>();
    let pixel = logical_pixel(world);
    let mut out = Vec::new();
    for (entity, node, transform, visible, text) in nodes.iter(world) {
        let size = node.size() * pixel;
        if !visible.get() || size.x < 0.5 || size.y < 0.5 {
            continue;
        }
        let on_label = labels.contains(&entity)
            || parents
                .get(world, entity)
                .is_ok_and(|p| labels.contains(&p.parent()));
        if on_label {
            continue;
        }
        let centre = transform.translation * pixel;
        out.push(Shown {
            entity,
            rect: ScreenRect {
                min: centre - size / 2.0,
                max: centre + size / 2.0,
            },
            text: text.map(|t| t.0.clone()),
        });
    }
    out
}

/// The innermost scrolling list that holds `entity`, if any.
fn list_of(world: &World, entity: Entity) -> Option<Entity> {
    let mut at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    while let Some(node) = at {
        if world.get::<ScrollList>(node).is_some() {
            return Some(node);
        }
        at = world.get::<ChildOf>(node).map(ChildOf::parent);
    }
    None
}

fn inside(inner: &ScreenRect, outer: &ScreenRect) -> bool {
    const SLACK: f32 = 1.0;
    inner.min.x >= outer.min.x - SLACK
        && inner.min.y >= outer.min.y - SLACK
        && inner.max.x <= outer.max.x + SLACK
        && inner.max.y <= outer.max.y + SLACK
}

/// Every node on screen can be seen or reached: it lies inside the window,
/// or inside the width of the list that scrolls it, and that list lies
/// inside the window with room for an entry.
fn assert_reachable(app: &mut App, what: &str) {
    let (w, h) = {
        let world = app.world_mut();
        let window = world
            .query_filtered::<&Window, With<PrimaryWindow>>()
            .single(world)
            .expect("a window");
        (window.width(), window.height())
    };
    let window = ScreenRect {
        min: Vec2::ZERO,
        max: Vec2::new(w, h),
    };
    let shown = shown_nodes(app);
    let rect_of = |entity: Entity| shown.iter().find(|s| s.entity == entity).map(|s| s.rect);
    let world = app.world();
    let mut checked = 0;
    for node in &shown {
        let name = node
            .text
            .clone()
            .or_else(|| world.get::<Name>(node.entity).map(|n| n.to_string()))
            .unwrap_or_else(|| format!("{}", node.entity));
        match list_of(world, node.entity) {
            None => assert!(
                inside(&node.rect, &window),
                "{what}: {name:?} at {:?} is outside the {w}x{h} window",
                node.rect
            ),
            Some(list) => {
                let list_rect = rect_of(list)
                    .unwrap_or_else(|| panic!("{what}: the list holding {name:?} is not shown"));
                assert!(
                    inside(&list_rect, &window),
                    "{what}: a list at {list_rect:?} is outside the {w}x{h} window"
                );
                assert!(
                    node.rect.min.x >= list_rect.min.x - 1.0
                        && node.rect.max.x <= list_rect.max.x + 1.0,
                    "{what}: {name:?} at {:?} runs out of the side of its list {list_rect:?}",
                    node.rect
                );
                assert!(
                    list_rect.size().y >= node.rect.size().y.min(60.0) - 1.0,
                    "{what}: the list {list_rect:?} is too short to show {name:?}"
                );
            }
        }
        checked += 1;
    }
    assert!(checked > 5, "{what}: nothing laid out");
}

/// Puts the app in `language`, at `w`×`h` and `size` %, and lays it out.
fn configure(app: &mut App, language: Language, (w, h, size): (u32, u32, u16)) {
    app.insert_resource(language);
    app.insert_resource(UiSize(size));
    {
        let world = app.world_mut();
        let mut windows = world.query_filtered::<&mut Window, With<PrimaryWindow>>();
        let mut window = windows.single_mut(world).expect("a window");
        window.resolution.set(w as f32, h as f32);
    }
    frames(app, 4);
}

/// Closes every dialog.
fn close_all(app: &mut App) {
    let world = app.world_mut();
    let open: Vec<Entity> = world
        .query_filtered::<Entity, With<Modal>>()
        .iter(world)
        .collect();
    for entity in open {
        world.entity_mut(entity).despawn();
    }
    frames(app, 2);
}

/// Opens a dialog with `open`, checks it in every configuration and
/// language, and closes it.
fn check_dialog(app: &mut App, what: &str, open: impl Fn(&mut World)) {
    for config in CONFIGS {
        for language in Language::ALL {
            configure(app, language, config);
            open(app.world_mut());
            frames(app, 8);
            let (w, h, size) = config;
            let label = format!("{what} ({}, {w}x{h}, {size} %)", language.tag());
            assert_reachable(app, &label);
            close_all(app);
        }
    }
}

/// The HUD as it stands (the panels beside the board) in every
/// configuration and language.
fn check_hud(app: &mut App, what: &str) {
    for config in CONFIGS {
        for language in Language::ALL {
            configure(app, language, config);
            frames(app, 2);
            let (w, h, size) = config;
            let label = format!("{what} ({}, {w}x{h}, {size} %)", language.tag());
            assert_reachable(app, &label);
        }
    }
}

/// Whether a node named `name` exists.
fn named(app: &mut App, name: &str) -> bool {
    let world = app.world_mut();
    world
        .query::<&Name>()
        .iter(world)
        .any(|n| n.as_str() == name)
}

/// A saves folder with `count` games of `kind`, a minute apart; the name
/// of the newest one's time as the chooser writes it.
fn saves_folder(name: &str, kind: GameKind, count: u64) -> (std::path::PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("tavola-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let sample = tavola::persist::samples::SAMPLES
        .iter()
        .find(|s| s.kind() == Some(kind))
        .expect("a sample game of every kind");
    let extension = std::path::Path::new(sample.file)
        .extension()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let start = 1_780_000_000;
    for i in 0..count {
        let path = dir.join(format!("{}-{}.{extension}", kind.id(), start + i));
        std::fs::write(&path, sample.text).unwrap();
        let file = std::fs::File::options().write(true).open(&path).unwrap();
        file.set_modified(SystemTime::UNIX_EPOCH + Duration::from_secs(start + i * 60))
            .unwrap();
    }
    (dir, format_time(start + (count - 1) * 60))
}

/// Every dialog of a game, and its HUD with the first-game offer.
fn check_game(kind: GameKind) {
    let mut app = headless_laid_out(&["--game", kind.id()], 1280, 720);
    let (dir, _) = saves_folder(&format!("fit-{}", kind.id()), kind, 40);
    app.insert_resource(SavesDir(dir.clone()));
    frames(&mut app, 2);
    let game = kind.id();
    check_hud(
        &mut app,
        &format!("{game}: the HUD with the first-game offer"),
    );
    check_dialog(&mut app, &format!("{game}: the game menu"), |world| {
        tavola::app::screens::menu::open_game_menu(world);
    });
    check_dialog(
        &mut app,
        &format!("{game}: settings"),
        tavola::app::features::settings_menu::open_settings,
    );
    check_dialog(
        &mut app,
        &format!("{game}: the keys dialog"),
        tavola::app::features::help::open_keys,
    );
    check_dialog(
        &mut app,
        &format!("{game}: the Open dialog"),
        tavola::app::features::files::open_chooser,
    );
    check_dialog(
        &mut app,
        &format!("{game}: the draw offer"),
        tavola::app::features::hud::offer_draw,
    );
    // The rules book: its contents, then its step panel beside the board.
    check_dialog(&mut app, &format!("{game}: the book's contents"), |world| {
        tavola::app::features::lessons::open_book(world, kind);
    });
    tavola::app::features::lessons::open_book(app.world_mut(), kind);
    frames(&mut app, 2);
    app.world_mut().resource_mut::<RulesBook>().contents = false;
    frames(&mut app, 2);
    assert!(
        named(&mut app, "Rules book"),
        "{game}: the book's panel is on show"
    );
    check_hud(&mut app, &format!("{game}: the book's step panel"));
    tavola::app::features::lessons::close_book(app.world_mut());
    frames(&mut app, 2);
    // The position editor's panel: its palette and buttons.
    tavola::app::features::setup::open_editor(app.world_mut(), kind, true);
    frames(&mut app, 3);
    assert!(
        named(&mut app, "Position editor"),
        "{game}: the editor's panel is on show"
    );
    check_hud(&mut app, &format!("{game}: the position editor"));
    tavola::app::features::setup::cancel_editor(app.world_mut());
    frames(&mut app, 3);
    // The puzzles' panel: the task, the prompt, the rating and the buttons.
    tavola::app::features::puzzles::open_puzzles(app.world_mut(), kind);
    frames(&mut app, 3);
    assert!(
        named(&mut app, "Puzzles"),
        "{game}: the puzzles' panel is on show"
    );
    check_hud(&mut app, &format!("{game}: the puzzles' panel"));
    tavola::app::features::puzzles::close_puzzles(app.world_mut());
    frames(&mut app, 3);
    // The review's panel: progress, graph, accuracy, mistakes, the move on
    // show (a short game of three moves, reviewed at depth 1).
    app.insert_resource(tavola::app::features::review::ReviewDepth(Some(1)));
    let moves = match kind {
        GameKind::Othello => "f5d6c3",
        GameKind::Gounki => "c2-d3 d7-e6",
        GameKind::Checkers => "22-18 11-15",
    };
    tavola::app::core::session::start_match(app.world_mut(), kind, None, Some(moves)).unwrap();
    frames(&mut app, 2);
    tavola::app::features::review::start_review(app.world_mut());
    for _ in 0..2000 {
        frames(&mut app, 1);
        if app
            .world()
            .get_resource::<tavola::app::features::review::ReviewSheet>()
            .is_some_and(tavola::app::features::review::ReviewSheet::finished)
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    tavola::app::features::review::go_to(app.world_mut(), 1);
    frames(&mut app, 3);
    assert!(
        named(&mut app, "Review graph"),
        "{game}: the review's panel is on show"
    );
    check_hud(&mut app, &format!("{game}: the review panel"));
    tavola::app::features::review::close_review(app.world_mut());
    frames(&mut app, 2);
    // The game-over panel.
    tavola::app::features::hud::resign(app.world_mut());
    frames(&mut app, 2);
    assert!(
        named(&mut app, "Game over"),
        "{game}: the game-over panel is on show"
    );
    check_hud(&mut app, &format!("{game}: the game-over panel"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_othello_dialog_fits_every_window() {
    check_game(GameKind::Othello);
}

#[test]
fn every_gounki_dialog_fits_every_window() {
    check_game(GameKind::Gounki);
}

#[test]
fn every_checkers_dialog_fits_every_window() {
    check_game(GameKind::Checkers);
}

#[test]
fn the_huff_offer_fits_every_window() {
    // White's man on 30 must take; 32-28 ignores the capture.
    let mut app = headless_laid_out(
        &[
            "--game",
            "checkers",
            "--position",
            "W:W30,32:B26,19,18,11,10",
        ],
        1280,
        720,
    );
    app.insert_resource(AnimationSpeed::Instant);
    app.insert_resource(FamilyRules(true));
    frames(&mut app, 2);
    for n in [32, 28] {
        let cell = cell_of(Square::from_number(n).unwrap());
        click_cell(&mut app, cell.col, cell.row);
        frames(&mut app, 2);
    }
    assert!(named(&mut app, "Huff offer"), "the huff offer is on show");
    check_hud(&mut app, "checkers: the huff offer");
}

#[test]
fn the_title_screen_fits_every_window() {
    let mut app = headless_laid_out(&[], 1280, 720);
    check_hud(&mut app, "the title screen");
}

/// The focused entry, whether it is inside its list's view, and how far
/// that list is scrolled; `None` for an entry in no list (Close).
fn focused_in_view(app: &mut App) -> (Entity, Option<(bool, f32)>) {
    let focused = app.world().resource::<Focus>().0.expect("a focused entry");
    let shown = shown_nodes(app);
    let rect_of = |entity: Entity| {
        shown
            .iter()
            .find(|s| s.entity == entity)
            .map(|s| s.rect)
            .expect("laid out")
    };
    let world = app.world();
    let Some(list) = list_of(world, focused) else {
        return (focused, None);
    };
    let scroll = world.get::<ScrollPosition>(list).unwrap().y;
    (
        focused,
        Some((inside(&rect_of(focused), &rect_of(list)), scroll)),
    )
}

#[test]
fn the_keyboard_focus_scrolls_a_long_list_into_view() {
    // The Gounki book's contents at the smallest window and the largest
    // interface size: far more chapters than the window holds.
    let mut app = headless_laid_out(&["--lesson", "gounki:1.1"], 1024, 600);
    app.insert_resource(UiSize(150));
    frames(&mut app, 2);
    app.world_mut().resource_mut::<RulesBook>().contents = true;
    frames(&mut app, 4);
    let (first, view) = focused_in_view(&mut app);
    assert_eq!(
        view,
        Some((true, 0.0)),
        "the first chapter is focused, at the top"
    );
    // Down through every chapter: each one is in view when focused; then
    // Close, which is always on screen.
    let mut scrolled = 0.0f32;
    let mut chapters = 1;
    loop {
        press_key(&mut app, KeyCode::ArrowDown);
        frames(&mut app, 2);
        match focused_in_view(&mut app) {
            (_, Some((seen, scroll))) => {
                chapters += 1;
                assert!(seen, "chapter {chapters} is focused but out of view");
                scrolled = scrolled.max(scroll);
            }
            (_, None) => break,
        }
        assert!(chapters < 40, "the focus never reached Close");
    }
    assert!(chapters > 10, "the contents list every chapter: {chapters}");
    assert!(
        scrolled > 100.0,
        "the list scrolled to show the lower chapters"
    );
    assert_reachable(&mut app, "the contents with Close focused");
    // Down again goes round to the first chapter: the list scrolls back.
    press_key(&mut app, KeyCode::ArrowDown);
    frames(&mut app, 2);
    assert_eq!(focused_in_view(&mut app), (first, Some((true, 0.0))));
}

#[test]
fn the_open_dialog_scrolls_through_200_saves_newest_first() {
    let (dir, newest) = saves_folder("fit-200", GameKind::Othello, 200);
    let mut app = headless_laid_out(&["--game", "othello"], 1024, 600);
    app.insert_resource(SavesDir(dir.clone()));
    frames(&mut app, 2);
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::open_chooser);
    frames(&mut app, 4);
    assert_reachable(&mut app, "the Open dialog with 200 saves");
    let shown = shown_nodes(&mut app);
    let world = app.world_mut();
    let chooser = world
        .query_filtered::<Entity, With<SaveChooser>>()
        .single(world)
        .expect("the chooser is open");
    let list = world
        .query_filtered::<Entity, With<ScrollList>>()
        .iter(world)
        .find(|&l| {
            let mut at = Some(l);
            while let Some(n) = at {
                if n == chooser {
                    return true;
                }
                at = world.get::<ChildOf>(n).map(ChildOf::parent);
            }
            false
        })
        .expect("the saves are in a list");
    let computed = world.get::<ComputedNode>(list).unwrap();
    assert!(
        computed.content_size().y > computed.size().y * 5.0,
        "200 saves make a list that scrolls"
    );
    // Entries in the order they are laid out: the newest at the top.
    let mut entries: Vec<(f32, String)> = shown
        .iter()
        .filter(|s| {
            world.get::<Button>(s.entity).is_some() && list_of(world, s.entity) == Some(list)
        })
        .map(|s| {
            let text = world
                .get::<Children>(s.entity)
                .and_then(|c| c.iter().find_map(|c| world.get::<Text>(c)))
                .map(|t| t.0.clone())
                .unwrap_or_default();
            (s.rect.min.y, text)
        })
        .collect();
    entries.sort_by(|a, b| a.0.total_cmp(&b.0));
    assert_eq!(entries.len(), 200, "every save is listed");
    assert!(
        entries[0].1.contains(&newest),
        "the newest save is at the top: {:?}",
        entries[0].1
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
