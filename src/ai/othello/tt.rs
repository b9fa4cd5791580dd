//! Transposition table: two-way buckets keyed by the full bitboards.
//!
//! Entries are stored as `[u64; 3]` (player, opponent, packed data) so that
//! the table is allocated as zeroed memory, which is instant even in debug
//! builds. An all-zero entry never matches (no position has no discs).

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
