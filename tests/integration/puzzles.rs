//! Puzzles on the board, headless: a bundled puzzle of each game solved
//! by clicks (the replies come by themselves) with the rating saved to the
//! puzzle file; a wrong move taken back with its reason; Hint and Show
//! solution; Retry this position from a review.

use std::path::PathBuf;

use bevy::prelude::*;
use tavola::analysis::Grade;
use tavola::analysis::registry::{review_saved, text_with_review};
use tavola::analysis::{Progress, ReviewOptions};
use tavola::app::core::session::Match;
use tavola::app::features::puzzles::{
    PuzzleFile, PuzzleSession, PuzzleSet, PuzzleState, open_bundled,
};
use tavola::app::games::gounki::ExitArrow;
use tavola::app::kit::board::{BoardCell, HintCells};
use tavola::game_kind::GameKind;
use tavola::persist::puzzle_progress::PuzzleProgress;
use tavola::persist::savefile::SavedGame;
use tavola::rules::{Notation, Rules, checkers, gounki, othello};

use crate::harness::{click, click_cell, engine, frames, headless, press_key, start, texts};

/// A fresh folder for one test's files (never the player's).
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tavola-puzzles-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The game, with its puzzle file in `file`, at the bundled puzzle `id`.
fn open(kind: GameKind, id: &str, file: Option<PathBuf>) -> App {
    let mut app = engine(&[]);
    app.init_asset::<Mesh>();
    if let Some(file) = file {
        app.insert_resource(PuzzleFile(file));
    }
    let mut app = start(app);
    open_bundled(app.world_mut(), kind, id);
    frames(&mut app, 3);
    assert_eq!(puzzle_id(&app), id);
    app
}

fn session(app: &App) -> &PuzzleSession {
    app.world().resource::<PuzzleSession>()
}

fn puzzle_id(app: &App) -> String {
    session(app)
        .puzzle
        .as_ref()
        .map(|p| p.id.clone())
        .unwrap_or_default()
}

fn state(app: &App) -> PuzzleState {
    session(app).state.clone()
}

/// The number of moves played on the board.
fn plies(app: &App, kind: GameKind) -> usize {
    let world = app.world();
    match kind {
        GameKind::Othello => world.resource::<Match<othello::Position>>().plies().len(),
        GameKind::Gounki => world.resource::<Match<gounki::Game>>().plies().len(),
        GameKind::Checkers => world.resource::<Match<checkers::Game>>().plies().len(),
    }
}

/// The cells a player clicks for a move written in the game's notation:
/// Othello's square; a stack's or a man's squares from start to end.
fn cells_of(kind: GameKind, text: &str) -> Vec<BoardCell> {
    match kind {
        GameKind::Othello => vec![tavola::app::games::othello::scene::cell_of(
            othello::Square::parse(text).unwrap(),
        )],
        GameKind::Gounki => text
            .trim_end_matches('#')
            .split(['-', 'x'])
            .map(|s| tavola::app::games::gounki::cell_of(gounki::Square::parse(s).unwrap()))
            .collect(),
        GameKind::Checkers => text
            .split(['-', 'x'])
            .map(|s| {
                tavola::app::games::checkers::cell_of(
                    checkers::Square::from_number(s.parse().unwrap()).unwrap(),
                )
            })
            .collect(),
    }
}

/// Plays `text` by clicks, as a player would (a Gounki exit by its
/// arrow), and waits for the board to rest.
fn play_by_clicks(app: &mut App, kind: GameKind, text: &str) {
    let before = plies(app, kind);
    for cell in cells_of(kind, text) {
        if plies(app, kind) > before {
            break; // the rest of a capture completed itself
        }
        click_cell(app, cell.col, cell.row);
    }
    if text.ends_with('#') {
        let arrow = {
            let world = app.world_mut();
            world
                .query_filtered::<Entity, With<ExitArrow>>()
                .iter(world)
                .next()
                .expect("an exit arrow")
        };
        click(app, arrow);
    }
    assert_eq!(plies(app, kind), before + 1, "{text} was played");
}

/// Runs frames until the puzzle asks for a move again or is over.
fn rest(app: &mut App) {
    for _ in 0..1200 {
        frames(app, 1);
        if matches!(
            state(app),
            PuzzleState::Solving(_) | PuzzleState::Solved | PuzzleState::Shown
        ) && !app
            .world()
            .resource::<tavola::app::core::anim::Busy>()
            .active()
        {
            frames(app, 2);
            return;
        }
    }
    panic!("the puzzle never came back to the player: {:?}", state(app));
}

/// Solves the puzzle on the board by clicking the first move of each of
/// the solver's steps.
fn solve_by_clicks(app: &mut App, kind: GameKind) {
    let line = session(app).puzzle.clone().unwrap().line;
    for (i, step) in line.iter().enumerate().step_by(2) {
        assert_eq!(state(app), PuzzleState::Solving(None), "step {}", i + 1);
        play_by_clicks(app, kind, &step[0]);
        rest(app);
    }
    assert_eq!(
        plies(app, kind),
        line.len(),
        "the replies came by themselves"
    );
}

fn solve_and_save(kind: GameKind, id: &str) {
    let dir = scratch(id);
    let file = dir.join("puzzles.cfg");
    let mut app = open(kind, id, Some(file.clone()));
    let task = session(&app).task(tavola::app::core::text::of(
        tavola::app::core::text::Language::English,
    ));
    assert!(
        texts(&mut app).contains(&task),
        "the task {task:?} is on screen"
    );
    solve_by_clicks(&mut app, kind);
    assert_eq!(state(&app), PuzzleState::Solved);
    let (before, after) = session(&app).rated.expect("the result counted");
    assert!(after > before, "a clean solve raises the rating");
    let (saved, warning) = PuzzleProgress::load(&file);
    assert_eq!(warning, None);
    assert!(saved.was_solved(kind, id), "the solve is in the file");
    assert!((saved.rating(kind).rating - after).abs() < 1e-6);
    assert_eq!(saved.streak(kind).0, 1);
    // Next puzzle: another one of the set, waiting for a move.
    press_key(&mut app, KeyCode::PageDown);
    assert_ne!(puzzle_id(&app), id);
    assert_eq!(state(&app), PuzzleState::Solving(None));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_othello_puzzle_is_solved_by_clicks_and_the_rating_saved() {
    solve_and_save(GameKind::Othello, "o-0001");
}

#[test]
fn a_gounki_exit_in_two_is_solved_by_clicks_and_the_rating_saved() {
    // d6-c7, the reply d3-d2, then the exit from c7 by its arrow.
    solve_and_save(GameKind::Gounki, "g-0004");
}

#[test]
fn a_checkers_shot_is_solved_by_clicks_and_the_rating_saved() {
    // 10-14 gives a man, 17x10 is forced, 7x14x23 takes two.
    solve_and_save(GameKind::Checkers, "c-0001");
}

#[test]
fn a_wrong_move_is_taken_back_with_why_then_hint_and_solution() {
    let mut app = open(GameKind::Othello, "o-0001", None);
    let start = *app.world().resource::<Match<othello::Position>>().current();
    let accepted = session(&app).puzzle.clone().unwrap().line[0].clone();
    let wrong = start
        .legal_moves()
        .into_iter()
        .map(|mv| start.move_text(mv))
        .find(|mv| !accepted.contains(mv))
        .expect("a move that does not count");
    let cell = cells_of(GameKind::Othello, &wrong)[0];
    click_cell(&mut app, cell.col, cell.row);
    frames(&mut app, 2);
    assert_eq!(
        plies(&app, GameKind::Othello),
        0,
        "the wrong move is refused"
    );
    let PuzzleState::Solving(Some(reason)) = state(&app) else {
        panic!("a reason is shown: {:?}", state(&app));
    };
    // Othello's proof is exact: the result of the wrong move and the best.
    assert!(
        reason.starts_with("Not this one: with the best play after it"),
        "{reason}"
    );
    assert!(texts(&mut app).contains(&reason), "the reason is on screen");
    let (before, after) = session(&app).rated.expect("a miss counts at once");
    assert!(after < before);

    // H rings the square of the move to find.
    press_key(&mut app, KeyCode::KeyH);
    let hint = cells_of(GameKind::Othello, &accepted[0])[0];
    assert_eq!(app.world().resource::<HintCells>().0, 1 << hint.index());

    // End plays the solution with the normal animations.
    press_key(&mut app, KeyCode::End);
    assert_eq!(state(&app), PuzzleState::Shown);
    let line = session(&app).puzzle.clone().unwrap().line;
    for _ in 0..1200 {
        if plies(&app, GameKind::Othello) == line.len() {
            break;
        }
        frames(&mut app, 1);
    }
    assert_eq!(
        plies(&app, GameKind::Othello),
        line.len(),
        "the line was played"
    );
    rest(&mut app);
    // The miss was counted once, not again.
    assert_eq!(session(&app).rated, Some((before, after)));

    // Page Up: the same puzzle again, from its start.
    press_key(&mut app, KeyCode::PageUp);
    assert_eq!(puzzle_id(&app), "o-0001");
    assert_eq!(plies(&app, GameKind::Othello), 0);

    // Esc closes the puzzles (opened from the title screen: back there).
    press_key(&mut app, KeyCode::Escape);
    frames(&mut app, 2);
    assert!(!app.world().contains_resource::<PuzzleSession>());
}

#[test]
fn retry_this_position_turns_a_reviewed_mistake_into_a_puzzle() {
    // A short game whose last move is marked a Mistake with a better move.
    let game = SavedGame::parse("f5d6c3d3c4f4", Some(GameKind::Othello)).expect("a game");
    let mut reviewed = review_saved(&game, &ReviewOptions::depth(1), &Progress::default());
    let last = reviewed.records.len() - 1;
    let before_last: othello::Position = {
        let mut pos = othello::Position::default();
        for mv in ["f5", "d6", "c3", "d3", "c4"] {
            pos = pos.play(pos.parse_move(mv).unwrap()).unwrap().0;
        }
        pos
    };
    let better = before_last
        .legal_moves()
        .into_iter()
        .map(|mv| before_last.move_text(mv))
        .find(|mv| mv != "f4")
        .unwrap();
    for (i, record) in reviewed.records.iter_mut().enumerate() {
        record.grade = Grade::Best;
        record.loss = 0.0;
        record.reason = None;
        if i == last {
            record.grade = Grade::Mistake;
            record.loss = 8.0;
            record.best.clone_from(&better);
        }
    }
    let dir = scratch("retry");
    let saved = dir.join("mistake.othello");
    std::fs::write(&saved, text_with_review(&game, &reviewed)).unwrap();
    let mut app = headless(&["--load", saved.to_str().unwrap(), "--review"]);
    frames(&mut app, 5);
    let retry = crate::harness::named(&mut app, "Retry this position")
        .expect("the review at the mistake offers Retry this position");
    click(&mut app, retry);
    frames(&mut app, 3);
    assert_eq!(session(&app).set, PuzzleSet::Mine);
    let puzzle = session(&app).puzzle.clone().expect("the mistake's puzzle");
    assert_eq!(puzzle.position, before_last.position_text());
    assert_eq!(puzzle.line, vec![vec![better.clone()]]);
    assert!(puzzle.id.starts_with("mine-othello-"), "{}", puzzle.id);
    assert_eq!(
        session(&app).task(tavola::app::core::text::of(
            tavola::app::core::text::Language::English
        )),
        "White to play: find the move you missed in your game"
    );
    play_by_clicks(&mut app, GameKind::Othello, &better);
    rest(&mut app);
    assert_eq!(state(&app), PuzzleState::Solved);
    // Closing brings the reviewed game back as it was.
    press_key(&mut app, KeyCode::Escape);
    frames(&mut app, 3);
    assert!(!app.world().contains_resource::<PuzzleSession>());
    assert_eq!(
        app.world()
            .resource::<Match<othello::Position>>()
            .plies()
            .len(),
        6
    );
    std::fs::remove_dir_all(dir).ok();
}

/// The first legal move of the puzzle's position that does not count.
fn a_wrong_move<G: Rules + Notation>(app: &App, accepted: &[String]) -> String {
    let position = &session(app).puzzle.as_ref().unwrap().position;
    let start = G::parse_position(position).unwrap();
    start
        .legal_moves()
        .into_iter()
        .map(|mv| start.move_text(mv))
        .find(|mv| !accepted.contains(mv) && !mv.contains('+') && !mv.contains('*'))
        .expect("a move that does not count")
}

#[test]
fn a_wrong_move_in_gounki_and_checkers_is_refused_with_the_answer() {
    for (kind, id) in [(GameKind::Gounki, "g-0004"), (GameKind::Checkers, "c-0001")] {
        let mut app = open(kind, id, None);
        let accepted = session(&app).puzzle.clone().unwrap().line[0].clone();
        let wrong = match kind {
            GameKind::Gounki => a_wrong_move::<gounki::Game>(&app, &accepted),
            _ => a_wrong_move::<checkers::Game>(&app, &accepted),
        };
        for cell in cells_of(kind, &wrong) {
            click_cell(&mut app, cell.col, cell.row);
        }
        frames(&mut app, 2);
        assert_eq!(plies(&app, kind), 0, "{id}: {wrong} is taken back");
        let PuzzleState::Solving(Some(reason)) = state(&app) else {
            panic!("{id}: a reason is shown: {:?}", state(&app));
        };
        assert!(reason.starts_with("Not this one"), "{id}: {reason}");
        assert!(
            texts(&mut app).contains(&reason),
            "{id}: the reason is on screen"
        );
    }
}
