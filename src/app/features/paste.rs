//! Games and positions in and out through the system clipboard, and files
//! dropped on the window:
//!
//! - Ctrl+C copies the position on the board in the game's position
//!   notation (an Othello 64-character string, a Gounki position, a
//!   checkers FEN); Ctrl+Shift+C copies the whole game in its standard
//!   notation (the text a saved game holds: Othello transcript, Gounki
//!   record, PDN).
//! - Ctrl+V, on the title screen or in a game, pastes a game or a position
//!   in any notation Tavola reads; the text says which game it is, so a PDN
//!   pasted over the Othello board opens checkers. Text that is no game,
//!   or has a bad move, changes nothing and says in one line what and where.
//! - A file dropped on the window opens like Ctrl+V with the file's text
//!   (the same size limit as Open); a folder gets a one-line message.
//!
//! What is opened replaces the game on the board like Open does: the game
//! it replaces was autosaved with its last move.

use std::path::Path;

use bevy::clipboard::Clipboard;
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;

use super::autosave::saved_of;
use super::files::put_on_board;
use crate::app::core::keys;
use crate::app::core::notice::Notice;
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{ActiveGame, AppRules, Match};
use crate::app::core::text::{self, fill};
use crate::app::kit::focus::no_modal;
use crate::game_kind::GameKind;
use crate::persist::SavedGame;
use crate::persist::savefile;

pub(super) fn plugin(app: &mut App) {
    // The window's message (headless tests have no window plugin).
    app.add_message::<FileDragAndDrop>();
    app.add_systems(
        Update,
        (clipboard_keys.run_if(no_modal), open_dropped).in_set(AppSystems::RecordInput),
    );
}

/// How the position of one game is written for the clipboard.
#[derive(Clone, Copy)]
struct CopyOps {
    position: fn(&World) -> Option<String>,
}

/// Registers `G`'s position writer.
pub(super) fn register<G: AppRules>(app: &mut App) {
    PerGame::add(
        app,
        G::KIND,
        CopyOps {
            position: position_text::<G>,
        },
    );
}

fn position_text<G: AppRules>(world: &World) -> Option<String> {
    world
        .get_resource::<Match<G>>()
        .map(|game| game.current().position_text())
}

/// The position on the board in its game's notation, if a game is on.
#[must_use]
pub fn position_on_board(world: &World) -> Option<String> {
    if *world.resource::<State<Screen>>().get() != Screen::Playing {
        return None;
    }
    let kind = world.get_resource::<ActiveGame>()?.0;
    (PerGame::<CopyOps>::get(world, kind)?.position)(world)
}

/// The whole game on the board in its standard notation, if a game is on.
#[must_use]
pub fn game_on_board(world: &World) -> Option<String> {
    if *world.resource::<State<Screen>>().get() != Screen::Playing {
        return None;
    }
    let kind = world.get_resource::<ActiveGame>()?.0;
    saved_of(world, kind).map(|saved| crate::paste::game_text(&saved))
}

fn clipboard_keys(keys: Res<ButtonInput<KeyCode>>, mut commands: Commands) {
    if !keys::ctrl(&keys) {
        return;
    }
    let shift = keys::shift(&keys);
    if keys.just_pressed(KeyCode::KeyC) {
        commands.queue(move |world: &mut World| copy(world, shift));
    } else if keys.just_pressed(KeyCode::KeyV) {
        commands.queue(paste_clipboard);
    }
}

/// Copies the position (or, with `whole_game`, the game) to the clipboard.
pub fn copy(world: &mut World, whole_game: bool) {
    let t = text::of_world(world);
    let copied = if whole_game {
        game_on_board(world)
    } else {
        position_on_board(world)
    };
    let Some(copied) = copied else {
        world.write_message(Notice::warning(t.nothing_to_copy));
        return;
    };
    let result = match world.get_resource_mut::<Clipboard>() {
        Some(mut clipboard) => clipboard
            .set_text(copied.clone())
            .map_err(|e| e.to_string()),
        None => Err("no clipboard".to_string()),
    };
    let notice = match result {
        Ok(()) if whole_game => {
            let kind = world.resource::<ActiveGame>().0;
            Notice::info(fill(t.copied_game, &[("game", &t.game(kind))]))
        }
        Ok(()) => Notice::info(fill(t.copied_position, &[("text", &copied)])),
        Err(error) => Notice::warning(fill(t.copy_failed, &[("error", &error)])),
    };
    world.write_message(notice);
}

/// Pastes the clipboard's text (see [`paste_text`]).
pub fn paste_clipboard(world: &mut World) {
    let t = text::of_world(world);
    let read = match world.get_resource_mut::<Clipboard>() {
        Some(mut clipboard) => match clipboard.fetch_text().poll_result() {
            Some(Ok(text)) => Ok(text),
            Some(Err(e)) => Err(e.to_string()),
            None => Err("the clipboard did not answer".to_string()),
        },
        None => Err("no clipboard".to_string()),
    };
    match read {
        Ok(text) => paste_text(world, &text),
        Err(error) => {
            world.write_message(Notice::warning(fill(t.paste_failed, &[("error", &error)])));
        }
    }
}

/// Reads `text` as a game or position of any game and puts it on the
/// board (switching to its game); a text that is none, or is too large or
/// not text, changes nothing and gets a one-line notice.
pub fn paste_text(world: &mut World, text: &str) {
    let t = text::of_world(world);
    match recognise(text).and_then(|saved| open_saved(world, &saved, Some(text))) {
        Ok(kind) => {
            crate::app::features::review::restore_from_text(world, text);
            world.write_message(Notice::info(fill(t.pasted, &[("game", &t.game(kind))])));
        }
        Err(error) => {
            world.write_message(Notice::warning(fill(t.paste_failed, &[("error", &error)])));
        }
    }
}

/// A game or a position of any game, from text (the pure recogniser,
/// [`crate::paste::recognise`]: every notation Tavola reads, the game told
/// by the text, the same size and text checks as files).
fn recognise(text: &str) -> Result<SavedGame, String> {
    crate::paste::recognise(text)
        .map(|pasted| pasted.game)
        .map_err(|e| e.to_string())
}

/// Puts a saved game on the board, in its own game (see
/// [`put_on_board`]), on the clocks its text records, if any.
fn open_saved(
    world: &mut World,
    saved: &SavedGame,
    text: Option<&str>,
) -> Result<GameKind, String> {
    let clocks = text
        .and_then(|text| SavedGame::parse_with_clocks(text, Some(saved.kind())).ok())
        .filter(|(read, _)| read == saved)
        .map_or(crate::persist::timed::ClockRead::Untimed, |(_, clocks)| {
            clocks
        });
    Ok(put_on_board(
        world,
        super::autosave::match_from_saved_with_clocks(world, saved, &clocks)?,
    ))
}

fn open_dropped(mut drops: MessageReader<FileDragAndDrop>, mut commands: Commands) {
    for event in drops.read() {
        if let FileDragAndDrop::DroppedFile { path_buf, .. } = event {
            let path = path_buf.clone();
            commands.queue(move |world: &mut World| open_dropped_path(world, &path));
        }
    }
}

/// Opens a file dropped on the window (see the module docs).
pub fn open_dropped_path(world: &mut World, path: &Path) {
    let t = text::of_world(world);
    if path.is_dir() {
        world.write_message(Notice::warning(fill(
            t.dropped_folder,
            &[("path", &path.display())],
        )));
        return;
    }
    // A saved game's extension names its game (Open's reader); any other
    // file is read like a paste.
    let saved = match savefile::kind_for_path(path) {
        Some(_) => savefile::load_file(path).map_err(|e| e.to_string()),
        None => savefile::read_text(path)
            .map_err(|e| e.to_string())
            .and_then(|text| recognise(&text)),
    };
    let text = savefile::read_text(path).ok();
    let opened = saved.and_then(|saved| open_saved(world, &saved, text.as_deref()));
    if opened.is_ok()
        && let Ok(text) = savefile::read_text(path)
    {
        crate::app::features::review::restore_from_text(world, &text);
    }
    let notice = match opened {
        Ok(_) => Notice::info(fill(t.opened, &[("path", &path.display())])),
        Err(error) => Notice::warning(fill(
            t.open_failed,
            &[("path", &path.display()), ("error", &error)],
        )),
    };
    world.write_message(notice);
}
