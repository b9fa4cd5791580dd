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
use super::pattern::{self, CONTRIBUTIONS, INSTANCE_COUNT, MOBILITY, OFFSETS, PATTERNS};
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
#[derive(Clone)]
pub struct Patterns {
    own: Vec<i16>,
    swapped: Vec<i16>,
}

impl Patterns {
    #[must_use]
    pub fn new() -> Self {
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
        Patterns { own, swapped }
    }
}

impl Leaf for Patterns {
    type State = Features;
    const INLINE_FRONTIER: bool = true;

    fn root(&self, p: u64, o: u64) -> Features {
        pattern::features(p, o)
    }

    #[inline]
    fn played(&self, features: &Features, sq: u8, flips: u64, own: bool) -> Features {
        played(features, sq, flips, own)
    }

    #[inline]
    fn value(
        &self,
        _: u64,
        _: u64,
        (mask, replies): (u64, u64),
        features: &Features,
        own: bool,
    ) -> i32 {
        let table = if own { &self.own } else { &self.swapped };
        let mut v: i32 = features.iter().map(|&f| i32::from(table[f as usize])).sum();
        v += i32::from(table[MOBILITY]) * mask.count_ones() as i32;
        v += i32::from(table[MOBILITY + 1]) * replies.count_ones() as i32;
        v.clamp(-eval::MAX_HEURISTIC, eval::MAX_HEURISTIC)
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
