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
//! The segments play one after the other on the shared [`Timeline`] (speed,
//! skipping, sounds and the busy count are handled there); when a move has
//! played out or is skipped, the scene snaps every entity to the rules'
//! state, so the end state is always exact.

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use super::scene::{
    CheckersAssets, CheckersPiece, Crown, MAN_HEIGHT, MarkedCaptured, captured_counts,
    rest_translation, spawn_crown, spawn_tray_piece, tray_slot,
};
use crate::app::core::anim::cross_fade;
use crate::app::core::anim::timeline::{self, Clip, MoveAnimation, Plan, Timeline};
use crate::app::core::audio::Sound;
use crate::app::core::session::{Match, MovePlayed};
use crate::rules::checkers::{Effect, Game, PieceKind, Square};
use crate::rules::{Rules, Side};

pub(super) fn plugin(app: &mut App) {
    timeline::register::<Action>(app);
}

/// The checkers moves being shown.
pub type MoveTimeline = Timeline<Action>;

/// One segment of a checkers move.
#[derive(Debug)]
pub enum Action {
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

/// What the segments pose and finish.
#[derive(SystemParam)]
pub struct Pieces<'w, 's> {
    commands: Commands<'w, 's>,
    assets: Res<'w, CheckersAssets>,
    transforms: Query<'w, 's, &'static mut Transform>,
    pieces: Query<'w, 's, &'static mut CheckersPiece>,
    children: Query<'w, 's, &'static Children>,
    crowns: Query<'w, 's, (), With<Crown>>,
    materials: Query<'w, 's, &'static mut MeshMaterial3d<StandardMaterial>>,
}

/// What planning reads: the match and the pieces before the move.
#[derive(SystemParam)]
pub struct Before<'w, 's> {
    game: Option<Res<'w, Match<Game>>>,
    pieces: Query<'w, 's, (Entity, &'static CheckersPiece)>,
}

impl Clip for Action {
    type Param = Pieces<'static, 'static>;

    fn begin(&mut self, world: &mut SystemParamItem<Self::Param>, reduced: bool) {
        if let Action::Crown {
            entity,
            side,
            crown,
        } = self
        {
            let start = if reduced { MAN_HEIGHT } else { CROWN_START };
            let spawned = spawn_crown(&mut world.commands, &world.assets, *entity, *side, start);
            if reduced {
                // Grown by `pose` from nothing, in place.
                world
                    .commands
                    .entity(spawned)
                    .insert(Transform::from_xyz(0.0, start, 0.0).with_scale(Vec3::splat(0.01)));
            }
            *crown = Some(spawned);
        }
    }

    fn pose(&self, t: f32, reduced: bool, world: &mut SystemParamItem<Self::Param>) {
        pose(self, t, reduced, &mut world.transforms);
    }

    fn finish(self, world: &mut SystemParamItem<Self::Param>) {
        finish(self, world);
    }
}

impl MoveAnimation for Action {
    type Game = Game;
    type PlanParam = Before<'static, 'static>;

    fn plan(
        played: &MovePlayed<Game>,
        _reduced: bool,
        before: &mut SystemParamItem<Self::PlanParam>,
    ) -> Plan<Self> {
        plan(played, before)
    }
}

const CROWN_START: f32 = 1.4;

/// Turns a played move's effects into segments.
fn plan(played: &MovePlayed<Game>, before: &Before) -> Plan<Action> {
    let mut plan = Plan::default();
    let Some(game) = &before.game else {
        return plan;
    };
    let (index, effects) = (&played.index, &played.effects);
    if *index >= game.plies().len() {
        return plan;
    }
    let pieces = &before.pieces;
    {
        let mut at: [Option<Entity>; 32] = [None; 32];
        for (entity, piece) in pieces {
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
        for segment in segments {
            plan.then(segment.duration, Some(segment.sound), segment.action);
        }
    }
    plan
}

/// A planned segment before it goes on the timeline.
struct Segment {
    /// Nominal seconds (before the speed factor).
    duration: f32,
    sound: Sound,
    action: Action,
}

/// How far a captured piece sinks once it has been jumped.
const SUNK: f32 = 0.05;

/// Squares between two squares on one diagonal.
fn distance(a: Square, b: Square) -> f32 {
    f32::from((i16::from(a.file()) - i16::from(b.file())).unsigned_abs() as u8).max(1.0)
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
fn finish(action: Action, world: &mut Pieces) {
    let Pieces {
        commands,
        assets,
        transforms,
        pieces,
        children,
        crowns,
        materials,
    } = world;
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
