//! Gounki (spec: shared/rules/gounki.md), a race game of stacking rounds
//! and squares that bounce off the side edges.
//!
//! * [`Position`]: a copyable board of stacks and the side to move, with an
//!   allocation-free move generator ([`Position::generate`]) and perft;
//! * [`Move`]: a move value whose `Display` is the canonical notation of
//!   spec §10.2 (`b2-b3`, `d4+d5-e6`, `b4*a3-b2-a2`, `g8#`, `g2-g2`);
//! * [`Game`]: position + history, implementing [`crate::rules::Rules`] and
//!   [`crate::rules::Notation`], with exit, all-captured and threefold
//!   repetition outcomes;
//! * [`Effect`]: what a move did, with full paths and rebound points.
//!
//! Choices where the spec is silent:
//! * after an exit the board shows the leaving path's result: a movement
//!   removes the stack, a deployment keeps the pieces dropped before the
//!   stack left (the effects show that same path; movements are preferred);
//! * a parsed position where one side has no pieces is over: the other side
//!   wins by [`crate::rules::EndReason::AllCaptured`];
//! * `Move::parse` checks the form only; `Game::play` checks legality.

mod board;
mod effects;
mod game;
mod movegen;
mod moves;
mod notation;
mod perft;

pub use board::{PieceCounts, Position, Square, Stack, goal_distance_from};
pub use effects::{Effect, Landing, Path, PathStep, Wall};
pub use game::Game;
pub use movegen::MoveClass;
pub use moves::{MAX_MOVES, Move, MoveList, PIECES_PER_KIND, StepKind, stack_move_bound};
pub use notation::record_tokens;
pub use perft::{PerftStats, perft, perft_divide, perft_stats};

#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
mod tests;
