//! The Basque checkers adapter for the game review ([`crate::analysis`]): the
//! engine's score, and a winning chance from it.

mod reason;

use crate::ai::checkers::{WIN, best_move, limits_for};
use crate::ai::{Level, SearchLimits};
use crate::analysis::game::{
    AnalysisGame, Eval, Searched, decided_loss, engine_chance, engine_eval, engine_score_text,
    outcome_eval,
};
use crate::analysis::grade::MeasureScale;
use crate::analysis::reason::Reason;
use crate::game_kind::GameKind;
use crate::rules::checkers::{Game, Move};
use crate::rules::{Outcome, Rules};

/// The logistic slope, per engine unit, of the winning chance:
/// `P(win) = 1 / (1 + e^(−k·score))` (a man, +100: 73 %; +300: 95 %).
///
/// Fitted by `cargo run --release --no-default-features --example
/// fit_win_chance -- checkers 400 4`: maximum likelihood on 22 709 positions of
/// 400 games between the Beginner, Casual and Strong levels, valued by the
/// review's search at 4 plies. Log-loss 0.477 (a coin toss: 0.693), Brier
/// score 0.151 (coin: 0.239). Refitted the same way with the tuned
/// evaluation (issue #42, 2026-12-06): k = 0.01043 on 22 446 positions,
/// within 4 % of this one, so the curve stays; the tuned score predicts
/// the results better (log-loss 0.420, Brier 0.115).
pub const WIN_CHANCE_K: f64 = 0.01007;

/// Pieces lost (engine units / 100) where the grades change once a game is
/// decided: under 0.15 of a piece Best, under 0.4 Good, under 0.9 an
/// Inaccuracy, under 2.5 a Mistake (a piece for nothing), from 2.5 on a
/// Blunder.
pub const PIECE_SCALE: MeasureScale = MeasureScale {
    best: 0.15,
    good: 0.4,
    inaccuracy: 0.9,
    mistake: 2.5,
};

impl AnalysisGame for Game {
    const KIND: GameKind = GameKind::Checkers;
    /// 12 plies (the Expert level searches 14): a bundled sample game
    /// reviews in 1.6–3 s on one thread of the 2-core machine (14 plies:
    /// up to 12 s; see `benches/review.rs`).
    const REVIEW_DEPTH: u32 = 12;

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
    /// gives away a man (a king is 320) for nothing is graded for it.
    fn grade_loss(best: Eval, played: Eval) -> f64 {
        decided_loss::<Self>(best, played, &PIECE_SCALE)
    }

    /// Read from the rules' effects along the two lines
    /// ([`super::reason`]).
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
