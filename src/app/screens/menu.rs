//! The game menu, opened with Esc during a game (Esc first cancels a piece
//! selection, if there is one): resume, save, open, settings, offer a draw,
//! resign, review the game, edit the position, new game, or leave for the
//! title screen.
//! Every entry works with the mouse and the keyboard (see `focus`); Esc
//! closes the menu.

use bevy::prelude::*;

use crate::app::core::registry::PerGame;
use crate::app::features::GameHooks;

use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::ActiveGame;
use crate::app::core::theme;
use crate::app::kit::focus::no_modal;
use crate::app::kit::scroll::scroll_list;
use crate::app::kit::widgets;

pub(super) fn plugin(app: &mut App) {
    // A controller's Start opens this menu, and its B drops a selection,
    // where Esc would (see `escape_in_game`).
    app.insert_resource(crate::app::features::gamepad::input::MenuOpener(
        open_game_menu,
    ));
    app.insert_resource(crate::app::features::gamepad::input::GameOnBoard(
        game_on_board,
    ));
    app.add_systems(
        Update,
        escape_in_game
            .in_set(AppSystems::Dialogs)
            .after(crate::app::kit::focus::close_on_escape)
            // The showcase leaves on any key instead.
            .run_if(
                in_state(Screen::Playing)
                    .and_then(no_modal)
                    .and_then(not(resource_exists::<
                        crate::app::features::showcase::Showcase,
                    >))
                    // A rules book takes Esc itself (it closes the book),
                    // and so does the position editor (it cancels).
                    .and_then(not(resource_exists::<
                        crate::app::features::lessons::RulesBook,
                    >))
                    .and_then(not(resource_exists::<
                        crate::app::features::setup::PositionEditor,
                    >)),
            ),
    );
}

/// Whether Esc is the game's (no rules book, position editor or showcase
/// takes it).
fn game_on_board(world: &World) -> bool {
    !world.contains_resource::<crate::app::features::showcase::Showcase>()
        && !world.contains_resource::<crate::app::features::lessons::RulesBook>()
        && !world.contains_resource::<crate::app::features::setup::PositionEditor>()
}

/// The game menu's root.
#[derive(Component)]
pub struct GameMenu;

fn escape_in_game(keys: Res<ButtonInput<KeyCode>>, mut commands: Commands) {
    if keys.just_pressed(KeyCode::Escape) {
        commands.queue(|world: &mut World| {
            if !cancel_selection(world) {
                open_game_menu(world);
            }
        });
    }
}

/// Drops a half-made move (a selected piece or stack); whether there was one.
fn cancel_selection(world: &mut World) -> bool {
    let kind = world.resource::<ActiveGame>().0;
    PerGame::<GameHooks>::get(world, kind).is_some_and(|hooks| (hooks.cancel_selection)(world))
}

/// Opens the game menu.
pub fn open_game_menu(world: &mut World) {
    type Action = fn(&mut World);
    let t = crate::app::core::text::of_world(world);
    let entries: [(crate::app::core::text::Message, Action); 12] = [
        (t.menu_resume, |_| {}),
        (t.book_rules, |world| {
            let kind = world.resource::<ActiveGame>().0;
            crate::app::features::lessons::open_book(world, kind);
        }),
        (t.puzzles, |world| {
            let kind = world.resource::<ActiveGame>().0;
            crate::app::features::puzzles::open_puzzles(world, kind);
        }),
        (t.menu_save, crate::app::features::files::save_current),
        (t.menu_open, crate::app::features::files::open_chooser),
        (
            t.settings,
            crate::app::features::settings_menu::open_settings,
        ),
        (t.menu_offer_draw, crate::app::features::hud::offer_draw),
        (t.resign, crate::app::features::hud::resign),
        (
            t.menu_review_game,
            crate::app::features::review::start_review,
        ),
        (t.menu_edit_position, |world| {
            let kind = world.resource::<ActiveGame>().0;
            crate::app::features::setup::open_editor(world, kind, true);
        }),
        (t.menu_new_game, |world| {
            let kind = world.resource::<ActiveGame>().0;
            crate::app::core::session::start_new(world, kind);
        }),
        (t.title_screen, |world| {
            world.resource_mut::<NextState<Screen>>().set(Screen::Title);
        }),
    ];
    let kind = world.resource::<ActiveGame>().0;
    let clock = clock_entry_label(world);
    let mut commands = world.commands();
    commands
        .spawn((
            widgets::dialog("Game menu"),
            GameMenu,
            DespawnOnExit(Screen::Playing),
        ))
        .with_children(|root| {
            root.spawn(widgets::dialog_panel()).with_children(|panel| {
                panel.spawn(widgets::text(
                    t.game(kind),
                    theme::FONT_LARGE,
                    theme::ACCENT,
                ));
                // Resume stays on screen; the rest scroll if the window is
                // too short for them.
                let mut entries = entries.into_iter();
                if let Some(resume) = entries.next() {
                    menu_entry(panel, resume);
                }
                panel.spawn(scroll_list()).with_children(|list| {
                    for entry in entries {
                        // The next game's clock, chosen where it starts.
                        if entry.0 == t.menu_new_game {
                            clock_entry(list, &clock);
                        }
                        menu_entry(list, entry);
                    }
                });
            });
        });
    world.flush();
}

/// The clock entry's label: the next game's clock.
fn clock_entry_label(world: &World) -> String {
    let t = crate::app::core::text::of_world(world);
    let choice = world
        .get_resource::<crate::app::core::session::ClockChoice>()
        .copied()
        .unwrap_or_default();
    crate::app::core::text::fill(
        t.menu_clock,
        &[(
            "clock",
            &crate::app::features::settings_menu::clock_name(t, choice.0),
        )],
    )
}

/// The clock of the next game: each press moves to the next choice (the
/// menu stays open; New game then starts on it).
#[derive(Component)]
struct ClockEntry;

fn clock_entry(parent: &mut ChildSpawnerCommands, label: &str) {
    parent
        .spawn((widgets::button(label.to_string()), ClockEntry))
        .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
            commands.queue(|world: &mut World| {
                if let Some(mut choice) =
                    world.get_resource_mut::<crate::app::core::session::ClockChoice>()
                {
                    choice.0 = crate::clock::TimeControl::next_choice(choice.0);
                }
                let label = clock_entry_label(world);
                let mut entries = world.query_filtered::<&Children, With<ClockEntry>>();
                let texts: Vec<Entity> = entries
                    .iter(world)
                    .flat_map(|children| children.iter())
                    .collect();
                for entity in texts {
                    if let Some(mut text) = world.get_mut::<Text>(entity) {
                        text.0.clone_from(&label);
                    }
                }
            });
        });
}

/// A menu entry: its button closes the menu, then does what it says.
fn menu_entry(
    parent: &mut ChildSpawnerCommands,
    (label, action): (crate::app::core::text::Message, fn(&mut World)),
) {
    parent.spawn(widgets::button(label)).observe(
        move |_: On<Pointer<Click>>, mut commands: Commands| {
            commands.queue(move |world: &mut World| {
                widgets::close_dialogs::<GameMenu>(world);
                action(world);
            });
        },
    );
}
