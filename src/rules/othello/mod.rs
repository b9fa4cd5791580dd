//! Othello/Reversi (spec: `shared/rules/othello.md`).
//!
//! - [`Square`]: `a1` (index 0, top-left) … `h8` (index 63), index =
//!   `(row − 1) × 8 + column`.
//! - [`Position`]: two bitboards and the side to move; it implements
//!   [`Rules`](crate::rules::Rules) and [`Notation`](crate::rules::Notation).
//! - [`Move`]: a placement or an explicit, forced [`Move::Pass`].
//! - [`Effect`]: what a move did, in viewing order.
//! - [`parse_transcript`] / [`transcript`]: game records like `f5d6c3`.
//! - [`perft`]: leaf counts under the spec's convention (§10).

pub mod bitboard;
pub mod fast;
mod notation;
mod position;

#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
pub(crate) mod tests;

use std::fmt;

use crate::rules::Side;

pub use notation::{parse_transcript, transcript};
pub use position::{Position, perft};

/// A square of the board: 0..64, index = `(row − 1) × 8 + column`, `a1` = 0
/// (top-left), `h1` = 7, `a8` = 56, `h8` = 63.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on 0-based column `col` (`a` = 0) and row `row` (row `1` =
    /// 0). Panics if either is 8 or more.
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Square {
        assert!(col < 8 && row < 8, "square out of the board");
        Square(row * 8 + col)
    }

    /// The square with index `i`, or `None` when `i >= 64`.
    #[must_use]
    pub fn from_index(i: u8) -> Option<Square> {
        (i < 64).then_some(Square(i))
    }

    /// The index 0..64.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The 0-based column (`a` = 0).
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % 8
    }

    /// The 0-based row (row `1` = 0).
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// The single-bit bitboard of this square.
    #[must_use]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// All 64 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// The squares of a bitboard, in index order.
    pub fn iter_bits(mut bits: u64) -> impl Iterator<Item = Square> {
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let sq = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Square(sq)
            })
        })
    }

    /// Parses `f5` / `F5` (exactly two characters).
    #[must_use]
    pub fn parse(text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let col = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let row = b[1].wrapping_sub(b'1');
        (col < 8 && row < 8).then(|| Square::new(col, row))
    }

    /// The square `distance` steps from this one in direction `direction`
    /// (see [`bitboard::DIRECTIONS`]), if it is on the board.
    #[must_use]
    pub fn step(self, direction: u8, distance: u8) -> Option<Square> {
        let (dc, dr) = bitboard::DIRECTIONS[usize::from(direction) % 8];
        let c = i16::from(self.col()) + i16::from(dc) * i16::from(distance);
        let r = i16::from(self.row()) + i16::from(dr) * i16::from(distance);
        ((0..8).contains(&c) && (0..8).contains(&r)).then(|| Square::new(c as u8, r as u8))
    }
}

impl fmt::Display for Square {
    /// Lower-case coordinates: `f5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col()), self.row() + 1)
    }
}

/// An Othello move. `Pass` is legal exactly when the mover has no placement
/// and the game is not over (spec §5); the UI plays it for the player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Put a disc on this empty square.
    Place(Square),
    /// The forced pass.
    Pass,
}

impl fmt::Display for Move {
    /// `f5` or `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(sq) => sq.fmt(f),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// One thing a move did, for the 3D layer to animate.
///
/// Order returned by [`Rules::play`](crate::rules::Rules::play): the
/// `Placed` effect first, then every flipped disc, grouped by direction in
/// the order of [`bitboard::DIRECTIONS`] (N, NE, E, SE, S, SW, W, NW, where
/// N points towards row 1) and by increasing distance within a direction. A
/// pass yields the single effect `Passed`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Effect {
    /// A new disc of colour `side` was put on `square`.
    Placed { square: Square, side: Side },
    /// The disc on `square` turned to colour `to`.
    ///
    /// `direction`: 0..8 index into [`bitboard::DIRECTIONS`] of the line from
    /// the placed disc; `distance`: 1.. squares from the placed disc.
    Flipped {
        square: Square,
        to: Side,
        direction: u8,
        distance: u8,
    },
    /// `side` had no legal placement and passed.
    Passed { side: Side },
}

/// The effects of one move, in viewing order (see [`Effect`]).
pub type Effects = Vec<Effect>;
