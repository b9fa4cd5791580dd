//! Fitting the winning-chance curve `P(win) = 1 / (1 + e^(−k·x))` to
//! (value, result) pairs by maximum likelihood, for
//! `examples/fit_win_chance.rs`.
//!
//! The curve has no intercept: a value of 0 is an even game (each pair is
//! taken from the side to move's point of view, so the data are symmetric
//! in the players). Draws count as half a win (the likelihood of a soft
//! target ½). The log-likelihood is concave in `k`, so Newton's method from
//! `k = 0` converges in a few steps.

use super::game::logistic;

/// One position of a finished game: its value `x` for the side to move and
/// that side's result (1 win, 0.5 draw, 0 loss).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sample {
    pub x: f64,
    pub result: f64,
}

/// A fitted slope and how well it predicts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    /// The slope per unit of `x`.
    pub k: f64,
    /// Samples used.
    pub n: usize,
    /// Mean negative log-likelihood (natural log; 0.693 is a coin toss).
    pub log_loss: f64,
    /// Mean squared error of the chance against the result (0.25 is a
    /// coin toss).
    pub brier: f64,
}

/// The maximum-likelihood slope for `samples` (0 with no usable data).
#[must_use]
pub fn fit_logistic(samples: &[Sample]) -> Fit {
    let mut k = 0.0_f64;
    for _ in 0..100 {
        let (mut grad, mut hess) = (0.0, 0.0);
        for s in samples {
            let p = logistic(k, s.x);
            grad += (s.result - p) * s.x;
            hess += p * (1.0 - p) * s.x * s.x;
        }
        if hess <= f64::EPSILON {
            break;
        }
        let step = grad / hess;
        k += step;
        if step.abs() <= 1e-12 * k.abs().max(1e-12) {
            break;
        }
    }
    errors(samples, k)
}

/// How well slope `k` predicts `samples`.
#[must_use]
pub fn errors(samples: &[Sample], k: f64) -> Fit {
    let n = samples.len();
    let (mut ll, mut brier) = (0.0, 0.0);
    for s in samples {
        let p = logistic(k, s.x).clamp(1e-12, 1.0 - 1e-12);
        ll -= s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln();
        brier += (p - s.result) * (p - s.result);
    }
    let d = n.max(1) as f64;
    Fit {
        k,
        n,
        log_loss: ll / d,
        brier: brier / d,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::SplitMix64;

    /// Data drawn from a known curve give its slope back.
    #[test]
    fn recovers_a_known_slope() {
        let mut rng = SplitMix64(7);
        let k = 0.3;
        let samples: Vec<Sample> = (0..20_000)
            .map(|_| {
                let x = (rng.below(4001) as f64 - 2000.0) / 100.0;
                let u = rng.below(1_000_000) as f64 / 1e6;
                let result = if u < logistic(k, x) { 1.0 } else { 0.0 };
                Sample { x, result }
            })
            .collect();
        let fit = fit_logistic(&samples);
        assert!((fit.k - k).abs() < 0.02, "{fit:?}");
        assert!(fit.log_loss < 0.693 && fit.brier < 0.25, "{fit:?}");
        assert_eq!(fit.n, 20_000);
    }
}
