//! Generators and property checks shared by the fuzz tests (proptest, in
//! each module's `fuzz_tests`) and the soak runner (`examples/soak.rs`).
//!
//! Not part of the API (hidden from the docs). It is a plain public module
//! rather than one behind a cargo feature so that the soak runs with the
//! usual pure command (`cargo run --release --no-default-features --example
//! soak -- …`, no `--features`), and it needs no dependency: everything is
//! driven by a [`SplitMix64`] seed, so a case is reproduced from its seed and
//! its list of [`Edit`]s alone. proptest stays a dev-dependency: the tests
//! only turn its values (seeds, edits, strings) into calls of the checks
//! here, and shrink them.
//!
//! Every check returns `Ok(())` or a description of the broken property;
//! none of them panics on its own (a panic is a bug found in the code under
//! test).
//!
//! The properties, for every parser of outside text:
//! 1. it never panics, whatever the input (arbitrary text, or a valid text
//!    damaged by a few [`Edit`]s);
//! 2. accepted input round-trips: parse → print → parse gives the same value
//!    (and printing that value again gives the same text);
//! 3. an error names the first bad token or line: on a valid text damaged
//!    from byte `p` on (the first `p` bytes are intact), a line-numbered
//!    error (saved games, settings) names a line at or after `p`'s line,
//!    and for saved games every line before the one named still reads; a
//!    record error names the first token that does not read or play
//!    (Gounki records; Othello transcripts, by move number, after the moves
//!    the damage left intact); any other token error names a token that is
//!    in the text and reaches `p`, or is the last thing in it (an error
//!    about something missing), or opens an unclosed PDN tag, comment or
//!    variation.
//!
//! [`targets::TARGETS`] lists the parsers with their generators and
//! checks; [`playout`] has the random playouts and computer games.

use crate::rules::SplitMix64;

pub mod checkers;
pub mod gounki;
pub mod othello;
pub mod persist;
pub mod playout;
#[cfg(test)]
pub(crate) mod strategies;
pub mod targets;

/// The outcome of one property check: `Err` describes the violation.
pub type Check = Result<(), String>;

/// One damage to a text. Positions count characters and are taken modulo
/// the text's length (plus one for insertions), so any value is valid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// Removes the character at the position.
    Delete(usize),
    /// Inserts a character before the position.
    Insert(usize, char),
    /// Replaces the character at the position.
    Replace(usize, char),
    /// Cuts the text at the position.
    Truncate(usize),
    /// Removes `len` (1–8) characters from the position.
    DeleteRange(usize, usize),
    /// Repeats `len` (1–8) characters from the position right after them.
    Duplicate(usize, usize),
    /// Replaces the character at the first position with the one at the
    /// second: the text keeps its alphabet, so the result is often still
    /// valid (and the round trip gets exercised).
    CopyChar(usize, usize),
    /// Swaps the characters at two positions.
    Swap(usize, usize),
}

/// Characters that mean something in one of the formats (and a few that
/// should not appear), for insertions and replacements.
pub const HOT_CHARS: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'p', 's', 'r', 'x', 'k', 'w', 'o', 'n', 'v', 'A',
    'B', 'H', 'K', 'N', 'O', 'R', 'S', 'V', 'W', 'X', '0', '1', '2', '3', '4', '5', '8', '9', '-',
    '+', '*', '#', '/', '[', ']', '{', '}', '(', ')', ';', ':', '.', ',', '!', '?', '$', '"', '\\',
    '=', '_', ' ', ' ', '\n', '\n', '\t', '\r', '\0', 'é', '½', '\u{feff}', '\u{2013}', '日', '🂡',
];

/// A character for an edit: usually a [`HOT_CHARS`] one, sometimes any.
pub fn random_char(rng: &mut SplitMix64) -> char {
    if rng.below(8) == 0 {
        any_char(rng.next_u64())
    } else {
        HOT_CHARS[rng.below(HOT_CHARS.len())]
    }
}

/// Any Unicode scalar value from 64 random bits (ASCII half the time).
#[must_use]
pub fn any_char(bits: u64) -> char {
    let v = (bits >> 8) as u32;
    let c = if bits & 1 == 0 {
        v % 0x80
    } else {
        v % 0x11_0000
    };
    char::from_u32(c).unwrap_or('\u{fffd}')
}

/// A random edit (for the soak; the tests build theirs with proptest).
pub fn random_edit(rng: &mut SplitMix64) -> Edit {
    let pos = rng.next_u64() as usize;
    let len = 1 + rng.below(8);
    match rng.below(20) {
        0..=4 => Edit::Delete(pos),
        5..=9 => Edit::Insert(pos, random_char(rng)),
        10..=13 => Edit::Replace(pos, random_char(rng)),
        14 => Edit::DeleteRange(pos, len),
        15 => match rng.below(3) {
            0 => Edit::Truncate(pos),
            _ => Edit::Duplicate(pos, len),
        },
        16..=18 => Edit::CopyChar(pos, rng.next_u64() as usize),
        _ => Edit::Swap(pos, rng.next_u64() as usize),
    }
}

/// One to four random edits, mostly one or two.
pub fn random_edits(rng: &mut SplitMix64) -> Vec<Edit> {
    let n = [1, 1, 1, 2, 2, 3, 4][rng.below(7)];
    (0..n).map(|_| random_edit(rng)).collect()
}

/// A random text of up to 80 characters, mostly [`HOT_CHARS`].
pub fn random_text(rng: &mut SplitMix64) -> String {
    let n = rng.below(81);
    (0..n).map(|_| random_char(rng)).collect()
}

/// `text` with `edits` applied in order.
#[must_use]
pub fn apply_edits(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        let n = chars.len();
        let at = |pos: usize| if n == 0 { 0 } else { pos % n };
        match *edit {
            Edit::Delete(pos) if n > 0 => {
                chars.remove(at(pos));
            }
            Edit::Insert(pos, c) => chars.insert(pos % (n + 1), c),
            Edit::Replace(pos, c) if n > 0 => chars[at(pos)] = c,
            Edit::Truncate(pos) => chars.truncate(pos % (n + 1)),
            Edit::DeleteRange(pos, len) if n > 0 => {
                let start = at(pos);
                let end = (start + len.clamp(1, 8)).min(n);
                chars.drain(start..end);
            }
            Edit::Duplicate(pos, len) if n > 0 => {
                let start = at(pos);
                let end = (start + len.clamp(1, 8)).min(n);
                let copy: Vec<char> = chars[start..end].to_vec();
                chars.splice(end..end, copy);
            }
            Edit::CopyChar(to, from) if n > 0 => chars[at(to)] = chars[at(from)],
            Edit::Swap(a, b) if n > 0 => chars.swap(at(a), at(b)),
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// The length in bytes of the longest common prefix of `a` and `b`, on a
/// character boundary: where the damage starts (`None` when equal).
#[must_use]
pub fn damage_start(a: &str, b: &str) -> Option<usize> {
    if a == b {
        return None;
    }
    let mut end = 0;
    for ((i, ca), cb) in a.char_indices().zip(b.chars()) {
        if ca != cb {
            return Some(i);
        }
        end = i + ca.len_utf8();
    }
    Some(end)
}

/// The 1-based line holding byte `at` of `text`.
#[must_use]
pub fn line_of(text: &str, at: usize) -> usize {
    1 + text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
}

/// Whether an error token names the damage in `text` (damaged from byte
/// `at` on): it occurs in the text ending at or after `at`, or it is the
/// last non-blank thing in the text (an error about something missing after
/// it). An empty token passes (nothing to locate).
#[must_use]
pub fn token_reaches(text: &str, token: &str, at: usize) -> bool {
    if token.is_empty() {
        return true;
    }
    // Every occurrence, overlapping ones included.
    text.char_indices()
        .filter(|&(s, _)| text[s..].starts_with(token))
        .any(|(s, _)| {
            let end = s + token.len();
            end >= at || text[end..].trim().is_empty()
        })
}

/// [`token_reaches`] as a [`Check`], with the context in the message.
pub fn check_token(what: &str, text: &str, token: &str, at: Option<usize>) -> Check {
    match at {
        Some(at) if !token_reaches(text, token, at) => Err(format!(
            "{what}: the error names {token:?}, which is not at or after the damage at byte {at} of {text:?}"
        )),
        _ => Ok(()),
    }
}

/// `Err` with `what` when `cond` is false.
pub fn ensure(cond: bool, what: impl FnOnce() -> String) -> Check {
    if cond { Ok(()) } else { Err(what()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_and_damage() {
        assert_eq!(apply_edits("abc", &[Edit::Delete(4)]), "ac");
        assert_eq!(apply_edits("abc", &[Edit::Insert(3, 'x')]), "abcx");
        assert_eq!(apply_edits("abc", &[Edit::Replace(0, 'é')]), "ébc");
        assert_eq!(apply_edits("abc", &[Edit::Truncate(1)]), "a");
        assert_eq!(apply_edits("abcdef", &[Edit::DeleteRange(1, 2)]), "adef");
        assert_eq!(apply_edits("abcd", &[Edit::Duplicate(1, 2)]), "abcbcd");
        assert_eq!(apply_edits("abcd", &[Edit::CopyChar(0, 6)]), "cbcd");
        assert_eq!(apply_edits("abcd", &[Edit::Swap(0, 3)]), "dbca");
        assert_eq!(
            apply_edits("", &[Edit::Delete(3), Edit::Replace(1, 'x')]),
            ""
        );
        assert_eq!(damage_start("abc", "abc"), None);
        assert_eq!(damage_start("abc", "abx"), Some(2));
        assert_eq!(damage_start("abc", "ab"), Some(2));
        assert_eq!(damage_start("éa", "éb"), Some(2));
        assert_eq!(line_of("a\nb\nc", 2), 2);
        assert!(token_reaches("f5 zz", "zz", 3));
        assert!(token_reaches("f5 ", "f5", 3), "last thing: a missing token");
        assert!(!token_reaches("f5 zz k", "f5", 4));
        assert!(
            token_reaches("g7-g7-g", "g7-g", 5),
            "overlapping occurrences"
        );
    }

    /// The soak's playouts and computer games hold on a few seeds (the
    /// rules' own tests run many more playouts).
    #[test]
    fn soak_playouts_and_computer_games_hold() {
        use crate::ai::Level;
        for seed in 0..40 {
            playout::othello_playout(seed).unwrap();
            playout::gounki_playout(seed).unwrap();
            playout::checkers_playout(seed).unwrap();
        }
        for seed in 0..4 {
            for game in [
                playout::othello_ai_game(Level::Beginner, seed),
                playout::gounki_ai_game(Level::Beginner, seed),
                playout::checkers_ai_game(Level::Beginner, seed),
            ] {
                assert!(!game.unwrap().unfinished);
            }
        }
    }

    /// Every target's sample is valid, and the soak knows every target by
    /// a distinct name.
    #[test]
    fn targets_have_valid_samples() {
        let mut names = std::collections::HashSet::new();
        for t in targets::TARGETS {
            assert!(names.insert(t.name), "{} twice", t.name);
            assert_eq!(targets::target(t.name).map(|f| f.name), Some(t.name));
            let mut rng = SplitMix64(7);
            for _ in 0..50 {
                let s = (t.sample)(&mut rng);
                assert!((t.parses)(&s), "{}: {s:?}", t.name);
                (t.check)(&s, &s.text, None).unwrap();
            }
        }
        assert_eq!(names.len(), 12);
    }
}
