//! The Othello kernels built for newer x86-64 CPUs (AVX2, BMI1/2, POPCNT,
//! LZCNT), chosen at run time, next to the portable builds.
//!
//! The portable kernels are the branch-free lane code of
//! [`bitboard`](super::bitboard) (four `u64` lanes, one per line
//! orientation), compiled for the x86-64 baseline (SSE2; the compiler
//! vectorises the flips' lanes in SSE2 registers). The fast build writes the
//! same computations with AVX2 intrinsics: the four lanes fill one 256-bit
//! register and the per-lane shifts are single instructions
//! (`vpsllvq`/`vpsrlvq`); perft is one source for both builds (a macro), the
//! fast one compiled with AVX2, BMI and POPCNT enabled (a popcount is one
//! instruction). Whether the CPU has these features is checked once;
//! [`run_featured`] is the one place that calls code built for them (these
//! kernels and the searches' second builds), and the only `unsafe` of the
//! crate.
//!
//! [`flips`] and [`moves`] pick the build per call (the AI's searches use
//! them: the check is one load of a cached flag). Tests check that both
//! builds agree bit for bit.

use super::bitboard::{flips_lanes, moves_lanes};

/// The features the fast build is compiled with (kept in step with the
/// `target_feature` attributes below, in `ai::othello::featured` and at the
/// searches' entries in `ai::othello::endgame` and `ai::othello::midgame`,
/// and with the check in [`available`]).
pub const FEATURES: &str = "avx2,bmi1,bmi2,popcnt,lzcnt";

/// Whether this CPU runs the fast build (checked once).
#[must_use]
#[inline]
pub fn available() -> bool {
    static AVAILABLE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *AVAILABLE.get_or_init(detect)
}

fn detect() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("lzcnt")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Perft from `(p, o)`, `p` to move, under the spec's convention (a forced
/// pass is one ply, a finished game one leaf even before `depth`, which is
/// at least 1). The last ply is counted in bulk (a popcount of the move
/// mask), and the ply above it counts its children's moves inline; the
/// child positions are copies (no unmake).
macro_rules! perft_fn {
    ($(#[$attr:meta])* $vis:vis $name:ident, $moves:ident, $flips:ident) => {
        $(#[$attr])*
        $vis fn $name(p: u64, o: u64, depth: u32) -> u64 {
            let mut mask = $moves(p, o);
            if depth == 1 {
                // A pass or a finished game is one leaf as well.
                return u64::from(mask.count_ones()).max(1);
            }
            if mask == 0 {
                return if $moves(o, p) == 0 {
                    1
                } else {
                    $name(o, p, depth - 1)
                };
            }
            let mut total = 0;
            if depth == 2 {
                while mask != 0 {
                    let sq = mask.trailing_zeros();
                    mask &= mask - 1;
                    let f = $flips(p, o, sq);
                    let n = $moves(o & !f, p | f | (1 << sq)).count_ones();
                    total += u64::from(n.max(1));
                }
                return total;
            }
            while mask != 0 {
                let sq = mask.trailing_zeros();
                mask &= mask - 1;
                let f = $flips(p, o, sq);
                total += $name(o & !f, p | f | (1 << sq), depth - 1);
            }
            total
        }
    };
}

perft_fn!(perft_portable, moves_lanes, flips_lanes);

/// The AVX2 builds (called through [`run_featured`], or inlined into code
/// built with the same features).
#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::{
        __m256i, _mm_cvtsi128_si64, _mm_or_si128, _mm_unpackhi_epi64, _mm256_add_epi64,
        _mm256_and_si256, _mm256_andnot_si256, _mm256_castsi256_si128, _mm256_cmpeq_epi64,
        _mm256_extracti128_si256, _mm256_or_si256, _mm256_set_epi64x, _mm256_set1_epi64x,
        _mm256_setzero_si256, _mm256_sllv_epi64, _mm256_srlv_epi64, _mm256_sub_epi64,
    };

    use super::super::bitboard::{LANES_DOWN, LANES_UP, SHIFTS};

    /// Four `u64` lanes in the order of [`LANES_UP`]/[`SHIFTS`].
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    fn lanes(v: [u64; 4]) -> __m256i {
        _mm256_set_epi64x(v[3] as i64, v[2] as i64, v[1] as i64, v[0] as i64)
    }

    /// The OR of the four lanes.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    fn or_lanes(v: __m256i) -> u64 {
        let h = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
        _mm_cvtsi128_si64(_mm_or_si128(h, _mm_unpackhi_epi64(h, h))) as u64
    }

    /// [`super::moves_lanes`] with the four orientations in one register.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub fn moves(p: u64, o: u64) -> u64 {
        const INNER: u64 = 0x7E7E_7E7E_7E7E_7E7E;
        let s1 = lanes([
            u64::from(SHIFTS[0]),
            u64::from(SHIFTS[1]),
            u64::from(SHIFTS[2]),
            u64::from(SHIFTS[3]),
        ]);
        let s2 = _mm256_add_epi64(s1, s1);
        let pp = _mm256_set1_epi64x(p as i64);
        // A broadcast and a mask: cheaper than assembling four lanes.
        let m = _mm256_and_si256(
            _mm256_set1_epi64x(o as i64),
            lanes([INNER, u64::MAX, INNER, INNER]),
        );
        let pre_l = _mm256_and_si256(m, _mm256_sllv_epi64(m, s1));
        let pre_r = _mm256_srlv_epi64(pre_l, s1);
        let mut l = _mm256_and_si256(m, _mm256_sllv_epi64(pp, s1));
        let mut r = _mm256_and_si256(m, _mm256_srlv_epi64(pp, s1));
        l = _mm256_or_si256(l, _mm256_and_si256(m, _mm256_sllv_epi64(l, s1)));
        r = _mm256_or_si256(r, _mm256_and_si256(m, _mm256_srlv_epi64(r, s1)));
        l = _mm256_or_si256(l, _mm256_and_si256(pre_l, _mm256_sllv_epi64(l, s2)));
        r = _mm256_or_si256(r, _mm256_and_si256(pre_r, _mm256_srlv_epi64(r, s2)));
        l = _mm256_or_si256(l, _mm256_and_si256(pre_l, _mm256_sllv_epi64(l, s2)));
        r = _mm256_or_si256(r, _mm256_and_si256(pre_r, _mm256_srlv_epi64(r, s2)));
        let all = _mm256_or_si256(_mm256_sllv_epi64(l, s1), _mm256_srlv_epi64(r, s1));
        or_lanes(all) & !(p | o)
    }

    /// [`super::flips_lanes`] with the four orientations in one register;
    /// towards lower indices the bits are smeared along the ray (three
    /// per-lane shifts) instead of over the whole word.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
        let sq = sq as usize & 63;
        let zero = _mm256_setzero_si256();
        let s1 = lanes([
            u64::from(SHIFTS[0]),
            u64::from(SHIFTS[1]),
            u64::from(SHIFTS[2]),
            u64::from(SHIFTS[3]),
        ]);
        let s2 = _mm256_add_epi64(s1, s1);
        let s4 = _mm256_add_epi64(s2, s2);
        let pp = _mm256_set1_epi64x(p as i64);
        let oo = _mm256_set1_epi64x(o as i64);
        let up = lanes(LANES_UP[sq]);
        let down = lanes(LANES_DOWN[sq]);
        // Towards higher indices: the lowest non-opponent square of the ray.
        let b = _mm256_andnot_si256(oo, up);
        let first = _mm256_and_si256(b, _mm256_sub_epi64(zero, b));
        let outflank = _mm256_and_si256(first, pp);
        let below = _mm256_add_epi64(outflank, _mm256_cmpeq_epi64(zero, zero));
        let f_up = _mm256_andnot_si256(
            _mm256_cmpeq_epi64(outflank, zero),
            _mm256_and_si256(below, up),
        );
        // Towards lower indices: the highest one, smearing along the ray.
        let b = _mm256_andnot_si256(oo, down);
        let mut t = _mm256_or_si256(b, _mm256_srlv_epi64(b, s1));
        t = _mm256_or_si256(t, _mm256_srlv_epi64(t, s2));
        t = _mm256_or_si256(t, _mm256_srlv_epi64(t, s4));
        t = _mm256_and_si256(t, down);
        let highest = _mm256_andnot_si256(_mm256_srlv_epi64(t, s1), t);
        let outflank = _mm256_and_si256(highest, pp);
        let f_down = _mm256_andnot_si256(
            _mm256_cmpeq_epi64(outflank, zero),
            _mm256_andnot_si256(t, down),
        );
        or_lanes(_mm256_or_si256(f_up, f_down))
    }

    perft_fn!(
        #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
        pub perft,
        moves,
        flips
    );
}

/// One call of a fast kernel.
#[derive(Clone, Copy, Debug)]
pub enum Call {
    Moves(u64, u64),
    Flips(u64, u64, u32),
    Perft(u64, u64, u32),
}

/// Runs `fast` when this CPU has every feature of [`FEATURES`], else
/// `portable`: the one place of the crate that calls code compiled for
/// features the x86-64 baseline lacks, and its only `unsafe`. The Othello
/// kernels below come through here, and so do the Othello searches, whose
/// recursions are compiled a second time with these features (see
/// `ai::othello::featured`).
///
/// `fast` must be a safe function whose `#[target_feature]` list is part of
/// [`FEATURES`] (Rust lets such a function be passed only as an `unsafe fn`
/// pointer). The crate denies `unsafe_code`, so it declares no other
/// `unsafe fn`; this is `pub(crate)` so that nothing outside can pass one.
#[allow(unsafe_code)]
#[inline]
pub(crate) fn run_featured<A, R>(fast: unsafe fn(A) -> R, portable: fn(A) -> R, arg: A) -> R {
    if available() {
        // SAFETY: by the contract above, calling `fast` is unsafe only
        // because it needs features of `FEATURES`, and `available()` has
        // checked each of them on this CPU.
        unsafe { fast(arg) }
    } else {
        portable(arg)
    }
}

// The kernels that code built with [`FEATURES`] calls directly (and
// inlines): the AVX2 ones on x86-64, elsewhere the portable ones.
#[cfg(not(target_arch = "x86_64"))]
pub(crate) use super::bitboard::{flips_lanes as featured_flips, moves_lanes as featured_moves};
#[cfg(target_arch = "x86_64")]
pub(crate) use x86::{flips as featured_flips, moves as featured_moves};

/// The kernels of `x86` with one argument each, for [`run_featured`].
#[cfg(target_arch = "x86_64")]
mod featured {
    use super::{Call, x86};

    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub fn moves((p, o): (u64, u64)) -> u64 {
        x86::moves(p, o)
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub fn flips((p, o, sq): (u64, u64, u32)) -> u64 {
        x86::flips(p, o, sq)
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub fn run(call: Call) -> u64 {
        match call {
            Call::Moves(p, o) => x86::moves(p, o),
            Call::Flips(p, o, sq) => x86::flips(p, o, sq),
            Call::Perft(p, o, depth) => x86::perft(p, o, depth.max(1)),
        }
    }
}

/// Runs `call` with the AVX2 build: `None` when the CPU lacks a feature
/// (or is not x86-64).
#[must_use]
pub fn run_fast(call: Call) -> Option<u64> {
    available().then(|| run(call))
}

/// Runs `call` with the portable build.
#[must_use]
pub fn run_portable(call: Call) -> u64 {
    match call {
        Call::Moves(p, o) => moves_lanes(p, o),
        Call::Flips(p, o, sq) => flips_lanes(p, o, sq),
        Call::Perft(p, o, depth) => perft_portable(p, o, depth.max(1)),
    }
}

/// [`super::bitboard::flips`] by the fastest build this CPU has.
#[inline]
#[must_use]
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    return run_featured(
        featured::flips,
        |(p, o, sq)| flips_lanes(p, o, sq),
        (p, o, sq),
    );
    #[cfg(not(target_arch = "x86_64"))]
    flips_lanes(p, o, sq)
}

/// [`super::bitboard::moves`] by the fastest build this CPU has.
#[inline]
#[must_use]
pub fn moves(p: u64, o: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    return run_featured(featured::moves, |(p, o)| moves_lanes(p, o), (p, o));
    #[cfg(not(target_arch = "x86_64"))]
    moves_lanes(p, o)
}

/// Runs `call` with the fastest build this CPU has.
#[inline]
#[must_use]
pub fn run(call: Call) -> u64 {
    #[cfg(target_arch = "x86_64")]
    return run_featured(featured::run, run_portable, call);
    #[cfg(not(target_arch = "x86_64"))]
    run_portable(call)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (xorshift*).
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        /// Disjoint random bitboards, denser or sparser by turns.
        fn position(&mut self) -> (u64, u64) {
            let filled = match self.next() % 3 {
                0 => self.next() | self.next(),
                1 => self.next(),
                _ => self.next() & self.next(),
            };
            let split = self.next();
            (filled & split, filled & !split)
        }
    }

    /// The flips by walking square by square in the 8 directions.
    fn walk_flips(p: u64, o: u64, sq: u32) -> u64 {
        if (p | o) >> sq & 1 != 0 {
            return 0;
        }
        let mut all = 0;
        for (dc, dr) in super::super::bitboard::DIRECTIONS {
            let (mut c, mut r) = ((sq % 8) as i32, (sq / 8) as i32);
            let mut run = 0u64;
            loop {
                c += i32::from(dc);
                r += i32::from(dr);
                if !(0..8).contains(&c) || !(0..8).contains(&r) {
                    break;
                }
                let bit = 1u64 << (r * 8 + c);
                if o & bit != 0 {
                    run |= bit;
                } else {
                    if p & bit != 0 {
                        all |= run;
                    }
                    break;
                }
            }
        }
        all
    }

    fn walk_moves(p: u64, o: u64) -> u64 {
        (0..64)
            .filter(|&sq| walk_flips(p, o, sq) != 0)
            .fold(0, |m, sq| m | 1 << sq)
    }

    #[test]
    fn both_builds_match_the_square_by_square_walk() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let fast = available();
        for _ in 0..20_000 {
            let (p, o) = rng.position();
            let m = walk_moves(p, o);
            assert_eq!(run_portable(Call::Moves(p, o)), m, "{p:#x} {o:#x}");
            if fast {
                assert_eq!(run_fast(Call::Moves(p, o)), Some(m), "{p:#x} {o:#x}");
            }
            for sq in 0..64 {
                // Occupied squares too: the kernels must not care (the
                // callers only ask for empty ones, but the builds agree).
                let f = run_portable(Call::Flips(p, o, sq));
                if (p | o) >> sq & 1 == 0 {
                    assert_eq!(f, walk_flips(p, o, sq), "{p:#x} {o:#x} {sq}");
                }
                if fast {
                    assert_eq!(
                        run_fast(Call::Flips(p, o, sq)),
                        Some(f),
                        "{p:#x} {o:#x} {sq}"
                    );
                }
            }
        }
    }

    #[test]
    fn both_builds_give_the_perft_table() {
        let start = crate::rules::othello::Position::start();
        let (p, o) = (start.player(), start.opponent());
        let expected = [4, 12, 56, 244, 1396, 8200, 55092, 390_216, 3_005_288];
        for (i, &n) in expected.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(run_portable(Call::Perft(p, o, depth)), n, "depth {depth}");
            if available() {
                assert_eq!(run_fast(Call::Perft(p, o, depth)), Some(n), "depth {depth}");
            }
        }
        if !cfg!(debug_assertions) {
            assert_eq!(run_portable(Call::Perft(p, o, 10)), 24_571_284);
        }
    }

    #[test]
    fn both_builds_agree_on_perft_of_random_positions() {
        let mut rng = Rng(42);
        for _ in 0..300 {
            let (p, o) = rng.position();
            let depth = 1 + (rng.next() % 3) as u32;
            let n = run_portable(Call::Perft(p, o, depth));
            if available() {
                assert_eq!(run_fast(Call::Perft(p, o, depth)), Some(n));
            }
        }
    }
}
