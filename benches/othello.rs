//! Othello benchmarks.
//!
//! `cargo bench --no-default-features --bench othello`: perft speed from the
//! start position (depths 8..=11, with timing and leaves per second; then
//! depth 11 with the portable build).
//! `cargo bench --no-default-features --bench othello -- ffo`: the exact
//! endgame solver on FFO #40–#49 (time and nodes per second per position).
//! `-- ffo 40 45` picks a range of problem numbers (1 to 59), `-- ffo 40 49 2`
//! solves with 2 threads. Each score is
//! compared with the file's: a wrong score, or a move the file does not list
//! among the best ones, prints a `MISMATCH` line and the bench exits with
//! status 1.
//! `cargo bench --no-default-features --bench othello -- reach [THREADS]
//! [POSITIONS]`: the computer's midgame search at the Expert depth and one
//! to three plies deeper on POSITIONS (8) positions from random openings
//! (see `common/reach.rs`).
//! `cargo bench --no-default-features --bench othello -- threads [THREADS]
//! [POSITIONS] [PLIES]`: the computer's midgame search to the Expert depth
//! (plus PLIES) on 1 thread against THREADS (2), by turns, over POSITIONS
//! (16) positions from random openings (see `common/reach.rs`).
//! `cargo bench --no-default-features --bench othello -- cancel`: how long
//! `best_move` and `solve` take to return after their cancel flag is set
//! (median and worst of 20 cancels each; `-- cancel N` for N cancels).
//! `cargo bench --no-default-features --bench othello -- eval-match
//! [OPENINGS] [DEPTH] [LEVEL]`: the trained pattern evaluation against the
//! hand-made one, both searching DEPTH plies (default 6) at LEVEL's exact
//! endgame (default strong: the last 14 empties), from OPENINGS (default
//! 24) random 6-ply openings with both colours; wins, draws, losses, the
//! mean disc margin and the Elo difference with its 95 % interval.
//! `-- probcut [OPENINGS] [SELECTIVE] [FULL] [LEVEL]`: LEVEL (default
//! expert, or strong; its exact endgame) searching SELECTIVE plies with
//! ProbCut against FULL plies full-width (defaults 12 and 12), as the
//! eval-match plays.
//! `-- weights-match FILE [OPENINGS] [DEPTH]`: the embedded pattern
//! weights against FILE's, both at Expert's ProbCut search to DEPTH plies
//! (default 10) and its exact endgame, as the eval-match plays. FILE holds
//! the later stages (as `examples/othello_patterns.rs -- stages` writes
//! them; stage 0 is then the embedded one) or every stage (`cat
//! patterns.bin patterns-mid.bin`).
//! `-- blend-match [OPENINGS] [DEPTH]`: the embedded weights blended
//! between stages against the same weights read a stage at a time, both at
//! Expert's ProbCut search to DEPTH plies (default 10), as the
//! weights-match plays.
//! `-- nboard DEPTH OPENINGS LEVEL PROGRAM [ARGS...]`: LEVEL (default
//! expert) against an outside engine that speaks the NBoard protocol, run
//! as `PROGRAM ARGS` at midgame depth DEPTH, from OPENINGS random 6-ply
//! openings with both colours (see `common/nboard.rs`); e.g. NTest built in
//! `/tmp`: `-- nboard 8 12 expert /tmp/ntest/build/ntest x`. Prints the
//! score, the mean disc margin, Elo with its interval and both sides' mean
//! time a move. The level's search can be changed for the match by
//! `DEPTH_CAP=N` (its deepest iteration), `EXACT_EMPTIES=N` (where the
//! exact solver takes over), `LATE_EMPTIES=N` and `LATE_PLIES=K` (K plies
//! deeper up to N empties), `CUT_SIGMAS=X` (ProbCut's margin; 0 for a
//! full-width search), `ONE_SIDE=0|1` (ProbCut's probe on the static value's side only, or
//! both), `PROBABLE_EMPTIES=N` (a probable solve up to N empties; 0:
//! none) and `HANDOFF_EMPTIES=N` (its nodes with at most N empties
//! solved exactly). `-- reach` reads them too. `TRACE=1` writes each side's value
//! of each position it moves in and the seconds it took (`trace us|them
//! EMPTIES DISCS SECONDS`, discs for the level's side) and each game's final margin (`trace end DISCS`) on
//! stderr: how far each side's judgement was from the outcome, by phase.
//! `SKIP_OPENINGS=N` starts after the first N openings, so that one long
//! match can run as two halves, one a core. The level keeps its tables
//! from one of its moves to the next, as the game's computer player does
//! (`ai::othello::best_move_remembering`); `FORGET=1` gives each move new
//! ones.
//! `-- probable [POSITIONS] [EMPTIES]`: Expert with its probable solve (as
//! those variables tune it) against Expert without, on POSITIONS (20)
//! positions with EMPTIES (24) empties from games of the hand-made Strong
//! level: each side's move, value and depth, how often they agree, their
//! mean and longest time a move; with `SOLVE=1` the exact value of each
//! side's move where they differ, and the discs each lost against the
//! better of the two.
//! `-- tuning-match [OPENINGS] [LEVEL]`: LEVEL (default expert, or strong)
//! changed by those variables against LEVEL as the game plays it,
//! from OPENINGS (default 24) random 6-ply openings with both colours.
//! `-- choice [POSITIONS] [DEPTH]`: on positions with 20 empties from
//! random 6-ply openings played on by the hand-made Strong level, how often a
//! DEPTH-ply midgame search (default 10) picks a move that the exact solver
//! proves best, and the mean discs lost: the trained evaluation full-width
//! and with ProbCut (as Strong and Expert search), and the hand-made one.

#[path = "common/cancel.rs"]
mod cancel;
#[path = "common/elo.rs"]
mod elo;
#[path = "common/nboard.rs"]
mod nboard;
#[path = "common/reach.rs"]
mod reach;

use elo::MatchScore;

use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

use tavola::ai::othello::{best_move, solve};
use tavola::ai::{Level, SearchLimits};
use tavola::rules::Notation;
use tavola::rules::othello::{Position, fast, perft};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    match args.first().map(String::as_str) {
        Some("ffo") => {
            let from = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(40);
            let to = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(49);
            let threads = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
            ffo(from, to, threads)
        }
        Some("reach") => {
            let threads = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
            let count = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(8);
            let games = reach::reach_games(Position::start, 2, count);
            let expert = tavola::ai::othello::limits_for(Level::Expert).max_depth;
            let (_, tuning) = tuned_from_env(Level::Expert);
            reach::reach(games.len(), expert, 3.0, |i, depth| {
                let limits = SearchLimits::depth(depth).with_threads(threads);
                let r = tavola::ai::othello::best_move_tuned(&games[i], &limits, tuning);
                (r.nodes, r.score)
            });
            ExitCode::SUCCESS
        }
        Some("threads") => {
            let expert = tavola::ai::othello::limits_for(Level::Expert).max_depth;
            reach::threads_command(&args[1..], Position::start, 2, expert, |pos, limits| {
                let r = best_move(pos, Level::Expert, &limits);
                (r.nodes, r.score)
            });
            ExitCode::SUCCESS
        }
        Some("eval-match") => {
            let openings = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(24);
            let depth = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(6);
            let level = match args.get(3).map(String::as_str) {
                Some("expert") => Level::Expert,
                Some("casual") => Level::Casual,
                _ => Level::Strong,
            };
            eval_match(openings, depth, level);
            ExitCode::SUCCESS
        }
        Some("probcut") => {
            let openings = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(24);
            let selective = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(12);
            let full = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(12);
            let level = match args.get(4).map(String::as_str) {
                Some("strong") => Level::Strong,
                _ => Level::Expert,
            };
            probcut_match(openings, selective, full, level);
            ExitCode::SUCCESS
        }
        Some("weights-match") => {
            let Some(file) = args.get(1) else {
                eprintln!("usage: -- weights-match FILE [OPENINGS] [DEPTH]");
                return ExitCode::FAILURE;
            };
            let openings = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(24);
            let depth = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(10);
            match weights_match(file, openings, depth) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some("blend-match") => {
            let openings = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(24);
            let depth = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
            blend_match(openings, depth);
            ExitCode::SUCCESS
        }
        Some("nboard") => {
            let depth = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(6);
            let openings = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(12);
            let level = match args.get(3).map(String::as_str) {
                Some("strong") => Level::Strong,
                Some("casual") => Level::Casual,
                Some("beginner") => Level::Beginner,
                _ => Level::Expert,
            };
            let Some(program) = args.get(4) else {
                eprintln!(
                    "usage: -- nboard DEPTH OPENINGS LEVEL PROGRAM [ARGS...] (e.g. /tmp/ntest/build/ntest x)"
                );
                return ExitCode::FAILURE;
            };
            match nboard_match(depth, openings, level, program, &args[5..]) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some("tuning-match") => {
            let openings = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(24);
            let level = match args.get(2).map(String::as_str) {
                Some("strong") => Level::Strong,
                _ => Level::Expert,
            };
            tuning_match(openings, level);
            ExitCode::SUCCESS
        }
        Some("choice") => {
            let positions = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(30);
            let depth = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
            choice(positions, depth);
            ExitCode::SUCCESS
        }
        Some("probable") => {
            let positions = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
            let empties = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(24);
            probable(positions, empties);
            ExitCode::SUCCESS
        }
        Some("cancel") => {
            let n = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
            cancel_latency(n);
            ExitCode::SUCCESS
        }
        _ => {
            perft_bench();
            ExitCode::SUCCESS
        }
    }
}

fn perft_bench() {
    let start = Position::start();
    println!(
        "othello perft from the start position (bulk counting at the last ply; \
         AVX2 build: {})",
        if fast::available() {
            "yes"
        } else {
            "no, this CPU lacks it"
        }
    );
    for depth in 8..=11 {
        let t = Instant::now();
        let n = perft(black_box(&start), black_box(depth));
        let s = t.elapsed().as_secs_f64();
        println!(
            "perft({depth:2}) = {n:>12}  {s:8.3} s  {:8.1} M leaves/s",
            n as f64 / s / 1e6
        );
    }
    // The portable build (what CPUs without AVX2 run).
    let depth = 11;
    let t = Instant::now();
    let n = fast::run_portable(fast::Call::Perft(
        black_box(start.player()),
        start.opponent(),
        depth,
    ));
    let s = t.elapsed().as_secs_f64();
    println!(
        "perft({depth:2}) = {n:>12}  {s:8.3} s  {:8.1} M leaves/s (portable build)",
        n as f64 / s / 1e6
    );
}

/// The FFO positions numbered `from..=to` (1 to 59), with their numbers.
fn ffo_positions(from: usize, to: usize) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (first, name) in [(1, "1-19"), (20, "20-39"), (40, "40-59")] {
        let path = format!(
            "{}/tests/data/othello/fforum-{name}.obf",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("cannot read {path}: {e}");
                std::process::exit(1);
            }
        };
        for (i, line) in text.lines().enumerate() {
            if (from..=to).contains(&(first + i)) {
                out.push((first + i, line.to_owned()));
            }
        }
    }
    out
}

/// What an OBF line says: the best score and the moves that reach it (the
/// line lists every legal move with its exact score, best first; several
/// moves may share the best score).
fn expected_result(line: &str) -> Option<(i32, Vec<String>)> {
    let scores: Vec<(String, i32)> = line
        .split(';')
        .skip(1)
        .filter_map(|t| {
            let (m, s) = t.trim().split_once(':')?;
            Some((m.trim().to_ascii_lowercase(), s.trim().parse().ok()?))
        })
        .collect();
    let best = scores.iter().map(|s| s.1).max()?;
    let moves = scores
        .into_iter()
        .filter(|s| s.1 == best)
        .map(|s| s.0)
        .collect();
    Some((best, moves))
}

fn ffo(from: usize, to: usize, threads: usize) -> ExitCode {
    println!(
        "FFO endgame suite, exact solve (score = final disc difference for the mover), \
         {threads} thread(s)"
    );
    let (mut total_time, mut total_nodes) = (0.0, 0u64);
    let mut mismatches = 0;
    for (number, line) in ffo_positions(from, to) {
        let line = line.as_str();
        let pos = Position::parse_position(line).expect("FFO position");
        let Some((best_score, best_moves)) = expected_result(line) else {
            println!("MISMATCH #{number}: the file gives no move scores");
            mismatches += 1;
            continue;
        };
        let t = Instant::now();
        let r = solve(
            black_box(&pos),
            &SearchLimits::depth(64).with_threads(threads),
        );
        let s = t.elapsed().as_secs_f64();
        total_time += s;
        total_nodes += r.nodes;
        let mv = r.best.map_or_else(|| "-".into(), |m| m.to_string());
        println!(
            "#{number} {:2} empties: {mv} {:+3} (file: {} {best_score:+})  {s:8.3} s  {:>12} nodes  {:6.1} M nodes/s",
            pos.empty().count_ones(),
            r.score,
            best_moves.join("/"),
            r.nodes,
            r.nodes as f64 / s / 1e6
        );
        if r.cancelled || r.score != best_score || !best_moves.contains(&mv) {
            mismatches += 1;
            println!(
                "MISMATCH #{number}: solver {mv} {:+}{}, file {best_score:+} with {}",
                r.score,
                if r.cancelled { " (cancelled)" } else { "" },
                best_moves.join(", ")
            );
        }
    }
    println!(
        "total {total_time:.3} s, {total_nodes} nodes, {:.1} M nodes/s",
        total_nodes as f64 / total_time / 1e6
    );
    if mismatches > 0 {
        println!("{mismatches} MISMATCH(ES) against the FFO file");
        ExitCode::FAILURE
    } else {
        println!("all scores match the FFO file");
        ExitCode::SUCCESS
    }
}

fn cancel_latency(n: usize) {
    let n = n.max(1);
    println!("cancel latency: time from setting the cancel flag to the search returning");
    let ffo59 = ffo_positions(59, 59)
        .pop()
        .map(|(_, line)| Position::parse_position(&line).expect("FFO #59"))
        .expect("FFO #59");
    let start = Position::start();
    cancel::latency("othello best_move (start)", n, move |l| {
        best_move(&start, Level::Expert, l)
    });
    cancel::latency("othello solve (FFO #59)", n, move |l| solve(&ffo59, l));
}

/// The position after `plies` random legal moves from the start (seeded by
/// `seed`), or `None` where the game ended.
fn random_opening(seed: u64, plies: usize) -> Option<Position> {
    let mut rng = tavola::rules::SplitMix64(seed);
    let mut pos = Position::start();
    for _ in 0..plies {
        let mask = pos.legal_mask();
        if mask == 0 {
            return None;
        }
        let mut bits = mask;
        for _ in 0..rng.below(mask.count_ones() as usize) {
            bits &= bits - 1;
        }
        let sq = tavola::rules::othello::Square::from_index(bits.trailing_zeros() as u8)?;
        pos = pos.placed(sq, pos.flips(sq));
    }
    Some(pos)
}

/// One of the two evaluations' searches at `depth` plies and `level`'s
/// exact endgame.
fn eval_move(
    pos: &Position,
    trained: bool,
    depth: u32,
    level: Level,
) -> tavola::rules::othello::Move {
    let limits = SearchLimits::depth(depth);
    let r = if trained {
        best_move(pos, level, &limits)
    } else {
        tavola::ai::othello::best_move_hand_made(pos, level, &limits)
    };
    r.best.unwrap_or(tavola::rules::othello::Move::Pass)
}

fn apply(pos: &Position, mv: tavola::rules::othello::Move) -> Position {
    match mv {
        tavola::rules::othello::Move::Pass => pos.passed(),
        tavola::rules::othello::Move::Place(sq) => pos.placed(sq, pos.flips(sq)),
    }
}

/// The trained evaluation against the hand-made one (see the module doc).
fn eval_match(openings: usize, depth: u32, level: Level) {
    let summary = duel(
        openings,
        0x0FE1_0000,
        |pos| Ok(eval_move(pos, true, depth, level)),
        |pos| Ok(eval_move(pos, false, depth, level)),
    )
    .expect("both engines play legal moves")
    .summary();
    println!(
        "trained patterns against the hand-made evaluation, {depth} plies, {level:?}'s endgame, {openings} openings x 2 colours: {summary}"
    );
}

/// ProbCut against the full-width search (see the module doc).
fn probcut_match(openings: usize, selective_depth: u32, full_depth: u32, level: Level) {
    let summary = duel(
        openings,
        0x0FE1_0000,
        |pos| {
            Ok(
                tavola::ai::othello::best_move(pos, level, &SearchLimits::depth(selective_depth))
                    .best
                    .unwrap_or(tavola::rules::othello::Move::Pass),
            )
        },
        |pos| {
            Ok(tavola::ai::othello::best_move_full_width(
                pos,
                level,
                &SearchLimits::depth(full_depth),
            )
            .best
            .unwrap_or(tavola::rules::othello::Move::Pass))
        },
    )
    .expect("both engines play legal moves")
    .summary();
    println!(
        "{level:?} with ProbCut at {selective_depth} plies against full width at {full_depth}, {openings} openings x 2 colours: {summary}"
    );
}

/// The embedded midgame weights against those of `file` (stages 1 to 11
/// as the training tool writes them; stage 0 embedded for both), both at
/// Expert's ProbCut search to `depth` plies and its exact endgame.
fn weights_match(file: &str, openings: usize, depth: u32) -> Result<(), String> {
    use tavola::ai::othello::pattern::{self, Tables};
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let mut weights = pattern::decode(&bytes);
    // The later stages alone take the embedded stage 0.
    if weights.len() == (pattern::STAGES - 1) * pattern::WEIGHT_COUNT {
        weights.splice(0..0, pattern::weights());
    }
    if weights.len() != pattern::STAGES * pattern::WEIGHT_COUNT {
        return Err(format!(
            "{file}: neither {} nor {} stages of weights",
            pattern::STAGES - 1,
            pattern::STAGES
        ));
    }
    // Blended between stages, as the embedded weights are read.
    let other = std::sync::Arc::new(Tables::blended(weights));
    let limits = SearchLimits::depth(depth);
    let summary = duel(
        openings,
        0x3E16_0000,
        |pos| {
            Ok(best_move(pos, Level::Expert, &limits)
                .best
                .unwrap_or(tavola::rules::othello::Move::Pass))
        },
        |pos| {
            Ok(tavola::ai::othello::best_move_with_tables(
                pos,
                Level::Expert,
                &limits,
                other.clone(),
            )
            .best
            .unwrap_or(tavola::rules::othello::Move::Pass))
        },
    )?
    .summary();
    println!(
        "Embedded weights against {file}, Expert at {depth} plies, {openings} openings x 2 colours: {summary}"
    );
    Ok(())
}

/// The embedded weights blended between stages ([`Tables::blended`])
/// against the same weights read one stage at a time ([`Tables::new`]),
/// both at Expert's ProbCut search to `depth` plies and its exact endgame.
///
/// [`Tables::blended`]: tavola::ai::othello::pattern::Tables::blended
/// [`Tables::new`]: tavola::ai::othello::pattern::Tables::new
fn blend_match(openings: usize, depth: u32) {
    use std::sync::Arc;
    use tavola::ai::othello::{best_move_with_tables, pattern};
    let blended = Arc::new(pattern::Tables::blended(pattern::staged_weights()));
    let stepped = Arc::new(pattern::Tables::new(pattern::staged_weights()));
    let limits = SearchLimits::depth(depth);
    let play = |tables: &Arc<pattern::Tables>, pos: &Position| {
        Ok(
            best_move_with_tables(pos, Level::Expert, &limits, tables.clone())
                .best
                .unwrap_or(tavola::rules::othello::Move::Pass),
        )
    };
    let summary = duel(
        openings,
        0x3E16_0000,
        |pos| play(&blended, pos),
        |pos| play(&stepped, pos),
    )
    .expect("both engines play legal moves")
    .summary();
    println!(
        "Blended stages against stepped ones, Expert at {depth} plies, {openings} openings x 2 colours: {summary}"
    );
}

/// What a [`duel`] gives: the games from `a`'s side and each side's time.
struct Duel {
    won: u32,
    drawn: u32,
    lost: u32,
    /// `a`'s disc margin summed over the games.
    margin: i64,
    /// Seconds spent and moves chosen by `a` and by `b` (forced passes are
    /// not asked for and not counted).
    time: [f64; 2],
    moves: [u32; 2],
    /// `a`'s longest move, in seconds.
    longest_a: f64,
    /// Seconds spent by `a` and by `b` on moves with more than
    /// [`ENDGAME_EMPTIES`] empty squares.
    midgame_time: [f64; 2],
    midgame_moves: [u32; 2],
}

/// Where the duel's time split begins the endgame: Expert's exact solver
/// takes over from here.
const ENDGAME_EMPTIES: u32 = 20;

impl Duel {
    /// The score line: wins, draws, losses, mean margin, Elo with its
    /// interval, each side's mean time a move.
    fn summary(&self) -> String {
        let m = MatchScore::new(self.won, self.drawn, self.lost);
        format!(
            "+{} ={} -{} ({:.0} %), mean margin {:+.1} discs, Elo {:+.0} [{:+.0}, {:+.0}]; {:.3} s a move (at most {:.2} s) against {:.3} s; above {ENDGAME_EMPTIES} empties {:.3} s against {:.3} s",
            self.won,
            self.drawn,
            self.lost,
            100.0 * m.score,
            self.margin as f64 / f64::from(self.won + self.drawn + self.lost),
            m.elo,
            m.low,
            m.high,
            self.time[0] / f64::from(self.moves[0].max(1)),
            self.longest_a,
            self.time[1] / f64::from(self.moves[1].max(1)),
            self.midgame_time[0] / f64::from(self.midgame_moves[0].max(1)),
            self.midgame_time[1] / f64::from(self.midgame_moves[1].max(1)),
        )
    }
}

/// Engine `a` against engine `b` from `openings` random 6-ply openings
/// (drawn from `seed`) with both colours. A move either side gives that is
/// not legal ends the match with an error.
fn duel(
    openings: usize,
    mut seed: u64,
    mut a: impl FnMut(&Position) -> Result<tavola::rules::othello::Move, String>,
    mut b: impl FnMut(&Position) -> Result<tavola::rules::othello::Move, String>,
) -> Result<Duel, String> {
    let mut duel = Duel {
        won: 0,
        drawn: 0,
        lost: 0,
        margin: 0,
        time: [0.0; 2],
        moves: [0; 2],
        longest_a: 0.0,
        midgame_time: [0.0; 2],
        midgame_moves: [0; 2],
    };
    // `TRACE=1` (see the module doc): each game's final margin.
    let trace = std::env::var_os("TRACE").is_some();
    let mut played = 0;
    while played < openings {
        seed += 1;
        let Some(start) = random_opening(seed, 6) else {
            continue;
        };
        played += 1;
        for a_first in [true, false] {
            let mut pos = start;
            // The side to move at the start is the first mover.
            let mut a_to_move = a_first;
            while !pos.is_over() {
                let mv = if pos.legal_mask() == 0 {
                    tavola::rules::othello::Move::Pass
                } else {
                    let t = Instant::now();
                    let mv = if a_to_move { a(&pos)? } else { b(&pos)? };
                    let secs = t.elapsed().as_secs_f64();
                    let side = usize::from(!a_to_move);
                    duel.time[side] += secs;
                    duel.moves[side] += 1;
                    if pos.empty().count_ones() > ENDGAME_EMPTIES {
                        duel.midgame_time[side] += secs;
                        duel.midgame_moves[side] += 1;
                    }
                    if a_to_move {
                        duel.longest_a = duel.longest_a.max(secs);
                    }
                    mv
                };
                let legal = match mv {
                    tavola::rules::othello::Move::Pass => pos.legal_mask() == 0,
                    tavola::rules::othello::Move::Place(sq) => pos.legal_mask() & sq.bit() != 0,
                };
                if !legal {
                    return Err(format!("{mv:?} is not legal here"));
                }
                pos = apply(&pos, mv);
                a_to_move = !a_to_move;
            }
            // `pos.player()` is the side to move at the end.
            let diff = tavola::ai::othello::final_diff(pos.player(), pos.opponent());
            let a_diff = if a_to_move { diff } else { -diff };
            duel.margin += i64::from(a_diff);
            match a_diff.signum() {
                1 => duel.won += 1,
                -1 => duel.lost += 1,
                _ => duel.drawn += 1,
            }
            eprint!("{}", ['-', '=', '+'][(a_diff.signum() + 1) as usize]);
            if trace {
                eprintln!("\ntrace end {a_diff}");
            }
        }
    }
    eprintln!();
    Ok(duel)
}

/// The seed from which [`duel`] plays on after the first `skip` of the
/// openings it draws from `seed`.
fn seed_after_openings(mut seed: u64, skip: usize) -> u64 {
    let mut skipped = 0;
    while skipped < skip {
        seed += 1;
        if random_opening(seed, 6).is_some() {
            skipped += 1;
        }
    }
    seed
}

/// A level against an outside NBoard engine at a fixed depth (see the
/// module doc): both colours from each opening. The engine's time is
/// measured from the request to its answer, as ours is.
fn nboard_match(
    depth: u32,
    openings: usize,
    level: Level,
    program: &str,
    args: &[String],
) -> Result<(), String> {
    let mut engine = nboard::NBoard::start(program, args, depth)?;
    let (limits, tuning) = tuned_from_env(level);
    // `TRACE=1`: each side's value of each position it moves in, in discs
    // for the level's side (`trace SIDE EMPTIES VALUE` on stderr).
    let trace = std::env::var_os("TRACE").is_some();
    let skip = std::env::var("SKIP_OPENINGS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    // `FORGET=1`: every move searched with new tables, as before the
    // level kept them from one move to the next.
    let forget = std::env::var_os("FORGET").is_some();
    let mut memory = tavola::ai::othello::Memory::default();
    let result = duel(
        openings,
        seed_after_openings(0x4E54_0000, skip),
        |pos| {
            let t = Instant::now();
            let r = if forget {
                tavola::ai::othello::best_move_tuned(pos, &limits, tuning)
            } else {
                tavola::ai::othello::best_move_remembering(pos, &limits, tuning, &mut memory)
            };
            if trace {
                let discs = tavola::ai::othello::score_in_discs(r.score);
                let secs = t.elapsed().as_secs_f64();
                eprintln!("trace us {} {discs} {secs:.4}", pos.empty().count_ones());
            }
            Ok(r.best.unwrap_or(tavola::rules::othello::Move::Pass))
        },
        |pos| {
            let t = Instant::now();
            let (mv, value) = engine.best_move(pos)?;
            if let (true, Some(v)) = (trace, value) {
                let secs = t.elapsed().as_secs_f64();
                eprintln!("trace them {} {} {secs:.4}", pos.empty().count_ones(), -v);
            }
            Ok(mv)
        },
    )?;
    println!(
        "{level:?} against {} at depth {depth}, {openings} openings x 2 colours: {}",
        engine.name,
        result.summary()
    );
    Ok(())
}

/// `level`'s limits and tuning, changed by the variables of the module doc
/// where they are set; says what it plays on stderr.
fn tuned_from_env(level: Level) -> (SearchLimits, tavola::ai::othello::Tuning) {
    let mut limits = tavola::ai::othello::limits_for(level);
    let mut tuning = tavola::ai::othello::Tuning::of(level);
    let var = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<f64>().ok());
    if let Some(d) = var("DEPTH_CAP") {
        limits.max_depth = d as u32;
    }
    if let Some(e) = var("EXACT_EMPTIES") {
        tuning.exact_empties = e as u32;
    }
    if let Some(s) = var("CUT_SIGMAS") {
        tuning.cut_sigmas = s;
    }
    if let Some(e) = var("LATE_EMPTIES") {
        tuning.late_empties = e as u32;
    }
    if let Some(e) = var("LATE_PLIES") {
        tuning.late_plies = e as u32;
    }
    if let Some(g) = var("ONE_SIDE") {
        tuning.probe_one_side = g != 0.0;
    }
    if let Some(e) = var("PROBABLE_EMPTIES") {
        tuning.probable_empties = e as u32;
    }
    if let Some(e) = var("HANDOFF_EMPTIES") {
        tuning.handoff_empties = e as u32;
    }

    eprintln!(
        "{level:?}: depth cap {}, {} more up to {} empties, probable solve from {} empties (exact from {}), exact from {} empties, ProbCut at {} sigmas, one probe: {}",
        limits.max_depth,
        tuning.late_plies,
        tuning.late_empties,
        tuning.probable_empties,
        tuning.handoff_empties,
        tuning.exact_empties,
        tuning.cut_sigmas,
        tuning.probe_one_side
    );
    (limits, tuning)
}

/// `level` as the variables change it against `level` as the game plays
/// it (see the module doc).
fn tuning_match(openings: usize, level: Level) {
    let (limits, tuning) = tuned_from_env(level);
    let plain = tavola::ai::othello::limits_for(level);
    let summary = duel(
        openings,
        0x7E57_0000,
        |pos| {
            Ok(tavola::ai::othello::best_move_tuned(pos, &limits, tuning)
                .best
                .unwrap_or(tavola::rules::othello::Move::Pass))
        },
        |pos| {
            Ok(best_move(pos, level, &plain)
                .best
                .unwrap_or(tavola::rules::othello::Move::Pass))
        },
    )
    .expect("both engines play legal moves")
    .summary();
    println!(
        "{level:?} tuned against {level:?} as played, {openings} openings x 2 colours: {summary}"
    );
}

/// `count` positions with `empties` empties and more than one move, from
/// random 6-ply openings played on by the hand-made Strong level (so that
/// they do not change with the trained weights).
fn positions_at(count: usize, empties: u32) -> Vec<Position> {
    let mut found = Vec::new();
    let mut seed = 0xC401_0000u64;
    while found.len() < count {
        seed += 1;
        let Some(mut pos) = random_opening(seed, 6) else {
            continue;
        };
        while !pos.is_over() && pos.empty().count_ones() > empties {
            let limits = tavola::ai::othello::limits_for(Level::Strong);
            let mv = tavola::ai::othello::best_move_hand_made(&pos, Level::Strong, &limits)
                .best
                .unwrap_or(tavola::rules::othello::Move::Pass);
            pos = apply(&pos, mv);
        }
        if pos.empty().count_ones() == empties && pos.legal_mask().count_ones() > 1 {
            found.push(pos);
        }
    }
    found
}

/// Every legal move of `pos` with its exact value for the mover.
fn exact_values(pos: &Position) -> Vec<(tavola::rules::othello::Move, i32)> {
    let mut values = Vec::new();
    let mut mask = pos.legal_mask();
    while mask != 0 {
        let sq = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        let sq = tavola::rules::othello::Square::from_index(sq).expect("a square");
        let child = pos.placed(sq, pos.flips(sq));
        values.push((
            tavola::rules::othello::Move::Place(sq),
            -solve(&child, &SearchLimits::depth(60)).score,
        ));
    }
    values
}

/// Expert with its probable solve (as the variables of the module doc
/// tune it) against Expert without, on positions with `empties` empties:
/// time, how often they agree and, with `SOLVE=1`, the exact value of
/// each side's move where they differ.
fn probable(positions: usize, empties: u32) {
    let (limits, tuning) = tuned_from_env(Level::Expert);
    let without = tavola::ai::othello::Tuning {
        probable_empties: 0,
        ..tuning
    };
    let solve_moves = std::env::var("SOLVE").is_ok_and(|v| v == "1");
    let found = positions_at(positions, empties);
    let (mut time, mut same, mut lost, mut longest) = ([0.0f64; 2], 0, [0i64; 2], [0.0f64; 2]);
    for pos in &found {
        let mut moves = Vec::new();
        for (k, t) in [without, tuning].into_iter().enumerate() {
            let start = Instant::now();
            let r = tavola::ai::othello::best_move_tuned(pos, &limits, t);
            let spent = start.elapsed().as_secs_f64();
            time[k] += spent;
            longest[k] = longest[k].max(spent);
            moves.push((
                r.best.unwrap_or(tavola::rules::othello::Move::Pass),
                r.score,
                r.depth,
            ));
        }
        if moves[0].0 == moves[1].0 {
            same += 1;
        }
        let mut line = format!(
            "{pos}: without {} ({}, depth {}), with {} ({}, depth {})",
            moves[0].0, moves[0].1, moves[0].2, moves[1].0, moves[1].1, moves[1].2
        );
        if solve_moves && moves[0].0 != moves[1].0 {
            let value = |mv| -solve(&apply(pos, mv), &SearchLimits::depth(60)).score;
            let (a, b) = (value(moves[0].0), value(moves[1].0));
            let best = a.max(b);
            lost[0] += i64::from(best - a);
            lost[1] += i64::from(best - b);
            line += &format!("; exact {a} and {b}");
        }
        println!("{line}");
    }
    let n = found.len() as f64;
    println!(
        "{} positions with {empties} empties: the same move {same} times; {:.3} s a move without (at most {:.2}), {:.3} s with (at most {:.2})",
        found.len(),
        time[0] / n,
        longest[0],
        time[1] / n,
        longest[1]
    );
    if solve_moves {
        println!(
            "discs lost against the better of the two moves: {:.2} without, {:.2} with",
            lost[0] as f64 / n,
            lost[1] as f64 / n
        );
    }
}

/// How often each evaluation's search picks an exactly best move at 20
/// empties (see the module doc).
fn choice(positions: usize, depth: u32) {
    let found = positions_at(positions, 20);
    let mut stats = [(0u32, 0i64, 0.0f64); 3];
    for (i, pos) in found.iter().enumerate() {
        let values = exact_values(pos);
        let best = values.iter().map(|&(_, v)| v).max().unwrap_or(0);
        // The midgame search alone: no exact endgame at 20 empties (Casual
        // full-width, Strong with ProbCut).
        let searches = [
            (true, Level::Casual),
            (true, Level::Strong),
            (false, Level::Casual),
        ];
        for (k, (trained, level)) in searches.into_iter().enumerate() {
            let t = Instant::now();
            let mv = eval_move(pos, trained, depth, level);
            stats[k].2 += t.elapsed().as_secs_f64();
            let v = values
                .iter()
                .find(|&&(m, _)| m == mv)
                .map_or(best, |&(_, v)| v);
            if v == best {
                stats[k].0 += 1;
            }
            stats[k].1 += i64::from(best - v);
        }
        eprint!("{}", if i % 10 == 9 { "|" } else { "." });
    }
    eprintln!();
    for (k, name) in [
        "trained patterns",
        "trained patterns with ProbCut",
        "hand-made evaluation",
    ]
    .into_iter()
    .enumerate()
    {
        let (best, lost, time) = stats[k];
        println!(
            "{name}: {depth}-ply search at 20 empties picks an exactly best move in {best} of {} positions ({:.0} %), {:.2} discs lost a position, {:.3} s a search",
            found.len(),
            100.0 * f64::from(best) / found.len() as f64,
            lost as f64 / found.len() as f64,
            time / found.len() as f64,
        );
    }
}
