//! The checkers status: whose turn, pieces on the board and captured for
//! each side, the compulsory-capture hint, family rules and a pending huff
//! (with a button to decline it), the result; plus a help line.

use bevy::prelude::*;

use super::input::{DeclineHuff, HuffDeclined, huff_pending};
use super::scene::captured_counts;
use super::{LabelMode, is_active};
use crate::app::core::notice::Notice;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{Match, MovePlayed};
use crate::app::core::text::Language;
use crate::app::core::text::{Strings, fill};
use crate::app::core::theme;
use crate::app::features::hud::status::StatusLines;
use crate::app::kit::camera::hotseat::HotseatCamera;
use crate::app::kit::widgets;
use crate::rules::checkers::{Effect, Game};
use crate::rules::{Rules, Side};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_panels.run_if(is_active));
    app.add_systems(
        Update,
        (announce_moves, update_help_line, show_huff_panel)
            .chain()
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

/// The panel offering to decline a huff.
#[derive(Component, Debug)]
struct HuffPanel;

/// The checkers help line.
#[derive(Component, Debug)]
struct HelpLine;

fn spawn_panels(mut commands: Commands, language: Res<Language>) {
    let t = language.strings();
    commands.spawn((
        Name::new("Checkers help"),
        HelpLine,
        crate::app::features::hud::KeyHelp,
        crate::app::features::hud::HudSlot::LeftColumn,
        DespawnOnExit(Screen::Playing),
        // Listed by the keys dialog (F1), not shown in the HUD.
        Node {
            display: Display::None,
            max_width: percent(100),
            padding: UiRect::axes(px(12), px(8)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor(theme::PANEL),
        Pickable::IGNORE,
        children![widgets::text("", theme::FONT_SMALL, theme::TEXT_DIM)],
    ));
    commands
        .spawn((
            Name::new("Huff offer"),
            HuffPanel,
            // Under the status, beside the board (over the board's near
            // edge it hid squares).
            crate::app::features::hud::HudSlot::LeftColumn,
            DespawnOnExit(Screen::Playing),
            Node {
                display: Display::None,
                max_width: percent(100),
                ..default()
            },
        ))
        .with_children(|root| {
            let (mut node, colour) = widgets::panel();
            node.max_width = percent(100);
            root.spawn((node, colour)).with_children(|panel| {
                panel.spawn(widgets::text(t.huff_panel, theme::FONT_BODY, theme::TEXT));
                panel.spawn(widgets::button(t.decline_d)).observe(
                    |_: On<Pointer<Click>>, mut decline: MessageWriter<DeclineHuff>| {
                        decline.write(DeclineHuff);
                    },
                );
            });
        });
}

/// A notice when a faulty move opens a huff, and one for a huff.
fn announce_moves(
    mut played: MessageReader<MovePlayed<Game>>,
    game: Option<Res<Match<Game>>>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    let t = language.strings();
    let Some(game) = game else {
        played.clear();
        return;
    };
    for MovePlayed { index, effects, .. } in played.read() {
        let Some(ply) = game.plies().get(*index) else {
            continue;
        };
        if let Some(Effect::Huff(huff)) = effects.first() {
            notices.write(Notice {
                text: fill(
                    t.huffs_piece,
                    &[
                        ("side", &t.side(ply.after.turn())),
                        ("square", &huff.square),
                    ],
                ),
                warning: false,
            });
        } else if !ply.after.huffable().is_empty() {
            let huffer = ply.after.turn();
            notices.write(Notice::warning(fill(
                t.missed_capture,
                &[
                    ("side", &t.side(huffer.opponent())),
                    ("huffer", &t.side(huffer)),
                ],
            )));
        }
    }
}

/// Each side's pieces on the board and captured; then a pending huff, the
/// compulsory-capture hint and the family rules, or why the game ended.
impl StatusLines for Game {
    type Param = Res<'static, HuffDeclined>;

    fn detail(game: &Match<Self>, t: &Strings, declined: &Res<HuffDeclined>) -> String {
        let state = game.current();
        let position = state.position();
        let captured = captured_counts(game.plies());
        let mut lines = Vec::new();
        for side in [Side::White, Side::Black] {
            let (men, kings) = position.count(side);
            lines.push(fill(
                t.checkers_side,
                &[
                    ("side", &t.side(side)),
                    ("count", &(men + kings)),
                    ("kings", &kings),
                    ("captured", &captured[side.index()]),
                ],
            ));
        }
        if let Some(outcome) = game.outcome() {
            lines.push(fill(
                t.game_over_reason,
                &[("reason", &t.reason(outcome.reason))],
            ));
        } else {
            if huff_pending(game, declined) {
                lines.push(fill(t.may_huff, &[("side", &t.side(state.turn()))]));
            }
            let explanation = state.explain_captures();
            if explanation.compulsory {
                lines.push(fill(
                    t.capture_compulsory,
                    &[("count", &explanation.max_taken)],
                ));
            }
        }
        lines.push(fill(
            t.family_rules_status,
            &[("value", &t.on_off(state.family()))],
        ));
        lines.join("\n")
    }

    fn changed(declined: &Res<HuffDeclined>) -> bool {
        declined.is_changed()
    }
}

/// The help line under the board: the other label mode and the hotseat view.
fn update_help_line(
    hotseat: Res<HotseatCamera>,
    labels: Res<LabelMode>,
    help: Query<&Children, With<HelpLine>>,
    mut texts: Query<&mut Text>,
    added: Query<(), Added<HelpLine>>,
    language: Res<Language>,
) {
    if !hotseat.is_changed() && !labels.is_changed() && !language.is_changed() && added.is_empty() {
        return;
    }
    let t = language.strings();
    let help_text = fill(
        t.checkers_help,
        &[
            (
                "labels",
                &match *labels {
                    LabelMode::Numbers => t.labels_algebraic,
                    LabelMode::Algebraic => t.labels_number,
                },
            ),
            ("hotseat", &t.on_off(hotseat.enabled)),
        ],
    );
    for children in &help {
        for child in children.iter() {
            if let Ok(mut text) = texts.get_mut(child)
                && text.0 != help_text
            {
                text.0.clone_from(&help_text);
            }
        }
    }
}

/// Shows the decline button while a huff is offered.
fn show_huff_panel(
    game: Option<Res<Match<Game>>>,
    declined: Res<HuffDeclined>,
    mut panels: Query<&mut Node, With<HuffPanel>>,
) {
    let Some(game) = game else { return };
    let open = huff_pending(&game, &declined) && game.outcome().is_none();
    for mut node in &mut panels {
        let display = if open { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
    }
}
