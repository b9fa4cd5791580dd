//! A whole game's review: every move analysed and graded, in parallel, with
//! progress and cancellation; per-player accuracy and the biggest mistakes.
//!
//! Each position is analysed on its own ([`review_move`]: fresh tables, one
//! thread per search), so the positions can be spread over threads with no
//! shared state, and a fixed depth gives the same review whatever the
//! thread count; results are kept in the order of the moves.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use rayon::prelude::*;

use crate::game_kind::GameKind;
use crate::rules::Side;

use super::game::AnalysisGame;
use super::grade::{GradedMove, PlayerSummary, biggest_mistakes, summarise};
use super::position::{MoveReview, review_move};
use super::search::Budget;

/// Moves of a principal variation kept by default.
pub const DEFAULT_PV_LEN: usize = 6;

/// What a review spends and how it is stopped.
#[derive(Debug, Clone)]
pub struct ReviewOptions {
    /// Search depth of each position (plies); see
    /// [`AnalysisGame::REVIEW_DEPTH`] for each game's default.
    pub depth: u32,
    /// Time per position instead of a fixed depth (results then depend on
    /// the machine).
    pub time: Option<Duration>,
    /// Positions analysed at once (at least 1).
    pub threads: usize,
    /// Also score every legal move of each position.
    pub all_moves: bool,
    /// Longest principal variation.
    pub pv_len: usize,
    /// Set to stop the review; positions not finished stay `None`.
    pub cancel: Arc<AtomicBool>,
}

impl ReviewOptions {
    /// The review's defaults for game `G` (its [`AnalysisGame::REVIEW_DEPTH`],
    /// one thread).
    #[must_use]
    pub fn for_game<G: AnalysisGame>() -> ReviewOptions
    where
        G::Move: Send + Sync,
    {
        ReviewOptions::depth(G::REVIEW_DEPTH)
    }

    /// A fixed depth, one thread, no per-move scores.
    #[must_use]
    pub fn depth(depth: u32) -> ReviewOptions {
        ReviewOptions {
            depth: depth.max(1),
            time: None,
            threads: 1,
            all_moves: false,
            pv_len: DEFAULT_PV_LEN,
            cancel: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The same options with `threads` threads.
    #[must_use]
    pub fn with_threads(self, threads: usize) -> ReviewOptions {
        ReviewOptions {
            threads: threads.max(1),
            ..self
        }
    }

    pub(crate) fn budget(&self) -> Budget {
        Budget {
            depth: self.depth,
            time: self.time,
            cancel: self.cancel.clone(),
            // The review spreads its positions over the threads instead.
            threads: 1,
        }
    }
}

/// How far a review is: positions done out of the total. Shared with the
/// caller (an `Arc<Progress>`) to draw a progress bar.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
}

impl Progress {
    #[must_use]
    pub fn new() -> Arc<Progress> {
        Arc::new(Progress::default())
    }

    /// `(done, total)`.
    #[must_use]
    pub fn get(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    /// Done over total, 0.0–1.0 (1.0 for an empty review).
    #[must_use]
    pub fn fraction(&self) -> f64 {
        let (done, total) = self.get();
        if total == 0 {
            1.0
        } else {
            done as f64 / total as f64
        }
    }
}

/// A game's review.
#[derive(Debug, Clone, PartialEq)]
pub struct Review<M> {
    pub kind: GameKind,
    /// The options' depth (or 0 with a time per position).
    pub depth: u32,
    /// One entry per move of the game, in order; `None` where the review was
    /// cancelled before the move's position was done.
    pub moves: Vec<Option<MoveReview<M>>>,
    /// The review was stopped before the end.
    pub cancelled: bool,
}

impl<M: Copy> Review<M> {
    /// The graded moves done, in order.
    #[must_use]
    pub fn graded(&self) -> Vec<GradedMove> {
        self.moves
            .iter()
            .flatten()
            .map(|m| GradedMove {
                ply: m.ply,
                side: m.side(),
                grade: m.grade,
                loss: m.loss,
            })
            .collect()
    }

    /// Accuracy and grade counts of `side`.
    #[must_use]
    pub fn summary(&self, side: Side) -> PlayerSummary {
        summarise(&self.graded(), side)
    }

    /// The three biggest mistakes (Inaccuracy or worse), worst first.
    #[must_use]
    pub fn biggest_mistakes(&self) -> Vec<GradedMove> {
        biggest_mistakes(&self.graded(), 3)
    }

    /// The evaluation graph: `side`'s winning chance (0–1) after each move
    /// (`None` where not done yet), the start position's value first (from
    /// the first move's best), so there are `moves + 1` points.
    #[must_use]
    pub fn graph(&self, side: Side) -> Vec<Option<f64>> {
        let chance = |c: f64, mover: Side| if mover == side { c } else { 1.0 - c };
        let mut points = vec![
            self.moves
                .first()
                .and_then(|m| m.as_ref().map(|m| chance(m.position.best_chance, m.side()))),
        ];
        points.extend(
            self.moves
                .iter()
                .map(|m| m.as_ref().map(|m| chance(m.played_chance, m.side()))),
        );
        points
    }
}

/// Reviews the game that starts at `start` with `moves` (legal in turn).
/// `progress` is updated as positions finish, and `on_move` (if any) is
/// called with each finished move's review, from the worker threads, in no
/// particular order. Stops early when `opts.cancel` is set. Illegal moves
/// end the review there (their entries stay `None`).
pub fn review_game<G: AnalysisGame>(
    start: &G,
    moves: &[G::Move],
    opts: &ReviewOptions,
    progress: &Progress,
    on_move: Option<&(dyn Fn(&MoveReview<G::Move>) + Sync)>,
) -> Review<G::Move>
where
    G::Move: Send + Sync,
{
    // The position before each move.
    let mut states: Vec<G> = Vec::with_capacity(moves.len());
    let mut pos = start.clone();
    for &mv in moves {
        states.push(pos.clone());
        match pos.play(mv) {
            Ok((next, _)) => pos = next,
            Err(_) => break,
        }
    }
    progress.done.store(0, Ordering::Relaxed);
    progress.total.store(states.len(), Ordering::Relaxed);
    let budget = opts.budget();
    let work = |ply: usize| {
        let r = review_move(
            &states[ply],
            ply,
            moves[ply],
            opts.all_moves,
            opts.pv_len,
            &budget,
        );
        if let Some(r) = &r {
            progress.done.fetch_add(1, Ordering::Relaxed);
            if let Some(f) = on_move {
                f(r);
            }
        }
        r
    };
    let mut done: Vec<Option<MoveReview<G::Move>>> = if opts.threads <= 1 {
        (0..states.len()).map(work).collect()
    } else {
        crate::ai::in_pool(opts.threads, || {
            (0..states.len())
                .into_par_iter()
                .with_max_len(1)
                .map(work)
                .collect()
        })
    };
    done.resize(moves.len(), None);
    let cancelled = opts.cancel.load(Ordering::Relaxed);
    Review {
        kind: G::KIND,
        depth: if opts.time.is_some() { 0 } else { opts.depth },
        moves: done,
        cancelled,
    }
}
