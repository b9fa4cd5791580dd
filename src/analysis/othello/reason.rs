//! Why an Othello move was an error ([`crate::analysis::reason`]), read
//! from the two lines the review found: the refutation (the move played
//! and the replies) and the better line. In order of what a player most
//! needs to hear:
//!
//! 1. a wipeout along the refutation;
//! 2. a corner the better move takes;
//! 3. a corner the opponent can take after the move and not after the
//!    better one (which corner);
//! 4. an X-square, then a C-square, next to an empty corner (when the
//!    better move is neither);
//! 5. a tempo: after the reply the mover must pass;
//! 6. an edge of unflippable discs the better move makes (3 or more);
//! 7. mobility: the mover's moves after the reply fall to two thirds or
//!    less, by at least 3;
//! 8. otherwise the discs the better line ends ahead.

use crate::ai::othello::stability::stable_discs;
use crate::analysis::game::Eval;
use crate::analysis::reason::{Reason, ReasonKind};
use crate::rules::Rules;
use crate::rules::othello::{Move, Position, Square};

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// Unflippable discs the better move must win over the move played to be
/// the reason.
const STABLE_MIN: u32 = 3;

/// Fewer moves left than this much below the better line's is worth
/// saying.
const MOBILITY_DROP: u32 = 3;

/// The reason `refutation` (starting with the move played) is worse than
/// `better` (starting with the best move) from `pos`.
pub(super) fn reason(
    pos: &Position,
    refutation: &[Move],
    better: &[Move],
    best: Eval,
    after: Eval,
) -> Reason {
    let mover = pos.side();
    let (Some(&played), Some(&best_move)) = (refutation.first(), better.first()) else {
        return loses_discs(best, after);
    };
    let line_p = positions(pos, refutation);
    let line_b = positions(pos, better);
    let discs_of = |p: &Position| {
        if p.side() == mover {
            p.player()
        } else {
            p.opponent()
        }
    };
    if line_p.iter().any(|p| discs_of(p) == 0) && !line_b.iter().any(|p| discs_of(p) == 0) {
        return Reason::new(ReasonKind::GivesWipeout, vec![], vec![]);
    }
    let square = |m: Move| match m {
        Move::Place(sq) => Some(sq),
        Move::Pass => None,
    };
    let (p_sq, b_sq) = (square(played), square(best_move));
    if let Some(b) = b_sq.filter(|b| is_corner(*b))
        && !p_sq.is_some_and(is_corner)
    {
        return Reason::new(ReasonKind::MissesCorner, vec![b.to_string()], vec![]);
    }
    // The corners the opponent may take next: after the move played but
    // not after the better move.
    if let (Some(after_p), Some(after_b)) = (line_p.first(), line_b.first()) {
        let corners = |p: &Position| {
            if p.side() == mover {
                0
            } else {
                p.legal_mask() & CORNERS
            }
        };
        let given = corners(after_p) & !corners(after_b);
        // The one the refutation takes, or the first.
        let taken = refutation
            .iter()
            .skip(1)
            .filter_map(|&m| square(m))
            .find(|sq| given & sq.bit() != 0);
        if let Some(corner) = taken.or_else(|| Square::iter_bits(given).next()) {
            return Reason::new(ReasonKind::GivesCorner, vec![corner.to_string()], vec![]);
        }
    }
    let empty = pos.empty();
    if let Some(p) = p_sq {
        for (kind, of) in [
            (
                ReasonKind::XSquare,
                x_corner as fn(Square) -> Option<Square>,
            ),
            (ReasonKind::CSquare, c_corner),
        ] {
            let risky = |sq: Square| of(sq).filter(|c| empty & c.bit() != 0);
            if let Some(corner) = risky(p)
                && b_sq.is_none_or(|b| {
                    x_corner(b)
                        .or(c_corner(b))
                        .is_none_or(|c| empty & c.bit() == 0)
                })
            {
                return Reason::new(kind, vec![p.to_string(), corner.to_string()], vec![]);
            }
        }
    }
    // Tempo: after the opponent's reply the mover has to pass.
    let must_pass = |line: &[Position]| {
        line.get(1)
            .is_some_and(|p| p.side() == mover && p.must_pass() && !p.is_over())
    };
    if must_pass(&line_p) && !must_pass(&line_b) {
        return Reason::new(ReasonKind::GivesTempo, vec![], vec![]);
    }
    if let (Some(b), Some(after_p), Some(after_b)) = (b_sq, line_p.first(), line_b.first()) {
        let stable = |p: &Position| {
            let (own, other) = if p.side() == mover {
                (p.player(), p.opponent())
            } else {
                (p.opponent(), p.player())
            };
            stable_discs(own, other).count_ones()
        };
        let gained = stable(after_b).saturating_sub(stable(after_p));
        if gained >= STABLE_MIN && on_edge(b) {
            return Reason::new(
                ReasonKind::MissesStable,
                vec![b.to_string()],
                vec![gained as i32],
            );
        }
    }
    // Mobility after the reply.
    let mobility = |line: &[Position]| {
        line.get(1)
            .filter(|p| p.side() == mover)
            .map(|p| p.legal_mask().count_ones())
    };
    if let (Some(with_b), Some(with_p)) = (mobility(&line_b), mobility(&line_p))
        && with_b >= with_p + MOBILITY_DROP
        && 3 * with_p <= 2 * with_b
    {
        return Reason::new(
            ReasonKind::LosesMobility,
            vec![],
            vec![with_b as i32, with_p as i32],
        );
    }
    loses_discs(best, after)
}

fn loses_discs(best: Eval, after: Eval) -> Reason {
    let discs = ((f64::from(best.score - after.score)) / 100.0).round() as i32;
    Reason::new(ReasonKind::LosesDiscs, vec![], vec![discs.max(1)])
}

/// The positions after each move of `line` from `pos` (stops at an illegal
/// one).
fn positions(pos: &Position, line: &[Move]) -> Vec<Position> {
    let mut out = Vec::with_capacity(line.len());
    let mut p = *pos;
    for &mv in line {
        match p.play(mv) {
            Ok((next, _)) => {
                out.push(next);
                p = next;
            }
            Err(_) => break,
        }
    }
    out
}

fn is_corner(sq: Square) -> bool {
    CORNERS & sq.bit() != 0
}

fn on_edge(sq: Square) -> bool {
    sq.col() == 0 || sq.col() == 7 || sq.row() == 0 || sq.row() == 7
}

/// The corner an X-square (b2, g2, b7, g7) touches.
fn x_corner(sq: Square) -> Option<Square> {
    let near = |v: u8| match v {
        1 => Some(0),
        6 => Some(7),
        _ => None,
    };
    Some(Square::new(near(sq.col())?, near(sq.row())?))
}

/// The corner a C-square (b1, a2, g1, h2, …) touches.
fn c_corner(sq: Square) -> Option<Square> {
    let (c, r) = (sq.col(), sq.row());
    let edge = |v: u8| v == 0 || v == 7;
    let near = |v: u8| match v {
        1 => Some(0),
        6 => Some(7),
        _ => None,
    };
    if edge(r) {
        Some(Square::new(near(c)?, r))
    } else if edge(c) {
        Some(Square::new(c, near(r)?))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Notation;

    fn pos(text: &str) -> Position {
        Position::parse_position(text).expect("position")
    }

    fn mv(p: &Position, text: &str) -> Move {
        p.parse_move(text).expect("move")
    }

    #[test]
    fn x_and_c_squares_name_their_corner() {
        assert_eq!(x_corner(Square::new(1, 1)), Some(Square::new(0, 0)));
        assert_eq!(x_corner(Square::new(6, 6)), Some(Square::new(7, 7)));
        assert_eq!(x_corner(Square::new(1, 0)), None);
        assert_eq!(c_corner(Square::new(1, 0)), Some(Square::new(0, 0)));
        assert_eq!(c_corner(Square::new(7, 6)), Some(Square::new(7, 7)));
        assert_eq!(c_corner(Square::new(1, 1)), None);
        assert_eq!(c_corner(Square::new(3, 0)), None);
    }

    /// Plays `line` texts from `p`.
    fn line(p: &Position, texts: &[&str]) -> Vec<Move> {
        let mut q = *p;
        texts
            .iter()
            .map(|t| {
                let m = mv(&q, t);
                q = q.play(m).expect("legal").0;
                m
            })
            .collect()
    }

    fn why(text: &str, refutation: &[&str], better: &[&str]) -> Reason {
        let p = pos(text);
        reason(
            &p,
            &line(&p, refutation),
            &line(&p, better),
            Eval::heuristic(0),
            Eval::heuristic(-800),
        )
    }

    #[test]
    fn fallback_counts_discs() {
        // The start: nothing special about one opening move against another.
        let start = Position::start().position_text();
        let r = why(&start, &["f5"], &["e6"]);
        assert_eq!(r, Reason::new(ReasonKind::LosesDiscs, vec![], vec![8]));
    }

    /// Positions from self-play and by hand (the wipeouts), with both
    /// lines written out: each gives its reason, squares and numbers.
    #[test]
    fn every_kind_from_two_positions() {
        let cases: &[(ReasonKind, &[&str], &[i32], &str, &str, &str)] = &[
            (
                ReasonKind::GivesCorner,
                &["a1"],
                &[],
                "------------------XX--X---OXOOX----XO-X----OOX------O----------- O",
                "b2 a1 d2",
                "d2 e3 e2",
            ),
            (
                ReasonKind::GivesCorner,
                &["h1"],
                &[],
                "--OOO----O-O-OX---OXO-X---XOXXXO--OXXXXX-OOOXO-X---OOOOX----X--X X",
                "f3 h1 h3",
                "a6 f3 h3",
            ),
            (
                ReasonKind::GivesCorner,
                &["a8"],
                &[],
                "---O------X-O-X--OXXOX--OOXOXOO---XXOOX-XXXXXOOX---XXXXO---O--XO O",
                "a7 a8 h5",
                "f8 e8 g3",
            ),
            (
                ReasonKind::XSquare,
                &["b7", "a8"],
                &[],
                "-----------O------XO--X---OOXOX----OOXX---OOOX------O----------- X",
                "b7 c5 b5",
                "c2 e3 b4",
            ),
            (
                ReasonKind::XSquare,
                &["g7", "h8"],
                &[],
                "-------------X-----XXO-X-OOOO-X---OXXX-O--OXXX------------------ O",
                "g7 g6 d7",
                "g5 g3 c7",
            ),
            (
                ReasonKind::CSquare,
                &["h2", "h1"],
                &[],
                "-------------------X--X----XOOO----XX------OXX------------------ O",
                "h2 e3 c4",
                "g6 e3 c4",
            ),
            (
                ReasonKind::CSquare,
                &["g1", "h1"],
                &[],
                "--OOOX---OXXXXOO--XOOXOO-OXOOOXO--XXOOXX-OXOXO-X-XXXOOOX----XOXX O",
                "g1 g6 b5",
                "b5 g6 c8",
            ),
            (
                ReasonKind::MissesCorner,
                &["h1"],
                &[],
                "--OOO----O-OOOOO--OOOXOO-OOOOOXO--OXOOXX-OXOXO-X-XXXXXOX----X-XX X",
                "a6 a8 f8",
                "h1 f8 g6",
            ),
            (
                ReasonKind::MissesCorner,
                &["h8"],
                &[],
                "------------X----O-OX---OOOOXXO----OXX---OOOXXX-----XXX--------- O",
                "f1 c5 d7",
                "h8 g5 h7",
            ),
            (
                ReasonKind::MissesStable,
                &["c8"],
                &[5],
                "--OOOXX--OXXXXXO--XOOXXO-OOOOOXO-OOOOOXX-XOOXO-XXXXOOOOXO--OOOXX X",
                "a6 h1 g6",
                "c8 h1 g6",
            ),
            (
                ReasonKind::MissesStable,
                &["h2"],
                &[5],
                "OOOOOOO--XX-XOO-XXOOOXXXOOXOXOXXOXOXXXXXOXXOOOXXOX-OXXXO--OOXOOO O",
                "b8 a8 d2",
                "h2 a8 d2",
            ),
            (
                ReasonKind::GivesWipeout,
                &[],
                &[],
                "--OXO-------O--------------------------------------------------- X",
                "f1 g1",
                "f3",
            ),
            (
                ReasonKind::GivesWipeout,
                &[],
                &[],
                "--OXO-------O--------------------------------------------------- X",
                "b1 a1",
                "f3",
            ),
            (
                ReasonKind::GivesTempo,
                &[],
                &[],
                "-OOOOOOOXOOOXXOOXOXOOOOOXOOXXXOXXXXOXOX-XXXXOXOOX-XXXOOXX-XXXXOX X",
                "a1 h5 pass",
                "h5 b8 b7",
            ),
            (
                ReasonKind::GivesTempo,
                &[],
                &[],
                "OOO--OXOOOO--XOOXOOOOOOOOXOXXOXXOOXOOOXXOOXOXXXXOOOXXXXX-OXXXXXO O",
                "e1 a8 pass",
                "e2 d2 d1",
            ),
            (
                ReasonKind::LosesMobility,
                &[],
                &[12, 7],
                "-------------------X--X---OOOOO----XX------OXX------------------ X",
                "c3 d2 e3",
                "e3 e2 c3",
            ),
            (
                ReasonKind::LosesMobility,
                &[],
                &[16, 9],
                "---XO----O-O-O----OX--O---XOXOOO--XXXXXX--OOXO-X---OOOOX----X--X X",
                "c7 g6 e3",
                "g6 f3 e3",
            ),
            (
                ReasonKind::LosesDiscs,
                &[],
                &[8],
                "-------------------X--X----XOOO----XX-------X------------------- O",
                "c6 c4 b4",
                "c4 e3 f2",
            ),
            (
                ReasonKind::LosesDiscs,
                &[],
                &[8],
                "-------------------X--X----XOOO----XO------OX------------------- X",
                "h4 e7 f6",
                "d7 c4 f5",
            ),
        ];
        let mut kinds = std::collections::BTreeMap::<ReasonKind, usize>::new();
        for &(kind, squares, numbers, position, refutation, better) in cases {
            let refutation: Vec<&str> = refutation.split(' ').collect();
            let better: Vec<&str> = better.split(' ').collect();
            let r = why(position, &refutation, &better);
            let squares: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
            assert_eq!(
                r,
                Reason::new(kind, squares, numbers.to_vec()),
                "{position} {refutation:?} {better:?}"
            );
            *kinds.entry(kind).or_default() += 1;
        }
        assert!(kinds.values().all(|&n| n >= 2), "{kinds:?}");
        assert_eq!(kinds.len(), 9, "every Othello kind");
    }
}
