//! Saving and opening games: Ctrl+S (or the game menu) writes the game in
//! progress to the saves folder (in the OS data directory) in its game's
//! standard notation — Othello transcript, Gounki record, checkers PDN —
//! written atomically. Ctrl+O (or the game menu, or "Open a saved game" on
//! the title screen) opens a chooser: the saved games, newest first, with
//! their game, date and length; in a game it lists that game's saves, on
//! the title screen all of them. A file that does not load is reported with
//! its first bad line and nothing changes. (`tavola --load FILE` opens any
//! file, wherever it is.)

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;

use super::autosave::{LoadedMatch, match_from_saved_with_clocks, saved_of};
use crate::app::core::notice::Notice;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::ActiveGame;
use crate::app::core::text::{self, Strings, fill};
use crate::app::core::theme;
use crate::app::kit::focus::no_modal;
use crate::app::kit::scroll::scroll_list;
use crate::app::kit::widgets;
use crate::game_kind::GameKind;
use crate::persist::savefile;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        file_keys
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing).and_then(no_modal)),
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
    if !crate::app::core::keys::ctrl(&keys) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyS) {
        commands.queue(save_current);
    } else if keys.just_pressed(KeyCode::KeyO) {
        commands.queue(open_chooser);
    }
}

/// Saves the game on screen as a new file; the notice names it.
pub fn save_current(world: &mut World) {
    let t = text::of_world(world);
    let kind = world.resource::<ActiveGame>().0;
    let notice = match (
        world.get_resource::<SavesDir>().cloned(),
        saved_of(world, kind),
    ) {
        (Some(dir), Some(saved)) => {
            let stamp = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            // Unique: a second save in the same second gets `_002`.
            let path = crate::persist::saves::new_save_path(&dir.0, kind, stamp);
            let clocks = super::autosave::clocks_of(world, kind);
            let text = with_review(world, kind, saved.to_text_with(clocks.as_ref()));
            let written = crate::persist::dirs::ensure_dir(&dir.0)
                .and_then(|()| crate::persist::atomic::write_atomic(&path, text.as_bytes()));
            world.write_message(super::autosave::SaveResult(
                written.as_ref().map(|_| ()).map_err(ToString::to_string),
            ));
            match written {
                Ok(()) => Notice::info(fill(t.saved_to, &[("path", &path.display())])),
                Err(err) => Notice::warning(fill(t.could_not_save, &[("error", &err)])),
            }
        }
        (None, _) => Notice::warning(t.no_data_folder_save),
        (_, None) => Notice::warning(t.no_game_to_save),
    };
    world.write_message(notice);
}

/// A saved game's text with the review of the game on the board in its
/// comments, when a whole one is on show (PDN `{…}`, `# review` lines
/// otherwise), so that opening it shows the grades again.
fn with_review(world: &World, kind: GameKind, text: String) -> String {
    use crate::analysis::comment::write_review;
    let Some(sheet) = world
        .get_resource::<crate::app::features::review::ReviewSheet>()
        .filter(|s| s.game == kind)
    else {
        return text;
    };
    let Some(lines) = sheet.comment_lines() else {
        return text;
    };
    write_review(
        &text,
        &lines,
        crate::analysis::registry::comment_style(kind),
    )
}

/// How many saves the chooser lists (the newest; the list scrolls). Each
/// is read for its line when the chooser opens, so there is a bound.
const CHOOSER_ROWS: usize = 500;

/// A save in the saves folder.
#[derive(Debug, Clone)]
pub struct SaveEntry {
    pub path: PathBuf,
    pub kind: GameKind,
    /// Seconds since 1970 (the file's modification time).
    pub modified: u64,
}

/// The saves in `dir` (of `kind` only, if given), newest first.
#[must_use]
pub fn list_saves(dir: &Path, kind: Option<GameKind>) -> Vec<SaveEntry> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut saves: Vec<SaveEntry> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let path = e.path();
            let file_kind = savefile::kind_for_path(&path)?;
            let name = e.file_name().to_string_lossy().into_owned();
            // Only files this game wrote (`<game>-<time>.<ext>`).
            if !name.starts_with(&format!("{}-", file_kind.id()))
                || kind.is_some_and(|k| k != file_kind)
            {
                return None;
            }
            let modified = e
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_secs());
            Some(SaveEntry {
                path,
                kind: file_kind,
                modified,
            })
        })
        .collect();
    saves.sort_by(|a, b| b.modified.cmp(&a.modified).then(b.path.cmp(&a.path)));
    saves
}

/// `YYYY-MM-DD HH:MM` (UTC) of a time in seconds since 1970.
#[must_use]
pub fn format_time(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let rest = seconds % 86_400;
    // Civil date from a day count (proleptic Gregorian calendar).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60
    )
}

/// The chooser's line for a save: game, time and length (or why it cannot
/// be opened).
/// The largest file the chooser reads to describe it: a long game is a few
/// kilobytes.
const PREVIEW_BYTES: u64 = 64 * 1024;

fn describe(t: &Strings, entry: &SaveEntry) -> String {
    let when = format_time(entry.modified);
    let game = t.game(entry.kind);
    // The list is built on the frame: a file far larger than any game is
    // not read for its line (opening it reads it, and reports any damage).
    let size = std::fs::metadata(&entry.path).map_or(0, |m| m.len());
    if size > PREVIEW_BYTES {
        return fill(t.save_entry_large, &[("game", &game), ("time", &when)]);
    }
    match savefile::load_file(&entry.path) {
        Ok(saved) => fill(
            t.save_entry,
            &[
                ("game", &game),
                ("time", &when),
                ("moves", &saved.move_count()),
            ],
        ),
        Err(err) => fill(
            t.save_entry_damaged,
            &[("game", &game), ("time", &when), ("line", &err.line)],
        ),
    }
}

/// The chooser's root.
#[derive(Component)]
pub struct SaveChooser;

/// Opens the saved-game chooser (see the module docs).
pub fn open_chooser(world: &mut World) {
    let t = text::of_world(world);
    let Some(dir) = world.get_resource::<SavesDir>().cloned() else {
        world.write_message(Notice::warning(t.no_data_folder_open));
        return;
    };
    let in_game = *world.resource::<State<Screen>>().get() == Screen::Playing;
    let kind = in_game.then(|| world.resource::<ActiveGame>().0);
    let saves = list_saves(&dir.0, kind);
    if saves.is_empty() {
        world.write_message(Notice::warning(match kind {
            Some(kind) => fill(t.no_saved_game_of, &[("game", &t.game(kind))]),
            None => t.no_saved_games.to_string(),
        }));
        return;
    }
    let rows: Vec<(PathBuf, String)> = saves
        .iter()
        .take(CHOOSER_ROWS)
        .map(|entry| (entry.path.clone(), describe(t, entry)))
        .collect();
    let more = saves.len().saturating_sub(CHOOSER_ROWS);
    let folder = dir.0.display().to_string();
    let mut commands = world.commands();
    let mut root = commands.spawn((widgets::dialog("Open a saved game"), SaveChooser));
    if in_game {
        root.insert(DespawnOnExit(Screen::Playing));
    }
    root.with_children(|root| {
        root.spawn(widgets::dialog_panel()).with_children(|panel| {
            panel.spawn(widgets::text(
                t.open_saved_game,
                theme::FONT_LARGE,
                theme::ACCENT,
            ));
            // Newest first; the list scrolls, the title and Cancel stay.
            let mut list = panel.spawn(scroll_list());
            list.with_children(|panel| {
                for (path, label) in rows {
                    panel
                        .spawn(widgets::button(label))
                        .insert(Node {
                            padding: UiRect::axes(px(22), px(10)),
                            margin: UiRect::all(px(4)),
                            justify_content: JustifyContent::Center,
                            min_width: px(520),
                            flex_shrink: 0.0,
                            border_radius: BorderRadius::all(px(8)),
                            ..default()
                        })
                        .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                            let path = path.clone();
                            commands.queue(move |world: &mut World| {
                                widgets::close_dialogs::<SaveChooser>(world);
                                open_path(world, &path);
                            });
                        });
                }
            });
            let footer = if more > 0 {
                fill(t.chooser_more, &[("count", &more), ("folder", &folder)])
            } else {
                fill(t.chooser_folder, &[("folder", &folder)])
            };
            panel.spawn(widgets::text(footer, theme::FONT_SMALL, theme::TEXT_DIM));
            panel.spawn(widgets::button(t.cancel_esc)).observe(
                |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(widgets::close_dialogs::<SaveChooser>);
                },
            );
        });
    });
    world.flush();
}

/// Opens the game in `path`: in a game only a game of the same kind (it
/// replaces the one on screen); on the title screen any game, which starts
/// the playing screen. Every move is checked again; a file that does not
/// load is reported and nothing changes.
pub fn open_path(world: &mut World, path: &Path) {
    let t = text::of_world(world);
    let in_game = *world.resource::<State<Screen>>().get() == Screen::Playing;
    let loaded = savefile::load_file_with_clocks(path)
        .map_err(|e| e.to_string())
        .and_then(|(saved, clocks)| match_from_saved_with_clocks(world, &saved, &clocks));
    let notice = match loaded {
        Ok(game) if in_game && game.kind() != world.resource::<ActiveGame>().0 => {
            Notice::warning(fill(t.holds_another_game, &[("path", &path.display())]))
        }
        Ok(game) => {
            put_on_board(world, game);
            if let Ok(text) = savefile::read_text(path) {
                crate::app::features::review::restore_from_text(world, &text);
            }
            Notice::info(fill(t.opened, &[("path", &path.display())]))
        }
        Err(message) => Notice::warning(fill(
            t.open_failed,
            &[("path", &path.display()), ("error", &message)],
        )),
    };
    world.write_message(notice);
}

/// Puts a loaded match on the board in its own game: it replaces the
/// match of its game; from the title screen, or over another game's board,
/// the playing screen is entered (again), which builds the game's scene.
pub fn put_on_board(world: &mut World, game: LoadedMatch) -> GameKind {
    let kind = game.kind();
    let playing = *world.resource::<State<Screen>>().get() == Screen::Playing;
    let same = playing
        && world
            .get_resource::<ActiveGame>()
            .is_some_and(|a| a.0 == kind);
    game.insert(world);
    if !same {
        world.insert_resource(ActiveGame(kind));
        world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
    }
    kind
}

/// Opens the newest save of the game on screen (tests and scripts; players
/// get the chooser).
pub fn open_newest(world: &mut World) {
    let kind = world.resource::<ActiveGame>().0;
    let newest = world
        .get_resource::<SavesDir>()
        .and_then(|dir| list_saves(&dir.0, Some(kind)).into_iter().next());
    match newest {
        Some(entry) => open_path(world, &entry.path),
        None => {
            let t = text::of_world(world);
            world.write_message(Notice::warning(fill(
                t.no_saved_game_of,
                &[("game", &t.game(kind))],
            )));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chooser_does_not_read_a_huge_file_to_list_it() {
        let dir = std::env::temp_dir().join(format!("tavola-chooser-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let t = text::of(text::Language::English);
        for kind in GameKind::ALL {
            let (id, ext) = (kind.id(), savefile::file_extension(kind));
            let entry = |name: &str, content: &str| {
                let path = dir.join(name);
                std::fs::write(&path, content).unwrap();
                SaveEntry {
                    path,
                    kind,
                    modified: 0,
                }
            };
            // A damaged save of a few bytes is read and its line named.
            let small = describe(
                t,
                &entry(&format!("{id}-small.{ext}"), &format!("# game {id}\nzz\n")),
            );
            assert!(small.contains("damaged: line 2"), "{small}");
            // A 4 MB one is listed without reading it (opening it reads it).
            let huge = "{\n".repeat(2 << 20);
            let big = describe(t, &entry(&format!("{id}-huge.{ext}"), &huge));
            assert!(big.contains("large file"), "{big}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn times_are_civil_dates() {
        assert_eq!(format_time(0), "1970-01-01 00:00");
        assert_eq!(format_time(951_782_400), "2000-02-29 00:00");
        assert_eq!(format_time(1_796_000_000), "2026-11-30 00:53");
    }

    #[test]
    fn saves_are_listed_newest_first_by_game() {
        let dir = std::env::temp_dir().join(format!("tavola-list-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // One save of each game, a file of another kind, and a name with
        // no number.
        for (n, kind) in GameKind::ALL.into_iter().enumerate() {
            let (id, ext) = (kind.id(), savefile::file_extension(kind));
            std::fs::write(dir.join(format!("{id}-{n}.{ext}")), "").unwrap();
            std::fs::write(dir.join(format!("x.{ext}")), "").unwrap();
        }
        std::fs::write(dir.join("notes.txt"), "").unwrap();
        let all = list_saves(&dir, None);
        assert_eq!(all.len(), GameKind::ALL.len());
        for kind in GameKind::ALL {
            let listed = list_saves(&dir, Some(kind));
            assert_eq!(listed.len(), 1);
            assert_eq!(listed[0].kind, kind);
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
