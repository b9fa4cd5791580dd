//! Puzzles on the 3D board (issue #45): a puzzle session is a session of
//! its own, like a rules book's.
//!
//! Opened from a game's card on the title screen or the game menu
//! (Puzzles), or from a review (Retry this position). Each puzzle
//! ([`crate::puzzles`]) is put on the real board as a fresh [`Match`],
//! seen from the solver's side:
//! - the player moves as in a game (mouse, keyboard, controller); a
//!   [`MoveGate`] lets through only the moves that count at the step, and
//!   a wrong one is refused with "Not this one" and, where the proof finds
//!   it, why (the opponent's answer, the exact result);
//! - the opponent's replies come by themselves, animated (a one-move
//!   [`ReplayQueue`]);
//! - Hint rings the piece to move; Show solution plays the rest of the
//!   line with the normal animations; Next puzzle picks the unsolved
//!   puzzle of the set nearest the player's rating.
//!
//! A puzzle counts once for the rating (Glicko-2, [`progress`]): solved
//! if the player found every move with no wrong move, hint or solution.
//! The sets: every bundled puzzle, one theme's, or the player's own
//! mistakes (every Mistake and Blunder of the people in a reviewed game,
//! added when its review is done, [`mistakes`]).
//!
//! While puzzles are open both sides are people (no computer search
//! starts), nothing is autosaved, and a game they were opened from is kept
//! aside and comes back, as it was, when they close (Close or Esc).

mod mistakes;
mod panel;
pub mod progress;

use bevy::prelude::*;

use super::lessons::{BookGame, PutBack, keep_aside};
use crate::analysis::AnalysisGame;
use crate::app::core::notice::Notice;
use crate::app::core::players::{PlayerKind, Players};
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{
    ActiveGame, AppRules, Match, MoveGate, MovePlayed, MoveRefused, ReplayQueue,
    RulesFixedBySession, SessionKind,
};
use crate::app::core::text::{self, Language, Strings, fill};
use crate::app::kit::board::{BoardCell, HintCells};
use crate::app::kit::camera::hotseat::{HotseatView, yaw_for};
use crate::app::kit::camera::{HoldView, OrbitCamera};
use crate::game_kind::GameKind;
use crate::puzzles::prove::{PuzzleRules, WhyNot};
use crate::puzzles::{Goal, Puzzle, Theme, bundled};
use crate::rules::{Notation, Side};

pub use mistakes::{is_retryable, retry_position};
pub use panel::PuzzlePanel;
pub use progress::{PuzzleFile, Puzzles};

pub(super) fn plugin(app: &mut App) {
    crate::app::features::clock::hold_while::<PuzzleSession>(app);
    app.add_plugins((panel::plugin, progress::plugin, mistakes::plugin));
    // After the puzzle file is read (its ratings choose nothing here, but
    // the session records into it).
    app.add_systems(Startup, open_from_launch.after(progress::load));
    app.add_systems(
        Update,
        (keep_marks, face_the_solver, yield_to_other_games)
            .in_set(AppSystems::Ui)
            .run_if(resource_exists::<PuzzleSession>.and_then(in_state(Screen::Playing))),
    );
}

/// A game's rules, its prover and its board: what a puzzle needs.
pub trait PuzzleGame: BookGame + PuzzleRules + AnalysisGame {
    /// The cell Hint rings for `mv` played from `state`: the piece that
    /// moves (Othello: the square the disc goes on).
    fn hint_cell(state: &Self, mv: Self::Move) -> Option<BoardCell>;
}

/// Adds the puzzles of one game.
pub fn register<G: PuzzleGame>(app: &mut App)
where
    G::Move: Send + Sync,
{
    let ops = PuzzleOps {
        show: show::<G>,
        hint: hint::<G>,
        solution: solution::<G>,
        clear: clear::<G>,
        drop_gate: drop_gate::<G>,
        replaced: replaced::<G>,
    };
    app.world_mut()
        .get_resource_or_init::<PuzzleGames>()
        .0
        .push((<G as AppRules>::KIND, ops));
    app.add_systems(
        Update,
        follow_moves::<G>
            .run_if(resource_exists::<PuzzleSession>)
            .in_set(AppSystems::Ui),
    );
    mistakes::register::<G>(app);
}

/// Which puzzles are offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleSet {
    /// Every bundled puzzle of the game.
    All,
    /// The bundled puzzles of one theme.
    Theme(Theme),
    /// The player's own mistakes.
    Mine,
}

/// Where the player stands in the puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleState {
    /// The player is asked for a move (with the last refusal, if any).
    Solving(Option<String>),
    /// The opponent's reply is on its way.
    Replying,
    /// The player found every move.
    Solved,
    /// Show solution played the line.
    Shown,
    /// The set has no puzzle (no mistakes of one's own yet).
    Empty,
}

/// The open puzzles (present only while they are open).
#[derive(Resource)]
pub struct PuzzleSession {
    pub game: GameKind,
    pub set: PuzzleSet,
    /// The puzzle on the board (`None`: the set is empty).
    pub puzzle: Option<Puzzle>,
    /// The next step of the puzzle's line to be played.
    pub step: usize,
    pub state: PuzzleState,
    /// No wrong move, hint or solution yet: a solve would count.
    pub clean: bool,
    /// The rating before and after this puzzle's result (once counted).
    pub rated: Option<(f64, f64)>,
    /// The cells ringed (bit `index`): the hint's.
    marks: u64,
    /// The puzzle's starting position, to tell a match put on the board by
    /// something else (the puzzles then close).
    start_text: String,
    /// A Show solution line is being played.
    showing: bool,
    /// The camera is still to be turned behind the solver (the board's
    /// camera may not exist yet when puzzles open from the title screen).
    face: bool,
    /// The position (text) before each step of the line.
    before: Vec<String>,
    back_to: Option<PutBack>,
    saved_players: Players,
}

impl PuzzleSession {
    /// The solver's side (the side to move in the puzzle's position).
    #[must_use]
    pub fn solver(&self) -> Option<Side> {
        self.puzzle
            .as_ref()
            .and_then(crate::puzzles::registry::solver_side)
    }

    /// The task: "White to play and win".
    #[must_use]
    pub fn task(&self, t: &Strings) -> String {
        let (Some(puzzle), Some(side)) = (&self.puzzle, self.solver()) else {
            return t.puzzle_none_mine.to_string();
        };
        let side = t.side(side);
        match puzzle.goal {
            Goal::Win => fill(t.puzzle_task_win, &[("side", &side)]),
            Goal::Best { .. } => fill(t.puzzle_task_best, &[("side", &side)]),
            Goal::Material { pieces } => fill(
                t.puzzle_task_material,
                &[("side", &side), ("count", &pieces)],
            ),
            Goal::Crown => fill(t.puzzle_task_crown, &[("side", &side)]),
            Goal::Exit => fill(t.puzzle_task_exit, &[("side", &side)]),
            Goal::Better => fill(t.puzzle_task_better, &[("side", &side)]),
        }
    }

    /// The line under the task: what to do now.
    #[must_use]
    pub fn prompt(&self, t: &Strings) -> String {
        let rating = |(before, after): (f64, f64)| {
            let change = after.round() - before.round();
            (format!("{}", after.round()), format!("{change:+}"))
        };
        match &self.state {
            PuzzleState::Solving(None) => t.puzzle_your_move.to_string(),
            PuzzleState::Solving(Some(reason)) => reason.clone(),
            PuzzleState::Replying => t.puzzle_reply.to_string(),
            PuzzleState::Solved => match self.rated {
                Some(change) if self.clean => {
                    let (r, c) = rating(change);
                    fill(t.puzzle_solved_rating, &[("rating", &r), ("change", &c)])
                }
                _ => t.puzzle_solved.to_string(),
            },
            PuzzleState::Shown => t.puzzle_shown.to_string(),
            PuzzleState::Empty => t.puzzle_none_mine.to_string(),
        }
    }

    /// How many of the solver's moves the puzzle asks for.
    #[must_use]
    pub fn moves_to_find(&self) -> usize {
        self.puzzle.as_ref().map_or(0, Puzzle::solver_moves)
    }

    /// Whether the puzzle is over (solved or shown).
    #[must_use]
    pub fn is_over(&self) -> bool {
        matches!(self.state, PuzzleState::Solved | PuzzleState::Shown)
    }
}

/// Opens `kind`'s puzzles at the unsolved puzzle nearest the player's
/// rating. A game on the board is kept aside and comes back when they
/// close.
pub fn open_puzzles(world: &mut World, kind: GameKind) {
    open_with(world, kind, PuzzleSet::All, None);
}

/// `--puzzle <id>` opens that bundled puzzle.
fn open_from_launch(launch: Res<crate::app::core::schedule::Launch>, mut commands: Commands) {
    if let Some((kind, id)) = launch.0.puzzle.clone() {
        commands.queue(move |world: &mut World| open_bundled(world, kind, &id));
    }
}

/// Opens `kind`'s puzzles at the bundled puzzle `id` (every puzzle of the
/// game is the set); an unknown id opens them as [`open_puzzles`] does.
pub fn open_bundled(world: &mut World, kind: GameKind, id: &str) {
    open_with(world, kind, PuzzleSet::All, Some(id.to_string()));
}

/// Opens the player's own puzzles of `kind` at `id` (Retry this
/// position).
pub fn open_mine(world: &mut World, kind: GameKind, id: String) {
    open_with(world, kind, PuzzleSet::Mine, Some(id));
}

fn open_with(world: &mut World, kind: GameKind, set: PuzzleSet, id: Option<String>) {
    if let Some(mut session) = world.get_resource_mut::<PuzzleSession>() {
        // Already open (a review's retry from inside them): switch.
        session.set = set;
        session.game = kind;
    } else {
        let playing = *world.resource::<State<Screen>>().get() == Screen::Playing;
        // A review of the game kept aside ends first (its cursor goes back
        // to the game's last move).
        if playing {
            crate::app::features::review::close_review(world);
        }
        let back_to = playing.then(|| keep_aside(world)).flatten();
        let saved_players = world.get_resource::<Players>().cloned().unwrap_or_default();
        world.insert_resource(Players([PlayerKind::Human; 2]));
        world.insert_resource(HoldView(true));
        world.insert_resource(RulesFixedBySession);
        world.insert_resource(SessionKind::Puzzle);
        world.insert_resource(PuzzleSession {
            game: kind,
            set,
            puzzle: None,
            step: 0,
            state: PuzzleState::Empty,
            clean: true,
            rated: None,
            marks: 0,
            start_text: String::new(),
            showing: false,
            face: true,
            before: Vec::new(),
            back_to,
            saved_players,
        });
    }
    let chosen = id
        .and_then(|id| set_of(world).into_iter().find(|p| p.id == id))
        .or_else(|| choose(world, None));
    put_on_board(world, chosen);
}

/// The puzzles of the session's set.
fn set_of(world: &World) -> Vec<Puzzle> {
    let session = world.resource::<PuzzleSession>();
    let kind = session.game;
    match session.set {
        PuzzleSet::All => bundled(kind).to_vec(),
        PuzzleSet::Theme(theme) => bundled(kind)
            .iter()
            .filter(|p| p.themes.contains(&theme))
            .cloned()
            .collect(),
        PuzzleSet::Mine => world.resource::<Puzzles>().personal(kind).to_vec(),
    }
}

/// The next puzzle: the unsolved one of the set nearest the player's
/// rating (any other when all are solved), never the one on show.
fn choose(world: &World, current: Option<&str>) -> Option<Puzzle> {
    let kind = world.resource::<PuzzleSession>().game;
    let puzzles = world.resource::<Puzzles>();
    let rating = puzzles.rating(kind).rating;
    let set = set_of(world);
    let distance = |p: &&Puzzle| ((f64::from(p.rating) - rating).abs() * 10.0) as u64;
    let others = || set.iter().filter(|p| Some(p.id.as_str()) != current);
    others()
        .filter(|p| !puzzles.was_solved(kind, &p.id))
        .min_by_key(distance)
        .or_else(|| others().min_by_key(distance))
        .or_else(|| set.first())
        .cloned()
}

/// The next puzzle of the set.
pub fn next_puzzle(world: &mut World) {
    let current = world
        .get_resource::<PuzzleSession>()
        .and_then(|s| s.puzzle.as_ref().map(|p| p.id.clone()));
    if current.is_none() && !world.contains_resource::<PuzzleSession>() {
        return;
    }
    let next = choose(world, current.as_deref());
    put_on_board(world, next);
}

/// The same puzzle from its start (it no longer counts for the rating).
pub fn retry_puzzle(world: &mut World) {
    let Some(puzzle) = world
        .get_resource::<PuzzleSession>()
        .and_then(|s| s.puzzle.clone())
    else {
        return;
    };
    put_on_board(world, Some(puzzle));
}

/// Steps to the next set: every puzzle, then each theme the game's
/// puzzles have, then the player's own mistakes.
pub fn cycle_set(world: &mut World) {
    let Some(session) = world.get_resource::<PuzzleSession>() else {
        return;
    };
    let kind = session.game;
    let mut sets = vec![PuzzleSet::All];
    sets.extend(
        Theme::ALL
            .into_iter()
            .filter(|t| bundled(kind).iter().any(|p| p.themes.contains(t)))
            .map(PuzzleSet::Theme),
    );
    sets.push(PuzzleSet::Mine);
    let here = sets.iter().position(|s| *s == session.set).unwrap_or(0);
    world.resource_mut::<PuzzleSession>().set = sets[(here + 1) % sets.len()];
    let next = choose(world, None);
    put_on_board(world, next);
}

/// Puts `puzzle` on the board (or the empty set's message).
fn put_on_board(world: &mut World, puzzle: Option<Puzzle>) {
    let kind = world.resource::<PuzzleSession>().game;
    {
        let mut session = world.resource_mut::<PuzzleSession>();
        session.step = 0;
        session.clean = true;
        session.rated = None;
        session.marks = 0;
        session.showing = false;
        session.face = true;
        session.state = if puzzle.is_some() {
            PuzzleState::Solving(None)
        } else {
            PuzzleState::Empty
        };
        session.puzzle = puzzle;
    }
    let Some(ops) = ops(world, kind) else {
        warn!("puzzles: {kind} has none");
        close_puzzles(world);
        return;
    };
    if world.resource::<PuzzleSession>().puzzle.is_some()
        && let Err(message) = (ops.show)(world)
    {
        warn!("puzzles: {message}");
        world.resource_mut::<PuzzleSession>().puzzle = None;
        world.resource_mut::<PuzzleSession>().state = PuzzleState::Empty;
    }
    if world.resource::<PuzzleSession>().puzzle.is_none() {
        // Nothing to solve: the game's start stays under the message.
        (ops.clear)(world);
        (ops.show)(world).ok();
    }
    world.insert_resource(ActiveGame(kind));
    // Say the task (screen readers hear it from the notices' live region).
    let language = *world.resource::<Language>();
    let task = world.resource::<PuzzleSession>().task(language.strings());
    world.write_message(Notice::info(task));
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

/// The moves that count, and who plays, at each step of a puzzle's line:
/// the position before the step (its text) and the moves.
struct Steps {
    before: Vec<String>,
    moves: Vec<Vec<String>>,
}

fn steps_of<G: PuzzleGame>(start: &G, puzzle: &Puzzle) -> Result<Steps, String> {
    let mut pos = start.clone();
    let mut before = Vec::new();
    for (i, step) in puzzle.line.iter().enumerate() {
        before.push(pos.position_text());
        let mv = pos
            .parse_move(&step[0])
            .map_err(|e| format!("{}: step {}: {e}", puzzle.id, i + 1))?;
        pos = pos
            .play(mv)
            .map_err(|_| format!("{}: step {}: {} is not legal", puzzle.id, i + 1, step[0]))?
            .0;
    }
    Ok(Steps {
        before,
        moves: puzzle.line.clone(),
    })
}

fn show<G: PuzzleGame>(world: &mut World) -> Result<(), String>
where
    G::Move: Send + Sync,
{
    world.remove_resource::<ReplayQueue<G>>();
    world.remove_resource::<MoveGate<G>>();
    let Some(puzzle) = world.resource::<PuzzleSession>().puzzle.clone() else {
        let mut session = world.resource_mut::<PuzzleSession>();
        session.start_text = G::default().position_text();
        session.before.clear();
        world.insert_resource(Match::new(G::default()));
        return Ok(());
    };
    let start = G::parse_position(&puzzle.position).map_err(|e| format!("{}: {e}", puzzle.id))?;
    let steps = steps_of(&start, &puzzle)?;
    let before = steps.before.clone();
    let language = *world.resource::<Language>();
    world.insert_resource(Match::new(start.clone()));
    let start_text = start.position_text();
    world.insert_resource(MoveGate::<G> {
        check: gate::<G>(start, puzzle.goal, steps, language),
    });
    let mut session = world.resource_mut::<PuzzleSession>();
    session.start_text = start_text;
    session.before = before;
    Ok(())
}

/// The check a puzzle puts on every move: at each step only the moves
/// that count (the replies come by themselves), and a wrong move refused
/// with why.
fn gate<G: PuzzleGame>(
    start: G,
    goal: Goal,
    steps: Steps,
    language: Language,
) -> Box<dyn Fn(&G, G::Move) -> Result<(), String> + Send + Sync> {
    let total = u32::try_from(steps.moves.len().div_ceil(2)).unwrap_or(1);
    Box::new(move |state: &G, mv: G::Move| {
        let t = text::of(language);
        let here = state.position_text();
        let Some(i) = steps.before.iter().position(|b| *b == here) else {
            return Err(t.puzzle_over.to_string());
        };
        if steps.moves[i].contains(&state.move_text(mv)) {
            return Ok(());
        }
        if i % 2 == 1 {
            return Err(t.puzzle_wait.to_string());
        }
        if goal == Goal::Better {
            return Err(t.puzzle_not_this_one.to_string());
        }
        let left = total - u32::try_from(i / 2).unwrap_or(0);
        Err(explain(t, state, state.why_not(&start, goal, left, mv)))
    })
}

/// "Not this one", and why when the proof says.
fn explain<G: Notation>(t: &Strings, state: &G, why: Option<WhyNot<G::Move>>) -> String {
    let opponent = t.side(state.turn().opponent());
    match why {
        None => t.puzzle_not_this_one.to_string(),
        Some(WhyNot::Result { got, best }) => fill(
            t.puzzle_why_result,
            &[("got", &format!("{got:+}")), ("best", &format!("{best:+}"))],
        ),
        // No game's move text depends on the position it is played from.
        Some(WhyNot::Answer(reply)) => fill(
            t.puzzle_why_answer,
            &[("side", &opponent), ("move", &state.move_text(reply))],
        ),
        Some(WhyNot::OpponentWins(reply)) => fill(
            t.puzzle_why_opponent_wins,
            &[("side", &opponent), ("move", &state.move_text(reply))],
        ),
    }
}

/// Rings the piece of the step's first move that counts (and the puzzle
/// no longer counts as solved cleanly).
pub fn show_hint(world: &mut World) {
    let Some(session) = world.get_resource::<PuzzleSession>() else {
        return;
    };
    if !matches!(session.state, PuzzleState::Solving(_)) {
        return;
    }
    if let Some(ops) = ops(world, session.game) {
        (ops.hint)(world);
    }
    count_result(world, false);
}

fn hint<G: PuzzleGame>(world: &mut World) {
    let step = world.resource::<PuzzleSession>().step;
    let Some(puzzle) = world.resource::<PuzzleSession>().puzzle.clone() else {
        return;
    };
    let Some(game) = world.get_resource::<Match<G>>() else {
        return;
    };
    let state = game.current().clone();
    let Some(mv) = puzzle
        .line
        .get(step)
        .and_then(|s| state.parse_move(&s[0]).ok())
    else {
        return;
    };
    if let Some(cell) = G::hint_cell(&state, mv) {
        world.resource_mut::<PuzzleSession>().marks = 1 << cell.index();
    }
}

/// Plays the rest of the line with the normal animations.
pub fn show_solution(world: &mut World) {
    let Some(session) = world.get_resource::<PuzzleSession>() else {
        return;
    };
    if !matches!(session.state, PuzzleState::Solving(_)) {
        return;
    }
    let kind = session.game;
    count_result(world, false);
    if let Some(ops) = ops(world, kind) {
        (ops.solution)(world);
    }
}

fn solution<G: PuzzleGame>(world: &mut World) {
    let step = world.resource::<PuzzleSession>().step;
    let Some(puzzle) = world.resource::<PuzzleSession>().puzzle.clone() else {
        return;
    };
    let Some(game) = world.get_resource::<Match<G>>() else {
        return;
    };
    let mut pos = game.current().clone();
    let mut moves = Vec::new();
    for s in puzzle.line.iter().skip(step) {
        let Ok(mv) = pos.parse_move(&s[0]) else { break };
        let Ok((next, _)) = pos.clone().play(mv) else {
            break;
        };
        moves.push(mv);
        pos = next;
    }
    let mut queue = ReplayQueue::<G>::new(false);
    for mv in moves.into_iter().rev() {
        queue.push_next(mv);
    }
    world.insert_resource(queue);
    let mut session = world.resource_mut::<PuzzleSession>();
    session.showing = true;
    session.state = PuzzleState::Shown;
    session.marks = 0;
}

/// Counts the puzzle's result in the rating, once: solved only when
/// clean (the first wrong move, hint or solution counts it as missed).
fn count_result(world: &mut World, solved: bool) {
    let Some(mut session) = world.get_resource_mut::<PuzzleSession>() else {
        return;
    };
    let solved = solved && session.clean;
    if !solved {
        session.clean = false;
    }
    if session.rated.is_some() {
        return;
    }
    let (kind, Some(puzzle)) = (session.game, session.puzzle.clone()) else {
        return;
    };
    let language = *world.resource::<Language>();
    let mut notices = Vec::new();
    let (before, after) =
        world
            .resource_mut::<Puzzles>()
            .record(kind, &puzzle, solved, &mut notices, language);
    world.resource_mut::<PuzzleSession>().rated = Some((before.rating, after.rating));
    for notice in notices {
        world.write_message(notice);
    }
}

/// Closes the puzzles: the game they were opened from comes back (or the
/// title screen), with the players chosen before.
pub fn close_puzzles(world: &mut World) {
    let Some(session) = world.remove_resource::<PuzzleSession>() else {
        return;
    };
    world.insert_resource(SessionKind::Play);
    if let Some(ops) = ops(world, session.game) {
        (ops.clear)(world);
    }
    end_session(world, session.saved_players);
    let next = match session.back_to {
        Some(put_back) => {
            put_back(world);
            Screen::Playing
        }
        None => Screen::Title,
    };
    world.resource_mut::<NextState<Screen>>().set(next);
}

/// Follows the moves played: the player's move brings the reply, or ends
/// the puzzle; a refused move says why.
fn follow_moves<G: PuzzleGame>(
    mut played: MessageReader<MovePlayed<G>>,
    mut refused: MessageReader<MoveRefused>,
    session: Option<ResMut<PuzzleSession>>,
    game: Option<Res<Match<G>>>,
    mut queue: Option<ResMut<ReplayQueue<G>>>,
    mut commands: Commands,
) {
    let Some(mut session) = session else {
        played.clear();
        refused.clear();
        return;
    };
    for reason in refused.read() {
        if matches!(session.state, PuzzleState::Solving(_)) {
            session.state = PuzzleState::Solving(Some(reason.reason.clone()));
            commands.queue(|world: &mut World| count_result(world, false));
        }
    }
    for _ in played.read() {
        let (Some(puzzle), Some(game)) = (session.puzzle.clone(), game.as_ref()) else {
            continue;
        };
        session.marks = 0;
        let here = game.current().position_text();
        let Some(step) = session.before.iter().position(|b| *b == here) else {
            // Past the line's last step: the player's last move counted.
            session.step = puzzle.line.len();
            if !session.showing {
                session.state = PuzzleState::Solved;
                commands.queue(|world: &mut World| count_result(world, true));
            }
            continue;
        };
        session.step = step;
        if session.showing {
            continue;
        }
        if step % 2 == 0 {
            session.state = PuzzleState::Solving(None);
            continue;
        }
        // The opponent's reply comes by itself, once the board rests.
        match game.current().parse_move(&puzzle.line[step][0]) {
            Ok(mv) => {
                session.state = PuzzleState::Replying;
                match queue.as_mut() {
                    Some(queue) => queue.push_next(mv),
                    None => {
                        let mut fresh = ReplayQueue::<G>::new(false);
                        fresh.push_next(mv);
                        commands.insert_resource(fresh);
                    }
                }
            }
            Err(e) => warn!("puzzles: {}: {e}", puzzle.id),
        }
    }
}

/// The hint's ring stays on the board (a hint elsewhere clears its rings
/// when the match changes).
fn keep_marks(session: Res<PuzzleSession>, mut hints: ResMut<HintCells>) {
    if hints.0 != session.marks {
        hints.0 = session.marks;
    }
}

/// Turns the camera behind the solver once the board's camera is there,
/// in the games whose view turns to the side to move (an Othello board is
/// always seen from the same side, as in play).
fn face_the_solver(
    mut session: ResMut<PuzzleSession>,
    views: Option<Res<PerGame<HotseatView>>>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    if !session.face || cameras.is_empty() {
        return;
    }
    let turns = views.is_some_and(|v| v.of(session.game).is_some());
    let side = match session.solver() {
        Some(side) if turns => side,
        _ => Side::White,
    };
    for mut orbit in &mut cameras {
        orbit.yaw = yaw_for(side);
    }
    // Not a change anyone shows.
    session.bypass_change_detection().face = false;
}

/// Another match put on the board while puzzles are open (a new game
/// from the game-over panel, a file opened) closes them; that game stays.
fn yield_to_other_games(world: &mut World) {
    let session = world.resource::<PuzzleSession>();
    let kind = session.game;
    let active = world.resource::<ActiveGame>().0;
    let replaced = ops(world, kind).is_some_and(|ops| (ops.replaced)(world, &session.start_text));
    if active == kind && !replaced {
        return;
    }
    let session = world
        .remove_resource::<PuzzleSession>()
        .expect("checked by the run condition");
    world.insert_resource(SessionKind::Play);
    if let Some(ops) = ops(world, kind) {
        (ops.drop_gate)(world);
    }
    end_session(world, session.saved_players);
}

/// Undoes what opening the puzzles set up: the rings, the held view, the
/// fixed rules and the players.
fn end_session(world: &mut World, saved_players: Players) {
    world.resource_mut::<HintCells>().0 = 0;
    world.insert_resource(HoldView(false));
    world.remove_resource::<RulesFixedBySession>();
    world.insert_resource(saved_players);
}

/// The game-generic parts of the puzzles, one set per registered game.
#[derive(Clone, Copy)]
struct PuzzleOps {
    show: fn(&mut World) -> Result<(), String>,
    hint: fn(&mut World),
    solution: fn(&mut World),
    /// Removes the puzzle's match, queue and gate.
    clear: fn(&mut World),
    /// Removes the gate only (the match on the board stays).
    drop_gate: fn(&mut World),
    /// Whether the puzzle's match is gone or was replaced by one that does
    /// not start at the puzzle's position.
    replaced: fn(&World, &str) -> bool,
}

/// The registered games' puzzle parts.
#[derive(Resource, Default)]
struct PuzzleGames(Vec<(GameKind, PuzzleOps)>);

fn ops(world: &World, kind: GameKind) -> Option<PuzzleOps> {
    let games = world.get_resource::<PuzzleGames>()?;
    games
        .0
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, ops)| *ops)
}

fn clear<G: PuzzleGame>(world: &mut World) {
    world.remove_resource::<MoveGate<G>>();
    world.remove_resource::<ReplayQueue<G>>();
    world.remove_resource::<Match<G>>();
}

fn drop_gate<G: PuzzleGame>(world: &mut World) {
    world.remove_resource::<MoveGate<G>>();
}

fn replaced<G: PuzzleGame>(world: &World, start_text: &str) -> bool {
    match world.get_resource_ref::<Match<G>>() {
        None => true,
        Some(game) => game.is_changed() && game.start().position_text() != start_text,
    }
}
