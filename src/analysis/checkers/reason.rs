//! Why a Basque checkers move was an error ([`crate::analysis::reason`]),
//! read from the rules' effects ([`Effect`]) of the two lines the review
//! found: the refutation (the move played and the replies) and the better
//! line (the best move and its continuation). Nothing here knows a rule:
//! captures, crownings and huffs are what [`Rules::play`] reports.
//!
//! The mover's *turn* is the first moves of a line made by the mover: a
//! huff keeps the turn, so it may be a huff and then a move. A huff counts
//! as taking the piece it removes (spec §6.5 counts it as a capture).
//! Pieces are counted one each, kings like men (the maximum rule counts
//! them so too). In order:
//!
//! 1. family rules: the move played is faulty (it left a capture undone)
//!    and the opponent huffs the piece next, or may;
//! 2. both turns take pieces, the better one more;
//! 3. the better turn takes pieces, the played one none;
//! 4. a shot: along the refutation (the move played on, so that a man the
//!    opponent gives up first counts as taken back) the mover loses more
//!    than it takes, by 2 or more, or by 1 with a multi-capture, and the
//!    better line loses less that way;
//! 5. an opponent man crowns along the refutation and not along the better
//!    line;
//! 6. the refutation's material balance is worse by 1 piece or more;
//! 7. otherwise [`weaker_position`].
//!
//! Checks 4–6 compare the better line cut to the refutation's length: one
//! more ply could be a capture the refutation never shows the answer to.
//! Under the compulsory maximum capture two legal moves of one position
//! take as many pieces, so checks 2 and 3 fire only around a huff.

use crate::analysis::game::{Eval, weaker_position};
use crate::analysis::reason::{Reason, ReasonKind};
use crate::rules::checkers::{Effect, Game, Move, Square};
use crate::rules::{Rules, Side};

/// One move of a line: who made it, what it did and the game after it.
struct Ply {
    side: Side,
    effects: Vec<Effect>,
    after: Game,
}

impl Ply {
    /// The pieces this move took off the board (captured or huffed): where
    /// they stood and whose they were.
    fn removed(&self) -> impl Iterator<Item = (Square, Side)> + '_ {
        self.effects.iter().filter_map(|e| match *e {
            Effect::Remove { square, piece } => Some((square, piece.side)),
            Effect::Huff(h) => Some((h.square, h.piece.side)),
            _ => None,
        })
    }

    /// The pieces of `side` this move captured (huffs not counted).
    fn captured_of(&self, side: Side) -> usize {
        self.effects
            .iter()
            .filter(|e| matches!(e, Effect::Remove { piece, .. } if piece.side == side))
            .count()
    }

    fn huffed(&self) -> Option<Square> {
        self.effects.iter().find_map(|e| match e {
            Effect::Huff(h) => Some(h.square),
            _ => None,
        })
    }

    fn crowned(&self) -> Option<Square> {
        self.effects.iter().find_map(|e| match e {
            Effect::Promote { square } => Some(*square),
            _ => None,
        })
    }
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
    if let Some(square) = huffed_piece(game, refutation, &line_p) {
        return Reason::new(ReasonKind::WalksIntoHuff, vec![square.to_string()], vec![]);
    }
    let taken_p = turn_taken(&line_p, mover);
    let taken_b = turn_taken(&line_b, mover);
    if taken_b.len() > taken_p.len() {
        let squares = names(&taken_b);
        return if taken_p.is_empty() {
            Reason::new(ReasonKind::MissesCapture, squares, vec![])
        } else {
            Reason::new(
                ReasonKind::MissesLongerCapture,
                squares,
                vec![count(taken_b.len()), count(taken_p.len())],
            )
        };
    }
    let line_b = &line_b[..line_b.len().min(line_p.len())];
    let (shot_p, shot_b) = (Shot::of(&line_p, mover), Shot::of(line_b, mover));
    if shot_p.is_shot() && shot_b.net() < shot_p.net() {
        return Reason::new(
            ReasonKind::AllowsShot,
            names(&shot_p.lost),
            vec![count(shot_p.lost.len()), count(shot_p.back)],
        );
    }
    let crowned = |line: &[Ply]| {
        line.iter()
            .filter(|p| p.side != mover)
            .find_map(Ply::crowned)
    };
    if let Some(square) = crowned(&line_p)
        && crowned(line_b).is_none()
    {
        return Reason::new(ReasonKind::AllowsCrown, vec![square.to_string()], vec![]);
    }
    let lost = balance(line_b, mover) - balance(&line_p, mover);
    if lost >= 1 {
        return Reason::new(ReasonKind::LosesMaterial, vec![], vec![lost]);
    }
    weaker_position::<Game>(best, after)
}

/// Family rules: the piece the move played lays open to a huff when it
/// leaves a capture undone — the one the opponent huffs next along the
/// refutation, else the moved piece if it may be huffed, else the first
/// that may.
fn huffed_piece(game: &Game, refutation: &[Move], line: &[Ply]) -> Option<Square> {
    let (Some(Move::Piece(played)), Some(first)) = (refutation.first(), line.first()) else {
        return None;
    };
    if !game.family() || !game.is_faulty(played) {
        return None;
    }
    let huffable = first.after.huffable();
    line.get(1)
        .filter(|p| p.side != first.side)
        .and_then(Ply::huffed)
        .or_else(|| huffable.iter().copied().find(|&s| s == played.to()))
        .or_else(|| huffable.first().copied())
}

/// The pieces the mover takes in its first turn of `line`.
fn turn_taken(line: &[Ply], mover: Side) -> Vec<Square> {
    line.iter()
        .take_while(|p| p.side == mover)
        .flat_map(Ply::removed)
        .filter(|&(_, side)| side != mover)
        .map(|(sq, _)| sq)
        .collect()
}

/// What the opponent's captures win along a line, sacrifices included.
struct Shot {
    /// The mover's pieces taken, where they stood.
    lost: Vec<Square>,
    /// The opponent's pieces the mover takes meanwhile.
    back: usize,
    /// One opponent move took two or more.
    multi: bool,
}

impl Shot {
    fn of(line: &[Ply], mover: Side) -> Shot {
        let mut shot = Shot {
            lost: Vec::new(),
            back: 0,
            multi: false,
        };
        for p in line {
            shot.multi |= p.side != mover && p.captured_of(mover) >= 2;
            for (sq, side) in p.removed() {
                if side == mover {
                    shot.lost.push(sq);
                } else {
                    shot.back += 1;
                }
            }
        }
        shot
    }

    fn net(&self) -> i32 {
        count(self.lost.len()) - count(self.back)
    }

    /// Two pieces or more net, or one with a multi-capture: a combination,
    /// not a plain loss.
    fn is_shot(&self) -> bool {
        self.net() >= 2 || (self.net() >= 1 && self.multi)
    }
}

/// Opponent pieces taken minus the mover's pieces lost along `line`.
fn balance(line: &[Ply], mover: Side) -> i32 {
    line.iter()
        .flat_map(Ply::removed)
        .map(|(_, side)| if side == mover { -1 } else { 1 })
        .sum()
}

/// The moves of `line` from `game` with their effects (stops at an illegal
/// one).
fn plies(game: &Game, line: &[Move]) -> Vec<Ply> {
    let mut out: Vec<Ply> = Vec::with_capacity(line.len());
    for &mv in line {
        let g = out.last().map_or(game, |p| &p.after).clone();
        let side = g.turn();
        match g.play(mv) {
            Ok((after, effects)) => out.push(Ply {
                side,
                effects,
                after,
            }),
            Err(_) => break,
        }
    }
    out
}

fn names(squares: &[Square]) -> Vec<String> {
    squares.iter().map(Square::to_string).collect()
}

fn count(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::grade::Grade;
    use crate::analysis::review::{Progress, ReviewOptions, review_game};
    use crate::rules::Notation;

    fn game(fen: &str) -> Game {
        Game::parse_position(fen).expect("fen")
    }

    fn family(fen: &str) -> Game {
        game(fen).with_family(true)
    }

    /// Plays `texts` from `g`, checking each is legal there.
    fn line(g: &Game, texts: &[&str]) -> Vec<Move> {
        let mut g = g.clone();
        texts
            .iter()
            .map(|t| {
                let m = g.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e:?}"));
                g = g.clone().play(m).expect("legal").0;
                m
            })
            .collect()
    }

    /// `g` after the opponent's `texts` (a faulty move, for a huff).
    fn after(g: Game, texts: &[&str]) -> Game {
        line(&g, texts)
            .into_iter()
            .fold(g, |g, m| g.play(m).expect("legal").0)
    }

    fn why(g: &Game, refutation: &[&str], better: &[&str]) -> Reason {
        reason(
            g,
            &line(g, refutation),
            &line(g, better),
            Eval::heuristic(0),
            Eval::heuristic(-150),
        )
    }

    fn expect(kind: ReasonKind, squares: &[&str], numbers: &[i32]) -> Reason {
        Reason::new(
            kind,
            squares.iter().map(|s| (*s).to_string()).collect(),
            numbers.to_vec(),
        )
    }

    #[test]
    fn walks_into_huff_names_the_huffed_piece() {
        // 18x11 was due; 18-14 leaves it undone and Black huffs 14.
        let g = family("W:W18,30:B15,3");
        let r = why(&g, &["18-14", "h14", "15-19"], &["18x11", "3-8"]);
        assert_eq!(r, expect(ReasonKind::WalksIntoHuff, &["14"], &[]));
    }

    #[test]
    fn walks_into_huff_by_another_piece() {
        // 28-24 leaves 18's capture undone: 18 is huffed, not the mover.
        let g = family("W:W18,28:B15,22");
        let r = why(&g, &["28-24", "h18", "22-26"], &["18x11", "22-26"]);
        assert_eq!(r, expect(ReasonKind::WalksIntoHuff, &["18"], &[]));
    }

    #[test]
    fn walks_into_huff_when_the_reply_declines_it() {
        // The refutation moves on, but 14 could be huffed: it is named.
        let g = family("W:W5,14:B10,3");
        let r = why(&g, &["14-9", "3-8"], &["14x7", "3x10"]);
        assert_eq!(r, expect(ReasonKind::WalksIntoHuff, &["9"], &[]));
    }

    #[test]
    fn no_huff_without_family_rules() {
        // The same capture is compulsory without them: 18x11 is the move.
        let g = game("W:W18,30:B15,3");
        assert!(g.parse_move("18-14").is_err());
    }

    #[test]
    fn misses_longer_capture_after_a_huff() {
        // Black's 1-5 left 15x22 undone. Huffing 15 first, then 27x20,
        // takes two; 27x20 at once takes one (and 15 then captures).
        let g = after(family("B:W18,27,31:B1,11,15,24"), &["1-5"]);
        let r = why(&g, &["27x20", "15x22"], &["h15", "27x20", "11-15"]);
        assert_eq!(
            r,
            expect(ReasonKind::MissesLongerCapture, &["15", "24"], &[2, 1])
        );
    }

    #[test]
    fn misses_longer_capture_the_huff_opens() {
        // Huffing 15 frees its square: 22x15x6 takes 18 and 10, three in
        // all, against 21x14x7's two.
        let g = after(family("B:W19,21,22,25,26:B1,10,15,17,18"), &["1-5"]);
        let r = why(&g, &["21x14x7", "15x24"], &["h15", "22x15x6", "5-9"]);
        assert_eq!(
            r,
            expect(
                ReasonKind::MissesLongerCapture,
                &["15", "18", "10"],
                &[3, 2]
            )
        );
    }

    #[test]
    fn misses_capture_declining_a_huff() {
        // 29-25 lets the huff of 15 lapse, and 15 then takes two and
        // crowns (the missed capture is said first).
        let g = after(family("B:W18,29:B1,11,15"), &["1-5"]);
        let r = why(&g, &["29-25", "15x22x29"], &["h15", "29-25", "11-16"]);
        assert_eq!(r, expect(ReasonKind::MissesCapture, &["15"], &[]));
    }

    #[test]
    fn misses_capture_the_huff_opens() {
        // No capture before the huff; after h15, 22x15x6 takes 18 and 10.
        let g = after(family("B:W19,22,25:B1,10,15,18"), &["1-5"]);
        let r = why(&g, &["25-21", "15x24"], &["h15", "22x15x6", "5-9"]);
        assert_eq!(
            r,
            expect(ReasonKind::MissesCapture, &["15", "18", "10"], &[])
        );
    }

    #[test]
    fn allows_shot_double_jump() {
        // 19-15 lets 10 jump 15 and 23; White takes one back.
        let g = game("W:W19,23,31:B4,10");
        let r = why(&g, &["19-15", "10x19x26", "31x22"], &["31-27", "10-14"]);
        assert_eq!(r, expect(ReasonKind::AllowsShot, &["15", "23"], &[2, 1]));
    }

    #[test]
    fn allows_shot_after_a_sacrifice() {
        // 27-24 lets Black give 14 away: 22x15 is forced, then 10x19x28.
        // The sacrificed man counts as taken back: 2 for 1.
        let g = game("W:W22,27,30:B6,10,14");
        let r = why(
            &g,
            &["27-24", "14-18", "22x15", "10x19x28"],
            &["30-26", "6-9"],
        );
        assert_eq!(r, expect(ReasonKind::AllowsShot, &["15", "24"], &[2, 1]));
    }

    #[test]
    fn one_man_lost_is_no_shot() {
        // A single capture with no combination: material, not a shot.
        let g = game("W:W22,30:B14");
        let r = why(&g, &["22-18", "14x23"], &["30-26", "14-18"]);
        assert_eq!(r, expect(ReasonKind::LosesMaterial, &[], &[1]));
    }

    #[test]
    fn allows_crown_by_a_step() {
        // 32 held back the man on 28; 32-27 lets it crown.
        let g = game("W:W21,32:B1,28");
        let r = why(&g, &["32-27", "28-32"], &["21-17", "1-5"]);
        assert_eq!(r, expect(ReasonKind::AllowsCrown, &["32"], &[]));
    }

    #[test]
    fn allows_crown_by_a_capture() {
        // 29-25 is taken by 22x29, which crowns: said before the man lost.
        let g = game("W:W29,31:B1,22");
        let r = why(&g, &["29-25", "22x29"], &["31-27", "1-5"]);
        assert_eq!(r, expect(ReasonKind::AllowsCrown, &["29"], &[]));
    }

    #[test]
    fn loses_material_a_man() {
        let g = game("W:W22,30:B14,1");
        let r = why(&g, &["22-18", "14x23", "30-25", "1-5"], &["30-26", "14-18"]);
        assert_eq!(r, expect(ReasonKind::LosesMaterial, &[], &[1]));
    }

    #[test]
    fn loses_material_against_a_winning_line() {
        // 27-24 gives a man away; 27-23 gives one to take two (31x22x13).
        let g = game("W:W27,31:B17,19");
        let r = why(
            &g,
            &["27-24", "19x28", "31-26", "17-21"],
            &["27-23", "19x26", "31x22x13"],
        );
        assert_eq!(r, expect(ReasonKind::LosesMaterial, &[], &[2]));
    }

    #[test]
    fn loses_material_counts_a_king_as_one() {
        // The king on 22 steps next to 14 and is taken: one piece.
        let g = game("W:WK22,30:B14,1");
        let r = why(&g, &["22-18", "14x23"], &["30-26", "1-5"]);
        assert_eq!(r, expect(ReasonKind::LosesMaterial, &[], &[1]));
    }

    #[test]
    fn quiet_lines_fall_back_on_the_position() {
        let g = Game::new();
        let r = why(&g, &["21-17", "9-13"], &["22-17", "9-14"]);
        assert_eq!(r, expect(ReasonKind::WeakerPosition, &[], &[32]));
        assert_eq!(
            r,
            weaker_position::<Game>(Eval::heuristic(0), Eval::heuristic(-150))
        );
    }

    /// The review at depth 4 of `mv` from `start`: its grade and reason.
    fn reviewed(start: &Game, mv: &str) -> (Grade, Reason) {
        let moves = line(start, &[mv]);
        let review = review_game(
            start,
            &moves,
            &ReviewOptions::depth(4),
            &Progress::default(),
            None,
        );
        let m = review.moves[0].as_ref().expect("reviewed");
        (m.grade, m.reason.clone().expect("a reason"))
    }

    #[test]
    fn review_gives_the_reason() {
        // 32-27 frees the crowning square of the man on 28: a Blunder.
        let (grade, r) = reviewed(&game("W:W21,29,30,32:B1,2,3,28"), "32-27");
        assert_eq!(grade, Grade::Blunder);
        assert_eq!(r.kind, ReasonKind::AllowsCrown);
        assert_eq!(r.squares, vec!["32"]);
    }

    #[test]
    fn review_finds_the_shot() {
        // 27-24 allows 14-18, 22x15, 10x19x28.
        let (grade, r) = reviewed(&game("W:W22,27,29,30,31:B1,2,6,10,14"), "27-24");
        assert!(grade >= Grade::Inaccuracy, "{grade:?}");
        assert_eq!(r.kind, ReasonKind::AllowsShot);
        assert_eq!(r.squares, vec!["15", "24"]);
    }

    #[test]
    fn review_of_a_faulty_move_names_the_huff() {
        // 18-14 leaves 18x11 undone under the family rules.
        let (grade, r) = reviewed(&family("W:W18,30:B15,3"), "18-14");
        assert_eq!(grade, Grade::Blunder);
        assert_eq!(r.kind, ReasonKind::WalksIntoHuff);
        assert_eq!(r.squares, vec!["14"]);
    }
}
