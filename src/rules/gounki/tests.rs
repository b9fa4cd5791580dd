//! Tests: the worked examples of the spec (§6.3, §9.4, §11.1), perft
//! (§12.3), notation, outcomes and random-playout properties.

use std::collections::{BTreeSet, HashSet};

use super::*;
use crate::rules::{EndReason, Notation, Outcome, Rules, Side, SplitMix64};

fn pos(text: &str) -> Position {
    Position::parse(text).unwrap_or_else(|e| panic!("bad test position {text}: {e}"))
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// The canonical strings of the moves of the stack on `from`.
fn from_set(p: &Position, from: &str) -> BTreeSet<String> {
    p.moves_from(sq(from)).iter().map(Move::to_string).collect()
}

/// Only the deployments (and exits) among them.
fn deploy_set(p: &Position, from: &str) -> BTreeSet<String> {
    from_set(p, from)
        .into_iter()
        .filter(|m| m.contains('+') || m.contains('*'))
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| (*s).to_string()).collect()
}

/// A position with the given stacks (`("f3", "[RRR]")`), side to move.
/// A far-away enemy piece keeps the game from being over.
fn board(stacks: &[(&str, &str)], side: Side) -> Position {
    let mut p = Position::empty(side);
    for (at, text) in stacks {
        let one = pos(&format!("{text}7/8/8/8/8/8/8/8 w"));
        p.set_stack(sq(at), one.stack_at(sq("a8"))).unwrap();
    }
    p
}

// ---------------------------------------------------------------- perft

#[test]
fn perft_start_depths_1_to_3_with_kinds() {
    let p = Position::start();
    let table = [
        (1, 36, 11, 25, 0, 0, 0),
        (2, 1_296, 396, 900, 0, 0, 0),
        (3, 53_892, 16_560, 30_096, 0, 7_236, 0),
    ];
    for (d, n, mv, st, cap, dep, ex) in table {
        assert_eq!(perft(&p, d), n, "perft({d})");
        let s = perft_stats(&p, d);
        assert_eq!(
            (s.nodes, s.moves, s.stacks, s.captures, s.deploys, s.exits),
            (n, mv, st, cap, dep, ex),
            "perft_stats({d})"
        );
    }
}

#[test]
fn perft_start_distinct_positions() {
    fn collect(p: &Position, depth: u32, out: &mut HashSet<Position>) {
        if depth == 0 {
            out.insert(*p);
            return;
        }
        for &mv in p.legal_moves().iter() {
            let mut next = *p;
            next.apply(mv);
            collect(&next, depth - 1, out);
        }
    }
    for (d, n) in [(1, 36), (2, 1_296), (3, 32_868)] {
        let mut seen = HashSet::new();
        collect(&Position::start(), d, &mut seen);
        assert_eq!(seen.len(), n, "distinct positions at depth {d}");
    }
}

#[test]
fn perft_start_depth_4() {
    let p = Position::start();
    assert_eq!(perft(&p, 4), 2_241_009);
    let s = perft_stats(&p, 4);
    assert_eq!(
        (s.moves, s.stacks, s.captures, s.deploys, s.exits),
        (688_620, 1_251_492, 0, 300_897, 0)
    );
}

#[test]
fn perft_start_depth_5() {
    let p = Position::start();
    // Depth 5 takes about 20 s in a debug build even bulk-counted: there the
    // test goes to depth 4 only (release builds check depth 5 and its
    // per-class counts).
    if cfg!(debug_assertions) {
        assert_eq!(perft(&p, 4), 2_241_009);
        return;
    }
    assert_eq!(perft(&p, 5), 100_248_353);
    let s = perft_stats(&p, 5);
    assert_eq!(
        (s.nodes, s.moves, s.stacks, s.captures, s.deploys, s.exits),
        (100_248_353, 32_744_277, 46_826_160, 6_846, 20_671_070, 0)
    );
}

#[test]
fn first_moves_are_the_documented_ones() {
    let moves: BTreeSet<String> = Position::start()
        .legal_moves()
        .iter()
        .map(Move::to_string)
        .collect();
    let empty = set(&[
        "a2-b3", "b2-b3", "c2-b3", "c2-d3", "d2-d3", "e2-d3", "e2-f3", "f2-f3", "g2-f3", "g2-h3",
        "h2-h3",
    ]);
    assert!(empty.is_subset(&moves));
    assert_eq!(moves.len(), 36);
    // The 25 others are stackings (onto an own piece).
    let start = Position::start();
    let stackings = start
        .legal_moves()
        .iter()
        .filter(|m| {
            let mut p = start;
            p.apply(**m) == MoveClass::Stack
        })
        .count();
    assert_eq!(stackings, 25);
}

#[test]
fn null_moves_appear_at_ply_5() {
    let g = Game::from_record(Position::start(), "a1-a2 a7-a6 a2-b2 a6-a5").unwrap();
    assert!(g.legal_moves().contains(&Move::Null { at: sq("b2") }));
    // Perft through ply 5 (100 M leaves) takes about 20 s in a debug build:
    // there it stops at ply 4 (release builds count ply 5).
    let depth = if cfg!(debug_assertions) { 4 } else { 5 };
    let without_null = perft(&Position::start(), depth);
    assert!(without_null > 0);
}

// ------------------------------------------------------- §6.3 rebounds

#[test]
fn example_6_3_1_triple_round_f3() {
    let p = board(&[("f3", "[RRR]"), ("a8", "s")], Side::White);
    assert_eq!(
        from_set(&p, "f3"),
        set(&[
            "f3-g4",
            "f3-h5",
            "f3-g6",
            "f3-e4",
            "f3-d5",
            "f3-c6",
            "f3*e4-d5-c6",
            "f3*g4-h5-g6",
        ])
    );
    // g4 and h5 must be empty to reach g6.
    let p = board(&[("f3", "[RRR]"), ("h5", "s"), ("a8", "s")], Side::White);
    assert!(from_set(&p, "f3").contains("f3-h5"));
    assert!(!from_set(&p, "f3").contains("f3-g6"));
}

#[test]
fn example_6_3_2_black_rrs_b4() {
    let p = board(&[("b4", "[rrs]"), ("h1", "S")], Side::Black);
    assert_eq!(
        from_set(&p, "b4"),
        set(&[
            // round mode, with the rebound a3 -> b2
            "b4-a3",
            "b4-b2",
            "b4-c3",
            "b4-d2", // square mode, one step
            "b4-b3",
            "b4-a4",
            "b4-c4", // squares first
            "b4+b3-a2-b1",
            "b4+b3-c2-d1",
            "b4+a4-b3-c2",
            "b4+c4-b3-a2",
            "b4+c4-d3-e2",
            // rounds first (the booklet's b4*a3-b2-a2 among them)
            "b4*a3-b2-b1",
            "b4*a3-b2-a2",
            "b4*a3-b2-c2",
            "b4*c3-d2-d1",
            "b4*c3-d2-c2",
            "b4*c3-d2-e2",
        ])
    );
    // b2 needs a3 empty; d2 needs c3 empty.
    let p = board(&[("b4", "[rrs]"), ("a3", "S"), ("c3", "r")], Side::Black);
    let moves = from_set(&p, "b4");
    assert!(moves.contains("b4-a3") && !moves.contains("b4-b2"));
    assert!(!moves.contains("b4-c3") && !moves.contains("b4-d2"));
}

#[test]
fn example_6_3_3_white_rrs_b4_lands_on_its_file() {
    let p = board(&[("b4", "[RRS]"), ("h8", "s")], Side::White);
    let moves: BTreeSet<String> = from_set(&p, "b4")
        .into_iter()
        .filter(|m| m.contains('-') && !m.contains('+') && !m.contains('*'))
        .collect();
    assert_eq!(
        moves,
        set(&[
            "b4-a5", "b4-b6", "b4-c5", "b4-d6", "b4-b5", "b4-a4", "b4-c4"
        ])
    );
}

#[test]
fn example_6_3_4_triple_round_c1() {
    let p = board(&[("c1", "[RRR]"), ("h8", "s")], Side::White);
    assert_eq!(
        from_set(&p, "c1"),
        set(&[
            "c1-b2",
            "c1-a3",
            "c1-b4",
            "c1-d2",
            "c1-e3",
            "c1-f4",
            "c1*b2-a3-b4",
            "c1*d2-e3-f4",
        ])
    );
}

#[test]
fn example_6_3_5_booklet_capture_by_rebound() {
    let p = board(&[("g2", "[RR]"), ("g4", "s")], Side::White);
    assert_eq!(
        from_set(&p, "g2"),
        set(&["g2-h3", "g2-g4", "g2-f3", "g2-e4", "g2*f3-e4"])
    );
    let p = board(&[("g2", "[RR]"), ("g4", "s"), ("h3", "s")], Side::White);
    assert_eq!(
        from_set(&p, "g2"),
        set(&["g2-h3", "g2-f3", "g2-e4", "g2*f3-e4"])
    );
}

#[test]
fn example_6_3_6_square_sideways_rebounds() {
    let p = board(&[("b1", "[SSS]"), ("h8", "s")], Side::White);
    assert_eq!(
        from_set(&p, "b1"),
        set(&[
            "b1-a1",
            "b1-b1",
            "b1-c1",
            "b1-d1",
            "b1-e1",
            "b1-b2",
            "b1-b3",
            "b1-b4",
            "b1+a1-b1-c1",
            "b1+b2-b3-b4",
            "b1+c1-d1-e1",
        ])
    );
    let p = board(&[("g2", "[SS]"), ("a8", "s")], Side::White);
    assert!(from_set(&p, "g2").contains("g2-g2"));
    for blocker in ["S", "s"] {
        let p = board(&[("g2", "[SS]"), ("h2", blocker), ("a8", "s")], Side::White);
        assert!(!from_set(&p, "g2").contains("g2-g2"), "h2 = {blocker}");
    }
    // A single square never rebounds, so it has no null move.
    let p = board(&[("g2", "S"), ("a8", "s")], Side::White);
    assert!(!from_set(&p, "g2").contains("g2-g2"));
}

#[test]
fn null_move_changes_only_the_turn() {
    let p = board(&[("g2", "[SS]"), ("a8", "s")], Side::White);
    let g = Game::from_position(p);
    let (next, effects) = g.play(Move::parse("g2-g2").unwrap()).unwrap();
    let mut expected = p;
    expected.set_side_to_move(Side::Black);
    assert_eq!(*next.position(), expected);
    match effects.as_slice() {
        [Effect::Null { at, path, .. }] => {
            assert_eq!(*at, sq("g2"));
            let squares: Vec<Square> = path.steps().iter().map(|s| s.square).collect();
            assert_eq!(squares, vec![sq("h2"), sq("g2")]);
            assert_eq!(path.steps()[1].rebound, Some(Wall::Right));
            assert_eq!(path.steps()[1].rebound_point(sq("h2")), Some((7.5, 1.0)));
        }
        other => panic!("unexpected effects {other:?}"),
    }
}

// ---------------------------------------------------- §9.4 deployments

#[test]
fn example_9_4_single_kind_stacks() {
    let cases: [(&str, &str, &[&str]); 6] = [
        ("d4", "[RR]", &["d4*c5-b6", "d4*e5-f6"]),
        ("e2", "[SS]", &["e2+d2-c2", "e2+e3-e4", "e2+f2-g2"]),
        ("d4", "[RRR]", &["d4*c5-b6-a7", "d4*e5-f6-g7"]),
        ("f3", "[RRR]", &["f3*e4-d5-c6", "f3*g4-h5-g6"]),
        (
            "d4",
            "[SSS]",
            &["d4+c4-b4-a4", "d4+d5-d6-d7", "d4+e4-f4-g4"],
        ),
        (
            "c1",
            "[SSS]",
            &["c1+b1-a1-b1", "c1+c2-c3-c4", "c1+d1-e1-f1"],
        ),
    ];
    for (at, stack, expected) in cases {
        let p = board(&[(at, stack), ("h8", "s")], Side::White);
        assert_eq!(deploy_set(&p, at), set(expected), "{stack} on {at}");
    }
    let p = board(&[("b1", "[SSS]"), ("h8", "s")], Side::White);
    assert!(deploy_set(&p, "b1").contains("b1+a1-b1-c1"));
}

#[test]
fn example_9_4_square_rebound_counts_both_drops() {
    // b1 receives two pieces: fine over one own piece, not over two.
    let p = board(&[("c1", "[SSS]"), ("b1", "R"), ("h8", "s")], Side::White);
    assert!(deploy_set(&p, "c1").contains("c1+b1-a1-b1"));
    let p = board(&[("c1", "[SSS]"), ("b1", "[RS]"), ("h8", "s")], Side::White);
    assert!(!deploy_set(&p, "c1").contains("c1+b1-a1-b1"));
}

#[test]
fn example_9_4_square_round_d4() {
    let p = board(&[("d4", "[RS]"), ("h8", "s")], Side::White);
    assert_eq!(
        deploy_set(&p, "d4"),
        set(&[
            "d4+d5-c6", "d4+d5-e6", "d4+c4-b5", "d4+c4-d5", "d4+e4-d5", "d4+e4-f5", "d4*c5-c6",
            "d4*c5-b5", "d4*c5-d5", "d4*e5-e6", "d4*e5-d5", "d4*e5-f5",
        ])
    );
}

#[test]
fn example_9_4_round_round_square_d4() {
    let p = board(&[("d4", "[RRS]"), ("h8", "s")], Side::White);
    assert_eq!(
        deploy_set(&p, "d4"),
        set(&[
            "d4+d5-c6-b7",
            "d4+d5-e6-f7",
            "d4+c4-b5-a6",
            "d4+c4-d5-e6",
            "d4+e4-d5-c6",
            "d4+e4-f5-g6",
            "d4*c5-b6-b7",
            "d4*c5-b6-a6",
            "d4*c5-b6-c6",
            "d4*e5-f6-f7",
            "d4*e5-f6-e6",
            "d4*e5-f6-g6",
        ])
    );
}

#[test]
fn example_9_4_square_square_round_d4_and_b4() {
    let p = board(&[("d4", "[RSS]"), ("h8", "s")], Side::White);
    assert_eq!(
        deploy_set(&p, "d4"),
        set(&[
            "d4+d5-d6-c7",
            "d4+d5-d6-e7",
            "d4+c4-b4-a5",
            "d4+c4-b4-c5",
            "d4+e4-f4-e5",
            "d4+e4-f4-g5",
            "d4*c5-c6-c7",
            "d4*c5-b5-a5",
            "d4*c5-d5-e5",
            "d4*e5-e6-e7",
            "d4*e5-d5-c5",
            "d4*e5-f5-g5",
        ])
    );
    let p = board(&[("b4", "[RSS]"), ("h8", "s")], Side::White);
    let d = deploy_set(&p, "b4");
    assert!(d.contains("b4+a4-b4-a5") && d.contains("b4+a4-b4-c5"));
}

#[test]
fn example_9_4_booklet_white_a6_wins_by_deploying() {
    let p = board(&[("a6", "[RRS]"), ("h1", "s")], Side::White);
    let moves = from_set(&p, "a6");
    assert!(moves.contains("a6#"));
    // No movement of this stack leaves the board from a6...
    let mut q = p;
    q.set_stack(sq("a7"), Some(Stack::new(Side::Black, 0, 1).unwrap()))
        .unwrap();
    q.set_stack(sq("b7"), Some(Stack::new(Side::Black, 0, 1).unwrap()))
        .unwrap();
    // ...and with a7/b7 taken by the enemy, no deployment does either.
    assert!(!from_set(&q, "a6").contains("a6#"));
    // The booklet's path: square to a7, round to b8, then off the board.
    let g = Game::from_position(p);
    let (g, effects) = g.play(Move::parse("a6#").unwrap()).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Side::White, EndReason::Exit))
    );
    assert!(matches!(effects.first(), Some(Effect::Lift { .. })));
    assert!(matches!(
        effects.last(),
        Some(Effect::GameOver(Outcome {
            winner: Some(Side::White),
            reason: EndReason::Exit,
            ..
        }))
    ));
}

#[test]
fn example_9_4_deploying_onto_own_pieces_and_enemy_blocks() {
    let p = board(&[("f3", "[RRR]"), ("d5", "S"), ("h8", "s")], Side::White);
    let moves = from_set(&p, "f3");
    assert!(moves.contains("f3*e4-d5-c6"));
    assert!(moves.contains("f3-e4"));
    assert!(!moves.contains("f3-d5") && !moves.contains("f3-c6"));
    let (_, effects) = Game::from_position(p)
        .play(Move::parse("f3*e4-d5-c6").unwrap())
        .unwrap();
    assert!(effects.contains(&Effect::Drop {
        piece: StepKind::Round,
        square: sq("d5"),
        rebound: None,
        before: Stack::new(Side::White, 0, 1),
        after: Stack::new(Side::White, 1, 1).unwrap(),
    }));

    let p = board(&[("f3", "[RRR]"), ("d5", "S"), ("g6", "s")], Side::White);
    let moves = from_set(&p, "f3");
    assert!(!moves.contains("f3*g4-h5-g6"));
    assert!(moves.contains("f3-g6"));
}

// --------------------------------------------------------- §11 outcomes

#[test]
fn example_11_1_exits() {
    // A triple round on rank 7 leaves in 2 steps.
    let p = board(&[("d7", "[RRR]"), ("a1", "s")], Side::White);
    assert!(from_set(&p, "d7").contains("d7#"));
    // A single round on rank 8, even in a corner, always has a way out.
    for at in ["a8", "h8", "d8"] {
        let p = board(&[(at, "R"), ("a1", "s")], Side::White);
        assert!(from_set(&p, at).contains(&format!("{at}#")));
    }
    // A square on rank 8 leaves forward; a single square on rank 7 cannot.
    let p = board(&[("d8", "S"), ("d7", "S"), ("a1", "s")], Side::White);
    assert_eq!(from_set(&p, "d8"), set(&["d8#", "d8-c8", "d8-e8"]));
    assert!(!from_set(&p, "d7").contains("d7#"));
    // A double square on rank 7 leaves unless the enemy holds d8.
    let p = board(&[("d7", "[SS]"), ("a1", "s")], Side::White);
    assert!(from_set(&p, "d7").contains("d7#"));
    let p = board(&[("d7", "[SS]"), ("d8", "s")], Side::White);
    assert!(!from_set(&p, "d7").contains("d7#"));
    // A square-round on d7 wins by deploying (d8, then off the board).
    let p = board(&[("d7", "[RS]"), ("a1", "s")], Side::White);
    assert!(from_set(&p, "d7").contains("d7#"));
    // Black leaves past rank 1.
    let p = board(&[("c1", "r"), ("h8", "S")], Side::Black);
    assert_eq!(from_set(&p, "c1"), set(&["c1#"]));
}

#[test]
fn exit_by_movement_ends_the_game_with_effects() {
    let p = board(&[("g7", "[RR]"), ("a1", "s")], Side::White);
    let (g, effects) = Game::from_position(p)
        .play(Move::parse("g7#").unwrap())
        .unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Side::White, EndReason::Exit))
    );
    assert!(g.legal_moves().is_empty());
    match effects.as_slice() {
        [
            Effect::Exit {
                from,
                path,
                beyond,
                winner: Side::White,
                kind: StepKind::Round,
                ..
            },
            Effect::GameOver(_),
        ] => {
            assert_eq!(*from, sq("g7"));
            assert_eq!(path.steps().len(), 1);
            let last = path.last().unwrap();
            assert_eq!(last.rank(), 7);
            assert_eq!(beyond.1, 8);
        }
        other => panic!("unexpected effects {other:?}"),
    }
    // Nothing may be played after the end.
    assert!(g.play(Move::parse("a1-a2").unwrap()).is_err());
}

#[test]
fn capturing_the_last_piece_wins() {
    let p = board(&[("d4", "S"), ("d5", "[rs]")], Side::White);
    let (g, effects) = Game::from_position(p)
        .play(Move::parse("d4xd5").unwrap())
        .unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Side::White, EndReason::AllCaptured))
    );
    assert!(matches!(
        effects[0],
        Effect::Movement {
            landing: Landing::Captured(Stack {
                owner: Side::Black,
                rounds: 1,
                squares: 1
            }),
            ..
        }
    ));
    assert!(matches!(effects.last(), Some(Effect::GameOver(_))));
    // Leaf mode: the winning capture counts once at every deeper depth.
    let mut expected = 0;
    for &mv in p.legal_moves().iter() {
        let mut q = p;
        q.apply(mv);
        expected += if mv.to_string() == "d4-d5" {
            1
        } else {
            perft(&q, 1)
        };
    }
    assert_eq!(perft(&p, 2), expected);
}

#[test]
fn threefold_repetition_is_a_draw() {
    let start = board(&[("d4", "S"), ("e6", "s")], Side::White);
    let cycle = "d4-c4 e6-f6 c4-d4 f6-e6";
    let g = Game::from_record(start, cycle).unwrap();
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.outcome(), None);
    let g = Game::from_record(start, &format!("{cycle} d4-c4 e6-f6 c4-d4")).unwrap();
    assert_eq!(g.outcome(), None);
    let (g, effects) = g.play(Move::parse("f6-e6").unwrap()).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    assert!(g.legal_moves().is_empty());
    assert_eq!(
        effects.last(),
        Some(&Effect::GameOver(Outcome::draw(
            EndReason::ThreefoldRepetition
        )))
    );
    // Null moves count too.
    let start = board(&[("g2", "[SS]"), ("b7", "[ss]")], Side::White);
    let g = Game::from_record(start, "g2-g2 b7-b7 g2-g2").unwrap();
    assert_eq!(g.outcome(), None);
    let g = Game::from_record(start, "g2-g2 b7-b7 g2-g2 b7-b7").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
}

#[test]
fn no_stalemate_most_advanced_stack_can_step() {
    // Every side with a piece has a move, even when hemmed in.
    let p = pos("8/8/8/8/8/[ss][ss][ss]5/[SS][SS][SS]5/[SS]7 w");
    assert!(!p.legal_moves().is_empty());
    let mut rng = SplitMix64(7);
    for _ in 0..300 {
        let p = random_position(&mut rng);
        for side in [Side::White, Side::Black] {
            let mut q = p;
            q.set_side_to_move(side);
            assert_eq!(q.has_pieces(side), !q.legal_moves().is_empty(), "{q}");
        }
    }
}

// ------------------------------------------------------------ notation

#[test]
fn position_string_round_trip() {
    let start = Position::start();
    assert_eq!(
        start.to_string(),
        "rsrsrsrs/srsrsrsr/8/8/8/8/RSRSRSRS/SRSRSRSR w"
    );
    assert_eq!(pos("rsrsrsrs/srsrsrsr/8/8/8/8/RSRSRSRS/SRSRSRSR w"), start);
    let p = pos("8/8/3[SRR]4/8/8/8/8/[sr]7 b");
    assert_eq!(p.to_string(), "8/8/3[RRS]4/8/8/8/8/[rs]7 b");
    assert_eq!(p.stack_at(sq("d6")), Stack::new(Side::White, 2, 1));
    assert_eq!(p.side_to_move(), Side::Black);
}

#[test]
fn position_string_errors_name_the_token() {
    let cases = [
        ("8/8/8/8/8/8/8/8 w", "no pieces"),
        ("8/8/8/8/8/8/8/R7", "missing side"),
        ("8/8/8/8/8/8/8/R7 x", "side"),
        ("8/8/8/8/8/8/R7 w", "8 ranks"),
        ("9/8/8/8/8/8/8/R7 w", "1 to 8"),
        ("8/8/8/8/8/8/8/R6 w", "not 8"),
        ("8/8/8/8/8/8/8/R8 w", "more than 8"),
        ("8/8/8/8/8/8/8/[Rr]7 w", "mixes"),
        ("8/8/8/8/8/8/8/[RRSS]7 w", "at most 3"),
        ("8/8/8/8/8/8/8/[R]7 w", "2 or 3"),
        ("8/8/8/8/8/8/8/7[RR w", "unclosed"),
        ("8/8/8/8/8/8/8/Q7 w", "unexpected character"),
    ];
    for (text, reason) in cases {
        let err = Position::parse(text).unwrap_err();
        assert!(err.reason.contains(reason), "{text}: {err}");
        assert!(!err.token.is_empty() || text.is_empty(), "{text}: {err}");
    }
}

#[test]
fn move_strings_parse_and_print() {
    for text in [
        "b2-b3",
        "d4+d5-e6",
        "b4*a3-b2-a2",
        "g8#",
        "g2-g2",
        "c1+b1-a1-b1",
    ] {
        assert_eq!(Move::parse(text).unwrap().to_string(), text);
    }
    assert_eq!(Move::parse(" B2-B3 ").unwrap().to_string(), "b2-b3");
    assert_eq!(Move::parse("b2xb3").unwrap().to_string(), "b2-b3");
    assert_eq!(Move::parse("D4*C5-B6").unwrap().to_string(), "d4*c5-b6");
    assert_eq!(Move::parse("g2-g2").unwrap(), Move::Null { at: sq("g2") });
    let cases = [
        ("", "empty"),
        ("b2", "too short"),
        ("z9-b3", "not a square"),
        ("b2-b9", "not a square"),
        ("b2/b3", "expected"),
        ("d4+d5", "2 or 3"),
        ("d4+d5-d6-d7-d8", "2 or 3"),
        ("d4+d6-d7", "cannot reach"),
        ("d4+c5-b6", "straight first step"),
        ("d4*d5-d6", "diagonal first step"),
        ("i1#", "not a square"),
        ("g2xg2", "null"),
        ("#", "names its square"),
    ];
    for (text, reason) in cases {
        let err = Move::parse(text).unwrap_err();
        assert!(err.reason.contains(reason), "{text}: {err}");
    }
}

#[test]
fn illegal_moves_are_refused() {
    let g = Game::new();
    for text in ["b2-b4", "a7-a6", "b2-b2", "a2#", "a2*b3-c4", "d1-d2"] {
        let mv = Move::parse(text).unwrap();
        assert!(!g.is_legal(mv), "{text}");
        let err = g.clone().play(mv).unwrap_err();
        assert_eq!(err.position, g, "{text} must hand the game back");
    }
    let err = Game::from_record(Position::start(), "a2-b3\ng7-g6\nb3-b5").unwrap_err();
    assert_eq!(err.token, "b3-b5");
    assert!(err.reason.contains("move 3"));
}

#[test]
fn kalaww_board_file() {
    let start = Position::start();
    let text = start.to_kalaww();
    assert_eq!(text.lines().count(), 64);
    assert!(text.starts_with("B1\nB2\nB1\n"));
    assert_eq!(Position::from_kalaww(&text, Side::White).unwrap(), start);
    // Every composition code.
    let mut p = Position::empty(Side::Black);
    let comps = [
        (0, 1),
        (1, 0),
        (0, 2),
        (2, 0),
        (0, 3),
        (3, 0),
        (1, 1),
        (1, 2),
        (2, 1),
    ];
    // All nine kinds between the two sides, each side within its 8 rounds
    // and 8 squares: White leaves out the triples, Black the square-round
    // and the round-round-square.
    for (i, (r, s)) in comps.into_iter().enumerate() {
        if !matches!((r, s), (0, 3) | (3, 0)) {
            p.set_stack(Square::new(i as u8).unwrap(), Stack::new(Side::White, r, s))
                .unwrap();
        }
        if !matches!((r, s), (1, 1) | (2, 1)) {
            p.set_stack(
                Square::new(63 - i as u8).unwrap(),
                Stack::new(Side::Black, r, s),
            )
            .unwrap();
        }
    }
    let text = p.to_kalaww();
    assert!(text.contains("B9\n") && text.contains("N8\n"));
    assert_eq!(Position::from_kalaww(&text, Side::Black).unwrap(), p);
    let bad = text.replacen("B9", "X9", 1);
    assert_eq!(
        Position::from_kalaww(&bad, Side::Black).unwrap_err().token,
        "X9"
    );
    let bad = text.replacen("V0", "V3", 1);
    assert_eq!(
        Position::from_kalaww(&bad, Side::Black).unwrap_err().token,
        "V3"
    );
    assert!(Position::from_kalaww("B1 B2", Side::White).is_err());
}

#[test]
fn boardspace_moves_convert() {
    let p = board(&[("e2", "[RS]"), ("c7", "s")], Side::White);
    assert_eq!(
        p.boardspace_move("Move E 2 E 3").unwrap().to_string(),
        "e2-e3"
    );
    assert_eq!(
        p.boardspace_move("Deploy E 2 D 2 C 3").unwrap().to_string(),
        "e2+d2-c3"
    );
    assert_eq!(
        p.boardspace_move("Deploy E 2 F 3 F 4").unwrap().to_string(),
        "e2*f3-f4"
    );
    let p = board(&[("d8", "[RS]"), ("c1", "s")], Side::White);
    assert_eq!(
        p.boardspace_move("Move D 8 D 9").unwrap().to_string(),
        "d8#"
    );
    assert_eq!(
        p.boardspace_move("Deploy D 8 D 9 C 10")
            .unwrap()
            .to_string(),
        "d8#"
    );
    assert!(p.boardspace_move("Jump D 8 D 9").is_err());
    assert!(p.boardspace_move("Move D 8").is_err());
    assert!(p.boardspace_move("Move Z 8 D 9").is_err());
}

#[test]
fn record_round_trip_and_comments() {
    let text =
        "a2-b3\n// White's second move next\ng7-g6\n\nb2-b3 ; stack\nh7-g6\nb3+b4-c5\ng6*f5-f4\n";
    let g = Game::from_record(Position::start(), text).unwrap();
    assert_eq!(g.moves().len(), 6);
    assert_eq!(
        g.record_text(),
        "a2-b3\ng7-g6\nb2-b3\nh7-g6\nb3+b4-c5\ng6*f5-f4\n"
    );
    let again = Game::from_record(Position::start(), &g.record_text()).unwrap();
    assert_eq!(again, g);
    assert_eq!(g.undo().unwrap().moves().len(), 5);
}

#[test]
fn ui_helpers() {
    let p = Position::start();
    let counts = p.piece_counts(Side::White);
    assert_eq!((counts.rounds, counts.squares, counts.stacks), (8, 8, 16));
    assert_eq!(p.goal_distance(Side::White), Some(7));
    assert_eq!(p.goal_distance(Side::Black), Some(7));
    assert_eq!(p.stack_at(sq("a1")).map(Stack::composition), Some("square"));
    let dests: BTreeSet<String> = p.moves_from(sq("a2")).iter().map(Move::to_string).collect();
    assert_eq!(dests, set(&["a2-b3"]));
    let dests: BTreeSet<String> = p.moves_from(sq("b2")).iter().map(Move::to_string).collect();
    assert_eq!(dests, set(&["b2-b3", "b2-a2", "b2-c2"]));
    assert!(p.moves_from(sq("a7")).is_empty(), "not the mover's stack");
    let g = Game::new();
    assert_eq!(g.moves_from(sq("a1")).len(), 2);
    let q = board(&[("c8", "R"), ("c1", "s")], Side::White);
    assert_eq!(q.goal_distance(Side::White), Some(1));
    assert_eq!(q.goal_distance(Side::Black), Some(1));
}

// ------------------------------------------------- random playouts

fn random_position(rng: &mut SplitMix64) -> Position {
    let mut p = Position::empty(if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    });
    let comps = [
        (1, 0),
        (0, 1),
        (2, 0),
        (0, 2),
        (1, 1),
        (3, 0),
        (0, 3),
        (2, 1),
        (1, 2),
    ];
    for side in [Side::White, Side::Black] {
        for _ in 0..1 + rng.below(8) {
            let (r, s) = comps[rng.below(comps.len())];
            let at = Square::new(rng.below(64) as u8).unwrap();
            // Refused (and skipped) past the 8 rounds and 8 squares a side has.
            let _ = p.set_stack(at, Stack::new(side, r, s));
        }
    }
    if !p.has_pieces(Side::White) || !p.has_pieces(Side::Black) {
        return random_position(rng);
    }
    p
}

/// Mirrors a square left-right (`flip_files`) and/or top-bottom.
fn mirror_sq(s: Square, flip_files: bool, flip_ranks: bool) -> Square {
    let f = if flip_files { 7 - s.file() } else { s.file() };
    let r = if flip_ranks { 7 - s.rank() } else { s.rank() };
    Square::at(f, r).unwrap()
}

fn mirror_move(mv: Move, ff: bool, fr: bool) -> Move {
    let m = |s| mirror_sq(s, ff, fr);
    match mv {
        Move::Movement { from, to } => Move::Movement {
            from: m(from),
            to: m(to),
        },
        Move::Null { at } => Move::Null { at: m(at) },
        Move::Exit { from } => Move::Exit { from: m(from) },
        Move::Deployment {
            from, rounds_first, ..
        } => {
            let drops: Vec<Square> = mv.drops().iter().map(|&s| m(s)).collect();
            Move::deployment(m(from), rounds_first, &drops)
        }
    }
}

/// The position with files mirrored, or with colours swapped and ranks
/// mirrored (the rules are symmetric both ways).
fn mirror_pos(p: &Position, ff: bool, swap: bool) -> Position {
    let side = if swap {
        p.side_to_move().opponent()
    } else {
        p.side_to_move()
    };
    let mut q = Position::empty(side);
    for (s, mut st) in p.stacks() {
        if swap {
            st.owner = st.owner.opponent();
        }
        q.set_stack(mirror_sq(s, ff, swap), Some(st)).unwrap();
    }
    q
}

#[test]
fn move_generation_is_symmetric() {
    let mut rng = SplitMix64(42);
    for _ in 0..400 {
        let p = random_position(&mut rng);
        let moves: BTreeSet<Move> = p.legal_moves().iter().copied().collect();
        for (ff, swap) in [(true, false), (false, true), (true, true)] {
            let q = mirror_pos(&p, ff, swap);
            let mirrored: BTreeSet<Move> =
                moves.iter().map(|&m| mirror_move(m, ff, swap)).collect();
            let theirs: BTreeSet<Move> = q.legal_moves().iter().copied().collect();
            assert_eq!(mirrored, theirs, "{p} mirrored ({ff}, {swap}) = {q}");
        }
    }
}

/// Replays effects on `before` the way a viewer would (the one replay the
/// soak uses too).
fn replay_effects(before: &Position, effects: &[Effect]) -> Position {
    crate::testgen::playout::gounki_replay(before, effects).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn random_playouts_keep_every_invariant() {
    let mut rng = SplitMix64(0x5eed);
    let mut exits = 0;
    let mut captures = 0;
    for game_no in 0..120 {
        let start = if game_no % 3 == 0 {
            random_position(&mut rng)
        } else {
            Position::start()
        };
        let mut game = Game::from_position(start);
        let mut positions = vec![*game.position()];
        for _ in 0..200 {
            if game.outcome().is_some() {
                break;
            }
            let p = *game.position();
            let moves = game.legal_moves();
            assert!(!moves.is_empty());
            let texts: HashSet<String> = moves.iter().map(Move::to_string).collect();
            assert_eq!(texts.len(), moves.len(), "duplicates in {p}");
            for &mv in &moves {
                assert_eq!(Move::parse(&mv.to_string()).unwrap(), mv);
                assert_eq!(game.parse_move(&game.move_text(mv)).unwrap(), mv);
                assert!(p.is_legal(mv));
            }
            let mv = moves[rng.below(moves.len())];
            let before_me = p.piece_counts(p.side_to_move());
            let before_them = p.piece_counts(p.side_to_move().opponent());
            let (next, effects) = game.play(mv).unwrap();
            let q = *next.position();
            assert!(q.stacks().all(|(_, st)| (1..=3).contains(&st.height())));
            let after_me = q.piece_counts(p.side_to_move());
            let after_them = q.piece_counts(p.side_to_move().opponent());
            let captured = effects.iter().find_map(|e| match e {
                Effect::Movement {
                    landing: Landing::Captured(st),
                    ..
                } => Some(*st),
                _ => None,
            });
            if let Some(c) = captured {
                captures += 1;
                assert_eq!(after_them.rounds + c.rounds, before_them.rounds);
                assert_eq!(after_them.squares + c.squares, before_them.squares);
            } else {
                assert_eq!(after_them.pieces(), before_them.pieces());
            }
            if matches!(mv, Move::Exit { .. }) {
                exits += 1;
                assert!(after_me.pieces() < before_me.pieces());
            } else {
                assert_eq!(after_me.pieces(), before_me.pieces());
            }
            assert_eq!(replay_effects(&p, &effects), q, "effects of {mv} in {p}");
            if !matches!(mv, Move::Exit { .. }) {
                let mut fast = p;
                fast.apply(mv);
                assert_eq!(fast, q, "apply and play disagree on {mv} in {p}");
            }
            assert_eq!(Position::parse(&q.to_string()).unwrap(), q);
            assert_eq!(
                Position::from_kalaww(&q.to_kalaww(), q.side_to_move()).unwrap(),
                q
            );
            game = next;
            positions.push(q);
        }
        // Replaying the record reproduces every position.
        let replay = Game::from_record(start, &game.record_text()).unwrap();
        assert_eq!(replay, game);
        let mut g = Game::from_position(start);
        for (i, &mv) in game.moves().iter().enumerate() {
            assert_eq!(*g.position(), positions[i]);
            g = g.play(mv).unwrap().0;
        }
    }
    assert!(
        exits > 10 && captures > 10,
        "exits {exits}, captures {captures}"
    );
}

#[test]
fn random_moves_are_legal_exactly_when_generated() {
    let mut rng = SplitMix64(99);
    for _ in 0..200 {
        let p = random_position(&mut rng);
        let legal: HashSet<Move> = p.legal_moves().iter().copied().collect();
        let g = Game::from_position(p);
        for _ in 0..50 {
            let from = Square::new(rng.below(64) as u8).unwrap();
            let to = Square::new(rng.below(64) as u8).unwrap();
            let mv = if from == to {
                Move::Null { at: from }
            } else {
                Move::Movement { from, to }
            };
            assert_eq!(g.is_legal(mv), legal.contains(&mv));
            assert_eq!(
                g.clone().play(mv).is_ok(),
                legal.contains(&mv),
                "{mv} in {p}"
            );
        }
    }
}

// ------------------------------------------- piece counts, move-list bound

#[test]
fn positions_with_more_pieces_than_the_game_has_are_refused() {
    // The report: 24 White square-rounds (and a Black round).
    let text = "7r/8/[RS][RS][RS][RS][RS][RS][RS][RS]/8/[RS][RS][RS][RS][RS][RS][RS][RS]/8/\
                [RS][RS][RS][RS][RS][RS][RS][RS]/8 w";
    let err = Position::parse(text).unwrap_err();
    assert_eq!(err.reason, "White has 24 rounds; a side has at most 8");
    // Squares are counted too, for either side.
    let err = Position::parse("[ss][ss][ss][ss][ss]3/8/8/8/8/8/8/R7 b").unwrap_err();
    assert_eq!(err.reason, "Black has 10 squares; a side has at most 8");
    // Exactly 8 of each is fine (the start, and everything stacked up).
    Position::parse("rsrsrsrs/srsrsrsr/8/8/8/8/RSRSRSRS/SRSRSRSR w").unwrap();
    Position::parse("[rs][rs][rs][rs][rs][rs][rs][rs]/8/8/8/8/8/8/[RRS][RSS][RRS][RSS]4 w")
        .unwrap();
    // The board-file reader applies the same check.
    let mut codes = vec!["B7"; 24];
    codes.extend(vec!["V0"; 39]);
    codes.push("N2");
    let err = Position::from_kalaww(&codes.join(" "), Side::White).unwrap_err();
    // It names the code that goes past the game's pieces: the ninth round.
    assert_eq!(
        err.reason,
        "White has 9 rounds by here; a side has at most 8"
    );
    assert_eq!(err.token, "B7");
}

#[test]
fn move_list_bound_is_proved_and_holds() {
    // The knapsack over stack kinds: eight square-rounds, 17 moves each.
    assert_eq!(stack_move_bound(1, 1), 17);
    assert_eq!(MAX_MOVES, 8 * 17);
    // Every stack kind, anywhere, among random surroundings (legal counts):
    // the per-stack bound holds, and so does the total.
    let mut rng = SplitMix64(0x5eed);
    let kinds = [
        (1, 0),
        (0, 1),
        (2, 0),
        (0, 2),
        (1, 1),
        (3, 0),
        (0, 3),
        (2, 1),
        (1, 2),
    ];
    let mut widest = 0;
    for _ in 0..3000 {
        let mut p = random_position(&mut rng);
        let side = p.side_to_move();
        let (r, s) = kinds[rng.below(kinds.len())];
        let at = Square::new(rng.below(64) as u8).unwrap();
        let _ = p.set_stack(at, Stack::new(side, r, s));
        for (from, stack) in p.stacks().filter(|(_, st)| st.owner == side) {
            let n = p.moves_from(from).len();
            let bound = stack_move_bound(stack.rounds.into(), stack.squares.into());
            assert!(n <= bound, "{n} moves from {from} in {p}, bound {bound}");
        }
        let all = p.legal_moves();
        assert!(all.len() <= MAX_MOVES, "{p}");
        widest = widest.max(all.len());
    }
    // Eight square-rounds in the open come close to the bound.
    let open = pos("8/8/8/1[rs]1[rs]1[rs]1[rs]/1[RS]1[RS]1[RS]1[RS]/8/1[RS]1[RS]1[RS]1[RS]/8 w");
    let n = open.legal_moves().len();
    assert!(n > 80 && n <= MAX_MOVES, "{n}");
    assert!(widest > 0);
}

#[test]
fn set_stack_keeps_to_the_piece_counts() {
    // Eight White square-rounds fit; a ninth round is refused and leaves
    // the position as it was, so no position outgrows the move list.
    let mut p = Position::empty(Side::White);
    for file in 0..8 {
        p.set_stack(Square::at(file, 1).unwrap(), Stack::new(Side::White, 1, 1))
            .unwrap();
    }
    let before = p;
    let err = p
        .set_stack(sq("a4"), Stack::new(Side::White, 1, 0))
        .unwrap_err();
    assert_eq!(err, "White has 9 rounds; a side has at most 8");
    assert_eq!(p, before);
    // Replacing a stack counts what leaves the square too.
    p.set_stack(sq("a2"), Stack::new(Side::White, 0, 1))
        .unwrap();
    p.set_stack(sq("a4"), Stack::new(Side::White, 1, 0))
        .unwrap();
    p.set_stack(sq("a8"), Stack::new(Side::Black, 3, 0))
        .unwrap();
    assert!(p.legal_moves().len() <= MAX_MOVES);
}

#[test]
fn repetition_counts_match_the_history() {
    // The count is kept incrementally; it must agree with counting the
    // position hashes, along games that shuffle back and forth.
    let mut rng = SplitMix64(31);
    for _ in 0..20 {
        let mut g = Game::from_position(pos("7r/8/8/8/8/8/8/1[SS]1[SS]4 w"));
        while g.outcome().is_none() {
            let now = g.position().hash();
            let counted = g.hashes().iter().filter(|&&h| h == now).count();
            assert_eq!(g.repetitions(), counted);
            let moves = g.legal_moves();
            g = g.play(moves[rng.below(moves.len())]).unwrap().0;
        }
    }
}
