//! The command-line tools: `tavola perft|moves|play|best|solve <game> ...`.
//!
//! They work in the no-Bevy build too. Bad arguments give a one-line error on
//! stderr and exit code 2; nothing here panics on user input.

mod checkers;
mod gounki;
pub mod launch;
mod othello;

use std::fmt;

/// A command-line error: printed as one line, exit code 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl CliError {
    pub fn new(msg: impl Into<String>) -> Self {
        CliError(msg.into())
    }
}

/// The subcommands understood by [`run`].
pub const COMMANDS: &[&str] = &["perft", "moves", "play", "best", "solve"];

/// Usage text for the tools.
pub const USAGE: &str = "usage:
  tavola perft <othello|gounki|checkers> <depth> [\"<position>\"] [--divide]
  tavola moves <othello|gounki|checkers> \"<position>\" [--family]
  tavola play  <othello|gounki|checkers> \"<moves>\"
  tavola best  <othello|gounki|checkers> \"<position>\" [--level L | --depth N | --time MS]
  tavola solve othello \"<position>\"";

/// Whether `args` (without the program name) start with a tool subcommand.
#[must_use]
pub fn is_command(args: &[String]) -> bool {
    args.first().is_some_and(|a| COMMANDS.contains(&a.as_str()))
}

/// Runs a tool subcommand and returns the text to print on stdout.
pub fn run(args: &[String]) -> Result<String, CliError> {
    let (cmd, rest) = args
        .split_first()
        .ok_or_else(|| CliError::new(format!("missing command\n{USAGE}")))?;
    let (game, rest) = rest.split_first().ok_or_else(|| {
        CliError::new(format!("{cmd}: missing game (othello, gounki or checkers)"))
    })?;
    match game.to_ascii_lowercase().as_str() {
        "othello" | "reversi" => othello::run(cmd, rest),
        "gounki" => gounki::run(cmd, rest),
        "checkers" | "draughts" | "damak" => checkers::run(cmd, rest),
        other => Err(CliError::new(format!(
            "unknown game '{other}' (expected othello, gounki or checkers)"
        ))),
    }
}

/// Parses a perft depth argument.
pub(crate) fn parse_depth(text: Option<&String>, max: u32) -> Result<u32, CliError> {
    let text = text.ok_or_else(|| CliError::new("perft: missing depth"))?;
    let depth: u32 = text
        .parse()
        .map_err(|_| CliError::new(format!("perft: depth '{text}' is not a number")))?;
    if depth > max {
        return Err(CliError::new(format!(
            "perft: depth {depth} is above the limit {max}"
        )));
    }
    Ok(depth)
}

/// The search limits chosen by `--level`, `--depth` or `--time` (at most
/// one; `Strong` by default) for `best <game>`.
pub(crate) fn search_limits(
    game: &str,
    args: &Args<'_>,
    max_depth: u32,
    limits_for: fn(crate::ai::Level) -> crate::ai::SearchLimits,
) -> Result<(crate::ai::Level, crate::ai::SearchLimits), CliError> {
    use crate::ai::{Level, SearchLimits};
    let given = ["level", "depth", "time"]
        .iter()
        .filter(|f| args.has(f))
        .count();
    if given > 1 {
        return Err(CliError::new(format!(
            "best {game}: give only one of --level, --depth, --time"
        )));
    }
    if let Some(text) = args.value("level") {
        let level = Level::parse(text).ok_or_else(|| {
            CliError::new(format!(
                "best {game}: unknown level '{text}' (beginner, casual, strong, expert)"
            ))
        })?;
        return Ok((level, limits_for(level)));
    }
    if let Some(text) = args.value("depth") {
        let depth: u32 = text
            .parse()
            .ok()
            .filter(|d| (1..=max_depth).contains(d))
            .ok_or_else(|| {
                CliError::new(format!(
                    "best {game}: depth '{text}' is not 1..={max_depth}"
                ))
            })?;
        return Ok((Level::Expert, SearchLimits::depth(depth)));
    }
    if let Some(text) = args.value("time") {
        let ms: u64 = text.parse().ok().filter(|&ms| ms > 0).ok_or_else(|| {
            CliError::new(format!("best {game}: time '{text}' is not a number of ms"))
        })?;
        return Ok((
            Level::Expert,
            SearchLimits::time(std::time::Duration::from_millis(ms)),
        ));
    }
    Ok((Level::Strong, limits_for(Level::Strong)))
}

/// Splits `rest` into positional arguments and `--flag [value]` options.
pub(crate) struct Args<'a> {
    pub positional: Vec<&'a str>,
    pub flags: Vec<(&'a str, Option<&'a str>)>,
}

impl<'a> Args<'a> {
    /// `valued` lists the flags that take a value.
    pub fn parse(rest: &'a [String], known: &[&str], valued: &[&str]) -> Result<Self, CliError> {
        let mut positional = Vec::new();
        let mut flags = Vec::new();
        let mut it = rest.iter();
        while let Some(arg) = it.next() {
            // `--name` is an option; text such as an Othello board string
            // (`---...X`, empty a1 and b1) is a positional argument.
            let option = arg
                .strip_prefix("--")
                .filter(|name| name.starts_with(|c: char| c.is_ascii_alphabetic()));
            if let Some(name) = option {
                if !known.contains(&name) {
                    return Err(CliError::new(format!("unknown option '--{name}'")));
                }
                if valued.contains(&name) {
                    let value = it
                        .next()
                        .ok_or_else(|| CliError::new(format!("option '--{name}' needs a value")))?;
                    flags.push((name, Some(value.as_str())));
                } else {
                    flags.push((name, None));
                }
            } else {
                positional.push(arg.as_str());
            }
        }
        Ok(Args { positional, flags })
    }

    pub fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _)| *n == name)
    }

    pub fn value(&self, name: &str) -> Option<&'a str> {
        self.flags
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| *v)
    }
}
