//! Squares, stacks and the board position (spec §1–§2, §4, §8).
//!
//! A cell is one byte: bits 0–1 hold the number of rounds, bits 2–3 the
//! number of squares and bit 4 is set for a White stack. An empty cell is 0.
//! Because a stack never holds more than 3 pieces, merging two stacks of one
//! colour is a plain addition of their low nibbles.

use std::fmt;

use crate::rules::Side;

/// Bit 4 of a cell: the stack is White's.
pub(crate) const WHITE_BIT: u8 = 0x10;
/// One round in the cell encoding.
pub(crate) const ONE_ROUND: u8 = 0x01;
/// One square in the cell encoding.
pub(crate) const ONE_SQUARE: u8 = 0x04;

/// Number of rounds in a non-empty cell.
#[inline]
pub(crate) const fn cell_rounds(cell: u8) -> u8 {
    cell & 3
}

/// Number of squares in a non-empty cell.
#[inline]
pub(crate) const fn cell_squares(cell: u8) -> u8 {
    (cell >> 2) & 3
}

/// Number of pieces in a cell (0 for an empty one).
#[inline]
pub(crate) const fn cell_height(cell: u8) -> u8 {
    cell_rounds(cell) + cell_squares(cell)
}

/// The owner bit of `side`.
#[inline]
pub(crate) const fn side_bit(side: Side) -> u8 {
    match side {
        Side::White => WHITE_BIT,
        Side::Black => 0,
    }
}

/// Whether a non-empty cell belongs to the side whose owner bit is `bit`.
#[inline]
pub(crate) const fn cell_is(cell: u8, bit: u8) -> bool {
    cell != 0 && (cell & WHITE_BIT) == bit
}

/// A square of the board, `a1` = 0 … `h8` = 63 (`index = rank*8 + file`,
/// both counted from 0), as in spec §1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Square(u8);

impl Square {
    /// The square with the given 0-based index (`None` past 63).
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at 0-based `file` (a = 0) and `rank` (1 = 0).
    #[must_use]
    pub const fn at(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// Internal constructor for an index known to be below 64.
    #[inline]
    pub(crate) const fn from_index(index: u8) -> Square {
        Square(index & 63)
    }

    /// The 0-based index (`a1` = 0, `h8` = 63).
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The 0-based file (a = 0 … h = 7).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The 0-based rank (rank 1 = 0 … rank 8 = 7).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// Whether the square is dark (a1 is dark, spec §1).
    #[must_use]
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()).is_multiple_of(2)
    }

    /// Parses `a1` … `h8` (case-insensitive).
    #[must_use]
    pub fn parse(text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return None;
        }
        let file = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = bytes[1].wrapping_sub(b'1');
        Square::at(file, rank)
    }

    /// Every square, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A stack of 1–3 pieces of one colour. Only the counts matter: the order
/// inside the tower means nothing (spec §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stack {
    /// Whose pieces these are.
    pub owner: Side,
    /// Number of round pieces.
    pub rounds: u8,
    /// Number of square pieces.
    pub squares: u8,
}

impl Stack {
    /// A stack, or `None` when it would hold 0 or more than 3 pieces.
    #[must_use]
    pub const fn new(owner: Side, rounds: u8, squares: u8) -> Option<Stack> {
        let h = rounds as u16 + squares as u16;
        if h >= 1 && h <= 3 {
            Some(Stack {
                owner,
                rounds,
                squares,
            })
        } else {
            None
        }
    }

    /// Number of pieces (1–3).
    #[must_use]
    pub const fn height(self) -> u8 {
        self.rounds + self.squares
    }

    /// How far the stack may move as a round (its round count) and as a
    /// square (its square count), spec §4.
    #[must_use]
    pub const fn reach(self) -> (u8, u8) {
        (self.rounds, self.squares)
    }

    /// An English name: "round", "double square", "square-square-round"…
    #[must_use]
    pub const fn composition(self) -> &'static str {
        match (self.rounds, self.squares) {
            (1, 0) => "round",
            (0, 1) => "square",
            (2, 0) => "double round",
            (0, 2) => "double square",
            (1, 1) => "square-round",
            (3, 0) => "triple round",
            (0, 3) => "triple square",
            (2, 1) => "round-round-square",
            (1, 2) => "square-square-round",
            _ => "invalid stack",
        }
    }

    pub(crate) const fn from_cell(cell: u8) -> Option<Stack> {
        if cell == 0 {
            return None;
        }
        let owner = if cell & WHITE_BIT != 0 {
            Side::White
        } else {
            Side::Black
        };
        Some(Stack {
            owner,
            rounds: cell_rounds(cell),
            squares: cell_squares(cell),
        })
    }

    pub(crate) const fn to_cell(self) -> u8 {
        side_bit(self.owner) | (self.rounds & 3) | ((self.squares & 3) << 2)
    }
}

impl fmt::Display for Stack {
    /// The position-string form: `R`, `s`, `[RRS]`, `[ss]`…
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (r, s) = match self.owner {
            Side::White => ('R', 'S'),
            Side::Black => ('r', 's'),
        };
        let many = self.height() > 1;
        if many {
            f.write_str("[")?;
        }
        for _ in 0..self.rounds {
            write!(f, "{r}")?;
        }
        for _ in 0..self.squares {
            write!(f, "{s}")?;
        }
        if many {
            f.write_str("]")?;
        }
        Ok(())
    }
}

/// Piece totals of one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PieceCounts {
    /// Round pieces on the board.
    pub rounds: u8,
    /// Square pieces on the board.
    pub squares: u8,
    /// Stacks (occupied squares).
    pub stacks: u8,
}

impl PieceCounts {
    /// All pieces, rounds and squares.
    #[must_use]
    pub const fn pieces(self) -> u8 {
        self.rounds + self.squares
    }
}

/// A board and the side to move. Small and `Copy`: the move generator and
/// the AI copy it instead of undoing moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) cells: [u8; 64],
    pub(crate) side: Side,
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The set-up of spec §2, White to move.
    #[must_use]
    pub fn start() -> Position {
        let mut cells = [0u8; 64];
        for sq in Square::all() {
            let piece = if sq.is_dark() { ONE_SQUARE } else { ONE_ROUND };
            match sq.rank() {
                0 | 1 => cells[sq.index() as usize] = WHITE_BIT | piece,
                6 | 7 => cells[sq.index() as usize] = piece,
                _ => {}
            }
        }
        Position {
            cells,
            side: Side::White,
        }
    }

    /// An empty board with `side` to move (for building test positions).
    #[must_use]
    pub fn empty(side: Side) -> Position {
        Position {
            cells: [0; 64],
            side,
        }
    }

    /// The player to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Side {
        self.side
    }

    /// Sets the player to move.
    pub fn set_side_to_move(&mut self, side: Side) {
        self.side = side;
    }

    /// The stack on `sq`, if any.
    #[must_use]
    pub fn stack_at(&self, sq: Square) -> Option<Stack> {
        Stack::from_cell(self.cells[sq.index() as usize])
    }

    /// Puts `stack` on `sq` (or empties it with `None`), for editors and
    /// tests. It checks nothing about the game (a side may have no pieces,
    /// or be far ahead) except the piece counts: like every other way of
    /// making a position, it keeps each side within its 8 rounds and 8
    /// squares, which the move list's size relies on.
    ///
    /// # Errors
    /// The count that would be too high ("White has 9 rounds; …"); the
    /// position is then unchanged.
    pub fn set_stack(&mut self, sq: Square, stack: Option<Stack>) -> Result<(), String> {
        let cell = &mut self.cells[sq.index() as usize];
        let before = std::mem::replace(cell, stack.map_or(0, Stack::to_cell));
        self.check_piece_counts().inspect_err(|_| {
            self.cells[sq.index() as usize] = before;
        })
    }

    /// Every stack with its square, a1 first.
    pub fn stacks(&self) -> impl Iterator<Item = (Square, Stack)> + '_ {
        Square::all().filter_map(|sq| self.stack_at(sq).map(|st| (sq, st)))
    }

    /// Totals of `side`'s pieces.
    #[must_use]
    pub fn piece_counts(&self, side: Side) -> PieceCounts {
        let bit = side_bit(side);
        let mut c = PieceCounts::default();
        for &cell in &self.cells {
            if cell_is(cell, bit) {
                c.rounds += cell_rounds(cell);
                c.squares += cell_squares(cell);
                c.stacks += 1;
            }
        }
        c
    }

    /// Checks the piece counts against the set-up: a side starts with 8
    /// rounds and 8 squares (spec §2) and no move ever adds a piece, so a
    /// position with more cannot come from any game. Every way of making a
    /// position keeps to these counts (the parsers, [`Position::set_stack`],
    /// and moves, which never add a piece): the move list's size
    /// ([`MAX_MOVES`](super::MAX_MOVES)) is proved for them.
    ///
    /// # Errors
    /// The first count that is too high, e.g. "White has 24 rounds; a side
    /// has at most 8".
    pub fn check_piece_counts(&self) -> Result<(), String> {
        let most = super::PIECES_PER_KIND;
        for side in [Side::White, Side::Black] {
            let counts = self.piece_counts(side);
            for (n, kind) in [(counts.rounds, "rounds"), (counts.squares, "squares")] {
                if usize::from(n) > most {
                    return Err(format!("{side} has {n} {kind}; a side has at most {most}"));
                }
            }
        }
        Ok(())
    }

    /// Whether `side` has at least one piece.
    #[must_use]
    pub fn has_pieces(&self, side: Side) -> bool {
        let bit = side_bit(side);
        self.cells.iter().any(|&c| cell_is(c, bit))
    }

    /// How many ranks `side`'s most advanced piece still has to go to leave
    /// the board past its last rank: 1 for a piece on its last rank, 8 for
    /// one on its own back rank; `None` without pieces.
    #[must_use]
    pub fn goal_distance(&self, side: Side) -> Option<u8> {
        let bit = side_bit(side);
        Square::all()
            .filter(|sq| cell_is(self.cells[sq.index() as usize], bit))
            .map(|sq| goal_distance_from(side, sq))
            .min()
    }

    /// A 64-bit Zobrist hash of the stacks and the side to move.
    #[must_use]
    pub fn hash(&self) -> u64 {
        let mut h = if self.side == Side::White {
            ZOBRIST_SIDE
        } else {
            0
        };
        for (i, &cell) in self.cells.iter().enumerate() {
            if cell != 0 {
                h ^= ZOBRIST[i * 32 + (cell & 31) as usize];
            }
        }
        h
    }
}

/// Ranks `side` still has to cover from `sq` to step past its last rank.
#[must_use]
pub const fn goal_distance_from(side: Side, sq: Square) -> u8 {
    match side {
        Side::White => 8 - sq.rank(),
        Side::Black => sq.rank() + 1,
    }
}

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn zobrist_table() -> [u64; 64 * 32] {
    let mut t = [0u64; 64 * 32];
    let mut state = 0x6047_0a4b_1357_2468_u64;
    let mut i = 0;
    while i < t.len() {
        let (s, v) = splitmix(state);
        state = s;
        t[i] = v;
        i += 1;
    }
    t
}

/// Keys per (square, cell byte): the cell byte has 5 significant bits.
static ZOBRIST: [u64; 64 * 32] = zobrist_table();
/// Key for "White to move".
const ZOBRIST_SIDE: u64 = 0x2545_F491_4F6C_DD1D;
