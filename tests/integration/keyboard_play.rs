//! A whole move by keyboard alone in each game (arrows, Enter; Gounki's
//! deployment with D and Space), with the cursor drawn on the board and no
//! key doing two things at once.

use bevy::prelude::*;
use tavola::app::core::session::Match;
use tavola::app::features::keyboard::{Cursor, CursorMark};
use tavola::app::kit::board::BoardCell;
use tavola::rules::{Notation, Rules, checkers, gounki, othello};

use crate::harness::{frames, headless, press_key, settle};

/// Moves the keyboard cursor onto `target` with the arrow keys.
fn cursor_to(app: &mut App, target: BoardCell) {
    // The first arrow shows the cursor where it starts.
    press_key(app, KeyCode::ArrowLeft);
    press_key(app, KeyCode::ArrowRight);
    for _ in 0..16 {
        let at = app
            .world()
            .resource::<Cursor>()
            .0
            .expect("the cursor is on");
        let key = if at.col < target.col {
            KeyCode::ArrowRight
        } else if at.col > target.col {
            KeyCode::ArrowLeft
        } else if at.row < target.row {
            KeyCode::ArrowDown
        } else if at.row > target.row {
            KeyCode::ArrowUp
        } else {
            break;
        };
        press_key(app, key);
    }
    assert_eq!(app.world().resource::<Cursor>().0, Some(target));
    assert_cursor_drawn_on(app, target);
}

/// The cursor's frame is visible, over the cursor's cell.
fn assert_cursor_drawn_on(app: &mut App, cell: BoardCell) {
    frames(app, 1);
    let world = app.world_mut();
    let mut marks = world.query_filtered::<(&Transform, &Visibility), With<CursorMark>>();
    let (transform, visibility) = marks.single(world).expect("one cursor frame");
    assert_ne!(*visibility, Visibility::Hidden, "the cursor is drawn");
    let centre = cell.center();
    assert!(
        (transform.translation.x - centre.x).abs() < 1e-4
            && (transform.translation.z - centre.z).abs() < 1e-4,
        "the frame is on the cursor's cell"
    );
}

/// Whether any text on screen says `needle`.
fn shows(app: &mut App, needle: &str) -> bool {
    let world = app.world_mut();
    world
        .query::<&Text>()
        .iter(world)
        .any(|t| t.0.contains(needle))
}

#[test]
fn the_cursor_is_hidden_until_the_keyboard_is_used() {
    let mut app = headless(&["--game", "gounki"]);
    let world = app.world_mut();
    let mut marks = world.query_filtered::<&Visibility, With<CursorMark>>();
    assert_eq!(marks.single(world).ok(), Some(&Visibility::Hidden));
}

#[test]
fn othello_is_played_by_keyboard_alone() {
    let mut app = headless(&["--game", "othello"]);
    let f5 = othello::Square::parse("f5").unwrap();
    cursor_to(&mut app, tavola::app::games::othello::scene::cell_of(f5));
    press_key(&mut app, KeyCode::Enter);
    settle(&mut app);
    let game = app.world().resource::<Match<othello::Position>>();
    assert_eq!(game.plies().len(), 1);
    assert_eq!(game.start().move_text(game.plies()[0].mv), "f5");
}

#[test]
fn checkers_is_played_by_keyboard_alone() {
    let mut app = headless(&["--game", "checkers"]);
    let cell = |n| tavola::app::games::checkers::cell_of(checkers::Square::from_number(n).unwrap());
    cursor_to(&mut app, cell(22));
    press_key(&mut app, KeyCode::Enter);
    cursor_to(&mut app, cell(18));
    press_key(&mut app, KeyCode::Enter);
    settle(&mut app);
    let game = app.world().resource::<Match<checkers::Game>>();
    assert_eq!(game.plies().len(), 1);
    assert_eq!(game.start().move_text(game.plies()[0].mv), "22-18");
}

#[test]
fn gounki_moves_and_deploys_by_keyboard_alone_with_one_action_per_key() {
    let mut app = headless(&["--game", "gounki", "--position", "7r/8/8/8/3[RS]4/8/8/8 w"]);
    let cell = |name| tavola::app::games::gounki::cell_of(gounki::Square::parse(name).unwrap());
    // Enter on the stack selects it, and confirms nothing.
    cursor_to(&mut app, cell("d4"));
    press_key(&mut app, KeyCode::Enter);
    assert!(matches!(
        app.world()
            .resource::<tavola::app::games::gounki::GounkiInput>()
            .mode,
        tavola::app::games::gounki::Mode::Selected { .. }
    ));
    assert!(
        !shows(&mut app, "Nothing to confirm"),
        "Enter did one thing"
    );
    // D: deploy; Enter on d5 (the square's way), then on e6 (the round's).
    press_key(&mut app, KeyCode::KeyD);
    cursor_to(&mut app, cell("d5"));
    press_key(&mut app, KeyCode::Enter);
    cursor_to(&mut app, cell("e6"));
    press_key(&mut app, KeyCode::Enter);
    assert!(
        app.world()
            .resource::<Match<gounki::Game>>()
            .plies()
            .is_empty(),
        "Enter chose a direction; it did not also play"
    );
    // Space plays the deployment.
    press_key(&mut app, KeyCode::Space);
    settle(&mut app);
    let game = app.world().resource::<Match<gounki::Game>>();
    assert_eq!(game.plies().len(), 1);
    assert_eq!(game.start().move_text(game.plies()[0].mv), "d4+d5-e6");
    // Black's turn: its round on h8 moves by Enter, Enter.
    cursor_to(&mut app, cell("h8"));
    press_key(&mut app, KeyCode::Enter);
    cursor_to(&mut app, cell("g7"));
    press_key(&mut app, KeyCode::Enter);
    settle(&mut app);
    let game = app.world().resource::<Match<gounki::Game>>();
    assert_eq!(game.plies().len(), 2);
    assert!(!shows(&mut app, "Nothing to confirm"));
}

/// Tab, Enter, Tab, Enter from the start: the first piece that may move,
/// then its first destination.
fn tab_enter_twice(app: &mut App) {
    for _ in 0..2 {
        press_key(app, KeyCode::Tab);
        press_key(app, KeyCode::Enter);
    }
    settle(app);
}

#[test]
fn tab_then_enter_twice_plays_a_move_in_checkers_and_gounki() {
    let mut app = headless(&["--game", "checkers"]);
    settle(&mut app);
    tab_enter_twice(&mut app);
    let game = app.world().resource::<Match<checkers::Game>>();
    assert_eq!(game.plies().len(), 1, "a move was played");
    assert!(game.start().is_legal(game.plies()[0].mv));

    let mut app = headless(&["--game", "gounki"]);
    settle(&mut app);
    tab_enter_twice(&mut app);
    let game = app.world().resource::<Match<gounki::Game>>();
    assert_eq!(game.plies().len(), 1, "a move was played");
}

#[test]
fn tab_steps_only_through_the_pieces_that_may_move() {
    // White must take on 15: only the man that can is a Tab stop.
    let mut app = headless(&["--game", "checkers", "--moves", "22-18 11-15"]);
    settle(&mut app);
    let state = app
        .world()
        .resource::<Match<checkers::Game>>()
        .current()
        .clone();
    let movers = state
        .legal_moves()
        .into_iter()
        .filter_map(|mv| match mv {
            checkers::Move::Piece(piece) => Some(piece.from()),
            checkers::Move::Huff(_) => None,
        })
        .fold(0u64, |bits, sq| {
            bits | 1 << tavola::app::games::checkers::cell_of(sq).index()
        });
    assert_eq!(movers.count_ones(), 1, "one man may take");
    let mut seen = 0u64;
    for _ in 0..4 {
        press_key(&mut app, KeyCode::Tab);
        let at = app
            .world()
            .resource::<Cursor>()
            .0
            .expect("the cursor is on");
        seen |= 1 << at.index();
    }
    assert_eq!(seen, movers);
}
