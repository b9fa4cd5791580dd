//! The position editor on the 3D board: set up any position of a game,
//! then play it (people or the computer at any level, on either side) or
//! copy it.
//!
//! Opened from a game's card on the title screen (Set up: the start
//! position) or from the game menu (Edit this position: the position on
//! the board). The model is the pure [`crate::setup`]; this feature shows
//! it on the game's own board — each edit puts the edited position on as
//! a fresh [`Match`], so the game's scene draws it — and gives it a panel
//! (`panel`) and its input (`input`).
//!
//! While the editor is open the board's clicks are its own
//! ([`BoardTaken`]), both sides are people (no search starts), nothing is
//! autosaved or counted in the record ([`SessionKind::Setup`]), and the
//! game the editor was opened from is kept aside: Cancel (or Esc) brings
//! it back as it was. Play starts a new game from the position, which is
//! then a game like any other (autosaved, undoable back to the set-up
//! position, saved with its set-up). Another game put on the board
//! meanwhile (a paste, Open) closes the editor and stays.

mod input;
mod panel;
mod problems;

use bevy::prelude::*;

use crate::app::core::notice::Notice;
use crate::app::core::players::{PlayerKind, Players};
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{self, ActiveGame, AppRules, Match, SessionKind};
use crate::app::core::text::{self, Message, Strings};
use crate::app::kit::board::BoardCell;
use crate::app::kit::board::input::BoardTaken;
use crate::game_kind::GameKind;
use crate::rules::Side;
use crate::setup::{Editable, Setup, SetupError};

pub use panel::{EditorPanel, PaletteEntry};
pub use problems::problem_text;

pub(super) fn plugin(app: &mut App) {
    crate::app::features::clock::hold_while::<PositionEditor>(app);
    app.add_plugins((input::plugin, panel::plugin));
    app.add_systems(
        Startup,
        open_from_launch.after(crate::app::features::startup::apply_launch_options),
    );
}

/// `--setup` opens the editor on the board `--game` put on.
fn open_from_launch(launch: Res<crate::app::core::schedule::Launch>, mut commands: Commands) {
    if let (true, Some(kind)) = (launch.0.setup, launch.0.game) {
        commands.queue(move |world: &mut World| open_editor(world, kind, true));
    }
}

/// A game's adapter for the editor: where its squares are on the board and
/// what its palette's pieces are called.
pub trait EditGame: AppRules + Editable {
    /// The setup's square index (`file + 8 * rank`) shown on a board cell.
    fn setup_index(cell: BoardCell) -> usize;

    /// A palette piece's name ("White king").
    fn piece_name(t: &Strings, piece: Self::Piece) -> Message;
}

/// The editor, while it is open (whatever the game).
#[derive(Resource)]
pub struct PositionEditor {
    /// The game being set up.
    pub game: GameKind,
    /// The palette entry in hand: a piece of the game's palette, or, one
    /// past its end, "take off".
    pub tool: usize,
    /// How many entries the palette has ("take off" included).
    pub tools: usize,
    /// Who will play each side when the position is played.
    pub players: Players,
    /// The players chosen before the editor opened.
    saved_players: Players,
    /// Puts the game the editor was opened from back on the board.
    back_to: Option<crate::app::features::lessons::PutBack>,
}

impl PositionEditor {
    /// Whether the tool in hand takes pieces off.
    #[must_use]
    pub fn taking_off(&self) -> bool {
        self.tool + 1 == self.tools
    }
}

/// The setup being edited, of game `G`.
#[derive(Resource, Debug, Clone)]
pub struct EditedSetup<G: Editable>(pub Setup<G>);

/// What the shared parts of the editor ask of the game being set up.
#[derive(Clone, Copy)]
struct EditorOps {
    /// Puts the setup on (from the board's position, or the start).
    open: fn(&mut World, bool),
    /// The palette's size, "take off" included.
    tools: fn() -> usize,
    /// Takes the setup away.
    clear: fn(&mut World),
    /// Puts the setup's position on the board.
    show: fn(&mut World),
    /// The position text to play, or why it cannot be played.
    check: fn(&World) -> Result<String, SetupError>,
    /// Changes the side to move.
    toggle_turn: fn(&mut World),
    /// Starts again from an empty board (`true`) or the start position.
    reset: fn(&mut World, bool),
}

/// Registers `G` with the editor.
pub fn register<G: EditGame>(app: &mut App) {
    PerGame::add(
        app,
        G::KIND,
        EditorOps {
            open: open_setup::<G>,
            tools: || G::PIECES.len() + 1,
            clear: |world| {
                world.remove_resource::<EditedSetup<G>>();
            },
            show: show_setup::<G>,
            check: |world| {
                let setup = world.get_resource::<EditedSetup<G>>().ok_or(SetupError {
                    square: None,
                    problem: crate::setup::Problem::NoPieces,
                })?;
                setup.0.check().map(|position| position.position_text())
            },
            toggle_turn: |world| {
                if let Some(mut setup) = world.get_resource_mut::<EditedSetup<G>>() {
                    let turn = setup.0.turn().opponent();
                    setup.0.set_turn(turn);
                }
                show_setup::<G>(world);
            },
            reset: |world, empty| {
                let turn = world
                    .get_resource::<EditedSetup<G>>()
                    .map_or(Side::White, |s| s.0.turn());
                let setup = if empty {
                    Setup::<G>::empty(turn)
                } else {
                    Setup::<G>::start()
                };
                world.insert_resource(EditedSetup(setup));
                show_setup::<G>(world);
            },
        },
    );
    input::register::<G>(app);
    panel::register::<G>(app);
    app.add_systems(
        Update,
        yield_to_other_games::<G>
            .in_set(AppSystems::Ui)
            .run_if(resource_exists::<EditedSetup<G>>),
    );
}

/// Opens the editor for `kind`: on the position on the board when
/// `from_board` (and it is `kind`'s), else on the start position.
pub fn open_editor(world: &mut World, kind: GameKind, from_board: bool) {
    if world.contains_resource::<PositionEditor>() {
        return;
    }
    let Some(ops) = PerGame::<EditorOps>::get(world, kind) else {
        return;
    };
    crate::app::features::lessons::close_book(world);
    let playing = *world.resource::<State<Screen>>().get() == Screen::Playing;
    let same_game = world.resource::<ActiveGame>().0 == kind;
    // The setup is read before the game is kept aside.
    (ops.open)(world, from_board && same_game);
    let back_to = if playing {
        crate::app::features::lessons::keep_aside(world)
    } else {
        None
    };
    let saved_players = world.get_resource::<Players>().copied().unwrap_or_default();
    world.insert_resource(Players([PlayerKind::Human; 2]));
    world.insert_resource(SessionKind::Setup);
    world.insert_resource(BoardTaken);
    world.insert_resource(PositionEditor {
        game: kind,
        tool: 0,
        tools: (ops.tools)(),
        players: saved_players,
        saved_players,
        back_to,
    });
    world.insert_resource(ActiveGame(kind));
    show_setup_of(world, kind);
    // Entering the playing screen (again) builds the game's scene.
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

fn open_setup<G: EditGame>(world: &mut World, from_board: bool) {
    let setup = match world.get_resource::<Match<G>>() {
        Some(game) if from_board => Setup::of(game.current()),
        _ => Setup::<G>::start(),
    };
    world.insert_resource(EditedSetup(setup));
}

/// Puts the setup's position on the board as a fresh match (the scene
/// follows the match).
fn show_setup<G: EditGame>(world: &mut World) {
    let Some(shown) = world
        .get_resource::<EditedSetup<G>>()
        .map(|s| s.0.shown().clone())
    else {
        return;
    };
    world.insert_resource(Match::new(shown));
}

fn show_setup_of(world: &mut World, kind: GameKind) {
    if let Some(ops) = PerGame::<EditorOps>::get(world, kind) {
        (ops.show)(world);
    }
}

/// Leaves the editor: the game it was opened from comes back (or the
/// title screen).
pub fn cancel_editor(world: &mut World) {
    let Some(editor) = close(world) else {
        return;
    };
    world.insert_resource(editor.saved_players);
    let next = match editor.back_to {
        Some(put_back) => {
            put_back(world);
            Screen::Playing
        }
        None => Screen::Title,
    };
    world.resource_mut::<NextState<Screen>>().set(next);
}

/// Ends the editor's session, returning its state.
fn close(world: &mut World) -> Option<PositionEditor> {
    let editor = world.remove_resource::<PositionEditor>()?;
    if let Some(ops) = PerGame::<EditorOps>::get(world, editor.game) {
        (ops.clear)(world);
    }
    world.remove_resource::<BoardTaken>();
    world.insert_resource(SessionKind::Play);
    Some(editor)
}

/// Plays the position set up, with the players chosen in the editor; a
/// position that cannot be played stays in the editor with the reason.
pub fn play_setup(world: &mut World) {
    let Some(kind) = world.get_resource::<PositionEditor>().map(|e| e.game) else {
        return;
    };
    let Some(ops) = PerGame::<EditorOps>::get(world, kind) else {
        return;
    };
    let t = text::of_world(world);
    let position = match (ops.check)(world) {
        Ok(position) => position,
        Err(error) => {
            world.write_message(Notice::warning(problem_text(t, &error)));
            return;
        }
    };
    let Some(editor) = close(world) else {
        return;
    };
    // The game kept aside was autosaved with its last move; the new game
    // takes its place like New game does.
    drop(editor.back_to);
    world.insert_resource(editor.players);
    if let Err(message) = session::start_from(world, kind, Some(&position)) {
        world.write_message(Notice::warning(message));
    }
}

/// Analyses the position set up: it is played by two people with every
/// legal move's score on the board (the review's scores on the board).
pub fn analyse_setup(world: &mut World) {
    let Some(kind) = world
        .get_resource_mut::<PositionEditor>()
        .map(|mut editor| {
            editor.players = Players([PlayerKind::Human; 2]);
            editor.game
        })
    else {
        return;
    };
    let ready =
        PerGame::<EditorOps>::get(world, kind).is_some_and(|ops| (ops.check)(world).is_ok());
    if ready {
        world.insert_resource(crate::app::features::scores::ScoresOnBoard(true));
    }
    play_setup(world);
}

/// Another game or position put on the board (a paste, Open, a rules
/// book) closes the editor; what was put on stays.
fn yield_to_other_games<G: EditGame>(world: &mut World) {
    let Some(kind) = world.get_resource::<PositionEditor>().map(|e| e.game) else {
        world.remove_resource::<EditedSetup<G>>();
        return;
    };
    let session = *world.resource::<SessionKind>();
    let shown = world.resource::<EditedSetup<G>>().0.text();
    let on_board = world
        .get_resource::<Match<G>>()
        .map(|game| game.current().position_text());
    let active = world.resource::<ActiveGame>().0;
    if kind == G::KIND && active == kind && session == SessionKind::Setup && on_board == Some(shown)
    {
        return;
    }
    if let Some(editor) = close(world) {
        if session == SessionKind::Setup {
            world.insert_resource(SessionKind::Play);
        } else {
            world.insert_resource(session);
        }
        world.insert_resource(editor.saved_players);
        // The game's own panels come back with the screen.
        world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
    }
}

/// Changes the side to move of the setup (T, or the panel's button).
pub fn toggle_turn(world: &mut World) {
    if let Some(ops) = editor_ops(world) {
        (ops.toggle_turn)(world);
    }
}

/// Clears the board (`empty`) or puts the start position back.
pub fn reset_board(world: &mut World, empty: bool) {
    if let Some(ops) = editor_ops(world) {
        (ops.reset)(world, empty);
    }
}

fn editor_ops(world: &World) -> Option<EditorOps> {
    let kind = world.get_resource::<PositionEditor>()?.game;
    PerGame::<EditorOps>::get(world, kind)
}

/// The side to move's name in the editor ("White to move").
#[must_use]
pub fn to_move(t: &Strings, side: Side) -> String {
    text::fill(t.to_move, &[("side", &t.side(side))])
}
