//! A transposition table that the threads of one search share (the Lazy
//! SMP searches of Gounki and checkers, see [`super::lazy_smp`]).
//!
//! Each slot sits behind a lock of its own: a probe or a store takes an
//! uncontended lock (two atomic operations, a few nanoseconds), small beside
//! a node of these games (about a microsecond for Gounki), and two threads
//! only meet on one slot when they look at the same position at the same
//! moment, which the lock makes safe without any `unsafe` code. The table
//! is one slot per hash index, always replaced (the search stores its
//! deepest results last, nearest the root).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

/// A fixed-size table of `E` indexed by a position hash.
pub struct SharedTable<E> {
    slots: Box<[Mutex<E>]>,
    mask: usize,
}

impl<E: Copy + Default> SharedTable<E> {
    /// A table of `2^bits` slots, all `E::default()`.
    #[must_use]
    pub fn new(bits: u32) -> Self {
        SharedTable {
            slots: std::iter::repeat_with(|| Mutex::new(E::default()))
                .take(1 << bits)
                .collect(),
            mask: (1 << bits) - 1,
        }
    }

    /// The slot for `hash`, as stored (the caller checks its key).
    #[inline]
    #[must_use]
    pub fn get(&self, hash: u64) -> E {
        *self
            .slot(hash)
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Replaces the slot for `hash`.
    #[inline]
    pub fn set(&self, hash: u64, entry: E) {
        *self
            .slot(hash)
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = entry;
    }

    #[inline]
    fn slot(&self, hash: u64) -> &Mutex<E> {
        &self.slots[hash as usize & self.mask]
    }
}

/// The moves some thread of a parallel search is searching right now, by
/// the hash of the position they lead to (the simplified ABDADA of Tom
/// Kerrigan, 2016): a thread that meets a move another one is busy with
/// searches its other moves first and comes back to it last, by when the
/// table holds its result. So threads that search the same tree spread over
/// different moves instead of repeating each other's work.
pub struct Busy {
    slots: Box<[AtomicU64]>,
}

/// Slots of [`Busy`] (a few threads mark a few dozen positions each).
const BUSY_BITS: u32 = 15;

impl Default for Busy {
    fn default() -> Self {
        Busy {
            slots: std::iter::repeat_with(|| AtomicU64::new(0))
                .take(1 << BUSY_BITS)
                .collect(),
        }
    }
}

impl Busy {
    #[inline]
    fn slot(&self, hash: u64) -> &AtomicU64 {
        &self.slots[(hash >> 7) as usize & ((1 << BUSY_BITS) - 1)]
    }

    /// Whether another thread is searching the position `hash`.
    #[inline]
    #[must_use]
    pub fn is_busy(&self, hash: u64) -> bool {
        self.slot(hash).load(Ordering::Relaxed) == hash
    }

    /// Marks `hash` as being searched (an older mark in its slot is
    /// overwritten: a mark is only a hint).
    #[inline]
    pub fn start(&self, hash: u64) {
        self.slot(hash).store(hash, Ordering::Relaxed);
    }

    /// Marks `hash` as being searched until the returned guard is dropped
    /// (however the search of it ends).
    #[inline]
    #[must_use]
    pub fn searching(&self, hash: u64) -> Searching<'_> {
        self.start(hash);
        Searching { busy: self, hash }
    }

    /// Clears the mark of `hash`, if still there.
    #[inline]
    fn finish(&self, hash: u64) {
        let _ = self
            .slot(hash)
            .compare_exchange(hash, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

/// A position marked as being searched (see [`Busy::searching`]).
pub struct Searching<'a> {
    busy: &'a Busy,
    hash: u64,
}

impl Drop for Searching<'_> {
    fn drop(&mut self) {
        self.busy.finish(self.hash);
    }
}

#[cfg(test)]
mod tests {
    use super::SharedTable;

    #[test]
    fn stores_and_reads_back_by_hash() {
        let t: SharedTable<(u64, i32)> = SharedTable::new(4);
        assert_eq!(t.get(5), (0, 0));
        t.set(5, (5, 42));
        assert_eq!(t.get(5), (5, 42));
        // 21 shares slot 5 in a 16-slot table: the newer entry replaces it.
        t.set(21, (21, 7));
        assert_eq!(t.get(5), (21, 7));
    }

    #[test]
    fn threads_see_each_others_stores() {
        let t: SharedTable<(u64, u64)> = SharedTable::new(10);
        std::thread::scope(|s| {
            for k in 0..4u64 {
                let t = &t;
                s.spawn(move || {
                    for i in 0..256u64 {
                        let h = i * 4 + k;
                        t.set(h, (h, h * 3));
                    }
                });
            }
        });
        for h in 0..1024u64 {
            assert_eq!(t.get(h), (h, h * 3));
        }
    }

    #[test]
    fn busy_marks_are_set_and_cleared() {
        let busy = super::Busy::default();
        let h = 0x1234_5678_9abc_def0;
        assert!(!busy.is_busy(h));
        busy.start(h);
        assert!(busy.is_busy(h));
        // Another position in the same slot replaces the mark; clearing
        // the old one then leaves the new one alone.
        let other = h ^ (1 << 40);
        busy.start(other);
        assert!(!busy.is_busy(h));
        busy.finish(h);
        assert!(busy.is_busy(other));
        busy.finish(other);
        assert!(!busy.is_busy(other));
    }
}
