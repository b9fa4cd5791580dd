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
//! `-- expert-match [OPENINGS] [MS] [self]`: the tuned Expert against the
//! reference Expert (the untuned evaluation, `Weights::REFERENCE`), both
//! with the same limits: the Expert level's (14 plies, 1 s budget), or MS
//! milliseconds a move when given (0 = the level's). OPENINGS (default 100)
//! random 4-ply openings, each played with both colours; prints +W =D -L
//! for the tuned side, its score and Elo difference (95 % interval) and
//! both sides' mean time a move. `self` plays the reference against
//! itself (a sanity check: about 50 %). MS may be `dN` instead: N plies a
//! move each (quick comparisons).
#![forbid(unsafe_code)]

#[path = "common/cancel.rs"]
mod cancel;
#[path = "common/elo.rs"]
mod elo;
#[path = "common/reach.rs"]
mod reach;

use std::hint::black_box;
use std::time::{Duration, Instant};

use elo::MatchScore;
use tavola::ai::checkers::{Weights, best_move, best_move_with, limits_for};
use tavola::ai::{Level, SearchLimits};
use tavola::rules::checkers::{Game, Position};
use tavola::rules::{Rules, Side, SplitMix64};

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
    if args.first().map(String::as_str) == Some("expert-match") {
        let openings = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100);
        // "d8": a fixed depth of 8 plies instead (quick comparisons).
        let limit = args.get(2).map_or("0", String::as_str);
        let (ms, depth) = match limit.strip_prefix('d') {
            Some(d) => (0, d.parse().unwrap_or(0)),
            None => (limit.parse().unwrap_or(0), 0),
        };
        let tuned = if args.get(3).map(String::as_str) == Some("self") {
            Weights::REFERENCE
        } else {
            Weights::TUNED
        };
        expert_match(openings, ms, depth, &tuned);
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

/// A random `plies`-ply opening (`None` if the game ends in it).
fn random_opening(seed: u64, plies: usize) -> Option<Game> {
    let mut rng = SplitMix64(seed);
    let mut g = Game::new();
    for _ in 0..plies {
        let moves = g.legal_moves();
        if g.outcome().is_some() || moves.is_empty() {
            return None;
        }
        g = g.play(moves[rng.below(moves.len())]).ok()?.0;
    }
    g.outcome().is_none().then_some(g)
}

/// `tuned` against the reference weights at the Expert level's limits
/// (or `ms` a move, or `depth` plies), both colours from each of `openings` openings.
fn expert_match(openings: usize, ms: u64, depth: u32, tuned: &Weights) {
    let limits = if depth > 0 {
        SearchLimits::depth(depth)
    } else if ms > 0 {
        SearchLimits::time(Duration::from_millis(ms))
    } else {
        limits_for(Level::Expert)
    };
    let (mut won, mut drawn, mut lost) = (0u32, 0u32, 0u32);
    // Seconds and moves of the tuned side, then the reference's.
    let mut time = [(0.0f64, 0u32); 2];
    let mut seen = std::collections::HashSet::new();
    let mut seed = 0xC4EC_0000u64;
    let mut played = 0;
    while played < openings {
        seed += 1;
        let Some(start) = random_opening(seed, 4) else {
            continue;
        };
        if !seen.insert(*start.position()) {
            continue; // the same opening twice
        }
        played += 1;
        for tuned_side in [Side::White, Side::Black] {
            let mut g = start.clone();
            for _ in 0..500 {
                if g.outcome().is_some() {
                    break;
                }
                let who = usize::from(g.turn() != tuned_side);
                let w = if who == 0 { tuned } else { &Weights::REFERENCE };
                let t = Instant::now();
                let mv = best_move_with(&g, Level::Expert, &limits, w)
                    .best
                    .expect("a move");
                time[who].0 += t.elapsed().as_secs_f64();
                time[who].1 += 1;
                g = g.play(mv).expect("legal").0;
            }
            match g.outcome().and_then(|o| o.winner) {
                Some(w) if w == tuned_side => won += 1,
                Some(_) => lost += 1,
                None => drawn += 1,
            }
        }
        eprint!("\ropenings {played}/{openings}: +{won} ={drawn} -{lost}");
    }
    eprintln!();
    let m = MatchScore::new(won, drawn, lost);
    let mean = |(s, n): (f64, u32)| 1000.0 * s / f64::from(n.max(1));
    println!(
        "checkers tuned Expert vs reference Expert ({}), {} games from {openings} random 4-ply openings, both colours",
        if depth > 0 {
            format!("{depth} plies a move each")
        } else if ms > 0 {
            format!("{ms} ms a move each")
        } else {
            "the Expert level's limits".to_owned()
        },
        won + drawn + lost
    );
    println!(
        "+{won} ={drawn} -{lost}: score {:.1} %, Elo {:+.0} (95 %: {:+.0} to {:+.0})",
        100.0 * m.score,
        m.elo,
        m.low,
        m.high
    );
    println!(
        "mean time a move: tuned {:.1} ms, reference {:.1} ms",
        mean(time[0]),
        mean(time[1])
    );
}
