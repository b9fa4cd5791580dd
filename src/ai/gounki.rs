//! Computer opponent for Gounki: alpha-beta (negamax, principal variation
//! search) with iterative deepening, a transposition table, killer moves, a
//! history table for the other quiet moves, late move reductions and a
//! race-aware evaluation.
//!
//! Guarantees, at every level:
//! * an immediate win (an exit, or capturing the last enemy piece) is always
//!   played: every node tries winning moves first and stops there;
//! * a loss in one is avoided when any move avoids it: every level searches
//!   at least 2 plies, and evaluation noise never touches win/loss scores;
//! * repeated positions (in the game so far or along the search path) score
//!   as draws, so the engine neither walks into nor misses repetition draws.
//!
//! With [`SearchLimits::threads`] above 1 the search is Lazy SMP
//! ([`super::lazy_smp`]): one helper per extra thread searches the same
//! root by iterative deepening beside the main search, all sharing one
//! transposition table, and a thread that meets a move another one is
//! searching puts it off to the end ([`Busy`], simplified ABDADA), so the
//! threads spread over the tree; the answer is the main search's. What the
//! helpers store lets the main search cut nodes it would have searched, so
//! it reaches its depth sooner. A table entry may hold a deeper result than
//! the main search asked for (a helper that finished first goes on a ply
//! deeper), and late move reductions depend on the order the threads meet
//! the moves in, so a fixed-depth score can differ from one thread's, as it
//! would after a deeper earlier search.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::shared_table::{Busy, SharedTable};
use super::{Deadline, Level, SearchLimits, SearchResult};
use crate::rules::Side;
use crate::rules::gounki::{Game, MAX_MOVES, Move, MoveList, Position, Square, goal_distance_from};

/// Score of a win at the root; a win found `ply` plies deep scores
/// `WIN - ply` so that faster wins are preferred.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses, not evaluations.
const WIN_BOUND: i32 = WIN - 1_000;
const MAX_PLY: usize = 96;

/// The search limits of each level: a depth cap and a time budget a move
/// ([`SearchLimits::level`]: no iteration starts past half the budget, and
/// the search stops at [`super::HARD_STOP`] times it). On the 2-core
/// development machine the depth cap binds but for Expert's heaviest
/// positions (thinking times a move from the level ladder), so the levels
/// play alike on every machine at least as fast; a slower one plays
/// shallower rather than slower:
/// - Beginner: 2 plies, heavy evaluation noise (±240), 0.06 s budget;
/// - Casual: 3 plies, light noise (±50), 0.125 s budget;
/// - Strong: 5 plies, 0.5 s budget (about 0.03 s a move);
/// - Expert: 8 plies, 1 s budget (about 0.3 s a move on average against
///   Strong).
///
/// (The noise doubled with the tuned [`WEIGHTS`], whose piece is worth 202
/// instead of 100, so that the levels' errors stay as large as before.)
/// Strong searched 4 plies until the ladder showed it barely above Casual
/// (Elo step +127) and far below Expert (20 of 20); at 5 plies it is +241
/// above Casual (README, the level ladder).
///
/// Late quiet moves are searched a ply or two shallower first (late move
/// reductions), and from 5-ply iterations on null-move and reverse
/// futility pruning cut more: Expert's 8 plies take less time than 6 took
/// without them.
#[must_use]
pub fn limits_for(level: Level) -> SearchLimits {
    let (depth, ms, noise) = match level {
        Level::Beginner => (2, 60, 240),
        Level::Casual => (3, 125, 50),
        Level::Strong => (5, 500, 0),
        Level::Expert => (8, 1_000, 0),
    };
    SearchLimits::level(depth, ms, noise, 0x9e37_79b9)
}

/// The move the engine plays in `game` (`best` is `None` only when the game
/// is over). `limits` decide depth, time, noise and cancellation; `level`
/// only names the caller's choice (use [`limits_for`] for its limits).
#[must_use]
pub fn best_move(game: &Game, level: Level, limits: &SearchLimits) -> SearchResult<Move> {
    let _ = level;
    let threads = limits.threads.max(1);
    let table = Arc::new(SharedTable::new(TT_BITS));
    let mut main = Searcher::new(game, limits, table.clone());
    let max_depth = limits.max_depth.max(1);
    if threads == 1 {
        return main.run(game.position(), max_depth);
    }
    let busy = Arc::new(Busy::default());
    main.busy = Some(busy.clone());
    // The helpers stop when the main search returns (or on its cancel,
    // which stops the main search first).
    let stop = Arc::new(AtomicBool::new(false));
    let helper_limits = SearchLimits {
        cancel: stop.clone(),
        ..limits.clone()
    };
    let helpers: Vec<_> = (1..threads)
        .map(|_| {
            let mut h = Searcher::new(game, &helper_limits, table.clone());
            h.busy = Some(busy.clone());
            move || {
                h.run(game.position(), max_depth + 1);
                h.nodes
            }
        })
        .collect();
    let (mut result, helper_nodes) =
        super::lazy_smp(|| main.run(game.position(), max_depth), helpers, &stop);
    result.nodes += helper_nodes;
    result
}

#[derive(Clone, Copy, Default)]
struct TtEntry {
    key: u64,
    mv: Option<Move>,
    score: i32,
    depth: i8,
    bound: Bound,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

struct Searcher {
    deadline: Deadline,
    nodes: u64,
    stopped: bool,
    tt: Arc<SharedTable<TtEntry>>,
    /// Hashes of the game so far (current position last), then of the
    /// search path.
    path: Vec<u64>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// `history[from][to]` (the last square of a deployment): how often,
    /// weighted by depth², a quiet move cut a node off (the side to move is
    /// told apart by the direction of the move); orders the quiet moves.
    history: Box<[[i32; 64]; 64]>,
    noise: i32,
    noise_seed: u64,
    cancel: Arc<AtomicBool>,
    /// The moves the threads of a parallel search are busy with (`None`:
    /// one thread, which then searches exactly as it always did).
    busy: Option<Arc<Busy>>,
    /// Late move reductions and null-move pruning (always on in play;
    /// tests turn them off to compare searches that must agree exactly).
    lmr: bool,
    /// The node being searched was reached by a null move (no two in a
    /// row).
    after_null: bool,
    /// Reverse futility and null-move pruning are on: only in iterations
    /// of at least [`PRUNE_FROM_DEPTH`] plies (and with `lmr`), so that the
    /// shallow levels search exactly as before and a deep search pays for
    /// its risk in depth.
    prune: bool,
}

/// The table: 1 M entries (32 MB), shared by the threads of a search.
const TT_BITS: u32 = 20;

impl Searcher {
    /// A searcher storing into `tt`.
    fn new(game: &Game, limits: &SearchLimits, tt: Arc<SharedTable<TtEntry>>) -> Searcher {
        let path: Vec<u64> = game.hashes().to_vec();
        Searcher {
            deadline: Deadline::new(limits),
            nodes: 0,
            stopped: false,
            tt,
            path,
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[0; 64]; 64]),
            noise: limits.noise.max(0),
            noise_seed: limits.noise_seed,
            cancel: limits.cancel.clone(),
            busy: None,
            lmr: true,
            after_null: false,
            prune: false,
        }
    }

    fn run(&mut self, root: &Position, max_depth: u32) -> SearchResult<Move> {
        let mut moves = root.legal_moves();
        let mut result = SearchResult {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            cancelled: false,
        };
        if moves.is_empty() || !root.has_pieces(root.side_to_move().opponent()) {
            return result;
        }
        self.order(root, &mut moves, None, 0);
        result.best = Some(moves[0]);
        // An immediate win needs no search.
        for &mv in moves.iter() {
            if wins_at_once(root, mv) {
                result.best = Some(mv);
                result.score = WIN - 1;
                result.depth = 1;
                return result;
            }
        }
        // Every level looks at least 2 plies ahead (losses in one).
        let max_depth = max_depth.clamp(2, MAX_PLY as u32 - 8);
        for depth in 1..=max_depth {
            self.prune = self.lmr && depth >= PRUNE_FROM_DEPTH;
            let (score, best) = self.root_search(root, &mut moves, depth as i32);
            if self.stopped {
                // A partial iteration is trusted only when it proved a win.
                if let Some(b) = best.filter(|_| score > WIN_BOUND) {
                    result.best = Some(b);
                    result.score = score;
                }
                break;
            }
            result.best = best.or(result.best);
            result.score = score;
            result.depth = depth;
            if score.abs() > WIN_BOUND {
                break;
            }
            if depth >= 2 && self.deadline.no_new_iteration() {
                // Out of time or cancelled between two iterations counts as
                // stopped, as it would inside the next one.
                self.stopped |= self.deadline.expired();
                break;
            }
        }
        result.nodes = self.nodes;
        result.cancelled = self.stopped && self.cancel.load(Ordering::Relaxed);
        result
    }

    fn root_search(
        &mut self,
        root: &Position,
        moves: &mut MoveList,
        depth: i32,
    ) -> (i32, Option<Move>) {
        let mut alpha = -WIN - 1;
        let beta = WIN + 1;
        let mut best = None;
        let mut scores: Vec<(Move, i32)> = Vec::with_capacity(moves.len());
        for (i, &mv) in moves.iter().enumerate() {
            let mut next = *root;
            next.apply(mv);
            self.path.push(next.hash());
            let score = self.pvs(&next, i == 0, depth - 1, 1, alpha, beta);
            self.path.pop();
            if self.stopped {
                return (alpha, best);
            }
            scores.push((mv, score));
            if score > alpha {
                alpha = score;
                best = Some(mv);
            }
        }
        // Best first for the next iteration (stable, so ties keep order).
        scores.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        let mut reordered = MoveList::new();
        for (mv, _) in scores {
            reordered.push(mv);
        }
        *moves = reordered;
        (alpha, best)
    }

    /// The score of `next` (already on the path) for the side that moved
    /// into it, within (`alpha`, `beta`): principal variation search, so
    /// every move but the `first` is tried with a null window first and
    /// searched again only when it lands inside the window.
    fn pvs(
        &mut self,
        next: &Position,
        first: bool,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if !first && beta > alpha + 1 {
            let score = -self.negamax(next, depth, ply, -alpha - 1, -alpha);
            if score <= alpha || score >= beta || self.stopped {
                return score;
            }
        }
        -self.negamax(next, depth, ply, -beta, -alpha)
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let after_null = std::mem::replace(&mut self.after_null, false);
        if self.deadline.tick(&mut self.nodes, &mut self.stopped) {
            return 0;
        }
        // A repeated position is a draw (the game's threefold rule, taken
        // early as engines do).
        let hash = *self.path.last().unwrap_or(&0);
        let earlier = &self.path[..self.path.len() - 1];
        if earlier.iter().rev().skip(1).step_by(2).any(|&h| h == hash) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.evaluate(pos, ply);
        }
        let entry = self.tt.get(hash);
        let mut tt_move = None;
        if entry.key == hash {
            tt_move = entry.mv;
            if i32::from(entry.depth) >= depth && entry.score.abs() < WIN_BOUND {
                match entry.bound {
                    Bound::Exact => return entry.score,
                    Bound::Lower if entry.score >= beta => return entry.score,
                    Bound::Upper if entry.score <= alpha => return entry.score,
                    _ => {}
                }
            }
        }
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            // Only with no pieces (no stalemate, spec §11.3): a loss.
            return -(WIN - ply as i32);
        }
        for &mv in moves.iter() {
            if wins_at_once(pos, mv) {
                return WIN - ply as i32 - 1;
            }
        }
        // Null-move pruning: in a null-window node whose static value is
        // already at beta, let the opponent move twice; if a shallower
        // search still fails high, so would a real move (Gounki has no
        // zugzwang to speak of: a move never has to be made worse than
        // standing still, and the null move never answers an exit threat,
        // which the opponent's search then finds as a win).
        // In a null-window node near the leaves whose static value beats
        // beta by a margin per ply left, no move is searched (reverse
        // futility pruning).
        let selective = self.prune && beta == alpha + 1 && beta.abs() < WIN_BOUND;
        // (Every depth is in reach of one pruning or the other: null moves
        // start at or below the futility's last depth.)
        let eval = if selective {
            self.evaluate(pos, ply)
        } else {
            0
        };
        if selective && depth <= FUTILITY_DEPTH && eval - FUTILITY_MARGIN * depth >= beta {
            return eval;
        }
        if selective && !after_null && depth >= NULL_MOVE_DEPTH && eval >= beta {
            let mut next = *pos;
            next.set_side_to_move(pos.side_to_move().opponent());
            self.path.push(next.hash());
            self.after_null = true;
            let r = if depth >= NULL_MOVE_DEEP { 3 } else { 2 };
            let score = -self.negamax(&next, depth - 1 - r, ply + 1, -beta, -beta + 1);
            self.after_null = false;
            self.path.pop();
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return if score >= WIN_BOUND { beta } else { score };
            }
        }
        self.order(pos, &mut moves, tt_move, ply);
        let killers = self.killers[ply];
        let alpha0 = alpha;
        let mut best = -WIN - 1;
        let mut best_move = None;
        // With helpers (see `Busy`): a move after the first that another
        // thread is searching waits for a second pass.
        let mut deferred = [0u16; MAX_MOVES];
        let mut n_deferred = 0;
        // (Cloned only where used: every clone touches the count the
        // threads share.)
        let busy = self.busy.as_ref().filter(|_| depth >= DEFER_DEPTH).cloned();
        'passes: for pass in 0..2 {
            let count = if pass == 0 { moves.len() } else { n_deferred };
            for k in 0..count {
                let i = if pass == 0 {
                    k
                } else {
                    usize::from(deferred[k])
                };
                let mv = moves[i];
                let mut next = *pos;
                next.apply(mv);
                let next_hash = next.hash();
                let mut _searching = None;
                if let Some(busy) = &busy {
                    if pass == 0 && i > 0 && busy.is_busy(next_hash) {
                        deferred[n_deferred] = i as u16;
                        n_deferred += 1;
                        continue;
                    }
                    _searching = Some(busy.searching(next_hash));
                }
                self.path.push(next_hash);
                let late = self.lmr
                    && depth >= LMR_DEPTH
                    && i >= LMR_AFTER
                    && Some(mv) != tt_move
                    && !killers.contains(&Some(mv))
                    && !is_capture(pos, mv);
                let score = if late {
                    // Late move reduction: a late quiet move is searched one
                    // ply shallower (two when very late and deep) with a
                    // null window first; only a move that then beats alpha
                    // is searched in full.
                    let r = if i >= LMR_MORE_AFTER && depth >= LMR_MORE_DEPTH {
                        2
                    } else {
                        1
                    };
                    let s = -self.negamax(&next, depth - 1 - r, ply + 1, -alpha - 1, -alpha);
                    if s > alpha && !self.stopped {
                        self.pvs(&next, false, depth - 1, ply + 1, alpha, beta)
                    } else {
                        s
                    }
                } else {
                    self.pvs(&next, i == 0, depth - 1, ply + 1, alpha, beta)
                };
                self.path.pop();
                if self.stopped {
                    return 0;
                }
                if score > best {
                    best = score;
                    best_move = Some(mv);
                }
                if score > alpha {
                    alpha = score;
                }
                if alpha >= beta {
                    if !is_capture(pos, mv) {
                        let k = &mut self.killers[ply];
                        if k[0] != Some(mv) {
                            k[1] = k[0];
                            k[0] = Some(mv);
                        }
                        if let Some((from, to)) = history_squares(mv) {
                            let h = &mut self.history[from][to];
                            *h = (*h + depth * depth).min(HISTORY_MAX);
                        }
                    }
                    break 'passes;
                }
            }
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        // With helpers, a deeper entry of another position stays: the
        // threads store many more shallow results between them.
        let keep = self.busy.is_some() && {
            let old = self.tt.get(hash);
            old.key != hash && i32::from(old.depth) > depth + 2
        };
        if !keep {
            self.tt.set(
                hash,
                TtEntry {
                    key: hash,
                    mv: best_move,
                    score: best,
                    depth: depth.min(127) as i8,
                    bound,
                },
            );
        }
        best
    }

    /// Orders moves: the hash move, exits, captures (bigger first),
    /// killers, then by how far forward the move goes.
    fn order(&self, pos: &Position, moves: &mut MoveList, tt_move: Option<Move>, ply: usize) {
        let side = pos.side_to_move();
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        let history = |mv: Move| history_squares(mv).map_or(0, |(f, t)| self.history[f][t]);
        let key_of = |mv: Move| -> i32 {
            if Some(mv) == tt_move {
                1_000_000
            } else {
                match mv {
                    Move::Exit { .. } => 900_000,
                    Move::Movement { from, to } => {
                        let progress = advance(side, from, to);
                        match pos.stack_at(to) {
                            Some(st) if st.owner != side => {
                                500_000 + 1000 * i32::from(st.height()) - goal(side, to)
                            }
                            _ if killers.contains(&Some(mv)) => 400_000,
                            Some(_) => 100 + progress * 10 + history(mv),
                            None => 200 + progress * 10 + history(mv),
                        }
                    }
                    Move::Deployment { from, .. } => {
                        let last = mv.drops().last().copied().unwrap_or(from);
                        if killers.contains(&Some(mv)) {
                            400_000
                        } else {
                            150 + advance(side, from, last) * 10 + history(mv)
                        }
                    }
                    Move::Null { .. } => 0,
                }
            }
        };
        // Best first, stable (ties keep the generator's order), in place:
        // an insertion sort over a few dozen moves, no allocation.
        let mut keys = [0i32; MAX_MOVES];
        for (k, &mv) in keys.iter_mut().zip(moves.as_slice()) {
            *k = key_of(mv);
        }
        let list = moves.as_mut_slice();
        for i in 1..list.len() {
            let (k, mv) = (keys[i], list[i]);
            let mut j = i;
            while j > 0 && keys[j - 1] < k {
                keys[j] = keys[j - 1];
                list[j] = list[j - 1];
                j -= 1;
            }
            keys[j] = k;
            list[j] = mv;
        }
    }

    /// Static evaluation for the side to move: the weighted sum of
    /// [`features`] ([`WEIGHTS`]), a win when the mover can leave at once,
    /// plus the level's noise.
    fn evaluate(&self, pos: &Position, ply: usize) -> i32 {
        let me = pos.side_to_move();
        if pos.exit_threats(me) > 0 {
            return WIN - ply as i32 - 1;
        }
        let f = features(pos);
        let mut score: i32 = f.iter().zip(WEIGHTS).map(|(&x, w)| x * w).sum();
        if self.noise > 0 {
            let h = pos.hash() ^ self.noise_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let h = (h ^ (h >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            let span = 2 * self.noise as u64 + 1;
            score += (h >> 16).wrapping_rem(span) as i32 - self.noise;
        }
        score
    }
}

/// Moves of nodes with this many plies left or more are marked busy while
/// searched, in a parallel search (shallower subtrees cost less than the
/// marking).
const DEFER_DEPTH: i32 = 3;

/// The pruning below is used from iterations this deep on.
const PRUNE_FROM_DEPTH: u32 = 5;

/// Reverse futility pruning up to this remaining depth, with this margin
/// per ply (a pawn-like unit of the evaluation: a stack one rank nearer its
/// goal is worth 30 to 150).
const FUTILITY_DEPTH: i32 = 3;
const FUTILITY_MARGIN: i32 = 120;

/// Null-move pruning from this remaining depth on, reducing by 2 plies
/// (by 3 from [`NULL_MOVE_DEEP`]).
const NULL_MOVE_DEPTH: i32 = 2;
const _: () = assert!(NULL_MOVE_DEPTH <= FUTILITY_DEPTH + 1);
const NULL_MOVE_DEEP: i32 = 6;

/// Late move reductions from this remaining depth on ...
const LMR_DEPTH: i32 = 3;
/// ... for the quiet moves after this many (and after the table move and
/// the killers) ...
const LMR_AFTER: usize = 3;
/// ... by two plies after this many from this depth on.
const LMR_MORE_AFTER: usize = 8;
const LMR_MORE_DEPTH: i32 = 5;

/// Cap of a history entry: the quiet moves stay below the killers.
const HISTORY_MAX: i32 = 300_000;

/// The `(from, to)` history index of a movement or deployment.
fn history_squares(mv: Move) -> Option<(usize, usize)> {
    match mv {
        Move::Movement { from, to } => Some((from, to)),
        Move::Deployment { from, .. } => Some((from, mv.drops().last().copied().unwrap_or(from))),
        _ => None,
    }
    .map(|(f, t)| (usize::from(f.index()) % 64, usize::from(t.index()) % 64))
}

/// Whether `mv` ends the game at once in the mover's favour.
fn wins_at_once(pos: &Position, mv: Move) -> bool {
    match mv {
        Move::Exit { .. } => true,
        Move::Movement { to, .. } => {
            let side = pos.side_to_move();
            match pos.stack_at(to) {
                Some(st) if st.owner != side => {
                    pos.piece_counts(side.opponent()).pieces() == st.height()
                }
                _ => false,
            }
        }
        _ => false,
    }
}

fn is_capture(pos: &Position, mv: Move) -> bool {
    match mv {
        Move::Movement { to, .. } => pos
            .stack_at(to)
            .is_some_and(|st| st.owner != pos.side_to_move()),
        _ => false,
    }
}

/// Ranks gained by going from `from` to `to`.
fn advance(side: Side, from: Square, to: Square) -> i32 {
    i32::from(goal_distance_from(side, from)) - i32::from(goal_distance_from(side, to))
}

fn goal(side: Side, sq: Square) -> i32 {
    i32::from(goal_distance_from(side, sq))
}

/// The evaluation's terms, each the side to move's count minus the
/// opponent's unless said otherwise (index into [`features`] and
/// [`WEIGHTS`]). "Distance" is the ranks a stack still has to go to leave
/// the board (1 on its last rank, 8 on its own back rank); a stack's
/// "speed" is the most steps it moves at once (its rounds or its squares).
pub mod term {
    /// Pieces on the board (material).
    pub const PIECES: usize = 0;
    /// Of them, rounds (a round steps diagonally, rebounds and exits by
    /// either diagonal).
    pub const ROUNDS: usize = 1;
    /// Stacks at distance 1 ..= 7 (index `ADVANCE + d - 1`).
    pub const ADVANCE: usize = 2;
    /// The same, counting `speed - 1` for each stack (fast stacks far
    /// forward).
    pub const ADVANCE_SPEED: usize = 9;
    /// `speed - 1` of every stack.
    pub const SPEED: usize = 16;
    /// Stacks holding both kinds (they choose their step).
    pub const MIXED: usize = 17;
    /// Free squares one step ahead of the stacks.
    pub const MOBILITY: usize = 18;
    /// Pieces on their own back rank (they guard it).
    pub const GUARDS: usize = 19;
    /// Enemy pieces the side to move can take with a one-step movement
    /// (not a difference: the mover's alone).
    pub const MY_ATTACKS: usize = 20;
    /// The mover's pieces the opponent could take with a one-step movement.
    pub const THEIR_ATTACKS: usize = 21;
    /// The opponent can leave next move: once (1), or by two stacks or more
    /// (one threat may be parried, two rarely can).
    pub const THREAT_ONE: usize = 22;
    pub const THREAT_MORE: usize = 23;
    /// The race: one of these is 1, at `RACE + 4 + clamp(theirs - mine + 1,
    /// -4, 4)`, `mine` and `theirs` the fewest turns a stack of each side
    /// needs to leave, blockers ignored (the mover goes first, so a tie
    /// favours it). Their weights also hold the value of the move.
    pub const RACE: usize = 24;
    /// How many terms.
    pub const COUNT: usize = 33;
    /// Their names, for the tuning tool.
    pub const NAMES: [&str; COUNT] = [
        "pieces",
        "rounds",
        "adv1",
        "adv2",
        "adv3",
        "adv4",
        "adv5",
        "adv6",
        "adv7",
        "advspd1",
        "advspd2",
        "advspd3",
        "advspd4",
        "advspd5",
        "advspd6",
        "advspd7",
        "speed",
        "mixed",
        "mobility",
        "guards",
        "my_attacks",
        "their_attacks",
        "threat_one",
        "threat_more",
        "race-4",
        "race-3",
        "race-2",
        "race-1",
        "race0",
        "race+1",
        "race+2",
        "race+3",
        "race+4",
    ];
}

/// The evaluation's weights, by [`term`]: fitted by Texel's method
/// (`cargo run --release --no-default-features --example gounki_tune --
/// 1000 42`: logistic regression of the results of 1 000 self-play games,
/// 25 120 positions, on the review's slope `k` = 0.00213, ridge 1e-7
/// toward the hand-made weights). Held-out log-loss 0.602 against the
/// hand-made weights' 0.629 (a coin toss: 0.693). What the data said: a
/// piece is worth about twice the old 100 next to the advance, fast and
/// mixed stacks are worth more, and pieces one can take next move (141)
/// or lose (−91) count: the search has no quiescence.
pub const WEIGHTS: [i32; term::COUNT] = [
    202, -50, // pieces, rounds
    214, 128, 47, 57, 2, -38, -21, // advance by distance 1 ..= 7
    51, 21, 80, 59, 42, 16, -26, // the same by speed - 1
    56, 65, 6, -32, 141, -91, // speed, mixed, mobility, guards, attacks
    -401, -1500, // exit threats
    -160, -108, -64, -24, -31, 61, 74, 105, 144, // race
];

/// The evaluation's terms for the side to move (see [`term`]). One pass over
/// the board, plus the opponent's exit threats.
#[must_use]
pub fn features(pos: &Position) -> [i32; term::COUNT] {
    let me = pos.side_to_move();
    let mut sides = [[0i32; term::COUNT]; 2];
    let mut races = [99i32; 2];
    // Pieces each side can take with one step: `attacks[side]`.
    let mut attacks = [0i32; 2];
    for (sq, st) in pos.stacks() {
        let side = st.owner;
        let f = &mut sides[side.index()];
        let fwd: i8 = if side == Side::White { 1 } else { -1 };
        let h = i32::from(st.height());
        let d = goal_distance_from(side, sq);
        let speed = i32::from(st.rounds.max(st.squares));
        f[term::PIECES] += h;
        f[term::ROUNDS] += i32::from(st.rounds);
        if (1..=7).contains(&d) {
            f[term::ADVANCE + usize::from(d) - 1] += 1;
            f[term::ADVANCE_SPEED + usize::from(d) - 1] += speed - 1;
        } else {
            f[term::GUARDS] += h;
        }
        f[term::SPEED] += speed - 1;
        f[term::MIXED] += i32::from(st.rounds > 0 && st.squares > 0);
        // Squares one step away: ahead (free ones count as mobility) and,
        // for squares, beside (captures only).
        let steps = [
            (-1i8, fwd, st.rounds > 0),
            (0, fwd, st.squares > 0),
            (1, fwd, st.rounds > 0),
        ];
        let sideways = [(-1i8, 0i8, st.squares > 0), (1, 0, st.squares > 0)];
        for (df, dr, usable) in steps.into_iter().chain(sideways) {
            let (file, rank) = (sq.file() as i8 + df, sq.rank() as i8 + dr);
            if !usable || !(0..8).contains(&file) || !(0..8).contains(&rank) {
                continue;
            }
            match Square::at(file as u8, rank as u8).and_then(|t| pos.stack_at(t)) {
                None if dr != 0 => f[term::MOBILITY] += 1,
                Some(t) if t.owner != side => {
                    if dr != 0 {
                        f[term::MOBILITY] += 1;
                    }
                    attacks[side.index()] += i32::from(t.height());
                }
                _ => {}
            }
        }
        let step = speed.max(1);
        let reach = step.max(h);
        let gap = (i32::from(d) - reach).max(0);
        let turns = (gap + step - 1) / step + 1;
        races[side.index()] = races[side.index()].min(turns);
    }
    let (mine, theirs) = (me.index(), me.opponent().index());
    let mut f = [0i32; term::COUNT];
    for (i, x) in f.iter_mut().enumerate() {
        *x = sides[mine][i] - sides[theirs][i];
    }
    f[term::MY_ATTACKS] = attacks[mine];
    f[term::THEIR_ATTACKS] = attacks[theirs];
    match pos.exit_threats(me.opponent()) {
        0 => {}
        1 => f[term::THREAT_ONE] = 1,
        _ => f[term::THREAT_MORE] = 1,
    }
    let race = (races[theirs] - races[mine] + 1).clamp(-4, 4);
    f[term::RACE + (race + 4) as usize] = 1;
    f
}

#[cfg(test)]
mod tests;
