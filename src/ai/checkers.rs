//! Computer opponent for Basque checkers.
//!
//! Negamax principal variation search (alpha-beta, every move after the
//! first tried with a null window first) with iterative deepening, a
//! transposition table, killer moves, a history table for the other quiet
//! moves, late move reductions, and a capture quiescence (captures are compulsory, so at
//! the horizon a side that must capture keeps capturing; there is no stand
//! pat). The evaluation is a weighted sum of terms ([`term`], [`Weights`]):
//! material (a king about two and a half men), advancement, the back-rank
//! guard, centre and edge men, mobility, men near crowning, runaway men,
//! trapped kings, trading down when ahead, the only side with kings and
//! the move. Its weights were fitted to self-play results (Texel style,
//! `examples/checkers_tune.rs`); the hand-made weights they replace stay as
//! [`Weights::REFERENCE`], the yardstick of `cargo bench --bench checkers
//! -- expert-match`, where the tuned Expert scored 67.8 % against the
//! reference at 50 ms a move each (200 games from 100 random 4-ply
//! openings, both colours: +125 =21 −54, Elo +129, 95 % +78 to +180) and
//! 75.8 % at 8 plies a move each (60 games); at the Expert level's own
//! limits (14 plies), 75.0 % over 20 games (+12 =6 −2, Elo +191, 95 % +22
//! to +360; 93 ms a move against the reference's 87).
//! Repetitions (with the game's history) and the 40-ply rule score as
//! draws.
//!
//! Family mode: the engine never plays a faulty move (it searches strictly
//! legal moves only); when the opponent has just made one it always huffs,
//! choosing the piece whose removal leaves the best searched position.
//!
//! With [`SearchLimits::threads`] above 1 the search is Lazy SMP with
//! simplified ABDADA, as in Gounki ([`super::lazy_smp`],
//! [`super::shared_table::Busy`]): helpers search the same root beside the
//! main search, sharing its transposition table and putting off the moves
//! another thread is busy with; the answer is the main search's, and a
//! fixed-depth score may differ from one thread's (deeper table entries,
//! reductions chosen in another order).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::ai::shared_table::{Busy, SharedTable};
use crate::ai::{Deadline, Level, SearchLimits, SearchResult};
use crate::rules::checkers::{
    FORTY_PLY_LIMIT, Game, Move, MoveList, MoveSink, PieceMove, Position, Square,
};
use crate::rules::{Rules, Side};

/// Score of a won position (minus the plies to reach it).
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search.
const WIN_BOUND: i32 = WIN - 1000;
/// Deepest ply of a search path (quiescence included).
const MAX_PLY: usize = 96;
const TT_BITS: u32 = 18;
/// Late move reductions from this remaining depth on ...
const LMR_DEPTH: i32 = 3;
/// ... for the quiet moves after this many (and after the table move and
/// the killers).
const LMR_AFTER: usize = 3;
/// Depth of the searches that compare huffs (they share one time budget).
const HUFF_DEPTH: u32 = 6;

/// The search limits of each level: a depth cap (plies, not counting the
/// capture quiescence) and a time budget a move ([`SearchLimits::level`]:
/// no iteration starts past half the budget, and the search stops at
/// [`crate::ai::HARD_STOP`] times it). On the 2-core development machine
/// the depth cap binds (thinking times a move from the level ladder), so
/// the levels play alike on every machine at least as fast; a slower one
/// plays shallower rather than slower:
/// - Beginner: 2 plies, material only, heavy evaluation noise (±80), 0.05 s
///   budget;
/// - Casual: 4 plies, light noise (±20), 0.1 s budget;
/// - Strong: 7 plies, 0.5 s budget (a few milliseconds a move);
/// - Expert: 14 plies, 1 s budget (about 0.07 s a move on average).
///
/// Late quiet moves are searched a ply shallower first (late move
/// reductions): Expert's 14 plies take about the time 12 took without.
#[must_use]
pub fn limits_for(level: Level) -> SearchLimits {
    let (depth, ms, noise) = match level {
        Level::Beginner => (2, 50, 80),
        Level::Casual => (4, 100, 20),
        Level::Strong => (7, 500, 0),
        Level::Expert => (14, 1_000, 0),
    };
    SearchLimits::level(depth, ms, noise, 0x5EED_C4EC_4E25)
}

/// The move the engine plays in `game` (a [`Move::Huff`] when a huff is
/// pending). `best` is `None` only when the game is over.
#[must_use]
pub fn best_move(game: &Game, level: Level, limits: &SearchLimits) -> SearchResult<Move> {
    best_move_with(game, level, limits, &Weights::TUNED)
}

/// [`best_move`] with the untuned evaluation ([`Weights::REFERENCE`]), the
/// yardstick of the benches.
#[must_use]
pub fn best_move_reference(game: &Game, level: Level, limits: &SearchLimits) -> SearchResult<Move> {
    best_move_with(game, level, limits, &Weights::REFERENCE)
}

/// [`best_move`] with the evaluation weights `weights`.
#[must_use]
pub fn best_move_with(
    game: &Game,
    level: Level,
    limits: &SearchLimits,
    weights: &Weights,
) -> SearchResult<Move> {
    if game.outcome().is_some() {
        return SearchResult {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            cancelled: false,
        };
    }
    let threads = limits.threads.max(1);
    let table = Arc::new(SharedTable::new(TT_BITS));
    let mut main = Searcher::new(game, level, limits, table.clone());
    main.weights = *weights;
    if threads == 1 {
        return main.best(game, limits.max_depth);
    }
    // The helpers stop when the main search returns (or on its cancel,
    // which stops the main search first).
    let stop = Arc::new(AtomicBool::new(false));
    let helper_limits = SearchLimits {
        cancel: stop.clone(),
        ..limits.clone()
    };
    let busy = Arc::new(Busy::default());
    main.busy = Some(busy.clone());
    let helpers: Vec<_> = (1..threads)
        .map(|_| {
            let mut h = Searcher::new(game, level, &helper_limits, table.clone());
            h.weights = *weights;
            h.busy = Some(busy.clone());
            move || h.best(game, limits.max_depth + 1).nodes
        })
        .collect();
    let (mut result, helper_nodes) =
        super::lazy_smp(|| main.best(game, limits.max_depth), helpers, &stop);
    result.nodes += helper_nodes;
    result
}

/// The evaluation's terms, each counted for the side to move minus the
/// opponent; [`evaluate_with`] is their dot product with a [`Weights`].
pub mod term {
    /// Men.
    pub const MEN: usize = 0;
    /// Kings.
    pub const KINGS: usize = 1;
    /// Rows the men have advanced (0 on the own back row, 6 one step from
    /// crowning).
    pub const ADVANCE: usize = 2;
    /// Men still on the own back row (guards against crowning).
    pub const BACK_RANK: usize = 3;
    /// Men on the centre squares (files d and e, rows 3 to 6).
    pub const CENTRE: usize = 4;
    /// Simple moves of the men.
    pub const MAN_MOBILITY: usize = 5;
    /// Simple moves of the kings (a flying king counts each square it can
    /// reach).
    pub const KING_MOBILITY: usize = 6;
    /// Men on the two rows before the far row.
    pub const NEAR_CROWN: usize = 7;
    /// Runaway men: no opponent piece anywhere in the cone of squares in
    /// front of them, so no man can stop them.
    pub const RUNAWAY: usize = 8;
    /// Kings with no simple move (trapped).
    pub const TRAPPED_KINGS: usize = 9;
    /// Kings on the long diagonal (a1–h8).
    pub const LONG_DIAGONAL: usize = 10;
    /// Men on the edge files (a and h).
    pub const EDGE_MEN: usize = 11;
    /// The piece lead times the pieces already off the board (24 less
    /// those left): trading down pays the side ahead.
    pub const TRADE: usize = 12;
    /// The only side with a king (1, -1 or 0).
    pub const SOLE_KING: usize = 13;
    /// The move (always 1: a bonus for the side to move).
    pub const TEMPO: usize = 14;
    /// Number of terms.
    pub const COUNT: usize = 15;
    /// Their names, for tools.
    pub const NAMES: [&str; COUNT] = [
        "men",
        "kings",
        "advance",
        "back rank",
        "centre",
        "man mobility",
        "king mobility",
        "near crown",
        "runaway",
        "trapped kings",
        "long diagonal",
        "edge men",
        "trade",
        "sole king",
        "tempo",
    ];
}

/// Weights of the evaluation's terms ([`term`]), in sixteenths of a
/// hundredth of a man (a man is worth about 1600).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; term::COUNT]);

impl Weights {
    /// The played weights, fitted by `examples/checkers_tune.rs` (Texel
    /// style, [`super::texel`]): `gen 3000 1` (3000 self-play games of the
    /// reference at 3 to 7 plies, 2771 decisive, 144,274 quiet positions),
    /// then `fit` (K = 105 for the reference, held; 2000 Adam steps from
    /// the reference; the same weights at 6000). Mean squared error on the
    /// held-out tenth: 0.1226 for the reference, 0.1149 fitted. In hundredths
    /// of a man: man 81, king 200 (plus 128 while the only side with
    /// kings), advance 1.1 a row, back-rank guard 7, centre 7, a man's move
    /// 2.2, a king's square −1.2, near crowning 48, runaway 61, trapped
    /// king −66, edge man −20, trade 2 a piece ahead per piece off, tempo
    /// 5; the long diagonal earned nothing (0.1).
    pub const TUNED: Weights = Weights([
        1291, 3203, 18, 112, 115, 35, -20, 766, 978, -1055, 1, -316, 33, 2050, 84,
    ]);

    /// The hand-made evaluation that this engine played with before it was
    /// tuned (issue #42), kept as a yardstick: man 100, king 320, 4 a row
    /// of advance, 10 a back-rank guard, 5 a centre man, 2 a simple move;
    /// no other term.
    pub const REFERENCE: Weights =
        Weights([1600, 5120, 64, 160, 80, 32, 32, 0, 0, 0, 0, 0, 0, 0, 0]);
}

/// Units of the weights per unit of score.
pub const WEIGHT_SCALE: i32 = 16;

/// Static evaluation from the side to move's point of view, with the
/// played weights.
#[must_use]
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &Weights::TUNED)
}

/// Static evaluation from the side to move's point of view, with `w`.
#[must_use]
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    let f = features(pos);
    let mut s = 0;
    for (w, f) in w.0.iter().zip(f) {
        s += w * f;
    }
    s / WEIGHT_SCALE
}

/// Neighbours of each square index, towards rank + 1 (left, right) then
/// rank − 1 (left, right); 32 = off the board.
const NEIGHBOURS: [[u8; 4]; 32] = build_neighbours();

const fn build_neighbours() -> [[u8; 4]; 32] {
    let mut t = [[32u8; 4]; 32];
    let mut i = 0;
    while i < 32 {
        let Some(sq) = Square::from_index(i as u8) else {
            break;
        };
        let (f, r) = (sq.file() as i32, sq.rank() as i32);
        let dirs = [(-1, 1), (1, 1), (-1, -1), (1, -1)];
        let mut d = 0;
        while d < 4 {
            let (nf, nr) = (f + dirs[d].0, r + dirs[d].1);
            let n = if nf >= 0 && nr >= 0 {
                Square::from_file_rank(nf as u8, nr as u8)
            } else {
                None
            };
            if let Some(n) = n {
                t[i][d] = n.index();
            }
            d += 1;
        }
        i += 1;
    }
    t
}

/// `CONE[side][i]`: the squares in front of a man of `side` on index `i`
/// that a man could reach (rows ahead, at most as many files aside).
const CONE: [[u32; 32]; 2] = build_cones();

const fn build_cones() -> [[u32; 32]; 2] {
    let mut t = [[0u32; 32]; 2];
    let mut i = 0;
    while i < 32 {
        let mut j = 0;
        while j < 32 {
            let (Some(a), Some(b)) = (Square::from_index(i as u8), Square::from_index(j as u8))
            else {
                break;
            };
            let df = (a.file() as i32 - b.file() as i32).abs();
            let up = b.rank() as i32 - a.rank() as i32;
            // Side index 0 is Black (moving down), 1 White (moving up).
            if -up > 0 && df <= -up {
                t[0][i] |= 1 << j;
            }
            if up > 0 && df <= up {
                t[1][i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
}

/// The long diagonal a1–h8.
const LONG_DIAGONAL: u32 = build_long_diagonal();

const fn build_long_diagonal() -> u32 {
    let mut m = 0;
    let mut k = 0;
    while k < 8 {
        if let Some(s) = Square::from_file_rank(k, k) {
            m |= s.bit();
        }
        k += 1;
    }
    m
}

/// The evaluation's terms of `pos` ([`term`]), side to move minus
/// opponent.
#[must_use]
pub fn features(pos: &Position) -> [i32; term::COUNT] {
    let mut f = [0i32; term::COUNT];
    let empty = !pos.occupied();
    let kings = pos.king_bits();
    for (side, sign) in [(Side::White, 1), (Side::Black, -1)] {
        let own = pos.side_bits(side);
        let opp = pos.side_bits(side.opponent());
        let (men, king_count) = pos.count(side);
        f[term::MEN] += sign * men as i32;
        f[term::KINGS] += sign * king_count as i32;
        let fwd = if side == Side::White { 0 } else { 2 };
        let mut bits = own & !kings;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let sq = Square::from_index(i as u8).unwrap_or_default();
            let adv = match side {
                Side::White => i32::from(sq.rank()),
                Side::Black => 7 - i32::from(sq.rank()),
            };
            f[term::ADVANCE] += sign * adv;
            f[term::BACK_RANK] += sign * i32::from(adv == 0);
            f[term::NEAR_CROWN] += sign * i32::from(adv >= 5);
            if (3..=4).contains(&sq.file()) && (2..=5).contains(&sq.rank()) {
                f[term::CENTRE] += sign;
            }
            if sq.file() == 0 || sq.file() == 7 {
                f[term::EDGE_MEN] += sign;
            }
            if CONE[side.index()][i] & opp == 0 {
                f[term::RUNAWAY] += sign;
            }
            for &n in &NEIGHBOURS[i][fwd..fwd + 2] {
                if n < 32 && empty & (1 << n) != 0 {
                    f[term::MAN_MOBILITY] += sign;
                }
            }
        }
        let mut bits = own & kings;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let mut moves = 0;
            for (d, &first) in NEIGHBOURS[i].iter().enumerate() {
                let mut n = first;
                while n < 32 && empty & (1 << n) != 0 {
                    moves += 1;
                    n = NEIGHBOURS[n as usize][d];
                }
            }
            f[term::KING_MOBILITY] += sign * moves;
            f[term::TRAPPED_KINGS] += sign * i32::from(moves == 0);
            f[term::LONG_DIAGONAL] += sign * i32::from(LONG_DIAGONAL & (1 << i) != 0);
        }
    }
    let (w, b) = (
        pos.side_bits(Side::White).count_ones() as i32,
        pos.side_bits(Side::Black).count_ones() as i32,
    );
    f[term::TRADE] = (w - b) * (24 - w - b);
    let (wk, bk) = (
        (pos.side_bits(Side::White) & kings) != 0,
        (pos.side_bits(Side::Black) & kings) != 0,
    );
    f[term::SOLE_KING] = i32::from(wk && !bk) - i32::from(bk && !wk);
    if pos.turn() == Side::Black {
        for x in &mut f {
            *x = -*x;
        }
    }
    f[term::TEMPO] = 1;
    f
}

/// Zobrist keys: `[side][kind][square]` and the side to move.
struct Zobrist {
    keys: [[[u64; 32]; 2]; 2],
    black_to_move: u64,
}

const ZOBRIST: Zobrist = build_zobrist();

const fn build_zobrist() -> Zobrist {
    let mut state: u64 = 0x1234_5678_9ABC_DEF0;
    let mut keys = [[[0u64; 32]; 2]; 2];
    let mut i = 0;
    while i < 128 {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        keys[i / 64][(i / 32) % 2][i % 32] = z ^ (z >> 31);
        i += 1;
    }
    Zobrist {
        keys,
        black_to_move: 0x7A3C_1D2E_9F80_4B65,
    }
}

/// The hash of a position (recomputed: 32-bit boards make this cheap).
fn hash(pos: &Position) -> u64 {
    let mut h = if pos.turn() == Side::Black {
        ZOBRIST.black_to_move
    } else {
        0
    };
    for side in [Side::Black, Side::White] {
        let own = pos.side_bits(side);
        for (kind, mut bits) in [(0, own & !pos.king_bits()), (1, own & pos.king_bits())] {
            while bits != 0 {
                h ^= ZOBRIST.keys[side.index()][kind][bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
        }
    }
    h
}

#[derive(Clone, Copy, Default)]
struct TtEntry {
    key: u64,
    score: i32,
    depth: i8,
    /// 0 empty, 1 exact, 2 lower bound, 3 upper bound.
    flag: u8,
    /// Index of the best move in the generator's (deterministic) order.
    best: u8,
}

struct RootResult {
    best: Option<PieceMove>,
    score: i32,
    depth: u32,
}

struct Searcher {
    deadline: Deadline,
    cancel: std::sync::Arc<std::sync::atomic::AtomicBool>,
    max_depth: u32,
    nodes: u64,
    stopped: bool,
    tt: Arc<SharedTable<TtEntry>>,
    /// Hashes since the last irreversible move, the current position last.
    stack: Vec<u64>,
    killers: [[Option<PieceMove>; 2]; MAX_PLY + 1],
    /// `history[side][from][to]`: how often (weighted by depth²) a quiet
    /// move cut a node off; orders the quiet moves after the killers.
    history: Box<[[[i32; 32]; 32]; 2]>,
    noise: i32,
    noise_seed: u64,
    /// Beginner: material and noise only.
    plain_eval: bool,
    weights: Weights,
    /// The moves the threads of a parallel search are busy with (`None`:
    /// one thread, which then searches exactly as it always did).
    busy: Option<Arc<Busy>>,
    /// Late move reductions (always on in play; tests turn them off to
    /// compare searches that must agree exactly).
    lmr: bool,
}

impl Searcher {
    fn new(
        game: &Game,
        level: Level,
        limits: &SearchLimits,
        tt: Arc<SharedTable<TtEntry>>,
    ) -> Searcher {
        Searcher {
            deadline: Deadline::new(limits),
            cancel: limits.cancel.clone(),
            max_depth: limits.max_depth,
            nodes: 0,
            stopped: false,
            tt,
            stack: game.history().iter().map(hash).collect(),
            killers: [[None; 2]; MAX_PLY + 1],
            history: Box::new([[[0; 32]; 32]; 2]),
            noise: limits.noise.max(0),
            noise_seed: limits.noise_seed,
            plain_eval: level == Level::Beginner && limits.noise > 0,
            weights: Weights::TUNED,
            busy: None,
            lmr: true,
        }
    }

    /// The best move of `game` to `max_depth` (a huff when one is
    /// pending).
    fn best(&mut self, game: &Game, max_depth: u32) -> SearchResult<Move> {
        if !game.huffable().is_empty() {
            return self.best_huff(game);
        }
        let r = self.search_root(game.position(), game.quiet_plies(), max_depth);
        SearchResult {
            best: r.best.map(Move::Piece),
            score: r.score,
            depth: r.depth,
            nodes: self.nodes,
            cancelled: self.cancelled(),
        }
    }

    fn cancelled(&self) -> bool {
        self.stopped && self.cancel.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn eval(&self, pos: &Position, key: u64) -> i32 {
        let mut e = if self.plain_eval {
            let (wm, wk) = pos.count(Side::White);
            let (bm, bk) = pos.count(Side::Black);
            let w = &self.weights.0;
            let s = ((wm as i32 - bm as i32) * w[term::MEN]
                + (wk as i32 - bk as i32) * w[term::KINGS])
                / WEIGHT_SCALE;
            if pos.turn() == Side::White { s } else { -s }
        } else {
            evaluate_with(pos, &self.weights)
        };
        if self.noise > 0 {
            let mut r = crate::rules::SplitMix64(key ^ self.noise_seed);
            e += (r.next_u64() % (2 * self.noise as u64 + 1)) as i32 - self.noise;
        }
        e
    }

    /// Huffs the piece that leaves the best position (spec §6.7).
    fn best_huff(&mut self, game: &Game) -> SearchResult<Move> {
        let mut best: Option<(Square, i32, u32)> = None;
        let depth = self.max_depth.min(HUFF_DEPTH);
        for &sq in game.huffable() {
            let Ok((after, _)) = game.clone().huff(sq) else {
                continue;
            };
            let saved = std::mem::replace(&mut self.stack, vec![hash(after.position())]);
            let r = self.search_root(after.position(), 0, depth);
            self.stack = saved;
            if best.is_none_or(|(_, s, _)| r.score > s) {
                best = Some((sq, r.score, r.depth));
            }
        }
        SearchResult {
            best: best.map(|(sq, _, _)| Move::Huff(sq)),
            score: best.map_or(0, |b| b.1),
            depth: best.map_or(0, |b| b.2),
            nodes: self.nodes,
            cancelled: self.cancelled(),
        }
    }

    fn search_root(&mut self, pos: &Position, quiet: u32, max_depth: u32) -> RootResult {
        let mut list = MoveList::new();
        pos.generate_legal(&mut list);
        let moves: Vec<PieceMove> = if list.overflowed() {
            pos.legal_moves()
        } else {
            list.as_slice().to_vec()
        };
        let key = hash(pos);
        if moves.is_empty() {
            return RootResult {
                best: None,
                score: -WIN,
                depth: 0,
            };
        }
        let mut result = RootResult {
            best: Some(moves[0]),
            score: self.eval(pos, key),
            depth: 0,
        };
        if moves.len() == 1 {
            return result;
        }
        let mut order: Vec<PieceMove> = moves;
        for depth in 1..=max_depth.max(1) {
            let mut alpha = -WIN - 1;
            let mut best_here = None;
            for (i, mv) in order.clone().iter().enumerate() {
                let child = pos.apply(mv);
                let d = depth as i32 - 1;
                // Principal variation search: a null window after the first.
                let mut score = if i == 0 {
                    -self.child(&child, mv, pos, quiet, d, 1, -WIN - 1, -alpha)
                } else {
                    -self.child(&child, mv, pos, quiet, d, 1, -alpha - 1, -alpha)
                };
                if i > 0 && score > alpha && !self.stopped {
                    score = -self.child(&child, mv, pos, quiet, d, 1, -WIN - 1, -alpha);
                }
                if self.stopped {
                    break;
                }
                if score > alpha || best_here.is_none() {
                    alpha = score;
                    best_here = Some((*mv, score));
                    // Keep the principal move first for the next iteration.
                    order[..=i].rotate_right(1);
                }
            }
            if self.stopped {
                break;
            }
            if let Some((mv, score)) = best_here {
                result = RootResult {
                    best: Some(mv),
                    score,
                    depth,
                };
                if score.abs() > WIN_BOUND {
                    break; // a forced result: deeper search changes nothing
                }
            }
            if self.deadline.no_new_iteration() {
                // Out of time or cancelled between two iterations counts as
                // stopped, as it would inside the next one.
                self.stopped |= self.deadline.expired();
                break;
            }
        }
        result
    }

    /// Searches `child`, reached by `mv` from `parent`, keeping the
    /// repetition stack and the quiet-ply count.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        child: &Position,
        mv: &PieceMove,
        parent: &Position,
        quiet: u32,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let irreversible = mv.is_capture() || parent.king_bits() & mv.from().bit() == 0;
        let quiet = if irreversible { 0 } else { quiet + 1 };
        let saved_len = self.stack.len();
        let saved = if irreversible {
            Some(std::mem::take(&mut self.stack))
        } else {
            None
        };
        self.stack.push(hash(child));
        let score = self.negamax(child, depth, ply, alpha, beta, quiet);
        match saved {
            Some(s) => self.stack = s,
            None => self.stack.truncate(saved_len),
        }
        score
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        quiet: u32,
    ) -> i32 {
        if self.deadline.tick(&mut self.nodes, &mut self.stopped) {
            return 0;
        }
        let key = *self.stack.last().unwrap_or(&0);
        // A repeated position (same side to move) is scored as a draw.
        let n = self.stack.len();
        if n >= 3
            && self.stack[..n - 1]
                .iter()
                .rev()
                .skip(1)
                .step_by(2)
                .any(|&k| k == key)
        {
            return 0;
        }
        if quiet >= FORTY_PLY_LIMIT {
            return 0;
        }
        let mut list = MoveList::new();
        let captures = pos.generate_captures(&mut list) > 0;
        if !captures {
            if depth <= 0 || ply >= MAX_PLY {
                return self.eval(pos, key);
            }
            pos.generate_simple(&mut list);
        }
        if list.is_empty() {
            return -(WIN - ply as i32);
        }
        if ply >= MAX_PLY {
            return self.eval(pos, key);
        }
        // Captures at the horizon are searched to the end (quiescence).
        let next_depth = if depth <= 0 { 0 } else { depth - 1 };

        let entry = self.tt.get(key);
        let mut tt_best = None;
        if entry.flag != 0 && entry.key == key {
            tt_best = Some(entry.best as usize);
            if i32::from(entry.depth) >= depth {
                let s = from_tt(entry.score, ply);
                match entry.flag {
                    1 => return s,
                    2 if s >= beta => return s,
                    3 if s <= alpha => return s,
                    _ => {}
                }
            }
        }

        // A list too small for the moves (never in play) is replaced by a
        // Vec of the same moves, so that none is lost.
        let mut all = Vec::new();
        let moves: &mut [PieceMove] = if list.overflowed() {
            if pos.generate_captures(&mut all) == 0 {
                pos.generate_simple(&mut all);
            }
            &mut all
        } else {
            list.as_mut_slice()
        };
        let killers = self.killers[ply];
        let history = &self.history[pos.turn() as usize];
        let rank = |i: usize| -> i32 {
            let m = &moves[i];
            if Some(i) == tt_best {
                return 1 << 30;
            }
            if killers.contains(&Some(*m)) {
                return 1 << 29;
            }
            let promo = pos.king_bits() & m.from().bit() == 0
                && crate::rules::checkers::far_row(pos.turn()) & m.to().bit() != 0;
            (i32::from(promo) << 28)
                + history[usize::from(m.from().index()) % 32][usize::from(m.to().index()) % 32]
        };
        // Each key computed once; ties keep the generator's order.
        let mut keyed: Vec<(i32, usize)> = (0..moves.len()).map(|i| (-rank(i), i)).collect();
        keyed.sort_unstable();
        let idx: Vec<usize> = keyed.into_iter().map(|(_, i)| i).collect();

        let alpha0 = alpha;
        let mut best = -WIN - 1;
        let mut best_i = idx[0];
        // With helpers (see `Busy`): a move after the first that another
        // thread is searching waits for a second pass.
        // (Cloned only where used: every clone touches the count the
        // threads share.)
        let busy = self.busy.as_ref().filter(|_| depth >= DEFER_DEPTH).cloned();
        let mut deferred: Vec<usize> = Vec::new();
        'passes: for pass in 0..2 {
            let count = if pass == 0 { idx.len() } else { deferred.len() };
            for k in 0..count {
                let n = if pass == 0 { k } else { deferred[k] };
                let i = idx[n];
                let mv = moves[i];
                let child = pos.apply(&mv);
                let mut _searching = None;
                if let Some(busy) = &busy {
                    let k = hash(&child);
                    if pass == 0 && n > 0 && busy.is_busy(k) {
                        deferred.push(n);
                        continue;
                    }
                    _searching = Some(busy.searching(k));
                }
                let late = self.lmr
                    && !captures
                    && depth >= LMR_DEPTH
                    && n >= LMR_AFTER
                    && Some(i) != tt_best
                    && !killers.contains(&Some(mv));
                if late {
                    // Late move reduction: a late quiet move is searched a ply
                    // shallower with a null window first; only a move that
                    // then beats alpha is searched in full.
                    let d = next_depth - 1;
                    let s = -self.child(&child, &mv, pos, quiet, d, ply + 1, -alpha - 1, -alpha);
                    if self.stopped {
                        return 0;
                    }
                    if s <= alpha {
                        if s > best {
                            best = s;
                            best_i = i;
                        }
                        continue;
                    }
                }
                let mut score = if n == 0 || beta == alpha + 1 {
                    -self.child(&child, &mv, pos, quiet, next_depth, ply + 1, -beta, -alpha)
                } else {
                    -self.child(
                        &child,
                        &mv,
                        pos,
                        quiet,
                        next_depth,
                        ply + 1,
                        -alpha - 1,
                        -alpha,
                    )
                };
                if n > 0 && score > alpha && score < beta && beta > alpha + 1 && !self.stopped {
                    score =
                        -self.child(&child, &mv, pos, quiet, next_depth, ply + 1, -beta, -alpha);
                }
                if self.stopped {
                    return 0;
                }
                if score > best {
                    best = score;
                    best_i = i;
                }
                if score > alpha {
                    alpha = score;
                }
                if alpha >= beta {
                    if !mv.is_capture() {
                        let k = &mut self.killers[ply];
                        if k[0] != Some(mv) {
                            k[1] = k[0];
                            k[0] = Some(mv);
                        }
                        let d = depth.clamp(1, 30);
                        let h = &mut self.history[pos.turn() as usize]
                            [usize::from(mv.from().index()) % 32]
                            [usize::from(mv.to().index()) % 32];
                        *h = (*h + d * d).min(1 << 26);
                    }
                    break 'passes;
                }
            }
        }
        let flag = if best <= alpha0 {
            3
        } else if best >= beta {
            2
        } else {
            1
        };
        if i32::from(entry.depth) <= depth || entry.key != key {
            self.tt.set(
                key,
                TtEntry {
                    key,
                    score: to_tt(best, ply),
                    depth: depth.clamp(0, 127) as i8,
                    flag,
                    // Only a move-ordering hint: past 255 moves (never in
                    // play) it may point at another move.
                    best: u8::try_from(best_i).unwrap_or(u8::MAX),
                },
            );
        }
        best
    }
}

/// Moves of nodes with this many plies left or more are marked busy while
/// searched, in a parallel search (shallower subtrees cost less than the
/// marking).
const DEFER_DEPTH: i32 = 3;

/// Win scores are stored relative to the node, not the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::checkers::move_text;
    use crate::rules::{Notation, Rules};
    use std::time::Duration;
    use std::time::Instant;

    fn game(fen: &str) -> Game {
        Game::parse_position(fen).expect("fen")
    }

    fn best_text(g: &Game, limits: &SearchLimits) -> String {
        best_move(g, Level::Expert, limits)
            .best
            .map(|m| move_text(&m))
            .unwrap_or_default()
    }

    /// The evaluation as it was written before the weights (issue #42):
    /// [`Weights::REFERENCE`] must give exactly this.
    fn hand_made(pos: &Position) -> i32 {
        struct Counter(usize);
        impl MoveSink for Counter {
            fn push(&mut self, _mv: PieceMove) {
                self.0 += 1;
            }
            fn len(&self) -> usize {
                self.0
            }
            fn truncate(&mut self, len: usize) {
                self.0 = self.0.min(len);
            }
        }
        let side_score = |side: Side| {
            let (men, kings) = pos.count(side);
            let mut score = men as i32 * 100 + kings as i32 * 320;
            for (sq, piece) in pos.pieces(side) {
                if piece.kind == crate::rules::checkers::PieceKind::King {
                    continue;
                }
                let adv = match side {
                    Side::White => i32::from(sq.rank()),
                    Side::Black => 7 - i32::from(sq.rank()),
                };
                score += adv * 4;
                if adv == 0 {
                    score += 10;
                }
                if (3..=4).contains(&sq.file()) && (2..=5).contains(&sq.rank()) {
                    score += 5;
                }
            }
            let mut p = *pos;
            p.set_turn(side);
            let mut c = Counter(0);
            p.generate_simple(&mut c);
            score + 2 * c.0 as i32
        };
        let s = side_score(Side::White) - side_score(Side::Black);
        if pos.turn() == Side::White { s } else { -s }
    }

    /// Positions from random games (captures, kings and endings included).
    fn random_positions(n: usize, seed: u64) -> Vec<Position> {
        let mut rng = crate::rules::SplitMix64(seed);
        let mut out = Vec::new();
        while out.len() < n {
            let mut p = Position::start();
            for _ in 0..200 {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p = p.apply(&moves[rng.below(moves.len())]);
                out.push(p);
            }
        }
        out
    }

    #[test]
    fn reference_weights_are_the_hand_made_evaluation() {
        for pos in random_positions(3000, 9) {
            assert_eq!(
                evaluate_with(&pos, &Weights::REFERENCE),
                hand_made(&pos),
                "{pos:?}"
            );
        }
    }

    #[test]
    fn evaluation_is_antisymmetric() {
        // The same position with the other side to move scores the
        // opposite (the tempo term aside).
        for pos in random_positions(1000, 10) {
            let mut other = pos;
            other.set_turn(pos.turn().opponent());
            let (a, b) = (features(&pos), features(&other));
            for t in 0..term::TEMPO {
                assert_eq!(a[t], -b[t], "{} {pos:?}", term::NAMES[t]);
            }
        }
    }

    /// A spent budget ends the iterative deepening after its first
    /// iteration, with a legal move.
    #[test]
    fn a_spent_budget_starts_no_new_iteration() {
        let limits = SearchLimits {
            budget: Some(std::time::Duration::ZERO),
            ..SearchLimits::depth(10)
        };
        let g = Game::new();
        let r = best_move(&g, Level::Expert, &limits);
        assert_eq!(r.depth, 1);
        assert!(r.best.is_some_and(|m| g.is_legal(m)));
    }

    #[test]
    fn finds_a_win_in_one() {
        // 32-27 leaves Black's only man without a move; 31-27 would let it take.
        let g = game("W:W19,28,31,32:B24");
        for level in Level::ALL {
            let r = best_move(&g, level, &limits_for(level));
            assert_eq!(
                r.best.map(|m| move_text(&m)).as_deref(),
                Some("32-27"),
                "{level:?}"
            );
        }
        let r = best_move(&g, Level::Expert, &SearchLimits::depth(3));
        assert!(
            r.score > WIN_BOUND,
            "a forced win is scored as such: {}",
            r.score
        );
    }

    #[test]
    fn avoids_a_loss_in_one() {
        // 22-18 walks into 15x22 and loses the last piece.
        let g = game("W:W22:B15");
        for level in [Level::Casual, Level::Strong, Level::Expert] {
            assert_eq!(best_text(&g, &limits_for(level)), "22-17", "{level:?}");
        }
    }

    #[test]
    fn fixed_depth_search_completes() {
        let g = Game::new();
        let r = best_move(&g, Level::Strong, &SearchLimits::depth(6));
        assert!(r.best.is_some_and(|m| g.is_legal(m)));
        assert_eq!(r.depth, 6);
    }

    /// Cancelling makes the search return (with a legal move) instead of
    /// running to depth 40; the latency is measured by `cargo bench
    /// --no-default-features --bench checkers -- cancel`, not asserted.
    #[test]
    fn cancel_stops_the_search() {
        // On one thread and on several (the helpers stop with the main
        // search).
        for threads in [1, 2] {
            // Depth 40 from the start would not finish in any test run: that
            // it returns at all shows the cancel worked.
            let limits = SearchLimits::depth(40).with_threads(threads);
            let r = crate::ai::cancel_after(limits, Duration::from_millis(150), |l| {
                best_move(&Game::new(), Level::Expert, l)
            });
            assert!(r.cancelled);
            assert!(r.best.is_some_and(|m| Game::new().is_legal(m)));
        }
    }

    #[test]
    fn time_limit_is_respected() {
        let limits = SearchLimits::time(Duration::from_millis(100));
        let t0 = Instant::now();
        let r = best_move(&Game::new(), Level::Expert, &limits);
        // A generous margin over the 100 ms budget (more in a debug build):
        // this checks that the clock stops the search, not how precisely.
        let bound = Duration::from_millis(if cfg!(debug_assertions) { 3000 } else { 400 });
        assert!(t0.elapsed() < bound, "{:?}", t0.elapsed());
        assert!(!r.cancelled);
        assert!(r.best.is_some());
    }

    #[test]
    fn never_plays_a_faulty_move_and_always_huffs() {
        let g = game("W:W18,28:B15,22").with_family(true);
        let r = best_move(&g, Level::Strong, &SearchLimits::depth(4));
        assert_eq!(r.best.map(|m| move_text(&m)).as_deref(), Some("18x11"));
        let (after, _) = g
            .clone()
            .play(g.parse_move("28-24").expect("faulty"))
            .expect("legal");
        let r = best_move(&after, Level::Strong, &SearchLimits::depth(4));
        assert_eq!(
            r.best,
            Some(Move::Huff(Square::from_number(18).expect("sq")))
        );
    }

    #[test]
    fn huff_choice_by_evaluation() {
        // White 14 and 23 are both obliged to take; Black huffs one of them
        // after the faulty 31-27, keeping the position best for Black.
        let g = game("W:W14,23,31:B10,19,1").with_family(true);
        let (after, _) = g
            .clone()
            .play(g.parse_move("31-27").expect("faulty"))
            .expect("legal");
        assert_eq!(after.huffable().len(), 2);
        let r = best_move(&after, Level::Strong, &SearchLimits::depth(4));
        assert!(matches!(r.best, Some(Move::Huff(_))));
        assert!(after.is_legal(r.best.expect("huff")));
    }

    #[test]
    fn takes_a_repetition_draw_when_behind() {
        // Three kings against one: after seven plies of shuffling, 5-1 makes
        // the start position occur a third time, a draw Black should take.
        let mut g = game("W:WK30,K31,K32:BK1");
        for m in ["32-28", "1-5", "28-32", "5-1", "32-28", "1-5", "28-32"] {
            g = g
                .clone()
                .play(g.parse_move(m).expect("legal"))
                .expect("legal")
                .0;
        }
        let r = best_move(&g, Level::Strong, &SearchLimits::depth(6));
        assert_eq!(r.best.map(|m| move_text(&m)).as_deref(), Some("5-1"));
        assert_eq!(r.score, 0);
        let over = g
            .clone()
            .play(g.parse_move("5-1").expect("legal"))
            .expect("legal")
            .0;
        assert!(over.outcome().is_some());
        assert_eq!(
            best_move(&over, Level::Strong, &SearchLimits::depth(4)).best,
            None
        );
    }

    #[test]
    fn higher_level_beats_lower_level() {
        // Each level scores at least +4 (wins minus losses) over 8 games
        // against the one below, from different openings (colours
        // alternate).
        for (weak, strong) in [
            (Level::Beginner, Level::Casual),
            (Level::Casual, Level::Strong),
        ] {
            let mut score = 0i32;
            for game_no in 0..8u64 {
                let mut g = Game::new();
                // Two random opening plies for variety.
                let mut rng = crate::rules::SplitMix64(game_no + 1);
                for _ in 0..2 {
                    let moves = g.legal_moves();
                    g = g.play(moves[rng.below(moves.len())]).expect("legal").0;
                }
                let strong_side = if game_no % 2 == 0 {
                    Side::White
                } else {
                    Side::Black
                };
                for _ in 0..200 {
                    if g.outcome().is_some() {
                        break;
                    }
                    let level = if g.turn() == strong_side {
                        strong
                    } else {
                        weak
                    };
                    // Depth-only limits keep the test deterministic.
                    let mut lim = SearchLimits::depth(limits_for(level).max_depth);
                    lim.noise = limits_for(level).noise;
                    lim.noise_seed = limits_for(level).noise_seed ^ game_no;
                    let mv = best_move(&g, level, &lim).best.expect("a move");
                    g = g.play(mv).expect("legal").0;
                }
                score += match g.outcome().and_then(|o| o.winner) {
                    Some(w) if w == strong_side => 1,
                    Some(_) => -1,
                    None => 0,
                };
            }
            assert!(score >= 4, "{strong:?} vs {weak:?}: {score}");
        }
    }

    /// The root score of a fixed-depth search of `g` by one thread, late
    /// move reductions on or off; with `busy`, the moves to the positions it
    /// marks count as being searched by another thread.
    fn root_score(g: &Game, depth: u32, lmr: bool, busy: Option<Arc<Busy>>) -> RootResult {
        let limits = SearchLimits::depth(depth);
        let mut s = Searcher::new(g, Level::Expert, &limits, Arc::new(SharedTable::new(16)));
        s.lmr = lmr;
        s.busy = busy;
        s.search_root(g.position(), g.quiet_plies(), depth)
    }

    #[test]
    fn moves_left_for_another_thread_keep_the_fixed_depth_score() {
        // A parallel search puts off the moves another thread is busy with
        // and searches them last: only the order changes, so without late
        // move reductions (whose choice depends on the order) the
        // fixed-depth score is the one thread's. Here every reply but the
        // first to each root move is marked busy, as another thread would;
        // on real threads (Lazy SMP) the search must finish to the depth
        // with a legal move (its score may differ, see the module docs).
        let mut rng = crate::rules::SplitMix64(5);
        let mut searches = 0;
        for game_no in 0..8 {
            let mut g = Game::new();
            for _ in 0..(4 + 3 * game_no) {
                let moves = g.legal_moves();
                if g.outcome().is_some() || moves.is_empty() {
                    break;
                }
                g = g.play(moves[rng.below(moves.len())]).expect("legal").0;
            }
            if g.outcome().is_some() {
                continue;
            }
            let one = root_score(&g, 6, false, None);
            let busy = Arc::new(Busy::default());
            let pos = g.position();
            for mv in pos.legal_moves() {
                let next = pos.apply(&mv);
                for reply in next.legal_moves().iter().skip(1) {
                    busy.start(hash(&next.apply(reply)));
                }
            }
            let deferred = root_score(&g, 6, false, Some(busy));
            assert_eq!(
                (deferred.score, deferred.depth),
                (one.score, one.depth),
                "{g:?}"
            );
            for threads in [2, 3] {
                let limits = SearchLimits::depth(6).with_threads(threads);
                let played = best_move(&g, Level::Expert, &limits);
                assert!(!played.cancelled);
                assert_eq!(played.depth, one.depth);
                assert!(g.is_legal(played.best.expect("a move")));
                searches += 1;
            }
        }
        assert!(searches >= 10);
    }
}
