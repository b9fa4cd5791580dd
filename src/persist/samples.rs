//! The sample games bundled with the game (`assets/games/`), shown by the
//! showcase mode: complete games in each game's file format, with caption
//! tags that name the players and the result.
//!
//! Caption tags: in Othello and Gounki files, `#` lines before the moves
//! (`# event ...`, `# black ...`, `# white ...`, `# result ...`); in PDN,
//! the standard `[Event]`, `[Black]` and `[White]` tags. The result shown
//! is always the one the rules reach by replaying the moves.

use crate::game_kind::GameKind;
use crate::persist::savefile::{LoadError, Replayed, SavedGame, kind_for_path};
use crate::rules::{Outcome, Rules};

/// The result in plain ASCII ("Black wins 40-24", "White wins (...)").
#[must_use]
pub fn result_text(outcome: &Outcome) -> String {
    outcome.to_string().replace(['\u{2013}', '\u{2014}'], "-")
}

/// Who played and what event, as the file's tags give them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Caption {
    pub event: Option<String>,
    pub black: Option<String>,
    pub white: Option<String>,
    /// The result the file states (checked against the rules by the tests).
    pub result: Option<String>,
}

impl Caption {
    /// Reads the caption tags of a saved game's text.
    #[must_use]
    pub fn read(text: &str) -> Caption {
        let mut caption = Caption::default();
        for line in text.lines() {
            let line = line.trim();
            let (name, value) = if let Some(rest) = line.strip_prefix('#') {
                match rest.trim().split_once(char::is_whitespace) {
                    Some((n, v)) => (n.to_string(), v.trim().to_string()),
                    None => continue,
                }
            } else if let Some(tag) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                match tag.split_once(char::is_whitespace) {
                    Some((n, v)) => (n.to_string(), unquote(v.trim())),
                    None => continue,
                }
            } else {
                continue;
            };
            if value.is_empty() {
                continue;
            }
            let slot = match name.to_ascii_lowercase().as_str() {
                "event" => &mut caption.event,
                "black" => &mut caption.black,
                "white" => &mut caption.white,
                "result" if line.starts_with('#') => &mut caption.result,
                _ => continue,
            };
            slot.get_or_insert(value);
        }
        caption
    }

    /// "Black: X  vs  White: Y", when the players are known.
    #[must_use]
    pub fn players(&self) -> Option<String> {
        match (&self.black, &self.white) {
            (Some(b), Some(w)) => Some(format!("Black: {b}   vs   White: {w}")),
            (Some(b), None) => Some(format!("Black: {b}")),
            (None, Some(w)) => Some(format!("White: {w}")),
            (None, None) => None,
        }
    }
}

/// A PDN tag value without its quotes, `\"` and `\\` unescaped.
fn unquote(value: &str) -> String {
    let inner = value
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .unwrap_or(value);
    inner.replace("\\\"", "\"").replace("\\\\", "\\")
}

/// One bundled sample game.
#[derive(Debug, Clone, Copy)]
pub struct Sample {
    /// File name in `assets/games/`.
    pub file: &'static str,
    /// The file's text (built into the binary).
    pub text: &'static str,
}

/// A sample game, loaded: the record, its caption and its final result.
#[derive(Debug, Clone)]
pub struct LoadedSample {
    pub file: &'static str,
    pub game: SavedGame,
    pub caption: Caption,
    /// The rules' result at the end of the record (`None`: unfinished).
    pub outcome: Option<Outcome>,
}

impl Sample {
    /// Parses and checks the record (every move through the rules).
    pub fn load(&self) -> Result<LoadedSample, LoadError> {
        let game = SavedGame::parse(self.text, kind_for_path(std::path::Path::new(self.file)))?;
        let outcome = match game.replay() {
            Some(Replayed::Othello(p)) => p.outcome(),
            Some(Replayed::Gounki(g)) => g.outcome(),
            Some(Replayed::Checkers(g)) => g.outcome(),
            None => return Err(LoadError::new(0, "a move is not legal")),
        };
        Ok(LoadedSample {
            file: self.file,
            game,
            caption: Caption::read(self.text),
            outcome,
        })
    }

    /// The game the file holds, from its extension.
    #[must_use]
    pub fn kind(&self) -> Option<GameKind> {
        kind_for_path(std::path::Path::new(self.file))
    }
}

macro_rules! samples {
    ($($file:literal),* $(,)?) => {
        &[$(Sample { file: $file, text: include_str!(concat!("../../assets/games/", $file)) }),*]
    };
}

/// Every bundled sample game, in showcase order (the games alternate).
pub const SAMPLES: &[Sample] = samples!(
    "othello-1.othello",
    "gounki-1.gounki",
    "checkers-1.pdn",
    "othello-2.othello",
    "gounki-2.gounki",
    "checkers-2.pdn",
);

#[cfg(test)]
#[path = "sample_gen.rs"]
mod sample_gen;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file in `assets/games/` is bundled, loads, replays legally
    /// through the rules to a finished game, names its players, and states
    /// the result the rules reach.
    #[test]
    fn every_bundled_game_is_complete_and_valid() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/games");
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .expect("assets/games")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        on_disk.sort_unstable();
        let mut bundled: Vec<String> = SAMPLES.iter().map(|s| s.file.to_string()).collect();
        bundled.sort_unstable();
        assert_eq!(
            on_disk, bundled,
            "assets/games and SAMPLES must list the same files"
        );

        for sample in SAMPLES {
            let on_disk = std::fs::read_to_string(dir.join(sample.file)).expect("readable");
            assert_eq!(on_disk, sample.text, "{}: stale build", sample.file);
            let loaded = sample
                .load()
                .unwrap_or_else(|e| panic!("{}: {e}", sample.file));
            assert_eq!(Some(loaded.game.kind()), sample.kind(), "{}", sample.file);
            assert!(loaded.game.move_count() > 10, "{}: too short", sample.file);
            let outcome = loaded
                .outcome
                .unwrap_or_else(|| panic!("{}: the game does not end", sample.file));
            assert!(
                loaded.caption.players().is_some_and(|p| p.contains(" vs ")),
                "{}: no players in {:?}",
                sample.file,
                loaded.caption
            );
            if let Some(stated) = &loaded.caption.result {
                assert_eq!(stated, &result_text(&outcome), "{}", sample.file);
            }
            if let SavedGame::Checkers { .. } = loaded.game {
                let tag =
                    crate::rules::checkers::pdn::PdnResult::of_game(&match loaded.game.replay() {
                        Some(Replayed::Checkers(g)) => g,
                        _ => unreachable!("a checkers record replays to a checkers game"),
                    });
                assert!(
                    sample
                        .text
                        .contains(&format!("[Result \"{}\"]", tag.token())),
                    "{}: the Result tag disagrees with the rules",
                    sample.file
                );
            }
        }
        for kind in GameKind::ALL {
            let n = SAMPLES.iter().filter(|s| s.kind() == Some(kind)).count();
            assert!(n >= 2, "{} has {n} sample games", kind.title());
        }
    }

    #[test]
    fn captions_read_tavola_lines_and_pdn_tags() {
        let c =
            Caption::read("# game gounki\n# white A B\n# black C\n# result White wins\nb1-a2\n");
        assert_eq!(c.white.as_deref(), Some("A B"));
        assert_eq!(c.players().as_deref(), Some("Black: C   vs   White: A B"));
        assert_eq!(c.result.as_deref(), Some("White wins"));
        let c =
            Caption::read("[Event \"E\"]\n[Black \"X \\\"Y\\\"\"]\n[Result \"1-0\"]\n1. 24-19 *");
        assert_eq!(c.event.as_deref(), Some("E"));
        assert_eq!(c.black.as_deref(), Some("X \"Y\""));
        assert_eq!(c.result, None);
        assert_eq!(Caption::read("f5d6").players(), None);
    }
}
