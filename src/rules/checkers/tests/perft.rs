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
fn perft_start_deep() {
    let p = Position::start();
    // A debug build is tens of times slower: it checks depths 7–8 only
    // (release builds go to 10).
    let deepest = if cfg!(debug_assertions) { 8 } else { 10 };
    for d in 7..=deepest {
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
