//! Gounki perft benchmark: `cargo bench --no-default-features --bench gounki`.
//!
//! Prints perft(1..=5) from the start position, with time and nodes/s, plus
//! the move generator alone over a set of random-playout positions.
//!
//! `-- cancel [N]`: how long the Expert search takes to return after its
//! cancel flag is set (median and worst of N cancels, 20 by default).
//! `-- threads [THREADS] [POSITIONS] [PLIES]`: time to the Expert depth
//! (plus PLIES) on 1 thread against THREADS (2), side by side over
//! POSITIONS (16) positions, with the speed-up (see `common/reach.rs`).
//! `-- reach [THREADS]`: the depth reached in the Expert level's thinking
//! time (see `common/reach.rs`), over positions from random openings, on
//! THREADS threads (1 by default).

#[path = "common/cancel.rs"]
mod cancel;
#[path = "common/reach.rs"]
mod reach;

use std::hint::black_box;
use std::time::Instant;

use tavola::ai::Level;
use tavola::ai::gounki::best_move;
use tavola::rules::SplitMix64;
use tavola::rules::gounki::{Game, MoveList, Position, perft};

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
        let expert = tavola::ai::gounki::limits_for(Level::Expert).max_depth;
        reach::threads_command(&args[1..], Game::new, 2, expert, |g, limits| {
            let r = best_move(g, Level::Expert, &limits);
            (r.nodes, r.score)
        });
        return;
    }
    if args.first().map(String::as_str) == Some("reach") {
        let games = reach::reach_games(Game::new, 2, 8);
        let threads = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
        let expert = tavola::ai::gounki::limits_for(Level::Expert).max_depth;
        reach::reach(games.len(), expert, 3.0, |i, depth| {
            let limits = tavola::ai::SearchLimits::depth(depth).with_threads(threads);
            let r = best_move(&games[i], Level::Expert, &limits);
            (r.nodes, r.score)
        });
        return;
    }
    let start = Position::start();
    println!("gounki perft from the start position");
    for depth in 1..=5 {
        let t = Instant::now();
        let nodes = perft(black_box(&start), depth);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "perft({depth}) = {nodes:>11}  {:>9.3} ms  {:>7.1} Mnodes/s",
            secs * 1e3,
            nodes as f64 / secs.max(1e-9) / 1e6
        );
    }

    // Positions from random playouts, to time generation off the start.
    let mut rng = SplitMix64(2024);
    let mut positions = Vec::new();
    while positions.len() < 2000 {
        let mut p = Position::start();
        for _ in 0..rng.below(60) {
            let moves = p.legal_moves();
            let mv = moves[rng.below(moves.len())];
            if matches!(mv, tavola::rules::gounki::Move::Exit { .. }) {
                break;
            }
            p.apply(mv);
            if !p.has_pieces(p.side_to_move()) {
                break;
            }
        }
        positions.push(p);
    }
    let mut list = MoveList::new();
    let rounds = 500;
    let t = Instant::now();
    let mut total = 0usize;
    for _ in 0..rounds {
        for p in &positions {
            black_box(p).generate(&mut list);
            total += list.len();
        }
    }
    let secs = t.elapsed().as_secs_f64();
    let calls = (rounds * positions.len()) as f64;
    println!(
        "generate: {:.0} ns/position, {:.1} moves/position, {:.1} Mmoves/s",
        secs / calls * 1e9,
        total as f64 / calls,
        total as f64 / secs / 1e6
    );
}

/// Time from setting the cancel flag to `best_move` returning, `n` times
/// from the start position at depth 60 (it never finishes on its own).
fn cancel_latency(n: usize) {
    cancel::latency("gounki best_move (start)", n, |limits| {
        best_move(&Game::new(), Level::Expert, limits)
    });
}
