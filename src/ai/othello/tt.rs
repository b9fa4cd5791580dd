//! Transposition tables keyed by the full bitboards: [`Table`] (two-way
//! buckets, bounds as `i16`, for the midgame search) and [`EndTable`]
//! (three-way buckets of one cache line each, bounds as `i8`, for the exact
//! solver, whose time goes largely into table cache misses; threads may
//! share it).
//!
//! Both are atomic words starting at zero, which threads may share. An
//! all-zero entry never matches (no position has no discs).

use std::sync::atomic::{AtomicU64, Ordering};

/// "No move" marker for [`Entry::best`].
pub const NO_MOVE: u8 = 64;

/// One stored search result: score bounds at a given depth and the best move.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Lower and upper bounds of the score.
    pub lower: i16,
    pub upper: i16,
    /// Remaining depth (plies, or empties for the exact solver, plus a
    /// multiple of 64 telling its selective stages apart).
    pub depth: u8,
    /// Best move square, or [`NO_MOVE`].
    pub best: u8,
}

impl Entry {
    fn pack(self) -> u64 {
        u64::from(self.lower as u16)
            | (u64::from(self.upper as u16) << 16)
            | (u64::from(self.depth) << 32)
            | (u64::from(self.best) << 40)
    }

    fn unpack(data: u64) -> Entry {
        Entry {
            lower: data as u16 as i16,
            upper: (data >> 16) as u16 as i16,
            depth: (data >> 32) as u8,
            best: (data >> 40) as u8,
        }
    }
}

/// The midgame search's table: two-way buckets of `(player, opponent,
/// data)` entries. Threads may share it (the parallel midgame search): the
/// words are atomics read and written with relaxed ordering (plain moves on
/// x86-64), and each key word is stored XORed with a mix of the entry's
/// data, so that a probe racing with a store (words of two different
/// stores) does not match, as in [`EndTable`].
pub struct Table {
    words: Vec<AtomicU64>,
    /// Number of entries minus two (bucket starts are even).
    mask: usize,
    /// The search storing now (see [`Table::next_search`]), kept in each
    /// entry's data above its bounds, depth and move.
    generation: AtomicU64,
}

/// Where an entry's generation sits in its data word.
const GENERATION_SHIFT: u32 = 48;

/// The mix of a midgame entry's data XORed into its key words.
#[inline]
fn lock_data(d: u64) -> u64 {
    d.wrapping_mul(0xD6E8_FEB8_6659_FD93)
}

impl Table {
    /// A table with `2^bits` entries (24 bytes each).
    pub fn new(bits: u32) -> Self {
        Table {
            words: std::iter::repeat_with(|| AtomicU64::new(0))
                .take(3 << bits)
                .collect(),
            mask: (1 << bits) - 2,
            generation: AtomicU64::new(0),
        }
    }

    /// Starts another search in a table kept from earlier ones (say, the
    /// last move's): its entries stay readable, since they are keyed by the
    /// whole position, but give way to this search's when a bucket is
    /// full, however deep they are.
    pub fn next_search(&self) {
        let g = (self.generation.load(Ordering::Relaxed) + 1) & 0xFF;
        self.generation.store(g, Ordering::Relaxed);
    }

    #[inline]
    fn bucket(&self, p: u64, o: u64) -> usize {
        let h = (p.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ o.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
            .rotate_left(29);
        (h.wrapping_mul(0x1656_67B1_9E37_79F9) >> 32) as usize & self.mask
    }

    /// Entry `i`: its data and key `(player, opponent)`.
    #[inline]
    fn read(&self, i: usize) -> (u64, u64, u64) {
        let w = &self.words[3 * i..3 * i + 3];
        let d = w[2].load(Ordering::Relaxed);
        let k = lock_data(d);
        (
            d,
            w[0].load(Ordering::Relaxed) ^ k,
            w[1].load(Ordering::Relaxed) ^ k,
        )
    }

    /// The entry for this position, if stored.
    #[inline]
    pub fn probe(&self, p: u64, o: u64) -> Option<Entry> {
        let i = self.bucket(p, o);
        (i..i + 2).find_map(|i| {
            let (d, kp, ko) = self.read(i);
            (kp == p && ko == o && (p | o) != 0).then(|| Entry::unpack(d))
        })
    }

    /// The table's answer for a search of `(p, o)` to `depth` in the window
    /// `(alpha, beta)`: `Ok(value)` when a stored bound decides it, otherwise
    /// `Err(best move)` (or [`NO_MOVE`]) to try first.
    #[inline]
    pub fn lookup(&self, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> Result<i32, u8> {
        let Some(e) = self.probe(p, o) else {
            return Err(NO_MOVE);
        };
        // Depths of another kind (a multiple of 64 apart: see
        // `Midgame::set_probable`) give their move only.
        if u32::from(e.depth) >= depth && u32::from(e.depth) >> 6 == depth >> 6 {
            let (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
            if lower >= beta || lower == upper {
                return Ok(lower);
            }
            if upper <= alpha {
                return Ok(upper);
            }
        }
        Err(e.best)
    }

    /// Stores a fail-soft result `best` of a search with window
    /// `(alpha, beta)` as the bounds it proves (`inf` bounds the scores).
    #[inline]
    pub fn store_result(
        &self,
        (p, o): (u64, u64),
        depth: u32,
        (alpha, beta): (i32, i32),
        best: i32,
        best_sq: u8,
        inf: i32,
    ) {
        let lower = if best > alpha { best } else { -inf };
        let upper = if best < beta { best } else { inf };
        self.store(p, o, depth, lower, upper, best_sq);
    }

    /// Stores bounds for this position; replaces the same position, an
    /// entry of an earlier search ([`Table::next_search`]), or the
    /// shallower entry of the bucket.
    #[inline]
    pub fn store(&self, p: u64, o: u64, depth: u32, lower: i32, upper: i32, best: u8) {
        let i = self.bucket(p, o);
        let (a, b) = (self.read(i), self.read(i + 1));
        let generation = self.generation.load(Ordering::Relaxed);
        let depth_of = |d: u64| (d >> 32) as u8;
        let old_of = |d: u64| (d >> GENERATION_SHIFT) & 0xFF != generation;
        let (slot, old) = if a.1 == p && a.2 == o {
            (i, Some(a.0))
        } else if b.1 == p && b.2 == o {
            (i + 1, Some(b.0))
        } else if old_of(a.0) != old_of(b.0) {
            (if old_of(a.0) { i } else { i + 1 }, None)
        } else if depth_of(a.0) <= depth_of(b.0) {
            (i, None)
        } else {
            (i + 1, None)
        };
        let depth = depth.min(255) as u8;
        let (mut lower, mut upper) = (lower, upper);
        if let Some(old) = old {
            // Same search depth: both bounds hold, keep the tighter ones.
            let e = Entry::unpack(old);
            if e.depth == depth {
                let merged = (lower.max(i32::from(e.lower)), upper.min(i32::from(e.upper)));
                if merged.0 <= merged.1 {
                    (lower, upper) = merged;
                }
            }
        }
        let d = Entry {
            lower: lower as i16,
            upper: upper as i16,
            depth,
            best,
        }
        .pack()
            | generation << GENERATION_SHIFT;
        let k = lock_data(d);
        let w = &self.words[3 * slot..3 * slot + 3];
        w[2].store(d, Ordering::Relaxed);
        w[0].store(p ^ k, Ordering::Relaxed);
        w[1].store(o ^ k, Ordering::Relaxed);
    }
}

/// The exact solver's table: buckets of three entries, each bucket one
/// 64-byte cache line (a probe costs at most one cache miss). A bucket is
/// eight words: three `(player, opponent)` keys, then the three entries'
/// data (bounds as `i8`, depth, best move) packed into 32 bits each.
///
/// Several threads may share one table (the parallel solver): the words are
/// atomics read and written with relaxed ordering (plain moves on x86-64),
/// and each key is stored XORed with a mix of its entry's data, so that a
/// probe racing with a store (new key words with old data, or the reverse,
/// or data another store overwrote) does not match, unless the data is the
/// same, when the answer is right anyway.
pub struct EndTable {
    words: Vec<AtomicU64>,
    /// Word index of the first bucket (aligned to 64 bytes).
    base: usize,
    /// Number of buckets minus one.
    mask: usize,
}

/// The mix of an entry's data XORed into its key words (injective: a
/// multiplication by an odd constant).
#[inline]
fn lock(d: u32) -> u64 {
    u64::from(d).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl EndTable {
    /// A table with `2^bits` buckets (64 bytes each).
    pub fn new(bits: u32) -> Self {
        let words: Vec<AtomicU64> = std::iter::repeat_with(|| AtomicU64::new(0))
            .take((8 << bits) + 8)
            .collect();
        // Where the allocation starts decides the alignment of the buckets.
        let misalign = (words.as_ptr() as usize % 64) / 8;
        EndTable {
            words,
            base: (8 - misalign) % 8,
            mask: (1 << bits) - 1,
        }
    }

    #[inline]
    fn bucket(&self, p: u64, o: u64) -> usize {
        let h = (p.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ o.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
            .rotate_left(29);
        self.base + 8 * ((h.wrapping_mul(0x1656_67B1_9E37_79F9) >> 32) as usize & self.mask)
    }

    /// The data of entry `way` and its key `(player, opponent)`.
    #[inline]
    fn read(b: &[AtomicU64], way: usize) -> (u32, u64, u64) {
        let d = (b[6 + way / 2].load(Ordering::Relaxed) >> (32 * (way % 2))) as u32;
        let k = lock(d);
        (
            d,
            b[2 * way].load(Ordering::Relaxed) ^ k,
            b[2 * way + 1].load(Ordering::Relaxed) ^ k,
        )
    }

    fn pack(e: Entry) -> u32 {
        u32::from(e.lower as i8 as u8)
            | (u32::from(e.upper as i8 as u8) << 8)
            | (u32::from(e.depth) << 16)
            | (u32::from(e.best) << 24)
    }

    fn unpack(d: u32) -> Entry {
        Entry {
            lower: i16::from(d as u8 as i8),
            upper: i16::from((d >> 8) as u8 as i8),
            depth: (d >> 16) as u8,
            best: (d >> 24) as u8,
        }
    }

    /// Starts loading the bucket of this position into the cache, without
    /// waiting: a node calls it for its children before it orders them, so
    /// that their own probes, later, find the line there instead of each
    /// waiting for memory in turn.
    #[inline]
    pub fn prefetch(&self, p: u64, o: u64) {
        #[cfg(target_arch = "x86_64")]
        safe_arch::prefetch_t0(&self.words[self.bucket(p, o)]);
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (p, o);
    }

    /// The entry for this position, if stored.
    #[inline]
    pub fn probe(&self, p: u64, o: u64) -> Option<Entry> {
        let i = self.bucket(p, o);
        let b = &self.words[i..i + 8];
        (0..3).find_map(|w| {
            let (d, kp, ko) = Self::read(b, w);
            (kp == p && ko == o && (p | o) != 0).then(|| Self::unpack(d))
        })
    }

    /// Stores bounds (disc differences) for this position; replaces the same
    /// position or the shallowest entry of the bucket.
    #[inline]
    pub fn store(&self, p: u64, o: u64, depth: u32, lower: i32, upper: i32, best: u8) {
        let i = self.bucket(p, o);
        let b = &self.words[i..i + 8];
        let depth = depth.min(255) as u8;
        let (mut lower, mut upper) = (lower, upper);
        let ways = [Self::read(b, 0), Self::read(b, 1), Self::read(b, 2)];
        let way = match (0..3).find(|&w| ways[w].1 == p && ways[w].2 == o) {
            Some(w) => {
                // Same search depth: both bounds hold, keep the tighter ones.
                let e = Self::unpack(ways[w].0);
                if e.depth == depth {
                    let merged = (lower.max(i32::from(e.lower)), upper.min(i32::from(e.upper)));
                    if merged.0 <= merged.1 {
                        (lower, upper) = merged;
                    }
                }
                w
            }
            None => (0..3).min_by_key(|&w| (ways[w].0 >> 16) as u8).unwrap_or(0),
        };
        let d = Self::pack(Entry {
            lower: lower as i16,
            upper: upper as i16,
            depth,
            best,
        });
        let shift = 32 * (way % 2);
        // The other half of the word is another entry's. A racing store
        // there may be lost (a plain load and store, no atomic update): that
        // entry's data then no longer unlocks its keys, so it is lost, never
        // wrong.
        let word = &b[6 + way / 2];
        let w = word.load(Ordering::Relaxed);
        word.store(
            (w & !(0xFFFF_FFFF << shift)) | (u64::from(d) << shift),
            Ordering::Relaxed,
        );
        let k = lock(d);
        b[2 * way].store(p ^ k, Ordering::Relaxed);
        b[2 * way + 1].store(o ^ k, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position key and the bound its entries always carry (so a probe
    /// can tell a right answer from a mixed-up one).
    fn key(i: u64) -> (u64, u64, i32) {
        let p = i.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let o = i.wrapping_mul(0xC2B2_AE3D_27D4_EB4F) & !p;
        (p, o, (i % 100) as i32 - 50)
    }

    #[test]
    fn midgame_table_returns_what_was_stored_and_merges_bounds() {
        let t = Table::new(10);
        let (p, o, _) = key(7);
        assert!(t.probe(p, o).is_none());
        t.store(p, o, 5, -30, 40, 12);
        // A second search at the same depth proves a tighter upper bound.
        t.store(p, o, 5, -INF_TEST, 20, 13);
        let e = t.probe(p, o).expect("stored");
        assert_eq!((e.lower, e.upper, e.depth, e.best), (-30, 20, 5, 13));
        assert_eq!(t.lookup(p, o, 5, 25, 26), Ok(20));
        assert_eq!(t.lookup(p, o, 6, 25, 26), Err(13));
        // Depths 64 apart are another kind of search (a probable solve's
        // values): each kind answers its own searches and gives the
        // other only its move, however deep.
        t.store(p, o, 64 + 3, 100, 100, 21);
        assert_eq!(t.lookup(p, o, 64 + 2, 0, 1), Ok(100));
        assert_eq!(t.lookup(p, o, 2, 0, 1), Err(21));
        t.store(p, o, 9, 50, 50, 22);
        assert_eq!(t.lookup(p, o, 64 + 1, 0, 1), Err(22));
    }

    const INF_TEST: i32 = 30_000;

    #[test]
    fn a_later_search_replaces_earlier_entries_first_however_deep() {
        // A table of one bucket: every position shares it.
        let t = Table::new(1);
        let [(p1, o1, _), (p2, o2, _), (p3, o3, _), (p4, o4, _)] = [1, 2, 3, 4].map(key);
        t.store(p1, o1, 12, 0, 0, 1);
        t.store(p2, o2, 3, 0, 0, 2);
        // In one search the shallower entry gives way.
        t.store(p3, o3, 5, 0, 0, 3);
        assert!(t.probe(p1, o1).is_some() && t.probe(p2, o2).is_none());
        // In the next, the earlier search's entries still answer...
        t.next_search();
        assert_eq!(t.lookup(p1, o1, 12, -1, 1), Ok(0));
        // ...but give way to the new ones, the deep one too.
        t.store(p4, o4, 2, 0, 0, 4);
        assert!(t.probe(p3, o3).is_some() || t.probe(p1, o1).is_some());
        t.store(p2, o2, 1, 0, 0, 2);
        assert!(t.probe(p1, o1).is_none() && t.probe(p3, o3).is_none());
        assert!(t.probe(p4, o4).is_some() && t.probe(p2, o2).is_some());
    }

    #[test]
    fn shared_tables_never_answer_with_another_positions_data() {
        // Two threads store and probe many positions in small tables (so
        // that they overwrite each other's buckets all the time); every
        // answer must be the data stored for that very position.
        let mid = Table::new(6);
        let end = EndTable::new(3);
        std::thread::scope(|s| {
            for thread in 0..2u64 {
                let (mid, end) = (&mid, &end);
                s.spawn(move || {
                    for round in 0..200_000u64 {
                        let i = (round * 7 + thread * 13) % 500;
                        let (p, o, v) = key(i);
                        mid.store(p, o, 3, v, v, (i % 64) as u8);
                        end.store(p, o, 3, v, v, (i % 64) as u8);
                        let (p, o, v) = key((i * 31 + 5) % 500);
                        for e in [mid.probe(p, o), end.probe(p, o)].into_iter().flatten() {
                            assert_eq!((i32::from(e.lower), i32::from(e.upper)), (v, v));
                        }
                    }
                });
            }
        });
    }
}
