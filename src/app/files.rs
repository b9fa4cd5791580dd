//! Saving and opening games from the keyboard: Ctrl+S writes the game in
//! progress to the saves folder (in the OS data directory) in its game's
//! standard notation — Othello transcript, Gounki record, checkers PDN —
//! written atomically; Ctrl+O opens the newest save of the game on screen.
//! A file that does not load is reported with its first bad line and nothing
//! changes. (`tavola --load FILE` opens any file.)

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;

use super::AppSystems;
use super::autosave::{Savable, match_from_saved};
use super::hud::Notice;
use super::screens::Screen;
use super::session::{ActiveGame, Match};
use crate::game_kind::GameKind;
use crate::persist::savefile::{self, file_extension};
use crate::rules::{checkers, gounki, othello};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        file_keys
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing)),
    );
}

/// Where saved games go (a test may point it elsewhere).
#[derive(Resource, Debug, Clone)]
pub struct SavesDir(pub PathBuf);

impl SavesDir {
    /// `<data dir>/saves`, if the OS has a data directory.
    #[must_use]
    pub fn default_location() -> Option<SavesDir> {
        crate::persist::dirs::data_dir().map(|d| SavesDir(d.join("saves")))
    }
}

fn file_keys(keys: Res<ButtonInput<KeyCode>>, mut commands: Commands) {
    if !keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyS) {
        commands.queue(save_current);
    } else if keys.just_pressed(KeyCode::KeyO) {
        commands.queue(open_newest);
    }
}

fn saved_of(world: &World, kind: GameKind) -> Option<savefile::SavedGame> {
    fn of<G: Savable>(world: &World) -> Option<savefile::SavedGame> {
        world.get_resource::<Match<G>>().map(|m| G::saved(m))
    }
    match kind {
        GameKind::Othello => of::<othello::Position>(world),
        GameKind::Gounki => of::<gounki::Game>(world),
        GameKind::Checkers => of::<checkers::Game>(world),
    }
}

/// Saves the game on screen as a new file; the notice names it.
pub fn save_current(world: &mut World) {
    let kind = world.resource::<ActiveGame>().0;
    let notice = match (
        world.get_resource::<SavesDir>().cloned(),
        saved_of(world, kind),
    ) {
        (Some(dir), Some(saved)) => {
            let stamp = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            let path = dir
                .0
                .join(format!("{}-{stamp}.{}", kind.id(), file_extension(kind)));
            match crate::persist::dirs::ensure_dir(&dir.0)
                .and_then(|()| savefile::save_file(&path, &saved))
            {
                Ok(()) => Notice::info(format!("Saved to {}", path.display())),
                Err(err) => Notice::warning(format!("Could not save: {err}")),
            }
        }
        (None, _) => Notice::warning("No data folder to save into"),
        (_, None) => Notice::warning("No game to save"),
    };
    world.write_message(notice);
}

/// The newest save of `kind` in `dir`.
fn newest(dir: &Path, kind: GameKind) -> Option<PathBuf> {
    let prefix = format!("{}-", kind.id());
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with(&prefix) && name.ends_with(file_extension(kind))
        })
        .max_by_key(|e| e.metadata().and_then(|m| m.modified()).ok())
        .map(|e| e.path())
}

/// Opens the newest save of the game on screen.
pub fn open_newest(world: &mut World) {
    let kind = world.resource::<ActiveGame>().0;
    let Some(dir) = world.get_resource::<SavesDir>().cloned() else {
        world.write_message(Notice::warning("No data folder to open from"));
        return;
    };
    let Some(path) = newest(&dir.0, kind) else {
        world.write_message(Notice::warning(format!(
            "No saved {} game yet (Ctrl+S saves)",
            kind.title()
        )));
        return;
    };
    let loaded = savefile::load_file(&path)
        .map_err(|e| e.to_string())
        .and_then(|saved| match_from_saved(&saved));
    let notice = match loaded {
        Ok(game) if game.kind() == kind => {
            game.insert(world);
            Notice::info(format!("Opened {}", path.display()))
        }
        Ok(_) => Notice::warning(format!("{} holds another game", path.display())),
        Err(message) => Notice::warning(format!("{}: {message}", path.display())),
    };
    world.write_message(notice);
}
