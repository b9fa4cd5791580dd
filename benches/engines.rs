//! The three games as the benches play them (shared with `#[path]`): the
//! start, the engine's search as the app calls it, the level's limits, and
//! which legal moves are a forced pass. Not a bench of its own.

use tavola::ai::{self, Level, SearchLimits};
use tavola::rules::{Rules, checkers, gounki, othello};

/// A game a bench can play.
pub trait Engine: Rules {
    fn start() -> Self;
    fn search(&self, level: Level, limits: &SearchLimits) -> Option<Self::Move>;
    fn limits(level: Level) -> SearchLimits;
    /// Whether `moves`, the legal moves, are a forced pass (no clock runs).
    // Only the clock bench needs it (each bench compiles this file).
    #[allow(dead_code)]
    fn forced_pass(moves: &[Self::Move]) -> bool {
        let _ = moves;
        false
    }
}

impl Engine for othello::Position {
    fn start() -> Self {
        othello::Position::start()
    }
    fn search(&self, level: Level, limits: &SearchLimits) -> Option<Self::Move> {
        ai::othello::best_move(self, level, limits).best
    }
    fn limits(level: Level) -> SearchLimits {
        ai::othello::limits_for(level)
    }
    fn forced_pass(moves: &[Self::Move]) -> bool {
        moves == [othello::Move::Pass]
    }
}

impl Engine for gounki::Game {
    fn start() -> Self {
        gounki::Game::default()
    }
    fn search(&self, level: Level, limits: &SearchLimits) -> Option<Self::Move> {
        ai::gounki::best_move(self, level, limits).best
    }
    fn limits(level: Level) -> SearchLimits {
        ai::gounki::limits_for(level)
    }
}

// Huffs belong to the family rules, off by default: no forced passes.
impl Engine for checkers::Game {
    fn start() -> Self {
        checkers::Game::default()
    }
    fn search(&self, level: Level, limits: &SearchLimits) -> Option<Self::Move> {
        ai::checkers::best_move(self, level, limits).best
    }
    fn limits(level: Level) -> SearchLimits {
        ai::checkers::limits_for(level)
    }
}
