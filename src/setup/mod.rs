//! Setting up a position by hand: the position editor's model, pure (no
//! Bevy), shared by the 3D editor and `tavola setup`.
//!
//! A [`Setup`] is what a person puts on the board: the pieces of each
//! square (bottom first, so that Gounki's "take the top piece off" takes
//! the last one put on) and the side to move. Each game says, through
//! [`Editable`], which pieces its palette has and how its position is made
//! from a setup.
//!
//! Two levels of checking:
//!
//! - an edit the position could not even show is refused at once, naming
//!   the square ([`Setup::put`]: a checkers piece on a light square, a
//!   fourth piece on a Gounki stack, a ninth Gounki round);
//! - a position that can be shown but not played ([`Setup::check`]) is
//!   judged by the very parser the command line uses for `--position`
//!   (a checkers man on its crowning row, thirteen pieces, an Othello board
//!   without a disc, a Gounki board without a piece), so the editor and
//!   the tools never disagree.
//!
//! ```
//! use tavola::rules::othello::Position;
//! use tavola::rules::{Notation, Side};
//! use tavola::setup::{Editable, Setup};
//!
//! let mut setup = Setup::<Position>::empty(Side::Black);
//! assert!(setup.check().is_err()); // no disc on the board
//! let black = Position::PIECES[0];
//! setup.put(Setup::<Position>::index_of("d4").unwrap(), black).unwrap();
//! assert_eq!(setup.check().unwrap().position_text().len(), 66);
//! ```

mod checkers;
pub mod gounki;
mod othello;
#[cfg(test)]
mod tests;

use std::fmt;

use crate::rules::{Notation, Side};

/// A game whose positions can be set up square by square.
///
/// Squares are numbered `file + 8 * rank` from a1 (`0`) to h8 (`63`), the
/// position strings' order for Othello and Gounki; each game maps that to
/// its own squares.
pub trait Editable: Notation + Clone + Default {
    /// A piece of the palette (one disc, one checker, one Gounki piece).
    type Piece: Copy + Eq + fmt::Debug + Send + Sync + 'static;

    /// The palette, in the order the editor shows it.
    const PIECES: &'static [Self::Piece];

    /// Whether a piece put on an occupied square of its own colour goes on
    /// top (Gounki's stacks) rather than replacing what was there.
    const STACKS: bool;

    /// The letter `tavola setup` writes and reads for `piece`.
    fn piece_code(piece: Self::Piece) -> char;

    /// Whose piece it is.
    fn piece_side(piece: Self::Piece) -> Side;

    /// The square's name as players of the game say it (`d4`; `18` in
    /// checkers).
    fn square_name(index: usize) -> String;

    /// Whether pieces may stand on the square (checkers: the dark ones).
    fn playable(index: usize) -> bool {
        index < 64
    }

    /// The pieces on each square and the side to move of a position.
    fn read(&self) -> ([Vec<Self::Piece>; 64], Side);

    /// The position of a setup, checked only for what the position type
    /// cannot hold (its own limits); `Err` is the problem, without the
    /// square (the caller names it).
    fn arrange(squares: &[Vec<Self::Piece>; 64], turn: Side) -> Result<Self, Problem>;

    /// The game's own reasons a setup that can be shown cannot be played
    /// (checked before the position parser, so that the square can be
    /// named): the first one, with its square index if it has one.
    fn problem(_squares: &[Vec<Self::Piece>; 64]) -> Option<(Option<usize>, Problem)> {
        None
    }

    /// The game's starting position.
    fn start() -> Self {
        Self::default()
    }
}

/// What is wrong with a setup, in terms the editor can translate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Nothing on the board.
    NoPieces,
    /// No piece of the game stands on this square (checkers' light ones).
    NotASquare,
    /// A fourth piece on a Gounki stack.
    StackTooHigh,
    /// More pieces of one kind (`what`: "pieces", "rounds", "squares")
    /// than a side owns.
    TooMany {
        side: Side,
        what: &'static str,
        count: u32,
        most: u32,
    },
    /// A checkers man on the row where it would have been crowned.
    ManOnCrowningRow { side: Side },
    /// Any other reason the position parser gives (in English).
    Other(String),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::NoPieces => f.write_str("the board has no pieces"),
            Problem::NotASquare => f.write_str("no piece can stand on this square"),
            Problem::StackTooHigh => f.write_str("a stack holds at most 3 pieces"),
            Problem::TooMany {
                side,
                what,
                count,
                most,
            } => write!(f, "{side} has {count} {what}; a side has at most {most}"),
            Problem::ManOnCrowningRow { side } => write!(
                f,
                "a {side} man on its crowning row would have been crowned (make it a king)"
            ),
            Problem::Other(reason) => f.write_str(reason),
        }
    }
}

/// Why a setup cannot be played, or an edit was refused: the square
/// concerned, when there is one, and the problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupError {
    /// The square's name in the game's words.
    pub square: Option<String>,
    pub problem: Problem,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.square {
            Some(square) => write!(f, "{square}: {}", self.problem),
            None => write!(f, "{}", self.problem),
        }
    }
}

impl std::error::Error for SetupError {}

/// A position being set up (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup<G: Editable> {
    squares: [Vec<G::Piece>; 64],
    turn: Side,
    /// The position as it shows on the board; always in line with
    /// `squares` (every edit goes through [`Editable::arrange`]).
    shown: G,
}

impl<G: Editable> Setup<G> {
    /// The setup of a position (the board's game, or the start).
    #[must_use]
    pub fn of(position: &G) -> Setup<G> {
        let (squares, turn) = position.read();
        Setup {
            squares,
            turn,
            shown: position.clone(),
        }
    }

    /// An empty board with `turn` to move.
    #[must_use]
    pub fn empty(turn: Side) -> Setup<G> {
        let squares: [Vec<G::Piece>; 64] = std::array::from_fn(|_| Vec::new());
        // An empty board is within every position type's limits.
        let shown = G::arrange(&squares, turn).unwrap_or_default();
        Setup {
            squares,
            turn,
            shown,
        }
    }

    /// The game's starting position.
    #[must_use]
    pub fn start() -> Setup<G> {
        Setup::of(&G::start())
    }

    /// The square index of a name (`d4`, or a checkers number), if it is
    /// one of the game's squares.
    #[must_use]
    pub fn index_of(name: &str) -> Option<usize> {
        let name = name.trim();
        (0..64).find(|&i| G::playable(i) && G::square_name(i).eq_ignore_ascii_case(name))
    }

    /// The pieces on a square, bottom first.
    #[must_use]
    pub fn pieces(&self, index: usize) -> &[G::Piece] {
        self.squares.get(index).map_or(&[], Vec::as_slice)
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The position as the board shows it (possibly not playable: see
    /// [`Setup::check`]).
    #[must_use]
    pub fn shown(&self) -> &G {
        &self.shown
    }

    /// Puts `piece` on the square: on top of a stack of the same colour
    /// where the game stacks, else in place of what was there.
    ///
    /// # Errors
    /// The edit the position cannot hold, naming the square; the setup is
    /// then unchanged.
    pub fn put(&mut self, index: usize, piece: G::Piece) -> Result<(), SetupError> {
        self.edit(index, |pieces| {
            let same_colour = pieces
                .last()
                .is_some_and(|&p| G::piece_side(p) == G::piece_side(piece));
            if !(G::STACKS && same_colour) {
                pieces.clear();
            }
            pieces.push(piece);
        })
    }

    /// Takes the top piece off the square (the only one outside Gounki);
    /// whether there was one.
    pub fn take(&mut self, index: usize) -> bool {
        if self.pieces(index).is_empty() {
            return false;
        }
        // Fewer pieces are always within the position's limits.
        self.edit(index, |pieces| {
            pieces.pop();
        })
        .is_ok()
    }

    /// Empties the square; whether it held anything.
    pub fn clear(&mut self, index: usize) -> bool {
        if self.pieces(index).is_empty() {
            return false;
        }
        self.edit(index, Vec::clear).is_ok()
    }

    /// Sets the side to move.
    pub fn set_turn(&mut self, turn: Side) {
        if turn != self.turn {
            let before = self.turn;
            self.turn = turn;
            match G::arrange(&self.squares, turn) {
                Ok(shown) => self.shown = shown,
                Err(_) => self.turn = before,
            }
        }
    }

    fn edit(
        &mut self,
        index: usize,
        change: impl FnOnce(&mut Vec<G::Piece>),
    ) -> Result<(), SetupError> {
        if index >= 64 || !G::playable(index) {
            return Err(SetupError {
                // A light square has no name in checkers: its coordinates.
                square: Some(coordinates(index)),
                problem: Problem::NotASquare,
            });
        }
        let mut squares = self.squares.clone();
        change(&mut squares[index]);
        let shown = G::arrange(&squares, self.turn).map_err(|p| SetupError {
            square: Some(G::square_name(index)),
            problem: p,
        })?;
        self.squares = squares;
        self.shown = shown;
        Ok(())
    }

    /// The position to play, if the setup is one: an empty board is not,
    /// nor what the game's own checks refuse (naming the square), and the
    /// rest is judged by the game's position parser, the one `--position`
    /// uses, so that the editor and the tools agree.
    ///
    /// # Errors
    /// The first reason it is not.
    pub fn check(&self) -> Result<G, SetupError> {
        if self.squares.iter().all(Vec::is_empty) {
            return Err(SetupError {
                square: None,
                problem: Problem::NoPieces,
            });
        }
        if let Some((index, problem)) = G::problem(&self.squares) {
            return Err(SetupError {
                square: index.map(G::square_name),
                problem,
            });
        }
        G::parse_position(&self.shown.position_text()).map_err(|e| SetupError {
            square: None,
            problem: Problem::Other(e.reason),
        })
    }

    /// The setup in the game's position notation (even when it cannot be
    /// played, as the board shows it).
    #[must_use]
    pub fn text(&self) -> String {
        self.shown.position_text()
    }
}

/// An edit written as `tavola setup` reads it: `d4=X` puts a piece (the
/// game's letter), `d4-` takes the top piece off, `d4.` empties the square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edit<P> {
    Put(usize, P),
    Take(usize),
    Clear(usize),
}

/// Parses one edit of `G` (see [`Edit`]).
///
/// # Errors
/// What is wrong with the token.
pub fn parse_edit<G: Editable>(token: &str) -> Result<Edit<G::Piece>, SetupError> {
    let bad = |reason: String| SetupError {
        square: None,
        problem: Problem::Other(format!("'{token}': {reason}")),
    };
    let square = |name: &str| {
        Setup::<G>::index_of(name).ok_or_else(|| bad(format!("'{name}' is not a square")))
    };
    if let Some((name, code)) = token.split_once('=') {
        let index = square(name)?;
        let mut chars = code.trim().chars();
        let piece = match (chars.next(), chars.next()) {
            (Some(c), None) => G::PIECES.iter().copied().find(|&p| G::piece_code(p) == c),
            _ => None,
        };
        let codes: String = G::PIECES.iter().map(|&p| G::piece_code(p)).collect();
        let piece = piece.ok_or_else(|| bad(format!("the piece must be one of {codes}")))?;
        return Ok(Edit::Put(index, piece));
    }
    if let Some(name) = token.strip_suffix('-') {
        return Ok(Edit::Take(square(name)?));
    }
    if let Some(name) = token.strip_suffix('.') {
        return Ok(Edit::Clear(square(name)?));
    }
    Err(bad(
        "an edit is d4=<piece>, d4- (take the top piece off) or d4. (empty the square)".to_string(),
    ))
}

impl<G: Editable> Setup<G> {
    /// Applies an edit; taking from or clearing an empty square is no
    /// error.
    ///
    /// # Errors
    /// See [`Setup::put`].
    pub fn apply(&mut self, edit: Edit<G::Piece>) -> Result<(), SetupError> {
        match edit {
            Edit::Put(index, piece) => self.put(index, piece),
            Edit::Take(index) => {
                self.take(index);
                Ok(())
            }
            Edit::Clear(index) => {
                self.clear(index);
                Ok(())
            }
        }
    }
}

/// `a1` … `h8` for a square index (any number for one off the board).
fn coordinates(index: usize) -> String {
    match (u8::try_from(index % 8), index < 64) {
        (Ok(file), true) => format!("{}{}", char::from(b'a' + file), index / 8 + 1),
        _ => index.to_string(),
    }
}
