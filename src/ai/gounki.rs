//! Computer opponent for Gounki (placeholder: the first legal move).

use super::{Level, SearchLimits, SearchResult};
use crate::rules::Rules;
use crate::rules::gounki::{Game, Move};

/// The search limits of each level.
#[must_use]
pub fn limits_for(_level: Level) -> SearchLimits {
    SearchLimits::depth(1)
}

/// The move the engine plays.
#[must_use]
pub fn best_move(game: &Game, _level: Level, _limits: &SearchLimits) -> SearchResult<Move> {
    SearchResult {
        best: game.legal_moves().first().copied(),
        score: 0,
        depth: 0,
        nodes: 0,
        cancelled: false,
    }
}
