//! Why a Gounki move was an error ([`crate::analysis::reason`]), read from
//! the rules' effects along the two lines the review found: the refutation
//! (the move played and the replies) and the better line (the best move and
//! its continuation). In order of what a player most needs to hear:
//!
//! 1. the better move leaves the board and the move played does not;
//! 2. an opponent move leaves the board along the refutation, and none
//!    does along the better line;
//! 3. the move played is a deployment and the reply captures a stack on a
//!    square it dropped a piece on;
//! 4. the opponent's first capture along the refutation takes a bigger
//!    stack than any it takes along the better line in as many plies;
//! 5. the better move captures more pieces than the move played;
//! 6. over as many plies of both lines, the pieces each side captures leave
//!    the mover at least one piece worse off along the refutation;
//! 7. the move stands in its own way: after the reply the mover has at
//!    least 4 moves fewer than after the better move and its reply, and at
//!    most two thirds of them (the square named is where the move ended);
//! 8. otherwise the engine's measure ([`weaker_position`]).
//!
//! An exit names the square of the stack that left (the `<from>` of
//! `<from>#`), also when it left by deploying: that is the stack the player
//! has to look at.

use crate::analysis::game::{Eval, weaker_position};
use crate::analysis::reason::{Reason, ReasonKind};
use crate::rules::gounki::{Effect, Game, Landing, Move, Square, Stack};
use crate::rules::{Rules, Side};

/// So many moves fewer after the reply (and a third of them) is a blocked
/// path worth saying.
const BLOCK_DROP: usize = 4;

/// One move of a line: who made it and what the rules say it did.
struct Ply {
    side: Side,
    effects: Vec<Effect>,
    /// The position it led to.
    after: Game,
}

impl Ply {
    /// The square of the stack that left the board, if it did (a
    /// deployment's `Exit` names its last drop: the `Lift` names the stack).
    fn exit(&self) -> Option<Square> {
        let lifted = self.effects.iter().find_map(|e| match e {
            Effect::Lift { from, .. } => Some(*from),
            _ => None,
        });
        self.effects.iter().find_map(|e| match e {
            Effect::Exit {
                deployment, from, ..
            } => Some(if *deployment {
                lifted.unwrap_or(*from)
            } else {
                *from
            }),
            _ => None,
        })
    }

    /// The square and the stack a movement captured (only movements
    /// capture).
    fn capture(&self) -> Option<(Square, Stack)> {
        self.effects.iter().find_map(|e| match e {
            Effect::Movement {
                path,
                landing: Landing::Captured(stack),
                ..
            } => Some((path.last()?, *stack)),
            _ => None,
        })
    }

    /// Pieces captured.
    fn taken(&self) -> i32 {
        self.capture().map_or(0, |(_, s)| i32::from(s.height()))
    }

    /// Where the move ended: a movement's last square, a deployment's last
    /// drop, the null move's square.
    fn end(&self) -> Option<Square> {
        self.effects.iter().rev().find_map(|e| match e {
            Effect::Movement { path, .. } | Effect::Null { path, .. } => path.last(),
            Effect::Drop { square, .. } => Some(*square),
            _ => None,
        })
    }

    /// The squares a deployment dropped pieces on (none for other moves).
    fn drops(&self) -> Vec<Square> {
        self.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Drop { square, .. } => Some(*square),
                _ => None,
            })
            .collect()
    }
}

/// The moves of `line` from `game` with their effects (stops at an illegal
/// move or the end of the game).
fn plies(game: &Game, line: &[Move]) -> Vec<Ply> {
    let mut out = Vec::with_capacity(line.len());
    let mut g = game.clone();
    for &mv in line {
        let side = g.turn();
        match g.play(mv) {
            Ok((next, effects)) => {
                out.push(Ply {
                    side,
                    effects,
                    after: next.clone(),
                });
                g = next;
            }
            Err(_) => break,
        }
    }
    out
}

/// The reason `refutation` (starting with the move played) is worse than
/// `better` (starting with the best move) from `game`.
pub(super) fn reason(
    game: &Game,
    refutation: &[Move],
    better: &[Move],
    best: Eval,
    after: Eval,
) -> Reason {
    let mover = game.turn();
    let line_p = plies(game, refutation);
    let line_b = plies(game, better);
    let (Some(played), Some(best_ply)) = (line_p.first(), line_b.first()) else {
        return weaker_position::<Game>(best, after);
    };
    let sq = |s: Square| vec![s.to_string()];
    if let Some(from) = best_ply.exit()
        && played.exit().is_none()
    {
        return Reason::new(ReasonKind::MissesExit, sq(from), vec![]);
    }
    let opponent_exit = |line: &[Ply]| line.iter().filter(|p| p.side != mover).find_map(Ply::exit);
    if let Some(from) = opponent_exit(&line_p)
        && opponent_exit(&line_b).is_none()
    {
        return Reason::new(ReasonKind::AllowsExit, sq(from), vec![]);
    }
    // The opponent's captures of the mover's stacks: (ply, square, stack).
    let lost = |line: &[Ply]| -> Vec<(usize, Square, Stack)> {
        line.iter()
            .enumerate()
            .filter(|(_, p)| p.side != mover)
            .filter_map(|(i, p)| p.capture().map(|(s, st)| (i, s, st)))
            .filter(|(_, _, st)| st.owner == mover)
            .collect()
    };
    let (lost_p, lost_b) = (lost(&line_p), lost(&line_b));
    let drops = played.drops();
    if let Some(&(1, square, _)) = lost_p.first()
        && drops.contains(&square)
    {
        return Reason::new(ReasonKind::DeploysIntoCapture, sq(square), vec![]);
    }
    if let Some(&(ply, square, stack)) = lost_p.first() {
        // The biggest stack the better line gives up in as many plies.
        let given = lost_b
            .iter()
            .filter(|(i, _, _)| *i <= ply)
            .map(|(_, _, st)| st.height())
            .max()
            .unwrap_or(0);
        if stack.height() > given {
            return Reason::new(
                ReasonKind::LosesStack,
                sq(square),
                vec![i32::from(stack.height())],
            );
        }
    }
    if let Some((square, _)) = best_ply.capture()
        && best_ply.taken() > played.taken()
    {
        return Reason::new(ReasonKind::MissesCapture, sq(square), vec![]);
    }
    // Pieces won minus pieces lost over the plies both lines have (the
    // better line is a ply longer and ends on an opponent move).
    let n = line_p.len().min(line_b.len());
    let net = |line: &[Ply]| -> i32 {
        line[..n]
            .iter()
            .map(|p| {
                if p.side == mover {
                    p.taken()
                } else {
                    -p.taken()
                }
            })
            .sum()
    };
    let worse = net(&line_b) - net(&line_p);
    if worse >= 1 {
        return Reason::new(ReasonKind::LosesMaterial, vec![], vec![worse]);
    }
    // The mover's moves once the opponent has replied.
    let mobility = |line: &[Ply]| {
        line.get(1)
            .filter(|p| p.after.turn() == mover && p.after.outcome().is_none())
            .map(|p| p.after.legal_moves().len())
    };
    if let (Some(with_b), Some(with_p), Some(end)) =
        (mobility(&line_b), mobility(&line_p), played.end())
        && with_b >= with_p + BLOCK_DROP
        && 3 * with_p <= 2 * with_b
    {
        return Reason::new(
            ReasonKind::BlocksPath,
            sq(end),
            vec![with_b as i32, with_p as i32],
        );
    }
    weaker_position::<Game>(best, after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::review::{Progress, ReviewOptions, review_game};
    use crate::rules::Notation;

    fn game(text: &str) -> Game {
        Game::parse_position(text).expect("position")
    }

    /// The moves of `texts` from `g`, each checked legal by playing it.
    fn line(g: &Game, texts: &[&str]) -> Vec<Move> {
        let mut q = g.clone();
        texts
            .iter()
            .map(|t| {
                let m = q.parse_move(t).expect("move");
                q = q
                    .clone()
                    .play(m)
                    .unwrap_or_else(|_| panic!("{t} is illegal"))
                    .0;
                m
            })
            .collect()
    }

    const BEST: Eval = Eval::heuristic(0);
    const AFTER: Eval = Eval::heuristic(-500);

    fn why(pos: &str, refutation: &[&str], better: &[&str]) -> Reason {
        let g = game(pos);
        reason(&g, &line(&g, refutation), &line(&g, better), BEST, AFTER)
    }

    fn expect(kind: ReasonKind, squares: &[&str], numbers: &[i32]) -> Reason {
        Reason::new(
            kind,
            squares.iter().map(|s| (*s).to_string()).collect(),
            numbers.to_vec(),
        )
    }

    #[test]
    fn misses_exit_by_movement() {
        // The square on e8 steps off; e8-d8 lets Black's d1 leave first.
        let r = why("4S3/8/8/8/8/8/8/3s4 w", &["e8-d8", "d1#"], &["e8#"]);
        assert_eq!(r, expect(ReasonKind::MissesExit, &["e8"], &[]));
    }

    #[test]
    fn misses_exit_by_deployment_names_the_stack() {
        // The square-round on d7 can only leave by deploying (its exit
        // effect starts from the last drop square): the reason names d7.
        let pos = "8/3[RS]4/8/8/8/8/8/s7 w";
        let g = game(pos);
        let exit = g.clone().play(line(&g, &["d7#"])[0]).expect("legal").1;
        assert!(exit.iter().any(|e| matches!(
            e,
            Effect::Exit { deployment: true, from, .. } if from.to_string() != "d7"
        )));
        let r = why(pos, &["d7-d8", "a1#"], &["d7#"]);
        assert_eq!(r, expect(ReasonKind::MissesExit, &["d7"], &[]));
    }

    #[test]
    fn allows_exit_on_the_reply() {
        // b1xa1 stops Black's square on a1; b1-c1 lets it leave.
        let r = why(
            "7s/8/8/8/8/8/8/sS6 w",
            &["b1-c1", "a1#"],
            &["b1-a1", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::AllowsExit, &["a1"], &[]));
    }

    #[test]
    fn allows_exit_two_moves_later() {
        // The double square on b3 steps to b2 and then leaves (b2-b1-off).
        let r = why(
            "7s/8/8/8/8/S[ss]6/8/8 w",
            &["a3-a4", "b3-b2", "a4-a5", "b2#"],
            &["a3-b3", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::AllowsExit, &["b2"], &[]));
    }

    #[test]
    fn allows_exit_by_a_deployment() {
        // Black's square-round on d2 leaves by deploying; c2xd2 stops it.
        let r = why(
            "7s/8/8/8/8/8/2S[rs]4/7S w",
            &["h1-g1", "d2#"],
            &["c2-d2", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::AllowsExit, &["d2"], &[]));
    }

    #[test]
    fn deploys_a_round_into_capture() {
        // d4+d5-e6 drops the round on e6, where e7xe6 takes it.
        let r = why(
            "7s/4s3/8/8/3[RS]4/8/8/S7 w",
            &["d4+d5-e6", "e7-e6"],
            &["d4-d5", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::DeploysIntoCapture, &["e6"], &[]));
    }

    #[test]
    fn deploys_onto_an_own_stack_into_capture() {
        // c3*d4-e5 drops a round onto the square on e5; f6xe5 takes both.
        let r = why(
            "7s/8/5r2/4S3/8/2[RR]5/8/S7 w",
            &["c3*d4-e5", "f6-e5"],
            &["c3-b4", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::DeploysIntoCapture, &["e5"], &[]));
    }

    #[test]
    fn loses_a_stack_on_the_reply() {
        // d3-d4 walks into the round on e5.
        let r = why(
            "7s/8/8/4r3/8/3S4/8/S7 w",
            &["d3-d4", "e5-d4"],
            &["d3-c3", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::LosesStack, &["d4"], &[1]));
    }

    #[test]
    fn loses_a_bigger_stack_than_the_better_line() {
        // Either a4 or the double square on d4 falls: a4-b4 gives up d4.
        let r = why(
            "7s/8/8/1r2r3/S2[SS]4/8/8/7S w",
            &["a4-b4", "e5-d4"],
            &["d4-d5", "b5-a4"],
        );
        assert_eq!(r, expect(ReasonKind::LosesStack, &["d4"], &[2]));
    }

    #[test]
    fn loses_a_stack_on_a_later_reply() {
        // The round comes to e5 first, then takes d4.
        let r = why(
            "7s/8/5r2/8/8/3S4/8/S7 w",
            &["d3-d4", "f6-e5", "a1-b1", "e5-d4"],
            &["d3-c3", "f6-e5", "c3-b3", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::LosesStack, &["d4"], &[1]));
    }

    #[test]
    fn misses_a_capture() {
        let r = why(
            "7s/8/8/3r4/3S4/8/8/S7 w",
            &["a1-b1", "h8-g8"],
            &["d4-d5", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::MissesCapture, &["d5"], &[]));
    }

    #[test]
    fn misses_the_bigger_capture() {
        // d4xc4 takes one piece, d4xe4 the double square.
        let r = why(
            "7s/8/8/8/2sS[ss]3/8/8/S7 w",
            &["d4-c4", "h8-g8"],
            &["d4-e4", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::MissesCapture, &["e4"], &[]));
    }

    #[test]
    fn loses_material_to_a_later_capture() {
        // The better line takes the round on c6 with its second move; the
        // refutation is cut to the better line's three plies.
        let r = why(
            "7s/8/2r5/8/2S5/8/8/S7 w",
            &["a1-b1", "h8-g8", "b1-c1", "g8-f8"],
            &["c4-c5", "h8-g8", "c5-c6"],
        );
        assert_eq!(r, expect(ReasonKind::LosesMaterial, &[], &[1]));
    }

    #[test]
    fn loses_material_over_trades() {
        // Both lines lose a4 on the reply (so no stack is lost "more"), but
        // the better one takes it back and the refutation loses e4 too.
        let r = why(
            "7s/8/8/1r3r2/SS2S3/8/8/7S w",
            &["h1-g1", "b5-a4", "g1-f1", "f5-e4"],
            &["e4-e5", "b5-a4", "b4-a4", "h8-g8"],
        );
        assert_eq!(r, expect(ReasonKind::LosesMaterial, &[], &[2]));
    }

    #[test]
    fn falls_back_to_the_engine_measure() {
        let start = "rsrsrsrs/srsrsrsr/8/8/8/8/RSRSRSRS/SRSRSRSR w";
        let r = why(start, &["a2-b3", "a7-a6"], &["c2-d3", "a7-a6"]);
        assert_eq!(r.kind, ReasonKind::WeakerPosition);
        assert_eq!(r, weaker_position::<Game>(BEST, AFTER));
        // No line at all: the same fallback.
        let g = game(start);
        assert_eq!(reason(&g, &[], &[], BEST, AFTER), r);
    }

    #[test]
    fn review_names_the_missed_exit() {
        let start = game("4S3/8/8/8/8/8/8/3s4 w");
        let after = game("3S4/8/8/8/8/8/8/3s4 b");
        let moves = [
            start.parse_move("e8-d8").expect("move"),
            after.parse_move("d1#").expect("move"),
        ];
        let review = review_game(
            &start,
            &moves,
            &ReviewOptions::depth(3),
            &Progress::default(),
            None,
        );
        let m = review.moves[0].as_ref().expect("reviewed");
        let r = m.reason.as_ref().expect("an error has a reason");
        assert_eq!(r.kind, ReasonKind::MissesExit);
        assert_eq!(r.squares, vec!["e8".to_string()]);
        assert_eq!(r.better, "e8#");
    }
}

#[cfg(test)]
mod blocked {
    use super::*;
    use crate::rules::Notation;

    /// Positions from random games; the replies are the search's at one
    /// ply. Both moves leave the mover at least a third fewer moves.
    #[test]
    fn a_move_in_its_own_way_blocks_the_path() {
        for (position, refutation, better, square, numbers) in [
            (
                "[rs]1[rs]1rsrs/2sr1rsr/3ss3/1r6/4R3/7R/R[SS][RRR]S1S1S/S3S[RS]1R b",
                "c8*b7-a7 c2-b5",
                "f7-e6 c2-b5",
                "a7",
                [64, 39],
            ),
            (
                "rsr1r1rs/sr1[rss]s1[rss]1/6r1/8/2R5/SR6/3SRSRS/SR1[RS]SRSR w",
                "d1+d2-e3 d7*e6-e5-e4",
                "d2-e2 g7+g6-g5-f4",
                "e3",
                [57, 38],
            ),
        ] {
            let game = Game::parse_position(position).expect("position");
            let line = |text: &str| -> Vec<Move> {
                let mut g = game.clone();
                text.split(' ')
                    .map(|t| {
                        let mv = g.parse_move(t).expect("move");
                        g = g.clone().play(mv).expect("legal").0;
                        mv
                    })
                    .collect()
            };
            let r = reason(
                &game,
                &line(refutation),
                &line(better),
                Eval::heuristic(0),
                Eval::heuristic(-300),
            );
            assert_eq!(
                r,
                Reason::new(
                    ReasonKind::BlocksPath,
                    vec![square.into()],
                    numbers.to_vec()
                ),
                "{position}"
            );
        }
    }
}
