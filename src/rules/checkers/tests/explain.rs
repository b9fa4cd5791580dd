//! UI explanations: compulsory captures, moves from a square, hop-by-hop input.

use super::*;
use crate::rules::Side;

fn sq(n: u8) -> Square {
    Square::from_number(n).expect("square")
}

fn nums(v: &[Square]) -> Vec<u8> {
    v.iter().map(|s| s.number()).collect()
}

#[test]
fn explains_the_compulsory_capture() {
    let e = game("W:W22,28:B18,11,24").explain_captures();
    assert_eq!(e.side, Side::White);
    assert!(e.compulsory);
    assert_eq!(
        nums(&e.pieces),
        vec![22],
        "28 takes only one piece: not a maximal capture"
    );
    assert_eq!(e.max_taken, 2);
    let quiet = Game::new().explain_captures();
    assert!(!quiet.compulsory);
    assert!(quiet.pieces.is_empty());
    assert_eq!(quiet.max_taken, 0);
}

#[test]
fn explanation_lists_huffable_pieces() {
    let g = game("W:W18,28:B15,22").with_family(true);
    let (g, _) = play(g, "28-24");
    let e = g.explain_captures();
    assert_eq!(e.side, Side::Black);
    assert_eq!(nums(&e.huffable), vec![18]);
}

#[test]
fn moves_from_a_square() {
    let g = Game::new();
    let texts: Vec<String> = g.moves_from(sq(22)).iter().map(piece_move_text).collect();
    assert_eq!(texts, vec!["22-17", "22-18"]);
    assert!(g.moves_from(sq(26)).is_empty(), "blocked man");
    assert!(g.moves_from(sq(9)).is_empty(), "not the mover's piece");
}

#[test]
fn hop_by_hop_prefixes() {
    let g = game("W:W22:B18,11,K17,K9");
    assert_eq!(nums(&g.next_landings(sq(22), &[])), vec![13, 15]);
    let after13 = g.moves_with_prefix(sq(22), &[sq(13)]);
    assert_eq!(after13.len(), 1);
    assert_eq!(piece_move_text(&after13[0]), "22x13x6");
    assert_eq!(nums(&g.next_landings(sq(22), &[sq(13)])), vec![6]);
    assert!(g.moves_with_prefix(sq(22), &[sq(6)]).is_empty());

    // The king loops: both start differently and meet again on 14.
    let g = game("B:W17,18,24,25,26,27,28,29,32:B1-4,6-10,12,K30");
    assert_eq!(nums(&g.next_landings(sq(30), &[])), vec![21, 23]);
    assert_eq!(nums(&g.next_landings(sq(30), &[sq(21)])), vec![14]);
    assert_eq!(nums(&g.next_landings(sq(30), &[sq(21), sq(14)])), vec![23]);
    let full = g.moves_with_prefix(sq(30), &[sq(21), sq(14), sq(23), sq(30)]);
    assert_eq!(full.len(), 1);
    let hops: Vec<(u8, u8, u8)> = full[0]
        .hops()
        .map(|(a, b, c)| (a.number(), b.number(), c.number()))
        .collect();
    assert_eq!(
        hops,
        vec![(30, 25, 21), (21, 17, 14), (14, 18, 23), (23, 26, 30)]
    );
}
