//! The editor's model in each game: positions built by edits give the
//! position strings the games' parsers read, and what cannot be played is
//! refused with its square.

use super::*;
use crate::rules::{checkers, gounki, othello};

fn at<G: Editable>(name: &str) -> usize {
    Setup::<G>::index_of(name).unwrap_or_else(|| panic!("{name} is a square"))
}

fn edits<G: Editable>(setup: &mut Setup<G>, text: &str) {
    for token in text.split_whitespace() {
        let edit = parse_edit::<G>(token).unwrap_or_else(|e| panic!("{token}: {e}"));
        setup.apply(edit).unwrap_or_else(|e| panic!("{token}: {e}"));
    }
}

#[test]
fn an_othello_position_built_disc_by_disc() {
    let mut setup = Setup::<othello::Position>::empty(Side::White);
    let err = setup.check().unwrap_err();
    assert_eq!(err.problem, Problem::NoPieces);
    assert!(othello::Position::parse_position(&setup.text()).is_err());
    edits(&mut setup, "a1=X b1=O b1=X h8=O");
    let position = setup.check().expect("a position");
    let text = position.position_text();
    assert_eq!(&text[..2], "XX");
    assert_eq!(&text[63..], "O O", "h8 white, white to move");
    // The editor's text is what the command line reads back.
    assert_eq!(othello::Position::parse_position(&text).unwrap(), position);
    assert!(setup.take(at::<othello::Position>("a1")));
    assert!(!setup.take(at::<othello::Position>("a1")), "already empty");
    assert_eq!(setup.pieces(at::<othello::Position>("b1")), &[Side::Black]);
}

#[test]
fn the_start_is_each_games_start() {
    assert_eq!(
        Setup::<othello::Position>::start().check().unwrap(),
        othello::Position::start()
    );
    assert_eq!(
        Setup::<gounki::Game>::start().text(),
        gounki::Game::default().position_text()
    );
    assert_eq!(
        Setup::<checkers::Game>::start().text(),
        checkers::Game::default().position_text()
    );
}

#[test]
fn gounki_stacks_grow_by_putting_and_shrink_from_the_top() {
    let mut setup = Setup::<gounki::Game>::empty(Side::White);
    assert_eq!(setup.check().unwrap_err().problem, Problem::NoPieces);
    edits(&mut setup, "e4=R e4=S e4=S d8=r");
    let e4 = at::<gounki::Game>("e4");
    assert_eq!(setup.pieces(e4).len(), 3);
    // A fourth piece is refused, naming the square; nothing changes.
    let before = setup.clone();
    let err = setup.put(e4, gounki::Game::PIECES[0]).unwrap_err();
    assert_eq!(err.problem, Problem::StackTooHigh);
    assert_eq!(err.to_string(), "e4: a stack holds at most 3 pieces");
    assert_eq!(setup, before);
    let position = setup.check().expect("a position");
    let sq = gounki::Square::parse("e4").unwrap();
    let stack = position.position().stack_at(sq).unwrap();
    assert_eq!(
        (stack.owner, stack.rounds, stack.squares),
        (Side::White, 1, 2)
    );
    // The top piece comes off first: the last square put on.
    setup.take(e4);
    let stack = setup.shown().position().stack_at(sq).unwrap();
    assert_eq!((stack.rounds, stack.squares), (1, 1));
    // A piece of the other colour replaces the stack.
    edits(&mut setup, "e4=s");
    let stack = setup.shown().position().stack_at(sq).unwrap();
    assert_eq!(
        (stack.owner, stack.rounds, stack.squares),
        (Side::Black, 0, 1)
    );
    let text = setup.check().unwrap().position_text();
    assert_eq!(text, "3r4/8/8/8/4s3/8/8/8 w");
    assert_eq!(
        gounki::Game::parse_position(&text).unwrap().position_text(),
        text
    );
}

#[test]
fn a_ninth_gounki_round_is_refused_on_its_square() {
    let mut setup = Setup::<gounki::Game>::empty(Side::White);
    edits(&mut setup, "a1=R b1=R c1=R d1=R e1=R f1=R g1=R h1=R");
    let err = setup
        .put(at::<gounki::Game>("a2"), gounki::Game::PIECES[0])
        .unwrap_err();
    assert_eq!(err.square.as_deref(), Some("a2"));
    assert_eq!(
        err.problem,
        Problem::TooMany {
            side: Side::White,
            what: "rounds",
            count: 9,
            most: 8
        }
    );
}

#[test]
fn checkers_squares_are_numbered_and_only_dark_ones_take_pieces() {
    // The 32 dark squares, numbered as the game numbers them.
    let names: Vec<String> = (0..64)
        .filter(|&i| checkers::Game::playable(i))
        .map(checkers::Game::square_name)
        .collect();
    assert_eq!(names.len(), 32);
    let light = (0..64).find(|&i| !checkers::Game::playable(i)).unwrap();
    let mut setup = Setup::<checkers::Game>::empty(Side::White);
    assert!(setup.put(light, checkers::Game::PIECES[0]).is_err());
    edits(&mut setup, "18=w 22=B");
    let fen = setup.check().expect("a position").position_text();
    assert_eq!(
        checkers::parse_fen(&fen).unwrap(),
        *setup.shown().position()
    );
    let p18 = setup
        .shown()
        .position()
        .piece_at(checkers::Square::from_number(18).unwrap());
    assert_eq!(
        p18.map(|p| (p.side, p.kind)),
        Some((Side::White, checkers::PieceKind::Man))
    );
}

#[test]
fn a_checkers_man_on_its_crowning_row_shows_but_cannot_be_played() {
    let mut setup = Setup::<checkers::Game>::empty(Side::White);
    // White men are crowned on 1-4.
    edits(&mut setup, "2=w 14=b");
    let err = setup.check().unwrap_err();
    assert_eq!(err.square.as_deref(), Some("2"));
    assert_eq!(err.problem, Problem::ManOnCrowningRow { side: Side::White });
    // The command line refuses the same position for the same reason.
    assert!(checkers::parse_fen(&setup.text()).is_err());
    edits(&mut setup, "2=W");
    assert!(setup.check().is_ok());
}

#[test]
fn a_thirteenth_checkers_piece_is_refused_when_played() {
    let mut setup = Setup::<checkers::Game>::empty(Side::Black);
    let text: Vec<String> = (5..=17).map(|n| format!("{n}=w")).collect();
    edits(&mut setup, &text.join(" "));
    let err = setup.check().unwrap_err();
    assert!(err.to_string().contains("13 pieces"), "{err}");
    assert!(checkers::parse_fen(&setup.text()).is_err());
}

#[test]
fn the_side_to_move_is_part_of_the_position() {
    let mut setup = Setup::<othello::Position>::start();
    setup.set_turn(Side::White);
    assert!(setup.check().unwrap().position_text().ends_with(" O"));
    assert_eq!(setup.turn(), Side::White);
}

#[test]
fn bad_edits_are_explained() {
    for (token, expected) in [
        ("z9=X", "'z9' is not a square"),
        ("d4=Q", "one of XO"),
        ("d4", "an edit is"),
        ("d4=XO", "one of XO"),
    ] {
        let err = parse_edit::<othello::Position>(token).unwrap_err();
        assert!(err.to_string().contains(expected), "{token}: {err}");
    }
    assert!(
        parse_edit::<checkers::Game>("b1=w").is_err(),
        "a light square has no number"
    );
}
