//! Clocks in the game (headless, on the harness's virtual clock: each frame
//! is a fixed step of real time, set per test): a flag ends the game on
//! time and is recorded, the clocks pause in the game menu and the rules
//! book, a forced pass costs nothing, a checkers capture of several pieces
//! and a Gounki deployment are one move, undo restores both clocks, and a
//! save that fails is said once.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use tavola::app::core::notice::Notice;
use tavola::app::core::session::{AppRules, Match, MoveRequest};
use tavola::app::features::autosave::{AutosaveDir, SaveResult, SavingFails};
use tavola::rules::{EndReason, Notation, Rules, Side, checkers, gounki, othello};

use crate::harness::{frames, headless, press_key, settle};

/// Each frame from now on is `step` of real time.
fn step(app: &mut App, step: Duration) {
    app.insert_resource(TimeUpdateStrategy::ManualDuration(step));
}

fn remaining<G: AppRules>(app: &App, side: Side) -> Duration {
    let game = app.world().resource::<Match<G>>();
    let clock = game.clock.as_ref().expect("a timed game");
    // Time<Real> as the clock system last saw it.
    let now = app.world().resource::<Time<Real>>().elapsed();
    clock.clocks().remaining(side, now)
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn a_flag_ends_the_game_on_time_and_is_said() {
    let mut app = headless(&["--game", "othello", "--clock", "30s+0"]);
    settle(&mut app);
    step(&mut app, Duration::from_millis(500));
    let mut notices = Vec::new();
    for _ in 0..80 {
        frames(&mut app, 1);
        let messages = app.world().resource::<Messages<Notice>>();
        notices.extend(
            messages
                .iter_current_update_messages()
                .map(|n| n.text.clone()),
        );
        if app
            .world()
            .resource::<Match<othello::Position>>()
            .outcome()
            .is_some()
        {
            break;
        }
    }
    let game = app.world().resource::<Match<othello::Position>>();
    let outcome = game.outcome().expect("Black ran out of time");
    assert_eq!(outcome.winner, Some(Side::White));
    assert_eq!(outcome.reason, EndReason::Time);
    assert_eq!(
        remaining::<othello::Position>(&app, Side::Black),
        Duration::ZERO
    );
    assert_eq!(remaining::<othello::Position>(&app, Side::White), secs(30));
    assert!(
        notices.iter().any(|n| n.contains("ten seconds left")),
        "{notices:?}"
    );
    frames(&mut app, 3);
    let status = app
        .world()
        .resource::<tavola::app::features::hud::Status>()
        .clone();
    assert_eq!(status.outcome, Some(outcome));
    let tally = app
        .world()
        .resource::<tavola::app::features::record::PlayerRecord>()
        .record
        .tally(
            tavola::game_kind::GameKind::Othello,
            tavola::persist::record::Opponent::Hotseat,
        );
    assert_eq!(
        (tally.played, tally.lost),
        (1, 1),
        "recorded for Black, who moves first"
    );
}

#[test]
fn the_clocks_pause_in_the_game_menu_and_the_rules_book_and_with_p() {
    let mut app = headless(&["--game", "othello", "--clock", "5+0"]);
    settle(&mut app);
    step(&mut app, secs(1));
    frames(&mut app, 10);
    let before = remaining::<othello::Position>(&app, Side::Black);
    assert!(before < secs(300) && before > secs(285), "{before:?}");

    press_key(&mut app, KeyCode::Escape); // the game menu
    let paused = remaining::<othello::Position>(&app, Side::Black);
    frames(&mut app, 30);
    assert_eq!(remaining::<othello::Position>(&app, Side::Black), paused);
    assert!(
        crate::harness::texts(&mut app)
            .iter()
            .any(|t| t.starts_with("Paused")),
        "the panel says so"
    );
    press_key(&mut app, KeyCode::Escape); // closed again
    frames(&mut app, 5);
    assert!(remaining::<othello::Position>(&app, Side::Black) < paused);

    // The rules book keeps the game aside: no time passes for it.
    let before_book = remaining::<othello::Position>(&app, Side::Black);
    app.world_mut().commands().queue(|world: &mut World| {
        tavola::app::features::lessons::open_book(world, tavola::game_kind::GameKind::Othello);
    });
    frames(&mut app, 40);
    app.world_mut()
        .commands()
        .queue(tavola::app::features::lessons::close_book);
    frames(&mut app, 1);
    let after_book = remaining::<othello::Position>(&app, Side::Black);
    assert!(
        before_book - after_book <= secs(3),
        "{before_book:?} then {after_book:?}"
    );

    // P holds both clocks; P again lets them go.
    press_key(&mut app, KeyCode::KeyP);
    let held = remaining::<othello::Position>(&app, Side::Black);
    frames(&mut app, 20);
    assert_eq!(remaining::<othello::Position>(&app, Side::Black), held);
    press_key(&mut app, KeyCode::KeyP);
    frames(&mut app, 5);
    assert!(remaining::<othello::Position>(&app, Side::Black) < held);
}

/// Plays `mv` as the input systems do, then lets the board come to rest.
fn play<G: AppRules>(app: &mut App, mv: G::Move) {
    app.world_mut().write_message(MoveRequest::<G>(mv));
    frames(app, 1);
    settle(app);
}

/// The moves of a game from the start that always takes the legal move
/// `pick` chooses, until `stop` says the position is the one wanted.
fn find_line<G: Rules + Default + Clone>(
    stop: impl Fn(&G) -> bool,
    pick: impl Fn(usize, usize) -> usize,
) -> Option<(Vec<G::Move>, G)> {
    let mut state = G::default();
    let mut line = Vec::new();
    for ply in 0..200 {
        if stop(&state) {
            return Some((line, state));
        }
        let moves = state.legal_moves();
        if moves.is_empty() || state.outcome().is_some() {
            return None;
        }
        let mv = moves[pick(ply, moves.len()) % moves.len()];
        line.push(mv);
        state = state.play(mv).ok()?.0;
    }
    None
}

/// A line of moves that reaches a position where `stop` holds, trying a
/// few deterministic ways of choosing moves.
fn line_to<G: Rules + Default + Clone>(stop: impl Fn(&G) -> bool) -> (Vec<G::Move>, G) {
    (1..500)
        .find_map(|seed: usize| {
            find_line(&stop, |ply, n| {
                (ply.wrapping_mul(seed).wrapping_add(seed * 7 + ply * ply)) % n
            })
        })
        .expect("a line that gets there")
}

fn transcript<G: Rules + Notation + Default + Clone>(line: &[G::Move]) -> String {
    let mut state = G::default();
    let mut words = Vec::new();
    for &mv in line {
        words.push(state.move_text(mv));
        state = state.play(mv).ok().expect("legal").0;
    }
    words.join(" ")
}

#[test]
fn a_forced_pass_costs_nothing() {
    // A position where Black's move leaves White only a pass.
    let (line, state) = line_to::<othello::Position>(|state| {
        state.legal_moves().into_iter().any(|mv| {
            let after = state.play(mv).expect("legal").0;
            after.outcome().is_none() && after.must_pass()
        })
    });
    let mv = state
        .legal_moves()
        .into_iter()
        .find(|&mv| state.play(mv).expect("legal").0.must_pass())
        .expect("the move");
    let moves = othello::transcript(&line);
    let mut app = headless(&["--game", "othello", "--moves", &moves, "--clock", "5+2"]);
    settle(&mut app);
    step(&mut app, secs(1));
    frames(&mut app, 4);
    let white = remaining::<othello::Position>(&app, Side::White);
    let mover = state.turn();
    play::<othello::Position>(&mut app, mv);
    frames(&mut app, 3);
    let game = app.world().resource::<Match<othello::Position>>();
    let n = line.len();
    assert_eq!(game.all_plies().len(), n + 2, "the move and the pass");
    let clock = game.clock.as_ref().expect("timed");
    assert!(clock.spent(n).is_some(), "the move took time");
    assert_eq!(clock.spent(n + 1), None, "the pass took none");
    let passer = mover.opponent();
    assert_eq!(clock.after(n + 2).of(passer), clock.after(n).of(passer));
    assert_eq!(
        remaining::<othello::Position>(&app, passer),
        if passer == Side::White {
            white
        } else {
            clock.after(n).of(passer)
        }
    );
    // The mover again: its clock runs.
    assert_eq!(clock.clocks().running(), Some(mover));
}

#[test]
fn a_multiple_capture_and_a_deployment_are_one_move_on_the_clock() {
    // Checkers: a move that takes two pieces or more.
    let captures = |state: &checkers::Game, mv: checkers::Move| {
        state.clone().play(mv).map_or(0, |(_, effects)| {
            format!("{effects:?}").matches("Remove").count()
        })
    };
    let (line, state) = line_to::<checkers::Game>(|state| {
        state
            .legal_moves()
            .into_iter()
            .any(|mv| captures(state, mv) >= 2)
    });
    let mv = state
        .legal_moves()
        .into_iter()
        .find(|&mv| captures(&state, mv) >= 2)
        .expect("the capture");
    let moves = transcript::<checkers::Game>(&line);
    let mut app = headless(&["--game", "checkers", "--moves", &moves, "--clock", "3+2"]);
    settle(&mut app);
    step(&mut app, secs(1));
    frames(&mut app, 5);
    let side = state.turn();
    play::<checkers::Game>(&mut app, mv);
    let game = app.world().resource::<Match<checkers::Game>>();
    let clock = game.clock.as_ref().expect("timed");
    assert_eq!(
        clock.plies().len(),
        line.len() + 1,
        "one entry for the capture"
    );
    let spent = clock.spent(line.len()).expect("timed");
    assert!(spent >= secs(4), "{spent:?}");
    assert_eq!(
        clock.after(line.len() + 1).of(side),
        clock.after(line.len()).of(side) + secs(2) - spent,
        "one increment"
    );

    // Gounki: a deployment.
    let is_deploy = |state: &gounki::Game, mv: gounki::Move| state.move_text(mv).contains('+');
    let (line, state) = line_to::<gounki::Game>(|state| {
        state
            .legal_moves()
            .into_iter()
            .any(|mv| is_deploy(state, mv))
    });
    let mv = state
        .legal_moves()
        .into_iter()
        .find(|&mv| is_deploy(&state, mv))
        .expect("a deployment");
    let moves = transcript::<gounki::Game>(&line);
    let mut app = headless(&["--game", "gounki", "--moves", &moves, "--clock", "3+2"]);
    settle(&mut app);
    step(&mut app, secs(1));
    frames(&mut app, 5);
    play::<gounki::Game>(&mut app, mv);
    let game = app.world().resource::<Match<gounki::Game>>();
    let clock = game.clock.as_ref().expect("timed");
    assert_eq!(clock.plies().len(), line.len() + 1);
    assert!(clock.spent(line.len()).is_some());
    assert_eq!(
        clock.clocks().running(),
        Some(state.turn().opponent()),
        "the other side's turn once the drops are shown"
    );
}

#[test]
fn undo_sets_both_clocks_back() {
    let mut app = headless(&["--game", "othello", "--clock", "5+3"]);
    settle(&mut app);
    step(&mut app, secs(1));
    frames(&mut app, 6);
    let first = othello::Position::start().legal_moves()[0];
    play::<othello::Position>(&mut app, first);
    frames(&mut app, 10);
    let white_thinking = remaining::<othello::Position>(&app, Side::White);
    assert!(white_thinking < secs(300));
    crate::harness::key(
        &mut app,
        KeyCode::ControlLeft,
        bevy::input::ButtonState::Pressed,
    );
    press_key(&mut app, KeyCode::KeyZ);
    crate::harness::key(
        &mut app,
        KeyCode::ControlLeft,
        bevy::input::ButtonState::Released,
    );
    frames(&mut app, 2);
    assert_eq!(
        remaining::<othello::Position>(&app, Side::White),
        secs(300),
        "White's time back"
    );
    let game = app.world().resource::<Match<othello::Position>>();
    assert!(game.all_plies().is_empty());
}

#[test]
fn a_failing_save_is_said_once_and_again_when_saving_works() {
    let dir = std::env::temp_dir().join(format!("tavola-it-clock-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // A file where the folder should be: every autosave fails.
    std::fs::write(&dir, "not a folder").expect("a file");
    let mut app = headless(&["--game", "othello"]);
    app.insert_resource(AutosaveDir(tavola::persist::autosave::Autosave::in_dir(
        &dir,
    )));
    let mut said = Vec::new();
    for _ in 0..3 {
        let state = *app.world().resource::<Match<othello::Position>>().current();
        let mv = state.legal_moves()[0];
        app.world_mut()
            .write_message(MoveRequest::<othello::Position>(mv));
        for _ in 0..3 {
            frames(&mut app, 1);
            let messages = app.world().resource::<Messages<Notice>>();
            said.extend(
                messages
                    .iter_current_update_messages()
                    .map(|n| n.text.clone()),
            );
        }
        settle(&mut app);
    }
    let failing: Vec<&String> = said
        .iter()
        .filter(|t| t.starts_with("Your game is not being saved"))
        .collect();
    assert_eq!(failing.len(), 1, "{said:?}");
    assert!(app.world().resource::<SavingFails>().0);
    // Saving works again: said once.
    std::fs::remove_file(&dir).expect("removed");
    app.world_mut().write_message(SaveResult(Ok(())));
    frames(&mut app, 1);
    let messages = app.world().resource::<Messages<Notice>>();
    assert!(
        messages
            .iter_current_update_messages()
            .any(|n| n.text.starts_with("Saving works again"))
    );
    assert!(!app.world().resource::<SavingFails>().0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_continued_timed_game_waits_with_its_saved_clocks() {
    let dir = std::env::temp_dir().join(format!("tavola-it-clock-continue-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let mut app = headless(&["--game", "othello", "--clock", "5+3"]);
    app.insert_resource(AutosaveDir(tavola::persist::autosave::Autosave::in_dir(
        &dir,
    )));
    settle(&mut app);
    step(&mut app, secs(1));
    frames(&mut app, 6);
    let first = othello::Position::start().legal_moves()[0];
    play::<othello::Position>(&mut app, first);
    let black = remaining::<othello::Position>(&app, Side::Black);
    let text = std::fs::read_to_string(dir.join("autosave-othello.othello")).expect("saved");
    assert!(text.contains("# timecontrol 300+3"), "{text}");
    assert!(text.contains("# clocks 0:0"), "{text}");

    let mut fresh = headless(&[]);
    fresh.insert_resource(AutosaveDir(tavola::persist::autosave::Autosave::in_dir(
        &dir,
    )));
    fresh.world_mut().commands().queue(|world: &mut World| {
        tavola::app::screens::title::continue_saved(world, tavola::game_kind::GameKind::Othello);
    });
    frames(&mut fresh, 3);
    settle(&mut fresh);
    step(&mut fresh, secs(1));
    frames(&mut fresh, 10);
    let game = fresh.world().resource::<Match<othello::Position>>();
    assert!(game.clock.as_ref().is_some_and(|c| c.held), "it waits");
    // Black's time as saved (to the tenth), White's untouched while held.
    let saved_black = remaining::<othello::Position>(&fresh, Side::Black);
    assert!(black.abs_diff(saved_black) < Duration::from_millis(100));
    assert_eq!(
        remaining::<othello::Position>(&fresh, Side::White),
        secs(300)
    );
    press_key(&mut fresh, KeyCode::KeyP);
    frames(&mut fresh, 5);
    assert!(remaining::<othello::Position>(&fresh, Side::White) < secs(300));
    let _ = std::fs::remove_dir_all(&dir);
}
