//! Othello puzzles, proven by the exact endgame solver.
//!
//! A position qualifies when the solver settles every legal move (up to
//! [`MAX_EMPTIES`] empties) and exactly one move — or a few of equal value
//! at the last step — wins where the others do not ([`Goal::Win`]), or
//! keeps the best result while every other move gives away at least
//! [`CLEAR_MARGIN`] discs ([`Goal::Best`]). The line goes on while the
//! solver's next move is again the only one (after the opponent's best
//! reply), up to [`MAX_SOLVER_MOVES`].

use crate::ai::SearchLimits;
use crate::ai::othello::solve;
use crate::game_kind::GameKind;
use crate::rules::Rules;
use crate::rules::othello::{Move, Position, Square};

use super::prove::{Found, PuzzleRules, WhyNot};
use super::{Goal, Theme};

/// Most empties a puzzle position may have: the proof solves every legal
/// move exactly at each step, which stays well under a second here.
pub const MAX_EMPTIES: u32 = 18;

/// Fewest empties: below, the positions are too small to teach much.
pub const MIN_EMPTIES: u32 = 8;

/// A [`Goal::Best`] move keeps at least this many discs more than every
/// other move (exact scores are even: 6 is three discs changing hands).
pub const CLEAR_MARGIN: i32 = 6;

/// A [`Goal::Best`] puzzle keeps a result within this many discs of a
/// draw (a position still worth fighting over).
pub const MAX_BEST_LEAD: i32 = 24;

/// The longest line the generator builds (the solver's moves).
pub const MAX_SOLVER_MOVES: u32 = 3;

/// Every legal move's exact value for the side to move (final disc
/// difference under perfect play), best first; ties in square order.
#[must_use]
pub fn move_values(pos: &Position) -> Vec<(Move, i32)> {
    let limits = SearchLimits::depth(64);
    let mut out: Vec<(Move, i32)> = pos
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let (child, _) = pos.play(mv).ok()?;
            Some((mv, -solve(&child, &limits).score))
        })
        .collect();
    out.sort_by_key(|&(mv, v)| (-v, square_index(mv)));
    out
}

fn square_index(mv: Move) -> u8 {
    match mv {
        Move::Place(sq) => sq.index(),
        Move::Pass => 64,
    }
}

/// The moves that reach `goal` here, or why the position does not prove it.
fn accepted_moves(pos: &Position, goal: Goal) -> Result<Vec<Move>, String> {
    let empties = pos.empty().count_ones();
    if empties > MAX_EMPTIES {
        return Err(format!("{empties} empties, above {MAX_EMPTIES}"));
    }
    if pos.must_pass() || pos.is_over() {
        return Err("the solver has no move to play".into());
    }
    let values = move_values(pos);
    let best = values[0].1;
    match goal {
        Goal::Win => {
            let winning: Vec<Move> = values
                .iter()
                .filter(|(_, v)| *v > 0)
                .map(|&(m, _)| m)
                .collect();
            if winning.is_empty() {
                return Err(format!("no move wins (best {best:+})"));
            }
            if winning.len() == values.len() {
                return Err("every move wins".into());
            }
            Ok(winning)
        }
        Goal::Best { result } => {
            if best != i32::from(result) {
                return Err(format!("the best result is {best:+}, not {result:+}"));
            }
            let kept: Vec<Move> = values
                .iter()
                .filter(|(_, v)| *v == best)
                .map(|&(m, _)| m)
                .collect();
            match values.get(kept.len()) {
                None => Err("every move keeps the result".into()),
                Some(&(_, next)) if best - next < CLEAR_MARGIN => Err(format!(
                    "the next best move gives away only {} discs",
                    best - next
                )),
                Some(_) => Ok(kept),
            }
        }
        _ => Err(format!("{} is not an Othello goal", goal.token())),
    }
}

impl PuzzleRules for Position {
    const KIND: GameKind = GameKind::Othello;

    fn accepted(
        &self,
        _start: &Position,
        goal: Goal,
        _solver_moves_left: u32,
    ) -> Result<Vec<Move>, String> {
        accepted_moves(self, goal)
    }

    fn is_defence(&self, _goal: Goal, reply: Move) -> bool {
        let values = move_values(self);
        values
            .first()
            .is_some_and(|&(_, best)| values.iter().any(|&(m, v)| m == reply && v == best))
    }

    fn find(&self) -> Option<Found<Move>> {
        let empties = self.empty().count_ones();
        if !(MIN_EMPTIES..=MAX_EMPTIES).contains(&empties) || self.must_pass() {
            return None;
        }
        let values = move_values(self);
        if values.len() < 2 {
            return None;
        }
        let best = values[0].1;
        let winners = values.iter().filter(|(_, v)| *v > 0).count();
        let goal = if best > 0 && winners == 1 {
            Goal::Win
        } else if best.abs() > MAX_BEST_LEAD {
            // A game long decided: finding its best move teaches little.
            return None;
        } else {
            Goal::Best {
                result: i8::try_from(best).ok()?,
            }
        };
        accepted_moves(self, goal).ok()?;
        // Extend while the solver's move is the only one, after the
        // opponent's best reply.
        let mut line: Vec<Vec<Move>> = Vec::new();
        let mut pos = *self;
        while let Ok(acc) = accepted_moves(&pos, goal) {
            let last = line.len() / 2 + 1 >= MAX_SOLVER_MOVES as usize || acc.len() > 1;
            let main = acc[0];
            let (after, _) = pos.play(main).ok()?;
            if last || after.is_over() || after.must_pass() {
                line.push(acc);
                break;
            }
            let reply = move_values(&after)[0].0;
            let (next, _) = after.play(reply).ok()?;
            if next.must_pass() || next.is_over() || accepted_moves(&next, goal).is_err() {
                line.push(acc);
                break;
            }
            line.push(vec![main]);
            line.push(vec![reply]);
            pos = next;
        }
        Some(Found { goal, line })
    }

    fn themes(&self, goal: Goal, line: &[Move]) -> Vec<Theme> {
        let mut themes = Vec::new();
        let mut pos = *self;
        for (i, &mv) in line.iter().enumerate() {
            let solver = i % 2 == 0;
            if solver && let Move::Place(sq) = mv {
                if is_corner(sq) {
                    themes.push(Theme::Corner);
                } else if is_edge(sq) {
                    themes.push(Theme::Edge);
                }
            }
            let Ok((next, _)) = pos.play(mv) else { break };
            if solver && next.must_pass() && !next.is_over() {
                themes.push(Theme::Parity);
            }
            pos = next;
        }
        if goal == (Goal::Best { result: 64 }) {
            themes.push(Theme::Wipeout);
        }
        if line.len() > 1 {
            themes.push(Theme::Combination);
        }
        themes.sort();
        themes.dedup();
        themes
    }

    fn why_not(
        &self,
        _start: &Position,
        _goal: Goal,
        _left: u32,
        mv: Move,
    ) -> Option<WhyNot<Move>> {
        if self.empty().count_ones() > MAX_EMPTIES {
            return None;
        }
        let limits = SearchLimits::depth(64);
        let (child, _) = self.play(mv).ok()?;
        let got = -solve(&child, &limits).score;
        let best = solve(self, &limits).score;
        Some(WhyNot::Result { got, best })
    }

    fn shallow_choice(&self) -> Option<Move> {
        crate::ai::othello::best_move(self, crate::ai::Level::Beginner, &SearchLimits::depth(2))
            .best
    }
}

fn is_corner(sq: Square) -> bool {
    matches!(sq.index(), 0 | 7 | 56 | 63)
}

fn is_edge(sq: Square) -> bool {
    let (file, rank) = (sq.index() % 8, sq.index() / 8);
    file == 0 || file == 7 || rank == 0 || rank == 7
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::prove::verify;
    use crate::rules::Notation;

    #[test]
    fn move_values_are_exact_and_best_first() {
        // A position from the solver's tests: few empties, solved at once.
        let pos = Position::parse_position(
            "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOO--- X",
        )
        .unwrap();
        let values = move_values(&pos);
        assert!(!values.is_empty());
        assert!(values.windows(2).all(|w| w[0].1 >= w[1].1));
        let best = solve(&pos, &SearchLimits::depth(64)).score;
        assert_eq!(values[0].1, best);
        let _ = verify::<Position>;
    }
}
