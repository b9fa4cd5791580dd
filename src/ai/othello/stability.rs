//! Stable discs: discs that no sequence of moves can flip. The endgame
//! solver's stability cutoff counts the opponent's to bound the score.
//!
//! A disc on an edge can only be flipped along that edge (every other line
//! through it leaves the board at once), so edge discs are decided exactly
//! by a table of all the configurations of a line of eight squares. Inner
//! discs are then found by propagation: a disc is stable when, along each of
//! the four axes, its line is full or one of its two neighbours there is the
//! edge or a stable disc of its own colour; repeated until nothing changes.

const ROW_1: u64 = 0xFF;
const ROW_8: u64 = 0xFF << 56;
const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;
const EDGES: u64 = ROW_1 | ROW_8 | FILE_A | FILE_H;

/// The discs `me` playing on place `x` of a line of eight flips along the
/// line (bits of the line; empty when nothing is outflanked).
const fn line_flips(me: u32, opp: u32, x: u32) -> u32 {
    let mut flips = 0;
    let mut run = 0;
    let mut k = x as i32 - 1;
    while k >= 0 && opp >> k & 1 == 1 {
        run |= 1 << k;
        k -= 1;
    }
    if k >= 0 && me >> k & 1 == 1 {
        flips |= run;
    }
    run = 0;
    let mut k = x + 1;
    while k < 8 && opp >> k & 1 == 1 {
        run |= 1 << k;
        k += 1;
    }
    if k < 8 && me >> k & 1 == 1 {
        flips |= run;
    }
    flips
}

/// `EDGE_STABLE[own | other << 8]`: the discs of `own` on a line of eight
/// that stay `own` whatever is played on the line's empty squares, by
/// either side, in any order. A placement is counted whether or not it
/// flips anything along the line (on the board it may be legal through
/// another line), and flips along the line whenever it outflanks, as the
/// rules require. Built from the full lines up: a configuration's stable
/// discs are its `own` discs that are stable after every placement.
static EDGE_STABLE: [u8; 1 << 16] = {
    let mut table = [0u8; 1 << 16];
    let mut empties = 0;
    while empties <= 8 {
        let mut own = 0u32;
        while own < 256 {
            // Every `other` disjoint from `own` (subsets of the rest).
            let free = !own & 0xFF;
            let mut other = free;
            loop {
                let empty = !(own | other) & 0xFF;
                if empty.count_ones() == empties {
                    let mut stable = own;
                    let mut x = 0;
                    while x < 8 && stable != 0 {
                        if empty >> x & 1 == 1 {
                            let f = line_flips(own, other, x);
                            let after = (own | f | 1 << x) | (other & !f) << 8;
                            stable &= table[after as usize] as u32;
                            let f = line_flips(other, own, x);
                            let after = (own & !f) | (other | f | 1 << x) << 8;
                            stable &= table[after as usize] as u32;
                        }
                        x += 1;
                    }
                    table[(own | other << 8) as usize] = stable as u8;
                }
                if other == 0 {
                    break;
                }
                other = (other - 1) & free;
            }
            own += 1;
        }
        empties += 1;
    }
    table
};

/// `FILE_BITS[line]`: the bits of a line of eight laid on file a (bit `k`
/// on row `k + 1`).
const FILE_BITS: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut line = 0;
    while line < 256 {
        let mut k = 0;
        while k < 8 {
            if line >> k & 1 == 1 {
                t[line] |= 1 << (8 * k);
            }
            k += 1;
        }
        line += 1;
    }
    t
};

/// File a as a line of eight (row `k + 1` on bit `k`): one multiplication
/// gathers the eight bits in the top byte, without carries (each bit lands
/// on its own place).
#[inline]
fn file_line(b: u64) -> usize {
    ((b & FILE_A).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
}

/// The stable discs of `own` on the four edges (exact).
#[inline]
fn edge_stable(own: u64, other: u64) -> u64 {
    let line = |own: usize, other: usize| EDGE_STABLE[own | other << 8];
    let row_1 = u64::from(line((own & ROW_1) as usize, (other & ROW_1) as usize));
    let row_8 = u64::from(line((own >> 56) as usize, (other >> 56) as usize)) << 56;
    let file_a = FILE_BITS[usize::from(line(file_line(own), file_line(other)))];
    let file_h = FILE_BITS[usize::from(line(file_line(own >> 7), file_line(other >> 7)))] << 7;
    row_1 | row_8 | file_a | file_h
}

/// The squares of `filled` whose whole line along each axis is filled:
/// `(horizontal, vertical, a1–h8 diagonals, h1–a8 diagonals)`.
#[inline]
fn full_lines(filled: u64) -> (u64, u64, u64, u64) {
    // A row is full when its eight bits are; the AND of shifted copies
    // collects each row's bits on its `a` square (rows do not mix there).
    let mut h = filled;
    h &= h >> 1;
    h &= h >> 2;
    h &= h >> 4;
    let full_h = (h & FILE_A).wrapping_mul(0xFF);
    let mut v = filled;
    v &= v >> 8;
    v &= v >> 16;
    v &= v >> 32;
    let full_v = (v & ROW_1).wrapping_mul(FILE_A);
    // Diagonals by doubling: after the steps of 1, 2 and 4 squares a bit
    // says that its square and the next 7 along the ray are filled, where
    // the squares near the ray's end (the `ends` masks: 1, 2 and 4 squares
    // from the edge) count the squares beyond the edge as filled, so that
    // a step never reads a square wrapped round the board.
    let ahead = |step: u32, ends: [u64; 3]| {
        let mut r = filled & ((filled >> step) | ends[0]);
        r &= (r >> (2 * step)) | ends[1];
        r &= (r >> (4 * step)) | ends[2];
        r
    };
    let behind = |step: u32, ends: [u64; 3]| {
        let mut r = filled & ((filled << step) | ends[0]);
        r &= (r << (2 * step)) | ends[1];
        r &= (r << (4 * step)) | ends[2];
        r
    };
    // Rows 8, 7–8 and 5–8 (or 1, 1–2, 1–4) with files h, g–h and e–h (or
    // a, a–b, a–d).
    const TOP: [u64; 3] = [ROW_8, 0xFFFF << 48, 0xFFFF_FFFF << 32];
    const BOTTOM: [u64; 3] = [ROW_1, 0xFFFF, 0xFFFF_FFFF];
    const RIGHT: [u64; 3] = [FILE_H, FILE_A * 0xC0, FILE_A * 0xF0];
    const LEFT: [u64; 3] = [FILE_A, FILE_A * 0x03, FILE_A * 0x0F];
    let or = |a: [u64; 3], b: [u64; 3]| [a[0] | b[0], a[1] | b[1], a[2] | b[2]];
    let full_d1 = ahead(9, or(TOP, RIGHT)) & behind(9, or(BOTTOM, LEFT));
    let full_d2 = ahead(7, or(TOP, LEFT)) & behind(7, or(BOTTOM, RIGHT));
    (full_h, full_v, full_d1, full_d2)
}

/// The discs of `own` found stable by propagation from `seed` (stable
/// discs of `own`; see the module's doc).
#[inline]
fn propagate(own: u64, other: u64, seed: u64) -> u64 {
    let (full_h, full_v, full_d1, full_d2) = full_lines(own | other);
    let mut st = seed;
    loop {
        let h = full_h | FILE_A | FILE_H | ((st << 1) & !FILE_A) | ((st >> 1) & !FILE_H);
        let v = full_v | ROW_1 | ROW_8 | (st << 8) | (st >> 8);
        let d1 = full_d1 | EDGES | ((st << 9) & !FILE_A) | ((st >> 9) & !FILE_H);
        let d2 = full_d2 | EDGES | ((st << 7) & !FILE_H) | ((st >> 7) & !FILE_A);
        let next = st | (own & h & v & d1 & d2);
        if next == st {
            return st;
        }
        st = next;
    }
}

/// Discs of `own` that can never be flipped: the edge discs that are
/// stable along their edge, and the inner discs found by propagation from
/// them. A lower bound of true stability, used for the solver's cutoff.
#[must_use]
pub fn stable_discs(own: u64, other: u64) -> u64 {
    propagate(own, other, edge_stable(own, other))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::othello::bitboard::{flips, moves};

    /// Whether every square of the line through `sq` along `(dc, dr)` is
    /// filled, walking square by square.
    fn line_full(filled: u64, sq: i32, (dc, dr): (i32, i32)) -> bool {
        [1, -1].iter().all(|&sense| {
            let (mut c, mut r) = (sq % 8, sq / 8);
            loop {
                if filled >> (r * 8 + c) & 1 == 0 {
                    return false;
                }
                c += dc * sense;
                r += dr * sense;
                if !(0..8).contains(&c) || !(0..8).contains(&r) {
                    return true;
                }
            }
        })
    }

    /// A xorshift step.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn full_lines_match_a_square_by_square_walk() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for round in 0..4000 {
            let r = next(&mut state);
            // Mostly filled boards, so that full lines occur.
            let holes = r & r.rotate_left(23) & r.rotate_left(41);
            let filled = if round % 2 == 0 {
                !holes
            } else {
                !(holes & holes.rotate_left(7))
            };
            let lines = full_lines(filled);
            for (axis, (bits, step)) in [
                (lines.0, (1, 0)),
                (lines.1, (0, 1)),
                (lines.2, (1, 1)),
                (lines.3, (-1, 1)),
            ]
            .into_iter()
            .enumerate()
            {
                for sq in 0..64 {
                    assert_eq!(
                        bits >> sq & 1 == 1,
                        line_full(filled, sq, step),
                        "axis {axis}, square {sq}, filled {filled:#x}"
                    );
                }
            }
        }
    }

    /// The `original` discs of `own` that some sequence of placements on
    /// the line flips at least once (a plain search of all of them).
    fn flippable(own: u32, other: u32, original: u32) -> u32 {
        let mut out = original & !own;
        let empty = !(own | other) & 0xFF;
        for y in (0..8).filter(|&y| empty >> y & 1 == 1) {
            if out == original {
                break;
            }
            let f = line_flips(own, other, y);
            out |= flippable(own | f | 1 << y, other & !f, original);
            let f = line_flips(other, own, y);
            out |= flippable(own & !f, other | f | 1 << y, original);
        }
        out
    }

    #[test]
    fn edge_table_matches_a_search_of_all_placements() {
        // Every line with at most five empty squares (the search is
        // exponential; the table is built the same way for all).
        for own in 0u32..256 {
            for other in 0u32..256 {
                if own & other != 0 || (own | other).count_ones() < 3 {
                    continue;
                }
                assert_eq!(
                    u32::from(EDGE_STABLE[(own | other << 8) as usize]),
                    own & !flippable(own, other, own),
                    "own {own:08b}, other {other:08b}"
                );
            }
        }
        // Spot checks: a full line is all stable; a lone disc between
        // empties is not; a corner is.
        assert_eq!(EDGE_STABLE[0x0F | 0xF0 << 8], 0x0F);
        assert_eq!(EDGE_STABLE[0x08], 0);
        assert_eq!(EDGE_STABLE[0x01], 0x01);
    }

    #[test]
    fn edge_lines_are_read_and_laid_back_on_the_board() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..1000 {
            let b = next(&mut state);
            let line = file_line(b);
            for k in 0..8 {
                assert_eq!(line >> k & 1, (b >> (8 * k) & 1) as usize);
            }
            assert_eq!(FILE_BITS[line], b & FILE_A);
        }
    }

    /// One random step of a game, `me` to move: the sides after a random
    /// legal move or a pass (`me` is then the side to move again), or `None`
    /// when the game is over.
    fn random_step(me: u64, you: u64, state: &mut u64) -> Option<(u64, u64)> {
        let mask = moves(me, you);
        if mask == 0 {
            return (moves(you, me) != 0).then_some((you, me));
        }
        let pick = next(state) % u64::from(mask.count_ones());
        let mut bits = mask;
        for _ in 0..pick {
            bits &= bits - 1;
        }
        let sq = bits.trailing_zeros();
        let f = flips(me, you, sq);
        Some((you & !f, me | f | (1 << sq)))
    }

    /// Random legal positions, from random games.
    fn random_positions(seed: u64, count: usize) -> Vec<(u64, u64)> {
        let mut state = seed;
        let mut out = Vec::new();
        while out.len() < count {
            let (mut p, mut o) = (0x0000_0008_1000_0000u64, 0x0000_0010_0800_0000u64);
            let stop = 20 + next(&mut state) % 40;
            for ply in 0..stop {
                let Some(next) = random_step(p, o, &mut state) else {
                    break;
                };
                (p, o) = next;
                if ply >= 20 {
                    out.push((p, o));
                }
            }
        }
        out
    }

    #[test]
    fn stable_discs_are_never_flipped_in_random_continuations() {
        let mut state = 0xD1B5_4A32_D192_ED03u64;
        for (p, o) in random_positions(7, 400) {
            let (stable_p, stable_o) = (stable_discs(p, o), stable_discs(o, p));
            assert_eq!(stable_p & !p, 0);
            for _ in 0..20 {
                // The sides, `me` to move, and whether `me` is `p`'s side.
                let (mut me, mut you, mut mover_is_p) = (p, o, true);
                while let Some(next) = random_step(me, you, &mut state) {
                    // Either way (a move or a pass) the other side moves.
                    (me, you) = next;
                    mover_is_p = !mover_is_p;
                    let (now_p, now_o) = if mover_is_p { (me, you) } else { (you, me) };
                    assert_eq!(stable_p & !now_p, 0, "a stable disc of p flipped");
                    assert_eq!(stable_o & !now_o, 0, "a stable disc of o flipped");
                }
            }
        }
    }

    #[test]
    fn edge_seeds_find_at_least_what_propagation_alone_finds() {
        let mut more = 0;
        for (p, o) in random_positions(11, 2000) {
            let alone = propagate(p, o, 0);
            let seeded = stable_discs(p, o);
            assert_eq!(alone & !seeded, 0);
            more += usize::from(seeded != alone);
        }
        // The exact edges find more somewhere in 2000 late positions.
        assert!(more > 0);
    }
}
