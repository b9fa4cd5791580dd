//! Playing with gamepads (Bevy's `bevy_gilrs`), alone or two on one screen.
//!
//! A controller does what the keyboard does, so every screen, dialog and
//! game that works by keys works by pad, and nothing learns a second way:
//! each button stands for a key (see [`BINDINGS`]) and is pressed into
//! Bevy's keyboard input right after the input systems ran, before any of
//! the game's systems look at it ([`input`]). The d-pad and the left stick
//! are the arrows, with key repeat; A is Enter (a click on the board
//! cursor's square, or the focused button), B cancels a half-built move on
//! the board and is Esc in dialogs (back), X asks for a hint (H), Y opens
//! the keys dialog (F1), Start the game menu, Back/Select takes a move back
//! (as Ctrl+Z), RB is Space (skip an animation, confirm a Gounki deployment) and LB
//! steps through the three preset views; the stick clicks are the game's
//! own ([`PadGame`]). The right stick turns the view and the triggers zoom
//! ([`camera`]).
//!
//! Two controllers in a game between two people: the `controller_sides`
//! setting gives controller 1 and 2 a side each (by default any controller
//! plays the side to move); the board ignores the controller whose side is
//! not to move and says so in a notice. Menus and dialogs answer any pad.
//! Controllers are numbered in the order they were connected; connecting
//! and disconnecting one is announced ([`notices`]).
//!
//! What is written here by hand: the button-to-key table and the stick's
//! key repeat (Bevy has no input-action layer); the d-pad's directional
//! focus is Bevy's (`kit::focus`).

use bevy::input::gamepad::GamepadButton;
use bevy::prelude::*;

use crate::app::core::registry::PerGame;
use crate::app::core::session::AppRules;
use crate::app::core::text::{Message, Strings};

mod camera;
pub mod input;
mod notices;
mod wake;

pub use crate::persist::settings::ControllerSides;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PadSides>();
    app.init_resource::<PadSlots>();
    app.add_plugins((input::plugin, camera::plugin, notices::plugin));
}

/// What only a real window needs: waking the idle window when a controller
/// is used.
pub(super) fn windowed_plugin(app: &mut App) {
    app.add_plugins(wake::plugin);
}

/// The `controller_sides` setting.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PadSides(pub ControllerSides);

/// The connected controllers, in the order they were connected: controller
/// 1 is the first.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct PadSlots(pub Vec<Entity>);

impl PadSlots {
    /// The controller's number (1, 2, …), if it is connected.
    #[must_use]
    pub fn number(&self, pad: Entity) -> Option<usize> {
        self.0.iter().position(|&e| e == pad).map(|i| i + 1)
    }
}

/// What a button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PadAction {
    /// Presses this key while the button is held.
    Key(KeyCode),
    /// On the board: drops a half-built move. Elsewhere: Esc (back).
    Cancel,
    /// In a game: opens the game menu. Elsewhere: Esc (back).
    Menu,
    /// In a game: the next of the preset views.
    NextView,
    /// In a game: takes a move back (as Ctrl+Z or the Undo button).
    Undo,
}

/// One button's meaning, and whether it acts on the board (where only the
/// controller of the side to move may act).
#[derive(Debug, Clone, Copy)]
pub struct PadBinding {
    pub button: GamepadButton,
    pub action: PadAction,
    pub on_board: bool,
}

const fn bind(button: GamepadButton, action: PadAction, on_board: bool) -> PadBinding {
    PadBinding {
        button,
        action,
        on_board,
    }
}

/// The buttons every screen shares (the d-pad is in [`input`]: it is the
/// arrows, with repeat).
pub const BINDINGS: [PadBinding; 8] = [
    bind(GamepadButton::South, PadAction::Key(KeyCode::Enter), true),
    bind(GamepadButton::East, PadAction::Cancel, true),
    bind(GamepadButton::West, PadAction::Key(KeyCode::KeyH), true),
    bind(GamepadButton::North, PadAction::Key(KeyCode::F1), false),
    bind(GamepadButton::Start, PadAction::Menu, false),
    bind(GamepadButton::Select, PadAction::Undo, true),
    bind(
        GamepadButton::RightTrigger,
        PadAction::Key(KeyCode::Space),
        true,
    ),
    bind(GamepadButton::LeftTrigger, PadAction::NextView, false),
];

/// A game's own buttons on a controller (the stick clicks), beside the
/// shared [`BINDINGS`].
pub trait PadGame: AppRules {
    /// Each button and the key it stands for on this game's board.
    fn pad_keys() -> &'static [(GamepadButton, KeyCode)] {
        &[]
    }

    /// The line the keys dialog shows for [`PadGame::pad_keys`].
    fn pad_help(_t: &Strings) -> Option<Message> {
        None
    }
}

/// A game's own buttons, as shared code finds them.
#[derive(Clone, Copy)]
pub struct GamePadKeys {
    pub keys: &'static [(GamepadButton, KeyCode)],
    pub help: fn(&Strings) -> Option<Message>,
}

/// Registers game `G`'s own buttons.
pub fn register<G: PadGame>(app: &mut App) {
    PerGame::add(
        app,
        G::KIND,
        GamePadKeys {
            keys: G::pad_keys(),
            help: G::pad_help,
        },
    );
}
