//! The title screen: choose a game and start a hotseat match.

use bevy::prelude::*;

use crate::app::core::registry::GameList;

use crate::app::core::players::{PlayerKind, Players};
use crate::app::core::screen::Screen;
use crate::app::core::session::{self, ActiveGame, ClockChoice};
use crate::app::core::text::Language;
use crate::app::core::text::{Strings, fill};
use crate::app::core::theme;
use crate::app::features::autosave::{AutosaveDir, match_from_saved_with_clocks};
use crate::app::features::hud::KeyHelp;
use crate::app::kit::camera::KeepClear;
use crate::app::kit::scroll::ScrollList;
use crate::app::kit::widgets;
use crate::game_kind::GameKind;
use crate::rules::Side;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title);
    app.add_systems(
        Update,
        (show_players, show_records, show_clock).run_if(in_state(Screen::Title)),
    );
    // A new language rebuilds the screen (its buttons name the games).
    app.add_systems(
        Update,
        (despawn_title, spawn_title)
            .chain()
            .run_if(in_state(Screen::Title))
            .run_if(resource_changed::<Language>)
            .in_set(crate::app::core::schedule::AppSystems::Ui),
    );
}

/// Keeps the player buttons' labels in line (they also change by keyboard).
fn show_players(
    players: Res<Players>,
    buttons: Query<(&PlayerButton, &Children)>,
    mut texts: Query<&mut Text>,
    language: Res<Language>,
) {
    if !players.is_changed() && !language.is_changed() {
        return;
    }
    for (PlayerButton(side), children) in &buttons {
        for child in children.iter() {
            if let Ok(mut text) = texts.get_mut(child) {
                text.0 = player_label(language.strings(), *side, players.of(*side));
            }
        }
    }
}

/// The line under a game's buttons: the player's record against the
/// opponent chosen above.
#[derive(Component, Debug, Clone, Copy)]
struct RecordLine(GameKind);

fn show_records(
    players: Res<Players>,
    record: Res<crate::app::features::record::PlayerRecord>,
    first: Option<Res<crate::app::features::record::FirstMovers>>,
    language: Res<Language>,
    mut lines: Query<(&RecordLine, &mut Text, &mut Node)>,
    added: Query<(), Added<RecordLine>>,
) {
    if !players.is_changed() && !record.is_changed() && !language.is_changed() && added.is_empty() {
        return;
    }
    let t = language.strings();
    for (RecordLine(kind), mut text, mut node) in &mut lines {
        let first = first.as_ref().map_or(Side::White, |f| f.of(*kind));
        let line =
            crate::app::features::record::record_line(t, &record.record, *kind, first, &players);
        node.display = if line.is_some() {
            Display::Flex
        } else {
            Display::None
        };
        text.0 = line.unwrap_or_default();
    }
}

/// The button that chooses who plays a side.
#[derive(Component, Debug, Clone, Copy)]
struct PlayerButton(Side);

fn player_label(t: &Strings, side: Side, kind: PlayerKind) -> String {
    fill(
        t.title_player,
        &[("side", &t.side(side)), ("player", &t.player(kind))],
    )
}

/// Each click moves a side to the next choice: Human, then the computer's
/// four levels.
fn cycle_player(
    click: On<Pointer<Click>>,
    buttons: Query<&PlayerButton>,
    mut players: ResMut<Players>,
) {
    if let Ok(PlayerButton(side)) = buttons.get(click.entity) {
        players.0[side.index()] = players.of(*side).next();
    }
}

/// The button that chooses the clock of new games.
#[derive(Component, Debug, Clone, Copy)]
struct ClockButton;

fn clock_label(t: &Strings, clock: Option<crate::clock::TimeControl>) -> String {
    fill(
        t.title_clock,
        &[(
            "clock",
            &crate::app::features::settings_menu::clock_name(t, clock),
        )],
    )
}

/// Each click moves to the next clock: none, then the presets (a custom
/// one, set in Settings, is left for the next longer preset).
fn cycle_clock(_: On<Pointer<Click>>, mut clock: ResMut<ClockChoice>) {
    clock.0 = crate::clock::TimeControl::next_choice(clock.0);
}

/// Keeps the clock button's label in line with the choice.
fn show_clock(
    clock: Res<ClockChoice>,
    buttons: Query<&Children, With<ClockButton>>,
    mut texts: Query<&mut Text>,
    language: Res<Language>,
) {
    if !clock.is_changed() && !language.is_changed() {
        return;
    }
    for children in &buttons {
        for child in children.iter() {
            if let Ok(mut text) = texts.get_mut(child) {
                text.0 = clock_label(language.strings(), clock.0);
            }
        }
    }
}

/// The title screen's root entity.
#[derive(Component)]
struct TitleRoot;

fn despawn_title(mut commands: Commands, roots: Query<Entity, With<TitleRoot>>) {
    for root in &roots {
        commands.entity(root).despawn();
    }
}

fn spawn_title(
    mut commands: Commands,
    players: Res<Players>,
    clock: Res<ClockChoice>,
    autosaves: Option<Res<AutosaveDir>>,
    language: Res<Language>,
    progress: Res<crate::app::features::lessons::BookProgress>,
    games: Res<GameList>,
) {
    let t = language.strings();
    // Over the table with the three boards (`backdrop`): the name at the
    // top, the choices along the bottom; the boards are framed between.
    commands
        .spawn((
            Name::new("Title screen"),
            TitleRoot,
            DespawnOnExit(Screen::Title),
            Node {
                justify_content: JustifyContent::SpaceBetween,
                padding: UiRect::axes(px(16), px(8)),
                // In a small window at a large interface size the name and
                // the choices may be taller than the window: they scroll.
                overflow: Overflow::scroll_y(),
                ..widgets::full_screen_centered()
            },
            ScrollList,
            ScrollPosition::default(),
            Pickable {
                should_block_lower: false,
                is_hoverable: true,
            },
        ))
        .with_children(|root| {
            root.spawn((
                Name::new("Title header"),
                KeepClear::Top,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    padding: UiRect::axes(px(28), px(6)),
                    border_radius: BorderRadius::all(px(14)),
                    ..default()
                },
                BackgroundColor(theme::PANEL),
                Pickable::IGNORE,
            ))
            .with_children(|header| {
                header.spawn(widgets::text(t.app_name, theme::FONT_TITLE, theme::ACCENT));
                header.spawn(widgets::text(
                    t.title_tagline,
                    theme::FONT_BODY,
                    theme::TEXT_DIM,
                ));
            });
            root.spawn((
                Name::new("Title choices"),
                KeepClear::Bottom,
                Node {
                    width: percent(100),
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(8),
                    ..default()
                },
                Pickable::IGNORE,
            ))
            .with_children(|footer| {
                // Who plays, side by side.
                footer.spawn(row()).with_children(|row| {
                    for side in [Side::Black, Side::White] {
                        row.spawn(widgets::small_button(player_label(
                            t,
                            side,
                            players.of(side),
                        )))
                        .insert(PlayerButton(side))
                        .observe(cycle_player);
                    }
                    row.spawn(widgets::small_button(clock_label(t, clock.0)))
                        .insert(ClockButton)
                        .observe(cycle_clock);
                });
                // One card per game, under its board.
                footer
                    .spawn(Node {
                        width: percent(100),
                        ..row()
                    })
                    .with_children(|cards| {
                        for &kind in &games.0 {
                            let saved = autosaves.as_ref().is_some_and(|d| d.0.path(kind).exists());
                            spawn_card(cards, t, kind, saved, &progress);
                        }
                    });
                footer.spawn(row()).with_children(|row| {
                    row.spawn(widgets::small_button(t.open_saved_game)).observe(
                        |_: On<Pointer<Click>>, mut commands: Commands| {
                            commands.queue(crate::app::features::files::open_chooser);
                        },
                    );
                    row.spawn(widgets::small_button(t.settings)).observe(
                        |_: On<Pointer<Click>>, mut commands: Commands| {
                            commands.queue(crate::app::features::settings_menu::open_settings);
                        },
                    );
                    row.spawn(widgets::small_button(t.showcase)).observe(
                        |_: On<Pointer<Click>>, mut commands: Commands| {
                            commands.queue(crate::app::features::showcase::start_showcase);
                        },
                    );
                });
                // The keys themselves are in the keys dialog (F1).
                footer.spawn((
                    KeyHelp,
                    Node {
                        display: Display::None,
                        ..default()
                    },
                    children![
                        widgets::text(t.title_help, theme::FONT_SMALL, theme::TEXT_DIM),
                        widgets::text(t.title_paste_keys, theme::FONT_SMALL, theme::TEXT_DIM)
                    ],
                ));
                footer.spawn(widgets::text(
                    t.keys_hint,
                    theme::FONT_SMALL,
                    theme::TEXT_DIM,
                ));
            });
        });
}

/// A game's card: its name, the player's record against the opponent
/// chosen above, the rules book's progress, and Play / Rules / Set up /
/// Continue.
fn spawn_card(
    cards: &mut ChildSpawnerCommands,
    t: &Strings,
    kind: GameKind,
    saved: bool,
    progress: &crate::app::features::lessons::BookProgress,
) {
    cards
        .spawn((
            Name::new(format!("{} card", kind.title())),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                flex_basis: px(0),
                flex_grow: 1.0,
                max_width: px(380),
                margin: UiRect::horizontal(px(6)),
                padding: UiRect::axes(px(10), px(8)),
                row_gap: px(4),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(theme::PANEL),
        ))
        .with_children(|card| {
            card.spawn(widgets::text(
                t.game(kind),
                theme::FONT_LARGE,
                theme::ACCENT,
            ));
            card.spawn((
                RecordLine(kind),
                Node {
                    display: Display::None,
                    ..default()
                },
                widgets::text("", theme::FONT_SMALL, theme::TEXT_DIM),
            ));
            card.spawn(Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            })
            .with_children(|buttons| {
                buttons.spawn(widgets::small_button(t.title_play)).observe(
                    move |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(move |world: &mut World| session::start_new(world, kind));
                    },
                );
                buttons.spawn(widgets::small_button(t.book_rules)).observe(
                    move |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(move |world: &mut World| {
                            crate::app::features::lessons::open_book(world, kind);
                        });
                    },
                );
                buttons.spawn(widgets::small_button(t.puzzles)).observe(
                    move |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(move |world: &mut World| {
                            crate::app::features::puzzles::open_puzzles(world, kind);
                        });
                    },
                );
                buttons
                    .spawn(widgets::small_button(t.title_set_up))
                    .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(move |world: &mut World| {
                            crate::app::features::setup::open_editor(world, kind, false);
                        });
                    });
                if saved {
                    buttons
                        .spawn(widgets::small_button(t.title_continue))
                        .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                            commands.queue(move |world: &mut World| continue_saved(world, kind));
                        });
                }
                let total = crate::lessons::book(kind).chapters.len();
                let done = progress.chapters_done(kind);
                if done > 0 {
                    buttons.spawn(crate::app::features::lessons::done_badge_with(
                        fill(t.book_chapters_done, &[("done", &done), ("total", &total)]),
                        done == total,
                    ));
                }
            });
        });
}

/// A centred row of buttons.
fn row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        justify_content: JustifyContent::Center,
        ..default()
    }
}

/// Continues the autosaved game of `kind` (every move checked again by the
/// rules; a damaged autosave is reported and left alone).
pub fn continue_saved(world: &mut World, kind: GameKind) {
    let Some(dir) = world.get_resource::<AutosaveDir>().cloned() else {
        return;
    };
    let loaded = match dir.0.read_with_clocks(kind) {
        Some(Ok((saved, clocks))) => match_from_saved_with_clocks(world, &saved, &clocks),
        Some(Err(err)) => Err(err.to_string()),
        None => Err("no saved game".into()),
    };
    match loaded {
        Ok(game) => {
            game.insert(world);
            world.insert_resource(ActiveGame(kind));
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Playing);
        }
        Err(message) => warn!("could not continue {}: {message}", kind.title()),
    }
}
