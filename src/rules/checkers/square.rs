//! The 32 playing squares, their PDN numbers, algebraic names and the
//! neighbour tables used by the move generator.

use std::fmt;

/// One of the 32 dark squares.
///
/// Internally an index `0..32`; the PDN number (spec §3) is `index + 1`.
/// Number 1 is b8 (Black's back row), 32 is g1 (White's back row).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Square(u8);

/// Diagonal directions, seen from White's side of the board.
///
/// "Up" goes towards row 8 (White's forward), "down" towards row 1 (Black's
/// forward).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    UpLeft = 0,
    UpRight = 1,
    DownLeft = 2,
    DownRight = 3,
}

impl Direction {
    /// All four diagonals.
    pub const ALL: [Direction; 4] = [
        Direction::UpLeft,
        Direction::UpRight,
        Direction::DownLeft,
        Direction::DownRight,
    ];
}

/// Marks "off the board" in the neighbour tables.
pub(crate) const NONE: u8 = 255;

/// `NEIGH[d][s]`: the square next to `s` in direction `d`, or [`NONE`].
pub(crate) const NEIGH: [[u8; 32]; 4] = build_neighbours();

const fn build_neighbours() -> [[u8; 32]; 4] {
    let mut t = [[NONE; 32]; 4];
    let deltas: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
    let mut d = 0;
    while d < 4 {
        let mut s = 0;
        while s < 32 {
            let (r, c) = row_col(s as u8);
            let nr = r as i32 + deltas[d].0;
            let nc = c as i32 + deltas[d].1;
            if nr >= 0 && nr < 8 && nc >= 0 && nc < 8 {
                t[d][s] = (nr * 4 + nc / 2) as u8;
            }
            s += 1;
        }
        d += 1;
    }
    t
}

/// Spec §3: `r = index div 4` (0 = row 8), file `2k+1` on even `r`, else `2k`.
const fn row_col(index: u8) -> (u8, u8) {
    let r = index / 4;
    let k = index % 4;
    let c = if r.is_multiple_of(2) {
        2 * k + 1
    } else {
        2 * k
    };
    (r, c)
}

impl Square {
    /// Every square, 1 to 32.
    pub fn all() -> impl Iterator<Item = Square> {
        (0u8..32).map(Square)
    }

    /// The square with PDN number `n` (1–32).
    #[must_use]
    pub const fn from_number(n: u8) -> Option<Square> {
        if n >= 1 && n <= 32 {
            Some(Square(n - 1))
        } else {
            None
        }
    }

    /// The square with internal index `i` (0–31).
    #[must_use]
    pub const fn from_index(i: u8) -> Option<Square> {
        if i < 32 { Some(Square(i)) } else { None }
    }

    /// Internal index 0–31 (bit number in the bitboards).
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// PDN number 1–32.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    /// The single-bit mask of this square.
    #[must_use]
    pub const fn bit(self) -> u32 {
        1 << self.0
    }

    /// File index 0–7 (0 = file a, White's left).
    #[must_use]
    pub const fn file(self) -> u8 {
        row_col(self.0).1
    }

    /// Row index 0–7 counted from White's side (0 = row 1, 7 = row 8).
    #[must_use]
    pub const fn rank(self) -> u8 {
        7 - row_col(self.0).0
    }

    /// The dark square at `file`, `rank` (both 0–7, rank 0 = row 1), if dark.
    #[must_use]
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if file >= 8 || rank >= 8 {
            return None;
        }
        let r = 7 - rank;
        if (r + file).is_multiple_of(2) {
            return None; // a light square
        }
        Some(Square(r * 4 + file / 2))
    }

    /// Algebraic name, e.g. `c3` for 22.
    #[must_use]
    pub fn algebraic(self) -> String {
        format!("{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }

    /// Parses an algebraic name (`c3`); `None` for light or unknown squares.
    #[must_use]
    pub fn parse_algebraic(text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let file = b[0].to_ascii_lowercase().checked_sub(b'a')?;
        let rank = b[1].checked_sub(b'1')?;
        Square::from_file_rank(file, rank)
    }

    /// The neighbour in direction `d`, if on the board.
    #[must_use]
    pub const fn step(self, d: Direction) -> Option<Square> {
        let n = NEIGH[d as usize][self.0 as usize];
        if n == NONE { None } else { Some(Square(n)) }
    }

    /// The direction from `self` towards `other` when both lie on one
    /// diagonal (and differ).
    #[must_use]
    pub fn direction_to(self, other: Square) -> Option<Direction> {
        let df = i32::from(other.file()) - i32::from(self.file());
        let dr = i32::from(other.rank()) - i32::from(self.rank());
        if df == 0 || df.abs() != dr.abs() {
            return None;
        }
        Some(match (dr > 0, df > 0) {
            (true, false) => Direction::UpLeft,
            (true, true) => Direction::UpRight,
            (false, false) => Direction::DownLeft,
            (false, true) => Direction::DownRight,
        })
    }
}

impl fmt::Display for Square {
    /// The PDN number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// Squares of a bitboard, lowest number first.
pub(crate) fn squares(mut bits: u32) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if bits == 0 {
            None
        } else {
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Square(i))
        }
    })
}
