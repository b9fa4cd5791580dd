//! Othello's adapter for the game review ([`crate::analysis`]): values in
//! discs, exact over the last [`REVIEW_EXACT_EMPTIES`] empties.
//!
//! Analysis units are hundredths of a disc for the side to move. Up to
//! [`REVIEW_EXACT_EMPTIES`] empties a position is solved exactly (the final
//! disc difference under perfect play); above, the midgame search's
//! heuristic value (100 ≈ one disc) is used, and a proven end found by it
//! is exact too. With a time limit, a solve that runs out of time falls
//! back on the midgame search with the same limit (so a search may take up
//! to twice the limit); in a review at a fixed depth every position of 20
//! empties or fewer is solved, however long it takes.

use std::sync::atomic::Ordering;

mod reason;

use crate::ai::othello::{MAX_HEURISTIC, WIN, best_move, final_diff, limits_for, solve};
use crate::ai::{Level, SearchLimits};
use crate::analysis::game::{AnalysisGame, Eval, GraphScale, Searched, logistic, proven_chance};
use crate::analysis::grade::{Grade, MeasureScale, floor_points};
use crate::analysis::reason::Reason;
use crate::game_kind::GameKind;
use crate::rules::Outcome;
use crate::rules::othello::{Move, Position};

/// Up to this many empties the review solves positions exactly. The
/// Expert level solves from 20 empties on too (after a probable solve from
/// 28), so a game of the strongest level reviews as perfect play in its
/// exact phase, and every hint from 20 empties on is a proven best move. The review stops at 20 because it
/// solves every position of a game, and the scores on the board every
/// move's child: at 21–22 empties that costs a second or more each.
pub const REVIEW_EXACT_EMPTIES: u32 = 20;

/// The logistic slope, per disc, of the winning chance of a heuristic
/// value: `P(win) = 1 / (1 + e^(−k·discs))` (+4 discs: 65 %, +10: 83 %).
///
/// Fitted by `cargo run --release --no-default-features --example
/// fit_win_chance -- othello 400 4`: maximum likelihood on 16 843 midgame
/// positions (more than 18 empties, the exact limit then) of 400 games between the Beginner,
/// Casual and Strong levels, valued by the review's search at 4 plies on
/// the trained pattern evaluation, whose values are predicted final disc
/// differences (the hand-made evaluation's slope was 0.318: its values ran
/// about half as large). Log-loss 0.412 (a coin toss: 0.693), Brier score
/// 0.131 (coin: 0.249).
pub const WIN_CHANCE_K: f64 = 0.1559;

/// Othello grades by discs everywhere (the exact disc loss in the solver's
/// range, the evaluation's disc loss before it): at most 1 disc lost is
/// still Best (the evaluation's noise; exact scores are even, so there
/// only 0 is), under 3 Good, under 6 an Inaccuracy, under 12 a Mistake,
/// and from 12 discs on (a fifth of the board) a Blunder. The winning
/// chance would stop counting once a game is lost; discs never do.
pub const DISC_SCALE: MeasureScale = MeasureScale {
    best: 1.0,
    good: 3.0,
    inaccuracy: 6.0,
    mistake: 12.0,
};

/// The evaluation graph spans this many discs either way (a lead of 32 is
/// as good as won; the graph's keys say so).
pub const GRAPH_DISCS: f64 = 32.0;

impl AnalysisGame for Position {
    const KIND: GameKind = GameKind::Othello;
    /// 10 plies: a bundled sample game reviews in a few seconds on one
    /// thread of the 2-core machine, exact over the last
    /// [`REVIEW_EXACT_EMPTIES`] empties (12 plies would take about 26 s; see
    /// `benches/review.rs`).
    const REVIEW_DEPTH: u32 = 10;

    fn search(&self, limits: &SearchLimits) -> Searched<Move> {
        if self.must_pass() {
            let r = self.passed().search(limits);
            return Searched {
                best: Some(Move::Pass),
                eval: r.eval.flip(),
                ..r
            };
        }
        let empties = self.empty().count_ones();
        if empties <= REVIEW_EXACT_EMPTIES {
            let r = solve(self, limits);
            if !r.cancelled {
                return Searched {
                    best: r.best,
                    eval: Eval::exact(100 * r.score),
                    depth: empties,
                    cancelled: false,
                };
            }
            if limits.cancel.load(Ordering::Relaxed) {
                return cancelled();
            }
        }
        // The midgame search only: `Beginner` solves nothing exactly (the
        // level names only the exact threshold here; the depth, time and
        // noise are those of `limits`).
        let r = best_move(self, Level::Beginner, limits);
        if r.cancelled {
            return cancelled();
        }
        let eval = if r.score > MAX_HEURISTIC {
            Eval::exact(r.score - WIN)
        } else if r.score < -MAX_HEURISTIC {
            Eval::exact(r.score + WIN)
        } else {
            Eval::heuristic(r.score)
        };
        Searched {
            best: r.best,
            eval,
            depth: r.depth,
            cancelled: false,
        }
    }

    fn final_eval(&self, _outcome: &Outcome) -> Eval {
        Eval::exact(100 * final_diff(self.player(), self.opponent()))
    }

    fn win_chance(e: Eval) -> f64 {
        if e.exact {
            proven_chance(e.score)
        } else {
            logistic(WIN_CHANCE_K, f64::from(e.score) / 100.0)
        }
    }

    /// The discs lost on [`DISC_SCALE`]; when both values are exact the
    /// result counts too: turning a win into a loss is a Blunder, a win
    /// into a draw or a draw into a loss at least a Mistake, whatever the
    /// discs.
    fn grade_loss(best: Eval, played: Eval) -> f64 {
        let discs = f64::from(best.score - played.score) / 100.0;
        let by_discs = DISC_SCALE.points(discs);
        if !(best.exact && played.exact) {
            return by_discs;
        }
        let by_result = match (best.score.signum(), played.score.signum()) {
            (1, -1) => Grade::Blunder,
            (1, 0) | (0, -1) => Grade::Mistake,
            _ => Grade::Best,
        };
        by_discs.max(floor_points(by_result))
    }

    const GRAPH_SCALE: GraphScale = GraphScale::Discs {
        span: GRAPH_DISCS as u32,
        inaccuracy: DISC_SCALE.good as u32,
        mistake: DISC_SCALE.inaccuracy as u32,
        blunder: DISC_SCALE.mistake as u32,
    };

    /// Discs, [`GRAPH_DISCS`] either way.
    fn graph_value(e: Eval) -> f64 {
        (0.5 + f64::from(e.score) / 100.0 / (2.0 * GRAPH_DISCS)).clamp(0.0, 1.0)
    }

    fn reason(&self, refutation: &[Move], better: &[Move], best: Eval, after: Eval) -> Reason {
        reason::reason(self, refutation, better, best, after)
    }

    fn score_text(e: Eval) -> String {
        if e.exact {
            format!("{:+} exact", e.score / 100)
        } else {
            format!("{:+.1}", f64::from(e.score) / 100.0)
        }
    }

    fn engine_move(&self, level: Level, seed: u64) -> Option<Move> {
        let mut limits = limits_for(level);
        if limits.noise > 0 {
            limits.noise_seed = seed | 1;
        }
        best_move(self, level, &limits).best
    }
}

fn cancelled() -> Searched<Move> {
    Searched {
        best: None,
        eval: Eval::default(),
        depth: 0,
        cancelled: true,
    }
}
