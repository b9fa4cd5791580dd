//! Pasting and dropping games and positions (issue #26), without Bevy: the
//! text of the clipboard or of a dropped file is recognised (which game,
//! which notation, a position or a whole game) with the readers Tavola
//! already has, and a game is copied back out in its canonical text.
//!
//! - [`recognise`]: any notation Tavola reads, to a [`Pasted`] (the game as
//!   a [`SavedGame`]: the start position and the moves; a position is a
//!   game with no moves), or a one-line [`PasteError`].
//! - [`canonical`]: the text that [`recognise`] reads back to the same
//!   [`Pasted`]; [`position_text`] (Ctrl+C: the position reached) and
//!   [`game_text`] (Ctrl+Shift+C: the whole game) for the game being
//!   played.
//!
//! Nothing here reads files or keeps state: the caller reads the text
//! (with the same size cap as saved games, [`MAX_FILE_BYTES`]).
//!
//! # What is recognised, in this order
//!
//! The text (a byte-order mark dropped) is first refused if it is larger
//! than [`MAX_FILE_BYTES`], or if it holds a NUL or any control character
//! other than tab, line feed and carriage return (binary data). Then each
//! notation's *shape* is checked, a cheap look at the start of the text;
//! every notation whose shape fits is read, in the order below, and the
//! first that reads wins. When none reads, the error is the one of the
//! first notation that fitted (the most specific one); when none fits,
//! the error is `not a game or position Tavola reads: "<first word>"`.
//!
//! 1. **Saved game** (any game, [`SavedGame::parse`]): the first non-blank
//!    line starts with `#` (`# game othello`, `# setup …`, a comment): a
//!    `.othello` or `.gounki` file, or any file Tavola saves. A game.
//! 2. **Checkers PDN** ([`parse_pdn_located`]): the text starts with a PDN
//!    tag, `[` then a name and a quoted value (`[Event "…"]`). A game (even
//!    without moves: a `[FEN]` alone starts a game there).
//! 3. **Checkers FEN** ([`checkers::parse_fen`]): the first word starts
//!    with `W:` or `B:` (any case, quotes allowed). A position.
//! 4. **Othello position** (the 64-square notation,
//!    [`othello::Position`]'s `parse_position`): the first word (before a
//!    `;`) has 64 characters, at least 48 of them `X O B W * - .` (any
//!    case), or it has no digit, at least 16 characters and three quarters
//!    of them from that set (a board with a square too many or too few is
//!    reported as such). A transcript of 32 moves glued together is also 64
//!    characters long, but half of them are digits. A position.
//! 5. **Gounki position** ([`gounki::Position::parse`]): the first word
//!    holds a `/` (`rsrsrsrs/srsrsrsr/8/…/SRSRSRSR w`). A position.
//! 6. **Gounki board file** (Diderot/Kalaww, [`gounki::Position::from_kalaww`]):
//!    the text starts with a code such as `B1`, `N7` or `V0` and holds at
//!    least 16 such codes, one of them `V0` (no real board is full). The file
//!    has no side to move: White, who moves first in Gounki. A position.
//! 7. **Gounki Boardspace record** ([`gounki::Position::boardspace_move`]
//!    on each line): the first word of the first non-blank line (after a
//!    move number such as `1` or `1.`) is `Move` or `Deploy` (any case).
//!    One move a line (`Move C 2 C 3`, `Deploy E 2 D 2 C 2`), from the
//!    start; blank lines are skipped. A game.
//! 8. **Othello transcript** ([`SavedGame::parse`] for Othello, which uses
//!    [`othello::parse_transcript`]): the first word starts with a square
//!    `a1`…`h8` followed by nothing, another square's column or `pass`
//!    (`f5d6c3`, `f5 d6 c3`). A game from the usual start.
//! 9. **Gounki record** ([`SavedGame::parse`] for Gounki): the first move
//!    (after `;` and `//` comments) is a square followed by `-`, `x`, `+`,
//!    `*` or `#` (`b1-a2`, `b3+b4-c5`, `g8#`). A game from the usual start.
//! 10. **Checkers moves** ([`parse_pdn_located`] on a record without tags):
//!     the text starts with a digit (`22-18 11-15`, `1. 22-18 11-15`), a
//!     comment `{`, or with an algebraic move (`c3-d4`). A game from the
//!     usual start. An algebraic list (`c3-d4 f6-e5`) fits the Gounki
//!     record too and is read as Gounki first, as a saved `.txt` file is:
//!     it is checkers only when it is no legal Gounki game.
//!
//! So the orders that could confuse two games are fixed: a 64-character
//! board of `X`/`O`/`-` (or `B`/`W`/`.`) is Othello; `W:`/`B:` is a
//! checkers FEN; `f5d6` is an Othello transcript; `22-18` is checkers;
//! `c2-d3`, a `/` position, a `B1 V0 …` board file and `Move C 2 C 3` are
//! Gounki. There is no context (which game is on the table does not
//! matter): a PDN pasted while Othello is played is checkers.
//!
//! # Errors
//!
//! A [`PasteError`] is one line: the notation the text was read as, the
//! line (for a text of several lines) and the reader's own reason, which
//! names the first bad token (`Othello transcript: 'z9': move 3: not a
//! square …`). Very long tokens are shortened and control characters
//! escaped, so that the message fits on a status line.

use std::fmt;

use crate::game_kind::GameKind;
use crate::persist::savefile::{LoadError, Replayed, SavedGame};
use crate::rules::checkers::pdn::parse_pdn_located;
use crate::rules::{Notation, NotationError, Rules, Side, checkers, gounki, othello};

pub use crate::persist::savefile::MAX_FILE_BYTES;

#[cfg(test)]
mod tests;

/// Whether a pasted text is a position or a whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Content {
    /// A position: the game starts there; [`Pasted::game`] has no moves.
    Position,
    /// A game record: a start and the moves played from it.
    Game,
}

/// A recognised text: what it is and the game it gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pasted {
    pub content: Content,
    /// The start and the moves, every move legal in turn (checked while
    /// reading). For a [`Content::Position`], the position is the start,
    /// there are no moves, and checkers' family mode is off.
    pub game: SavedGame,
}

impl Pasted {
    /// Which game it is.
    #[must_use]
    pub const fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// Whether it is a position (no moves) rather than a game.
    #[must_use]
    pub fn is_position(&self) -> bool {
        self.content == Content::Position
    }

    /// The start position, in the game's position notation.
    #[must_use]
    pub fn start_text(&self) -> String {
        start_text(&self.game)
    }

    /// The moves in order, each in the game's canonical notation (`f5`,
    /// `pass`; `b2-b3`; `22-18`, `9x18x27`, `h22`).
    #[must_use]
    pub fn move_texts(&self) -> Vec<String> {
        move_texts(&self.game)
    }

    /// The position after the moves, in the game's position notation.
    #[must_use]
    pub fn position_text(&self) -> String {
        position_text(&self.game)
    }
}

/// Why a text was refused: one line (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PasteError {
    /// The notation the text was read as (`"Othello transcript"`), when it
    /// looked like one.
    pub notation: Option<&'static str>,
    /// The 1-based line of the problem in a text of several lines; 0 when
    /// the text is one line or the problem is the text as a whole.
    pub line: usize,
    /// The reason, on one line.
    pub reason: String,
}

impl PasteError {
    fn new(notation: Option<&'static str>, line: usize, reason: &str) -> PasteError {
        PasteError {
            notation,
            line,
            reason: one_line(reason),
        }
    }
}

impl fmt::Display for PasteError {
    /// `notation: line N: reason`, without the parts that are not known.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(notation) = self.notation {
            write!(f, "{notation}: ")?;
        }
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        f.write_str(&self.reason)
    }
}

impl std::error::Error for PasteError {}

/// The longest word kept whole in an error message, and the longest
/// message.
const MAX_WORD_CHARS: usize = 48;
const MAX_MESSAGE_CHARS: usize = 240;

/// `text` as one short line: control characters escaped, words longer than
/// [`MAX_WORD_CHARS`] and the whole cut with `…`.
fn one_line(text: &str) -> String {
    let mut out = String::new();
    let mut word = 0;
    let mut total = 0;
    for c in text.chars() {
        if total >= MAX_MESSAGE_CHARS {
            out.push('…');
            break;
        }
        if c.is_whitespace() {
            word = 0;
        } else {
            word += 1;
            if word == MAX_WORD_CHARS + 1 {
                out.push('…');
                total += 1;
                continue;
            }
            if word > MAX_WORD_CHARS {
                continue;
            }
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
        total += 1;
    }
    out
}

/// The readers, in the order they are tried (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reader {
    SavedFile,
    Pdn,
    CheckersFen,
    OthelloPosition,
    GounkiPosition,
    GounkiBoardFile,
    Boardspace,
    OthelloTranscript,
    GounkiRecord,
    CheckersMoves,
}

const ORDER: [Reader; 10] = [
    Reader::SavedFile,
    Reader::Pdn,
    Reader::CheckersFen,
    Reader::OthelloPosition,
    Reader::GounkiPosition,
    Reader::GounkiBoardFile,
    Reader::Boardspace,
    Reader::OthelloTranscript,
    Reader::GounkiRecord,
    Reader::CheckersMoves,
];

impl Reader {
    /// The name in error messages.
    const fn name(self) -> &'static str {
        match self {
            Reader::SavedFile => "saved game",
            Reader::Pdn => "checkers PDN",
            Reader::CheckersFen => "checkers FEN",
            Reader::OthelloPosition => "Othello position",
            Reader::GounkiPosition => "Gounki position",
            Reader::GounkiBoardFile => "Gounki board file",
            Reader::Boardspace => "Gounki Boardspace record",
            Reader::OthelloTranscript => "Othello transcript",
            Reader::GounkiRecord => "Gounki record",
            Reader::CheckersMoves => "checkers moves",
        }
    }

    /// Whether `text` (trimmed, not empty) has this notation's shape.
    fn fits(self, text: &str) -> bool {
        let first_word = text.split_whitespace().next().unwrap_or("");
        match self {
            Reader::SavedFile => text.starts_with('#'),
            Reader::Pdn => looks_like_pdn_tag(text),
            Reader::CheckersFen => {
                let w = first_word.trim_start_matches('"').as_bytes();
                w.len() >= 2 && matches!(w[0], b'W' | b'w' | b'B' | b'b') && w[1] == b':'
            }
            Reader::OthelloPosition => {
                let board = text
                    .split(';')
                    .next()
                    .and_then(|t| t.split_whitespace().next())
                    .unwrap_or("");
                let n = board.chars().count();
                let discs = board.chars().filter(|c| "XOBW*-.xobw".contains(*c)).count();
                (n == 64 && discs >= 48)
                    || (n >= 16
                        && discs * 4 >= n * 3
                        && !board.contains(|c: char| c.is_ascii_digit()))
            }
            Reader::GounkiPosition => first_word.contains('/'),
            Reader::GounkiBoardFile => looks_like_board_file(text),
            Reader::Boardspace => first_line_words(text)
                .find(|w| !w.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
                .is_some_and(|w| {
                    w.eq_ignore_ascii_case("move") || w.eq_ignore_ascii_case("deploy")
                }),
            Reader::OthelloTranscript => {
                let w = first_word.to_ascii_lowercase();
                let b = w.as_bytes();
                starts_with_square(b)
                    && (b.len() == 2 || (b'a'..=b'h').contains(&b[2]) || b[2] == b'p')
            }
            Reader::GounkiRecord => gounki_first_move(text).is_some_and(|w| {
                let w = w.to_ascii_lowercase();
                let b = w.as_bytes();
                starts_with_square(b)
                    && b.len() > 2
                    && matches!(b[2], b'-' | b'x' | b'+' | b'*' | b'#')
            }),
            Reader::CheckersMoves => {
                let b = text.as_bytes();
                b[0].is_ascii_digit()
                    || b[0] == b'{'
                    || (starts_with_square(&first_word.to_ascii_lowercase().into_bytes())
                        && first_word
                            .as_bytes()
                            .get(2)
                            .is_some_and(|c| matches!(c, b'-' | b'x' | b'X' | b':')))
            }
        }
    }

    /// Reads `text` (the whole text, a byte-order mark dropped).
    fn read(self, text: &str) -> Result<Pasted, PasteError> {
        let name = Some(self.name());
        let several_lines = text.trim().contains('\n');
        let load_error = |e: LoadError| {
            let line = if several_lines { e.line } else { 0 };
            PasteError::new(name, line, &e.reason)
        };
        let notation_error = |e: NotationError| PasteError::new(name, 0, &e.to_string());
        let game = |game: SavedGame| Pasted {
            content: Content::Game,
            game,
        };
        let position = |game: SavedGame| Pasted {
            content: Content::Position,
            game,
        };
        match self {
            Reader::SavedFile => SavedGame::parse(text, None).map(game).map_err(load_error),
            Reader::Pdn | Reader::CheckersMoves => {
                let record = parse_pdn_located(text).map_err(|e| {
                    let line = if several_lines { e.line } else { 0 };
                    PasteError::new(name, line, &e.error.to_string())
                })?;
                Ok(game(SavedGame::Checkers {
                    start: *record.initial.position(),
                    family: record.initial.family(),
                    moves: record.moves,
                }))
            }
            Reader::CheckersFen => checkers::parse_fen(text)
                .map(|start| {
                    position(SavedGame::Checkers {
                        start,
                        family: false,
                        moves: Vec::new(),
                    })
                })
                .map_err(notation_error),
            Reader::OthelloPosition => othello::Position::parse_position(text)
                .map(|start| {
                    position(SavedGame::Othello {
                        start,
                        moves: Vec::new(),
                    })
                })
                .map_err(notation_error),
            Reader::GounkiPosition => gounki::Position::parse(text)
                .map(|start| {
                    position(SavedGame::Gounki {
                        start,
                        moves: Vec::new(),
                    })
                })
                .map_err(notation_error),
            Reader::GounkiBoardFile => gounki::Position::from_kalaww(text, Side::White)
                .map(|start| {
                    position(SavedGame::Gounki {
                        start,
                        moves: Vec::new(),
                    })
                })
                .map_err(notation_error),
            Reader::Boardspace => read_boardspace(text).map(game).map_err(|(line, e)| {
                PasteError::new(name, if several_lines { line } else { 0 }, &e)
            }),
            Reader::OthelloTranscript => SavedGame::parse(text, Some(GameKind::Othello))
                .map(game)
                .map_err(load_error),
            Reader::GounkiRecord => SavedGame::parse(text, Some(GameKind::Gounki))
                .map(game)
                .map_err(load_error),
        }
    }
}

/// `[`, a tag name and a quoted value: `[Event "x"]`.
fn looks_like_pdn_tag(text: &str) -> bool {
    let Some(rest) = text.strip_prefix('[') else {
        return false;
    };
    let rest = rest.trim_start();
    let name_len = rest
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    name_len > 0 && rest[name_len..].trim_start().starts_with('"') && {
        let gap = &rest[name_len..];
        gap.starts_with(char::is_whitespace)
    }
}

/// A square `a1`…`h8` (lower case) at the start of `b`.
fn starts_with_square(b: &[u8]) -> bool {
    b.len() >= 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1])
}

/// Board-file codes (`B1`, `N7`, `V0`): the text starts with one, and holds
/// at least 16 codes (blanks left out, two characters each), one a `V0`.
fn looks_like_board_file(text: &str) -> bool {
    let b = text.as_bytes();
    let code_start = |c: u8| matches!(c.to_ascii_uppercase(), b'B' | b'N' | b'V');
    if b.len() < 2 || !code_start(b[0]) || !b[1].is_ascii_digit() {
        return false;
    }
    let compact: Vec<u8> = text.bytes().filter(|c| !c.is_ascii_whitespace()).collect();
    let mut codes = 0;
    let mut empty = false;
    for pair in compact.chunks_exact(2) {
        if code_start(pair[0]) && pair[1].is_ascii_digit() {
            codes += 1;
            empty |= pair[0].eq_ignore_ascii_case(&b'V') && pair[1] == b'0';
        }
    }
    codes >= 16 && empty
}

/// The words of the first non-blank line.
fn first_line_words(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .split_whitespace()
}

/// The first move of a Gounki record: its first word once `;` and `//`
/// comments are left out (as [`gounki::record_tokens`] splits it).
fn gounki_first_move(text: &str) -> Option<&str> {
    text.lines()
        .flat_map(|line| {
            let line = line.split(';').next().unwrap_or("");
            line.split("//").next().unwrap_or("").split_whitespace()
        })
        .next()
}

/// A Boardspace record: one robot move a line, from the start. The error
/// is the 1-based line and the reason.
fn read_boardspace(text: &str) -> Result<SavedGame, (usize, String)> {
    let start = gounki::Position::start();
    let mut game = gounki::Game::from_position(start);
    for (i, line) in text.lines().enumerate() {
        let no = i + 1;
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        // A move number before the move ("12" or "12.") is left out.
        let body = match line.split_once(char::is_whitespace) {
            Some((number, rest)) if number.bytes().all(|b| b.is_ascii_digit() || b == b'.') => {
                rest.trim()
            }
            _ => line,
        };
        let mv = game
            .position()
            .boardspace_move(body)
            .map_err(|e| (no, e.to_string()))?;
        if let Some(outcome) = game.outcome() {
            return Err((
                no,
                format!("'{body}': the game is already over ({outcome})"),
            ));
        }
        let side = game.turn();
        game = game
            .play(mv)
            .map_err(|_| (no, format!("'{body}' ({mv}): illegal move for {side}")))?
            .0;
    }
    if game.moves().is_empty() {
        return Err((1, "no moves".to_string()));
    }
    Ok(SavedGame::Gounki {
        start,
        moves: game.moves().to_vec(),
    })
}

/// Recognises a pasted or dropped text: which game, a position or a game,
/// and the start and moves (see the module docs for the notations, the
/// order they are tried in and the errors).
pub fn recognise(text: &str) -> Result<Pasted, PasteError> {
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(PasteError::new(
            None,
            0,
            &format!("too large for a game or position (over {MAX_FILE_BYTES} bytes)"),
        ));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if let Some((i, c)) = text
        .char_indices()
        .find(|&(_, c)| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
    {
        let line = 1 + text[..i].bytes().filter(|&b| b == b'\n').count();
        return Err(PasteError::new(
            None,
            0,
            &format!(
                "not text (binary data): control character U+{:04X} on line {line}",
                u32::from(c)
            ),
        ));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(PasteError::new(
            None,
            0,
            "nothing to read: the text is empty",
        ));
    }
    let mut first_error = None;
    for reader in ORDER {
        if !reader.fits(trimmed) {
            continue;
        }
        match reader.read(text) {
            Ok(pasted) => return Ok(pasted),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    Err(first_error.unwrap_or_else(|| {
        let word = trimmed.split_whitespace().next().unwrap_or(trimmed);
        let word: String = word.chars().take(24).collect();
        PasteError::new(
            None,
            0,
            &format!("not a game or position Tavola reads: {word:?}"),
        )
    }))
}

/// The text [`recognise`] reads back to `pasted`: the position notation
/// for a position, [`game_text`] for a game.
#[must_use]
pub fn canonical(pasted: &Pasted) -> String {
    match pasted.content {
        Content::Position => start_text(&pasted.game),
        Content::Game => game_text(&pasted.game),
    }
}

/// The start position of `game`, in the game's position notation.
#[must_use]
pub fn start_text(game: &SavedGame) -> String {
    match game {
        SavedGame::Othello { start, .. } => start.position_text(),
        SavedGame::Gounki { start, .. } => start.to_string(),
        SavedGame::Checkers { start, .. } => checkers::fen(start),
    }
}

/// The moves of `game`, each in the game's canonical notation.
#[must_use]
pub fn move_texts(game: &SavedGame) -> Vec<String> {
    match game {
        SavedGame::Othello { moves, .. } => moves.iter().map(ToString::to_string).collect(),
        SavedGame::Gounki { moves, .. } => moves.iter().map(ToString::to_string).collect(),
        SavedGame::Checkers { moves, .. } => moves.iter().map(checkers::move_text).collect(),
    }
}

/// The position `game` reaches, in the game's position notation (what
/// Ctrl+C copies). A checkers FEN has no family mode, move counters or
/// history: pasting it back starts a fresh game there.
#[must_use]
pub fn position_text(game: &SavedGame) -> String {
    match game.replay() {
        Some(Replayed::Othello(p)) => p.position_text(),
        Some(Replayed::Gounki(g)) => g.position().to_string(),
        Some(Replayed::Checkers(g)) => g.position_text(),
        None => start_text(game),
    }
}

/// The whole game in its standard notation (what Ctrl+Shift+C copies): a
/// checkers PDN; an Othello transcript or a Gounki record, as
/// [`SavedGame::to_text`] writes them, without the `# game` line when the
/// moves say which game it is on their own (a game from the usual start,
/// with moves). [`recognise`] reads it back to the same game.
#[must_use]
pub fn game_text(game: &SavedGame) -> String {
    let text = game.to_text();
    let usual_start = match game {
        SavedGame::Othello { start, .. } => *start == othello::Position::start(),
        SavedGame::Gounki { start, .. } => *start == gounki::Position::start(),
        SavedGame::Checkers { .. } => false,
    };
    if usual_start
        && game.move_count() > 0
        && let Some((first, rest)) = text.split_once('\n')
        && first.starts_with("# game ")
    {
        return rest.to_string();
    }
    text
}
