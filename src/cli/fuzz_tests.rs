//! Fuzz tests of the command line: argument vectors built from the words the
//! tools and the launch options know, values that begin with `-`, random
//! text and bytes that are not UTF-8. Parsing never panics, and a refusal
//! is one line that says what is wrong (the fuzzing found arguments with a
//! newline echoed raw into the message).

use std::ffi::OsString;

use proptest::prelude::*;

use crate::testgen::strategies::config;

/// Words of the tools' command lines. Depths stay small and no position
/// is one the exact solver would take long over: the tools run for real.
const TOOL_WORDS: &[&str] = &[
    "othello",
    "reversi",
    "gounki",
    "checkers",
    "damak",
    "chess",
    "--divide",
    "--family",
    "--level",
    "Beginner",
    "grandmaster",
    "--depth",
    "0",
    "1",
    "2",
    "--time",
    "5",
    "--",
    "-",
    "--x",
    "-h",
    "--help",
    "--depth=1",
    "f5d6",
    "22-18 11-15",
    "b2-b3",
    "W:W21-32:B1-12",
    "W:W6:B",
    "8/8/8/8/8/8/8/8 w",
    "--OOO---",
    "X",
    "O",
];

/// Words of the launch options.
const LAUNCH_WORDS: &[&str] = &[
    "--game",
    "othello",
    "gounki",
    "checkers",
    "--moves",
    "f5d6",
    "--position",
    "--OOO",
    "--size",
    "800x600",
    "10x",
    "--screenshot",
    "out.png",
    "out.txt",
    "--screenshot-at",
    "0.4",
    "-1",
    "--frame-stats",
    "--replay",
    "--showcase",
    "--load",
    "a.pdn",
    "--lang",
    "ru",
    "xx",
    "ru_RU.UTF-8",
    "--",
    "-",
    "--help",
    "--lang=eu",
    "--bogus",
];

/// One argument: a known word, a random text (never all digits: a depth
/// from nowhere could make perft run for hours), or bytes that are not
/// UTF-8.
fn argument(words: &'static [&'static str]) -> impl Strategy<Value = OsString> {
    prop_oneof![
        6 => proptest::sample::select(words).prop_map(OsString::from),
        2 => "[-a-z0-9=:/ ]{0,12}x".prop_map(OsString::from),
        1 => proptest::collection::vec(any::<u8>(), 0..8).prop_map(|mut bytes| {
            bytes.push(0xff);
            not_utf8(bytes)
        }),
    ]
}

#[cfg(unix)]
fn not_utf8(bytes: Vec<u8>) -> OsString {
    use std::os::unix::ffi::OsStringExt;
    OsString::from_vec(bytes)
}

#[cfg(not(unix))]
fn not_utf8(bytes: Vec<u8>) -> OsString {
    OsString::from(String::from_utf8_lossy(&bytes).into_owned())
}

/// A refusal says something on its first line.
fn says_why(message: &str) -> Result<(), TestCaseError> {
    let first = message.lines().next().unwrap_or("");
    prop_assert!(!first.trim().is_empty(), "an empty error: {message:?}");
    Ok(())
}

proptest! {
    #![proptest_config(config(3000))]

    #[test]
    fn tool_command_lines(
        command in proptest::sample::select(&["perft", "moves", "play", "best", "solve"][..]),
        rest in proptest::collection::vec(argument(TOOL_WORDS), 0..6),
    ) {
        // The searches run only with arguments that keep them short.
        let searching = command == "best" || command == "solve";
        prop_assume!(!searching || !rest.iter().any(|a| a == "othello" || a == "reversi"));
        let mut args = vec![OsString::from(command)];
        args.extend(rest);
        prop_assert!(super::is_command(&args));
        if let Err(error) = super::run(args) {
            let message = error.to_string();
            says_why(&message)?;
            prop_assert!(!message.contains('\n'), "a tool error is one line: {message:?}");
        }
    }

    #[test]
    fn launch_command_lines(args in proptest::collection::vec(argument(LAUNCH_WORDS), 0..8)) {
        if let Err(error) = super::launch::parse_command_line(args) {
            let message = error.to_string();
            says_why(&message)?;
            prop_assert!(!message.contains('\n'), "a launch error is one line: {message:?}");
        }
    }
}

/// The sample games, in their file formats: the damaged files' sources.
const SAMPLE_GAMES: [&str; 3] = [
    include_str!("../../assets/games/othello-2.othello"),
    include_str!("../../assets/games/gounki-1.gounki"),
    include_str!("../../assets/games/checkers-2.pdn"),
];

proptest! {
    // Each case reviews a game for real (at depth 1): few cases, short games.
    #![proptest_config(config(12))]

    /// `tavola analyze` on a damaged game file: the start of a sample game
    /// (its header lines and up to 100 characters of moves: a short game,
    /// so that the review stays quick) with a character replaced or
    /// inserted anywhere. It reviews or refuses
    /// in one line; it never panics.
    #[test]
    fn analyze_damaged_files(
        sample in 0..SAMPLE_GAMES.len(),
        extra in 0usize..100,
        at in 0usize..300,
        replace in any::<bool>(),
        ch in prop_oneof![Just('\n'), Just('x'), Just('-'), Just('#'), Just('{'), any::<char>()],
        threads in 1usize..3,
    ) {
        let text = SAMPLE_GAMES[sample];
        // The header: up to the first line that is neither a `#` comment
        // nor a PDN tag nor blank.
        let header: usize = text
            .lines()
            .take_while(|l| l.is_empty() || l.starts_with('#') || l.starts_with('['))
            .map(|l| l.chars().count() + 1)
            .sum();
        // Cut after a whole move (at a blank; in an Othello transcript,
        // after a square's two characters), so that the damage is what
        // breaks the game, if anything.
        let mut chars: Vec<char> = text.chars().take(header + extra).collect();
        if chars[header.min(chars.len())..].iter().any(|c| c.is_whitespace()) {
            while !chars.last().is_some_and(|c| c.is_whitespace()) {
                chars.pop();
            }
        } else {
            chars.truncate(header + (chars.len().saturating_sub(header) & !1));
        }
        let at = at.min(chars.len());
        if replace && at < chars.len() {
            chars[at] = ch;
        } else {
            chars.insert(at, ch);
        }
        let damaged: String = chars.into_iter().collect();
        let path = std::env::temp_dir().join(format!(
            "tavola-analyze-fuzz-{}-{sample}-{extra}-{at}.txt",
            std::process::id()
        ));
        std::fs::write(&path, damaged.as_bytes()).expect("temporary file");
        let args = vec![
            OsString::from("analyze"),
            path.clone().into_os_string(),
            OsString::from("--depth"),
            OsString::from("1"),
            OsString::from("--threads"),
            OsString::from(threads.to_string()),
        ];
        let result = super::run(args);
        let _ = std::fs::remove_file(&path);
        if let Err(error) = result {
            let message = error.to_string();
            says_why(&message)?;
            prop_assert!(!message.contains('\n'), "an analyze error is one line: {message:?}");
        }
    }
}
