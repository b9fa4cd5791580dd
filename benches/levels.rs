//! The level ladder: each computer level against the one below (and
//! Beginner against a uniformly random player), alternating colours, with a
//! few random opening plies so games differ.
//!
//! `cargo bench --no-default-features --bench levels -- [GAME] [GAMES] [PAIR]`
//! GAME: othello | gounki | checkers (default: all); GAMES per pair
//! (default 100); PAIR: random | casual | strong | expert (the stronger side
//! of one pair; default all but expert, whose 100 games take about ten
//! minutes a game on 2 cores, against seconds for the others).
//! Prints wins / draws / losses of the stronger side (the share is of games
//! won: a draw counts as not won), the Elo step with its 95 % interval
//! (draws as half a point; `common/elo.rs`), then the average and longest think time
//! per move of each computer level in that pair; progress goes to stderr.

use std::time::{Duration, Instant};

#[path = "engines.rs"]
mod engines;
use engines::Engine;
#[path = "common/elo.rs"]
mod elo;
use elo::MatchScore;

use tavola::ai::Level;
use tavola::rules::{Side, SplitMix64, checkers, gounki, othello};

/// Who plays: a level, or a uniformly random mover.
#[derive(Clone, Copy, Debug)]
enum Player {
    Random,
    Computer(Level),
}

impl Player {
    fn name(self) -> &'static str {
        match self {
            Player::Random => "Random",
            Player::Computer(level) => level.name(),
        }
    }
}

/// Think time of one player over a run: moves searched, total, longest.
#[derive(Clone, Copy, Default)]
struct Clock {
    moves: u32,
    total: Duration,
    max: Duration,
}

impl Clock {
    fn add(&mut self, t: Duration) {
        self.moves += 1;
        self.total += t;
        self.max = self.max.max(t);
    }

    fn text(self) -> String {
        let avg = if self.moves == 0 {
            Duration::ZERO
        } else {
            self.total / self.moves
        };
        format!(
            "avg {:.3} s, max {:.3} s per move",
            avg.as_secs_f64(),
            self.max.as_secs_f64()
        )
    }
}

/// Plays one game; returns the winner (None for a draw). Each computer
/// player's think time per searched move goes to its clock in `clocks`
/// (indexed like `players`).
fn play<G: Engine>(
    players: [Player; 2],
    clocks: &mut [Clock; 2],
    rng: &mut SplitMix64,
    opening: usize,
) -> Option<Side> {
    let mut game = G::start();
    let mut ply = 0;
    while game.outcome().is_none() && ply < 400 {
        let moves = game.legal_moves();
        let mover = players[game.turn().index()];
        let mv = match mover {
            _ if ply < opening => moves[rng.below(moves.len())],
            Player::Random => moves[rng.below(moves.len())],
            Player::Computer(level) => {
                let mut limits = G::limits(level);
                limits.noise_seed = rng.next_u64() | 1;
                let start = Instant::now();
                let mv = game.search(level, &limits).unwrap_or(moves[0]);
                clocks[game.turn().index()].add(start.elapsed());
                mv
            }
        };
        game = match game.play(mv) {
            Ok((next, _)) => next,
            Err(_) => return None,
        };
        ply += 1;
    }
    game.outcome().and_then(|o| o.winner)
}

fn ladder<G: Engine>(name: &str, games: usize, only: Option<&str>, rng: &mut SplitMix64) {
    let pairs = [
        (Player::Computer(Level::Beginner), Player::Random, "random"),
        (
            Player::Computer(Level::Casual),
            Player::Computer(Level::Beginner),
            "casual",
        ),
        (
            Player::Computer(Level::Strong),
            Player::Computer(Level::Casual),
            "strong",
        ),
        (
            Player::Computer(Level::Expert),
            Player::Computer(Level::Strong),
            "expert",
        ),
    ];
    for (strong, weak, key) in pairs {
        // Expert's pair is the slow one: it runs only when asked.
        if only.is_some_and(|o| o != key) || (only.is_none() && key == "expert") {
            continue;
        }
        let start = Instant::now();
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        // Think times of the stronger and the weaker player.
        let (mut strong_clock, mut weak_clock) = (Clock::default(), Clock::default());
        for i in 0..games {
            // Alternate colours: the stronger player takes each side in turn.
            let strong_side = if i % 2 == 0 { Side::Black } else { Side::White };
            let players = match strong_side {
                Side::Black => [strong, weak],
                Side::White => [weak, strong],
            };
            let mut clocks = [Clock::default(); 2];
            let winner = play::<G>(players, &mut clocks, rng, 2 + i % 3);
            match winner {
                Some(side) if side == strong_side => wins += 1,
                Some(_) => losses += 1,
                None => draws += 1,
            }
            for (side, clock) in [Side::Black, Side::White].into_iter().zip(clocks) {
                let mine = if side == strong_side {
                    &mut strong_clock
                } else {
                    &mut weak_clock
                };
                mine.moves += clock.moves;
                mine.total += clock.total;
                mine.max = mine.max.max(clock.max);
            }
            // Progress on stderr, so that a long run can be followed.
            eprintln!(
                "{name} {key} game {}/{games}: {wins} won, {draws} drawn, {losses} lost",
                i + 1
            );
        }
        let step = MatchScore::new(wins, draws, losses);
        println!(
            "{name:8} {:>8} vs {:<8} {games:>4} games: {wins:>3} won, {draws:>3} drawn, {losses:>3} lost ({:.0}% won, score {:.0} %), Elo step {:+.0} [{:+.0}, {:+.0}] in {:.0?}",
            strong.name(),
            weak.name(),
            100.0 * f64::from(wins) / games as f64,
            100.0 * step.score,
            step.elo,
            step.low,
            step.high,
            start.elapsed()
        );
        for (player, clock) in [(strong, strong_clock), (weak, weak_clock)] {
            if let Player::Computer(_) = player {
                println!("{:8} {:>8} thinks {}", "", player.name(), clock.text());
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let game = args.first().map(String::as_str).filter(|g| *g != "all");
    let games: usize = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(100);
    let only = args.get(2).map(String::as_str);
    let mut rng = SplitMix64(0x5EED_1E7E);
    if game.is_none_or(|g| g == "othello") {
        ladder::<othello::Position>("othello", games, only, &mut rng);
    }
    if game.is_none_or(|g| g == "gounki") {
        ladder::<gounki::Game>("gounki", games, only, &mut rng);
    }
    if game.is_none_or(|g| g == "checkers") {
        ladder::<checkers::Game>("checkers", games, only, &mut rng);
    }
}
