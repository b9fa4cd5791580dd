//! Every book checked through the rules: positions parse (and are written
//! canonically), shown moves are legal, every task has an answer that meets
//! its goal, and each spec's worked examples are all in the book.

use std::collections::HashSet;

use super::*;
use crate::rules::{checkers, gounki, othello};

/// The checks every book must pass.
fn check_book<G: Teach>() {
    let book = G::book();
    let prefix = format!("lesson-{}-", book.game.id());
    let mut keys = HashSet::new();
    let mut ids = HashSet::new();
    for chapter in book.chapters {
        assert!(
            keys.insert(chapter.key),
            "chapter key {} twice",
            chapter.key
        );
        assert!(chapter.title.starts_with(&prefix), "{}", chapter.title);
        assert!(ids.insert(chapter.title), "message {} twice", chapter.title);
        assert!(
            !chapter.steps.is_empty(),
            "chapter {} is empty",
            chapter.key
        );
        assert!(
            chapter.steps.iter().any(Step::is_task),
            "chapter {} has no step for the reader to try",
            chapter.key
        );
        for step in chapter.steps {
            assert!(step.text.starts_with(&prefix), "{}", step.text);
            assert!(ids.insert(step.text), "message {} twice", step.text);
        }
    }
    for (id, step) in steps(book) {
        let start = G::lesson_start(step).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(
            start.position_text(),
            step.position,
            "{id}: the position is not written canonically"
        );
        assert!(
            !step.family || book.game == GameKind::Checkers,
            "{id}: family rules"
        );
        for mark in step.marks {
            assert!(
                is_square::<G>(&start, mark),
                "{id}: mark {mark} is no square"
            );
        }
        match step.action {
            Action::Look => {}
            Action::Play(text) => {
                let mv = start
                    .parse_move(text)
                    .unwrap_or_else(|e| panic!("{id}: {e}"));
                assert!(start.is_legal(mv), "{id}: {text} is not legal");
                assert_eq!(start.move_text(mv), text, "{id}: not canonical");
            }
            Action::Task(goal) => {
                let found = answers(&start, goal);
                assert!(!found.is_empty(), "{id}: no move meets {goal:?}");
                // Not every move may pass: a task that any move solves
                // teaches nothing, unless there is only one move to find.
                let legal = start.legal_moves();
                for &mv in &found {
                    let Ok((after, effects)) = start.clone().play(mv) else {
                        panic!("{id}")
                    };
                    assert_eq!(start.judge(mv, &effects, goal), Ok(()), "{id}");
                    assert_eq!(
                        try_move(&start, mv, goal).unwrap().0.position_text(),
                        after.position_text()
                    );
                }
                for &mv in legal.iter().filter(|m| !found.contains(m)) {
                    assert!(try_move(&start, mv, goal).is_err(), "{id}");
                }
            }
        }
        let line = step_line::<G>(id, step).unwrap();
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields[0], id.to_string());
        assert_eq!(fields.len(), if step.family { 5 } else { 4 }, "{line}");
    }
}

/// Whether `text` names a square of the game: a move to it or from it
/// parses, or (checkers) it is a square number.
fn is_square<G: Teach>(_state: &G, text: &str) -> bool {
    let algebraic = text.len() == 2
        && (b'a'..=b'h').contains(&text.as_bytes()[0])
        && (b'1'..=b'8').contains(&text.as_bytes()[1]);
    let number = text.parse::<u8>().is_ok_and(|n| (1..=32).contains(&n));
    algebraic || number
}

/// The spec examples named by a book's steps.
fn examples(book: &'static Book) -> HashSet<&'static str> {
    steps(book).filter_map(|(_, s)| s.example).collect()
}

#[test]
fn the_othello_book_is_sound() {
    check_book::<othello::Position>();
}

#[test]
fn the_gounki_book_is_sound() {
    check_book::<gounki::Game>();
}

#[test]
fn the_checkers_book_is_sound() {
    check_book::<checkers::Game>();
}

#[test]
fn the_othello_book_has_every_worked_example() {
    let found = examples(othello::Position::book());
    for example in ["O1", "E1", "E2", "E3", "S1", "S2", "S3", "O2", "O3"] {
        assert!(found.contains(example), "{example} is missing");
    }
}

#[test]
fn the_gounki_book_has_every_worked_example() {
    let found = examples(gounki::Game::book());
    for example in [
        "6.3.1",
        "6.3.2",
        "6.3.3",
        "6.3.4",
        "6.3.5",
        "6.3.6",
        "6.4",
        "9.4 double round",
        "9.4 double square",
        "9.4 triple round d4",
        "9.4 triple round f3",
        "9.4 triple square d4",
        "9.4 triple square c1",
        "9.4 triple square b1",
        "9.4 square-round",
        "9.4 round-round-square",
        "9.4 booklet b4",
        "9.4 booklet a6",
        "9.4 square-square-round",
        "9.4 square-square-round b4",
        "9.4 own pieces",
        "9.4 blocked",
    ] {
        assert!(found.contains(example), "{example} is missing");
    }
}

#[test]
fn the_checkers_book_has_every_worked_example() {
    let found = examples(checkers::Game::book());
    for example in ["C2", "C5", "C6", "C9", "C11", "4.7"] {
        assert!(found.contains(example), "{example} is missing");
    }
}

/// The flips of `mv` from a step's position, as square names.
fn othello_flips(position: &str, mv: &str) -> Vec<String> {
    let pos = othello::Position::parse_position(position).unwrap();
    let mv = pos.parse_move(mv).unwrap();
    let (_, effects) = pos.play(mv).unwrap();
    let mut flips: Vec<String> = effects
        .iter()
        .filter_map(|e| match e {
            othello::Effect::Flipped { square, .. } => Some(square.to_string()),
            _ => None,
        })
        .collect();
    flips.sort();
    flips
}

/// The step of a book showing `example` (the first one).
fn example_step(book: &'static Book, example: &str) -> &'static Step {
    steps(book)
        .map(|(_, s)| s)
        .find(|s| s.example == Some(example))
        .unwrap_or_else(|| panic!("no step shows {example}"))
}

#[test]
fn the_othello_steps_say_what_the_spec_says() {
    let book = othello::Position::book();
    // E1: c6 flips exactly b6, b5, d7, c5 and c4; d6 and e6 stay white.
    let e1 = example_step(book, "E1");
    assert_eq!(e1.action, Action::Play("c6"));
    assert_eq!(
        othello_flips(e1.position, "c6"),
        ["b5", "b6", "c4", "c5", "d7"]
    );
    // E2: a5 flips b5 and c5, and c4 stays white.
    let e2 = example_step(book, "E2");
    assert_eq!(othello_flips(e2.position, "a5"), ["b5", "c5"]);
    // E3: the nine-disc task is solved by c5 alone.
    let e3 = example_step(book, "E3");
    let pos = othello::Position::parse_position(e3.position).unwrap();
    let Action::Task(goal) = e3.action else {
        panic!("E3 is a task")
    };
    let found: Vec<String> = answers(&pos, goal)
        .iter()
        .map(|&m| pos.move_text(m))
        .collect();
    assert_eq!(found, ["c5"]);
    assert_eq!(
        othello_flips(e3.position, "c5"),
        ["b4", "b5", "b6", "c4", "c6", "d4", "d5", "d6", "e5"]
    );
    // S1: Black wins 35–29; S2 is a draw at 32–32; S3 is 64–0.
    for (example, score) in [("S1", (35, 29)), ("S2", (32, 32)), ("S3", (64, 0))] {
        let pos = othello::Position::parse_position(example_step(book, example).position).unwrap();
        assert_eq!(
            pos.outcome().and_then(|o| o.score),
            Some(score),
            "{example}"
        );
    }
    // O2: White must pass, and Black's c1 then wins 64–0.
    let o2 = othello::Position::parse_position(example_step(book, "O2").position).unwrap();
    assert_eq!(o2.legal_moves(), [othello::Move::Pass]);
}

#[test]
fn a_wrong_move_is_explained() {
    let book = othello::Position::book();
    let e3 = example_step(book, "E3");
    let pos = othello::Position::parse_position(e3.position).unwrap();
    let Action::Task(goal) = e3.action else {
        panic!()
    };
    let wrong = pos
        .legal_moves()
        .into_iter()
        .find(|&m| pos.move_text(m) != "c5")
        .unwrap();
    assert!(matches!(
        try_move(&pos, wrong, goal),
        Err(Miss::Flips { want: 9, .. })
    ));
}

#[test]
fn step_ids_parse_and_print() {
    let id = StepId::parse("3.12").unwrap();
    assert_eq!(
        id,
        StepId {
            chapter: 3,
            step: 12
        }
    );
    assert_eq!(id.to_string(), "3.12");
    for bad in ["", "3", "0.1", "1.0", "a.b", "1.2.3", "-1.2"] {
        assert_eq!(StepId::parse(bad), None, "{bad}");
    }
    let book = othello::Position::book();
    assert!(
        step(
            book,
            StepId {
                chapter: 1,
                step: 1
            }
        )
        .is_some()
    );
    assert!(
        step(
            book,
            StepId {
                chapter: 99,
                step: 1
            }
        )
        .is_none()
    );
}

#[test]
fn listings_have_one_line_per_step() {
    for kind in GameKind::ALL {
        let text = listing_of(kind).unwrap();
        assert_eq!(text.lines().count(), steps(book(kind)).count(), "{kind}");
    }
}
