//! Othello benchmarks.
//!
//! `cargo bench --no-default-features --bench othello`: perft speed from the
//! start position (depths 8..=11, with timing and leaves per second).
//! `cargo bench --no-default-features --bench othello -- ffo`: the exact
//! endgame solver on FFO #40–#49 (time and nodes per second per position).
//! `-- ffo 40 45` picks a range of problem numbers (1 to 59).

use std::hint::black_box;
use std::time::Instant;

use tavola::ai::SearchLimits;
use tavola::ai::othello::solve;
use tavola::rules::Notation;
use tavola::rules::othello::{Position, perft};

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    if args.first().map(String::as_str) == Some("ffo") {
        let from = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(40);
        let to = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(49);
        ffo(from, to);
    } else {
        perft_bench();
    }
}

fn perft_bench() {
    let start = Position::start();
    println!("othello perft from the start position (bulk counting at the last ply)");
    for depth in 8..=11 {
        let t = Instant::now();
        let n = perft(black_box(&start), black_box(depth));
        let s = t.elapsed().as_secs_f64();
        println!(
            "perft({depth:2}) = {n:>12}  {s:8.3} s  {:8.1} M leaves/s",
            n as f64 / s / 1e6
        );
    }
}

/// The FFO positions numbered `from..=to` (1 to 59), with their numbers.
fn ffo_positions(from: usize, to: usize) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (first, name) in [(1, "1-19"), (20, "20-39"), (40, "40-59")] {
        let path = format!(
            "{}/tests/data/othello/fforum-{name}.obf",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("cannot read {path}: {e}");
                std::process::exit(1);
            }
        };
        for (i, line) in text.lines().enumerate() {
            if (from..=to).contains(&(first + i)) {
                out.push((first + i, line.to_owned()));
            }
        }
    }
    out
}

fn ffo(from: usize, to: usize) {
    println!("FFO endgame suite, exact solve (score = final disc difference for the mover)");
    let (mut total_time, mut total_nodes) = (0.0, 0u64);
    for (number, line) in ffo_positions(from, to) {
        let line = line.as_str();
        let pos = Position::parse_position(line).expect("FFO position");
        let expected: Vec<&str> = line.split(';').skip(1).map(str::trim).collect();
        let best_expected = expected.first().copied().unwrap_or("?");
        let t = Instant::now();
        let r = solve(black_box(&pos), &SearchLimits::depth(64));
        let s = t.elapsed().as_secs_f64();
        total_time += s;
        total_nodes += r.nodes;
        let mv = r.best.map_or_else(|| "-".into(), |m| m.to_string());
        println!(
            "#{number} {:2} empties: {mv} {:+3} (file: {best_expected:8})  {s:8.3} s  {:>12} nodes  {:6.1} M nodes/s",
            pos.empty().count_ones(),
            r.score,
            r.nodes,
            r.nodes as f64 / s / 1e6
        );
    }
    println!(
        "total {total_time:.3} s, {total_nodes} nodes, {:.1} M nodes/s",
        total_nodes as f64 / total_time / 1e6
    );
}
