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
//! `-- robot [OPENINGS] [DEPTH...]`: Tavola's search against the plain robot
//! of issue #42 (`common/robot.rs`) at equal depth (3, 4 and 5 plies by
//! default), each of OPENINGS (12) random 4-ply openings played with both
//! colours; then `-- robot-levels [OPENINGS]`: Strong against the 5-ply
//! robot and Expert against the 6-ply one, with their mean times a move
//! (`-- robot-levels OPENINGS expert`: Expert's match alone).
//! Score, Elo difference and its 95 % interval for each match.
//! `-- robot-check [POSITIONS] [DEPTH]`: the robot's move with its inner
//! moves sorted and in the rules' order, on POSITIONS (40) positions from
//! random openings at DEPTH (4) plies: both times, and a `MISMATCH` line
//! (exit status 1) wherever the moves differ.

#[path = "common/cancel.rs"]
mod cancel;
#[path = "common/elo.rs"]
mod elo;
#[path = "common/reach.rs"]
mod reach;
#[path = "common/robot.rs"]
mod robot;

use elo::MatchScore;

use std::hint::black_box;
use std::time::Instant;

use tavola::ai::Level;
use tavola::ai::gounki::best_move;
use tavola::rules::Rules;
use tavola::rules::SplitMix64;
use tavola::rules::gounki::{Game, Move, MoveList, Position, perft};

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
    if args.first().map(String::as_str) == Some("robot") {
        let openings = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(12);
        let mut depths: Vec<u32> = args.iter().skip(2).filter_map(|s| s.parse().ok()).collect();
        if depths.is_empty() {
            depths = vec![3, 4, 5];
        }
        for depth in depths {
            let tavola = move |g: &Game| {
                best_move(g, Level::Expert, &tavola::ai::SearchLimits::depth(depth)).best
            };
            robot_match(&format!("search at {depth} plies"), openings, depth, tavola);
        }
        return;
    }
    if args.first().map(String::as_str) == Some("robot-levels") {
        let openings = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(12);
        let only_expert = args.get(2).map(String::as_str) == Some("expert");
        for (level, depth) in [(Level::Strong, 5), (Level::Expert, 6)] {
            if only_expert && level != Level::Expert {
                continue;
            }
            let limits = tavola::ai::gounki::limits_for(level);
            let tavola = move |g: &Game| best_move(g, level, &limits).best;
            robot_match(&format!("{level:?}"), openings, depth, tavola);
        }
        return;
    }
    if args.first().map(String::as_str) == Some("robot-check") {
        let count = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(40);
        let depth = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
        if !robot_check(count, depth) {
            std::process::exit(1);
        }
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

/// Whether the robot with its inner moves sorted plays the same moves as
/// with them in the rules' order, on `count` positions at `depth` plies;
/// prints both times.
fn robot_check(count: usize, depth: u32) -> bool {
    let games = reach::reach_games(Game::new, 3, count);
    let (mut sorted_s, mut plain_s, mut same) = (0.0, 0.0, true);
    for (i, game) in games.iter().enumerate() {
        let t = Instant::now();
        let sorted = robot::best_move_sorted(game, depth, true);
        sorted_s += t.elapsed().as_secs_f64();
        let t = Instant::now();
        let plain = robot::best_move_sorted(game, depth, false);
        plain_s += t.elapsed().as_secs_f64();
        if sorted != plain {
            println!("MISMATCH position {i}: sorted {sorted:?}, rules' order {plain:?}");
            same = false;
        }
    }
    println!(
        "robot at {depth} plies on {} positions: sorted {sorted_s:.2} s, rules' order {plain_s:.2} s ({:.1} times as fast); {}",
        games.len(),
        plain_s / sorted_s.max(1e-9),
        if same { "same moves" } else { "moves differ" }
    );
    same
}

/// Longest game of a robot match: a draw after this many plies.
const ROBOT_MAX_PLIES: usize = 200;

/// `name` (Tavola's side, choosing with `tavola`) against the robot at
/// `depth`: every opening with both colours; prints the score, the Elo
/// difference with its 95 % interval, and each side's mean time a move.
fn robot_match(name: &str, openings: usize, depth: u32, tavola: impl Fn(&Game) -> Option<Move>) {
    let (mut won, mut drawn, mut lost) = (0u32, 0u32, 0u32);
    let (mut t_time, mut t_moves, mut r_time, mut r_moves) = (0.0f64, 0u32, 0.0f64, 0u32);
    for opening in 0..openings {
        let mut rng = SplitMix64(0x5EED_0000 + opening as u64);
        let mut start = Game::new();
        for _ in 0..4 {
            let legal = start.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.below(legal.len())];
            let Ok((next, _)) = start.clone().play(mv) else {
                unreachable!("a legal move")
            };
            start = next;
        }
        for tavola_side in [tavola::rules::Side::White, tavola::rules::Side::Black] {
            let mut game = start.clone();
            let mut plies = 0;
            while game.outcome().is_none() && plies < ROBOT_MAX_PLIES {
                let t = Instant::now();
                let mv = if game.turn() == tavola_side {
                    let mv = tavola(&game);
                    t_time += t.elapsed().as_secs_f64();
                    t_moves += 1;
                    mv
                } else {
                    let mv = robot::best_move(&game, depth);
                    r_time += t.elapsed().as_secs_f64();
                    r_moves += 1;
                    mv
                };
                let Some(mv) = mv else { break };
                let Ok((next, _)) = game.clone().play(mv) else {
                    unreachable!("a legal move")
                };
                game = next;
                plies += 1;
            }
            let mark = match game.outcome().and_then(|o| o.winner) {
                Some(w) if w == tavola_side => {
                    won += 1;
                    '+'
                }
                Some(_) => {
                    lost += 1;
                    '-'
                }
                None => {
                    drawn += 1;
                    '='
                }
            };
            // One mark a game as it ends: long matches show their progress.
            print!("{mark}");
            let _ = std::io::Write::flush(&mut std::io::stdout());
        }
    }
    println!();
    let m = MatchScore::new(won, drawn, lost);
    println!(
        "{name} against the {depth}-ply robot: +{won} ={drawn} -{lost} ({:.0} %), Elo {:+.0} [{:+.0}, {:+.0}]; {:.3} s a move against the robot's {:.3} s",
        100.0 * m.score,
        m.elo,
        m.low,
        m.high,
        t_time / f64::from(t_moves.max(1)),
        r_time / f64::from(r_moves.max(1)),
    );
}
