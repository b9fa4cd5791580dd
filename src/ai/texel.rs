//! Texel-style tuning of a linear evaluation (the core of
//! `examples/checkers_tune.rs` and `examples/gounki_tune.rs`): positions
//! labelled with their game's result for the side to move (1 won, ½
//! drawn, 0 lost), an evaluation `e = w · f` of their terms `f`, and the
//! weights `w` whose predicted chance best matches the results. Two fits:
//! - [`fit`]: the mean squared error of `sigmoid(e / K)` by gradient steps,
//!   `K` fitted first for a reference evaluation ([`fit_k`]) and then held,
//!   so that the weights keep the reference's scale (a man stays about 100);
//! - [`fit_logistic`]: the log-loss of `sigmoid(k · e)` with the review's
//!   slope `k` held, by Newton's method: a logistic regression, convex in
//!   the weights, so it converges in a few steps, and the tuned scores keep
//!   the review's calibration.
//!
//! Both are deterministic and hold the weights the data say little about
//! near their start with a ridge penalty.

/// One labelled position: its evaluation terms and its result for the side
/// to move.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sample<const N: usize> {
    pub features: [i16; N],
    /// 1 won, 0.5 drawn, 0 lost (for the side to move).
    pub result: f32,
}

fn dot<const N: usize>(w: &[f64; N], f: &[i16; N]) -> f64 {
    w.iter().zip(f).map(|(w, &f)| w * f64::from(f)).sum()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean squared error of `sigmoid(w · f / k)` against the results.
#[must_use]
pub fn loss<const N: usize>(samples: &[Sample<N>], w: &[f64; N], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let d = sigmoid(dot(w, &s.features) / k) - f64::from(s.result);
            d * d
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The `k` in `[lo, hi]` that minimises [`loss`] for the weights `w`
/// (golden-section search: the loss is unimodal in `k` in practice).
#[must_use]
pub fn fit_k<const N: usize>(samples: &[Sample<N>], w: &[f64; N], lo: f64, hi: f64) -> f64 {
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let (mut a, mut b) = (lo, hi);
    for _ in 0..40 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if loss(samples, w, c) < loss(samples, w, d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// Settings of [`fit`].
#[derive(Debug, Clone, Copy)]
pub struct FitOptions<const N: usize> {
    /// Full-batch gradient steps.
    pub epochs: usize,
    /// Adam's step size, in weight units.
    pub rate: f64,
    /// Terms whose weight stays at its start value.
    pub fixed: [bool; N],
    /// Ridge penalty pulling each weight towards its start value (per
    /// squared weight unit; 0 for none).
    pub ridge: f64,
}

/// The weights from `start` that minimise [`loss`] at `k` (plus the ridge
/// penalty), by full-batch Adam steps. Deterministic.
#[must_use]
pub fn fit<const N: usize>(
    samples: &[Sample<N>],
    start: &[f64; N],
    k: f64,
    opt: &FitOptions<N>,
) -> [f64; N] {
    let mut w = *start;
    let (mut m, mut v) = ([0f64; N], [0f64; N]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-12);
    let n = samples.len().max(1) as f64;
    for t in 1..=opt.epochs {
        let mut grad = [0f64; N];
        for s in samples {
            let p = sigmoid(dot(&w, &s.features) / k);
            // d/dw of (p - y)²: 2 (p - y) p (1 - p) f / k.
            let c = 2.0 * (p - f64::from(s.result)) * p * (1.0 - p) / k;
            for (g, &f) in grad.iter_mut().zip(&s.features) {
                *g += c * f64::from(f);
            }
        }
        for i in 0..N {
            if opt.fixed[i] {
                continue;
            }
            let g = grad[i] / n + 2.0 * opt.ridge * (w[i] - start[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(t as i32));
            let vh = v[i] / (1.0 - b2.powi(t as i32));
            w[i] -= opt.rate * mh / (vh.sqrt() + eps);
        }
    }
    w
}

/// The predicted chance that the mover wins, for weights `w` at slope `k`.
fn chance<const N: usize>(w: &[f64; N], k: f64, x: &[i16; N]) -> f64 {
    sigmoid(k * dot(w, x))
}

/// Mean log-loss (natural log; 0.693 is a coin toss) of weights `w` at
/// slope `k`.
#[must_use]
pub fn log_loss<const N: usize>(samples: &[Sample<N>], w: &[f64; N], k: f64) -> f64 {
    let mut sum = 0.0;
    for s in samples {
        let p = chance(w, k, &s.features).clamp(1e-12, 1.0 - 1e-12);
        let y = f64::from(s.result);
        sum -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
    }
    sum / samples.len().max(1) as f64
}

/// The objective: the log-loss plus the ridge toward `w0`.
fn objective<const N: usize>(
    samples: &[Sample<N>],
    w: &[f64; N],
    w0: &[f64; N],
    k: f64,
    lambda: f64,
) -> f64 {
    let ridge: f64 = w.iter().zip(w0).map(|(a, b)| (a - b) * (a - b)).sum();
    log_loss(samples, w, k) + 0.5 * lambda * ridge
}

/// The weights minimising the log-loss with the ridge `lambda` toward `w0`
/// (Newton's method, each step halved until the objective drops; at most
/// `iterations` steps).
#[must_use]
pub fn fit_logistic<const N: usize>(
    samples: &[Sample<N>],
    w0: &[f64; N],
    k: f64,
    lambda: f64,
    iterations: usize,
) -> [f64; N] {
    let n = samples.len().max(1) as f64;
    let mut w = *w0;
    let mut current = objective(samples, &w, w0, k, lambda);
    for _ in 0..iterations {
        let mut grad = [0.0f64; N];
        let mut hess = vec![[0.0f64; N]; N];
        for s in samples {
            let p = chance(&w, k, &s.features);
            let (g, h) = ((p - f64::from(s.result)) * k / n, p * (1.0 - p) * k * k / n);
            for i in 0..N {
                let xi = f64::from(s.features[i]);
                if xi == 0.0 {
                    continue;
                }
                grad[i] += g * xi;
                for (hij, &xj) in hess[i].iter_mut().zip(&s.features) {
                    *hij += h * xi * f64::from(xj);
                }
            }
        }
        for i in 0..N {
            grad[i] += lambda * (w[i] - w0[i]);
            hess[i][i] += lambda;
        }
        let Some(step) = solve(hess, grad) else { break };
        // Damped: halve the step until the objective goes down.
        let mut scale = 1.0;
        let mut improved = false;
        for _ in 0..30 {
            let mut trial = w;
            for i in 0..N {
                trial[i] -= scale * step[i];
            }
            let value = objective(samples, &trial, w0, k, lambda);
            if value < current {
                w = trial;
                improved = current - value > 1e-12;
                current = value;
                break;
            }
            scale /= 2.0;
        }
        if !improved {
            break;
        }
    }
    w
}

/// Solves `a·x = b` by Gaussian elimination with partial pivoting (`None`
/// when `a` is singular): the normal equations of the fits here and of
/// other least-squares fits (ProbCut's margins in
/// `examples/othello_patterns.rs`).
#[must_use]
pub fn solve<const N: usize>(mut a: Vec<[f64; N]>, mut b: [f64; N]) -> Option<[f64; N]> {
    for col in 0..N {
        let pivot = (col..N).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-300 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..N {
            let factor = a[row][col] / a[col][col];
            if factor != 0.0 {
                let pivot_row = a[col];
                for (rc, pc) in a[row][col..].iter_mut().zip(&pivot_row[col..]) {
                    *rc -= factor * pc;
                }
                b[row] -= factor * b[col];
            }
        }
    }
    let mut x = [0.0f64; N];
    for row in (0..N).rev() {
        let rest: f64 = (row + 1..N).map(|c| a[row][c] * x[c]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny fixed data set: the first term mostly decides the result
    /// (positive wins), the second is noise.
    fn data() -> Vec<Sample<2>> {
        let mut out = Vec::new();
        for i in -10i16..=10 {
            let result = match i.signum() {
                1 => 1.0,
                0 => 0.5,
                _ => 0.0,
            };
            out.push(Sample {
                features: [i, (i * 7) % 5],
                result,
            });
            // Upsets near the balance keep the best fit finite.
            if (1..=3).contains(&i.abs()) {
                out.push(Sample {
                    features: [i, (i * 3) % 4],
                    result: 1.0 - result,
                });
            }
        }
        out
    }

    #[test]
    fn fit_lowers_the_loss_and_is_deterministic() {
        let samples = data();
        let start = [1.0, 5.0];
        let k = fit_k(&samples, &start, 0.1, 100.0);
        assert!(k > 0.1 && k < 100.0, "{k}");
        let opt = FitOptions {
            epochs: 300,
            rate: 0.5,
            fixed: [false; 2],
            ridge: 0.0,
        };
        let w = fit(&samples, &start, k, &opt);
        let (before, after) = (loss(&samples, &start, k), loss(&samples, &w, k));
        assert!(after < 0.9 * before, "{before} -> {after}");
        // The deciding term gains weight; the noise loses it.
        assert!(w[0] > start[0] && w[1].abs() < start[1], "{w:?}");
        assert_eq!(w, fit(&samples, &start, k, &opt));
        // A fixed term keeps its value.
        let held = fit(
            &samples,
            &start,
            k,
            &FitOptions {
                fixed: [false, true],
                ..opt
            },
        );
        assert_eq!(held[1], start[1]);
    }

    #[test]
    fn the_logistic_fit_is_deterministic_and_lowers_the_loss() {
        let samples = data();
        let start = [0.1, 0.5];
        let k = 1.0;
        let a = fit_logistic(&samples, &start, k, 1e-6, 8);
        assert_eq!(a, fit_logistic(&samples, &start, k, 1e-6, 8));
        let (before, after) = (log_loss(&samples, &start, k), log_loss(&samples, &a, k));
        assert!(after < before && after < 0.693, "{before} -> {after}");
        assert!(a[0] > start[0] && a[1].abs() < start[1], "{a:?}");
        // A strong ridge keeps the start.
        let held = fit_logistic(&samples, &start, k, 1e6, 8);
        assert!((held[1] - start[1]).abs() < 1e-3, "{held:?}");
    }
}
