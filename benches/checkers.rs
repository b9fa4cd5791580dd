//! Checkers benchmarks: perft(1..=8) from the start, times and nodes/s,
//! plus a fixed-depth AI search. Run with
//! `cargo bench --no-default-features --bench checkers`.
#![forbid(unsafe_code)]

use std::hint::black_box;
use std::time::Instant;

use tavola::ai::checkers::best_move;
use tavola::ai::{Level, SearchLimits};
use tavola::rules::checkers::{Game, Position};

fn main() {
    let start = Position::start();
    println!("checkers perft from the start position");
    println!(
        "{:>5} {:>12} {:>10} {:>14}",
        "depth", "nodes", "ms", "nodes/s"
    );
    let max = std::env::args()
        .filter_map(|a| a.strip_prefix("--depth=").and_then(|d| d.parse().ok()))
        .next()
        .unwrap_or(8u32);
    for depth in 1..=max {
        let t = Instant::now();
        let nodes = black_box(black_box(&start).perft(depth));
        let secs = t.elapsed().as_secs_f64();
        let nps = if secs > 0.0 {
            nodes as f64 / secs
        } else {
            f64::INFINITY
        };
        println!("{depth:>5} {nodes:>12} {:>10.2} {nps:>14.0}", secs * 1000.0);
    }
    for depth in [6, 8, 10] {
        let t = Instant::now();
        let r = best_move(
            black_box(&Game::new()),
            Level::Expert,
            &SearchLimits::depth(depth),
        );
        let secs = t.elapsed().as_secs_f64();
        println!(
            "ai depth {depth:>2}: {:>10} nodes {:>9.1} ms {:>12.0} nodes/s",
            r.nodes,
            secs * 1000.0,
            r.nodes as f64 / secs.max(1e-9)
        );
    }
}
