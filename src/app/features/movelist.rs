//! The move list: every ply in the game's standard notation (Othello
//! squares, Gounki `b2-b3` / `d4+d5-e6` / `g8#`, checkers PDN numbers with
//! `x` captures and `h` huffs). Clicking an entry shows that position
//! (review mode) without losing the game; "Back to game" returns. While
//! reviewing, no move can be played (clicks, keys and the computer wait).
//! Notes on the moves (a review's grades: `!`, `?!`, `?`, `??` and their
//! colours, see `core::notes`) show beside them. Under the heading, the
//! named opening of the position on show, for a game that has them
//! ([`AppRules::opening`]).

use bevy::prelude::*;

use crate::app::core::notes::MoveNotes;
use crate::app::core::session::Reviewing;

use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{self, AppRules, Match, is_playing, opening_on_show};
use crate::app::core::text::Language;
use crate::app::core::text::{Strings, fill};
use crate::app::core::theme;
use crate::app::kit::widgets;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_panel);
    app.add_systems(OnExit(Screen::Playing), leave_review);
    app.init_resource::<MoveListOpen>();
    app.add_systems(
        Update,
        fold_move_list
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The move list of one game.
pub fn register<G: AppRules>(app: &mut App) {
    app.add_systems(
        Update,
        refresh::<G>
            .in_set(AppSystems::Ui)
            .in_set(RefreshList)
            .run_if(in_state(Screen::Playing).and_then(is_playing(G::KIND))),
    );
}

/// The systems that rebuild the move list (notes are written before them).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RefreshList;

/// Plies shown at most (the most recent ones).
const SHOWN: usize = 14;

#[derive(Component)]
struct MoveListBody;

/// One entry: the ply index it shows.
#[derive(Component, Debug, Clone, Copy)]
pub struct MoveEntry(pub usize);

/// Whether the move list is open: `None` follows the window (open where
/// there is room beside the board, folded to a button in a narrow window);
/// a click on its heading or on the button decides for the rest of the run.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MoveListOpen(pub Option<bool>);

/// The narrowest window (logical pixels) that opens the list by itself.
pub const OPEN_FROM_WIDTH: f32 = 1200.0;

/// The button that stands for the folded list, in the corner above it.
#[derive(Component)]
struct MoveListButton;

fn fold_move_list(
    open: Res<MoveListOpen>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut lists: Query<&mut Node, (With<MoveListBody>, Without<MoveListButton>)>,
    mut buttons: Query<&mut Node, (With<MoveListButton>, Without<MoveListBody>)>,
) {
    let wide = windows
        .single()
        .map_or(true, |w| w.width() >= OPEN_FROM_WIDTH);
    let shown = open.0.unwrap_or(wide);
    let (list, button) = if shown {
        (Display::Flex, Display::None)
    } else {
        (Display::None, Display::Flex)
    };
    for mut node in &mut lists {
        if node.display != list {
            node.display = list;
        }
    }
    for mut node in &mut buttons {
        if node.display != button {
            node.display = button;
        }
    }
}

fn toggle_move_list(
    _: On<Pointer<Click>>,
    mut open: ResMut<MoveListOpen>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
) {
    let wide = windows
        .single()
        .map_or(true, |w| w.width() >= OPEN_FROM_WIDTH);
    open.0 = Some(!open.0.unwrap_or(wide));
}

fn spawn_panel(mut commands: Commands, language: Res<Language>) {
    let t = language.strings();
    // Folded, the list is a button in the strip above the board.
    commands
        .spawn((
            Name::new("Move list button"),
            DespawnOnExit(Screen::Playing),
            MoveListButton,
            widgets::button(t.moves_heading),
        ))
        .with_child(widgets::text(" +", theme::FONT_BODY, theme::TEXT))
        .insert(Node {
            position_type: PositionType::Absolute,
            top: px(12),
            right: px(16),
            display: Display::None,
            padding: UiRect::axes(px(14), px(6)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        })
        .observe(toggle_move_list);
    commands.spawn((
        Name::new("Move list"),
        DespawnOnExit(Screen::Playing),
        MoveListBody,
        // The board is framed beside the open list.
        crate::app::kit::camera::KeepClear::Right,
        crate::app::features::hud::HudSlot::RightColumn,
        Node {
            width: px(crate::app::features::hud::RIGHT_COLUMN_WIDTH),
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(8)),
            row_gap: px(1),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(theme::PANEL),
    ));
}

/// Rebuilds the list when the game changes (not per frame).
fn refresh<G: AppRules>(
    mut commands: Commands,
    game: Option<Res<Match<G>>>,
    reviewing: Res<Reviewing>,
    body: Query<Entity, With<MoveListBody>>,
    added: Query<(), Added<MoveListBody>>,
    language: Res<Language>,
    notes: Res<MoveNotes>,
) {
    let t = language.strings();
    let Some(game) = game else { return };
    if !game.is_changed()
        && !reviewing.is_changed()
        && !language.is_changed()
        && added.is_empty()
        && !notes.is_changed()
    {
        return;
    }
    let Ok(body) = body.single() else { return };
    // While reviewing, list the whole game and highlight the shown ply.
    let shown = game.plies().len();
    let lines = notation_lines(t, &game);
    let opening = opening_on_show(&game);
    commands.entity(body).despawn_related::<Children>();
    commands.entity(body).with_children(|list| {
        // The heading folds the list.
        list.spawn((
            Button,
            Node {
                padding: UiRect::axes(px(4), px(1)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            children![widgets::text(
                format!(
                    "{} \u{2013}",
                    if reviewing.0 {
                        t.moves_heading_reviewing
                    } else {
                        t.moves_heading
                    }
                ),
                theme::FONT_SMALL,
                theme::TEXT_DIM,
            )],
        ))
        .observe(toggle_move_list);
        if let Some(name) = &opening {
            list.spawn((
                MoveListOpening,
                Node {
                    padding: UiRect::axes(px(4), px(1)),
                    ..default()
                },
                children![widgets::text(
                    t.opening(name),
                    theme::FONT_SMALL,
                    theme::TEXT_DIM,
                )],
            ));
        }
        if lines.is_empty() {
            list.spawn(widgets::text(
                t.moves_none,
                theme::FONT_SMALL,
                theme::TEXT_DIM,
            ));
        }
        // The latest plies; while reviewing, those around the one on show.
        let last = if reviewing.0 {
            (shown + SHOWN / 2).clamp(SHOWN.min(lines.len()), lines.len())
        } else {
            lines.len()
        };
        let first = last.saturating_sub(SHOWN);
        for (index, line) in lines.iter().enumerate().take(last).skip(first) {
            let current = index + 1 == shown;
            let note = notes.of(G::KIND, index);
            let color = match note.and_then(|n| n.colour) {
                _ if current => theme::ACCENT,
                Some(colour) => colour,
                None => theme::TEXT,
            };
            // The note's symbol (a grade's `!`, `?!`, `?`, `??`) after the
            // move, so that it reads without colour.
            let line = match note.map(|n| n.symbol) {
                Some(symbol) if !symbol.is_empty() => format!("{line} {symbol}"),
                _ => line.clone(),
            };
            list.spawn((
                MoveEntry(index),
                Button,
                Node {
                    padding: UiRect::axes(px(4), px(1)),
                    ..default()
                },
                BackgroundColor(Color::NONE),
                children![widgets::text(line, theme::FONT_SMALL, color)],
            ))
            .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                commands.queue(move |world: &mut World| review(world, index + 1));
            });
        }
        if reviewing.0 {
            list.spawn(widgets::compact_button(t.back_to_game)).observe(
                |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(back_to_game);
                },
            );
        }
    });
}

/// The opening's line under the heading.
#[derive(Component)]
pub struct MoveListOpening;

/// "12. White: d6" for each ply, with the time it took ("(0:07)") on the
/// clock.
fn notation_lines<G: AppRules>(t: &Strings, game: &Match<G>) -> Vec<String> {
    let mut before = game.start().clone();
    let mut lines = Vec::with_capacity(game.all_plies().len());
    for (i, ply) in game.all_plies().iter().enumerate() {
        let mut line = fill(
            t.move_line,
            &[
                ("number", &(i + 1)),
                ("side", &t.side(before.turn())),
                ("move", &before.move_text(ply.mv)),
            ],
        );
        // On the clock: how long the move took.
        if let Some(spent) = game.clock.as_ref().and_then(|c| c.spent(i)) {
            line = format!("{line}  ({})", crate::clock::display(spent));
        }
        lines.push(line);
        before = ply.after.clone();
    }
    lines
}

/// Shows the position after `plies` plies (the whole game: back to it).
pub fn review(world: &mut World, plies: usize) {
    session::review(world, Some(plies));
}

/// Leaves review mode: the latest position is on show again.
pub fn back_to_game(world: &mut World) {
    session::review(world, None);
}

fn leave_review(mut commands: Commands) {
    commands.queue(back_to_game);
}
