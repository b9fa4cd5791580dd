//! `tavola puzzles ...` ([`crate::puzzles`]):
//!
//! - `tavola puzzles <game> [--theme T] [--count N] [--json]`: the bundled
//!   puzzles (position, side to move, goal, solution, the moves that also
//!   count, themes, rating);
//! - `tavola puzzles check <game> FILE`: re-proves every puzzle of a file;
//! - `tavola puzzles generate <game> [--seed S] [--count N]`: makes a
//!   puzzle file from the sample games and self-play (what
//!   `assets/puzzles/` holds), written to standard output.

use std::fmt::Write as _;
use std::path::PathBuf;

use super::{Args, CliError, Options, USAGE};
use crate::analysis::report::quote as json_str;
use crate::game_kind::GameKind;
use crate::puzzles::registry::{bundled, check_text, generate_kind, solver_side};
use crate::puzzles::{Puzzle, Theme};

/// Most puzzles `generate` makes in one run.
const MAX_GENERATE: usize = 5000;

/// `puzzles ...`.
pub(super) fn run(parser: &mut lexopt::Parser) -> Result<String, CliError> {
    let options = Options {
        known: &["theme", "count", "json", "seed"],
        valued: &["theme", "count", "seed"],
    };
    let args = Args::parse(parser, "puzzles", options)?;
    if args.help {
        return Ok(USAGE.to_string());
    }
    let game = |text: Option<&String>, label: &str| -> Result<GameKind, CliError> {
        let text = text.ok_or_else(|| {
            CliError::new(format!(
                "{label}: missing game (othello, gounki or checkers)"
            ))
        })?;
        GameKind::parse(text).ok_or_else(|| {
            CliError::new(format!(
                "{label}: unknown game '{text}' (expected othello, gounki or checkers)"
            ))
        })
    };
    let pos = &args.positional;
    match pos.first().map(String::as_str) {
        Some("check") => {
            let kind = game(pos.get(1), "puzzles check")?;
            let path = pos
                .get(2)
                .map(PathBuf::from)
                .ok_or_else(|| CliError::new("puzzles check: missing puzzle file"))?;
            if let Some(extra) = pos.get(3) {
                return Err(CliError::new(format!(
                    "puzzles check: unexpected argument '{extra}'"
                )));
            }
            check(kind, &path)
        }
        Some("generate") => {
            let kind = game(pos.get(1), "puzzles generate")?;
            if let Some(extra) = pos.get(2) {
                return Err(CliError::new(format!(
                    "puzzles generate: unexpected argument '{extra}'"
                )));
            }
            let seed = match args.value("seed") {
                None => 1,
                Some(t) => t.parse().map_err(|_| {
                    CliError::new(format!("puzzles generate: seed '{t}' is not a number"))
                })?,
            };
            let count = count("puzzles generate", &args, 300)?;
            if count > MAX_GENERATE {
                return Err(CliError::new(format!(
                    "puzzles generate: count {count} is above {MAX_GENERATE}"
                )));
            }
            Ok(generate(kind, seed, count))
        }
        _ => {
            let kind = game(pos.first(), "puzzles")?;
            if let Some(extra) = pos.get(1) {
                return Err(CliError::new(format!(
                    "puzzles: unexpected argument '{extra}'"
                )));
            }
            let theme = args
                .value("theme")
                .map(|t| {
                    Theme::parse(t).ok_or_else(|| {
                        let all: Vec<&str> = Theme::ALL.iter().map(|t| t.tag()).collect();
                        CliError::new(format!(
                            "puzzles: unknown theme '{t}' (one of {})",
                            all.join(", ")
                        ))
                    })
                })
                .transpose()?;
            let count = count("puzzles", &args, usize::MAX)?;
            let list: Vec<&Puzzle> = bundled(kind)
                .iter()
                .filter(|p| theme.is_none_or(|t| p.themes.contains(&t)))
                .take(count)
                .collect();
            Ok(if args.has("json") {
                json(&list)
            } else {
                text(&list)
            })
        }
    }
}

fn count(label: &str, args: &Args, default: usize) -> Result<usize, CliError> {
    match args.value("count") {
        None => Ok(default),
        Some(t) => {
            t.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                CliError::new(format!("{label}: count '{t}' is not a positive number"))
            })
        }
    }
}

fn check(kind: GameKind, path: &std::path::Path) -> Result<String, CliError> {
    let text = crate::persist::savefile::read_text(path)
        .map_err(|e| CliError::new(format!("puzzles check: {}: {e}", path.display())))?;
    let puzzles = crate::puzzles::parse_file(&text)
        .map_err(|e| CliError::new(format!("puzzles check: {}: {e}", path.display())))?;
    if let Some(other) = puzzles.iter().find(|p| p.game != kind) {
        return Err(CliError::new(format!(
            "puzzles check: {} is a {} puzzle",
            other.id,
            other.game.id()
        )));
    }
    let failed = check_text(&text).map_err(|e| CliError::new(format!("puzzles check: {e}")))?;
    if let Some((id, why)) = failed.first() {
        return Err(CliError::new(format!(
            "puzzles check: {} of {} puzzles fail; first {id}: {why}",
            failed.len(),
            puzzles.len()
        )));
    }
    Ok(format!("{} {} puzzles proven\n", puzzles.len(), kind.id()))
}

fn generate(kind: GameKind, seed: u64, count: usize) -> String {
    let puzzles = generate_kind(kind, seed, count, |p| {
        eprintln!("{}", p.id);
    });
    let mut out = format!(
        "# Tavola {} puzzles: made by `tavola puzzles generate {} --seed {seed} --count {count}`, re-proven by `tavola puzzles check {} FILE`.\n",
        kind.id(),
        kind.id(),
        kind.id()
    );
    out.push_str("# id\tgame\tgoal\trating\tthemes\tposition\tline (steps by ';', moves that count by '|')\n");
    for p in &puzzles {
        out.push_str(&p.to_line());
        out.push('\n');
    }
    out
}

fn text(list: &[&Puzzle]) -> String {
    let mut out = String::new();
    for p in list {
        let themes: Vec<&str> = p.themes.iter().map(|t| t.tag()).collect();
        let _ = writeln!(
            out,
            "{}  {} to play: {}  rating {}  [{}]\n  position: {}\n  solution: {}",
            p.id,
            solver_side(p).map_or("?", |s| s.name()),
            p.goal.token(),
            p.rating,
            themes.join(", "),
            p.position,
            p.line
                .iter()
                .map(|s| s.join(" or "))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let _ = writeln!(out, "{} puzzles", list.len());
    out
}

fn json(list: &[&Puzzle]) -> String {
    let items: Vec<String> = list
        .iter()
        .map(|p| {
            let line: Vec<String> = p
                .line
                .iter()
                .map(|s| format!("[{}]", s.iter().map(|m| json_str(m)).collect::<Vec<_>>().join(", ")))
                .collect();
            let themes: Vec<String> = p.themes.iter().map(|t| json_str(t.tag())).collect();
            format!(
                "{{\"id\": {}, \"game\": {}, \"side\": {}, \"goal\": {}, \"rating\": {}, \"themes\": [{}], \"position\": {}, \"solution\": [{}]}}",
                json_str(&p.id),
                json_str(p.game.id()),
                json_str(&solver_side(p).map_or(String::from("?"), |s| s.name().to_lowercase())),
                json_str(&p.goal.token()),
                p.rating,
                themes.join(", "),
                json_str(&p.position),
                line.join(", ")
            )
        })
        .collect();
    format!("[\n  {}\n]\n", items.join(",\n  "))
}
