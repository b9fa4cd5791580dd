//! Options for starting the game window: `tavola [--game G] [--moves M]
//! [--position P] [--screenshot FILE] ...`. Parsed and validated without
//! Bevy, so a bad argument is reported before any window opens.

use super::CliError;
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
    pub screenshot: Option<String>,
    /// Take the screenshot this many seconds after the last `--moves` move
    /// started animating (for mid-animation frames).
    pub screenshot_at: Option<f32>,
    /// Log frame-time statistics on exit.
    pub frame_stats: bool,
    /// Open this saved game (Othello transcript, Gounki record, checkers PDN).
    pub load: Option<String>,
    /// Show `--moves` one by one with their animations instead of at once.
    pub replay: bool,
    /// Loop through the bundled sample games, full screen, hands-off.
    pub showcase: bool,
    /// Window size in logical pixels.
    pub window_size: Option<(u32, u32)>,
    /// The interface language for this run (a lower-case primary tag).
    pub language: Option<String>,
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
  --size WIDTHxHEIGHT              window size (default 1280x720)
  --replay                         show --moves one by one, animated (exits at the end
                                   when --frame-stats is given)
  --showcase                       full screen, hands-off: replay the bundled sample
                                   games of all three games in a loop (any key or
                                   click: title screen)
  --frame-stats                    draw continuously; print frame-time statistics
                                   (moving vs still) on exit
  --help                           this text
";

impl LaunchOptions {
    /// Parses the arguments after the program name.
    pub fn parse(args: &[String]) -> Result<LaunchOptions, CliError> {
        let mut opts = LaunchOptions::default();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let mut value = |name: &str| {
                it.next()
                    .cloned()
                    .ok_or_else(|| CliError::new(format!("option '{name}' needs a value")))
            };
            match arg.as_str() {
                "--game" => {
                    let text = value("--game")?;
                    opts.game = Some(GameKind::parse(&text).ok_or_else(|| {
                        CliError::new(format!(
                            "--game: unknown game '{text}' (expected othello, gounki or checkers)"
                        ))
                    })?);
                }
                "--position" => opts.position = Some(value("--position")?),
                "--moves" => opts.moves = Some(value("--moves")?),
                "--screenshot" => opts.screenshot = Some(value("--screenshot")?),
                "--screenshot-at" => {
                    let text = value("--screenshot-at")?;
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
                "--size" => {
                    let text = value("--size")?;
                    opts.window_size = Some(parse_size(&text)?);
                }
                "--frame-stats" => opts.frame_stats = true,
                "--replay" => opts.replay = true,
                "--showcase" => opts.showcase = true,
                "--load" => opts.load = Some(value("--load")?),
                "--lang" => opts.language = Some(value("--lang")?.to_ascii_lowercase()),
                other => {
                    return Err(CliError::new(format!(
                        "unknown argument '{other}' (try --help)"
                    )));
                }
            }
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
        if opts.replay && opts.moves.is_none() {
            return Err(CliError::new("--replay needs --moves"));
        }
        if opts.screenshot_at.is_some() && opts.screenshot.is_none() {
            return Err(CliError::new("--screenshot-at needs --screenshot"));
        }
        if let Some(path) = &opts.screenshot
            && !path.to_ascii_lowercase().ends_with(".png")
        {
            return Err(CliError::new(format!(
                "--screenshot: '{path}' must end in .png"
            )));
        }
        Ok(opts)
    }
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
    fn parses_a_screenshot_launch() {
        let o = LaunchOptions::parse(&args(&[
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
        assert_eq!(o.screenshot.as_deref(), Some("a.png"));
    }

    #[test]
    fn parses_showcase_alone_only() {
        let o = LaunchOptions::parse(&args(&["--showcase", "--size", "800x600"])).unwrap();
        assert!(o.showcase);
        let err = LaunchOptions::parse(&args(&["--showcase", "--game", "gounki"])).unwrap_err();
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
            (&["--game", "othello", "--screenshot", "x.jpg"][..], ".png"),
            (&["--size", "12"][..], "WIDTHxHEIGHT"),
            (
                &["--game", "othello", "--screenshot-at", "1"][..],
                "needs --screenshot",
            ),
        ] {
            let err = LaunchOptions::parse(&args(list)).unwrap_err();
            assert!(err.0.contains(needle), "{list:?}: {}", err.0);
        }
    }
}
