//! Midgame search: negamax PVS with alpha-beta, a transposition table and
//! move ordering (TT move, then fewest replies for the opponent, then square
//! value), driven by iterative deepening.

use super::eval::{self, weighted_mobility};
use super::moves::MoveList;
use super::tt::{NO_MOVE, Table};
use crate::ai::Deadline;
use crate::rules::othello::bitboard::moves;

/// Larger than any score.
pub const INF: i32 = 30_000;

/// A static preference per square (corners good, X/C squares bad) to break
/// ordering ties.
pub(super) const SQUARE_VALUE: [i32; 64] = {
    const ROW: [[i32; 8]; 4] = [
        [100, -20, 10, 5, 5, 10, -20, 100],
        [-20, -50, -2, -2, -2, -2, -50, -20],
        [10, -2, 1, 1, 1, 1, -2, 10],
        [5, -2, 1, 0, 0, 1, -2, 5],
    ];
    let mut t = [0; 64];
    let mut i = 0;
    while i < 64 {
        let r = i / 8;
        let r = if r < 4 { r } else { 7 - r };
        t[i] = ROW[r][i % 8];
        i += 1;
    }
    t
};

/// The midgame searcher (one per search; owns its table).
pub struct Midgame<'a> {
    pub tt: Table,
    pub nodes: u64,
    pub stopped: bool,
    deadline: &'a Deadline,
    noise: i32,
    seed: u64,
}

impl<'a> Midgame<'a> {
    /// `noise`: amplitude of the per-position evaluation noise (0 = none);
    /// `depth`: the deepest iteration planned, which sizes the table (a
    /// shallow search of a low level does not pay for clearing megabytes).
    pub fn new(deadline: &'a Deadline, noise: i32, seed: u64, depth: u32) -> Self {
        Midgame {
            tt: Table::new((8 + 2 * depth).clamp(10, 18)),
            nodes: 0,
            stopped: false,
            deadline,
            noise: if seed == 0 { 0 } else { noise.max(0) },
            seed,
        }
    }

    /// The evaluation plus the level's noise, a fixed function of the
    /// position so that the table stays consistent.
    fn leaf(&self, p: u64, o: u64, mask: u64) -> i32 {
        let mut v = eval::evaluate_with_moves(p, o, mask);
        if self.noise > 0 {
            let mut h = (p ^ self.seed).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ o.wrapping_mul(0xD6E8_FEB8_6659_FD93);
            h ^= h >> 31;
            h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
            h ^= h >> 29;
            let span = 2 * self.noise as u64 + 1;
            v += (h % span) as i32 - self.noise;
        }
        v
    }

    /// Orders the moves of `p` (mask `mask`) best first.
    pub fn ordered(&self, p: u64, o: u64, mask: u64, tt_move: u8) -> MoveList {
        let mut list = MoveList::generate(p, o, mask);
        for m in list.iter_mut() {
            let (cp, co) = m.child(p, o);
            m.key = if m.sq == tt_move {
                1 << 20
            } else {
                -100 * weighted_mobility(moves(cp, co)) + SQUARE_VALUE[m.sq as usize]
            };
        }
        list.sort();
        list
    }

    /// Fail-soft PVS; returns 0 once stopped (the caller discards it).
    pub fn pvs(&mut self, p: u64, o: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        if self.deadline.tick(&mut self.nodes, &mut self.stopped) {
            return 0;
        }
        let mask = moves(p, o);
        if mask == 0 {
            if moves(o, p) == 0 {
                return eval::terminal(p, o);
            }
            // A pass is no real ply: keep the depth (the opponent can move).
            return -self.pvs(o, p, depth, -beta, -alpha);
        }
        if depth == 0 {
            return self.leaf(p, o, mask);
        }
        let tt_move = match self.tt.lookup(p, o, depth, alpha, beta) {
            Ok(v) => return v,
            Err(best) => best,
        };
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_sq = NO_MOVE;
        // One ply above the leaves ordering costs more than it saves: only
        // the table move goes first.
        let list = if depth == 1 {
            let mut list = MoveList::generate(p, o, mask);
            for m in list.iter_mut() {
                m.key = i32::from(m.sq == tt_move);
            }
            list.sort();
            list
        } else {
            self.ordered(p, o, mask, tt_move)
        };
        for (i, m) in list.iter().enumerate() {
            let (cp, co) = m.child(p, o);
            let v = if i == 0 {
                -self.pvs(cp, co, depth - 1, -beta, -alpha)
            } else {
                let v = -self.pvs(cp, co, depth - 1, -alpha - 1, -alpha);
                if v > alpha && v < beta {
                    -self.pvs(cp, co, depth - 1, -beta, -alpha)
                } else {
                    v
                }
            };
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
                best_sq = m.sq;
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        self.tt
            .store_result((p, o), depth, (alpha0, beta), best, best_sq, INF);
        best
    }

    /// Searches every root move at `depth` (previous best first); returns the
    /// best square and score, or `None` when stopped before finishing.
    pub fn root(&mut self, p: u64, o: u64, depth: u32, first: u8) -> Option<(u8, i32)> {
        let list = self.ordered(p, o, moves(p, o), first);
        let (mut alpha, beta) = (-INF, INF);
        let mut best = None;
        for (i, m) in list.iter().enumerate() {
            let (cp, co) = m.child(p, o);
            let v = if i == 0 {
                -self.pvs(cp, co, depth - 1, -beta, -alpha)
            } else {
                let v = -self.pvs(cp, co, depth - 1, -alpha - 1, -alpha);
                if v > alpha {
                    -self.pvs(cp, co, depth - 1, -beta, -alpha)
                } else {
                    v
                }
            };
            if self.stopped {
                return None;
            }
            if v > alpha {
                alpha = v;
                best = Some((m.sq, v));
            }
        }
        best
    }
}
