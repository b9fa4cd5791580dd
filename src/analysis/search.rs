//! The searches behind one position's analysis, over any
//! [`AnalysisGame`]: the value of a move (the position after it, searched
//! one ply shallower), the best move, and the principal variation.
//!
//! The engines return a best move and a score but no principal variation
//! and no table to read one from, so the line is rebuilt by **repeated
//! searches**: after each move of the line, a fresh search of the position
//! reached, one ply shallower than the one before, gives the next move (in
//! Othello's exact phase each step is an exact solve, so that line is a
//! perfect-play line). Every search starts with fresh tables on one thread,
//! so a fixed depth always gives the same answer.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::ai::SearchLimits;

use super::game::{AnalysisGame, Eval};

/// How deep (or how long) to search, and how to stop.
#[derive(Debug, Clone)]
pub struct Budget {
    /// Plies of the position's own search; its moves are searched one ply
    /// shallower.
    pub depth: u32,
    /// Per position, when set: the search deepens until this is spent
    /// (then the results depend on the machine and its load).
    pub time: Option<Duration>,
    /// Set by the caller to stop; a stopped analysis gives no result.
    pub cancel: Arc<AtomicBool>,
    /// Threads for one position's moves (1: one after another). Each move
    /// is still one search on one thread with tables of its own, so the
    /// results are the same on any count.
    pub threads: usize,
}

impl Budget {
    /// The limits of a search `depth` plies deep, with `time` at most.
    pub(crate) fn limits(&self, depth: u32, time: Option<Duration>) -> SearchLimits {
        SearchLimits {
            max_depth: depth.max(1),
            time,
            cancel: self.cancel.clone(),
            ..SearchLimits::depth(1)
        }
    }

    pub(crate) fn cancelled(&self) -> bool {
        self.cancel.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// What a move leads to: its value for the player who made it, the reply
/// the search chose (the next move of a line) and the position reached.
pub(crate) struct Child<G: AnalysisGame>
where
    G::Move: Send + Sync,
{
    pub eval: Eval,
    pub reply: Option<G::Move>,
    pub state: G,
}

/// Plays `mv` in `pos` and searches the result within `limits`; `None`
/// when the move is illegal or the search was cancelled.
pub(crate) fn child<G: AnalysisGame>(
    pos: &G,
    mv: G::Move,
    limits: &SearchLimits,
) -> Option<Child<G>>
where
    G::Move: Send + Sync,
{
    let (state, _) = pos.clone().play(mv).ok()?;
    let same_mover = state.turn() == pos.turn();
    let orient = |e: Eval| if same_mover { e } else { e.flip() };
    if let Some(outcome) = state.outcome() {
        let eval = orient(state.final_eval(&outcome));
        return Some(Child {
            eval,
            reply: None,
            state,
        });
    }
    let r = state.search(limits);
    if r.cancelled {
        return None;
    }
    Some(Child {
        eval: orient(r.eval),
        reply: r.best,
        state,
    })
}

/// The line that starts with `first` (whose searched position `after` gave
/// `reply`), extended by fresh searches one ply shallower each time from
/// `depth`, up to `len` moves or the end of the game. `None` if cancelled.
pub(crate) fn line<G: AnalysisGame>(
    first: G::Move,
    after: &Child<G>,
    depth: u32,
    len: usize,
    budget: &Budget,
) -> Option<Vec<G::Move>>
where
    G::Move: Send + Sync,
{
    let mut pv = vec![first];
    let mut state = after.state.clone();
    let mut next = after.reply;
    let mut depth = depth;
    while pv.len() < len {
        let Some(mv) = next else { break };
        pv.push(mv);
        let Ok((s, _)) = state.play(mv) else { break };
        state = s;
        if pv.len() >= len || state.outcome().is_some() {
            break;
        }
        depth = depth.saturating_sub(1).max(1);
        let time = budget.time.map(|t| t / 8);
        let r = state.search(&budget.limits(depth, time));
        if r.cancelled {
            return None;
        }
        next = r.best;
    }
    Some(pv)
}
