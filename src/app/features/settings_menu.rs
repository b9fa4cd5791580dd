//! The settings dialog (from the title screen or the game menu): one row
//! per setting, each a button that shows the current value and moves it to
//! the next one when pressed (mouse or keyboard). Changes apply at once and
//! are saved by `settings`.

use bevy::prelude::*;

use super::clock::PauseWhenUnfocused;
use super::settings::GameOption;
use crate::app::core::registry::{GameList, PerGame};
use crate::app::core::session::ClockChoice;
use crate::app::kit::camera::hotseat::HotseatCamera;
use crate::clock::TimeControl;
use crate::game_kind::GameKind;

use crate::app::core::anim::{AnimationSpeed, ReducedMotion};
use crate::app::core::audio::AudioLevels;
use crate::app::core::schedule::AppSystems;
use crate::app::core::text::Language;
use crate::app::core::text::{self, fill};
use crate::app::core::theme;
use crate::app::core::theme::{ActiveTheme, Theme};
use crate::app::kit::board::labels::ShowCoordinates;
use crate::app::kit::board::{LastMoveCells, Markers};
use crate::app::kit::scroll::scroll_list;
use crate::app::kit::widgets;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_values
            .in_set(AppSystems::Ui)
            .run_if(any_with_component::<SettingsDialog>),
    );
}

/// One row of the dialog.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingRow {
    Speed,
    ReducedMotion,
    LegalMoves,
    LastMove,
    Coordinates,
    Scores,
    Threads,
    CameraTurns,
    /// Which side each controller plays between two people.
    Controllers,
    /// A game's own rule option (see [`GameOption`]).
    GameOption(GameKind),
    Theme,
    Language,
    UiSize,
    Graphics,
    Sound,
    Master,
    Effects,
    Interface,
    Ambience,
    AmbienceLoop,
    /// The clock of new games: none or a preset (or the custom one).
    Clock,
    /// White's and Black's own time (a custom control, odds included).
    ClockWhite,
    ClockBlack,
    /// When losing focus pauses the clocks.
    ClockPause,
}

impl SettingRow {
    /// The rows of the first column, the games' own options after
    /// [`SettingRow::CameraTurns`].
    fn board_rows(world: &World) -> Vec<SettingRow> {
        let mut rows = vec![
            SettingRow::Speed,
            SettingRow::ReducedMotion,
            SettingRow::LegalMoves,
            SettingRow::LastMove,
            SettingRow::Coordinates,
            SettingRow::Scores,
            SettingRow::Threads,
            SettingRow::CameraTurns,
            SettingRow::Controllers,
        ];
        rows.extend(
            world
                .resource::<GameList>()
                .0
                .iter()
                .filter(|&&kind| PerGame::<GameOption>::get(world, kind).is_some())
                .map(|&kind| SettingRow::GameOption(kind)),
        );
        rows.extend([SettingRow::Theme, SettingRow::Language]);
        rows
    }

    /// The rows of the second column.
    const LOOK_AND_SOUND: [SettingRow; 12] = [
        SettingRow::UiSize,
        SettingRow::Graphics,
        SettingRow::Sound,
        SettingRow::Master,
        SettingRow::Effects,
        SettingRow::Interface,
        SettingRow::Ambience,
        SettingRow::AmbienceLoop,
        SettingRow::Clock,
        SettingRow::ClockWhite,
        SettingRow::ClockBlack,
        SettingRow::ClockPause,
    ];

    /// Every row, in order.
    #[must_use]
    pub fn all(world: &World) -> Vec<SettingRow> {
        let mut rows = Self::board_rows(world);
        rows.extend(Self::LOOK_AND_SOUND);
        rows
    }
}

/// The settings dialog's root.
#[derive(Component)]
pub struct SettingsDialog;

/// The next volume step: up by 10 %, then back to 0 after 100 %.
fn next_volume(percent: u8) -> u8 {
    if percent >= 100 {
        0
    } else {
        (percent / 10 + 1).min(10) * 10
    }
}

/// The row's text, from the world's settings.
#[must_use]
pub fn row_label(world: &World, row: SettingRow) -> String {
    let t = text::of_world(world);
    let audio = world
        .get_resource::<AudioLevels>()
        .copied()
        .unwrap_or_default();
    let flag = |on: Option<bool>| t.on_off(on.unwrap_or(false));
    let (template, value): (text::Message, &dyn std::fmt::Display) = match row {
        SettingRow::Speed => (
            t.setting_speed,
            &t.speed(
                world
                    .get_resource::<AnimationSpeed>()
                    .copied()
                    .unwrap_or_default(),
            ),
        ),
        SettingRow::ReducedMotion => (
            t.setting_reduced_motion,
            &flag(world.get_resource::<ReducedMotion>().map(|r| r.0)),
        ),
        SettingRow::LegalMoves => (
            t.setting_legal_moves,
            &flag(world.get_resource::<Markers>().map(|m| m.visible)),
        ),
        SettingRow::LastMove => (
            t.setting_last_move,
            &flag(world.get_resource::<LastMoveCells>().map(|m| m.visible)),
        ),
        SettingRow::Coordinates => (
            t.setting_coordinates,
            &flag(world.get_resource::<ShowCoordinates>().map(|c| c.0)),
        ),
        SettingRow::Scores => (
            t.setting_scores,
            &flag(
                world
                    .get_resource::<crate::app::features::scores::ScoresOnBoard>()
                    .map(|c| c.0),
            ),
        ),
        SettingRow::Threads => {
            let threads = world
                .get_resource::<crate::app::features::computer::EngineThreads>()
                .copied()
                .unwrap_or_default();
            let value = match threads.0 {
                Some(n) => n.to_string(),
                None => fill(t.threads_auto, &[("count", &threads.count())]),
            };
            return fill(t.setting_threads, &[("value", &value)]);
        }
        SettingRow::CameraTurns => (
            t.setting_camera_turns,
            &flag(world.get_resource::<HotseatCamera>().map(|c| c.enabled)),
        ),
        SettingRow::Controllers => {
            use crate::app::features::gamepad::{ControllerSides, PadSides};
            let sides = world
                .get_resource::<PadSides>()
                .copied()
                .unwrap_or_default();
            (
                t.setting_controllers,
                match sides.0 {
                    ControllerSides::Any => &t.controllers_any,
                    ControllerSides::BlackWhite => &t.controllers_black_white,
                    ControllerSides::WhiteBlack => &t.controllers_white_black,
                },
            )
        }
        SettingRow::GameOption(kind) => {
            let Some(option) = PerGame::<GameOption>::get(world, kind) else {
                return String::new();
            };
            ((option.label)(t), &flag(Some((option.get)(world))))
        }
        SettingRow::Theme => (
            t.setting_colours,
            match world.get_resource::<ActiveTheme>().map(|t| t.0) {
                Some(Theme::HighContrast) => &t.colours_high_contrast,
                _ => &t.colours_standard,
            },
        ),
        SettingRow::Language => (
            t.setting_language,
            &world
                .get_resource::<Language>()
                .copied()
                .unwrap_or_default()
                .name(),
        ),
        SettingRow::UiSize => {
            let size = world
                .get_resource::<crate::app::kit::ui_size::UiSize>()
                .copied()
                .unwrap_or_default();
            return fill(t.setting_ui_size, &[("percent", &size.0)]);
        }
        SettingRow::Graphics => {
            use crate::app::kit::look::{AdapterQuality, GraphicsQuality, QualityChoice};
            let name = |q: GraphicsQuality| match q {
                GraphicsQuality::Low => t.quality_low.to_string(),
                GraphicsQuality::Medium => t.quality_medium.to_string(),
                GraphicsQuality::High => t.quality_high.to_string(),
            };
            let choice = world
                .get_resource::<QualityChoice>()
                .copied()
                .unwrap_or_default();
            let adapter = world
                .get_resource::<AdapterQuality>()
                .copied()
                .unwrap_or_default();
            let value = match choice.0 {
                Some(level) => name(level),
                None => fill(t.quality_auto, &[("level", &name(adapter.0))]),
            };
            return fill(t.setting_graphics, &[("value", &value)]);
        }
        SettingRow::Sound => (t.setting_sound, &t.on_off(!audio.muted)),
        SettingRow::Master => return fill(t.setting_master, &[("percent", &audio.master)]),
        SettingRow::Effects => return fill(t.setting_effects, &[("percent", &audio.effects)]),
        SettingRow::Interface => {
            return fill(t.setting_interface, &[("percent", &audio.interface)]);
        }
        SettingRow::Ambience => return fill(t.setting_ambience, &[("percent", &audio.ambience)]),
        SettingRow::AmbienceLoop => (t.setting_ambience_loop, &t.on_off(audio.ambience_loop)),
        SettingRow::Clock | SettingRow::ClockWhite | SettingRow::ClockBlack => {
            let choice = world
                .get_resource::<ClockChoice>()
                .copied()
                .unwrap_or_default()
                .0;
            let (template, value) = match row {
                SettingRow::Clock => (t.setting_clock, clock_name(t, choice)),
                SettingRow::ClockWhite => (
                    t.setting_clock_white,
                    choice.map_or_else(|| t.clock_none.to_string(), |c| c.white.to_string()),
                ),
                _ => (
                    t.setting_clock_black,
                    choice.map_or_else(|| t.clock_none.to_string(), |c| c.black.to_string()),
                ),
            };
            return fill(template, &[("value", &value)]);
        }
        SettingRow::ClockPause => {
            use crate::persist::settings::PauseUnfocused;
            let when = world
                .get_resource::<PauseWhenUnfocused>()
                .copied()
                .unwrap_or_default();
            (
                t.setting_clock_pause,
                match when.0 {
                    PauseUnfocused::Hotseat => &t.clock_pause_hotseat,
                    PauseUnfocused::Always => &t.clock_pause_always,
                    PauseUnfocused::Never => &t.clock_pause_never,
                },
            )
        }
    };
    fill(template, &[("value", value)])
}

/// Moves the row's setting to its next value.
pub fn cycle(world: &mut World, row: SettingRow) {
    fn toggle<R: Resource<Mutability = bevy::ecs::component::Mutable>>(
        world: &mut World,
        flip: impl FnOnce(&mut R),
    ) {
        if let Some(mut resource) = world.get_resource_mut::<R>() {
            flip(&mut resource);
        }
    }
    match row {
        SettingRow::Speed => toggle::<AnimationSpeed>(world, |s| *s = s.next()),
        SettingRow::ReducedMotion => toggle::<ReducedMotion>(world, |r| r.0 = !r.0),
        SettingRow::LegalMoves => toggle::<Markers>(world, |m| m.visible = !m.visible),
        SettingRow::LastMove => toggle::<LastMoveCells>(world, |m| m.visible = !m.visible),
        SettingRow::Coordinates => toggle::<ShowCoordinates>(world, |c| c.0 = !c.0),
        SettingRow::Threads => {
            toggle::<crate::app::features::computer::EngineThreads>(world, |c| *c = c.next());
        }
        SettingRow::Scores => {
            toggle::<crate::app::features::scores::ScoresOnBoard>(world, |c| c.0 = !c.0);
        }
        SettingRow::CameraTurns => toggle::<HotseatCamera>(world, |c| c.enabled = !c.enabled),
        SettingRow::Controllers => {
            toggle::<crate::app::features::gamepad::PadSides>(world, |c| c.0 = c.0.next());
        }
        SettingRow::GameOption(kind) => {
            if let Some(option) = PerGame::<GameOption>::get(world, kind) {
                let on = (option.get)(world);
                (option.set)(world, !on);
            }
        }
        SettingRow::Theme => toggle::<ActiveTheme>(world, |t| {
            t.0 = match t.0 {
                Theme::Default => Theme::HighContrast,
                Theme::HighContrast => Theme::Default,
            };
        }),
        SettingRow::Language => toggle::<Language>(world, |l| *l = l.next()),
        SettingRow::UiSize => {
            toggle::<crate::app::kit::ui_size::UiSize>(world, |s| *s = s.next());
        }
        SettingRow::Graphics => {
            toggle::<crate::app::kit::look::QualityChoice>(world, |q| *q = q.next());
        }
        SettingRow::Sound => toggle::<AudioLevels>(world, |a| a.muted = !a.muted),
        SettingRow::Master => toggle::<AudioLevels>(world, |a| a.master = next_volume(a.master)),
        SettingRow::Effects => {
            toggle::<AudioLevels>(world, |a| a.effects = next_volume(a.effects));
        }
        SettingRow::Interface => {
            toggle::<AudioLevels>(world, |a| a.interface = next_volume(a.interface));
        }
        SettingRow::Ambience => {
            toggle::<AudioLevels>(world, |a| a.ambience = next_volume(a.ambience));
        }
        SettingRow::AmbienceLoop => {
            toggle::<AudioLevels>(world, |a| a.ambience_loop = !a.ambience_loop);
        }
        SettingRow::Clock => {
            toggle::<ClockChoice>(world, |c| c.0 = TimeControl::next_choice(c.0));
        }
        SettingRow::ClockWhite => {
            toggle::<ClockChoice>(world, |c| {
                c.0 = Some(TimeControl::next_for(c.0, crate::rules::Side::White));
            });
        }
        SettingRow::ClockBlack => {
            toggle::<ClockChoice>(world, |c| {
                c.0 = Some(TimeControl::next_for(c.0, crate::rules::Side::Black));
            });
        }
        SettingRow::ClockPause => toggle::<PauseWhenUnfocused>(world, |p| p.0 = p.0.next()),
    }
}

/// A time control's short name: "none", "5+3", or at odds "5+3/1+0".
#[must_use]
pub fn clock_name(t: &text::Strings, control: Option<TimeControl>) -> String {
    control.map_or_else(|| t.clock_none.to_string(), |c| c.to_string())
}

/// Opens the settings dialog: the board and game settings in one column,
/// sound in the other, "Close" below.
pub fn open_settings(world: &mut World) {
    let t = text::of_world(world);
    let label = |row: SettingRow| (row, row_label(world, row));
    let columns: [Vec<(SettingRow, String)>; 2] = [
        SettingRow::board_rows(world)
            .into_iter()
            .map(label)
            .collect(),
        SettingRow::LOOK_AND_SOUND.map(label).into(),
    ];
    let mut commands = world.commands();
    commands
        .spawn((widgets::dialog("Settings"), SettingsDialog))
        .with_children(|root| {
            root.spawn(widgets::dialog_panel()).with_children(|panel| {
                panel.spawn(widgets::text(t.settings, theme::FONT_LARGE, theme::ACCENT));
                // Two columns side by side where they fit, one under the
                // other where they do not (a small window at a large
                // interface size), scrolling when taller than the window.
                let mut list = panel.spawn(scroll_list());
                list.with_children(|list| {
                    list.spawn(Node {
                        flex_direction: FlexDirection::Row,
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::Center,
                        column_gap: px(16),
                        align_items: AlignItems::FlexStart,
                        flex_shrink: 0.0,
                        max_width: percent(100),
                        ..default()
                    })
                    .with_children(|columns_node| {
                        for column in columns {
                            columns_node
                                .spawn(Node {
                                    flex_direction: FlexDirection::Column,
                                    ..default()
                                })
                                .with_children(|rows| {
                                    for (row, label) in column {
                                        rows.spawn(widgets::button(label))
                                            .insert((row, compact_row()))
                                            .observe(
                                                move |_: On<Pointer<Click>>,
                                                      mut commands: Commands| {
                                                    commands.queue(move |world: &mut World| {
                                                        cycle(world, row);
                                                    });
                                                },
                                            );
                                    }
                                });
                        }
                    });
                });
                panel.spawn(widgets::button(t.close_esc)).observe(
                    |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(widgets::close_dialogs::<SettingsDialog>);
                    },
                );
            });
        });
    world.flush();
}

/// A settings row: wide, left-aligned, tighter than a menu button.
fn compact_row() -> Node {
    Node {
        padding: UiRect::axes(px(16), px(4)),
        margin: UiRect::all(px(2)),
        justify_content: JustifyContent::FlexStart,
        align_items: AlignItems::Center,
        width: px(430),
        border_radius: BorderRadius::all(px(6)),
        ..default()
    }
}

/// Keeps each row's text in line with its setting (keys change them too).
fn show_values(world: &mut World) {
    let mut rows = world.query::<(&SettingRow, &Children)>();
    let updates: Vec<(Entity, String)> = rows
        .iter(world)
        .flat_map(|(row, children)| {
            let label = row_label(world, *row);
            children.iter().map(move |child| (child, label.clone()))
        })
        .collect();
    for (child, label) in updates {
        if let Some(mut text) = world.get_mut::<Text>(child)
            && text.0 != label
        {
            text.0 = label;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn volume_steps_wrap() {
        assert_eq!(next_volume(0), 10);
        assert_eq!(next_volume(55), 60);
        assert_eq!(next_volume(90), 100);
        assert_eq!(next_volume(100), 0);
    }
}
