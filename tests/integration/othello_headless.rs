//! Othello driven through the real plugins with simulated clicks.

use bevy::prelude::*;
use tavola::app::core::session::Match;
use tavola::app::features::hud::Status;
use tavola::rules::othello::{Move, Position, Square};
use tavola::rules::{Notation, Rules, Side};

use crate::harness::{click_cell, frames, headless, settle};

fn current(app: &App) -> Position {
    *app.world().resource::<Match<Position>>().current()
}

fn plies(app: &App) -> Vec<Move> {
    app.world()
        .resource::<Match<Position>>()
        .plies()
        .iter()
        .map(|p| p.mv)
        .collect()
}

fn disc_count(app: &mut App) -> usize {
    let world = app.world_mut();
    world
        .query::<&tavola::app::games::othello::Disc>()
        .iter(world)
        .count()
}

#[test]
fn clicking_a_legal_square_plays_it() {
    let mut app = headless(&["--game", "othello"]);
    assert_eq!(disc_count(&mut app), 4);
    // f5 = column f (5), row 5 (index 4).
    click_cell(&mut app, 5, 4);
    let pos = current(&app);
    assert_eq!(plies(&app), vec![Move::Place(Square::parse("f5").unwrap())]);
    assert_eq!(pos.counts(), (4, 1));
    assert_eq!(pos.turn(), Side::White);
    settle(&mut app);
    assert_eq!(disc_count(&mut app), 5, "the view shows the new disc");
    let status = app.world().resource::<Status>();
    assert_eq!(status.headline, "White to move");
}

#[test]
fn clicking_an_illegal_or_occupied_square_changes_nothing() {
    let mut app = headless(&["--game", "othello"]);
    let before = current(&app);
    click_cell(&mut app, 0, 0); // a1: flips nothing
    click_cell(&mut app, 3, 3); // d4: occupied
    assert_eq!(current(&app), before);
    assert!(plies(&app).is_empty());
}

#[test]
fn clicks_after_the_game_is_over_change_nothing() {
    // S3: a wipe-out, White to move: the game is over.
    let mut position =
        String::from("----------------------------------------------------------------");
    for sq in [
        "d3", "e3", "f3", "d4", "e4", "f4", "d5", "e5", "f5", "d6", "e6", "f6", "e7",
    ] {
        let i = Square::parse(sq).unwrap().index() as usize;
        position.replace_range(i..=i, "X");
    }
    position.push_str(" O");
    let mut app = headless(&["--game", "othello", "--position", &position]);
    let before = current(&app);
    assert!(
        app.world()
            .resource::<Match<Position>>()
            .outcome()
            .is_some()
    );
    for (c, r) in [(2, 2), (6, 6), (3, 1)] {
        click_cell(&mut app, c, r);
    }
    assert_eq!(current(&app), before);
    let status = app.world().resource::<Status>();
    assert_eq!(status.headline, "Black wins 64\u{2013}0");
}

#[test]
fn a_forced_pass_is_played_recorded_and_announced() {
    // O2: White to move with no move; Black then plays c1 and wins 64-0.
    let start = "XO-------------------------------------------------------------- O";
    let mut app = headless(&["--game", "othello", "--position", start]);
    frames(&mut app, 2);
    assert_eq!(
        plies(&app),
        vec![Move::Pass],
        "the pass is recorded as a move"
    );
    assert_eq!(current(&app).turn(), Side::Black);
    click_cell(&mut app, 2, 0); // c1
    assert_eq!(plies(&app).len(), 2);
    let outcome = app.world().resource::<Match<Position>>().outcome().unwrap();
    assert_eq!(outcome.to_string(), "Black wins 64\u{2013}0");
}

#[test]
fn launch_moves_are_applied_through_the_rules() {
    let mut app = headless(&["--game", "othello", "--moves", "f5d6c3d3c4"]);
    frames(&mut app, 2);
    let pos = current(&app);
    let expected = tavola::rules::othello::parse_transcript(&Position::start(), "f5d6c3d3c4")
        .unwrap()
        .into_iter()
        .fold(Position::start(), |p, m| p.play(m).unwrap().0);
    assert_eq!(pos.position_text(), expected.position_text());
    assert_eq!(
        disc_count(&mut app),
        usize::from(pos.counts().0 + pos.counts().1)
    );
}

fn press_ctrl(app: &mut App, key: KeyCode, shift: bool) {
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.press(KeyCode::ControlLeft);
    if shift {
        keys.press(KeyCode::ShiftLeft);
    }
    keys.press(key);
}

fn release_all(app: &mut App) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release_all();
}

/// Key presses are set directly on `ButtonInput` (after the input plugin's
/// update) by running only the `Update` schedule for that frame.
fn key_frame(app: &mut App, key: KeyCode, shift: bool) {
    press_ctrl(app, key, shift);
    app.world_mut().run_schedule(Update);
    release_all(app);
    frames(app, 1);
}

#[test]
fn undo_takes_back_a_forced_pass_with_the_move_before_and_redo_replays() {
    // O3: White must pass twice; Black plays c1 then c8.
    let start = concat!(
        "XO------",
        "--------",
        "--------",
        "--------",
        "--------",
        "--------",
        "--------",
        "XO------ O"
    );
    let mut app = headless(&["--game", "othello", "--position", start]);
    settle(&mut app);
    click_cell(&mut app, 2, 0); // c1 (after White's forced pass)
    settle(&mut app);
    let before = plies(&app);
    assert_eq!(before.len(), 3, "pass, c1, pass: {before:?}");
    key_frame(&mut app, KeyCode::KeyZ, false);
    settle(&mut app);
    // Back to Black's decision before c1: the trailing pass and c1 are gone.
    assert_eq!(plies(&app), vec![Move::Pass]);
    assert_eq!(current(&app).turn(), Side::Black);
    key_frame(&mut app, KeyCode::KeyY, false);
    settle(&mut app);
    assert_eq!(
        plies(&app),
        before,
        "redo replays c1 (and the pass follows)"
    );
    // A different move after undo drops the redo branch.
    key_frame(&mut app, KeyCode::KeyZ, false);
    settle(&mut app);
    click_cell(&mut app, 2, 7); // c8 instead of c1
    settle(&mut app);
    key_frame(&mut app, KeyCode::KeyY, false);
    settle(&mut app);
    assert_eq!(plies(&app)[1], Move::Place(Square::parse("c8").unwrap()));
}

/// The button whose label is `label`.
fn button(app: &mut App, label: &str) -> Entity {
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<(Entity, &Children), With<Button>>();
    let list: Vec<(Entity, Vec<Entity>)> = buttons
        .iter(world)
        .map(|(e, c)| (e, c.iter().collect()))
        .collect();
    list.into_iter()
        .find(|(_, children)| {
            children
                .iter()
                .any(|c| world.get::<Text>(*c).is_some_and(|t| t.0 == label))
        })
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no button '{label}'"))
}

#[test]
fn resigning_and_an_agreed_draw_end_the_game_with_their_reason() {
    let mut app = headless(&["--game", "othello"]);
    let resign = button(&mut app, "Resign");
    crate::harness::click(&mut app, resign);
    let outcome = app.world().resource::<Match<Position>>().outcome().unwrap();
    assert_eq!(
        outcome.winner,
        Some(Side::White),
        "Black, to move, resigned"
    );
    assert_eq!(outcome.reason, tavola::rules::EndReason::Resignation);

    let mut app = headless(&["--game", "othello", "--moves", "f5"]);
    let offer = button(&mut app, "Offer draw");
    crate::harness::click(&mut app, offer);
    assert!(
        app.world()
            .resource::<Match<Position>>()
            .outcome()
            .is_none()
    );
    let accept = button(&mut app, "Accept draw");
    crate::harness::click(&mut app, accept);
    let outcome = app.world().resource::<Match<Position>>().outcome().unwrap();
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason, tavola::rules::EndReason::Agreement);
}

#[test]
fn the_last_move_marker_follows_the_last_placed_disc() {
    use tavola::app::kit::board::{BoardCell, LastMoveCells};
    let mut app = headless(&["--game", "othello"]);
    click_cell(&mut app, 5, 4); // f5
    settle(&mut app);
    let f5 = BoardCell { col: 5, row: 4 };
    assert_eq!(
        app.world().resource::<LastMoveCells>().cells,
        1 << f5.index()
    );
    click_cell(&mut app, 3, 5); // d6
    settle(&mut app);
    let d6 = BoardCell { col: 3, row: 5 };
    assert_eq!(
        app.world().resource::<LastMoveCells>().cells,
        1 << d6.index()
    );
}

#[test]
fn reviewing_an_earlier_move_keeps_the_game_and_holds_moves_back() {
    use tavola::app::core::session::Reviewing;
    use tavola::app::features::movelist::MoveEntry;
    let mut app = headless(&["--game", "othello", "--moves", "f5d6c3"]);
    frames(&mut app, 2);
    // Click the first entry of the move list: the position after f5.
    let entry = {
        let world = app.world_mut();
        let mut q = world.query::<(Entity, &MoveEntry)>();
        q.iter(world)
            .find(|(_, e)| e.0 == 0)
            .map(|(e, _)| e)
            .unwrap()
    };
    crate::harness::click(&mut app, entry);
    assert!(app.world().resource::<Reviewing>().0);
    assert_eq!(plies(&app).len(), 1);
    click_cell(&mut app, 3, 5); // d6 would be legal here, but we are reviewing
    assert_eq!(plies(&app).len(), 1);
    let back = button(&mut app, "Back to game");
    crate::harness::click(&mut app, back);
    assert!(!app.world().resource::<Reviewing>().0);
    assert_eq!(plies(&app).len(), 3, "the whole game is back");
}

/// Presses `keys` for one frame (set after the input plugin's own update,
/// by running only the `Update` schedule), then releases them.
fn keys_frame(app: &mut App, keys: &[KeyCode]) {
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for key in keys {
        input.press(*key);
    }
    app.world_mut().run_schedule(Update);
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release_all();
    frames(app, 1);
}

#[test]
fn a_complete_game_with_the_keyboard_alone() {
    let mut app = headless(&["--game", "othello"]);
    // The arrows move the cursor; Enter plays where it stands.
    // The cursor starts on d5: two steps right reach f5.
    keys_frame(&mut app, &[KeyCode::ArrowRight]);
    keys_frame(&mut app, &[KeyCode::ArrowRight]);
    keys_frame(&mut app, &[KeyCode::Enter]);
    settle(&mut app);
    assert_eq!(plies(&app), vec![Move::Place(Square::parse("f5").unwrap())]);
    // Then Tab (next legal square) + Enter to the end of the game.
    for _ in 0..200 {
        if app
            .world()
            .resource::<Match<Position>>()
            .outcome()
            .is_some()
        {
            break;
        }
        keys_frame(&mut app, &[KeyCode::Tab]);
        keys_frame(&mut app, &[KeyCode::Enter]);
        settle(&mut app);
    }
    let game = app.world().resource::<Match<Position>>();
    let outcome = game.outcome().expect("the game was played to its end");
    let (b, w) = outcome.score.unwrap();
    assert_eq!(u32::from(b) + u32::from(w), 64);
}

#[test]
fn the_undo_and_redo_buttons_work_like_the_keys() {
    let mut app = headless(&["--game", "othello", "--moves", "f5d6"]);
    let undo = button(&mut app, "Undo");
    crate::harness::click(&mut app, undo);
    settle(&mut app);
    assert_eq!(plies(&app).len(), 1);
    let redo = button(&mut app, "Redo");
    crate::harness::click(&mut app, redo);
    settle(&mut app);
    assert_eq!(plies(&app).len(), 2);
}

#[test]
fn the_hint_button_marks_a_legal_move_on_the_board_without_playing_it() {
    use tavola::app::kit::board::{BoardCell, HintCells};
    let mut app = headless(&["--game", "othello"]);
    let hint = button(&mut app, "Hint");
    crate::harness::click(&mut app, hint);
    let mut cells = 0;
    for _ in 0..1000 {
        frames(&mut app, 1);
        cells = app.world().resource::<HintCells>().0;
        if cells != 0 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(cells.count_ones(), 1, "one square marked");
    let cell = BoardCell::from_index(cells.trailing_zeros() as usize);
    let square = Square::new(cell.col, cell.row);
    assert_ne!(current(&app).flips(square), 0, "{square} is a legal move");
    assert!(plies(&app).is_empty(), "the hint is not played");
    click_cell(&mut app, cell.col, cell.row);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<HintCells>().0,
        0,
        "the hint goes once a move is played"
    );
}

/// The texts of the children of the entities marked `C`.
fn texts_under<C: Component>(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut marked = world.query_filtered::<&Children, With<C>>();
    let children: Vec<Entity> = marked.iter(world).flat_map(|c| c.iter()).collect();
    children
        .into_iter()
        .filter_map(|c| world.get::<Text>(c).map(|t| t.0.clone()))
        .collect()
}

#[test]
fn the_opening_is_named_in_the_status_and_the_move_list_in_play_and_review() {
    use tavola::app::features::movelist::{MoveEntry, MoveListOpening};
    // The Tiger, opened e6 (a mirror of the f5 line), then one move more.
    let mut app = headless(&["--game", "othello", "--moves", "e6f4c3c4d3d6"]);
    frames(&mut app, 2);
    let status = app.world().resource::<Status>().clone();
    assert_eq!(status.opening.as_deref(), Some("Opening: Tiger"));
    assert_eq!(texts_under::<MoveListOpening>(&mut app), ["Opening: Tiger"]);
    // Reviewing the position after 2 plies: the Perpendicular.
    let entry = {
        let world = app.world_mut();
        let mut q = world.query::<(Entity, &MoveEntry)>();
        q.iter(world)
            .find(|(_, e)| e.0 == 1)
            .map(|(e, _)| e)
            .unwrap()
    };
    crate::harness::click(&mut app, entry);
    frames(&mut app, 2);
    let status = app.world().resource::<Status>().clone();
    assert_eq!(status.opening.as_deref(), Some("Opening: Perpendicular"));
    assert_eq!(
        texts_under::<MoveListOpening>(&mut app),
        ["Opening: Perpendicular"]
    );
    // After the first move alone, no name yet.
    let entry = {
        let world = app.world_mut();
        let mut q = world.query::<(Entity, &MoveEntry)>();
        q.iter(world)
            .find(|(_, e)| e.0 == 0)
            .map(|(e, _)| e)
            .unwrap()
    };
    crate::harness::click(&mut app, entry);
    frames(&mut app, 2);
    assert_eq!(app.world().resource::<Status>().opening, None);
    assert!(texts_under::<MoveListOpening>(&mut app).is_empty());
}

#[test]
fn the_opening_s_label_follows_the_language() {
    let mut app = headless(&["--game", "othello", "--moves", "f5d6c3d3c4", "--lang", "it"]);
    frames(&mut app, 2);
    let status = app.world().resource::<Status>().clone();
    assert_eq!(status.opening.as_deref(), Some("Apertura: Tiger"));
}
