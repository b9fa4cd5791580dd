//! Saving and loading, without Bevy (issue 8).
//!
//! - [`atomic`]: [`atomic::write_atomic`], the only way this module writes a
//!   file (temp file in the same directory, fsync, rename, fsync the
//!   directory), so a crash never leaves a half-written file behind.
//! - [`dirs`]: the per-user data and preferences directories (`TAVOLA_HOME`
//!   overrides both).
//! - [`savefile`]: [`savefile::SavedGame`], a game record in each game's
//!   standard notation (Othello transcript, Gounki one-move-per-line record,
//!   checkers PDN), validated move by move on loading, with errors that name
//!   the first bad line.
//! - [`timed`]: [`timed::SavedClocks`], the time control and the clocks
//!   of a saved game, and [`timed::ClockRead`], what a file's clocks read
//!   as (written in each format's own way, see [`savefile`]).
//! - [`samples`]: the sample games bundled in `assets/games/` (showcase).
//! - [`autosave`]: one autosave file per game kind in the data directory.
//! - [`saves`]: the names of saved games (unique, in time order).
//! - [`settings`]: [`settings::Settings`] in a `key = value` text file.
//! - [`progress`]: the rules books' passed steps and declined offers.
//! - [`record`]: the player's record per game and opponent.
//! - [`puzzle_progress`]: the player's puzzle rating, streaks, tried
//!   puzzles and own puzzles (issue #45).
//! - [`small_file`]: reading (capped, damage reported once) and atomic
//!   writing of those small state files.

pub mod atomic;
pub mod autosave;
mod clock_text;
pub mod dirs;
pub mod progress;
pub mod puzzle_progress;
pub mod record;
pub mod samples;
pub mod savefile;
pub mod saves;
pub mod settings;
pub mod small_file;
pub mod timed;

#[cfg(test)]
mod fuzz_tests;

pub use savefile::{LoadError, SavedGame};
pub use settings::Settings;
pub use timed::{ClockRead, Ply, SavedClocks};

/// A fresh, empty directory under the system temp directory for one test
/// (no crate: the name is made unique by the process id, a counter and the
/// clock). The directory is left behind on failure for inspection.
#[cfg(test)]
pub(crate) fn test_dir(name: &str) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let dir = std::env::temp_dir().join(format!(
        "tavola-test-{name}-{}-{}-{nanos}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create test dir");
    dir
}
