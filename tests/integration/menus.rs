//! Dialogs and menus with the keyboard and the mouse: the game menu, the
//! draw offer, the settings dialog (live theme, coordinates, family rules)
//! and the saved-game chooser.

use bevy::prelude::*;
use tavola::app::core::screen::Screen;
use tavola::app::core::session::Match;
use tavola::app::core::theme::{self, ActiveTheme, Theme};
use tavola::app::features::files::{SaveChooser, SavesDir};
use tavola::app::features::settings_menu::{SettingRow, SettingsDialog};
use tavola::app::kit::board::labels::{Coordinate, ShowCoordinates};
use tavola::app::kit::focus::{Focus, Modal};
use tavola::app::screens::menu::GameMenu;
use tavola::rules::othello::Position;
use tavola::rules::{EndReason, Outcome};

use crate::harness::{button, click, click_cell, frames, headless, press_key, settle};

fn count<C: Component>(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query_filtered::<(), With<C>>().iter(world).count()
}

#[test]
fn the_keyboard_offers_and_accepts_a_draw_through_the_game_menu() {
    let mut app = headless(&["--game", "othello", "--moves", "f5d6"]);
    settle(&mut app);
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(count::<GameMenu>(&mut app), 1, "Esc opens the game menu");
    let resume = button(&mut app, "Resume");
    assert_eq!(app.world().resource::<Focus>().0, Some(resume));
    // Resume, Rules, Puzzles, Save, Open, Settings, then Offer a draw.
    for _ in 0..6 {
        press_key(&mut app, KeyCode::ArrowDown);
    }
    let offer = button(&mut app, "Offer a draw");
    assert_eq!(app.world().resource::<Focus>().0, Some(offer));
    press_key(&mut app, KeyCode::Enter);
    assert_eq!(count::<GameMenu>(&mut app), 0, "the menu closed");
    assert_eq!(count::<Modal>(&mut app), 1, "the offer is open");
    // The board does not take keys meanwhile: Enter answers the offer.
    press_key(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    let game = app.world().resource::<Match<Position>>();
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Agreement)));
    assert_eq!(game.plies().len(), 2, "no move was played by the keys");
}

#[test]
fn escape_declines_a_draw_offer_and_closes_the_menu() {
    let mut app = headless(&["--game", "othello"]);
    press_key(&mut app, KeyCode::Escape);
    let offer = button(&mut app, "Offer a draw");
    click(&mut app, offer);
    frames(&mut app, 2);
    assert_eq!(count::<Modal>(&mut app), 1);
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(count::<Modal>(&mut app), 0, "Esc declined");
    assert_eq!(app.world().resource::<Match<Position>>().outcome(), None);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing,
        "Esc on a dialog does not leave the game"
    );
    // With no dialog, Esc opens the menu; its last entry (the thirteenth,
    // the clock included) leaves the game.
    press_key(&mut app, KeyCode::Escape);
    for _ in 0..12 {
        press_key(&mut app, KeyCode::ArrowDown);
    }
    press_key(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
}

#[test]
fn the_title_screen_is_reachable_by_keyboard() {
    let mut app = headless(&[]);
    assert_eq!(
        app.world().resource::<Focus>().0,
        None,
        "no focus shown yet"
    );
    let before = *app
        .world()
        .resource::<tavola::app::core::players::Players>();
    press_key(&mut app, KeyCode::Tab);
    assert!(app.world().resource::<Focus>().0.is_some());
    press_key(&mut app, KeyCode::Enter); // the first button: who plays Black
    assert_ne!(
        *app.world()
            .resource::<tavola::app::core::players::Players>(),
        before
    );
    // Shift+Tab wraps to the last button, Showcase; Up from there reaches
    // Settings, which opens the dialog.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ShiftLeft);
    press_key(&mut app, KeyCode::Tab);
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(KeyCode::ShiftLeft);
    press_key(&mut app, KeyCode::ArrowDown); // back to the first
    press_key(&mut app, KeyCode::ArrowUp); // Showcase, the last
    press_key(&mut app, KeyCode::ArrowUp); // Settings
    press_key(&mut app, KeyCode::Enter);
    assert_eq!(count::<SettingsDialog>(&mut app), 1);
    // Inside the dialog, Enter on the focused first row changes the speed.
    let speed = *app
        .world()
        .resource::<tavola::app::core::anim::AnimationSpeed>();
    press_key(&mut app, KeyCode::Enter);
    assert_ne!(
        *app.world()
            .resource::<tavola::app::core::anim::AnimationSpeed>(),
        speed
    );
    // The digit keys that start games do nothing while the dialog is open.
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(count::<SettingsDialog>(&mut app), 0);
}

fn row(app: &mut App, wanted: SettingRow) -> Entity {
    let world = app.world_mut();
    let mut rows = world.query::<(Entity, &SettingRow)>();
    rows.iter(world)
        .find(|(_, r)| **r == wanted)
        .map(|(e, _)| e)
        .expect("the row")
}

#[test]
fn settings_switch_theme_and_coordinates_live() {
    let mut app = headless(&["--game", "othello"]);
    settle(&mut app);
    app.world_mut()
        .commands()
        .queue(tavola::app::features::settings_menu::open_settings);
    frames(&mut app, 2);
    let theme_row = row(&mut app, SettingRow::Theme);
    click(&mut app, theme_row);
    frames(&mut app, 2);
    assert_eq!(app.world().resource::<ActiveTheme>().0, Theme::HighContrast);
    assert_eq!(
        Some(app.world().resource::<ClearColor>().0),
        theme::high_contrast(theme::BACKGROUND)
    );
    // The felt of the board on screen turned to its high-contrast colour.
    let felt = theme::high_contrast(theme::FELT).unwrap();
    let materials = app.world().resource::<Assets<StandardMaterial>>();
    assert!(materials.iter().any(|(_, m)| m.base_color == felt));
    assert!(!materials.iter().any(|(_, m)| m.base_color == theme::FELT));

    let coordinates = row(&mut app, SettingRow::Coordinates);
    click(&mut app, coordinates);
    frames(&mut app, 2);
    assert!(!app.world().resource::<ShowCoordinates>().0);
    let world = app.world_mut();
    let mut labels = world.query_filtered::<&Visibility, With<Coordinate>>();
    let shown: Vec<Visibility> = labels.iter(world).copied().collect();
    assert_eq!(shown.len(), 32, "rim letters and numbers");
    assert!(shown.iter().all(|v| *v == Visibility::Hidden));

    // Back to the standard theme.
    let theme_row = row(&mut app, SettingRow::Theme);
    click(&mut app, theme_row);
    frames(&mut app, 2);
    let materials = app.world().resource::<Assets<StandardMaterial>>();
    assert!(materials.iter().any(|(_, m)| m.base_color == theme::FELT));
}

#[test]
fn the_family_rules_setting_applies_to_a_new_checkers_game() {
    let mut app = headless(&[]);
    app.world_mut()
        .commands()
        .queue(tavola::app::features::settings_menu::open_settings);
    frames(&mut app, 2);
    let family = row(
        &mut app,
        SettingRow::GameOption(tavola::game_kind::GameKind::Checkers),
    );
    click(&mut app, family);
    frames(&mut app, 2);
    app.world_mut().commands().queue(|world: &mut World| {
        tavola::app::core::session::start_new(world, tavola::game_kind::GameKind::Checkers);
    });
    frames(&mut app, 4);
    let game = app
        .world()
        .resource::<Match<tavola::rules::checkers::Game>>();
    assert!(game.current().family(), "the new game has family rules");
}

#[test]
fn the_chooser_lists_saves_and_opens_the_one_clicked() {
    let dir = std::env::temp_dir().join(format!("tavola-chooser-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("othello-100.othello"), "# game othello\nf5d6c3\n").unwrap();
    std::fs::write(dir.join("gounki-200.gounki"), "this is not a game\n").unwrap();

    // On the title screen: every game's saves; the Othello one opens.
    let mut app = headless(&[]);
    app.insert_resource(SavesDir(dir.clone()));
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::open_chooser);
    frames(&mut app, 2);
    assert_eq!(count::<SaveChooser>(&mut app), 1);
    let damaged = button(&mut app, "Gounki");
    let _ = damaged; // listed, marked damaged
    let othello = button(&mut app, "Othello");
    click(&mut app, othello);
    frames(&mut app, 3);
    assert_eq!(count::<SaveChooser>(&mut app), 0);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    assert_eq!(app.world().resource::<Match<Position>>().plies().len(), 3);

    // In a game, Ctrl+O lists that game's saves only; Esc closes it.
    click_cell(&mut app, 3, 2);
    settle(&mut app);
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::open_chooser);
    frames(&mut app, 2);
    let world = app.world_mut();
    let mut texts = world.query::<&Text>();
    assert!(!texts.iter(world).any(|t| t.0.starts_with("Gounki")));
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(count::<SaveChooser>(&mut app), 0);
    std::fs::remove_dir_all(&dir).unwrap();
}
