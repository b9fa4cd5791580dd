//! Saved games: the start position and the moves, in each game's standard
//! notation, checked move by move on loading.
//!
//! # File formats
//!
//! Every format is plain UTF-8 text. A line whose first non-blank character
//! is `#` is a *tavola line*: a header tag or a comment, never a move. The
//! tags are
//!
//! - `# game <othello|gounki|checkers>`: which game (any alias that
//!   [`GameKind::parse`] accepts);
//! - `# setup <position>`: the start position when it is not the usual one,
//!   in the game's position notation (Othello and Gounki only: checkers uses
//!   PDN's own `[FEN]` tag);
//! - `# timecontrol <control>`: a timed game's time control (Othello and
//!   Gounki only: checkers uses PDN tags), see *Clocks* below.
//!
//! Tags must come before the first move; any other `#` line is a comment.
//!
//! - **Othello** (`.othello`, or `.txt`): `# game othello`, an optional
//!   `# setup <64 squares> <X|O>` (see [`othello::Position`]'s notation),
//!   then the transcript on one line (`f5d6c3d3…`). Forced passes are left
//!   out, as transcripts do, except a pass that ends the record, written
//!   ` pass` so that loading gives back exactly the moves saved. On reading,
//!   the transcript may span any number of lines and hold blanks.
//! - **Gounki** (`.gounki`): `# game gounki`, an optional `# setup <position
//!   string>` (spec §10.3, e.g. `rsrsrsrs/srsrsrsr/8/8/8/8/RSRSRSRS/SRSRSRSR
//!   w`), then one canonical move per line (`b2-b3`, `d4+d5-e6`, `g8#`). On
//!   reading, `;` and `//` start comments and a line may hold several moves.
//! - **Basque checkers** (`.pdn`): a PDN record as written by
//!   [`PdnGame::to_pdn`]: `[GameType "Basque checkers"]`, `[SetUp "1"]` and
//!   `[FEN "…"]` when not from the start, `[Family "on"]` in family mode,
//!   `[Result …]`, then the numbered moves (huffs as `h<square>`). Other PDN
//!   tags and comments are accepted on reading but not kept.
//!
//! # Clocks
//!
//! A timed game also records its time control and, after each move, the
//! time left to the side that made it ([`SavedClocks`]). Times are written
//! `H:MM:SS`, with tenths when not whole (`0:04:57`, `0:00:09.3`); on
//! reading, minutes and seconds may have one digit and any decimals (kept
//! to the tenth). A time control is written in seconds, PGN's way:
//! `300+3` (base+increment), `300` also read. Older versions of Tavola
//! read these files and ignore the clocks: they only add tags they skip
//! and comment lines.
//!
//! - **Othello**: the tag `# timecontrol 300+3` (at odds, White's then
//!   Black's: `# timecontrol 300+3/60+0`), and after the transcript one
//!   comment line `# clocks 0:04:57 0:04:55 …`, one time per move the
//!   transcript writes: a forced pass within the game has none (it takes no
//!   time, so it keeps the passer's previous time, or the base), a pass that
//!   ends the record has one. No `# clocks` line when there is no move.
//! - **Gounki**: the tag `# timecontrol 300+3`, and after each move line a
//!   comment line `# clk 0:04:57`, the time of that move's side after it.
//! - **Basque checkers**: PGN's conventions: a `[TimeControl "300+3"]` tag
//!   (at odds `[WhiteTimeControl "300+3"]` and `[BlackTimeControl "60+0"]`;
//!   a `TimeControl` of `-` or `?` counts as none), and after each move,
//!   huffs included, a comment holding `[%clk 0:04:57]`. The `%clk` may
//!   share its comment with other text (`{[%emt 0:00:03] [%clk 0:04:57]}`),
//!   as other programs write it.
//!
//! A file with no time control and no times is untimed
//! ([`ClockRead::Untimed`]). Clocks that cannot be read (a bad time
//! control or time, a time control without times or times without one,
//! more or fewer times than moves) do not stop the game from loading:
//! [`SavedGame::parse_with_clocks`] gives the game and
//! [`ClockRead::Damaged`], whose [`LoadError`] names the first bad clock
//! line (a missing time at the end: the last line). A `# timecontrol` after
//! the first move is an error, like the other tags.
//!
//! # Telling the games apart
//!
//! [`SavedGame::parse`] takes an optional hint (from the file extension, see
//! [`kind_for_path`]). The content decides first: a `# game` tag, else a
//! first record line starting with `[` (PDN tags) or with a move number or a
//! numeric move (`1.`, `22-18`) means checkers, a line of squares
//! (`f5d6`, `pass`) means Othello, a move with a separator (`b2-b3`, `g8#`)
//! means Gounki. When the content names or clearly looks like another game
//! than the hint, loading fails with a "wrong game" error on that line; when
//! it says nothing (only comments, or an unreadable first move), the hint
//! decides, and without a hint the file is rejected. `.txt` is no hint: a
//! plain transcript is recognised as Othello by its content.
//!
//! # Errors
//!
//! Loading replays every move through the rules and stops at the first
//! problem: [`LoadError`] names its line (1-based) and the reason, and
//! nothing else is returned (the clocks excepted, see above).

use std::fmt;
use std::io::{self, Read};
use std::path::Path;

use crate::game_kind::GameKind;
use crate::persist::atomic::write_atomic;
use crate::persist::timed::{ClockRead, Ply, SavedClocks};
use crate::rules::checkers::pdn::{PdnGame, PdnLayout, PdnResult, parse_pdn_annotated};
use crate::rules::{Notation, NotationError, Rules, checkers, gounki, othello};

/// Files larger than this are refused (no saved game comes near it).
pub const MAX_FILE_BYTES: u64 = 4 << 20;

/// A game to save or that was loaded: where it started and the moves since.
///
/// The moves must be legal in turn from the start; [`SavedGame::parse`]
/// guarantees it for loaded games. The start is a bare position, as the
/// notations record it: replaying begins with a fresh game there (no
/// repetition history, Gounki's and checkers' counters at zero, no pending
/// huff), so a record saved in the middle of a game should keep the game's
/// real start and all its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SavedGame {
    Othello {
        start: othello::Position,
        /// Every move, forced passes included.
        moves: Vec<othello::Move>,
    },
    Gounki {
        start: gounki::Position,
        moves: Vec<gounki::Move>,
    },
    Checkers {
        start: checkers::Position,
        /// Family mode (huffing).
        family: bool,
        /// Piece moves and huffs.
        moves: Vec<checkers::Move>,
    },
}

/// The state a saved game reaches: what the app plays on from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Replayed {
    Othello(othello::Position),
    Gounki(gounki::Game),
    Checkers(checkers::Game),
}

/// Why a file could not be loaded: the first bad line and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// 1-based line number; 0 when the problem is the file as a whole (it
    /// cannot be read, is too large).
    pub line: usize,
    pub reason: String,
}

impl LoadError {
    #[must_use]
    pub fn new(line: usize, reason: impl Into<String>) -> LoadError {
        LoadError {
            line,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for LoadError {
    /// `line N: reason`, or just the reason for line 0.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.reason)
        } else {
            write!(f, "line {}: {}", self.line, self.reason)
        }
    }
}

impl std::error::Error for LoadError {}

/// The usual extension (without the dot) of a saved game of `kind`.
#[must_use]
pub const fn file_extension(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Othello => "othello",
        GameKind::Gounki => "gounki",
        GameKind::Checkers => "pdn",
    }
}

/// The game an extension points to: `.othello`, `.gounki`, `.pdn` (any
/// case). `.txt` and the rest give `None`: the content decides.
#[must_use]
pub fn kind_for_path(path: &Path) -> Option<GameKind> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    match ext.as_str() {
        "othello" => Some(GameKind::Othello),
        "gounki" => Some(GameKind::Gounki),
        "pdn" => Some(GameKind::Checkers),
        _ => None,
    }
}

/// Reads and parses a saved game; the extension is the hint (see
/// [`kind_for_path`]). I/O problems are a [`LoadError`] on line 0.
pub fn load_file(path: &Path) -> Result<SavedGame, LoadError> {
    let text = read_text(path)?;
    SavedGame::parse(&text, kind_for_path(path))
}

/// Writes `game` to `path` atomically (the directory must exist).
pub fn save_file(path: &Path, game: &SavedGame) -> io::Result<()> {
    save_file_with_clocks(path, game, None)
}

/// [`load_file`] with the clocks (see [`SavedGame::parse_with_clocks`]).
pub fn load_file_with_clocks(path: &Path) -> Result<(SavedGame, ClockRead), LoadError> {
    let text = read_text(path)?;
    SavedGame::parse_with_clocks(&text, kind_for_path(path))
}

/// [`save_file`] with the clocks, when there are any (see
/// [`SavedGame::to_text_with`]).
pub fn save_file_with_clocks(
    path: &Path,
    game: &SavedGame,
    clocks: Option<&SavedClocks>,
) -> io::Result<()> {
    write_atomic(path, game.to_text_with(clocks).as_bytes())
}

/// A file's text: at most [`MAX_FILE_BYTES`], UTF-8 (a byte-order mark is
/// dropped). Bad UTF-8 is reported on its line.
pub(crate) fn read_text(path: &Path) -> Result<String, LoadError> {
    let io_err = |e: io::Error| LoadError::new(0, format!("cannot read {}: {e}", path.display()));
    let file = std::fs::File::open(path).map_err(io_err)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io_err)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(LoadError::new(
            0,
            format!(
                "{} is too large (over {} bytes)",
                path.display(),
                MAX_FILE_BYTES
            ),
        ));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
        LoadError::new(line, "not UTF-8 text")
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

impl SavedGame {
    /// A game of `kind` from its usual start, with no moves.
    #[must_use]
    pub fn new(kind: GameKind) -> SavedGame {
        match kind {
            GameKind::Othello => SavedGame::Othello {
                start: othello::Position::start(),
                moves: Vec::new(),
            },
            GameKind::Gounki => SavedGame::Gounki {
                start: gounki::Position::start(),
                moves: Vec::new(),
            },
            GameKind::Checkers => SavedGame::Checkers {
                start: checkers::Position::start(),
                family: false,
                moves: Vec::new(),
            },
        }
    }

    /// Which game this is.
    #[must_use]
    pub const fn kind(&self) -> GameKind {
        match self {
            SavedGame::Othello { .. } => GameKind::Othello,
            SavedGame::Gounki { .. } => GameKind::Gounki,
            SavedGame::Checkers { .. } => GameKind::Checkers,
        }
    }

    /// How many moves (passes and huffs included).
    #[must_use]
    pub fn move_count(&self) -> usize {
        match self {
            SavedGame::Othello { moves, .. } => moves.len(),
            SavedGame::Gounki { moves, .. } => moves.len(),
            SavedGame::Checkers { moves, .. } => moves.len(),
        }
    }

    /// Plays the moves from the start; `None` if one is illegal (never for
    /// a loaded game).
    #[must_use]
    pub fn replay(&self) -> Option<Replayed> {
        fn run<R: Rules>(mut state: R, moves: &[R::Move]) -> Option<R> {
            for &mv in moves {
                state = state.play(mv).ok()?.0;
            }
            Some(state)
        }
        Some(match self {
            SavedGame::Othello { start, moves } => Replayed::Othello(run(*start, moves)?),
            SavedGame::Gounki { start, moves } => {
                Replayed::Gounki(run(gounki::Game::from_position(*start), moves)?)
            }
            SavedGame::Checkers {
                start,
                family,
                moves,
            } => Replayed::Checkers(run(
                checkers::Game::from_position(*start).with_family(*family),
                moves,
            )?),
        })
    }

    /// Who made each move, as the clocks see it (see [`Ply`]); `None` if a
    /// move is illegal (never for a loaded game).
    #[must_use]
    pub fn plies(&self) -> Option<Vec<Ply>> {
        fn run<R: Rules>(
            mut state: R,
            moves: &[R::Move],
            increment: impl Fn(R::Move) -> bool,
        ) -> Option<Vec<Ply>> {
            let mut plies = Vec::with_capacity(moves.len());
            for &mv in moves {
                plies.push(Ply {
                    side: state.turn(),
                    increment: increment(mv),
                });
                state = state.play(mv).ok()?.0;
            }
            Some(plies)
        }
        match self {
            SavedGame::Othello { start, moves } => {
                run(*start, moves, |mv| mv != othello::Move::Pass)
            }
            SavedGame::Gounki { start, moves } => {
                run(gounki::Game::from_position(*start), moves, |_| true)
            }
            SavedGame::Checkers {
                start,
                family,
                moves,
            } => run(
                checkers::Game::from_position(*start).with_family(*family),
                moves,
                |mv| !matches!(mv, checkers::Move::Huff(_)),
            ),
        }
    }

    /// The file text (see the module docs). Loading it gives this game back,
    /// and saving that again gives the same bytes.
    #[must_use]
    pub fn to_text(&self) -> String {
        self.to_text_with(None)
    }

    /// The file text with the clocks, when there are any (see the module
    /// docs): [`SavedGame::parse_with_clocks`] gives this game and these
    /// clocks back (the times to the tenth of a second), and saving them
    /// again gives the same bytes. `clocks.after` should hold one entry per
    /// move; a shorter list is written as far as it goes and reads back as
    /// damaged clocks (entries past the moves are left out). Othello's
    /// forced passes within the game are not written, so their entries are
    /// not either: they read back as the passer's previous time. Without
    /// clocks this is [`SavedGame::to_text`].
    #[must_use]
    pub fn to_text_with(&self, clocks: Option<&SavedClocks>) -> String {
        match self {
            SavedGame::Othello { start, moves } => {
                let mut out = String::from("# game othello\n");
                if *start != othello::Position::start() {
                    out.push_str(&format!("# setup {}\n", start.position_text()));
                }
                if let Some(clocks) = clocks {
                    out.push_str(&clock_lines::control_line(&clocks.control));
                }
                let mut line = othello::transcript(moves);
                if moves.last() == Some(&othello::Move::Pass) {
                    if !line.is_empty() {
                        line.push(' ');
                    }
                    line.push_str("pass");
                }
                if !line.is_empty() {
                    out.push_str(&line);
                    out.push('\n');
                    if let Some(clocks) = clocks {
                        out.push_str(&clock_lines::othello_clocks_line(moves, clocks));
                    }
                }
                out
            }
            SavedGame::Gounki { start, moves } => {
                let mut out = String::from("# game gounki\n");
                if *start != gounki::Position::start() {
                    out.push_str(&format!("# setup {start}\n"));
                }
                if let Some(clocks) = clocks {
                    out.push_str(&clock_lines::control_line(&clocks.control));
                }
                for (i, mv) in moves.iter().enumerate() {
                    out.push_str(&mv.to_string());
                    out.push('\n');
                    if let Some(&after) = clocks.and_then(|c| c.after.get(i)) {
                        out.push_str(&clock_lines::gounki_clock_line(after));
                    }
                }
                out
            }
            SavedGame::Checkers {
                start,
                family,
                moves,
            } => {
                let mut record =
                    PdnGame::new(checkers::Game::from_position(*start).with_family(*family));
                record.moves.clone_from(moves);
                record.result = PdnResult::of_game(&record.final_game());
                match clocks {
                    None => record.to_pdn(),
                    Some(clocks) => {
                        record.tags = clock_lines::pdn_control_tags(&clocks.control);
                        record.to_pdn_with_comments(&clock_lines::pdn_clock_comments(clocks))
                    }
                }
            }
        }
    }

    /// Parses a saved game (see the module docs for the formats and how
    /// `hint` is used), checking every move. Clocks are not read.
    pub fn parse(text: &str, hint: Option<GameKind>) -> Result<SavedGame, LoadError> {
        SavedGame::parse_with_clocks(text, hint).map(|(game, _)| game)
    }

    /// [`SavedGame::parse`], and the clocks: a file without clocks reads as
    /// [`ClockRead::Untimed`]; one whose clocks cannot be read (a bad time
    /// control or time, more or fewer times than moves) gives its game all
    /// the same, with [`ClockRead::Damaged`] naming the first bad clock line.
    /// The game, or the error, is always the one [`SavedGame::parse`] gives.
    pub fn parse_with_clocks(
        text: &str,
        hint: Option<GameKind>,
    ) -> Result<(SavedGame, ClockRead), LoadError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(LoadError::new(1, "empty file: no game record"));
        }
        let all: Vec<&str> = text.lines().collect();
        let header = Header::read(&all)?;
        // A tag after the moves is an error, but the lines before it come
        // first: the error names the first bad line.
        let lines = match &header.late {
            Some(late) => &all[..late.line - 1],
            None => &all[..],
        };
        let kind = decide_kind(lines, &header, hint)?;
        let game = match kind {
            GameKind::Othello => parse_othello(lines, &header).map(|g| (g, None)),
            GameKind::Gounki => parse_gounki(lines, &header).map(|g| (g, None)),
            GameKind::Checkers => parse_checkers(lines, &header).map(|(g, r)| (g, Some(r))),
        }?;
        if let Some(late) = header.late {
            return Err(late);
        }
        let (game, record) = game;
        let clocks = clock_lines::read(lines, &header, &game, record.as_ref());
        Ok((game, clocks))
    }
}

/// The tavola tags of a file and where its record starts.
struct Header<'a> {
    /// `# game` and its line.
    game: Option<(GameKind, usize)>,
    /// `# setup` value and its line.
    setup: Option<(&'a str, usize)>,
    /// `# timecontrol` value and its line.
    timecontrol: Option<(&'a str, usize)>,
    /// The line of a second `# timecontrol` (the clocks are damaged).
    second_timecontrol: Option<usize>,
    /// Index (0-based) of the first record line, `lines.len()` if none.
    body: usize,
    /// The error of the first `# game`, `# setup` or `# timecontrol` line
    /// after the first move (it names that line).
    late: Option<LoadError>,
}

/// A `#` line's tag name and value, or `None` for a blank or record line.
fn tavola_line(line: &str) -> Option<(&str, &str)> {
    let rest = line.trim_start().strip_prefix('#')?.trim();
    Some(match rest.split_once(char::is_whitespace) {
        Some((name, value)) => (name, value.trim()),
        None => (rest, ""),
    })
}

impl<'a> Header<'a> {
    fn read(lines: &[&'a str]) -> Result<Header<'a>, LoadError> {
        let mut header = Header {
            game: None,
            setup: None,
            timecontrol: None,
            second_timecontrol: None,
            body: lines.len(),
            late: None,
        };
        for (i, line) in lines.iter().enumerate() {
            let no = i + 1;
            if line.trim().is_empty() {
                continue;
            }
            let Some((name, value)) = tavola_line(line) else {
                header.body = i;
                break;
            };
            match name.to_ascii_lowercase().as_str() {
                "game" => {
                    if header.game.is_some() {
                        return Err(LoadError::new(no, "a second '# game' line"));
                    }
                    let kind = GameKind::parse(value).ok_or_else(|| {
                        LoadError::new(
                            no,
                            format!(
                                "unknown game '{value}' (expected othello, gounki or checkers)"
                            ),
                        )
                    })?;
                    header.game = Some((kind, no));
                }
                "setup" => {
                    if header.setup.is_some() {
                        return Err(LoadError::new(no, "a second '# setup' line"));
                    }
                    if value.is_empty() {
                        return Err(LoadError::new(no, "'# setup' without a position"));
                    }
                    header.setup = Some((value, no));
                }
                // Read with the clocks: a bad one does not stop the game
                // from loading.
                "timecontrol" => {
                    if header.timecontrol.is_some() {
                        header.second_timecontrol.get_or_insert(no);
                    } else {
                        header.timecontrol = Some((value, no));
                    }
                }
                _ => {}
            }
        }
        // Tags after the first move are mistakes, not comments (reported
        // once the lines before them have been read).
        header.late = lines
            .iter()
            .enumerate()
            .skip(header.body)
            .find_map(|(i, line)| {
                let (name, _) = tavola_line(line)?;
                ["game", "setup", "timecontrol"]
                    .iter()
                    .any(|tag| name.eq_ignore_ascii_case(tag))
                    .then(|| {
                        LoadError::new(i + 1, format!("'# {name}' must come before the moves"))
                    })
            });
        Ok(header)
    }
}

/// What the first record line looks like.
fn guess_kind(line: &str) -> Option<GameKind> {
    let line = line.trim();
    if line.starts_with('[') {
        return Some(GameKind::Checkers);
    }
    let first = line.split_whitespace().next()?;
    let lower = first.to_ascii_lowercase();
    let b = lower.as_bytes();
    if b.first().is_some_and(u8::is_ascii_digit) {
        // "1.", "1...", "22-18", "9x18": checkers movetext.
        return b
            .iter()
            .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'-' | b'x' | b':'))
            .then_some(GameKind::Checkers);
    }
    let compact: String = line
        .split_whitespace()
        .collect::<String>()
        .to_ascii_lowercase();
    if is_othello_transcript(&compact) {
        return Some(GameKind::Othello);
    }
    let square = |s: &[u8]| s.len() >= 2 && (b'a'..=b'h').contains(&s[0]) && s[1].is_ascii_digit();
    if square(b) && b.len() > 2 && matches!(b[2], b'-' | b'x' | b'+' | b'*' | b'#') {
        return Some(GameKind::Gounki);
    }
    None
}

/// Squares (`f5`) and passes only, glued or not.
fn is_othello_transcript(compact: &str) -> bool {
    let mut rest = compact.as_bytes();
    while !rest.is_empty() {
        if rest.starts_with(b"pass") {
            rest = &rest[4..];
        } else if rest.starts_with(b"pa")
            || (rest.len() >= 2
                && (b'a'..=b'h').contains(&rest[0])
                && (b'1'..=b'8').contains(&rest[1]))
        {
            rest = &rest[2..];
        } else {
            return false;
        }
    }
    true
}

fn decide_kind(
    lines: &[&str],
    header: &Header<'_>,
    hint: Option<GameKind>,
) -> Result<GameKind, LoadError> {
    let wrong = |no: usize, found: GameKind, expected: GameKind, how: &str| {
        let article = if found == GameKind::Othello {
            "an"
        } else {
            "a"
        };
        LoadError::new(
            no,
            format!(
                "wrong game: this {how} {article} {} record, not {}",
                found.title(),
                expected.title()
            ),
        )
    };
    if let Some((kind, no)) = header.game {
        return match hint {
            Some(h) if h != kind => Err(wrong(no, kind, h, "is")),
            _ => Ok(kind),
        };
    }
    let guessed = lines
        .get(header.body)
        .and_then(|l| guess_kind(l))
        .map(|k| (k, header.body + 1));
    match (guessed, hint) {
        (Some((g, no)), Some(h)) if g != h => Err(wrong(no, g, h, "looks like")),
        (Some((g, _)), _) => Ok(g),
        (None, Some(h)) => Ok(h),
        (None, None) => Err(LoadError::new(
            header.body.min(lines.len().saturating_sub(1)) + 1,
            "cannot tell which game this is (add a '# game othello|gounki|checkers' line)",
        )),
    }
}

fn notation_error(line: usize, e: &NotationError) -> LoadError {
    LoadError::new(line, e.to_string())
}

/// The record lines after the header (1-based number and text), leaving out
/// blanks and comments.
fn body_lines<'a>(
    lines: &'a [&'a str],
    header: &Header<'_>,
) -> impl Iterator<Item = (usize, &'a str)> + 'a {
    let start = header.body;
    lines
        .iter()
        .enumerate()
        .skip(start)
        .filter(|(_, l)| !l.trim().is_empty() && tavola_line(l).is_none())
        .map(|(i, l)| (i + 1, *l))
}

fn parse_othello(lines: &[&str], header: &Header<'_>) -> Result<SavedGame, LoadError> {
    let start = match header.setup {
        None => othello::Position::start(),
        Some((text, no)) => othello::Position::parse_position(text)
            .map_err(|e| LoadError::new(no, format!("bad setup position: {e}")))?,
    };
    let mut pos = start;
    let mut moves = Vec::new();
    // Moves written on the earlier lines, to number moves across lines.
    let mut written = 0;
    for (no, line) in body_lines(lines, header) {
        let played = othello::parse_transcript(&pos, line)
            .map_err(|e| LoadError::new(no, renumber(&e, written)))?;
        written += othello_token_count(line);
        for mv in played {
            pos = pos
                .play(mv)
                .map_err(|e| LoadError::new(no, e.to_string()))?
                .0;
            moves.push(mv);
        }
    }
    Ok(SavedGame::Othello { start, moves })
}

/// The transcript reader numbers moves from 1 on each line: make it count
/// from the start of the record.
fn renumber(e: &NotationError, before: usize) -> String {
    let numbered = e.reason.strip_prefix("move ").and_then(|rest| {
        let (n, tail) = rest.split_once(':')?;
        Some((n.parse::<usize>().ok()?, tail))
    });
    match numbered {
        Some((n, tail)) => format!("'{}': move {}:{tail}", e.token, n + before),
        None => e.to_string(),
    }
}

/// How many moves a transcript line holds, as the transcript reader splits
/// it: `pass` or two characters at a time, blanks skipped.
fn othello_token_count(line: &str) -> usize {
    othello_tokens(line).len()
}

/// The moves of a transcript line, as the transcript reader splits it:
/// `true` for a `pass`, `false` for two other characters (blanks skipped).
fn othello_tokens(line: &str) -> Vec<bool> {
    let chars: Vec<char> = line
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let pass = chars[i..].starts_with(&['p', 'a', 's', 's']);
        i += if pass { 4 } else { 2 };
        tokens.push(pass);
    }
    tokens
}

fn parse_gounki(lines: &[&str], header: &Header<'_>) -> Result<SavedGame, LoadError> {
    let start = match header.setup {
        None => gounki::Position::start(),
        Some((text, no)) => gounki::Position::parse(text)
            .map_err(|e| LoadError::new(no, format!("bad setup position: {e}")))?,
    };
    let mut game = gounki::Game::from_position(start);
    for (no, line) in body_lines(lines, header) {
        for token in gounki::record_tokens(line) {
            let mv = gounki::Move::parse(token).map_err(|e| {
                if e.token == token {
                    notation_error(no, &e)
                } else {
                    LoadError::new(no, format!("in '{token}', {e}"))
                }
            })?;
            if let Some(outcome) = game.outcome() {
                return Err(LoadError::new(
                    no,
                    format!("'{token}': the game is already over ({outcome})"),
                ));
            }
            let side = game.turn();
            game = game
                .play(mv)
                .map_err(|_| LoadError::new(no, format!("'{token}': illegal move for {side}")))?
                .0;
        }
    }
    Ok(SavedGame::Gounki {
        start,
        moves: game.moves().to_vec(),
    })
}

/// A PDN record as read: its tags (those [`PdnGame`] keeps) and where its
/// parts are, for the clocks.
struct PdnRead {
    tags: Vec<(String, String)>,
    layout: PdnLayout,
}

fn parse_checkers(lines: &[&str], header: &Header<'_>) -> Result<(SavedGame, PdnRead), LoadError> {
    if let Some((_, no)) = header.setup {
        return Err(LoadError::new(
            no,
            "'# setup' is not used in PDN: put the position in a [FEN \"...\"] tag",
        ));
    }
    // Tavola lines become blank lines, so that numbers stay right.
    let pdn_lines: Vec<&str> = lines
        .iter()
        .map(|l| if tavola_line(l).is_some() { "" } else { *l })
        .collect();
    // One pass: the reader says which line is bad (a damaged file of any
    // size is rejected in linear time).
    let (record, layout) =
        parse_pdn_annotated(&pdn_lines.join("\n")).map_err(|e| notation_error(e.line, &e.error))?;
    let game = SavedGame::Checkers {
        start: *record.initial.position(),
        family: record.initial.family(),
        moves: record.moves,
    };
    let read = PdnRead {
        tags: record.tags,
        layout,
    };
    Ok((game, read))
}

#[path = "savefile_clocks.rs"]
mod clock_lines;

#[cfg(test)]
#[path = "savefile_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "savefile_clocks_tests.rs"]
mod clock_tests;
