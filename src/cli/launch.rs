//! Options for starting the game window: `tavola [--game G] [--moves M]
//! [--position P] [--screenshot FILE] ...`. Parsed (with `lexopt`) and
//! validated without Bevy, so a bad argument is reported before any window
//! opens. File names stay `OsString`/`PathBuf` all the way: they need not
//! be UTF-8.

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

use super::{CliError, lexopt_error, utf8};
use crate::game_kind::GameKind;

/// How to start the game window.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LaunchOptions {
    /// Go straight into this game (otherwise the title screen).
    pub game: Option<GameKind>,
    /// Start position in the game's position notation.
    pub position: Option<String>,
    /// Moves to play at once, in the game's notation.
    pub moves: Option<String>,
    /// Write a screenshot here once everything is rendered, then exit.
    pub screenshot: Option<PathBuf>,
    /// Take the screenshot this many seconds after the last `--moves` move
    /// started animating (for mid-animation frames).
    pub screenshot_at: Option<f32>,
    /// Log frame-time statistics on exit.
    pub frame_stats: bool,
    /// Open this saved game (Othello transcript, Gounki record, checkers PDN).
    pub load: Option<PathBuf>,
    /// Show `--moves` one by one with their animations instead of at once.
    pub replay: bool,
    /// Loop through the bundled sample games, full screen, hands-off.
    pub showcase: bool,
    /// Window size in logical pixels.
    pub window_size: Option<(u32, u32)>,
    /// `--lang`: the interface language, as the lower-case primary subtag
    /// (one of [`LANGUAGES`]); `None` keeps the saved or system choice.
    pub language: Option<String>,
    /// `--lesson <game>:<chapter>.<step>`: open that step of the game's
    /// rules book.
    pub lesson: Option<(GameKind, crate::lessons::StepId)>,
    /// `--puzzle <id>`: open that bundled puzzle (its game's puzzles).
    pub puzzle: Option<(GameKind, String)>,
    /// `--setup`: open the position editor on `--game`'s board (its
    /// `--position` and `--moves`, or the start).
    pub setup: bool,
    /// `--review`: review the game put on by `--game`/`--moves` or
    /// `--load` as soon as it is on the board.
    pub review: bool,
    /// `--clock BASE[+INC]` (or `WHITE/BLACK`, or `none`): the time
    /// control of the games of this run, `Some(None)` untimed (`None`: the
    /// saved choice).
    pub clock: Option<Option<crate::clock::TimeControl>>,
}

/// The interface languages `--lang` accepts (primary subtags).
pub const LANGUAGES: &[&str] = &["en", "it", "ru", "nl", "fr", "eu"];

/// What the launch command line asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum LaunchRequest {
    /// `--help` or `-h`: print [`HELP`] and the tools' usage, exit 0.
    Help,
    /// `--version` or `-V`: print [`version`], exit 0.
    Version,
    /// Start the game window.
    Start(Box<LaunchOptions>),
}

/// What `tavola --version` prints.
#[must_use]
pub fn version() -> String {
    format!("tavola {}", env!("CARGO_PKG_VERSION"))
}

/// Text for `tavola --help`.
pub const HELP: &str = "Tavola: Othello, Gounki and Basque checkers in 3D.

usage: tavola [options]            start the game window
       tavola <tool> ...            command-line tools (see below)

options:
  --game othello|gounki|checkers   start this game directly (hotseat)
  --position \"<position>\"          start from a position (the game's notation)
  --moves \"<moves>\"                play these moves first (the game's notation)
  --load FILE                      open a saved game (.othello, .gounki, .pdn)
  --screenshot FILE.png            render, save a screenshot, exit
  --screenshot-at SECONDS          take it this long after the last move started
  --size WIDTHxHEIGHT              window size (default: the last one, or 85 % of
                                   the screen, at most 1600x900)
  --lang en|it|ru|nl|fr|eu         interface language (case-insensitive; a region
                                   such as ru_RU or fr-CA is allowed and ignored)
  --replay                         show --moves one by one, animated (exits at the end
                                   when --frame-stats is given)
  --lesson GAME:CHAPTER.STEP       open a step of a game's rules book (e.g. gounki:5.1;
                                   'tavola lessons GAME' lists them)
  --puzzle ID                      open a bundled puzzle (e.g. g-0004; 'tavola puzzles
                                   GAME' lists them)
  --clock BASE[+INC]               play on the clock: BASE in minutes, or seconds with
                                   's', INC seconds a move (--clock 5+3, --clock 30s+0);
                                   WHITE/BLACK for odds (--clock 5+3/1+0); 'none': untimed
  --review                         review the game of --moves or --load (graded moves,
                                   the evaluation graph, the better moves)
  --setup                          open the position editor on --game's board
                                   (--position and --moves, or the start)
  --showcase                       full screen, hands-off: replay the bundled sample
                                   games of all three games in a loop (any key or
                                   click: title screen)
  --frame-stats                    draw continuously; print frame-time statistics
                                   (moving vs still) on exit
  --help, -h                       this text
  --version, -V                    the version
Values may begin with '-' (--position \"--OOO---...\").
";

impl LaunchOptions {
    /// Parses the arguments after the program name; `--help` is an error
    /// here (see [`parse_command_line`] for the binary's entry point).
    pub fn parse<I>(args: I) -> Result<LaunchOptions, CliError>
    where
        I: IntoIterator,
        I::Item: Into<OsString>,
    {
        match parse_command_line(args)? {
            LaunchRequest::Start(options) => Ok(*options),
            LaunchRequest::Help => Err(CliError::new(
                "--help prints the help text; it starts nothing",
            )),
            LaunchRequest::Version => Err(CliError::new(
                "--version prints the version; it starts nothing",
            )),
        }
    }
}

/// Parses the launch arguments (after the program name): the options, or
/// the request for help (`--help`/`-h`, which wins over anything after it).
pub fn parse_command_line<I>(args: I) -> Result<LaunchRequest, CliError>
where
    I: IntoIterator,
    I::Item: Into<OsString>,
{
    use lexopt::Arg::{Long, Short, Value};
    let mut opts = LaunchOptions::default();
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(lexopt_error)? {
        match arg {
            Long("help") | Short('h') => return Ok(LaunchRequest::Help),
            Long("version") | Short('V') => return Ok(LaunchRequest::Version),
            Long("game") => {
                let text = utf8("--game", parser.value().map_err(lexopt_error)?)?;
                opts.game = Some(GameKind::parse(&text).ok_or_else(|| {
                    CliError::new(format!(
                        "--game: unknown game '{text}' (expected othello, gounki or checkers)"
                    ))
                })?);
            }
            Long("position") => {
                opts.position = Some(utf8("--position", parser.value().map_err(lexopt_error)?)?);
            }
            Long("moves") => {
                opts.moves = Some(utf8("--moves", parser.value().map_err(lexopt_error)?)?);
            }
            Long("screenshot") => {
                opts.screenshot = Some(PathBuf::from(parser.value().map_err(lexopt_error)?));
            }
            Long("screenshot-at") => {
                let text = utf8("--screenshot-at", parser.value().map_err(lexopt_error)?)?;
                let secs: f32 = text.parse().map_err(|_| {
                    CliError::new(format!(
                        "--screenshot-at: '{text}' is not a number of seconds"
                    ))
                })?;
                if !(0.0..=600.0).contains(&secs) {
                    return Err(CliError::new(
                        "--screenshot-at: must be between 0 and 600 seconds",
                    ));
                }
                opts.screenshot_at = Some(secs);
            }
            Long("size") => {
                let text = utf8("--size", parser.value().map_err(lexopt_error)?)?;
                opts.window_size = Some(parse_size(&text)?);
            }
            Long("lang") => {
                let text = utf8("--lang", parser.value().map_err(lexopt_error)?)?;
                opts.language = Some(parse_language(&text)?.to_string());
            }
            Long("lesson") => {
                let text = utf8("--lesson", parser.value().map_err(lexopt_error)?)?;
                opts.lesson = Some(parse_lesson(&text)?);
            }
            Long("puzzle") => {
                let text = utf8("--puzzle", parser.value().map_err(lexopt_error)?)?;
                opts.puzzle = Some(parse_puzzle(&text)?);
            }
            Long("frame-stats") => opts.frame_stats = true,
            Long("replay") => opts.replay = true,
            Long("showcase") => opts.showcase = true,
            Long("setup") => opts.setup = true,
            Long("review") => opts.review = true,
            Long("clock") => {
                let text = utf8("--clock", parser.value().map_err(lexopt_error)?)?;
                opts.clock = Some(parse_clock(&text)?);
            }
            Long("load") => opts.load = Some(PathBuf::from(parser.value().map_err(lexopt_error)?)),
            Long(other) => {
                return Err(CliError::new(format!(
                    "unknown argument '--{other}' (try --help)"
                )));
            }
            Short(other) => {
                return Err(CliError::new(format!(
                    "unknown argument '-{other}' (try --help)"
                )));
            }
            Value(other) => {
                return Err(CliError::new(format!(
                    "unknown argument '{}' (try --help)",
                    other.to_string_lossy()
                )));
            }
        }
    }
    check(&opts)?;
    Ok(LaunchRequest::Start(Box::new(opts)))
}

/// `--clock`'s value: a time control, or `none` (untimed, whatever the
/// settings say).
fn parse_clock(text: &str) -> Result<Option<crate::clock::TimeControl>, CliError> {
    if text.trim().eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    text.parse()
        .map(Some)
        .map_err(|e: String| CliError::new(format!("--clock: {e}")))
}

/// `<game>:<chapter>.<step>`, a step that the game's book has.
fn parse_lesson(text: &str) -> Result<(GameKind, crate::lessons::StepId), CliError> {
    let usage = || {
        CliError::new(format!(
            "--lesson: '{text}' is not <game>:<chapter>.<step> (e.g. gounki:5.1)"
        ))
    };
    let (game, step) = text.split_once(':').ok_or_else(usage)?;
    let kind = GameKind::parse(game).ok_or_else(|| {
        CliError::new(format!(
            "--lesson: unknown game '{game}' (expected othello, gounki or checkers)"
        ))
    })?;
    let id = crate::lessons::StepId::parse(step).ok_or_else(usage)?;
    if crate::lessons::step(crate::lessons::book(kind), id).is_none() {
        return Err(CliError::new(format!(
            "--lesson: the {} book has no step {id} (see 'tavola lessons {}')",
            kind.id(),
            kind.id()
        )));
    }
    Ok((kind, id))
}

/// A bundled puzzle's id, and its game.
fn parse_puzzle(text: &str) -> Result<(GameKind, String), CliError> {
    let id = text.trim();
    crate::puzzles::registry::bundled_by_id(id)
        .map(|p| (p.game, p.id.clone()))
        .ok_or_else(|| {
            CliError::new(format!(
                "--puzzle: no bundled puzzle '{id}' ('tavola puzzles othello|gounki|checkers' lists them)"
            ))
        })
}

/// The combinations of options that make no sense.
fn check(opts: &LaunchOptions) -> Result<(), CliError> {
    if opts.lesson.is_some()
        && (opts.game.is_some() || opts.load.is_some() || opts.showcase || opts.replay)
    {
        return Err(CliError::new(
            "--lesson cannot be combined with --game, --load, --replay or --showcase",
        ));
    }
    if opts.puzzle.is_some()
        && (opts.lesson.is_some()
            || opts.game.is_some()
            || opts.load.is_some()
            || opts.showcase
            || opts.replay
            || opts.setup
            || opts.review)
    {
        return Err(CliError::new(
            "--puzzle cannot be combined with --game, --load, --lesson, --replay, --review, --setup or --showcase",
        ));
    }
    if opts.load.is_some() && (opts.moves.is_some() || opts.position.is_some()) {
        return Err(CliError::new(
            "--load cannot be combined with --moves or --position",
        ));
    }
    if (opts.moves.is_some() || opts.position.is_some()) && opts.game.is_none() {
        return Err(CliError::new("--moves and --position need --game"));
    }
    if opts.showcase && (opts.game.is_some() || opts.load.is_some() || opts.replay) {
        return Err(CliError::new(
            "--showcase cannot be combined with --game, --load or --replay",
        ));
    }
    if opts.setup && (opts.game.is_none() || opts.replay) {
        return Err(CliError::new(
            "--setup needs --game (and cannot be combined with --replay)",
        ));
    }
    if opts.review && ((opts.game.is_none() && opts.load.is_none()) || opts.setup || opts.replay) {
        return Err(CliError::new(
            "--review needs --game with --moves, or --load (and cannot be combined with --setup or --replay)",
        ));
    }
    if opts.replay && opts.moves.is_none() {
        return Err(CliError::new("--replay needs --moves"));
    }
    if opts.screenshot_at.is_some() && opts.screenshot.is_none() {
        return Err(CliError::new("--screenshot-at needs --screenshot"));
    }
    if let Some(path) = &opts.screenshot
        && !ends_with_png(path.as_os_str())
    {
        return Err(CliError::new(format!(
            "--screenshot: '{}' must end in .png",
            path.display()
        )));
    }
    Ok(())
}

/// Whether a file name ends in `.png` (any case), whatever its encoding.
fn ends_with_png(name: &OsStr) -> bool {
    let bytes = name.as_encoded_bytes();
    bytes.len() >= 4 && bytes[bytes.len() - 4..].eq_ignore_ascii_case(b".png")
}

/// The language of a `--lang` tag: its primary subtag (before `-`, `_`,
/// `.` or `@`, as in `pt-BR`, `ru_RU.UTF-8`), lower-cased, if it is one of
/// [`LANGUAGES`].
pub fn parse_language(tag: &str) -> Result<&'static str, CliError> {
    let primary = tag
        .split(['-', '_', '.', '@'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    LANGUAGES
        .iter()
        .copied()
        .find(|&lang| lang == primary)
        .ok_or_else(|| {
            CliError::new(format!(
                "--lang: unknown language '{tag}' (expected one of {})",
                LANGUAGES.join(", ")
            ))
        })
}

fn parse_size(text: &str) -> Result<(u32, u32), CliError> {
    let bad = || {
        CliError::new(format!(
            "--size: '{text}' is not WIDTHxHEIGHT (e.g. 1280x720)"
        ))
    };
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.parse().map_err(|_| bad())?;
    let h: u32 = h.parse().map_err(|_| bad())?;
    if !(320..=7680).contains(&w) || !(240..=4320).contains(&h) {
        return Err(CliError::new(format!("--size: {w}x{h} is out of range")));
    }
    Ok((w, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_string()).collect()
    }

    #[test]
    fn clock_option_reads_the_issue_forms_and_refuses_bad_ones() {
        let clock = |arg: &str| LaunchOptions::parse(["--clock", arg]).map(|o| o.clock);
        let five = Some(Some("5+3".parse().expect("a time control")));
        assert_eq!(clock("5+3"), Ok(five));
        assert_eq!(
            clock("30s+0").map(|c| c.flatten().map(|tc| tc.white.base.as_secs())),
            Ok(Some(30))
        );
        assert_eq!(clock("none"), Ok(Some(None)));
        let odds = clock("5+3/1+0").expect("odds").flatten().expect("timed");
        assert!(odds.is_odds());
        for bad in ["", "5+", "fast", "0+0", "5+3/"] {
            let err = clock(bad).expect_err(bad);
            assert!(err.to_string().starts_with("--clock: "), "{err}");
        }
        assert_eq!(
            LaunchOptions::parse(["--game", "othello"]).map(|o| o.clock),
            Ok(None)
        );
    }

    #[test]
    fn parses_a_screenshot_launch() {
        let o = LaunchOptions::parse(args(&[
            "--game",
            "othello",
            "--moves",
            "f5d6",
            "--screenshot",
            "a.png",
        ]))
        .unwrap();
        assert_eq!(o.game, Some(GameKind::Othello));
        assert_eq!(o.moves.as_deref(), Some("f5d6"));
        assert_eq!(o.screenshot.as_deref(), Some(std::path::Path::new("a.png")));
    }

    #[test]
    fn parses_a_lesson_step() {
        let o = LaunchOptions::parse(args(&["--lesson", "Othello:3.1"])).unwrap();
        assert_eq!(
            o.lesson,
            Some((
                GameKind::Othello,
                crate::lessons::StepId {
                    chapter: 3,
                    step: 1
                }
            ))
        );
        for (bad, says) in [
            ("othello", "is not <game>"),
            ("chess:1.1", "unknown game 'chess'"),
            ("othello:99.1", "has no step 99.1"),
            ("othello:1.x", "is not <game>"),
        ] {
            let err = LaunchOptions::parse(args(&["--lesson", bad])).unwrap_err();
            assert!(err.to_string().contains(says), "{bad}: {err}");
        }
        let err =
            LaunchOptions::parse(args(&["--lesson", "othello:1.1", "--showcase"])).unwrap_err();
        assert!(
            err.to_string().contains("--lesson cannot be combined"),
            "{err}"
        );
        assert!(HELP.contains("--lesson"));
    }

    #[test]
    fn parses_a_bundled_puzzle() {
        let o = LaunchOptions::parse(args(&["--puzzle", "g-0004", "--size", "1024x600"])).unwrap();
        assert_eq!(o.puzzle, Some((GameKind::Gounki, "g-0004".to_string())));
        for (bad, says) in [
            ("x-0001", "no bundled puzzle 'x-0001'"),
            ("o-9999", "no bundled puzzle 'o-9999'"),
        ] {
            let err = LaunchOptions::parse(args(&["--puzzle", bad])).unwrap_err();
            assert!(err.to_string().contains(says), "{bad}: {err}");
        }
        let err =
            LaunchOptions::parse(args(&["--puzzle", "c-0001", "--game", "checkers"])).unwrap_err();
        assert!(
            err.to_string().contains("--puzzle cannot be combined"),
            "{err}"
        );
        assert!(HELP.contains("--puzzle"));
    }

    #[test]
    fn parses_showcase_alone_only() {
        let o = LaunchOptions::parse(args(&["--showcase", "--size", "800x600"])).unwrap();
        assert!(o.showcase);
        let err = LaunchOptions::parse(args(&["--showcase", "--game", "gounki"])).unwrap_err();
        assert!(
            err.to_string().contains("--showcase cannot be combined"),
            "{err}"
        );
        assert!(HELP.contains("--showcase"));
    }

    #[test]
    fn rejects_bad_arguments_with_a_message() {
        for (list, needle) in [
            (&["--game", "chess"][..], "unknown game"),
            (&["--moves"][..], "needs a value"),
            (&["--moves", "f5"][..], "need --game"),
            (&["--bogus"][..], "unknown argument"),
            (&["--setup"][..], "--setup needs --game"),
            (&["--review"][..], "--review needs"),
            (&["stray"][..], "unknown argument 'stray'"),
            (&["--replay=yes", "--moves", "f5"][..], "takes no value"),
            (&["--lang"][..], "needs a value"),
            (&["--game", "othello", "--screenshot", "x.jpg"][..], ".png"),
            (&["--size", "12"][..], "WIDTHxHEIGHT"),
            (
                &["--game", "othello", "--screenshot-at", "1"][..],
                "needs --screenshot",
            ),
        ] {
            let err = LaunchOptions::parse(args(list)).unwrap_err();
            assert!(err.0.contains(needle), "{list:?}: {}", err.0);
        }
    }

    #[test]
    fn help_and_lexopt_forms() {
        for list in [&["--help"][..], &["-h"], &["--game", "othello", "--help"]] {
            assert_eq!(parse_command_line(args(list)), Ok(LaunchRequest::Help));
        }
        for list in [
            &["--version"][..],
            &["-V"],
            &["--game", "othello", "--version"],
        ] {
            assert_eq!(parse_command_line(args(list)), Ok(LaunchRequest::Version));
        }
        assert!(LaunchOptions::parse(args(&["--help"])).is_err());
        // `--name=value` works, and a value may begin with '-' (an Othello
        // board with empty a1 and b1).
        let board = "--OOO---XXOO----XXXXOOOOXXXXOX--XXXOXX--XXOOO------OOO-----O---- X";
        let o = LaunchOptions::parse(args(&["--game=othello", "--position", board])).unwrap();
        assert_eq!(o.game, Some(GameKind::Othello));
        assert_eq!(o.position.as_deref(), Some(board));
        let o = LaunchOptions::parse(args(&["--game", "othello", "--moves", "-"])).unwrap();
        assert_eq!(o.moves.as_deref(), Some("-"));
        assert_eq!(
            LaunchOptions::parse(args(&[])).unwrap(),
            LaunchOptions::default()
        );
    }

    #[test]
    fn lang_takes_the_primary_subtag_of_six_languages() {
        for (tag, lang) in [
            ("en", "en"),
            ("IT", "it"),
            ("ru_RU", "ru"),
            ("ru_RU.UTF-8", "ru"),
            ("nl-BE", "nl"),
            ("Fr-CA", "fr"),
            ("eu", "eu"),
        ] {
            let o = LaunchOptions::parse(args(&["--lang", tag])).unwrap();
            assert_eq!(o.language.as_deref(), Some(lang), "{tag}");
        }
        assert_eq!(LaunchOptions::parse(args(&[])).unwrap().language, None);
        for tag in ["pt-BR", "de", "", "english", "-ru"] {
            let err = LaunchOptions::parse(args(&["--lang", tag])).unwrap_err();
            assert_eq!(
                err.0,
                format!(
                    "--lang: unknown language '{tag}' (expected one of en, it, ru, nl, fr, eu)"
                ),
                "{tag}"
            );
        }
        assert!(HELP.contains("--lang en|it|ru|nl|fr|eu"));
    }

    /// File names are `OsString`s: a Latin-1 name (`caf\xe9.pdn`) is kept
    /// byte for byte; a non-UTF-8 position or move list is a one-line error.
    #[cfg(unix)]
    #[test]
    fn non_utf8_paths_work_and_non_utf8_text_is_an_error() {
        use std::os::unix::ffi::{OsStrExt, OsStringExt};
        let latin1 = |bytes: &[u8]| OsString::from_vec(bytes.to_vec());
        let o = LaunchOptions::parse([OsString::from("--load"), latin1(b"caf\xe9.pdn")]).unwrap();
        assert_eq!(
            o.load.as_deref().map(|p| p.as_os_str().as_bytes()),
            Some(&b"caf\xe9.pdn"[..])
        );
        let o = LaunchOptions::parse([
            OsString::from("--screenshot"),
            latin1(b"/tmp/\xe9t\xe9.PNG"),
        ])
        .unwrap();
        assert_eq!(
            o.screenshot.as_deref().map(|p| p.as_os_str().as_bytes()),
            Some(&b"/tmp/\xe9t\xe9.PNG"[..])
        );
        let err = LaunchOptions::parse([OsString::from("--screenshot"), latin1(b"\xe9.jpg")])
            .unwrap_err();
        assert!(err.0.contains(".png"), "{err}");
        for option in ["--moves", "--position", "--game", "--lang", "--size"] {
            let err = LaunchOptions::parse([
                OsString::from("--game"),
                OsString::from("othello"),
                OsString::from(option),
                latin1(b"f5\xffd6"),
            ])
            .unwrap_err();
            assert_eq!(
                err.0,
                format!("{option}: argument \"f5\\xFFd6\" is not valid UTF-8 text"),
            );
        }
        let err = LaunchOptions::parse([latin1(b"\xff")]).unwrap_err();
        assert!(err.0.starts_with("unknown argument"), "{err}");
    }
}
