//! A trained pattern evaluation (Logistello-style): the midgame search's
//! leaves (one weight set per stage) and the endgame solver's move
//! ordering (stage 0).
//!
//! The board is read through [`INSTANCES`]: every placement, under the
//! board's eight symmetries, of the [`PATTERNS`] (edge with both X-squares,
//! corner 3×3 and 2×5 blocks, the second to fourth rows, the diagonals of
//! length 4 to 8), each placement with distinct squares once. A placement's
//! squares, read in order as base-3 digits (empty 0, mover 1, opponent 2),
//! index its pattern's table of weights; the value is the sum of those
//! weights, plus weights for both sides' mobility and one for the parity
//! of the count of empties ([`parity_sign`]), in hundredths of a disc
//! of final disc difference from the mover's side. The searches read the
//! stages blended by the count of empties ([`Tables::blended`]).
//!
//! The stage-0 weights (`patterns.bin`, little-endian `i16`) are fitted by
//! least squares to exact solver scores of positions with 12 to 16 empties
//! from self-play games, the later stages' (`patterns-mid.bin`) to searches
//! into the stages already trained, on 3.7 M self-play positions: `cargo
//! run --release --no-default-features --example othello_patterns -- gen
//! ...` then `-- train ...`, and `-- positions ...` then `-- stages ...`
//! (see that tool's doc); the parity weights were fitted last, alone,
//! by `-- parity ...`. They were made here, from this project's own games
//! and solver.

use crate::rules::othello::bitboard::moves;

/// Pattern shapes as `(column, row)` lists, `a1` = (0, 0).
pub const PATTERNS: [&[(u8, u8)]; 11] = [
    // Edge with both X-squares.
    &[
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 0),
        (4, 0),
        (5, 0),
        (6, 0),
        (7, 0),
        (1, 1),
        (6, 1),
    ],
    // Corner 3×3.
    &[
        (0, 0),
        (1, 0),
        (2, 0),
        (0, 1),
        (1, 1),
        (2, 1),
        (0, 2),
        (1, 2),
        (2, 2),
    ],
    // Corner 2×5.
    &[
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 0),
        (4, 0),
        (0, 1),
        (1, 1),
        (2, 1),
        (3, 1),
        (4, 1),
    ],
    // Second, third and fourth rows.
    &[
        (0, 1),
        (1, 1),
        (2, 1),
        (3, 1),
        (4, 1),
        (5, 1),
        (6, 1),
        (7, 1),
    ],
    &[
        (0, 2),
        (1, 2),
        (2, 2),
        (3, 2),
        (4, 2),
        (5, 2),
        (6, 2),
        (7, 2),
    ],
    &[
        (0, 3),
        (1, 3),
        (2, 3),
        (3, 3),
        (4, 3),
        (5, 3),
        (6, 3),
        (7, 3),
    ],
    // Diagonals of length 8 down to 4.
    &[
        (0, 0),
        (1, 1),
        (2, 2),
        (3, 3),
        (4, 4),
        (5, 5),
        (6, 6),
        (7, 7),
    ],
    &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7)],
    &[(0, 2), (1, 3), (2, 4), (3, 5), (4, 6), (5, 7)],
    &[(0, 3), (1, 4), (2, 5), (3, 6), (4, 7)],
    &[(0, 4), (1, 5), (2, 6), (3, 7)],
];

/// Most squares in one pattern.
const MAX_LEN: usize = 10;

/// One placement of a pattern on the board.
#[derive(Clone, Copy, Debug)]
pub struct Instance {
    /// Index into [`PATTERNS`].
    pub pattern: usize,
    /// Its squares (board indices), in the pattern's order.
    pub squares: [u8; MAX_LEN],
    pub len: usize,
}

/// All placements and their number, before trimming to [`INSTANCES`].
const ALL_INSTANCES: ([Instance; 8 * PATTERNS.len()], usize) = build_instances();

/// Number of placements of all patterns.
pub const INSTANCE_COUNT: usize = ALL_INSTANCES.1;

/// Every placement of every pattern.
pub const INSTANCES: [Instance; INSTANCE_COUNT] = {
    let mut out = [NO_INSTANCE; INSTANCE_COUNT];
    let mut i = 0;
    while i < INSTANCE_COUNT {
        out[i] = ALL_INSTANCES.0[i];
        i += 1;
    }
    out
};

/// Where each pattern's table starts in the weights, and the total count
/// (the tables, then the two mobility weights).
pub const OFFSETS: [usize; PATTERNS.len() + 1] = {
    let mut t = [0; PATTERNS.len() + 1];
    let mut i = 0;
    while i < PATTERNS.len() {
        t[i + 1] = t[i] + 3usize.pow(PATTERNS[i].len() as u32);
        i += 1;
    }
    t
};

/// Index of the weight of the mover's mobility (the opponent's follows).
pub const MOBILITY: usize = OFFSETS[PATTERNS.len()];
/// Index of the parity weight: it counts once for an odd number of empty
/// squares (the mover may get the last move) and negatively for an even
/// one ([`parity_sign`]).
pub const PARITY: usize = MOBILITY + 2;
/// Weights read once per position times a number: both sides' mobility
/// and the parity.
pub const LINEAR: usize = 3;
/// Number of weights.
pub const WEIGHT_COUNT: usize = MOBILITY + LINEAR;

/// The parity term's factor with `empties` empty squares: 1 when odd, −1
/// when even. Without it the weights fitted over a stage's counts of
/// empties erred by about a disc and a third either way with the parity:
/// the embedded stage 0, on exactly solved positions with 5 to 16 empties,
/// overrated the mover by 0.9–1.8 discs at even counts and underrated it by
/// 1.3–1.5 at odd ones.
#[must_use]
#[inline]
pub const fn parity_sign(empties: u32) -> i32 {
    if empties % 2 == 1 { 1 } else { -1 }
}

/// The square `(c, r)` under symmetry `s` (bit 0 mirrors columns, bit 1
/// rows, bit 2 swaps the axes).
const fn transform(c: u8, r: u8, s: usize) -> u8 {
    let (mut c, mut r) = (c, r);
    if s & 4 != 0 {
        (c, r) = (r, c);
    }
    if s & 1 != 0 {
        c = 7 - c;
    }
    if s & 2 != 0 {
        r = 7 - r;
    }
    r * 8 + c
}

/// The squares of pattern `p` under symmetry `s`, as a bitboard.
const fn image_mask(p: usize, s: usize) -> u64 {
    let mut mask = 0u64;
    let mut k = 0;
    while k < PATTERNS[p].len() {
        let (c, r) = PATTERNS[p][k];
        mask |= 1 << transform(c, r, s);
        k += 1;
    }
    mask
}

/// Whether symmetry `s` of pattern `p` covers the same squares as an
/// earlier symmetry (then it is left out).
const fn repeated(p: usize, s: usize) -> bool {
    let mask = image_mask(p, s);
    let mut t = 0;
    while t < s {
        if image_mask(p, t) == mask {
            return true;
        }
        t += 1;
    }
    false
}

/// A placement slot not yet filled.
const NO_INSTANCE: Instance = Instance {
    pattern: 0,
    squares: [0; MAX_LEN],
    len: 0,
};

/// The distinct placements, in a list with room for all eight images of
/// every pattern, and how many there are.
const fn build_instances() -> ([Instance; 8 * PATTERNS.len()], usize) {
    let mut out = [NO_INSTANCE; 8 * PATTERNS.len()];
    let mut n = 0;
    let mut p = 0;
    while p < PATTERNS.len() {
        let mut s = 0;
        while s < 8 {
            if !repeated(p, s) {
                let mut squares = [0; MAX_LEN];
                let mut k = 0;
                while k < PATTERNS[p].len() {
                    let (c, r) = PATTERNS[p][k];
                    squares[k] = transform(c, r, s);
                    k += 1;
                }
                out[n] = Instance {
                    pattern: p,
                    squares,
                    len: PATTERNS[p].len(),
                };
                n += 1;
            }
            s += 1;
        }
        p += 1;
    }
    (out, n)
}

/// The board `b` under symmetry `s` (0..8, as for the placements).
#[must_use]
pub fn image(b: u64, s: usize) -> u64 {
    (0..64u8)
        .filter(|&sq| b >> sq & 1 != 0)
        .fold(0, |acc, sq| acc | 1 << transform(sq % 8, sq / 8, s))
}

/// Makes each pattern table invariant under the pattern's own symmetries
/// (an edge read from either end, a corner block across its diagonal) by
/// averaging the entries they map onto each other; the evaluation is then
/// exactly the same for all eight images of a position.
pub fn symmetrise(weights: &mut [f64]) {
    for (p, shape) in PATTERNS.iter().enumerate() {
        let base = image_mask(p, 0);
        // Each self-symmetry as a permutation of the pattern's positions.
        let perms: Vec<Vec<usize>> = (0..8)
            .filter(|&s| image_mask(p, s) == base)
            .map(|s| {
                shape
                    .iter()
                    .map(|&(c, r)| {
                        let sq = transform(c, r, s);
                        shape
                            .iter()
                            .position(|&(c2, r2)| transform(c2, r2, 0) == sq)
                            .expect("a self-symmetry maps the pattern onto itself")
                    })
                    .collect()
            })
            .collect();
        let size = 3usize.pow(shape.len() as u32);
        let table = &mut weights[OFFSETS[p]..OFFSETS[p] + size];
        for idx in 0..size {
            let digits: Vec<usize> = (0..shape.len())
                .map(|k| idx / 3usize.pow(k as u32) % 3)
                .collect();
            let images: Vec<usize> = perms
                .iter()
                .map(|perm| {
                    perm.iter()
                        .enumerate()
                        .map(|(k, &j)| digits[k] * 3usize.pow(j as u32))
                        .sum()
                })
                .collect();
            // Each orbit is handled once, from its smallest index.
            if images.iter().any(|&i| i < idx) {
                continue;
            }
            let mean = images.iter().map(|&i| table[i]).sum::<f64>() / images.len() as f64;
            for &i in &images {
                table[i] = mean;
            }
        }
    }
}

/// Most placements through one square.
pub const MAX_PER_SQUARE: usize = 8;

/// `CONTRIBUTIONS[sq]`: `(placement, 3^k)` for each placement holding `sq`
/// as its `k`-th square (unused slots add 0).
pub const CONTRIBUTIONS: [[(u8, u32); MAX_PER_SQUARE]; 64] = {
    let mut t = [[(0u8, 0u32); MAX_PER_SQUARE]; 64];
    let mut used = [0usize; 64];
    let mut i = 0;
    while i < INSTANCE_COUNT {
        let inst = INSTANCES[i];
        let mut k = 0;
        while k < inst.len {
            let sq = inst.squares[k] as usize;
            assert!(
                used[sq] < MAX_PER_SQUARE,
                "too many placements on one square"
            );
            t[sq][used[sq]] = (i as u8, 3u32.pow(k as u32));
            used[sq] += 1;
            k += 1;
        }
        i += 1;
    }
    t
};

/// The weight indices a position uses: one per placement, into the whole
/// weight vector (pattern offset included).
#[must_use]
pub fn features(p: u64, o: u64) -> [u32; INSTANCE_COUNT] {
    let mut out = [0u32; INSTANCE_COUNT];
    for (slot, inst) in out.iter_mut().zip(INSTANCES.iter()) {
        *slot = OFFSETS[inst.pattern] as u32;
    }
    for (bits, digit) in [(p, 1), (o, 2)] {
        let mut bits = bits;
        while bits != 0 {
            let sq = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            for &(i, power) in &CONTRIBUTIONS[sq] {
                out[i as usize] += digit * power;
            }
        }
    }
    out
}

/// The trained weights of stage 0 (16 empties or fewer).
static WEIGHTS: &[u8] = include_bytes!("patterns.bin");

/// The trained weights of the later stages, 1 to `STAGES - 1`, one whole
/// set after another (made by the same tool's `stages` command).
static MIDGAME: &[u8] = include_bytes!("patterns-mid.bin");

/// Weight sets by the number of empty squares: stage 0 up to 16 empties
/// (fitted to exact scores), then one per four empties (17–20, 21–24, …,
/// 53–56) and the last for 57–60.
pub const STAGES: usize = 12;

/// The stage of a position with `empties` empty squares.
#[must_use]
pub const fn stage(empties: u32) -> usize {
    if empties <= 16 {
        0
    } else {
        let s = (empties as usize - 17) / 4 + 1;
        if s < STAGES { s } else { STAGES - 1 }
    }
}

/// The weights of stage 0 ([`WEIGHT_COUNT`] of them).
#[must_use]
pub fn weights() -> Vec<i16> {
    decode(WEIGHTS)
}

/// Weights as the training tool writes them (little-endian `i16`); an odd
/// last byte is ignored.
#[must_use]
pub fn decode(bytes: &[u8]) -> Vec<i16> {
    bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect()
}

/// Every stage's weights, one set after another ([`STAGES`] ×
/// [`WEIGHT_COUNT`]); a stage missing from the embedded file repeats the
/// one before it.
#[must_use]
pub fn staged_weights() -> Vec<i16> {
    let mut all = weights();
    all.extend(decode(MIDGAME));
    all.truncate(STAGES * WEIGHT_COUNT);
    while all.len() < STAGES * WEIGHT_COUNT {
        let last = all[all.len() - WEIGHT_COUNT..].to_vec();
        all.extend(last);
    }
    all
}

/// Weight tables for the searches: every stage read with the mover at a
/// search's root as digit 1 (`own`), and with the digits swapped (the
/// other side to move), and which set of them each count of empties reads.
pub struct Tables {
    pub own: Vec<i16>,
    pub swapped: Vec<i16>,
    /// Where the set of weights for each count of empty squares (0 to 60)
    /// starts in `own` and `swapped`.
    by_empties: [usize; 61],
    /// How many trained stages the sets come from.
    stages: usize,
}

/// The digits 1 and 2 of every index swapped, in whole sets of
/// [`WEIGHT_COUNT`].
fn swap_digits(weights: &[i16]) -> Vec<i16> {
    let mut swapped = weights.to_vec();
    for base in (0..weights.len()).step_by(WEIGHT_COUNT) {
        for (p, shape) in PATTERNS.iter().enumerate() {
            let size = 3usize.pow(shape.len() as u32);
            for idx in 0..size {
                let (mut rest, mut other, mut power) = (idx, 0, 1);
                for _ in 0..shape.len() {
                    other += [0, 2, 1][rest % 3] * power;
                    rest /= 3;
                    power *= 3;
                }
                swapped[base + OFFSETS[p] + other] = weights[base + OFFSETS[p] + idx];
            }
        }
    }
    swapped
}

/// Where a position with `empties` empty squares lies between the stages'
/// centres, in eighths of a stage: the centre of stage `s` is at `14.5 +
/// 4s` empties (stage 0 is fitted on 12 to 16, the later ones on four
/// counts each), so `empties` is at `(2 · empties − 29) / 8` stages,
/// clamped to the first and last (`last`) stage.
const fn eighths(empties: u32, last: usize) -> usize {
    let t = 2 * empties as i64 - 29;
    let max = 8 * last as i64;
    (if t < 0 {
        0
    } else if t > max {
        max
    } else {
        t
    }) as usize
}

impl Tables {
    /// The tables of `weights` (whole sets of [`WEIGHT_COUNT`], stage 0
    /// first), each stage read alone over its counts of empties
    /// ([`stage`]).
    #[must_use]
    pub fn new(weights: Vec<i16>) -> Self {
        let stages = weights.len() / WEIGHT_COUNT;
        let mut by_empties = [0; 61];
        for (empties, base) in by_empties.iter_mut().enumerate() {
            *base = stage(empties as u32).min(stages.max(1) - 1) * WEIGHT_COUNT;
        }
        Tables {
            swapped: swap_digits(&weights),
            own: weights,
            by_empties,
            stages,
        }
    }

    /// The tables of `weights` blended between stages: a count of empties
    /// between two stages' centres reads their weights mixed in
    /// proportion to its distance from each (in eighths, rounded), so the
    /// value no longer jumps from one stage to the next. The evaluation is
    /// linear in its weights, so this is the blend of the two stages'
    /// values, at the cost of one table per count of empties (46 sets for
    /// 12 stages: 31 MB with the swapped digits) instead of a second
    /// evaluation at each leaf. Counts past the first and last centres
    /// read those stages alone; set 0 is stage 0 (the endgame ordering's).
    #[must_use]
    pub fn blended(weights: Vec<i16>) -> Self {
        let stages = weights.len() / WEIGHT_COUNT;
        if stages < 2 {
            return Self::new(weights);
        }
        let last = stages - 1;
        let swapped = swap_digits(&weights);
        let (mut own, mut swap) = (Vec::new(), Vec::new());
        let mut by_empties = [0; 61];
        let mut placed: Vec<usize> = Vec::new();
        for (empties, base) in by_empties.iter_mut().enumerate() {
            let at = eighths(empties as u32, last);
            if let Some(k) = placed.iter().position(|&a| a == at) {
                *base = k * WEIGHT_COUNT;
                continue;
            }
            *base = placed.len() * WEIGHT_COUNT;
            placed.push(at);
            let (lo, part) = (at / 8, at % 8);
            let hi = (lo + 1).min(last);
            for (out, from) in [(&mut own, &weights), (&mut swap, &swapped)] {
                let a = &from[lo * WEIGHT_COUNT..(lo + 1) * WEIGHT_COUNT];
                let b = &from[hi * WEIGHT_COUNT..(hi + 1) * WEIGHT_COUNT];
                out.extend(a.iter().zip(b).map(|(&a, &b)| {
                    let mixed = i32::from(a) * (8 - part as i32) + i32::from(b) * part as i32;
                    mixed.div_euclid(8) as i16 + i16::from(mixed.rem_euclid(8) >= 4)
                }));
            }
        }
        Tables {
            own,
            swapped: swap,
            by_empties,
            stages,
        }
    }

    /// How many trained stages the tables hold.
    #[must_use]
    pub fn stages(&self) -> usize {
        self.stages
    }

    /// Where the weights for a position with `empties` empty squares start
    /// in [`Self::own`] and [`Self::swapped`].
    #[must_use]
    #[inline]
    pub fn base(&self, empties: u32) -> usize {
        self.by_empties[(empties as usize).min(60)]
    }
}

/// The embedded tables of every stage, blended between stages
/// ([`Tables::blended`]; decoded once, shared by every search). Blended,
/// Expert at 10 plies scored 52 % against the same weights read a stage at
/// a time (Elo +14, 95 % interval −20..+49, 384 games: `cargo bench
/// --no-default-features --bench othello -- blend-match 192 10`), in about
/// the same time.
#[must_use]
pub fn tables() -> std::sync::Arc<Tables> {
    static TABLES: std::sync::OnceLock<std::sync::Arc<Tables>> = std::sync::OnceLock::new();
    TABLES
        .get_or_init(|| std::sync::Arc::new(Tables::blended(staged_weights())))
        .clone()
}

/// The pattern value of the position for the mover `p` (moves `mask`), in
/// hundredths of a disc, with the weights of its stage.
#[must_use]
pub fn evaluate(p: u64, o: u64, mask: u64) -> i32 {
    evaluate_with(&tables(), p, o, mask)
}

/// [`evaluate`] with `tables` (the weights they give the position's count
/// of empty squares).
#[must_use]
pub fn evaluate_with(tables: &Tables, p: u64, o: u64, mask: u64) -> i32 {
    let base = tables.base(64 - (p | o).count_ones());
    let w = |i: usize| i32::from(tables.own[base + i]);
    let mut v: i32 = features(p, o).iter().map(|&f| w(f as usize)).sum();
    v += w(MOBILITY) * mask.count_ones() as i32;
    v += w(MOBILITY + 1) * moves(o, p).count_ones() as i32;
    v += w(PARITY) * parity_sign(64 - (p | o).count_ones());
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_cover_each_shape_once_per_distinct_image() {
        let per_pattern: Vec<usize> = (0..PATTERNS.len())
            .map(|p| INSTANCES.iter().filter(|i| i.pattern == p).count())
            .collect();
        // Edge 4, corner 3×3 4, corner 2×5 8, rows 4 each, the long
        // diagonal 2, the shorter ones 4 each.
        assert_eq!(per_pattern, [4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4]);
        assert_eq!(WEIGHTS.len(), 2 * WEIGHT_COUNT);
        assert_eq!(
            MIDGAME.len() % (2 * WEIGHT_COUNT),
            0,
            "whole stages of weights"
        );
        assert!(MIDGAME.len() <= 2 * WEIGHT_COUNT * (STAGES - 1));
        assert_eq!(staged_weights().len(), STAGES * WEIGHT_COUNT);
    }

    #[test]
    fn features_read_each_placement_in_order() {
        let (p, o) = (0x0000_0018_3C08_0000u64, 0x8100_2400_0000_1001u64);
        let naive: Vec<u32> = INSTANCES
            .iter()
            .map(|inst| {
                let idx = inst.squares[..inst.len]
                    .iter()
                    .rev()
                    .fold(0u32, |idx, &sq| {
                        idx * 3 + ((p >> sq) & 1) as u32 + 2 * ((o >> sq) & 1) as u32
                    });
                OFFSETS[inst.pattern] as u32 + idx
            })
            .collect();
        assert_eq!(features(p, o).to_vec(), naive);
    }

    #[test]
    fn stages_cover_every_count_of_empties() {
        assert_eq!(stage(0), 0);
        assert_eq!(stage(16), 0);
        assert_eq!(stage(17), 1);
        assert_eq!(stage(20), 1);
        assert_eq!(stage(21), 2);
        assert_eq!(stage(56), STAGES - 2);
        assert_eq!(stage(57), STAGES - 1);
        assert_eq!(stage(60), STAGES - 1);
    }

    #[test]
    fn blended_tables_mix_the_two_nearest_stages() {
        let stepped = Tables::new(staged_weights());
        let blended = Tables::blended(staged_weights());
        assert_eq!(blended.stages(), STAGES);
        // One table per count of empties between the first and last
        // centres (15 to 58), plus those two stages.
        assert_eq!(blended.own.len(), 46 * WEIGHT_COUNT);
        // The same squares at every count of empties: the value of a
        // position read with each count's weights.
        let (p, o) = (0x0000_0018_3C08_0000u64, 0x8100_2400_0000_1001u64);
        let mask = moves(p, o);
        let value = |tables: &Tables, empties: u32| {
            let base = tables.base(empties);
            let w = |i: usize| i32::from(tables.own[base + i]);
            features(p, o).iter().map(|&f| w(f as usize)).sum::<i32>()
                + w(MOBILITY) * mask.count_ones() as i32
                + w(MOBILITY + 1) * moves(o, p).count_ones() as i32
                + w(PARITY) * parity_sign(64 - (p | o).count_ones())
        };
        let at_stage = |s: usize| {
            value(
                &stepped,
                [14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58][s],
            )
        };
        for empties in 0..=60u32 {
            let got = value(&blended, empties);
            let t = (2 * i64::from(empties) - 29).clamp(0, 88);
            let (lo, part) = ((t / 8) as usize, t % 8);
            let hi = (lo + 1).min(STAGES - 1);
            let want = (i64::from(at_stage(lo)) * (8 - part) + i64::from(at_stage(hi)) * part)
                as f64
                / 8.0;
            // Each weight the position reads is rounded once (by at most
            // half a hundredth), the mobility weights once per move.
            assert!(
                (f64::from(got) - want).abs() <= 60.0,
                "{empties} empties: {got} against {want}"
            );
        }
        // Past the first and last centres, one stage alone, exactly.
        for empties in [0, 10, 14] {
            assert_eq!(value(&blended, empties), at_stage(0));
        }
        for empties in [59, 60] {
            assert_eq!(value(&blended, empties), at_stage(STAGES - 1));
        }
        // Set 0 is stage 0, which the endgame ordering reads.
        assert_eq!(blended.own[..WEIGHT_COUNT], stepped.own[..WEIGHT_COUNT]);
        assert_eq!(
            blended.swapped[..WEIGHT_COUNT],
            stepped.swapped[..WEIGHT_COUNT]
        );
    }

    #[test]
    fn value_is_the_same_under_every_symmetry() {
        // A midgame position (a few moves after the start) and its images:
        // the tables are symmetrised, so the value must be exactly equal.
        let (p, o) = (0x0000_0018_3C08_0000u64, 0x0000_2400_0000_1000u64);
        let v = evaluate(p, o, moves(p, o));
        for s in 1..8 {
            let (ps, os) = (image(p, s), image(o, s));
            assert_eq!(evaluate(ps, os, moves(ps, os)), v, "symmetry {s}");
        }
    }
}
