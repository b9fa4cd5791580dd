//! A review kept in a saved game's comments, so that reading the game back
//! shows the grades without analysing again.
//!
//! Each move is one line of words (`review_to_comment`), the first line a
//! header naming the depth:
//!
//! ```text
//! review tavola 1 depth 8
//! review 12 white mistake loss=14.2 before=+310 after=-50 best=c4 pv=c4,e3,f6 why=gives-corner/a1/
//! ```
//!
//! `12` is the move's number (1-based ply), then who played it (a checkers
//! huff and the move after it are the same player's), its grade, the winning
//! chance lost (points), the mover's values before (the best move's) and
//! after the move played in analysis units (hundredths of a disc in
//! Othello; the engine's score in Gounki and checkers) with `*` after a
//! proven value, the best move and its line in the game's notation, and
//! for an error its reason ([`Reason::to_words`]; reviews written before
//! reasons existed have none and read as before).
//!
//! How the lines sit in a file ([`CommentStyle`]):
//! - Tavola's own formats (`.othello`, `.gounki`): `# review …` lines after
//!   the moves. The readers take any `#` line that is no tag for a comment,
//!   so older versions and other tools read the game as before.
//! - PDN (`.pdn`): `{review …}` comments after the last move, before the
//!   result (PDN readers drop comments).
//!
//! [`write_review`] adds the lines to a saved game's text (replacing an
//! older review) and [`read_review`] finds them; both are pure. Still to be
//! wired in the game: saving with the review, and showing a loaded one.

use crate::rules::Side;

use super::game::Eval;
use super::grade::Grade;
use super::reason::Reason;
use super::record::MoveRecord;

/// The first word of every review line.
const TAG: &str = "review";
/// The header's words after [`TAG`]: the format's name and version.
const HEADER: &str = "tavola 1";

/// How comments are written in a game's file format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommentStyle {
    /// `# …` lines (Tavola's `.othello` and `.gounki` formats).
    HashLines,
    /// `{…}` comments (PDN).
    Braces,
}

/// A review read back from comments.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredReview {
    /// The depth it was made at (0: a time per position).
    pub depth: u32,
    pub moves: Vec<MoveRecord>,
}

/// The review's lines (header first), without comment marks.
#[must_use]
pub fn review_to_comment(depth: u32, moves: &[MoveRecord]) -> Vec<String> {
    let mut lines = vec![format!("{TAG} {HEADER} depth {depth}")];
    for m in moves {
        let why = m
            .reason
            .as_ref()
            .map(|r| format!(" why={}", r.to_words()))
            .unwrap_or_default();
        lines.push(format!(
            "{TAG} {} {} {} loss={:.1} before={} after={} best={} pv={}{why}",
            m.ply + 1,
            m.side.name().to_ascii_lowercase(),
            m.grade.word(),
            m.loss,
            eval_text(m.before),
            eval_text(m.after),
            m.best,
            m.pv.join(","),
        ));
    }
    lines
}

fn eval_text(e: Eval) -> String {
    format!("{:+}{}", e.score, if e.exact { "*" } else { "" })
}

fn parse_eval(text: &str) -> Option<Eval> {
    let (num, exact) = match text.strip_suffix('*') {
        Some(n) => (n, true),
        None => (text, false),
    };
    Some(Eval {
        score: num.parse().ok()?,
        exact,
    })
}

/// Reads lines made by [`review_to_comment`] (comment marks already
/// removed). `played` are the game's moves in notation: they give each
/// record its move. `None`
/// without a header or with a damaged line (a review is all or nothing).
#[must_use]
pub fn parse_review_comment<S: AsRef<str>>(lines: &[S], played: &[String]) -> Option<StoredReview> {
    let mut lines = lines.iter().map(|l| l.as_ref().trim());
    let header = lines.next()?;
    let depth = header
        .strip_prefix(TAG)?
        .trim_start()
        .strip_prefix(HEADER)?
        .trim_start()
        .strip_prefix("depth")?
        .trim()
        .parse()
        .ok()?;
    let mut moves = Vec::new();
    for line in lines {
        let mut words = line.strip_prefix(TAG)?.split_whitespace();
        let number: usize = words.next()?.parse().ok()?;
        let ply = number.checked_sub(1)?;
        let side = match words.next()? {
            "black" => Side::Black,
            "white" => Side::White,
            _ => return None,
        };
        let grade = Grade::parse(words.next()?)?;
        let mut field = |name: &str| {
            words
                .next()
                .and_then(|w| w.strip_prefix(name))
                .and_then(|w| w.strip_prefix('='))
        };
        let loss: f64 = field("loss")?.parse().ok()?;
        let before = parse_eval(field("before")?)?;
        let after = parse_eval(field("after")?)?;
        let best = field("best")?.to_string();
        let pv: Vec<String> = field("pv")?
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        let reason = match words.next() {
            None => None,
            Some(w) => Some(Reason::from_words(w.strip_prefix("why=")?, &best)?),
        };
        if !loss.is_finite() || best.is_empty() || words.next().is_some() {
            return None;
        }
        moves.push(MoveRecord {
            ply,
            side,
            played: played.get(ply)?.clone(),
            grade,
            loss,
            before,
            after,
            best,
            pv,
            reason,
        });
    }
    Some(StoredReview { depth, moves })
}

/// `text` (a saved game's file text) with the review `lines` (from
/// [`review_to_comment`]) added in `style`; a review already there is
/// replaced.
#[must_use]
pub fn write_review(text: &str, lines: &[String], style: CommentStyle) -> String {
    let bare = strip_review(text);
    let mut out = bare.trim_end().to_string();
    out.push('\n');
    match style {
        CommentStyle::HashLines => {
            for l in lines {
                out.push_str("# ");
                out.push_str(l);
                out.push('\n');
            }
        }
        CommentStyle::Braces => {
            // Before the result token that ends a PDN record.
            let (body, result) = split_result(&out);
            let mut s = body.trim_end().to_string();
            s.push('\n');
            for l in lines {
                s.push('{');
                s.push_str(l);
                s.push_str("}\n");
            }
            s.push_str(result);
            if !result.is_empty() {
                s.push('\n');
            }
            out = s;
        }
    }
    out
}

/// The PDN text before its final result token, and the token (empty when
/// there is none).
fn split_result(text: &str) -> (&str, &str) {
    let t = text.trim_end();
    for token in ["1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "*"] {
        if let Some(body) = t.strip_suffix(token)
            && body.ends_with(char::is_whitespace)
        {
            return (body, token);
        }
    }
    (t, "")
}

/// The review lines of a saved game's text (comment marks removed), in
/// order; empty when it has none.
#[must_use]
pub fn read_review(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix('#') {
            let rest = rest.trim();
            if is_review(rest) {
                out.push(rest.to_string());
            }
        } else if let Some(rest) = t.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
            let rest = rest.trim();
            if is_review(rest) {
                out.push(rest.to_string());
            }
        }
    }
    out
}

fn is_review(text: &str) -> bool {
    text.strip_prefix(TAG)
        .is_some_and(|r| r.starts_with(char::is_whitespace))
}

/// `text` without its review lines.
fn strip_review(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let t = line.trim();
        let review = t.strip_prefix('#').is_some_and(|r| is_review(r.trim()))
            || t.strip_prefix('{')
                .and_then(|r| r.strip_suffix('}'))
                .is_some_and(|r| is_review(r.trim()));
        if !review {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}
