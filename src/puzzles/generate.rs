//! The puzzle generator: positions from the project's own games (the
//! bundled sample games, then self-play between the computer levels from
//! random openings), each offered to the game's prover; what it proves
//! becomes a puzzle.
//!
//! Deterministic: the same seed and count give the same file on any
//! machine (one thread, searches to fixed depths, randomness from the
//! seed only). `tavola puzzles
//! generate <game> --seed S --count N` runs it.

use std::collections::HashSet;

use crate::ai::SearchLimits;
use crate::analysis::AnalysisGame;
use crate::rules::{Rules, SplitMix64};

use super::Puzzle;
use super::prove::{PuzzleRules, make_puzzle, verify};

/// At most this many puzzles from one game (they would look alike).
pub const PER_GAME: usize = 2;

/// Self-play games give up after this many plies (a game cycling).
const MAX_PLIES: usize = 300;

/// Where a puzzle position may come from: a game's start and its moves.
pub struct SourceGame<G: Rules> {
    pub start: G,
    pub moves: Vec<G::Move>,
}

/// Generates `count` puzzles: positions of `sources` first, then of
/// self-play games seeded from `seed`. `prefix` begins every id
/// (`o` → `o-0001`). `progress` hears each puzzle found.
pub fn generate<G>(
    sources: &[SourceGame<G>],
    seed: u64,
    count: usize,
    prefix: &str,
    mut progress: impl FnMut(&Puzzle),
) -> Vec<Puzzle>
where
    G: PuzzleRules + AnalysisGame + Default,
    G::Move: Send + Sync,
{
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut rng = SplitMix64(seed);
    let mut take = |game: &[G], rng: &mut SplitMix64, out: &mut Vec<Puzzle>| {
        let mut found = 0;
        // Look from a random point on, so that not every puzzle comes from
        // the same phase of the game.
        let offset = rng.below(game.len().max(1));
        for i in 0..game.len() {
            if out.len() >= count || found >= PER_GAME {
                return;
            }
            let pos = &game[(offset + i) % game.len()];
            if pos.outcome().is_some() || !seen.insert(pos.position_text()) {
                continue;
            }
            if let Some(f) = pos.find() {
                let same = out.iter().filter(|p| p.goal == f.goal).count();
                if same as f64 >= G::goal_share(f.goal) * count as f64 {
                    continue;
                }
                let id = format!("{prefix}-{:04}", out.len() + 1);
                let puzzle = make_puzzle(pos, &f, id);
                // The line is re-proven as `tavola puzzles check` would: a
                // line the search built but the proof refuses is not kept.
                if verify::<G>(&puzzle).is_err() {
                    continue;
                }
                progress(&puzzle);
                out.push(puzzle);
                found += 1;
            }
        }
    };
    for source in sources {
        take(&positions(&source.start, &source.moves), &mut rng, &mut out);
    }
    let mut games = 0u64;
    while out.len() < count && games < 100 * count as u64 + 100 {
        games += 1;
        let moves = self_play::<G>(&mut rng);
        take(&positions(&G::default(), &moves), &mut rng, &mut out);
    }
    out
}

/// Every position of a game (the start, then after each move).
fn positions<G: Rules>(start: &G, moves: &[G::Move]) -> Vec<G> {
    let mut out = vec![start.clone()];
    let mut pos = start.clone();
    for &mv in moves {
        match pos.clone().play(mv) {
            Ok((next, _)) => {
                out.push(next.clone());
                pos = next;
            }
            Err(_) => break,
        }
    }
    out
}

/// A self-play game: a few random moves, then searches of one to three
/// plies (each side its own depth) with one move in eight at random, so
/// that there are mistakes to punish. Fixed depths, fresh tables: the same
/// seed plays the same game on any machine.
fn self_play<G>(rng: &mut SplitMix64) -> Vec<G::Move>
where
    G: AnalysisGame + Default,
    G::Move: Send + Sync,
{
    let mut pos = G::default();
    let mut moves = Vec::new();
    let random = 2 + rng.below(6);
    let depth = [1 + rng.below(3), 1 + rng.below(3)];
    while pos.outcome().is_none() && moves.len() < MAX_PLIES {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = if moves.len() < random || rng.below(8) == 0 {
            legal[rng.below(legal.len())]
        } else {
            let limits = SearchLimits::depth(u32::try_from(depth[moves.len() % 2]).unwrap_or(1));
            match pos.search(&limits).best {
                Some(m) => m,
                None => break,
            }
        };
        let Ok((next, _)) = pos.clone().play(mv) else {
            break;
        };
        moves.push(mv);
        pos = next;
    }
    moves
}
