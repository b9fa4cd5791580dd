//! The move animation, built from the rules' effects only: a simple move
//! slides with a small lift (a king glides along its diagonal), each hop of
//! a capture arcs over the piece it takes, which greys and sinks a little
//! but stays until the last hop; then the captured pieces are lifted one by
//! one to the tray of their colour; a promotion drops the crowning man on
//! top; a huffed piece goes to the tray.
//!
//! With [`ReducedMotion`] the same segments (and sounds) play shorter and
//! flat: a simple move slides straight without lift, a hop and a piece
//! going to the tray cross-fade (shrink away, grow at the destination), and
//! the crown grows in place instead of dropping.
//!
//! Segments play one after the other; [`Busy`] counts those not finished.
//! Durations are scaled by [`AnimationSpeed`]; [`SkipAnimation`] drops the
//! rest, and the scene then snaps every entity to the rules' state (the
//! same sync that ends every animation, so the end state is always exact).

use std::collections::VecDeque;

use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use super::is_active;
use super::scene::{
    CheckersAssets, CheckersPiece, Crown, MAN_HEIGHT, MarkedCaptured, captured_counts,
    rest_translation, spawn_crown, spawn_tray_piece, tray_slot,
};
use crate::app::core::AppSystems;
use crate::app::core::anim::{AnimationSpeed, Busy, ReducedMotion, SkipAnimation, cross_fade};
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::screen::Screen;
use crate::app::core::session::{Match, MovePlayed};
use crate::rules::checkers::{Effect, Game, PieceKind, Square};
use crate::rules::{Rules, Side};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Timeline>();
    app.add_systems(
        Update,
        (queue_moves, run_timeline)
            .chain()
            .in_set(AppSystems::Sync)
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
    app.add_systems(OnExit(Screen::Playing), drop_timeline);
}

/// The animation segments still to play, and whether the scene should snap
/// to the rules' state.
#[derive(Resource, Debug, Default)]
pub struct Timeline {
    queue: VecDeque<Segment>,
    /// Seconds into the first segment.
    elapsed: f32,
    /// Whether the first segment has begun (its sound played).
    begun: bool,
    sync: bool,
}

impl Timeline {
    /// Whether nothing is left to play.
    #[must_use]
    pub fn is_idle(&self) -> bool {
        self.queue.is_empty()
    }

    /// Segments not yet finished.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.queue.len()
    }

    /// Whether an animation just ended (consumes the request).
    pub(super) fn take_sync_request(&mut self) -> bool {
        std::mem::take(&mut self.sync)
    }

    fn clear(&mut self, busy: &mut Busy) {
        busy.0 = busy.0.saturating_sub(self.queue.len() as u32);
        self.queue.clear();
        self.elapsed = 0.0;
        self.begun = false;
        self.sync = true;
    }
}

#[derive(Debug)]
struct Segment {
    /// Nominal seconds (before the speed factor).
    duration: f32,
    sound: Sound,
    action: Action,
}

#[derive(Debug)]
enum Action {
    /// A simple move: slide with a small lift.
    Slide {
        entity: Entity,
        from: Vec3,
        to: Vec3,
        lift: f32,
        square: Square,
    },
    /// One hop: along the diagonal, arcing over the captured piece (at
    /// fraction `over` of the way), which is marked when passed.
    Hop {
        entity: Entity,
        from: Vec3,
        to: Vec3,
        over: f32,
        victim: Option<Entity>,
        square: Square,
    },
    /// A captured or huffed piece lifted to its tray slot.
    Leave {
        entity: Entity,
        from: Vec3,
        side: Side,
        slot: usize,
    },
    /// The crowning man drops onto the promoted piece.
    Crown {
        entity: Entity,
        side: Side,
        crown: Option<Entity>,
    },
}

const CROWN_START: f32 = 1.4;

/// Turns each played move's effects into segments (or, at instant speed,
/// into one sound and a snap to the new state).
#[allow(clippy::too_many_arguments)]
fn queue_moves(
    mut played: MessageReader<MovePlayed<Game>>,
    game: Option<Res<Match<Game>>>,
    speed: Res<AnimationSpeed>,
    mut busy: ResMut<Busy>,
    mut timeline: ResMut<Timeline>,
    pieces: Query<(Entity, &CheckersPiece)>,
    mut sounds: MessageWriter<SoundCue>,
) {
    let Some(game) = game else {
        played.clear();
        return;
    };
    for MovePlayed { index, effects, .. } in played.read() {
        // A move arriving while another still plays: finish that one first.
        if !timeline.is_idle() {
            timeline.clear(&mut busy);
        }
        if speed.factor() == 0.0 || *index >= game.plies().len() {
            sounds.write(SoundCue::new(Sound::Summary));
            timeline.sync = true;
            continue;
        }
        let mut at: [Option<Entity>; 32] = [None; 32];
        for (entity, piece) in &pieces {
            at[piece.square.index() as usize] = Some(entity);
        }
        let mut tray = captured_counts(&game.plies()[..*index]);
        let before = if *index == 0 {
            game.start()
        } else {
            &game.plies()[*index - 1].after
        };
        let side = before.turn();
        let mut segments = Vec::new();
        let mut mover: Option<Entity> = None;
        for effect in effects {
            match *effect {
                Effect::Step { from, to } => {
                    let Some(entity) = at[from.index() as usize] else {
                        continue;
                    };
                    mover = Some(entity);
                    let distance = distance(from, to);
                    segments.push(Segment {
                        duration: 0.26 + 0.09 * distance,
                        sound: Sound::Step,
                        action: Action::Slide {
                            entity,
                            from: rest_translation(from),
                            to: rest_translation(to),
                            lift: if distance > 1.5 { 0.22 } else { 0.14 },
                            square: to,
                        },
                    });
                }
                Effect::Hop { from, over, to } => {
                    let Some(entity) = mover.or(at[from.index() as usize]) else {
                        continue;
                    };
                    mover = Some(entity);
                    let length = distance(from, to);
                    segments.push(Segment {
                        duration: 0.34 + 0.07 * length,
                        sound: Sound::Hop,
                        action: Action::Hop {
                            entity,
                            from: rest_translation(from),
                            to: rest_translation(to),
                            over: distance(from, over) / length,
                            victim: at[over.index() as usize],
                            square: to,
                        },
                    });
                }
                Effect::Remove { square, piece } => {
                    let Some(entity) = at[square.index() as usize] else {
                        continue;
                    };
                    let slot = tray[piece.side.index()];
                    tray[piece.side.index()] += 1;
                    segments.push(Segment {
                        duration: 0.38,
                        sound: Sound::Remove,
                        action: Action::Leave {
                            entity,
                            from: rest_translation(square) - Vec3::Y * SUNK,
                            side: piece.side,
                            slot,
                        },
                    });
                }
                Effect::Promote { .. } => {
                    let Some(entity) = mover else { continue };
                    segments.push(Segment {
                        duration: 0.45,
                        sound: Sound::Promote,
                        action: Action::Crown {
                            entity,
                            side,
                            crown: None,
                        },
                    });
                }
                Effect::Huff(huff) => {
                    let Some(entity) = at[huff.square.index() as usize] else {
                        continue;
                    };
                    let slot = tray[huff.piece.side.index()];
                    tray[huff.piece.side.index()] += 1;
                    segments.push(Segment {
                        duration: 0.5,
                        sound: Sound::Remove,
                        action: Action::Leave {
                            entity,
                            from: rest_translation(huff.square),
                            side: huff.piece.side,
                            slot,
                        },
                    });
                }
            }
        }
        busy.0 += segments.len() as u32;
        timeline.queue.extend(segments);
        timeline.elapsed = 0.0;
        timeline.begun = false;
        if timeline.queue.is_empty() {
            timeline.sync = true;
        }
    }
}

/// How far a captured piece sinks once it has been jumped.
const SUNK: f32 = 0.05;

/// Squares between two squares on one diagonal.
fn distance(a: Square, b: Square) -> f32 {
    f32::from((i16::from(a.file()) - i16::from(b.file())).unsigned_abs() as u8).max(1.0)
}

/// Advances the running segment; finished segments apply their end state.
#[allow(clippy::too_many_arguments)]
pub(super) fn run_timeline(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    reduced: Res<ReducedMotion>,
    mut skip: MessageReader<SkipAnimation>,
    mut busy: ResMut<Busy>,
    mut timeline: ResMut<Timeline>,
    assets: Res<CheckersAssets>,
    mut transforms: Query<&mut Transform>,
    mut pieces: Query<&mut CheckersPiece>,
    children: Query<&Children>,
    crowns: Query<(), With<Crown>>,
    mut materials: Query<&mut MeshMaterial3d<StandardMaterial>>,
    mut sounds: MessageWriter<SoundCue>,
) {
    let skipping = skip.read().count() > 0;
    if timeline.is_idle() {
        return;
    }
    if skipping || speed.factor() == 0.0 {
        timeline.clear(&mut busy);
        return;
    }
    let mut budget = time.delta_secs();
    while budget > 0.0 || !timeline.begun {
        let factor = speed.factor() * reduced.duration_factor();
        let Some(segment) = timeline.queue.front() else {
            break;
        };
        let (duration, sound) = (segment.duration * factor, segment.sound);
        if !timeline.begun {
            timeline.begun = true;
            sounds.write(SoundCue::new(sound));
            if let Some(Segment {
                action:
                    Action::Crown {
                        entity,
                        side,
                        crown,
                    },
                ..
            }) = timeline.queue.front_mut()
            {
                let (entity, side) = (*entity, *side);
                let start = if reduced.0 { MAN_HEIGHT } else { CROWN_START };
                let spawned = spawn_crown(&mut commands, &assets, entity, side, start);
                if reduced.0 {
                    // Grown by `pose` from nothing, in place.
                    commands
                        .entity(spawned)
                        .insert(Transform::from_xyz(0.0, start, 0.0).with_scale(Vec3::splat(0.01)));
                }
                *crown = Some(spawned);
            }
        }
        let step = budget.min(duration - timeline.elapsed).max(0.0);
        timeline.elapsed += step;
        budget -= step;
        let t = if duration > 0.0 {
            (timeline.elapsed / duration).clamp(0.0, 1.0)
        } else {
            1.0
        };
        let segment = timeline.queue.front().expect("checked above");
        pose(&segment.action, t, reduced.0, &mut transforms);
        if t < 1.0 {
            break;
        }
        let segment = timeline.queue.pop_front().expect("checked above");
        busy.0 = busy.0.saturating_sub(1);
        timeline.elapsed = 0.0;
        timeline.begun = false;
        finish(
            &mut commands,
            segment.action,
            &assets,
            &mut pieces,
            &children,
            &crowns,
            &mut materials,
            &mut transforms,
        );
        if timeline.queue.is_empty() {
            timeline.sync = true;
            break;
        }
    }
}

/// Places the moving entity of `action` at progress `t` (0..=1).
fn pose(action: &Action, t: f32, reduced: bool, transforms: &mut Query<&mut Transform>) {
    if reduced {
        pose_reduced(action, t, transforms);
        return;
    }
    match *action {
        Action::Slide {
            entity,
            from,
            to,
            lift,
            ..
        } => {
            let s = EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut).sample_clamped(t);
            let at = from.lerp(to, s) + Vec3::Y * lift * (std::f32::consts::PI * t).sin();
            set(transforms, entity, at);
        }
        Action::Hop {
            entity,
            from,
            to,
            over,
            ..
        } => {
            let s = EasingCurve::new(0.0, 1.0, EaseFunction::SineInOut).sample_clamped(t);
            let length = from.distance(to).max(0.01);
            // A bump one square wide each side of the jumped piece, high
            // enough to clear it; a flying king glides low before and after.
            let off = (s - over) * length / std::f32::consts::SQRT_2;
            let bump = (1.0 - off * off).max(0.0);
            let glide = 0.06 * (std::f32::consts::PI * s).sin();
            let at = from.lerp(to, s) + Vec3::Y * (0.55 * bump + glide);
            set(transforms, entity, at);
        }
        Action::Leave {
            entity,
            from,
            side,
            slot,
        } => {
            let to = tray_slot(side, slot);
            let s = EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut).sample_clamped(t);
            let at = from.lerp(to, s) + Vec3::Y * 0.9 * (std::f32::consts::PI * s).sin();
            set(transforms, entity, at);
        }
        Action::Crown { crown, .. } => {
            if let Some(crown) = crown {
                let s = EasingCurve::new(0.0, 1.0, EaseFunction::BounceOut).sample_clamped(t);
                let y = CROWN_START + (MAN_HEIGHT - CROWN_START) * s;
                set(transforms, crown, Vec3::Y * y);
            }
        }
    }
}

/// The reduced-motion poses: straight slides and in-place cross-fades,
/// never above the pieces' resting heights.
fn pose_reduced(action: &Action, t: f32, transforms: &mut Query<&mut Transform>) {
    match *action {
        Action::Slide {
            entity, from, to, ..
        } => {
            let s = EasingCurve::new(0.0, 1.0, EaseFunction::QuadraticInOut).sample_clamped(t);
            set_scaled(transforms, entity, from.lerp(to, s), 1.0);
        }
        Action::Hop {
            entity, from, to, ..
        } => {
            let (at, scale) = cross_fade(from, to, t);
            set_scaled(transforms, entity, at, scale);
        }
        Action::Leave {
            entity,
            from,
            side,
            slot,
        } => {
            let (at, scale) = cross_fade(from, tray_slot(side, slot), t);
            set_scaled(transforms, entity, at, scale);
        }
        Action::Crown { crown, .. } => {
            if let Some(crown) = crown {
                let s = EasingCurve::new(0.01, 1.0, EaseFunction::QuadraticOut).sample_clamped(t);
                set_scaled(transforms, crown, Vec3::Y * MAN_HEIGHT, s);
            }
        }
    }
}

fn set(transforms: &mut Query<&mut Transform>, entity: Entity, at: Vec3) {
    if let Ok(mut transform) = transforms.get_mut(entity) {
        transform.translation = at;
    }
}

fn set_scaled(transforms: &mut Query<&mut Transform>, entity: Entity, at: Vec3, scale: f32) {
    if let Ok(mut transform) = transforms.get_mut(entity) {
        transform.translation = at;
        transform.scale = Vec3::splat(scale);
    }
}

/// The end state of a finished segment.
#[allow(clippy::too_many_arguments)]
fn finish(
    commands: &mut Commands,
    action: Action,
    assets: &CheckersAssets,
    pieces: &mut Query<&mut CheckersPiece>,
    children: &Query<&Children>,
    crowns: &Query<(), With<Crown>>,
    materials: &mut Query<&mut MeshMaterial3d<StandardMaterial>>,
    transforms: &mut Query<&mut Transform>,
) {
    match action {
        Action::Slide { entity, square, .. }
        | Action::Hop {
            entity,
            square,
            victim: None,
            ..
        } => {
            arrive(pieces, transforms, entity, square);
        }
        Action::Hop {
            entity,
            square,
            victim: Some(victim),
            ..
        } => {
            arrive(pieces, transforms, entity, square);
            commands.entity(victim).insert(MarkedCaptured);
            if let Ok(mut transform) = transforms.get_mut(victim) {
                transform.translation.y -= SUNK;
            }
            for child in children.iter_descendants(victim) {
                if let Ok(mut material) = materials.get_mut(child) {
                    material.0 = assets.captured.clone();
                }
            }
        }
        Action::Leave {
            entity, side, slot, ..
        } => {
            commands.entity(entity).despawn();
            spawn_tray_piece(commands, assets, side, slot);
        }
        Action::Crown { entity, crown, .. } => {
            if let Ok(mut piece) = pieces.get_mut(entity) {
                piece.piece.kind = PieceKind::King;
            }
            if let Some(crown) = crown
                && crowns.contains(crown)
            {
                set_scaled(transforms, crown, Vec3::Y * MAN_HEIGHT, 1.0);
            }
        }
    }
}

fn arrive(
    pieces: &mut Query<&mut CheckersPiece>,
    transforms: &mut Query<&mut Transform>,
    entity: Entity,
    square: Square,
) {
    if let Ok(mut piece) = pieces.get_mut(entity) {
        piece.square = square;
    }
    set_scaled(transforms, entity, rest_translation(square), 1.0);
}

/// Leaving the playing screen drops what was still to play.
fn drop_timeline(mut timeline: ResMut<Timeline>, mut busy: ResMut<Busy>) {
    timeline.clear(&mut busy);
}
