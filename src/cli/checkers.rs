//! `tavola <command> checkers ...`: perft, moves, play, best.

use super::{Args, CliError, Options, parse_depth, search_limits};
use crate::ai::checkers as ai;
use crate::rules::checkers::pdn::{parse_movetext, parse_pdn};
use crate::rules::checkers::{Game, Move, Position, move_text, parse_fen};
use crate::rules::{Notation, Rules};

/// Deepest perft the tool accepts (depth 12 takes about half a minute).
const MAX_PERFT: u32 = 20;

/// The options of each command.
pub(super) fn options(cmd: &str) -> Result<Options, CliError> {
    Ok(match cmd {
        "perft" => Options {
            known: &["divide"],
            valued: &[],
        },
        "moves" => Options {
            known: &["family"],
            valued: &[],
        },
        "play" => Options {
            known: &["family", "fen"],
            valued: &["fen"],
        },
        "best" => Options {
            known: &["level", "depth", "time", "family", "threads"],
            valued: &["level", "depth", "time", "threads"],
        },
        other => {
            return Err(CliError::new(format!(
                "{other} checkers: not available for checkers"
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
            "{other} checkers: not available for checkers"
        ))),
    }
}

/// The FEN given by the positional arguments (joined), or the start.
fn position_arg(cmd: &str, parts: &[String], required: bool) -> Result<Position, CliError> {
    if parts.is_empty() {
        return if required {
            Err(CliError::new(format!(
                "{cmd} checkers: missing position \"<FEN>\" (e.g. W:W21-32:B1-12)"
            )))
        } else {
            Ok(Position::start())
        };
    }
    parse_fen(&parts.join(" "))
        .map_err(|e| CliError::new(format!("{cmd} checkers: bad position {e}")))
}

/// Moves sorted by origin, then landing squares (numerically).
fn sorted(mut moves: Vec<Move>) -> Vec<Move> {
    moves.sort_by_key(|m| match m {
        Move::Huff(s) => (0, s.number(), Vec::new()),
        Move::Piece(p) => (
            1,
            p.from().number(),
            p.landings().iter().map(|s| s.number()).collect(),
        ),
    });
    moves
}

fn run_perft(args: &Args) -> Result<String, CliError> {
    let depth = parse_depth(args.positional.first(), MAX_PERFT)?;
    let pos = position_arg("perft", args.positional.get(1..).unwrap_or(&[]), false)?;
    if args.has("divide") && depth > 0 {
        let mut lines = Vec::new();
        let mut total = 0;
        let moves: Vec<Move> = pos.legal_moves().into_iter().map(Move::Piece).collect();
        for mv in sorted(moves) {
            if let Move::Piece(pm) = mv {
                let n = pos.apply(&pm).perft(depth - 1);
                total += n;
                lines.push(format!("{} {n}", move_text(&mv)));
            }
        }
        lines.push(format!("total {total}"));
        return Ok(lines.join("\n"));
    }
    Ok(pos.perft(depth).to_string())
}

fn run_moves(args: &Args) -> Result<String, CliError> {
    let pos = position_arg("moves", &args.positional, true)?;
    let game = Game::from_position(pos).with_family(args.has("family"));
    let moves = sorted(game.legal_moves());
    if moves.is_empty() {
        let outcome = game.outcome().map(|o| o.to_string()).unwrap_or_default();
        return Ok(format!("game over: {outcome}"));
    }
    Ok(moves.iter().map(move_text).collect::<Vec<_>>().join("\n"))
}

/// `play checkers "<moves>" [--family] [--fen "<FEN>"]`: the moves (PDN
/// movetext: numbers, huffs `h22`, a result are allowed; a whole PDN record
/// with tags works too) from the start or `--fen`.
fn run_play(args: &Args) -> Result<String, CliError> {
    let text = args.positional.join(" ");
    let game = if text.trim_start().starts_with('[') {
        parse_pdn(&text)
            .map_err(|e| CliError::new(format!("play checkers: {e}")))?
            .final_game()
    } else {
        let start = match args.value("fen") {
            Some(f) => Game::from_position(position_arg("play", &[f.to_string()], true)?),
            None => Game::new(),
        }
        .with_family(args.has("family"));
        parse_movetext(&start, &text)
            .map_err(|e| CliError::new(format!("play checkers: {e}")))?
            .0
    };
    let status = match game.outcome() {
        Some(outcome) => outcome.to_string(),
        None if !game.huffable().is_empty() => {
            let squares: Vec<String> = game
                .huffable()
                .iter()
                .map(|s| s.number().to_string())
                .collect();
            format!(
                "in progress ({} to move, may huff {})",
                game.turn(),
                squares.join(", ")
            )
        }
        None => format!("in progress ({} to move)", game.turn()),
    };
    Ok(format!("{}\n{status}", game.position_text()))
}

fn run_best(args: &Args) -> Result<String, CliError> {
    let pos = position_arg("best", &args.positional, true)?;
    let game = Game::from_position(pos).with_family(args.has("family"));
    let (level, limits) = search_limits("checkers", args, 40, ai::limits_for)?;
    if game.outcome().is_some() {
        return Err(CliError::new("best checkers: the game is over"));
    }
    let result = ai::best_move(&game, level, &limits);
    let mv = result
        .best
        .map_or_else(|| "none".to_string(), |m| move_text(&m));
    Ok(format!(
        "{mv} score {} depth {} nodes {}",
        result.score, result.depth, result.nodes
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_args(args: &[&str]) -> Result<String, CliError> {
        let args: Vec<String> = args.iter().map(|s| (*s).to_string()).collect();
        crate::cli::run(&args)
    }

    #[test]
    fn perft_command() {
        assert_eq!(run_args(&["perft", "checkers", "5"]).as_deref(), Ok("7361"));
        assert_eq!(
            run_args(&["perft", "checkers", "3", "W:W21-32:B1-12"]).as_deref(),
            Ok("302")
        );
        let divide = run_args(&["perft", "checkers", "1", "--divide"]).expect("divide");
        assert_eq!(divide.lines().last(), Some("total 7"));
        assert!(divide.starts_with("21-17 1\n22-17 1\n"), "{divide}");
        assert!(run_args(&["perft", "checkers", "x"]).is_err());
        let err = run_args(&["perft", "checkers", "3", "W:W99"]).unwrap_err();
        assert!(err.0.contains("99"), "{err}");
    }

    #[test]
    fn moves_command() {
        assert_eq!(
            run_args(&["moves", "checkers", "W:W18,28:B15,22"]).as_deref(),
            Ok("18x11")
        );
        assert_eq!(
            run_args(&["moves", "checkers", "W:W18,28:B15,22", "--family"]).as_deref(),
            Ok("18x11\n18-14\n28-24")
        );
        let over = run_args(&["moves", "checkers", "W:W21:B17,14"]).expect("over");
        assert!(over.starts_with("game over: Black wins"), "{over}");
        assert!(
            run_args(&["moves", "checkers"])
                .unwrap_err()
                .0
                .contains("missing position")
        );
    }

    #[test]
    fn play_command() {
        let out = run_args(&["play", "checkers", "1. 22-18 11-15 2. 18x11 8x15"]).expect("play");
        assert_eq!(
            out,
            "W:W21,23-32:B1-7,9,10,12,15\nin progress (White to move)"
        );
        let err = run_args(&["play", "checkers", "22-18 11-15 18-14"]).unwrap_err();
        assert!(err.0.contains("18-14"), "{err}");
        let fam = run_args(&[
            "play",
            "checkers",
            "--fen",
            "W:W18,28:B15,22",
            "--family",
            "28-24",
        ])
        .expect("family");
        assert!(fam.ends_with("may huff 18)"), "{fam}");
        let won = run_args(&["play", "checkers", "--fen", "W:W11:B7", "11x2"]).expect("won");
        assert_eq!(won, "B:WK2:B\nWhite wins (all enemy pieces captured)");
    }

    #[test]
    fn best_command() {
        let out =
            run_args(&["best", "checkers", "W:W19,28,31,32:B24", "--depth", "3"]).expect("best");
        assert!(out.starts_with("32-27 score "), "{out}");
        let out = run_args(&["best", "checkers", "W:W22:B15", "--level", "casual"]).expect("best");
        assert!(out.starts_with("22-17 "), "{out}");
        assert!(run_args(&["best", "checkers", "W:W21:B17,14"]).is_err());
        assert!(run_args(&["best", "checkers", "W:W22:B15", "--level", "godlike"]).is_err());
        assert!(
            run_args(&[
                "best",
                "checkers",
                "W:W22:B15",
                "--depth",
                "2",
                "--time",
                "5"
            ])
            .is_err()
        );
        let timed = run_args(&["best", "checkers", "W:W22:B15", "--time", "50"]).expect("timed");
        assert!(timed.starts_with("22-17 "), "{timed}");
    }
}
