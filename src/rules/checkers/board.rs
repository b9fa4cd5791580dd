//! Pieces and the bitboard [`Position`]: who stands where and who moves.

use super::square::{Square, squares};
use crate::rules::Side;

/// Man (uncrowned) or king (the seed's "queen").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceKind {
    Man,
    King,
}

/// A piece: its colour and kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: PieceKind,
}

/// Squares 1–4 (row 8): White's far row.
pub(crate) const ROW_8: u32 = 0x0000_000F;
/// Squares 29–32 (row 1): Black's far row.
pub(crate) const ROW_1: u32 = 0xF000_0000;

/// The far row of `side`, where its men are crowned.
#[must_use]
pub const fn far_row(side: Side) -> u32 {
    match side {
        Side::White => ROW_8,
        Side::Black => ROW_1,
    }
}

/// A position: three 32-bit boards (bit `i` = square `i + 1`) and the side
/// to move. Plain data, `Copy`, usable as a repetition key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) white: u32,
    pub(crate) black: u32,
    pub(crate) kings: u32,
    pub(crate) turn: Side,
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The start: Black men on 1–12, White men on 21–32, White to move.
    #[must_use]
    pub const fn start() -> Position {
        Position {
            white: 0xFFF0_0000,
            black: 0x0000_0FFF,
            kings: 0,
            turn: Side::White,
        }
    }

    /// An empty board with `turn` to move (build positions with [`Position::put`]).
    #[must_use]
    pub const fn empty(turn: Side) -> Position {
        Position {
            white: 0,
            black: 0,
            kings: 0,
            turn,
        }
    }

    /// Puts `piece` on `sq` (replacing whatever stood there).
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.clear(sq);
        match piece.side {
            Side::White => self.white |= sq.bit(),
            Side::Black => self.black |= sq.bit(),
        }
        if piece.kind == PieceKind::King {
            self.kings |= sq.bit();
        }
    }

    /// Empties `sq`.
    pub fn clear(&mut self, sq: Square) {
        let m = !sq.bit();
        self.white &= m;
        self.black &= m;
        self.kings &= m;
    }

    /// The player to move.
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// Sets the player to move.
    pub fn set_turn(&mut self, side: Side) {
        self.turn = side;
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let b = sq.bit();
        let side = if self.white & b != 0 {
            Side::White
        } else if self.black & b != 0 {
            Side::Black
        } else {
            return None;
        };
        let kind = if self.kings & b != 0 {
            PieceKind::King
        } else {
            PieceKind::Man
        };
        Some(Piece { side, kind })
    }

    /// Bitboard of `side`'s pieces.
    #[must_use]
    pub const fn side_bits(&self, side: Side) -> u32 {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    /// Bitboard of all kings (both colours).
    #[must_use]
    pub const fn king_bits(&self) -> u32 {
        self.kings
    }

    /// Bitboard of occupied squares.
    #[must_use]
    pub const fn occupied(&self) -> u32 {
        self.white | self.black
    }

    /// The squares of `side`'s pieces, lowest number first.
    pub fn pieces(&self, side: Side) -> impl Iterator<Item = (Square, Piece)> + '_ {
        squares(self.side_bits(side)).filter_map(move |s| self.piece_at(s).map(|p| (s, p)))
    }

    /// Number of `side`'s men and kings.
    #[must_use]
    pub const fn count(&self, side: Side) -> (u32, u32) {
        let b = self.side_bits(side);
        (
            (b & !self.kings).count_ones(),
            (b & self.kings).count_ones(),
        )
    }

    /// Removes the pieces of a bitboard (used by captures and huffs).
    pub(crate) fn remove_bits(&mut self, bits: u32) {
        self.white &= !bits;
        self.black &= !bits;
        self.kings &= !bits;
    }
}
