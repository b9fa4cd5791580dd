//! Player settings: keys that change them during play (S: animation speed,
//! R: reduced motion, M: mute, A: ambience loop, L: legal-move markers; all
//! of them and the rest in the settings dialog, `settings_menu`), and their
//! persistence in the OS preferences directory (see
//! `crate::persist::settings`).
//!
//! A corrupt settings file falls back to defaults with a warning and is not
//! overwritten until the player changes something.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::core::registry::PerGame;
use crate::app::core::text::{Message, Strings};
use crate::app::kit::camera::hotseat::HotseatCamera;
use crate::game_kind::GameKind;

use crate::app::core::audio::AudioLevels;

use crate::app::core::anim::{AnimationSpeed, ReducedMotion};
use crate::app::core::notice::Notice;
use crate::app::core::schedule::{AppSystems, Launch};
use crate::app::core::text::{Language, fill};
use crate::app::core::theme::ActiveTheme;
use crate::app::kit::board::labels::ShowCoordinates;
use crate::app::kit::board::{LastMoveCells, Markers};
use crate::persist::settings::{self as stored, Settings};

/// The keys (headless tests use them too).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AudioLevels>();
    app.init_resource::<Language>();
    app.add_systems(Update, settings_keys.in_set(AppSystems::RecordInput));
}

/// Loading and saving the settings file (the binary only: tests never read
/// the player's own preferences).
pub(crate) fn persistence_plugin(app: &mut App) {
    app.add_systems(Startup, (load_settings, load_game_options).chain());
    app.add_systems(
        Update,
        (save_changes, save_game_options)
            .chain()
            .in_set(AppSystems::Ui),
    );
}

fn settings_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut speed: ResMut<AnimationSpeed>,
    mut reduced: ResMut<ReducedMotion>,
    mut audio: ResMut<AudioLevels>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    let t = language.strings();
    // Ctrl+S saves the game (see `files`); plain letters change settings.
    if crate::app::core::keys::ctrl(&keys) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyS) {
        *speed = speed.next();
        notices.write(Notice::info(fill(
            t.setting_speed,
            &[("value", &t.speed(*speed))],
        )));
    }
    if keys.just_pressed(KeyCode::KeyR) {
        reduced.0 = !reduced.0;
        notices.write(Notice::info(if reduced.0 {
            t.reduced_motion_on
        } else {
            t.reduced_motion_off
        }));
    }
    // - and = turn the master volume down and up in steps of 10 %.
    for (key, step) in [(KeyCode::Minus, -10i16), (KeyCode::Equal, 10)] {
        if keys.just_pressed(key) {
            audio.master = (i16::from(audio.master) + step).clamp(0, 100) as u8;
            notices.write(Notice::info(fill(t.volume, &[("percent", &audio.master)])));
        }
    }
    if keys.just_pressed(KeyCode::KeyM) {
        audio.muted = !audio.muted;
        notices.write(Notice::info(if audio.muted {
            t.sound_off
        } else {
            t.sound_on
        }));
    }
    if keys.just_pressed(KeyCode::KeyA) {
        audio.ambience_loop = !audio.ambience_loop;
        notices.write(Notice::info(if audio.ambience_loop {
            t.ambience_on
        } else {
            t.ambience_off
        }));
    }
}

/// The settings as loaded, and where they live.
#[derive(Resource, Debug, Clone)]
struct UserSettings {
    settings: Settings,
    path: Option<PathBuf>,
    /// The language shown when the file was read (an unavailable language
    /// tag stays in the file until the player picks another language).
    loaded_language: Language,
    /// The clock chosen when the file was read (`--clock` is for one run:
    /// the file keeps its own until the player chooses another).
    loaded_clock: Option<crate::clock::TimeControl>,
}

/// The settings that live in resources of other modules (the board, the
/// games, the theme), read and written together.
#[derive(bevy::ecs::system::SystemParam)]
struct Shown<'w> {
    last_move: ResMut<'w, LastMoveCells>,
    hotseat: ResMut<'w, HotseatCamera>,
    coordinates: ResMut<'w, ShowCoordinates>,
    theme: ResMut<'w, ActiveTheme>,
    language: ResMut<'w, Language>,
    ui_size: ResMut<'w, crate::app::kit::ui_size::UiSize>,
    quality: ResMut<'w, crate::app::kit::look::QualityChoice>,
    scores: ResMut<'w, crate::app::features::scores::ScoresOnBoard>,
    threads: ResMut<'w, crate::app::features::computer::EngineThreads>,
    pads: ResMut<'w, crate::app::features::gamepad::PadSides>,
    clock: ResMut<'w, crate::app::core::session::ClockChoice>,
    clock_pause: ResMut<'w, crate::app::features::clock::PauseWhenUnfocused>,
}

fn to_quality(quality: stored::Quality) -> crate::app::kit::look::GraphicsQuality {
    use crate::app::kit::look::GraphicsQuality as Shown;
    match quality {
        stored::Quality::Low => Shown::Low,
        stored::Quality::Medium => Shown::Medium,
        stored::Quality::High => Shown::High,
    }
}

fn from_quality(quality: crate::app::kit::look::GraphicsQuality) -> stored::Quality {
    use crate::app::kit::look::GraphicsQuality as Shown;
    match quality {
        Shown::Low => stored::Quality::Low,
        Shown::Medium => stored::Quality::Medium,
        Shown::High => stored::Quality::High,
    }
}

fn to_speed(speed: stored::AnimationSpeed) -> AnimationSpeed {
    match speed {
        stored::AnimationSpeed::Slow => AnimationSpeed::Slow,
        stored::AnimationSpeed::Normal => AnimationSpeed::Normal,
        stored::AnimationSpeed::Fast => AnimationSpeed::Fast,
        stored::AnimationSpeed::Instant => AnimationSpeed::Instant,
    }
}

fn from_speed(speed: AnimationSpeed) -> stored::AnimationSpeed {
    match speed {
        AnimationSpeed::Slow => stored::AnimationSpeed::Slow,
        AnimationSpeed::Normal => stored::AnimationSpeed::Normal,
        AnimationSpeed::Fast => stored::AnimationSpeed::Fast,
        AnimationSpeed::Instant => stored::AnimationSpeed::Instant,
    }
}

fn load_settings(
    mut commands: Commands,
    launch: Res<Launch>,
    mut speed: ResMut<AnimationSpeed>,
    mut reduced: ResMut<ReducedMotion>,
    mut markers: ResMut<Markers>,
    mut audio: ResMut<AudioLevels>,
    mut shown: Shown,
    geometry: Option<ResMut<crate::app::features::window::WindowGeometry>>,
) {
    let path = Settings::default_path();
    let settings = match &path {
        Some(path) => {
            let (settings, warnings) = Settings::load(path);
            for warning in warnings {
                warn!("settings: {warning}");
            }
            settings
        }
        None => {
            warn!("settings: no preferences directory; settings will not be kept");
            Settings::default()
        }
    };
    apply(
        &settings,
        &mut speed,
        &mut reduced,
        &mut markers,
        &mut audio,
    );
    shown.last_move.visible = settings.last_move_marker;
    shown.hotseat.enabled = settings.camera_auto_swap;
    shown.coordinates.0 = settings.coordinates;
    shown.scores.0 = settings.scores_on_board;
    shown.threads.0 = settings.engine_threads.map(usize::from);
    shown.pads.0 = settings.controller_sides;
    shown.clock_pause.0 = settings.clock_pause_unfocused;
    let loaded_clock = launch.0.clock.unwrap_or(settings.time_control);
    shown.clock.0 = loaded_clock;
    shown.theme.0 = settings.theme;
    shown.ui_size.0 = settings.ui_size;
    shown.quality.0 = settings.graphics_quality.map(to_quality);
    if let Some(mut geometry) = geometry {
        *geometry = crate::app::features::window::WindowGeometry {
            size: settings.window_size,
            position: settings.window_position,
            fullscreen: settings.fullscreen,
        };
    }
    let saved = settings.language.as_deref().and_then(|tag| {
        let language = Language::from_tag(tag);
        if language.is_none() {
            warn!("settings: language {tag:?} is not available");
        }
        language
    });
    let language = choose_language(launch.0.language.as_deref(), saved, Language::from_system);
    *shown.language = language;
    commands.insert_resource(UserSettings {
        settings,
        path,
        loaded_language: language,
        loaded_clock,
    });
}

/// The language of this run: `--lang` (for this run only), else the one
/// chosen in Settings, else the system's, else English.
#[must_use]
pub fn choose_language(
    command_line: Option<&str>,
    saved: Option<Language>,
    system: impl FnOnce() -> Option<Language>,
) -> Language {
    command_line
        .and_then(Language::from_tag)
        .or(saved)
        .or_else(system)
        .unwrap_or_default()
}

/// Sets the app's resources from loaded settings.
fn apply(
    settings: &Settings,
    speed: &mut AnimationSpeed,
    reduced: &mut ReducedMotion,
    markers: &mut Markers,
    audio: &mut AudioLevels,
) {
    *speed = to_speed(settings.animation_speed);
    reduced.0 = settings.reduced_motion;
    markers.visible = settings.legal_hints;
    *audio = AudioLevels {
        master: settings.volumes.master,
        effects: settings.volumes.effects,
        interface: settings.volumes.interface,
        ambience: settings.volumes.ambience,
        muted: settings.muted,
        ambience_loop: settings.ambience,
    };
}

/// Writes the file (atomically) when the player changed a setting.
fn save_changes(
    user: Option<ResMut<UserSettings>>,
    speed: Res<AnimationSpeed>,
    reduced: Res<ReducedMotion>,
    markers: Res<Markers>,
    audio: Res<AudioLevels>,
    shown: Shown,
    geometry: Option<Res<crate::app::features::window::WindowGeometry>>,
) {
    let Some(mut user) = user else { return };
    let mut next = user.settings.clone();
    if let Some(geometry) = geometry {
        next.window_size = geometry.size;
        next.window_position = geometry.position;
        next.fullscreen = geometry.fullscreen;
    }
    next.last_move_marker = shown.last_move.visible;
    next.camera_auto_swap = shown.hotseat.enabled;
    next.coordinates = shown.coordinates.0;
    next.scores_on_board = shown.scores.0;
    next.engine_threads = shown
        .threads
        .0
        .map(|n| u16::try_from(n).unwrap_or(u16::MAX));
    next.controller_sides = shown.pads.0;
    next.clock_pause_unfocused = shown.clock_pause.0;
    if shown.clock.0 != user.loaded_clock {
        next.time_control = shown.clock.0;
    }
    next.theme = shown.theme.0;
    next.ui_size = shown.ui_size.0;
    next.graphics_quality = shown.quality.0.map(from_quality);
    if *shown.language != user.loaded_language {
        next.language = Some(shown.language.tag().to_owned());
    }
    next.animation_speed = from_speed(*speed);
    next.reduced_motion = reduced.0;
    next.legal_hints = markers.visible;
    next.volumes = stored::Volumes {
        master: audio.master,
        effects: audio.effects,
        interface: audio.interface,
        ambience: audio.ambience,
    };
    next.muted = audio.muted;
    next.ambience = audio.ambience_loop;
    next.from_corrupt_file = false;
    write(&mut user, next);
}

/// Writes `next` (atomically) when it differs from what the file holds.
fn write(user: &mut UserSettings, mut next: Settings) {
    next.from_corrupt_file = false;
    let mut current = user.settings.clone();
    current.from_corrupt_file = false;
    if next == current {
        return;
    }
    if let Some(path) = &user.path
        && let Err(err) = next.save(path)
    {
        warn!("settings: could not save {}: {err}", path.display());
    }
    user.settings = next;
}

/// A game's own on/off rule option (checkers' family rules): a row in the
/// Settings dialog, kept in the settings file. A game registers at most one
/// with [`add_game_option`].
#[derive(Clone, Copy)]
pub struct GameOption {
    /// The row's text (with a `{value}`).
    pub label: fn(&Strings) -> Message,
    /// Whether it is on now.
    pub get: fn(&World) -> bool,
    /// Turns it on or off.
    pub set: fn(&mut World, bool),
    /// Its value in a settings file.
    pub load: fn(&Settings) -> bool,
    /// Puts its value into a settings file.
    pub store: fn(&mut Settings, bool),
}

/// Registers `kind`'s own option.
pub fn add_game_option(app: &mut App, kind: GameKind, option: GameOption) {
    PerGame::add(app, kind, option);
}

/// The games' options as the file says, once it has been read.
fn load_game_options(world: &mut World) {
    let Some(settings) = world
        .get_resource::<UserSettings>()
        .map(|u| u.settings.clone())
    else {
        return;
    };
    for option in PerGame::<GameOption>::all(world) {
        (option.set)(world, (option.load)(&settings));
    }
}

/// Writes the file when a game's option changed.
fn save_game_options(world: &mut World) {
    let options = PerGame::<GameOption>::all(world);
    let Some(user) = world.get_resource::<UserSettings>() else {
        return;
    };
    if options
        .iter()
        .all(|o| (o.load)(&user.settings) == (o.get)(world))
    {
        return;
    }
    let mut next = user.settings.clone();
    for option in &options {
        (option.store)(&mut next, (option.get)(world));
    }
    if let Some(mut user) = world.get_resource_mut::<UserSettings>() {
        write(&mut user, next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game's option, kept in one of the file's fields.
    #[derive(Resource, Default)]
    struct TestOption(bool);

    impl TestOption {
        const OPTION: GameOption = GameOption {
            label: |t| t.setting_family_rules,
            get: |world| world.resource::<TestOption>().0,
            set: |world, on| world.resource_mut::<TestOption>().0 = on,
            load: |settings| settings.checkers_family,
            store: |settings, on| settings.checkers_family = on,
        };
    }

    /// A change of reduced motion (and speed) is written to the file, and
    /// loading that file brings it back.
    #[test]
    fn reduced_motion_and_speed_are_saved_and_loaded() {
        let dir = std::env::temp_dir().join(format!("tavola-settings-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(stored::FILE_NAME);
        let _ = std::fs::remove_file(&path);
        let mut app = App::new();
        app.insert_resource(AnimationSpeed::Fast);
        app.insert_resource(ReducedMotion(true));
        app.init_resource::<Markers>();
        app.init_resource::<AudioLevels>();
        app.init_resource::<LastMoveCells>();
        app.init_resource::<HotseatCamera>();
        app.init_resource::<ShowCoordinates>();
        app.init_resource::<crate::app::features::scores::ScoresOnBoard>();
        app.init_resource::<crate::app::features::computer::EngineThreads>();
        app.init_resource::<crate::app::features::gamepad::PadSides>();
        app.init_resource::<crate::app::core::session::ClockChoice>();
        app.init_resource::<crate::app::features::clock::PauseWhenUnfocused>();
        app.init_resource::<TestOption>();
        add_game_option(&mut app, GameKind::default(), TestOption::OPTION);
        app.init_resource::<ActiveTheme>();
        app.init_resource::<Language>();
        app.init_resource::<crate::app::kit::ui_size::UiSize>();
        app.init_resource::<crate::app::kit::look::QualityChoice>();
        app.insert_resource(UserSettings {
            settings: Settings::default(),
            path: Some(path.clone()),
            loaded_language: Language::English,
            loaded_clock: None,
        });
        app.add_systems(Update, (save_changes, save_game_options).chain());
        app.update();
        let (loaded, warnings) = Settings::load(&path);
        assert!(warnings.is_empty(), "{warnings:?}");
        assert!(loaded.reduced_motion);
        assert_eq!(loaded.animation_speed, stored::AnimationSpeed::Fast);

        // The dialog's settings that live elsewhere are saved too.
        app.world_mut().resource_mut::<ActiveTheme>().0 = stored::Theme::HighContrast;
        app.world_mut().resource_mut::<ShowCoordinates>().0 = false;
        app.world_mut().resource_mut::<TestOption>().0 = true;
        app.update();
        let (loaded, _) = Settings::load(&path);
        assert_eq!(loaded.theme, stored::Theme::HighContrast);
        assert!(!loaded.coordinates);
        assert!(loaded.checkers_family, "a game's own option is saved");
        // The language follows the system until the player picks one.
        assert_eq!(loaded.language, None);
        *app.world_mut().resource_mut::<Language>() = Language::Basque;
        app.update();
        let (loaded, _) = Settings::load(&path);
        assert_eq!(loaded.language.as_deref(), Some("eu"));

        let (mut speed, mut reduced) = (AnimationSpeed::Normal, ReducedMotion(false));
        let (mut markers, mut audio) = (Markers::default(), AudioLevels::default());
        apply(&loaded, &mut speed, &mut reduced, &mut markers, &mut audio);
        assert_eq!(reduced, ReducedMotion(true));
        assert_eq!(speed, AnimationSpeed::Fast);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_command_line_beats_the_setting_which_beats_the_system() {
        let russian = || Some(Language::Russian);
        assert_eq!(choose_language(None, None, russian), Language::Russian);
        assert_eq!(choose_language(None, None, || None), Language::English);
        assert_eq!(
            choose_language(None, Some(Language::Dutch), russian),
            Language::Dutch
        );
        assert_eq!(
            choose_language(Some("fr"), Some(Language::Dutch), russian),
            Language::French
        );
        let system = crate::app::core::text::locale_from_env(|name| {
            (name == "LANG").then(|| "ru_RU.UTF-8".to_owned())
        });
        assert_eq!(
            choose_language(None, None, || system
                .as_deref()
                .and_then(Language::from_tag)),
            Language::Russian
        );
    }
}
