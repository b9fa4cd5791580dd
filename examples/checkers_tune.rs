//! Tuning tool for the checkers evaluation (`tavola::ai::checkers`,
//! issue #42), Texel style ([`tavola::ai::texel`]).
//!
//! ```text
//! cargo run --release --no-default-features --example checkers_tune -- gen GAMES SEED [reference|tuned] > data.txt
//! ```
//! plays GAMES self-play games (default 1000) from random openings (2 to 8
//! random plies) with the given weights (default reference), each side at
//! its own depth drawn from 3 to 7 plies with ±10 evaluation noise seeded
//! per game, and writes every position after the opening where the side to
//! move has no capture (a quiet position) as `GAME FEN RESULT`, the result
//! for White (1, 0.5 or 0). SEED fixes the games.
//!
//! ```text
//! cargo run --release --no-default-features --example checkers_tune -- fit data*.txt
//! ```
//! labels each position with its result for the side to move, fits the
//! logistic scale `K` for [`Weights::REFERENCE`] and then, with `K` held,
//! every weight by full-batch Adam steps from the reference (`EPOCHS`,
//! default 2000; `RATE`, default 1 hundredth of a man; `FIXED`, a
//! comma-separated list of term numbers to hold). One game in ten is held
//! out to report the fit's loss next to the reference's and the tuned
//! weights'. Prints the weights as a `Weights([...])` literal in
//! sixteenths of a hundredth of a man.
//!
//! The committed [`Weights::TUNED`]: see its doc comment for the runs.

use std::io::Write;

use tavola::ai::checkers::{WEIGHT_SCALE, Weights, best_move_with, features, term};
use tavola::ai::texel::{FitOptions, Sample, fit, fit_k, loss};
use tavola::ai::{Level, SearchLimits};
use tavola::rules::checkers::{Game, Move, fen, parse_fen};
use tavola::rules::{Rules, Side, SplitMix64};

const N: usize = term::COUNT;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("gen") => {
            let games = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1000);
            let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
            let weights = match args.get(3).map(String::as_str) {
                Some("tuned") => Weights::TUNED,
                _ => Weights::REFERENCE,
            };
            generate(games, seed, &weights);
        }
        Some("fit") => fit_files(&args[1..]),
        _ => eprintln!("usage: checkers_tune gen GAMES SEED [reference|tuned] | fit FILES..."),
    }
}

fn generate(games: u64, seed: u64, weights: &Weights) {
    let out = std::io::stdout();
    let mut out = out.lock();
    let (mut positions, mut decisive) = (0usize, 0u64);
    for game_no in 0..games {
        let mut rng = SplitMix64(seed.wrapping_mul(0x1_0000_0001) ^ game_no);
        let mut g = Game::new();
        let opening = 2 + rng.below(7);
        for _ in 0..opening {
            let moves = g.legal_moves();
            if g.outcome().is_some() || moves.is_empty() {
                break;
            }
            g = g.play(moves[rng.below(moves.len())]).expect("legal").0;
        }
        let depths = [3 + rng.below(5) as u32, 3 + rng.below(5) as u32];
        let noise_seed = rng.next_u64();
        let mut seen = Vec::new();
        for _ in 0..400 {
            if g.outcome().is_some() {
                break;
            }
            let pos = *g.position();
            if !pos.has_capture() {
                seen.push(fen(&pos));
            }
            let depth = depths[usize::from(g.turn() == Side::White)];
            let mut limits = SearchLimits::depth(depth);
            limits.noise = 10;
            limits.noise_seed = noise_seed;
            let mv: Move = best_move_with(&g, Level::Strong, &limits, weights)
                .best
                .expect("a move");
            g = g.play(mv).expect("legal").0;
        }
        let Some(outcome) = g.outcome() else {
            continue; // unfinished: no label
        };
        let result = match outcome.winner {
            Some(Side::White) => "1",
            Some(Side::Black) => "0",
            None => "0.5",
        };
        decisive += u64::from(outcome.winner.is_some());
        for f in &seen {
            writeln!(out, "{game_no} {f} {result}").expect("write");
        }
        positions += seen.len();
    }
    eprintln!("{games} games ({decisive} decisive), {positions} positions");
}

/// The samples of `files`, training and held-out (one game in ten).
fn load(files: &[String]) -> (Vec<Sample<N>>, Vec<Sample<N>>) {
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (file_no, path) in files.iter().enumerate() {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for line in text.lines() {
            let mut parts = line.split_whitespace();
            let (Some(game), Some(f), Some(r)) = (parts.next(), parts.next(), parts.next()) else {
                continue;
            };
            let (Ok(game), Ok(pos), Ok(white)) =
                (game.parse::<usize>(), parse_fen(f), r.parse::<f32>())
            else {
                continue;
            };
            let result = if pos.turn() == Side::White {
                white
            } else {
                1.0 - white
            };
            let mut features = [0i16; N];
            for (x, &v) in features.iter_mut().zip(features_of(&pos).iter()) {
                *x = i16::try_from(v).unwrap_or(i16::MAX);
            }
            let s = Sample { features, result };
            if (game + file_no) % 10 == 0 {
                test.push(s);
            } else {
                train.push(s);
            }
        }
    }
    (train, test)
}

fn features_of(pos: &tavola::rules::checkers::Position) -> [i32; N] {
    features(pos)
}

fn fit_files(files: &[String]) {
    let (train, test) = load(files);
    eprintln!(
        "{} training positions, {} held out",
        train.len(),
        test.len()
    );
    let scale = f64::from(WEIGHT_SCALE);
    let as_f = |w: &Weights| w.0.map(|x| f64::from(x) / scale);
    let reference = as_f(&Weights::REFERENCE);
    let k = fit_k(&train, &reference, 10.0, 2000.0);
    let env = |name: &str, default: f64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let mut fixed = [false; N];
    if let Ok(list) = std::env::var("FIXED") {
        for t in list
            .split(',')
            .filter_map(|t| t.trim().parse::<usize>().ok())
        {
            if t < N {
                fixed[t] = true;
            }
        }
    }
    let opt = FitOptions {
        epochs: env("EPOCHS", 2000.0) as usize,
        rate: env("RATE", 1.0),
        fixed,
        ridge: env("RIDGE", 0.0),
    };
    let w = fit(&train, &reference, k, &opt);
    let tuned = as_f(&Weights::TUNED);
    println!("K = {k:.1}");
    println!(
        "loss (train / held out): reference {:.5} / {:.5}, committed {:.5} / {:.5}, fitted {:.5} / {:.5}",
        loss(&train, &reference, k),
        loss(&test, &reference, k),
        loss(&train, &tuned, k),
        loss(&test, &tuned, k),
        loss(&train, &w, k),
        loss(&test, &w, k),
    );
    for i in 0..N {
        println!(
            "{:>2} {:<14} {:>8.2} -> {:>8.2}",
            i,
            term::NAMES[i],
            reference[i],
            w[i]
        );
    }
    let ints: Vec<String> = w
        .iter()
        .map(|x| format!("{}", (x * scale).round() as i32))
        .collect();
    println!("Weights([{}])", ints.join(", "));
}
