//! Static evaluation for the midgame search, from the mover's point of view.
//!
//! Units: 100 ≈ one disc. Terms: mobility (corner moves count double),
//! potential mobility (empty squares next to enemy discs), corners, X- and
//! C-squares next to empty corners, edge discs anchored to an owned corner
//! (a cheap stability measure), parity, and the disc count near the end.

use crate::rules::othello::bitboard::neighbours;
use crate::rules::othello::fast::moves;

/// The four corners.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;
/// Score of a finished game's win or loss before the disc term.
pub const WIN: i32 = 10_000;
/// Bound on the heuristic value, so that it never reaches [`WIN`].
pub const MAX_HEURISTIC: i32 = 9_000;

const ROW_1: u64 = 0xFF;
const ROW_8: u64 = 0xFF << 56;
const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// Per corner: the corner, its X-square (diagonal) and its C-squares.
const CORNER_ZONES: [(u64, u64, u64); 4] = [
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 57) | (1 << 48)),
    (1 << 63, 1 << 54, (1 << 62) | (1 << 55)),
];

/// Mobility with corner moves counted twice.
#[inline]
#[must_use]
pub fn weighted_mobility(m: u64) -> i32 {
    (m.count_ones() + (m & CORNERS).count_ones()) as i32
}

/// Edge discs of `b` connected along the edge to a corner of `b`: they can
/// never be flipped along that edge (a cheap lower bound of stability).
#[must_use]
pub fn edge_anchored(b: u64) -> u64 {
    let horizontal = b & (ROW_1 | ROW_8);
    let vertical = b & (FILE_A | FILE_H);
    let mut h = b & CORNERS;
    let mut v = h;
    for _ in 0..6 {
        h |= (((h << 1) & !FILE_A) | ((h >> 1) & !FILE_H)) & horizontal;
        v |= ((v << 8) | (v >> 8)) & vertical;
    }
    h | v
}

/// Score of a finished game (empties to the winner) in evaluation units.
#[must_use]
pub fn terminal(p: u64, o: u64) -> i32 {
    let d = final_diff(p, o);
    match d.signum() {
        1 => WIN + 100 * d,
        -1 => -WIN + 100 * d,
        _ => 0,
    }
}

/// The final disc difference for `p` if the game ended now (§7: empties go
/// to the winner).
#[inline]
#[must_use]
pub fn final_diff(p: u64, o: u64) -> i32 {
    let pc = p.count_ones() as i32;
    let oc = o.count_ones() as i32;
    let empties = 64 - pc - oc;
    match pc.cmp(&oc) {
        std::cmp::Ordering::Greater => pc - oc + empties,
        std::cmp::Ordering::Less => pc - oc - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The heuristic value of an unfinished position for the mover `p`.
#[must_use]
pub fn evaluate(p: u64, o: u64) -> i32 {
    evaluate_with_moves(p, o, moves(p, o), moves(o, p))
}

/// [`evaluate`] when the mover's moves `mask` and the opponent's `replies`
/// are already known.
#[must_use]
pub fn evaluate_with_moves(p: u64, o: u64, mask: u64, replies: u64) -> i32 {
    let empty = !(p | o);
    let n_empty = empty.count_ones() as i32;
    let mobility = weighted_mobility(mask) - weighted_mobility(replies);
    let potential =
        (neighbours(o) & empty).count_ones() as i32 - (neighbours(p) & empty).count_ones() as i32;
    let corners = (p & CORNERS).count_ones() as i32 - (o & CORNERS).count_ones() as i32;
    let mut danger = 0;
    for (corner, x, c) in CORNER_ZONES {
        if empty & corner != 0 {
            danger += 3 * ((o & x).count_ones() as i32 - (p & x).count_ones() as i32);
            danger += (o & c).count_ones() as i32 - (p & c).count_ones() as i32;
        }
    }
    let stable = edge_anchored(p).count_ones() as i32 - edge_anchored(o).count_ones() as i32;
    let discs = p.count_ones() as i32 - o.count_ones() as i32;
    let late = (16 - n_empty).max(0);
    // With an odd number of empties the mover is due to play last.
    let parity = if n_empty % 2 == 1 { 20 } else { -20 };
    let score = 90 * mobility
        + 25 * potential
        + 700 * corners
        + 90 * danger
        + 110 * stable
        + 6 * late * discs
        + parity;
    score.clamp(-MAX_HEURISTIC, MAX_HEURISTIC)
}
