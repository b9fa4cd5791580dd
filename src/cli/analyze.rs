//! `tavola analyze FILE [--depth N | --time SECONDS] [--threads N]
//! [--json]`: a game reviewed move by move ([`crate::analysis`]); and
//! `tavola hint GAME POSITION [--all] [--depth N] [--threads N]`: the best
//! move of a position, or every legal move, with its value.
//!
//! The file is read as `tavola paste` reads one (any notation Tavola
//! knows, [`crate::paste::recognise`]), with the same one-line errors.

use std::path::PathBuf;
use std::time::Duration;

use super::{Args, CliError, Options, USAGE};
use crate::analysis::registry::{self, Format};
use crate::analysis::review::{Progress, ReviewOptions};
use crate::game_kind::GameKind;
use crate::paste;
use crate::persist::savefile::read_text;

/// Deepest review or hint accepted (the searches grow fast with depth).
const MAX_DEPTH: u32 = 30;

/// `analyze FILE …`.
pub(super) fn run_analyze(parser: &mut lexopt::Parser) -> Result<String, CliError> {
    let options = Options {
        known: &["depth", "time", "threads", "json"],
        valued: &["depth", "time", "threads"],
    };
    let args = Args::parse(parser, "analyze", options)?;
    if args.help {
        return Ok(USAGE.to_string());
    }
    let path = match args.positional.as_slice() {
        [one] => PathBuf::from(one),
        [] => return Err(CliError::new("analyze: missing game file")),
        [_, extra, ..] => {
            return Err(args.explain(CliError::new(format!(
                "analyze: unexpected argument '{extra}' (one game file)"
            ))));
        }
    };
    // The options first: a bad one is reported before the file is read.
    let threads = super::threads("analyze", &args)?;
    if args.has("depth") && args.has("time") {
        return Err(CliError::new("analyze: give only one of --depth, --time"));
    }
    let given_depth = args
        .value("depth")
        .map(|t| depth("analyze", t))
        .transpose()?;
    let time = args.value("time").map(seconds).transpose()?;
    let text = read_text(&path).map_err(|e| {
        if e.line == 0 {
            CliError::new(format!("analyze: {e}"))
        } else {
            CliError::new(format!("analyze: {}: {e}", path.display()))
        }
    })?;
    let pasted = paste::recognise(&text).map_err(|e| CliError::new(format!("analyze: {e}")))?;
    if pasted.game.move_count() == 0 {
        return Err(CliError::new(format!(
            "analyze: {} holds a position, not a game (try tavola hint)",
            path.display()
        )));
    }
    let mut opts =
        ReviewOptions::depth(given_depth.unwrap_or_else(|| registry::review_depth(pasted.kind())))
            .with_threads(threads);
    if time.is_some() {
        opts.time = time;
        opts.depth = 64;
    }
    let progress = Progress::new();
    let reviewed = registry::review_saved(&pasted.game, &opts, &progress);
    let format = if args.has("json") {
        Format::Json
    } else {
        Format::Text
    };
    Ok(registry::report(&reviewed, format))
}

/// `--time SECONDS`: a number of seconds, 0 < s <= 3600.
fn seconds(text: &str) -> Result<Duration, CliError> {
    text.parse()
        .ok()
        .filter(|s: &f64| s.is_finite() && *s > 0.0 && *s <= 3600.0)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            CliError::new(format!(
                "analyze: time '{text}' is not a number of seconds (0 < s <= 3600)"
            ))
        })
}

fn depth(label: &str, text: &str) -> Result<u32, CliError> {
    text.parse()
        .ok()
        .filter(|d| (1..=MAX_DEPTH).contains(d))
        .ok_or_else(|| CliError::new(format!("{label}: depth '{text}' is not 1..={MAX_DEPTH}")))
}

/// `hint GAME POSITION …`.
pub(super) fn run_hint(parser: &mut lexopt::Parser) -> Result<String, CliError> {
    let options = Options {
        known: &["all", "depth", "threads"],
        valued: &["depth", "threads"],
    };
    let mut args = Args::parse(parser, "hint", options)?;
    if args.help {
        return Ok(USAGE.to_string());
    }
    if args.positional.is_empty() {
        return Err(CliError::new(
            "hint: missing game (othello, gounki or checkers)",
        ));
    }
    let game = args.positional.remove(0);
    let kind = GameKind::parse(&game).ok_or_else(|| {
        CliError::new(format!(
            "unknown game '{game}' (expected othello, gounki or checkers)"
        ))
    })?;
    let label = format!("hint {}", kind.id());
    if args.positional.is_empty() {
        return Err(CliError::new(format!("{label}: missing position")));
    }
    let depth = args.value("depth").map(|t| depth(&label, t)).transpose()?;
    let threads = super::threads(&label, &args)?;
    registry::hint_text(
        kind,
        &args.positional.join(" "),
        depth,
        args.has("all"),
        threads,
    )
    .map_err(|e| args.explain(CliError::new(format!("{label}: {e}"))))
}

#[cfg(test)]
mod tests {
    fn run_args(args: &[&str]) -> Result<String, crate::cli::CliError> {
        crate::cli::run(args.iter().copied())
    }

    fn sample(name: &str) -> String {
        format!("{}/assets/games/{name}", env!("CARGO_MANIFEST_DIR"))
    }

    #[test]
    fn analyze_prints_grades_and_accuracy() {
        let out =
            run_args(&["analyze", &sample("checkers-1.pdn"), "--depth", "2"]).expect("review");
        assert!(
            out.starts_with("Basque checkers review, depth 2\n"),
            "{out}"
        );
        assert!(out.contains("  1. White 24-19"), "{out}");
        assert!(out.contains("White: accuracy "), "{out}");
        assert!(out.contains("Black: accuracy "), "{out}");
        assert!(out.contains("Biggest mistakes: "), "{out}");
        // Every error says why, in a sentence under its line.
        let errors = out
            .lines()
            .filter(|l| {
                ["Inaccuracy", "Mistake", "Blunder"]
                    .iter()
                    .any(|g| l.contains(&format!(" {g} ")))
            })
            .count();
        assert_eq!(out.matches("\n     why: ").count(), errors, "{out}");
        let json = run_args(&[
            "analyze",
            &sample("gounki-2.gounki"),
            "--depth",
            "1",
            "--json",
            "--threads",
            "2",
        ])
        .expect("json");
        assert!(
            json.starts_with("{\"game\":\"gounki\",\"depth\":1,\"moves\":[{\"ply\":1,"),
            "{json}"
        );
        assert!(json.ends_with(']') || json.ends_with('}'), "{json}");
        assert!(
            json.contains("\"players\":{\"white\":{\"accuracy\":"),
            "{json}"
        );
        assert_eq!(json.matches('{').count(), json.matches('}').count());
        // An Othello game at 4 plies: its errors carry a reason object.
        let json = run_args(&[
            "analyze",
            &sample("othello-1.othello"),
            "--depth",
            "4",
            "--json",
        ])
        .expect("json");
        let errors = ["inaccuracy", "mistake", "blunder"]
            .iter()
            .map(|g| json.matches(&format!("\"grade\":\"{g}\"")).count())
            .sum::<usize>();
        assert!(errors > 0, "{json}");
        assert_eq!(
            json.matches("\"reason\":{\"kind\":").count(),
            errors,
            "{json}"
        );
        assert!(json.contains("\"reason\":null"), "{json}");
    }

    #[test]
    fn analyze_names_an_othello_opening_and_no_other_game_s() {
        // Sample 2 opens c4 c3 d3 e3 f2 c5: the Lollipop, seen from c4.
        let out =
            run_args(&["analyze", &sample("othello-2.othello"), "--depth", "1"]).expect("review");
        let mut lines = out.lines();
        assert_eq!(lines.next(), Some("Othello review, depth 1"), "{out}");
        assert_eq!(
            lines.next(),
            Some("opening: Lollipop (f5 f6 e6 d6 c7 f4)"),
            "{out}"
        );
        assert_eq!(out.matches("opening:").count(), 1, "{out}");
        let json = run_args(&[
            "analyze",
            &sample("othello-2.othello"),
            "--depth",
            "1",
            "--json",
        ])
        .expect("json");
        assert!(
            json.starts_with(
                "{\"game\":\"othello\",\"depth\":1,\"opening\":{\"name\":\"Lollipop\",\
                 \"aliases\":[],\"moves\":[\"f5\",\"f6\",\"e6\",\"d6\",\"c7\",\"f4\"],\
                 \"ply\":6},\"moves\":[{\"ply\":1,"
            ),
            "{json}"
        );
        assert_eq!(json.matches('{').count(), json.matches('}').count());
        // Sample 1 (d3 c5 f6 e3) leaves the named lines after the
        // Perpendicular.
        let out =
            run_args(&["analyze", &sample("othello-1.othello"), "--depth", "1"]).expect("review");
        assert_eq!(out.lines().nth(1), Some("opening: Perpendicular (f5 d6)"));
        // The other games print no opening, in text or JSON.
        let out =
            run_args(&["analyze", &sample("checkers-1.pdn"), "--depth", "1"]).expect("review");
        assert!(!out.contains("opening"), "{out}");
        let json = run_args(&[
            "analyze",
            &sample("gounki-1.gounki"),
            "--depth",
            "1",
            "--json",
        ])
        .expect("json");
        assert!(!json.contains("\"opening\""), "{json}");
    }

    #[test]
    fn analyze_errors_are_one_line() {
        let dir = std::env::temp_dir();
        let position = dir.join(format!(
            "tavola-analyze-position-{}.txt",
            std::process::id()
        ));
        std::fs::write(&position, "W:W21-32:B1-12\n").expect("write");
        let position = position.to_string_lossy().into_owned();
        for (args, needle) in [
            (vec!["analyze"], "analyze: missing game file"),
            (
                vec!["analyze", "/nonexistent/game.pdn"],
                "analyze: cannot read",
            ),
            (vec!["analyze", &position], "holds a position, not a game"),
            (
                vec!["analyze", &position, "extra"],
                "unexpected argument 'extra'",
            ),
            (
                vec!["analyze", &position, "--depth", "0"],
                "analyze: depth '0' is not 1..=30",
            ),
            (
                vec!["analyze", &position, "--depth", "2", "--time", "1"],
                "give only one of --depth, --time",
            ),
            (
                vec!["analyze", &position, "--time", "soon"],
                "not a number of seconds",
            ),
            (
                vec!["analyze", &position, "--threads", "0"],
                "analyze: threads '0'",
            ),
            (vec!["analyze", &position, "--bogus"], "unknown option"),
            (vec!["hint"], "hint: missing game"),
            (vec!["hint", "chess", "x"], "unknown game 'chess'"),
            (vec!["hint", "othello"], "hint othello: missing position"),
            (vec!["hint", "gounki", "8/8 w"], "hint gounki: bad position"),
            (
                vec!["hint", "checkers", "W:W21:B17,14"],
                "hint checkers: the game is over",
            ),
            (
                vec!["hint", "checkers", "W:W22:B15", "--depth", "x"],
                "depth 'x'",
            ),
        ] {
            let err = run_args(&args).unwrap_err();
            assert!(err.0.contains(needle), "{args:?}: {err}");
            assert!(!err.0.contains('\n'), "{args:?}: {err}");
        }
        let _ = std::fs::remove_file(&position);
        assert_eq!(
            run_args(&["analyze", "--help"]).as_deref(),
            Ok(crate::cli::USAGE)
        );
    }

    #[test]
    fn hint_gives_the_best_move_or_every_move() {
        let out =
            run_args(&["hint", "gounki", "4S3/8/8/8/8/8/8/3s4 w", "--depth", "3"]).expect("hint");
        assert_eq!(out, "e8# win (100%)\nline e8#");
        let all = run_args(&["hint", "gounki", "4S3/8/8/8/8/8/8/3s4", "w", "--all"]).expect("all");
        assert_eq!(all, "e8# win (100%)\ne8-d8 loss (0%)\ne8-f8 loss (0%)");
        // An Othello board that begins with '-' (FFO #1): exact, +18 with g8.
        let ffo1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let out = run_args(&["hint", "othello", ffo1, "--depth", "2"]).expect("ffo");
        assert!(out.starts_with("g8 +18 exact (100%)\nline g8 "), "{out}");
        // The moves on two threads: the same answer.
        let two = run_args(&["hint", "othello", ffo1, "--depth", "2", "--threads", "2"]);
        assert_eq!(two.expect("2 threads"), out);
        let all_two = run_args(&["hint", "gounki", "4S3/8/8/8/8/8/8/3s4 w", "--all"]);
        assert_eq!(
            run_args(&[
                "hint",
                "gounki",
                "4S3/8/8/8/8/8/8/3s4 w",
                "--all",
                "--threads",
                "3"
            ]),
            all_two
        );
        let err = run_args(&["hint", "checkers", "W:W21-32:B1-12", "--threads", "0"]);
        let err = err.expect_err("0 threads").to_string();
        assert!(
            err.contains("hint checkers: threads '0' is not 1..="),
            "{err}"
        );
    }
}
