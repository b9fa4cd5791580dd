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

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use super::scene::{Disc, HALF_THICKNESS, OthelloAssets, face_up, rest_translation, spawn_disc};
use crate::app::core::anim::timeline::{self, Clip, MoveAnimation, Plan, Timeline};
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::session::MovePlayed;
use crate::rules::Side;
use crate::rules::othello::{Effect, Position, Square};

pub(super) fn plugin(app: &mut App) {
    timeline::register::<DiscTween>(app);
}

/// The Othello moves being shown.
pub type MoveTimeline = Timeline<DiscTween>;

/// Nominal timings (seconds) at normal speed.
const DROP_TIME: f32 = 0.30;
const FLIP_START: f32 = 0.22;
const FLIP_STAGGER: f32 = 0.09;
const FLIP_TIME: f32 = 0.34;
const DROP_HEIGHT: f32 = 1.3;
const FLIP_LIFT: f32 = 0.45;

/// One segment on one disc.
#[derive(Debug, Clone, Copy)]
pub struct DiscTween {
    entity: Entity,
    square: Square,
    /// The colour it shows at the end.
    side: Side,
    kind: TweenKind,
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
    /// The disc's transform at progress `t` (0..=1).
    fn sample(&self, t: f32, reduced: bool) -> Transform {
        let rest = rest_translation(self.square);
        let final_rotation = face_up(self.side);
        let t = t.clamp(0.0, 1.0);
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
}

impl Clip for DiscTween {
    type Param = Query<'static, 'static, &'static mut Transform, With<Disc>>;

    fn pose(&self, t: f32, reduced: bool, transforms: &mut SystemParamItem<Self::Param>) {
        if let Ok(mut transform) = transforms.get_mut(self.entity) {
            *transform = self.sample(t, reduced);
        }
    }

    fn finish(self, transforms: &mut SystemParamItem<Self::Param>) {
        if let Ok(mut transform) = transforms.get_mut(self.entity) {
            *transform = Transform::from_translation(rest_translation(self.square))
                .with_rotation(face_up(self.side));
        }
    }
}

/// What planning needs: the discs before the move, and what a new disc is
/// made of.
#[derive(SystemParam)]
pub struct Before<'w, 's> {
    commands: Commands<'w, 's>,
    assets: Res<'w, OthelloAssets>,
    discs: Query<'w, 's, (Entity, &'static mut Disc)>,
}

impl MoveAnimation for DiscTween {
    type Game = Position;
    type PlanParam = Before<'static, 'static>;

    fn plan(
        played: &MovePlayed<Position>,
        reduced: bool,
        before: &mut SystemParamItem<Self::PlanParam>,
    ) -> Plan<Self> {
        plan(&played.effects, reduced, before)
    }

    /// A placement; a pass changes nothing on the board (it sounds from
    /// its announcement). At instant speed one summarising sound per
    /// placement, however many discs turn.
    fn is_shown(played: &MovePlayed<Position>) -> bool {
        played
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Placed { .. }))
    }
}

/// Turns a played move's effects into disc segments: the new disc drops,
/// then the flipped ones turn in a ripple.
fn plan(effects: &[Effect], reduced: bool, before: &mut Before) -> Plan<DiscTween> {
    let mut plan = Plan::default();
    let mut origin = None;
    for effect in effects {
        match *effect {
            Effect::Placed { square, side } => {
                origin = Some(square);
                let entity = spawn_disc(&mut before.commands, &before.assets, square, side);
                let tween = DiscTween {
                    entity,
                    square,
                    side,
                    kind: TweenKind::Drop,
                };
                before
                    .commands
                    .entity(entity)
                    .insert(tween.sample(0.0, reduced));
                plan.at(0.0, DROP_TIME, Some(SoundCue::new(Sound::Place)), tween);
            }
            Effect::Flipped {
                square,
                to,
                distance,
                ..
            } => {
                let Some((entity, mut disc)) =
                    before.discs.iter_mut().find(|(_, d)| d.square == square)
                else {
                    continue;
                };
                let line = origin.map_or(Vec3::X, |o| {
                    (rest_translation(square) - rest_translation(o)).normalize_or(Vec3::X)
                });
                disc.side = to;
                let tween = DiscTween {
                    entity,
                    square,
                    side: to,
                    kind: TweenKind::Flip {
                        axis: Vec3::Y.cross(line).normalize_or(Vec3::X),
                        from: face_up(to.opponent()),
                    },
                };
                let cue = SoundCue {
                    sound: Sound::Flip,
                    pitch: 0.92 + 0.05 * f32::from(distance),
                };
                let start = FLIP_START + FLIP_STAGGER * f32::from(distance.saturating_sub(1));
                plan.at(start, FLIP_TIME, Some(cue), tween);
            }
            Effect::Passed { .. } => {}
        }
    }
    plan
}
