//! Autosave after every move, "Continue" rebuilding the same match, and
//! `--load` of a saved file.

use std::path::PathBuf;

use tavola::app::core::session::Match;
use tavola::app::features::autosave::AutosaveDir;
use tavola::game_kind::GameKind;
use tavola::persist::autosave::Autosave;
use tavola::rules::othello::Position;
use tavola::rules::{Notation, Rules};

use crate::harness::{click_cell, frames, headless, settle};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tavola-it-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_move_is_autosaved_and_continue_restores_the_match() {
    let dir = temp_dir("autosave");
    let mut app = headless(&["--game", "othello"]);
    app.insert_resource(AutosaveDir(Autosave::in_dir(&dir)));
    click_cell(&mut app, 5, 4); // f5
    settle(&mut app);
    click_cell(&mut app, 3, 5); // d6
    settle(&mut app);
    let saved = Autosave::in_dir(&dir)
        .read(GameKind::Othello)
        .expect("an autosave")
        .unwrap();
    assert_eq!(saved.move_count(), 2);

    let mut fresh = headless(&[]);
    fresh.insert_resource(AutosaveDir(Autosave::in_dir(&dir)));
    fresh
        .world_mut()
        .commands()
        .queue(|world: &mut bevy::prelude::World| {
            tavola::app::screens::title::continue_saved(world, GameKind::Othello);
        });
    frames(&mut fresh, 3);
    let original = app
        .world()
        .resource::<Match<Position>>()
        .current()
        .position_text();
    let restored = fresh
        .world()
        .resource::<Match<Position>>()
        .current()
        .position_text();
    assert_eq!(restored, original);
}

#[test]
fn load_opens_a_saved_game_and_rejects_a_bad_one_with_its_line() {
    let dir = temp_dir("load");
    let good = dir.join("game.othello");
    std::fs::write(&good, "# game othello\nf5d6c3\n").unwrap();
    let mut app = headless(&["--load", good.to_str().unwrap()]);
    frames(&mut app, 2);
    let game = app.world().resource::<Match<Position>>();
    assert_eq!(game.plies().len(), 3);
    assert!(game.current().legal_moves().len() > 1);

    let bad = dir.join("bad.othello");
    std::fs::write(&bad, "# game othello\nf5d6a1\n").unwrap();
    let app = headless(&["--load", bad.to_str().unwrap()]);
    let error = app
        .world()
        .get_resource::<tavola::app::LaunchError>()
        .expect("the bad file is reported");
    assert!(error.0.contains("line 2"), "{}", error.0);
    assert!(error.0.contains("a1"), "{}", error.0);
    assert!(
        app.world().get_resource::<Match<Position>>().is_none(),
        "nothing changed"
    );
}

#[test]
fn ctrl_s_saves_and_ctrl_o_opens_the_newest_save() {
    let dir = temp_dir("saves");
    let mut app = headless(&["--game", "othello", "--moves", "f5d6"]);
    app.insert_resource(tavola::app::features::files::SavesDir(dir.clone()));
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::save_current);
    frames(&mut app, 1);
    let files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .collect();
    assert_eq!(files.len(), 1);
    let text = std::fs::read_to_string(files[0].path()).unwrap();
    assert!(text.contains("f5d6"), "{text}");

    click_cell(&mut app, 2, 2); // c3, then open the save again
    settle(&mut app);
    assert_eq!(app.world().resource::<Match<Position>>().plies().len(), 3);
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::open_newest);
    frames(&mut app, 2);
    assert_eq!(app.world().resource::<Match<Position>>().plies().len(), 2);
}

#[test]
fn a_replay_keeps_the_whole_game_in_the_autosave() {
    let dir = temp_dir("replay-autosave");
    let mut app = headless(&["--game", "othello", "--moves", "f5d6c3d3c4"]);
    settle(&mut app);
    app.insert_resource(AutosaveDir(Autosave::in_dir(&dir)));
    // A move of the player's writes the autosave: six moves.
    click_cell(&mut app, 5, 3); // f4
    settle(&mut app);
    let count = || {
        Autosave::in_dir(&dir)
            .read(GameKind::Othello)
            .expect("an autosave")
            .unwrap()
            .move_count()
    };
    assert_eq!(count(), 6);
    // P takes the moves off the match and shows them again one by one; at
    // every frame of the replay the autosave holds all six.
    crate::harness::tap_key(&mut app, bevy::prelude::KeyCode::KeyP);
    for _ in 0..600 {
        frames(&mut app, 1);
        assert_eq!(count(), 6, "the autosave lost moves mid-replay");
        if app.world().resource::<Match<Position>>().plies().len() == 6 {
            break;
        }
    }
    assert_eq!(app.world().resource::<Match<Position>>().plies().len(), 6);
    // Stepping back (comma) leaves the save whole too.
    crate::harness::tap_key(&mut app, bevy::prelude::KeyCode::KeyP);
    crate::harness::tap_key(&mut app, bevy::prelude::KeyCode::Comma);
    frames(&mut app, 3);
    assert_eq!(count(), 6);
}
