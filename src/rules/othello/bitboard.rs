//! Bitboard primitives: move generation and flip computation.
//!
//! A bitboard is a `u64` with bit `i` for square index `i` (`a1` = bit 0,
//! `h1` = bit 7, `a8` = bit 56, `h8` = bit 63). `p` is the mover's discs and
//! `o` the opponent's. Nothing here allocates, so the AI and perft call these
//! functions directly; [`super::fast`] holds builds of the same code for
//! newer CPUs, chosen at run time.

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

/// The ray masks of each square as four lanes, one per line orientation
/// (horizontal, vertical and the two diagonals), towards higher indices
/// (E, S, SE, SW) in `LANES_UP` and towards lower indices (W, N, NW, NE) in
/// `LANES_DOWN`, so that the flip computation runs the same branch-free
/// code over the four lanes.
pub(super) const LANES_UP: [[u64; 4]; 64] = build_lanes([2, 4, 3, 5]);
pub(super) const LANES_DOWN: [[u64; 4]; 64] = build_lanes([6, 0, 7, 1]);

const fn build_lanes(dirs: [usize; 4]) -> [[u64; 4]; 64] {
    let mut t = [[0u64; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut lane = 0;
        while lane < 4 {
            t[sq][lane] = RAYS[dirs[lane]][sq];
            lane += 1;
        }
        sq += 1;
    }
    t
}

/// The shift of one step along each lane's orientation (E, S, SE, SW
/// towards higher indices).
pub(super) const SHIFTS: [u32; 4] = [1, 8, 9, 7];

/// Empty squares where `p` may play. Kogge-Stone fills over the four line
/// orientations at once (one `u64` lane each, both senses; a run of opponent
/// discs is at most 6 long), branch-free (the portable build; with constant
/// shifts per lane the compiler keeps it scalar, which pays here; see
/// [`fast`](super::fast) for the AVX2 build chosen at run time).
#[inline]
#[must_use]
pub fn moves(p: u64, o: u64) -> u64 {
    moves_lanes(p, o)
}

/// The body of [`moves`], inlined into the portable and the AVX2 builds.
#[inline(always)]
pub(super) fn moves_lanes(p: u64, o: u64) -> u64 {
    let oh = o & INNER_COLUMNS;
    let mask = [oh, o, oh, oh];
    let mut acc = [0u64; 4];
    for lane in 0..4 {
        let (m, s) = (mask[lane], SHIFTS[lane]);
        // Runs of 1 + 1 + 2 + 2 opponent discs next to a `p` disc.
        let pre_l = m & (m << s);
        let pre_r = m & (m >> s);
        let mut l = m & (p << s);
        let mut r = m & (p >> s);
        l |= m & (l << s);
        r |= m & (r >> s);
        l |= pre_l & (l << (2 * s));
        r |= pre_r & (r >> (2 * s));
        l |= pre_l & (l << (2 * s));
        r |= pre_r & (r >> (2 * s));
        acc[lane] = (l << s) | (r >> s);
    }
    (acc[0] | acc[1] | acc[2] | acc[3]) & !(p | o)
}

/// All ones when `x` is not zero, else zero (branch-free).
#[inline(always)]
fn nonzero_mask(x: u64) -> u64 {
    0u64.wrapping_sub((x | x.wrapping_neg()) >> 63)
}

/// The opponent discs that `p` playing on the empty square `sq` would flip
/// (0 when the move is illegal). Branch-free over the four orientations, one
/// lane each: towards higher indices the first square of the ray that is not
/// an opponent disc is its lowest such bit (`x & -x`); towards lower indices
/// it is the highest, found by smearing the bits downwards. The run up to it
/// flips when it holds a `p` disc.
#[inline]
#[must_use]
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    flips_lanes(p, o, sq)
}

/// The body of [`flips`], inlined into the portable and the AVX2 builds.
#[inline(always)]
pub(super) fn flips_lanes(p: u64, o: u64, sq: u32) -> u64 {
    // The mask lets the compiler drop the bounds checks.
    let sq = sq as usize & 63;
    let (up, down) = (&LANES_UP[sq], &LANES_DOWN[sq]);
    let mut f = [0u64; 4];
    for lane in 0..4 {
        let b = up[lane] & !o;
        let outflank = b & b.wrapping_neg() & p;
        let f_up = outflank.wrapping_sub(1) & up[lane] & nonzero_mask(outflank);
        let b = down[lane] & !o;
        let mut t = b | (b >> 1);
        t |= t >> 2;
        t |= t >> 4;
        t |= t >> 8;
        t |= t >> 16;
        t |= t >> 32;
        let outflank = t & !(t >> 1) & p;
        let f_down = down[lane] & !t & nonzero_mask(outflank);
        f[lane] = f_up | f_down;
    }
    f[0] | f[1] | f[2] | f[3]
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
