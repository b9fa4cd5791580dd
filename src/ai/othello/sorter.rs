//! The endgame solver's ordering search: the midgame PVS whose leaves use
//! the trained [`pattern`] evaluation.
//!
//! The leaves are most of its nodes, so the pattern indices are not read
//! from the board at each leaf but updated along the search path: a move
//! changes only the placements through the played square and the flipped
//! discs. The indices use fixed digits for the whole search (1 for the side
//! to move at its root, 2 for the other side); a leaf where the other side
//! is to move reads the tables with both digits swapped.

use super::eval;
use super::midgame::{Leaf, Midgame};
use std::sync::Arc;

use super::pattern::{
    self, CONTRIBUTIONS, INSTANCE_COUNT, MOBILITY, PARITY, Tables, WEIGHT_COUNT, parity_sign,
};
use crate::ai::Deadline;

/// Pattern indices of a position, digits fixed for one search.
type Features = [u32; INSTANCE_COUNT];

/// The ordering searcher.
pub type Sorter<'a> = Midgame<'a, Patterns>;

/// A sorter for searches up to `depth` plies (which sizes its table).
pub fn sorter(deadline: &Deadline, depth: u32) -> Sorter<'_> {
    Midgame::with_leaf(deadline, Patterns::new(), depth)
}

/// The pattern evaluation as a [`Leaf`]: the weights read with the root's
/// mover as digit 1, and with the digits swapped (the other side to move).
/// The endgame's ordering searches read stage 0 only (their leaves are
/// near the end), without its parity weight; the midgame search reads each
/// leaf's stage, and the levels below Expert add their noise.
#[derive(Clone)]
pub struct Patterns {
    tables: Arc<Tables>,
    staged: bool,
    noise: i32,
    seed: u64,
}

impl Patterns {
    /// The endgame solver's ordering evaluation (stage 0).
    #[must_use]
    pub fn new() -> Self {
        Patterns {
            tables: pattern::tables(),
            staged: false,
            noise: 0,
            seed: 0,
        }
    }

    /// The midgame evaluation: every stage, with `noise` (amplitude in
    /// hundredths of a disc, a fixed function of the position and `seed`;
    /// none with seed 0).
    #[must_use]
    pub fn staged(noise: i32, seed: u64) -> Self {
        Self::with_tables(pattern::tables(), noise, seed)
    }

    /// The midgame evaluation with other weights (the training tool's).
    #[must_use]
    pub fn with_tables(tables: Arc<Tables>, noise: i32, seed: u64) -> Self {
        Patterns {
            staged: tables.stages() > 1,
            tables,
            noise: if seed == 0 { 0 } else { noise.max(0) },
            seed,
        }
    }
}

impl Leaf for Patterns {
    type State = Features;
    const INLINE_FRONTIER: bool = true;

    fn root(&self, p: u64, o: u64) -> Features {
        pattern::features(p, o)
    }

    #[inline(always)]
    fn played(&self, features: &Features, sq: u8, flips: u64, own: bool) -> Features {
        played(features, sq, flips, own)
    }

    #[inline(always)]
    fn value(
        &self,
        p: u64,
        o: u64,
        (mask, replies): (u64, u64),
        features: &Features,
        own: bool,
    ) -> i32 {
        let table = if own {
            &self.tables.own
        } else {
            &self.tables.swapped
        };
        let empties = 64 - (p | o).count_ones();
        let base = if self.staged {
            self.tables.base(empties)
        } else {
            0
        };
        let table = &table[base..base + WEIGHT_COUNT];
        let mut v: i32 = features.iter().map(|&f| i32::from(table[f as usize])).sum();
        v += i32::from(table[MOBILITY]) * mask.count_ones() as i32;
        v += i32::from(table[MOBILITY + 1]) * replies.count_ones() as i32;
        // The solver's ordering reads no parity: with it FFO #40–#49 took
        // 544 M nodes instead of 517 M.
        if self.staged {
            v += i32::from(table[PARITY]) * parity_sign(empties);
        }
        if self.noise > 0 {
            v += super::midgame::noise(p, o, self.seed, self.noise);
        }
        v.clamp(-eval::MAX_HEURISTIC, eval::MAX_HEURISTIC)
    }
}

/// The indices after a move on `sq` flipping `flips`, by the root's mover
/// when `own` (digit 1; flipped discs go from 2 to 1) or else by the other
/// side (digit 2; flipped discs go from 1 to 2).
#[inline(always)]
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
    use crate::rules::othello::fast::moves;

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
        let leaf = Patterns::new();
        let (p, o) = (0x0000_0018_3C08_0000u64, 0x8100_2400_0000_1001u64);
        // Indices with the opponent as digit 1, read with swapped tables,
        // equal the plain value of the mover.
        let both = (moves(p, o), moves(o, p));
        let direct = leaf.value(p, o, both, &pattern::features(p, o), true);
        let swapped = leaf.value(p, o, both, &pattern::features(o, p), false);
        assert_eq!(direct, swapped);
    }
}
