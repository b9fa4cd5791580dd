//! The computer on the clock never flags: whole games of the computer
//! against itself under a time control, each move's thinking time given by
//! the clock exactly as the app gives it.
//!
//! Each move of the computer's starts its side's clock ([`Clocks::start`]),
//! asks [`move_budget`] for its thinking time (capped by the level's own
//! time limit), searches with that as the time limit (the engine's
//! `best_move`, as the app's `ComputerGame::search` does), and commits
//! ([`Clocks::commit`]) 50 ms of simulated interface latency later. The
//! clocks read real time since the bench started, plus that latency. Forced
//! Othello passes are played without a clock, as in the app. Each game opens
//! with 2 to 4 random moves (fixed seed) so that games differ.
//!
//! `cargo bench --no-default-features --bench clock -- [GAME] [CONTROL]
//! [GAMES] [LEVEL]`
//! GAME: othello | gounki | checkers | all (default all); CONTROL: a time
//! control such as `1+0`, `30s+0`, `3+2` (default `1+0`); GAMES per game kind
//! (default 2); LEVEL: beginner | casual | strong | expert (default expert,
//! the level that thinks longest). At 1+0 an Expert game takes up to about
//! two minutes.
//! `cargo bench --no-default-features --bench clock -- quick`: one game of
//! each kind at 30s+0 at the Casual level, a smoke check of a few seconds.
//!
//! Prints one line per game (plies, result, the least time either side had
//! left when it moved, any flag), then one summary line per game kind and
//! control: games, flags, least time left, mean and longest thinking time
//! per move. Exits with status 1 if any side flagged.

use std::process::ExitCode;
use std::time::{Duration, Instant};

#[path = "engines.rs"]
mod engines;
use engines::Engine;

use tavola::ai::Level;
use tavola::clock::{Clocks, TimeControl, move_budget};
use tavola::rules::{Outcome, Side, SplitMix64, checkers, gounki, othello};

/// The interface's delay charged on every move between the end of the
/// search and the commit (the app's frame or two).
const LATENCY: Duration = Duration::from_millis(50);

/// A game still going after this many plies is reported unfinished.
const MAX_PLIES: usize = 1000;

/// The clocks' time source: real time since the bench started, plus the
/// simulated latency charged so far.
struct Now {
    start: Instant,
    latency: Duration,
}

impl Now {
    fn read(&self) -> Duration {
        self.start.elapsed() + self.latency
    }
}

/// Thinking time per searched move, and the least time left.
#[derive(Clone, Copy)]
struct Tally {
    moves: u32,
    think: Duration,
    think_max: Duration,
    min_left: Duration,
}

impl Tally {
    const NEW: Tally = Tally {
        moves: 0,
        think: Duration::ZERO,
        think_max: Duration::ZERO,
        min_left: Duration::MAX,
    };

    fn merge(&mut self, other: Tally) {
        self.moves += other.moves;
        self.think += other.think;
        self.think_max = self.think_max.max(other.think_max);
        self.min_left = self.min_left.min(other.min_left);
    }

    fn mean(self) -> Duration {
        if self.moves == 0 {
            Duration::ZERO
        } else {
            self.think / self.moves
        }
    }
}

/// One game's end.
struct Played {
    plies: usize,
    outcome: Option<Outcome>,
    flag: Option<Side>,
    /// The side with the least time left, and that time.
    least: (Side, Duration),
    tally: Tally,
}

/// Plays one game of the computer at `level` against itself on `control`;
/// the first `opening` plies are random and unclocked.
fn play<G: Engine>(
    control: TimeControl,
    level: Level,
    now: &mut Now,
    rng: &mut SplitMix64,
    opening: usize,
) -> Played {
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .saturating_sub(1)
        .max(1);
    let mut game = G::start();
    let mut clocks = Clocks::new(control);
    let mut tally = Tally::NEW;
    let mut least = (Side::Black, control.of(Side::Black).base);
    let mut plies = 0;
    let mut flag = None;
    while game.outcome().is_none() && plies < MAX_PLIES {
        let moves = game.legal_moves();
        let side = game.turn();
        let mv = if plies < opening {
            moves[rng.below(moves.len())]
        } else if G::forced_pass(&moves) {
            moves[0]
        } else {
            let started = now.read();
            clocks.start(side, started);
            let remaining = clocks.remaining(side, started);
            let mut limits = G::limits(level).with_threads(threads);
            limits.noise_seed = rng.next_u64() | 1;
            let cap = limits.time.unwrap_or(Duration::from_secs(3600));
            let budget = move_budget(remaining, control.of(side).increment, plies, cap);
            limits.time = Some(budget);
            let think = Instant::now();
            let mv = game.search(level, &limits).unwrap_or(moves[0]);
            let think = think.elapsed();
            now.latency += LATENCY;
            let done = now.read();
            let left = clocks.remaining(side, done);
            let committed = clocks.commit(done);
            tally.moves += 1;
            tally.think += think;
            tally.think_max = tally.think_max.max(think);
            if left < least.1 {
                least = (side, left);
            }
            tally.min_left = least.1;
            flag = clocks.check_flag(done);
            if flag.is_some() || committed.is_none() {
                flag = flag.or(Some(side));
                break;
            }
            mv
        };
        game = match game.play(mv) {
            Ok((next, _)) => next,
            Err(_) => panic!("the engine played an illegal move: {mv:?}"),
        };
        plies += 1;
    }
    Played {
        plies,
        outcome: game.outcome(),
        flag,
        least,
        tally,
    }
}

fn secs(d: Duration) -> String {
    format!("{:.3} s", d.as_secs_f64())
}

fn result_text(played: &Played) -> String {
    if let Some(side) = played.flag {
        return format!("{} wins on time", side.opponent().name());
    }
    let Some(outcome) = played.outcome else {
        return format!("unfinished after {MAX_PLIES} plies");
    };
    let score = outcome
        .score
        .map(|(b, w)| format!(" {b}-{w}"))
        .unwrap_or_default();
    match outcome.winner {
        Some(side) => format!(
            "{} wins{score} ({})",
            side.name(),
            outcome.reason.describe()
        ),
        None => format!("draw{score} ({})", outcome.reason.describe()),
    }
}

/// Plays `games` games of one kind; prints each and returns the summary
/// line and the number of flags.
fn run<G: Engine>(
    name: &str,
    control: TimeControl,
    games: usize,
    level: Level,
    now: &mut Now,
    rng: &mut SplitMix64,
) -> (String, usize) {
    let started = Instant::now();
    let mut total = Tally::NEW;
    let mut flags = 0;
    for i in 0..games {
        let played = play::<G>(control, level, now, rng, 2 + i % 3);
        flags += usize::from(played.flag.is_some());
        total.merge(played.tally);
        println!(
            "{name:8} {control} {} game {}/{games}: {} plies, {}; least left {} ({}), {}",
            level.name(),
            i + 1,
            played.plies,
            result_text(&played),
            secs(played.least.1),
            played.least.0.name(),
            match played.flag {
                Some(side) => format!("{} FLAGGED", side.name()),
                None => "no flag".to_owned(),
            }
        );
    }
    let min_left = if total.moves == 0 {
        control.of(Side::Black).base
    } else {
        total.min_left
    };
    let summary = format!(
        "{name:8} {control} {}: {games} games, {flags} flags, min left {}, think mean {} max {} per move ({} moves) in {:.0?}",
        level.name(),
        secs(min_left),
        secs(total.mean()),
        secs(total.think_max),
        total.moves,
        started.elapsed()
    );
    (summary, flags)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let quick = args.first().is_some_and(|a| a == "quick");
    let (game, control, games, level) = if quick {
        (None, "30s+0", 1, Level::Casual)
    } else {
        let game = args.first().map(String::as_str).filter(|g| *g != "all");
        let control = args.get(1).map_or("1+0", String::as_str);
        let games = match args.get(2).map(|n| n.parse::<usize>()) {
            None => 2,
            Some(Ok(n)) => n,
            Some(Err(_)) => {
                eprintln!("GAMES must be a number, not {:?}", args[2]);
                return ExitCode::from(2);
            }
        };
        let level = match args.get(3) {
            None => Level::Expert,
            Some(text) => match Level::parse(text) {
                Some(level) => level,
                None => {
                    eprintln!("unknown level {text:?}");
                    return ExitCode::from(2);
                }
            },
        };
        (game, control, games, level)
    };
    if let Some(g) = game.filter(|g| !["othello", "gounki", "checkers"].contains(g)) {
        eprintln!("unknown game {g:?}: othello, gounki, checkers or all");
        return ExitCode::from(2);
    }
    let control: TimeControl = match control.parse() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bad time control {control:?}: {e}");
            return ExitCode::from(2);
        }
    };
    println!(
        "the computer on the clock: {} against itself at {control}, {} ms of interface latency a move",
        level.name(),
        LATENCY.as_millis()
    );
    let mut now = Now {
        start: Instant::now(),
        latency: Duration::ZERO,
    };
    let mut rng = SplitMix64(0xC10C_BE4C);
    let mut summaries = Vec::new();
    let wanted = |g: &str| game.is_none_or(|w| w == g);
    if wanted("othello") {
        summaries.push(run::<othello::Position>(
            "othello", control, games, level, &mut now, &mut rng,
        ));
    }
    if wanted("gounki") {
        summaries.push(run::<gounki::Game>(
            "gounki", control, games, level, &mut now, &mut rng,
        ));
    }
    if wanted("checkers") {
        summaries.push(run::<checkers::Game>(
            "checkers", control, games, level, &mut now, &mut rng,
        ));
    }
    let mut flags = 0;
    for (line, f) in &summaries {
        println!("{line}");
        flags += f;
    }
    if flags > 0 {
        println!("{flags} FLAG(S): the computer lost on time");
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
