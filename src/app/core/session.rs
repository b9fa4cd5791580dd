//! The game in progress: a history of plies over the pure rules state.
//!
//! [`Match`] is the only place where moves are applied. Input systems send a
//! [`MoveRequest`]; [`apply_move_requests`] plays it through
//! [`Rules::play`] and announces the result with [`MovePlayed`], carrying the
//! rules' effects for the views, sounds and move list.

use bevy::prelude::*;

use super::registry::{self, GameList, PerGame};
use super::screen::Screen;
use crate::app::core::schedule::AppSystems;
use crate::game_kind::GameKind;
use crate::rules::{Notation, Outcome, Rules, Side};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ActiveGame>();
    app.init_resource::<GameList>();
    app.add_message::<MoveRefused>();
    app.add_message::<NewGameStarted>();
    app.init_resource::<Reviewing>();
    app.init_resource::<SessionKind>();
    app.init_resource::<ClockChoice>();
}

/// Registers one game with the session: its place in the game list, its
/// messages, the move-applying system and its [`SessionOps`].
pub fn register<G: AppRules>(app: &mut App) {
    registry::register_kind(app, G::KIND);
    PerGame::add(app, G::KIND, SessionOps::of::<G>());
    app.add_message::<MoveRequest<G>>();
    app.add_message::<MovePlayed<G>>();
    app.add_systems(
        Update,
        (advance_replay::<G>, apply_move_requests::<G>)
            .chain()
            .in_set(AppSystems::Update),
    );
}

/// A game as the app's core knows it: rules with a notation, shareable
/// between systems and threads, and which game of the collection it is.
pub trait AppRules:
    Rules<Move: Send + Sync + 'static, Effects: Send + Sync + 'static>
    + Notation
    + Default
    + Send
    + Sync
    + 'static
{
    /// Which game this is.
    const KIND: GameKind;

    /// A match from an optional position and moves in the game's notation
    /// (`--position`, `--moves`); every move is checked by the rules and
    /// the first bad one is reported with its reason.
    fn new_match(position: Option<&str>, moves: Option<&str>) -> Result<Match<Self>, String> {
        notation_match(position, moves)
    }

    /// The named opening of the game from `start` after `moves` (the last
    /// named position it passed through), for a game that has named
    /// openings: a proper name, shown as it is in every language. `None`
    /// by default.
    fn opening(_start: &Self, _moves: &[Self::Move]) -> Option<String> {
        None
    }
}

/// The named opening of the position on show in `game` (while reviewing,
/// the reviewed one), see [`AppRules::opening`].
pub fn opening_on_show<G: AppRules>(game: &Match<G>) -> Option<String> {
    let moves: Vec<G::Move> = game.plies().iter().map(|ply| ply.mv).collect();
    G::opening(game.start(), &moves)
}

/// The side to move, the plies played and whether the game is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchSummary {
    pub plies: usize,
    pub turn: Side,
    pub over: bool,
}

/// What shared code can do with the match of a game it does not name, one
/// entry per registered game (see [`ops`]).
#[derive(Clone, Copy)]
pub struct SessionOps {
    /// Puts a new match on (see [`start_match`]).
    pub start: fn(&mut World, Option<&str>, Option<&str>) -> Result<(), String>,
    /// See [`take_back_for_replay`].
    pub take_back_for_replay: fn(&mut World),
    /// See [`queue_replay`].
    pub queue_replay: fn(&mut World),
    /// The match in play, if there is one.
    pub summary: fn(&World) -> Option<MatchSummary>,
    /// Declares a result outside the rules (resignation, agreed draw).
    pub declare: fn(&mut World, Outcome),
    /// Whether every replayed move has been shown (`None`: no replay).
    pub replay_done: fn(&World) -> Option<bool>,
    /// Drops a replay in progress.
    pub drop_replay: fn(&mut World),
    /// Moves the review cursor (see [`Match::review`]); whether an earlier
    /// position is on show now.
    pub review: fn(&mut World, Option<usize>) -> bool,
    /// Puts the match on the clock (`None`: untimed), from its start.
    pub set_clock: fn(&mut World, Option<crate::clock::TimeControl>),
}

impl SessionOps {
    fn of<G: AppRules>() -> Self {
        SessionOps {
            start: |world, position, moves| {
                world.insert_resource(G::new_match(position, moves)?);
                Ok(())
            },
            take_back_for_replay: take_back::<G>,
            queue_replay: queue::<G>,
            summary: |world| {
                let game = world.get_resource::<Match<G>>()?;
                Some(MatchSummary {
                    plies: game.plies().len(),
                    turn: game.current().turn(),
                    over: game.outcome().is_some(),
                })
            },
            declare: |world, outcome| {
                if let Some(mut game) = world.get_resource_mut::<Match<G>>() {
                    game.declared = Some(outcome);
                }
            },
            replay_done: |world| {
                world
                    .get_resource::<ReplayQueue<G>>()
                    .map(ReplayQueue::is_done)
            },
            drop_replay: |world| {
                world.remove_resource::<ReplayQueue<G>>();
            },
            review: |world, plies| {
                let Some(mut game) = world.get_resource_mut::<Match<G>>() else {
                    return false;
                };
                game.review(plies);
                game.is_reviewing()
            },
            set_clock: |world, control| {
                if let Some(mut game) = world.get_resource_mut::<Match<G>>() {
                    game.clock = control.map(crate::clock::GameClock::new);
                }
            },
        }
    }
}

/// The session's operations for `kind` (every registered game has them).
#[must_use]
pub fn ops(world: &World, kind: GameKind) -> Option<SessionOps> {
    PerGame::<SessionOps>::get(world, kind)
}

/// The session's operations for the game on screen.
#[must_use]
pub fn active_ops(world: &World) -> Option<SessionOps> {
    ops(world, world.resource::<ActiveGame>().0)
}

/// Whether an earlier position is being reviewed (moves are held back).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Reviewing(pub bool);

/// Shows the position after `plies` plies of the game on screen without
/// changing the game; `None` returns to the latest position (every game's).
pub fn review(world: &mut World, plies: Option<usize>) {
    let mut reviewing = false;
    if plies.is_some() {
        if let Some(ops) = active_ops(world) {
            reviewing = (ops.review)(world, plies);
        }
    } else {
        for ops in PerGame::<SessionOps>::all(world) {
            (ops.review)(world, None);
        }
    }
    if world.resource::<Reviewing>().0 != reviewing {
        world.insert_resource(Reviewing(reviewing));
    }
}

/// Run condition: not reviewing.
#[must_use]
pub fn not_reviewing(reviewing: Res<Reviewing>) -> bool {
    !reviewing.0
}

/// A fresh game was started by the player (title screen, menu, Ctrl+N).
#[derive(Message, Debug, Clone, Copy)]
pub struct NewGameStarted;

/// What the match on screen is. Only the player's own games are autosaved
/// and counted in the record; the showcase, the rules books and the
/// position editor set their kind while they run.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum SessionKind {
    /// The player's own game (a replay of it included).
    #[default]
    Play,
    /// A sample game of the showcase.
    Showcase,
    /// A step of a rules book.
    Lesson,
    /// A puzzle.
    Puzzle,
    /// A position being set up in the position editor.
    Setup,
    /// A review's better line played on the board (the game kept aside).
    Review,
}

/// Run condition: the playing screen shows `kind`.
pub fn is_playing(kind: GameKind) -> impl Fn(Res<ActiveGame>) -> bool + Clone {
    move |active: Res<ActiveGame>| active.0 == kind
}

/// Which game the playing screen shows.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ActiveGame(pub GameKind);

/// One move of the game, with what it did and the state after it.
#[derive(Debug, Clone)]
pub struct Ply<G: Rules> {
    pub mv: G::Move,
    pub effects: G::Effects,
    pub after: G,
}

/// A game in progress (or finished): the start state and every ply since.
#[derive(Resource, Debug, Clone)]
pub struct Match<G: Rules> {
    start: G,
    plies: Vec<Ply<G>>,
    /// A result declared outside the rules (resignation, agreed draw, a
    /// flag).
    pub declared: Option<Outcome>,
    /// The clocks of a timed game (see `features::clock`), travelling with
    /// the match wherever it goes (kept aside, undone, saved).
    pub clock: Option<crate::clock::GameClock<G::Move>>,
    /// Moves taken back by undo, the next one to redo last.
    redo: Vec<G::Move>,
    /// Which state of which match this is: new for every match and after
    /// every change of its plies, never reused in a run (see
    /// [`Match::version`]).
    version: u64,
    /// While an earlier position is reviewed: how many plies are on show
    /// (the rest of the game is kept, not played again).
    review: Option<usize>,
}

/// A new match version, unique in this run.
fn next_version() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl<G: Rules> Match<G> {
    /// A new game from `start`.
    pub fn new(start: G) -> Self {
        Match {
            start,
            plies: Vec::new(),
            declared: None,
            clock: None,
            redo: Vec::new(),
            version: next_version(),
            review: None,
        }
    }

    /// This match in this state: a search started for one version answers
    /// only that version (another game opened, a move taken back and
    /// another played, all change it, even at the same number of plies).
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The state on show: the game's latest state, or while reviewing the
    /// state after the plies on show.
    pub fn current(&self) -> &G {
        self.plies().last().map_or(&self.start, |p| &p.after)
    }

    /// The game's latest state, even while an earlier one is reviewed.
    pub fn latest(&self) -> &G {
        self.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// Whether an earlier position is on show (see [`Match::review`]).
    pub fn is_reviewing(&self) -> bool {
        self.review.is_some()
    }

    /// Shows the position after `plies` plies without changing the game;
    /// `None` (or the whole game's length) returns to the latest position.
    pub fn review(&mut self, plies: Option<usize>) {
        let review = plies.filter(|&n| n < self.plies.len());
        if review != self.review {
            self.review = review;
            self.version = next_version();
        }
    }

    /// The state the game started from.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The plies on show, in order: every ply so far, or while reviewing
    /// those up to the position on show.
    pub fn plies(&self) -> &[Ply<G>] {
        &self.plies[..self.review.unwrap_or(self.plies.len())]
    }

    /// Every ply of the game, also those after a reviewed position.
    pub fn all_plies(&self) -> &[Ply<G>] {
        &self.plies
    }

    /// The result, if the game is over (rules or declaration).
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.or_else(|| self.current().outcome())
    }

    /// The result of the whole game, whatever position is on show.
    pub fn final_outcome(&self) -> Option<Outcome> {
        self.declared.or_else(|| self.latest().outcome())
    }

    /// Takes back the last ply (the state before it becomes current).
    pub fn take_last(&mut self) -> Option<Ply<G>> {
        self.review = None;
        self.version = next_version();
        self.plies.pop()
    }

    /// Undo back to the previous decision of a person: takes back the last
    /// ply, then keeps going while the side to move would not be deciding —
    /// a computer's turn (so your move and its reply go together) or a
    /// forced move such as an Othello pass. Returns how many plies went.
    pub fn undo(&mut self, is_decision: impl Fn(&G) -> bool) -> usize {
        self.review = None;
        let mut taken = 0;
        while let Some(ply) = self.plies.pop() {
            self.redo.push(ply.mv);
            taken += 1;
            if is_decision(self.current()) {
                break;
            }
        }
        if taken > 0 {
            self.declared = None;
            self.version = next_version();
        }
        taken
    }

    /// The next move redo would play.
    pub fn redo_move(&self) -> Option<G::Move> {
        self.redo.last().copied()
    }

    /// Plays `mv` through the rules; an illegal move changes nothing and is
    /// handed back.
    pub fn play(&mut self, mv: G::Move) -> Result<&Ply<G>, G::Move> {
        // A reviewed position is not the game's: nothing is played there.
        if self.outcome().is_some() || self.is_reviewing() {
            return Err(mv);
        }
        match self.current().clone().play(mv) {
            Ok((after, effects)) => {
                // Redoing follows the branch; any other move drops it.
                if self.redo.last() == Some(&mv) {
                    self.redo.pop();
                } else {
                    self.redo.clear();
                }
                self.plies.push(Ply { mv, effects, after });
                self.version = next_version();
                Ok(self.plies.last().expect("just pushed"))
            }
            Err(illegal) => Err(illegal.mv),
        }
    }
}

/// A lone legal move the app plays by itself (an Othello pass): nobody's
/// decision, so undo and replay step past it and no clock runs for it.
#[must_use]
pub fn is_forced<G: AppRules>(state: &G) -> bool {
    let moves = state.legal_moves();
    moves.len() == 1 && state.move_text(moves[0]) == "pass"
}

/// A request to play a move, from a human's input (or later the computer).
#[derive(Message, Debug, Clone)]
pub struct MoveRequest<G: Rules>(pub G::Move);

/// A move was played: its index in the match and what it did.
#[derive(Message, Debug, Clone)]
pub struct MovePlayed<G: Rules> {
    pub index: usize,
    pub mv: G::Move,
    pub effects: G::Effects,
}

/// A check every requested move must pass before it is played, on top of
/// the rules (present only while a session needs it: a rules book's step
/// accepts only the moves its task asks for).
#[derive(Resource)]
pub struct MoveGate<G: Rules> {
    /// `Err` with the sentence that tells the player why not.
    pub check: Box<dyn Fn(&G, G::Move) -> Result<(), String> + Send + Sync>,
}

/// Present while a session sets the match's rule options itself (a rules
/// book's step under the family rules): the settings then leave the match
/// as it is.
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct RulesFixedBySession;

/// A requested move was legal but turned down by the [`MoveGate`].
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MoveRefused {
    pub reason: String,
}

/// Plays the requested moves through the rules, in order.
pub fn apply_move_requests<G: AppRules>(
    mut requests: MessageReader<MoveRequest<G>>,
    game: Option<ResMut<Match<G>>>,
    mut played: MessageWriter<MovePlayed<G>>,
    reviewing: Option<Res<Reviewing>>,
    gate: Option<Res<MoveGate<G>>>,
    mut refused: MessageWriter<MoveRefused>,
) {
    let Some(mut game) = game else {
        requests.clear();
        return;
    };
    if reviewing.is_some_and(|r| r.0) {
        // An earlier position is on show: the game itself must not change.
        requests.clear();
        return;
    }
    for MoveRequest(mv) in requests.read() {
        if let Some(gate) = &gate
            && game.current().is_legal(*mv)
            && let Err(reason) = (gate.check)(game.current(), *mv)
        {
            refused.write(MoveRefused { reason });
            continue;
        }
        match game.play(*mv) {
            Ok(ply) => {
                let effects = ply.effects.clone();
                played.write(MovePlayed {
                    index: game.plies().len() - 1,
                    mv: *mv,
                    effects,
                });
            }
            Err(mv) => warn!("ignored an illegal move request {mv:?}"),
        }
    }
}

/// A move taken back to be shown again (see [`take_back_for_replay`]).
#[derive(Resource)]
pub struct ReplayMove(Box<dyn FnOnce(&mut World) + Send + Sync>);

/// Takes back the last ply of the current match, so the board shows the
/// position before it; [`replay`] then asks for the move again, and it is
/// shown as a fresh, animated move (used by `--screenshot-at`).
pub fn take_back_for_replay(world: &mut World) {
    if let Some(ops) = active_ops(world) {
        (ops.take_back_for_replay)(world);
    }
}

fn take_back<G: AppRules>(world: &mut World) {
    let Some(mut game) = world.get_resource_mut::<Match<G>>() else {
        return;
    };
    if let Some(ply) = game.take_last() {
        let mv = ply.mv;
        world.insert_resource(ReplayMove(Box::new(move |world: &mut World| {
            world.write_message(MoveRequest::<G>(mv));
        })));
    }
}

/// Plays the move taken back by [`take_back_for_replay`] again.
pub fn replay(world: &mut World) {
    if let Some(ReplayMove(request)) = world.remove_resource::<ReplayMove>() {
        request(world);
    }
}

/// Moves still to be shown by `--replay` (or the replay controls), next
/// first at the end.
#[derive(Resource, Debug, Clone)]
pub struct ReplayQueue<G: Rules> {
    pending: Vec<G::Move>,
    /// Real time when the board last came to rest.
    rest_since: Option<std::time::Duration>,
    /// Paused: moves are shown only when stepped forward.
    pub paused: bool,
    /// The move this queue asked for last (not yet seen played).
    requested: Option<G::Move>,
}

impl<G: Rules> ReplayQueue<G> {
    /// An empty queue, paused or not.
    pub fn new(paused: bool) -> Self {
        ReplayQueue {
            pending: Vec::new(),
            rest_since: None,
            paused,
            requested: None,
        }
    }

    /// Whether every move has been shown.
    pub fn is_done(&self) -> bool {
        self.pending.is_empty()
    }

    /// The moves still to be shown, in the order they will be played (the
    /// one asked for and not yet played first).
    pub fn still_to_show(&self) -> Vec<G::Move> {
        self.requested
            .into_iter()
            .chain(self.pending.iter().rev().copied())
            .collect()
    }

    /// How many moves are still to be shown.
    pub fn remaining(&self) -> usize {
        self.pending.len()
    }

    /// Puts a taken-back move in front of the others.
    pub fn push_next(&mut self, mv: G::Move) {
        self.pending.push(mv);
    }

    /// Takes the next move to request it now.
    pub fn take_next(&mut self) -> Option<G::Move> {
        let mv = self.pending.pop()?;
        self.requested = Some(mv);
        self.rest_since = None;
        Some(mv)
    }

    /// Follows a move that was played: the one this queue asked for, the
    /// next one played by the rules themselves (a forced pass), or another
    /// move, which ends the replay (the game took a new branch). Returns
    /// whether the replay was dropped.
    pub fn follow(&mut self, mv: G::Move) -> bool {
        if self.requested == Some(mv) {
            self.requested = None;
            false
        } else if self.pending.last() == Some(&mv) {
            self.pending.pop();
            false
        } else if self.pending.is_empty() {
            false
        } else {
            self.pending.clear();
            self.paused = false;
            self.requested = None;
            true
        }
    }
}

/// Takes every ply back into a [`ReplayQueue`] so that they can be shown
/// one by one with their animations.
pub fn queue_replay(world: &mut World) {
    if let Some(ops) = active_ops(world) {
        (ops.queue_replay)(world);
    }
}

fn queue<G: AppRules>(world: &mut World) {
    let Some(mut game) = world.get_resource_mut::<Match<G>>() else {
        return;
    };
    let mut pending = Vec::new();
    while let Some(ply) = game.take_last() {
        pending.push(ply.mv);
    }
    world.insert_resource(ReplayQueue::<G> {
        pending,
        ..ReplayQueue::new(false)
    });
}

/// How long the board rests between replayed moves.
const REPLAY_PAUSE: std::time::Duration = std::time::Duration::from_millis(600);

/// Requests the next replayed move once the board has rested a moment.
/// (A move the rules played by themselves, such as an Othello forced pass,
/// is skipped: it is already on the board.)
pub fn advance_replay<G: AppRules>(
    queue: Option<ResMut<ReplayQueue<G>>>,
    game: Option<Res<Match<G>>>,
    busy: Res<super::anim::Busy>,
    clock: Res<Time<Real>>,
    mut requests: MessageWriter<MoveRequest<G>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let (Some(mut queue), Some(game)) = (queue, game) else {
        return;
    };
    if queue.pending.is_empty() || queue.paused {
        return;
    }
    redraw.write(bevy::window::RequestRedraw);
    if busy.active() {
        queue.rest_since = None;
        return;
    }
    let now = clock.elapsed();
    let rest_since = *queue.rest_since.get_or_insert(now);
    if now.saturating_sub(rest_since) < REPLAY_PAUSE {
        return;
    }
    let Some(mv) = queue.take_next() else {
        return;
    };
    if game.current().is_legal(mv) {
        requests.write(MoveRequest(mv));
    }
}

/// Puts the new match of `kind` on the clock the player chose
/// ([`ClockChoice`]), if any.
pub fn start_clock(world: &mut World, kind: GameKind) {
    let choice = world.get_resource::<ClockChoice>().and_then(|c| c.0);
    if let Some(ops) = ops(world, kind) {
        (ops.set_clock)(world, choice);
    }
}

/// The time control of the player's new games (`None`: untimed): the
/// `time_control` setting, or `--clock` for one run.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ClockChoice(pub Option<crate::clock::TimeControl>);

/// Sets up a new match of `kind` from an optional position and moves (in
/// the game's notation) and inserts it as a resource.
pub fn start_match(
    world: &mut World,
    kind: GameKind,
    position: Option<&str>,
    moves: Option<&str>,
) -> Result<(), String> {
    let ops = ops(world, kind).ok_or_else(|| format!("{kind} is not in this build"))?;
    (ops.start)(world, position, moves)
}

/// A match of a game whose moves are separate tokens (Gounki, checkers):
/// move numbers (`12.`) and result marks are skipped, every move is checked
/// by the rules and the first bad one is reported with its reason.
pub fn notation_match<G: AppRules>(
    position: Option<&str>,
    moves: Option<&str>,
) -> Result<Match<G>, String> {
    let start = match position {
        Some(text) => G::parse_position(text).map_err(|e| format!("--position: {e}"))?,
        None => G::default(),
    };
    let mut game = Match::new(start);
    for token in moves.unwrap_or("").split_whitespace() {
        let is_number = token
            .trim_end_matches('.')
            .chars()
            .all(|c| c.is_ascii_digit())
            && token.ends_with('.');
        if is_number || matches!(token, "*" | "1-0" | "0-1" | "1/2-1/2") {
            continue;
        }
        let mv = game
            .current()
            .parse_move(token)
            .map_err(|e| format!("--moves: {e}"))?;
        game.play(mv)
            .map_err(|_| format!("--moves: '{token}': not legal in this position"))?;
    }
    Ok(game)
}

/// Starts a fresh game of `kind` and switches to the playing screen.
pub fn start_new(world: &mut World, kind: GameKind) {
    if let Err(message) = start_from(world, kind, None) {
        warn!("{message}");
    }
}

/// Starts a new game of `kind` from `position` (its notation; `None`: the
/// start) and switches to the playing screen.
///
/// # Errors
/// Why the position cannot be played (nothing changes then).
pub fn start_from(world: &mut World, kind: GameKind, position: Option<&str>) -> Result<(), String> {
    start_match(world, kind, position, None)?;
    start_clock(world, kind);
    world.insert_resource(ActiveGame(kind));
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    world.write_message(NewGameStarted);
    Ok(())
}
