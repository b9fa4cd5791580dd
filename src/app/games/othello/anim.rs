//! Othello move animation, driven only by the rules' effects: the new disc
//! drops in with a small bounce, then the flipped discs turn in order of
//! distance from it — a ripple outward along each line. Each disc lifts,
//! turns half a circle about the horizontal axis across its line, and
//! settles. Sounds fire when each segment starts.
//!
//! With [`ReducedMotion`] the same segments play shorter and flat: the new
//! disc grows in place, and a flipped disc squeezes to nothing in height,
//! switches faces and grows back, never leaving the board.

use std::f32::consts::PI;

use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use super::is_active;
use super::scene::{Disc, HALF_THICKNESS, OthelloAssets, face_up, rest_translation, spawn_disc};
use crate::app::core::AppSystems;
use crate::app::core::anim::{AnimationSpeed, Busy, ReducedMotion, SkipAnimation};
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::screen::Screen;
use crate::app::core::session::MovePlayed;
use crate::rules::othello::{Effect, Position, Square};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_animations, skip_animations, advance_tweens)
            .chain()
            .in_set(AppSystems::Sync)
            .before(super::scene::sync_discs)
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

/// Nominal timings (seconds) at normal speed.
const DROP_TIME: f32 = 0.30;
const FLIP_START: f32 = 0.22;
const FLIP_STAGGER: f32 = 0.09;
const FLIP_TIME: f32 = 0.34;
const DROP_HEIGHT: f32 = 1.3;
const FLIP_LIFT: f32 = 0.45;

/// One running segment on one disc.
#[derive(Component, Debug, Clone)]
pub struct DiscTween {
    kind: TweenKind,
    /// Seconds (nominal) before the segment starts.
    delay: f32,
    duration: f32,
    elapsed: f32,
    sound: Option<SoundCue>,
}

#[derive(Debug, Clone, Copy)]
enum TweenKind {
    Drop,
    /// Turn half a circle about `axis`, starting from `from`.
    Flip {
        axis: Vec3,
        from: Quat,
    },
}

impl DiscTween {
    /// The disc's transform `elapsed` seconds into the segment.
    fn sample(&self, square: Square, final_rotation: Quat, reduced: bool) -> Transform {
        let rest = rest_translation(square);
        let t = ((self.elapsed - self.delay) / self.duration).clamp(0.0, 1.0);
        if reduced {
            return match self.kind {
                TweenKind::Drop => {
                    let grow = EasingCurve::new(0.05, 1.0, EaseFunction::QuadraticOut);
                    let scale = grow.sample_clamped(t);
                    // Resting on the board while it grows.
                    let at = rest - Vec3::Y * HALF_THICKNESS * (1.0 - scale);
                    Transform::from_translation(at)
                        .with_rotation(final_rotation)
                        .with_scale(Vec3::splat(scale))
                }
                TweenKind::Flip { from, .. } => {
                    // Squeeze flat showing the old face, then grow back
                    // showing the new one: a cross-fade in place.
                    let (_, height) = crate::app::core::anim::cross_fade(rest, rest, t);
                    let rotation = if t < 0.5 { from } else { final_rotation };
                    let at = rest - Vec3::Y * HALF_THICKNESS * (1.0 - height);
                    Transform::from_translation(at)
                        .with_rotation(rotation)
                        .with_scale(Vec3::new(1.0, height, 1.0))
                }
            };
        }
        match self.kind {
            TweenKind::Drop => {
                let fall = EasingCurve::new(DROP_HEIGHT, 0.0, EaseFunction::BounceOut);
                Transform::from_translation(rest + Vec3::Y * fall.sample_clamped(t))
                    .with_rotation(final_rotation)
            }
            TweenKind::Flip { axis, from } => {
                let turn = EasingCurve::new(0.0, PI, EaseFunction::CubicInOut);
                let lift = EasingCurve::new(0.0, 1.0, EaseFunction::SineInOut);
                let height = FLIP_LIFT * (PI * lift.sample_clamped(t)).sin();
                Transform::from_translation(rest + Vec3::Y * height)
                    .with_rotation(Quat::from_axis_angle(axis, turn.sample_clamped(t)) * from)
            }
        }
    }

    fn finished(&self) -> bool {
        self.elapsed >= self.delay + self.duration
    }
}

/// Turns each played move's effects into disc segments.
fn start_animations(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed<Position>>,
    speed: Res<AnimationSpeed>,
    reduced: Res<ReducedMotion>,
    assets: Res<OthelloAssets>,
    mut busy: ResMut<Busy>,
    mut discs: Query<(Entity, &mut Disc, &Transform, Option<&mut DiscTween>)>,
    mut sounds: MessageWriter<SoundCue>,
) {
    for MovePlayed { effects, .. } in played.read() {
        if *speed == AnimationSpeed::Instant {
            // The end state is drawn by the sync at once: one summarising
            // sound per placement, however many discs turn (a pass sounds
            // from its announcement).
            if effects.iter().any(|e| matches!(e, Effect::Placed { .. })) {
                sounds.write(SoundCue::new(Sound::Summary));
            }
            continue;
        }
        let mut origin = None;
        for effect in effects {
            match *effect {
                Effect::Placed { square, side } => {
                    origin = Some(square);
                    let entity = spawn_disc(&mut commands, &assets, square, side);
                    let tween = DiscTween {
                        kind: TweenKind::Drop,
                        delay: 0.0,
                        duration: DROP_TIME,
                        elapsed: 0.0,
                        sound: Some(SoundCue::new(Sound::Place)),
                    };
                    let start = tween.sample(square, face_up(side), reduced.0);
                    commands.entity(entity).insert((tween, start));
                    busy.0 += 1;
                }
                Effect::Flipped {
                    square,
                    to,
                    distance,
                    ..
                } => {
                    let Some((entity, mut disc, _, running)) =
                        discs.iter_mut().find(|(_, d, ..)| d.square == square)
                    else {
                        continue;
                    };
                    let line = origin.map_or(Vec3::X, |o| {
                        (rest_translation(square) - rest_translation(o)).normalize_or(Vec3::X)
                    });
                    let tween = DiscTween {
                        kind: TweenKind::Flip {
                            axis: Vec3::Y.cross(line).normalize_or(Vec3::X),
                            from: face_up(to.opponent()),
                        },
                        delay: FLIP_START + FLIP_STAGGER * f32::from(distance.saturating_sub(1)),
                        duration: FLIP_TIME,
                        elapsed: 0.0,
                        sound: Some(SoundCue {
                            sound: Sound::Flip,
                            pitch: 0.92 + 0.05 * f32::from(distance),
                        }),
                    };
                    disc.side = to;
                    if running.is_none() {
                        busy.0 += 1;
                    }
                    commands.entity(entity).insert(tween);
                }
                Effect::Passed { .. } => {}
            }
        }
    }
}

/// Click or Space during a move: every disc to its end state now.
fn skip_animations(mut skip: MessageReader<SkipAnimation>, mut tweens: Query<&mut DiscTween>) {
    if skip.read().count() == 0 {
        return;
    }
    for mut tween in &mut tweens {
        tween.elapsed = tween.delay + tween.duration;
        // A skipped segment stays silent.
        tween.sound = None;
    }
}

/// Advances every segment by real time scaled by the speed setting.
fn advance_tweens(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    reduced: Res<ReducedMotion>,
    mut busy: ResMut<Busy>,
    mut tweens: Query<(Entity, &Disc, &mut Transform, &mut DiscTween)>,
    mut sounds: MessageWriter<SoundCue>,
) {
    let factor = (speed.factor() * reduced.duration_factor()).max(0.01);
    let step = time.delta_secs() / factor;
    for (entity, disc, mut transform, mut tween) in &mut tweens {
        if speed.factor() == 0.0 {
            tween.elapsed = tween.delay + tween.duration;
            tween.sound = None;
        } else {
            tween.elapsed += step;
        }
        if tween.elapsed >= tween.delay
            && let Some(cue) = tween.sound.take()
        {
            sounds.write(cue);
        }
        if tween.finished() {
            *transform = Transform::from_translation(rest_translation(disc.square))
                .with_rotation(face_up(disc.side));
            commands.entity(entity).remove::<DiscTween>();
            busy.0 = busy.0.saturating_sub(1);
        } else {
            *transform = tween.sample(disc.square, face_up(disc.side), reduced.0);
        }
    }
}
