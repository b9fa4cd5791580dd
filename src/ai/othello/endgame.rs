//! Exact endgame solver: the final disc difference (§7, empties to the
//! winner) under perfect play.
//!
//! The root is solved by MTD(f): a sequence of null-window searches from a
//! guess (scores are always even). The guess comes from a selective stage:
//! the same MTD(f) searching only the best [`SEL_WIDTHS`] moves of each node
//! from [`SELECTIVE_EMPTIES`] on, started from the ordering search's
//! estimate. It is cheap, lands within a few discs of the truth, and leaves
//! its best moves in a table of its own that the exact search reads for
//! ordering. Layers by number of empties: dedicated code for the last one
//! (flip counts from tables, see [`last_flip`]), two and three squares; up
//! to [`SHALLOW`] empties, plain alpha-beta over the empty squares in parity
//! order (odd quadrants first, then corners and edges before X- and
//! C-squares) without move generation, except at its top (from
//! [`SORTED_SHALLOW_EMPTIES`]), where the moves are generated and ordered by
//! the opponent's mobility after the move of the small table of nodes near
//! the end; above that, a search that tries the table move
//! before ordering the others by fastest-first (fewest opponent replies,
//! corner stability, potential mobility), a transposition
//! table from [`TT_EMPTIES`] on (below [`NEAR_EMPTIES`] a small one per
//! thread that stays in the core's cache), enhanced transposition cutoffs from
//! [`ETC_EMPTIES`] on, and ordering by a shallow search with the trained
//! pattern evaluation (deeper with more empties, see [`Sorter`]) from
//! [`SORT_SEARCH_EMPTIES`] on. Every search is a fail-soft null-window
//! search (MTD(f) asks only "above this bound?"). From three empties up a
//! stability bound cuts nodes whose bound the opponent's stable discs
//! ([`stable_discs`]) already rule out.
//!
//! With more than one thread ([`Solver::parallel`]) the search splits
//! young-brothers-wait style: at a node with at least [`SPLIT_EMPTIES`]
//! empties, once the first move has been searched without a cutoff, the
//! other moves are searched in parallel (rayon tasks, each on a helper
//! solver of its own with its own ordering searcher). The transposition
//! tables are shared, the ordering searches' table too (FFO #40–#49 on 2
//! threads in 20.9 and 19.8 s against 22.9 and 21.7 s with a table per
//! helper's ordering searcher, by turns). The first cutoff among them stops
//! its siblings. The result is the exact score whatever the schedule; only
//! the node count and, among equally good moves, the best move may differ
//! from one thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use super::eval::{final_diff, weighted_mobility};
use super::featured::Featured;
use super::last_flip;
use super::moves::{Candidate, MoveList, UNKNOWN_REPLIES};
use super::sorter::{self, Sorter};
use super::stability::stable_discs;
use super::tt::{EndTable, NO_MOVE};
use crate::ai::Deadline;
use crate::ai::split::Helpers;
use crate::rules::othello::bitboard::neighbours;
use crate::rules::othello::fast::run_featured;

/// At most this many empties: the shallow solver (no table, no ordering
/// searches; parity order below [`SORTED_SHALLOW_EMPTIES`]).
const SHALLOW: u32 = 6;
/// From this many empties on the shallow solver orders the moves by the
/// opponent's mobility (FFO #40–#49: 0.594 G nodes instead of 0.629 G,
/// side by side four rounds 0.98–1.02 of the time, 1 % faster on average;
/// the full fastest-first key there: 0.591 G and 1–3 % slower; from 5
/// empties: 0.547 G and 1.5–6 % slower).
const SORTED_SHALLOW_EMPTIES: u32 = 6;
/// From this many empties on: transposition table (7 with the smaller,
/// TLB-friendly tables: 4.5 % fewer nodes on FFO #40–#49 than from 8, and
/// faster or level in four rounds by turns: 30.8, 35.3, 36.5 and 31.4 s
/// against 34.6, 35.5, 35.7 and 35.2 s).
const TT_EMPTIES: u32 = 7;
/// Deepest ordering search (keeps huge positions, like a whole game, sane).
const MAX_SORT_DEPTH: u32 = 9;
/// From this many empties on: enhanced transposition cutoffs.
const ETC_EMPTIES: u32 = 10;
/// Moves per node in each selective stage that refines the first guess
/// (with the trained ordering one stage of width 3 beats 2, 4, 3 then 5,
/// 4 then 8, and none: 0.64 G nodes on FFO #40–#49 against 0.72–1.10 G).
const SEL_WIDTHS: [usize; 1] = [3];
/// From this many empties on the selective searches drop moves.
const SELECTIVE_EMPTIES: u32 = 10;
/// From this many empties on at the root: selective stages first.
const SELECTIVE_ROOT_EMPTIES: u32 = 18;
/// From this many empties on the exact search takes the selective table's
/// best move when its own table has none.
const SEL_HINT_EMPTIES: u32 = 9;
/// From this many empties on: order moves by a shallow search.
const SORT_SEARCH_EMPTIES: u32 = 14;
/// Weight of the ordering search's value (hundredths of a disc) against the
/// fastest-first key: `1 << 7` per hundredth, so one disc weighs about 0.4
/// opponent replies (measured best of 5 to 9 on FFO #40–#49).
const SORT_VALUE_SHIFT: i32 = 7;
/// The ordering searches only tell apart moves down to this many discs
/// below the node's alpha (8: 2 % fewer nodes on FFO #40–#49 than exact
/// ordering values; 4 and 16 do worse).
const SORT_WINDOW_DISCS: i32 = 8;
/// With several threads: nodes with at least this many empties search their
/// moves after the first in parallel (16: FFO #40–#49 on 2 threads in
/// 24.3 s against 25.2 s at 14 and 20, 24.6 s at 18, 26.4 s at 12 and
/// 29.4 s at 10; smaller splits cost more in tasks than they share).
const SPLIT_EMPTIES: u32 = 16;

/// Table sizes. Smaller tables than the nodes could fill are faster: a
/// probe into a large table waits for the page walk of a TLB miss as well
/// as for the cache line. FFO #40–#49 by turns, three rounds: 39.3, 38.9
/// and 34.0 s with these sizes (8 MB exact table up to 26 empties, 4 MB
/// selective table, 1.5 MB ordering table) against 42.7, 40.8 and 38.9 s
/// with 32, 16 and 6 MB, for 1 % more nodes; 4, 2 and 0.4 MB gave 3 % more
/// nodes and no gain. Larger problems get more room (up to 32 MB).
fn table_bits(empties: u32) -> u32 {
    empties.clamp(10, 17).max(empties.saturating_sub(9).min(19))
}

/// Nodes with fewer empties than this use a small table of their own
/// (see [`NEAR_TABLE_BITS`]). FFO #40–#49 with both processes run side by
/// side on the two cores, four rounds: 0.94–0.97 of the time with one
/// table for all; from 11 empties 0.98–1.00 of this; not prefetching the
/// near table's buckets 1.03× slower.
const NEAR_EMPTIES: u32 = 10;

/// Bits of the near-leaf table: 256 KB, which stays in the core's own
/// cache. Transpositions a few plies above the shallow solver meet within
/// one small subtree, so a small table finds most of them, and a probe
/// there waits for no shared-cache or memory access. 512 KB and 1 MB
/// measured the same or slower.
const NEAR_TABLE_BITS: u32 = 12;

/// Bits of the selective stages' table (see [`table_bits`]).
const SEL_TABLE_BITS: u32 = 16;

/// The ordering searches' table is sized as for searches this deep (see
/// [`table_bits`]; the midgame table has 2^(8 + 2 × depth) entries).
const SORT_TABLE_DEPTH: u32 = 4;

const QUADRANTS: [u64; 4] = [
    0x0000_0000_0F0F_0F0F,
    0x0000_0000_F0F0_F0F0,
    0x0F0F_0F0F_0000_0000,
    0xF0F0_F0F0_0000_0000,
];

/// Static square classes for ordering the last few moves: corners and
/// edge squares away from the corners first, X- and C-squares last.
const PRIORITY: [u64; 3] = [
    0x8100_0000_0000_0081 | 0x3C00_8181_8181_003C,
    !(0x8100_0000_0000_0081 | 0x3C00_8181_8181_003C | 0x42C3_0000_0000_C342),
    0x42C3_0000_0000_C342,
];

/// `NEIGHBOURS[sq]`: the squares next to `sq`.
const NEIGHBOURS: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (c, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (nc, nr) = (c + dc, r + dr);
                if (dc != 0 || dr != 0) && nc >= 0 && nc < 8 && nr >= 0 && nr < 8 {
                    t[sq] |= 1 << (nr * 8 + nc);
                }
                dc += 1;
            }
            dr += 1;
        }
        sq += 1;
    }
    t
};

/// Empty squares lying in quadrants with an odd number of empties.
#[inline]
fn odd_quadrants(empty: u64) -> u64 {
    ODD_QUADRANTS[usize::from(quadrant_parity(empty))] & empty
}

/// Bit `q` set when quadrant `q` of [`QUADRANTS`] holds an odd number of
/// the squares of `set`.
#[inline]
fn quadrant_parity(set: u64) -> u8 {
    // Fold each quadrant's bits onto one bit by XOR: rows onto the lowest
    // two rows of each half, then columns onto the first of each half.
    let mut x = set ^ (set >> 16);
    x ^= x >> 8;
    x ^= x >> 2;
    x ^= x >> 1;
    // Bits 0, 4, 32, 36 now hold quadrants 0, 1, 2, 3.
    ((x & 1) | ((x >> 3) & 2) | ((x >> 30) & 4) | ((x >> 33) & 8)) as u8
}

/// `QUADRANT_BIT[sq]`: the bit of the quadrant of `sq` in a parity byte.
const QUADRANT_BIT: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = 1 << (((sq >> 2) & 1) | ((sq >> 4) & 2));
        sq += 1;
    }
    t
};

/// `ODD_QUADRANTS[parity]`: the squares of the quadrants set in `parity`.
const ODD_QUADRANTS: [u64; 16] = {
    let mut t = [0u64; 16];
    let mut bits = 0;
    while bits < 16 {
        let mut q = 0;
        while q < 4 {
            if bits >> q & 1 != 0 {
                t[bits] |= QUADRANTS[q];
            }
            q += 1;
        }
        bits += 1;
    }
    t
};

/// The three empty squares of `empty` in search order: a square alone in
/// its quadrant (an odd quadrant) first.
#[inline]
fn parity_order3(empty: u64) -> [u32; 3] {
    let a = empty.trailing_zeros();
    let rest = empty & (empty - 1);
    let b = rest.trailing_zeros();
    let c = (rest & (rest - 1)).trailing_zeros();
    let q = |sq: u32| QUADRANT_BIT[sq as usize];
    if q(a) == q(b) {
        [c, a, b]
    } else if q(a) == q(c) {
        [b, a, c]
    } else {
        [a, b, c]
    }
}

/// Ordering key of a move leading to `(cp, co)` (`cp` = the opponent, to
/// move): fewest replies first (corner replies count double), then our
/// discs safe next to owned corners, then fewest empty squares next to our
/// discs (the opponent's potential mobility). Higher is better.
#[inline]
fn fastest_first_key(cp: u64, co: u64, replies: u64) -> i32 {
    const CORNERS: u64 = 0x8100_0000_0000_0081;
    let empty = !(cp | co);
    let corner_stable = (((co & 0x0100_0000_0000_0001) << 1)
        | ((co & 0x8000_0000_0000_0080) >> 1)
        | ((co & CORNERS) << 8)
        | ((co & CORNERS) >> 8)
        | CORNERS)
        & co;
    let potential = (neighbours(co) & empty).count_ones() as i32;
    -(weighted_mobility(replies) << 15) + ((corner_stable.count_ones() as i32) << 11)
        - (potential << 5)
}

/// What the threads of a parallel solve share: spare helper solvers (with
/// the nodes they searched) and where to split.
pub struct Parallel<'a> {
    helpers: Helpers<Solver<'a>>,
    /// Nodes with this many empties or more split: [`SPLIT_EMPTIES`], or
    /// two below the root in a smaller problem (which then splits too).
    split_from: u32,
}

/// The exact solver (one per search; owns its table, shared with its
/// helpers when parallel).
pub struct Solver<'a> {
    pub tt: Arc<EndTable>,
    /// The table of nodes with fewer than [`NEAR_EMPTIES`] empties (one per
    /// thread).
    near: EndTable,
    pub nodes: u64,
    pub stopped: bool,
    deadline: &'a Deadline,
    /// Helper for ordering moves by a shallow search.
    sorter: Sorter<'a>,
    /// Moves searched per node from [`SELECTIVE_EMPTIES`] on (`usize::MAX`:
    /// all, an exact search).
    width: usize,
    /// Added to the depth of table entries: tells the selective stages'
    /// bounds apart (0 in the exact search).
    tag: u32,
    /// The table of the selective searches (kept for its best moves).
    sel_tt: Arc<EndTable>,
    /// The shared state of a parallel solve (`None`: one thread).
    par: Option<Arc<Parallel<'a>>>,
    /// Set when a sibling of a task this solver runs (or of an enclosing
    /// one) has cut the node off: the task's result is not needed.
    aborts: Vec<Arc<AtomicBool>>,
}

impl<'a> Solver<'a> {
    /// A solver for positions with up to `empties` empty squares (which
    /// sizes its tables).
    pub fn new(deadline: &'a Deadline, empties: u32) -> Self {
        let selective = empties >= SELECTIVE_ROOT_EMPTIES;
        Solver {
            tt: Arc::new(EndTable::new(table_bits(empties))),
            near: EndTable::new(NEAR_TABLE_BITS),
            nodes: 0,
            stopped: false,
            deadline,
            sorter: sorter::sorter(deadline, empties.saturating_sub(10).min(SORT_TABLE_DEPTH)),
            width: usize::MAX,
            tag: 0,
            sel_tt: Arc::new(EndTable::new(if selective { SEL_TABLE_BITS } else { 4 })),
            par: None,
            aborts: Vec::new(),
        }
    }

    /// A solver that searches with `threads` threads (1: alone, exactly as
    /// [`Solver::new`]); the caller runs it inside a rayon pool of that
    /// many threads.
    pub fn parallel(deadline: &'a Deadline, empties: u32, threads: usize) -> Self {
        let mut solver = Self::new(deadline, empties);
        if threads > 1 {
            solver.par = Some(Arc::new(Parallel {
                helpers: Helpers::default(),
                split_from: SPLIT_EMPTIES.min(empties.saturating_sub(2)),
            }));
        }
        solver
    }

    /// A solver for another thread: it shares this one's tables, and its
    /// ordering searches this one's ordering table.
    pub(super) fn helper(&self) -> Self {
        Solver {
            tt: self.tt.clone(),
            near: EndTable::new(NEAR_TABLE_BITS),
            nodes: 0,
            stopped: false,
            deadline: self.deadline,
            sorter: self.sorter.helper(),
            width: usize::MAX,
            tag: 0,
            sel_tt: self.sel_tt.clone(),
            par: None,
            aborts: Vec::new(),
        }
    }

    /// Nodes of the solver and of its ordering searches.
    pub fn total_nodes(&self) -> u64 {
        self.nodes + self.sorter.nodes + self.par.as_ref().map_or(0, |par| par.helpers.nodes())
    }

    /// Out of time, cancelled, or the result of this task no longer needed.
    fn interrupted(&self) -> bool {
        self.deadline.expired() || self.aborts.iter().any(|a| a.load(Ordering::Relaxed))
    }

    /// Exchanges the exact and the selective tables (the selective stages
    /// search with the latter as their main table).
    fn swap_tables(&mut self) {
        std::mem::swap(&mut self.tt, &mut self.sel_tt);
    }

    /// Solves the root by MTD(f) (`solve`): with the build of
    /// the hot methods for AVX2, BMI and POPCNT when the CPU has them, else
    /// with the portable one (the same tree either way). Returns the best
    /// square and the exact score (or the best known so far with `true`
    /// when stopped). The mover must have a placement.
    pub fn root(&mut self, p: u64, o: u64) -> (Option<(u8, i32)>, bool) {
        run_featured(solve_featured, solve_portable, (self, p, o))
    }
}

/// The root solve of the build for the fast kernels' features (for
/// [`run_featured`], the list of [`crate::rules::othello::fast::FEATURES`]).
#[cfg_attr(
    target_arch = "x86_64",
    target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")
)]
fn solve_featured((solver, p, o): (&mut Solver<'_>, u64, u64)) -> (Option<(u8, i32)>, bool) {
    Featured(solver).solve(p, o)
}

/// The root solve of the portable build.
fn solve_portable((solver, p, o): (&mut Solver<'_>, u64, u64)) -> (Option<(u8, i32)>, bool) {
    solver.solve(p, o)
}

/// The solver's recursion, from the root to the last empty square: every
/// method is built once for the portable path (on [`Solver`]) and once for
/// the fast kernels' features (on [`Featured`], see [`super::featured`]).
/// `$wrap` turns a helper solver or the ordering searcher into the receiver
/// of the same build; `$flips` and `$moves` are the kernels that build
/// calls.
macro_rules! hot_methods {
    ($wrap:path, $flips:path, $moves:path $(, #[$feature:meta])*) => {
        $(#[$feature])*
        #[inline]
        fn tick(&mut self) {
            self.nodes += 1;
            if self.nodes & 0xFFF == 0 && self.interrupted() {
                self.stopped = true;
            }
        }

        /// Searches the null window `(alpha, alpha + 1)` over the moves `rest`
        /// of `(p, o)` in parallel: the best value and move, or `None` when
        /// stopped. The first move to reach the window stops the others.
        $(#[$feature])*
        fn split(
            &mut self,
            par: &Arc<Parallel<'a>>,
            (p, o): (u64, u64),
            rest: &[Candidate],
            alpha: i32,
            empties: u32,
        ) -> Option<(i32, u8)> {
            let beta = alpha + 1;
            let (abort, aborts) = crate::ai::split::abort_chain(&self.aborts);
            let (tt, sel_tt, width, tag) = (&self.tt, &self.sel_tt, self.width, self.tag);
            let me: &Self = self;
            let results: Vec<crate::ai::split::Answer<u8>> = rest
                .par_iter()
                .with_max_len(1)
                .map(|m| {
                    if abort.load(Ordering::Relaxed) {
                        return None;
                    }
                    let mut h = par.helpers.take(|| me.helper());
                    // The selective stages swap the tables: take the current.
                    h.tt = tt.clone();
                    h.sel_tt = sel_tt.clone();
                    h.width = width;
                    h.tag = tag;
                    h.stopped = false;
                    h.aborts.clone_from(&aborts);
                    h.par = Some(par.clone());
                    let (cp, co) = m.child(p, o);
                    let v = -$wrap(&mut h).search_known(cp, co, -beta, empties - 1, m.replies);
                    let done = !h.stopped;
                    if done && v >= beta {
                        abort.store(true, Ordering::Relaxed);
                    }
                    let nodes = std::mem::take(&mut h.nodes) + std::mem::take(&mut h.sorter.nodes);
                    // No reference back to the pool from inside it.
                    h.par = None;
                    h.aborts.clear();
                    par.helpers.give_back(h, nodes);
                    done.then_some((v, m.sq, v >= beta))
                })
                .collect();
            // Null-window answers below `beta` are all bounds: the first best.
            let settled =
                crate::ai::split::settle(results, -65, NO_MOVE, beta, || self.interrupted());
            self.stopped |= settled.is_none();
            settled
        }

        /// Score with one empty square `sq`: whoever can play there does
        /// (fail-soft against `alpha`: a result at most `alpha` may be an
        /// upper bound).
        $(#[$feature])*
        #[inline]
        fn last1(&mut self, p: u64, o: u64, alpha: i32, sq: u32) -> i32 {
            self.nodes += 1;
            let pc = p.count_ones() as i32;
            let n = last_flip::count(p, sq) as i32;
            if n != 0 {
                return 2 * (pc + n) - 62;
            }
            // The mover cannot play: the score is at most what it is when the
            // opponent cannot either. Already a fail-low? Then the opponent's
            // flips need not be counted.
            let most = if 2 * pc > 63 {
                2 * pc - 62
            } else {
                2 * pc - 64
            };
            if most <= alpha {
                return most;
            }
            let n = last_flip::count(o, sq) as i32;
            if n != 0 {
                return 2 * (pc - n) - 64;
            }
            // Nobody can play: 63 discs, the empty goes to the winner.
            let d = 2 * pc - 63;
            if d > 0 { d + 1 } else { d - 1 }
        }

        /// Exact score with two empty squares `a` and `b`, `p` to move (null
        /// window above `alpha`).
        $(#[$feature])*
        fn last2(&mut self, p: u64, o: u64, alpha: i32, (a, b): (u32, u32), passed: bool) -> i32 {
            self.nodes += 1;
            let mut best = -65;
            if NEIGHBOURS[a as usize] & o != 0 {
                let f = $flips(p, o, a);
                if f != 0 {
                    best = -self.last1(o & !f, p | f | (1 << a), -alpha - 1, b);
                    if best > alpha {
                        return best;
                    }
                }
            }
            if NEIGHBOURS[b as usize] & o != 0 {
                let f = $flips(p, o, b);
                if f != 0 {
                    best = best.max(-self.last1(o & !f, p | f | (1 << b), -alpha - 1, a));
                }
            }
            if best > -65 {
                best
            } else if passed {
                // Neither side can move: the game is over.
                final_diff(p, o)
            } else {
                -self.last2(o, p, -alpha - 1, (a, b), true)
            }
        }

        /// Exact score with three empty squares (in search order), `p` to move
        /// (null window above `alpha`).
        $(#[$feature])*
        fn last3(&mut self, p: u64, o: u64, alpha: i32, sq: [u32; 3], passed: bool) -> i32 {
            self.tick();
            // Worth it even this close to the end (FFO #40–#49: 5 % fewer
            // nodes, 1–4 % faster side by side in four rounds).
            if let Some(bound) = Self::stability_cutoff(p, o, alpha, 3) {
                return bound;
            }
            let mut best = -65;
            for (x, rest) in [
                (sq[0], (sq[1], sq[2])),
                (sq[1], (sq[0], sq[2])),
                (sq[2], (sq[0], sq[1])),
            ] {
                if NEIGHBOURS[x as usize] & o == 0 {
                    continue;
                }
                let f = $flips(p, o, x);
                if f == 0 {
                    continue;
                }
                let v = -self.last2(o & !f, p | f | (1 << x), -alpha - 1, rest, false);
                if v > alpha {
                    return v;
                }
                best = best.max(v);
            }
            if best > -65 {
                best
            } else if passed {
                final_diff(p, o)
            } else {
                -self.last3(o, p, -alpha - 1, sq, true)
            }
        }

        /// Whether the stability bound proves the score is at most `alpha`:
        /// returns that bound. Only tried when `alpha` is high enough to make it
        /// likely, because computing stability costs more than a node: from
        /// `2 × empties − 8` (FFO #40–#49: 0.566 G nodes, 1–2 % faster side by
        /// side than from `2 × empties − 2` with 0.594 G; from `+ 4` 0.689 G;
        /// with no such filter 0.564 G and no faster).
        $(#[$feature])*
        #[inline]
        fn stability_cutoff(p: u64, o: u64, alpha: i32, empties: u32) -> Option<i32> {
            // Cheap filters first: the bound can never drop below what the
            // opponent's disc count allows.
            if alpha < 2 * empties as i32 - 8 || 64 - 2 * (o.count_ones() as i32) > alpha {
                return None;
            }
            let bound = 64 - 2 * stable_discs(o, p).count_ones() as i32;
            (bound <= alpha).then_some(bound)
        }

        /// Null-window search above `alpha` over the empty squares (few
        /// empties), parity order.
        $(#[$feature])*
        fn shallow(&mut self, p: u64, o: u64, alpha: i32, empties: u32, known: u64) -> i32 {
            let empty = !(p | o);
            match empties {
                0 => final_diff(p, o),
                1 => self.last1(p, o, alpha, empty.trailing_zeros()),
                2 => {
                    let a = empty.trailing_zeros();
                    let b = (empty & (empty - 1)).trailing_zeros();
                    self.last2(p, o, alpha, (a, b), false)
                }
                3 => self.last3(p, o, alpha, parity_order3(empty), false),
                SORTED_SHALLOW_EMPTIES.. => self.sorted_shallow(p, o, alpha, empties, known),
                _ => self.parity_search(p, o, alpha, empties, quadrant_parity(empty)),
            }
        }

        /// What a node learns before it searches its moves: `Err` with its
        /// value after a stability cutoff or at the end of the game, else its
        /// moves (`Ok(0)`: it must pass).
        $(#[$feature])*
        #[inline]
        fn node_moves(p: u64, o: u64, alpha: i32, empties: u32, known: u64) -> Result<u64, i32> {
            if let Some(bound) = Self::stability_cutoff(p, o, alpha, empties) {
                return Err(bound);
            }
            let mask = if known == UNKNOWN_REPLIES {
                $moves(p, o)
            } else {
                known
            };
            if mask == 0 && $moves(o, p) == 0 {
                return Err(final_diff(p, o));
            }
            Ok(mask)
        }

        /// [`Self::shallow`] at its top: the move of the near table first, the
        /// others ordered by the opponent's mobility (cheaper than
        /// [`Self::search`]'s fastest-first key, and no large table, splits or
        /// selective stages), the children searched in parity order.
        $(#[$feature])*
        fn sorted_shallow(&mut self, p: u64, o: u64, alpha: i32, empties: u32, known: u64) -> i32 {
            self.tick();
            let mask = match Self::node_moves(p, o, alpha, empties, known) {
                Ok(0) => return -self.sorted_shallow(o, p, -alpha - 1, empties, UNKNOWN_REPLIES),
                Ok(mask) => mask,
                Err(v) => return v,
            };
            // The small table of the nodes near the end catches transpositions
            // here too (FFO #40–#49: 3.7 % fewer nodes, 1 % faster).
            let tt_move = match self.probe(&self.near, p, o, alpha, empties) {
                Ok(sq) => sq,
                Err(v) => return v,
            };
            let empty = !(p | o);
            let parity = quadrant_parity(empty);
            let odd = ODD_QUADRANTS[usize::from(parity)] & empty;
            let mut list = MoveList::new();
            list.generate(p, o, mask, |p, o, sq| $flips(p, o, sq));
            for m in list.iter_mut() {
                let (cp, co) = m.child(p, o);
                m.key = if m.sq == tt_move {
                    1 << 24
                } else {
                    m.replies = $moves(cp, co);
                    -(weighted_mobility(m.replies) << 4) + i32::from(odd >> m.sq & 1 != 0)
                };
            }
            // The best first; the rest sorted only if it does not cut.
            list.best_to_front();
            let mut best = -65;
            let mut best_sq = NO_MOVE;
            for i in 0.. {
                let Some(m) = list.in_order(i) else {
                    break;
                };
                let (cp, co) = m.child(p, o);
                let v = if empties > SORTED_SHALLOW_EMPTIES {
                    -self.sorted_shallow(cp, co, -alpha - 1, empties - 1, m.replies)
                } else {
                    let child = parity ^ QUADRANT_BIT[usize::from(m.sq)];
                    -self.parity_search(cp, co, -alpha - 1, empties - 1, child)
                };
                if v > best {
                    best = v;
                    best_sq = m.sq;
                    if v > alpha {
                        break;
                    }
                }
            }
            self.store(&self.near, (p, o), alpha, empties, best, best_sq);
            best
        }

        /// [`Self::shallow`] from four empties up; `parity` has bit `q` set
        /// when quadrant `q` holds an odd number of empties (kept up to date
        /// move by move instead of counted at each node).
        $(#[$feature])*
        fn parity_search(&mut self, p: u64, o: u64, alpha: i32, empties: u32, parity: u8) -> i32 {
            self.tick();
            if let Some(bound) = Self::stability_cutoff(p, o, alpha, empties) {
                return bound;
            }
            let empty = !(p | o);
            let odd = ODD_QUADRANTS[usize::from(parity)];
            let mut best = -65;
            for set in [
                empty & odd & PRIORITY[0],
                empty & odd & PRIORITY[1],
                empty & odd & PRIORITY[2],
                empty & !odd & PRIORITY[0],
                empty & !odd & PRIORITY[1],
                empty & !odd & PRIORITY[2],
            ] {
                let mut bits = set;
                while bits != 0 {
                    let sq = bits.trailing_zeros();
                    bits &= bits - 1;
                    // Cheap pre-test: a move must touch an opponent disc.
                    if NEIGHBOURS[sq as usize] & o == 0 {
                        continue;
                    }
                    let f = $flips(p, o, sq);
                    if f == 0 {
                        continue;
                    }
                    let (cp, co) = (o & !f, p | f | (1 << sq));
                    let v = if empties == 4 {
                        let rest = empty & !(1 << sq);
                        -self.last3(cp, co, -alpha - 1, parity_order3(rest), false)
                    } else {
                        let child = parity ^ QUADRANT_BIT[sq as usize];
                        -self.parity_search(cp, co, -alpha - 1, empties - 1, child)
                    };
                    if v > alpha {
                        return v;
                    }
                    best = best.max(v);
                }
            }
            if best == -65 {
                // No move: pass if the opponent can play, else the game is over.
                let mut bits = empty;
                while bits != 0 {
                    let sq = bits.trailing_zeros();
                    bits &= bits - 1;
                    if $flips(o, p, sq) != 0 {
                        return -self.parity_search(o, p, -alpha - 1, empties, parity);
                    }
                }
                return final_diff(p, o);
            }
            best
        }

        /// Orders the moves for an exact search; higher keys first.
        $(#[$feature])*
        fn ordered(&mut self, p: u64, o: u64, mask: u64, tt_move: u8, empties: u32) -> MoveList {
            let mut list = MoveList::new();
            list.generate(p, o, mask, |p, o, sq| $flips(p, o, sq));
            self.order(p, o, &mut list, tt_move, empties, -64);
            list.sort();
            list
        }

        /// Sets the keys of `list` for a node searched with lower bound `alpha`
        /// (discs) and moves the best to the front: the caller sorts the rest
        /// only if that move does not cut the node off.
        $(#[$feature])*
        fn order(
            &mut self,
            p: u64,
            o: u64,
            list: &mut MoveList,
            tt_move: u8,
            empties: u32,
            alpha: i32,
        ) {
            use super::midgame::INF;
            // Moves far below alpha only need to be known as bad, not how bad:
            // the ordering searches get a window that fails low there (cheap).
            let floor = if alpha - SORT_WINDOW_DISCS <= -64 {
                -INF
            } else {
                100 * (alpha - SORT_WINDOW_DISCS)
            };
            let odd = odd_quadrants(!(p | o));
            // Deeper ordering searches where the subtrees are larger.
            let search_depth = if empties >= SORT_SEARCH_EMPTIES {
                ((empties - SORT_SEARCH_EMPTIES) * 3 / 4 + 1).min(MAX_SORT_DEPTH)
            } else {
                0
            };
            let state = (search_depth > 0).then(|| self.sorter.root_state(p, o));
            for m in list.iter_mut() {
                let (cp, co) = m.child(p, o);
                m.key = if m.sq == tt_move {
                    1 << 24
                } else {
                    let parity = i32::from(odd >> m.sq & 1 != 0);
                    m.replies = $moves(cp, co);
                    let fastest = fastest_first_key(cp, co, m.replies) + (parity << 4);
                    if let Some(state) = &state {
                        let v = -$wrap(&mut self.sorter).pvs_after(
                            state,
                            (p, o),
                            m,
                            search_depth - 1,
                            -INF,
                            -floor,
                        );
                        (v << SORT_VALUE_SHIFT) + fastest
                    } else {
                        fastest
                    }
                };
            }
            list.best_to_front();
        }

        /// What `table` knows of a null-window search above `alpha` of this
        /// node: `Err(value)` when a bound stored by this search decides it,
        /// else `Ok(move to try first)` ([`NO_MOVE`] if none). Bounds of
        /// another selective stage are no use; its move is.
        $(#[$feature])*
        #[inline]
        fn probe(&self, table: &EndTable, p: u64, o: u64, alpha: i32, empties: u32) -> Result<u8, i32> {
            let Some(e) = table.probe(p, o) else {
                return Ok(NO_MOVE);
            };
            if u32::from(e.depth) == empties + self.tag {
                let (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
                if lower > alpha {
                    return Err(lower);
                }
                if upper <= alpha {
                    return Err(upper);
                }
            }
            Ok(e.best)
        }

        /// Stores in `table` the fail-soft result `best` of a null-window
        /// search above `alpha` (a lower bound when above, else an upper one).
        $(#[$feature])*
        #[inline]
        fn store(
            &self,
            table: &EndTable,
            (p, o): (u64, u64),
            alpha: i32,
            empties: u32,
            best: i32,
            best_sq: u8,
        ) {
            let (lower, upper) = if best > alpha {
                (best, 64)
            } else {
                (-64, best)
            };
            table.store(p, o, empties + self.tag, lower, upper, best_sq);
        }

        /// The table of nodes with `empties` empties.
        $(#[$feature])*
        #[inline]
        fn table(&self, empties: u32) -> &EndTable {
            if empties < NEAR_EMPTIES {
                &self.near
            } else {
                &self.tt
            }
        }

        /// Exact null-window search (fail-soft): is the score above `alpha`?
        /// Every search of the solver has a null window (the root is solved by
        /// MTD(f)), so the window is `alpha` alone. The result is meaningless
        /// once `stopped`.
        $(#[$feature])*
        pub fn search(&mut self, p: u64, o: u64, alpha: i32, empties: u32) -> i32 {
            self.search_known(p, o, alpha, empties, UNKNOWN_REPLIES)
        }

        /// [`Self::search`] of a position whose moves may be known already
        /// (`known`, from the parent's ordering, or [`UNKNOWN_REPLIES`]).
        $(#[$feature])*
        fn search_known(&mut self, p: u64, o: u64, alpha: i32, empties: u32, known: u64) -> i32 {
            let beta = alpha + 1;
            if empties <= SHALLOW {
                return self.shallow(p, o, alpha, empties, known);
            }
            self.tick();
            if self.stopped {
                return 0;
            }
            let mask = match Self::node_moves(p, o, alpha, empties, known) {
                Ok(0) => return -self.search(o, p, -beta, empties),
                Ok(mask) => mask,
                Err(v) => return v,
            };
            let use_tt = empties >= TT_EMPTIES;
            let mut tt_move = NO_MOVE;
            if use_tt {
                match self.probe(self.table(empties), p, o, alpha, empties) {
                    Ok(sq) => tt_move = sq,
                    Err(v) => return v,
                }
            }
            if tt_move == NO_MOVE
                && self.width == usize::MAX
                && empties >= SEL_HINT_EMPTIES
                && let Some(e) = self.sel_tt.probe(p, o)
            {
                tt_move = e.best;
            }
            let mut list = MoveList::new();
            list.generate(p, o, mask, |p, o, sq| $flips(p, o, sq));
            if empties > TT_EMPTIES {
                // The children will probe the table: their lines load together
                // while this node orders its moves.
                let hints = self.width == usize::MAX && empties > SEL_HINT_EMPTIES;
                for m in list.iter() {
                    let (cp, co) = m.child(p, o);
                    self.table(empties - 1).prefetch(cp, co);
                    if hints {
                        self.sel_tt.prefetch(cp, co);
                    }
                }
            }
            if empties >= ETC_EMPTIES {
                // Enhanced transposition cutoff: a child already known to be bad
                // enough for the opponent refutes this node at once.
                for m in list.iter() {
                    let (cp, co) = m.child(p, o);
                    if let Some(e) = self.table(empties - 1).probe(cp, co)
                        && u32::from(e.depth) == empties - 1 + self.tag
                    {
                        let v = -i32::from(e.upper);
                        if v >= beta {
                            return v;
                        }
                    }
                }
            }
            let mut best = -65;
            let mut best_sq = NO_MOVE;
            let width = if empties >= SELECTIVE_EMPTIES {
                self.width
            } else {
                usize::MAX
            };
            let mut searched = 0;
            // The table move first, before paying for the ordering of the
            // others: it often refutes the node alone.
            if let Some(m) = list.iter().find(|m| m.sq == tt_move) {
                let (cp, co) = m.child(p, o);
                best = -self.search(cp, co, -beta, empties - 1);
                if self.stopped {
                    return 0;
                }
                best_sq = tt_move;
                searched = 1;
            }
            if best < beta {
                self.order(p, o, &mut list, tt_move, empties, alpha);
                let done = if searched == 1 { tt_move } else { NO_MOVE };
                for i in 0.. {
                    let Some(m) = list.in_order(i) else {
                        break;
                    };
                    if m.sq == done {
                        continue;
                    }
                    if searched >= width {
                        break;
                    }
                    if searched > 0
                        && let Some(par) = self.par.clone()
                        && empties >= par.split_from
                    {
                        // Young brothers wait: the first move is searched, the
                        // others go in parallel.
                        let rest: Vec<Candidate> = std::iter::once(m)
                            .chain(list.iter().skip(i + 1).filter(|m| m.sq != done).copied())
                            .take(width - searched)
                            .collect();
                        let Some((v, sq)) = self.split(&par, (p, o), &rest, alpha, empties) else {
                            return 0;
                        };
                        if v > best {
                            best = v;
                            best_sq = sq;
                        }
                        break;
                    }
                    let (cp, co) = m.child(p, o);
                    let v = -self.search_known(cp, co, -beta, empties - 1, m.replies);
                    searched += 1;
                    if self.stopped {
                        return 0;
                    }
                    if v > best {
                        best = v;
                        best_sq = m.sq;
                        if v >= beta {
                            break;
                        }
                    }
                }
            }
            if use_tt {
                self.store(self.table(empties), (p, o), alpha, empties, best, best_sq);
            }
            best
        }

        /// Solves the root by a sequence of null-window searches (MTD(f))
        /// started from the guess of the selective stages (from a midgame
        /// estimate with few empties); scores are always even, so each step
        /// moves the bound by 2. Returns the best square and the exact
        /// score (or the best known so far with `true` when stopped). The mover
        /// must have a placement.
        $(#[$feature])*
        fn solve(&mut self, p: u64, o: u64) -> (Option<(u8, i32)>, bool) {
            let empties = (!(p | o)).count_ones();
            let (mut list, guess) = self.root_order(p, o, empties);
            self.stopped |= self.sorter.stopped;
            let mut guess = guess;
            if empties >= SELECTIVE_ROOT_EMPTIES {
                self.swap_tables();
                for (stage, &width) in SEL_WIDTHS.iter().enumerate() {
                    self.width = width;
                    self.tag = 64 * (stage as u32 + 1);
                    let (r, stopped) = self.mtd(p, o, &mut list, guess, empties);
                    if let Some((_, v)) = r {
                        guess = v;
                    }
                    if stopped {
                        break;
                    }
                }
                self.width = usize::MAX;
                self.tag = 0;
                self.swap_tables();
                if self.stopped {
                    return (
                        Some((list.iter().next().map_or(NO_MOVE, |m| m.sq), guess)),
                        true,
                    );
                }
            }
            self.mtd(p, o, &mut list, guess, empties)
        }

        /// MTD(f) over the root moves from `guess` (exact, or selective when
        /// `width` is set): the best square and score, `true` when stopped.
        $(#[$feature])*
        fn mtd(
            &mut self,
            p: u64,
            o: u64,
            list: &mut MoveList,
            guess: i32,
            empties: u32,
        ) -> (Option<(u8, i32)>, bool) {
            let (mut lower, mut upper) = (-64, 64);
            let mut g = guess;
            let mut best_sq = list.iter().next().map_or(NO_MOVE, |m| m.sq);
            while lower < upper {
                let beta = g.max(lower + 1);
                let (v, sq) = self.root_nws(p, o, list, beta, empties);
                if self.stopped {
                    return (Some((best_sq, g)), true);
                }
                if v >= beta {
                    lower = v;
                    best_sq = sq;
                } else {
                    upper = v;
                }
                g = v;
            }
            (Some((best_sq, lower)), false)
        }

        /// Orders the root moves by iterative-deepening midgame searches (a
        /// wrong first root move costs a whole refutation, so this is worth a
        /// few milliseconds) and returns the list with a guess of the exact
        /// score (even, in discs).
        $(#[$feature])*
        fn root_order(&mut self, p: u64, o: u64, empties: u32) -> (MoveList, i32) {
            use super::midgame::INF;
            let mut list = self.ordered(p, o, $moves(p, o), NO_MOVE, empties.max(SORT_SEARCH_EMPTIES));
            let depth = (empties.saturating_sub(10) / 2).clamp(1, 8);
            let mut best = 0;
            for d in 1..=depth {
                for m in list.iter_mut() {
                    let (cp, co) = m.child(p, o);
                    m.key = -$wrap(&mut self.sorter).pvs(cp, co, d - 1, -INF, INF);
                }
                list.sort();
                best = list.iter().next().map_or(0, |m| m.key);
                if self.sorter.stopped {
                    break;
                }
            }
            // Proven results carry the WIN offset; heuristic values are 100/disc.
            let discs = if best.abs() >= super::eval::WIN {
                (best - best.signum() * super::eval::WIN) / 100
            } else {
                best / 100
            };
            (list, (discs.clamp(-64, 64) / 2) * 2)
        }

        /// One null-window pass over the root moves: the value (fail-soft) and
        /// the move that reached `beta`, which is moved to the front.
        $(#[$feature])*
        fn root_nws(
            &mut self,
            p: u64,
            o: u64,
            list: &mut MoveList,
            beta: i32,
            empties: u32,
        ) -> (i32, u8) {
            let mut best = -65;
            let mut found = None;
            for (i, m) in list.iter().enumerate() {
                let (cp, co) = m.child(p, o);
                let v = -self.search_known(cp, co, -beta, empties - 1, m.replies);
                if self.stopped {
                    return (best, NO_MOVE);
                }
                if v > best {
                    best = v;
                    if v >= beta {
                        found = Some(i);
                        break;
                    }
                }
            }
            match found {
                Some(i) => {
                    let sq = list.promote(i);
                    (best, sq)
                }
                None => (best, NO_MOVE),
            }
        }

    };
}

super::featured::build_twice!(hot_methods, ['a] Solver<'a>);

#[cfg(test)]
mod tests {
    use super::*;

    /// The two builds of the hot methods are one source: they must search
    /// the very same tree (same score, move and node count) on every
    /// position. The portable one runs on every CPU; the other where
    /// [`run_featured`] finds the features (elsewhere both are portable).
    #[test]
    fn both_builds_search_the_same_tree() {
        use crate::ai::othello::tests::problems;
        let deadline = Deadline::new(&crate::ai::SearchLimits::depth(64));
        for (pos, score, _) in problems("fforum-1-19.obf").into_iter().take(6) {
            let (p, o) = (pos.player(), pos.opponent());
            let empties = (!(p | o)).count_ones();
            let mut portable = Solver::new(&deadline, empties);
            let by_portable = solve_portable((&mut portable, p, o));
            let mut featured = Solver::new(&deadline, empties);
            let by_root = featured.root(p, o);
            assert_eq!(by_portable, by_root, "{pos}");
            assert_eq!(by_portable.0.map(|r| r.1), Some(score), "{pos}");
            assert_eq!(portable.total_nodes(), featured.total_nodes(), "{pos}");
        }
    }

    #[test]
    fn quadrant_parity_counts_each_quadrant() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let set = x & x.rotate_left(23);
            let expected = QUADRANTS
                .iter()
                .enumerate()
                .filter(|(_, q)| (set & **q).count_ones() % 2 == 1)
                .fold(0u8, |acc, (i, _)| acc | 1 << i);
            assert_eq!(quadrant_parity(set), expected, "{set:#x}");
            let sq = (x >> 58) as usize;
            assert_eq!(
                quadrant_parity(set ^ 1 << sq),
                expected ^ QUADRANT_BIT[sq],
                "{set:#x} {sq}"
            );
        }
    }
}
