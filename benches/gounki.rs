//! Gounki perft benchmark: `cargo bench --no-default-features --bench gounki`.
//!
//! Prints perft(1..=5) from the start position, with time and nodes/s, plus
//! the move generator alone over a set of random-playout positions.

use std::hint::black_box;
use std::time::Instant;

use tavola::rules::SplitMix64;
use tavola::rules::gounki::{MoveList, Position, perft};

fn main() {
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
