//! The rules books on the 3D board: a lesson is a session of its own.
//!
//! Opened from a game's card on the title screen (Rules), from a game (F1,
//! `?` or the game menu), or with `--lesson <game>:<chapter>.<step>`. Each
//! step puts its position ([`crate::lessons`]) on the real board as a
//! fresh [`Match`]:
//! - a step with a move shows it played through the rules, with its
//!   animation (a one-move [`ReplayQueue`]), and Replay shows it again;
//! - a task lets the reader play: a [`MoveGate`] lets through only the
//!   moves that meet the step's goal, and a wrong move is explained in one
//!   sentence (illegal moves never get that far: the games' own click
//!   guards refuse them with the rules' reasons). Show me plays the first
//!   answer. A task done by the reader counts as passed (Show me does not),
//!   and a chapter whose tasks are all passed is ticked in the contents and
//!   on the title card (`progress`).
//!
//! While a book is open both sides are people (no computer search starts),
//! nothing is autosaved, and a game it was opened from is kept aside and
//! comes back, as it was, when the book closes (Close or Esc).

mod offer;
mod panel;
mod progress;

#[cfg(test)]
mod fit_tests;

use bevy::prelude::*;

use crate::app::core::session::SessionKind;

use super::last_move::TouchedCells;
use crate::app::core::players::{PlayerKind, Players};
use crate::app::core::schedule::{AppSystems, Launch};
use crate::app::core::screen::Screen;
use crate::app::core::session::{
    ActiveGame, AppRules, Match, MoveGate, MovePlayed, MoveRefused, MoveRequest, ReplayQueue,
    RulesFixedBySession,
};
use crate::app::core::text::{self, Language, Strings, fill};
use crate::app::kit::board::{BoardCell, HintCells};
use crate::app::kit::camera::{HoldView, OrbitCamera};
use crate::game_kind::GameKind;
use crate::lessons::{self, Action, Miss, StepId, Teach};
use crate::rules::Notation;

pub use panel::{BookPanel, done_badge_with, step_text};
pub use progress::{BookProgress, ProgressFile};

pub(super) fn plugin(app: &mut App) {
    crate::app::features::clock::hold_while::<RulesBook>(app);
    app.add_plugins((panel::plugin, progress::plugin, offer::plugin));
    app.add_systems(Startup, open_from_launch);
    app.add_systems(
        Update,
        (keep_marks, yield_to_other_games)
            .in_set(AppSystems::Ui)
            .run_if(resource_exists::<RulesBook>.and_then(in_state(Screen::Playing))),
    );
}

/// A game's rules, its book and its board: what a lesson needs.
pub trait BookGame: AppRules + Teach + TouchedCells {
    /// The board cell of a square named in a step's marks.
    fn mark_cell(text: &str) -> Option<BoardCell>;

    /// The squares a move's effects concern beyond those the last-move
    /// tint shows: flipped discs, captured pieces, a crowning square. They
    /// are ringed once the move is shown.
    fn concerned(effects: &Self::Effects) -> Vec<BoardCell>;
}

/// Adds the book of one game.
pub fn register<G: BookGame>(app: &mut App) {
    let ops = BookOps {
        show: show::<G>,
        show_me: play_answer::<G>,
        clear: clear::<G>,
        drop_gate: drop_gate::<G>,
        keep_aside: take::<G>,
        replaced: replaced::<G>,
    };
    app.world_mut()
        .get_resource_or_init::<BookGames>()
        .0
        .push((G::book().game, ops));
    app.add_systems(
        Update,
        (
            follow_moves::<G>.run_if(resource_exists::<RulesBook>),
            offer::withdraw_on_move::<G>,
        )
            .in_set(AppSystems::Ui),
    );
}

/// Where the reader stands in the step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepState {
    /// A position to look at.
    Look,
    /// A move is shown.
    Watch,
    /// The reader is asked for a move (with the last refusal, if any).
    Try(Option<String>),
    /// The reader found it; whether that completed the chapter.
    Passed { chapter_done: bool },
    /// Show me played the answer.
    Shown,
}

/// The open rules book (present only while one is open).
#[derive(Resource)]
pub struct RulesBook {
    pub game: GameKind,
    pub at: StepId,
    pub state: StepState,
    /// The contents are on show (over the first step when the book opens).
    pub contents: bool,
    /// The squares ringed now (bit `index`): the step's own, and those its
    /// move concerned once it is shown.
    marks: u64,
    /// The squares the step itself points at.
    step_marks: u64,
    /// The step's starting position, to tell a match put on the board by
    /// something else (the book then closes).
    start_text: String,
    /// A Show me move is on its way: it does not pass the step.
    showing: bool,
    /// The step's own move has been played (it may still be animating).
    shown_played: bool,
    /// Puts back the game the book was opened from.
    back_to: Option<PutBack>,
    saved_players: Players,
}

impl RulesBook {
    /// The step on show.
    pub fn step(&self) -> &'static lessons::Step {
        lessons::step(lessons::book(self.game), self.at).expect("the book's own step")
    }

    /// The line under the step's text: what to do now.
    pub fn prompt(&self, t: &Strings) -> String {
        match &self.state {
            StepState::Look => t.book_look.to_string(),
            StepState::Watch => t.book_watch.to_string(),
            StepState::Try(None) => t.book_your_move.to_string(),
            StepState::Try(Some(reason)) => reason.clone(),
            StepState::Passed { chapter_done: true } => {
                format!("{} {}", t.book_passed, t.book_chapter_done)
            }
            StepState::Passed {
                chapter_done: false,
            } => t.book_passed.to_string(),
            StepState::Shown => t.book_shown.to_string(),
        }
    }

    /// Whether the step is as it will stay until the reader acts: its own
    /// move, if any, has been played.
    pub fn is_settled(&self) -> bool {
        self.state != StepState::Watch || self.shown_played
    }

    /// Whether this is the book's last step.
    pub fn is_last(&self) -> bool {
        lessons::steps(lessons::book(self.game))
            .last()
            .map(|(id, _)| id)
            == Some(self.at)
    }
}

/// `--lesson <game>:<chapter>.<step>` opens the book at that step.
fn open_from_launch(launch: Res<Launch>, mut commands: Commands) {
    if let Some((kind, at)) = launch.0.lesson {
        commands.queue(move |world: &mut World| {
            open_book(world, kind);
            if let Some(mut book) = world.get_resource_mut::<RulesBook>() {
                book.contents = false;
            }
            go_to(world, at);
        });
    }
}

/// Opens `kind`'s book at its contents, over the first step. A game on the
/// board is kept aside and comes back when the book closes.
pub fn open_book(world: &mut World, kind: GameKind) {
    if world.contains_resource::<RulesBook>() {
        return;
    }
    let playing = *world.resource::<State<Screen>>().get() == Screen::Playing;
    let back_to = playing.then(|| keep_aside(world)).flatten();
    let saved_players = world.get_resource::<Players>().cloned().unwrap_or_default();
    world.insert_resource(Players([PlayerKind::Human; 2]));
    world.insert_resource(HoldView(true));
    world.insert_resource(RulesFixedBySession);
    world.insert_resource(SessionKind::Lesson);
    world.insert_resource(RulesBook {
        game: kind,
        at: StepId {
            chapter: 1,
            step: 1,
        },
        state: StepState::Look,
        contents: true,
        marks: 0,
        step_marks: 0,
        start_text: String::new(),
        showing: false,
        shown_played: false,
        back_to,
        saved_players,
    });
    show_step(world);
}

/// Takes the game on the board off it, returning what puts it back (the
/// rules books and the position editor keep a game aside this way).
pub fn keep_aside(world: &mut World) -> Option<PutBack> {
    let kind = world.resource::<ActiveGame>().0;
    (ops(world, kind)?.keep_aside)(world)
}

/// What puts a game kept aside back on the board.
pub type PutBack = Box<dyn FnOnce(&mut World) + Send + Sync>;

fn take<G: AppRules>(world: &mut World) -> Option<PutBack> {
    let game = world.remove_resource::<Match<G>>()?;
    let queue = world.remove_resource::<ReplayQueue<G>>();
    let kind = world.resource::<ActiveGame>().0;
    Some(Box::new(move |world: &mut World| {
        world.insert_resource(game);
        if let Some(queue) = queue {
            world.insert_resource(queue);
        }
        world.insert_resource(ActiveGame(kind));
    }))
}

/// Shows the step the book is at: its position as a new match, its move
/// queued to be shown, its gate and its marks.
pub fn show_step(world: &mut World) {
    let kind = world.resource::<RulesBook>().game;
    let shown = ops(world, kind).ok_or_else(|| format!("{kind} has no book"));
    if let Err(message) = shown.and_then(|ops| (ops.show)(world)) {
        warn!("rules book: {message}");
        close_book(world);
        return;
    }
    world.insert_resource(ActiveGame(kind));
    // Each step is seen from White's side, as the texts describe it.
    let mut cameras = world.query::<&mut OrbitCamera>();
    for mut orbit in cameras.iter_mut(world) {
        orbit.yaw = 0.0;
    }
    // Entering the playing screen again builds the scene for this board.
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

fn show<G: BookGame>(world: &mut World) -> Result<(), String> {
    let book = world.resource::<RulesBook>();
    let step = book.step();
    let at = book.at;
    let start = G::lesson_start(step).map_err(|e| format!("step {at}: {e}"))?;
    let shown = lessons::shown_move(&start, step).map_err(|e| format!("step {at}: {e}"))?;
    let language = *world.resource::<Language>();
    world.insert_resource(Match::new(start.clone()));
    world.remove_resource::<ReplayQueue<G>>();
    let state = match step.action {
        Action::Look => StepState::Look,
        Action::Play(_) => {
            let mut queue = ReplayQueue::<G>::new(false);
            if let Some(mv) = shown {
                queue.push_next(mv);
            }
            world.insert_resource(queue);
            StepState::Watch
        }
        Action::Task(_) => StepState::Try(None),
    };
    let start_text = start.position_text();
    world.insert_resource(MoveGate::<G> {
        check: gate::<G>(step.action, start_text.clone(), language),
    });
    let marks = step
        .marks
        .iter()
        .filter_map(|m| G::mark_cell(m))
        .fold(0u64, |bits, cell| bits | 1 << cell.index());
    let mut book = world.resource_mut::<RulesBook>();
    book.state = state;
    book.marks = marks;
    book.start_text = start_text;
    book.showing = false;
    book.shown_played = false;
    Ok(())
}

/// The check a step puts on every move: only at the step's start, only the
/// shown move (so that it can be replayed), only a task's answers.
fn gate<G: BookGame>(
    action: Action,
    start_text: String,
    language: Language,
) -> Box<dyn Fn(&G, G::Move) -> Result<(), String> + Send + Sync> {
    Box::new(move |state: &G, mv: G::Move| {
        let t = text::of(language);
        if state.position_text() != start_text {
            return Err(t.book_step_over.to_string());
        }
        match action {
            Action::Look => Err(t.book_look.to_string()),
            Action::Play(text) if state.move_text(mv) == text => Ok(()),
            Action::Play(_) => Err(t.book_watch.to_string()),
            Action::Task(goal) => lessons::try_move(state, mv, goal)
                .map(|_| ())
                .map_err(|miss| explain(t, state, &miss)),
        }
    })
}

/// The one sentence that says why a move is not a task's answer.
fn explain<G: Notation>(t: &Strings, _state: &G, miss: &Miss) -> String {
    match miss {
        Miss::NotTheMove => t.book_miss_not_the_move.to_string(),
        Miss::Flips { got, want } => fill(t.book_miss_flips, &[("got", got), ("want", want)]),
        Miss::Captures { got, want } => fill(t.book_miss_captures, &[("got", got), ("want", want)]),
        Miss::EndsOn { got, want } => fill(t.book_miss_ends_on, &[("got", got), ("want", want)]),
        Miss::NoCrown => t.book_miss_no_crown.to_string(),
        Miss::NoWin => t.book_miss_no_win.to_string(),
        Miss::NoDeployment { want } => fill(t.book_miss_no_deployment, &[("want", want)]),
    }
}

/// Goes to a step of the open book (closing the contents).
pub fn go_to(world: &mut World, at: StepId) {
    let Some(mut book) = world.get_resource_mut::<RulesBook>() else {
        return;
    };
    if lessons::step(lessons::book(book.game), at).is_none() {
        warn!("rules book: there is no step {at}");
        return;
    }
    book.at = at;
    book.contents = false;
    show_step(world);
}

/// The next step (or nothing after the last one).
pub fn next_step(world: &mut World) {
    step_by(world, 1);
}

/// The step before (or nothing before the first one).
pub fn previous_step(world: &mut World) {
    step_by(world, -1);
}

fn step_by(world: &mut World, by: isize) {
    let Some(book) = world.get_resource::<RulesBook>() else {
        return;
    };
    let ids: Vec<StepId> = lessons::steps(lessons::book(book.game))
        .map(|(id, _)| id)
        .collect();
    let Some(here) = ids.iter().position(|&id| id == book.at) else {
        return;
    };
    if let Some(&to) = here.checked_add_signed(by).and_then(|i| ids.get(i)) {
        go_to(world, to);
    }
}

/// Plays the first answer of the task on show.
pub fn show_me(world: &mut World) {
    let Some(book) = world.get_resource::<RulesBook>() else {
        return;
    };
    if !book.step().is_task() || !matches!(book.state, StepState::Try(_)) {
        return;
    }
    let kind = book.game;
    if let Some(ops) = ops(world, kind)
        && let Err(message) = (ops.show_me)(world)
    {
        warn!("rules book: {message}");
    }
}

fn play_answer<G: BookGame>(world: &mut World) -> Result<(), String> {
    let step = world.resource::<RulesBook>().step();
    let Some(game) = world.get_resource::<Match<G>>() else {
        return Ok(());
    };
    let start = game.current().clone();
    if world.resource::<RulesBook>().start_text != start.position_text() {
        return Ok(());
    }
    if let Some(mv) = lessons::shown_move(&start, step).map_err(|e| e.to_string())? {
        world.resource_mut::<RulesBook>().showing = true;
        world.write_message(MoveRequest::<G>(mv));
    }
    Ok(())
}

/// Closes the book: the game it was opened from comes back (or the title
/// screen), with the players chosen before.
pub fn close_book(world: &mut World) {
    let Some(book) = world.remove_resource::<RulesBook>() else {
        return;
    };
    world.insert_resource(SessionKind::Play);
    if let Some(ops) = ops(world, book.game) {
        (ops.clear)(world);
    }
    end_session(world, book.saved_players);
    let next = match book.back_to {
        Some(put_back) => {
            put_back(world);
            Screen::Playing
        }
        None => Screen::Title,
    };
    world.resource_mut::<NextState<Screen>>().set(next);
}

/// Follows the moves played in a step: a task's answer passes it.
fn follow_moves<G: BookGame>(
    mut played: MessageReader<MovePlayed<G>>,
    mut refused: MessageReader<MoveRefused>,
    book: Option<ResMut<RulesBook>>,
    mut progress: ResMut<BookProgress>,
) {
    let Some(mut book) = book else {
        played.clear();
        refused.clear();
        return;
    };
    for reason in refused.read() {
        if matches!(book.state, StepState::Try(_)) {
            book.state = StepState::Try(Some(reason.reason.clone()));
        }
    }
    for played in played.read() {
        if book.state == StepState::Watch {
            book.shown_played = true;
        }
        book.marks = G::concerned(&played.effects)
            .iter()
            .fold(book.step_marks, |bits, cell| bits | 1 << cell.index());
        if !matches!(book.state, StepState::Try(_)) {
            continue;
        }
        if std::mem::take(&mut book.showing) {
            book.state = StepState::Shown;
        } else {
            let (game, at) = (book.game, book.at);
            progress.pass(game, at);
            let chapter_done = progress.chapter_done(game, at.chapter);
            book.state = StepState::Passed { chapter_done };
        }
    }
}

/// The step's marks stay on the board (a hint elsewhere clears its rings
/// when the match changes).
fn keep_marks(book: Res<RulesBook>, mut hints: ResMut<HintCells>) {
    if hints.0 != book.marks {
        hints.0 = book.marks;
    }
}

/// Another match put on the board while the book is open (a new game from
/// the game-over panel, a file opened) closes the book; that game stays.
fn yield_to_other_games(world: &mut World) {
    let book = world.resource::<RulesBook>();
    let kind = book.game;
    let active = world.resource::<ActiveGame>().0;
    let replaced = ops(world, kind).is_some_and(|ops| (ops.replaced)(world, &book.start_text));
    if active == kind && !replaced {
        return;
    }
    let book = world
        .remove_resource::<RulesBook>()
        .expect("checked by the run condition");
    world.insert_resource(SessionKind::Play);
    if let Some(ops) = ops(world, kind) {
        (ops.drop_gate)(world);
    }
    end_session(world, book.saved_players);
}

/// Undoes what opening the book set up: its rings, the held view, the
/// fixed rules and the players.
fn end_session(world: &mut World, saved_players: Players) {
    world.resource_mut::<HintCells>().0 = 0;
    world.insert_resource(HoldView(false));
    world.remove_resource::<RulesFixedBySession>();
    world.insert_resource(saved_players);
}

/// The game-generic parts of the books, one set per registered game.
#[derive(Clone, Copy)]
struct BookOps {
    show: fn(&mut World) -> Result<(), String>,
    show_me: fn(&mut World) -> Result<(), String>,
    /// Removes the book's match, queue and gate.
    clear: fn(&mut World),
    /// Removes the gate only (the match on the board stays).
    drop_gate: fn(&mut World),
    keep_aside: fn(&mut World) -> Option<PutBack>,
    /// Whether the book's match is gone or was replaced by one that does
    /// not start at the step's position (looked at only when it changed).
    replaced: fn(&World, &str) -> bool,
}

/// The registered games' book parts.
#[derive(Resource, Default)]
struct BookGames(Vec<(GameKind, BookOps)>);

fn ops(world: &World, kind: GameKind) -> Option<BookOps> {
    let games = world.get_resource::<BookGames>()?;
    games
        .0
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, ops)| *ops)
}

fn clear<G: BookGame>(world: &mut World) {
    world.remove_resource::<MoveGate<G>>();
    world.remove_resource::<ReplayQueue<G>>();
    world.remove_resource::<Match<G>>();
}

fn drop_gate<G: BookGame>(world: &mut World) {
    world.remove_resource::<MoveGate<G>>();
}

fn replaced<G: BookGame>(world: &World, start_text: &str) -> bool {
    match world.get_resource_ref::<Match<G>>() {
        None => true,
        Some(game) => game.is_changed() && game.start().position_text() != start_text,
    }
}
