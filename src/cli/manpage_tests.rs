//! The manual page (`assets/man/tavola.6`) against the help text: every
//! long option and every tool command of `tavola --help` ([`HELP`] and
//! [`USAGE`]) is in the page, and the page documents no option that the
//! help text does not have.

use super::launch::{HELP, LANGUAGES};
use super::{COMMANDS, USAGE};

const PAGE: &str = include_str!("../../assets/man/tavola.6");

/// The page's text with the roff escapes that matter here undone: `\-` is a
/// plain `-`, font changes (`\fB`, `\fI`, `\fR`, `\fP`) vanish, and comment
/// lines (`.\"`) are left out.
fn page_text() -> String {
    let mut text = String::new();
    for line in PAGE.lines().filter(|l| !l.starts_with(".\\\"")) {
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '\\' {
                text.push(c);
                continue;
            }
            match chars.next() {
                Some('-') => text.push('-'),
                Some('f') => {
                    chars.next();
                }
                Some(other) => {
                    text.push('\\');
                    text.push(other);
                }
                None => {}
            }
        }
        text.push('\n');
    }
    text
}

/// The long options (`--name`, a lower-case letter first) in `text`, in
/// order of first appearance. `--OOO---` (an Othello board) and a bare `--`
/// are not options.
fn long_options(text: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(at) = text[i..].find("--") {
        let start = i + at;
        let before_ok = start == 0 || !matches!(bytes[start - 1], b'-' | b'a'..=b'z');
        let name: String = text[start + 2..]
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || *c == '-')
            .collect();
        let name = name.trim_end_matches('-');
        if before_ok && name.starts_with(|c: char| c.is_ascii_lowercase()) {
            let option = format!("--{name}");
            if !found.contains(&option) {
                found.push(option);
            }
        }
        i = start + 2 + name.len().max(1);
    }
    found
}

/// The words after `tavola ` in `text` that name a tool (lower-case words;
/// `<tool>` and `[options]` are placeholders).
fn tool_words(text: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for (at, _) in text.match_indices("tavola ") {
        let word: String = text[at + "tavola ".len()..]
            .chars()
            .take_while(char::is_ascii_lowercase)
            .collect();
        if !word.is_empty() && !found.contains(&word) {
            found.push(word);
        }
    }
    found
}

#[test]
fn the_help_text_is_read_as_expected() {
    let help_options = long_options(HELP);
    for option in ["--game", "--screenshot-at", "--frame-stats", "--help"] {
        assert!(help_options.iter().any(|o| o == option), "{help_options:?}");
    }
    assert!(
        !help_options.iter().any(|o| o.contains("OOO") || o == "--"),
        "{help_options:?}"
    );
    let usage_options = long_options(USAGE);
    for option in [
        "--divide", "--family", "--from", "--fen", "--level", "--depth", "--time",
    ] {
        assert!(
            usage_options.iter().any(|o| o == option),
            "{usage_options:?}"
        );
    }
    assert_eq!(tool_words(USAGE), COMMANDS);
}

#[test]
fn the_manual_page_has_every_option_of_the_help_text() {
    let page = page_text();
    let page_options = long_options(&page);
    for option in long_options(HELP).iter().chain(&long_options(USAGE)) {
        assert!(
            page_options.contains(option),
            "{option} is in `tavola --help` but not in assets/man/tavola.6"
        );
    }
}

#[test]
fn the_manual_page_has_every_tool_command() {
    let page = page_text();
    let mut words = tool_words(HELP);
    words.extend(tool_words(USAGE));
    words.extend(COMMANDS.iter().map(|c| (*c).to_string()));
    for word in words {
        assert!(
            COMMANDS.contains(&word.as_str()),
            "'tavola {word}' in the help text is not a tool"
        );
        // Each tool has its own synopsis line and its own entry (the line
        // after a `.TP`).
        assert!(
            page.lines()
                .any(|l| l.starts_with(".B tavola ") && l.split(' ').any(|w| w == word)),
            "'tavola {word}' is in `tavola --help` but not in the synopsis of assets/man/tavola.6"
        );
        let lines: Vec<&str> = page.lines().collect();
        assert!(
            lines
                .windows(2)
                .any(|pair| pair[0] == ".TP" && pair[1].starts_with(&format!("tavola {word} "))),
            "'tavola {word}' is in `tavola --help` but has no entry in assets/man/tavola.6"
        );
    }
}

#[test]
fn the_manual_page_documents_no_other_option() {
    let known: Vec<String> = long_options(HELP)
        .into_iter()
        .chain(long_options(USAGE))
        .collect();
    for option in long_options(&page_text()) {
        // `--name=value` is described with the placeholder `--name`.
        assert!(
            known.contains(&option) || option == "--name",
            "assets/man/tavola.6 documents {option}, which `tavola --help` does not have"
        );
    }
}

#[test]
fn the_manual_page_lists_every_language() {
    let page = page_text();
    let lang_line = page
        .lines()
        .find(|l| l.contains("--lang "))
        .expect("an entry for --lang");
    for lang in LANGUAGES {
        assert!(
            lang_line.split(['|', ' ']).any(|w| w == *lang),
            "--lang {lang} is not in the page's line {lang_line:?}"
        );
    }
}
