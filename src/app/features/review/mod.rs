//! Game review on the board: every move of the game on the board analysed
//! by the game's engine in the background (the pure [`crate::analysis`]),
//! graded, and shown as it comes in — a progress bar, the evaluation graph,
//! each player's accuracy and grade counts, the biggest mistakes, the grade
//! of each move in the move list, and for the move on show the better move
//! drawn on the board.
//!
//! Started with Review on the game-over panel or "Review this game" in the
//! game menu, for any game on the board (in progress, finished, opened or
//! continued). The board stays usable while the positions are analysed;
//! the review fills in as they finish. Undo, a new game or leaving the
//! board cancels it; moves played after it started are simply not in it.
//!
//! Which move is on show follows the match's review cursor: a click on the
//! graph, on a mistake or in the move list shows the position after that
//! move, with the move played tinted (the last-move marks) and the better
//! move ringed (`board`).

mod board;
mod panel;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::window::RequestRedraw;

use crate::analysis::{
    AnalysisGame, Grade, MoveReview, PlayerSummary, Progress, Review, ReviewOptions, review_game,
};
use crate::app::core::notice::Notice;
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{ActiveGame, AppRules, Match};
use crate::app::core::text;
use crate::game_kind::GameKind;
use crate::rules::Side;

pub use panel::{GraphBar, ReviewPanel, go_to, grade_colour, grade_label};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((panel::plugin, board::plugin));
    app.init_resource::<ReviewDepth>();
    app.add_systems(OnExit(Screen::Playing), close_review);
    app.add_systems(
        OnEnter(Screen::Playing),
        review_from_launch
            .run_if(|launch: Res<crate::app::core::schedule::Launch>| launch.0.review),
    );
}

/// `--review` reviews the game the launch put on the board (once).
fn review_from_launch(mut commands: Commands, mut done: Local<bool>) {
    if !std::mem::replace(&mut *done, true) {
        commands.queue(start_review);
    }
}

/// How deep a review searches each position: `None`, the game's own
/// default ([`AnalysisGame::REVIEW_DEPTH`], chosen for its speed on a
/// 2-core machine); the tests ask for less.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ReviewDepth(pub Option<u32>);

/// A game the review can analyse: the app's game with the analysis
/// adapter of its engine.
pub trait ReviewGame: AppRules + AnalysisGame {}

impl<G: AppRules + AnalysisGame> ReviewGame for G {}

/// Registers `G` with the review.
pub fn register<G: ReviewGame + super::lessons::BookGame>(app: &mut App) {
    PerGame::add(
        app,
        <G as AppRules>::KIND,
        ReviewOps {
            start: start::<G>,
            cancel: |world| {
                if let Some(running) = world.remove_resource::<Running<G>>() {
                    running.cancel.store(true, Ordering::Relaxed);
                }
            },
        },
    );
    app.add_systems(
        Update,
        follow::<G>
            .in_set(AppSystems::Update)
            .run_if(resource_exists::<Running<G>>.and_then(in_state(Screen::Playing))),
    );
    board::register::<G>(app);
}

#[derive(Clone, Copy)]
struct ReviewOps {
    start: fn(&mut World),
    cancel: fn(&mut World),
}

/// One reviewed move as the panels show it (texts in the game's notation).
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewedMove {
    /// Who played it.
    pub side: Side,
    pub grade: Grade,
    /// The move played and the best move found, in the game's notation.
    pub played: String,
    pub best: String,
    /// Their values in the game's scale (`+3.5`, `+4 exact`, `+120`).
    pub played_value: String,
    pub best_value: String,
    /// The mover's winning chance (0–1) after the best move and after the
    /// move played.
    pub best_chance: f64,
    pub played_chance: f64,
    /// Winning chance given away (percentage points).
    pub loss: f64,
    /// The best line, in the game's notation, from the best move on.
    pub line: Vec<String>,
}

impl ReviewedMove {
    /// Whether a better move than the one played was found.
    #[must_use]
    pub fn has_better(&self) -> bool {
        self.best != self.played && !matches!(self.grade, Grade::Best | Grade::Forced)
    }
}

/// The review of the game on the board, for the panels (whatever the
/// game): what is done so far and what it says.
#[derive(Resource, Debug, Clone)]
pub struct ReviewSheet {
    pub game: GameKind,
    /// Moves analysed and to analyse.
    pub done: usize,
    pub total: usize,
    /// Every move's review, in order (`None` until done).
    pub moves: Vec<Option<ReviewedMove>>,
    /// White's winning chance (0–1) before the first move and after each
    /// move (`None` until known).
    pub graph: Vec<Option<f64>>,
    /// Accuracy and grade counts of Black and White (by [`Side::index`]).
    pub summaries: [PlayerSummary; 2],
    /// The plies of the biggest mistakes, worst first.
    pub mistakes: Vec<usize>,
}

impl ReviewSheet {
    /// Whether every move has been analysed.
    #[must_use]
    pub fn finished(&self) -> bool {
        self.done >= self.total
    }

    /// Each move's grade, for the move list.
    #[must_use]
    pub fn grade(&self, ply: usize) -> Option<Grade> {
        self.moves.get(ply)?.as_ref().map(|m| m.grade)
    }
}

/// A review running in the background for game `G`.
#[derive(Resource)]
struct Running<G: ReviewGame> {
    /// The game reviewed: its start and moves (moves played later are not
    /// part of it).
    start: G,
    start_text: String,
    moves: Vec<G::Move>,
    cancel: Arc<AtomicBool>,
    progress: Arc<Progress>,
    /// Finished moves, filled by the workers.
    results: Arc<Mutex<Vec<Option<MoveReview<G::Move>>>>>,
    /// Results already in the sheet.
    seen: usize,
    task: Option<Task<()>>,
}

/// Reviews the game on the board (replacing a review in progress).
pub fn start_review(world: &mut World) {
    if *world.resource::<State<Screen>>().get() != Screen::Playing {
        return;
    }
    let kind = world.resource::<ActiveGame>().0;
    close_review(world);
    if let Some(ops) = PerGame::<ReviewOps>::get(world, kind) {
        (ops.start)(world);
    }
}

/// Ends the review: the analysis stops and the panels and marks go.
pub fn close_review(world: &mut World) {
    for ops in PerGame::<ReviewOps>::all(world) {
        (ops.cancel)(world);
    }
    if world.remove_resource::<ReviewSheet>().is_some() {
        world.resource_mut::<crate::app::kit::board::HintCells>().0 = 0;
    }
}

/// Threads the review may use: all cores but one for the frames (at least
/// one).
fn review_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .saturating_sub(1)
        .max(1)
}

fn start<G: ReviewGame>(world: &mut World) {
    let Some(game) = world.get_resource::<Match<G>>() else {
        return;
    };
    let start = game.start().clone();
    let moves: Vec<G::Move> = game.all_plies().iter().map(|p| p.mv).collect();
    if moves.is_empty() {
        let t = text::of_world(world);
        world.write_message(Notice::info(t.review_nothing));
        return;
    }
    let options = match world.get_resource::<ReviewDepth>().and_then(|d| d.0) {
        Some(depth) => ReviewOptions::depth(depth),
        None => ReviewOptions::for_game::<G>(),
    }
    .with_threads(review_threads());
    let cancel = options.cancel.clone();
    let progress = Progress::new();
    let results = Arc::new(Mutex::new(vec![None; moves.len()]));
    let task = {
        let (start, moves, progress, results) = (
            start.clone(),
            moves.clone(),
            progress.clone(),
            results.clone(),
        );
        AsyncComputeTaskPool::get().spawn(async move {
            let store = |done: &MoveReview<G::Move>| {
                if let Ok(mut slots) = results.lock()
                    && let Some(slot) = slots.get_mut(done.ply)
                {
                    *slot = Some(done.clone());
                }
            };
            let _: Review<G::Move> = review_game(&start, &moves, &options, &progress, Some(&store));
        })
    };
    world.insert_resource(ReviewSheet {
        game: <G as AppRules>::KIND,
        done: 0,
        total: moves.len(),
        moves: vec![None; moves.len()],
        graph: vec![None; moves.len() + 1],
        summaries: [PlayerSummary::default(), PlayerSummary::default()],
        mistakes: Vec::new(),
    });
    world.insert_resource(Running {
        start_text: start.position_text(),
        start,
        moves,
        cancel,
        progress,
        results,
        seen: 0,
        task: Some(task),
    });
}

/// Brings finished moves into the sheet, keeps frames coming while the
/// analysis runs, and cancels it when the game it reviews is undone or
/// replaced.
fn follow<G: ReviewGame>(
    mut commands: Commands,
    running: Option<ResMut<Running<G>>>,
    game: Option<Res<Match<G>>>,
    sheet: Option<ResMut<ReviewSheet>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (Some(mut running), Some(mut sheet)) = (running, sheet) else {
        return;
    };
    let same_game = game.is_some_and(|game| {
        game.start().position_text() == running.start_text
            && game.all_plies().len() >= running.moves.len()
            && game
                .all_plies()
                .iter()
                .zip(&running.moves)
                .all(|(ply, mv)| ply.mv == *mv)
    });
    if !same_game {
        running.cancel.store(true, Ordering::Relaxed);
        commands.remove_resource::<Running<G>>();
        commands.remove_resource::<ReviewSheet>();
        commands.queue(|world: &mut World| {
            world.resource_mut::<crate::app::kit::board::HintCells>().0 = 0;
        });
        return;
    }
    let (done, _) = running.progress.get();
    let finished = running.task.as_ref().is_none_or(Task::is_finished);
    if done != running.seen || (finished && running.task.is_some()) {
        running.seen = done;
        let results = running
            .results
            .lock()
            .map(|r| r.clone())
            .unwrap_or_default();
        fill_sheet(&mut sheet, &running.start, &running.moves, &results);
    }
    if finished {
        // Kept (without its task) for the board's marks until the review
        // closes.
        running.task = None;
    } else {
        redraw.write(RequestRedraw);
    }
}

/// Writes the finished moves into the sheet: their texts, the graph, the
/// summaries and the biggest mistakes.
fn fill_sheet<G: ReviewGame>(
    sheet: &mut ReviewSheet,
    start: &G,
    moves: &[G::Move],
    results: &[Option<MoveReview<G::Move>>],
) {
    let review = Review {
        kind: <G as AppRules>::KIND,
        depth: 0,
        moves: results.to_vec(),
        cancelled: false,
    };
    let mut before = start.clone();
    for (ply, &mv) in moves.iter().enumerate() {
        if let (Some(done), None) = (&results[ply], &sheet.moves[ply]) {
            sheet.moves[ply] = Some(reviewed_move(&before, done));
        }
        match before.play(mv) {
            Ok((next, _)) => before = next,
            Err(_) => break,
        }
    }
    sheet.done = results.iter().flatten().count();
    sheet.graph = review.graph(Side::White);
    sheet.summaries = [review.summary(Side::Black), review.summary(Side::White)];
    sheet.mistakes = review.biggest_mistakes().iter().map(|m| m.ply).collect();
}

fn reviewed_move<G: ReviewGame>(before: &G, done: &MoveReview<G::Move>) -> ReviewedMove {
    let mut line = Vec::new();
    let mut position = before.clone();
    for &mv in &done.position.pv {
        line.push(position.move_text(mv));
        match position.play(mv) {
            Ok((next, _)) => position = next,
            Err(_) => break,
        }
    }
    ReviewedMove {
        side: done.side(),
        grade: done.grade,
        played: before.move_text(done.played.mv),
        best: before.move_text(done.position.best.mv),
        played_value: G::score_text(done.played.eval),
        best_value: G::score_text(done.position.best.eval),
        best_chance: done.position.best_chance,
        played_chance: done.played_chance,
        loss: done.loss,
        line,
    }
}

/// The position before ply `ply` of `game` and the best move found there,
/// if that move has been reviewed.
fn better_move<G: ReviewGame>(world: &World, ply: usize) -> Option<(G, G::Move)> {
    let best = world
        .get_resource::<Running<G>>()
        .and_then(|r| r.results.lock().ok()?.get(ply)?.clone())?;
    let game = world.get_resource::<Match<G>>()?;
    let before = if ply == 0 {
        game.start().clone()
    } else {
        game.all_plies().get(ply - 1)?.after.clone()
    };
    Some((before, best.position.best.mv))
}

/// Whether a review's analysis is still running for the game on screen.
#[must_use]
pub fn is_running(world: &World) -> bool {
    world
        .get_resource::<ReviewSheet>()
        .is_some_and(|s| !s.finished())
}

impl<G: ReviewGame> Drop for Running<G> {
    fn drop(&mut self) {
        // A review taken off the board stops its workers.
        if self.task.is_some() {
            self.cancel.store(true, Ordering::Relaxed);
        }
    }
}
