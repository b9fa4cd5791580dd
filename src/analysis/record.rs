//! A reviewed move in words: the move texts in the game's notation, the
//! values and the grade, with no engine types. What the command line
//! prints, what a saved game's comments keep, and what reading them back
//! gives.

use crate::rules::{Notation, Side};

use super::game::{AnalysisGame, Eval};
use super::grade::{Grade, GradedMove};
use super::reason::Reason;
use super::review::Review;

/// One reviewed move, as text and numbers.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveRecord {
    /// 0-based ply.
    pub ply: usize,
    /// Who played it.
    pub side: Side,
    /// The move played, in the game's notation.
    pub played: String,
    pub grade: Grade,
    /// What it gave away, in points of the grade scale (see
    /// [`super::grade`]).
    pub loss: f64,
    /// The position's value for the mover: the best move's.
    pub before: Eval,
    /// The value for the mover after the move played.
    pub after: Eval,
    /// The best move found.
    pub best: String,
    /// Its line (the best move first).
    pub pv: Vec<String>,
    /// Why an Inaccuracy, Mistake or Blunder was one.
    pub reason: Option<Reason>,
}

impl MoveRecord {
    /// The summary's view of it.
    #[must_use]
    pub fn graded(&self) -> GradedMove {
        GradedMove {
            ply: self.ply,
            side: self.side,
            grade: self.grade,
            loss: self.loss,
        }
    }
}

/// The records of the moves of `review` that are done, in order, for the
/// game from `start` with `moves`.
#[must_use]
pub fn records<G: AnalysisGame>(
    start: &G,
    moves: &[G::Move],
    review: &Review<G::Move>,
) -> Vec<MoveRecord>
where
    G::Move: Send + Sync,
{
    let mut out = Vec::new();
    let mut pos = start.clone();
    for (&mv, r) in moves.iter().zip(&review.moves) {
        if let Some(r) = r {
            out.push(MoveRecord {
                ply: r.ply,
                side: r.side(),
                played: pos.move_text(mv),
                grade: r.grade,
                loss: r.loss,
                before: r.position.best.eval,
                after: r.played.eval,
                best: pos.move_text(r.position.best.mv),
                pv: line_texts(&pos, &r.position.pv),
                reason: r.reason.clone(),
            });
        }
        match pos.play(mv) {
            Ok((next, _)) => pos = next,
            Err(_) => break,
        }
    }
    out
}

/// The texts of a line of moves played from `pos` (stops at an illegal
/// one).
#[must_use]
pub fn line_texts<G: Notation>(pos: &G, line: &[G::Move]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut out = Vec::with_capacity(line.len());
    for &mv in line {
        out.push(pos.move_text(mv));
        match pos.play(mv) {
            Ok((next, _)) => pos = next,
            Err(_) => break,
        }
    }
    out
}
