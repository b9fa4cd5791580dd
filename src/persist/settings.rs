//! The player's settings, kept in `settings.cfg` in the preferences
//! directory.
//!
//! # Format
//!
//! UTF-8 text, one `key = value` per line; blank lines and lines starting
//! with `#` are ignored. Keys, values and defaults:
//!
//! | key | values | default |
//! |---|---|---|
//! | `animation_speed` | `slow`, `normal`, `fast`, `instant` | `normal` |
//! | `reduced_motion` | `true` / `false` | `false` |
//! | `legal_hints` | bool | `true` |
//! | `last_move_marker` | bool | `true` |
//! | `coordinates` | bool | `true` |
//! | `camera_auto_swap` | bool | `true` (the camera turns to the side to move in Gounki and checkers) |
//! | `checkers_family` | bool | `false` |
//! | `scores_on_board` | bool (every legal move's score during a person's turn) | `false` |
//! | `engine_threads` | `auto` (the cores but one) or 1..=64 (the engines' searches) | `auto` |
//! | `controller_sides` | `any` (any controller plays the side to move), `black-white` (in a game between two people, controller 1 plays Black and controller 2 White), `white-black` | `any` |
//! | `volume_master` | 0..=100 | 80 |
//! | `volume_effects` | 0..=100 | 100 |
//! | `volume_interface` | 0..=100 | 100 |
//! | `volume_ambience` | 0..=100 | 60 |
//! | `muted` | bool | `false` |
//! | `ambience` | bool (the ambience loop) | `false` |
//! | `window_size` | `WIDTHxHEIGHT` in logical pixels (320..=16384 each), or `auto` | `auto` (1280×720) |
//! | `window_position` | `X,Y` of the window's corner on the desktop, or `auto` | `auto` (the desktop places it) |
//! | `fullscreen` | bool (borderless, on the window's monitor; F11) | `false` |
//! | `language` | a language tag, or `system` (the system's language) | `system` |
//! | `theme` | `default`, `high-contrast` | `default` |
//! | `graphics_quality` | `auto` (from the graphics adapter: a software renderer gets `low`), `low`, `medium`, `high` | `auto` |
//! | `ui_size` | the interface's size in percent, 90..=150 (on top of the desktop's own scale) | 100 |
//! | `time_control` | `none`, or a time control as `--clock` takes it: `5+3` (minutes + seconds a move), `30s+0`, `5+3/1+0` (White's, then Black's) | `none` |
//! | `clock_pause_unfocused` | when the window loses focus (or is minimised) the clocks pause: `hotseat` (in games between two people), `always`, `never` | `hotseat` |
//!
//! Booleans also read `yes`/`no`, `on`/`off`, `1`/`0`. Reading is forgiving
//! key by key: a bad value or a repeated key is a warning (the key keeps its
//! default, or the last good value); an unknown key is a warning too, but it
//! is kept and written back, so that a newer version's settings survive an
//! older one. A file that cannot be read, is not UTF-8, or has a line that
//! is not `key = value` is *corrupt*: every setting falls back to its
//! default and [`Settings::from_corrupt_file`] is set, so the caller leaves
//! the file alone until the player changes a setting. So is a file larger
//! than [`MAX_FILE_BYTES`] (64 KiB; the file the game writes is about 400
//! bytes): it is not read at all, whatever it holds.

use std::fmt;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::atomic::write_atomic;
use super::dirs;

/// The settings file's name in the preferences directory.
pub const FILE_NAME: &str = "settings.cfg";

/// Settings files larger than this are corrupt (not read; the defaults are
/// used). The game's own file is a few hundred bytes.
pub const MAX_FILE_BYTES: usize = 64 * 1024;

/// How fast moves are animated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AnimationSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// No animation: pieces jump to their places.
    Instant,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
        AnimationSpeed::Instant,
    ];

    /// The word in the settings file.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Instant => "instant",
        }
    }

    /// What animation durations are multiplied by (0 for instant).
    #[must_use]
    pub const fn duration_scale(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 1.6,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Instant => 0.0,
        }
    }

    #[must_use]
    pub fn parse(text: &str) -> Option<AnimationSpeed> {
        AnimationSpeed::ALL
            .into_iter()
            .find(|s| s.id().eq_ignore_ascii_case(text))
    }
}

/// The colour theme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Theme {
    #[default]
    Default,
    HighContrast,
}

impl Theme {
    pub const ALL: [Theme; 2] = [Theme::Default, Theme::HighContrast];

    /// The word in the settings file.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Theme::Default => "default",
            Theme::HighContrast => "high-contrast",
        }
    }

    #[must_use]
    pub fn parse(text: &str) -> Option<Theme> {
        Theme::ALL
            .into_iter()
            .find(|t| t.id().eq_ignore_ascii_case(text))
    }
}

/// Which side each gamepad plays in a game between two people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ControllerSides {
    /// Any controller plays the side to move.
    #[default]
    Any,
    /// Controller 1 plays Black, controller 2 White.
    BlackWhite,
    /// Controller 1 plays White, controller 2 Black.
    WhiteBlack,
}

impl ControllerSides {
    pub const ALL: [ControllerSides; 3] = [
        ControllerSides::Any,
        ControllerSides::BlackWhite,
        ControllerSides::WhiteBlack,
    ];

    /// The word in the settings file.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            ControllerSides::Any => "any",
            ControllerSides::BlackWhite => "black-white",
            ControllerSides::WhiteBlack => "white-black",
        }
    }

    #[must_use]
    pub fn parse(text: &str) -> Option<ControllerSides> {
        ControllerSides::ALL
            .into_iter()
            .find(|t| t.id().eq_ignore_ascii_case(text))
    }

    /// The next choice (the settings dialog cycles through them).
    #[must_use]
    pub fn next(self) -> ControllerSides {
        let at = ControllerSides::ALL
            .iter()
            .position(|&c| c == self)
            .unwrap_or(0);
        ControllerSides::ALL[(at + 1) % ControllerSides::ALL.len()]
    }

    /// The side controller `number` (1, 2, …) plays; `None`: any side
    /// (the third controller and later always play any side).
    #[must_use]
    pub fn side_of(self, number: usize) -> Option<crate::rules::Side> {
        use crate::rules::Side;
        let (first, second) = match self {
            ControllerSides::Any => return None,
            ControllerSides::BlackWhite => (Side::Black, Side::White),
            ControllerSides::WhiteBlack => (Side::White, Side::Black),
        };
        match number {
            1 => Some(first),
            2 => Some(second),
            _ => None,
        }
    }
}

/// When losing the window's focus pauses a timed game's clocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PauseUnfocused {
    /// In a game between two people (against the computer the clock goes
    /// on, as it would over the board).
    #[default]
    Hotseat,
    Always,
    Never,
}

impl PauseUnfocused {
    pub const ALL: [PauseUnfocused; 3] = [
        PauseUnfocused::Hotseat,
        PauseUnfocused::Always,
        PauseUnfocused::Never,
    ];

    /// The word in the settings file.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            PauseUnfocused::Hotseat => "hotseat",
            PauseUnfocused::Always => "always",
            PauseUnfocused::Never => "never",
        }
    }

    #[must_use]
    pub fn parse(text: &str) -> Option<PauseUnfocused> {
        PauseUnfocused::ALL
            .into_iter()
            .find(|p| p.id().eq_ignore_ascii_case(text))
    }

    /// The next choice (the settings dialog cycles through them).
    #[must_use]
    pub fn next(self) -> PauseUnfocused {
        let at = PauseUnfocused::ALL
            .iter()
            .position(|&p| p == self)
            .unwrap_or(0);
        PauseUnfocused::ALL[(at + 1) % PauseUnfocused::ALL.len()]
    }
}

/// Sound volumes, each 0..=100.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Volumes {
    pub master: u8,
    pub effects: u8,
    pub interface: u8,
    pub ambience: u8,
}

impl Default for Volumes {
    fn default() -> Self {
        Volumes {
            master: 80,
            effects: 100,
            interface: 100,
            ambience: 60,
        }
    }
}

/// Every setting (see the module docs for the file format).
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub animation_speed: AnimationSpeed,
    pub reduced_motion: bool,
    pub legal_hints: bool,
    pub last_move_marker: bool,
    pub coordinates: bool,
    pub camera_auto_swap: bool,
    pub checkers_family: bool,
    /// Every legal move's score shown on the board during a person's turn.
    pub scores_on_board: bool,
    /// Threads of the engines' searches (`None`: automatic).
    pub engine_threads: Option<u16>,
    /// Which side each controller plays between two people.
    pub controller_sides: ControllerSides,
    pub volumes: Volumes,
    pub muted: bool,
    /// Whether the soft ambience loop plays.
    pub ambience: bool,
    /// The window's size and place when the game last closed (`None`:
    /// the default size, placed by the desktop), and whether it was full
    /// screen.
    pub window_size: Option<(u32, u32)>,
    pub window_position: Option<(i32, i32)>,
    pub fullscreen: bool,
    /// A language tag the player chose, or `None` to follow the system's
    /// language (written `system`).
    pub language: Option<String>,
    pub theme: Theme,
    /// The graphics quality the player chose (`None`: automatic).
    pub graphics_quality: Option<Quality>,
    /// The interface's size in percent (90..=150).
    pub ui_size: u16,
    /// The clock of new games (`None`: untimed).
    pub time_control: Option<crate::clock::TimeControl>,
    /// When losing focus pauses the clocks.
    pub clock_pause_unfocused: PauseUnfocused,
    /// Keys this version does not know, with their values, in file order:
    /// written back unchanged.
    pub unknown: Vec<(String, String)>,
    /// Set by [`Settings::load`] when the file was corrupt and these are the
    /// defaults: do not save until the player changes something (then clear
    /// it). Never written to the file.
    pub from_corrupt_file: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            animation_speed: AnimationSpeed::default(),
            reduced_motion: false,
            legal_hints: true,
            last_move_marker: true,
            coordinates: true,
            camera_auto_swap: true,
            checkers_family: false,
            scores_on_board: false,
            engine_threads: None,
            controller_sides: ControllerSides::Any,
            volumes: Volumes::default(),
            muted: false,
            ambience: false,
            window_size: None,
            window_position: None,
            fullscreen: false,
            graphics_quality: None,
            ui_size: 100,
            time_control: None,
            clock_pause_unfocused: PauseUnfocused::Hotseat,
            language: None,
            theme: Theme::default(),
            unknown: Vec::new(),
            from_corrupt_file: false,
        }
    }
}

/// Why one line could not be used.
#[derive(Debug)]
struct BadValue(String);

impl fmt::Display for BadValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn parse_bool(value: &str) -> Result<bool, BadValue> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err(BadValue(format!("'{value}' is not true or false"))),
    }
}

fn parse_volume(value: &str) -> Result<u8, BadValue> {
    value
        .parse::<u8>()
        .ok()
        .filter(|v| *v <= 100)
        .ok_or_else(|| BadValue(format!("'{value}' is not a volume from 0 to 100")))
}

/// A graphics quality level (`graphics_quality`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quality {
    Low,
    Medium,
    High,
}

impl Quality {
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Quality::Low => "low",
            Quality::Medium => "medium",
            Quality::High => "high",
        }
    }

    #[must_use]
    pub fn parse(text: &str) -> Option<Quality> {
        [Quality::Low, Quality::Medium, Quality::High]
            .into_iter()
            .find(|q| q.id().eq_ignore_ascii_case(text))
    }
}

/// The interface sizes a player can choose, in percent (`ui_size`).
pub const UI_SIZES: std::ops::RangeInclusive<u16> = 90..=150;

/// The window sizes a settings file may ask for, each side (logical px).
pub const WINDOW_SIDES: std::ops::RangeInclusive<u32> = 320..=16384;

fn parse_window_size(value: &str) -> Result<Option<(u32, u32)>, BadValue> {
    if value == "auto" {
        return Ok(None);
    }
    let size = value
        .split_once('x')
        .and_then(|(w, h)| Some((w.trim().parse::<u32>().ok()?, h.trim().parse::<u32>().ok()?)))
        .filter(|(w, h)| WINDOW_SIDES.contains(w) && WINDOW_SIDES.contains(h));
    size.map(Some).ok_or_else(|| {
        BadValue(format!(
            "'{value}' is not WIDTHxHEIGHT with sides from 320 to 16384, or auto"
        ))
    })
}

fn parse_window_position(value: &str) -> Result<Option<(i32, i32)>, BadValue> {
    if value == "auto" {
        return Ok(None);
    }
    let limit = 1_000_000;
    value
        .split_once(',')
        .and_then(|(x, y)| Some((x.trim().parse::<i32>().ok()?, y.trim().parse::<i32>().ok()?)))
        .filter(|(x, y)| x.abs() < limit && y.abs() < limit)
        .map(Some)
        .ok_or_else(|| BadValue(format!("'{value}' is not X,Y or auto")))
}

fn parse_language(value: &str) -> Result<Option<String>, BadValue> {
    if value == "system" {
        return Ok(None);
    }
    let ok = (1..=16).contains(&value.len())
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-');
    if ok {
        Ok(Some(value.to_string()))
    } else {
        Err(BadValue(format!("'{value}' is not a language tag")))
    }
}

/// Why a whole file is unusable.
enum Corrupt {
    Line(usize, String),
    File(String),
}

impl Settings {
    /// The settings file in the preferences directory, if it can be found.
    #[must_use]
    pub fn default_path() -> Option<PathBuf> {
        dirs::config_dir().map(|d| d.join(FILE_NAME))
    }

    /// Reads the settings at `path`. A missing file gives the defaults and
    /// no warning; see the module docs for bad values and corrupt files
    /// (too large, unreadable, not UTF-8, a line that is not `key = value`).
    #[must_use]
    pub fn load(path: &Path) -> (Settings, Vec<String>) {
        let origin = format!("settings file {}", path.display());
        let mut bytes = Vec::new();
        let read = std::fs::File::open(path).and_then(|file| {
            // One byte past the cap tells a file that is too large.
            file.take(MAX_FILE_BYTES as u64 + 1).read_to_end(&mut bytes)
        });
        match read {
            Err(e) if e.kind() == io::ErrorKind::NotFound => (Settings::default(), Vec::new()),
            Err(e) => Settings::corrupt(&origin, Corrupt::File(format!("cannot be read ({e})"))),
            Ok(_) => Settings::from_bytes(&origin, &bytes),
        }
    }

    /// Reads settings from the text of a settings file, as [`Settings::load`]
    /// does once the file is read (a corrupt text gives the defaults, with
    /// [`Settings::from_corrupt_file`] set and one warning).
    #[must_use]
    pub fn from_text(text: &str) -> (Settings, Vec<String>) {
        Settings::from_bytes("settings text", text.as_bytes())
    }

    fn from_bytes(origin: &str, bytes: &[u8]) -> (Settings, Vec<String>) {
        if bytes.len() > MAX_FILE_BYTES {
            return Settings::corrupt(
                origin,
                Corrupt::File(format!(
                    "is larger than {} KiB, far more than settings take, so it was not read",
                    MAX_FILE_BYTES / 1024
                )),
            );
        }
        match std::str::from_utf8(bytes) {
            Err(_) => Settings::corrupt(origin, Corrupt::File("is not UTF-8 text".into())),
            Ok(text) => match Settings::parse(text) {
                Ok(found) => found,
                Err(c) => Settings::corrupt(origin, c),
            },
        }
    }

    fn corrupt(origin: &str, why: Corrupt) -> (Settings, Vec<String>) {
        let why = match why {
            Corrupt::Line(n, reason) => format!("line {n}: {reason}"),
            Corrupt::File(reason) => reason,
        };
        let settings = Settings {
            from_corrupt_file: true,
            ..Settings::default()
        };
        let warning = format!(
            "{origin} is corrupt ({why}): using the defaults; the file is kept until a setting changes"
        );
        (settings, vec![warning])
    }

    /// Parses the text of a settings file: the settings and the warnings, or
    /// the first line that is not `key = value`.
    fn parse(text: &str) -> Result<(Settings, Vec<String>), Corrupt> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.contains('\0') {
            return Err(Corrupt::File("holds NUL bytes".into()));
        }
        let mut s = Settings::default();
        let mut warnings = Vec::new();
        let mut seen: Vec<String> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let no = i + 1;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                return Err(Corrupt::Line(no, format!("'{line}' is not 'key = value'")));
            };
            let (key, value) = (key.trim(), value.trim());
            if key.is_empty()
                || !key
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-' || b == b'.')
            {
                return Err(Corrupt::Line(no, format!("'{key}' is not a key")));
            }
            let key = key.to_ascii_lowercase();
            if seen.contains(&key) {
                warnings.push(format!(
                    "line {no}: '{key}' given again; the last value counts"
                ));
            } else {
                seen.push(key.clone());
            }
            if let Err(e) = s.set(&key, value) {
                warnings.push(match s.get(&key) {
                    Some(kept) => format!("line {no}: {key}: {e}; keeping {kept}"),
                    None => format!("line {no}: {key}: {e}"),
                });
            }
        }
        Ok((s, warnings))
    }

    /// Sets one key from its text. An unknown key is stored in
    /// [`Settings::unknown`] and reported as an error too.
    fn set(&mut self, key: &str, value: &str) -> Result<(), BadValue> {
        let bad = |what: &str| BadValue(format!("'{value}' is not {what}"));
        match key {
            "animation_speed" => {
                self.animation_speed = AnimationSpeed::parse(value)
                    .ok_or_else(|| bad("slow, normal, fast or instant"))?;
            }
            "reduced_motion" => self.reduced_motion = parse_bool(value)?,
            "legal_hints" => self.legal_hints = parse_bool(value)?,
            "last_move_marker" => self.last_move_marker = parse_bool(value)?,
            "coordinates" => self.coordinates = parse_bool(value)?,
            "camera_auto_swap" => self.camera_auto_swap = parse_bool(value)?,
            "checkers_family" => self.checkers_family = parse_bool(value)?,
            "scores_on_board" => self.scores_on_board = parse_bool(value)?,
            "engine_threads" => {
                self.engine_threads = match value {
                    "auto" => None,
                    _ => Some(
                        value
                            .parse()
                            .ok()
                            .filter(|n| (1..=64).contains(n))
                            .ok_or_else(|| bad("auto or 1..=64"))?,
                    ),
                };
            }
            "volume_master" => self.volumes.master = parse_volume(value)?,
            "volume_effects" => self.volumes.effects = parse_volume(value)?,
            "volume_interface" => self.volumes.interface = parse_volume(value)?,
            "volume_ambience" => self.volumes.ambience = parse_volume(value)?,
            "muted" => self.muted = parse_bool(value)?,
            "ambience" => self.ambience = parse_bool(value)?,
            "window_size" => self.window_size = parse_window_size(value)?,
            "window_position" => self.window_position = parse_window_position(value)?,
            "fullscreen" => self.fullscreen = parse_bool(value)?,
            "language" => self.language = parse_language(value)?,
            "controller_sides" => {
                self.controller_sides = ControllerSides::parse(value)
                    .ok_or_else(|| bad("any, black-white or white-black"))?;
            }
            "theme" => {
                self.theme = Theme::parse(value).ok_or_else(|| bad("default or high-contrast"))?;
            }
            "graphics_quality" => {
                self.graphics_quality = match value.to_ascii_lowercase().as_str() {
                    "auto" => None,
                    other => Some(
                        Quality::parse(other).ok_or_else(|| bad("auto, low, medium or high"))?,
                    ),
                };
            }
            "ui_size" => {
                self.ui_size = value
                    .trim_end_matches('%')
                    .trim()
                    .parse::<u16>()
                    .ok()
                    .filter(|p| UI_SIZES.contains(p))
                    .ok_or_else(|| bad("a size in percent from 90 to 150"))?;
            }
            "time_control" => {
                self.time_control = match value.to_ascii_lowercase().as_str() {
                    "none" => None,
                    _ => Some(value.parse().map_err(|e: String| {
                        BadValue(format!("'{value}' is not none or a time control ({e})"))
                    })?),
                };
            }
            "clock_pause_unfocused" => {
                self.clock_pause_unfocused =
                    PauseUnfocused::parse(value).ok_or_else(|| bad("hotseat, always or never"))?;
            }
            _ => {
                match self.unknown.iter_mut().find(|(k, _)| k == key) {
                    Some(entry) => entry.1 = value.to_string(),
                    None => self.unknown.push((key.to_string(), value.to_string())),
                }
                return Err(BadValue(
                    "unknown setting (kept in the file, not used)".to_string(),
                ));
            }
        }
        Ok(())
    }

    /// The text of one known key's value.
    fn get(&self, key: &str) -> Option<String> {
        let b = |v: bool| v.to_string();
        Some(match key {
            "animation_speed" => self.animation_speed.id().to_string(),
            "reduced_motion" => b(self.reduced_motion),
            "legal_hints" => b(self.legal_hints),
            "last_move_marker" => b(self.last_move_marker),
            "coordinates" => b(self.coordinates),
            "camera_auto_swap" => b(self.camera_auto_swap),
            "checkers_family" => b(self.checkers_family),
            "scores_on_board" => b(self.scores_on_board),
            "engine_threads" => self
                .engine_threads
                .map_or_else(|| "auto".into(), |n| n.to_string()),
            "volume_master" => self.volumes.master.to_string(),
            "volume_effects" => self.volumes.effects.to_string(),
            "volume_interface" => self.volumes.interface.to_string(),
            "volume_ambience" => self.volumes.ambience.to_string(),
            "muted" => b(self.muted),
            "ambience" => b(self.ambience),
            "window_size" => self
                .window_size
                .map_or_else(|| "auto".into(), |(w, h)| format!("{w}x{h}")),
            "window_position" => self
                .window_position
                .map_or_else(|| "auto".into(), |(x, y)| format!("{x},{y}")),
            "fullscreen" => b(self.fullscreen),
            "language" => self.language.clone().unwrap_or_else(|| "system".into()),
            "controller_sides" => self.controller_sides.id().to_string(),
            "theme" => self.theme.id().to_string(),
            "graphics_quality" => self
                .graphics_quality
                .map_or_else(|| "auto".into(), |q| q.id().to_string()),
            "ui_size" => self.ui_size.to_string(),
            "time_control" => self
                .time_control
                .map_or_else(|| "none".into(), |tc| tc.to_string()),
            "clock_pause_unfocused" => self.clock_pause_unfocused.id().to_string(),
            _ => return None,
        })
    }

    /// The known keys, in file order.
    pub const KEYS: [&'static str; 25] = [
        "animation_speed",
        "reduced_motion",
        "legal_hints",
        "last_move_marker",
        "coordinates",
        "camera_auto_swap",
        "checkers_family",
        "scores_on_board",
        "engine_threads",
        "controller_sides",
        "volume_master",
        "volume_effects",
        "volume_interface",
        "volume_ambience",
        "muted",
        "ambience",
        "window_size",
        "window_position",
        "fullscreen",
        "language",
        "theme",
        "graphics_quality",
        "ui_size",
        "time_control",
        "clock_pause_unfocused",
    ];

    /// The file text: a comment, every known key, then the unknown ones.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = String::from("# Tavola settings: one 'key = value' per line.\n");
        for key in Settings::KEYS {
            let value = self.get(key).unwrap_or_default();
            out.push_str(&format!("{key} = {value}\n"));
        }
        for (key, value) in &self.unknown {
            out.push_str(&format!("{key} = {value}\n"));
        }
        out
    }

    /// Writes the settings to `path` atomically, creating its directory.
    /// It writes even when [`Settings::from_corrupt_file`] is set: checking
    /// that flag is the caller's job.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            dirs::ensure_dir(dir)?;
        }
        write_atomic(path, self.to_text().as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::test_dir;

    fn changed() -> Settings {
        Settings {
            animation_speed: AnimationSpeed::Instant,
            reduced_motion: true,
            legal_hints: false,
            last_move_marker: false,
            coordinates: false,
            camera_auto_swap: false,
            checkers_family: true,
            scores_on_board: true,
            engine_threads: Some(2),
            controller_sides: ControllerSides::WhiteBlack,
            volumes: Volumes {
                master: 0,
                effects: 100,
                interface: 7,
                ambience: 55,
            },
            muted: true,
            ambience: true,
            window_size: Some((1024, 600)),
            window_position: Some((-40, 12)),
            fullscreen: true,
            language: Some("en".into()),
            theme: Theme::HighContrast,
            graphics_quality: Some(Quality::High),
            ui_size: 125,
            time_control: Some("5+3/1+0".parse().expect("a time control")),
            clock_pause_unfocused: PauseUnfocused::Never,
            unknown: vec![("future_key".into(), "some value".into())],
            from_corrupt_file: false,
        }
    }

    #[test]
    fn round_trip() {
        let dir = test_dir("settings");
        let path = dir.join("prefs").join(FILE_NAME);
        assert_eq!(Settings::load(&path), (Settings::default(), vec![]));
        for s in [Settings::default(), changed()] {
            s.save(&path).expect("save");
            let (loaded, warnings) = Settings::load(&path);
            // Unknown keys come back with a warning each.
            assert_eq!(warnings.len(), s.unknown.len(), "{warnings:?}");
            assert_eq!(loaded, s);
            let first = std::fs::read(&path).expect("read");
            loaded.save(&path).expect("save");
            assert_eq!(std::fs::read(&path).expect("read"), first, "byte-identical");
        }
        for speed in AnimationSpeed::ALL {
            assert_eq!(AnimationSpeed::parse(speed.id()), Some(speed));
        }
        std::fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn ui_size_reads_percent_and_refuses_sizes_out_of_range() {
        for (text, size) in [("90", 90), ("125 %", 125), ("150%", 150)] {
            let (s, warnings) = Settings::from_text(&format!("ui_size = {text}\n"));
            assert!(warnings.is_empty(), "{text}: {warnings:?}");
            assert_eq!(s.ui_size, size);
        }
        for bad in ["89", "151", "big", "-100", ""] {
            let (s, warnings) = Settings::from_text(&format!("ui_size = {bad}\n"));
            assert_eq!(s.ui_size, 100, "{bad}");
            assert_eq!(warnings.len(), 1, "{bad}: {warnings:?}");
        }
    }

    #[test]
    fn window_geometry_reads_and_refuses_bad_values() {
        let (s, warnings) = Settings::from_text(
            "window_size = 1600x900\nwindow_position = 10,-20\nfullscreen = yes\n",
        );
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(s.window_size, Some((1600, 900)));
        assert_eq!(s.window_position, Some((10, -20)));
        assert!(s.fullscreen);
        for bad in ["0x0", "99999x600", "wide", "1280x", "1280x720x3"] {
            let (s, warnings) = Settings::from_text(&format!("window_size = {bad}\n"));
            assert_eq!(s.window_size, None, "{bad}");
            assert_eq!(warnings.len(), 1, "{bad}: {warnings:?}");
        }
        let (s, warnings) = Settings::from_text("window_position = here\n");
        assert_eq!((s.window_position, warnings.len()), (None, 1));
        let (s, _) = Settings::from_text("window_size = auto\nwindow_position = auto\n");
        assert_eq!((s.window_size, s.window_position), (None, None));
    }

    #[test]
    fn default_text() {
        let text = Settings::default().to_text();
        assert!(text.contains("\nanimation_speed = normal\n"), "{text}");
        assert!(text.contains("\nvolume_master = 80\n"), "{text}");
        assert!(text.contains("\nambience = false\n"), "{text}");
        assert!(
            text.ends_with("ui_size = 100\ntime_control = none\nclock_pause_unfocused = hotseat\n"),
            "{text}"
        );
    }

    #[test]
    fn forgiving_per_key() {
        let text = "# mine\n\n  MUTED = yes \nvolume_master = 150\nvolume_effects=30\n\
                    theme = neon\nanimation_speed = FAST\nmuted = off\nnew_thing = 1\n";
        let (s, warnings) = Settings::parse(text).ok().expect("not corrupt");
        assert!(!s.muted, "the last value counts");
        assert_eq!(s.volumes.master, 80, "bad value keeps the default");
        assert_eq!(s.volumes.effects, 30);
        assert_eq!(s.theme, Theme::Default);
        assert_eq!(s.animation_speed, AnimationSpeed::Fast);
        assert_eq!(s.unknown, [("new_thing".to_string(), "1".to_string())]);
        assert!(!s.from_corrupt_file);
        assert_eq!(warnings.len(), 4, "{warnings:?}");
        assert!(
            warnings[0].starts_with("line 4: volume_master"),
            "{warnings:?}"
        );
        assert!(warnings[1].starts_with("line 6: theme"), "{warnings:?}");
        assert!(
            warnings[2].starts_with("line 8: 'muted' given again"),
            "{warnings:?}"
        );
        assert!(warnings[3].starts_with("line 9: new_thing"), "{warnings:?}");
    }

    #[test]
    fn ambience_flag() {
        let (s, warnings) = Settings::parse("ambience = on\n")
            .ok()
            .expect("not corrupt");
        assert!(s.ambience && warnings.is_empty(), "{warnings:?}");
        let (s, warnings) = Settings::parse("ambience = loud\n")
            .ok()
            .expect("not corrupt");
        assert!(!s.ambience, "a bad value keeps the default (off)");
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(warnings[0].contains("keeping false"), "{warnings:?}");
        assert!(!Settings::default().ambience, "off by default");
    }

    #[test]
    fn a_file_over_the_size_cap_is_not_read_and_gives_the_defaults() {
        let dir = test_dir("settings-cap");
        let path = dir.join(FILE_NAME);
        // Valid lines, but far too many of them.
        let line = "muted = true\n";
        let big = line.repeat(MAX_FILE_BYTES / line.len() + 1);
        assert!(big.len() > MAX_FILE_BYTES);
        std::fs::write(&path, &big).expect("write");
        let (s, warnings) = Settings::load(&path);
        assert_eq!(
            s,
            Settings {
                from_corrupt_file: true,
                ..Settings::default()
            }
        );
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(warnings[0].contains("larger than 64 KiB"), "{warnings:?}");
        assert!(warnings[0].contains("using the defaults"), "{warnings:?}");
        assert_eq!(std::fs::read(&path).expect("read"), big.as_bytes(), "kept");
        // Right at the cap it is read.
        let exact = format!("{}\n", "#".repeat(MAX_FILE_BYTES - 14)) + "muted = true\n";
        assert_eq!(exact.len(), MAX_FILE_BYTES);
        std::fs::write(&path, &exact).expect("write");
        let (s, warnings) = Settings::load(&path);
        assert!(
            s.muted && !s.from_corrupt_file && warnings.is_empty(),
            "{warnings:?}"
        );
        // The text reader has the same cap.
        assert!(Settings::from_text(&big).0.from_corrupt_file);
        std::fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn corrupt_files_fall_back_to_the_defaults() {
        let dir = test_dir("settings-corrupt");
        let path = dir.join(FILE_NAME);
        let cases: [&[u8]; 4] = [
            b"muted = true\nthis line is garbage\n",
            b"muted = true\n\xff\xfe\n",
            b"muted = true\n= 3\n",
            b"muted = true\nvolume\0 = 3\n",
        ];
        for bytes in cases {
            std::fs::write(&path, bytes).expect("write");
            let (s, warnings) = Settings::load(&path);
            assert!(s.from_corrupt_file);
            assert_eq!(
                s,
                Settings {
                    from_corrupt_file: true,
                    ..Settings::default()
                }
            );
            assert_eq!(warnings.len(), 1, "{warnings:?}");
            assert!(warnings[0].contains("corrupt"), "{warnings:?}");
            // Loading does not touch the file.
            assert_eq!(std::fs::read(&path).expect("read"), bytes);
        }
        let (_, warnings) = Settings::load(&path);
        assert!(warnings[0].contains("NUL"), "{warnings:?}");
        std::fs::write(&path, b"a = 1\nbroken\n").expect("write");
        let (_, warnings) = Settings::load(&path);
        assert!(warnings[0].contains("line 2"), "{warnings:?}");
        // A directory where the file should be cannot be read.
        let (s, warnings) = Settings::load(&dir);
        assert!(s.from_corrupt_file);
        assert!(warnings[0].contains("cannot be read"), "{warnings:?}");
        std::fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn controller_sides_read_write_and_bind_the_first_two_controllers() {
        use crate::rules::Side;
        let (s, warnings) = Settings::from_text("controller_sides = Black-White\n");
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(s.controller_sides, ControllerSides::BlackWhite);
        assert!(s.to_text().contains("\ncontroller_sides = black-white\n"));
        let (s, warnings) = Settings::from_text("controller_sides = left\n");
        assert_eq!(s.controller_sides, ControllerSides::Any);
        assert!(
            warnings[0].contains("any, black-white or white-black"),
            "{warnings:?}"
        );
        assert_eq!(ControllerSides::Any.side_of(1), None);
        assert_eq!(ControllerSides::BlackWhite.side_of(1), Some(Side::Black));
        assert_eq!(ControllerSides::BlackWhite.side_of(2), Some(Side::White));
        assert_eq!(ControllerSides::WhiteBlack.side_of(1), Some(Side::White));
        assert_eq!(
            ControllerSides::WhiteBlack.side_of(3),
            None,
            "a third plays any side"
        );
        let mut c = ControllerSides::Any;
        for _ in 0..3 {
            c = c.next();
        }
        assert_eq!(c, ControllerSides::Any, "three choices go round");
    }

    #[test]
    fn time_controls_read_write_and_bad_ones_are_warnings() {
        let (s, warnings) = Settings::from_text(
            "time_control = 30s+0
clock_pause_unfocused = Always
",
        );
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(
            s.time_control.map(|tc| tc.to_string()).as_deref(),
            Some("30s+0")
        );
        assert_eq!(s.clock_pause_unfocused, PauseUnfocused::Always);
        assert!(s.to_text().contains("\ntime_control = 30s+0\n"));
        let (s, warnings) = Settings::from_text(
            "time_control = None
",
        );
        assert!(
            warnings.is_empty() && s.time_control.is_none(),
            "{warnings:?}"
        );
        let (s, warnings) = Settings::from_text(
            "time_control = 0+5
clock_pause_unfocused = sometimes
",
        );
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(warnings[0].contains("time_control"), "{warnings:?}");
        assert_eq!(s.time_control, None);
        assert_eq!(s.clock_pause_unfocused, PauseUnfocused::Hotseat);
        assert!(
            Settings::default()
                .to_text()
                .contains("\ntime_control = none\n")
        );
    }
}
