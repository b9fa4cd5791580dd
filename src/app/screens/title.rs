//! The title screen: choose a game and start a hotseat match.

use bevy::prelude::*;

use super::Screen;
use crate::app::session::{self, ActiveGame};
use crate::app::{theme, widgets};
use crate::game_kind::GameKind;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title);
}

/// The games playable in this build, in menu order.
pub fn playable_games() -> Vec<GameKind> {
    let mut games = vec![GameKind::Othello];
    if crate::app::gounki::AVAILABLE {
        games.push(GameKind::Gounki);
    }
    if crate::app::checkers::AVAILABLE {
        games.push(GameKind::Checkers);
    }
    games
}

fn spawn_title(mut commands: Commands) {
    commands
        .spawn((
            Name::new("Title screen"),
            DespawnOnExit(Screen::Title),
            widgets::full_screen_centered(),
            BackgroundColor(theme::BACKGROUND),
        ))
        .with_children(|root| {
            root.spawn(widgets::text("Tavola", theme::FONT_TITLE, theme::ACCENT));
            root.spawn(widgets::text(
                "Board games in 3D — two players at one screen",
                theme::FONT_BODY,
                theme::TEXT_DIM,
            ));
            root.spawn(Node {
                height: px(24),
                ..default()
            });
            for kind in playable_games() {
                root.spawn(widgets::button(format!("Play {}", kind.title())))
                    .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(move |world: &mut World| start_new(world, kind));
                    });
            }
            root.spawn(Node {
                height: px(16),
                ..default()
            });
            root.spawn(widgets::text(
                "Left click: play   Right drag: turn the board   Wheel: zoom   C: reset view\nL: show/hide legal moves   Esc: back to this screen",
                theme::FONT_SMALL,
                theme::TEXT_DIM,
            ));
        });
}

/// Starts a fresh game of `kind` and switches to the playing screen.
pub fn start_new(world: &mut World, kind: GameKind) {
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let result = {
        let mut commands = Commands::new(&mut queue, world);
        session::start_match(&mut commands, kind, None, None)
    };
    queue.apply(world);
    match result {
        Ok(()) => {
            world.insert_resource(ActiveGame(kind));
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Playing);
        }
        Err(message) => warn!("{message}"),
    }
}
