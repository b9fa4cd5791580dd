//! The plain Gounki robot of issue #42, a yardstick nobody here tuned:
//! alpha-beta (negamax) to a fixed depth, no table, no pruning beyond the
//! window, the root's moves in the rules' order (those below it sorted by
//! the evaluation, which only makes it faster: see [`children`]), and an
//! evaluation of material and advancement only:
//!
//! - 100 for each of one's pieces on the board;
//! - 33 for each enemy round one has captured (each side starts with 8;
//!   the "33 for each of one's own rounds captured" read as the
//!   rounds one took — a round moves diagonally, the piece that rebounds
//!   and exits fastest);
//! - plus the rows each of one's stacks has advanced from its home edge.
//!
//! A won game is worth more than any material, sooner better.

use tavola::rules::gounki::{Game, Move, Position};
use tavola::rules::{Rules, Side};

const WIN: i32 = 1_000_000;

/// The robot's value of `pos` for `me`.
pub fn evaluate(pos: &Position, me: Side) -> i32 {
    let mut score = 0;
    for (sq, stack) in pos.stacks() {
        let sign = if stack.owner == me { 1 } else { -1 };
        let advanced = if stack.owner == Side::White {
            i32::from(sq.rank())
        } else {
            7 - i32::from(sq.rank())
        };
        score += sign * (100 * i32::from(stack.height()) + advanced);
    }
    let taken = |side: Side| 8 - i32::from(pos.piece_counts(side.opponent()).rounds);
    score + 33 * (taken(me) - taken(me.opponent()))
}

fn negamax(game: &Game, depth: u32, ply: i32, mut alpha: i32, beta: i32, sorted: bool) -> i32 {
    if let Some(outcome) = game.outcome() {
        return match outcome.winner {
            Some(w) if w == game.turn() => WIN - ply,
            Some(_) => -(WIN - ply),
            None => 0,
        };
    }
    if depth == 0 {
        return evaluate(game.position(), game.turn());
    }
    let mut best = -WIN - 1;
    // The leaves' parents gain nothing from an order: they value every
    // child anyway.
    for next in children(game, sorted && depth >= 2) {
        // A move that keeps the turn (none in Gounki) would not flip.
        let value = if next.turn() == game.turn() {
            negamax(&next, depth - 1, ply + 1, alpha, beta, sorted)
        } else {
            -negamax(&next, depth - 1, ply + 1, -beta, -alpha, sorted)
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// The positions after each legal move of `game`, in the rules' order or,
/// with `sort`, best first for the mover by [`evaluate`] (won games first).
///
/// The order only speeds the search up: alpha-beta returns the same value
/// inside its window whatever the order below the root, and the root keeps
/// the rules' order, so the robot plays the same moves as with none.
fn children(game: &Game, sort: bool) -> Vec<Game> {
    let next = game
        .legal_moves()
        .into_iter()
        .filter_map(|mv| game.clone().play(mv).ok())
        .map(|(g, _)| g);
    if !sort {
        return next.collect();
    }
    let mover = game.turn();
    let mut keyed: Vec<(i32, Game)> = next
        .map(|g| {
            let key = if g.outcome().is_some_and(|o| o.winner == Some(mover)) {
                WIN
            } else {
                evaluate(g.position(), mover)
            };
            (key, g)
        })
        .collect();
    // Stable: equal keys keep the rules' order.
    keyed.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
    keyed.into_iter().map(|(_, g)| g).collect()
}

/// The robot's move at `depth` plies (the first of the best, in the rules'
/// order).
pub fn best_move(game: &Game, depth: u32) -> Option<Move> {
    best_move_sorted(game, depth, true)
}

/// [`best_move`] with the moves below the root sorted or not (`-- robot-check`
/// compares the two: the same moves).
pub fn best_move_sorted(game: &Game, depth: u32, sorted: bool) -> Option<Move> {
    let mut best = None;
    let mut alpha = -WIN - 1;
    for mv in game.legal_moves() {
        let Ok((next, _)) = game.clone().play(mv) else {
            continue;
        };
        let value = -negamax(&next, depth.saturating_sub(1), 1, -WIN - 1, -alpha, sorted);
        if best.is_none() || value > alpha {
            alpha = value;
            best = Some(mv);
        }
    }
    best
}
