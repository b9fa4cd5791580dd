//! Tunes the Gounki evaluation's weights on self-play games (issue #42):
//!
//! `cargo run --release --no-default-features --example gounki_tune --
//! [GAMES] [SEED] [--save FILE | --load FILE] [--lambda L]`
//!
//! Plays GAMES games (default 600) from random openings (4 to 9 random
//! plies, drawn from SEED, default 42), each side at a depth of 2 to 4
//! plies with evaluation noise of 0, 25 or 60 (drawn per game), keeps every
//! position after the opening with the mover's result (win 1, draw ½ after
//! 200 plies, loss 0) and its evaluation terms
//! ([`tavola::ai::gounki::features`]), leaving out those the mover wins at
//! once. Then fits the weights by Texel's method
//! ([`tavola::ai::texel::fit_logistic`]: logistic regression with the review's
//! slope `k`, ridge `L` toward the current weights, default 1e-7) on four
//! games in five and prints the log-loss of the current and the fitted
//! weights on those and on the fifth game held out, and the fitted weights
//! rounded, ready for `WEIGHTS`. `--save` writes the samples (one line a
//! position: the terms, then the result) and `--load` fits saved ones
//! without playing. One thread; 600 games take about 10 minutes on the
//! 2-core development machine.

use std::fs;
use std::io::Write;

use tavola::ai::gounki::{WEIGHTS, best_move, features, term};
use tavola::ai::texel::{Sample, fit_logistic, log_loss};
use tavola::ai::{Level, SearchLimits};
use tavola::analysis::gounki::WIN_CHANCE_K;
use tavola::rules::gounki::Game;
use tavola::rules::{Rules, SplitMix64};

/// How many terms.
const N: usize = term::COUNT;

/// A term's count as a sample holds it (counts of pieces and squares:
/// always small).
fn term_value(x: i32) -> i16 {
    i16::try_from(x).unwrap_or(i16::MAX)
}

/// Longest game: a draw after this many plies.
const MAX_PLIES: usize = 200;

/// One game's samples (game index, sample).
fn play(game_no: usize, rng: &mut SplitMix64) -> Vec<Sample<N>> {
    let mut g = Game::new();
    for _ in 0..4 + rng.below(6) {
        let moves = g.legal_moves();
        if g.outcome().is_some() || moves.is_empty() {
            return Vec::new();
        }
        g = g.play(moves[rng.below(moves.len())]).expect("legal").0;
    }
    let limits: Vec<SearchLimits> = (0..2)
        .map(|_| {
            let depth = 2 + rng.below(3) as u32;
            let noise = [0, 25, 60][rng.below(3)];
            SearchLimits::level(depth, 5_000, noise, rng.next_u64())
        })
        .collect();
    let mut seen = Vec::new();
    let mut plies = 0;
    while g.outcome().is_none() && plies < MAX_PLIES {
        let pos = *g.position();
        if pos.exit_threats(pos.side_to_move()) == 0 {
            seen.push((pos.side_to_move(), features(&pos)));
        }
        let side = usize::from(pos.side_to_move() != g.start().side_to_move());
        let mut l = limits[side].clone();
        l.noise_seed = l
            .noise_seed
            .wrapping_add(plies as u64 + 1000 * game_no as u64);
        let Some(mv) = best_move(&g, Level::Strong, &l).best else {
            break;
        };
        g = g.play(mv).expect("legal").0;
        plies += 1;
    }
    let winner = g.outcome().and_then(|o| o.winner);
    seen.into_iter()
        .map(|(side, x)| Sample {
            features: x.map(term_value),
            result: match winner {
                Some(w) if w == side => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
    };
    let plain: Vec<&String> = args
        .iter()
        .enumerate()
        .filter(|(i, a)| !a.starts_with("--") && (*i == 0 || !args[i - 1].starts_with("--")))
        .map(|(_, a)| a)
        .collect();
    let games: usize = plain.first().and_then(|s| s.parse().ok()).unwrap_or(600);
    let seed: u64 = plain.get(1).and_then(|s| s.parse().ok()).unwrap_or(42);
    let lambda: f64 = flag("--lambda")
        .and_then(|s| s.parse().ok())
        .unwrap_or(1e-7);

    // (game index, sample)
    let mut data: Vec<(usize, Sample<N>)> = Vec::new();
    if let Some(file) = flag("--load") {
        let text = fs::read_to_string(file).expect("readable samples");
        for line in text.lines() {
            let nums: Vec<f64> = line
                .split_whitespace()
                .filter_map(|t| t.parse().ok())
                .collect();
            assert_eq!(nums.len(), term::COUNT + 2, "a sample line");
            let mut features = [0i16; N];
            for (xi, v) in features.iter_mut().zip(&nums[1..]) {
                *xi = *v as i16;
            }
            data.push((
                nums[0] as usize,
                Sample {
                    features,
                    result: nums[term::COUNT + 1] as f32,
                },
            ));
        }
    } else {
        let mut rng = SplitMix64(seed);
        let t = std::time::Instant::now();
        for i in 0..games {
            data.extend(play(i, &mut rng).into_iter().map(|s| (i, s)));
            if (i + 1) % 50 == 0 {
                eprintln!(
                    "{} games, {} positions, {:.0} s",
                    i + 1,
                    data.len(),
                    t.elapsed().as_secs_f64()
                );
            }
        }
        if let Some(file) = flag("--save") {
            let mut out = fs::File::create(file).expect("writable file");
            for (g, s) in &data {
                let terms: Vec<String> = s.features.iter().map(i16::to_string).collect();
                writeln!(out, "{g} {} {}", terms.join(" "), s.result).expect("written");
            }
        }
    }
    let train: Vec<Sample<N>> = data
        .iter()
        .filter(|(g, _)| g % 5 != 4)
        .map(|&(_, s)| s)
        .collect();
    let test: Vec<Sample<N>> = data
        .iter()
        .filter(|(g, _)| g % 5 == 4)
        .map(|&(_, s)| s)
        .collect();
    let w0 = WEIGHTS.map(f64::from);
    let k = WIN_CHANCE_K;
    let w = fit_logistic(&train, &w0, k, lambda, 30);
    println!(
        "{} positions ({} held out), k {k}, ridge {lambda:e}",
        data.len(),
        test.len()
    );
    println!(
        "log-loss, current weights: train {:.4}, held out {:.4}",
        log_loss(&train, &w0, k),
        log_loss(&test, &w0, k)
    );
    println!(
        "log-loss, fitted weights:  train {:.4}, held out {:.4}",
        log_loss(&train, &w, k),
        log_loss(&test, &w, k)
    );
    let rounded = w.map(f64::round);
    println!(
        "log-loss, rounded:         held out {:.4}",
        log_loss(&test, &rounded, k)
    );
    for (i, name) in term::NAMES.iter().enumerate() {
        println!("{name:>14} {:>6} -> {:>6.0}", WEIGHTS[i], w[i]);
    }
    let list: Vec<String> = rounded.iter().map(|v| format!("{v}")).collect();
    println!("[{}]", list.join(", "));
}
