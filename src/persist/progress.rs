//! The rules books' progress: which task steps the reader has passed, and
//! for which games the first-game offer to read the rules was turned down.
//!
//! A small text file in the data directory, one fact per line:
//!
//! ```text
//! # Tavola rules books
//! passed othello 3.2
//! no-offer gounki
//! ```
//!
//! It is written atomically ([`super::atomic::write_atomic`]). A damaged
//! file (unreadable, not UTF-8, too large, a line it does not understand)
//! is reported once and counts as empty; the next write replaces it.

use std::collections::BTreeSet;
use std::io;
use std::path::{Path, PathBuf};

use super::{dirs, small_file};
use crate::game_kind::GameKind;
use crate::lessons::{self, StepId};

/// The file's name in the data directory.
pub const FILE_NAME: &str = "lessons.cfg";

/// Far more than every step of every book takes.
pub const MAX_FILE_BYTES: usize = 64 * 1024;

/// What the reader has done in the rules books.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    passed: BTreeSet<(GameKind, StepId)>,
    no_offer: BTreeSet<GameKind>,
}

impl Progress {
    /// The file in the data directory, if there is one.
    #[must_use]
    pub fn default_path() -> Option<PathBuf> {
        dirs::data_dir().map(|d| d.join(FILE_NAME))
    }

    /// Marks a step as passed; whether that is new.
    pub fn pass(&mut self, game: GameKind, step: StepId) -> bool {
        self.passed.insert((game, step))
    }

    /// Whether the step has been passed.
    #[must_use]
    pub fn has_passed(&self, game: GameKind, step: StepId) -> bool {
        self.passed.contains(&(game, step))
    }

    /// Whether every task of the chapter (counted from 1) has been passed.
    #[must_use]
    pub fn chapter_done(&self, game: GameKind, chapter: usize) -> bool {
        let book = lessons::book(game);
        let Some(steps) = book.chapters.get(chapter.wrapping_sub(1)) else {
            return false;
        };
        steps.steps.iter().enumerate().all(|(i, step)| {
            !step.is_task()
                || self.has_passed(
                    game,
                    StepId {
                        chapter,
                        step: i + 1,
                    },
                )
        })
    }

    /// How many chapters of the game's book are done.
    #[must_use]
    pub fn chapters_done(&self, game: GameKind) -> usize {
        (1..=lessons::book(game).chapters.len())
            .filter(|&c| self.chapter_done(game, c))
            .count()
    }

    /// Turns down the first-game offer for good.
    pub fn decline_offer(&mut self, game: GameKind) -> bool {
        self.no_offer.insert(game)
    }

    /// Whether starting a game should offer its rules book: not turned
    /// down and no chapter done yet.
    #[must_use]
    pub fn offers_book(&self, game: GameKind) -> bool {
        !self.no_offer.contains(&game) && self.chapters_done(game) == 0
    }

    /// The file's text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = String::from("# Tavola rules books\n");
        for (game, step) in &self.passed {
            text.push_str(&format!("passed {} {step}\n", game.id()));
        }
        for game in &self.no_offer {
            text.push_str(&format!("no-offer {}\n", game.id()));
        }
        text
    }

    /// Reads the file's text; an error names the first line it does not
    /// understand.
    pub fn parse(text: &str) -> Result<Progress, String> {
        let mut progress = Progress::default();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let words: Vec<&str> = line.split_whitespace().collect();
            let bad = || format!("line {}: '{}' is not understood", n + 1, line);
            let game = |word: &str| GameKind::parse(word).ok_or_else(bad);
            match words.as_slice() {
                ["passed", g, step] => {
                    let game = game(g)?;
                    let step = StepId::parse(step)
                        .filter(|&s| lessons::step(lessons::book(game), s).is_some())
                        .ok_or_else(bad)?;
                    progress.passed.insert((game, step));
                }
                ["no-offer", g] => {
                    progress.no_offer.insert(game(g)?);
                }
                _ => return Err(bad()),
            }
        }
        Ok(progress)
    }

    /// Reads the file at `path`: a missing file is an empty progress with
    /// no warning; a damaged one is empty with one warning.
    #[must_use]
    pub fn load(path: &Path) -> (Progress, Option<String>) {
        small_file::load(
            path,
            "rules books' progress",
            MAX_FILE_BYTES,
            Progress::parse,
        )
    }

    /// Writes the file at `path` atomically (creating its directory).
    pub fn save(&self, path: &Path) -> io::Result<()> {
        small_file::save(path, &self.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tavola-progress-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn progress_round_trips_through_its_file() {
        let dir = temp_dir("round-trip");
        let path = dir.join(FILE_NAME);
        let mut progress = Progress::default();
        // One of the two tasks of the checkers book's chapter 4.
        let step = StepId {
            chapter: 4,
            step: 2,
        };
        let book = lessons::book(GameKind::Checkers);
        assert!(lessons::step(book, step).is_some_and(|s| s.is_task()));
        assert!(progress.pass(GameKind::Checkers, step));
        assert!(!progress.pass(GameKind::Checkers, step));
        progress.decline_offer(GameKind::Gounki);
        progress.save(&path).unwrap();
        let (loaded, warning) = Progress::load(&path);
        assert_eq!(warning, None);
        assert_eq!(loaded, progress);
        assert!(loaded.has_passed(GameKind::Checkers, step));
        assert!(
            !loaded.chapter_done(GameKind::Checkers, 4),
            "its other task is not passed"
        );
        assert!(!loaded.offers_book(GameKind::Gounki), "declined");
        assert!(
            loaded.offers_book(GameKind::Checkers),
            "no chapter done yet"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_chapter_is_done_when_all_its_tasks_are_passed() {
        let mut progress = Progress::default();
        let book = lessons::book(GameKind::Othello);
        assert!(!progress.chapter_done(GameKind::Othello, 1));
        for (i, step) in book.chapters[0].steps.iter().enumerate() {
            if step.is_task() {
                progress.pass(
                    GameKind::Othello,
                    StepId {
                        chapter: 1,
                        step: i + 1,
                    },
                );
            }
        }
        assert!(progress.chapter_done(GameKind::Othello, 1));
        assert_eq!(progress.chapters_done(GameKind::Othello), 1);
        assert!(!progress.offers_book(GameKind::Othello));
        assert!(!progress.chapter_done(GameKind::Othello, 99));
    }

    #[test]
    fn a_damaged_file_is_reported_and_counts_as_empty() {
        let dir = temp_dir("damaged");
        let path = dir.join(FILE_NAME);
        std::fs::create_dir_all(&dir).unwrap();
        for bad in [
            &b"passed othello 99.1\n"[..],
            b"passed chess 1.1\n",
            b"flipped othello\n",
            b"\xff\xfe",
            &vec![b'#'; MAX_FILE_BYTES + 10][..],
        ] {
            std::fs::write(&path, bad).unwrap();
            let (progress, warning) = Progress::load(&path);
            assert_eq!(progress, Progress::default());
            let warning = warning.expect("a warning");
            assert!(warning.contains(FILE_NAME), "{warning}");
        }
        // Missing: no warning.
        std::fs::remove_file(&path).unwrap();
        assert_eq!(Progress::load(&path), (Progress::default(), None));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
