//! The player's puzzle file as a resource: ratings, streaks, what was
//! solved, and the personal puzzles, saved to the data folder after each
//! change (only by the real game: the file's place is given by
//! `app::run`, so headless tests keep it in memory). A damaged file is
//! said once, as a notice, and starts again.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::core::notice::Notice;
use crate::app::core::text::Language;
use crate::game_kind::GameKind;
use crate::persist::puzzle_progress::PuzzleProgress;
use crate::puzzles::Puzzle;
use crate::puzzles::rating::Rating;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Puzzles>();
    app.add_systems(Startup, load);
}

/// Where the puzzle file is kept (inserted by the real game only).
#[derive(Resource, Debug, Clone)]
pub struct PuzzleFile(pub PathBuf);

/// The player's puzzles and ratings.
#[derive(Resource, Debug, Default)]
pub struct Puzzles {
    progress: PuzzleProgress,
    file: Option<PathBuf>,
    /// The last save failed (said once until a save works again).
    failing: bool,
}

impl Puzzles {
    /// The player's rating in a game.
    #[must_use]
    pub fn rating(&self, game: GameKind) -> Rating {
        self.progress.rating(game)
    }

    /// The current and the best streak.
    #[must_use]
    pub fn streak(&self, game: GameKind) -> (u32, u32) {
        self.progress.streak(game)
    }

    #[must_use]
    pub fn was_solved(&self, game: GameKind, id: &str) -> bool {
        self.progress.was_solved(game, id)
    }

    /// The player's own puzzles (from reviewed games).
    #[must_use]
    pub fn personal(&self, game: GameKind) -> &[Puzzle] {
        self.progress.personal(game)
    }

    /// Counts a puzzle's result in the rating (and saves); the rating
    /// before and after (the same when the puzzle was tried before: only
    /// the first try counts). A failed save is said once.
    pub fn record(
        &mut self,
        game: GameKind,
        puzzle: &Puzzle,
        solved: bool,
        notices: &mut Vec<Notice>,
        language: Language,
    ) -> (Rating, Rating) {
        let change = self
            .progress
            .record(game, &puzzle.id, Rating::puzzle(puzzle), solved);
        self.save(notices, language);
        change
    }

    /// Adds a personal puzzle (and saves); its id, or `None` when the
    /// same position and move are already there.
    pub fn add_personal(
        &mut self,
        puzzle: Puzzle,
        notices: &mut Vec<Notice>,
        language: Language,
    ) -> Option<String> {
        let before: Vec<String> = self
            .progress
            .personal(puzzle.game)
            .iter()
            .map(|p| p.id.clone())
            .collect();
        let game = puzzle.game;
        if !self.progress.add_personal(puzzle) {
            return None;
        }
        self.save(notices, language);
        self.progress
            .personal(game)
            .iter()
            .map(|p| p.id.clone())
            .find(|id| !before.contains(id))
    }

    fn save(&mut self, notices: &mut Vec<Notice>, language: Language) {
        let Some(path) = &self.file else { return };
        match self.progress.save(path) {
            Ok(()) => self.failing = false,
            Err(e) => {
                warn!("could not save the puzzles to {}: {e}", path.display());
                if !self.failing {
                    let t = language.strings();
                    notices.push(Notice::warning(crate::app::core::text::fill(
                        t.puzzle_not_saved,
                        &[("reason", &e.to_string())],
                    )));
                }
                self.failing = true;
            }
        }
    }
}

pub(super) fn load(
    file: Option<Res<PuzzleFile>>,
    mut puzzles: ResMut<Puzzles>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    let Some(file) = file else { return };
    let (loaded, warning) = PuzzleProgress::load(&file.0);
    if let Some(warning) = warning {
        warn!("{warning}");
        notices.write(Notice::warning(crate::app::core::text::fill(
            language.strings().puzzle_file_damaged,
            &[("reason", &warning)],
        )));
    }
    *puzzles = Puzzles {
        progress: loaded,
        file: Some(file.0.clone()),
        failing: false,
    };
}
