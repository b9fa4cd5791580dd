//! One autosave per game kind, in the data directory:
//! `autosave-othello.othello`, `autosave-gounki.gounki`,
//! `autosave-checkers.pdn` (the saved-game formats of
//! [`savefile`]).
//!
//! Writes go through [`write_atomic`], so a crash while autosaving leaves the
//! previous autosave intact. The free functions use [`dirs::data_dir`]
//! (`TAVOLA_HOME` overrides it); [`Autosave`] does the same in any directory.

use std::io;
use std::path::{Path, PathBuf};

use super::atomic::write_atomic;
use super::dirs;
use super::savefile::{self, LoadError, SavedGame, file_extension};
use super::timed::{ClockRead, SavedClocks};
use crate::game_kind::GameKind;

/// The autosaves in one directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Autosave {
    dir: PathBuf,
}

impl Autosave {
    /// Autosaves kept in `dir` (created on the first write).
    #[must_use]
    pub fn in_dir(dir: impl Into<PathBuf>) -> Autosave {
        Autosave { dir: dir.into() }
    }

    /// Autosaves in the user's data directory, if it can be found.
    #[must_use]
    pub fn default_location() -> Option<Autosave> {
        dirs::data_dir().map(Autosave::in_dir)
    }

    /// The directory.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The autosave file of `kind`.
    #[must_use]
    pub fn path(&self, kind: GameKind) -> PathBuf {
        self.dir
            .join(format!("autosave-{}.{}", kind.id(), file_extension(kind)))
    }

    /// Writes the autosave of `kind` atomically, creating the directory.
    /// `game` must be a game of `kind`.
    pub fn write(&self, kind: GameKind, game: &SavedGame) -> io::Result<()> {
        self.write_with_clocks(kind, game, None)
    }

    /// [`Autosave::write`] with the game's clocks, when there are any (see
    /// [`SavedGame::to_text_with`]).
    pub fn write_with_clocks(
        &self,
        kind: GameKind,
        game: &SavedGame,
        clocks: Option<&SavedClocks>,
    ) -> io::Result<()> {
        if game.kind() != kind {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("a {} game is not a {} autosave", game.kind(), kind),
            ));
        }
        dirs::ensure_dir(&self.dir)?;
        write_atomic(&self.path(kind), game.to_text_with(clocks).as_bytes())
    }

    /// The autosave of `kind`: `None` when there is none, else the game or
    /// why it could not be loaded (the caller should then keep the file and
    /// say so, not overwrite it silently).
    #[must_use]
    pub fn read(&self, kind: GameKind) -> Option<Result<SavedGame, LoadError>> {
        self.read_with_clocks(kind)
            .map(|read| read.map(|(game, _)| game))
    }

    /// [`Autosave::read`] with the clocks (see
    /// [`SavedGame::parse_with_clocks`]): damaged clocks do not stop the game
    /// from loading.
    #[must_use]
    pub fn read_with_clocks(
        &self,
        kind: GameKind,
    ) -> Option<Result<(SavedGame, ClockRead), LoadError>> {
        let path = self.path(kind);
        if !path.try_exists().unwrap_or(true) {
            return None;
        }
        Some(
            savefile::read_text(&path)
                .and_then(|text| SavedGame::parse_with_clocks(&text, Some(kind))),
        )
    }

    /// Removes the autosave of `kind` (no error when there is none).
    pub fn clear(&self, kind: GameKind) -> io::Result<()> {
        match std::fs::remove_file(self.path(kind)) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            other => other,
        }
    }
}

fn no_data_dir() -> io::Error {
    io::Error::new(
        io::ErrorKind::NotFound,
        "no data directory (set HOME or TAVOLA_HOME)",
    )
}

/// The autosave file of `kind` in the data directory.
#[must_use]
pub fn autosave_path(kind: GameKind) -> Option<PathBuf> {
    Autosave::default_location().map(|a| a.path(kind))
}

/// Writes the autosave of `kind` (see [`Autosave::write`]).
pub fn write_autosave(kind: GameKind, game: &SavedGame) -> io::Result<()> {
    Autosave::default_location()
        .ok_or_else(no_data_dir)?
        .write(kind, game)
}

/// Writes the autosave of `kind` with its clocks (see
/// [`Autosave::write_with_clocks`]).
pub fn write_autosave_with_clocks(
    kind: GameKind,
    game: &SavedGame,
    clocks: Option<&SavedClocks>,
) -> io::Result<()> {
    Autosave::default_location()
        .ok_or_else(no_data_dir)?
        .write_with_clocks(kind, game, clocks)
}

/// Reads the autosave of `kind` (see [`Autosave::read`]); `None` also when
/// there is no data directory.
#[must_use]
pub fn read_autosave(kind: GameKind) -> Option<Result<SavedGame, LoadError>> {
    Autosave::default_location()?.read(kind)
}

/// Reads the autosave of `kind` with its clocks (see
/// [`Autosave::read_with_clocks`]); `None` also when there is no data
/// directory.
#[must_use]
pub fn read_autosave_with_clocks(
    kind: GameKind,
) -> Option<Result<(SavedGame, ClockRead), LoadError>> {
    Autosave::default_location()?.read_with_clocks(kind)
}

/// Removes the autosave of `kind` (see [`Autosave::clear`]).
pub fn clear_autosave(kind: GameKind) -> io::Result<()> {
    match Autosave::default_location() {
        Some(a) => a.clear(kind),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::atomic::write_atomic_with;
    use crate::persist::test_dir;
    use crate::rules::{Rules, othello};

    fn othello_game(n: usize) -> SavedGame {
        let mut pos = othello::Position::start();
        let mut moves = Vec::new();
        for _ in 0..n {
            let mv = pos.legal_moves()[0];
            pos = pos.play(mv).expect("legal").0;
            moves.push(mv);
        }
        SavedGame::Othello {
            start: othello::Position::start(),
            moves,
        }
    }

    #[test]
    fn write_read_clear() {
        let dir = test_dir("autosave");
        let saves = Autosave::in_dir(dir.join("nested"));
        for kind in GameKind::ALL {
            assert_eq!(saves.read(kind), None);
            assert!(saves.clear(kind).is_ok(), "clearing nothing is fine");
        }
        let game = othello_game(5);
        saves.write(GameKind::Othello, &game).expect("write");
        assert_eq!(saves.read(GameKind::Othello), Some(Ok(game.clone())));
        assert_eq!(saves.read(GameKind::Gounki), None);
        let checkers = SavedGame::new(GameKind::Checkers);
        saves.write(GameKind::Checkers, &checkers).expect("write");
        assert_eq!(saves.read(GameKind::Checkers), Some(Ok(checkers)));
        assert!(
            saves.write(GameKind::Gounki, &game).is_err(),
            "kind mismatch"
        );
        assert_eq!(saves.read(GameKind::Gounki), None);
        assert!(
            saves
                .path(GameKind::Checkers)
                .ends_with("autosave-checkers.pdn")
        );
        saves.clear(GameKind::Othello).expect("clear");
        assert_eq!(saves.read(GameKind::Othello), None);
        std::fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn clocks_are_autosaved_and_continued() {
        use crate::clock::{Allotment, TimeControl};
        use std::time::Duration;
        let dir = test_dir("autosave-clocks");
        let saves = Autosave::in_dir(&dir);
        let game = othello_game(3);
        let clocks = SavedClocks {
            control: TimeControl::even(Allotment::minutes(5, 3)),
            after: vec![
                Duration::from_millis(297_400),
                Duration::from_secs(301),
                Duration::from_secs(290),
            ],
        };
        saves
            .write_with_clocks(GameKind::Othello, &game, Some(&clocks))
            .expect("write");
        assert_eq!(
            saves.read_with_clocks(GameKind::Othello),
            Some(Ok((game.clone(), ClockRead::Read(clocks))))
        );
        // The plain reader gets the game, and old autosaves read untimed.
        assert_eq!(saves.read(GameKind::Othello), Some(Ok(game.clone())));
        saves.write(GameKind::Othello, &game).expect("write");
        assert_eq!(
            saves.read_with_clocks(GameKind::Othello),
            Some(Ok((game, ClockRead::Untimed)))
        );
        assert_eq!(saves.read_with_clocks(GameKind::Gounki), None);
        std::fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn survives_a_simulated_crash() {
        let dir = test_dir("autosave-crash");
        let saves = Autosave::in_dir(&dir);
        let before = othello_game(6);
        saves.write(GameKind::Othello, &before).expect("write");
        let path = saves.path(GameKind::Othello);
        // The process dies half-way through the next autosave: the write
        // fails after part of the text is out...
        let after = othello_game(7).to_text();
        let half = &after.as_bytes()[..after.len() / 2];
        let e = write_atomic_with(&path, |f| {
            use std::io::Write;
            f.write_all(half)?;
            Err(io::Error::other("killed"))
        });
        assert!(e.is_err());
        assert_eq!(saves.read(GameKind::Othello), Some(Ok(before.clone())));
        // ...or a temporary file is left behind.
        let stray = dir.join(".autosave-othello.othello.4242-0.tmp");
        std::fs::write(&stray, half).expect("stray");
        assert_eq!(saves.read(GameKind::Othello), Some(Ok(before)));
        // The next autosave goes through.
        saves
            .write(GameKind::Othello, &othello_game(7))
            .expect("write");
        assert_eq!(saves.read(GameKind::Othello), Some(Ok(othello_game(7))));
        std::fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn a_corrupt_autosave_is_reported_not_hidden() {
        let dir = test_dir("autosave-corrupt");
        let saves = Autosave::in_dir(&dir);
        // What a non-atomic writer could have left: a truncated record.
        std::fs::write(saves.path(GameKind::Othello), "# game othello\nf5d6c").expect("write");
        let e = saves
            .read(GameKind::Othello)
            .expect("present")
            .expect_err("corrupt");
        assert_eq!(e.line, 2);
        std::fs::write(saves.path(GameKind::Gounki), "# game othello\n").expect("write");
        let e = saves
            .read(GameKind::Gounki)
            .expect("present")
            .expect_err("wrong game");
        assert!(e.reason.contains("wrong game"), "{e}");
        std::fs::remove_dir_all(dir).expect("cleanup");
    }
}
