//! The player's puzzles (issue #45): per game, the puzzle rating, the
//! streak, which puzzles were solved or failed at the first try, and the
//! player's own puzzles made from their mistakes ("Retry your mistakes").
//!
//! A small text file in the data directory, one fact per line:
//!
//! ```text
//! # Tavola puzzles
//! rating othello 1523.4 87.2 0.06
//! streak othello 3 7
//! solved othello o-0042
//! failed othello o-0007
//! mine mine-othello-1  othello  win  1350  corner  <position>  a1;b1;h8
//! ```
//!
//! - `rating <game> <rating> <deviation> <volatility>`: the player's
//!   Glicko-2 rating ([`Rating`]), the numbers written as Rust prints them
//!   (the shortest text that reads back the same number); a game without
//!   the line has a new player's rating. The deviation and volatility are
//!   within the bounds of [`Rating::bounded`].
//! - `streak <game> <current> <best>`: puzzles solved in a row, now and at
//!   best (`current` ≤ `best`); none is `0 0`.
//! - `solved <game> <id>` and `failed <game> <id>`: the puzzles tried, by
//!   the result of their first try, oldest first, at most [`MAX_IDS`] of
//!   each per game; an id is never in both.
//! - `mine <puzzle line>`: one of the player's own puzzles, the whole
//!   [`Puzzle::to_line`] after `mine ` (its fields separated by tabs,
//!   shown as spaces above; its game is its own), oldest first, at most
//!   [`MAX_PERSONAL`] per game, no two with the same id or the same
//!   position and first move.
//!
//! Puzzles' own ratings are not kept: a bundled puzzle always starts from
//! its file rating ([`Rating::puzzle`]).
//!
//! It is written atomically ([`super::atomic::write_atomic`]). A damaged
//! file (unreadable, not UTF-8, larger than [`MAX_FILE_BYTES`], a line it
//! does not understand, an unknown game) is reported once and counts as
//! empty; the next write replaces it.

use std::collections::{HashSet, VecDeque};
use std::io;
use std::path::{Path, PathBuf};

use super::{dirs, small_file};
use crate::game_kind::GameKind;
use crate::puzzles::Puzzle;
use crate::puzzles::rating::{Rating, puzzle_result};

/// The file's name in the data directory.
pub const FILE_NAME: &str = "puzzles.cfg";

/// The largest file read. A full file of realistic puzzles (short ids,
/// positions of a few dozen characters) takes about half of it; a save
/// that would not fit drops the oldest entries first
/// ([`PuzzleProgress::save`]).
pub const MAX_FILE_BYTES: usize = 1024 * 1024;

/// The player's own puzzles kept per game; the oldest go first.
pub const MAX_PERSONAL: usize = 500;

/// The solved ids, and the failed ids, kept per game; the oldest go first
/// (such a puzzle counts as new again).
pub const MAX_IDS: usize = 2000;

/// The longest puzzle id (the limit of [`Puzzle::parse_line`]).
pub const MAX_ID_BYTES: usize = 64;

/// The ids of puzzles in the order they were first tried.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct IdList {
    order: VecDeque<String>,
    members: HashSet<String>,
}

impl IdList {
    fn contains(&self, id: &str) -> bool {
        self.members.contains(id)
    }

    /// Adds `id` last (nothing if it is there), dropping the oldest beyond
    /// [`MAX_IDS`].
    fn insert(&mut self, id: &str) {
        if self.members.insert(id.to_string()) {
            self.order.push_back(id.to_string());
        }
        while self.order.len() > MAX_IDS {
            if let Some(old) = self.order.pop_front() {
                self.members.remove(&old);
            }
        }
    }

    /// Drops the oldest `n`.
    fn drop_oldest(&mut self, n: usize) {
        for old in self.order.drain(..n.min(self.order.len())) {
            self.members.remove(&old);
        }
    }
}

/// One game's puzzles.
#[derive(Debug, Clone, Default, PartialEq)]
struct GameProgress {
    rating: Rating,
    streak: u32,
    best: u32,
    solved: IdList,
    failed: IdList,
    personal: Vec<Puzzle>,
}

/// The player's puzzles, for every game (see the module's documentation).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PuzzleProgress {
    /// Indexed by [`slot`].
    games: [GameProgress; 3],
}

/// The game's place in [`PuzzleProgress::games`].
const fn slot(game: GameKind) -> usize {
    match game {
        GameKind::Othello => 0,
        GameKind::Gounki => 1,
        GameKind::Checkers => 2,
    }
}

/// Whether the file can hold `id` as one word: not empty, at most
/// [`MAX_ID_BYTES`], no white space nor control character.
fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_BYTES
        && !id.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// Whether `puzzle` can be written on a `mine` line and read back the
/// same: one line (no control character but the tabs between fields), and
/// [`Puzzle::parse_line`] gives it back.
fn writable(puzzle: &Puzzle) -> bool {
    let line = puzzle.to_line();
    !line.chars().any(|c| c.is_control() && c != '\t')
        && Puzzle::parse_line(&line).as_ref() == Ok(puzzle)
}

/// What makes two of the player's puzzles the same: the position and the
/// first move (the main one).
fn same_puzzle(a: &Puzzle, b: &Puzzle) -> bool {
    a.game == b.game && a.position == b.position && a.line.first() == b.line.first()
}

impl PuzzleProgress {
    /// The file in the data directory, if there is one.
    #[must_use]
    pub fn default_path() -> Option<PathBuf> {
        dirs::data_dir().map(|d| d.join(FILE_NAME))
    }

    fn game(&self, game: GameKind) -> &GameProgress {
        &self.games[slot(game)]
    }

    fn game_mut(&mut self, game: GameKind) -> &mut GameProgress {
        &mut self.games[slot(game)]
    }

    /// The player's rating at `game` (a new player's if none yet).
    #[must_use]
    pub fn rating(&self, game: GameKind) -> Rating {
        self.game(game).rating
    }

    /// Sets the rating (the fuzz tests' arbitrary progress).
    #[cfg(test)]
    pub(crate) fn set_rating(&mut self, game: GameKind, rating: Rating) {
        self.game_mut(game).rating = rating;
    }

    /// Counts a try of puzzle `puzzle_id` at `game`, rated `puzzle_rating`
    /// (usually [`Rating::puzzle`]); returns the player's rating before and
    /// after.
    ///
    /// Only a puzzle's first try counts: it rates the player
    /// ([`puzzle_result`]), moves the streak (one more when solved, back to
    /// 0 when not) and puts the id among the solved or the failed puzzles.
    /// A later try of the same id (solved or failed before) changes
    /// nothing and gives `(before, before)`: a puzzle failed and then
    /// solved stays failed, and replaying a known solution earns nothing.
    /// An id the file could not hold (empty, longer than [`MAX_ID_BYTES`],
    /// with white space) is not counted either.
    pub fn record(
        &mut self,
        game: GameKind,
        puzzle_id: &str,
        puzzle_rating: Rating,
        solved: bool,
    ) -> (Rating, Rating) {
        let g = self.game_mut(game);
        let before = g.rating;
        if !valid_id(puzzle_id) || g.solved.contains(puzzle_id) || g.failed.contains(puzzle_id) {
            return (before, before);
        }
        let after = puzzle_result(before, puzzle_rating, solved).0;
        g.rating = after;
        if solved {
            g.streak = g.streak.saturating_add(1);
            g.best = g.best.max(g.streak);
            g.solved.insert(puzzle_id);
        } else {
            g.streak = 0;
            g.failed.insert(puzzle_id);
        }
        (before, after)
    }

    /// The puzzles solved in a row at `game`: `(current, best)`.
    #[must_use]
    pub fn streak(&self, game: GameKind) -> (u32, u32) {
        let g = self.game(game);
        (g.streak, g.best)
    }

    /// Whether puzzle `id` of `game` was solved at its first try.
    #[must_use]
    pub fn was_solved(&self, game: GameKind, id: &str) -> bool {
        self.game(game).solved.contains(id)
    }

    /// Whether puzzle `id` of `game` was failed at its first try.
    #[must_use]
    pub fn was_failed(&self, game: GameKind, id: &str) -> bool {
        self.game(game).failed.contains(id)
    }

    /// The player's own puzzles at `game`, oldest first.
    #[must_use]
    pub fn personal(&self, game: GameKind) -> &[Puzzle] {
        &self.game(game).personal
    }

    /// Adds one of the player's own puzzles (to its game), with a fresh id
    /// `mine-<game>-<n>` (one more than any such id among the game's own,
    /// solved and failed puzzles, so an id is not given twice while the
    /// file remembers it); it is then the last of
    /// [`PuzzleProgress::personal`]. Beyond [`MAX_PERSONAL`] the oldest is
    /// dropped. Refused (`false`) when the game already has one with the
    /// same position and first move, or when it cannot be written on one
    /// line and read back the same.
    pub fn add_personal(&mut self, mut puzzle: Puzzle) -> bool {
        let game = puzzle.game;
        let prefix = format!("mine-{}-", game.id());
        let g = self.game_mut(game);
        if g.personal.iter().any(|p| same_puzzle(p, &puzzle)) {
            return false;
        }
        let number = |id: &str| id.strip_prefix(&prefix)?.parse::<u64>().ok();
        let last = g
            .personal
            .iter()
            .map(|p| p.id.as_str())
            .chain(g.solved.order.iter().map(String::as_str))
            .chain(g.failed.order.iter().map(String::as_str))
            .filter_map(number)
            .max()
            .unwrap_or(0);
        puzzle.id = format!("{prefix}{}", last.saturating_add(1));
        if !writable(&puzzle) || g.personal.iter().any(|p| p.id == puzzle.id) {
            return false;
        }
        g.personal.push(puzzle);
        if g.personal.len() > MAX_PERSONAL {
            g.personal.remove(0);
        }
        true
    }

    /// Removes the player's own puzzle `id` (whatever its game); whether
    /// there was one.
    pub fn remove_personal(&mut self, id: &str) -> bool {
        let mut removed = false;
        for g in &mut self.games {
            let before = g.personal.len();
            g.personal.retain(|p| p.id != id);
            removed |= g.personal.len() != before;
        }
        removed
    }

    /// The file's text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = String::from("# Tavola puzzles\n");
        for game in GameKind::ALL {
            let g = self.game(game);
            let id = game.id();
            if g.rating != Rating::default() {
                let r = g.rating;
                text.push_str(&format!(
                    "rating {id} {} {} {}\n",
                    r.rating, r.deviation, r.volatility
                ));
            }
            if (g.streak, g.best) != (0, 0) {
                text.push_str(&format!("streak {id} {} {}\n", g.streak, g.best));
            }
            for puzzle in &g.solved.order {
                text.push_str(&format!("solved {id} {puzzle}\n"));
            }
            for puzzle in &g.failed.order {
                text.push_str(&format!("failed {id} {puzzle}\n"));
            }
            for puzzle in &g.personal {
                text.push_str(&format!("mine {}\n", puzzle.to_line()));
            }
        }
        text
    }

    /// Reads the file's text; an error names the first line it does not
    /// understand (`line 4: …`). Lists longer than the limits keep their
    /// newest entries, as adding would have.
    pub fn parse(text: &str) -> Result<PuzzleProgress, String> {
        let mut progress = PuzzleProgress::default();
        for (n, raw) in text.lines().enumerate() {
            // A `mine` line is read whole: its fields may hold spaces.
            if let Some(line) = raw.strip_prefix("mine ") {
                let puzzle =
                    Puzzle::parse_line(line).map_err(|e| format!("line {}: {e}", n + 1))?;
                let g = progress.game_mut(puzzle.game);
                if !writable(&puzzle) {
                    return Err(format!(
                        "line {}: puzzle {} is not one line",
                        n + 1,
                        puzzle.id
                    ));
                }
                if g.personal
                    .iter()
                    .any(|p| p.id == puzzle.id || same_puzzle(p, &puzzle))
                {
                    return Err(format!(
                        "line {}: puzzle {} is there twice",
                        n + 1,
                        puzzle.id
                    ));
                }
                g.personal.push(puzzle);
                if g.personal.len() > MAX_PERSONAL {
                    g.personal.remove(0);
                }
                continue;
            }
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let words: Vec<&str> = line.split_whitespace().collect();
            let bad = || format!("line {}: '{}' is not understood", n + 1, line);
            let game = |word: &str| GameKind::parse(word).ok_or_else(bad);
            match words.as_slice() {
                ["rating", g, r, d, v] => {
                    let game = game(g)?;
                    let number = |w: &str| w.parse::<f64>().map_err(|_| bad());
                    let rating = Rating {
                        rating: number(r)?,
                        deviation: number(d)?,
                        volatility: number(v)?,
                    };
                    if !rating.rating.is_finite() || rating.bounded() != rating {
                        return Err(bad());
                    }
                    progress.game_mut(game).rating = rating;
                }
                ["streak", g, current, best] => {
                    let game = game(g)?;
                    let current: u32 = current.parse().map_err(|_| bad())?;
                    let best: u32 = best.parse().map_err(|_| bad())?;
                    if current > best {
                        return Err(bad());
                    }
                    let g = progress.game_mut(game);
                    (g.streak, g.best) = (current, best);
                }
                [result @ ("solved" | "failed"), g, id] => {
                    let game = game(g)?;
                    if !valid_id(id) {
                        return Err(bad());
                    }
                    let g = progress.game_mut(game);
                    let (list, other) = if *result == "solved" {
                        (&mut g.solved, &g.failed)
                    } else {
                        (&mut g.failed, &g.solved)
                    };
                    if other.contains(id) {
                        return Err(format!(
                            "line {}: puzzle {id} is both solved and failed",
                            n + 1
                        ));
                    }
                    list.insert(id);
                }
                _ => return Err(bad()),
            }
        }
        Ok(progress)
    }

    /// The text to save: [`PuzzleProgress::to_text`], or, if that is over
    /// [`MAX_FILE_BYTES`] (only very long ids or positions do that), the
    /// text of a copy without the oldest tenth of every list, as many
    /// times as it takes.
    fn text_that_fits(&self) -> String {
        let mut text = self.to_text();
        let mut smaller = self.clone();
        while text.len() > MAX_FILE_BYTES {
            let mut dropped = false;
            for g in &mut smaller.games {
                let tenth = |n: usize| n.div_ceil(10);
                let n = tenth(g.personal.len());
                g.personal.drain(..n);
                let (s, f) = (tenth(g.solved.order.len()), tenth(g.failed.order.len()));
                g.solved.drop_oldest(s);
                g.failed.drop_oldest(f);
                dropped |= n + s + f > 0;
            }
            if !dropped {
                break;
            }
            text = smaller.to_text();
        }
        text
    }

    /// Reads the file at `path`: a missing file is an empty progress with
    /// no warning; a damaged one is empty with one warning.
    #[must_use]
    pub fn load(path: &Path) -> (PuzzleProgress, Option<String>) {
        small_file::load(
            path,
            "puzzle progress",
            MAX_FILE_BYTES,
            PuzzleProgress::parse,
        )
    }

    /// Writes the file at `path` atomically (creating its directory). A
    /// progress too large for the file is saved without its oldest
    /// entries (see [`MAX_FILE_BYTES`]); `self` keeps them.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        small_file::save(path, &self.text_that_fits())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::test_dir;
    use crate::puzzles::{Goal, Theme};

    fn puzzle(game: GameKind, position: &str, first: &str) -> Puzzle {
        Puzzle {
            id: "x".into(),
            game,
            goal: Goal::Win,
            rating: 1400,
            themes: vec![Theme::Capture],
            position: position.into(),
            line: vec![vec![first.into()], vec!["b2".into()], vec!["c3".into()]],
        }
    }

    fn sample() -> PuzzleProgress {
        let mut p = PuzzleProgress::default();
        let hard = Rating {
            deviation: 80.0,
            ..Rating::new(1700.0)
        };
        p.record(GameKind::Othello, "o-0042", hard, true);
        p.record(GameKind::Othello, "o-0007", hard, false);
        p.record(GameKind::Othello, "o-0008", hard, true);
        p.record(GameKind::Gounki, "g-0001", hard, false);
        assert!(p.add_personal(puzzle(GameKind::Othello, "some position", "a1")));
        assert!(p.add_personal(puzzle(GameKind::Checkers, "W:W21:B12", "21-17")));
        p
    }

    #[test]
    fn progress_round_trips_through_its_text_and_file() {
        let p = sample();
        let text = p.to_text();
        assert!(text.starts_with("# Tavola puzzles\n"), "{text}");
        assert!(text.contains("\nstreak othello 1 1\n"), "{text}");
        assert!(text.contains("\nsolved othello o-0042\n"), "{text}");
        assert!(text.contains("\nfailed gounki g-0001\n"), "{text}");
        assert!(
            text.contains(
                "\nmine mine-othello-1\tothello\twin\t1400\tcapture\tsome position\ta1;b2;c3\n"
            ),
            "{text}"
        );
        assert_eq!(PuzzleProgress::parse(&text), Ok(p.clone()));
        assert_eq!(PuzzleProgress::parse(&text).unwrap().to_text(), text);

        let dir = test_dir("puzzle-progress");
        let path = dir.join("sub").join(FILE_NAME);
        p.save(&path).unwrap();
        assert_eq!(PuzzleProgress::load(&path), (p, None));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn only_the_first_try_counts() {
        let mut p = PuzzleProgress::default();
        let puzzle = Rating::new(1500.0);
        let (before, after) = p.record(GameKind::Gounki, "g-1", puzzle, false);
        assert_eq!(before, Rating::default());
        assert!(after.rating < before.rating);
        assert_eq!(p.rating(GameKind::Gounki), after);
        assert!(p.was_failed(GameKind::Gounki, "g-1"));
        // Solved at the second try: nothing changes.
        assert_eq!(
            p.record(GameKind::Gounki, "g-1", puzzle, true),
            (after, after)
        );
        assert!(p.was_failed(GameKind::Gounki, "g-1") && !p.was_solved(GameKind::Gounki, "g-1"));
        assert_eq!(p.streak(GameKind::Gounki), (0, 0));
        // Games are apart.
        assert_eq!(p.rating(GameKind::Othello), Rating::default());
        assert!(!p.was_failed(GameKind::Othello, "g-1"));
        // Streaks.
        for id in ["g-2", "g-3", "g-4"] {
            p.record(GameKind::Gounki, id, puzzle, true);
        }
        assert_eq!(p.streak(GameKind::Gounki), (3, 3));
        p.record(GameKind::Gounki, "g-5", puzzle, false);
        p.record(GameKind::Gounki, "g-6", puzzle, true);
        assert_eq!(p.streak(GameKind::Gounki), (1, 3));
        assert!(p.was_solved(GameKind::Gounki, "g-6"));
        // An id the file cannot hold is not counted.
        let now = p.rating(GameKind::Gounki);
        assert_eq!(p.record(GameKind::Gounki, "g 7", puzzle, true), (now, now));
        assert_eq!(p.record(GameKind::Gounki, "", puzzle, true), (now, now));
    }

    #[test]
    fn the_lists_keep_the_newest() {
        let mut p = PuzzleProgress::default();
        for i in 0..MAX_IDS + 5 {
            p.record(
                GameKind::Othello,
                &format!("o-{i}"),
                Rating::new(900.0),
                true,
            );
        }
        assert!(!p.was_solved(GameKind::Othello, "o-4"));
        assert!(p.was_solved(GameKind::Othello, "o-5"));
        assert_eq!(p.streak(GameKind::Othello).1 as usize, MAX_IDS + 5);
        for i in 0..MAX_PERSONAL + 2 {
            assert!(p.add_personal(puzzle(GameKind::Othello, &format!("p{i}"), "a1")));
        }
        let mine = p.personal(GameKind::Othello);
        assert_eq!(mine.len(), MAX_PERSONAL);
        assert_eq!(mine[0].position, "p2");
        assert_eq!(mine[0].id, "mine-othello-3");
        assert_eq!(
            mine[MAX_PERSONAL - 1].id,
            format!("mine-othello-{}", MAX_PERSONAL + 2)
        );
        let text = p.to_text();
        assert_eq!(PuzzleProgress::parse(&text), Ok(p));
    }

    #[test]
    fn own_puzzles_are_added_once_and_removed() {
        let mut p = PuzzleProgress::default();
        assert!(p.add_personal(puzzle(GameKind::Gounki, "pos", "a1-a2")));
        // Same position and first move: refused, whatever the rest.
        let mut again = puzzle(GameKind::Gounki, "pos", "a1-a2");
        again.rating = 2000;
        again.line.truncate(1);
        assert!(!p.add_personal(again));
        // Another first move, or another game: a new puzzle.
        assert!(p.add_personal(puzzle(GameKind::Gounki, "pos", "b1-b2")));
        assert!(p.add_personal(puzzle(GameKind::Othello, "pos", "a1-a2")));
        let ids: Vec<&str> = p
            .personal(GameKind::Gounki)
            .iter()
            .map(|q| q.id.as_str())
            .collect();
        assert_eq!(ids, ["mine-gounki-1", "mine-gounki-2"]);
        assert_eq!(p.personal(GameKind::Othello)[0].id, "mine-othello-1");
        // Tried ids are not given again after a removal.
        p.record(GameKind::Gounki, "mine-gounki-2", Rating::new(1400.0), true);
        assert!(p.remove_personal("mine-gounki-2"));
        assert!(!p.remove_personal("mine-gounki-2"));
        assert!(p.add_personal(puzzle(GameKind::Gounki, "pos", "c1-c2")));
        assert_eq!(p.personal(GameKind::Gounki)[1].id, "mine-gounki-3");
        // What one line cannot hold is refused.
        assert!(!p.add_personal(puzzle(GameKind::Gounki, "two\nlines", "a1")));
        assert!(!p.add_personal(puzzle(GameKind::Gounki, "pos", "a;b")));
        let mut empty = puzzle(GameKind::Gounki, "pos2", "a1");
        empty.line.clear();
        assert!(!p.add_personal(empty));
        assert_eq!(p.personal(GameKind::Gounki).len(), 2);
    }

    #[test]
    fn a_damaged_file_is_reported_loads_empty_and_is_replaced() {
        let dir = test_dir("puzzle-progress-damaged");
        let path = dir.join(FILE_NAME);
        let good = sample().to_text();
        let mine_line = good.lines().find(|l| l.starts_with("mine ")).unwrap();
        for bad in [
            b"rating chess 1500 350 0.06\n".to_vec(),
            b"rating othello 1500 350\n".to_vec(),
            b"rating othello 1500 20 0.06\n".to_vec(),
            b"rating othello NaN 350 0.06\n".to_vec(),
            b"streak othello 5 3\n".to_vec(),
            b"streak othello -1 3\n".to_vec(),
            b"solved othello o-1\nfailed othello o-1\n".to_vec(),
            b"solved gounki\n".to_vec(),
            b"flipped othello\n".to_vec(),
            b"mine nonsense\n".to_vec(),
            format!("{mine_line}\n{mine_line}\n").into_bytes(),
            b"\xff\xfe".to_vec(),
            vec![b'#'; MAX_FILE_BYTES + 10],
        ] {
            std::fs::write(&path, &bad).unwrap();
            let (progress, warning) = PuzzleProgress::load(&path);
            assert_eq!(progress, PuzzleProgress::default());
            let warning = warning.expect("a warning");
            assert!(warning.contains(FILE_NAME), "{warning}");
            assert!(warning.contains("starts again empty"), "{warning}");
        }
        // The next write replaces it.
        sample().save(&path).unwrap();
        assert_eq!(PuzzleProgress::load(&path), (sample(), None));
        // Missing: no warning.
        std::fs::remove_file(&path).unwrap();
        assert_eq!(
            PuzzleProgress::load(&path),
            (PuzzleProgress::default(), None)
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_progress_too_large_for_the_file_saves_its_newest() {
        let mut p = PuzzleProgress::default();
        let long = "x".repeat(50);
        for game in GameKind::ALL {
            for i in 0..MAX_IDS {
                p.record(game, &format!("{long}-s{i}"), Rating::new(1000.0), true);
                p.record(game, &format!("{long}-f{i}"), Rating::new(2000.0), false);
            }
            for i in 0..MAX_PERSONAL {
                p.add_personal(puzzle(game, &format!("{}{i}", "p".repeat(200)), "a1"));
            }
        }
        assert!(p.to_text().len() > MAX_FILE_BYTES);
        let dir = test_dir("puzzle-progress-large");
        let path = dir.join(FILE_NAME);
        p.save(&path).unwrap();
        let (loaded, warning) = PuzzleProgress::load(&path);
        assert_eq!(warning, None);
        for game in GameKind::ALL {
            assert_eq!(loaded.rating(game), p.rating(game));
            let last = format!("{long}-f{}", MAX_IDS - 1);
            assert!(loaded.was_failed(game, &last));
            assert!(!loaded.was_failed(game, &format!("{long}-f0")));
            assert_eq!(
                loaded.personal(game).last(),
                p.personal(game).last(),
                "the newest stays"
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
