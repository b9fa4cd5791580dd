//! Replay controls: P replays the game from the start (and pauses it),
//! comma steps back at once, period shows the next move animated; the
//! computer waits while moves remain; another move ends the replay.

use bevy::prelude::*;
use tavola::ai::Level;
use tavola::app::core::anim::Busy;
use tavola::app::core::players::{PlayerKind, Players};
use tavola::app::core::session::{Match, ReplayQueue};
use tavola::rules::othello::{Move, Position};
use tavola::rules::{Rules, Side};

use crate::harness::{click_cell, frames, headless, settle, tap_key};

const MOVES: &str = "f5d6c3d3c4";

fn plies(app: &App) -> Vec<Move> {
    app.world()
        .resource::<Match<Position>>()
        .plies()
        .iter()
        .map(|p| p.mv)
        .collect()
}

fn disc_count(app: &mut App) -> usize {
    let world = app.world_mut();
    world
        .query::<&tavola::app::games::othello::Disc>()
        .iter(world)
        .count()
}

fn board_discs(app: &App) -> usize {
    let (b, w) = app.world().resource::<Match<Position>>().current().counts();
    usize::from(b) + usize::from(w)
}

fn busy(app: &App) -> bool {
    app.world().resource::<Busy>().active()
}

fn queue(app: &App) -> Option<&ReplayQueue<Position>> {
    app.world().get_resource::<ReplayQueue<Position>>()
}

#[test]
fn left_steps_back_at_once_and_right_shows_the_move_again_animated() {
    let mut app = headless(&["--game", "othello", "--moves", MOVES]);
    settle(&mut app);
    let all = plies(&app);
    assert_eq!(all.len(), 5);

    tap_key(&mut app, KeyCode::Comma);
    tap_key(&mut app, KeyCode::Comma);
    assert_eq!(plies(&app), all[..3]);
    assert!(!busy(&app), "stepping back does not animate");
    frames(&mut app, 2);
    assert_eq!(disc_count(&mut app), board_discs(&app), "the view follows");
    let q = queue(&app).expect("a paused replay");
    assert!(q.paused);
    assert_eq!(q.remaining(), 2);
    // Paused: nothing moves on by itself.
    frames(&mut app, 120);
    assert_eq!(plies(&app).len(), 3);

    tap_key(&mut app, KeyCode::Period);
    assert_eq!(plies(&app), all[..4]);
    assert!(busy(&app), "stepping forward animates the move");
    settle(&mut app);
    tap_key(&mut app, KeyCode::Period);
    settle(&mut app);
    assert_eq!(plies(&app), all);
    assert_eq!(disc_count(&mut app), board_discs(&app));
    assert!(queue(&app).is_none_or(ReplayQueue::is_done));
    // Past the last move: nothing happens.
    tap_key(&mut app, KeyCode::Period);
    settle(&mut app);
    assert_eq!(plies(&app), all);
}

#[test]
fn p_replays_from_the_start_pauses_and_resumes() {
    let mut app = headless(&["--game", "othello", "--moves", MOVES]);
    settle(&mut app);
    let all = plies(&app);
    tap_key(&mut app, KeyCode::KeyP);
    assert!(plies(&app).is_empty(), "the replay starts from the start");
    frames(&mut app, 2);
    assert_eq!(disc_count(&mut app), 4);

    let mut animated = false;
    for _ in 0..600 {
        app.update();
        animated |= busy(&app);
        if plies(&app).len() >= 2 {
            break;
        }
    }
    assert!(animated, "replayed moves animate");
    assert_eq!(plies(&app), all[..2]);
    tap_key(&mut app, KeyCode::KeyP);
    settle(&mut app);
    let paused_at = plies(&app).len();
    frames(&mut app, 200);
    assert_eq!(plies(&app).len(), paused_at, "paused");
    tap_key(&mut app, KeyCode::KeyP);
    for _ in 0..2000 {
        app.update();
        if plies(&app).len() == all.len() && !busy(&app) {
            break;
        }
    }
    assert_eq!(plies(&app), all, "the replay ends on the last move");
}

#[test]
fn the_computer_waits_during_a_replay_and_a_new_move_ends_it() {
    let mut app = headless(&["--game", "othello", "--moves", MOVES]);
    settle(&mut app);
    tap_key(&mut app, KeyCode::Comma);
    tap_key(&mut app, KeyCode::Comma);
    tap_key(&mut app, KeyCode::Comma);
    // White becomes the computer while three moves remain to be shown.
    app.insert_resource(Players([
        PlayerKind::Human,
        PlayerKind::Computer(Level::Beginner),
    ]));
    let before = plies(&app);
    assert_eq!(before.len(), 2);
    let current = *app.world().resource::<Match<Position>>().current();
    assert_eq!(current.turn(), Side::Black);
    tap_key(&mut app, KeyCode::Period); // c3, White (computer) to move
    settle(&mut app);
    frames(&mut app, 240);
    assert_eq!(
        plies(&app).len(),
        3,
        "the computer does not play into a replay"
    );

    // Back to Black's turn, and Black plays another move than the record.
    tap_key(&mut app, KeyCode::Comma);
    let state = *app.world().resource::<Match<Position>>().current();
    let recorded = MOVES[4..6].to_string(); // c3
    let other = state
        .legal_moves()
        .into_iter()
        .find_map(|m| match m {
            Move::Place(sq) if sq.to_string() != recorded => Some(sq),
            _ => None,
        })
        .expect("another legal move");
    click_cell(&mut app, other.col(), other.row());
    settle(&mut app);
    assert_eq!(plies(&app)[2], Move::Place(other));
    assert!(
        queue(&app).is_none_or(ReplayQueue::is_done),
        "the replay is over once the game takes a new branch"
    );
    // ...and the computer answers again.
    for _ in 0..600 {
        app.update();
        if plies(&app).len() >= 4 {
            break;
        }
    }
    assert!(plies(&app).len() >= 4, "the computer plays on");
}

/// Stepping back and forth through a loaded Gounki and checkers sample
/// ends on the same moves.
fn step_through<G: tavola::app::core::session::AppRules>(file: &str) {
    let path = format!("{}/assets/games/{file}", env!("CARGO_MANIFEST_DIR"));
    let mut app = headless(&["--load", &path]);
    frames(&mut app, 2);
    let moves = |app: &App| -> Vec<G::Move> {
        app.world()
            .resource::<Match<G>>()
            .plies()
            .iter()
            .map(|p| p.mv)
            .collect()
    };
    let all = moves(&app);
    assert!(app.world().resource::<Match<G>>().outcome().is_some());
    for _ in 0..4 {
        tap_key(&mut app, KeyCode::Comma);
    }
    assert_eq!(moves(&app), all[..all.len() - 4], "{file}");
    assert!(
        app.world().resource::<Match<G>>().outcome().is_none(),
        "{file}: the game is open again"
    );
    for _ in 0..4 {
        tap_key(&mut app, KeyCode::Period);
        settle(&mut app);
    }
    assert_eq!(moves(&app), all, "{file}");
    assert!(app.world().resource::<Match<G>>().outcome().is_some());
}

#[test]
fn stepping_through_gounki_and_checkers_samples() {
    step_through::<tavola::rules::gounki::Game>("gounki-1.gounki");
    step_through::<tavola::rules::checkers::Game>("checkers-2.pdn");
}
