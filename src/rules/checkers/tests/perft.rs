//! Perft from the start (spec §9).

use super::*;

/// Spec §9, depths 1–12.
const START_PERFT: [u64; 12] = [
    7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860843, 17734382, 81278519, 364833577,
];

#[test]
fn perft_start_shallow() {
    let p = Position::start();
    for d in 1..=6 {
        assert_eq!(p.perft(d), START_PERFT[d as usize - 1], "depth {d}");
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "deep perft: run with --release")]
fn perft_start_deep() {
    let p = Position::start();
    for d in 7..=10 {
        assert_eq!(p.perft(d), START_PERFT[d as usize - 1], "depth {d}");
    }
}

#[test]
#[ignore = "very deep perft (minutes): run explicitly with --release --ignored"]
fn perft_start_11_12() {
    let p = Position::start();
    for d in 11..=12 {
        assert_eq!(p.perft(d), START_PERFT[d as usize - 1], "depth {d}");
    }
}

/// The generator's move list equals the `Vec` variant and is duplicate-free
/// along a few plies.
#[test]
fn move_list_matches_vec() {
    let p = Position::start();
    let mut list = MoveList::new();
    p.generate_legal(&mut list);
    assert_eq!(list.as_slice(), p.legal_moves().as_slice());
    assert!(!list.overflowed());
}
