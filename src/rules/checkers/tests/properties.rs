//! Properties over random playouts and random positions, with a naive
//! second implementation of spec §4 on an 8×8 array as a cross-check.

use super::*;
use crate::rules::{Outcome, Side, SplitMix64};
use std::collections::BTreeSet;

type Board = [[Option<Piece>; 8]; 8];

fn board_of(p: &Position) -> Board {
    let mut b = [[None; 8]; 8];
    for s in Square::all() {
        b[s.file() as usize][s.rank() as usize] = p.piece_at(s);
    }
    b
}

fn num(f: i32, r: i32) -> u8 {
    Square::from_file_rank(f as u8, r as u8)
        .expect("dark square")
        .number()
}

fn on(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

/// Naive capture search: captured pieces stay (block), the origin is empty.
#[allow(clippy::too_many_arguments)]
fn naive_caps(
    b: &Board,
    side: Side,
    king: bool,
    origin: (i32, i32),
    cur: (i32, i32),
    taken: &mut Vec<(i32, i32)>,
    path: &mut Vec<u8>,
    out: &mut Vec<(u8, Vec<u8>)>,
) {
    let empty = |f: i32, r: i32| (f, r) == origin || b[f as usize][r as usize].is_none();
    let fwd = if side == Side::White { 1 } else { -1 };
    let mut any = false;
    for (df, dr) in [(-1, 1), (1, 1), (-1, -1), (1, -1)] {
        if !king && dr != fwd {
            continue;
        }
        let (mut f, mut r) = (cur.0 + df, cur.1 + dr);
        if king {
            while on(f, r) && empty(f, r) {
                f += df;
                r += dr;
            }
        }
        if !on(f, r) || empty(f, r) {
            continue;
        }
        let enemy = b[f as usize][r as usize].is_some_and(|p| p.side != side);
        if !enemy || taken.contains(&(f, r)) {
            continue;
        }
        let (lf, lr) = (f + df, r + dr);
        if !on(lf, lr) || !empty(lf, lr) {
            continue;
        }
        any = true;
        taken.push((f, r));
        path.push(num(lf, lr));
        naive_caps(b, side, king, origin, (lf, lr), taken, path, out);
        path.pop();
        taken.pop();
    }
    if !any && !path.is_empty() {
        out.push((num(origin.0, origin.1), path.clone()));
    }
}

/// All strictly legal moves as (from, landings), by the naive method.
fn naive_moves(p: &Position) -> BTreeSet<(u8, Vec<u8>)> {
    let b = board_of(p);
    let side = p.turn();
    let mut caps = Vec::new();
    let mut simple = Vec::new();
    for f in 0..8 {
        for r in 0..8 {
            let Some(piece) = b[f as usize][r as usize] else {
                continue;
            };
            if piece.side != side {
                continue;
            }
            let king = piece.kind == PieceKind::King;
            naive_caps(
                &b,
                side,
                king,
                (f, r),
                (f, r),
                &mut Vec::new(),
                &mut Vec::new(),
                &mut caps,
            );
            let fwd = if side == Side::White { 1 } else { -1 };
            for (df, dr) in [(-1, 1), (1, 1), (-1, -1), (1, -1)] {
                if !king && dr != fwd {
                    continue;
                }
                let (mut tf, mut tr) = (f + df, r + dr);
                while on(tf, tr) && b[tf as usize][tr as usize].is_none() {
                    simple.push((num(f, r), vec![num(tf, tr)]));
                    if !king {
                        break;
                    }
                    tf += df;
                    tr += dr;
                }
            }
        }
    }
    let max = caps.iter().map(|c| c.1.len()).max().unwrap_or(0);
    if max > 0 {
        caps.into_iter().filter(|c| c.1.len() == max).collect()
    } else {
        simple.into_iter().collect()
    }
}

fn engine_moves(p: &Position) -> BTreeSet<(u8, Vec<u8>)> {
    let v = p.legal_moves();
    let set: BTreeSet<(u8, Vec<u8>)> = v
        .iter()
        .map(|m| {
            (
                m.from().number(),
                m.landings().iter().map(|s| s.number()).collect(),
            )
        })
        .collect();
    assert_eq!(set.len(), v.len(), "duplicate moves in {}", fen(p));
    set
}

/// A random position: men never on their own far row.
fn random_position(rng: &mut SplitMix64) -> Position {
    let mut p = Position::empty(if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    });
    let density = 2 + rng.below(6);
    for s in Square::all() {
        if rng.below(10) >= density {
            continue;
        }
        let side = if rng.below(2) == 0 {
            Side::White
        } else {
            Side::Black
        };
        let mut kind = if rng.below(4) == 0 {
            PieceKind::King
        } else {
            PieceKind::Man
        };
        if far_row(side) & s.bit() != 0 {
            kind = PieceKind::King;
        }
        p.put(s, Piece { side, kind });
    }
    p
}

#[test]
fn generator_matches_naive_on_random_positions() {
    let mut rng = SplitMix64(2024);
    let mut captures_seen = 0;
    for _ in 0..20_000 {
        let p = random_position(&mut rng);
        let e = engine_moves(&p);
        assert_eq!(e, naive_moves(&p), "position {}", fen(&p));
        captures_seen += usize::from(p.has_capture());
    }
    assert!(captures_seen > 1000, "the sample must exercise captures");
}

/// Replays effects on a board the way a viewer would.
fn replay_effects(b: &mut [Option<Piece>; 32], fx: &[Effect]) {
    for e in fx {
        match *e {
            Effect::Step { from, to } | Effect::Hop { from, to, .. } => {
                let p = b[from.index() as usize].take();
                b[to.index() as usize] = p;
            }
            Effect::Remove { square, piece } => {
                assert_eq!(
                    b[square.index() as usize],
                    Some(piece),
                    "removed piece as reported"
                );
                b[square.index() as usize] = None;
            }
            Effect::Promote { square } => {
                if let Some(p) = b[square.index() as usize].as_mut() {
                    assert_eq!(p.kind, PieceKind::Man);
                    p.kind = PieceKind::King;
                }
            }
            Effect::Huff(h) => {
                assert_eq!(b[h.square.index() as usize], Some(h.piece));
                b[h.square.index() as usize] = None;
            }
        }
    }
}

fn squares_of(p: &Position) -> [Option<Piece>; 32] {
    let mut b = [None; 32];
    for s in Square::all() {
        b[s.index() as usize] = p.piece_at(s);
    }
    b
}

fn check_move_properties(g: &Game, mv: &PieceMove) {
    let p = g.position();
    let side = p.turn();
    let piece = p.piece_at(mv.from()).expect("a piece on the origin");
    assert_eq!(piece.side, side);
    let dir: i32 = if side == Side::White { 1 } else { -1 };
    if piece.kind == PieceKind::Man {
        let mut prev = mv.from();
        for l in mv.landings() {
            let dr = i32::from(l.rank()) - i32::from(prev.rank());
            let expect = if mv.is_capture() { 2 * dir } else { dir };
            assert_eq!(
                dr,
                expect,
                "man never moves backwards: {}",
                piece_move_text(mv)
            );
            prev = *l;
        }
    }
    // Every capture takes the maximum; captured squares are enemy pieces.
    let mut caps = Vec::new();
    let max = p.generate_captures(&mut caps);
    if mv.is_capture() {
        assert_eq!(mv.captured_count(), max);
        assert_eq!(mv.captured_count() as usize, mv.landings().len());
        assert_eq!(
            mv.captured_bits() & p.side_bits(side.opponent()),
            mv.captured_bits()
        );
    } else if max > 0 {
        assert!(
            g.family(),
            "a simple move while a capture is due only in family mode"
        );
    }
    // Notation round-trip.
    let text = piece_move_text(mv);
    assert_eq!(g.parse_move(&text), Ok(Move::Piece(*mv)), "{text}");
}

fn playout(seed: u64, family: bool) -> (u32, Outcome, u32) {
    let mut rng = SplitMix64(seed);
    let mut g = Game::new().with_family(family);
    let mut plies = 0;
    let mut huffs = 0;
    loop {
        if let Some(o) = g.outcome() {
            assert!(g.legal_moves().is_empty());
            return (plies, o, huffs);
        }
        assert!(plies < 5_000, "games end thanks to the draw rules");
        let p = *g.position();
        assert_eq!(parse_fen(&fen(&p)), Ok(p));
        let moves = g.legal_moves();
        assert!(!moves.is_empty());
        let mv = moves[rng.below(moves.len())];
        let (wb, bb) = (p.count(Side::White), p.count(Side::Black));
        let before = wb.0 + wb.1 + bb.0 + bb.1;
        let mut board = squares_of(&p);
        if let Move::Piece(pm) = mv {
            check_move_properties(&g, &pm);
        }
        let (next, fx) = g.clone().play(mv).expect("listed moves are legal");
        replay_effects(&mut board, &fx);
        assert_eq!(
            board,
            squares_of(next.position()),
            "effects describe the move"
        );
        let np = next.position();
        let (wa, ba) = (np.count(Side::White), np.count(Side::Black));
        let after = wa.0 + wa.1 + ba.0 + ba.1;
        match mv {
            Move::Piece(pm) => {
                assert_eq!(before - after, pm.captured_count(), "piece conservation");
                assert_eq!(np.turn(), p.turn().opponent());
                plies += 1;
                if g.is_faulty(&pm) && family {
                    assert!(!next.huffable().is_empty());
                    for s in next.huffable() {
                        assert_eq!(np.piece_at(*s).map(|x| x.side), Some(p.turn()));
                    }
                } else {
                    assert!(next.huffable().is_empty());
                }
            }
            Move::Huff(_) => {
                assert_eq!(before - after, 1);
                huffs += 1;
                assert_eq!(np.turn(), p.turn());
            }
        }
        g = next;
    }
}

#[test]
fn random_playouts_normal_mode() {
    let mut ends = [0usize; 4];
    for seed in 0..300 {
        let (_, o, huffs) = playout(seed, false);
        assert_eq!(huffs, 0);
        ends[match o.winner {
            Some(Side::White) => 0,
            Some(Side::Black) => 1,
            None => 2,
        }] += 1;
    }
    assert!(ends[0] > 0 && ends[1] > 0, "{ends:?}");
}

#[test]
fn random_playouts_family_mode() {
    let mut huffs = 0;
    for seed in 1000..1300 {
        huffs += playout(seed, true).2;
    }
    assert!(huffs > 50, "random family play huffs often: {huffs}");
}

#[test]
fn perft_positions_from_playouts_match_naive() {
    // Deeper positions (kings, long chains) reached by play, checked 2 plies deep.
    let mut rng = SplitMix64(99);
    for _ in 0..60 {
        let mut p = Position::start();
        for _ in 0..(20 + rng.below(60)) {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p = p.apply(&moves[rng.below(moves.len())]);
            assert_eq!(engine_moves(&p), naive_moves(&p), "{}", fen(&p));
        }
    }
}
