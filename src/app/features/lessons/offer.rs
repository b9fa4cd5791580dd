//! The first-game offer: a new game of a game whose book has no chapter
//! done shows a small panel "New to Gounki? Read the rules (3 min)", with
//! Read the rules and No thanks; No thanks turns it down for good (saved
//! with the books' progress). It goes by itself with the first move.

use bevy::prelude::*;

use crate::app::core::session::NewGameStarted;

use super::{BookProgress, RulesBook, open_book};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{ActiveGame, AppRules, MovePlayed};
use crate::app::core::text::Language;
use crate::app::core::text::fill;
use crate::app::core::theme;
use crate::app::features::hud::HudSlot;
use crate::app::features::showcase::Showcase;
use crate::app::kit::widgets;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        offer_book
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The offer panel.
#[derive(Component)]
pub(super) struct Offer;

/// Minutes a first reading of a book takes, about: a step a quarter of a
/// minute, at least one.
fn reading_minutes(kind: crate::game_kind::GameKind) -> usize {
    let steps = crate::lessons::steps(crate::lessons::book(kind)).count();
    steps.div_ceil(4).max(1)
}

fn offer_book(
    mut started: MessageReader<NewGameStarted>,
    mut commands: Commands,
    active: Res<ActiveGame>,
    progress: Res<BookProgress>,
    language: Res<Language>,
    book: Option<Res<RulesBook>>,
    showcase: Option<Res<Showcase>>,
    offers: Query<Entity, With<Offer>>,
) {
    if started.read().count() == 0 || book.is_some() || showcase.is_some() {
        return;
    }
    let kind = active.0;
    if !progress.offers_book(kind) || !offers.is_empty() {
        return;
    }
    let t = language.strings();
    let (mut node, colour) = widgets::panel();
    node.max_width = percent(100);
    commands
        .spawn((
            Name::new("Rules offer"),
            Offer,
            HudSlot::LeftColumn,
            DespawnOnExit(Screen::Playing),
            node,
            colour,
        ))
        .with_children(|panel| {
            panel.spawn(widgets::text(
                fill(
                    t.book_offer,
                    &[("game", &t.game(kind)), ("minutes", &reading_minutes(kind))],
                ),
                theme::FONT_BODY,
                theme::ACCENT,
            ));
            panel.spawn(widgets::button(t.book_offer_read)).observe(
                move |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(move |world: &mut World| {
                        widgets::close_dialogs::<Offer>(world);
                        open_book(world, kind);
                    });
                },
            );
            panel.spawn(widgets::button(t.book_offer_no)).observe(
                move |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(move |world: &mut World| {
                        widgets::close_dialogs::<Offer>(world);
                        world.resource_mut::<BookProgress>().decline_offer(kind);
                    });
                },
            );
        });
}

/// The offer goes with the game's first move (it asked about starting).
pub(super) fn withdraw_on_move<G: AppRules>(
    mut played: MessageReader<MovePlayed<G>>,
    mut commands: Commands,
    offers: Query<Entity, With<Offer>>,
) {
    if played.read().count() > 0 {
        for offer in &offers {
            commands.entity(offer).despawn();
        }
    }
}
