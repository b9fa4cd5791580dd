//! Depth reached in the Expert level's thinking time, shared by the game
//! benches (`-- reach`): for each position, the time of the Expert search
//! (its fixed depth, no time limit), then the time of fixed-depth searches
//! one, two and three plies deeper. Comparing two builds (say the base
//! commit's and this one, run by turns): the deepest search of the new build
//! that takes no longer than the old build's Expert search is the depth the
//! new build reaches in the Expert time.
//!
//! Output, one line per position and depth: `reach <position> <depth>
//! <seconds> <nodes> <score>` (read by scripts), plus a summary line per
//! depth.

use std::time::Instant;

use tavola::ai::SearchLimits;
use tavola::rules::{Rules, SplitMix64};

/// `count` positions a few random plies from `start` (`4 + spread * (i %
/// 8)` plies for the `i`-th; none finished, none with a forced move, which
/// is played without a search and so tests no depth), the same on every
/// run (the first eight are those of `-- reach`).
pub fn reach_games<G: Rules + std::fmt::Debug>(
    start: impl Fn() -> G,
    spread: usize,
    count: usize,
) -> Vec<G> {
    let mut rng = SplitMix64(77);
    let mut games = Vec::new();
    while games.len() < count {
        let mut g = start();
        for _ in 0..4 + spread * (games.len() % 8) {
            let moves = g.legal_moves();
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            g = g.play(moves[rng.below(moves.len())]).expect("legal").0;
        }
        if g.outcome().is_none() && g.legal_moves().len() > 1 {
            games.push(g);
        }
    }
    games
}

/// Searches each of `count` positions at the depths `expert..=expert + 3`
/// (stopping a position's deeper searches once one takes over `cap` s),
/// with `search(position, depth) -> (nodes, score)`.
pub fn reach(
    count: usize,
    expert: u32,
    cap: f64,
    mut search: impl FnMut(usize, u32) -> (u64, i32),
) {
    println!("depth reached: fixed-depth searches, Expert depth {expert}");
    let mut totals = [(0.0f64, 0usize); 4];
    for i in 0..count {
        for (k, depth) in (expert..=expert + 3).enumerate() {
            let t = Instant::now();
            let (nodes, score) = search(i, depth);
            let s = t.elapsed().as_secs_f64();
            println!("reach {i} {depth} {s:.4} {nodes} {score}");
            totals[k].0 += s;
            totals[k].1 += 1;
            if s > cap {
                break;
            }
        }
    }
    for (k, (s, n)) in totals.iter().enumerate() {
        println!(
            "depth {} (Expert{:+}): {n} positions, {s:.3} s in all",
            expert + k as u32,
            k
        );
    }
}

/// `-- threads [THREADS] [POSITIONS] [PLIES]`: the Expert depth `expert`
/// plus PLIES (0), 1 thread against THREADS (2), side by side over
/// POSITIONS (16) positions from `start` (see [`threads_side_by_side`]).
pub fn threads_command<G: Rules + std::fmt::Debug>(
    args: &[String],
    start: impl Fn() -> G,
    spread: usize,
    expert: u32,
    search: impl Fn(&G, SearchLimits) -> (u64, i32),
) {
    let arg =
        |k: usize, default: usize| args.get(k).and_then(|s| s.parse().ok()).unwrap_or(default);
    let (threads, count, extra) = (arg(0, 2), arg(1, 16), arg(2, 0));
    let games = reach_games(start, spread, count);
    threads_side_by_side(
        games.len(),
        expert + extra as u32,
        threads,
        |i, depth, n| search(&games[i], SearchLimits::depth(depth).with_threads(n)),
    );
}

/// One thread against `threads`, side by side: each of `count` positions is
/// searched to `depth` by both, in turns (one thread first on even
/// positions, last on odd ones, so that a slower spell of the machine hits
/// both alike). Prints a line per position (`threads <position> <seconds
/// on one> <seconds on several> <score on one> <score on several>`), the
/// totals and their ratio (the speed-up).
pub fn threads_side_by_side(
    count: usize,
    depth: u32,
    threads: usize,
    mut search: impl FnMut(usize, u32, usize) -> (u64, i32),
) {
    println!("time to depth {depth}: 1 thread against {threads}, {count} positions");
    let (mut one, mut many) = (0.0f64, 0.0f64);
    for i in 0..count {
        let mut timed = |n: usize| {
            let t = Instant::now();
            let (_, score) = search(i, depth, n);
            (t.elapsed().as_secs_f64(), score)
        };
        let (a, b) = if i % 2 == 0 {
            let a = timed(1);
            (a, timed(threads))
        } else {
            let b = timed(threads);
            (timed(1), b)
        };
        println!("threads {i} {:.4} {:.4} {} {}", a.0, b.0, a.1, b.1);
        one += a.0;
        many += b.0;
    }
    println!(
        "depth {depth}: {one:.3} s on 1 thread, {many:.3} s on {threads}: speed-up {:.2}",
        one / many.max(1e-9)
    );
}
