//! The rules books, headless: every step of every book shows its position
//! and ends its animation in the exact rules state of `tavola lessons`;
//! tasks refuse a wrong move with its reason and pass the right one; the
//! keys step through the book; Esc returns where the book was opened from;
//! the first-game offer.

use bevy::prelude::*;
use tavola::app::core::screen::Screen;
use tavola::app::core::session::Match;
use tavola::app::core::text::Language;
use tavola::app::features::lessons::{self, BookProgress, RulesBook, StepState};
use tavola::game_kind::GameKind;
use tavola::lessons::{Action, StepId, Teach};
use tavola::rules::{Notation, Rules, checkers, gounki, othello};

use crate::harness::{button, click, click_cell, frames, headless, press_key, settle, texts};

fn book(app: &App) -> &RulesBook {
    app.world().resource::<RulesBook>()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Runs a world function as the book's buttons do, then lets it take hold.
fn run(app: &mut App, f: impl FnOnce(&mut World)) {
    f(app.world_mut());
    frames(app, 3);
}

/// Every text of the book's panel, in order.
fn panel_texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut panels =
        world.query_filtered::<Entity, With<tavola::app::features::lessons::BookPanel>>();
    let Some(panel) = panels.iter(world).next() else {
        return Vec::new();
    };
    let mut texts = Vec::new();
    let mut stack = vec![panel];
    while let Some(entity) = stack.pop() {
        if let Some(text) = world.get::<Text>(entity) {
            texts.push(text.0.clone());
        }
        if let Some(children) = world.get::<Children>(entity) {
            stack.extend(children.iter().rev());
        }
    }
    texts
}

/// Lets a step's shown move be played and its animation end.
fn rest(app: &mut App) {
    let id = book(app).at;
    frames(app, 3);
    for _ in 0..400 {
        if book(app).is_settled() {
            break;
        }
        app.update();
    }
    assert!(
        book(app).is_settled(),
        "{id}: the step's move was never shown"
    );
    settle(app);
}

/// Every step of `G`'s book: the board holds the listed position, and after
/// the shown move (or Show me, for a task) the listed position after.
fn walk_book<G: Teach + tavola::app::core::session::AppRules>(kind: GameKind) {
    let mut app = headless(&[]);
    run(&mut app, |w| lessons::open_book(w, kind));
    assert!(book(&app).contents, "the book opens at its contents");
    assert_eq!(screen(&app), Screen::Playing);
    let listing = tavola::lessons::listing_of(kind).unwrap();
    let lines: Vec<Vec<&str>> = listing.lines().map(|l| l.split('\t').collect()).collect();
    run(&mut app, |w| {
        lessons::go_to(
            w,
            StepId {
                chapter: 1,
                step: 1,
            },
        )
    });
    for (index, line) in lines.iter().enumerate() {
        let (id, before, after) = (line[0], line[1], line[3]);
        assert_eq!(book(&app).at.to_string(), id, "Next reached the next step");
        let step = book(&app).step();
        let current = |app: &App| app.world().resource::<Match<G>>().current().position_text();
        match step.action {
            Action::Look => {
                frames(&mut app, 3);
                assert_eq!(current(&app), before, "{id}");
            }
            Action::Play(_) => {
                rest(&mut app);
                assert_eq!(current(&app), after, "{id}: the move's end state");
            }
            Action::Task(_) => {
                frames(&mut app, 3);
                assert_eq!(current(&app), before, "{id}");
                assert!(matches!(book(&app).state, StepState::Try(None)), "{id}");
                run(&mut app, lessons::show_me);
                settle(&mut app);
                assert_eq!(current(&app), after, "{id}: Show me plays the answer");
                assert_eq!(book(&app).state, StepState::Shown, "{id}");
                let at = book(&app).at;
                assert!(
                    !app.world().resource::<BookProgress>().has_passed(kind, at),
                    "{id}: Show me does not pass the step"
                );
            }
        }
        let texts = panel_texts(&mut app);
        assert!(
            texts.len() >= 5,
            "{id}: the panel shows the step ({texts:?})"
        );
        assert!(
            texts
                .iter()
                .all(|t| !t.contains("lesson-") && !t.contains("book_")),
            "{id}: a message id on show: {texts:?}"
        );
        if index + 1 < lines.len() {
            press_key(&mut app, KeyCode::PageDown);
            frames(&mut app, 2);
        }
    }
    // Past the last step Next does nothing; Back goes back one.
    let last = book(&app).at;
    press_key(&mut app, KeyCode::PageDown);
    frames(&mut app, 2);
    assert_eq!(book(&app).at, last);
    press_key(&mut app, KeyCode::PageUp);
    frames(&mut app, 2);
    assert_ne!(book(&app).at, last);
    // Esc closes the book: back to the title screen it was opened from.
    press_key(&mut app, KeyCode::Escape);
    frames(&mut app, 3);
    assert!(!app.world().contains_resource::<RulesBook>());
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn every_othello_step_ends_in_the_listed_position() {
    walk_book::<othello::Position>(GameKind::Othello);
}

#[test]
fn every_gounki_step_ends_in_the_listed_position() {
    walk_book::<gounki::Game>(GameKind::Gounki);
}

#[test]
fn every_checkers_step_ends_in_the_listed_position() {
    walk_book::<checkers::Game>(GameKind::Checkers);
}

#[test]
fn every_step_reads_in_every_language() {
    for language in Language::ALL {
        let mut app = headless(&["--lang", language.tag()]);
        for kind in GameKind::ALL {
            run(&mut app, |w| lessons::open_book(w, kind));
            for (id, step) in tavola::lessons::steps(tavola::lessons::book(kind)) {
                run(&mut app, |w| lessons::go_to(w, id));
                let texts = panel_texts(&mut app);
                let wanted = lessons::step_text(language.strings(), step.text);
                assert!(
                    texts.contains(&wanted),
                    "{} {kind} {id}: the step's text is not on show",
                    language.tag()
                );
                assert!(
                    texts
                        .iter()
                        .all(|t| !t.contains("lesson-") && !t.contains("book_")),
                    "{} {kind} {id}: {texts:?}",
                    language.tag()
                );
            }
            run(&mut app, lessons::close_book);
        }
    }
}

/// The board cell of an Othello square.
fn othello_cell(name: &str) -> (u8, u8) {
    let cell = tavola::app::games::othello::scene::cell_of(othello::Square::parse(name).unwrap());
    (cell.col, cell.row)
}

/// Clicks an Othello square and lets the move play; the plies played.
fn click_othello(app: &mut App, square: &str) -> usize {
    let (col, row) = othello_cell(square);
    click_cell(app, col, row);
    settle(app);
    app.world()
        .resource::<Match<othello::Position>>()
        .plies()
        .len()
}

#[test]
fn a_task_explains_a_wrong_move_and_passes_the_right_one() {
    let mut app = headless(&[]);
    run(&mut app, |w| lessons::open_book(w, GameKind::Othello));
    // Chapter 3, step 2: flip nine discs (E3): c5.
    let at = StepId {
        chapter: 3,
        step: 2,
    };
    run(&mut app, |w| lessons::go_to(w, at));
    let start = app
        .world()
        .resource::<Match<othello::Position>>()
        .current()
        .position_text();
    // f4 is legal there and flips fewer.
    let pos = othello::Position::parse_position(&start).unwrap();
    assert!(
        pos.legal_moves()
            .into_iter()
            .any(|m| pos.move_text(m) == "f4")
    );
    assert_eq!(
        click_othello(&mut app, "f4"),
        0,
        "the wrong move was not played"
    );
    let StepState::Try(Some(reason)) = book(&app).state.clone() else {
        panic!("no reason given: {:?}", book(&app).state)
    };
    assert!(reason.contains("this step asks for 9"), "{reason}");
    assert!(
        panel_texts(&mut app).contains(&reason),
        "the reason is on show"
    );
    assert!(
        !app.world()
            .resource::<BookProgress>()
            .has_passed(GameKind::Othello, at)
    );
    // The right move passes the step.
    assert_eq!(click_othello(&mut app, "c5"), 1);
    assert!(matches!(book(&app).state, StepState::Passed { .. }));
    assert!(
        app.world()
            .resource::<BookProgress>()
            .has_passed(GameKind::Othello, at)
    );
    // Once done, the board takes no more moves in this step.
    assert_eq!(click_othello(&mut app, "f4"), 1);
}

#[test]
fn a_chapter_is_ticked_once_its_tasks_are_passed() {
    let mut app = headless(&[]);
    run(&mut app, |w| lessons::open_book(w, GameKind::Othello));
    // Chapter 1's only task: any first move flips one disc.
    run(&mut app, |w| {
        lessons::go_to(
            w,
            StepId {
                chapter: 1,
                step: 3,
            },
        )
    });
    assert_eq!(click_othello(&mut app, "d3"), 1);
    assert_eq!(book(&app).state, StepState::Passed { chapter_done: true });
    let progress = app.world().resource::<BookProgress>();
    assert!(progress.chapter_done(GameKind::Othello, 1));
    assert_eq!(progress.chapters_done(GameKind::Othello), 1);
}

#[test]
fn the_book_opened_in_a_game_gives_the_game_back() {
    let mut app = headless(&["--game", "othello", "--moves", "f5d6c3"]);
    settle(&mut app);
    // F1: the keys dialog, which offers the rules of this game.
    press_key(&mut app, KeyCode::F1);
    frames(&mut app, 2);
    let texts = texts(&mut app);
    assert!(
        texts.iter().any(|t| t == "Ctrl+Z/Y: undo/redo"),
        "{texts:?}"
    );
    let rules = button(&mut app, "Rules of this game");
    click(&mut app, rules);
    frames(&mut app, 3);
    assert!(book(&app).contents, "the book opens at its contents");
    assert_eq!(
        app.world()
            .resource::<Match<othello::Position>>()
            .plies()
            .len(),
        0,
        "the book's board is on show"
    );
    // Esc closes the contents, then the book.
    press_key(&mut app, KeyCode::Escape);
    frames(&mut app, 2);
    assert!(!book(&app).contents);
    press_key(&mut app, KeyCode::Escape);
    frames(&mut app, 3);
    assert!(!app.world().contains_resource::<RulesBook>());
    assert_eq!(screen(&app), Screen::Playing);
    let game = app.world().resource::<Match<othello::Position>>();
    let moves: Vec<String> = game
        .plies()
        .iter()
        .scan(*game.start(), |pos, ply| {
            let text = pos.move_text(ply.mv);
            *pos = ply.after;
            Some(text)
        })
        .collect();
    assert_eq!(moves, ["f5", "d6", "c3"], "the game came back as it was");
}

#[test]
fn the_keys_dialog_lists_the_games_own_keys() {
    let mut app = headless(&["--game", "checkers"]);
    frames(&mut app, 3);
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "F1 or ?: keys and rules"),
        "the HUD says how to find the keys"
    );
    press_key(&mut app, KeyCode::F1);
    frames(&mut app, 2);
    let texts = texts(&mut app);
    assert!(
        texts.iter().any(|t| t.starts_with("F: family rules")),
        "{texts:?}"
    );
    assert!(texts.iter().any(|t| t == "Esc: menu"), "{texts:?}");
    // Esc closes it; the board is as it was.
    press_key(&mut app, KeyCode::Escape);
    frames(&mut app, 2);
    let world = app.world_mut();
    let open = world
        .query_filtered::<(), With<tavola::app::features::help::KeysDialog>>()
        .iter(world)
        .count();
    assert_eq!(open, 0);
    assert_eq!(screen(&app), Screen::Playing);
}

#[test]
fn a_new_game_offers_the_book_until_declined() {
    let mut app = headless(&[]);
    let offers = |app: &mut App| {
        let world = app.world_mut();
        world
            .query::<&Name>()
            .iter(world)
            .filter(|n| n.as_str() == "Rules offer")
            .count()
    };
    press_key(&mut app, KeyCode::Digit2);
    frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(offers(&mut app), 1, "a first game offers its book");
    let world = app.world_mut();
    world
        .resource_mut::<BookProgress>()
        .decline_offer(GameKind::Gounki);
    // Ctrl+N: a new game of the same kind; the offer was declined for good.
    run(&mut app, |w| {
        tavola::app::core::session::start_new(w, GameKind::Gounki)
    });
    assert_eq!(offers(&mut app), 0);
    // Another game still offers its own book.
    run(&mut app, |w| {
        tavola::app::core::session::start_new(w, GameKind::Checkers)
    });
    assert_eq!(offers(&mut app), 1);
}

#[test]
fn a_lesson_from_the_command_line_opens_at_its_step() {
    let mut app = headless(&["--lesson", "gounki:5.1"]);
    frames(&mut app, 3);
    assert_eq!(
        book(&app).at,
        StepId {
            chapter: 5,
            step: 1
        }
    );
    assert!(!book(&app).contents);
    rest(&mut app);
    let game = app.world().resource::<Match<gounki::Game>>();
    assert_eq!(game.plies().len(), 1, "the rebound was shown");
}
