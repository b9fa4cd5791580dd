//! Move values and the fixed-capacity move list.

use super::board::Square;

/// How a stack or a piece steps: diagonally forward (round) or straight
/// forward / sideways (square), spec §4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepKind {
    Round,
    Square,
}

/// A move, as a small value. Two moves are equal exactly when their
/// canonical strings (spec §10.2) are equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// The whole stack on `from` moves to `to`: a plain move, a capture or a
    /// stacking (`b2-b3`). `from != to`.
    Movement { from: Square, to: Square },
    /// A deployment (`d4+d5-e6`, `b4*a3-b2-a2`). `drops[..count]` receive
    /// the 1st, 2nd, 3rd piece; unused slots are always `a1` so that equal
    /// moves compare equal. `rounds_first` is the `*` mark (the only mark
    /// of an all-round stack); `false` is the `+` mark.
    Deployment {
        from: Square,
        rounds_first: bool,
        count: u8,
        drops: [Square; 3],
    },
    /// Any movement or deployment of the stack on `from` that leaves the
    /// board past the last rank (`g8#`): the mover wins.
    Exit { from: Square },
    /// The null move of spec §6.4 (`g2-g2`): a double square slides to the
    /// side edge and rebounds back. Nothing changes but the turn.
    Null { at: Square },
}

impl Move {
    /// A deployment move from its drop squares (2 or 3 of them).
    #[must_use]
    pub fn deployment(from: Square, rounds_first: bool, drops: &[Square]) -> Move {
        let mut d = [Square::default(); 3];
        let count = drops.len().min(3);
        d[..count].copy_from_slice(&drops[..count]);
        Move::Deployment {
            from,
            rounds_first,
            count: count as u8,
            drops: d,
        }
    }

    /// The square of the stack that makes the move.
    #[must_use]
    pub const fn from(self) -> Square {
        match self {
            Move::Movement { from, .. }
            | Move::Deployment { from, .. }
            | Move::Exit { from }
            | Move::Null { at: from } => from,
        }
    }

    /// The drop squares of a deployment (empty for other moves).
    #[must_use]
    pub fn drops(&self) -> &[Square] {
        match self {
            Move::Deployment { count, drops, .. } => &drops[..*count as usize],
            _ => &[],
        }
    }
}

/// Most moves a position can have. With 16 pieces the worst case is about
/// 8 square-round stacks with 17 moves each; 256 leaves a wide margin.
pub const MAX_MOVES: usize = 256;

/// A fixed-capacity list of moves: the generator never allocates.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl MoveList {
    /// An empty list.
    #[must_use]
    pub const fn new() -> Self {
        MoveList {
            moves: [Move::Exit {
                from: Square::from_index(0),
            }; MAX_MOVES],
            len: 0,
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        debug_assert!(self.len < MAX_MOVES, "move list overflow");
        if self.len < MAX_MOVES {
            self.moves[self.len] = mv;
            self.len += 1;
        }
    }

    /// The moves, in generation order.
    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// Number of moves.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether there is no move.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}
