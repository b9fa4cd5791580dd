//! Controllers' buttons pressed into the keyboard's input (see the
//! feature's docs): right after Bevy's input systems, before anything of
//! the game reads the keys.

use std::collections::HashMap;

use bevy::input::InputSystems;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;

use super::{BINDINGS, GamePadKeys, PadAction, PadSides, PadSlots};
use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::registry::PerGame;
use crate::app::core::screen::Screen;
use crate::app::core::session::{ActiveGame, active_ops};
use crate::app::core::text::fill;
use crate::app::kit::focus::Modal;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, press_keys.after(InputSystems));
}

/// Opens the game menu (the playing screen puts it here: the menu is a
/// screen's, above the features).
#[derive(Resource, Clone, Copy)]
pub struct MenuOpener(pub fn(&mut World));

/// Whether the board shows the game itself, and not a rules book, the
/// position editor or the showcase, which take Esc themselves (the playing
/// screen puts it here, as it decides what Esc does).
#[derive(Resource, Clone, Copy)]
pub struct GameOnBoard(pub fn(&World) -> bool);

/// A direction held on the d-pad or the left stick, and when it repeats.
#[derive(Debug, Clone, Copy)]
struct Held {
    key: KeyCode,
    repeat_in: f32,
}

/// The first repeat comes after this long, the next ones this often (as a
/// desktop's key repeat).
const REPEAT_DELAY: f32 = 0.35;
const REPEAT_EVERY: f32 = 0.1;
/// How far the left stick must lean to count as a direction.
const STICK_DIRECTION: f32 = 0.55;

/// What the pads hold down between frames.
#[derive(Default)]
struct PadKeys {
    /// Keys pressed for a held button: released with it.
    held: Vec<(Entity, GamepadButton, KeyCode)>,
    /// The direction each pad holds.
    directions: HashMap<Entity, Held>,
    /// The preset view LB showed last (0: near side, 1: far side, 2: above).
    view: u8,
    /// The direction each pad held when the board last refused it.
    refused: HashMap<Entity, Option<KeyCode>>,
}

/// One controller's buttons this frame.
struct PadFrame {
    pad: Entity,
    just_pressed: Vec<GamepadButton>,
    just_released: Vec<GamepadButton>,
    direction: Option<KeyCode>,
}

/// The arrow the d-pad or the left stick points to, if any.
fn direction(gamepad: &Gamepad) -> Option<KeyCode> {
    for (button, key) in [
        (GamepadButton::DPadUp, KeyCode::ArrowUp),
        (GamepadButton::DPadDown, KeyCode::ArrowDown),
        (GamepadButton::DPadLeft, KeyCode::ArrowLeft),
        (GamepadButton::DPadRight, KeyCode::ArrowRight),
    ] {
        if gamepad.pressed(button) {
            return Some(key);
        }
    }
    let stick = gamepad.left_stick();
    if stick.length() < STICK_DIRECTION {
        return None;
    }
    // The stronger axis wins; up on the stick is +y.
    Some(if stick.x.abs() > stick.y.abs() {
        if stick.x > 0.0 {
            KeyCode::ArrowRight
        } else {
            KeyCode::ArrowLeft
        }
    } else if stick.y > 0.0 {
        KeyCode::ArrowUp
    } else {
        KeyCode::ArrowDown
    })
}

/// Where the pads' presses go this frame.
struct Context {
    /// A game is on screen with no dialog over it: the arrows and A are
    /// the board's.
    board: bool,
    /// The board belongs to the game itself (no rules book, editor or
    /// showcase): B drops a selection and Start opens the game menu.
    game: bool,
    /// The side to move, in a game between two people.
    hotseat_turn: Option<crate::rules::Side>,
}

fn context(world: &mut World) -> Context {
    let playing = world
        .get_resource::<State<Screen>>()
        .is_some_and(|s| *s.get() == Screen::Playing);
    let modal = world
        .query_filtered::<(), With<Modal>>()
        .iter(world)
        .next()
        .is_some();
    let board = playing && !modal;
    let game = board
        && world
            .get_resource::<GameOnBoard>()
            .is_none_or(|owner| (owner.0)(world));
    let two_people = world.get_resource::<Players>().is_some_and(|p| {
        p.0.iter()
            .all(|k| *k == crate::app::core::players::PlayerKind::Human)
    });
    let hotseat_turn = if game && two_people {
        active_ops(world)
            .and_then(|ops| (ops.summary)(world))
            .filter(|s| !s.over)
            .map(|s| s.turn)
    } else {
        None
    };
    Context {
        board,
        game,
        hotseat_turn,
    }
}

/// Presses and releases the keys the controllers' buttons stand for.
fn press_keys(world: &mut World, mut state: Local<PadKeys>) {
    let frames: Vec<PadFrame> = world
        .query::<(Entity, &Gamepad)>()
        .iter(world)
        .map(|(pad, gamepad)| PadFrame {
            pad,
            just_pressed: gamepad.get_just_pressed().copied().collect(),
            just_released: gamepad.get_just_released().copied().collect(),
            direction: direction(gamepad),
        })
        .collect();
    // A controller unplugged with a button down lets go of its keys.
    let connected: Vec<Entity> = frames.iter().map(|f| f.pad).collect();
    let mut release: Vec<KeyCode> = Vec::new();
    state.held.retain(|(pad, _, key)| {
        let keep = connected.contains(pad);
        if !keep {
            release.push(*key);
        }
        keep
    });
    state.directions.retain(|pad, held| {
        let keep = connected.contains(pad);
        if !keep {
            release.push(held.key);
        }
        keep
    });
    state.refused.retain(|pad, _| connected.contains(pad));
    if frames.is_empty() && release.is_empty() {
        return;
    }
    let context = context(world);
    let kind = world.get_resource::<ActiveGame>().map(|a| a.0);
    let game_keys = kind
        .and_then(|kind| PerGame::<GamePadKeys>::get(world, kind))
        .map_or(&[][..], |g| g.keys);
    let sides = world
        .get_resource::<PadSides>()
        .copied()
        .unwrap_or_default();
    let slots = world
        .get_resource::<PadSlots>()
        .cloned()
        .unwrap_or_default();
    let delta = world
        .get_resource::<Time>()
        .map_or(0.0, |t| t.delta_secs().min(0.1));
    let mut press: Vec<KeyCode> = Vec::new();
    let mut queued: Vec<fn(&mut World)> = Vec::new();
    let mut refused: Option<(usize, crate::rules::Side)> = None;
    let mut active = false;

    for frame in &frames {
        // Whether this controller may act on the board now.
        let number = slots.number(frame.pad).unwrap_or(slots.0.len() + 1);
        let board_side = sides.0.side_of(number);
        let may_act = match (context.hotseat_turn, board_side) {
            (Some(turn), Some(side)) => turn == side,
            _ => true,
        };
        let mut allowed = |on_board: bool| {
            let ok = !(context.board && on_board) || may_act;
            if !ok && let Some(side) = board_side {
                refused = Some((number, side));
            }
            ok
        };
        for button in &frame.just_released {
            state.held.retain(|(pad, b, key)| {
                let keep = !(*pad == frame.pad && b == button);
                if !keep {
                    release.push(*key);
                }
                keep
            });
        }
        for &button in &frame.just_pressed {
            let own = game_keys
                .iter()
                .find(|(b, _)| *b == button)
                .filter(|_| context.board)
                .map(|&(_, key)| (PadAction::Key(key), true));
            let shared = BINDINGS
                .iter()
                .find(|b| b.button == button)
                .map(|b| (b.action, b.on_board));
            let Some((action, on_board)) = own.or(shared) else {
                continue;
            };
            if !allowed(on_board) {
                continue;
            }
            match action {
                PadAction::Key(key) => {
                    press.push(key);
                    state.held.push((frame.pad, button, key));
                }
                PadAction::Cancel if context.game => queued.push(cancel_selection),
                PadAction::Menu if context.game => queued.push(open_menu),
                PadAction::Cancel | PadAction::Menu => {
                    press.push(KeyCode::Escape);
                    state.held.push((frame.pad, button, KeyCode::Escape));
                }
                PadAction::NextView if context.board => {
                    state.view = (state.view + 1) % 3;
                    let key = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3]
                        [usize::from(state.view)];
                    press.push(key);
                    state.held.push((frame.pad, button, key));
                }
                PadAction::NextView => {}
                PadAction::Undo if context.game => queued.push(undo),
                PadAction::Undo => {}
            }
        }
        // The d-pad and the left stick: the arrows, repeated while held. A
        // refused direction says so once, not on every frame it is held.
        let may_point = !context.board || may_act;
        if !may_point {
            if frame.direction.is_some() && state.refused.get(&frame.pad) != Some(&frame.direction)
            {
                refused = board_side.map(|side| (number, side));
            }
            state.refused.insert(frame.pad, frame.direction);
        }
        match frame.direction {
            Some(key) if may_point => {
                active = true;
                match state.directions.get_mut(&frame.pad) {
                    Some(held) if held.key == key => {
                        held.repeat_in -= delta;
                        if held.repeat_in <= 0.0 {
                            held.repeat_in += REPEAT_EVERY;
                            release.push(key);
                            press.push(key);
                        }
                    }
                    other => {
                        if let Some(old) = other {
                            release.push(old.key);
                        }
                        state.directions.insert(
                            frame.pad,
                            Held {
                                key,
                                repeat_in: REPEAT_DELAY,
                            },
                        );
                        press.push(key);
                    }
                }
            }
            _ => {
                if let Some(old) = state.directions.remove(&frame.pad) {
                    release.push(old.key);
                }
            }
        }
    }
    if let Some(mut keys) = world.get_resource_mut::<ButtonInput<KeyCode>>() {
        for key in release {
            keys.release(key);
        }
        for key in press {
            // Released first, so that a held key counts as pressed again.
            keys.release(key);
            keys.press(key);
        }
    }
    if let Some((number, side)) = refused {
        let t = crate::app::core::text::of_world(world);
        let text = fill(
            t.pad_not_your_turn,
            &[("number", &number), ("side", &t.side(side))],
        );
        world.write_message(Notice::warning(text));
    }
    for action in queued {
        action(world);
    }
    // A held direction repeats: the window must keep updating meanwhile.
    if active || !state.held.is_empty() {
        world.write_message(bevy::window::RequestRedraw);
    }
}

/// B on the board: drops a half-built move (and does nothing else).
fn cancel_selection(world: &mut World) {
    let Some(kind) = world.get_resource::<ActiveGame>().map(|a| a.0) else {
        return;
    };
    if let Some(hooks) = PerGame::<crate::app::core::registry::GameHooks>::get(world, kind) {
        (hooks.cancel_selection)(world);
    }
}

/// Back in a game: takes a move back.
fn undo(world: &mut World) {
    crate::app::features::undo::request(world, false);
}

/// Start in a game: the game menu.
fn open_menu(world: &mut World) {
    if let Some(opener) = world.get_resource::<MenuOpener>().copied() {
        (opener.0)(world);
    }
}
