//! Puzzles (issue #45), without Bevy: proven positions to solve, the
//! player's own mistakes to retry, and a puzzle rating.
//!
//! - [`puzzle`]: what a puzzle is ([`Puzzle`], [`Goal`], [`Theme`]) and its
//!   one-line text form.
//! - [`prove`]: what a game's prover answers ([`prove::PuzzleRules`]) and
//!   the check of a whole line ([`prove::verify`]); the provers are
//!   [`othello`] (the exact solver), [`gounki`] and [`checkers`]
//!   (full-width searches to the end of the goal).
//! - [`generate`]: puzzles from the sample games and self-play.
//! - [`registry`]: the bundled puzzles (`assets/puzzles/`), the proof and
//!   the generator by game.
//! - [`rating`]: Glicko-2, the player's rating against the puzzles'.

pub mod checkers;
pub mod generate;
pub mod gounki;
pub mod othello;
pub mod prove;
pub mod puzzle;
pub mod rating;
pub mod registry;

pub use puzzle::{Goal, Puzzle, PuzzleTextError, Theme, parse_file};
pub use registry::{bundled, verify_puzzle};

#[cfg(test)]
mod tests;
