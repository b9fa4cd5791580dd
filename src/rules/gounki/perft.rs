//! Perft (spec §12.2): move-path counting in "leaf" mode.
//!
//! A move that ends the game (an exit, or the capture of the last enemy
//! piece) is counted once where it happens and never expanded.

use super::board::Position;
use super::movegen::MoveClass;
use super::moves::{Move, MoveList};

/// Whether the move just applied (of class `class`, giving `next`) ended
/// the game.
#[inline]
pub(crate) fn ends_game(class: MoveClass, next: &Position) -> bool {
    match class {
        MoveClass::Exit => true,
        MoveClass::Capture => !next.has_pieces(next.side_to_move()),
        _ => false,
    }
}

/// The number of move sequences of length `depth` from `pos` (leaf mode).
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = MoveList::new();
    pos.generate(&mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut nodes = 0;
    for &mv in list.iter() {
        let mut next = *pos;
        let class = next.apply(mv);
        nodes += if ends_game(class, &next) {
            1
        } else {
            perft(&next, depth - 1)
        };
    }
    nodes
}

/// Perft per root move, sorted by the moves' canonical strings.
#[must_use]
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let depth = depth.max(1);
    let mut out: Vec<(Move, u64)> = pos
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut next = *pos;
            let class = next.apply(mv);
            let n = if ends_game(class, &next) {
                1
            } else {
                perft(&next, depth - 1)
            };
            (mv, n)
        })
        .collect();
    out.sort_by_key(|(mv, _)| mv.to_string());
    out
}

/// Perft split by the kind of the last move (the columns of spec §12.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PerftStats {
    /// All counted sequences.
    pub nodes: u64,
    /// Ending on an empty square (null moves included).
    pub moves: u64,
    /// Ending on an own stack.
    pub stacks: u64,
    /// Ending with a capture.
    pub captures: u64,
    /// Ending with a deployment.
    pub deploys: u64,
    /// Ending with an exit.
    pub exits: u64,
}

impl PerftStats {
    fn add(&mut self, other: &PerftStats) {
        self.nodes += other.nodes;
        self.moves += other.moves;
        self.stacks += other.stacks;
        self.captures += other.captures;
        self.deploys += other.deploys;
        self.exits += other.exits;
    }

    fn count(&mut self, class: MoveClass) {
        self.nodes += 1;
        match class {
            MoveClass::Move => self.moves += 1,
            MoveClass::Stack => self.stacks += 1,
            MoveClass::Capture => self.captures += 1,
            MoveClass::Deploy => self.deploys += 1,
            MoveClass::Exit => self.exits += 1,
        }
    }
}

/// Perft with the kind of each counted sequence's last move (slower than
/// [`perft`]: every leaf move is applied).
#[must_use]
pub fn perft_stats(pos: &Position, depth: u32) -> PerftStats {
    let mut stats = PerftStats::default();
    if depth == 0 {
        stats.nodes = 1;
        return stats;
    }
    let mut list = MoveList::new();
    pos.generate(&mut list);
    for &mv in list.iter() {
        let mut next = *pos;
        let class = next.apply(mv);
        if depth == 1 || ends_game(class, &next) {
            stats.count(class);
        } else {
            stats.add(&perft_stats(&next, depth - 1));
        }
    }
    stats
}
