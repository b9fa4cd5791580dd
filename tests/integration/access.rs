//! The accessibility tree a screen reader reads (Bevy's AccessKit nodes):
//! every button of the title screen and of each game named, every square
//! of each board named the way a player says it, in English and in another
//! language; the focus following the board cursor; a move announced.

use accesskit::Role;
use bevy::a11y::AccessibilityNode;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use tavola::app::features::access::announce::Announcement;
use tavola::app::kit::board::BoardCell;

use crate::harness::{click_cell, frames, headless, press_key, settle};

/// Every node with its role and name.
fn tree(app: &mut App) -> Vec<(Entity, Role, String)> {
    let world = app.world_mut();
    world
        .query::<(Entity, &AccessibilityNode)>()
        .iter(world)
        .map(|(e, n)| (e, n.role(), n.label().unwrap_or_default().to_owned()))
        .collect()
}

/// Every button has a node with the button role and a name.
fn assert_buttons_named(app: &mut App) -> usize {
    let buttons: Vec<Entity> = {
        let world = app.world_mut();
        world
            .query_filtered::<Entity, With<Button>>()
            .iter(world)
            .collect()
    };
    let nodes = tree(app);
    assert!(!buttons.is_empty());
    for button in &buttons {
        let node = nodes.iter().find(|(e, _, _)| e == button);
        let Some((_, role, label)) = node else {
            panic!("button {button} has no accessibility node");
        };
        assert_eq!(*role, Role::Button);
        assert!(!label.trim().is_empty(), "button {button} has no name");
    }
    buttons.len()
}

/// The board's cells: 64, each named, and the name of the cell at `cell`.
fn cell_names(app: &mut App) -> Vec<(BoardCell, String)> {
    let world = app.world_mut();
    let mut cells = world.query::<(&BoardCell, &AccessibilityNode)>();
    let names: Vec<(BoardCell, String)> = cells
        .iter(world)
        .map(|(c, n)| {
            assert_eq!(n.role(), Role::GridCell);
            (*c, n.label().unwrap_or_default().to_owned())
        })
        .collect();
    assert_eq!(names.len(), 64, "every square is a node");
    assert!(
        names.iter().all(|(_, n)| !n.is_empty()),
        "every square is named"
    );
    names
}

/// Clicks checkers squares by number, then lets the move play out.
fn click_squares(app: &mut App, squares: &[u8]) {
    for &n in squares {
        let c = tavola::app::games::checkers::cell_of(
            tavola::rules::checkers::Square::from_number(n).unwrap(),
        );
        click_cell(app, c.col, c.row);
    }
    settle(app);
}

fn name_of(names: &[(BoardCell, String)], cell: BoardCell) -> String {
    names.iter().find(|(c, _)| *c == cell).unwrap().1.clone()
}

#[test]
fn the_title_screen_names_every_button_in_english_and_italian() {
    for (lang, expected) in [("en", "Play"), ("it", "Gioca")] {
        let mut app = headless(&["--lang", lang]);
        frames(&mut app, 2);
        assert_buttons_named(&mut app);
        let nodes = tree(&mut app);
        assert!(
            nodes
                .iter()
                .any(|(_, role, label)| *role == Role::Button && label.starts_with(expected)),
            "{lang}: no button named {expected}"
        );
        assert!(
            nodes.iter().any(|(_, role, _)| *role == Role::Label),
            "texts are labels"
        );
    }
}

#[test]
fn every_board_is_a_grid_of_named_squares() {
    let othello = |name: &str| {
        tavola::app::games::othello::scene::cell_of(
            tavola::rules::othello::Square::parse(name).unwrap(),
        )
    };
    let gounki = |name: &str| {
        tavola::app::games::gounki::cell_of(tavola::rules::gounki::Square::parse(name).unwrap())
    };
    let checkers = |n: u8| {
        tavola::app::games::checkers::cell_of(
            tavola::rules::checkers::Square::from_number(n).unwrap(),
        )
    };
    let cases: [(&str, &str, BoardCell, &str, &str); 4] = [
        (
            "othello",
            "en",
            othello("d3"),
            "d3, empty, legal move, flips 1",
            "Othello board",
        ),
        (
            "othello",
            "it",
            othello("d4"),
            "d4, pedina bianca",
            "Othello",
        ),
        (
            "gounki",
            "en",
            gounki("a1"),
            "a1, White stack: square",
            "Gounki board",
        ),
        ("checkers", "en", checkers(1), "1, Black man", "board"),
    ];
    for (game, lang, cell, expected, grid) in cases {
        let mut app = headless(&["--game", game, "--lang", lang]);
        frames(&mut app, 2);
        let names = cell_names(&mut app);
        assert_eq!(name_of(&names, cell), expected, "{game} in {lang}");
        let nodes = tree(&mut app);
        assert!(
            nodes
                .iter()
                .any(|(_, role, label)| *role == Role::Grid && label.contains(grid)),
            "{game}: the board is a grid named {grid:?}"
        );
        assert_buttons_named(&mut app);
    }
}

#[test]
fn the_focus_follows_the_board_cursor() {
    let mut app = headless(&["--game", "othello"]);
    press_key(&mut app, KeyCode::ArrowUp);
    let cursor = app
        .world()
        .resource::<tavola::app::features::keyboard::Cursor>()
        .0
        .unwrap();
    let focused = app.world().resource::<InputFocus>().get().expect("a focus");
    assert_eq!(app.world().get::<BoardCell>(focused), Some(&cursor));
    let label = app
        .world()
        .get::<AccessibilityNode>(focused)
        .and_then(|n| n.label().map(str::to_owned))
        .unwrap();
    assert!(label.starts_with("d4, "), "{label}");
    // A dialog takes the focus to its button.
    press_key(&mut app, KeyCode::Escape);
    frames(&mut app, 2);
    let focused = app.world().resource::<InputFocus>().get().expect("a focus");
    assert!(app.world().get::<Button>(focused).is_some());
    let nodes = tree(&mut app);
    assert!(
        nodes.iter().any(|(_, role, _)| *role == Role::Dialog),
        "the game menu is a dialog"
    );
}

#[test]
fn a_move_is_announced_with_what_follows() {
    let mut app = headless(&["--game", "othello"]);
    // The game on the board is said first: its name and whose turn it is.
    assert_eq!(
        app.world().resource::<Announcement>().text,
        "Othello; Black to move"
    );
    let f5 = tavola::app::games::othello::scene::cell_of(
        tavola::rules::othello::Square::parse("f5").unwrap(),
    );
    click_cell(&mut app, f5.col, f5.row);
    settle(&mut app);
    let said = app.world().resource::<Announcement>().text.clone();
    assert_eq!(said, "Black plays f5, 1 disc flipped; White to move");
    // A move taken back (with a controller's Back): the game is said again.
    let pad = crate::gamepad::connect(&mut app, "Test Pad");
    crate::gamepad::tap(&mut app, pad, bevy::input::gamepad::GamepadButton::Select);
    settle(&mut app);
    let said = app.world().resource::<Announcement>().text.clone();
    assert!(
        said.starts_with("Othello; Black to move") && said.contains("taken back"),
        "{said}"
    );
    let world = app.world_mut();
    let mut live = world.query::<&AccessibilityNode>();
    assert!(
        live.iter(world)
            .any(|n| n.role() == Role::Status && n.value() == Some(said.as_str())),
        "the live region says it"
    );
}

#[test]
fn a_checkers_capture_and_crowning_are_announced_in_french() {
    // White's man on 10 takes 7 and lands on 3: crowned.
    let mut app = headless(&[
        "--game",
        "checkers",
        "--lang",
        "fr",
        "--position",
        "W:W10:B7,20",
    ]);
    click_squares(&mut app, &[10, 3]);
    let said = app.world().resource::<Announcement>().text.clone();
    assert!(said.starts_with("Blanc"), "{said}");
    assert!(said.contains("10x3"), "{said}");
}

#[test]
fn the_names_follow_a_language_switch() {
    let mut app = headless(&["--game", "othello"]);
    let d4 = tavola::app::games::othello::scene::cell_of(
        tavola::rules::othello::Square::parse("d4").unwrap(),
    );
    assert_eq!(name_of(&cell_names(&mut app), d4), "d4, White disc");
    *app.world_mut()
        .resource_mut::<tavola::app::core::text::Language>() =
        tavola::app::core::text::Language::Italian;
    frames(&mut app, 3);
    assert_eq!(name_of(&cell_names(&mut app), d4), "d4, pedina bianca");
    let nodes = tree(&mut app);
    assert!(
        nodes
            .iter()
            .any(|(_, role, label)| *role == Role::Button && label == "Consiglio"),
        "the Hint button is named in Italian"
    );
    assert!(
        !nodes
            .iter()
            .any(|(_, role, label)| *role == Role::Button && label == "Hint"),
        "no English name is left"
    );
    assert_buttons_named(&mut app);
}

#[test]
fn the_result_is_announced_with_the_last_move() {
    // White's man on 10 takes Black's last piece.
    let mut app = headless(&["--game", "checkers", "--position", "W:W10:B7"]);
    click_squares(&mut app, &[10, 3]);
    let said = app.world().resource::<Announcement>().text.clone();
    assert_eq!(
        said,
        "White plays 10x3, captures 1 piece, crowned; White wins (all enemy pieces captured)"
    );
}
