//! Hints and scores on the board: the best move of one position with its
//! value and line, or every legal move with its value.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::game::AnalysisGame;
use super::position::{MoveScore, PositionAnalysis, analyse_position};
use super::review::DEFAULT_PV_LEN;
use super::search::Budget;

/// The analysis of `pos` at `depth` (`all`: every legal move scored, best
/// first), its moves searched on `threads` threads (the same results on
/// any count); `None` when the game is over or `cancel` was set.
#[must_use]
pub fn hint<G: AnalysisGame>(
    pos: &G,
    depth: u32,
    all: bool,
    threads: usize,
    cancel: &Arc<AtomicBool>,
) -> Option<PositionAnalysis<G::Move>>
where
    G::Move: Send + Sync,
{
    let budget = Budget {
        depth: depth.max(1),
        time: None,
        cancel: cancel.clone(),
        threads: threads.max(1),
    };
    analyse_position(pos, None, all, DEFAULT_PV_LEN, &budget).map(|(a, _)| a)
}

/// Scores on the board: every legal move's value, best first, at depths
/// 1, 2, … up to `max_depth`, handing each finished depth's scores to
/// `on_depth` (the first arrive at once, then they refine), the moves
/// searched on `threads` threads. Stops when `cancel` is set (the
/// unfinished depth is dropped). No line is searched (only the moves'
/// values are wanted). In Othello a move that leaves at
/// most 20 empties is solved exactly from the first depth on, which can
/// take a second or more around 21–22 empties.
pub fn score_moves_deepening<G: AnalysisGame>(
    pos: &G,
    max_depth: u32,
    threads: usize,
    cancel: &Arc<AtomicBool>,
    mut on_depth: impl FnMut(u32, &[MoveScore<G::Move>]),
) where
    G::Move: Send + Sync,
{
    for depth in 1..=max_depth.max(1) {
        let budget = Budget {
            depth,
            time: None,
            cancel: cancel.clone(),
            threads: threads.max(1),
        };
        match analyse_position(pos, None, true, 1, &budget) {
            Some((a, _)) => on_depth(depth, &a.all),
            None => return,
        }
    }
}
