//! Computer opponent for Othello: a bitboard midgame search (negamax PVS,
//! alpha-beta, iterative deepening, transposition table, move ordering)
//! whose leaves are valued by the trained [`pattern`] evaluation (one
//! weight set per four empties, blended between the two nearest by the
//! count of empties), and an exact endgame solver,
//! whose move ordering searches use the endgame stage of the same
//! evaluation. The hand-made evaluation ([`evaluate`]) remains for the
//! callers that want a cheap static value.
//!
//! Score units of [`best_move`]: 100 ≈ one disc of heuristic advantage; a
//! result proven to the end of the game is `±10000 + 100 × disc difference`
//! (0 for a proven draw). [`solve`] returns plain disc differences.

mod endgame;
mod eval;
mod featured;
mod last_flip;
mod midgame;
mod moves;
pub mod pattern;
pub mod pattern_fit;
pub mod probcut;
mod sorter;
pub(crate) mod stability;
mod tt;

#[cfg(test)]
pub(crate) mod tests;

use crate::ai::{Deadline, Level, SearchLimits, SearchResult};
use crate::rules::othello::{Move, Position, Square};

use endgame::Solver;
use midgame::Midgame;

pub use eval::{MAX_HEURISTIC, WIN, evaluate, final_diff};

/// The search limits of each level: a depth cap and a time budget a move
/// ([`SearchLimits::level`]: no iteration starts past half the budget, and
/// the search stops at [`crate::ai::HARD_STOP`] times it). On the 2-core
/// development machine the depth cap binds (thinking times a move from the
/// level ladder), so the levels play alike on every machine at least as
/// fast; a slower one plays shallower rather than slower:
/// - Beginner: 1 ply, heavy evaluation noise (±6 discs), 0.05 s budget;
/// - Casual: 3 plies, light noise (±1.5 discs), 0.125 s budget, exact in
///   the last 8 empties;
/// - Strong: 7 plies with ProbCut, 0.5 s budget, exact in the last 14
///   empties (a few milliseconds a move);
/// - Expert: 16 plies with ProbCut ([`selective`]), 1 s budget, a probable
///   solve from 28 empties and exact in the last 20 (about 0.14 s a move on
///   average over 192 games against NTest, its tables kept from move to
///   move; once 4 s, the hard stop, in a game won by 62 discs, where the
///   last iteration started before half the budget ran on).
///
/// Where the exact solver follows, the midgame search gets a quarter of
/// the budget and the solver the rest.
///
/// Every level's midgame search values its leaves with the trained pattern
/// evaluation of their stage (Beginner and Casual through their noise).
///
/// The noise seed comes from the clock so that games differ; set
/// `noise_seed` yourself for repeatable play.
#[must_use]
pub fn limits_for(level: Level) -> SearchLimits {
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
        | 1;
    let (depth, ms, noise) = match level {
        Level::Beginner => (1, 50, 600),
        Level::Casual => (3, 125, 150),
        Level::Strong => (7, 500, 0),
        Level::Expert => (16, 1_000, 0),
    };
    SearchLimits::level(depth, ms, noise, seed)
}

/// Up to this many empties the level switches to the exact solver (when it
/// finishes in time; otherwise the midgame answer stands).
///
/// Expert's 20: with 22 its first solve took 0.86 s on average at 22
/// empties and 0.37 s at 21 (96 games against NTest; NTest at depth 18
/// spends 0.08 s at either), about a quarter of its thinking over a game.
/// From 20, with the probable solve down to 21 ([`probable_empties`]),
/// the moves at 21 and 22 empties take 0.08 and 0.13 s and the first
/// exact solve, at 20, 0.25 s. A probable solve
/// further back (the solver's selective stage alone, the best three moves
/// of each node searched to the end) was tried at 24 empties and dropped:
/// on 30 positions from games it chose an exactly best move as often as
/// the 16-ply midgame search (26 times, 0.53 disc lost a position either
/// way) in twice the time. The probable solve Expert plays instead is the
/// midgame search's ([`probable_empties`]).
#[must_use]
pub const fn exact_empties(level: Level) -> u32 {
    match level {
        Level::Beginner => 0,
        Level::Casual => 8,
        Level::Strong => 14,
        Level::Expert => 20,
    }
}

/// Up to this many empties (above [`exact_empties`]) the level ends its
/// search with a probable solve (see `midgame::Midgame::set_probable`) when its
/// capped iterations leave time for it (only a search with a clock: a
/// fixed-depth one stays at its depth); the solve stops at the move's
/// budget (not at the hard stop), and if it has not finished by then the
/// capped search's move stands (0: never).
///
/// Expert's 28 (26 before), with the exact solver from 20 and the tables
/// kept from move to move (see [`Memory`]): against NTest at depth 18 over
/// 96 openings with both colours, 45.8 % (+80 =16 −96) in 0.15 s a move
/// against NTest's 0.18 s, where the level before scored 45 % at NTest's
/// time (the README has the matches). Earlier, at 26: on 40 positions
/// with 24 empties from games (`cargo bench
/// --no-default-features --bench othello -- probable 40 24`, `SOLVE=1`)
/// it chose another move than the 16-ply search 7 times, each time a
/// better one by the exact solver, 0.65 disc a position in all, in 0.32 s
/// a move against 0.06 s; with 26 empties 2 times in 40 (0.10 disc a
/// position), in 0.68 s against 0.07 s. Its values land near the
/// outcome: over 192 games against NTest Expert's error at 23–29 empties
/// fell from 3.41 to 2.15 discs (the README has the matches).
#[must_use]
pub const fn probable_empties(level: Level) -> u32 {
    match level {
        Level::Expert => 28,
        _ => 0,
    }
}

/// Up to this many empties the level's capped search goes [`late_plies`]
/// deeper than its depth cap: the phase where close games against NTest
/// turned (26–34 empties), where Expert's values ran about two discs above
/// the outcome.
///
/// Expert's 34 and 1: against NTest at depth 18, with both colours, 45 %
/// over the 96 openings of the README's table (+77 =20 −95, 0.152 s a move
/// against NTest's 0.156 s; without it 42 %) and again 45 % over the next
/// 96 (`SKIP_OPENINGS=96`: +78 =15 −99, 0.148 s against 0.165 s; without
/// it, beside it on the other core, 42 %, +72 =17 −103, 0.131 s against
/// 0.156 s): 384 games, 44.9 % against 41.9 %, at NTest's time or less.
#[must_use]
pub const fn late_empties(level: Level) -> u32 {
    match level {
        Level::Expert => 34,
        _ => 0,
    }
}

/// See [`late_empties`].
#[must_use]
pub const fn late_plies(level: Level) -> u32 {
    match level {
        Level::Expert => 1,
        _ => 0,
    }
}

/// A probable solve's null-window nodes with at most this many empties
/// are solved exactly (10: on the same 10 positions with 24 empties the
/// probable solve took 0.34 s a move, against 0.39 s at 12 and 0.37 s at
/// 14).
pub const HANDOFF_EMPTIES: u32 = 10;

/// A proven final disc difference in [`best_move`] units.
fn exact_units(diff: i32) -> i32 {
    diff.signum() * eval::WIN + 100 * diff
}

/// A [`best_move`] score in discs: a proven result's disc difference (the
/// inverse of the units proven results are given in), else the heuristic
/// value.
///
/// ```
/// use tavola::ai::othello::{WIN, score_in_discs};
/// assert_eq!(score_in_discs(WIN + 400), 4.0);
/// assert_eq!(score_in_discs(-WIN - 250), -2.5);
/// assert_eq!(score_in_discs(-130), -1.3);
/// ```
#[must_use]
pub fn score_in_discs(score: i32) -> f64 {
    let heuristic = if score >= eval::WIN {
        score - eval::WIN
    } else if score <= -eval::WIN {
        score + eval::WIN
    } else {
        score
    };
    f64::from(heuristic) / 100.0
}

/// The move to play at `level` within `limits`. A forced pass returns
/// `Some(Move::Pass)`; a finished game returns `best: None`. The answer is
/// always a legal move, even when cancelled early (then it is the best of the
/// deepest finished iteration, or the first legal move). With
/// `limits.threads` above 1 the midgame search and the exact solver search
/// in parallel (young brothers wait), for the same scores at the levels
/// without ProbCut ([`selective`]); with it, the cuts depend on what the
/// shared table holds, so the score may move by a little.
#[must_use]
pub fn best_move(pos: &Position, level: Level, limits: &SearchLimits) -> SearchResult<Move> {
    let leaf = sorter::Patterns::staged(limits.noise, limits.noise_seed);
    search_move(pos, limits, leaf, Tuning::of(level), None)
}

/// [`best_move`] with the tables of `memory`, kept from the level's last
/// search and for its next (see [`Memory`]): the computer's moves in the
/// app, one game after another.
#[must_use]
pub fn best_move_kept(
    pos: &Position,
    level: Level,
    limits: &SearchLimits,
    memory: &mut Memory,
) -> SearchResult<Move> {
    let leaf = sorter::Patterns::staged(limits.noise, limits.noise_seed);
    search_move(pos, limits, leaf, Tuning::of(level), Some(memory))
}

/// Whether `level`'s midgame search prunes with ProbCut ([`probcut`]):
/// Strong and Expert; the levels below search few plies, where a cut saves
/// little.
#[must_use]
pub const fn selective(level: Level) -> bool {
    matches!(level, Level::Strong | Level::Expert)
}

/// [`best_move`] with a full-width midgame search (no ProbCut at any
/// level): the yardstick of the pruning's matches (`benches/othello.rs`).
#[must_use]
pub fn best_move_full_width(
    pos: &Position,
    level: Level,
    limits: &SearchLimits,
) -> SearchResult<Move> {
    let leaf = sorter::Patterns::staged(limits.noise, limits.noise_seed);
    search_move(pos, limits, leaf, Tuning::of(level).full_width(), None)
}

/// [`best_move`] with other pattern weights at the leaves (`tables`, e.g.
/// from the training tool's output): the yardstick of the weight matches
/// (`benches/othello.rs -- weights-match`).
#[must_use]
pub fn best_move_with_tables(
    pos: &Position,
    level: Level,
    limits: &SearchLimits,
    tables: std::sync::Arc<pattern::Tables>,
) -> SearchResult<Move> {
    let leaf = sorter::Patterns::with_tables(tables, limits.noise, limits.noise_seed);
    search_move(pos, limits, leaf, Tuning::of(level), None)
}

/// [`best_move`] with the hand-made evaluation at the leaves instead of
/// the trained patterns: the engine before the patterns, kept as a
/// yardstick for the strength matches (`benches/levels.rs`).
#[must_use]
pub fn best_move_hand_made(
    pos: &Position,
    level: Level,
    limits: &SearchLimits,
) -> SearchResult<Move> {
    let leaf = midgame::HandMade::new(limits.noise, limits.noise_seed);
    search_move(pos, limits, leaf, Tuning::of(level).full_width(), None)
}

/// How a search may differ from its level's (the strength benches' knobs;
/// the game plays the levels as [`Tuning::of`] sets them).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// Up to this many empties the exact solver decides the move.
    pub exact_empties: u32,
    /// Up to this many empties (above `exact_empties`) the midgame search
    /// goes `late_plies` deeper than the depth cap, while the time allows:
    /// the leaves of the last searches before the exact solver lie near
    /// the end, where the evaluation errs most against the solver.
    pub late_empties: u32,
    /// See `late_empties`.
    pub late_plies: u32,
    /// Up to this many empties (above `exact_empties`) a probable solve
    /// follows the capped iterations while the time allows (see
    /// `Midgame::set_probable`; 0: none).
    pub probable_empties: u32,
    /// In the probable solve, null-window nodes with at most this many
    /// empties go to the exact solver.
    pub handoff_empties: u32,
    /// ProbCut's margin in standard deviations (0 or less: full width).
    pub cut_sigmas: f64,
    /// Whether a ProbCut node runs only the probe its static value points
    /// to ([`probcut::ONE_SIDE`]) rather than both.
    pub probe_one_side: bool,
}

impl Tuning {
    /// The tuning `level` plays with.
    #[must_use]
    pub const fn of(level: Level) -> Self {
        Tuning {
            exact_empties: exact_empties(level),
            late_empties: late_empties(level),
            late_plies: late_plies(level),
            probable_empties: probable_empties(level),
            handoff_empties: HANDOFF_EMPTIES,
            cut_sigmas: cut_sigmas(level),
            probe_one_side: probcut::ONE_SIDE,
        }
    }

    /// The same without ProbCut.
    #[must_use]
    pub const fn full_width(self) -> Self {
        Tuning {
            cut_sigmas: 0.0,
            ..self
        }
    }
}

/// ProbCut's margin at `level`, in standard deviations of the shallow
/// search's error (0: full width; see [`selective`]).
#[must_use]
pub const fn cut_sigmas(level: Level) -> f64 {
    if selective(level) {
        probcut::CUT_SIGMAS
    } else {
        0.0
    }
}

/// [`best_move`] with the level's exact-solve threshold and ProbCut margin
/// replaced by `tuning` (the depth and time come from `limits`).
#[must_use]
pub fn best_move_tuned(
    pos: &Position,
    limits: &SearchLimits,
    tuning: Tuning,
) -> SearchResult<Move> {
    let leaf = sorter::Patterns::staged(limits.noise, limits.noise_seed);
    search_move(pos, limits, leaf, tuning, None)
}

/// [`best_move_tuned`] with the tables of `memory`, which keeps them for
/// the player's next move: what this search stored about the positions
/// its next search meets (two plies on, deep in this one's tree) orders
/// and cuts that one from its first iterations.
#[must_use]
pub fn best_move_remembering(
    pos: &Position,
    limits: &SearchLimits,
    tuning: Tuning,
    memory: &mut Memory,
) -> SearchResult<Move> {
    let leaf = sorter::Patterns::staged(limits.noise, limits.noise_seed);
    search_move(pos, limits, leaf, tuning, Some(memory))
}

/// The tables one player's searches keep from one move to the next of a
/// game (see [`best_move_remembering`]). The midgame table's entries of
/// earlier moves give way to the current search's when a bucket is full;
/// the exact solver's table is kept from one solve to the next of the
/// same endgame (a solve with more empties than the last starts afresh).
///
/// Only searches that value positions alike share tables: a search with
/// another tuning than the last (another level) starts afresh, and one
/// with evaluation noise (Beginner and Casual, whose noise seed changes
/// from move to move) neither reads nor keeps them.
#[derive(Default)]
pub struct Memory {
    /// The tuning of the searches that filled the tables.
    tuning: Option<Tuning>,
    midgame: Option<std::sync::Arc<tt::Table>>,
    /// The exact solver's main table and the empties of the solve that
    /// made it.
    exact: Option<(std::sync::Arc<tt::EndTable>, u32)>,
    /// The table of the probable solves' exact nodes near the end.
    handoff: Option<std::sync::Arc<tt::EndTable>>,
}

/// The size of the kept table of the probable solves' exact nodes (as a
/// power of two of 64-byte buckets: 4 MB). A new probable solve's own is
/// sized for its hand-off's empties (64 KB), as a table the search
/// drops.
const HANDOFF_TABLE_BITS: u32 = 16;

impl Memory {
    /// The midgame table for a search to `depth` plies, kept or new.
    fn midgame(&mut self, depth: u32) -> std::sync::Arc<tt::Table> {
        let table = self
            .midgame
            .get_or_insert_with(|| std::sync::Arc::new(tt::Table::new(midgame::table_bits(depth))));
        table.next_search();
        table.clone()
    }

    /// The table of the probable solves' exact nodes, kept or new.
    fn handoff(&mut self) -> std::sync::Arc<tt::EndTable> {
        self.handoff
            .get_or_insert_with(|| std::sync::Arc::new(tt::EndTable::new(HANDOFF_TABLE_BITS)))
            .clone()
    }

    /// The exact solver's table for a solve of `empties` empties: the last
    /// solve's when it had more (the same endgame, further on).
    fn exact(&mut self, empties: u32) -> Option<std::sync::Arc<tt::EndTable>> {
        match &self.exact {
            Some((table, from)) if *from > empties => Some(table.clone()),
            _ => None,
        }
    }
}

fn search_move<L: midgame::Leaf>(
    pos: &Position,
    limits: &SearchLimits,
    leaf: L,
    tuning: Tuning,
    memory: Option<&mut Memory>,
) -> SearchResult<Move> {
    // Noisy values would mislead the next search; another tuning's tables
    // go.
    let mut memory = memory.filter(|_| limits.noise == 0);
    if let Some(memory) = memory.as_deref_mut()
        && memory.tuning != Some(tuning)
    {
        *memory = Memory {
            tuning: Some(tuning),
            ..Memory::default()
        };
    }
    let probcut = tuning.cut_sigmas > 0.0;
    let deadline = Deadline::new(limits);
    let (p, o) = (pos.player(), pos.opponent());
    let mask = pos.legal_mask();
    if mask == 0 {
        let over = pos.is_over();
        return SearchResult {
            best: (!over).then_some(Move::Pass),
            score: if over { eval::terminal(p, o) } else { 0 },
            depth: 0,
            nodes: 0,
            cancelled: false,
        };
    }
    let empties = pos.empty().count_ones();
    let exact = empties <= tuning.exact_empties;
    // Where the exact solver follows, the midgame search only gets a quarter
    // of the time: its answer is the fallback if the solver runs out.
    let mid_limits = SearchLimits {
        time: limits.time.map(|t| if exact { t / 4 } else { t }),
        budget: limits.budget.map(|t| if exact { t / 4 } else { t }),
        ..limits.clone()
    };
    let mid_deadline = Deadline::new(&mid_limits);
    // A probable solve stops at the budget, not at the hard stop: past it
    // the capped search's move stands.
    let probable_deadline = Deadline::new(&SearchLimits {
        time: limits.budget.or(limits.time),
        ..limits.clone()
    });

    let late = if empties <= tuning.late_empties {
        tuning.late_plies
    } else {
        0
    };
    let mut max_depth = (limits.max_depth + late).clamp(1, empties);
    if exact && limits.time.is_none() {
        max_depth = max_depth.min(6);
    }

    let mut mid = match memory.as_deref_mut() {
        Some(memory) => Midgame::sharing(&mid_deadline, leaf, memory.midgame(max_depth)),
        None => Midgame::with_leaf(&mid_deadline, leaf, max_depth),
    };
    mid.set_probcut(probcut);
    mid.set_cut_sigmas(tuning.cut_sigmas);
    mid.set_probe_one_side(tuning.probe_one_side);
    // The evaluation's order pays where ProbCut prunes (see
    // `Midgame::set_eval_order`).
    mid.set_eval_order(probcut);
    let threads = limits.threads.max(1);
    mid.set_threads(threads);
    let mut best = (mask.trailing_zeros() as u8, 0, 0);
    crate::ai::in_pool(threads, || {
        for depth in 1..=max_depth {
            match mid.root(p, o, depth, best.0) {
                Some((sq, v)) => best = (sq, v, depth),
                None => break,
            }
            if mid_deadline.no_new_iteration() {
                break;
            }
        }
        // A fixed-depth search (no clock: `--depth`, the tests) stays at
        // its depth; the probable solve spends what a level's budget
        // leaves.
        let timed = limits.time.is_some() || limits.budget.is_some();
        let probable = timed && !exact && empties <= tuning.probable_empties && max_depth < empties;
        if probable && best.2 == max_depth && !mid_deadline.no_new_iteration() {
            mid.set_deadline(&probable_deadline);
            let table = memory.as_deref_mut().map(Memory::handoff);
            mid.set_probable(tuning.handoff_empties, table);
            if let Some((sq, v)) = mid.root(p, o, empties, best.0) {
                best = (sq, v, empties);
            }
        }
    });
    let mut nodes = mid.total_nodes();
    if exact && !deadline.expired() {
        let threads = limits.threads.max(1);
        let mut solver = Solver::parallel(&deadline, empties, threads);
        if let Some(memory) = memory {
            if let Some(kept) = memory.exact(empties) {
                solver.tt = kept;
            }
            memory.exact = Some((solver.tt.clone(), empties));
        }
        let (res, stopped) = crate::ai::in_pool(threads, || solver.root(p, o));
        nodes += solver.total_nodes();
        if let (Some((sq, v)), false) = (res, stopped) {
            best = (sq, exact_units(v), empties);
        }
    }
    SearchResult {
        best: Square::from_index(best.0).map(Move::Place),
        score: best.1,
        depth: best.2,
        nodes,
        cancelled: limits.cancel.load(std::sync::atomic::Ordering::Relaxed),
    }
}

/// The value of `(p, o)`, `p` to move, by a `depth`-ply search whose
/// leaves are valued by `tables` (every stage; [`best_move`] units): the
/// labels of the evaluation's training tool, which trains one stage at a
/// time on searches into the stages already trained. With `probcut` the
/// search prunes as Strong and Expert do (deeper labels for the time).
#[must_use]
pub fn search_with_tables(
    tables: &std::sync::Arc<pattern::Tables>,
    p: u64,
    o: u64,
    depth: u32,
    probcut: bool,
) -> i32 {
    let mask = crate::rules::othello::bitboard::moves(p, o);
    if mask == 0 {
        return if crate::rules::othello::bitboard::moves(o, p) == 0 {
            eval::terminal(p, o)
        } else {
            -search_with_tables(tables, o, p, depth, probcut)
        };
    }
    let limits = SearchLimits::depth(depth);
    let deadline = Deadline::new(&limits);
    let leaf = sorter::Patterns::with_tables(tables.clone(), 0, 0);
    let mut mid = Midgame::with_leaf(&deadline, leaf, depth);
    mid.set_probcut(probcut);
    mid.set_eval_order(probcut);
    let mut best = (mask.trailing_zeros() as u8, 0);
    for d in 1..=depth.max(1) {
        if let Some(found) = mid.root(p, o, d, best.0) {
            best = found;
        }
    }
    best.1
}

/// The values of `(p, o)`, `p` to move, by full-width searches 1 to
/// `depth` plies deep with the staged patterns at the leaves
/// ([`best_move`] units, one iterative deepening): the data of the ProbCut
/// fit (`examples/othello_patterns.rs -- probcut`). `p` must have a move.
#[must_use]
pub fn values_by_depth(p: u64, o: u64, depth: u32) -> Vec<i32> {
    let limits = SearchLimits::depth(depth);
    let deadline = Deadline::new(&limits);
    let leaf = sorter::Patterns::staged(0, 0);
    let mut mid = Midgame::with_leaf(&deadline, leaf, depth);
    let mut best = (
        crate::rules::othello::bitboard::moves(p, o).trailing_zeros() as u8,
        0,
    );
    let mut values = Vec::new();
    for d in 1..=depth.max(1) {
        if let Some(found) = mid.root(p, o, d, best.0) {
            best = found;
        }
        values.push(best.1);
    }
    values
}

/// Solves the position exactly: `score` is the final disc difference from
/// the mover's point of view under perfect play (§7.6: empties to the
/// winner), `best` a move that reaches it (`Pass` when forced, `None` when
/// the game is over), `depth` the number of empties. Honours the time budget
/// and cancel flag of `limits` (depth is ignored); when stopped,
/// `cancelled` is true and the answer is not exact. With `limits.threads`
/// above 1 the search runs in parallel: the same score, and a move that
/// reaches it (among equally good moves maybe another one than with one
/// thread).
#[must_use]
pub fn solve(pos: &Position, limits: &SearchLimits) -> SearchResult<Move> {
    let deadline = Deadline::new(limits);
    let (p, o) = (pos.player(), pos.opponent());
    let empties = pos.empty().count_ones();
    if pos.is_over() {
        return SearchResult {
            best: None,
            score: eval::final_diff(p, o),
            depth: 0,
            nodes: 0,
            cancelled: false,
        };
    }
    if pos.must_pass() {
        let r = solve(&pos.passed(), limits);
        return SearchResult {
            best: Some(Move::Pass),
            score: -r.score,
            ..r
        };
    }
    let threads = limits.threads.max(1);
    let mut solver = Solver::parallel(&deadline, empties, threads);
    let (res, stopped) = crate::ai::in_pool(threads, || solver.root(p, o));
    SearchResult {
        best: res
            .and_then(|(sq, _)| Square::from_index(sq))
            .or_else(|| Square::from_index(pos.legal_mask().trailing_zeros() as u8))
            .map(Move::Place),
        score: res.map_or(0, |(_, v)| v),
        depth: empties,
        nodes: solver.total_nodes(),
        // A cancel that came before a task looked at the clock (a search
        // stopped before its first 1024 nodes, or a parallel task whose
        // stop did not reach the root) still means the answer may not be
        // exact: say so rather than claim a solve.
        cancelled: stopped || deadline.expired(),
    }
}
