//! Puzzles (issue #45), without Bevy: proven positions to solve, the
//! player's own mistakes to retry, and a puzzle rating.
//!
//! - [`puzzle`]: what a puzzle is ([`Puzzle`], [`Goal`], [`Theme`]) and its
//!   one-line text form.
//! - [`rating`]: Glicko-2, the player's rating against the puzzles'.

pub mod puzzle;
pub mod rating;

pub use puzzle::{Goal, Puzzle, PuzzleTextError, Theme, parse_file};
