//! The book's panel beside the board (chapter, step, text, what to do now,
//! the buttons), its contents dialog, and its keys: Left / Right or Page Up
//! / Page Down step back and next (on a task the arrows move the board's
//! cursor instead, so that it can be played by keyboard), F1 shows the
//! contents, Esc closes the contents, then the book. (In a game, F1 or `?`
//! opens the keys dialog, which offers the game's book: see `help`.)

use bevy::prelude::*;

use super::{BookProgress, RulesBook, StepState};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::text::{Language, Message, Strings, fill};
use crate::app::core::theme;
use crate::app::features::hud::Status;
use crate::app::kit::focus::Modal;
use crate::app::kit::scroll::scroll_list;
use crate::app::kit::widgets;
use crate::app::kit::widgets::{compact_button as small_button, wrapping_row as button_row};
use crate::lessons::{self, StepId};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            book_keys
                .in_set(AppSystems::Dialogs)
                .before(crate::app::kit::focus::close_on_escape)
                .run_if(resource_exists::<RulesBook>),
            (
                show_panel,
                show_contents,
                crate::app::features::hud::hide_game_panels,
            )
                .in_set(AppSystems::Ui)
                .run_if(resource_exists::<RulesBook>),
        )
            .run_if(in_state(Screen::Playing)),
    );
}

/// The book's panel in the HUD's left column.
#[derive(Component)]
pub struct BookPanel;

/// The contents dialog.
#[derive(Component)]
pub struct ContentsDialog;

fn book_keys(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut book: ResMut<RulesBook>,
    other_dialogs: Query<(), (With<Modal>, Without<ContentsDialog>)>,
    mut commands: Commands,
) {
    if !other_dialogs.is_empty() {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        keys.clear_just_pressed(KeyCode::Escape);
        if book.contents {
            book.contents = false;
        } else {
            commands.queue(super::close_book);
        }
        return;
    }
    if keys.just_pressed(KeyCode::F1) {
        book.contents = !book.contents;
        return;
    }
    if book.contents {
        return;
    }
    let on_task = matches!(book.state, StepState::Try(_));
    let mut pressed = |key: KeyCode, also_arrow: Option<KeyCode>| {
        let mut hit = keys.just_pressed(key);
        if let Some(arrow) = also_arrow.filter(|_| !on_task)
            && keys.just_pressed(arrow)
        {
            keys.clear_just_pressed(arrow);
            hit = true;
        }
        hit
    };
    if pressed(KeyCode::PageDown, Some(KeyCode::ArrowRight)) {
        commands.queue(super::next_step);
    } else if pressed(KeyCode::PageUp, Some(KeyCode::ArrowLeft)) {
        commands.queue(super::previous_step);
    }
}

/// Rebuilds the panel when the book or the language changes.
fn show_panel(
    mut commands: Commands,
    book: Res<RulesBook>,
    language: Res<Language>,
    status: Res<Status>,
    panels: Query<Entity, With<BookPanel>>,
) {
    if !book.is_changed() && !language.is_changed() && !status.is_changed() && !panels.is_empty() {
        return;
    }
    let t = language.strings();
    let lesson = lessons::book(book.game);
    let chapter = &lesson.chapters[book.at.chapter - 1];
    let step = book.step();
    let prompt_colour = match book.state {
        StepState::Try(Some(_)) => theme::WARN,
        StepState::Passed { .. } => theme::MARKER,
        _ => theme::ACCENT,
    };
    // The panel stays (it has its place in the HUD); its contents are
    // rebuilt.
    let panel = crate::app::features::hud::left_panel(
        &mut commands,
        panels.iter().next(),
        "Rules book",
        BookPanel,
        PANEL_PADDING,
    );
    commands.entity(panel).with_children(|panel| {
        let title = fill(t.book_title, &[("game", &t.game(book.game))]);
        let header = if status.headline.is_empty() {
            title
        } else {
            format!("{title} · {}", status.headline)
        };
        panel.spawn(widgets::text(header, theme::FONT_SMALL, theme::TEXT_DIM));
        panel.spawn(widgets::text(
            chapter_line(t, book.at.chapter, chapter.title),
            theme::FONT_BODY,
            theme::ACCENT,
        ));
        panel.spawn(widgets::text(
            fill(
                t.book_step,
                &[("number", &book.at.step), ("count", &chapter.steps.len())],
            ),
            theme::FONT_SMALL,
            theme::TEXT_DIM,
        ));
        panel.spawn(widgets::text(
            step_text(t, step.text),
            BOOK_TEXT,
            theme::TEXT,
        ));
        let prompt =
            if book.is_last() && matches!(book.state, StepState::Look | StepState::Passed { .. }) {
                format!("{} {}", book.prompt(t), t.book_end)
            } else {
                book.prompt(t)
            };
        panel.spawn((
            Name::new("Rules book prompt"),
            widgets::text(prompt, BOOK_TEXT, prompt_colour),
        ));
        panel.spawn(button_row()).with_children(|row| {
            row.spawn(small_button(t.book_back)).observe(
                |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(super::previous_step);
                },
            );
            row.spawn(small_button(t.book_next)).observe(
                |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(super::next_step);
                },
            );
            if !matches!(step.action, lessons::Action::Look) {
                row.spawn(small_button(t.book_replay)).observe(
                    |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(super::show_step);
                    },
                );
            }
            if step.is_task() && matches!(book.state, StepState::Try(_)) {
                row.spawn(small_button(t.book_show_me)).observe(
                    |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(super::show_me);
                    },
                );
            }
            row.spawn(small_button(t.book_contents)).observe(
                |_: On<Pointer<Click>>, mut book: ResMut<RulesBook>| {
                    book.contents = true;
                },
            );
            row.spawn(small_button(t.book_close)).observe(
                |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(super::close_book);
                },
            );
        });
        panel.spawn(widgets::text(
            t.book_keys,
            theme::FONT_SMALL,
            theme::TEXT_DIM,
        ));
    });
}

/// The panel's padding, and its buttons' padding and margin: the layout
/// the fit test measures (`fit_tests`).
pub(super) const PANEL_PADDING: f32 = 14.0;
#[cfg(test)]
pub(super) use widgets::{COMPACT_MARGIN as BUTTON_MARGIN, COMPACT_PAD as BUTTON_PAD};

/// The size of a step's text: smaller than the menus' body text, so that
/// three sentences fit beside the board at 1024×600.
pub(super) const BOOK_TEXT: f32 = 17.0;

/// A step's text as one paragraph: the translations wrap their long lines
/// in the `.ftl` files, and Fluent keeps those breaks.
pub fn step_text(t: &Strings, id: &'static str) -> String {
    let text = Message {
        language: t.language,
        id,
    }
    .to_string();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// "2. A move and its flips".
pub(super) fn chapter_line(t: &Strings, number: usize, title: &'static str) -> String {
    let title = Message {
        language: t.language,
        id: title,
    };
    fill(t.book_chapter, &[("number", &number), ("title", &title)])
}

/// Opens and closes the contents dialog with the book's flag.
fn show_contents(
    mut commands: Commands,
    book: Res<RulesBook>,
    progress: Res<BookProgress>,
    language: Res<Language>,
    dialogs: Query<Entity, With<ContentsDialog>>,
) {
    let open = !dialogs.is_empty();
    if open && (!book.contents || language.is_changed()) {
        for dialog in &dialogs {
            commands.entity(dialog).despawn();
        }
    }
    if !book.contents || (open && !language.is_changed()) {
        return;
    }
    let t = language.strings();
    let lesson = lessons::book(book.game);
    commands
        .spawn((
            widgets::dialog("Rules book contents"),
            ContentsDialog,
            DespawnOnExit(Screen::Playing),
        ))
        .with_children(|root| {
            root.spawn(widgets::dialog_panel()).with_children(|panel| {
                panel.spawn(widgets::text(
                    fill(t.book_title, &[("game", &t.game(book.game))]),
                    theme::FONT_LARGE,
                    theme::ACCENT,
                ));
                panel.spawn(widgets::text(
                    t.book_contents,
                    theme::FONT_SMALL,
                    theme::TEXT_DIM,
                ));
                // The chapters scroll (a long book is taller than a small
                // window); the title and Close stay on screen.
                let mut list = panel.spawn(scroll_list());
                list.with_children(|panel| {
                    for (index, chapter) in lesson.chapters.iter().enumerate() {
                        let number = index + 1;
                        let done = progress.chapter_done(book.game, number);
                        panel
                            .spawn(Node {
                                flex_direction: FlexDirection::Row,
                                align_items: AlignItems::Center,
                                // A long chapter title wraps inside the list.
                                max_width: percent(100),
                                flex_shrink: 0.0,
                                ..default()
                            })
                            .with_children(|row| {
                                row.spawn(widgets::button(chapter_line(t, number, chapter.title)))
                                    .observe(
                                        move |_: On<Pointer<Click>>, mut commands: Commands| {
                                            commands.queue(move |world: &mut World| {
                                                super::go_to(
                                                    world,
                                                    StepId {
                                                        chapter: number,
                                                        step: 1,
                                                    },
                                                );
                                            });
                                        },
                                    );
                                row.spawn(done_badge(t, done));
                            });
                    }
                });
                panel.spawn(widgets::button(t.book_close)).observe(
                    |_: On<Pointer<Click>>, mut book: ResMut<RulesBook>| {
                        book.contents = false;
                    },
                );
            });
        });
}

/// The tick of a finished chapter (an empty space of the same width when
/// not finished, so that the buttons line up).
pub fn done_badge(t: &Strings, done: bool) -> impl Bundle {
    let label = if done {
        t.book_done_mark.to_string()
    } else {
        String::new()
    };
    done_badge_with(label, done)
}

/// A small badge with `label`, green when `done`.
pub fn done_badge_with(label: String, done: bool) -> impl Bundle {
    (
        Node {
            min_width: px(64),
            padding: UiRect::axes(px(8), px(2)),
            margin: UiRect::left(px(6)),
            justify_content: JustifyContent::Center,
            align_self: AlignSelf::Center,
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(if done {
            theme::BUTTON_PRESS
        } else if label.is_empty() {
            Color::NONE
        } else {
            theme::PANEL
        }),
        children![widgets::text(label, theme::FONT_SMALL, theme::TEXT)],
    )
}
