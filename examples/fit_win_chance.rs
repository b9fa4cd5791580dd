//! Fits the review's winning-chance curves (issue #25):
//! `P(win) = 1 / (1 + e^(−k·x))`, `x` the analysis value of a position for
//! the side to move (Othello: discs; Gounki and checkers: the engine's
//! score).
//!
//! `cargo run --release --no-default-features --example fit_win_chance --
//! [othello|gounki|checkers|all] [GAMES] [DEPTH]`
//!
//! Plays GAMES games (default 40) between the computer levels Beginner,
//! Casual and Strong (every pairing with a noisy level, so the games
//! differ: each game gets its own noise seed), keeps every position of the
//! finished games with the mover's result (win 1, draw ½, loss 0), values
//! each position with the review's own search at DEPTH plies (default 4),
//! and fits `k` by maximum likelihood ([`tavola::analysis::fit`]). Proven
//! values are left out (the review shows them as certain), and so are
//! Othello's positions of `REVIEW_EXACT_EMPTIES` (20) empties or fewer (the review solves them
//! exactly). Prints `k`, the number of positions and games, and the
//! errors (log-loss, Brier score) of the fit against a coin toss's
//! (0.693, 0.25). One thread; a few minutes in all.

use std::time::Instant;

use tavola::ai::Level;
use tavola::ai::SearchLimits;
use tavola::analysis::AnalysisGame;
use tavola::analysis::fit::{Sample, errors, fit_logistic};
use tavola::analysis::othello::REVIEW_EXACT_EMPTIES;
use tavola::rules::{Side, checkers, gounki, othello};

/// The level pairings (first mover's level first): each has a noisy level.
const PAIRS: [(Level, Level); 8] = [
    (Level::Beginner, Level::Casual),
    (Level::Casual, Level::Beginner),
    (Level::Casual, Level::Strong),
    (Level::Strong, Level::Casual),
    (Level::Beginner, Level::Strong),
    (Level::Strong, Level::Beginner),
    (Level::Casual, Level::Casual),
    (Level::Beginner, Level::Beginner),
];

/// Longest game kept (longer ones are dropped as unfinished).
const MAX_PLIES: usize = 300;

/// One game's positions to value, with their movers, and the winner.
fn play<G: AnalysisGame>(
    start: &G,
    pair: (Level, Level),
    seed: u64,
) -> Option<(Vec<G>, Option<Side>)>
where
    G::Move: Send + Sync,
{
    let first = start.turn();
    let mut pos = start.clone();
    let mut seen = Vec::new();
    for ply in 0..MAX_PLIES {
        if let Some(outcome) = pos.outcome() {
            return Some((seen, outcome.winner));
        }
        let level = if pos.turn() == first { pair.0 } else { pair.1 };
        seen.push(pos.clone());
        let mv = pos.engine_move(level, seed.wrapping_mul(1000).wrapping_add(ply as u64))?;
        pos = pos.play(mv).ok()?.0;
    }
    None
}

/// Plays `games` games, values their positions and fits the curve; `per`
/// divides the analysis units into the curve's (100 for Othello's discs),
/// `keep` says which positions to use.
fn fit<G: AnalysisGame>(start: G, games: usize, depth: u32, per: f64, keep: fn(&G) -> bool)
where
    G::Move: Send + Sync,
{
    let t = Instant::now();
    let mut samples = Vec::new();
    let mut played = 0;
    for g in 0..games {
        let pair = PAIRS[g % PAIRS.len()];
        let Some((positions, winner)) = play(&start, pair, 0x5EED + g as u64) else {
            continue;
        };
        played += 1;
        for pos in positions.iter().filter(|p| keep(p)) {
            let r = pos.search(&SearchLimits::depth(depth));
            if r.eval.exact {
                continue;
            }
            let result = match winner {
                Some(w) if w == pos.turn() => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            samples.push(Sample {
                x: f64::from(r.eval.score) / per,
                result,
            });
        }
    }
    let fit = fit_logistic(&samples);
    let coin = errors(&samples, 0.0);
    println!(
        "{}: k = {:.5} per {} ({} positions from {played} games, depth {depth}); \
         log-loss {:.4} (coin {:.4}), Brier {:.4} (coin {:.4}); {:.0} s",
        G::KIND.id(),
        fit.k,
        if per == 1.0 { "unit" } else { "disc" },
        fit.n,
        fit.log_loss,
        coin.log_loss,
        fit.brier,
        coin.brier,
        t.elapsed().as_secs_f64()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let which = args.first().map_or("all", String::as_str);
    let games = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(40);
    let depth = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4);
    if matches!(which, "othello" | "all") {
        fit(othello::Position::start(), games, depth, 100.0, |p| {
            p.empty().count_ones() > REVIEW_EXACT_EMPTIES
        });
    }
    if matches!(which, "gounki" | "all") {
        fit(gounki::Game::new(), games, depth, 1.0, |_| true);
    }
    if matches!(which, "checkers" | "all") {
        fit(checkers::Game::new(), games, depth, 1.0, |_| true);
    }
}
