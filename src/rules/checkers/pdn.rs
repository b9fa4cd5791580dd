//! PDN game records (spec §8): tags, numbered move pairs, huffs, results.
//!
//! Reading is tolerant: tags in any order, move numbers (`12.`, `12...`,
//! glued as in `1.22-18` or not), comments `{...}` and `;...`, variations
//! `(...)` (skipped), NAGs (`$3`) and `!`/`?` suffixes. Writing is canonical:
//! the tags, a blank line, then the moves numbered from White, 80 columns.
//!
//! The rules are not a PDN standard variant, so the record is written with
//! `[GameType "Basque checkers"]`; any GameType is accepted on reading. The
//! family-mode setting travels in a `[Family "on"]` tag.
//!
//! Readers that interpret more than the moves (the saved games' clock
//! times) use [`parse_pdn_annotated`]: the record, the lines of its tags and
//! moves, and the text of its `{...}` comments with the move each follows;
//! [`PdnGame::to_pdn_with_comments`] writes a comment after any move.

use super::game::{Game, Move};
use super::notation::{move_text, parse_fen, parse_move_in};
use crate::rules::{Notation, NotationError, Rules, Side};

/// The `GameType` tag value written for this game.
pub const GAME_TYPE: &str = "Basque checkers";

/// The result token of a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PdnResult {
    WhiteWins,
    BlackWins,
    Draw,
    /// `*`: unfinished or unknown.
    Unknown,
}

impl PdnResult {
    /// The PDN token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    #[must_use]
    pub const fn token(self) -> &'static str {
        match self {
            PdnResult::WhiteWins => "1-0",
            PdnResult::BlackWins => "0-1",
            PdnResult::Draw => "1/2-1/2",
            PdnResult::Unknown => "*",
        }
    }

    /// Parses a result token (also the 2-point forms `2-0`, `0-2`, `1-1`).
    #[must_use]
    pub fn parse(token: &str) -> Option<PdnResult> {
        match token {
            "1-0" | "2-0" => Some(PdnResult::WhiteWins),
            "0-1" | "0-2" => Some(PdnResult::BlackWins),
            "1/2-1/2" | "1-1" | "½-½" => Some(PdnResult::Draw),
            "*" => Some(PdnResult::Unknown),
            _ => None,
        }
    }

    /// The result a finished game implies (`*` while it goes on).
    #[must_use]
    pub fn of_game(game: &Game) -> PdnResult {
        match game.outcome() {
            None => PdnResult::Unknown,
            Some(o) => match o.winner {
                Some(Side::White) => PdnResult::WhiteWins,
                Some(Side::Black) => PdnResult::BlackWins,
                None => PdnResult::Draw,
            },
        }
    }
}

/// A game record: tags, start, the moves (huffs included) and the result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnGame {
    /// Tags other than `FEN`, `Family` and `Result`, in order.
    pub tags: Vec<(String, String)>,
    /// The start (position and family mode).
    pub initial: Game,
    /// The moves and huffs in order, each legal in turn.
    pub moves: Vec<Move>,
    pub result: PdnResult,
}

impl PdnGame {
    /// An empty record from `initial`.
    #[must_use]
    pub fn new(initial: Game) -> PdnGame {
        PdnGame {
            tags: Vec::new(),
            initial,
            moves: Vec::new(),
            result: PdnResult::Unknown,
        }
    }

    /// The game after all the moves (they were checked when read).
    #[must_use]
    pub fn final_game(&self) -> Game {
        let mut g = self.initial.clone();
        for &mv in &self.moves {
            g = match g.play(mv) {
                Ok((next, _)) => next,
                Err(e) => return e.position,
            };
        }
        g
    }

    /// The PDN text of the record.
    #[must_use]
    pub fn to_pdn(&self) -> String {
        self.to_pdn_with_comments(&[])
    }

    /// The PDN text of the record with `comments[i]`, when there is one and
    /// it is not empty, written as `{...}` right after move `i` (a `}` in
    /// it, which would end it early, is written as `)`). Without comments
    /// this is [`PdnGame::to_pdn`].
    #[must_use]
    pub fn to_pdn_with_comments(&self, comments: &[String]) -> String {
        let mut out = String::new();
        let has = |name: &str| self.tags.iter().any(|(k, _)| k.eq_ignore_ascii_case(name));
        if !has("GameType") {
            out.push_str(&format!("[GameType \"{GAME_TYPE}\"]\n"));
        }
        for (k, v) in &self.tags {
            out.push_str(&format!(
                "[{k} \"{}\"]\n",
                v.replace('\\', "\\\\").replace('"', "\\\"")
            ));
        }
        let start_fen = self.initial.position_text();
        if start_fen != super::START_FEN {
            out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{start_fen}\"]\n"));
        }
        if self.initial.family() {
            out.push_str("[Family \"on\"]\n");
        }
        out.push_str(&format!("[Result \"{}\"]\n\n", self.result.token()));
        out.push_str(&write_movetext_with_comments(
            &self.initial,
            &self.moves,
            comments,
        ));
        if !out.ends_with('\n') && !out.ends_with(' ') {
            out.push(' ');
        }
        out.push_str(self.result.token());
        out.push('\n');
        out
    }
}

/// The numbered movetext of `moves` played from `start` (no result token).
#[must_use]
pub fn write_movetext(start: &Game, moves: &[Move]) -> String {
    write_movetext_with_comments(start, moves, &[])
}

/// [`write_movetext`] with `comments[i]`, when not empty, as a `{...}`
/// comment after move `i` (see [`PdnGame::to_pdn_with_comments`]).
#[must_use]
pub fn write_movetext_with_comments(start: &Game, moves: &[Move], comments: &[String]) -> String {
    let mut tokens = Vec::new();
    let mut g = start.clone();
    let mut number = 1;
    let mut first_piece = true;
    for (i, &mv) in moves.iter().enumerate() {
        if let Move::Piece(_) = mv {
            match g.turn() {
                Side::White => tokens.push(format!("{number}.")),
                Side::Black if first_piece => tokens.push(format!("{number}...")),
                Side::Black => {}
            }
            first_piece = false;
        }
        tokens.push(move_text(&mv));
        if let Some(comment) = comments.get(i).filter(|c| !c.is_empty()) {
            tokens.push(format!("{{{}}}", comment.replace('}', ")")));
        }
        let side = g.turn();
        g = match g.play(mv) {
            Ok((next, _)) => next,
            Err(_) => break,
        };
        if matches!(mv, Move::Piece(_)) && side == Side::Black {
            number += 1;
        }
    }
    let mut text = String::new();
    let mut col = 0;
    for t in tokens {
        if col > 0 && col + 1 + t.len() > 80 {
            text.push('\n');
            col = 0;
        } else if col > 0 {
            text.push(' ');
            col += 1;
        }
        col += t.len();
        text.push_str(&t);
    }
    text
}

/// A PDN reading error and the 1-based line of the text it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnError {
    /// The line of the bad token; for a tag, the line its `]` is on; for an
    /// unclosed tag, comment or variation, the line that opened it.
    pub line: usize,
    pub error: NotationError,
}

impl std::fmt::Display for PdnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

impl std::error::Error for PdnError {}

/// 1-based line number of byte `offset` of `text`, counting from the line
/// of `from` (at `from_line`): lines are counted incrementally, never by
/// rescanning the text from its start.
fn line_after(text: &str, from: usize, from_line: usize, offset: usize) -> usize {
    from_line + text[from..offset].bytes().filter(|&b| b == b'\n').count()
}

/// Parses a whole PDN record (one game).
pub fn parse_pdn(text: &str) -> Result<PdnGame, NotationError> {
    parse_pdn_located(text).map_err(|e| e.error)
}

/// Parses a whole PDN record (one game) and, on error, says on which line
/// of `text` the first problem is. One pass over the text: the time is
/// linear in its length, however it is damaged.
pub fn parse_pdn_located(text: &str) -> Result<PdnGame, PdnError> {
    parse_pdn_annotated(text).map(|(game, _)| game)
}

/// A `{...}` comment of a record's main line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnComment {
    /// How many moves come before it: 0 before the first move, `i + 1`
    /// right after move `i`.
    pub after: usize,
    /// The 1-based line its `{` is on.
    pub line: usize,
    /// What is between the braces.
    pub text: String,
}

/// Where the parts of a record are in its text, and its comments (what
/// [`PdnGame`] does not keep).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PdnLayout {
    /// The 1-based line of each of the record's `tags`, in the same order
    /// (for a tag on several lines, the line of its `]`).
    pub tag_lines: Vec<usize>,
    /// The 1-based line the movetext starts on: that of the first thing
    /// after the tags (the last line when there is nothing).
    pub movetext_line: usize,
    /// The 1-based line of each move.
    pub move_lines: Vec<usize>,
    /// The 1-based line of the result token, when there is one.
    pub result_line: Option<usize>,
    /// The `{...}` comments outside variations, in order (`;` comments and
    /// variations are left out).
    pub comments: Vec<PdnComment>,
}

/// [`parse_pdn_located`], with the record's [`PdnLayout`]: for readers that
/// interpret tags or comments and name their lines.
pub fn parse_pdn_annotated(text: &str) -> Result<(PdnGame, PdnLayout), PdnError> {
    let at = |line: usize| move |error: NotationError| PdnError { line, error };
    let mut tags = Vec::new();
    let mut tag_lines = Vec::new();
    let mut fen = None;
    let mut family = false;
    // Byte offset into `text` and its line.
    let (mut pos, mut line) = (0usize, 1usize);
    loop {
        let t = text[pos..].trim_start();
        let tag_start = text.len() - t.len();
        line = line_after(text, pos, line, tag_start);
        pos = tag_start;
        if !t.starts_with('[') {
            break;
        }
        let end = t
            .find(']')
            .ok_or_else(|| at(line)(NotationError::new(first_line(t), "tag without ']'")))?;
        let end_line = line_after(text, pos, line, pos + end);
        let (name, value) = parse_tag(&t[..=end]).map_err(at(end_line))?;
        match name.as_str() {
            // Read at once: a bad position is the first bad line even when
            // a later tag is damaged too.
            "FEN" => fen = Some(parse_fen(&value).map_err(at(end_line))?),
            "Family" => {
                family = matches!(
                    value.to_ascii_lowercase().as_str(),
                    "on" | "yes" | "1" | "true"
                )
            }
            // Implied by the writer; kept out so that records round-trip.
            "Result" | "SetUp" => {}
            "GameType" if value == GAME_TYPE => {}
            _ => {
                tags.push((name, value));
                tag_lines.push(end_line);
            }
        }
        line = end_line;
        pos += end + 1;
    }
    let start = match fen {
        Some(position) => Game::from_position(position),
        None => Game::new(),
    }
    .with_family(family);
    let movetext_line = line;
    let played = play_movetext(&start, &text[pos..], line)?;
    let game = PdnGame {
        tags,
        initial: start,
        moves: played.moves,
        result: played.result.map_or(PdnResult::Unknown, |(r, _)| r),
    };
    let layout = PdnLayout {
        tag_lines,
        movetext_line,
        move_lines: played.move_lines,
        result_line: played.result.map(|(_, line)| line),
        comments: played.comments,
    };
    Ok((game, layout))
}

fn first_line(t: &str) -> &str {
    t.lines().next().unwrap_or(t)
}

fn parse_tag(tag: &str) -> Result<(String, String), NotationError> {
    let inner = tag[1..tag.len() - 1].trim();
    let (name, value) = inner
        .split_once(char::is_whitespace)
        .ok_or_else(|| NotationError::new(tag, "a tag needs a name and a quoted value"))?;
    let value = value.trim();
    if value.len() < 2 || !value.starts_with('"') || !value.ends_with('"') {
        return Err(NotationError::new(
            tag,
            "the tag value must be in double quotes",
        ));
    }
    let value = value[1..value.len() - 1]
        .replace("\\\"", "\"")
        .replace("\\\\", "\\");
    Ok((name.to_string(), value))
}

/// Plays a movetext from `start`: returns the final game, the moves and the
/// result token if one was found. Every move is checked; the error names
/// the offending token.
pub fn parse_movetext(
    start: &Game,
    text: &str,
) -> Result<(Game, Vec<Move>, Option<PdnResult>), NotationError> {
    play_movetext(start, text, 1)
        .map(|p| (p.end, p.moves, p.result.map(|(r, _)| r)))
        .map_err(|e| e.error)
}

/// A movetext played: the final game, the moves and their lines, the result
/// token and its line, the comments.
struct Played {
    end: Game,
    moves: Vec<Move>,
    move_lines: Vec<usize>,
    result: Option<(PdnResult, usize)>,
    comments: Vec<PdnComment>,
}

/// [`parse_movetext`] with line numbers: `text` begins on line `first_line`.
/// The moves are played in order, so a bad move is reported before an
/// unclosed comment or variation further on.
fn play_movetext(start: &Game, text: &str, first_line: usize) -> Result<Played, PdnError> {
    let (tokens, unclosed) = tokenize(text, first_line);
    let mut g = start.clone();
    let mut moves = Vec::new();
    let mut move_lines = Vec::new();
    let mut result = None;
    let mut comments = Vec::new();
    for (token, line) in tokens {
        let token = match token {
            Token::Word(word) => word,
            Token::Comment(text) => {
                comments.push(PdnComment {
                    after: moves.len(),
                    line,
                    text,
                });
                continue;
            }
        };
        let fail = |reason: &str| PdnError {
            line,
            error: NotationError::new(token.clone(), reason),
        };
        if let Some(r) = PdnResult::parse(&token) {
            if result.is_some() {
                return Err(fail("a second result"));
            }
            result = Some((r, line));
            continue;
        }
        if result.is_some() {
            return Err(fail("a move after the result"));
        }
        let mv =
            parse_move_in(&g.legal_moves(), &token).map_err(|error| PdnError { line, error })?;
        g = g.play(mv).map_err(|_| fail("illegal move"))?.0;
        moves.push(mv);
        move_lines.push(line);
    }
    match unclosed {
        Some(e) => Err(e),
        None => Ok(Played {
            end: g,
            moves,
            move_lines,
            result,
            comments,
        }),
    }
}

/// A movetext token: a move or result, or a `{...}` comment's text.
enum Token {
    Word(String),
    Comment(String),
}

/// Splits movetext into move and result tokens and `{...}` comments with
/// their lines (`text` starts on `first_line`; a comment's is the line of
/// its `{`), dropping numbers, `;` comments, variations, NAGs and
/// annotation marks. The tokens before an unclosed comment or variation
/// come with the error for it (on the line that opened it).
fn tokenize(text: &str, first_line: usize) -> (Vec<(Token, usize)>, Option<PdnError>) {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    let mut word = String::new();
    let mut line = first_line;
    // The line the word being read started on.
    let mut word_line = line;
    let flush = |word: &mut String, word_line: usize, out: &mut Vec<(Token, usize)>| {
        let w = std::mem::take(word);
        // Strip a glued move number ("12.", "12...", "1.22-18").
        let mut w = w.as_str();
        if let Some(dot) = w.find('.')
            && w[..dot].bytes().all(|b| b.is_ascii_digit())
        {
            w = w[dot..].trim_start_matches('.');
        }
        let w = w.trim_end_matches(['!', '?']);
        if !w.is_empty() && !w.starts_with('$') {
            out.push((Token::Word(w.to_string()), word_line));
        }
    };
    let unclosed = |line: usize, token: &str, reason: &str| PdnError {
        line,
        error: NotationError::new(token, reason),
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut word, word_line, &mut out);
                let opened = line;
                let mut closed = false;
                let mut comment = String::new();
                for c in chars.by_ref() {
                    match c {
                        '}' => {
                            closed = true;
                            break;
                        }
                        '\n' => line += 1,
                        _ => {}
                    }
                    comment.push(c);
                }
                if !closed {
                    return (out, Some(unclosed(opened, "{", "comment without '}'")));
                }
                out.push((Token::Comment(comment), opened));
            }
            ';' => {
                flush(&mut word, word_line, &mut out);
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        break;
                    }
                }
            }
            '(' => {
                flush(&mut word, word_line, &mut out);
                let opened = line;
                let mut depth = 1;
                for c in chars.by_ref() {
                    match c {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        '\n' => line += 1,
                        _ => {}
                    }
                    if depth == 0 {
                        break;
                    }
                }
                if depth != 0 {
                    return (out, Some(unclosed(opened, "(", "variation without ')'")));
                }
            }
            c if c.is_whitespace() || c == ',' => {
                flush(&mut word, word_line, &mut out);
                if c == '\n' {
                    line += 1;
                }
            }
            c => {
                if word.is_empty() {
                    word_line = line;
                }
                word.push(c);
            }
        }
    }
    flush(&mut word, word_line, &mut out);
    (out, None)
}
