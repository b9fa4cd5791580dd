//! Training tool for the Othello pattern evaluation that orders the
//! endgame solver's moves (`tavola::ai::othello::pattern`).
//!
//! ```text
//! cargo run --release --no-default-features --example othello_patterns -- gen GAMES SEED > data.txt
//! ```
//! plays self-play games (4 to 13 random opening moves, then the Casual
//! level with its noise and one random move in ten) and writes half of the
//! positions with 12 to 16 empties, each with its exact final disc
//! difference from the mover's side, as `player opponent score` (hex
//! bitboards, decimal score). Run several with different seeds, one per
//! core.
//!
//! ```text
//! DAMPING=100 EPOCHS=200 cargo run ... -- train src/ai/othello/patterns.bin data*.txt
//! ```
//! fits the weights to those scores: least squares over all eight
//! symmetric images of each position, by gradient steps scaled per weight by
//! how often it occurs (`DAMPING` pulls rare entries towards zero), then
//! makes each table symmetric. One position in twenty is held out to report
//! the fit, next to the hand-made evaluation's for comparison. The weights
//! are written as little-endian `i16` in hundredths of a disc.
//!
//! The committed weights: 328,083 positions from four `gen` runs (seeds 11,
//! 23, 101 and 202, stopped after about 25 minutes), `DAMPING=100
//! EPOCHS=200`; held-out error 8.8 discs, against 15.2 for the hand-made
//! evaluation at its best scale.

use std::io::Write;

use tavola::ai::othello::pattern::{self, INSTANCE_COUNT, MOBILITY, WEIGHT_COUNT};
use tavola::ai::othello::{best_move, solve};
use tavola::ai::{Level, SearchLimits};
use tavola::rules::othello::bitboard::moves;
use tavola::rules::othello::{Move, Position};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn play(pos: &Position, mv: Move) -> Position {
    match mv {
        Move::Pass => pos.passed(),
        Move::Place(sq) => pos.placed(sq, pos.flips(sq)),
    }
}

fn generate(games: usize, seed: u64) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let out = std::io::stdout();
    let mut out = out.lock();
    for _ in 0..games {
        let mut pos = Position::start();
        let random_plies = 4 + rng.below(10);
        let mut ply = 0;
        while !pos.is_over() {
            let empties = pos.empty().count_ones();
            if (12..=16).contains(&empties) && !pos.must_pass() && rng.below(2) == 0 {
                let r = solve(&pos, &SearchLimits::depth(60));
                writeln!(
                    out,
                    "{:016x} {:016x} {}",
                    pos.player(),
                    pos.opponent(),
                    r.score
                )
                .ok();
            }
            if empties < 12 {
                break;
            }
            let mv = if pos.must_pass() {
                Move::Pass
            } else if ply < random_plies || rng.below(10) == 0 {
                let mask = pos.legal_mask();
                let n = mask.count_ones() as u64;
                let mut bits = mask;
                for _ in 0..rng.below(n) {
                    bits &= bits - 1;
                }
                let sq = tavola::rules::othello::Square::from_index(bits.trailing_zeros() as u8)
                    .expect("a legal square");
                Move::Place(sq)
            } else {
                let limits = SearchLimits::level(3, 1_000, 150, rng.next() | 1);
                best_move(&pos, Level::Casual, &limits)
                    .best
                    .unwrap_or(Move::Pass)
            };
            pos = play(&pos, mv);
            ply += 1;
        }
    }
}

/// One training example: feature indices, mobility counts, exact score.
struct Sample {
    features: [u32; INSTANCE_COUNT],
    mobility: [f64; 2],
    score: f64,
}

fn sample(p: u64, o: u64, score: f64) -> Sample {
    Sample {
        features: pattern::features(p, o),
        mobility: [
            f64::from(moves(p, o).count_ones()),
            f64::from(moves(o, p).count_ones()),
        ],
        score,
    }
}

fn predict(w: &[f64], s: &Sample) -> f64 {
    s.features.iter().map(|&f| w[f as usize]).sum::<f64>()
        + w[MOBILITY] * s.mobility[0]
        + w[MOBILITY + 1] * s.mobility[1]
}

fn rmse(w: &[f64], set: &[Sample]) -> f64 {
    let se: f64 = set.iter().map(|s| (predict(w, s) - s.score).powi(2)).sum();
    (se / set.len().max(1) as f64).sqrt()
}

fn train(out: &str, files: &[String]) {
    let (mut fit, mut held, mut held_positions) = (Vec::new(), Vec::new(), Vec::new());
    for file in files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| {
            eprintln!("cannot read {file}: {e}");
            std::process::exit(1);
        });
        for (n, line) in text.lines().enumerate() {
            let f: Vec<&str> = line.split_whitespace().collect();
            let parsed = (f.len() == 3)
                .then(|| {
                    Some((
                        u64::from_str_radix(f[0], 16).ok()?,
                        u64::from_str_radix(f[1], 16).ok()?,
                        f[2].parse::<f64>().ok()?,
                    ))
                })
                .flatten();
            let Some((p, o, score)) = parsed else {
                eprintln!("{file}:{}: skipped a malformed line", n + 1);
                continue;
            };
            if n % 20 == 19 {
                held.push(sample(p, o, score));
                held_positions.push((p, o, score));
            } else {
                for s in 0..8 {
                    fit.push(sample(pattern::image(p, s), pattern::image(o, s), score));
                }
            }
        }
    }
    eprintln!(
        "{} training samples (8 images each), {} held out",
        fit.len(),
        held.len()
    );
    // Reference: the hand-made evaluation, scaled by its best factor.
    let hand: Vec<(f64, f64)> = held_positions
        .iter()
        .map(|&(p, o, score)| (f64::from(tavola::ai::othello::evaluate(p, o)), score))
        .collect();
    let scale = hand.iter().map(|(x, y)| x * y).sum::<f64>()
        / hand.iter().map(|(x, _)| x * x).sum::<f64>().max(1.0);
    let hand_rmse = (hand
        .iter()
        .map(|(x, y)| (scale * x - y).powi(2))
        .sum::<f64>()
        / hand.len().max(1) as f64)
        .sqrt();
    eprintln!("hand-made evaluation, best scale: held out {hand_rmse:.2} discs");
    let mut w = vec![0.0f64; WEIGHT_COUNT];
    let mut count = vec![0.0f64; WEIGHT_COUNT];
    for s in &fit {
        for &f in &s.features {
            count[f as usize] += 1.0;
        }
        count[MOBILITY] += s.mobility[0] * s.mobility[0];
        count[MOBILITY + 1] += s.mobility[1] * s.mobility[1];
    }
    // Each weight steps by its mean residual, damped for rare entries
    // (a prior pulling them towards zero) and by the number of placements
    // sharing each error.
    let damping: f64 = std::env::var("DAMPING")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(8.0);
    let epochs: usize = std::env::var("EPOCHS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let share = 1.0 / (INSTANCE_COUNT + 2) as f64;
    let mut grad = vec![0.0f64; WEIGHT_COUNT];
    for epoch in 0..=epochs {
        grad.iter_mut().for_each(|g| *g = 0.0);
        for s in &fit {
            let e = s.score - predict(&w, s);
            for &f in &s.features {
                grad[f as usize] += e;
            }
            grad[MOBILITY] += e * s.mobility[0];
            grad[MOBILITY + 1] += e * s.mobility[1];
        }
        for i in 0..WEIGHT_COUNT {
            w[i] += share * grad[i] / (count[i] + damping);
        }
        if epoch % 20 == 0 {
            eprintln!(
                "epoch {epoch:3}: fit {:.2} discs, held out {:.2} discs",
                rmse(&w, &fit),
                rmse(&w, &held)
            );
        }
    }
    pattern::symmetrise(&mut w);
    eprintln!("symmetrised: held out {:.2} discs", rmse(&w, &held));
    let bytes: Vec<u8> = w
        .iter()
        .flat_map(|&x| ((x * 100.0).round().clamp(-32_000.0, 32_000.0) as i16).to_le_bytes())
        .collect();
    if let Err(e) = std::fs::write(out, bytes) {
        eprintln!("cannot write {out}: {e}");
        std::process::exit(1);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("gen") => {
            let games = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1000);
            let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
            generate(games, seed);
        }
        Some("train") if args.len() >= 3 => train(&args[1], &args[2..]),
        _ => {
            eprintln!("usage: othello_patterns gen GAMES SEED | train DATA...");
            std::process::exit(2);
        }
    }
}
