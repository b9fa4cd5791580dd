//! The move generator: simple moves and maximal capture sequences (spec §4),
//! without allocation, plus `apply` and perft.

use super::board::{Position, far_row};
use super::square::{NEIGH, NONE, Square, squares};
use crate::rules::Side;

/// Most landing squares in one move: each jump takes a different enemy
/// piece, and a side has at most 12 ([`parse_fen`](super::parse_fen)
/// refuses more). The capture search never goes deeper than this, so the
/// path array cannot overflow even for a position built by hand with more
/// pieces (its captures would then stop at 12 jumps).
pub const MAX_PATH: usize = 12;

/// A move of one piece: its origin and the ordered landing squares (spec
/// §4.7), plus the captured squares as a bitboard (derived from the path,
/// kept for speed).
///
/// Two moves are equal exactly when origin and landing list are equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceMove {
    from: Square,
    len: u8,
    path: [Square; MAX_PATH],
    captured: u32,
}

impl PieceMove {
    /// A simple (non-capturing) move.
    #[must_use]
    pub fn step(from: Square, to: Square) -> PieceMove {
        let mut path = [Square::default(); MAX_PATH];
        path[0] = to;
        PieceMove {
            from,
            len: 1,
            path,
            captured: 0,
        }
    }

    /// A capture from `from` through `landings`, taking the pieces in
    /// `captured`. The generator builds these; `None` if `landings` is empty
    /// or too long.
    #[must_use]
    pub(crate) fn capture(from: Square, landings: &[Square], captured: u32) -> Option<PieceMove> {
        if landings.is_empty() || landings.len() > MAX_PATH {
            return None;
        }
        let mut path = [Square::default(); MAX_PATH];
        path[..landings.len()].copy_from_slice(landings);
        Some(PieceMove {
            from,
            len: landings.len() as u8,
            path,
            captured,
        })
    }

    /// The origin square.
    #[must_use]
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The final landing square.
    #[must_use]
    pub const fn to(&self) -> Square {
        self.path[self.len as usize - 1]
    }

    /// Every landing square, in order (one for a simple move).
    #[must_use]
    pub fn landings(&self) -> &[Square] {
        &self.path[..self.len as usize]
    }

    /// Whether this move captures.
    #[must_use]
    pub const fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// Bitboard of the captured pieces' squares.
    #[must_use]
    pub const fn captured_bits(&self) -> u32 {
        self.captured
    }

    /// Number of pieces taken.
    #[must_use]
    pub const fn captured_count(&self) -> u32 {
        self.captured.count_ones()
    }

    /// The hops of a capture in order, `(from, over, to)`; empty for a
    /// simple move. The captured piece is always the square right before
    /// each landing square (men jump one square, kings land right after).
    pub fn hops(&self) -> impl Iterator<Item = (Square, Square, Square)> + '_ {
        let capture = self.is_capture();
        let mut prev = self.from;
        self.landings()
            .iter()
            .filter(move |_| capture)
            .map(move |&to| {
                let back = to.direction_to(prev).and_then(|d| to.step(d)).unwrap_or(to);
                let hop = (prev, back, to);
                prev = to;
                hop
            })
    }

    /// The captured squares in the order they were taken.
    pub fn captured_in_order(&self) -> impl Iterator<Item = Square> + '_ {
        self.hops().map(|(_, over, _)| over)
    }
}

/// Where the generator writes moves: a fixed buffer or a `Vec`.
pub trait MoveSink {
    fn push(&mut self, mv: PieceMove);
    fn len(&self) -> usize;
    fn truncate(&mut self, len: usize);
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl MoveSink for Vec<PieceMove> {
    fn push(&mut self, mv: PieceMove) {
        Vec::push(self, mv);
    }
    fn len(&self) -> usize {
        Vec::len(self)
    }
    fn truncate(&mut self, len: usize) {
        Vec::truncate(self, len);
    }
}

/// Capacity of [`MoveList`]. Twelve kings have at most 12 × 13 = 156
/// simple moves; the number of maximal captures has no small proven bound
/// (in play it is a handful). A full list never writes past its array: it
/// marks itself [`overflowed`](MoveList::overflowed), and every user of
/// the list (perft, the AI) then generates into a `Vec` instead, so no move
/// is ever lost. (A heap fallback inside the list cost perft 10 %.)
pub const MOVE_LIST_CAPACITY: usize = 256;

/// A fixed-capacity, allocation-free move list for search and perft.
#[derive(Clone)]
pub struct MoveList {
    moves: [PieceMove; MOVE_LIST_CAPACITY],
    len: usize,
    overflowed: bool,
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
    pub fn new() -> MoveList {
        MoveList {
            moves: [PieceMove::step(Square::default(), Square::default()); MOVE_LIST_CAPACITY],
            len: 0,
            overflowed: false,
        }
    }

    /// The moves.
    #[must_use]
    pub fn as_slice(&self) -> &[PieceMove] {
        &self.moves[..self.len]
    }

    /// Mutable access (for move ordering).
    pub fn as_mut_slice(&mut self) -> &mut [PieceMove] {
        &mut self.moves[..self.len]
    }

    /// Whether a move did not fit: the list is then incomplete, and its
    /// user must generate into a `Vec` instead.
    #[must_use]
    pub const fn overflowed(&self) -> bool {
        self.overflowed
    }
}

impl MoveSink for MoveList {
    fn push(&mut self, mv: PieceMove) {
        if self.len < MOVE_LIST_CAPACITY {
            self.moves[self.len] = mv;
            self.len += 1;
        } else {
            self.overflowed = true;
        }
    }
    fn len(&self) -> usize {
        self.len
    }
    fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }
}

/// Forward directions of a man (indices into `NEIGH`).
const fn forward(side: Side) -> [usize; 2] {
    match side {
        Side::White => [0, 1],
        Side::Black => [2, 3],
    }
}

/// State of the depth-first search over capture sequences of one piece.
struct CaptureSearch {
    from: Square,
    king: bool,
    side: Side,
    /// Enemy pieces (they stay here while captured: removal is at the end).
    opp: u32,
    /// Occupied squares without the moving piece's origin (it counts empty).
    occ: u32,
    path: [Square; MAX_PATH],
    /// Sink length where this generation started.
    start: usize,
    best: u32,
}

impl CaptureSearch {
    fn dfs<S: MoveSink>(&mut self, cur: u8, depth: usize, captured: u32, sink: &mut S) {
        let mut jumped = false;
        if self.king {
            for (d, row) in NEIGH.iter().enumerate() {
                let mut t = row[cur as usize];
                while t != NONE && self.occ & (1 << t) == 0 {
                    t = row[t as usize];
                }
                if t != NONE {
                    jumped |= self.try_jump(d, t, depth, captured, sink);
                }
            }
        } else {
            for d in forward(self.side) {
                let t = NEIGH[d][cur as usize];
                if t != NONE {
                    jumped |= self.try_jump(d, t, depth, captured, sink);
                }
            }
        }
        if !jumped && depth > 0 {
            let count = depth as u32;
            if count > self.best {
                sink.truncate(self.start);
                self.best = count;
            }
            if count == self.best
                && let Some(mv) = PieceMove::capture(self.from, &self.path[..depth], captured)
            {
                sink.push(mv);
            }
        }
    }

    /// Jumps the piece on `t` in direction `d` if allowed; true if it did.
    fn try_jump<S: MoveSink>(
        &mut self,
        d: usize,
        t: u8,
        depth: usize,
        captured: u32,
        sink: &mut S,
    ) -> bool {
        let tb = 1u32 << t;
        if self.opp & tb == 0 || captured & tb != 0 {
            return false;
        }
        let land = NEIGH[d][t as usize];
        if land == NONE || self.occ & (1 << land) != 0 || depth >= MAX_PATH {
            return false;
        }
        self.path[depth] = Square::from_index(land).unwrap_or_default();
        self.dfs(land, depth + 1, captured | tb, sink);
        true
    }
}

impl Position {
    /// Writes every maximal capture of the side to move into `sink` and
    /// returns the number of pieces they take (0: no capture, nothing written).
    pub fn generate_captures<S: MoveSink>(&self, sink: &mut S) -> u32 {
        let side = self.turn;
        let own = self.side_bits(side);
        let opp = self.side_bits(side.opponent());
        let mut search = CaptureSearch {
            from: Square::default(),
            king: false,
            side,
            opp,
            occ: 0,
            path: [Square::default(); MAX_PATH],
            start: sink.len(),
            best: 0,
        };
        for sq in squares(own) {
            search.from = sq;
            search.king = self.kings & sq.bit() != 0;
            search.occ = (own | opp) & !sq.bit();
            search.dfs(sq.index(), 0, 0, sink);
        }
        search.best
    }

    /// Writes every simple move of the side to move into `sink` (legal only
    /// when there is no capture, or as a faulty move in family mode).
    pub fn generate_simple<S: MoveSink>(&self, sink: &mut S) {
        let side = self.turn;
        let own = self.side_bits(side);
        let empty = !self.occupied();
        for sq in squares(own & !self.kings) {
            for d in forward(side) {
                let t = NEIGH[d][sq.index() as usize];
                if t != NONE && empty & (1 << t) != 0 {
                    sink.push(PieceMove::step(
                        sq,
                        Square::from_index(t).unwrap_or_default(),
                    ));
                }
            }
        }
        for sq in squares(own & self.kings) {
            for row in &NEIGH {
                let mut t = row[sq.index() as usize];
                while t != NONE && empty & (1 << t) != 0 {
                    sink.push(PieceMove::step(
                        sq,
                        Square::from_index(t).unwrap_or_default(),
                    ));
                    t = row[t as usize];
                }
            }
        }
    }

    /// Writes the strictly legal moves (spec §4): the maximal captures if
    /// any, otherwise the simple moves.
    pub fn generate_legal<S: MoveSink>(&self, sink: &mut S) {
        if self.generate_captures(sink) == 0 {
            self.generate_simple(sink);
        }
    }

    /// The strictly legal moves as a `Vec`.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<PieceMove> {
        let mut v = Vec::new();
        self.generate_legal(&mut v);
        v
    }

    /// Whether the side to move has a capture (so capturing is compulsory).
    #[must_use]
    pub fn has_capture(&self) -> bool {
        let mut probe = Probe(false);
        self.generate_captures(&mut probe);
        probe.0
    }

    /// Plays `mv` without checking legality: moves the piece, removes the
    /// captured pieces, crowns a man ending on its far row, passes the turn.
    #[must_use]
    pub fn apply(&self, mv: &PieceMove) -> Position {
        let mut p = *self;
        let side = self.turn;
        let from = mv.from().bit();
        let to = mv.to().bit();
        let was_king = self.kings & from != 0;
        p.remove_bits(mv.captured_bits());
        match side {
            Side::White => p.white = (p.white & !from) | to,
            Side::Black => p.black = (p.black & !from) | to,
        }
        p.kings &= !from;
        if was_king || far_row(side) & to != 0 {
            p.kings |= to;
        }
        p.turn = side.opponent();
        p
    }

    /// Counts the leaf nodes of the legal-move tree `depth` plies deep
    /// (spec §9: draw rules ignored, each landing list a distinct move).
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut list = MoveList::new();
        self.generate_legal(&mut list);
        if list.overflowed() {
            // Never in play; stay exact by falling back to a Vec.
            let v = self.legal_moves();
            if depth == 1 {
                return v.len() as u64;
            }
            return v.iter().map(|m| self.apply(m).perft(depth - 1)).sum();
        }
        if depth == 1 {
            return list.len() as u64;
        }
        list.as_slice()
            .iter()
            .map(|m| self.apply(m).perft(depth - 1))
            .sum()
    }
}

/// A sink that only records whether anything was pushed.
struct Probe(bool);

impl MoveSink for Probe {
    fn push(&mut self, _mv: PieceMove) {
        self.0 = true;
    }
    fn len(&self) -> usize {
        usize::from(self.0)
    }
    fn truncate(&mut self, len: usize) {
        if len == 0 {
            self.0 = false;
        }
    }
}
