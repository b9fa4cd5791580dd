//! Flip counts on the last empty square, without computing the flips.
//!
//! With one empty square every other square holds a disc, so along each line
//! through it the flips depend only on where the mover's discs are: a table
//! indexed by the square's place on the line and the line's eight bits of
//! the mover gives the count. The four lines are gathered into a byte by
//! masking and multiplying; a diagonal shorter than eight squares reads its
//! missing squares as opponent discs, which is harmless: walking onto them
//! means walking off the board, where nothing is flipped either.

const FILE_A: u64 = 0x0101_0101_0101_0101;

/// `FLIP_COUNT[i][line]`: discs flipped by playing at place `i` of a full
/// line of eight whose mover discs are the bits of `line`.
const FLIP_COUNT: [[u8; 256]; 8] = {
    let mut t = [[0u8; 256]; 8];
    let mut i = 0;
    while i < 8 {
        let mut line = 0;
        while line < 256 {
            let mut count = 0;
            // Towards lower places, then towards higher places.
            let mut k = i as i32 - 1;
            let mut run = 0;
            while k >= 0 && line >> k & 1 == 0 {
                run += 1;
                k -= 1;
            }
            if k >= 0 {
                count += run;
            }
            let mut k = i + 1;
            let mut run = 0;
            while k < 8 && line >> k & 1 == 0 {
                run += 1;
                k += 1;
            }
            if k < 8 {
                count += run;
            }
            t[i][line] = count;
            line += 1;
        }
        i += 1;
    }
    t
};

/// `DIAGONALS[sq]`: the two diagonals through `sq` (column − row and
/// column + row constant).
const DIAGONALS: [(u64, u64); 64] = {
    let mut t = [(0u64, 0u64); 64];
    let mut sq = 0;
    while sq < 64 {
        let (c, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut other: usize = 0;
        while other < 64 {
            let (c2, r2) = ((other % 8) as i32, (other / 8) as i32);
            if c2 - r2 == c - r {
                t[sq].0 |= 1 << other;
            }
            if c2 + r2 == c + r {
                t[sq].1 |= 1 << other;
            }
            other += 1;
        }
        sq += 1;
    }
    t
};

/// Number of discs the mover (discs `p`) flips by playing on `sq`, when
/// `sq` is the only empty square (0: the mover cannot play there).
#[inline]
#[must_use]
pub fn count(p: u64, sq: u32) -> u32 {
    let sq = sq as usize & 63;
    let (c, r) = (sq & 7, sq >> 3);
    let row = (p >> (8 * r)) & 0xFF;
    let column = ((p >> c) & FILE_A).wrapping_mul(0x0102_0408_1020_4080) >> 56;
    let (d1, d2) = DIAGONALS[sq];
    let diag1 = (p & d1).wrapping_mul(FILE_A) >> 56;
    let diag2 = (p & d2).wrapping_mul(FILE_A) >> 56;
    u32::from(FLIP_COUNT[c][row as usize])
        + u32::from(FLIP_COUNT[r][column as usize])
        + u32::from(FLIP_COUNT[c][diag1 as usize])
        + u32::from(FLIP_COUNT[c][diag2 as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::othello::bitboard::flips;

    #[test]
    fn counts_match_the_flips_on_every_square() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let sq = (state >> 58) as u32;
            let p = state.rotate_left(17) & !(1 << sq);
            let o = !p & !(1 << sq);
            assert_eq!(
                count(p, sq),
                flips(p, o, sq).count_ones(),
                "p {p:#x} sq {sq}"
            );
            assert_eq!(
                count(o, sq),
                flips(o, p, sq).count_ones(),
                "o {o:#x} sq {sq}"
            );
        }
    }
}
