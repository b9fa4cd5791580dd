//! `tavola paste [FILE|-]`: what the game makes of a pasted or dropped
//! text ([`crate::paste::recognise`]): the game, a position or a game, and
//! the canonical texts it would copy back out.
//!
//! The text comes from `FILE`, or from standard input without one or with
//! `-`; either is read with the saved games' size cap
//! ([`MAX_FILE_BYTES`]) and must be UTF-8.

use std::ffi::OsString;
use std::io::Read;
use std::path::PathBuf;

use super::{CliError, USAGE, lexopt_error};
use crate::paste::{self, Content, MAX_FILE_BYTES, Pasted};
use crate::persist::savefile::read_text;

/// Runs `paste` on the rest of the command line.
pub(super) fn run(parser: &mut lexopt::Parser) -> Result<String, CliError> {
    let mut source: Option<OsString> = None;
    while let Some(arg) = parser.next().map_err(lexopt_error)? {
        match arg {
            lexopt::Arg::Long("help") | lexopt::Arg::Short('h') => return Ok(USAGE.to_string()),
            lexopt::Arg::Value(value) if source.is_none() => source = Some(value),
            lexopt::Arg::Value(value) => {
                return Err(CliError::new(format!(
                    "paste: unexpected argument {value:?} (one file, or '-' for standard input)"
                )));
            }
            lexopt::Arg::Long(name) => {
                return Err(CliError::new(format!(
                    "paste: unknown option '--{name}' (try --help)"
                )));
            }
            lexopt::Arg::Short(c) => {
                return Err(CliError::new(format!(
                    "paste: unknown option '-{c}' (try --help)"
                )));
            }
        }
    }
    let text = match source {
        Some(path) if path != "-" => {
            let path = PathBuf::from(path);
            read_text(&path).map_err(|e| {
                if e.line == 0 {
                    CliError::new(format!("paste: {e}"))
                } else {
                    CliError::new(format!("paste: {}: {e}", path.display()))
                }
            })?
        }
        _ => read_stdin()?,
    };
    let pasted = paste::recognise(&text).map_err(|e| CliError::new(format!("paste: {e}")))?;
    Ok(report(&pasted))
}

/// Standard input, capped and checked as a file is.
fn read_stdin() -> Result<String, CliError> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::new(format!("paste: cannot read standard input: {e}")))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(CliError::new(format!(
            "paste: standard input is too large (over {MAX_FILE_BYTES} bytes)"
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
        CliError::new(format!(
            "paste: standard input: line {line}: not UTF-8 text"
        ))
    })
}

/// What `paste` prints: `game:`, `content:`, the start (games only), the
/// position reached, a blank line and the whole game's text.
#[must_use]
pub(crate) fn report(pasted: &Pasted) -> String {
    let mut out = format!("game: {}\n", pasted.kind().id());
    match pasted.content {
        Content::Position => out.push_str("content: position\n"),
        Content::Game => {
            let n = pasted.game.move_count();
            let s = if n == 1 { "" } else { "s" };
            out.push_str(&format!("content: game, {n} move{s}\n"));
            out.push_str(&format!("start: {}\n", pasted.start_text()));
        }
    }
    out.push_str(&format!("position: {}\n\n", pasted.position_text()));
    out.push_str(&paste::game_text(&pasted.game));
    out
}

#[cfg(test)]
mod tests {
    use crate::cli::{CliError, USAGE, run};
    use crate::persist::samples::SAMPLES;

    fn paste_file(name: &str, text: &[u8]) -> Result<String, CliError> {
        let dir = crate::persist::test_dir("paste");
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        let out = run([
            std::ffi::OsString::from("paste"),
            path.clone().into_os_string(),
        ]);
        let _ = std::fs::remove_dir_all(&dir);
        out
    }

    #[test]
    fn paste_prints_the_game_and_its_canonical_texts() {
        let out = paste_file("a.txt", b"f5 d6 c3\n").expect("read");
        assert_eq!(
            out,
            "game: othello\n\
             content: game, 3 moves\n\
             start: ---------------------------OX------XO--------------------------- X\n\
             position: ------------------X--------XX------OXX-----O-------------------- O\n\
             \n\
             f5d6c3\n"
        );
        let out = paste_file("fen", b"W:W18,28:B15,22").expect("read");
        assert_eq!(
            out,
            "game: checkers\n\
             content: position\n\
             position: W:W18,28:B15,22\n\
             \n\
             [GameType \"Basque checkers\"]\n\
             [SetUp \"1\"]\n\
             [FEN \"W:W18,28:B15,22\"]\n\
             [Result \"*\"]\n\
             \n\
             *\n"
        );
        // Every sample, whatever its name says.
        for s in SAMPLES {
            let out = paste_file("dropped", s.text.as_bytes()).expect("read");
            let kind = s.kind().expect("a kind");
            assert!(
                out.starts_with(&format!("game: {}\ncontent: game, ", kind.id())),
                "{}: {out}",
                s.file
            );
        }
    }

    #[test]
    fn paste_errors_are_one_line() {
        for (text, needle) in [
            (
                &b"hello"[..],
                "paste: not a game or position Tavola reads: \"hello\"",
            ),
            (
                b"f5d6z9",
                "paste: Othello transcript: 'z9': move 3: not a square",
            ),
            (b"f5\xff", "line 1: not UTF-8 text"),
            (b"f5\0", "not text (binary data)"),
        ] {
            let err = paste_file("x", text).unwrap_err();
            assert!(err.0.starts_with(needle) || err.0.contains(needle), "{err}");
            assert!(!err.0.contains('\n'), "{err}");
        }
        let err = run(["paste", "/nonexistent/tavola/x.pdn"]).unwrap_err();
        assert!(
            err.0.starts_with("paste: cannot read /nonexistent"),
            "{err}"
        );
        let err = run(["paste", "a", "b"]).unwrap_err();
        assert!(err.0.contains("unexpected argument \"b\""), "{err}");
        let err = run(["paste", "--famly"]).unwrap_err();
        assert!(err.0.contains("unknown option '--famly'"), "{err}");
        assert_eq!(run(["paste", "--help"]).as_deref(), Ok(USAGE));
        let big = vec![b'a'; usize::try_from(crate::paste::MAX_FILE_BYTES).unwrap() + 1];
        let err = paste_file("big", &big).unwrap_err();
        assert!(err.0.contains("too large"), "{err}");
    }
}
