//! Transposition tables keyed by the full bitboards: [`Table`] (two-way
//! buckets, bounds as `i16`, for the midgame search) and [`EndTable`]
//! (three-way buckets of one cache line each, bounds as `i8`, for the exact
//! solver, whose time goes largely into table cache misses; threads may
//! share it).
//!
//! Both are plain words starting at zero (the midgame table's `u64`s are
//! allocated as zeroed memory, which is instant even in debug builds). An
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

/// A fixed-size table allocated once per search.
pub struct Table {
    entries: Vec<[u64; 3]>,
    mask: usize,
}

impl Table {
    /// A table with `2^bits` entries (24 bytes each).
    pub fn new(bits: u32) -> Self {
        Table {
            entries: vec![[0; 3]; 1 << bits],
            mask: (1 << bits) - 2,
        }
    }

    #[inline]
    fn bucket(&self, p: u64, o: u64) -> usize {
        let h = (p.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ o.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
            .rotate_left(29);
        (h.wrapping_mul(0x1656_67B1_9E37_79F9) >> 32) as usize & self.mask
    }

    /// The entry for this position, if stored.
    #[inline]
    pub fn probe(&self, p: u64, o: u64) -> Option<Entry> {
        let i = self.bucket(p, o);
        self.entries[i..i + 2]
            .iter()
            .find(|e| e[0] == p && e[1] == o && (p | o) != 0)
            .map(|e| Entry::unpack(e[2]))
    }

    /// The table's answer for a search of `(p, o)` to `depth` in the window
    /// `(alpha, beta)`: `Ok(value)` when a stored bound decides it, otherwise
    /// `Err(best move)` (or [`NO_MOVE`]) to try first.
    #[inline]
    pub fn lookup(&self, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> Result<i32, u8> {
        let Some(e) = self.probe(p, o) else {
            return Err(NO_MOVE);
        };
        if u32::from(e.depth) >= depth {
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
        &mut self,
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

    /// Stores bounds for this position; replaces the same position or the
    /// shallower entry of the bucket.
    #[inline]
    pub fn store(&mut self, p: u64, o: u64, depth: u32, lower: i32, upper: i32, best: u8) {
        let i = self.bucket(p, o);
        let depth_of = |e: &[u64; 3]| (e[2] >> 32) as u8;
        let (a, b) = (&self.entries[i], &self.entries[i + 1]);
        let slot = if a[0] == p && a[1] == o {
            i
        } else if b[0] == p && b[1] == o {
            i + 1
        } else if depth_of(a) <= depth_of(b) {
            i
        } else {
            i + 1
        };
        let depth = depth.min(255) as u8;
        let (mut lower, mut upper) = (lower, upper);
        let old = &self.entries[slot];
        if old[0] == p && old[1] == o {
            // Same search depth: both bounds hold, keep the tighter ones.
            let e = Entry::unpack(old[2]);
            if e.depth == depth {
                let merged = (lower.max(i32::from(e.lower)), upper.min(i32::from(e.upper)));
                if merged.0 <= merged.1 {
                    (lower, upper) = merged;
                }
            }
        }
        let entry = Entry {
            lower: lower as i16,
            upper: upper as i16,
            depth,
            best,
        };
        self.entries[slot] = [p, o, entry.pack()];
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
