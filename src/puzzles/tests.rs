//! The puzzle layer against the rules: the bundled sets re-proven, the
//! generator's determinism, and the proof refusing what is not so.

use std::collections::HashSet;

use super::registry::{bundled, bundled_text, generate_kind, solver_side, verify_puzzle};
use super::{Goal, Puzzle, parse_file};
use crate::game_kind::GameKind;
use crate::rules::Side;

#[test]
fn every_bundled_puzzle_is_proven() {
    for kind in GameKind::ALL {
        let set = parse_file(bundled_text(kind)).expect("the bundled file reads");
        assert!(set.len() >= 300, "{kind}: {} puzzles", set.len());
        assert_eq!(set.len(), bundled(kind).len());
        let ids: HashSet<&str> = set.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), set.len(), "{kind}: ids repeat");
        let positions: HashSet<&str> = set.iter().map(|p| p.position.as_str()).collect();
        assert_eq!(positions.len(), set.len(), "{kind}: positions repeat");
        // Every puzzle in release; a fixed sample in the debug run (the
        // solver there is many times slower).
        let step = if cfg!(debug_assertions) { 30 } else { 1 };
        for p in set.iter().step_by(step) {
            assert_eq!(p.game, kind);
            assert!(solver_side(p).is_some(), "{}", p.id);
            if let Err(e) = verify_puzzle(p) {
                panic!("{}: {e}", p.id);
            }
        }
    }
}

/// Othello's proofs solve every move exactly at up to 18 empties: about
/// 8 s in release, many minutes in debug, so the debug run leaves it to the
/// release one.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "minutes of exact solves in debug; run in release"
)]
fn the_othello_generator_is_deterministic_and_its_puzzles_prove() {
    the_generator_is_deterministic_and_its_puzzles_prove(GameKind::Othello);
}

#[test]
fn the_other_generators_are_deterministic_and_their_puzzles_prove() {
    for kind in GameKind::ALL {
        if kind != GameKind::Othello {
            the_generator_is_deterministic_and_its_puzzles_prove(kind);
        }
    }
}

fn the_generator_is_deterministic_and_its_puzzles_prove(kind: GameKind) {
    let a = generate_kind(kind, 7, 3, |_| {});
    let b = generate_kind(kind, 7, 3, |_| {});
    assert_eq!(a, b, "{kind}");
    assert_eq!(a.len(), 3, "{kind}");
    for p in &a {
        assert_eq!(verify_puzzle(p), Ok(()), "{}", p.to_line());
    }
}

/// A first bundled puzzle of `kind` whose last step lists more than one
/// move, or whose line is longer than one move.
fn find(kind: GameKind, pick: impl Fn(&Puzzle) -> bool) -> Puzzle {
    bundled(kind)
        .iter()
        .find(|p| pick(p))
        .cloned()
        .unwrap_or_else(|| panic!("no such {kind} puzzle"))
}

#[test]
fn two_winning_first_moves_are_both_listed_somewhere() {
    assert!(GameKind::ALL.into_iter().any(|kind| {
        bundled(kind)
            .iter()
            .any(|p| p.line.last().is_some_and(|s| s.len() > 1))
    }));
}

#[test]
fn a_step_that_lists_too_few_or_too_many_moves_is_refused() {
    for kind in GameKind::ALL {
        // Two moves that count at the last step: both must be listed.
        if let Some(p) = bundled(kind)
            .iter()
            .find(|p| p.line.last().is_some_and(|s| s.len() > 1))
        {
            let mut fewer = p.clone();
            fewer.line.last_mut().unwrap().pop();
            let e = verify_puzzle(&fewer).unwrap_err();
            assert!(e.contains("the moves that count"), "{kind}: {e}");
        }
        // A move that does not count, added to the first step.
        let p = find(kind, |p| p.line.len() == 1);
        let mut more = p.clone();
        let extra = other_legal_move(&p).expect("another legal move");
        more.line[0].push(extra);
        let e = verify_puzzle(&more).unwrap_err();
        assert!(e.contains("the moves that count"), "{kind}: {e}");
    }
}

#[test]
fn a_line_that_goes_wrong_is_refused() {
    for kind in GameKind::ALL {
        let p = find(kind, |p| p.line.len() >= 3);
        let mut illegal = p.clone();
        illegal.line[1] = vec!["a1".into()];
        assert!(verify_puzzle(&illegal).is_err(), "{kind}");
        let mut wrong_game = p.clone();
        wrong_game.game = GameKind::ALL[(kind as usize + 1) % 3];
        assert!(verify_puzzle(&wrong_game).is_err(), "{kind}");
        // One move is not enough where the puzzle needs more (Othello's
        // proofs go to the end of the game: a shorter line still proves).
        if kind != GameKind::Othello {
            let mut short = p.clone();
            short.line.truncate(1);
            assert!(verify_puzzle(&short).is_err(), "{kind}: {}", p.to_line());
        }
    }
}

/// A legal move of the puzzle's first position not listed at its first
/// step, in notation.
fn other_legal_move(p: &Puzzle) -> Option<String> {
    use crate::rules::{Notation, checkers, gounki, othello};
    fn other<G: Notation>(p: &Puzzle) -> Option<String> {
        let pos = G::parse_position(&p.position).ok()?;
        pos.legal_moves()
            .into_iter()
            .map(|m| pos.move_text(m))
            .find(|t| !p.line[0].contains(t))
    }
    match p.game {
        GameKind::Othello => other::<othello::Position>(p),
        GameKind::Gounki => other::<gounki::Game>(p),
        GameKind::Checkers => other::<checkers::Game>(p),
    }
}

#[test]
fn hand_made_positions_prove_what_a_player_sees() {
    // Gounki: White's square on a8 steps past the last rank; nothing else
    // wins at once.
    let exit =
        Puzzle::parse_line("t-1\tgounki\texit\t1200\texit\tS1r4s/Ss6/3s4/8/7s/8/8/4S3 w\ta8#")
            .unwrap();
    assert_eq!(solver_side(&exit), Some(Side::White));
    assert_eq!(verify_puzzle(&exit), Ok(()));
    // Checkers: White's man on 22 must take 18 and 11 (22x15x8), which
    // wins two men: a forced capture is no puzzle (every move does it),
    // and three men are not to be had.
    use crate::puzzles::prove::PuzzleRules;
    use crate::rules::Notation;
    use crate::rules::checkers::Game;
    let g = Game::parse_position("W:W22,30:B18,11,1").unwrap();
    let e = g.accepted(&g, Goal::Material { pieces: 2 }, 1).unwrap_err();
    assert!(e.contains("every move"), "{e}");
    let e = g.accepted(&g, Goal::Material { pieces: 3 }, 1).unwrap_err();
    assert!(e.contains("no move"), "{e}");
}
