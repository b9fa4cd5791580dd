//! The keys dialog: F1 or `?` in a game lists the keys of the game on the
//! board, read from every HUD part marked [`KeyHelp`] (the shared keys and
//! the game's own), and offers the game's rules book; on the title screen
//! it lists the title screen's keys (its own hidden [`KeyHelp`] part). The
//! HUD and the title screen keep one short line saying so.

use bevy::prelude::*;

use super::hud::KeyHelp;
use super::lessons::{RulesBook, open_book};
use super::showcase::Showcase;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::ActiveGame;
use crate::app::core::text::{Language, fill};
use crate::app::core::theme;
use crate::app::kit::focus::no_modal;
use crate::app::kit::scroll::scroll_list;
use crate::app::kit::widgets;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        open_on_key.in_set(AppSystems::RecordInput).run_if(
            not(resource_exists::<RulesBook>)
                .and_then(not(resource_exists::<Showcase>))
                .and_then(no_modal),
        ),
    );
}

/// The keys dialog's root.
#[derive(Component, Debug)]
pub struct KeysDialog;

fn open_on_key(keys: Res<ButtonInput<KeyCode>>, mut commands: Commands) {
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::F1) || (shift && keys.just_pressed(KeyCode::Slash)) {
        commands.queue(open_keys);
    }
}

/// The entries of the key help texts: one per line, and one per group of
/// a line that lists several keys apart by wide gaps ("C: view   L: moves").
fn entries(text: &str) -> Vec<String> {
    text.lines()
        .flat_map(|line| line.split("   "))
        .map(str::trim)
        .filter(|entry| !entry.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The widest the list of keys gets (it wraps into lines below that).
const KEYS_WIDTH: f32 = 770.0;

/// Opens the keys dialog for the game on the board.
pub fn open_keys(world: &mut World) {
    let mut parts = world.query_filtered::<Entity, With<KeyHelp>>();
    let roots: Vec<Entity> = parts.iter(world).collect();
    let mut lines = Vec::new();
    for root in roots {
        let mut stack = vec![root];
        while let Some(entity) = stack.pop() {
            if let Some(text) = world.get::<Text>(entity) {
                lines.extend(entries(&text.0));
            }
            if let Some(children) = world.get::<Children>(entity) {
                stack.extend(children.iter().rev());
            }
        }
    }
    let t = world.resource::<Language>().strings();
    // In a game: its keys and its rules book; on the title screen: the
    // keys of the title screen and of every game.
    let screen = *world.resource::<State<Screen>>().get();
    let game = (screen == Screen::Playing).then(|| world.resource::<ActiveGame>().0);
    // The controller's buttons, the shared ones and the game's own.
    let mut pad_lines = entries(&t.pad_keys.to_string());
    if let Some(own) = game
        .and_then(|kind| {
            crate::app::core::registry::PerGame::<super::gamepad::GamePadKeys>::get(world, kind)
        })
        .and_then(|keys| (keys.help)(t))
    {
        pad_lines.extend(entries(&own.to_string()));
    }
    let mut commands = world.commands();
    commands
        .spawn((widgets::dialog("Keys"), KeysDialog, DespawnOnExit(screen)))
        .with_children(|root| {
            root.spawn(widgets::dialog_panel()).with_children(|panel| {
                let heading = match game {
                    Some(kind) => fill(t.keys_title, &[("game", &t.game(kind))]),
                    None => t.title_keys.to_string(),
                };
                panel.spawn(widgets::text(heading, theme::FONT_LARGE, theme::ACCENT));
                // The keys scroll when they are more than the window holds.
                panel.spawn(scroll_list()).with_children(|list| {
                    key_lines(list, lines);
                    list.spawn(widgets::text(
                        t.keys_controller,
                        theme::FONT_BODY,
                        theme::ACCENT,
                    ));
                    key_lines(list, pad_lines);
                });
                if let Some(kind) = game {
                    panel.spawn(widgets::button(t.keys_rules)).observe(
                        move |_: On<Pointer<Click>>, mut commands: Commands| {
                            commands.queue(move |world: &mut World| {
                                widgets::close_dialogs::<KeysDialog>(world);
                                open_book(world, kind);
                            });
                        },
                    );
                }
                panel.spawn(widgets::button(t.book_close)).observe(
                    |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(widgets::close_dialogs::<KeysDialog>);
                    },
                );
            });
        });
    world.flush();
}

/// Lines of keys side by side, wrapping inside the window.
fn key_lines(list: &mut ChildSpawnerCommands, lines: Vec<String>) {
    list.spawn(Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        // As wide as the list, which is never wider than the window: the
        // lines wrap inside it.
        width: percent(100),
        max_width: px(KEYS_WIDTH),
        column_gap: px(18),
        row_gap: px(4),
        flex_shrink: 0.0,
        ..default()
    })
    .with_children(|list| {
        for line in lines {
            // A long line wraps inside the window.
            list.spawn((
                widgets::text(line, theme::FONT_SMALL, theme::TEXT),
                Node {
                    max_width: percent(100),
                    ..default()
                },
            ));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::entries;

    #[test]
    fn key_lines_split_into_entries() {
        assert_eq!(
            entries("C: view   L: moves\nClick a piece, then a square"),
            ["C: view", "L: moves", "Click a piece, then a square"]
        );
        assert!(entries("  \n").is_empty());
    }
}
