//! Basque checkers puzzles, proven by full-width search: shots that win
//! material against every defence, crownings, wins.
//!
//! The proof looks at every move of both sides for the solver's next
//! `k` moves (its captures count as moves: the solver plays them in the
//! puzzle), then plays out the defender's captures (compulsory), so a line
//! always ends quiet: a goal is proven when every defence leaves it
//! reached, with no capture of the solver's left pending. Material counts
//! pieces (a king is one piece, like a man) against the puzzle's start,
//! and a material or crowning goal fails if the defender crowns a man on
//! the way. Draw rules play no part in lines this short; family mode
//! (huffs) is off.

use crate::game_kind::GameKind;
use crate::rules::checkers::{Effect, Game, Move, MoveList, PieceMove, Position};
use crate::rules::{Rules, Side};

use super::prove::{Found, PuzzleRules, WhyNot};
use super::{Goal, Theme};

/// The longest a puzzle's line may be (the solver's moves).
pub const MAX_SOLVER_MOVES: u32 = 3;

/// Proofs give up past this many nodes (none of the bundled puzzles
/// comes near it; it keeps the generator from stalling).
const NODE_LIMIT: u64 = 2_000_000;

/// What a wrong move's explanation may spend (a click must not stall).
const WHY_NOT_NODES: u64 = 100_000;

/// What the goal is measured against: the puzzle's starting position.
#[derive(Debug, Clone, Copy)]
struct Start {
    solver: Side,
    diff: i32,
    solver_kings: u32,
    defender_kings: u32,
}

impl Start {
    fn of(pos: &Position, solver: Side) -> Start {
        let (sm, sk) = pos.count(solver);
        let (dm, dk) = pos.count(solver.opponent());
        Start {
            solver,
            diff: to_i32(sm + sk) - to_i32(dm + dk),
            solver_kings: sk,
            defender_kings: dk,
        }
    }

    /// Whether `pos` (quiet, or the solver standing still) reaches `goal`.
    fn reached(&self, pos: &Position, goal: Goal) -> bool {
        let (sm, sk) = pos.count(self.solver);
        let (dm, dk) = pos.count(self.solver.opponent());
        let gain = to_i32(sm + sk) - to_i32(dm + dk) - self.diff;
        if dk > self.defender_kings {
            return false;
        }
        match goal {
            Goal::Material { pieces } => gain >= i32::from(pieces),
            Goal::Crown => sk > self.solver_kings && gain >= 0,
            _ => false,
        }
    }
}

fn to_i32(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

struct Prover {
    start: Start,
    goal: Goal,
    nodes: u64,
}

impl Prover {
    /// Whether the solver reaches the goal from `pos` within `k` more of
    /// its moves against every defence (`None`: the node limit was hit).
    fn proves(&mut self, pos: &Position, k: u32) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > NODE_LIMIT {
            return None;
        }
        let mut list = MoveList::new();
        pos.generate_legal(&mut list);
        let solver_node = pos.turn() == self.start.solver;
        if list.as_slice().is_empty() {
            // The side to move has no move: it loses (spec §5.1).
            return Some(!solver_node);
        }
        let capture = pos.has_capture();
        if solver_node {
            if !capture && self.start.reached(pos, self.goal) {
                return Some(true);
            }
            // Out of moves, or a capture still to make: not settled.
            if k == 0 {
                return Some(false);
            }
            for mv in list.as_slice() {
                if self.proves(&pos.apply(mv), k - 1)? {
                    return Some(true);
                }
            }
            Some(false)
        } else {
            // The defender's captures are played out (they are forced);
            // otherwise the solver's last move settles it.
            if k == 0 && !capture {
                return Some(self.start.reached(pos, self.goal));
            }
            for mv in list.as_slice() {
                if !self.proves(&pos.apply(mv), k)? {
                    return Some(false);
                }
            }
            Some(true)
        }
    }
}

/// The solver's moves from `pos` that reach `goal` (measured from
/// `start`) within `k` of its moves, `k` ≥ 1.
fn winning_moves(
    start: &Position,
    pos: &Position,
    goal: Goal,
    k: u32,
) -> Result<Vec<PieceMove>, String> {
    if k == 0 {
        return Err("no move left to play".into());
    }
    let mut prover = Prover {
        start: Start::of(start, start.turn()),
        goal,
        nodes: 0,
    };
    let mut out = Vec::new();
    for mv in pos.legal_moves() {
        match prover.proves(&pos.apply(&mv), k - 1) {
            Some(true) => out.push(mv),
            Some(false) => {}
            None => return Err("the proof is too large".into()),
        }
    }
    Ok(out)
}

/// The fewest solver moves in which `goal` is forced from `pos` (measured
/// from `start`), up to `max`; 0 when it is reached already.
fn distance(start: &Position, pos: &Position, goal: Goal, max: u32) -> Option<u32> {
    let mut prover = Prover {
        start: Start::of(start, start.turn()),
        goal,
        nodes: 0,
    };
    (0..=max).find(|&k| prover.proves(pos, k) == Some(true))
}

fn piece(mv: &Move) -> Option<&PieceMove> {
    match mv {
        Move::Piece(pm) => Some(pm),
        Move::Huff(_) => None,
    }
}

impl PuzzleRules for Game {
    const KIND: GameKind = GameKind::Checkers;

    fn accepted(&self, start: &Game, goal: Goal, left: u32) -> Result<Vec<Move>, String> {
        if matches!(goal, Goal::Best { .. } | Goal::Exit | Goal::Better) {
            return Err(format!("{} is not a checkers goal", goal.token()));
        }
        if self.family() {
            return Err("puzzles are played without huffs".into());
        }
        let moves = winning_moves(start.position(), self.position(), goal, left)?;
        if moves.is_empty() {
            return Err(format!("no move reaches {} in {left}", goal.token()));
        }
        let all = self.position().legal_moves().len();
        if moves.len() == all {
            return Err("every move reaches the goal".into());
        }
        Ok(moves.into_iter().map(Move::Piece).collect())
    }

    fn find(&self) -> Option<Found<Move>> {
        if self.family() || self.outcome().is_some() {
            return None;
        }
        let pos = *self.position();
        let legal = pos.legal_moves();
        if legal.len() < 2 {
            return None;
        }
        // Winning first, then the most material, each in the fewest
        // moves; a crowning only when it takes a plan (a man one step
        // from the far row crowns without a puzzle).
        let goals = [
            (Goal::Win, 1),
            (Goal::Material { pieces: 3 }, 1),
            (Goal::Material { pieces: 2 }, 1),
            (Goal::Material { pieces: 1 }, 1),
            (Goal::Crown, 2),
        ];
        for (goal, shortest) in goals {
            if shortest > 1 && self.accepted(self, goal, shortest - 1).is_ok() {
                return None;
            }
            for k in shortest..=MAX_SOLVER_MOVES {
                let acc = winning_moves(&pos, &pos, goal, k).ok()?;
                if acc.is_empty() {
                    continue;
                }
                // Every move reaches it (a capture every rule forces): no
                // puzzle here, and none longer either.
                if acc.len() == legal.len() {
                    return None;
                }
                let acc: Vec<Move> = acc.into_iter().map(Move::Piece).collect();
                if k > 1 && acc.len() > 1 {
                    return None;
                }
                // A first move every capture rule forces teaches nothing.
                if legal.iter().all(PieceMove::is_capture) && k == 1 {
                    return None;
                }
                return build_line(self, goal, k, acc);
            }
        }
        None
    }

    fn themes(&self, goal: Goal, line: &[Move]) -> Vec<Theme> {
        let mut themes = Vec::new();
        let mut game = self.clone();
        let mut shot = false;
        for (i, mv) in line.iter().enumerate() {
            let Ok((next, effects)) = game.clone().play(*mv) else {
                break;
            };
            let removed = effects
                .iter()
                .filter(|e| matches!(e, Effect::Remove { .. }))
                .count();
            if i % 2 == 0 {
                if removed > 0 {
                    themes.push(Theme::Capture);
                }
                if removed > 1 {
                    themes.push(Theme::MultiCapture);
                }
                if effects.iter().any(|e| matches!(e, Effect::Promote { .. })) {
                    themes.push(Theme::Crowning);
                }
            } else if removed > 0 {
                // The defender was made to take: a sacrifice.
                shot = true;
            }
            game = next;
        }
        if shot && matches!(goal, Goal::Material { .. } | Goal::Win | Goal::Crown) {
            themes.push(Theme::Shot);
        }
        if line.len() > 1 {
            themes.push(Theme::Combination);
        }
        themes.sort();
        themes.dedup();
        themes
    }

    fn why_not(&self, start: &Game, goal: Goal, left: u32, mv: Move) -> Option<WhyNot<Move>> {
        let pm = piece(&mv)?;
        let after = self.position().apply(pm);
        let mut prover = Prover {
            start: Start::of(start.position(), start.position().turn()),
            goal,
            nodes: NODE_LIMIT - WHY_NOT_NODES,
        };
        let mut list = MoveList::new();
        after.generate_legal(&mut list);
        for reply in list.as_slice() {
            if !prover.proves(&after.apply(reply), left.saturating_sub(1))? {
                return Some(WhyNot::Answer(Move::Piece(*reply)));
            }
        }
        None
    }

    /// Crownings at most a third of a set: runaways are common in the
    /// games, shots are what the set is for.
    fn goal_share(goal: Goal) -> f64 {
        if goal == Goal::Crown { 1.0 / 3.0 } else { 1.0 }
    }

    fn shallow_choice(&self) -> Option<Move> {
        crate::ai::checkers::best_move(
            self,
            crate::ai::Level::Beginner,
            &crate::ai::SearchLimits::depth(2),
        )
        .best
    }
}

/// The line from `start`: the solver's first moves `first` (all that
/// count), then the defence that holds out longest, and the solver's
/// only move again, until the goal is reached.
fn build_line(start: &Game, goal: Goal, k: u32, first: Vec<Move>) -> Option<Found<Move>> {
    let mut line = vec![first];
    let mut game = start.clone();
    let mut left = k;
    loop {
        let main = line.last()?[0];
        let (after, _) = game.clone().play(main).ok()?;
        left -= 1;
        if left == 0 || after.outcome().is_some() {
            break;
        }
        // The defence after which the goal is furthest away.
        let mut best: Option<(u32, Move)> = None;
        for reply in after.legal_moves() {
            let pm = piece(&reply)?;
            let child = after.position().apply(pm);
            let d = distance(start.position(), &child, goal, left)?;
            if best.is_none_or(|(bd, _)| d > bd) {
                best = Some((d, reply));
            }
        }
        let (d, reply) = best?;
        if d == 0 {
            break;
        }
        // The main move forces the goal in exactly `d + 1`: the line's
        // remaining steps are `d` of the solver's moves.
        left = d;
        let (next, _) = after.play(reply).ok()?;
        let acc = next.accepted(start, goal, left).ok()?;
        if acc.len() > 1 && left > 1 {
            return None;
        }
        line.push(vec![reply]);
        line.push(acc);
        game = next;
    }
    Some(Found { goal, line })
}
