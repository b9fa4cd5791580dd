//! `tavola <command> gounki ...`: perft, moves, play, best.

use super::{Args, CliError, Options, parse_depth, search_limits};
use crate::ai::gounki as ai;
use crate::rules::gounki::{Game, Position, perft, perft_divide};
use crate::rules::{Notation, Rules};

/// Deepest perft the tool accepts (depth 7 already takes minutes).
const MAX_PERFT: u32 = 10;

/// The options of each command.
pub(super) fn options(cmd: &str) -> Result<Options, CliError> {
    Ok(match cmd {
        "perft" => Options {
            known: &["divide"],
            valued: &[],
        },
        "moves" => Options::NONE,
        "play" => Options {
            known: &["from"],
            valued: &["from"],
        },
        "best" => Options {
            known: &["level", "depth", "time", "threads"],
            valued: &["level", "depth", "time", "threads"],
        },
        other => {
            return Err(CliError::new(format!(
                "unknown command '{other}' for gounki"
            )));
        }
    })
}

pub(super) fn run(cmd: &str, args: &Args) -> Result<String, CliError> {
    match cmd {
        "perft" => run_perft(args),
        "moves" => run_moves(args),
        "play" => run_play(args),
        "best" => run_best(args),
        other => Err(CliError::new(format!(
            "unknown command '{other}' for gounki"
        ))),
    }
}

/// The position given by the positional arguments (joined with spaces, so
/// `"<ranks> w"` and `<ranks> w` both work), or the start position.
fn position_arg(cmd: &str, parts: &[String], required: bool) -> Result<Position, CliError> {
    if parts.is_empty() {
        return if required {
            Err(CliError::new(format!(
                "{cmd} gounki: missing position \"<rank8>/…/<rank1> w|b\""
            )))
        } else {
            Ok(Position::start())
        };
    }
    Position::parse(&parts.join(" "))
        .map_err(|e| CliError::new(format!("{cmd} gounki: bad position {e}")))
}

fn run_perft(args: &Args) -> Result<String, CliError> {
    let depth = parse_depth(args.positional.first(), MAX_PERFT)?;
    let rest = args.positional.get(1..).unwrap_or(&[]);
    let pos = position_arg("perft", rest, false)?;
    let game = Game::from_position(pos);
    if game.outcome().is_some() {
        return Ok(if depth == 0 { "1" } else { "0" }.to_string());
    }
    if args.has("divide") && depth > 0 {
        let mut lines = Vec::new();
        let mut total = 0;
        for (mv, n) in perft_divide(&pos, depth) {
            total += n;
            lines.push(format!("{mv} {n}"));
        }
        lines.push(format!("total {total}"));
        return Ok(lines.join("\n"));
    }
    Ok(perft(&pos, depth).to_string())
}

fn run_moves(args: &Args) -> Result<String, CliError> {
    let pos = position_arg("moves", &args.positional, true)?;
    let game = Game::from_position(pos);
    if let Some(outcome) = game.outcome() {
        return Ok(format!("game over: {outcome}"));
    }
    let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    Ok(moves.join("\n"))
}

fn run_play(args: &Args) -> Result<String, CliError> {
    let start = match args.value("from") {
        Some(text) => Position::parse(text)
            .map_err(|e| CliError::new(format!("play gounki: bad position {e}")))?,
        None => Position::start(),
    };
    let text = args.positional.join("\n");
    let game =
        Game::from_record(start, &text).map_err(|e| CliError::new(format!("play gounki: {e}")))?;
    let status = game
        .outcome()
        .map_or_else(|| "in progress".to_string(), |o| o.to_string());
    Ok(format!("{}\n{status}", game.position_text()))
}

fn run_best(args: &Args) -> Result<String, CliError> {
    let pos = position_arg("best", &args.positional, true)?;
    let (level, limits) = search_limits("gounki", args, 64, ai::limits_for)?;
    let game = Game::from_position(pos);
    if let Some(outcome) = game.outcome() {
        return Ok(format!("game over: {outcome}"));
    }
    let result = ai::best_move(&game, level, &limits);
    let best = result
        .best
        .map_or_else(|| "none".to_string(), |m| m.to_string());
    Ok(format!(
        "{best}\nscore {} depth {} nodes {}",
        result.score, result.depth, result.nodes
    ))
}
