//! The player's record per game and opponent: games played, won, lost and
//! drawn against each computer level, and the current streak; in hotseat,
//! the games played and each colour's wins. Shown on the title screen.
//!
//! A small text file in the data directory, one line per game and
//! opponent, written atomically:
//!
//! ```text
//! # Tavola record
//! othello computer-strong 5 2 3 0 -2
//! gounki hotseat 4 1 2 1 0
//! ```
//!
//! The numbers are played, won, lost, drawn and the streak (wins in a row
//! when positive, losses when negative). For hotseat, "won" and "lost" are
//! the first player's wins and losses (Black's in Othello, White's in
//! Gounki and checkers), and the streak is 0. A damaged file is reported
//! once and counts as empty; the next game's end replaces it.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use super::{dirs, small_file};
use crate::ai::Level;
use crate::game_kind::GameKind;

/// The file's name in the data directory.
pub const FILE_NAME: &str = "record.cfg";

/// Far more than a record takes.
pub const MAX_FILE_BYTES: usize = 64 * 1024;

/// Who the player played against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Opponent {
    /// Two people at one screen.
    Hotseat,
    /// The computer at a level.
    Computer(Level),
}

impl Opponent {
    fn id(self) -> String {
        match self {
            Opponent::Hotseat => "hotseat".into(),
            Opponent::Computer(level) => format!("computer-{}", level.name().to_ascii_lowercase()),
        }
    }

    fn parse(text: &str) -> Option<Opponent> {
        if text == "hotseat" {
            return Some(Opponent::Hotseat);
        }
        text.strip_prefix("computer-")
            .and_then(Level::parse)
            .map(Opponent::Computer)
    }
}

/// How a game ended for the player (in hotseat: for the first player).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Result {
    Won,
    Lost,
    Drawn,
}

/// The games against one opponent.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    /// Wins in a row (positive) or losses in a row (negative); a draw
    /// ends a streak.
    pub streak: i32,
}

impl Tally {
    fn add(&mut self, result: Result, counts_streak: bool) {
        self.played = self.played.saturating_add(1);
        match result {
            Result::Won => {
                self.won = self.won.saturating_add(1);
                self.streak = if self.streak > 0 {
                    self.streak.saturating_add(1)
                } else {
                    1
                };
            }
            Result::Lost => {
                self.lost = self.lost.saturating_add(1);
                self.streak = if self.streak < 0 {
                    self.streak.saturating_sub(1)
                } else {
                    -1
                };
            }
            Result::Drawn => {
                self.drawn = self.drawn.saturating_add(1);
                self.streak = 0;
            }
        }
        if !counts_streak {
            self.streak = 0;
        }
    }
}

/// The whole record.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    tallies: BTreeMap<(GameKind, Opponent), Tally>,
}

impl Record {
    /// The file in the data directory, if there is one.
    #[must_use]
    pub fn default_path() -> Option<PathBuf> {
        dirs::data_dir().map(|d| d.join(FILE_NAME))
    }

    /// Counts a finished game.
    pub fn add(&mut self, game: GameKind, opponent: Opponent, result: Result) {
        self.tallies
            .entry((game, opponent))
            .or_default()
            .add(result, opponent != Opponent::Hotseat);
    }

    /// The games of `game` against `opponent` (all zero if none).
    #[must_use]
    pub fn tally(&self, game: GameKind, opponent: Opponent) -> Tally {
        self.tallies
            .get(&(game, opponent))
            .copied()
            .unwrap_or_default()
    }

    /// The file's text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = String::from("# Tavola record\n");
        for ((game, opponent), t) in &self.tallies {
            text.push_str(&format!(
                "{} {} {} {} {} {} {}\n",
                game.id(),
                opponent.id(),
                t.played,
                t.won,
                t.lost,
                t.drawn,
                t.streak
            ));
        }
        text
    }

    /// Reads the file's text; an error names the first line it does not
    /// understand.
    pub fn parse(text: &str) -> std::result::Result<Record, String> {
        let mut record = Record::default();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = || format!("line {}: '{line}' is not understood", n + 1);
            let words: Vec<&str> = line.split_whitespace().collect();
            let [game, opponent, numbers @ ..] = words.as_slice() else {
                return Err(bad());
            };
            let game = GameKind::parse(game).ok_or_else(bad)?;
            let opponent = Opponent::parse(opponent).ok_or_else(bad)?;
            let [played, won, lost, drawn, streak] = numbers else {
                return Err(bad());
            };
            let count = |w: &str| w.parse::<u32>().map_err(|_| bad());
            let tally = Tally {
                played: count(played)?,
                won: count(won)?,
                lost: count(lost)?,
                drawn: count(drawn)?,
                streak: streak.parse::<i32>().map_err(|_| bad())?,
            };
            let sums = u64::from(tally.won) + u64::from(tally.lost) + u64::from(tally.drawn);
            if sums != u64::from(tally.played)
                || tally.streak.unsigned_abs() > tally.played
                || record.tallies.insert((game, opponent), tally).is_some()
            {
                return Err(bad());
            }
        }
        Ok(record)
    }

    /// Reads the file at `path`: a missing file is an empty record with no
    /// warning; a damaged one is empty with one warning.
    #[must_use]
    pub fn load(path: &Path) -> (Record, Option<String>) {
        small_file::load(path, "record", MAX_FILE_BYTES, Record::parse)
    }

    /// Writes the file at `path` atomically (creating its directory).
    pub fn save(&self, path: &Path) -> io::Result<()> {
        small_file::save(path, &self.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_counts_results_and_streaks_and_round_trips() {
        let mut record = Record::default();
        let strong = Opponent::Computer(Level::Strong);
        for result in [
            Result::Won,
            Result::Won,
            Result::Lost,
            Result::Lost,
            Result::Lost,
        ] {
            record.add(GameKind::Othello, strong, result);
        }
        let t = record.tally(GameKind::Othello, strong);
        assert_eq!(
            (t.played, t.won, t.lost, t.drawn, t.streak),
            (5, 2, 3, 0, -3)
        );
        record.add(GameKind::Othello, strong, Result::Drawn);
        assert_eq!(record.tally(GameKind::Othello, strong).streak, 0);
        record.add(GameKind::Gounki, Opponent::Hotseat, Result::Won);
        record.add(GameKind::Gounki, Opponent::Hotseat, Result::Won);
        assert_eq!(record.tally(GameKind::Gounki, Opponent::Hotseat).streak, 0);
        assert_eq!(record.tally(GameKind::Checkers, strong), Tally::default());
        let parsed = Record::parse(&record.to_text()).unwrap();
        assert_eq!(parsed, record);
    }

    #[test]
    fn a_damaged_record_is_reported_once_and_counts_as_empty() {
        let dir = crate::persist::test_dir("record");
        let path = dir.join(FILE_NAME);
        for bad in [
            &b"othello computer-strong 5 2 2 0 0\n"[..],
            b"othello computer-godlike 1 1 0 0 1\n",
            b"chess hotseat 1 1 0 0 0\n",
            b"othello hotseat 1 1 0 0\n",
            b"othello hotseat 1 1 0 0 0\nothello hotseat 1 1 0 0 0\n",
            b"othello computer-casual 1 1 0 0 5\n",
            b"\xff",
        ] {
            std::fs::write(&path, bad).unwrap();
            let (record, warning) = Record::load(&path);
            assert_eq!(record, Record::default());
            assert!(warning.is_some_and(|w| w.contains(FILE_NAME)));
        }
        std::fs::remove_file(&path).unwrap();
        assert_eq!(Record::load(&path), (Record::default(), None));
        let mut record = Record::default();
        record.add(
            GameKind::Checkers,
            Opponent::Computer(Level::Expert),
            Result::Lost,
        );
        record.save(&path).unwrap();
        assert_eq!(Record::load(&path), (record, None));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
