//! A move list on the stack (no allocation per node).

use arrayvec::ArrayVec;

use crate::rules::othello::fast::flips;

/// Room for a move on every empty square (at most 60), so no move is ever
/// dropped, whatever the position.
const CAPACITY: usize = 60;

/// A placement with its flips and an ordering key (higher = searched first).
#[derive(Clone, Copy, Default, Debug)]
pub struct Candidate {
    pub sq: u8,
    pub flips: u64,
    pub key: i32,
}

impl Candidate {
    /// The child position `(player, opponent)` after this move by `p`.
    #[inline]
    pub fn child(&self, p: u64, o: u64) -> (u64, u64) {
        (o & !self.flips, p | self.flips | (1 << self.sq))
    }
}

/// The moves of one node (only the moves it has are written: no room is
/// filled for the squares without one).
pub struct MoveList {
    items: ArrayVec<Candidate, CAPACITY>,
}

impl MoveList {
    /// All moves of `p` in `mask`, with their flips, keys 0.
    ///
    /// Fills the list where it lies: a search node writes
    /// `let mut list = MoveList::new(); list.generate(..)` rather than
    /// receiving a finished list, because moving a list copies all its room
    /// (about 1 KB, a `memcpy` at every node that the compiler keeps).
    #[inline]
    pub fn generate(&mut self, p: u64, o: u64, mut mask: u64) {
        self.items.clear();
        while mask != 0 && !self.items.is_full() {
            let sq = mask.trailing_zeros();
            mask &= mask - 1;
            self.items.push(Candidate {
                sq: sq as u8,
                flips: flips(p, o, sq),
                key: 0,
            });
        }
    }

    /// An empty list.
    #[inline]
    pub fn new() -> Self {
        MoveList {
            items: ArrayVec::new(),
        }
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Candidate> {
        self.items.iter()
    }

    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, Candidate> {
        self.items.iter_mut()
    }

    /// Moves entry `i` to the front (keeping the others' order); returns
    /// its square.
    pub fn promote(&mut self, i: usize) -> u8 {
        let item = self.items[i];
        self.items.copy_within(0..i, 1);
        self.items[0] = item;
        item.sq
    }

    /// Sorts by decreasing key (insertion sort: lists are short).
    pub fn sort(&mut self) {
        for i in 1..self.items.len() {
            let item = self.items[i];
            let mut j = i;
            while j > 0 && self.items[j - 1].key < item.key {
                self.items[j] = self.items[j - 1];
                j -= 1;
            }
            self.items[j] = item;
        }
    }
}
