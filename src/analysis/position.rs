//! One position's analysis: the best move with its value and line, the
//! value of the move played (or of every legal move), and the grade.
//!
//! Best and played moves are valued the same way — the position after the
//! move, searched one ply shallower than the position's own search — so
//! that the two values are comparable (a move cannot look worse than itself
//! because two searches of different shapes disagree). The position's own
//! search only picks the candidate best move; if the played move (or, with
//! every move scored, any move) comes out better than that candidate, it is
//! the best.

use crate::rules::Side;

use super::game::{AnalysisGame, Eval};
use super::grade::{Grade, grade_by_loss};
use super::reason::{Reason, ReasonKind};
use super::search::{Budget, Child, child, line};

/// Moves of the refutation line (the move played first) searched to find
/// why an error is one: enough for a reply, a second move and the capture
/// or corner that follows.
pub const REFUTATION_LEN: usize = 5;

/// A move with its value for the player who makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveScore<M> {
    pub mv: M,
    pub eval: Eval,
}

/// The analysis of one position.
#[derive(Debug, Clone, PartialEq)]
pub struct PositionAnalysis<M> {
    /// The side to move.
    pub side: Side,
    /// How many legal moves there were.
    pub legal: usize,
    /// The best move found and its value for the side to move.
    pub best: MoveScore<M>,
    /// The principal variation, starting with the best move.
    pub pv: Vec<M>,
    /// Winning chance (0–1) of the side to move after the best move.
    pub best_chance: f64,
    /// Plies searched below each candidate move (where a value is
    /// [`Eval::exact`], Othello solved it to the end instead).
    pub depth: u32,
    /// Every legal move with its value, best first (only when asked for).
    pub all: Vec<MoveScore<M>>,
}

/// The analysis of a move played in a game.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveReview<M> {
    /// 0-based ply: the move's index in the game.
    pub ply: usize,
    /// The position before the move.
    pub position: PositionAnalysis<M>,
    /// The move played and its value for its player.
    pub played: MoveScore<M>,
    /// Winning chance (0–1) of the mover after the move played.
    pub played_chance: f64,
    /// What the move gave away against the best move, in points of the
    /// grade scale (winning chance, or the game's own measure brought onto
    /// it: [`AnalysisGame::grade_loss`]).
    pub loss: f64,
    pub grade: Grade,
    /// For an Inaccuracy or worse: the move played and the replies the
    /// search chose (the line that shows what it gave away).
    pub refutation: Vec<M>,
    /// For an Inaccuracy or worse: why.
    pub reason: Option<Reason>,
}

impl<M> MoveReview<M> {
    /// The side that played the move.
    #[must_use]
    pub fn side(&self) -> Side {
        self.position.side
    }
}

/// Analyses `pos`; with `played`, also values and grades that move (which
/// must be legal). `all` scores every legal move. `pv_len` caps the line.
/// `None` when the game is over, the move is illegal or the budget's cancel
/// flag stopped a search.
pub fn analyse_position<G: AnalysisGame>(
    pos: &G,
    played: Option<G::Move>,
    all: bool,
    pv_len: usize,
    budget: &Budget,
) -> Option<(PositionAnalysis<G::Move>, Option<MoveScore<G::Move>>)>
where
    G::Move: Send + Sync,
{
    analyse(pos, played, all, pv_len, budget).map(|(a, p)| (a, p.map(|(score, _)| score)))
}

/// [`analyse_position`], also handing back what the move played led to
/// (its reply starts the refutation line).
#[allow(clippy::type_complexity)]
fn analyse<G: AnalysisGame>(
    pos: &G,
    played: Option<G::Move>,
    all: bool,
    pv_len: usize,
    budget: &Budget,
) -> Option<(
    PositionAnalysis<G::Move>,
    Option<(MoveScore<G::Move>, Child<G>)>,
)>
where
    G::Move: Send + Sync,
{
    if pos.outcome().is_some() || budget.cancelled() {
        return None;
    }
    let legal = pos.legal_moves();
    if legal.is_empty() || played.is_some_and(|p| !legal.contains(&p)) {
        return None;
    }
    // The candidates: every move, or the position's own best and the move
    // played.
    let (candidates, depth) = if all || legal.len() == 1 {
        let time = budget.time.map(|t| t / legal.len() as u32);
        (legal.clone(), (budget.depth, time))
    } else {
        let r = pos.search(&budget.limits(budget.depth, budget.time.map(|t| t / 2)));
        if r.cancelled {
            return None;
        }
        let best = r.best.unwrap_or(legal[0]);
        let mut c = vec![best];
        if let Some(p) = played.filter(|&p| p != best) {
            c.push(p);
        }
        // With a time budget the moves are searched to the depth the
        // position's own search completed (less one), so that both are
        // searched alike; the whole budget is only their safety cap.
        let depth = if budget.time.is_some() {
            r.depth.max(1)
        } else {
            budget.depth
        };
        (c, (depth, budget.time))
    };
    let child_limits = budget.limits(depth.0.saturating_sub(1), depth.1);
    let mut children: Vec<(G::Move, Child<G>)> = if budget.threads > 1 && candidates.len() > 1 {
        // Each move is one search with tables of its own: the same values
        // in parallel as one after another.
        crate::ai::in_pool(budget.threads, || {
            use rayon::prelude::*;
            candidates
                .par_iter()
                .with_max_len(1)
                .map(|&mv| child(pos, mv, &child_limits).map(|c| (mv, c)))
                .collect::<Option<Vec<_>>>()
        })?
    } else {
        candidates
            .iter()
            .map(|&mv| child(pos, mv, &child_limits).map(|c| (mv, c)))
            .collect::<Option<Vec<_>>>()?
    };
    // The best: the highest value, the earlier candidate on ties (the
    // position's own choice comes first).
    let mut best_i = 0;
    for (i, (_, c)) in children.iter().enumerate() {
        if c.eval.score > children[best_i].1.eval.score {
            best_i = i;
        }
    }
    let (best_mv, best_child) = &children[best_i];
    let pv = line(*best_mv, best_child, child_limits.max_depth, pv_len, budget)?;
    let played_at = played.and_then(|p| children.iter().position(|(m, _)| *m == p));
    let played_score = played_at.map(|i| MoveScore {
        mv: children[i].0,
        eval: children[i].1.eval,
    });
    let mut scores: Vec<MoveScore<G::Move>> = Vec::new();
    if all {
        scores = children
            .iter()
            .map(|(m, c)| MoveScore {
                mv: *m,
                eval: c.eval,
            })
            .collect();
        // Stable: equal values keep the order of the legal moves.
        scores.sort_by_key(|s| std::cmp::Reverse(s.eval.score));
    }
    let analysis = PositionAnalysis {
        side: pos.turn(),
        legal: legal.len(),
        best: MoveScore {
            mv: *best_mv,
            eval: best_child.eval,
        },
        pv,
        best_chance: G::win_chance(best_child.eval),
        depth: child_limits.max_depth,
        all: scores,
    };
    let played_child = played_at.map(|i| children.swap_remove(i).1);
    Some((analysis, played_score.zip(played_child)))
}

/// Grades `played` against the best of `analysis`: Forced with one legal
/// move, Best when it is the best move, otherwise by what it gives away
/// ([`AnalysisGame::grade_loss`]). Returns the grade and the loss
/// (points).
pub fn grade_move<G: AnalysisGame>(
    analysis: &PositionAnalysis<G::Move>,
    played: &MoveScore<G::Move>,
) -> (Grade, f64)
where
    G::Move: Send + Sync,
{
    let loss = if played.mv == analysis.best.mv {
        0.0
    } else {
        G::grade_loss(analysis.best.eval, played.eval).max(0.0)
    };
    if analysis.legal == 1 {
        return (Grade::Forced, loss);
    }
    if played.mv == analysis.best.mv {
        return (Grade::Best, loss);
    }
    (grade_by_loss(loss), loss)
}

/// A game's fallback reason (no concrete cause within the lines) gives way
/// to a proven result the search found beyond them: a forced win missed,
/// or one handed to the opponent.
fn forced_result(reason: Reason, best: Eval, played: Eval) -> Reason {
    if !matches!(
        reason.kind,
        ReasonKind::WeakerPosition | ReasonKind::LosesDiscs
    ) {
        return reason;
    }
    let won = |e: Eval| e.exact && e.score > 0;
    let lost = |e: Eval| e.exact && e.score < 0;
    if won(best) && !won(played) {
        Reason::new(ReasonKind::MissesForcedWin, Vec::new(), Vec::new())
    } else if lost(played) && !lost(best) {
        Reason::new(ReasonKind::AllowsForcedWin, Vec::new(), Vec::new())
    } else {
        reason
    }
}

/// Analyses the position before move `ply` and grades the move played; an
/// Inaccuracy or worse also gets its refutation line and its reason.
pub fn review_move<G: AnalysisGame>(
    pos: &G,
    ply: usize,
    played: G::Move,
    all: bool,
    pv_len: usize,
    budget: &Budget,
) -> Option<MoveReview<G::Move>>
where
    G::Move: Send + Sync,
{
    let (position, played) = analyse(pos, Some(played), all, pv_len, budget)?;
    let (played, after) = played?;
    let (grade, loss) = grade_move::<G>(&position, &played);
    let (refutation, reason) = if grade.is_error() {
        let refutation = line(played.mv, &after, position.depth, REFUTATION_LEN, budget)?;
        let better = pos.move_text(position.best.mv);
        let reason = pos.reason(&refutation, &position.pv, position.best.eval, played.eval);
        let reason = forced_result(reason, position.best.eval, played.eval).with_better(better);
        (refutation, Some(reason))
    } else {
        (Vec::new(), None)
    };
    Some(MoveReview {
        ply,
        played_chance: G::win_chance(played.eval),
        played,
        loss,
        grade,
        refutation,
        reason,
        position,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proven_result_beyond_the_lines_names_the_fallback() {
        let vague = Reason::new(ReasonKind::WeakerPosition, vec![], vec![30]);
        let concrete = Reason::new(ReasonKind::LosesStack, vec!["c3".into()], vec![2]);
        let won = Eval::exact(999_990);
        let lost = Eval::exact(-999_990);
        let open = Eval::heuristic(40);
        let kind = |r: &Reason, best, played| forced_result(r.clone(), best, played).kind;
        assert_eq!(kind(&vague, won, open), ReasonKind::MissesForcedWin);
        assert_eq!(kind(&vague, open, lost), ReasonKind::AllowsForcedWin);
        assert_eq!(
            kind(&vague, won, Eval::exact(999_980)),
            ReasonKind::WeakerPosition
        );
        assert_eq!(
            kind(&vague, lost, Eval::exact(-999_998)),
            ReasonKind::WeakerPosition
        );
        assert_eq!(kind(&concrete, open, lost), ReasonKind::LosesStack);
        let discs = Reason::new(ReasonKind::LosesDiscs, vec![], vec![6]);
        assert_eq!(
            kind(&discs, Eval::exact(200), Eval::exact(-400)),
            ReasonKind::MissesForcedWin
        );
    }
}
