//! Tests: the spec's worked examples (§9), perft (§10), the FForum legal
//! move sets, and random-playout properties against a naive generator.

use super::*;
use crate::rules::{EndReason, Notation, Rules, Side, SplitMix64};

/// A position from a diagram of 8 rows (row 1 first; `X`, `O`, `.`).
fn diagram(rows: [&str; 8], side: Side) -> Position {
    let board: String = rows
        .concat()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let text = format!("{board} {}", if side == Side::Black { "X" } else { "O" });
    Position::parse_position(&text).expect("diagram parses")
}

fn sq(text: &str) -> Square {
    Square::parse(text).expect("square")
}

fn squares(list: &str) -> u64 {
    list.split_whitespace()
        .map(|s| sq(s).bit())
        .fold(0, |a, b| a | b)
}

fn names(bits: u64) -> Vec<String> {
    let mut v: Vec<String> = Square::iter_bits(bits).map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn play(pos: Position, text: &str) -> (Position, Effects) {
    pos.play(pos.parse_move(text).expect("move parses"))
        .expect("legal move")
}

/// The flip set by walking each direction square by square (the spec's
/// wording of §4), used as the reference for the bitboard code.
fn naive_flips(pos: &Position, s: Square) -> u64 {
    if pos.disc(s).is_some() {
        return 0;
    }
    let me = pos.turn();
    let mut all = 0;
    for d in 0..8 {
        let mut run = 0;
        for dist in 1..8 {
            match s.step(d, dist).map(|t| (t, pos.disc(t))) {
                Some((t, Some(c))) if c != me => run |= t.bit(),
                Some((_, Some(_))) => {
                    all |= run;
                    break;
                }
                _ => break,
            }
        }
    }
    all
}

/// The text of a file in `tests/data/othello/` (the FFO suites); the AI
/// tests read the same files.
pub(crate) fn data(file: &str) -> String {
    let path = format!("{}/tests/data/othello/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("test data {path}: {e}"))
}

#[test]
fn squares_and_indices() {
    assert_eq!(sq("a1").index(), 0);
    assert_eq!(sq("h1").index(), 7);
    assert_eq!(sq("a8").index(), 56);
    assert_eq!(sq("H8").index(), 63);
    assert_eq!(Square::new(5, 4).to_string(), "f5");
    assert_eq!(Square::all().count(), 64);
    assert!(Square::from_index(64).is_none());
    assert!(Square::parse("i1").is_none() && Square::parse("a9").is_none());
    for s in Square::all() {
        assert_eq!(Square::parse(&s.to_string()), Some(s));
        assert_eq!(Square::new(s.col(), s.row()), s);
    }
}

#[test]
fn start_position_text() {
    assert_eq!(
        Position::start().position_text(),
        "---------------------------OX------XO--------------------------- X"
    );
    assert_eq!(Position::start().counts(), (2, 2));
}

#[test]
fn o1_first_moves() {
    let start = Position::start();
    let moves: Vec<String> = start.legal_moves().iter().map(|m| m.to_string()).collect();
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(sorted, ["c4", "d3", "e6", "f5"]);
    assert_eq!(start.flips(sq("d3")), squares("d4"));
    assert_eq!(start.flips(sq("f5")), squares("e5"));
    let (after, _) = play(start, "f5");
    assert_eq!(after.turn(), Side::White);
    assert_eq!(names(after.legal_mask()), ["d6", "f4", "f6"]);
}

#[test]
fn e1_several_directions_and_blocked_line() {
    let pos = diagram(
        [
            "........", "........", "..X.....", "X.O.....", ".OO.....", "XO.OO...", "...O....",
            "....X...",
        ],
        Side::Black,
    );
    assert_eq!(pos.flips(sq("c6")), squares("b6 b5 d7 c5 c4"));
    let (after, effects) = play(pos, "c6");
    assert_eq!(after.disc(sq("d6")), Some(Side::White));
    assert_eq!(after.disc(sq("e6")), Some(Side::White));
    // Placed first, then by direction N, NE, E, SE, S, SW, W, NW and distance.
    let order: Vec<String> = effects
        .iter()
        .map(|e| match e {
            Effect::Placed { square, .. } | Effect::Flipped { square, .. } => square.to_string(),
            Effect::Passed { .. } => "pass".into(),
        })
        .collect();
    assert_eq!(order, ["c6", "c5", "c4", "d7", "b6", "b5"]);
    assert_eq!(
        effects[2],
        Effect::Flipped {
            square: sq("c4"),
            to: Side::Black,
            direction: 0,
            distance: 2
        }
    );
}

#[test]
fn e2_no_chain_reaction() {
    let pos = diagram(
        [
            "........", "........", "..X.....", "..O.....", ".OOX....", "........", "........",
            "........",
        ],
        Side::Black,
    );
    assert_eq!(pos.flips(sq("a5")), squares("b5 c5"));
    let (after, _) = play(pos, "a5");
    assert_eq!(after.disc(sq("c4")), Some(Side::White));
    assert_eq!(after.disc(sq("c5")), Some(Side::Black));
}

#[test]
fn e3_nine_discs_all_directions() {
    let pos = diagram(
        [
            "........", "........", "X.X.X...", ".OOO....", "XO.OOX..", ".OOO....", "X.X.X...",
            "........",
        ],
        Side::Black,
    );
    assert_eq!(pos.flips(sq("c5")), squares("b4 b5 b6 c4 c6 d4 d5 d6 e5"));
    let (after, effects) = play(pos, "c5");
    assert_eq!(after.counts(), (8 + 9 + 1, 0));
    let mut dirs = [0; 8];
    for e in &effects[1..] {
        let Effect::Flipped { direction, .. } = e else {
            panic!("unexpected effect {e:?}")
        };
        dirs[usize::from(*direction)] += 1;
    }
    assert_eq!(dirs, [1, 1, 2, 1, 1, 1, 1, 1]);
}

#[test]
fn s1_empties_go_to_the_winner() {
    let pos = diagram(
        [
            "X.XXXXXX", "XXXOOOOX", "XXOXOOOO", "XXOOXOOO", "XXOOOXOO", "XXOOOOXO", "XXOOOOOX",
            "XXXXXXXX",
        ],
        Side::White,
    );
    assert_eq!(pos.counts(), (34, 29));
    assert!(pos.is_over());
    assert!(pos.legal_moves().is_empty());
    assert_eq!(pos.flips(sq("b1")), 0);
    assert_eq!(pos.passed().flips(sq("b1")), 0);
    let outcome = pos.outcome().expect("over");
    assert_eq!(outcome.winner, Some(Side::Black));
    assert_eq!(outcome.reason, EndReason::NoMovesLeft);
    assert_eq!(outcome.score, Some((35, 29)));
    assert_eq!(outcome.to_string(), "Black wins 35\u{2013}29");
}

#[test]
fn s2_draw() {
    let pos = diagram(
        [
            "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "OOOOOOOO", "OOOOOOOO", "OOOOOOOO",
            "OOOOOOOO",
        ],
        Side::Black,
    );
    let outcome = pos.outcome().expect("over");
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.score, Some((32, 32)));
    assert_eq!(outcome.to_string(), "Draw 32\u{2013}32");
}

#[test]
fn draw_with_empties_is_32_32() {
    // Two isolated pairs: nobody can move, 2-2 with 60 empties.
    let pos = diagram(
        [
            "XX......", "........", "........", "........", "........", "........", "........",
            "......OO",
        ],
        Side::Black,
    );
    assert_eq!(pos.outcome().and_then(|o| o.score), Some((32, 32)));
}

#[test]
fn s3_wipe_out() {
    let black = squares("d3 e3 f3 d4 e4 f4 d5 e5 f5 d6 e6 f6 e7");
    let pos = Position::from_bitboards(black, 0, Side::White).expect("disjoint");
    assert!(pos.is_over());
    let outcome = pos.outcome().expect("over");
    assert_eq!(outcome.winner, Some(Side::Black));
    assert_eq!(outcome.score, Some((64, 0)));
}

#[test]
fn o2_forced_pass_then_wipe_out() {
    let pos = Position::parse_position(
        "XO-------------------------------------------------------------- O",
    )
    .expect("parses");
    assert_eq!(pos.legal_moves(), [Move::Pass]);
    assert!(pos.must_pass());
    assert!(!pos.is_legal(Move::Place(sq("c1"))));
    let (after, effects) = pos.play(Move::Pass).expect("pass is legal");
    assert_eq!(effects, [Effect::Passed { side: Side::White }]);
    assert_eq!(after.legal_moves(), [Move::Place(sq("c1"))]);
    assert!(
        after.play(Move::Pass).is_err(),
        "no pass while a move exists"
    );
    let (end, effects) = play(after, "c1");
    assert_eq!(effects.len(), 2);
    assert_eq!(end.outcome().and_then(|o| o.score), Some((64, 0)));
    assert!(end.legal_moves().is_empty());
    // Transcript reader infers the pass.
    let moves = parse_transcript(&pos, "c1").expect("transcript");
    assert_eq!(moves, [Move::Pass, Move::Place(sq("c1"))]);
    assert_eq!(transcript(&moves), "c1");
}

#[test]
fn o3_passing_twice() {
    let black = squares("a1 a8");
    let white = squares("b1 b8");
    let pos = Position::from_bitboards(black, white, Side::White).expect("disjoint");
    let moves = parse_transcript(&pos, "c1c8").expect("transcript");
    assert_eq!(
        moves,
        [
            Move::Pass,
            Move::Place(sq("c1")),
            Move::Pass,
            Move::Place(sq("c8"))
        ]
    );
    let explicit = parse_transcript(&pos, "pa C1 PASS c8").expect("explicit passes");
    assert_eq!(explicit, moves);
    let end = moves.iter().fold(pos, |p, &m| p.play(m).expect("legal").0);
    assert_eq!(end.counts(), (6, 0));
    assert_eq!(end.outcome().and_then(|o| o.score), Some((64, 0)));
}

#[test]
fn transcript_errors_name_the_token() {
    let start = Position::start();
    let err = parse_transcript(&start, "f5d6c3e9").unwrap_err();
    assert_eq!(err.token, "e9");
    let err = parse_transcript(&start, "f5a1").unwrap_err();
    assert_eq!(err.token, "a1");
    assert!(err.reason.contains("move 2"), "{err}");
    let err = parse_transcript(&start, "pa").unwrap_err();
    assert_eq!(err.token, "pa");
    let pos = Position::from_bitboards(squares("a1"), 0, Side::White).expect("disjoint");
    assert!(
        parse_transcript(&pos, "b1")
            .unwrap_err()
            .reason
            .contains("over")
    );
    assert_eq!(
        parse_transcript(&start, "F5 d6").expect("ok"),
        [Move::Place(sq("f5")), Move::Place(sq("d6"))]
    );
}

#[test]
fn position_errors_name_the_token() {
    let e = Position::parse_position("XO X").unwrap_err();
    assert_eq!(e.token, "XO");
    let bad = format!("{}Z{} X", "-".repeat(10), "-".repeat(53));
    let e = Position::parse_position(&bad).unwrap_err();
    assert_eq!(e.token, "Z");
    assert!(e.reason.contains("c2"), "{e}");
    let e = Position::parse_position(&format!("{} Q", "-".repeat(64))).unwrap_err();
    assert_eq!(e.token, "Q");
    assert!(Position::parse_position(&"-".repeat(64)).is_err());
    assert!(Position::parse_position("").is_err());
    // OBF lines parse (the tail after ';' is ignored).
    let line = data("fforum-1-19.obf");
    let first = line.lines().next().expect("line");
    assert!(Position::parse_position(first).is_ok());
}

#[test]
fn perft_shallow() {
    let expected = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];
    for (depth, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&Position::start(), depth as u32), n, "perft({depth})");
    }
}

#[test]
fn perft_deep() {
    // Project convention: a forced pass is a ply, a finished game is a leaf.
    assert_eq!(perft(&Position::start(), 10), 24_571_284);
    // Depth 11 takes over a minute in a debug build: there the test stops
    // at depth 10 (release builds check both).
    if !cfg!(debug_assertions) {
        assert_eq!(perft(&Position::start(), 11), 212_258_800);
    }
}

/// Perft through the public `Rules` API only (no bulk counting), to check
/// the fast counter's convention on passes and finished games.
fn perft_slow(pos: Position, depth: u32) -> u64 {
    if depth == 0 || pos.is_over() {
        return 1;
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| perft_slow(pos.play(m).expect("legal").0, depth - 1))
        .sum()
}

#[test]
fn perft_matches_rules_api_near_passes() {
    // Positions from random playouts late in the game, where passes and
    // finished games occur.
    let mut rng = SplitMix64(7);
    let mut checked = 0;
    for _ in 0..40 {
        let mut pos = Position::start();
        while pos.empty().count_ones() > 8 && !pos.is_over() {
            let moves = pos.legal_moves();
            pos = pos.play(moves[rng.below(moves.len())]).expect("legal").0;
        }
        for depth in 0..=4 {
            assert_eq!(
                perft(&pos, depth),
                perft_slow(pos, depth),
                "{pos} depth {depth}"
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 40);
}

#[test]
fn fforum_legal_move_sets() {
    let mut lines = 0;
    for file in ["fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf"] {
        for line in data(file).lines().filter(|l| !l.trim().is_empty()) {
            let pos = Position::parse_position(line).expect("obf position");
            let mut listed: Vec<String> = line
                .split(';')
                .skip(1)
                .filter_map(|t| t.trim().split(':').next())
                .filter(|t| !t.is_empty())
                .map(str::to_ascii_lowercase)
                .collect();
            listed.sort();
            let mut legal: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
            legal.sort();
            assert_eq!(legal, listed, "{line}");
            lines += 1;
        }
    }
    assert_eq!(lines, 59);
}

#[test]
fn random_playouts_properties() {
    let mut rng = SplitMix64(0x0123_4567_89AB_CDEF);
    for _ in 0..300 {
        let mut pos = Position::start();
        let mut moves = Vec::new();
        let mut placed = 0;
        while !pos.is_over() {
            // The generator agrees with the naive walk on every square.
            for s in Square::all() {
                assert_eq!(pos.flips(s), naive_flips(&pos, s), "{pos} {s}");
            }
            let legal = pos.legal_moves();
            assert!(!legal.is_empty());
            let mv = legal[rng.below(legal.len())];
            let (next, effects) = pos.play(mv).expect("legal move");
            if let Move::Place(s) = mv {
                placed += 1;
                let flips = pos.flips(s);
                assert_eq!(flips & !pos.opponent(), 0, "flips only opponent discs");
                assert_eq!(
                    effects[0],
                    Effect::Placed {
                        square: s,
                        side: pos.turn()
                    }
                );
                // The effects applied to the old board give the new board.
                let mut black = pos.black();
                let mut white = pos.white();
                for e in &effects {
                    match *e {
                        Effect::Placed { square, side }
                        | Effect::Flipped {
                            square, to: side, ..
                        } => {
                            let (add, remove) = if side == Side::Black {
                                (&mut black, &mut white)
                            } else {
                                (&mut white, &mut black)
                            };
                            *add |= square.bit();
                            *remove &= !square.bit();
                        }
                        Effect::Passed { .. } => panic!("pass effect on a placement"),
                    }
                    if let Effect::Flipped {
                        square,
                        direction,
                        distance,
                        ..
                    } = *e
                    {
                        assert_eq!(s.step(direction, distance), Some(square));
                    }
                }
                assert_eq!((black, white), (next.black(), next.white()));
                assert_eq!(effects.len(), 1 + flips.count_ones() as usize);
            } else {
                assert_eq!(effects, [Effect::Passed { side: pos.turn() }]);
            }
            let (b, w) = next.counts();
            assert_eq!(u32::from(b) + u32::from(w), 4 + placed);
            assert_eq!(Position::parse_position(&next.position_text()), Ok(next));
            moves.push(mv);
            pos = next;
        }
        let text = transcript(&moves);
        assert_eq!(
            parse_transcript(&Position::start(), &text),
            Ok(moves.clone())
        );
        let score = pos.outcome().and_then(|o| o.score).expect("score");
        assert_eq!(u32::from(score.0) + u32::from(score.1), 64);
    }
}
