//! Gounki's adapter for the game review ([`crate::analysis`]): the
//! engine's score, and a winning chance from it.

mod reason;

use crate::ai::gounki::{WEIGHTS, WIN, best_move, limits_for, term};
use crate::ai::{Level, SearchLimits};
use crate::analysis::game::{
    AnalysisGame, Eval, Searched, decided_loss, engine_chance, engine_eval, engine_score_text,
    outcome_eval,
};
use crate::analysis::grade::MeasureScale;
use crate::analysis::reason::Reason;
use crate::game_kind::GameKind;
use crate::rules::gounki::{Game, Move};
use crate::rules::{Outcome, Rules};

/// The logistic slope, per engine unit, of the winning chance:
/// `P(win) = 1 / (1 + e^(−k·score))` (+100: 55 %, +500: 74 %).
///
/// Fitted by `cargo run --release --no-default-features --example
/// fit_win_chance -- gounki 400 4`: maximum likelihood on 12 795 positions of
/// 400 games between the Beginner, Casual and Strong levels, valued by the
/// review's search at 4 plies. Log-loss 0.644 (a coin toss: 0.693), Brier
/// score 0.227 (coin: 0.249): the engine's score predicts the result of
/// these games only weakly, so the curve is flat and the review grades
/// Gounki moves gently (a swing from +0 to −500 is a Mistake, not yet a
/// Blunder). Proven wins and losses (an exit in sight) are certain anyway.
/// Refitted the same way with the fitted evaluation (issue #42,
/// 2026-12-06): k = 0.00216 on 9 299 positions, within 2 % of this one, so
/// the curve stays; log-loss 0.632, Brier 0.222 (a little better).
pub const WIN_CHANCE_K: f64 = 0.00213;

/// A piece on the board in engine units / 100 (the tuned evaluation's
/// material weight, [`WEIGHTS`]: 2.02).
pub const PIECE: f64 = WEIGHTS[term::PIECES] as f64 / 100.0;

/// Engine units / 100 lost where the grades change once a game is
/// decided: under 0.15 of a piece ([`PIECE`]) Best, under 0.4 Good, under
/// 0.9 an Inaccuracy, under 2.5 a Mistake (a piece for nothing), from 2.5
/// pieces on a Blunder.
pub const PIECE_SCALE: MeasureScale = MeasureScale {
    best: 0.15 * PIECE,
    good: 0.4 * PIECE,
    inaccuracy: 0.9 * PIECE,
    mistake: 2.5 * PIECE,
};

impl AnalysisGame for Game {
    const KIND: GameKind = GameKind::Gounki;
    /// 7 plies (the Expert level's depth): a bundled sample game reviews
    /// in about 11 s on one thread of the 2-core machine (6 plies: 3.6 s;
    /// see `benches/review.rs`).
    const REVIEW_DEPTH: u32 = 7;

    fn search(&self, limits: &SearchLimits) -> Searched<Move> {
        let r = best_move(self, Level::Expert, limits);
        Searched {
            best: r.best,
            eval: engine_eval(r.score, WIN),
            depth: r.depth,
            cancelled: r.cancelled,
        }
    }

    fn final_eval(&self, outcome: &Outcome) -> Eval {
        outcome_eval(outcome, self.turn(), WIN)
    }

    fn win_chance(e: Eval) -> f64 {
        engine_chance(e, WIN_CHANCE_K)
    }

    /// The winning chance lost, and once the game is decided the pieces
    /// lost too ([`decided_loss`] on [`PIECE_SCALE`]): a losing side that
    /// gives away a stack of one for nothing is graded for it.
    fn grade_loss(best: Eval, played: Eval) -> f64 {
        decided_loss::<Self>(best, played, &PIECE_SCALE)
    }

    /// Read from the rules' effects along the two lines (`reason.rs`
    /// beside this file), never from a rule derived again.
    fn reason(&self, refutation: &[Move], better: &[Move], best: Eval, after: Eval) -> Reason {
        reason::reason(self, refutation, better, best, after)
    }

    fn score_text(e: Eval) -> String {
        engine_score_text(e)
    }

    fn engine_move(&self, level: Level, seed: u64) -> Option<Move> {
        let mut limits = limits_for(level);
        if limits.noise > 0 {
            limits.noise_seed = seed | 1;
        }
        best_move(self, level, &limits).best
    }
}
