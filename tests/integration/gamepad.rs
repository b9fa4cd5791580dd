//! Playing by controller alone (Bevy's gamepad messages, as `bevy_gilrs`
//! sends them): a whole move in each game (a Gounki deployment and a
//! checkers multi-capture included), the title screen, the game menu and
//! the settings by pad, and two controllers bound to the two sides.

use bevy::input::gamepad::{
    GamepadAxis, GamepadButton, GamepadConnection, GamepadConnectionEvent,
    RawGamepadAxisChangedEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;
use tavola::app::core::notice::Notice;
use tavola::app::core::players::{PlayerKind, Players};
use tavola::app::core::screen::Screen;
use tavola::app::core::session::Match;
use tavola::app::features::gamepad::{ControllerSides, PadSides, PadSlots};
use tavola::app::features::keyboard::Cursor;
use tavola::app::kit::board::BoardCell;
use tavola::app::kit::focus::Focus;
use tavola::rules::{Notation, Rules, Side, checkers, gounki, othello};

use crate::harness::{frames, headless, settle};

/// Connects a controller named `name`; its entity.
pub fn connect(app: &mut App, name: &str) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: name.to_owned(),
            vendor_id: None,
            product_id: None,
        },
    ));
    frames(app, 2);
    pad
}

fn button_to(app: &mut App, pad: Entity, button: GamepadButton, value: f32) {
    app.world_mut()
        .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
            pad, button, value,
        )));
}

/// A button pressed (one frame), released (one frame), and one more frame
/// for what it started.
pub fn tap(app: &mut App, pad: Entity, button: GamepadButton) {
    button_to(app, pad, button, 1.0);
    frames(app, 1);
    button_to(app, pad, button, 0.0);
    frames(app, 2);
}

/// Moves the board cursor onto `target` with the d-pad.
fn cursor_to(app: &mut App, pad: Entity, target: BoardCell) {
    // The first press shows the cursor where it starts.
    tap(app, pad, GamepadButton::DPadLeft);
    tap(app, pad, GamepadButton::DPadRight);
    for _ in 0..16 {
        let at = app
            .world()
            .resource::<Cursor>()
            .0
            .expect("the cursor is on");
        let button = if at.col < target.col {
            GamepadButton::DPadRight
        } else if at.col > target.col {
            GamepadButton::DPadLeft
        } else if at.row < target.row {
            GamepadButton::DPadDown
        } else if at.row > target.row {
            GamepadButton::DPadUp
        } else {
            break;
        };
        tap(app, pad, button);
    }
    assert_eq!(app.world().resource::<Cursor>().0, Some(target));
}

fn notices(app: &mut App) -> Vec<String> {
    let messages = app.world().resource::<Messages<Notice>>();
    let mut cursor = messages.get_cursor();
    cursor.read(messages).map(|n| n.text.clone()).collect()
}

#[test]
fn othello_is_played_by_pad_alone() {
    let mut app = headless(&["--game", "othello"]);
    let pad = connect(&mut app, "Test Pad");
    let f5 = othello::Square::parse("f5").unwrap();
    cursor_to(
        &mut app,
        pad,
        tavola::app::games::othello::scene::cell_of(f5),
    );
    tap(&mut app, pad, GamepadButton::South);
    settle(&mut app);
    let game = app.world().resource::<Match<othello::Position>>();
    assert_eq!(game.plies().len(), 1);
    assert_eq!(game.start().move_text(game.plies()[0].mv), "f5");
    // Y: the keys dialog, with the controller's buttons beside the keys;
    // B closes it.
    tap(&mut app, pad, GamepadButton::North);
    let texts = crate::harness::texts(&mut app);
    assert!(texts.iter().any(|t| t == "Controller"), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("X: hint")), "{texts:?}");
    tap(&mut app, pad, GamepadButton::East);
    let world = app.world_mut();
    let mut dialogs = world.query::<&tavola::app::features::help::KeysDialog>();
    assert_eq!(dialogs.iter(world).count(), 0, "B closed the keys dialog");
}

#[test]
fn a_checkers_multi_capture_is_chosen_hop_by_hop_by_pad() {
    let mut app = headless(&[
        "--game",
        "checkers",
        "--position",
        "W:W30,32:B26,19,18,11,10",
    ]);
    let pad = connect(&mut app, "Test Pad");
    let cell = |n| tavola::app::games::checkers::cell_of(checkers::Square::from_number(n).unwrap());
    for square in [30, 23, 14] {
        cursor_to(&mut app, pad, cell(square));
        tap(&mut app, pad, GamepadButton::South);
    }
    settle(&mut app);
    let game = app.world().resource::<Match<checkers::Game>>();
    assert_eq!(game.plies().len(), 1);
    assert_eq!(game.start().move_text(game.plies()[0].mv), "30x23x14x7");
}

#[test]
fn b_drops_a_selection_and_opens_nothing() {
    let mut app = headless(&["--game", "checkers"]);
    let pad = connect(&mut app, "Test Pad");
    let cell = |n| tavola::app::games::checkers::cell_of(checkers::Square::from_number(n).unwrap());
    cursor_to(&mut app, pad, cell(22));
    tap(&mut app, pad, GamepadButton::South);
    let selection = |app: &App| {
        app.world()
            .resource::<tavola::app::games::checkers::Selection>()
            .from
    };
    assert!(selection(&app).is_some(), "A selected the man");
    tap(&mut app, pad, GamepadButton::East);
    assert!(selection(&app).is_none(), "B dropped the selection");
    let world = app.world_mut();
    let mut menus = world.query::<&tavola::app::screens::menu::GameMenu>();
    assert_eq!(menus.iter(world).count(), 0, "B is not Esc on the board");
}

#[test]
fn gounki_deploys_by_pad_alone() {
    let mut app = headless(&["--game", "gounki", "--position", "7r/8/8/8/3[RS]4/8/8/8 w"]);
    let pad = connect(&mut app, "Test Pad");
    let cell = |name| tavola::app::games::gounki::cell_of(gounki::Square::parse(name).unwrap());
    cursor_to(&mut app, pad, cell("d4"));
    tap(&mut app, pad, GamepadButton::South);
    // L3: deploy; A on d5 (the square's way), then on e6 (the round's).
    tap(&mut app, pad, GamepadButton::LeftThumb);
    cursor_to(&mut app, pad, cell("d5"));
    tap(&mut app, pad, GamepadButton::South);
    cursor_to(&mut app, pad, cell("e6"));
    tap(&mut app, pad, GamepadButton::South);
    assert!(
        app.world()
            .resource::<Match<gounki::Game>>()
            .plies()
            .is_empty()
    );
    // RB confirms.
    tap(&mut app, pad, GamepadButton::RightTrigger);
    settle(&mut app);
    let game = app.world().resource::<Match<gounki::Game>>();
    assert_eq!(game.plies().len(), 1);
    assert_eq!(game.start().move_text(game.plies()[0].mv), "d4+d5-e6");
}

#[test]
fn the_stick_repeats_like_a_held_key() {
    let mut app = headless(&["--game", "othello"]);
    let pad = connect(&mut app, "Test Pad");
    tap(&mut app, pad, GamepadButton::DPadLeft);
    let start = app.world().resource::<Cursor>().0.unwrap();
    app.world_mut()
        .write_message(RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(
            pad,
            GamepadAxis::LeftStickY,
            -1.0,
        )));
    // Held for half a second at 60 frames a second: one step, then the
    // repeats after the delay.
    frames(&mut app, 30);
    app.world_mut()
        .write_message(RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(
            pad,
            GamepadAxis::LeftStickY,
            0.0,
        )));
    frames(&mut app, 2);
    let end = app.world().resource::<Cursor>().0.unwrap();
    let steps = end.row - start.row;
    assert!((2..=3).contains(&steps), "held down: {steps} steps");
}

/// Moves the focus onto `button` with the d-pad (down, then right, in turn
/// until it gets there).
fn focus_on(app: &mut App, pad: Entity, button: Entity) {
    for step in 0..40 {
        if app.world().resource::<Focus>().0 == Some(button) {
            return;
        }
        let way = if step % 8 < 7 {
            GamepadButton::DPadDown
        } else {
            GamepadButton::DPadRight
        };
        tap(app, pad, way);
    }
    assert_eq!(
        app.world().resource::<Focus>().0,
        Some(button),
        "the d-pad reached it"
    );
}

#[test]
fn the_title_screen_the_game_menu_and_the_settings_work_by_pad() {
    let mut app = headless(&[]);
    let pad = connect(&mut app, "Test Pad");
    assert!(
        notices(&mut app)
            .iter()
            .any(|n| n.contains("Controller 1 connected: Test Pad")),
        "the connection is announced"
    );
    // The title screen: the d-pad reaches the first card's Play, A starts.
    let play = crate::harness::button(&mut app, "Play");
    focus_on(&mut app, pad, play);
    tap(&mut app, pad, GamepadButton::South);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    // Start opens the game menu; the d-pad walks to Settings, A opens it.
    tap(&mut app, pad, GamepadButton::Start);
    let settings = crate::harness::button(&mut app, "Settings");
    focus_on(&mut app, pad, settings);
    tap(&mut app, pad, GamepadButton::South);
    // The first setting is focused; A changes it.
    let speed = crate::harness::button(&mut app, "Animation speed");
    assert_eq!(app.world().resource::<Focus>().0, Some(speed));
    let before = *app
        .world()
        .resource::<tavola::app::core::anim::AnimationSpeed>();
    tap(&mut app, pad, GamepadButton::South);
    assert_ne!(
        *app.world()
            .resource::<tavola::app::core::anim::AnimationSpeed>(),
        before
    );
    // B goes back: the settings close, then the menu.
    tap(&mut app, pad, GamepadButton::East);
    tap(&mut app, pad, GamepadButton::East);
    let world = app.world_mut();
    let mut modals = world.query::<&tavola::app::kit::focus::Modal>();
    assert_eq!(modals.iter(world).count(), 0, "every dialog closed");
}

#[test]
fn two_controllers_play_their_own_sides() {
    let mut app = headless(&["--game", "othello"]);
    app.world_mut().resource_mut::<PadSides>().0 = ControllerSides::BlackWhite;
    app.world_mut().resource_mut::<Players>().0 = [PlayerKind::Human, PlayerKind::Human];
    let black = connect(&mut app, "First Pad");
    let white = connect(&mut app, "Second Pad");
    let f5 = tavola::app::games::othello::scene::cell_of(othello::Square::parse("f5").unwrap());
    // Black's pad puts the cursor on f5; White's A is ignored, with a notice.
    cursor_to(&mut app, black, f5);
    button_to(&mut app, white, GamepadButton::South, 1.0);
    frames(&mut app, 1);
    let said = notices(&mut app);
    button_to(&mut app, white, GamepadButton::South, 0.0);
    frames(&mut app, 2);
    assert!(
        said.iter().any(|n| n.contains("Controller 2 plays White")),
        "{said:?}"
    );
    assert!(
        app.world()
            .resource::<Match<othello::Position>>()
            .plies()
            .is_empty()
    );
    // White's stick held off its turn: the cursor stays, one notice only.
    let cursor = app.world().resource::<Cursor>().0;
    let axis = |app: &mut App, value: f32| {
        app.world_mut()
            .write_message(RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(
                white,
                GamepadAxis::LeftStickX,
                value,
            )));
    };
    axis(&mut app, 1.0);
    let mut refusals = 0;
    for _ in 0..30 {
        frames(&mut app, 1);
        refusals += app
            .world()
            .resource::<Messages<Notice>>()
            .iter_current_update_messages()
            .filter(|n| n.text.contains("Controller 2"))
            .count();
    }
    axis(&mut app, 0.0);
    frames(&mut app, 2);
    assert_eq!(
        app.world().resource::<Cursor>().0,
        cursor,
        "White's stick moved nothing"
    );
    assert_eq!(refusals, 1, "one notice for a held stick");
    // Black's A plays; then White's pad moves its own cursor and plays.
    tap(&mut app, black, GamepadButton::South);
    settle(&mut app);
    let game = app.world().resource::<Match<othello::Position>>();
    assert_eq!(game.plies().len(), 1);
    assert_eq!(game.current().turn(), Side::White);
    let f4 = tavola::app::games::othello::scene::cell_of(othello::Square::parse("f4").unwrap());
    cursor_to(&mut app, white, f4);
    tap(&mut app, white, GamepadButton::South);
    settle(&mut app);
    let game = app.world().resource::<Match<othello::Position>>();
    assert_eq!(game.plies().len(), 2);
    assert_eq!(game.start().move_text(game.plies()[1].mv), "f4");
}

#[test]
fn a_gounki_stack_leaves_the_board_when_the_stick_points_past_the_goal() {
    let mut app = headless(&["--game", "gounki", "--position", "4S3/8/8/8/8/8/8/r7 w"]);
    let pad = connect(&mut app, "Test Pad");
    let e8 = tavola::app::games::gounki::cell_of(gounki::Square::parse("e8").unwrap());
    cursor_to(&mut app, pad, e8);
    tap(&mut app, pad, GamepadButton::South);
    // Up from the last rank: off the board, into White's goal.
    tap(&mut app, pad, GamepadButton::DPadUp);
    settle(&mut app);
    let game = app.world().resource::<Match<gounki::Game>>();
    assert_eq!(game.plies().len(), 1, "the stack left the board");
    assert!(matches!(game.plies()[0].mv, gounki::Move::Exit { .. }));
}

#[test]
fn a_controller_unplugged_is_announced_and_lets_go_of_its_keys() {
    let mut app = headless(&["--game", "othello"]);
    let pad = connect(&mut app, "Test Pad");
    // RB held (Space), then the controller is unplugged.
    button_to(&mut app, pad, GamepadButton::RightTrigger, 1.0);
    frames(&mut app, 1);
    assert!(
        app.world()
            .resource::<ButtonInput<KeyCode>>()
            .pressed(KeyCode::Space)
    );
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Disconnected,
    ));
    frames(&mut app, 1);
    let said = notices(&mut app);
    frames(&mut app, 1);
    assert!(
        said.iter().any(|n| n == "Controller 1 disconnected"),
        "{said:?}"
    );
    assert!(
        !app.world()
            .resource::<ButtonInput<KeyCode>>()
            .pressed(KeyCode::Space),
        "its held button was let go"
    );
    assert!(app.world().resource::<PadSlots>().0.is_empty());
}
