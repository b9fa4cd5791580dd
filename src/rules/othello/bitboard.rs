//! Bitboard primitives: move generation and flip computation.
//!
//! A bitboard is a `u64` with bit `i` for square index `i` (`a1` = bit 0,
//! `h1` = bit 7, `a8` = bit 56, `h8` = bit 63). `p` is the mover's discs and
//! `o` the opponent's. Nothing here allocates, so the AI and perft call these
//! functions directly.

/// The 8 directions as `(column step, row step)`, in the order used by
/// [`super::Effect::Flipped::direction`]: clockwise starting from north
/// (towards row 1): N, NE, E, SE, S, SW, W, NW.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

/// Every square except those on columns `a` and `h`: stops horizontal and
/// diagonal runs from wrapping around the board edge.
const INNER_COLUMNS: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// `RAYS[d][sq]`: the squares reached from `sq` walking in direction `d`,
/// not including `sq` itself.
pub const RAYS: [[u64; 64]; 8] = build_rays();

const fn build_rays() -> [[u64; 64]; 8] {
    let mut rays = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut c = (sq % 8) as i32;
            let mut r = (sq / 8) as i32;
            let mut ray = 0u64;
            loop {
                c += DIRECTIONS[d].0 as i32;
                r += DIRECTIONS[d].1 as i32;
                if c < 0 || c >= 8 || r < 0 || r >= 8 {
                    break;
                }
                ray |= 1u64 << (r * 8 + c);
            }
            rays[d][sq] = ray;
            sq += 1;
        }
        d += 1;
    }
    rays
}

/// Directions whose squares have higher indices than the start (E, SE, S, SW).
const UP: [usize; 4] = [2, 3, 4, 5];
/// Directions whose squares have lower indices than the start (N, NE, W, NW).
const DOWN: [usize; 4] = [0, 1, 6, 7];

/// Empty squares where `p` may play: dumb7fill over the 4 line orientations
/// in both senses at once (a run of opponent discs is at most 6 long).
#[inline]
#[must_use]
pub fn moves(p: u64, o: u64) -> u64 {
    let empty = !(p | o);
    let oh = o & INNER_COLUMNS;
    (dir_moves(p, oh, 1) | dir_moves(p, o, 8) | dir_moves(p, oh, 7) | dir_moves(p, oh, 9)) & empty
}

/// Squares just past a run of `mask` discs that starts next to a `p` disc,
/// along shift `s` in both senses.
#[inline(always)]
fn dir_moves(p: u64, mask: u64, s: u32) -> u64 {
    let mut l = mask & (p << s);
    let mut r = mask & (p >> s);
    l |= mask & (l << s);
    r |= mask & (r >> s);
    l |= mask & (l << s);
    r |= mask & (r >> s);
    l |= mask & (l << s);
    r |= mask & (r >> s);
    l |= mask & (l << s);
    r |= mask & (r >> s);
    l |= mask & (l << s);
    r |= mask & (r >> s);
    (l << s) | (r >> s)
}

/// The opponent discs that `p` playing on the empty square `sq` would flip
/// (0 when the move is illegal). Uses the precomputed rays: in each direction
/// the first square that is not an opponent disc must hold a `p` disc.
#[inline(always)]
#[must_use]
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    // The mask lets the compiler drop the bounds checks.
    let sq = sq as usize & 63;
    let mut f = 0;
    for d in UP {
        let ray = RAYS[d][sq];
        let blockers = ray & !o;
        let first = blockers & blockers.wrapping_neg();
        if first & p != 0 {
            f |= ray & (first - 1);
        }
    }
    for d in DOWN {
        let ray = RAYS[d][sq];
        let blockers = ray & !o;
        if blockers != 0 {
            let first = 63 - blockers.leading_zeros();
            if (p >> first) & 1 != 0 {
                // `first` < sq <= 63, so the shift stays below 64.
                f |= ray & (u64::MAX << (first + 1));
            }
        }
    }
    f
}

/// Squares next to at least one square of `b` (8-neighbourhood), without
/// wrapping around the edges.
#[inline]
#[must_use]
pub fn neighbours(b: u64) -> u64 {
    const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let h = ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
    let row = b | h;
    h | (row << 8) | (row >> 8)
}
