//! Switching the language in Settings rewrites every visible text on the
//! next frames, in every game and on the title screen, without a restart.

use bevy::prelude::*;
use tavola::app::core::text::Language;
use tavola::app::features::settings_menu::SettingRow;

use crate::harness::{click, frames, headless, settle};

/// Every text entity's content.
fn texts(app: &mut App) -> Vec<(Entity, String)> {
    let world = app.world_mut();
    let mut query = world.query::<(Entity, &Text)>();
    let mut all: Vec<(Entity, String)> = query.iter(world).map(|(e, t)| (e, t.0.clone())).collect();
    all.sort();
    all
}

/// Whether a text is made of words (not notation, numbers or names that
/// every language shares).
fn is_words(text: &str) -> bool {
    const SHARED: &[&str] = &["Tavola", "Othello", "Gounki"];
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4 && !SHARED.contains(w))
        .collect();
    !words.is_empty()
}

fn settings_row(app: &mut App, wanted: SettingRow) -> Entity {
    let world = app.world_mut();
    let mut query = world.query::<(Entity, &SettingRow)>();
    query
        .iter(world)
        .find(|(_, row)| **row == wanted)
        .map(|(e, _)| e)
        .expect("the row")
}

/// Switches to `language` through the settings dialog's row, then closes it.
fn switch_to(app: &mut App, language: Language) {
    app.world_mut()
        .commands()
        .queue(tavola::app::features::settings_menu::open_settings);
    frames(app, 2);
    for _ in 0..Language::ALL.len() {
        if *app.world().resource::<Language>() == language {
            break;
        }
        let row = settings_row(app, SettingRow::Language);
        click(app, row);
    }
    assert_eq!(*app.world().resource::<Language>(), language);
    app.world_mut().commands().queue(
        tavola::app::kit::widgets::close_dialogs::<
            tavola::app::features::settings_menu::SettingsDialog,
        >,
    );
    frames(app, 3);
}

/// Every worded English text on screen reads differently after the switch.
fn assert_all_rewritten(app: &mut App, language: Language) {
    let before: Vec<(Entity, String)> = texts(app)
        .into_iter()
        .filter(|(_, t)| is_words(t))
        .collect();
    assert!(before.len() >= 3, "too few texts to check: {before:?}");
    switch_to(app, language);
    let after = texts(app);
    let still_english: Vec<&String> = before
        .iter()
        .filter(|(_, old)| after.iter().any(|(_, new)| new == old))
        .map(|(_, t)| t)
        .collect();
    assert!(
        still_english.is_empty(),
        "{language:?}: still in English after the switch: {still_english:?}"
    );
}

#[test]
fn every_game_screen_follows_a_language_switch() {
    for game in ["othello", "gounki", "checkers"] {
        let mut app = headless(&["--game", game]);
        settle(&mut app);
        assert_all_rewritten(&mut app, Language::Russian);
    }
}

#[test]
fn the_title_screen_follows_a_language_switch() {
    let mut app = headless(&[]);
    frames(&mut app, 3);
    assert_all_rewritten(&mut app, Language::Italian);
}

#[test]
fn a_finished_game_shows_its_result_in_the_new_language() {
    // The spec's S3: a wipe-out (thirteen black discs), White to move.
    let mut position = "-".repeat(64);
    for i in [19, 20, 21, 27, 28, 29, 35, 36, 37, 43, 44, 45, 52] {
        position.replace_range(i..=i, "X");
    }
    position.push_str(" O");
    let mut app = headless(&["--game", "othello", "--position", &position]);
    settle(&mut app);
    frames(&mut app, 5);
    assert!(
        texts(&mut app)
            .iter()
            .any(|(_, t)| t.contains("Black wins")),
        "the game-over panel shows the result"
    );
    assert_all_rewritten(&mut app, Language::Dutch);
    assert!(texts(&mut app).iter().any(|(_, t)| t.contains("Zwart")));
}

#[test]
fn the_language_option_chooses_the_language_of_the_run() {
    let mut app = headless(&["--lang", "eu", "--game", "checkers"]);
    settle(&mut app);
    assert_eq!(*app.world().resource::<Language>(), Language::Basque);
    let all = texts(&mut app);
    assert!(
        all.iter().any(|(_, t)| t.contains("Zuriak")),
        "the status names White in Basque: {all:?}"
    );
}
