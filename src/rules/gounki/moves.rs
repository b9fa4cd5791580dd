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

/// An upper bound on the moves of one stack of `rounds` rounds and
/// `squares` squares, whatever surrounds it, read off the generator
/// (`movegen::gen_stack`), which hands each path to the list at most once:
///
/// * movements: each of the 2 diagonals walks at most `rounds` steps and each
///   of the 3 square directions at most `squares` steps, giving at most one
///   move per step (a destination, the null move or the exit, which ends
///   that walk);
/// * deployments (2 or 3 pieces): a one-kind stack is one group, one
///   deployment per direction (2 for rounds, 3 for squares); a mixed stack
///   has two orders, each a direction for the first group times one for the
///   second: 2 × 3 + 3 × 2 = 12.
#[must_use]
pub const fn stack_move_bound(rounds: usize, squares: usize) -> usize {
    let movements = 2 * rounds + 3 * squares;
    let deployments = if rounds + squares < 2 {
        0
    } else if rounds > 0 && squares > 0 {
        12
    } else if rounds > 0 {
        2
    } else {
        3
    };
    movements + deployments
}

/// Rounds, and squares, a side has at most: the 8 of each it starts with
/// (spec §2). Pieces are never added, so no game reaches more, and
/// [`Position::parse`](super::Position::parse) rejects more.
pub const PIECES_PER_KIND: usize = 8;

/// The most moves the stacks of one side can have together when it has at
/// most [`PIECES_PER_KIND`] rounds and as many squares: the best way to
/// share those pieces out into stacks of 1–3 (an exact unbounded knapsack
/// over the 9 stack kinds, each worth [`stack_move_bound`]).
const fn move_bound(max_rounds: usize, max_squares: usize) -> usize {
    const KINDS: [(usize, usize); 9] = [
        (1, 0),
        (0, 1),
        (2, 0),
        (1, 1),
        (0, 2),
        (3, 0),
        (2, 1),
        (1, 2),
        (0, 3),
    ];
    let mut best = [[0usize; PIECES_PER_KIND + 1]; PIECES_PER_KIND + 1];
    let mut r = 0;
    while r <= max_rounds {
        let mut s = 0;
        while s <= max_squares {
            let mut k = 0;
            while k < KINDS.len() {
                let (kr, ks) = KINDS[k];
                if kr <= r && ks <= s {
                    let v = best[r - kr][s - ks] + stack_move_bound(kr, ks);
                    if v > best[r][s] {
                        best[r][s] = v;
                    }
                }
                k += 1;
            }
            s += 1;
        }
        r += 1;
    }
    best[max_rounds][max_squares]
}

/// Most moves a position can have: 136, reached by eight square-rounds (17
/// moves each at most). Every position keeps to the piece counts (see
/// [`Position::check_piece_counts`](super::Position::check_piece_counts)),
/// so [`MoveList`] never needs more room.
pub const MAX_MOVES: usize = move_bound(PIECES_PER_KIND, PIECES_PER_KIND);

/// A fixed-capacity list of moves: the generator never allocates. Its
/// capacity is the proven bound [`MAX_MOVES`].
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

    /// Adds a move. The list cannot fill up for a real position (see
    /// [`MAX_MOVES`]); if it ever did, the move is dropped rather than
    /// written out of bounds, and debug builds stop right there.
    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        debug_assert!(self.len < MAX_MOVES, "more moves than MAX_MOVES");
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

    /// The moves, to reorder in place (a search sorts them best first).
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
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
