//! The puzzles' panel beside the board (the set, the puzzle and its
//! rating, the task, what to do now, the player's rating and streak, the
//! buttons) and its keys: H hint, End shows the solution, Page Down the
//! next puzzle, Page Up the same one again, Esc closes.

use bevy::prelude::*;

use super::{PuzzleSession, PuzzleSet, PuzzleState, Puzzles};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::text::{Language, Message, Strings, fill};
use crate::app::core::theme;
use crate::app::kit::focus::Modal;
use crate::app::kit::widgets;
use crate::app::kit::widgets::{compact_button as small_button, wrapping_row as button_row};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            puzzle_keys
                .in_set(AppSystems::Dialogs)
                .before(crate::app::kit::focus::close_on_escape)
                .run_if(resource_exists::<PuzzleSession>),
            (show_panel, crate::app::features::hud::hide_game_panels)
                .in_set(AppSystems::Ui)
                .run_if(resource_exists::<PuzzleSession>),
        )
            .run_if(in_state(Screen::Playing)),
    );
}

/// The puzzles' panel in the HUD's left column.
#[derive(Component)]
pub struct PuzzlePanel;

fn puzzle_keys(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    dialogs: Query<(), With<Modal>>,
    mut commands: Commands,
) {
    if !dialogs.is_empty() || crate::app::core::keys::ctrl(&keys) {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        keys.clear_just_pressed(KeyCode::Escape);
        commands.queue(super::close_puzzles);
    } else if keys.just_pressed(KeyCode::KeyH) {
        commands.queue(super::show_hint);
    } else if keys.just_pressed(KeyCode::End) {
        commands.queue(super::show_solution);
    } else if keys.just_pressed(KeyCode::PageDown) {
        commands.queue(super::next_puzzle);
    } else if keys.just_pressed(KeyCode::PageUp) {
        commands.queue(super::retry_puzzle);
    }
}

/// The name of a set.
fn set_name(t: &Strings, set: PuzzleSet) -> String {
    match set {
        PuzzleSet::All => t.puzzle_set_all.to_string(),
        PuzzleSet::Mine => t.puzzle_set_mine.to_string(),
        PuzzleSet::Theme(theme) => Message {
            language: t.language,
            id: theme.message_id(),
        }
        .to_string(),
    }
}

/// Rebuilds the panel when the session, the ratings or the language
/// change.
fn show_panel(
    mut commands: Commands,
    session: Res<PuzzleSession>,
    puzzles: Res<Puzzles>,
    language: Res<Language>,
    panels: Query<Entity, With<PuzzlePanel>>,
) {
    if !session.is_changed()
        && !language.is_changed()
        && !puzzles.is_changed()
        && !panels.is_empty()
    {
        return;
    }
    let t = language.strings();
    let prompt_colour = match session.state {
        PuzzleState::Solving(Some(_)) => theme::WARN,
        PuzzleState::Solved => theme::MARKER,
        _ => theme::ACCENT,
    };
    let panel = crate::app::features::hud::left_panel(
        &mut commands,
        panels.iter().next(),
        "Puzzles",
        PuzzlePanel,
        PANEL_PADDING,
    );
    let kind = session.game;
    let rating = puzzles.rating(kind);
    let (streak, best) = puzzles.streak(kind);
    commands.entity(panel).with_children(|panel| {
        // The game's name only over an empty set: a puzzle's id says it
        // (and the line is worth more to the panel at 1024×600).
        if session.puzzle.is_none() {
            panel.spawn(widgets::text(
                fill(t.puzzle_title, &[("game", &t.game(kind))]),
                theme::FONT_SMALL,
                theme::TEXT_DIM,
            ));
        }
        if let Some(puzzle) = &session.puzzle {
            let themes: Vec<String> = puzzle
                .themes
                .iter()
                .map(|th| {
                    Message {
                        language: t.language,
                        id: th.message_id(),
                    }
                    .to_string()
                })
                .collect();
            panel.spawn(widgets::text(
                fill(
                    t.puzzle_header,
                    &[("id", &puzzle.id), ("rating", &puzzle.rating)],
                ),
                theme::FONT_SMALL,
                theme::TEXT_DIM,
            ));
            if !themes.is_empty() {
                panel.spawn(widgets::text(
                    themes.join(" · "),
                    theme::FONT_SMALL,
                    theme::TEXT_DIM,
                ));
            }
        }
        panel.spawn((
            Name::new("Puzzle task"),
            widgets::text(session.task(t), theme::FONT_BODY, theme::ACCENT),
        ));
        if session.puzzle.is_some() {
            panel.spawn(widgets::text(
                fill(t.puzzle_moves, &[("count", &session.moves_to_find())]),
                PANEL_TEXT,
                theme::TEXT,
            ));
        }
        panel.spawn((
            Name::new("Puzzle prompt"),
            widgets::text(session.prompt(t), PANEL_TEXT, prompt_colour),
        ));
        panel.spawn((
            Name::new("Puzzle rating"),
            widgets::text(
                fill(
                    t.puzzle_your_rating,
                    &[
                        ("rating", &format!("{}", rating.rating.round())),
                        ("streak", &streak),
                        ("best", &best),
                    ],
                ),
                theme::FONT_SMALL,
                theme::TEXT_DIM,
            ),
        ));
        panel.spawn(button_row()).with_children(|row| {
            let solving = matches!(session.state, PuzzleState::Solving(_));
            if solving {
                row.spawn(small_button(t.puzzle_hint)).observe(
                    |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(super::show_hint);
                    },
                );
                row.spawn(small_button(t.puzzle_solution)).observe(
                    |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(super::show_solution);
                    },
                );
            }
            if session.puzzle.is_some() && (session.is_over() || !session.clean) {
                row.spawn(small_button(t.puzzle_retry)).observe(
                    |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(super::retry_puzzle);
                    },
                );
            }
            row.spawn(small_button(t.puzzle_next)).observe(
                |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(super::next_puzzle);
                },
            );
            row.spawn(small_button(fill(
                t.puzzle_set,
                &[("name", &set_name(t, session.set))],
            )))
            .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                commands.queue(super::cycle_set);
            });
            row.spawn(small_button(t.puzzle_close)).observe(
                |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(super::close_puzzles);
                },
            );
        });
        panel.spawn(widgets::text(
            t.puzzle_keys,
            theme::FONT_SMALL,
            theme::TEXT_DIM,
        ));
    });
}

/// The panel's padding.
const PANEL_PADDING: f32 = 14.0;

/// The size of the task's lines: as a rules book's text, so that they fit
/// beside the board at 1024×600.
const PANEL_TEXT: f32 = 17.0;
