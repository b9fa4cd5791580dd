//! The position editor in each game, driven the way a player drives it:
//! the title card's Set up and the game menu's Edit this position, the
//! palette's buttons, clicks and drags on the board's cells, the keys; the
//! one-line reasons (naming the square) for what cannot be played; Play,
//! undo back to the set-up position, save and open; Cancel giving back
//! the game it was opened from.

use bevy::input::ButtonState;
use bevy::prelude::*;
use tavola::app::core::notice::Notice;
use tavola::app::core::players::{PlayerKind, Players};
use tavola::app::core::screen::Screen;
use tavola::app::core::session::{Match, SessionKind};
use tavola::app::features::paste::position_on_board;
use tavola::app::features::setup::{PositionEditor, open_editor};
use tavola::app::kit::board::{BoardCell, HoveredCell};
use tavola::game_kind::GameKind;
use tavola::rules::{Notation, Side, checkers, gounki, othello};

use crate::harness::{button, click, click_cell, frames, headless, key, press_key, settle};

fn notices(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<Notice>>();
    let mut cursor = messages.get_cursor();
    cursor.read(messages).map(|n| n.text.clone()).collect()
}

/// Presses the editor panel's button of that name (`Setup play`), or else
/// the button with that label (a palette entry).
fn press(app: &mut App, name: &str) {
    let entity = crate::harness::named(app, name).unwrap_or_else(|| button(app, name));
    click(app, entity);
}

/// The editor's line saying whether the position can be played.
fn verdict(app: &mut App) -> String {
    let world = app.world_mut();
    let mut lines = world.query::<(&Name, &Text)>();
    lines
        .iter(world)
        .find(|(n, _)| n.as_str() == "Setup verdict")
        .map(|(_, t)| t.0.clone())
        .expect("the editor's verdict line")
}

fn editing(app: &App) -> bool {
    app.world().contains_resource::<PositionEditor>()
}

/// Ctrl+Z.
fn undo(app: &mut App) {
    key(app, KeyCode::ControlLeft, ButtonState::Pressed);
    frames(app, 1);
    press_key(app, KeyCode::KeyZ);
    key(app, KeyCode::ControlLeft, ButtonState::Released);
    frames(app, 2);
    settle(app);
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tavola-it-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn an_othello_position_set_up_from_the_title_is_played_undone_saved_and_opened() {
    let mut app = headless(&[]);
    open_editor(app.world_mut(), GameKind::Othello, false);
    frames(&mut app, 3);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    assert_eq!(*app.world().resource::<SessionKind>(), SessionKind::Setup);
    assert_eq!(verdict(&mut app), "Ready to play", "the start position");
    press(&mut app, "Setup clear");
    assert_eq!(
        verdict(&mut app),
        "Cannot be played: the board has no pieces"
    );
    press(&mut app, "Setup play");
    frames(&mut app, 1);
    assert!(editing(&app), "an empty board cannot be played");
    // Black discs on d4 and e5 with the first palette entry, then white
    // on e4 and d5 with the second; a click plays no move.
    click_cell(&mut app, 3, 3);
    click_cell(&mut app, 4, 4);
    press(&mut app, "White disc");
    click_cell(&mut app, 4, 3);
    click_cell(&mut app, 3, 4);
    // E chooses the next entry (take off): off again, then Q back.
    press_key(&mut app, KeyCode::KeyE);
    click_cell(&mut app, 3, 4);
    press_key(&mut app, KeyCode::KeyQ);
    click_cell(&mut app, 3, 4);
    // T: White to move.
    press_key(&mut app, KeyCode::KeyT);
    let set_up = "---------------------------XO------OX--------------------------- O";
    assert_eq!(position_on_board(app.world()).as_deref(), Some(set_up));
    assert_eq!(verdict(&mut app), "Ready to play");
    assert_eq!(
        app.world()
            .resource::<Match<othello::Position>>()
            .plies()
            .len(),
        0,
        "clicks in the editor play no move"
    );
    press(&mut app, "Setup play");
    frames(&mut app, 3);
    assert!(!editing(&app));
    assert_eq!(*app.world().resource::<SessionKind>(), SessionKind::Play);
    let game = app.world().resource::<Match<othello::Position>>();
    assert_eq!(game.start().position_text(), set_up);
    // White plays c4 (col 2, row 3 is d4's left: c4 flips d4).
    click_cell(&mut app, 2, 3);
    settle(&mut app);
    assert_eq!(
        app.world()
            .resource::<Match<othello::Position>>()
            .plies()
            .len(),
        1
    );
    // Saved with its set-up, and read back from the file.
    let dir = temp_dir("setup-save");
    app.insert_resource(tavola::app::features::files::SavesDir(dir.clone()));
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::save_current);
    frames(&mut app, 1);
    // Undo goes back to the set-up position, and no further.
    undo(&mut app);
    undo(&mut app);
    let game = app.world().resource::<Match<othello::Position>>();
    assert_eq!(game.plies().len(), 0);
    assert_eq!(game.current().position_text(), set_up);
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::open_newest);
    frames(&mut app, 2);
    let game = app.world().resource::<Match<othello::Position>>();
    assert_eq!(game.start().position_text(), set_up);
    assert_eq!(game.plies().len(), 1);
}

#[test]
fn gounki_stacks_are_built_on_the_board_and_a_fourth_piece_is_refused_on_its_square() {
    let mut app = headless(&["--game", "gounki", "--moves", "c2-d3"]);
    settle(&mut app);
    // The game menu's entry edits the position on the board.
    open_editor(app.world_mut(), GameKind::Gounki, true);
    frames(&mut app, 3);
    let start_after_c2 = app
        .world()
        .resource::<Match<gounki::Game>>()
        .current()
        .position_text();
    assert!(start_after_c2.ends_with(" b"), "{start_after_c2}");
    press(&mut app, "Setup clear");
    // e4 is column 4, rank 4: display row 4.
    click_cell(&mut app, 4, 4); // white round
    press(&mut app, "White square");
    click_cell(&mut app, 4, 4);
    click_cell(&mut app, 4, 4);
    press(&mut app, "Black round");
    click_cell(&mut app, 3, 0); // d8
    let text = position_on_board(app.world()).unwrap();
    assert_eq!(text, "3r4/8/8/8/4[RSS]3/8/8/8 b");
    // A fourth piece: refused, named, nothing changes.
    press(&mut app, "White round");
    click_cell(&mut app, 4, 4);
    let said = notices(&app);
    assert!(
        said.iter()
            .any(|n| n == "e4: a stack holds at most three pieces"),
        "{said:?}"
    );
    assert_eq!(position_on_board(app.world()).unwrap(), text);
    // Delete takes the top piece off the mouse's square.
    app.world_mut().resource_mut::<HoveredCell>().0 = Some(BoardCell { col: 4, row: 4 });
    press_key(&mut app, KeyCode::Delete);
    assert_eq!(
        position_on_board(app.world()).unwrap(),
        "3r4/8/8/8/4[RS]3/8/8/8 b"
    );
    // Cancel: the game the editor was opened from comes back as it was.
    press(&mut app, "Setup cancel");
    frames(&mut app, 3);
    assert!(!editing(&app));
    let game = app.world().resource::<Match<gounki::Game>>();
    assert_eq!(game.plies().len(), 1);
    assert_eq!(game.current().position_text(), start_after_c2);
}

#[test]
fn a_checkers_man_on_its_crowning_row_names_its_square_until_it_is_a_king() {
    let mut app = headless(&[]);
    app.insert_resource(Players([
        PlayerKind::Human,
        PlayerKind::Computer(tavola::ai::Level::Beginner),
    ]));
    open_editor(app.world_mut(), GameKind::Checkers, false);
    frames(&mut app, 3);
    assert_eq!(
        *app.world().resource::<Players>(),
        Players([PlayerKind::Human; 2]),
        "nobody searches while a position is set up"
    );
    press(&mut app, "Setup clear");
    let cell =
        |n: u8| tavola::app::games::checkers::cell_of(checkers::Square::from_number(n).unwrap());
    // A white man on 2 (White crowns on 1-4), a black man on 14.
    let two = cell(2);
    click_cell(&mut app, two.col, two.row);
    press(&mut app, "Black man");
    let fourteen = cell(14);
    click_cell(&mut app, fourteen.col, fourteen.row);
    assert_eq!(
        verdict(&mut app),
        "Cannot be played: 2: a man on its crowning row would have been crowned: make it a king"
    );
    press(&mut app, "Setup play");
    frames(&mut app, 1);
    assert!(editing(&app));
    press(&mut app, "White king");
    click_cell(&mut app, two.col, two.row);
    assert_eq!(verdict(&mut app), "Ready to play");
    // The family rules are the game's own option, on the panel.
    press(&mut app, "Setup option");
    press(&mut app, "Setup play");
    frames(&mut app, 3);
    assert!(!editing(&app));
    let players = *app.world().resource::<Players>();
    assert_eq!(
        players.of(Side::White),
        PlayerKind::Computer(tavola::ai::Level::Beginner),
        "the players chosen before play the position"
    );
    let game = app.world().resource::<Match<checkers::Game>>();
    let position = game.current().position();
    let king = position.piece_at(checkers::Square::from_number(2).unwrap());
    assert_eq!(king.map(|p| p.kind), Some(checkers::PieceKind::King));
    assert!(game.current().family(), "family rules on");
}

#[test]
fn a_drag_puts_a_piece_on_every_square_it_passes_once() {
    let mut app = headless(&[]);
    open_editor(app.world_mut(), GameKind::Othello, false);
    frames(&mut app, 3);
    press(&mut app, "Setup clear");
    let mouse = |app: &mut App, state: ButtonState| {
        app.world_mut()
            .write_message(bevy::input::mouse::MouseButtonInput {
                button: MouseButton::Left,
                state,
                window: Entity::PLACEHOLDER,
            });
    };
    let hover = |app: &mut App, col: u8| {
        app.world_mut().resource_mut::<HoveredCell>().0 = Some(BoardCell { col, row: 0 });
        frames(app, 1);
    };
    hover(&mut app, 0);
    mouse(&mut app, ButtonState::Pressed);
    frames(&mut app, 1);
    for col in 1..5 {
        hover(&mut app, col);
    }
    // Back over a square already done: nothing more.
    hover(&mut app, 3);
    mouse(&mut app, ButtonState::Released);
    frames(&mut app, 2);
    let text = position_on_board(app.world()).unwrap();
    assert_eq!(&text[..8], "XXXXX---", "{text}");
}

#[test]
fn a_paste_while_editing_closes_the_editor_and_stays() {
    let mut app = headless(&[]);
    open_editor(app.world_mut(), GameKind::Othello, false);
    frames(&mut app, 3);
    tavola::app::features::paste::paste_text(app.world_mut(), "f5d6c3");
    frames(&mut app, 3);
    assert!(!editing(&app));
    assert_eq!(*app.world().resource::<SessionKind>(), SessionKind::Play);
    assert_eq!(
        app.world()
            .resource::<Match<othello::Position>>()
            .plies()
            .len(),
        3
    );
}

#[test]
fn analyse_plays_the_position_with_scores_on_the_board() {
    let mut app = headless(&[]);
    open_editor(app.world_mut(), GameKind::Othello, false);
    frames(&mut app, 3);
    press(&mut app, "Setup analyse");
    frames(&mut app, 3);
    assert!(!editing(&app));
    assert!(
        app.world()
            .resource::<tavola::app::features::scores::ScoresOnBoard>()
            .0
    );
    assert_eq!(
        *app.world().resource::<Players>(),
        Players([PlayerKind::Human; 2])
    );
}

/// Plays the first legal move of the position on the board, undoes it,
/// saves the game and opens it again: the set-up position is the game's
/// start throughout.
fn play_undo_save_open<G: tavola::app::core::session::AppRules>(
    app: &mut App,
    set_up: &str,
    name: &str,
) {
    let mv = {
        let game = app.world().resource::<Match<G>>();
        assert_eq!(game.start().position_text(), set_up);
        game.current().legal_moves()[0]
    };
    app.world_mut()
        .write_message(tavola::app::core::session::MoveRequest::<G>(mv));
    frames(app, 2);
    settle(app);
    assert_eq!(app.world().resource::<Match<G>>().all_plies().len(), 1);
    let dir = temp_dir(name);
    app.insert_resource(tavola::app::features::files::SavesDir(dir.clone()));
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::save_current);
    frames(app, 1);
    undo(app);
    let game = app.world().resource::<Match<G>>();
    assert_eq!(
        game.all_plies().len(),
        0,
        "undone back to the set-up position"
    );
    assert_eq!(game.current().position_text(), set_up);
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::open_newest);
    frames(app, 3);
    let game = app.world().resource::<Match<G>>();
    assert_eq!(
        game.start().position_text(),
        set_up,
        "saved with its set-up"
    );
    assert_eq!(game.all_plies().len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn gounki_and_checkers_positions_set_up_are_played_undone_saved_and_opened() {
    // Gounki: a white square on d4, a black round on e7, White to move.
    let mut app = headless(&[]);
    open_editor(app.world_mut(), GameKind::Gounki, false);
    frames(&mut app, 3);
    press(&mut app, "Setup clear");
    press(&mut app, "White square");
    click_cell(&mut app, 3, 4);
    press(&mut app, "Black round");
    click_cell(&mut app, 4, 1);
    let set_up = position_on_board(app.world()).unwrap();
    assert_eq!(set_up, "8/4r3/8/8/3S4/8/8/8 w");
    press(&mut app, "Setup play");
    frames(&mut app, 3);
    play_undo_save_open::<gounki::Game>(&mut app, &set_up, "setup-gounki");

    // Checkers: a white king on 18, a black man on 14, Black to move.
    let mut app = headless(&[]);
    open_editor(app.world_mut(), GameKind::Checkers, false);
    frames(&mut app, 3);
    press(&mut app, "Setup clear");
    let cell =
        |n: u8| tavola::app::games::checkers::cell_of(checkers::Square::from_number(n).unwrap());
    press(&mut app, "White king");
    let c18 = cell(18);
    click_cell(&mut app, c18.col, c18.row);
    press(&mut app, "Black man");
    let c14 = cell(14);
    click_cell(&mut app, c14.col, c14.row);
    press(&mut app, "Setup turn");
    let set_up = position_on_board(app.world()).unwrap();
    assert_eq!(set_up, "B:WK18:B14");
    press(&mut app, "Setup play");
    frames(&mut app, 3);
    play_undo_save_open::<checkers::Game>(&mut app, &set_up, "setup-checkers");
}
