//! What the analysis needs from a game: the [`AnalysisGame`] trait that each
//! game's adapter implements (`src/analysis/<game>`, over its engine in
//! `src/ai`), and the
//! [`Eval`] value every search result is turned into.
//!
//! The review code ([`super::review`]) is written once over this trait; the
//! adapters only translate between the engine's own units and the game's
//! scale (Othello: discs; Gounki and checkers: the engine's score and a
//! winning chance).

use crate::ai::{Level, SearchLimits};
use crate::game_kind::GameKind;
use crate::rules::{Notation, Outcome, Side};

use super::grade::MeasureScale;
use super::reason::{Reason, ReasonKind};

/// A position's value from the point of view of the side to move, in the
/// game's analysis units (see [`AnalysisGame::win_chance`] for each
/// game's scale).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Eval {
    /// Othello: hundredths of a disc (`+400` = four discs ahead). Gounki and
    /// checkers: the engine's score (a pawn is about 100; a proven win is
    /// near ±1 000 000).
    pub score: i32,
    /// Proven to the end of the game (an exact endgame solve, a forced win
    /// or loss found by the search, or the game is over).
    pub exact: bool,
}

impl Eval {
    /// A heuristic value.
    #[must_use]
    pub const fn heuristic(score: i32) -> Eval {
        Eval {
            score,
            exact: false,
        }
    }

    /// A proven value.
    #[must_use]
    pub const fn exact(score: i32) -> Eval {
        Eval { score, exact: true }
    }

    /// The same value seen by the other player.
    #[must_use]
    pub const fn flip(self) -> Eval {
        Eval {
            score: -self.score,
            exact: self.exact,
        }
    }
}

/// What the review's evaluation graph shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GraphScale {
    /// The winning chance, 0–100 %.
    WinChance,
    /// The lead in discs, `span` at the edges; the grade thresholds in
    /// discs lost are shown with it.
    Discs {
        span: u32,
        inaccuracy: u32,
        mistake: u32,
        blunder: u32,
    },
}

/// A search's answer in analysis terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Searched<M> {
    /// The best move found (`None` only when there is no legal move).
    pub best: Option<M>,
    /// The value for the side to move.
    pub eval: Eval,
    /// Deepest completed iteration (the number of empties for an exact
    /// Othello solve).
    pub depth: u32,
    /// The search was stopped by the cancel flag: the answer is not usable.
    pub cancelled: bool,
}

/// A game the analysis can review: its rules and notation, plus an adapter
/// over its engine. Implemented by `othello::Position`, `gounki::Game` and
/// `checkers::Game` in `src/analysis/<game>`.
pub trait AnalysisGame: Notation + Send + Sync
where
    Self::Move: Send + Sync,
{
    /// Which game.
    const KIND: GameKind;

    /// The review's default search depth (plies): chosen so that reviewing
    /// a bundled sample game stays within the time the issue asks for (10 s
    /// for Othello, 20 s for Gounki and checkers on the 2-core machine).
    const REVIEW_DEPTH: u32;

    /// Searches this position within `limits` (fresh tables, one thread:
    /// the same limits always give the same answer when no time limit is
    /// set). Never called on a finished game.
    fn search(&self, limits: &SearchLimits) -> Searched<Self::Move>;

    /// The value of a finished game for the side to move.
    fn final_eval(&self, outcome: &Outcome) -> Eval;

    /// The winning chance (0.0–1.0) of the side whose value `eval` is: a
    /// proven result is certain (1, ½ or 0); a heuristic value goes through
    /// the game's logistic curve, fitted on games between the computer
    /// levels (`examples/fit_win_chance.rs`).
    fn win_chance(eval: Eval) -> f64;

    /// What `played` gives away against `best` (the mover's values), in
    /// points of the grade scale ([`super::grade`]): by default the winning
    /// chance lost (percentage points); a game with a measure of its own
    /// (Othello's discs, pieces in a decided game) grades by it, brought
    /// onto the same scale with a [`MeasureScale`].
    fn grade_loss(best: Eval, played: Eval) -> f64 {
        chance_loss::<Self>(best, played)
    }

    /// What the evaluation graph shows (its keys say so).
    const GRAPH_SCALE: GraphScale = GraphScale::WinChance;

    /// Where the evaluation graph puts a value for the side whose value it
    /// is, 0.0 (lost) to 1.0 (won): the winning chance by default.
    fn graph_value(eval: Eval) -> f64 {
        Self::win_chance(eval)
    }

    /// Why `played` is worse than `best`, read from the rules' effects
    /// along the two lines from this position: `refutation` (the move
    /// played, then the replies the search chose) and `better` (the best
    /// move and its line). `best` and `after` are the mover's values of
    /// the two moves. Always gives a reason (the game's fallback when no
    /// concrete cause shows); the caller names the better move.
    fn reason(
        &self,
        refutation: &[Self::Move],
        better: &[Self::Move],
        best: Eval,
        after: Eval,
    ) -> Reason {
        let _ = (refutation, better);
        weaker_position::<Self>(best, after)
    }

    /// The value in the game's scale for people: `+3.5`, `+4 exact`
    /// (Othello discs) or `+120`, `win` (Gounki, checkers); the winning
    /// chance is shown beside it by the callers.
    fn score_text(eval: Eval) -> String;

    /// The move the computer plays at `level` with evaluation noise seeded
    /// by `seed` (the fitting tool's and the self-play tests' games).
    fn engine_move(&self, level: Level, seed: u64) -> Option<Self::Move>;
}

/// The value for `side` of `eval`, which is the value for `mover`.
#[must_use]
pub fn for_side(eval: Eval, mover: Side, side: Side) -> Eval {
    if mover == side { eval } else { eval.flip() }
}

/// `1 / (1 + e^(−k·x))`: the logistic curve of the winning chances.
#[must_use]
pub fn logistic(k: f64, x: f64) -> f64 {
    1.0 / (1.0 + (-k * x).exp())
}

/// The certain chance of a proven value (win 1, draw ½, loss 0).
#[must_use]
pub fn proven_chance(score: i32) -> f64 {
    match score.signum() {
        1 => 1.0,
        -1 => 0.0,
        _ => 0.5,
    }
}

/// The analysis value of an engine score where `±win` (minus the plies to
/// it) is a proven win or loss: beyond `win − 1000` it is exact.
#[must_use]
pub fn engine_eval(score: i32, win: i32) -> Eval {
    if score.abs() > win - 1000 {
        Eval::exact(score)
    } else {
        Eval::heuristic(score)
    }
}

/// A finished game's value for `mover` on a win/loss/draw scale: `±win`
/// or 0, exact.
#[must_use]
pub fn outcome_eval(outcome: &Outcome, mover: Side, win: i32) -> Eval {
    Eval::exact(match outcome.winner {
        Some(w) if w == mover => win,
        Some(_) => -win,
        None => 0,
    })
}

/// The winning chance of a win/loss scale: certain when proven, else the
/// logistic curve of slope `k` per engine unit.
#[must_use]
pub fn engine_chance(e: Eval, k: f64) -> f64 {
    if e.exact {
        proven_chance(e.score)
    } else {
        logistic(k, f64::from(e.score))
    }
}

/// `+120`, or `win`, `loss`, `draw` when proven.
#[must_use]
pub fn engine_score_text(e: Eval) -> String {
    if e.exact {
        return match e.score.signum() {
            1 => "win".to_string(),
            -1 => "loss".to_string(),
            _ => "draw".to_string(),
        };
    }
    format!("{:+}", e.score)
}

/// The winning chance `played` gives away against `best`, in percentage
/// points (≥ 0).
#[must_use]
pub fn chance_loss<G: AnalysisGame>(best: Eval, played: Eval) -> f64
where
    G::Move: Send + Sync,
{
    (100.0 * (G::win_chance(best) - G::win_chance(played))).max(0.0)
}

/// The winning chance below which (or above one minus which) a game counts
/// as decided for [`decided_loss`]: from 85–15 on, a lost piece barely moves
/// the chance any more, yet it is still a lost piece.
pub const DECIDED_CHANCE: f64 = 0.15;

/// The grade loss of a game valued in engine units where a piece is about
/// 100: the winning chance lost while the game is open; once it is decided
/// (the best move's chance beyond [`DECIDED_CHANCE`] of certain) and
/// neither value is proven, the larger of that and the evaluation's loss in
/// pieces on `scale` (engine units / 100).
#[must_use]
pub fn decided_loss<G: AnalysisGame>(best: Eval, played: Eval, scale: &MeasureScale) -> f64
where
    G::Move: Send + Sync,
{
    let by_chance = chance_loss::<G>(best, played);
    let chance = G::win_chance(best);
    let decided = !(DECIDED_CHANCE..=1.0 - DECIDED_CHANCE).contains(&chance);
    if !decided || best.exact || played.exact {
        return by_chance;
    }
    let pieces = f64::from(best.score - played.score) / 100.0;
    by_chance.max(scale.points(pieces))
}

/// The fallback reason: the better move keeps a position the engine values
/// higher, by this many points of winning chance.
#[must_use]
pub fn weaker_position<G: AnalysisGame>(best: Eval, played: Eval) -> Reason
where
    G::Move: Send + Sync,
{
    let points = chance_loss::<G>(best, played).round() as i32;
    Reason::new(ReasonKind::WeakerPosition, Vec::new(), vec![points])
}
