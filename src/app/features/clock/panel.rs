//! The clock panel, under the status panel: each side's clock, the running
//! one lit, tenths and the warning colour under ten seconds, and "Paused"
//! (a button that goes on) while both are stopped. Hidden in an untimed
//! game.

use std::time::Duration;

use accesskit::{Node as A11yNode, Role};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;

use super::{ClockView, LOW_TIME, toggle_active_hold};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::text::{Language, Strings, fill};
use crate::app::core::theme;
use crate::app::features::hud::{HudSlot, KeyHelp};
use crate::app::kit::widgets;
use crate::rules::Side;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_panel);
    app.add_systems(
        Update,
        show_clocks
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The panel's root.
#[derive(Component)]
struct ClockPanel;

/// One side's clock.
#[derive(Component, Debug, Clone, Copy)]
struct ClockFace(Side);

/// The time on a side's clock.
#[derive(Component, Debug, Clone, Copy)]
struct ClockTime(Side);

/// The "Paused" button.
#[derive(Component)]
struct PausedLine;

fn spawn_panel(mut commands: Commands, language: Res<Language>) {
    let t = language.strings();
    commands
        .spawn((
            Name::new("Clocks"),
            ClockPanel,
            HudSlot::LeftColumn,
            DespawnOnExit(Screen::Playing),
            Node {
                display: Display::None,
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Stretch,
                padding: UiRect::all(px(8)),
                row_gap: px(4),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BackgroundColor(theme::PANEL),
        ))
        .with_children(|panel| {
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    column_gap: px(8),
                    ..default()
                })
                .with_children(|row| {
                    for side in [Side::Black, Side::White] {
                        row.spawn(face(t, side));
                    }
                });
            panel
                .spawn((
                    PausedLine,
                    Name::new("Clocks paused"),
                    widgets::compact_button(t.clock_paused),
                ))
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(toggle_active_hold);
                });
        });
    // The keys dialog's line for the clock (see `hud::KeyHelp`).
    commands.spawn((
        Name::new("Clock keys"),
        KeyHelp,
        HudSlot::BottomRow,
        DespawnOnExit(Screen::Playing),
        Node {
            display: Display::None,
            ..default()
        },
        children![widgets::text(
            t.keys_clock,
            theme::FONT_SMALL,
            theme::TEXT_DIM
        )],
    ));
}

fn face(t: &Strings, side: Side) -> impl Bundle {
    (
        ClockFace(side),
        Name::new(match side {
            Side::Black => "Black's clock",
            Side::White => "White's clock",
        }),
        Node {
            flex_grow: 1.0,
            min_width: px(96),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(8), px(4)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BorderColor::all(Color::NONE),
        BackgroundColor(theme::BUTTON),
        AccessibilityNode(A11yNode::new(Role::Timer)),
        children![
            widgets::text(t.side(side), theme::FONT_SMALL, theme::TEXT_DIM),
            (
                ClockTime(side),
                widgets::text("", theme::FONT_LARGE, theme::TEXT)
            ),
        ],
    )
}

/// A clock's time in words for a screen reader: whole minutes and seconds
/// (rounded up, as the face shows it).
fn spoken(t: &Strings, side: Side, remaining: Duration) -> String {
    let secs = remaining.as_millis().div_ceil(1000);
    fill(
        t.clock_a11y,
        &[
            ("side", &t.side(side)),
            ("minutes", &(secs / 60)),
            ("seconds", &(secs % 60)),
        ],
    )
}

#[allow(clippy::type_complexity)]
fn show_clocks(
    view: Res<ClockView>,
    language: Res<Language>,
    mut panels: Query<&mut Node, (With<ClockPanel>, Without<PausedLine>)>,
    mut faces: Query<
        (
            &ClockFace,
            &mut BackgroundColor,
            &mut BorderColor,
            &mut AccessibilityNode,
        ),
        Without<PausedLine>,
    >,
    mut times: Query<(&ClockTime, &mut Text, &mut TextColor)>,
    mut paused: Query<&mut Node, (With<PausedLine>, Without<ClockPanel>)>,
    added: Query<(), Added<ClockPanel>>,
) {
    if !view.is_changed() && !language.is_changed() && added.is_empty() {
        return;
    }
    let t = language.strings();
    let shown = if view.timed {
        Display::Flex
    } else {
        Display::None
    };
    for mut node in &mut panels {
        if node.display != shown {
            node.display = shown;
        }
    }
    for mut node in &mut paused {
        let display = if view.timed && view.paused {
            Display::Flex
        } else {
            Display::None
        };
        if node.display != display {
            node.display = display;
        }
    }
    if !view.timed {
        return;
    }
    for (ClockFace(side), mut background, mut border, mut access) in &mut faces {
        let running = view.running == Some(*side);
        let fill = if running {
            theme::BUTTON_HOVER
        } else {
            theme::BUTTON
        };
        background.set_if_neq(BackgroundColor(fill));
        let edge = if running { theme::ACCENT } else { Color::NONE };
        border.set_if_neq(BorderColor::all(edge));
        let label = spoken(t, *side, view.remaining[side.index()]);
        if access.label() != Some(label.as_str()) {
            access.set_label(label);
        }
    }
    for (ClockTime(side), mut text, mut colour) in &mut times {
        let remaining = view.remaining[side.index()];
        let shown = crate::clock::display(remaining);
        if text.0 != shown {
            text.0 = shown;
        }
        let low = remaining <= LOW_TIME;
        let running = view.running == Some(*side);
        let tint = if low {
            theme::WARN
        } else if running {
            theme::ACCENT
        } else {
            theme::TEXT
        };
        colour.set_if_neq(TextColor(tint));
    }
}
