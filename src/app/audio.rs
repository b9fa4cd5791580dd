//! Sound through `bevy_kira_audio` (Bevy's own audio stays off).
//!
//! Game logic never talks to the audio backend: it writes [`SoundCue`]
//! messages, and this module plays them on the effects or interface channel.
//! Without an audio device kira logs one warning and the cues are dropped
//! unplayed; the game is unaffected.

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

use super::AppSystems;

/// Registers the cue message (needed even where no audio backend runs,
/// e.g. headless tests).
pub(super) fn messages_plugin(app: &mut App) {
    app.add_message::<SoundCue>();
}

/// The audio backend, channels and cue playback (the binary only).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin);
    app.add_audio_channel::<EffectsChannel>();
    app.add_audio_channel::<InterfaceChannel>();
    app.add_audio_channel::<AmbienceChannel>();
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, play_cues.in_set(AppSystems::Ui));
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

/// Every sound of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sound {
    Place,
    Flip,
    Illegal,
    Pass,
    Win,
    Draw,
    Click,
}

impl Sound {
    const ALL: [Sound; 7] = [
        Sound::Place,
        Sound::Flip,
        Sound::Illegal,
        Sound::Pass,
        Sound::Win,
        Sound::Draw,
        Sound::Click,
    ];

    /// The file under `assets/audio/`.
    #[must_use]
    pub const fn file(self) -> &'static str {
        match self {
            Sound::Place => "audio/place.ogg",
            Sound::Flip => "audio/flip.ogg",
            Sound::Illegal => "audio/illegal.ogg",
            Sound::Pass => "audio/pass.ogg",
            Sound::Win => "audio/win.ogg",
            Sound::Draw => "audio/draw.ogg",
            Sound::Click => "audio/click.ogg",
        }
    }

    const fn is_interface(self) -> bool {
        matches!(
            self,
            Sound::Illegal | Sound::Pass | Sound::Click | Sound::Win | Sound::Draw
        )
    }
}

#[derive(Resource)]
struct SoundHandles(Vec<(Sound, Handle<AudioSource>)>);

fn load_sounds(mut commands: Commands, assets: Res<AssetServer>) {
    let handles = Sound::ALL
        .into_iter()
        .map(|s| (s, assets.load(s.file())))
        .collect();
    commands.insert_resource(SoundHandles(handles));
}

fn play_cues(
    mut cues: MessageReader<SoundCue>,
    handles: Res<SoundHandles>,
    effects: Res<AudioChannel<EffectsChannel>>,
    interface: Res<AudioChannel<InterfaceChannel>>,
) {
    for cue in cues.read() {
        let Some((_, handle)) = handles.0.iter().find(|(s, _)| *s == cue.sound) else {
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
