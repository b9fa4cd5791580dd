//! The command-line tools: `tavola perft|moves|play|best|solve <game> ...`,
//! `tavola lessons <game>`, `tavola paste [FILE|-]`, `tavola analyze FILE`,
//! `tavola hint <game> <position>` and `tavola setup <game> ...`.
//!
//! They work in the no-Bevy build too. Bad arguments give a one-line error on
//! stderr and exit code 2; nothing here panics on user input.
//!
//! Arguments are read with `lexopt`, as `OsString`s: a file name need not be
//! UTF-8, and a position or move that is not gets a one-line error. A
//! positional argument may begin with `-` (the FFO/OBF empty mark, as in an
//! Othello board `--OOO---…`): whatever is not one of the command's options
//! is a value, and `--` ends the options.

mod analyze;
mod checkers;
mod gounki;
pub mod launch;
mod othello;
mod paste;
mod puzzles;
mod setup;

#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
mod manpage_tests;

use std::ffi::{OsStr, OsString};
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
    /// An error message; control characters in it (a newline or an escape
    /// inside an argument it quotes) are written as escapes, so that it
    /// stays one line on the terminal.
    pub fn new(msg: impl Into<String>) -> Self {
        let msg: String = msg.into();
        if !msg.chars().any(char::is_control) {
            return CliError(msg);
        }
        CliError(
            msg.chars()
                .map(|c| {
                    if c.is_control() {
                        c.escape_default().to_string()
                    } else {
                        c.to_string()
                    }
                })
                .collect(),
        )
    }
}

/// The subcommands understood by [`run`].
pub const COMMANDS: &[&str] = &[
    "perft", "moves", "play", "best", "solve", "lessons", "paste", "analyze", "hint", "setup",
    "puzzles",
];

/// Usage text for the tools.
pub const USAGE: &str = "usage:
  tavola perft <othello|gounki|checkers> <depth> [\"<position>\"] [--divide]
  tavola moves <othello|gounki|checkers> \"<position>\" [--family]
  tavola play  <othello|gounki|checkers> \"<moves>\" [--from \"<position>\"] [--fen \"<FEN>\"] [--family]
  tavola best  <othello|gounki|checkers> \"<position>\" [--level L | --depth N | --time MS] [--threads N]
  tavola solve othello \"<position>\" [--time MS] [--threads N]
  tavola lessons <othello|gounki|checkers>   (the rules book's steps: id, position, move, position after)
  tavola paste [FILE|-]   (a pasted or dropped game or position, from FILE or standard input: its game, whether a position or a game, its position and game texts)
  tavola analyze FILE [--depth N | --time SECONDS] [--threads N] [--json]   (a game reviewed: each move's grade, values before and after, the best move and its line; each player's accuracy)
  tavola hint  <othello|gounki|checkers> \"<position>\" [--all] [--depth N] [--threads N]   (the best move with its value and line, or every legal move with its value)
  tavola setup <othello|gounki|checkers> [--from \"<position>\" | --empty] [--turn black|white] [EDIT...]   (set up a position: d4=<piece> puts a piece, d4- takes the top one off, d4. empties; prints the position or why it cannot be played)
  tavola puzzles <othello|gounki|checkers> [--theme T] [--count N] [--json]   (the bundled puzzles: position, side to move, goal, solution with the moves that also count, themes, rating)
  tavola puzzles check <othello|gounki|checkers> FILE   (re-proves every puzzle of a file)
  tavola puzzles generate <othello|gounki|checkers> [--seed S] [--count N]   (a puzzle file from the sample games and self-play, on standard output)
A position may begin with '-' (an Othello board \"--OOO---...\"); '--' ends the options.";

/// Whether `args` (without the program name) start with a tool subcommand.
#[must_use]
pub fn is_command<S: AsRef<OsStr>>(args: &[S]) -> bool {
    args.first()
        .and_then(|a| a.as_ref().to_str())
        .is_some_and(|a| COMMANDS.contains(&a))
}

/// Runs a tool subcommand (`args` without the program name, the command
/// first) and returns the text to print on stdout.
pub fn run<I>(args: I) -> Result<String, CliError>
where
    I: IntoIterator,
    I::Item: Into<OsString>,
{
    let mut parser = lexopt::Parser::from_args(args);
    let cmd = match parser.next().map_err(lexopt_error)? {
        Some(lexopt::Arg::Value(cmd)) => utf8("command", cmd)?,
        // The one message of more than one line: the usage follows it.
        Some(_) | None => return Err(CliError(format!("missing command\n{USAGE}"))),
    };
    if cmd == "paste" {
        return paste::run(&mut parser);
    }
    if cmd == "analyze" {
        return analyze::run_analyze(&mut parser);
    }
    if cmd == "hint" {
        return analyze::run_hint(&mut parser);
    }
    if cmd == "puzzles" {
        return puzzles::run(&mut parser);
    }
    let game = match parser.next().map_err(lexopt_error)? {
        Some(lexopt::Arg::Value(game)) => utf8(&cmd, game)?,
        Some(lexopt::Arg::Long("help") | lexopt::Arg::Short('h')) => return Ok(USAGE.to_string()),
        Some(lexopt::Arg::Long(other)) => {
            return Err(CliError::new(format!(
                "unknown game '--{other}' (expected othello, gounki or checkers)"
            )));
        }
        Some(lexopt::Arg::Short(other)) => {
            return Err(CliError::new(format!(
                "unknown game '-{other}' (expected othello, gounki or checkers)"
            )));
        }
        None => {
            return Err(CliError::new(format!(
                "{cmd}: missing game (othello, gounki or checkers)"
            )));
        }
    };
    let game = game.to_ascii_lowercase();
    if cmd == "lessons" {
        return run_lessons(&mut parser, &game);
    }
    if cmd == "setup" {
        return run_setup(&mut parser, &game);
    }
    let (options, run): (Options, fn(&str, &Args) -> Result<String, CliError>) = match game.as_str()
    {
        "othello" | "reversi" => (othello::options(&cmd)?, othello::run),
        "gounki" => (gounki::options(&cmd)?, gounki::run),
        "checkers" | "draughts" | "damak" => (checkers::options(&cmd)?, checkers::run),
        other => {
            return Err(CliError::new(format!(
                "unknown game '{other}' (expected othello, gounki or checkers)"
            )));
        }
    };
    let args = Args::parse(&mut parser, &format!("{cmd} {game}"), options)?;
    if args.help {
        return Ok(USAGE.to_string());
    }
    run(&cmd, &args).map_err(|e| args.explain(e))
}

/// `lessons <game>`: every step of the game's rules book, one
/// tab-separated line each (see [`crate::lessons::step_line`]).
fn run_lessons(parser: &mut lexopt::Parser, game: &str) -> Result<String, CliError> {
    let kind = crate::game_kind::GameKind::parse(game).ok_or_else(|| {
        CliError::new(format!(
            "unknown game '{game}' (expected othello, gounki or checkers)"
        ))
    })?;
    let args = Args::parse(parser, &format!("lessons {game}"), Options::NONE)?;
    if args.help {
        return Ok(USAGE.to_string());
    }
    if let Some(extra) = args.positional.first() {
        return Err(CliError::new(format!(
            "lessons {game}: unexpected argument '{extra}'"
        )));
    }
    crate::lessons::listing_of(kind).map_err(|e| CliError::new(format!("lessons {game}: {e}")))
}

/// `setup <game> ...`: see [`setup`].
fn run_setup(parser: &mut lexopt::Parser, game: &str) -> Result<String, CliError> {
    use crate::game_kind::GameKind;
    use crate::rules::{checkers, gounki, othello};
    let kind = GameKind::parse(game).ok_or_else(|| {
        CliError::new(format!(
            "unknown game '{game}' (expected othello, gounki or checkers)"
        ))
    })?;
    let label = format!("setup {}", kind.id());
    let args = Args::parse(parser, &label, setup::OPTIONS)?;
    if args.help {
        return Ok(USAGE.to_string());
    }
    match kind {
        GameKind::Othello => setup::run::<othello::Position>(&label, &args),
        GameKind::Gounki => setup::run::<gounki::Game>(&label, &args),
        GameKind::Checkers => setup::run::<checkers::Game>(&label, &args),
    }
}

/// The text of an argument, or a one-line error naming it (escaped) when it
/// is not UTF-8.
pub(crate) fn utf8(what: &str, arg: OsString) -> Result<String, CliError> {
    arg.into_string()
        .map_err(|arg| CliError::new(format!("{what}: argument {arg:?} is not valid UTF-8 text")))
}

/// A `lexopt` error as one line.
pub(crate) fn lexopt_error(e: lexopt::Error) -> CliError {
    CliError::new(match e {
        lexopt::Error::MissingValue {
            option: Some(option),
        } => format!("option '{option}' needs a value"),
        lexopt::Error::UnexpectedValue { option, .. } => {
            format!("option '{option}' takes no value")
        }
        lexopt::Error::UnexpectedOption(option) => {
            format!("unknown option '{option}' (try --help)")
        }
        lexopt::Error::NonUnicodeValue(value) => {
            format!("argument {value:?} is not valid UTF-8 text")
        }
        other => other.to_string().replace('\n', " "),
    })
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

/// Most threads `--threads` accepts.
const MAX_THREADS: usize = 256;

/// The thread count of `--threads N` (1 when not given) for `label`
/// (`"best othello"`).
pub(crate) fn threads(label: &str, args: &Args) -> Result<usize, CliError> {
    let Some(text) = args.value("threads") else {
        return Ok(1);
    };
    text.parse()
        .ok()
        .filter(|n| (1..=MAX_THREADS).contains(n))
        .ok_or_else(|| {
            CliError::new(format!(
                "{label}: threads '{text}' is not 1..={MAX_THREADS}"
            ))
        })
}

/// The search limits chosen by `--level`, `--depth` or `--time` (at most
/// one; `Strong` by default) for `best <game>`, with the threads of
/// `--threads`.
pub(crate) fn search_limits(
    game: &str,
    args: &Args,
    max_depth: u32,
    limits_for: fn(crate::ai::Level) -> crate::ai::SearchLimits,
) -> Result<(crate::ai::Level, crate::ai::SearchLimits), CliError> {
    let threads = threads(&format!("best {game}"), args)?;
    let (level, limits) = level_limits(game, args, max_depth, limits_for)?;
    Ok((level, limits.with_threads(threads)))
}

fn level_limits(
    game: &str,
    args: &Args,
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

/// The options one command accepts: `--name` flags, and those of them that
/// take a value (`--name VALUE` or `--name=VALUE`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Options {
    pub known: &'static [&'static str],
    pub valued: &'static [&'static str],
}

impl Options {
    /// No options.
    pub const NONE: Options = Options {
        known: &[],
        valued: &[],
    };

    /// Whether the raw argument `arg` is one of these options (or `--help`,
    /// `-h`): `--name` or `--name=value` with a known name.
    fn is_option(self, arg: &OsStr) -> bool {
        let Some(arg) = arg.to_str() else {
            return false;
        };
        if arg == "-h" {
            return true;
        }
        let Some(long) = arg.strip_prefix("--") else {
            return false;
        };
        let name = long.split_once('=').map_or(long, |(name, _)| name);
        name == "help" || self.known.contains(&name)
    }
}

/// A command's arguments after `<command> <game>`: positional values and
/// `--flag [value]` options.
#[derive(Debug, Default)]
pub(crate) struct Args {
    pub positional: Vec<String>,
    pub flags: Vec<(&'static str, Option<String>)>,
    /// `--help` or `-h` was given.
    pub help: bool,
    /// Positional values that look like a mistyped option (`--famly`): named
    /// when the command then fails.
    suspects: Vec<String>,
}

impl Args {
    /// Reads the rest of the command line. `label` (`"moves othello"`)
    /// starts the error for an argument that is not UTF-8.
    pub fn parse(
        parser: &mut lexopt::Parser,
        label: &str,
        options: Options,
    ) -> Result<Args, CliError> {
        let mut args = Args::default();
        loop {
            // An argument that starts with '-' but is none of the options
            // is a positional value (an Othello board "--OOO---..."): take
            // it as it is before lexopt would split it into options.
            if let Some(mut raw) = parser.try_raw_args()
                && let Some(value) = raw.next_if(|arg| {
                    arg != "--"
                        && arg.as_encoded_bytes().starts_with(b"-")
                        && !options.is_option(arg)
                })
            {
                args.push_value(label, value)?;
                continue;
            }
            let Some(arg) = parser.next().map_err(lexopt_error)? else {
                break;
            };
            match arg {
                lexopt::Arg::Long("help") | lexopt::Arg::Short('h') => args.help = true,
                lexopt::Arg::Long(name) => {
                    let Some(&name) = options.known.iter().find(|&&k| k == name) else {
                        // Only reached for an option glued to a value
                        // (`--name=…`) whose name is not UTF-8.
                        return Err(CliError::new(format!("unknown option '--{name}'")));
                    };
                    let value = if options.valued.contains(&name) {
                        let value = parser.value().map_err(lexopt_error)?;
                        Some(utf8(&format!("{label} --{name}"), value)?)
                    } else {
                        None
                    };
                    args.flags.push((name, value));
                }
                lexopt::Arg::Short(c) => {
                    return Err(CliError::new(format!("unknown option '-{c}'")));
                }
                lexopt::Arg::Value(value) => args.push_value(label, value)?,
            }
        }
        Ok(args)
    }

    fn push_value(&mut self, label: &str, value: OsString) -> Result<(), CliError> {
        let value = utf8(label, value)?;
        let looks_like_option = value.len() <= 24
            && value.strip_prefix("--").is_some_and(|name| {
                name.starts_with(|c: char| c.is_ascii_lowercase())
                    && name.chars().all(|c| c.is_ascii_lowercase() || c == '-')
            });
        if looks_like_option {
            self.suspects.push(value.clone());
        }
        self.positional.push(value);
        Ok(())
    }

    pub fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _)| *n == name)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    /// A failed command's error, naming a positional value that looks like
    /// a mistyped option: `--famly` was taken as (part of) the position.
    fn explain(&self, e: CliError) -> CliError {
        match self.suspects.first() {
            Some(s) => CliError::new(format!("{e} (unknown option '{s}'? try --help)")),
            None => e,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An FFO-style board: a1 and b1 empty, so it begins with `--`.
    const DASHED: &str = "--OOO---XXOO----XXXXOOOOXXXXOX--XXXOXX--XXOOO------OOO-----O---- X";
    const DASHED_MOVES: &str = "b1\nc7\nc8\ne2\ne8\nf2\nf6\nf8\ng8\nh2";

    fn run_args(args: &[&str]) -> Result<String, CliError> {
        run(args.iter().copied())
    }

    #[test]
    fn a_position_may_begin_with_a_dash() {
        assert_eq!(
            run_args(&["moves", "othello", DASHED]).as_deref(),
            Ok(DASHED_MOVES)
        );
        // Board and side as two arguments, and after `--`.
        let (board, side) = DASHED.split_once(' ').unwrap();
        assert_eq!(
            run_args(&["moves", "othello", board, side]).as_deref(),
            Ok(DASHED_MOVES)
        );
        assert_eq!(
            run_args(&["moves", "othello", "--", DASHED]).as_deref(),
            Ok(DASHED_MOVES)
        );
        // With options before and after it, in both spellings.
        for args in [
            &["best", "othello", "--depth", "2", DASHED][..],
            &["best", "othello", DASHED, "--depth=2"],
            &["best", "othello", "--level=casual", "--", DASHED],
        ] {
            let out = run_args(args).unwrap_or_else(|e| panic!("{args:?}: {e}"));
            assert!(out.contains(" score "), "{out}");
        }
        assert_eq!(
            run_args(&["perft", "othello", "1", DASHED]).as_deref(),
            Ok("10")
        );
        // After `--` even a known option's name is a value.
        let err = run_args(&["perft", "othello", "1", "--", "--divide"]).unwrap_err();
        assert!(err.0.contains("bad position"), "{err}");
    }

    #[test]
    fn options_errors_are_one_line() {
        for (args, needle) in [
            (
                &["perft", "othello", "2", "--divide=1"][..],
                "option '--divide' takes no value",
            ),
            (
                &["best", "othello", DASHED, "--depth"],
                "option '--depth' needs a value",
            ),
            (
                &["best", "othello", DASHED, "--depth", "99"],
                "is not 1..=60",
            ),
            (
                &["moves", "checkers", "W:W18,28:B15,22", "--famly"],
                "unknown option '--famly'",
            ),
            (&["moves", "othello", "-x"], "bad position"),
            (&["perft", "chess", "1"], "unknown game 'chess'"),
            (&["perft", "--othello"], "unknown game '--othello'"),
            (&["perft"], "missing game"),
            (
                &["solve", "gounki", "x"],
                "unknown command 'solve' for gounki",
            ),
            (&["solve", "checkers"], "not available for checkers"),
            // Positions no game reaches (the "Hardening" reports).
            (
                &[
                    "moves",
                    "gounki",
                    "7r/8/[RS][RS][RS][RS][RS][RS][RS][RS]/8/[RS][RS][RS][RS][RS][RS][RS][RS]/8/\
                     [RS][RS][RS][RS][RS][RS][RS][RS]/8 w",
                ],
                "White has 24 rounds; a side has at most 8",
            ),
            (
                &["perft", "checkers", "2", "W:W13-25:B1"],
                "White has 13 pieces; a side has at most 12",
            ),
            (&["moves", "checkers", "W:W2,22:B9"], "crowning row"),
        ] {
            let err = run_args(args).unwrap_err();
            assert!(err.0.contains(needle), "{args:?}: {err}");
            assert!(!err.0.contains('\n'), "{args:?}: {err}");
        }
        // The known options still work where they belong.
        assert_eq!(
            run_args(&["moves", "checkers", "--family", "W:W18,28:B15,22"]).as_deref(),
            Ok("18x11\n18-14\n28-24")
        );
    }

    #[test]
    fn help_prints_the_usage() {
        for args in [
            &["perft", "othello", "--help"][..],
            &["moves", "gounki", "-h"],
            &["best", "--help"],
        ] {
            assert_eq!(run_args(args).as_deref(), Ok(USAGE), "{args:?}");
        }
        assert!(USAGE.contains("'--' ends the options"));
    }

    #[test]
    fn commands_are_recognised_as_os_strings() {
        assert!(is_command(&[OsString::from("perft"), OsString::from("x")]));
        assert!(is_command(&["moves"]));
        assert!(!is_command(&["--game"]));
        assert!(!is_command::<&str>(&[]));
    }

    /// A non-UTF-8 position or move is a one-line error (exit 2 in the
    /// binary), never a panic.
    #[cfg(unix)]
    #[test]
    fn non_utf8_arguments_are_one_line_errors() {
        use std::os::unix::ffi::OsStringExt;
        let bad = || OsString::from_vec(b"abc\xff".to_vec());
        for args in [
            vec![OsString::from("moves"), OsString::from("othello"), bad()],
            vec![OsString::from("play"), OsString::from("gounki"), bad()],
            vec![
                OsString::from("best"),
                OsString::from("checkers"),
                OsString::from("W:W22:B15"),
                OsString::from("--level"),
                bad(),
            ],
            vec![OsString::from("perft"), bad()],
            vec![bad()],
        ] {
            let err = run(args.clone()).unwrap_err();
            assert!(
                err.0.contains("\"abc\\xFF\" is not valid UTF-8"),
                "{args:?}: {err}"
            );
            assert!(!err.0.contains('\n'), "{err}");
        }
        assert_eq!(
            run([OsString::from("moves"), OsString::from("othello"), bad()])
                .unwrap_err()
                .0,
            "moves othello: argument \"abc\\xFF\" is not valid UTF-8 text"
        );
    }
}
