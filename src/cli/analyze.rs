//! `tavola analyze FILE [--depth N | --time SECONDS] [--threads N]
//! [--json]`: a game reviewed move by move ([`crate::analysis`]); and
//! `tavola hint GAME POSITION [--all] [--depth N]`: the best move of a
//! position, or every legal move, with its value.
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
    let kind = pasted.kind();
    let mut opts = ReviewOptions::depth(registry::review_depth(kind))
        .with_threads(super::threads("analyze", &args)?);
    if args.has("depth") && args.has("time") {
        return Err(CliError::new("analyze: give only one of --depth, --time"));
    }
    if let Some(text) = args.value("depth") {
        opts.depth = depth("analyze", text)?;
    }
    if let Some(text) = args.value("time") {
        let secs: f64 = text
            .parse()
            .ok()
            .filter(|s: &f64| s.is_finite() && *s > 0.0 && *s <= 3600.0)
            .ok_or_else(|| {
                CliError::new(format!(
                    "analyze: time '{text}' is not a number of seconds (0 < s <= 3600)"
                ))
            })?;
        opts.time = Some(Duration::from_secs_f64(secs));
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

fn depth(label: &str, text: &str) -> Result<u32, CliError> {
    text.parse()
        .ok()
        .filter(|d| (1..=MAX_DEPTH).contains(d))
        .ok_or_else(|| CliError::new(format!("{label}: depth '{text}' is not 1..={MAX_DEPTH}")))
}

/// `hint GAME POSITION …`.
pub(super) fn run_hint(parser: &mut lexopt::Parser) -> Result<String, CliError> {
    let options = Options {
        known: &["all", "depth"],
        valued: &["depth"],
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
    registry::hint_text(kind, &args.positional.join(" "), depth, args.has("all"))
        .map_err(|e| args.explain(CliError::new(format!("{label}: {e}"))))
}
