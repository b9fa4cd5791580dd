//! Sound through `bevy_kira_audio` (Bevy's own audio stays off).
//!
//! Game logic never talks to the audio backend: it writes [`SoundCue`]
//! messages, and this module plays them on the effects or interface channel.
//! Without an audio device kira logs one warning and the cues are dropped
//! unplayed; the game is unaffected.
//!
//! The soft ambience loop (key A, off by default, kept in the settings)
//! plays looped on its own channel at the ambience volume.

use std::time::Duration;

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

use crate::app::core::schedule::AppSystems;

/// Registers the cue message (needed even where no audio backend runs,
/// e.g. headless tests).
pub(super) fn messages_plugin(app: &mut App) {
    app.add_message::<SoundCue>();
}

/// The audio backend, channels and cue playback (the binary only).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin);
    embed_sounds(app);
    app.add_audio_channel::<EffectsChannel>();
    app.add_audio_channel::<InterfaceChannel>();
    app.add_audio_channel::<AmbienceChannel>();
    app.add_systems(Startup, load_sounds);
    app.add_systems(
        Update,
        (apply_levels, play_cues, switch_ambience)
            .chain()
            .in_set(AppSystems::Ui),
    );
}

/// Board sounds: placing, flipping, moving, capturing.
#[derive(Resource)]
pub struct EffectsChannel;
/// Interface sounds: clicks, refusals, banners.
#[derive(Resource)]
pub struct InterfaceChannel;
/// The optional ambience loop.
#[derive(Resource)]
pub struct AmbienceChannel;

/// Something that should be heard.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct SoundCue {
    pub sound: Sound,
    /// Playback-rate factor for small variations (1.0 = as recorded).
    pub pitch: f32,
}

impl SoundCue {
    #[must_use]
    pub const fn new(sound: Sound) -> Self {
        SoundCue { sound, pitch: 1.0 }
    }
}

/// Every sound of the game (files made by `assets/audio/synth.py`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sound {
    /// Othello disc set down.
    Place,
    /// One Othello disc turning (pitch varied per disc for a ripple).
    Flip,
    /// Gounki stack moving one square.
    Step,
    /// A piece landing on an own stack.
    Stack,
    /// Knock on the side wall (Gounki rebound).
    Rebound,
    /// A deployment drop.
    Drop,
    /// A piece knocked off into the tray.
    Capture,
    /// Checkers piece jumping.
    Hop,
    /// Captured checkers pieces lifted off.
    Remove,
    /// Crowning.
    Promote,
    /// A refused click.
    Illegal,
    /// A player passes.
    Pass,
    /// Fanfares.
    Win,
    Draw,
    /// Interface button.
    Click,
    /// One sound for a whole move shown instantly.
    Summary,
    /// A clock down to its last ten seconds.
    Clock,
}

impl Sound {
    /// Every sound, in declaration order.
    pub const ALL: [Sound; 17] = [
        Sound::Place,
        Sound::Flip,
        Sound::Step,
        Sound::Stack,
        Sound::Rebound,
        Sound::Drop,
        Sound::Capture,
        Sound::Hop,
        Sound::Remove,
        Sound::Promote,
        Sound::Illegal,
        Sound::Pass,
        Sound::Win,
        Sound::Draw,
        Sound::Click,
        Sound::Summary,
        Sound::Clock,
    ];

    const fn is_interface(self) -> bool {
        matches!(
            self,
            Sound::Illegal | Sound::Pass | Sound::Click | Sound::Win | Sound::Draw | Sound::Clock
        )
    }
}

/// Each sound's file under `assets/` and its bytes, built into the binary
/// (the game runs from any folder, with no `assets/` beside it).
macro_rules! sound_files {
    ($($sound:ident => $file:literal),* $(,)?) => {
        impl Sound {
            /// The file under `assets/`.
            #[must_use]
            pub const fn file(self) -> &'static str {
                match self {
                    $(Sound::$sound => $file,)*
                }
            }

            /// The file's bytes, as built into the binary.
            #[must_use]
            pub const fn bytes(self) -> &'static [u8] {
                match self {
                    $(Sound::$sound => include_bytes!(concat!("../../../assets/", $file)),)*
                }
            }
        }
    };
}

sound_files! {
    Place => "audio/place.ogg",
    Flip => "audio/flip.ogg",
    Step => "audio/step.ogg",
    Stack => "audio/stack.ogg",
    Rebound => "audio/rebound.ogg",
    Drop => "audio/drop.ogg",
    Capture => "audio/capture.ogg",
    Hop => "audio/hop.ogg",
    Remove => "audio/remove.ogg",
    Promote => "audio/promote.ogg",
    Illegal => "audio/illegal.ogg",
    Pass => "audio/pass.ogg",
    Win => "audio/win.ogg",
    Draw => "audio/draw.ogg",
    Click => "audio/click.ogg",
    Summary => "audio/summary.ogg",
    Clock => "audio/clock.ogg",
}

/// The asset path a file under `assets/` is loaded by: the embedded copy
/// (see [`embed_sounds`]).
#[must_use]
pub fn embedded_path(file: &str) -> String {
    format!("embedded://tavola/{file}")
}

/// Puts every sound file into the engine's embedded asset source, where
/// the asset server finds them by [`embedded_path`]; nothing is read from
/// the disk.
pub fn embed_sounds(app: &mut App) {
    let registry = app
        .world_mut()
        .resource_mut::<bevy::asset::io::embedded::EmbeddedAssetRegistry>();
    let files = Sound::ALL
        .iter()
        .map(|s| (s.file(), s.bytes()))
        .chain(std::iter::once((AMBIENCE_FILE, AMBIENCE_BYTES)));
    for (file, bytes) in files {
        registry.insert_asset(
            std::path::PathBuf::new(),
            std::path::Path::new(&format!("tavola/{file}")),
            bytes,
        );
    }
}

/// Channel volumes follow the settings (and the M mute key).
fn apply_levels(
    levels: Res<AudioLevels>,
    effects: Res<AudioChannel<EffectsChannel>>,
    interface: Res<AudioChannel<InterfaceChannel>>,
    ambience: Res<AudioChannel<AmbienceChannel>>,
) {
    if !levels.is_changed() {
        return;
    }
    effects.set_volume(levels.decibels(levels.effects));
    interface.set_volume(levels.decibels(levels.interface));
    ambience.set_volume(levels.decibels(levels.ambience));
}

/// The ambience loop's file under `assets/`.
pub const AMBIENCE_FILE: &str = "audio/ambience.ogg";
/// Its bytes, built into the binary.
pub const AMBIENCE_BYTES: &[u8] = include_bytes!("../../../assets/audio/ambience.ogg");

#[derive(Resource)]
struct SoundHandles {
    cues: Vec<(Sound, Handle<AudioSource>)>,
    ambience: Handle<AudioSource>,
}

fn load_sounds(mut commands: Commands, assets: Res<AssetServer>) {
    let handles = Sound::ALL
        .into_iter()
        .map(|s| (s, assets.load(embedded_path(s.file()))))
        .collect();
    commands.insert_resource(SoundHandles {
        cues: handles,
        ambience: assets.load(embedded_path(AMBIENCE_FILE)),
    });
}

fn play_cues(
    mut cues: MessageReader<SoundCue>,
    handles: Res<SoundHandles>,
    effects: Res<AudioChannel<EffectsChannel>>,
    interface: Res<AudioChannel<InterfaceChannel>>,
) {
    for cue in cues.read() {
        let Some((_, handle)) = handles.cues.iter().find(|(s, _)| *s == cue.sound) else {
            continue;
        };
        if cue.sound.is_interface() {
            play_on(&interface, handle, cue.pitch);
        } else {
            play_on(&effects, handle, cue.pitch);
        }
    }
}

fn play_on<C: Resource>(channel: &AudioChannel<C>, handle: &Handle<AudioSource>, pitch: f32) {
    channel
        .play(handle.clone())
        .with_playback_rate(f64::from(pitch));
}

/// Starts or stops the ambience loop when the setting changes (it starts at
/// launch when the saved setting is on). Its level follows the ambience
/// volume and the mute through the channel.
fn switch_ambience(
    levels: Res<AudioLevels>,
    handles: Res<SoundHandles>,
    ambience: Res<AudioChannel<AmbienceChannel>>,
    mut playing: Local<bool>,
) {
    if levels.ambience_loop == *playing {
        return;
    }
    *playing = levels.ambience_loop;
    if *playing {
        ambience
            .play(handles.ambience.clone())
            .looped()
            .fade_in(AudioTween::linear(Duration::from_millis(1200)));
    } else {
        ambience
            .stop()
            .fade_out(AudioTween::linear(Duration::from_millis(600)));
    }
}

/// Volumes in percent, the master mute and the ambience loop switch.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AudioLevels {
    pub master: u8,
    pub effects: u8,
    pub interface: u8,
    pub ambience: u8,
    pub muted: bool,
    /// Whether the ambience loop plays (off by default).
    pub ambience_loop: bool,
}

impl Default for AudioLevels {
    fn default() -> Self {
        let volumes = crate::persist::settings::Volumes::default();
        AudioLevels {
            master: volumes.master,
            effects: volumes.effects,
            interface: volumes.interface,
            ambience: volumes.ambience,
            muted: false,
            ambience_loop: false,
        }
    }
}

impl AudioLevels {
    /// The gain of a channel at `percent`, in decibels (silence when muted).
    #[must_use]
    pub fn decibels(&self, percent: u8) -> f32 {
        let gain = f32::from(self.master) / 100.0 * f32::from(percent) / 100.0;
        if self.muted || gain <= 0.001 {
            -80.0
        } else {
            20.0 * gain.log10()
        }
    }
}
