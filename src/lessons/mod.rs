//! The rules books: each game's lessons as data (positions and moves in the
//! game's own notation, texts as Fluent message ids), checked by the rules.
//!
//! Pure like [`crate::rules`]: no Bevy, no I/O. The app shows a book on the
//! 3D board (`app::lessons`); `tavola lessons <game>` prints every step as a
//! tab-separated line so that the positions can be checked from outside.
//!
//! A book is chapters of steps. A step is a position, a short text and
//! either nothing more, a move that is shown played (animated, with the
//! squares it concerns highlighted), or a task: the reader must find a move
//! that meets the step's [`Goal`]. A task's answers are not written down:
//! they are the legal moves that meet the goal, found by the rules, and the
//! first of them is what "Show me" plays.
//!
//! ```
//! use tavola::lessons::{self, Teach};
//! use tavola::rules::othello::Position;
//!
//! let book = Position::book();
//! let (id, step) = lessons::steps(book).next().unwrap();
//! assert_eq!(id.to_string(), "1.1");
//! let start = Position::lesson_start(step).unwrap();
//! assert!(lessons::shown_move(&start, step).is_ok());
//! ```

pub mod checkers;
pub mod gounki;
pub mod othello;

#[cfg(test)]
mod tests;

use std::fmt;

use crate::game_kind::GameKind;
use crate::rules::{Notation, NotationError, Rules};

/// A game's rules book.
#[derive(Debug)]
pub struct Book {
    pub game: GameKind,
    pub chapters: &'static [Chapter],
}

/// One chapter: a title and its steps, in reading order.
#[derive(Debug)]
pub struct Chapter {
    /// A short key, unique in the book (saved in the progress file).
    pub key: &'static str,
    /// Fluent id of the chapter's title.
    pub title: &'static str,
    pub steps: &'static [Step],
}

/// One step of a chapter.
#[derive(Debug, Clone, Copy)]
pub struct Step {
    /// Fluent id of the step's text (two or three sentences).
    pub text: &'static str,
    /// The board, in the notation `tavola moves <game>` accepts.
    pub position: &'static str,
    /// What the step does with the position.
    pub action: Action,
    /// Checkers: the step uses the family rules (huffing).
    pub family: bool,
    /// Squares to point at besides those the move itself touches (in the
    /// game's square names, e.g. `g7` or `8`).
    pub marks: &'static [&'static str],
    /// The worked example of the spec this step shows, if any (`E1`,
    /// `6.3.1`, `C2`).
    pub example: Option<&'static str>,
}

impl Step {
    /// A step that only shows a position.
    pub const fn look(text: &'static str, position: &'static str) -> Step {
        Step {
            text,
            position,
            action: Action::Look,
            family: false,
            marks: &[],
            example: None,
        }
    }

    /// A step that shows `mv` played from `position`.
    pub const fn play(text: &'static str, position: &'static str, mv: &'static str) -> Step {
        Step {
            action: Action::Play(mv),
            ..Step::look(text, position)
        }
    }

    /// A step that asks the reader for a move that meets `goal`.
    pub const fn task(text: &'static str, position: &'static str, goal: Goal) -> Step {
        Step {
            action: Action::Task(goal),
            ..Step::look(text, position)
        }
    }

    /// The same step with squares pointed at.
    pub const fn marks(self, marks: &'static [&'static str]) -> Step {
        Step { marks, ..self }
    }

    /// The same step, naming the spec's worked example it shows.
    pub const fn example(self, example: &'static str) -> Step {
        Step {
            example: Some(example),
            ..self
        }
    }

    /// The same step under the family rules.
    pub const fn family(self) -> Step {
        Step {
            family: true,
            ..self
        }
    }

    /// Whether the reader is asked to find a move.
    pub const fn is_task(&self) -> bool {
        matches!(self.action, Action::Task(_))
    }
}

/// What a step does with its position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Nothing: the text explains the position.
    Look,
    /// This move (canonical notation) is shown played.
    Play(&'static str),
    /// The reader must find a move that meets the goal.
    Task(Goal),
}

/// What a task asks for. Which moves meet it is decided by the rules'
/// effects ([`Teach::judge`]), never by a list of answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Exactly this move (canonical notation).
    Move(&'static str),
    /// A move that flips (Othello) this many discs.
    Flips(u32),
    /// A move that captures this many pieces.
    Captures(u32),
    /// A move whose moving piece or stack ends on this square.
    EndsOn(&'static str),
    /// A move that crowns a man.
    Crowns,
    /// A move that wins the game at once.
    Wins,
    /// A deployment (Gounki) whose last piece lands on this square.
    DeploysTo(&'static str),
}

/// Why a legal move does not meet a task's goal, for the one-sentence
/// explanation the reader sees.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Miss {
    /// The goal names one move, and this is another.
    NotTheMove,
    /// It flips `got` discs (the goal asks for `want`).
    Flips { got: u32, want: u32 },
    /// It captures `got` pieces (the goal asks for `want`).
    Captures { got: u32, want: u32 },
    /// It ends on `got` instead of `want`.
    EndsOn { got: String, want: &'static str },
    /// No man is crowned.
    NoCrown,
    /// The game goes on.
    NoWin,
    /// It is not a deployment ending on `want`.
    NoDeployment { want: &'static str },
}

/// A game that has a rules book.
pub trait Teach: Rules + Notation {
    /// The book.
    fn book() -> &'static Book;

    /// The step's starting state (its position, under the step's rules).
    fn lesson_start(step: &Step) -> Result<Self, NotationError> {
        Self::parse_position(step.position)
    }

    /// Whether `mv`, played from `self` with `effects`, meets `goal`.
    fn judge(&self, mv: Self::Move, effects: &Self::Effects, goal: Goal) -> Result<(), Miss>;
}

/// A step's place in its book: chapter and step, both counted from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StepId {
    pub chapter: usize,
    pub step: usize,
}

impl fmt::Display for StepId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.chapter, self.step)
    }
}

impl StepId {
    /// Parses `<chapter>.<step>` (both from 1).
    pub fn parse(text: &str) -> Option<StepId> {
        let (chapter, step) = text.split_once('.')?;
        let id = StepId {
            chapter: chapter.parse().ok()?,
            step: step.parse().ok()?,
        };
        (id.chapter > 0 && id.step > 0).then_some(id)
    }
}

/// Every step of a book with its id, in reading order.
pub fn steps(book: &'static Book) -> impl Iterator<Item = (StepId, &'static Step)> {
    book.chapters.iter().enumerate().flat_map(|(c, chapter)| {
        chapter.steps.iter().enumerate().map(move |(s, step)| {
            (
                StepId {
                    chapter: c + 1,
                    step: s + 1,
                },
                step,
            )
        })
    })
}

/// The step with this id, if the book has it.
pub fn step(book: &'static Book, id: StepId) -> Option<&'static Step> {
    book.chapters
        .get(id.chapter.checked_sub(1)?)?
        .steps
        .get(id.step.checked_sub(1)?)
}

/// A data error in a step (found by the tests and reported by the tools).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepError(pub String);

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The legal moves from `state` that meet `goal`, in the rules' order.
pub fn answers<G: Teach>(state: &G, goal: Goal) -> Vec<G::Move> {
    state
        .legal_moves()
        .into_iter()
        .filter(|&mv| {
            state
                .clone()
                .play(mv)
                .is_ok_and(|(_, effects)| state.judge(mv, &effects, goal).is_ok())
        })
        .collect()
}

/// The move a step shows: its own move, or the first answer of its task
/// (what "Show me" plays); `None` for a step that only shows a position.
pub fn shown_move<G: Teach>(state: &G, step: &Step) -> Result<Option<G::Move>, StepError> {
    match step.action {
        Action::Look => Ok(None),
        Action::Play(text) => {
            let mv = state
                .parse_move(text)
                .map_err(|e| StepError(format!("move {e}")))?;
            if state.is_legal(mv) {
                Ok(Some(mv))
            } else {
                Err(StepError(format!("move '{text}' is not legal there")))
            }
        }
        Action::Task(goal) => answers(state, goal)
            .first()
            .copied()
            .map(Some)
            .ok_or_else(|| StepError(format!("no legal move meets {goal:?}"))),
    }
}

/// Plays `mv` for a task: `Ok` with the new state when it meets the goal,
/// or the reason it does not (the move is legal; illegal moves are the
/// rules' business and never reach a task).
pub fn try_move<G: Teach>(state: &G, mv: G::Move, goal: Goal) -> Result<(G, G::Effects), Miss> {
    let Ok((after, effects)) = state.clone().play(mv) else {
        return Err(Miss::NotTheMove);
    };
    state.judge(mv, &effects, goal).map(|()| (after, effects))
}

/// One step as the tools print it:
/// `<chapter>.<step>\t<position>\t<move or ->\t<position after>`, plus a
/// fifth field `family` for a step under the family rules.
pub fn step_line<G: Teach>(id: StepId, step: &Step) -> Result<String, StepError> {
    let start = G::lesson_start(step).map_err(|e| StepError(format!("{id}: position {e}")))?;
    let mv = shown_move(&start, step).map_err(|e| StepError(format!("{id}: {e}")))?;
    let (move_text, after) = match mv {
        Some(mv) => {
            let text = start.move_text(mv);
            let (after, _) = start
                .clone()
                .play(mv)
                .map_err(|_| StepError(format!("{id}: move '{text}' is not legal")))?;
            (text, after)
        }
        None => ("-".to_string(), start.clone()),
    };
    let mut line = format!(
        "{id}\t{}\t{move_text}\t{}",
        start.position_text(),
        after.position_text()
    );
    if step.family {
        line.push_str("\tfamily");
    }
    Ok(line)
}

/// Every step of `G`'s book, one line each (see [`step_line`]).
pub fn listing<G: Teach>() -> Result<String, StepError> {
    let mut out = String::new();
    for (id, step) in steps(G::book()) {
        out.push_str(&step_line::<G>(id, step)?);
        out.push('\n');
    }
    Ok(out)
}

/// The book of a game.
pub fn book(kind: GameKind) -> &'static Book {
    match kind {
        GameKind::Othello => <crate::rules::othello::Position as Teach>::book(),
        GameKind::Gounki => <crate::rules::gounki::Game as Teach>::book(),
        GameKind::Checkers => <crate::rules::checkers::Game as Teach>::book(),
    }
}

/// The listing of a game's book (see [`listing`]).
pub fn listing_of(kind: GameKind) -> Result<String, StepError> {
    match kind {
        GameKind::Othello => listing::<crate::rules::othello::Position>(),
        GameKind::Gounki => listing::<crate::rules::gounki::Game>(),
        GameKind::Checkers => listing::<crate::rules::checkers::Game>(),
    }
}
