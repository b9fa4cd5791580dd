//! A move list on the stack (no allocation per node).

use arrayvec::ArrayVec;

/// Room for a move on every empty square (at most 60), so no move is ever
/// dropped, whatever the position.
const CAPACITY: usize = 60;

/// [`Candidate::replies`] before the ordering has computed them.
pub const UNKNOWN_REPLIES: u64 = u64::MAX;

/// A placement with its flips and an ordering key (higher = searched first).
#[derive(Clone, Copy, Default, Debug)]
pub struct Candidate {
    pub sq: u8,
    pub flips: u64,
    pub key: i32,
    /// The opponent's moves after this one, when the ordering computed
    /// them ([`UNKNOWN_REPLIES`] otherwise): the child need not compute
    /// them again.
    pub replies: u64,
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
    /// All moves of `p` in `mask`, with their flips (computed by `flips`:
    /// each build of a search passes its own kernel), keys 0.
    ///
    /// Fills the list where it lies: a search node writes
    /// `let mut list = MoveList::new(); list.generate(..)` rather than
    /// receiving a finished list, because moving a list copies all its room
    /// (about 1 KB, a `memcpy` at every node that the compiler keeps).
    #[inline]
    pub fn generate(
        &mut self,
        p: u64,
        o: u64,
        mut mask: u64,
        flips: impl Fn(u64, u64, u32) -> u64,
    ) {
        self.items.clear();
        while mask != 0 && !self.items.is_full() {
            let sq = mask.trailing_zeros();
            mask &= mask - 1;
            self.items.push(Candidate {
                sq: sq as u8,
                flips: flips(p, o, sq),
                key: 0,
                replies: UNKNOWN_REPLIES,
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

    /// How many moves the list holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.items.len()
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
        self.sort_from(0);
    }

    /// Sorts the entries from `start` on by decreasing key, the entries
    /// before `start` being sorted already and no lower than any after.
    pub fn sort_from(&mut self, start: usize) {
        for i in start + 1..self.items.len() {
            let item = self.items[i];
            let mut j = i;
            while j > start && self.items[j - 1].key < item.key {
                self.items[j] = self.items[j - 1];
                j -= 1;
            }
            self.items[j] = item;
        }
    }

    /// Moves the first entry with the highest key to the front, the others
    /// keeping their order (so that sorting the rest afterwards gives what
    /// [`Self::sort`] gives): all a node needs when its first move cuts it
    /// off, which is cheaper than sorting the whole list.
    pub fn best_to_front(&mut self) {
        let mut best = 0;
        for (i, m) in self.items.iter().enumerate().skip(1) {
            if m.key > self.items[best].key {
                best = i;
            }
        }
        if let Some(head) = self.items.get_mut(..=best) {
            head.rotate_right(1);
        }
    }

    /// Entry `i` in key order, after [`Self::best_to_front`]: the entries
    /// after the front are sorted when the first of them is asked for, so
    /// a node cut off by its best move never sorts the others. Callers ask
    /// for `0, 1, 2, ...` in turn.
    #[inline]
    pub fn in_order(&mut self, i: usize) -> Option<Candidate> {
        if i == 1 {
            self.sort_from(1);
        }
        self.items.get(i).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(list: &MoveList) -> Vec<(i32, u8)> {
        list.iter().map(|m| (m.key, m.sq)).collect()
    }

    #[test]
    fn best_first_then_the_rest_sorted_is_the_full_sort() {
        // Keys with many ties: the order of equal keys must match too, since
        // it decides which of equally good moves the search tries first.
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for n in 0..40 {
            let mut lazy = MoveList::new();
            for sq in 0..(n % 13) as u8 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                lazy.items.push(Candidate {
                    sq,
                    flips: 0,
                    key: (seed % 5) as i32 - 2,
                    replies: UNKNOWN_REPLIES,
                });
            }
            let mut full = MoveList::new();
            full.items.clone_from(&lazy.items);
            full.sort();
            lazy.best_to_front();
            assert_eq!(
                lazy.in_order(0).map(|m| m.sq),
                full.iter().next().map(|m| m.sq)
            );
            let in_order: Vec<(i32, u8)> = (0..)
                .map_while(|i| lazy.in_order(i))
                .map(|m| (m.key, m.sq))
                .collect();
            assert_eq!(in_order, keys(&full));
            assert!(
                full.iter()
                    .zip(full.iter().skip(1))
                    .all(|(a, b)| a.key >= b.key)
            );
        }
    }
}
