//! Family mode (spec §6).

use super::*;
use crate::rules::{EndReason, Outcome, Side};

fn sq(n: u8) -> Square {
    Square::from_number(n).expect("square")
}

fn family(fen: &str) -> Game {
    game(fen).with_family(true)
}

#[test]
fn c2_faulty_moves_and_huffable() {
    let g = family("W:W18,28:B15,22");
    assert_eq!(texts(&g), sorted(&["18x11", "18-14", "28-24"]));
    assert!(g.is_faulty(&PieceMove::step(sq(28), sq(24))));
    // Off by default: the faulty moves are illegal.
    assert!(game("W:W18,28:B15,22").parse_move("28-24").is_err());

    let (after, _) = play(g.clone(), "28-24");
    assert_eq!(after.huffable(), &[sq(18)]);
    assert_eq!(after.outcome(), None);
    // The man that should have captured is followed to its new square.
    let (after, _) = play(g, "18-14");
    assert_eq!(after.huffable(), &[sq(14)]);
    assert_eq!(
        texts(&after),
        sorted(&["h14", "15-18", "15-19", "22-25", "22-26"])
    );
}

#[test]
fn huff_is_not_a_move() {
    let (g, _) = play(family("W:W18,28:B15,22"), "28-24");
    let before = g.clone();
    let (h, fx) = play(g, "h18");
    assert_eq!(
        fx,
        vec![Effect::Huff(HuffEffect {
            square: sq(18),
            piece: Piece {
                side: Side::White,
                kind: PieceKind::Man
            }
        })]
    );
    assert_eq!(h.turn(), Side::Black, "the huffer still has the move");
    assert_eq!(h.ply(), before.ply(), "a huff is not a ply");
    assert!(h.huffable().is_empty());
    assert_eq!(h.quiet_plies(), 0);
    assert_eq!(h.position_text(), "B:W24:B15,22");
    // Only one piece per faulty move, and only a huffable one.
    assert!(h.clone().huff(sq(24)).is_err());
    assert!(before.clone().huff(sq(24)).is_err());
}

#[test]
fn moving_declines_the_huff() {
    let (g, _) = play(family("W:W18,28:B15,22"), "28-24");
    let (g, _) = play(g, "22-26");
    assert!(g.huffable().is_empty());
    assert!(!g.legal_moves().iter().any(|m| matches!(m, Move::Huff(_))));
    let (mut g2, _) = play(family("W:W18,28:B15,22"), "28-24");
    g2.decline_huff();
    assert!(g2.huffable().is_empty());
}

#[test]
fn shorter_captures_stay_illegal_and_only_maximal_origins_are_huffable() {
    let g = family("W:W22,28:B18,11,24");
    assert_eq!(texts(&g), sorted(&["22x15x8", "22-17"]));
    let (g, _) = play(g, "22-17");
    // 28 could only take one piece: it was not obliged to capture.
    assert_eq!(g.huffable(), &[sq(17)]);
}

#[test]
fn huffing_the_last_piece_wins() {
    let (g, _) = play(family("W:W18:B15"), "18-14");
    assert_eq!(g.outcome(), None, "decided only after the optional huff");
    let (g, _) = play(g, "h14");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Side::Black, EndReason::AllCaptured))
    );
}

#[test]
fn obliged_piece_is_followed_and_others_not_huffable() {
    // 14 must take 10 (landing 7); 5 has no capture. A man obliged to
    // capture stands at most on row 6, so a faulty step cannot crown it.
    let g = family("W:W5,14:B10");
    assert_eq!(texts(&g), sorted(&["14x7", "5-1", "14-9"]));
    let (g1, fx) = play(g.clone(), "14-9");
    assert_eq!(g1.huffable(), &[sq(9)]);
    assert!(!fx.iter().any(|e| matches!(e, Effect::Promote { .. })));
    // A faulty move by another piece: that piece crowns, 14 stays huffable.
    let (g2, fx) = play(g, "5-1");
    assert_eq!(g2.huffable(), &[sq(14)]);
    assert_eq!(fx.last(), Some(&Effect::Promote { square: sq(1) }));
}
