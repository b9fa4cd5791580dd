//! The worked positions of spec §10 and more cases for every rule of §4–§5.

use super::*;
use crate::rules::{EndReason, Outcome, Side};

fn sq(n: u8) -> Square {
    Square::from_number(n).expect("square")
}

#[test]
fn c2_forward_capture_compulsory_no_backward_capture() {
    assert_eq!(legal("W:W18,28:B15,22"), sorted(&["18x11"]));
}

#[test]
fn c5_man_capturing_onto_far_row_stops_and_is_crowned() {
    let g = game("W:W11:B6,7");
    assert_eq!(texts(&g), sorted(&["11x2"]));
    let (g, fx) = play(g, "11x2");
    assert_eq!(g.position_text(), "B:WK2:B6");
    assert_eq!(
        fx,
        vec![
            Effect::Hop {
                from: sq(11),
                over: sq(7),
                to: sq(2)
            },
            Effect::Remove {
                square: sq(7),
                piece: Piece {
                    side: Side::Black,
                    kind: PieceKind::Man
                }
            },
            Effect::Promote { square: sq(2) },
        ]
    );
    assert!(g.parse_move("11x2x9").is_err());
}

#[test]
fn c6_king_lands_right_after_captured_piece() {
    assert_eq!(legal("W:WK29:B15"), sorted(&["29x11"]));
}

#[test]
fn c9_maximum_counts_pieces_not_kings() {
    assert_eq!(
        legal("W:W22:B18,11,K17,K9"),
        sorted(&["22x13x6", "22x15x8"])
    );
}

#[test]
fn c11_no_legal_move_loses() {
    let g = game("W:W21:B17,14");
    assert!(g.legal_moves().is_empty());
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Side::Black, EndReason::NoLegalMove))
    );
}

#[test]
fn king_loop_has_two_distinct_moves() {
    // Spec §4.7: the start square counts empty; the two loops are different moves.
    assert_eq!(
        legal("B:W17,18,24,25,26,27,28,29,32:B1-4,6-10,12,K30"),
        sorted(&["30x21x14x23x30", "30x23x14x21x30"])
    );
}

#[test]
fn opening_of_spec_section_8() {
    let g = Game::new();
    assert_eq!(
        texts(&g),
        sorted(&[
            "21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"
        ])
    );
    let (g, _) = play(g, "22-18");
    let (g, _) = play(g, "11-15");
    assert_eq!(texts(&g), sorted(&["18x11"]));
    let (g, _) = play(g, "18x11");
    assert_eq!(texts(&g), sorted(&["8x15", "7x16"]));
}

#[test]
fn men_step_forward_only() {
    assert_eq!(legal("W:W22:B1"), sorted(&["22-17", "22-18"]));
    assert_eq!(legal("B:W32:B5"), sorted(&["5-9"]));
    // Black man on 9 with a white man behind it on 5: no backward capture.
    assert_eq!(legal("B:W5:B9"), sorted(&["9-13", "9-14"]));
    assert_eq!(legal("B:W14:B9"), sorted(&["9x18"]));
}

#[test]
fn king_flies_and_cannot_capture_an_edge_piece() {
    assert_eq!(
        legal("W:WK22:B4"),
        sorted(&[
            "22-17", "22-13", "22-18", "22-15", "22-11", "22-8", "22-25", "22-29", "22-26", "22-31"
        ])
    );
}

#[test]
fn king_cannot_jump_two_in_a_row_or_own_piece() {
    assert_eq!(legal("W:WK29:B22,18"), sorted(&["29-25"]));
    assert_eq!(legal("W:WK29,22:B18"), sorted(&["22x15"]));
}

#[test]
fn man_chain_zigzags_and_crowns_at_the_end() {
    let g = game("W:W26:B22,14,6");
    assert_eq!(texts(&g), sorted(&["26x17x10x1"]));
    let (g, fx) = play(g, "26x17x10x1");
    assert_eq!(g.position_text(), "B:WK1:B");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Side::White, EndReason::AllCaptured))
    );
    let removed: Vec<u8> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::Remove { square, .. } => Some(square.number()),
            _ => None,
        })
        .collect();
    assert_eq!(removed, vec![22, 14, 6]);
    assert_eq!(fx.last(), Some(&Effect::Promote { square: sq(1) }));
}

#[test]
fn maximum_rule_across_pieces() {
    // 22 takes two (18, 11); 28 could take only one (24).
    assert_eq!(legal("W:W22,28:B18,11,24"), sorted(&["22x15x8"]));
}

#[test]
fn captured_pieces_block_until_the_end() {
    // After 32x14x7x16x23 the king on 23 would fly over 18 (taken first)
    // and take 9 if captured pieces left at once; they stay, so it stops.
    assert_eq!(legal("W:WK32:B9,10,11,18,19"), sorted(&["32x14x7x16x23"]));
}

#[test]
fn man_captures_a_king() {
    let g = game("W:W22:BK18");
    assert_eq!(texts(&g), sorted(&["22x15"]));
    let (_, fx) = play(g, "22x15");
    assert!(fx.contains(&Effect::Remove {
        square: sq(18),
        piece: Piece {
            side: Side::Black,
            kind: PieceKind::King
        }
    }));
}

#[test]
fn promotion_by_simple_move_both_sides() {
    // (No man stands on its own crowning row: the FEN reader refuses that.)
    assert_eq!(legal("W:W6:B28"), sorted(&["6-1", "6-2"]));
    let (g, fx) = play(game("W:W6:B28"), "6-1");
    assert_eq!(
        fx,
        vec![
            Effect::Step {
                from: sq(6),
                to: sq(1)
            },
            Effect::Promote { square: sq(1) }
        ]
    );
    assert_eq!(
        g.position().piece_at(sq(1)).map(|p| p.kind),
        Some(PieceKind::King)
    );
    let (g, fx) = play(game("B:W5:B27"), "27-32");
    assert_eq!(fx.last(), Some(&Effect::Promote { square: sq(32) }));
    assert_eq!(g.position_text(), "W:W5:BK32");
    // A king reaching the far row is not promoted again.
    let (_, fx) = play(game("W:WK6:B28"), "6-1");
    assert_eq!(
        fx,
        vec![Effect::Step {
            from: sq(6),
            to: sq(1)
        }]
    );
}

#[test]
fn threefold_repetition_draws() {
    let mut g = game("W:WK32:BK1");
    for (i, m) in [
        "32-28", "1-5", "28-32", "5-1", "32-28", "1-5", "28-32", "5-1",
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(g.outcome(), None, "before ply {i}");
        g = play(g, m).0;
    }
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    assert!(g.legal_moves().is_empty());
}

#[test]
fn forty_quiet_plies_draw_and_man_moves_reset() {
    // Kings walk without repeating a position three times; then a man move resets.
    let mut g = game("W:WK29,K32,21:BK1,K4,12");
    assert_eq!(g.quiet_plies(), 0);
    let (g2, _) = play(g.clone(), "32-27");
    assert_eq!(g2.quiet_plies(), 1);
    let (g3, _) = play(g2, "12-16");
    assert_eq!(g3.quiet_plies(), 0);
    // Random king-only play from a kings-only position always ends by a draw
    // rule, and the 40-ply rule fires exactly at 40.
    let mut rng = crate::rules::SplitMix64(7);
    g = game("W:WK29,K30,K31:BK2,K3,K4");
    for _ in 0..200 {
        if g.outcome().is_some() {
            break;
        }
        let moves: Vec<Move> = g.legal_moves();
        let quiet: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| matches!(m, Move::Piece(p) if !p.is_capture()))
            .collect();
        if quiet.is_empty()
            || moves
                .iter()
                .any(|m| matches!(m, Move::Piece(p) if p.is_capture()))
        {
            return; // a capture appeared; the property below needs quiet play
        }
        g = g.play(quiet[rng.below(quiet.len())]).expect("legal").0;
        assert!(g.quiet_plies() <= FORTY_PLY_LIMIT);
    }
    let out = g.outcome().expect("the game ends");
    assert_eq!(out.winner, None);
    if out.reason == EndReason::FortyPlyRule {
        assert_eq!(g.quiet_plies(), 40);
    } else {
        assert_eq!(out.reason, EndReason::ThreefoldRepetition);
    }
}

#[test]
fn forty_ply_rule_exactly() {
    // Build 40 quiet plies by hand-walking two kings around distinct squares.
    let mut g = game("W:WK30:BK3");
    let mut n = 0;
    let mut rng = crate::rules::SplitMix64(11);
    while g.outcome().is_none() && n < 500 {
        // Prefer moves that neither repeat a third time nor hang the king.
        let moves = g.legal_moves();
        let fresh: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| {
                let next = g.clone().play(*m).expect("legal").0;
                next.repetitions() < 3 && !next.position().has_capture()
            })
            .collect();
        let pick = if fresh.is_empty() {
            moves[rng.below(moves.len())]
        } else {
            fresh[rng.below(fresh.len())]
        };
        g = g.play(pick).expect("legal").0;
        n += 1;
    }
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::FortyPlyRule)));
    assert_eq!(n, 40);
    assert_eq!(g.quiet_plies(), 40);
}

#[test]
fn no_pieces_loses() {
    let g = game("B:W18:B");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Side::White, EndReason::AllCaptured))
    );
}
