//! Checkers benchmarks: perft(1..=8) from the start, times and nodes/s,
//! plus a fixed-depth AI search. Run with
//! `cargo bench --no-default-features --bench checkers`.
//! `-- cancel [N]`: how long the Expert search takes to return after its
//! cancel flag is set (median and worst of N cancels, 20 by default).
//! `-- threads [THREADS] [POSITIONS] [PLIES]`: time to the Expert depth
//! (plus PLIES) on 1 thread against THREADS (2), side by side over
//! POSITIONS (16) positions, with the speed-up (see `common/reach.rs`).
//! `-- reach [THREADS]`: the depth reached in the Expert level's thinking
//! time (see `common/reach.rs`), over positions from random openings, on
//! THREADS threads (1 by default).
#![forbid(unsafe_code)]

#[path = "common/cancel.rs"]
mod cancel;
#[path = "common/reach.rs"]
mod reach;

use std::hint::black_box;
use std::time::Instant;

use tavola::ai::checkers::best_move;
use tavola::ai::{Level, SearchLimits};
use tavola::rules::checkers::{Game, Position};

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    if args.first().map(String::as_str) == Some("cancel") {
        let n = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
        cancel_latency(n);
        return;
    }
    if args.first().map(String::as_str) == Some("threads") {
        let expert = tavola::ai::checkers::limits_for(Level::Expert).max_depth;
        reach::threads_command(&args[1..], Game::new, 3, expert, |g, limits| {
            let r = best_move(g, Level::Expert, &limits);
            (r.nodes, r.score)
        });
        return;
    }
    if args.first().map(String::as_str) == Some("reach") {
        let games = reach::reach_games(Game::new, 3, 8);
        let threads = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
        let expert = tavola::ai::checkers::limits_for(Level::Expert).max_depth;
        reach::reach(games.len(), expert, 3.0, |i, depth| {
            let limits = SearchLimits::depth(depth).with_threads(threads);
            let r = best_move(&games[i], Level::Expert, &limits);
            (r.nodes, r.score)
        });
        return;
    }
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

/// Time from setting the cancel flag to `best_move` returning, `n` times
/// from the start position at depth 40 (it never finishes on its own).
fn cancel_latency(n: usize) {
    cancel::latency("checkers best_move (start)", n, |limits| {
        best_move(&Game::new(), Level::Expert, limits)
    });
}
