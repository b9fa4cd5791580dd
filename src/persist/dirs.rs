//! Where the app keeps its files, without any crate.
//!
//! | | data (saves, autosaves) | preferences (settings) |
//! |---|---|---|
//! | `TAVOLA_HOME` set | `$TAVOLA_HOME` | `$TAVOLA_HOME` |
//! | Linux and other Unix | `$XDG_DATA_HOME/tavola`, else `~/.local/share/tavola` | `$XDG_CONFIG_HOME/tavola`, else `~/.config/tavola` |
//! | macOS | `~/Library/Application Support/tavola` | the same |
//! | Windows | `%APPDATA%\tavola` | the same |
//!
//! `XDG_*` values that are empty or relative are ignored, as the XDG spec
//! asks. A relative `TAVOLA_HOME` is made absolute once, against the
//! working directory the program started in ([`start_dir`], read on the
//! first call: `main` calls it first thing), so the folders never move if
//! the working directory changes later; when that directory cannot be read
//! a relative `TAVOLA_HOME` is refused (no folder, with a warning on stderr)
//! rather than guessed. `~` is `$HOME` (on Windows `%USERPROFILE%` backs up a missing
//! `%APPDATA%` as `%USERPROFILE%\AppData\Roaming`). Nothing is created here;
//! writers call [`ensure_dir`].

use std::ffi::OsString;
use std::io;
use std::path::{Component, Path, PathBuf};
use std::sync::OnceLock;

/// The application's directory name.
pub const APP_DIR: &str = "tavola";
/// The environment variable that overrides both directories.
pub const HOME_OVERRIDE: &str = "TAVOLA_HOME";

/// The platform families with different conventions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Platform {
    /// Linux and the other Unix systems (XDG base directories).
    Xdg,
    MacOs,
    Windows,
}

impl Platform {
    /// The platform this build runs on.
    #[must_use]
    pub const fn current() -> Platform {
        if cfg!(target_os = "macos") {
            Platform::MacOs
        } else if cfg!(windows) {
            Platform::Windows
        } else {
            Platform::Xdg
        }
    }
}

/// The two directories of the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppDirs {
    /// Saved games and autosaves.
    pub data: PathBuf,
    /// Settings.
    pub config: PathBuf,
}

impl AppDirs {
    /// Both directories at `root` (what `TAVOLA_HOME` does).
    #[must_use]
    pub fn at(root: impl Into<PathBuf>) -> AppDirs {
        let root = root.into();
        AppDirs {
            data: root.clone(),
            config: root,
        }
    }

    /// The directories from the real environment; `None` when the home
    /// directory cannot be found (or `TAVOLA_HOME` is relative and the
    /// start directory unknown).
    #[must_use]
    pub fn from_env() -> Option<AppDirs> {
        let base = start_dir();
        let dirs = AppDirs::resolve_in(Platform::current(), |name| std::env::var_os(name), base);
        if dirs.is_none() && base.is_none() {
            let home = std::env::var_os(HOME_OVERRIDE).map(PathBuf::from);
            if let Some(home) = home.filter(|h| !h.as_os_str().is_empty() && h.is_relative()) {
                eprintln!(
                    "warning: {HOME_OVERRIDE}={} is relative and the working directory is \
                     unknown: not used (give an absolute path)",
                    home.display()
                );
            }
        }
        dirs
    }

    /// The directories for `platform` with the environment read by `env`
    /// (pure, for tests). A relative `TAVOLA_HOME` gives `None` here: see
    /// [`AppDirs::resolve_in`].
    pub fn resolve(platform: Platform, env: impl Fn(&str) -> Option<OsString>) -> Option<AppDirs> {
        AppDirs::resolve_in(platform, env, None)
    }

    /// [`AppDirs::resolve`] with a relative `TAVOLA_HOME` taken relative to
    /// `base` (the start directory); without a base it is refused (`None`).
    pub fn resolve_in(
        platform: Platform,
        env: impl Fn(&str) -> Option<OsString>,
        base: Option<&Path>,
    ) -> Option<AppDirs> {
        let var = |name: &str| env(name).filter(|v| !v.is_empty()).map(PathBuf::from);
        if let Some(root) = var(HOME_OVERRIDE) {
            if root.is_absolute() {
                return Some(AppDirs::at(root));
            }
            // `./x` and `x` are the same folder: drop the `.` parts.
            let rel: PathBuf = root
                .components()
                .filter(|c| *c != Component::CurDir)
                .collect();
            return base.map(|b| AppDirs::at(b.join(rel)));
        }
        match platform {
            Platform::Xdg => {
                let absolute = |name: &str| var(name).filter(|p| p.is_absolute());
                let home = var("HOME");
                let data = absolute("XDG_DATA_HOME")
                    .or_else(|| home.as_ref().map(|h| h.join(".local").join("share")))?;
                let config = absolute("XDG_CONFIG_HOME")
                    .or_else(|| home.as_ref().map(|h| h.join(".config")))?;
                Some(AppDirs {
                    data: data.join(APP_DIR),
                    config: config.join(APP_DIR),
                })
            }
            Platform::MacOs => {
                let dir = var("HOME")?
                    .join("Library")
                    .join("Application Support")
                    .join(APP_DIR);
                Some(AppDirs::at(dir))
            }
            Platform::Windows => {
                let roaming = var("APPDATA")
                    .or_else(|| var("USERPROFILE").map(|p| p.join("AppData").join("Roaming")))?;
                Some(AppDirs::at(roaming.join(APP_DIR)))
            }
        }
    }
}

/// The working directory when this was first called (`None` if it could
/// not be read then): a relative `TAVOLA_HOME` is taken relative to it.
/// `main` calls it first thing, so that this is the start directory.
pub fn start_dir() -> Option<&'static Path> {
    static START: OnceLock<Option<PathBuf>> = OnceLock::new();
    START
        .get_or_init(|| std::env::current_dir().ok().filter(|d| d.is_absolute()))
        .as_deref()
}

/// The data directory (saves and autosaves), if the home can be found.
#[must_use]
pub fn data_dir() -> Option<PathBuf> {
    AppDirs::from_env().map(|d| d.data)
}

/// The preferences directory (settings), if the home can be found.
#[must_use]
pub fn config_dir() -> Option<PathBuf> {
    AppDirs::from_env().map(|d| d.config)
}

/// Creates `dir` and its parents if needed.
pub fn ensure_dir(dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn xdg_defaults_and_overrides() {
        let d = AppDirs::resolve(Platform::Xdg, env(&[("HOME", "/home/ann")])).expect("dirs");
        assert_eq!(d.data, Path::new("/home/ann/.local/share/tavola"));
        assert_eq!(d.config, Path::new("/home/ann/.config/tavola"));

        let d = AppDirs::resolve(
            Platform::Xdg,
            env(&[
                ("HOME", "/home/ann"),
                ("XDG_DATA_HOME", "/data"),
                ("XDG_CONFIG_HOME", "/cfg"),
            ]),
        )
        .expect("dirs");
        assert_eq!(d.data, Path::new("/data/tavola"));
        assert_eq!(d.config, Path::new("/cfg/tavola"));

        // Relative or empty XDG values are ignored.
        let d = AppDirs::resolve(
            Platform::Xdg,
            env(&[
                ("HOME", "/home/ann"),
                ("XDG_DATA_HOME", "rel"),
                ("XDG_CONFIG_HOME", ""),
            ]),
        )
        .expect("dirs");
        assert_eq!(d.data, Path::new("/home/ann/.local/share/tavola"));
        assert_eq!(d.config, Path::new("/home/ann/.config/tavola"));

        // XDG values alone are enough.
        let d = AppDirs::resolve(
            Platform::Xdg,
            env(&[("XDG_DATA_HOME", "/d"), ("XDG_CONFIG_HOME", "/c")]),
        )
        .expect("dirs");
        assert_eq!(d.data, Path::new("/d/tavola"));
        assert!(AppDirs::resolve(Platform::Xdg, env(&[])).is_none());
    }

    #[test]
    fn macos_and_windows() {
        let d = AppDirs::resolve(Platform::MacOs, env(&[("HOME", "/Users/ann")])).expect("dirs");
        assert_eq!(
            d.data,
            Path::new("/Users/ann/Library/Application Support/tavola")
        );
        assert_eq!(d.config, d.data);
        assert!(AppDirs::resolve(Platform::MacOs, env(&[])).is_none());

        let d = AppDirs::resolve(Platform::Windows, env(&[("APPDATA", "R")])).expect("dirs");
        assert_eq!(d.data, Path::new("R").join("tavola"));
        assert_eq!(d.config, d.data);
        let d = AppDirs::resolve(Platform::Windows, env(&[("USERPROFILE", "U")])).expect("dirs");
        assert_eq!(
            d.data,
            Path::new("U")
                .join("AppData")
                .join("Roaming")
                .join("tavola")
        );
        assert!(AppDirs::resolve(Platform::Windows, env(&[])).is_none());
    }

    #[test]
    fn tavola_home_overrides_everything() {
        for platform in [Platform::Xdg, Platform::MacOs, Platform::Windows] {
            let d = AppDirs::resolve(
                platform,
                env(&[
                    ("TAVOLA_HOME", "/tmp/t"),
                    ("HOME", "/home/ann"),
                    ("XDG_DATA_HOME", "/data"),
                    ("APPDATA", "R"),
                ]),
            )
            .expect("dirs");
            assert_eq!(d, AppDirs::at("/tmp/t"));
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_relative_tavola_home_is_made_absolute_against_the_start_dir() {
        let base = Path::new("/work/start");
        for (home, expected) in [
            ("saves", "/work/start/saves"),
            ("./saves/mine", "/work/start/saves/mine"),
            (".", "/work/start"),
            ("../elsewhere", "/work/start/../elsewhere"),
            ("/abs/t", "/abs/t"),
        ] {
            let d = AppDirs::resolve_in(Platform::Xdg, env(&[("TAVOLA_HOME", home)]), Some(base))
                .expect("dirs");
            assert_eq!(d, AppDirs::at(expected), "{home}");
            assert!(d.data.is_absolute() && d.config.is_absolute());
        }
        // Without a start directory a relative one is refused, not guessed
        // (and the usual folders are not used instead).
        let env_vars = [("TAVOLA_HOME", "saves"), ("HOME", "/home/ann")];
        assert_eq!(
            AppDirs::resolve_in(Platform::Xdg, env(&env_vars), None),
            None
        );
        assert_eq!(AppDirs::resolve(Platform::Xdg, env(&env_vars)), None);
        // The real start directory is absolute and stays the same.
        if let Some(start) = start_dir() {
            assert!(start.is_absolute());
            assert_eq!(start_dir(), Some(start));
        }
    }
}
