//! Undo and redo buttons, resigning and agreeing to a draw (hotseat: the
//! side to move resigns or offers; the other player accepts or declines on
//! the same screen, with the mouse or the keyboard — the offer is a modal
//! dialog, Enter accepts the focused answer and Esc declines; a computer
//! opponent declines draw offers and never resigns).

use bevy::prelude::*;

use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::screen::Screen;
use crate::app::core::session;
use crate::app::core::text::Language;
use crate::app::core::text::{self, fill};
use crate::app::kit::widgets;
use crate::rules::{EndReason, Outcome, Side};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_buttons);
}

/// The resign / draw buttons, under the status panel.
#[derive(Component)]
struct MatchButtons;

fn spawn_buttons(mut commands: Commands, language: Res<Language>) {
    let t = language.strings();
    commands
        .spawn((
            Name::new("Match buttons"),
            MatchButtons,
            super::HudSlot::BottomRow,
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                left: px(10),
                bottom: px(34),
                flex_direction: FlexDirection::Row,
                ..default()
            },
        ))
        .with_children(|row| {
            row.spawn(widgets::button(t.button_undo))
                .insert(compact())
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(|world: &mut World| {
                        crate::app::features::undo::request(world, false)
                    });
                });
            row.spawn(widgets::button(t.button_redo))
                .insert(compact())
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(|world: &mut World| {
                        crate::app::features::undo::request(world, true)
                    });
                });
            row.spawn(widgets::button(t.button_hint))
                .insert(compact())
                .observe(
                |_: On<Pointer<Click>>,
                 mut asked: ResMut<crate::app::features::computer::HintAsked>| {
                    asked.0 = true;
                },
            );
            row.spawn(widgets::button(t.resign))
                .insert(compact())
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(|world: &mut World| declare(world, Declaration::Resign));
                });
            row.spawn(widgets::button(t.button_offer_draw))
                .insert(compact())
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(|world: &mut World| declare(world, Declaration::OfferDraw));
                });
        });
}

/// A compact button's layout (replaces the standard button's).
fn compact() -> Node {
    Node {
        padding: UiRect::axes(px(12), px(6)),
        margin: UiRect::all(px(4)),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border_radius: BorderRadius::all(px(8)),
        ..default()
    }
}

/// The side to move resigns (a human only).
pub fn resign(world: &mut World) {
    declare(world, Declaration::Resign);
}

/// The side to move offers a draw (the other side is asked; a computer
/// declines).
pub fn offer_draw(world: &mut World) {
    declare(world, Declaration::OfferDraw);
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Declaration {
    Resign,
    OfferDraw,
    AcceptDraw,
}

fn declare(world: &mut World, what: Declaration) {
    let t = text::of_world(world);
    let Some(ops) = session::active_ops(world) else {
        return;
    };
    let mover = (ops.summary)(world).and_then(|m| (!m.over).then_some(m.turn));
    let Some(mover) = mover else {
        world.write_message(Notice::warning(t.game_is_over));
        return;
    };
    let players = *world.resource::<Players>();
    let outcome = match what {
        Declaration::Resign => {
            if !players.is_human(mover) {
                world.write_message(Notice::warning(t.wait_computer));
                return;
            }
            Outcome::win(mover.opponent(), EndReason::Resignation)
        }
        Declaration::OfferDraw => {
            if !players.is_human(mover.opponent()) {
                world.write_message(Notice::info(t.computer_declines_draw));
                return;
            }
            spawn_offer(world, mover);
            return;
        }
        Declaration::AcceptDraw => Outcome::draw(EndReason::Agreement),
    };
    (ops.declare)(world, outcome);
}

/// The offer, put to the other player.
#[derive(Component)]
struct DrawOffer;

fn spawn_offer(world: &mut World, offering: Side) {
    let t = text::of_world(world);
    let mut query = world.query_filtered::<Entity, With<DrawOffer>>();
    let old: Vec<Entity> = query.iter(world).collect();
    for entity in old {
        world.entity_mut(entity).despawn();
    }
    let mut commands = world.commands();
    commands
        .spawn((
            widgets::dialog("Draw offer"),
            DrawOffer,
            DespawnOnExit(Screen::Playing),
        ))
        .with_children(|root| {
            root.spawn(widgets::dialog_panel()).with_children(|panel| {
                panel.spawn(widgets::text(
                    fill(
                        t.draw_offer,
                        &[
                            ("offering", &t.side(offering)),
                            ("other", &t.side(offering.opponent())),
                        ],
                    ),
                    crate::app::core::theme::FONT_BODY,
                    crate::app::core::theme::TEXT,
                ));
                panel.spawn(widgets::button(t.accept_draw)).observe(
                    |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(|world: &mut World| {
                            widgets::close_dialogs::<DrawOffer>(world);
                            declare(world, Declaration::AcceptDraw);
                        });
                    },
                );
                panel.spawn(widgets::button(t.decline_esc)).observe(
                    |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(widgets::close_dialogs::<DrawOffer>);
                    },
                );
            });
        });
    world.flush();
}
