//! Grades of moves, per-player accuracy and the biggest mistakes.
//!
//! A move is graded by how much winning chance it gives away against the
//! best move found ([`grade_by_loss`]), in percentage points of winning
//! chance (0–100). The thresholds sit between lichess's (10/20/30 points for
//! inaccuracy, mistake, blunder) and chess.com's (2/5/10/20 points of
//! expected score for excellent, good, inaccuracy, mistake): our engines
//! search a few plies only, so a tight "best" band (chess.com's 2 points)
//! would call sound moves inaccurate on search noise, while lichess's wide
//! bands would hide the mistakes a beginner most needs to see.
//!
//! Winning chance stops counting once a game is decided (a lost game stays
//! lost whatever one plays), so each game may grade by its own measure
//! instead ([`super::game::AnalysisGame::grade_loss`]): Othello by discs
//! everywhere, Gounki and checkers by the evaluation's loss in pieces once
//! the winning chance saturates. A game's measure is brought onto the same
//! points scale by [`MeasureScale`] (its thresholds land on the points'
//! thresholds, linear between them), so one set of grades and one accuracy
//! curve serve every game.

use std::fmt;

use crate::rules::Side;

/// How good a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grade {
    /// The only legal move.
    Forced,
    /// The best move found, or within [`BEST_LOSS`] points of it.
    Best,
    /// Less than [`GOOD_LOSS`] points worse than the best.
    Good,
    /// Less than [`INACCURACY_LOSS`] points worse.
    Inaccuracy,
    /// Less than [`MISTAKE_LOSS`] points worse.
    Mistake,
    /// [`MISTAKE_LOSS`] points or more thrown away (or, in Othello's exact
    /// phase, a won game lost or many discs given away).
    Blunder,
}

/// At most this loss (winning-chance points) is still Best: 2 points, the
/// noise between two searches of nearly equal moves.
pub const BEST_LOSS: f64 = 2.0;
/// Below this loss a move is Good (chess.com's "good" band ends at 5; 6
/// leaves room for the engines' coarser scores).
pub const GOOD_LOSS: f64 = 6.0;
/// Below this loss a move is an Inaccuracy (between chess.com's 10 and
/// lichess's 10: 12).
pub const INACCURACY_LOSS: f64 = 12.0;
/// Below this loss a move is a Mistake; from it on, a Blunder (between
/// chess.com's 20 and lichess's 30: a quarter of the game's chances).
pub const MISTAKE_LOSS: f64 = 25.0;

impl Grade {
    pub const ALL: [Grade; 6] = [
        Grade::Best,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
        Grade::Forced,
    ];

    /// The lower-case word used in files and JSON (`best`, `blunder`).
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Grade::Forced => "forced",
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }

    /// The annotation symbol of chess and draughts (`!`, `?!`, `?`, `??`;
    /// none for good and forced moves).
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        match self {
            Grade::Best => "!",
            Grade::Inaccuracy => "?!",
            Grade::Mistake => "?",
            Grade::Blunder => "??",
            Grade::Good | Grade::Forced => "",
        }
    }

    /// Reads [`Grade::word`] back.
    #[must_use]
    pub fn parse(word: &str) -> Option<Grade> {
        Grade::ALL.into_iter().find(|g| g.word() == word)
    }

    /// Inaccuracy, Mistake or Blunder.
    #[must_use]
    pub const fn is_error(self) -> bool {
        matches!(self, Grade::Inaccuracy | Grade::Mistake | Grade::Blunder)
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Grade::Forced => "Forced",
            Grade::Best => "Best",
            Grade::Good => "Good",
            Grade::Inaccuracy => "Inaccuracy",
            Grade::Mistake => "Mistake",
            Grade::Blunder => "Blunder",
        };
        f.write_str(name)
    }
}

/// The grade of a move that loses `loss` points of winning chance (0–100).
#[must_use]
pub fn grade_by_loss(loss: f64) -> Grade {
    if loss <= BEST_LOSS {
        Grade::Best
    } else if loss < GOOD_LOSS {
        Grade::Good
    } else if loss < INACCURACY_LOSS {
        Grade::Inaccuracy
    } else if loss < MISTAKE_LOSS {
        Grade::Mistake
    } else {
        Grade::Blunder
    }
}

/// Where a game's own measure of loss (discs, pieces) crosses the grade
/// thresholds; [`MeasureScale::points`] maps it onto the points scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MeasureScale {
    /// At most this is still Best ([`BEST_LOSS`] points).
    pub best: f64,
    /// Below this, Good ([`GOOD_LOSS`]).
    pub good: f64,
    /// Below this, an Inaccuracy ([`INACCURACY_LOSS`]).
    pub inaccuracy: f64,
    /// Below this, a Mistake; from here on a Blunder ([`MISTAKE_LOSS`]).
    pub mistake: f64,
}

impl MeasureScale {
    /// `units` of the game's measure as points: linear between the
    /// thresholds, and on past the last one at the last segment's slope.
    #[must_use]
    pub fn points(&self, units: f64) -> f64 {
        let knots = [
            (0.0, 0.0),
            (self.best, BEST_LOSS),
            (self.good, GOOD_LOSS),
            (self.inaccuracy, INACCURACY_LOSS),
            (self.mistake, MISTAKE_LOSS),
        ];
        let u = units.max(0.0);
        for w in knots.windows(2) {
            let ((u0, p0), (u1, p1)) = (w[0], w[1]);
            if u <= u1 {
                return p0 + (u - u0) * (p1 - p0) / (u1 - u0);
            }
        }
        let ((u0, p0), (u1, p1)) = (knots[3], knots[4]);
        p1 + (u - u1) * (p1 - p0) / (u1 - u0)
    }
}

/// The fewest points a move of `grade` loses (0 for Best, Good's lower
/// bound just above [`BEST_LOSS`], and so on): what a grade imposed by the
/// result alone counts as in the accuracy.
#[must_use]
pub fn floor_points(grade: Grade) -> f64 {
    match grade {
        Grade::Forced | Grade::Best => 0.0,
        Grade::Good => BEST_LOSS + 0.1,
        Grade::Inaccuracy => GOOD_LOSS,
        Grade::Mistake => INACCURACY_LOSS,
        Grade::Blunder => MISTAKE_LOSS,
    }
}

/// The accuracy (0–100) of one move losing `loss` points of winning
/// chance: lichess's curve `103.1668·e^(−0.04354·loss) − 3.1669`, clamped
/// (100 for no loss, about 50 for 15 points, 0 from about 80 points on).
#[must_use]
pub fn move_accuracy(loss: f64) -> f64 {
    (103.1668 * (-0.04354 * loss.max(0.0)).exp() - 3.1669).clamp(0.0, 100.0)
}

/// One graded move, as the summary needs it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GradedMove {
    /// 0-based ply of the move in the game.
    pub ply: usize,
    pub side: Side,
    pub grade: Grade,
    /// Points given away (≥ 0): winning chance, or the game's own measure
    /// on the same scale.
    pub loss: f64,
}

/// A player's figures over a game.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct PlayerSummary {
    /// The mean of [`move_accuracy`] over the player's moves that were not
    /// forced (100 when there is none): lichess's per-move accuracy,
    /// averaged plainly (lichess also weighs by volatility; a plain mean is
    /// easier to explain to a beginner and to check).
    pub accuracy: f64,
    /// Moves of each grade, in the order of [`Grade::ALL`].
    pub counts: [usize; 6],
    /// Moves graded (forced ones included).
    pub moves: usize,
}

impl PlayerSummary {
    /// How many moves got `grade`.
    #[must_use]
    pub fn count(&self, grade: Grade) -> usize {
        Grade::ALL
            .iter()
            .position(|&g| g == grade)
            .map_or(0, |i| self.counts[i])
    }
}

/// The summary of `side`'s moves among `moves`.
#[must_use]
pub fn summarise(moves: &[GradedMove], side: Side) -> PlayerSummary {
    let mut s = PlayerSummary::default();
    let mut total = 0.0;
    let mut counted = 0usize;
    for m in moves.iter().filter(|m| m.side == side) {
        s.moves += 1;
        if let Some(i) = Grade::ALL.iter().position(|&g| g == m.grade) {
            s.counts[i] += 1;
        }
        if m.grade != Grade::Forced {
            total += move_accuracy(m.loss);
            counted += 1;
        }
    }
    s.accuracy = if counted == 0 {
        100.0
    } else {
        total / counted as f64
    };
    s
}

/// The (at most) `n` worst errors (Inaccuracy or worse) of the game, the
/// biggest loss first (a blunder before a mistake of the same loss; the
/// earlier move first on ties): the summary card's turning points.
#[must_use]
pub fn biggest_mistakes(moves: &[GradedMove], n: usize) -> Vec<GradedMove> {
    let mut errors: Vec<GradedMove> = moves
        .iter()
        .copied()
        .filter(|m| m.grade.is_error())
        .collect();
    errors.sort_by(|a, b| {
        b.grade
            .cmp(&a.grade)
            .then(b.loss.total_cmp(&a.loss))
            .then(a.ply.cmp(&b.ply))
    });
    errors.truncate(n);
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_and_words() {
        assert_eq!(grade_by_loss(0.0), Grade::Best);
        assert_eq!(grade_by_loss(2.0), Grade::Best);
        assert_eq!(grade_by_loss(5.9), Grade::Good);
        assert_eq!(grade_by_loss(6.0), Grade::Inaccuracy);
        assert_eq!(grade_by_loss(12.0), Grade::Mistake);
        assert_eq!(grade_by_loss(25.0), Grade::Blunder);
        for g in Grade::ALL {
            assert_eq!(Grade::parse(g.word()), Some(g));
        }
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!(move_accuracy(100.0) < 1.0);
    }

    #[test]
    fn a_measure_lands_on_the_thresholds() {
        let discs = MeasureScale {
            best: 1.0,
            good: 3.0,
            inaccuracy: 6.0,
            mistake: 12.0,
        };
        for (units, grade) in [
            (0.0, Grade::Best),
            (1.0, Grade::Best),
            (2.0, Grade::Good),
            (4.0, Grade::Inaccuracy),
            (6.0, Grade::Mistake),
            (10.0, Grade::Mistake),
            (12.0, Grade::Blunder),
            (64.0, Grade::Blunder),
        ] {
            assert_eq!(grade_by_loss(discs.points(units)), grade, "{units}");
        }
        assert!(discs.points(40.0) > discs.points(20.0));
        for g in Grade::ALL {
            if g != Grade::Forced {
                assert_eq!(grade_by_loss(floor_points(g)), g);
            }
        }
    }

    #[test]
    fn summary_counts_and_worst_moves() {
        let m = |ply, side, grade, loss| GradedMove {
            ply,
            side,
            grade,
            loss,
        };
        let moves = [
            m(0, Side::Black, Grade::Best, 0.0),
            m(1, Side::White, Grade::Mistake, 15.0),
            m(2, Side::Black, Grade::Forced, 0.0),
            m(3, Side::White, Grade::Blunder, 40.0),
            m(4, Side::Black, Grade::Inaccuracy, 8.0),
        ];
        let black = summarise(&moves, Side::Black);
        assert_eq!(black.moves, 3);
        assert_eq!(black.count(Grade::Forced), 1);
        assert!(black.accuracy > 80.0 && black.accuracy < 100.0);
        let worst = biggest_mistakes(&moves, 2);
        assert_eq!(worst.iter().map(|m| m.ply).collect::<Vec<_>>(), [3, 1]);
    }
}
