//! Proofs: what each game's prover answers ([`PuzzleRules`]), and the one
//! generic check of a puzzle's whole line ([`verify`]).
//!
//! Every answer is a proof, never an evaluation: Othello's by the exact
//! endgame solver, Gounki's and checkers' by full-width searches to the
//! end of the goal (`super::gounki`, `super::checkers`).

use std::collections::BTreeSet;

use crate::game_kind::GameKind;
use crate::rules::Notation;

use super::{Goal, Puzzle, Theme};

/// A puzzle found in a position: its goal and its line (the solver's
/// moves that count at each of its steps, main first, and the replies).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found<M> {
    pub goal: Goal,
    pub line: Vec<Vec<M>>,
}

/// What a game's prover answers.
pub trait PuzzleRules: Notation {
    /// Which game.
    const KIND: GameKind;

    /// Every move of the side to move (the solver) that reaches `goal`
    /// (measured from the puzzle's `start`, where it matters) within
    /// `solver_moves_left` of its own moves against every defence (Othello
    /// proves to the end and ignores the count), or why the position does
    /// not prove the goal.
    fn accepted(
        &self,
        start: &Self,
        goal: Goal,
        solver_moves_left: u32,
    ) -> Result<Vec<Self::Move>, String>;

    /// Whether `reply` (of the defender, to move here) is one of its best
    /// defences against `goal`. Gounki and checkers accept every legal
    /// reply (the next step's proof covers all of them).
    fn is_defence(&self, goal: Goal, reply: Self::Move) -> bool {
        let _ = goal;
        self.is_legal(reply)
    }

    /// The puzzle this position holds, if any.
    fn find(&self) -> Option<Found<Self::Move>>;

    /// The line's themes, read from the rules' effects along it (`line`:
    /// the main moves, solver first).
    fn themes(&self, goal: Goal, line: &[Self::Move]) -> Vec<Theme>;

    /// The largest share of a generated set a goal may take (a set of
    /// nothing but crownings would teach one idea); all by default.
    fn goal_share(goal: Goal) -> f64 {
        let _ = goal;
        1.0
    }

    /// The move a shallow search plays here (a measure of how hidden the
    /// solution is).
    fn shallow_choice(&self) -> Option<Self::Move>;

    /// Why `mv`, a legal move that does not count, misses `goal` (with
    /// `solver_moves_left` of the solver's moves, this one included), as
    /// far as a small proof finds out (`None`: no concrete cause found in
    /// the time a click allows).
    fn why_not(
        &self,
        start: &Self,
        goal: Goal,
        solver_moves_left: u32,
        mv: Self::Move,
    ) -> Option<WhyNot<Self::Move>>;
}

/// Why a move is not the puzzle's: what the rules and the proof show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhyNot<M> {
    /// Othello: under perfect play the move ends `got` (discs, for the
    /// solver), where the puzzle's move ends `best`.
    Result { got: i32, best: i32 },
    /// The opponent wins at once with this answer (a piece leaves the
    /// board, the last piece is taken).
    OpponentWins(M),
    /// After this answer of the opponent the goal can no longer be forced.
    Answer(M),
}

/// Re-proves `puzzle` from scratch: the position is legal, every move of
/// the line is legal, at each of the solver's steps the moves listed are
/// exactly the ones that reach the goal (only one before the last step),
/// each reply is a legal (for Othello: a best) defence, and the line ends
/// with the solver's move.
pub fn verify<G: PuzzleRules>(puzzle: &Puzzle) -> Result<(), String> {
    if puzzle.game != G::KIND {
        return Err(format!(
            "a {} puzzle, not {}",
            puzzle.game.id(),
            G::KIND.id()
        ));
    }
    let start = G::parse_position(&puzzle.position).map_err(|e| format!("position: {e}"))?;
    let mut pos = start.clone();
    if pos.outcome().is_some() {
        return Err("the game is already over".into());
    }
    let solver = pos.turn();
    if puzzle.goal == Goal::Better {
        // A personal puzzle: the review's better move, legal here.
        let [step] = &puzzle.line[..] else {
            return Err("a personal puzzle is one move".into());
        };
        for text in step {
            let mv = pos.parse_move(text).map_err(|e| format!("step 1: {e}"))?;
            if !pos.is_legal(mv) {
                return Err(format!("step 1: {text} is not legal"));
            }
        }
        return Ok(());
    }
    let total = u32::try_from(puzzle.solver_moves()).unwrap_or(u32::MAX);
    for (i, step) in puzzle.line.iter().enumerate() {
        let moves = step
            .iter()
            .map(|t| {
                pos.parse_move(t)
                    .map_err(|e| format!("step {}: {e}", i + 1))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if i % 2 == 0 {
            if pos.turn() != solver {
                return Err(format!("step {}: not the solver's turn", i + 1));
            }
            let left = total - u32::try_from(i / 2).unwrap_or(0);
            let proven = pos
                .accepted(&start, puzzle.goal, left)
                .map_err(|e| format!("step {}: {e}", i + 1))?;
            let listed: BTreeSet<String> = moves.iter().map(|&m| pos.move_text(m)).collect();
            let wins: BTreeSet<String> = proven.iter().map(|&m| pos.move_text(m)).collect();
            if listed != wins {
                return Err(format!(
                    "step {}: the moves that count are {}, the puzzle lists {}",
                    i + 1,
                    wins.into_iter().collect::<Vec<_>>().join(" "),
                    listed.into_iter().collect::<Vec<_>>().join(" ")
                ));
            }
            if i + 1 < puzzle.line.len() && moves.len() != 1 {
                return Err(format!(
                    "step {}: more than one move counts before the end",
                    i + 1
                ));
            }
        } else if !pos.is_defence(puzzle.goal, moves[0]) {
            return Err(format!("step {}: {} is not a best defence", i + 1, step[0]));
        }
        let (next, _) = pos
            .clone()
            .play(moves[0])
            .map_err(|_| format!("step {}: {} is not legal", i + 1, step[0]))?;
        pos = next;
    }
    Ok(())
}

/// The puzzle's starting rating from what makes it hard: how many moves
/// the solver must find, whether a shallow search finds the first, and
/// how many moves there were to choose from. 800–2400 on the Glicko scale.
#[must_use]
pub fn difficulty(
    solver_moves: usize,
    shallow_finds_it: bool,
    choices: usize,
    alternatives: usize,
) -> u32 {
    let mut r: i64 = 1100;
    r += 250 * (i64::try_from(solver_moves).unwrap_or(3) - 1);
    if !shallow_finds_it {
        r += 250;
    }
    r += 15 * i64::try_from(choices.min(20)).unwrap_or(20);
    r -= 60 * i64::try_from(alternatives.saturating_sub(1).min(4)).unwrap_or(4);
    u32::try_from(r.clamp(800, 2400)).unwrap_or(1500)
}

/// A [`Puzzle`] from what [`PuzzleRules::find`] found at `pos`, with its
/// themes and rating.
#[must_use]
pub fn make_puzzle<G: PuzzleRules>(pos: &G, found: &Found<G::Move>, id: String) -> Puzzle {
    let main: Vec<G::Move> = found.line.iter().map(|s| s[0]).collect();
    let mut texts = Vec::new();
    let mut at = pos.clone();
    for (step, &mv) in found.line.iter().zip(&main) {
        texts.push(step.iter().map(|&m| at.move_text(m)).collect());
        match at.clone().play(mv) {
            Ok((next, _)) => at = next,
            Err(_) => break,
        }
    }
    let shallow = pos
        .shallow_choice()
        .is_some_and(|m| found.line[0].contains(&m));
    Puzzle {
        id,
        game: G::KIND,
        goal: found.goal,
        rating: difficulty(
            found.line.len().div_ceil(2),
            shallow,
            pos.legal_moves().len(),
            found.line.last().map_or(1, Vec::len),
        ),
        themes: pos.themes(found.goal, &main),
        position: pos.position_text(),
        line: texts,
    }
}
