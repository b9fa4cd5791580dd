//! The rules of every game, as a pure module.
//!
//! Nothing in here touches Bevy, files, the clock or global state: a position
//! is a value, a move is a value, and [`Rules::play`] turns one position into
//! the next while reporting what happened ([`Rules::Effects`]) so that the 3D
//! layer can animate it without knowing any rule. The module builds with
//! `--no-default-features`, so the compiler guarantees that purity.
//!
//! Every game follows the same vocabulary (modelled on shakmaty/cozy-chess):
//! - [`Rules::legal_moves`] lists the legal moves (with an explicit pass where
//!   the game has passes);
//! - [`Rules::play`] returns the next position and its effects, or hands the
//!   position back inside [`IllegalMove`];
//! - [`Rules::outcome`] says whether and how the game ended;
//! - [`Notation`] parses and prints moves and positions (kept apart from the
//!   rules in each game's `notation` module).

use std::fmt;

pub mod checkers;
pub mod gounki;
pub mod othello;

/// One of the two players. Every game here has a dark and a light side; which
/// one moves first is each game's business.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    Black,
    White,
}

impl Side {
    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    /// Index 0 for black, 1 for white (handy for per-side arrays).
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Side::Black => 0,
            Side::White => 1,
        }
    }

    /// The English name, capitalised ("Black" / "White").
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::Black => "Black",
            Side::White => "White",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Othello: neither player can move (full board, wipe-out or blocked).
    NoMovesLeft,
    /// Gounki: a piece left the board past the last rank.
    Exit,
    /// Gounki: the last enemy piece was captured; checkers: the loser has no piece.
    AllCaptured,
    /// Checkers: the side to move has pieces but no legal move.
    NoLegalMove,
    /// Gounki and checkers: the same position occurred three times.
    ThreefoldRepetition,
    /// Checkers: 40 plies without a capture or a man move.
    FortyPlyRule,
    /// Both players agreed to a draw (declared by the UI, not by the rules).
    Agreement,
    /// A player resigned (declared by the UI, not by the rules).
    Resignation,
    /// A player's clock ran out (declared by the UI's clock, not by the
    /// rules). A flag always loses: no game here has the chess rule that
    /// makes it a draw when the other side cannot win.
    Time,
}

impl EndReason {
    /// A short English phrase for the game-over panel.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            EndReason::NoMovesLeft => "neither player can move",
            EndReason::Exit => "a piece left the board",
            EndReason::AllCaptured => "all enemy pieces captured",
            EndReason::NoLegalMove => "no legal move left",
            EndReason::ThreefoldRepetition => "threefold repetition",
            EndReason::FortyPlyRule => "40 plies without capture or man move",
            EndReason::Agreement => "draw by agreement",
            EndReason::Resignation => "resignation",
            EndReason::Time => "on time",
        }
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// `Some(side)` for a win, `None` for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
    /// The official score `(black, white)` where the game has one (Othello).
    pub score: Option<(u8, u8)>,
}

impl Outcome {
    /// A win for `winner`.
    #[must_use]
    pub const fn win(winner: Side, reason: EndReason) -> Self {
        Outcome {
            winner: Some(winner),
            reason,
            score: None,
        }
    }

    /// A draw.
    #[must_use]
    pub const fn draw(reason: EndReason) -> Self {
        Outcome {
            winner: None,
            reason,
            score: None,
        }
    }
}

impl fmt::Display for Outcome {
    /// "Black wins 35–29", "White wins (a piece left the board)", "Draw 32–32".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.winner, self.score) {
            (Some(side), Some((b, w))) => {
                let (hi, lo) = if side == Side::Black { (b, w) } else { (w, b) };
                write!(f, "{side} wins {hi}\u{2013}{lo}")
            }
            (None, Some((b, w))) => write!(f, "Draw {b}\u{2013}{w}"),
            (Some(side), None) => write!(f, "{side} wins ({})", self.reason.describe()),
            (None, None) => write!(f, "Draw ({})", self.reason.describe()),
        }
    }
}

/// A move that is not legal in the position; the position is handed back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalMove<P, M> {
    pub position: P,
    pub mv: M,
}

impl<P, M: fmt::Debug> fmt::Display for IllegalMove<P, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {:?}", self.mv)
    }
}

impl<P: fmt::Debug, M: fmt::Debug> std::error::Error for IllegalMove<P, M> {}

/// The shared vocabulary of a game's rules.
///
/// The implementing type is the whole state the rules need to decide the next
/// move and the outcome (for games with repetition draws it carries the
/// position history too).
pub trait Rules: Clone + Sized {
    /// A move, as a small value (never a string inside the engine).
    type Move: Copy + Eq + std::hash::Hash + fmt::Debug;
    /// What a move did, in the order a viewer should see it.
    type Effects: Clone + fmt::Debug;

    /// The player to move.
    fn turn(&self) -> Side;

    /// Every legal move, each once. Empty only when the game is over.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// Plays `mv`, returning the next state and what happened; an illegal
    /// move hands this state back unchanged.
    #[allow(clippy::type_complexity)]
    fn play(self, mv: Self::Move) -> Result<(Self, Self::Effects), IllegalMove<Self, Self::Move>>;

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Whether `mv` is legal here.
    fn is_legal(&self, mv: Self::Move) -> bool {
        self.legal_moves().contains(&mv)
    }
}

/// A parse error that names the offending token and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    pub token: String,
    pub reason: String,
}

impl NotationError {
    #[must_use]
    pub fn new(token: impl Into<String>, reason: impl Into<String>) -> Self {
        NotationError {
            token: token.into(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}': {}", self.token, self.reason)
    }
}

impl std::error::Error for NotationError {}

/// Text forms of moves and positions, kept apart from the rules themselves.
pub trait Notation: Rules {
    /// Parses one move in this position (context decides e.g. short forms).
    fn parse_move(&self, text: &str) -> Result<Self::Move, NotationError>;
    /// The canonical text of a move played from this position.
    fn move_text(&self, mv: Self::Move) -> String;
    /// Parses the game's position string.
    fn parse_position(text: &str) -> Result<Self, NotationError>;
    /// The game's canonical position string.
    fn position_text(&self) -> String;
}

/// A tiny deterministic PRNG (SplitMix64) for random playouts in tests,
/// benchmarks and AI noise: the rules stay free of dependencies and globals.
#[derive(Debug, Clone)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}
