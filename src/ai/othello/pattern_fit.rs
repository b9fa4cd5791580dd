//! Fitting the pattern evaluation's weights ([`super::pattern`]) to
//! labelled positions: the core of the training tool
//! (`examples/othello_patterns.rs`), kept here so that it is tested.
//!
//! A position's value is the sum of one weight per pattern instance it
//! shows plus two mobility weights times each side's move count and the
//! parity weight times its sign ([`predict`], the formula
//! [`super::pattern::evaluate`] computes with the rounded weights). [`fit`] minimises the squared error by gradient steps
//! scaled per weight by how often it occurs, with `damping` pulling rare
//! entries towards where they start. Deterministic: the same samples and
//! start give the same weights.

use super::pattern::{self, INSTANCE_COUNT, LINEAR, MOBILITY, WEIGHT_COUNT};
use crate::rules::othello::bitboard::moves;

/// One labelled position: its pattern indices, the factors of the
/// linear weights (both sides' move counts, the parity's sign) and its
/// score in discs from the mover's side.
#[derive(Clone, Debug)]
pub struct Sample {
    pub features: [u32; INSTANCE_COUNT],
    pub linear: [f64; LINEAR],
    pub score: f64,
}

impl Sample {
    /// The sample of the mover's discs `p` against `o`, labelled `score`.
    #[must_use]
    pub fn new(p: u64, o: u64, score: f64) -> Self {
        Sample {
            features: pattern::features(p, o),
            linear: [
                f64::from(moves(p, o).count_ones()),
                f64::from(moves(o, p).count_ones()),
                f64::from(pattern::parity_sign(64 - (p | o).count_ones())),
            ],
            score,
        }
    }
}

/// The value of `s` under weights `w` (in discs).
#[must_use]
pub fn predict(w: &[f64], s: &Sample) -> f64 {
    s.features.iter().map(|&f| w[f as usize]).sum::<f64>()
        + (0..LINEAR)
            .map(|k| w[MOBILITY + k] * s.linear[k])
            .sum::<f64>()
}

/// The root mean squared error of `w` on `set`, in discs.
#[must_use]
pub fn rmse(w: &[f64], set: &[Sample]) -> f64 {
    let se: f64 = set.iter().map(|s| (predict(w, s) - s.score).powi(2)).sum();
    (se / set.len().max(1) as f64).sqrt()
}

/// Fits one stage's weights (starting from `w`, [`WEIGHT_COUNT`] of them)
/// to the samples' scores in `epochs` full passes; `report(epoch, w)` is
/// called before the first step and after every step.
#[must_use]
pub fn fit(
    set: &[Sample],
    mut w: Vec<f64>,
    damping: f64,
    epochs: usize,
    mut report: impl FnMut(usize, &[f64]),
) -> Vec<f64> {
    assert_eq!(w.len(), WEIGHT_COUNT, "one stage's weights");
    let mut count = vec![0.0f64; WEIGHT_COUNT];
    for s in set {
        for &f in &s.features {
            count[f as usize] += 1.0;
        }
        for k in 0..LINEAR {
            count[MOBILITY + k] += s.linear[k] * s.linear[k];
        }
    }
    // Each weight steps by its mean residual, damped for rare entries and
    // by the number of placements sharing each error.
    let share = 1.0 / (INSTANCE_COUNT + LINEAR) as f64;
    report(0, &w);
    // The residuals are summed in a fixed number of parts (threads), added
    // in order: the same sums on any machine.
    let part = set.len().div_ceil(GRADIENT_PARTS).max(1);
    for epoch in 1..=epochs {
        let parts: Vec<Vec<f64>> = std::thread::scope(|scope| {
            let w = &w;
            let tasks: Vec<_> = set
                .chunks(part)
                .map(|chunk| scope.spawn(move || residual_sums(w, chunk)))
                .collect();
            tasks
                .into_iter()
                .map(|t| t.join().expect("a gradient thread"))
                .collect()
        });
        for i in 0..WEIGHT_COUNT {
            let g: f64 = parts.iter().map(|p| p[i]).sum();
            w[i] += share * g / (count[i] + damping);
        }
        report(epoch, &w);
    }
    w
}

/// Parts the residual sums of [`fit`] are split into, each on a thread.
const GRADIENT_PARTS: usize = 4;

/// Each weight's summed residual (times its factor for the linear
/// weights) over `set`.
fn residual_sums(w: &[f64], set: &[Sample]) -> Vec<f64> {
    let mut grad = vec![0.0f64; WEIGHT_COUNT];
    for s in set {
        let e = s.score - predict(w, s);
        for &f in &s.features {
            grad[f as usize] += e;
        }
        for k in 0..LINEAR {
            grad[MOBILITY + k] += e * s.linear[k];
        }
    }
    grad
}

/// The weights as stored in the binary: hundredths of a disc, rounded and
/// kept inside `i16`.
#[must_use]
pub fn to_hundredths(w: &[f64]) -> Vec<i16> {
    w.iter()
        .map(|&x| (x * 100.0).round().clamp(-32_000.0, 32_000.0) as i16)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::SearchLimits;
    use crate::ai::othello::pattern::{Tables, evaluate, evaluate_with, stage};
    use crate::ai::othello::solve;
    use crate::rules::SplitMix64;
    use crate::rules::othello::{Position, Square};

    /// A random legal move (or the pass) from `pos`.
    fn random_step(pos: &Position, rng: &mut SplitMix64) -> Position {
        let legal: Vec<Square> = Square::all().filter(|&sq| pos.flips(sq) != 0).collect();
        if legal.is_empty() {
            pos.passed()
        } else {
            let sq = legal[rng.below(legal.len())];
            pos.placed(sq, pos.flips(sq))
        }
    }

    /// `count` positions with `empties` empty squares reached by random
    /// play from `seed` (the mover has a move), with their exact scores.
    fn solved_positions(count: usize, empties: u32, seed: u64) -> Vec<(u64, u64, f64)> {
        let mut rng = SplitMix64(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let mut pos = Position::start();
            while !pos.is_over() && pos.empty().count_ones() > empties {
                pos = random_step(&pos, &mut rng);
            }
            if pos.is_over() || pos.must_pass() {
                continue;
            }
            let r = solve(&pos, &SearchLimits::depth(60));
            assert!(!r.cancelled);
            out.push((pos.player(), pos.opponent(), f64::from(r.score)));
        }
        out
    }

    /// `count` positions reached by 0 to 60 − `min_empties` random plies.
    fn random_positions(count: usize, min_empties: u32, seed: u64) -> Vec<(u64, u64)> {
        let mut rng = SplitMix64(seed);
        (0..count)
            .map(|_| {
                let mut pos = Position::start();
                for _ in 0..rng.below(60 - min_empties as usize + 1) {
                    if pos.is_over() {
                        break;
                    }
                    pos = random_step(&pos, &mut rng);
                }
                (pos.player(), pos.opponent())
            })
            .collect()
    }

    /// The samples of `positions`, all eight images of each.
    fn samples(positions: &[(u64, u64, f64)]) -> Vec<Sample> {
        positions
            .iter()
            .flat_map(|&(p, o, score)| {
                (0..8).map(move |s| Sample::new(pattern::image(p, s), pattern::image(o, s), score))
            })
            .collect()
    }

    #[test]
    fn the_fit_is_deterministic_learns_and_loads_as_it_computed() {
        let positions = solved_positions(40, 10, 7);
        let data = samples(&positions);
        let run = || fit(&data, vec![0.0; WEIGHT_COUNT], 8.0, 40, |_, _| {});
        let (first, second) = (run(), run());
        assert_eq!(first, second, "the same data gives the same weights");
        let zero = rmse(&vec![0.0; WEIGHT_COUNT], &data);
        let fitted = rmse(&first, &data);
        assert!(
            fitted < zero / 2.0,
            "fit {fitted:.2} against {zero:.2} discs"
        );
        let mut reported = 0;
        let _ = fit(&data, vec![0.0; WEIGHT_COUNT], 8.0, 5, |epoch, _| {
            assert_eq!(epoch, reported);
            reported += 1;
        });
        assert_eq!(reported, 6);

        // Stored as the binary stores them (one stage: 10 empties is stage
        // 0), the weights give the tool's values to the hundredth.
        let stored = to_hundredths(&first);
        let rounded: Vec<f64> = stored.iter().map(|&x| f64::from(x) / 100.0).collect();
        let tables = Tables::new(stored);
        for &(p, o, _) in &positions[..10] {
            let tool = predict(&rounded, &Sample::new(p, o, 0.0)) * 100.0;
            let engine = evaluate_with(&tables, p, o, moves(p, o));
            assert_eq!(f64::from(engine), tool.round(), "{p:016x} {o:016x}");
        }
    }

    #[test]
    fn the_embedded_weights_give_the_tools_values() {
        let all = pattern::staged_weights();
        // Read a stage at a time, as the tool fitted them.
        let stepped = Tables::new(all.clone());
        let blended = pattern::tables();
        for (p, o) in random_positions(24, 0, 5) {
            let stage = stage(64 - (p | o).count_ones());
            let w: Vec<f64> = all[stage * WEIGHT_COUNT..(stage + 1) * WEIGHT_COUNT]
                .iter()
                .map(|&x| f64::from(x) / 100.0)
                .collect();
            let tool = predict(&w, &Sample::new(p, o, 0.0)) * 100.0;
            let mask = moves(p, o);
            assert_eq!(f64::from(evaluate_with(&stepped, p, o, mask)), tool.round());
            // The searches read the blend (`pattern` tests how it mixes).
            assert_eq!(evaluate_with(&blended, p, o, mask), evaluate(p, o, mask));
        }
    }
}
