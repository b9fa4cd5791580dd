//! Gounki puzzles, proven by full-width search: a win — a piece past the
//! last rank, or the last enemy piece taken — in one, two or three of the
//! solver's moves against every defence.
//!
//! The proof is an AND-OR search over every legal move of both sides (the
//! defender's exits and captures included). Repetition plays no part in
//! lines this short.

use crate::game_kind::GameKind;
use crate::rules::gounki::{Effect, Game, Landing, Move, MoveClass, Position};
use crate::rules::{Rules, Side};

use super::prove::{Found, PuzzleRules, WhyNot};
use super::{Goal, Theme};

/// The longest a puzzle's line may be (the solver's moves).
pub const MAX_SOLVER_MOVES: u32 = 3;

/// Proofs give up past this many positions (it keeps the generator from
/// stalling on a wide three-move search; the bundled puzzles stay far
/// below it).
const NODE_LIMIT: u64 = 3_000_000;

/// What a wrong move's explanation may spend (a click must not stall).
const WHY_NOT_NODES: u64 = 100_000;

/// Whether the move just applied (`class`, by `mover`) won the game.
fn won(class: MoveClass, after: &Position, mover: Side) -> bool {
    class == MoveClass::Exit || !after.has_pieces(mover.opponent())
}

struct Prover {
    nodes: u64,
}

impl Prover {
    fn tick(&mut self) -> Option<()> {
        self.nodes += 1;
        (self.nodes <= NODE_LIMIT).then_some(())
    }

    /// The solver (to move in `pos`) wins within `k` ≥ 1 of its moves
    /// against every defence (`None`: the node limit was hit).
    fn wins(&mut self, pos: &Position, k: u32) -> Option<bool> {
        self.tick()?;
        let me = pos.side_to_move();
        let moves = pos.legal_moves();
        let mut children = Vec::with_capacity(moves.as_slice().len());
        for &mv in moves.as_slice() {
            let mut child = *pos;
            let class = child.apply(mv);
            if won(class, &child, me) {
                return Some(true);
            }
            children.push(child);
        }
        if k <= 1 {
            return Some(false);
        }
        for child in &children {
            if self.defence_fails(child, k - 1)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// Every defence of the defender (to move in `pos`) leaves the solver
    /// a win within `k` of its moves.
    fn defence_fails(&mut self, pos: &Position, k: u32) -> Option<bool> {
        self.tick()?;
        let me = pos.side_to_move();
        let moves = pos.legal_moves();
        let mut children = Vec::with_capacity(moves.as_slice().len());
        for &mv in moves.as_slice() {
            let mut child = *pos;
            let class = child.apply(mv);
            if won(class, &child, me) {
                return Some(false);
            }
            children.push(child);
        }
        for child in &children {
            if !self.wins(child, k)? {
                return Some(false);
            }
        }
        Some(true)
    }
}

/// The solver's moves from `pos` that win within `k` ≥ 1 of its moves.
fn winning_moves(pos: &Position, k: u32) -> Result<Vec<Move>, String> {
    if k == 0 {
        return Err("no move left to play".into());
    }
    let me = pos.side_to_move();
    let mut prover = Prover { nodes: 0 };
    let mut out = Vec::new();
    for &mv in pos.legal_moves().as_slice() {
        let mut child = *pos;
        let class = child.apply(mv);
        let wins = won(class, &child, me)
            || (k > 1
                && prover
                    .defence_fails(&child, k - 1)
                    .ok_or("the proof is too large")?);
        if wins {
            out.push(mv);
        }
    }
    Ok(out)
}

/// The fewest of the solver's moves that win from `pos` (solver to move),
/// up to `max`.
fn distance(pos: &Position, max: u32) -> Option<u32> {
    let mut prover = Prover { nodes: 0 };
    (1..=max).find(|&k| prover.wins(pos, k) == Some(true))
}

impl PuzzleRules for Game {
    const KIND: GameKind = GameKind::Gounki;

    fn accepted(&self, _start: &Game, goal: Goal, left: u32) -> Result<Vec<Move>, String> {
        if goal != Goal::Exit && goal != Goal::Win {
            return Err(format!("{} is not a Gounki goal", goal.token()));
        }
        if self.outcome().is_some() {
            return Err("the game is over".into());
        }
        let moves = winning_moves(self.position(), left)?;
        if moves.is_empty() {
            return Err(format!("no move wins in {left}"));
        }
        Ok(moves)
    }

    fn find(&self) -> Option<Found<Move>> {
        if self.outcome().is_some() {
            return None;
        }
        let pos = *self.position();
        // A piece already on its last rank steps off at once: no puzzle.
        if pos.goal_distance(pos.side_to_move()) == Some(1) {
            return None;
        }
        let k = distance(&pos, MAX_SOLVER_MOVES)?;
        let first = winning_moves(&pos, k).ok()?;
        if k > 1 && first.len() > 1 {
            return None;
        }
        // The goal names how the main line wins: past the last rank, or
        // by taking the last piece.
        let mut line = vec![first];
        let mut game = self.clone();
        let mut left = k;
        loop {
            let main = line.last()?[0];
            let (after, _) = game.clone().play(main).ok()?;
            left -= 1;
            if left == 0 || after.outcome().is_some() {
                break;
            }
            let mut best: Option<(u32, Move)> = None;
            for reply in after.legal_moves() {
                let (child, _) = after.clone().play(reply).ok()?;
                if child.outcome().is_some() {
                    return None;
                }
                let d = distance(child.position(), left)?;
                if best.is_none_or(|(bd, _)| d > bd) {
                    best = Some((d, reply));
                }
            }
            let (d, reply) = best?;
            left = d;
            let (next, _) = after.play(reply).ok()?;
            let acc = winning_moves(next.position(), left).ok()?;
            if acc.len() > 1 && left > 1 {
                return None;
            }
            line.push(vec![reply]);
            line.push(acc);
            game = next;
        }
        let main: Vec<Move> = line.iter().map(|s| s[0]).collect();
        let goal = if exits(self, &main) {
            Goal::Exit
        } else {
            Goal::Win
        };
        Some(Found { goal, line })
    }

    fn themes(&self, _goal: Goal, line: &[Move]) -> Vec<Theme> {
        let mut themes = Vec::new();
        let mut game = self.clone();
        for (i, &mv) in line.iter().enumerate() {
            let Ok((next, effects)) = game.clone().play(mv) else {
                break;
            };
            if i % 2 == 0 {
                for e in &effects {
                    match e {
                        Effect::Lift { .. } => themes.push(Theme::Deployment),
                        Effect::Exit { .. } => themes.push(Theme::Exit),
                        Effect::Movement { path, landing, .. } => {
                            if path.steps().iter().any(|s| s.rebound.is_some()) {
                                themes.push(Theme::Rebound);
                            }
                            if matches!(landing, Landing::Captured(_)) {
                                themes.push(Theme::Capture);
                            }
                        }
                        Effect::Drop {
                            rebound, before, ..
                        } => {
                            if rebound.is_some() {
                                themes.push(Theme::Rebound);
                            }
                            if before.is_some_and(|s| s.owner != game.turn()) {
                                themes.push(Theme::Capture);
                            }
                        }
                        _ => {}
                    }
                }
            }
            game = next;
        }
        if line.len() > 1 {
            themes.push(Theme::Combination);
        }
        themes.sort();
        themes.dedup();
        themes
    }

    fn why_not(&self, _start: &Game, _goal: Goal, left: u32, mv: Move) -> Option<WhyNot<Move>> {
        let mut after = *self.position();
        let me = after.side_to_move();
        if won(after.apply(mv), &after, me) {
            return None;
        }
        let them = after.side_to_move();
        let replies = after.legal_moves();
        for &reply in replies.as_slice() {
            let mut child = after;
            if won(child.apply(reply), &child, them) {
                return Some(WhyNot::OpponentWins(reply));
            }
        }
        if left <= 1 {
            return None;
        }
        let mut prover = Prover {
            nodes: NODE_LIMIT - WHY_NOT_NODES,
        };
        for &reply in replies.as_slice() {
            let mut child = after;
            child.apply(reply);
            if !prover.wins(&child, left - 1)? {
                return Some(WhyNot::Answer(reply));
            }
        }
        None
    }

    fn shallow_choice(&self) -> Option<Move> {
        crate::ai::gounki::best_move(
            self,
            crate::ai::Level::Beginner,
            &crate::ai::SearchLimits::depth(1),
        )
        .best
    }
}

/// Whether the main line ends by a piece leaving the board.
fn exits(start: &Game, main: &[Move]) -> bool {
    let mut game = start.clone();
    let mut exited = false;
    for &mv in main {
        let Ok((next, effects)) = game.play(mv) else {
            return false;
        };
        exited = effects.iter().any(|e| matches!(e, Effect::Exit { .. }));
        game = next;
    }
    exited
}
