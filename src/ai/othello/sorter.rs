//! The endgame solver's ordering search: a shallow PVS like the midgame
//! search, whose leaves use the trained [`pattern`] evaluation.
//!
//! The leaves are most of its nodes, so the pattern indices are not read
//! from the board at each leaf but updated along the search path: a move
//! changes only the placements through the played square and the flipped
//! discs. The indices use fixed digits for the whole search (1 for the side
//! to move at its root, 2 for the other side); a leaf where the other side
//! is to move reads the tables with both digits swapped.

use super::eval;
use super::midgame::INF;
use super::moves::MoveList;
use super::pattern::{self, CONTRIBUTIONS, INSTANCE_COUNT, MOBILITY, OFFSETS, PATTERNS};
use super::tt::{NO_MOVE, Table};
use crate::ai::Deadline;
use crate::rules::othello::bitboard::{flips, moves};

/// Pattern indices of a position, digits fixed for one search.
type Features = [u32; INSTANCE_COUNT];

/// The ordering searcher (one per solver; owns its table and weights).
pub struct Sorter<'a> {
    pub tt: Table,
    pub nodes: u64,
    pub stopped: bool,
    deadline: &'a Deadline,
    /// Weights read with the root's mover as digit 1, and with the digits
    /// swapped (the other side to move).
    own: Vec<i16>,
    swapped: Vec<i16>,
}

impl<'a> Sorter<'a> {
    /// A sorter for searches up to `depth` plies (which sizes the table).
    pub fn new(deadline: &'a Deadline, depth: u32) -> Self {
        let own = pattern::weights();
        let mut swapped = own.clone();
        for (p, shape) in PATTERNS.iter().enumerate() {
            let size = 3usize.pow(shape.len() as u32);
            for idx in 0..size {
                // Swap the digits 1 and 2 of `idx`.
                let (mut rest, mut other, mut power) = (idx, 0, 1);
                for _ in 0..shape.len() {
                    other += [0, 2, 1][rest % 3] * power;
                    rest /= 3;
                    power *= 3;
                }
                swapped[OFFSETS[p] + other] = own[OFFSETS[p] + idx];
            }
        }
        Sorter {
            tt: Table::new((8 + 2 * depth).clamp(10, 18)),
            nodes: 0,
            stopped: false,
            deadline,
            own,
            swapped,
        }
    }

    /// The pattern value for the mover `p` (moves `mask`); `own`: `p` is
    /// the side that was to move at the search's root.
    #[inline]
    fn leaf(&self, p: u64, o: u64, mask: u64, features: &Features, own: bool) -> i32 {
        let table = if own { &self.own } else { &self.swapped };
        let mut v: i32 = features.iter().map(|&f| i32::from(table[f as usize])).sum();
        v += i32::from(table[MOBILITY]) * mask.count_ones() as i32;
        v += i32::from(table[MOBILITY + 1]) * moves(o, p).count_ones() as i32;
        v.clamp(-eval::MAX_HEURISTIC, eval::MAX_HEURISTIC)
    }

    /// One ply above the leaves: the best leaf value over the moves of `p`
    /// (`mask`, not empty), stopping at `beta` (fail-soft). No table and no
    /// ordering here: they cost more than they save next to the leaves.
    fn frontier(
        &mut self,
        p: u64,
        o: u64,
        mask: u64,
        features: &Features,
        own: bool,
        beta: i32,
    ) -> i32 {
        let mut best = -INF;
        let mut bits = mask;
        while bits != 0 {
            let sq = bits.trailing_zeros();
            bits &= bits - 1;
            self.nodes += 1;
            let f = flips(p, o, sq);
            let (cp, co) = (o & !f, p | f | (1 << sq));
            let child = played(features, sq as u8, f, own);
            let reply = moves(cp, co);
            let v = if reply != 0 {
                -self.leaf(cp, co, reply, &child, !own)
            } else {
                let again = moves(co, cp);
                if again == 0 {
                    -eval::terminal(cp, co)
                } else {
                    // The opponent passes: we move again at the leaf.
                    self.leaf(co, cp, again, &child, own)
                }
            };
            if v > best {
                best = v;
                if v >= beta {
                    break;
                }
            }
        }
        best
    }

    /// Fail-soft PVS from `(p, o)`, `p` to move; returns 0 once stopped.
    pub fn pvs(&mut self, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> i32 {
        let features = pattern::features(p, o);
        self.search(p, o, &features, true, depth, alpha, beta)
    }

    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        p: u64,
        o: u64,
        features: &Features,
        own: bool,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.deadline.tick(&mut self.nodes, &mut self.stopped) {
            return 0;
        }
        let mask = moves(p, o);
        if mask == 0 {
            if moves(o, p) == 0 {
                return eval::terminal(p, o);
            }
            // A pass is no real ply: keep the depth.
            return -self.search(o, p, features, !own, depth, -beta, -alpha);
        }
        if depth == 0 {
            return self.leaf(p, o, mask, features, own);
        }
        if depth == 1 {
            return self.frontier(p, o, mask, features, own, beta);
        }
        let tt_move = match self.tt.lookup(p, o, depth, alpha, beta) {
            Ok(v) => return v,
            Err(best) => best,
        };
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_sq = NO_MOVE;
        let mut list = MoveList::generate(p, o, mask);
        for m in list.iter_mut() {
            let (cp, co) = m.child(p, o);
            m.key = if m.sq == tt_move {
                1 << 20
            } else {
                -100 * eval::weighted_mobility(moves(cp, co))
                    + super::midgame::SQUARE_VALUE[m.sq as usize]
            };
        }
        list.sort();
        for (i, m) in list.iter().enumerate() {
            let (cp, co) = m.child(p, o);
            let child = played(features, m.sq, m.flips, own);
            let v = if i == 0 {
                -self.search(cp, co, &child, !own, depth - 1, -beta, -alpha)
            } else {
                let v = -self.search(cp, co, &child, !own, depth - 1, -alpha - 1, -alpha);
                if v > alpha && v < beta {
                    -self.search(cp, co, &child, !own, depth - 1, -beta, -alpha)
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
}

/// The indices after a move on `sq` flipping `flips`, by the root's mover
/// when `own` (digit 1; flipped discs go from 2 to 1) or else by the other
/// side (digit 2; flipped discs go from 1 to 2).
#[inline]
fn played(features: &Features, sq: u8, flips: u64, own: bool) -> Features {
    let mut out = *features;
    let (place, flip): (u32, u32) = if own { (1, u32::MAX) } else { (2, 1) };
    for &(i, power) in &CONTRIBUTIONS[sq as usize] {
        out[i as usize] += place * power;
    }
    let mut bits = flips;
    while bits != 0 {
        let f = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        for &(i, power) in &CONTRIBUTIONS[f] {
            // `flip` is -1 in two's complement for the root's mover.
            out[i as usize] = out[i as usize].wrapping_add(flip.wrapping_mul(power));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn updated_indices_match_indices_read_from_the_board() {
        // Play a few moves from the start by both sides and compare the
        // updated indices with those read afresh (digits of the first mover).
        let (mut p, mut o) = (0x0000_0008_1000_0000u64, 0x0000_0010_0800_0000u64);
        let (root_p, root_o) = (p, o);
        let mut features = pattern::features(root_p, root_o);
        let mut own = true;
        for _ in 0..12 {
            let mask = moves(p, o);
            if mask == 0 {
                (p, o, own) = (o, p, !own);
                continue;
            }
            // The highest legal square, for variety.
            let sq = 63 - mask.leading_zeros();
            let flips = crate::rules::othello::bitboard::flips(p, o, sq);
            features = played(&features, sq as u8, flips, own);
            let (np, no) = (o & !flips, p | flips | (1 << sq));
            (p, o, own) = (np, no, !own);
            let (first, second) = if own { (p, o) } else { (o, p) };
            assert_eq!(features, pattern::features(first, second));
        }
    }

    #[test]
    fn swapped_tables_give_the_value_for_the_other_side() {
        let deadline = Deadline::new(&crate::ai::SearchLimits::depth(1));
        let sorter = Sorter::new(&deadline, 1);
        let (p, o) = (0x0000_0018_3C08_0000u64, 0x8100_2400_0000_1001u64);
        // Indices with the opponent as digit 1, read with swapped tables,
        // equal the plain value of the mover.
        let direct = sorter.leaf(p, o, moves(p, o), &pattern::features(p, o), true);
        let swapped = sorter.leaf(p, o, moves(p, o), &pattern::features(o, p), false);
        assert_eq!(direct, swapped);
    }
}
