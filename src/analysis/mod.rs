//! Game review (issue #25), without Bevy: every move of a game analysed by
//! the game's engine, graded against the best move, with per-player
//! accuracy, the biggest mistakes, and hints with scores for every legal
//! move.
//!
//! One generic implementation over the [`game::AnalysisGame`] trait; each
//! game's adapter is a folder here ([`othello`], [`gounki`], [`checkers`]: the
//! adapter over the engine in `src/ai`, and `reason.rs`, why an error was
//! one), so the layers run one way — `analysis` uses `ai`, which uses
//! `rules`, and never back — and
//! [`registry`] is the one place that names the three games.
//!
//! - [`review::review_game`]: a whole game, in parallel, with
//!   [`review::Progress`] and a cancel flag ([`review::ReviewOptions`]);
//!   [`background::ReviewTask`] runs it on a thread of its own and shows
//!   the moves done so far.
//! - [`hint::hint`] and [`hint::score_moves_deepening`]: one position's best
//!   move and line, or every legal move's value (scores on the board).
//! - [`grade`]: grades, thresholds, accuracy.
//! - [`comment`]: a review written into a saved game's comments and read
//!   back.
//! - [`report`]: the text and JSON that `tavola analyze` prints.
//! - [`fit`]: the logistic fit of winning chances (used by
//!   `examples/fit_win_chance.rs`).

pub mod background;
pub mod checkers;
pub mod comment;
pub mod fit;
pub mod game;
pub mod gounki;
pub mod grade;
pub mod hint;
pub mod othello;
pub mod position;
pub mod reason;
pub mod record;
pub mod registry;
pub mod report;
pub mod review;
pub mod search;

#[cfg(test)]
mod tests;

pub use background::ReviewTask;
pub use game::{AnalysisGame, Eval};
pub use grade::{Grade, PlayerSummary};
pub use hint::{hint, score_moves_deepening};
pub use position::{MoveReview, MoveScore, PositionAnalysis};
pub use review::{Progress, Review, ReviewOptions, review_game};
