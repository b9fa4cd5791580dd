//! The books' progress as a resource: passed steps and declined offers,
//! saved to the data folder after each change (only by the real game: the
//! file's place is given by `app::run`, so headless tests keep it in
//! memory).

use std::path::PathBuf;

use bevy::prelude::*;

use crate::game_kind::GameKind;
use crate::lessons::StepId;
use crate::persist::progress::Progress;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BookProgress>();
    app.add_systems(Startup, load);
}

/// Where the progress is kept (inserted by the real game only).
#[derive(Resource, Debug, Clone)]
pub struct ProgressFile(pub PathBuf);

/// What the reader has done in the rules books.
#[derive(Resource, Debug, Default)]
pub struct BookProgress {
    progress: Progress,
    file: Option<PathBuf>,
}

impl BookProgress {
    /// Marks a step passed (and saves it).
    pub fn pass(&mut self, game: GameKind, at: StepId) {
        if self.progress.pass(game, at) {
            self.save();
        }
    }

    /// Turns down the first-game offer for good (and saves it).
    pub fn decline_offer(&mut self, game: GameKind) {
        if self.progress.decline_offer(game) {
            self.save();
        }
    }

    #[must_use]
    pub fn has_passed(&self, game: GameKind, at: StepId) -> bool {
        self.progress.has_passed(game, at)
    }

    #[must_use]
    pub fn chapter_done(&self, game: GameKind, chapter: usize) -> bool {
        self.progress.chapter_done(game, chapter)
    }

    #[must_use]
    pub fn chapters_done(&self, game: GameKind) -> usize {
        self.progress.chapters_done(game)
    }

    #[must_use]
    pub fn offers_book(&self, game: GameKind) -> bool {
        self.progress.offers_book(game)
    }

    fn save(&self) {
        if let Some(path) = &self.file
            && let Err(e) = self.progress.save(path)
        {
            warn!(
                "could not save the rules books' progress to {}: {e}",
                path.display()
            );
        }
    }
}

fn load(file: Option<Res<ProgressFile>>, mut progress: ResMut<BookProgress>) {
    let Some(file) = file else { return };
    let (loaded, warning) = Progress::load(&file.0);
    if let Some(warning) = warning {
        warn!("{warning}");
    }
    *progress = BookProgress {
        progress: loaded,
        file: Some(file.0.clone()),
    };
}
