//! Glicko-2 ratings: the player's puzzle rating against the puzzles'.
//!
//! [`update`] is one rating period of Glickman's "Example of the Glicko-2
//! system" (2012, revised 2022), steps 1 to 8 as written there.
//! [`puzzle_result`] is how a puzzle counts: the player and the puzzle
//! play one game, a period of its own, and both are rated from their
//! ratings before it. Ratings are on the Glicko scale (1500 for a new
//! player, deviation 350); the Glicko-2 scale is only used inside
//! [`update`].

use super::Puzzle;

/// A new player's rating (the paper's starting value).
pub const DEFAULT_RATING: f64 = 1500.0;

/// A new player's rating deviation (the paper's starting value), also the
/// largest deviation [`puzzle_result`] gives: not knowing a player at all.
pub const DEFAULT_DEVIATION: f64 = 350.0;

/// A new player's volatility (the paper's example value).
pub const DEFAULT_VOLATILITY: f64 = 0.06;

/// The system constant τ, how fast the volatility may change. The paper
/// suggests 0.3 to 1.2 and to try values for the data at hand; puzzles
/// are many small games whose results swing with the themes, so a middle
/// value that lets volatility move, but not jump, on one surprise.
pub const TAU: f64 = 0.5;

/// The smallest deviation [`puzzle_result`] leaves. Glicko-2 shrinks the
/// deviation with every game, and a small deviation makes each result
/// count less; a player keeps improving (and a puzzle's rating is only an
/// estimate), so the rating must keep moving visibly after hundreds of
/// puzzles. The volatility alone holds a steady player near 60 (the
/// growth of step 6 each game), but the volatility itself sinks with
/// expected results; 45 keeps a result worth a few points even then.
pub const MIN_DEVIATION: f64 = 45.0;

/// The largest volatility [`puzzle_result`] leaves (Lichess caps it at
/// 0.1 as well): an unlucky run of surprises must not make the rating
/// jumpy for good.
pub const MAX_VOLATILITY: f64 = 0.1;

/// The smallest volatility [`puzzle_result`] takes or leaves: the
/// iteration works on its logarithm, so it must stay positive.
pub const MIN_VOLATILITY: f64 = 0.001;

/// The deviation of a puzzle rated only by its file ([`Rating::puzzle`]):
/// the file rating comes from the puzzle's proven difficulty, an estimate
/// about as good as a player's after a few dozen games.
pub const PUZZLE_DEVIATION: f64 = 80.0;

/// The factor between the Glicko and the Glicko-2 scales (the paper's
/// 173.7178).
const SCALE: f64 = 173.7178;

/// The paper's convergence tolerance ε for the new volatility.
const EPSILON: f64 = 0.000_001;

/// A bound on the volatility iterations: the paper's loops end long before
/// (a dozen steps), this only guards against values no game gives.
const MAX_ITERATIONS: u32 = 1000;

/// A rating on the Glicko scale, with its uncertainty.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating r (1500 for someone new).
    pub rating: f64,
    /// The rating deviation RD: how uncertain the rating is (about 95% of
    /// the time the true strength is within two deviations).
    pub deviation: f64,
    /// The volatility σ: how erratic the results are, which sets how fast
    /// the deviation grows back.
    pub volatility: f64,
}

impl Rating {
    /// A rating of `rating` with a new player's deviation and volatility.
    #[must_use]
    pub const fn new(rating: f64) -> Rating {
        Rating {
            rating,
            deviation: DEFAULT_DEVIATION,
            volatility: DEFAULT_VOLATILITY,
        }
    }

    /// A puzzle's rating before any play: its file rating with
    /// [`PUZZLE_DEVIATION`] (puzzles' own ratings are not kept).
    #[must_use]
    pub fn puzzle(puzzle: &Puzzle) -> Rating {
        Rating {
            deviation: PUZZLE_DEVIATION,
            ..Rating::new(f64::from(puzzle.rating))
        }
    }

    /// The rating kept within the bounds [`puzzle_result`] promises:
    /// deviation in [[`MIN_DEVIATION`], [`DEFAULT_DEVIATION`]], volatility
    /// in [[`MIN_VOLATILITY`], [`MAX_VOLATILITY`]]; a rating that is not a
    /// finite number (never the result of a game) starts again at 1500.
    #[must_use]
    pub fn bounded(self) -> Rating {
        let within = |x: f64, lo: f64, hi: f64| if x.is_nan() { hi } else { x.clamp(lo, hi) };
        Rating {
            rating: if self.rating.is_finite() {
                self.rating
            } else {
                DEFAULT_RATING
            },
            deviation: within(self.deviation, MIN_DEVIATION, DEFAULT_DEVIATION),
            volatility: within(self.volatility, MIN_VOLATILITY, MAX_VOLATILITY),
        }
    }
}

impl Default for Rating {
    /// A new player: 1500, deviation 350, volatility 0.06.
    fn default() -> Rating {
        Rating::new(DEFAULT_RATING)
    }
}

/// The paper's g(φ): how much an opponent's uncertainty weakens what a
/// result against them says.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// The paper's E(μ, μj, φj): the expected score against opponent j. Kept
/// off exactly 0 and 1, which only ratings thousands of points apart give
/// in floating point, so that v stays finite.
fn expected(mu: f64, mu_j: f64, g_j: f64) -> f64 {
    let e = 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp());
    e.clamp(f64::EPSILON, 1.0 - f64::EPSILON)
}

/// Step 5: the new volatility σ', by the Illinois algorithm on f(x) with
/// x = ln σ'².
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    // 5.1
    let a = (sigma * sigma).ln();
    let (phi2, delta2) = (phi * phi, delta * delta);
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta2 - phi2 - v - ex) / (2.0 * (phi2 + v + ex) * (phi2 + v + ex))
            - (x - a) / (tau * tau)
    };
    // 5.2
    let mut big_a = a;
    let mut big_b = if delta2 > phi2 + v {
        (delta2 - phi2 - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < f64::from(MAX_ITERATIONS) {
            k += 1.0;
        }
        a - k * tau
    };
    // 5.3
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    // 5.4
    let mut steps = 0;
    while (big_b - big_a).abs() > EPSILON && steps < MAX_ITERATIONS {
        steps += 1;
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        // `<=` as in the 2022 revision: with `<`, an exact root f(C) = 0
        // would never end the loop.
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    // 5.5
    (big_a / 2.0).exp()
}

/// One rating period for `player` against `results`: each opponent's
/// rating before the period and the player's score against them (1 for a
/// win, 0.5 for a draw, 0 for a loss). Glickman's steps 1 to 8 with the
/// system constant `tau` ([`TAU`]); with no games only the deviation grows
/// (step 6). No bounds are applied (see [`puzzle_result`]).
#[must_use]
pub fn update(player: Rating, results: &[(Rating, f64)], tau: f64) -> Rating {
    // Step 2: to the Glicko-2 scale.
    let mu = (player.rating - DEFAULT_RATING) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if results.is_empty() {
        // Step 6 alone: rating and volatility stay.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        return Rating {
            deviation: phi_star * SCALE,
            ..player
        };
    }
    // Steps 3 and 4: the estimated variance v and the improvement Δ (kept
    // as the sum Σ g(φj)(sj − Ej), which step 7 uses too).
    let mut v_inverse = 0.0;
    let mut score_sum = 0.0;
    for &(opponent, score) in results {
        let mu_j = (opponent.rating - DEFAULT_RATING) / SCALE;
        let g_j = g(opponent.deviation / SCALE);
        let e = expected(mu, mu_j, g_j);
        v_inverse += g_j * g_j * e * (1.0 - e);
        score_sum += g_j * (score - e);
    }
    let v = 1.0 / v_inverse;
    let delta = v * score_sum;
    // Step 5.
    let sigma_new = new_volatility(phi, sigma, v, delta, tau);
    // Step 6: the pre-period deviation φ*.
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    // Step 7.
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * score_sum;
    // Step 8: back to the Glicko scale.
    Rating {
        rating: SCALE * mu_new + DEFAULT_RATING,
        deviation: SCALE * phi_new,
        volatility: sigma_new,
    }
}

/// A puzzle tried: the player and the puzzle each rated after one game, a
/// period of its own, against the other's rating before it (the player
/// wins when `solved`), with [`TAU`]. Both come out [`Rating::bounded`]
/// (and go in bounded, so a hand-edited rating cannot upset the
/// iteration): the deviation never sinks below [`MIN_DEVIATION`] nor
/// grows past [`DEFAULT_DEVIATION`], the volatility stays within
/// [[`MIN_VOLATILITY`], [`MAX_VOLATILITY`]]. Returns `(player, puzzle)`.
#[must_use]
pub fn puzzle_result(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let (player, puzzle) = (player.bounded(), puzzle.bounded());
    let score = if solved { 1.0 } else { 0.0 };
    (
        update(player, &[(puzzle, score)], TAU).bounded(),
        update(puzzle, &[(player, 1.0 - score)], TAU).bounded(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rated(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: DEFAULT_VOLATILITY,
        }
    }

    #[test]
    fn the_papers_example() {
        let player = rated(1500.0, 200.0);
        let results = [
            (rated(1400.0, 30.0), 1.0),
            (rated(1550.0, 100.0), 0.0),
            (rated(1700.0, 300.0), 0.0),
        ];
        let r = update(player, &results, 0.5);
        // The paper's figures (rounded there, with rounded steps between).
        assert!((r.rating - 1464.06).abs() < 0.02, "{r:?}");
        assert!((r.deviation - 151.52).abs() < 0.01, "{r:?}");
        assert!((r.volatility - 0.05999).abs() < 0.000_01, "{r:?}");
        // The same computed without rounding (other implementations agree).
        assert!((r.rating - 1_464.050_67).abs() < 1e-4, "{r:?}");
        assert!((r.deviation - 151.516_52).abs() < 1e-4, "{r:?}");
        assert!((r.volatility - 0.059_995_98).abs() < 1e-7, "{r:?}");
    }

    #[test]
    fn without_games_only_the_deviation_grows() {
        let player = rated(1623.0, 80.0);
        let r = update(player, &[], TAU);
        assert_eq!(r.rating, player.rating);
        assert_eq!(r.volatility, player.volatility);
        // φ* = √(φ² + σ²) on the Glicko-2 scale.
        let expected = ((80.0 / SCALE).powi(2) + 0.06f64.powi(2)).sqrt() * SCALE;
        assert!((r.deviation - expected).abs() < 1e-9, "{r:?}");
        assert!(r.deviation > player.deviation);
    }

    #[test]
    fn a_win_raises_and_a_loss_lowers() {
        let player = rated(1500.0, 120.0);
        let puzzle = rated(1600.0, PUZZLE_DEVIATION);
        let (won, puzzle_lost) = puzzle_result(player, puzzle, true);
        let (lost, puzzle_won) = puzzle_result(player, puzzle, false);
        assert!(won.rating > player.rating && lost.rating < player.rating);
        assert!(puzzle_lost.rating < puzzle.rating && puzzle_won.rating > puzzle.rating);
        // Beating a stronger puzzle is worth more than losing to it costs.
        assert!(won.rating - player.rating > player.rating - lost.rating);
        // A game tells something: the deviation shrinks.
        assert!(won.deviation < player.deviation && lost.deviation < player.deviation);
    }

    #[test]
    fn results_are_symmetric() {
        // Equal ratings: a win gains what a loss costs, and the two sides
        // of a game move by the same amount in opposite directions.
        let a = rated(1500.0, 100.0);
        let (won, other) = puzzle_result(a, a, true);
        let (lost, _) = puzzle_result(a, a, false);
        assert!(((won.rating - 1500.0) - (1500.0 - lost.rating)).abs() < 1e-9);
        assert!(((won.rating - 1500.0) - (1500.0 - other.rating)).abs() < 1e-9);
        assert!((won.deviation - other.deviation).abs() < 1e-9);
        // Mirrored ratings give mirrored changes.
        let (up, _) = puzzle_result(rated(1400.0, 90.0), rated(1700.0, 90.0), true);
        let (down, _) = puzzle_result(rated(1600.0, 90.0), rated(1300.0, 90.0), false);
        assert!(((up.rating - 1400.0) + (down.rating - 1600.0)).abs() < 1e-9);
    }

    #[test]
    fn deviations_stay_within_their_bounds() {
        let mut player = Rating::default();
        let puzzle = rated(1500.0, PUZZLE_DEVIATION);
        for i in 0..2000 {
            player = puzzle_result(player, puzzle, i % 2 == 0).0;
            assert!(player.deviation >= MIN_DEVIATION);
        }
        // Step 6's growth holds a steady player above the floor…
        assert!(player.deviation < 70.0, "{player:?}");
        // …until the volatility has sunk: then the floor holds.
        let settled = Rating {
            rating: 1500.0,
            deviation: MIN_DEVIATION,
            volatility: MIN_VOLATILITY,
        };
        let (won, _) = puzzle_result(settled, puzzle, true);
        let (lost, _) = puzzle_result(settled, puzzle, false);
        assert_eq!(won.deviation, MIN_DEVIATION);
        assert_eq!(lost.deviation, MIN_DEVIATION);
        // Still moving, a few points a puzzle.
        assert!(won.rating - settled.rating > 2.0, "{won:?}");
        assert!(settled.rating - lost.rating > 2.0, "{lost:?}");
        let fresh = puzzle_result(rated(1500.0, 350.0), rated(1500.0, 350.0), true).0;
        assert!(fresh.deviation <= DEFAULT_DEVIATION);
        let puzzle = Puzzle::parse_line("o-1\tothello\twin\t1234\t-\tpos\ta1").unwrap();
        assert_eq!(Rating::puzzle(&puzzle), rated(1234.0, PUZZLE_DEVIATION));
    }

    fn any_rating() -> impl Strategy<Value = Rating> {
        (-2000.0..7000.0f64, 0.0..600.0f64, 0.0..0.5f64).prop_map(
            |(rating, deviation, volatility)| Rating {
                rating,
                deviation,
                volatility,
            },
        )
    }

    proptest! {
        #![proptest_config(crate::testgen::strategies::config(2000))]

        #[test]
        fn ratings_stay_finite_and_bounded(
            player in any_rating(),
            puzzle in any_rating(),
            solved in any::<bool>(),
        ) {
            let (p, q) = puzzle_result(player, puzzle, solved);
            for r in [p, q] {
                prop_assert!(r.rating.is_finite(), "{r:?}");
                prop_assert!((MIN_DEVIATION..=DEFAULT_DEVIATION).contains(&r.deviation), "{r:?}");
                prop_assert!((MIN_VOLATILITY..=MAX_VOLATILITY).contains(&r.volatility), "{r:?}");
            }
            // The plain update of sane ratings stays finite too.
            let sane = player.bounded();
            let games = [(puzzle.bounded(), 1.0), (puzzle.bounded(), 0.5), (sane, 0.0)];
            for n in 0..=games.len() {
                let r = update(sane, &games[..n], TAU);
                prop_assert!(
                    r.rating.is_finite() && r.deviation.is_finite() && r.volatility.is_finite(),
                    "{r:?}"
                );
            }
            // A win never lowers, a loss never raises (up to the rounding of
            // the scale's round trip).
            prop_assert!(puzzle_result(player, puzzle, true).0.rating >= sane.rating - 1e-9);
            prop_assert!(puzzle_result(player, puzzle, false).0.rating <= sane.rating + 1e-9);
        }
    }
}
