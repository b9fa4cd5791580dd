//! `tavola <command> othello ...`: perft, moves, play, best, solve.

use std::time::Duration;

use super::{Args, CliError, Options, parse_depth, search_limits};
use crate::ai::SearchLimits;
use crate::ai::othello as ai;
use crate::rules::othello::{Move, Position, parse_transcript, perft};
use crate::rules::{Notation, Rules};

/// Deepest perft the tool accepts (depth 14 already takes minutes).
const MAX_PERFT: u32 = 20;

/// The options of each command.
pub(super) fn options(cmd: &str) -> Result<Options, CliError> {
    Ok(match cmd {
        "perft" => Options {
            known: &["divide"],
            valued: &[],
        },
        "moves" | "play" => Options::NONE,
        "best" => Options {
            known: &["level", "depth", "time", "threads"],
            valued: &["level", "depth", "time", "threads"],
        },
        "solve" => Options {
            known: &["time", "threads"],
            valued: &["time", "threads"],
        },
        other => return Err(CliError::new(format!("unknown command '{other}'"))),
    })
}

pub(super) fn run(cmd: &str, args: &Args) -> Result<String, CliError> {
    match cmd {
        "perft" => run_perft(args),
        "moves" => run_moves(args),
        "play" => run_play(args),
        "best" => run_best(args),
        "solve" => run_solve(args),
        other => Err(CliError::new(format!("unknown command '{other}'"))),
    }
}

/// The position given by the positional arguments (joined with spaces, so
/// `"<board> X"` and `<board> X` both work), or the start position.
fn position_arg(cmd: &str, parts: &[String], required: bool) -> Result<Position, CliError> {
    if parts.is_empty() {
        return if required {
            Err(CliError::new(format!(
                "{cmd} othello: missing position \"<64 squares> X|O\""
            )))
        } else {
            Ok(Position::start())
        };
    }
    Position::parse_position(&parts.join(" "))
        .map_err(|e| CliError::new(format!("{cmd} othello: bad position {e}")))
}

fn run_perft(args: &Args) -> Result<String, CliError> {
    let depth = parse_depth(args.positional.first(), MAX_PERFT)?;
    let pos = position_arg("perft", args.positional.get(1..).unwrap_or(&[]), false)?;
    if args.has("divide") && depth > 0 {
        let mut lines = Vec::new();
        let mut total = 0;
        for mv in sorted_moves(&pos) {
            let (next, _) = pos.play(mv).map_err(|e| CliError::new(e.to_string()))?;
            let n = perft(&next, depth - 1);
            total += n;
            lines.push(format!("{mv} {n}"));
        }
        if lines.is_empty() {
            total = 1;
        }
        lines.push(format!("total {total}"));
        return Ok(lines.join("\n"));
    }
    Ok(perft(&pos, depth).to_string())
}

/// Legal moves sorted by their text (`c4 d3 e6 f5`).
fn sorted_moves(pos: &Position) -> Vec<Move> {
    let mut moves = pos.legal_moves();
    moves.sort_by_key(|m| match m {
        Move::Place(sq) => (sq.col(), sq.row()),
        Move::Pass => (8, 8),
    });
    moves
}

fn run_moves(args: &Args) -> Result<String, CliError> {
    let pos = position_arg("moves", &args.positional, true)?;
    let moves = sorted_moves(&pos);
    if moves.is_empty() {
        let outcome = pos.outcome().map(|o| o.to_string()).unwrap_or_default();
        return Ok(format!("game over: {outcome}"));
    }
    Ok(moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join("\n"))
}

fn run_play(args: &Args) -> Result<String, CliError> {
    let text = args.positional.concat();
    let start = Position::start();
    let moves =
        parse_transcript(&start, &text).map_err(|e| CliError::new(format!("play othello: {e}")))?;
    let mut pos = start;
    for mv in moves {
        pos = pos.play(mv).map_err(|e| CliError::new(e.to_string()))?.0;
    }
    let status = match pos.outcome() {
        Some(outcome) => outcome.to_string(),
        None if pos.must_pass() => format!("in progress ({} to move, must pass)", pos.turn()),
        None => format!("in progress ({} to move)", pos.turn()),
    };
    Ok(format!("{}\n{status}", pos.position_text()))
}

fn run_best(args: &Args) -> Result<String, CliError> {
    let pos = position_arg("best", &args.positional, true)?;
    let (level, limits) = search_limits("othello", args, 60, ai::limits_for)?;
    if pos.is_over() {
        return Err(CliError::new("best othello: the game is over"));
    }
    let result = ai::best_move(&pos, level, &limits);
    let mv = result
        .best
        .map_or_else(|| "none".to_string(), |m| m.to_string());
    Ok(format!(
        "{mv} score {} depth {} nodes {}",
        result.score, result.depth, result.nodes
    ))
}

/// Empties above which `solve` needs an explicit `--time` (the exact solve
/// grows about tenfold every two empties).
const SOLVE_MAX_EMPTIES: u32 = 30;

/// `solve othello "<position>" [--time MS] [--threads N]`: prints the exact final disc
/// difference for the mover, a best move and the node count (or says it ran
/// out of time).
fn run_solve(args: &Args) -> Result<String, CliError> {
    let pos = position_arg("solve", &args.positional, true)?;
    let empties = pos.empty().count_ones();
    let limits = match args.value("time") {
        Some(text) => {
            let ms: u64 = text.parse().ok().filter(|&ms| ms > 0).ok_or_else(|| {
                CliError::new(format!(
                    "solve othello: time '{text}' is not a number of ms"
                ))
            })?;
            SearchLimits::time(Duration::from_millis(ms))
        }
        None if empties > SOLVE_MAX_EMPTIES => {
            return Err(CliError::new(format!(
                "solve othello: {empties} empty squares is too many for an exact solve \
                 (limit {SOLVE_MAX_EMPTIES}); add --time MS to try anyway"
            )));
        }
        None => SearchLimits::depth(64),
    };
    let limits = limits.with_threads(super::threads("solve othello", args)?);
    let result = ai::solve(&pos, &limits);
    if result.cancelled {
        return Err(CliError::new(
            "solve othello: out of time before the exact result",
        ));
    }
    let mv = result
        .best
        .map_or_else(|| "none".to_string(), |m| m.to_string());
    Ok(format!("{:+} {mv} nodes {}", result.score, result.nodes))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_args(args: &[&str]) -> Result<String, CliError> {
        let args: Vec<String> = args.iter().map(|s| (*s).to_string()).collect();
        crate::cli::run(&args)
    }

    const START: &str = "---------------------------OX------XO--------------------------- X";

    #[test]
    fn perft_command() {
        assert_eq!(run_args(&["perft", "othello", "5"]).as_deref(), Ok("1396"));
        assert_eq!(
            run_args(&["perft", "othello", "3", START]).as_deref(),
            Ok("56")
        );
        let divide = run_args(&["perft", "othello", "2", "--divide"]).expect("divide");
        assert_eq!(divide, "c4 3\nd3 3\ne6 3\nf5 3\ntotal 12");
        assert!(run_args(&["perft", "othello", "x"]).is_err());
        assert!(run_args(&["perft", "othello", "3", "junk X"]).is_err());
    }

    #[test]
    fn moves_command() {
        assert_eq!(
            run_args(&["moves", "othello", START]).as_deref(),
            Ok("c4\nd3\ne6\nf5")
        );
        let o2 = "XO-------------------------------------------------------------- O";
        assert_eq!(run_args(&["moves", "othello", o2]).as_deref(), Ok("pass"));
        let err = run_args(&["moves", "othello"]).unwrap_err();
        assert!(err.0.contains("missing position"), "{err}");
        assert!(
            !run_args(&["moves", "othello", "XO X"])
                .unwrap_err()
                .0
                .contains('\n')
        );
    }

    #[test]
    fn play_command() {
        let out = run_args(&["play", "othello", "f5d6c3"]).expect("play");
        let mut lines = out.lines();
        let pos = Position::parse_position(lines.next().expect("position")).expect("parses");
        assert_eq!(pos.counts(), (5, 2));
        assert_eq!(lines.next(), Some("in progress (White to move)"));
        let err = run_args(&["play", "othello", "f5f5"]).unwrap_err();
        assert!(err.0.contains("f5"), "{err}");
    }

    #[test]
    fn best_and_solve_commands() {
        // FFO #20-style small endgame: a few empties, quick in debug.
        let pos = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOO--O X";
        let out = run_args(&["solve", "othello", pos]).expect("solve");
        assert!(out.starts_with('+') || out.starts_with('-'), "{out}");
        let out = run_args(&["best", "othello", START, "--depth", "3"]).expect("best");
        assert!(out.contains("score"), "{out}");
        assert!(run_args(&["best", "othello", START, "--level", "grandmaster"]).is_err());
        assert!(run_args(&["best", "othello", START, "--depth", "2", "--time", "5"]).is_err());
        let err = run_args(&["solve", "othello", START]).unwrap_err();
        assert!(err.0.contains("too many"), "{err}");
        assert!(run_args(&["solve", "othello", START, "--time", "20"]).is_err());
        // Threads: the same score; a count of 0 or junk is an error.
        let one = run_args(&["solve", "othello", pos]).expect("solve");
        let two = run_args(&["solve", "othello", pos, "--threads", "2"]).expect("solve");
        assert_eq!(one.split(' ').next(), two.split(' ').next());
        let out = run_args(&["best", "othello", START, "--depth", "3", "--threads", "2"]);
        assert!(out.expect("best").contains("score"));
        for bad in ["0", "x", "100000"] {
            let err = run_args(&["solve", "othello", pos, "--threads", bad]).unwrap_err();
            assert!(err.0.contains("threads"), "{err}");
        }
    }
}
