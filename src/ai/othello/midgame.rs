//! Midgame search: negamax PVS with alpha-beta, a transposition table and
//! move ordering (TT move, then fewest replies for the opponent, then square
//! value), driven by iterative deepening.
//!
//! With more than one thread ([`Midgame::set_threads`]) the search splits
//! young-brothers-wait style, as the endgame solver does: at the root and at
//! nodes with at least [`SPLIT_DEPTH`] plies left, once the first move has
//! been searched without a cutoff, the others are searched in parallel
//! (rayon tasks, each on a helper searcher sharing the table), each with a
//! null window at the best value so far and again above it; the first
//! cutoff stops its siblings. Every thread searches the same depth and the
//! table's bounds are those of that depth, so the score is the one-thread
//! score; among moves of equal value the move may be another one.
//!
//! A probable solve ([`Midgame::set_probable`]) is the same search run to
//! the end of the game with ProbCut's cuts, its null-window nodes near the
//! end handed over to the exact solver ([`super::endgame::Solver::search`]),
//! whose null-window search is several times faster there: the final
//! difference counts as a plain value, 100 a disc, so that ProbCut compares
//! shallow values with it (a proven result, [`eval::WIN`] and more, lies
//! beyond every bound ProbCut tries, and a search to the end whose window
//! had reached one would search the whole tree).
//!
//! The leaves are valued by a [`Leaf`] evaluation: the hand-made one with
//! the level's noise ([`HandMade`]) for the levels, the trained patterns
//! for the endgame solver's ordering searches (`super::sorter`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

use rayon::prelude::*;

use super::endgame::Solver;
use super::eval::{self, weighted_mobility};
use super::featured::Featured;
use super::moves::{Candidate, MoveList};
use super::probcut;
use super::tt::{EndTable, NO_MOVE, Table};
use crate::ai::Deadline;
use crate::ai::split::Helpers;
use crate::rules::othello::fast::run_featured;

/// Larger than any score.
pub const INF: i32 = 30_000;
/// ProbCut tries no bound beyond this (64 discs): past it lie proven wins
/// and losses, which a shallow search cannot stand for.
const PROBCUT_BOUND: i32 = 6_400;
/// With several threads: nodes with at least this many plies left search
/// their moves after the first in parallel (4: depth 13 on 2 threads
/// 1.78-1.97 times as fast as on one, against 1.57 at 3 and 1.82 at 6).
const SPLIT_DEPTH: u32 = 4;
/// Nodes with at least this many plies left order their moves by the leaf
/// evaluation of each child rather than by mobility alone (3: on the eight
/// `-- reach` positions, Expert's 16 plies in 0.56 s against 0.79 s, 19
/// plies in 2.8 s against 8.2 s; ordering by 1- and 2-ply searches further
/// up cost more than it saved, with ProbCut's cuts).
const EVAL_ORDER_DEPTH: u32 = 3;
/// Added to the depth of the table entries a probable solve stores (see
/// [`Midgame::set_probable`]): its values are on another scale.
const PROBABLE_TAG: u32 = 64;

/// A static preference per square (corners good, X/C squares bad) to break
/// ordering ties.
pub(super) const SQUARE_VALUE: [i32; 64] = {
    const ROW: [[i32; 8]; 4] = [
        [100, -20, 10, 5, 5, 10, -20, 100],
        [-20, -50, -2, -2, -2, -2, -50, -20],
        [10, -2, 1, 1, 1, 1, -2, 10],
        [5, -2, 1, 0, 0, 1, -2, 5],
    ];
    let mut t = [0; 64];
    let mut i = 0;
    while i < 64 {
        let r = i / 8;
        let r = if r < 4 { r } else { 7 - r };
        t[i] = ROW[r][i % 8];
        i += 1;
    }
    t
};

/// The size of a midgame table for iterations up to `depth` plies, as a
/// power of two.
pub(super) fn table_bits(depth: u32) -> u32 {
    (8 + 2 * depth).clamp(10, 18)
}

/// How a search values its leaves. `State` is carried down the search and
/// updated by each move (incremental evaluations); it is relative to the
/// search's root: `own` tells whether the side to move is the root's mover.
pub trait Leaf: Clone + Send + Sync {
    type State: Copy + Send + Sync;
    /// Whether the ply above the leaves evaluates its moves inline, without
    /// table or ordering (worth it where leaves are costly to reach).
    const INLINE_FRONTIER: bool;
    /// The state of the root position `(p, o)`, `p` to move.
    fn root(&self, p: u64, o: u64) -> Self::State;
    /// The state after a move on `sq` flipping `flips`.
    fn played(&self, state: &Self::State, sq: u8, flips: u64, own: bool) -> Self::State;
    /// The value for the mover `p` with moves `mask` (not empty) against
    /// the opponent's `replies` (both known to the caller, which computes
    /// them with its build's kernel).
    fn value(&self, p: u64, o: u64, moves: (u64, u64), state: &Self::State, own: bool) -> i32;
}

/// The hand-made evaluation plus the level's noise, a fixed function of the
/// position so that the table stays consistent.
#[derive(Clone)]
pub struct HandMade {
    noise: i32,
    seed: u64,
}

impl Leaf for HandMade {
    type State = ();
    const INLINE_FRONTIER: bool = false;

    fn root(&self, _: u64, _: u64) {}

    fn played(&self, (): &(), _: u8, _: u64, _: bool) {}

    fn value(&self, p: u64, o: u64, (mask, replies): (u64, u64), (): &(), _: bool) -> i32 {
        let mut v = eval::evaluate_with_moves(p, o, mask, replies);
        if self.noise > 0 {
            v += noise(p, o, self.seed, self.noise);
        }
        v
    }
}

/// A level's evaluation noise, in `-amplitude..=amplitude`: a fixed
/// function of the position and the seed, so that the table stays
/// consistent.
#[inline]
pub(super) fn noise(p: u64, o: u64, seed: u64, amplitude: i32) -> i32 {
    let mut h =
        (p ^ seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ o.wrapping_mul(0xD6E8_FEB8_6659_FD93);
    h ^= h >> 31;
    h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^= h >> 29;
    let span = 2 * amplitude as u64 + 1;
    (h % span) as i32 - amplitude
}

/// The midgame searcher (one per thread of a search; the threads of one
/// search share its table).
pub struct Midgame<'a, L: Leaf = HandMade> {
    pub tt: Arc<Table>,
    pub nodes: u64,
    pub stopped: bool,
    deadline: &'a Deadline,
    leaf: L,
    /// The helpers of a parallel search (`None`: one thread).
    par: Option<Arc<Helpers<Midgame<'a, L>>>>,
    /// Set when a sibling of a task this searcher runs (or of an enclosing
    /// one) has cut the node off: the task's result is not needed.
    aborts: Vec<Arc<AtomicBool>>,
    /// Whether null-window nodes may be cut by ProbCut (see
    /// [`super::probcut`]); off, the search is full-width.
    probcut: bool,
    /// ProbCut's margin in standard deviations ([`super::probcut::CUT_SIGMAS`]
    /// unless set).
    cut_sigmas: f64,
    /// See [`Self::set_probe_one_side`].
    probe_one_side: bool,
    /// See [`Self::set_eval_order`].
    eval_order: bool,
    /// In a probable solve (see [`Self::set_probable`]), the exact solver
    /// its null-window nodes near the end hand over to.
    end: Option<Box<Solver<'a>>>,
    /// See [`Self::set_probable`].
    handoff_empties: u32,
}

impl HandMade {
    /// The hand-made evaluation with `noise` (amplitude in hundredths of a
    /// disc; none with seed 0).
    #[must_use]
    pub fn new(noise: i32, seed: u64) -> Self {
        HandMade {
            noise: if seed == 0 { 0 } else { noise.max(0) },
            seed,
        }
    }
}

impl<'a, L: Leaf> Midgame<'a, L> {
    /// A searcher valuing leaves by `leaf`, for iterations up to `depth`.
    pub fn with_leaf(deadline: &'a Deadline, leaf: L, depth: u32) -> Self {
        Self::sharing(deadline, leaf, Arc::new(Table::new(table_bits(depth))))
    }

    /// A searcher valuing leaves by `leaf` that stores into `tt` (shared
    /// with other searchers).
    pub fn sharing(deadline: &'a Deadline, leaf: L, tt: Arc<Table>) -> Self {
        Midgame {
            tt,
            nodes: 0,
            stopped: false,
            deadline,
            leaf,
            par: None,
            aborts: Vec::new(),
            probcut: false,
            cut_sigmas: probcut::CUT_SIGMAS,
            probe_one_side: probcut::ONE_SIDE,
            eval_order: false,
            end: None,
            handoff_empties: 0,
        }
    }

    /// A searcher for another thread: the same evaluation, sharing this
    /// one's table.
    #[must_use]
    pub fn helper(&self) -> Self {
        let mut h = Self::sharing(self.deadline, self.leaf.clone(), self.tt.clone());
        h.probcut = self.probcut;
        h.cut_sigmas = self.cut_sigmas;
        h.probe_one_side = self.probe_one_side;
        h.eval_order = self.eval_order;
        h.follow(self);
        h
    }

    /// Makes this helper search as `lead` does: to its deadline, a
    /// probable solve or not.
    fn follow(&mut self, lead: &Self) {
        self.deadline = lead.deadline;
        match (&lead.end, &mut self.end) {
            (None, _) => self.end = None,
            (Some(end), None) => self.end = Some(Box::new(end.helper())),
            (Some(_), Some(own)) => own.stopped = false,
        }
        self.handoff_empties = lead.handoff_empties;
    }

    /// Stops the searches from now on at `deadline` instead.
    pub fn set_deadline(&mut self, deadline: &'a Deadline) {
        self.deadline = deadline;
    }

    /// Turns the searches from now on into probable solves: to the end of
    /// the game (a root search as deep as the empties) with ProbCut's cuts
    /// as usual, the final disc difference a plain value (100 a disc, on
    /// the evaluation's scale, so that ProbCut's shallow values compare
    /// with it) instead of a proven result, and null-window nodes with at
    /// most `handoff_empties` empties handed to the exact solver. Their
    /// table entries are kept apart from the ordinary ones
    /// ([`PROBABLE_TAG`]), whose moves they still read. The exact solver
    /// stores into `table` where given (one kept from earlier solves),
    /// else into a new one.
    pub fn set_probable(&mut self, handoff_empties: u32, table: Option<Arc<EndTable>>) {
        if self.end.is_none() {
            let mut end = Solver::new(self.deadline, handoff_empties);
            if let Some(table) = table {
                end.tt = table;
            }
            self.end = Some(Box::new(end));
        }
        self.handoff_empties = handoff_empties;
    }

    /// The table depth of a search `depth` plies deep (tagged in a
    /// probable solve).
    #[inline]
    fn table_depth(&self, depth: u32) -> u32 {
        if self.end.is_some() {
            depth + PROBABLE_TAG
        } else {
            depth
        }
    }

    /// The value of the finished game `(p, o)` for `p`: proven
    /// ([`eval::terminal`]), or plain discs in a probable solve.
    #[inline]
    fn final_value(&self, p: u64, o: u64) -> i32 {
        if self.end.is_some() {
            100 * eval::final_diff(p, o)
        } else {
            eval::terminal(p, o)
        }
    }

    /// Whether nodes [`EVAL_ORDER_DEPTH`] plies or more from the leaves
    /// order their moves by the evaluation of each child (off by default).
    /// The levels turn it on with ProbCut (Strong and Expert). Full-width
    /// searches keep the mobility order: on 30 positions with 20 empties a
    /// full-width 16-ply search took 0.76 s with it against 0.40 s without
    /// (the ProbCut one 0.035 s either way), and the endgame solver's
    /// ordering searches made FFO #40–#49 take 5 % more nodes and time.
    pub fn set_eval_order(&mut self, on: bool) {
        self.eval_order = on;
    }

    /// Lets ProbCut cut null-window nodes from now on (see
    /// [`super::probcut`]): much deeper in the same time, at the price of a
    /// rare wrong cut. Off by default.
    pub fn set_probcut(&mut self, on: bool) {
        self.probcut = on;
    }

    /// ProbCut's margin in standard deviations of the shallow search's
    /// error from now on (the levels keep [`super::probcut::CUT_SIGMAS`]).
    pub fn set_cut_sigmas(&mut self, sigmas: f64) {
        self.cut_sigmas = sigmas;
    }

    /// Whether a ProbCut node runs only the probe on its static value's
    /// side of the window (see [`super::probcut::ONE_SIDE`]) rather than
    /// both.
    pub fn set_probe_one_side(&mut self, on: bool) {
        self.probe_one_side = on;
    }

    /// Searches with `threads` threads from now on (1: alone, exactly as
    /// before); the caller runs the searches inside a rayon pool of that
    /// many threads.
    pub fn set_threads(&mut self, threads: usize) {
        self.par = (threads > 1).then(|| Arc::new(Helpers::default()));
    }

    /// Nodes of this searcher and of its helpers.
    pub fn total_nodes(&self) -> u64 {
        self.nodes + self.par.as_ref().map_or(0, |par| par.nodes())
    }

    /// Out of time, cancelled, or the result of this task no longer needed.
    fn interrupted(&self) -> bool {
        self.deadline.expired() || self.aborts.iter().any(|a| a.load(Ordering::Relaxed))
    }

    /// The leaf state of `(p, o)`, `p` to move, for [`Self::pvs_after`].
    pub fn root_state(&self, p: u64, o: u64) -> L::State {
        self.leaf.root(p, o)
    }

    /// Counts a node: whether to stop (see [`Self::interrupted`]).
    #[inline]
    fn tick(&mut self) -> bool {
        if self.deadline.tick(&mut self.nodes, &mut self.stopped) {
            return true;
        }
        if !self.aborts.is_empty()
            && self.nodes & 255 == 0
            && self.aborts.iter().any(|a| a.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Searches every root move at `depth` (previous best first); returns the
    /// best square and score, or `None` when stopped before finishing. Runs
    /// the build of the search for the fast kernels' features when the CPU
    /// has them (see [`super::featured`]), else the portable one.
    pub fn root(&mut self, p: u64, o: u64, depth: u32, first: u8) -> Option<(u8, i32)> {
        run_featured(root_featured, root_portable, (self, p, o, depth, first))
    }
}

/// The arguments of [`Midgame::root`].
type RootCall<'s, 'a, L> = (&'s mut Midgame<'a, L>, u64, u64, u32, u8);

/// [`Midgame::root`] in the build for the fast kernels' features.
#[cfg_attr(
    target_arch = "x86_64",
    target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")
)]
fn root_featured<L: Leaf>((mid, p, o, depth, first): RootCall<'_, '_, L>) -> Option<(u8, i32)> {
    Featured(mid).root_here(p, o, depth, first)
}

/// [`Midgame::root`] in the portable build.
fn root_portable<L: Leaf>((mid, p, o, depth, first): RootCall<'_, '_, L>) -> Option<(u8, i32)> {
    mid.root_here(p, o, depth, first)
}

/// The search, from the root to the leaves: every method is built once for
/// the portable path (on [`Midgame`]) and once for the fast kernels'
/// features (on [`Featured`], see [`super::featured`]). `$wrap` turns a helper into the
/// receiver of the same build; `$flips` and `$moves` are the kernels that
/// build calls.
macro_rules! hot_methods {
    ($wrap:path, $flips:path, $moves:path $(, #[$feature:meta])*) => {
        /// Searches the moves `rest` of `(p, o)` in parallel in the window
        /// `(alpha, beta)` (young brothers wait: the node's first move is
        /// searched): each by a null window at the best value so far, raised as
        /// the tasks find better, then again with the window above it. Returns
        /// the best value and move (`None` when stopped); the first move to
        /// reach `beta` stops the others.
        $(#[$feature])*
        #[allow(clippy::too_many_arguments)]
        fn split(
            &mut self,
            par: &Arc<Helpers<Midgame<'a, L>>>,
            (p, o): (u64, u64),
            state: &L::State,
            own: bool,
            rest: &[Candidate],
            depth: u32,
            (alpha, beta): (i32, i32),
        ) -> Option<(i32, u8)> {
            let floor = AtomicI32::new(alpha);
            let (abort, aborts) = crate::ai::split::abort_chain(&self.aborts);
            let me: &Self = self;
            let results: Vec<crate::ai::split::Answer<u8>> = rest
                .par_iter()
                .with_max_len(1)
                .map(|m| {
                    if abort.load(Ordering::Relaxed) {
                        return None;
                    }
                    let mut h = par.take(|| me.helper());
                    h.stopped = false;
                    h.follow(me);
                    h.aborts.clone_from(&aborts);
                    h.par = Some(par.clone());
                    let a = floor.load(Ordering::Relaxed);
                    let (cp, co) = m.child(p, o);
                    let child = h.leaf.played(state, m.sq, m.flips, own);
                    let mut v = -$wrap(&mut h).search(cp, co, &child, !own, depth - 1, -a - 1, -a);
                    if v > a && v < beta && !h.stopped {
                        v = -$wrap(&mut h).search(cp, co, &child, !own, depth - 1, -beta, -a);
                    }
                    let done = !h.stopped;
                    // Above the window the value is exact (or a lower bound at
                    // `beta`); at or below it, only an upper bound.
                    let exact = v > a;
                    if done && exact {
                        floor.fetch_max(v, Ordering::Relaxed);
                        if v >= beta {
                            abort.store(true, Ordering::Relaxed);
                        }
                    }
                    let nodes = std::mem::take(&mut h.nodes);
                    // No reference back to the pool from inside it.
                    h.par = None;
                    h.aborts.clear();
                    par.give_back(h, nodes);
                    done.then_some((v, m.sq, exact))
                })
                .collect();
            // The value is the highest of all (a bound never exceeds the best
            // exact value above `alpha`); the move is one whose value is known
            // to be that high, not one that only failed low against it.
            let settled = crate::ai::split::settle(results, -INF, NO_MOVE, beta, || self.interrupted());
            self.stopped |= settled.is_none();
            settled
        }

        /// Orders the moves of `p` (mask `mask`) best first.
        $(#[$feature])*
        pub fn ordered(&self, p: u64, o: u64, mask: u64, tt_move: u8) -> MoveList {
            let mut list = MoveList::new();
            self.keys_into(&mut list, p, o, mask, tt_move);
            list.sort();
            list
        }

        /// The moves of `p` (mask `mask`) with their ordering keys, unsorted,
        /// into `list` (filled where it lies: no copy).
        $(#[$feature])*
        fn keys_into(&self, list: &mut MoveList, p: u64, o: u64, mask: u64, tt_move: u8) {
            list.generate(p, o, mask, |p, o, sq| $flips(p, o, sq));
            for m in list.iter_mut() {
                let (cp, co) = m.child(p, o);
                m.key = if m.sq == tt_move {
                    1 << 20
                } else {
                    -100 * weighted_mobility($moves(cp, co)) + SQUARE_VALUE[m.sq as usize]
                };
            }
        }

        /// Fail-soft PVS from `(p, o)`, `p` to move; returns 0 once stopped
        /// (the caller discards it).
        $(#[$feature])*
        pub fn pvs(&mut self, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> i32 {
            let state = self.leaf.root(p, o);
            self.search(p, o, &state, true, depth, alpha, beta)
        }


        /// [`Self::pvs`] of the position after the mover of `state` plays `m`
        /// (the same value): a node that searches each of its moves reads its
        /// leaf state once instead of once per move.
        $(#[$feature])*
        #[inline]
        pub fn pvs_after(
            &mut self,
            state: &L::State,
            (p, o): (u64, u64),
            m: &Candidate,
            depth: u32,
            alpha: i32,
            beta: i32,
        ) -> i32 {
            let (cp, co) = m.child(p, o);
            let child = self.leaf.played(state, m.sq, m.flips, true);
            self.search(cp, co, &child, false, depth, alpha, beta)
        }

        $(#[$feature])*
        #[allow(clippy::too_many_arguments)]
        fn search(
            &mut self,
            p: u64,
            o: u64,
            state: &L::State,
            own: bool,
            depth: u32,
            mut alpha: i32,
            beta: i32,
        ) -> i32 {
            if self.tick() {
                return 0;
            }
            let handoff = self.handoff_empties;
            if beta - alpha == 1 && handoff > 0 {
                let empties = (!(p | o)).count_ones();
                if depth >= empties && empties <= handoff {
                    // Is the final difference (in discs) above `alpha`?
                    let discs = alpha.div_euclid(100);
                    if discs < -64 {
                        return -6400;
                    }
                    if discs >= 64 {
                        return 6400;
                    }
                    if let Some((v, nodes, stopped)) = self.end.as_mut().map(|end| {
                        let before = end.nodes;
                        let v = $wrap(&mut **end).search(p, o, discs, empties);
                        (v, end.nodes - before, end.stopped)
                    }) {
                        self.nodes += nodes;
                        if stopped {
                            self.stopped = true;
                            return 0;
                        }
                        return 100 * v;
                    }
                }
            }
            let mask = $moves(p, o);
            if mask == 0 {
                if $moves(o, p) == 0 {
                    return self.final_value(p, o);
                }
                // A pass is no real ply: keep the depth (the opponent can move).
                return -self.search(o, p, state, !own, depth, -beta, -alpha);
            }
            if depth == 0 {
                return self.leaf.value(p, o, (mask, $moves(o, p)), state, own);
            }
            if L::INLINE_FRONTIER && depth == 1 {
                return self.frontier(p, o, mask, state, own, beta);
            }
            let tt_move = match self.tt.lookup(p, o, self.table_depth(depth), alpha, beta) {
                Ok(v) => return v,
                Err(best) => best,
            };
            if self.probcut
                && depth >= probcut::MIN_DEPTH
                && beta - alpha == 1
                && beta.abs() < PROBCUT_BOUND
            {
                let empties = (!(p | o)).count_ones();
                let margin = probcut::margin_at(empties, depth, self.cut_sigmas);
                let shallow = probcut::shallow_depth(depth);
                let high = beta + margin;
                let low = alpha - margin;
                // With one side, the static value picks the probe likelier
                // to cut (Edax's way): a node valued above `beta` is
                // rarely cut off below `alpha`, and the reverse.
                let (try_high, try_low) = if self.probe_one_side {
                    let v = self.leaf.value(p, o, (mask, $moves(o, p)), state, own);
                    (v >= beta, v < beta)
                } else {
                    (true, true)
                };
                if try_high && high < PROBCUT_BOUND {
                    let v = self.search(p, o, state, own, shallow, high - 1, high);
                    if self.stopped {
                        return 0;
                    }
                    if v >= high {
                        return beta;
                    }
                }
                if try_low && low > -PROBCUT_BOUND {
                    let v = self.search(p, o, state, own, shallow, low, low + 1);
                    if self.stopped {
                        return 0;
                    }
                    if v <= low {
                        return alpha;
                    }
                }
            }
            let alpha0 = alpha;
            let mut best = -INF;
            let mut best_sq = NO_MOVE;
            // One ply above the leaves ordering costs more than it saves: only
            // the table move goes first.
            let mut list = MoveList::new();
            if depth == 1 {
                list.generate(p, o, mask, |p, o, sq| $flips(p, o, sq));
                for m in list.iter_mut() {
                    m.key = i32::from(m.sq == tt_move);
                }
            } else {
                self.keys_into(&mut list, p, o, mask, tt_move);
            }
            // Deep nodes order by the evaluation of each move's child; where
            // the table has a move, it goes first and the others are
            // evaluated only when it does not cut the node off.
            let eval_order = self.eval_order && depth >= EVAL_ORDER_DEPTH && list.len() > 1;
            let tt_first = eval_order && list.iter().any(|m| m.sq == tt_move);
            if eval_order && !tt_first {
                self.eval_keys(&mut list, 0, (p, o), state, own);
                if self.stopped {
                    return 0;
                }
            }
            // The best first; the others sorted only when it does not cut the
            // node off.
            list.best_to_front();
            for i in 0.. {
                if i == 1 && tt_first {
                    self.eval_keys(&mut list, 1, (p, o), state, own);
                    if self.stopped {
                        return 0;
                    }
                }
                let Some(m) = list.in_order(i) else {
                    break;
                };
                if i > 0
                    && depth >= SPLIT_DEPTH
                    && let Some(par) = self.par.clone()
                {
                    // Young brothers wait: the first move is searched, the
                    // others go in parallel.
                    let rest: Vec<Candidate> = list.iter().skip(i).copied().collect();
                    let window = (alpha, beta);
                    let Some((v, sq)) = self.split(&par, (p, o), state, own, &rest, depth, window)
                    else {
                        return 0;
                    };
                    if v > best {
                        best = v;
                        best_sq = sq;
                    }
                    break;
                }
                let (cp, co) = m.child(p, o);
                let child = self.leaf.played(state, m.sq, m.flips, own);
                let v = if i == 0 {
                    -self.search(cp, co, &child, !own, depth - 1, -beta, -alpha)
                } else {
                    let v = -self.search(cp, co, &child, !own, depth - 1, -alpha - 1, -alpha);
                    if v > alpha && v < beta {
                        -self.search(cp, co, &child, !own, depth - 1, -beta, -alpha)
                    } else {
                        v
                    }
                };
                if self.stopped {
                    return 0;
                }
                if v > best {
                    best = v;
                    best_sq = m.sq;
                    if v > alpha {
                        alpha = v;
                        if v >= beta {
                            break;
                        }
                    }
                }
            }
            self.tt
                .store_result((p, o), self.table_depth(depth), (alpha0, beta), best, best_sq, INF);
            best
        }

        /// Keys the moves of `list` from `start` on by the leaf value of
        /// each child for the mover, less the opponent's weighted mobility
        /// there (which breaks near ties).
        $(#[$feature])*
        fn eval_keys(
            &mut self,
            list: &mut MoveList,
            start: usize,
            (p, o): (u64, u64),
            state: &L::State,
            own: bool,
        ) {
            for m in list.iter_mut().skip(start) {
                let (cp, co) = m.child(p, o);
                let child = self.leaf.played(state, m.sq, m.flips, own);
                // A depth-0 search: the leaf value, passes included.
                let v = -self.search(cp, co, &child, !own, 0, -INF, INF);
                m.key = v - 20 * weighted_mobility($moves(cp, co));
            }
        }

        /// One ply above the leaves: the best leaf value over the moves of `p`
        /// (`mask`, not empty), stopping at `beta` (fail-soft), with no table
        /// and no ordering.
        $(#[$feature])*
        fn frontier(
            &mut self,
            p: u64,
            o: u64,
            mask: u64,
            state: &L::State,
            own: bool,
            beta: i32,
        ) -> i32 {
            let mut best = -INF;
            let mut bits = mask;
            while bits != 0 {
                let sq = bits.trailing_zeros();
                bits &= bits - 1;
                self.nodes += 1;
                let f = $flips(p, o, sq);
                let (cp, co) = (o & !f, p | f | (1 << sq));
                let child = self.leaf.played(state, sq as u8, f, own);
                let reply = $moves(cp, co);
                let v = if reply != 0 {
                    -self.leaf.value(cp, co, (reply, $moves(co, cp)), &child, !own)
                } else {
                    let again = $moves(co, cp);
                    if again == 0 {
                        -self.final_value(cp, co)
                    } else {
                        // The opponent passes: we move again at the leaf.
                        self.leaf.value(co, cp, (again, 0), &child, own)
                    }
                };
                if v > best {
                    best = v;
                    if v >= beta {
                        break;
                    }
                }
            }
            best
        }

        /// Searches every root move at `depth` (previous best first); returns the
        /// best square and score, or `None` when stopped before finishing.
        $(#[$feature])*
        fn root_here(&mut self, p: u64, o: u64, depth: u32, first: u8) -> Option<(u8, i32)> {
            let list = self.ordered(p, o, $moves(p, o), first);
            let state = self.leaf.root(p, o);
            let (mut alpha, beta) = (-INF, INF);
            let mut best = None;
            for (i, m) in list.iter().enumerate() {
                if i > 0
                    && let Some(par) = self.par.clone()
                {
                    // The root's younger brothers in parallel too.
                    let rest: Vec<Candidate> = list.iter().skip(i).copied().collect();
                    let r = self.split(&par, (p, o), &state, true, &rest, depth, (alpha, beta))?;
                    if r.0 > alpha {
                        best = Some((r.1, r.0));
                    }
                    break;
                }
                let (cp, co) = m.child(p, o);
                let child = self.leaf.played(&state, m.sq, m.flips, true);
                let v = if i == 0 {
                    -self.search(cp, co, &child, false, depth - 1, -beta, -alpha)
                } else {
                    let v = -self.search(cp, co, &child, false, depth - 1, -alpha - 1, -alpha);
                    if v > alpha {
                        -self.search(cp, co, &child, false, depth - 1, -beta, -alpha)
                    } else {
                        v
                    }
                };
                if self.stopped {
                    return None;
                }
                if v > alpha {
                    alpha = v;
                    best = Some((m.sq, v));
                }
            }
            best
        }

    };
}

super::featured::build_twice!(hot_methods, ['a, L: Leaf] Midgame<'a, L>);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::SearchLimits;
    use crate::ai::othello::sorter;
    use crate::rules::othello::fast::{flips, moves};

    /// Calls `visit(ply, p, o)` on the positions of a varied line from the
    /// start (the move with the most flips each time; passes skipped),
    /// `plies` of them.
    fn varied_line(plies: usize, mut visit: impl FnMut(usize, u64, u64)) {
        let (mut p, mut o) = (0x0000_0008_1000_0000u64, 0x0000_0010_0800_0000u64);
        for ply in 0..plies {
            let mask = moves(p, o);
            if mask == 0 {
                (p, o) = (o, p);
                continue;
            }
            visit(ply, p, o);
            let sq = (0..64)
                .filter(|&sq| mask >> sq & 1 != 0)
                .max_by_key(|&sq| flips(p, o, sq).count_ones())
                .expect("a move");
            let f = flips(p, o, sq);
            (p, o) = (o & !f, p | f | (1 << sq));
        }
    }

    /// Ordering by the evaluation changes what is searched first, never a
    /// full-width search's value: on a varied line, the same root score
    /// with the order on and off.
    #[test]
    fn ordering_by_the_evaluation_keeps_the_values() {
        let deadline = Deadline::new(&SearchLimits::depth(64));
        varied_line(30, |ply, p, o| {
            let mut values = Vec::new();
            for on in [true, false] {
                let mut mid = Midgame::with_leaf(&deadline, sorter::Patterns::staged(0, 0), 6);
                mid.set_eval_order(on);
                let mut best = None;
                for depth in 1..=6 {
                    best = mid.root(p, o, depth, best.map_or(NO_MOVE, |(sq, _)| sq));
                }
                values.push(best.map(|(_, v)| v));
            }
            assert!(values[0].is_some(), "ply {ply}");
            assert_eq!(values[0], values[1], "ply {ply}");
        });
    }

    /// Both builds of the search are one source: on every position they
    /// search the same tree (same answer, same node count), with either
    /// leaf evaluation, full-width and selective.
    #[test]
    fn both_builds_search_the_same_tree() {
        let deadline = Deadline::new(&SearchLimits::depth(64));
        varied_line(24, |ply, p, o| {
            let mut portable = Midgame::with_leaf(&deadline, HandMade::new(0, 0), 5);
            let by_portable = root_portable((&mut portable, p, o, 5, NO_MOVE));
            let mut featured = Midgame::with_leaf(&deadline, HandMade::new(0, 0), 5);
            assert_eq!(by_portable, featured.root(p, o, 5, NO_MOVE), "ply {ply}");
            assert_eq!(portable.nodes, featured.nodes, "ply {ply}");
            // The levels' selective search, ordered by the evaluation.
            let selective = || {
                let mut mid = Midgame::with_leaf(&deadline, sorter::Patterns::staged(0, 0), 7);
                mid.set_probcut(true);
                mid.set_eval_order(true);
                mid
            };
            let mut portable = selective();
            let by_portable = root_portable((&mut portable, p, o, 7, NO_MOVE));
            let mut featured = selective();
            assert_eq!(by_portable, featured.root(p, o, 7, NO_MOVE), "ply {ply}");
            assert_eq!(portable.nodes, featured.nodes, "ply {ply}");
            let mut portable = sorter::sorter(&deadline, 4);
            let by_portable = root_portable((&mut portable, p, o, 4, NO_MOVE));
            let mut featured = sorter::sorter(&deadline, 4);
            assert_eq!(by_portable, featured.root(p, o, 4, NO_MOVE), "ply {ply}");
            assert_eq!(portable.nodes, featured.nodes, "ply {ply}");
        });
    }
}
