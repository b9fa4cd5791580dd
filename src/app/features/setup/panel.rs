//! The editor's panel beside the board: the palette, the side to move,
//! whether the position can be played (and why not, naming the square),
//! who will play it, and Clear board / Start position / the game's own
//! rule option / Play / Copy / Cancel.

use bevy::prelude::*;

use super::{EditGame, EditedSetup, PositionEditor, problem_text, to_move};
use crate::app::core::players::Players;
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::text::{self, Strings, fill};
use crate::app::core::theme;
use crate::app::features::settings::GameOption;
use crate::app::kit::widgets::{self, compact_button, wrapping_row};
use crate::rules::Side;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        crate::app::features::hud::hide_game_panels
            .in_set(AppSystems::Ui)
            .run_if(resource_exists::<PositionEditor>.and_then(in_state(Screen::Playing))),
    );
}

/// Adds `G`'s panel.
pub(super) fn register<G: EditGame>(app: &mut App) {
    app.add_systems(
        Update,
        show_panel::<G>.in_set(AppSystems::Ui).run_if(
            resource_exists::<EditedSetup<G>>
                .and_then(resource_exists::<PositionEditor>)
                .and_then(in_state(Screen::Playing)),
        ),
    );
}

/// The editor's panel in the HUD's left column.
#[derive(Component, Clone)]
pub struct EditorPanel;

/// A palette entry's button (the entry's index).
#[derive(Component, Debug, Clone, Copy)]
pub struct PaletteEntry(pub usize);

/// Rebuilds the panel when anything it shows changes.
fn show_panel<G: EditGame>(world: &mut World) {
    let t = text::of_world(world);
    let editor = world.resource::<PositionEditor>();
    let setup = &world.resource::<EditedSetup<G>>().0;
    let option = PerGame::<GameOption>::get(world, G::KIND);
    let option_line = option.map(|o| fill((o.label)(t), &[("value", &t.on_off((o.get)(world)))]));
    let verdict = setup.check().map(|_| ()).map_err(|e| problem_text(t, &e));
    let players = editor.players;
    let tool = editor.tool;
    let turn = setup.turn();
    let key = format!(
        "{:?}|{}|{tool}|{turn:?}|{players:?}|{option_line:?}|{verdict:?}",
        t.language,
        setup.text()
    );
    let Some(panel) = crate::app::features::hud::rebuilt_left_panel(
        world,
        key,
        "Position editor",
        EditorPanel,
        14.0,
    ) else {
        return;
    };
    let mut commands = world.commands();
    commands.entity(panel).with_children(|panel| {
        panel.spawn(widgets::text(
            fill(t.setup_title, &[("game", &t.game(G::KIND))]),
            theme::FONT_BODY,
            theme::ACCENT,
        ));
        panel.spawn(wrapping_row()).with_children(|row| {
            let names = G::PIECES
                .iter()
                .map(|&p| G::piece_name(t, p).to_string())
                .chain([t.setup_take_off.to_string()]);
            for (index, name) in names.enumerate() {
                palette_button(row, name, index, index == tool);
            }
        });
        panel.spawn(wrapping_row()).with_children(|row| {
            row.spawn((Name::new("Setup turn"), compact_button(to_move(t, turn))))
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(super::toggle_turn);
                });
        });
        let (line, colour) = match &verdict {
            Ok(()) => (t.setup_ready.to_string(), theme::MARKER),
            Err(reason) => (
                fill(t.setup_cannot_play, &[("reason", reason)]),
                theme::WARN,
            ),
        };
        panel.spawn((
            Name::new("Setup verdict"),
            widgets::text(line, theme::FONT_SMALL, colour),
        ));
        panel.spawn(wrapping_row()).with_children(|row| {
            for side in [Side::Black, Side::White] {
                row.spawn(compact_button(player_label(t, side, &players)))
                    .observe(
                        move |_: On<Pointer<Click>>, mut editor: ResMut<PositionEditor>| {
                            let next = editor.players.of(side).next();
                            editor.players.0[side.index()] = next;
                        },
                    );
            }
        });
        panel.spawn(wrapping_row()).with_children(|row| {
            row.spawn((Name::new("Setup clear"), compact_button(t.setup_clear)))
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(|world: &mut World| super::reset_board(world, true));
                });
            row.spawn((Name::new("Setup start"), compact_button(t.setup_start)))
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(|world: &mut World| super::reset_board(world, false));
                });
            if let (Some(option), Some(line)) = (option, option_line) {
                row.spawn((Name::new("Setup option"), compact_button(line)))
                    .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(move |world: &mut World| {
                            let on = (option.get)(world);
                            (option.set)(world, !on);
                        });
                    });
            }
        });
        panel.spawn(wrapping_row()).with_children(|row| {
            row.spawn((Name::new("Setup play"), compact_button(t.setup_play)))
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(super::play_setup);
                });
            row.spawn((Name::new("Setup analyse"), compact_button(t.setup_analyse)))
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(super::analyse_setup);
                });
            row.spawn((Name::new("Setup copy"), compact_button(t.setup_copy)))
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(|world: &mut World| {
                        crate::app::features::paste::copy(world, false);
                    });
                });
            row.spawn((Name::new("Setup cancel"), compact_button(t.setup_cancel)))
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(super::cancel_editor);
                });
        });
        panel.spawn(widgets::text(
            fill(t.setup_keys, &[("count", &(G::PIECES.len() + 1))]),
            theme::FONT_SMALL,
            theme::TEXT_DIM,
        ));
    });
    world.flush();
}

/// A palette entry: the one in hand is outlined and marked with `»`, so
/// that it does not rely on colour alone.
fn palette_button(row: &mut ChildSpawnerCommands, name: String, index: usize, chosen: bool) {
    let label = if chosen { format!("» {name}") } else { name };
    let mut button = row.spawn((
        Name::new(format!("Setup palette {index}")),
        PaletteEntry(index),
        compact_button(label),
    ));
    if chosen {
        button.insert(BorderColor::all(theme::ACCENT));
        button.entry::<Node>().and_modify(|mut node| {
            node.border = UiRect::all(px(2));
        });
    }
    button.observe(
        move |_: On<Pointer<Click>>, mut editor: ResMut<PositionEditor>| {
            editor.tool = index;
        },
    );
}

fn player_label(t: &Strings, side: Side, players: &Players) -> String {
    fill(
        t.title_player,
        &[
            ("side", &t.side(side)),
            ("player", &t.player(players.of(side))),
        ],
    )
}
