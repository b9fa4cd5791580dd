//! The animation of a played Gounki move, built from its effects only.
//!
//! The piece entities still show the position before the move when its
//! [`MovePlayed`] arrives (the scene is rebuilt only once nothing animates),
//! so the plan moves those entities:
//!
//! * a movement follows its path square by square on a low arc; a rebound
//!   travels to the rim of the side wall at the rules' `rebound_point`,
//!   squashes and tilts against it, and leaves on the reflected diagonal;
//! * a captured enemy stack is knocked off into its owner's tray while the
//!   mover lands; a stacking lands on top and settles;
//! * a deployment lifts the tower and drops one piece per step (the tower
//!   shrinking), with rebounds and drops onto own stacks;
//! * an exit carries the pieces over the last rank into the goal zone.
//!
//! With [`ReducedMotion`] the plan is flat and short: movements slide in
//! straight lines at their level (a rebound touches the rim without
//! squashing), a captured stack and an exiting group cross-fade (shrink
//! away, grow in the tray or the goal), a deployment leaves the tower on its
//! square and cross-fades each dropped piece onto its square, and there is
//! no lift and no settling bounce. The sounds keep their order.
//!
//! The segments play on the shared [`Timeline`] (speed, skipping, sounds
//! and the busy count are handled there). When a move has played out or is
//! skipped the scene is rebuilt from the match, so the entities equal the
//! rules state exactly.

use std::collections::HashMap;
use std::f32::consts::PI;

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use super::scene::{GounkiPiece, PIECE_HEIGHT, Place, goal_point, tray_point};
use super::{board_point, square_center};
use crate::app::core::anim::cross_fade;
use crate::app::core::anim::timeline::{self, Clip, MoveAnimation, Plan, Timeline};
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::session::MovePlayed;
use crate::rules::Side;
use crate::rules::gounki::{Effect, Game, Landing, Path, PathStep, Square, StepKind};

pub(super) fn plugin(app: &mut App) {
    timeline::register::<Group>(app);
}

/// The Gounki moves being shown.
pub type MoveTimeline = Timeline<Group>;

/// Height a deployed tower is carried at: above any stack it passes.
const LIFT: f32 = 0.62;

/// One timed step of the animation: some pieces move together.
#[derive(Debug, Clone)]
pub struct Group(Vec<Tween>);

impl Clip for Group {
    type Param = Query<'static, 'static, &'static mut Transform, With<GounkiPiece>>;

    fn pose(&self, t: f32, reduced: bool, transforms: &mut SystemParamItem<Self::Param>) {
        for tween in &self.0 {
            if let Ok(mut transform) = transforms.get_mut(tween.entity) {
                *transform = tween.transform_at(t, reduced);
            }
        }
    }
}

/// What planning reads: the pieces before the move.
#[derive(SystemParam)]
pub struct Before<'w, 's> {
    pieces: Query<'w, 's, (Entity, &'static GounkiPiece)>,
}

impl MoveAnimation for Group {
    type Game = Game;
    type PlanParam = Before<'static, 'static>;

    fn plan(
        played: &MovePlayed<Game>,
        reduced: bool,
        before: &mut SystemParamItem<Self::PlanParam>,
    ) -> Plan<Self> {
        plan(&played.effects, reduced, &before.pieces)
    }
}

/// One piece moving from `from` to `to` over a segment.
#[derive(Debug, Clone, Copy)]
pub struct Tween {
    entity: Entity,
    from: Vec3,
    to: Vec3,
    /// Peak height of the arc above the straight line.
    arc: f32,
    /// Squash against a wall: ±1 tilts toward +x / −x, 0 for none.
    squash: f32,
    /// With reduced motion: cross-fade (shrink at `from`, grow at `to`)
    /// instead of sliding.
    fade: bool,
}

impl Tween {
    fn transform_at(&self, t: f32, reduced: bool) -> Transform {
        if reduced {
            if self.fade {
                let (at, scale) = cross_fade(self.from, self.to, t);
                return Transform::from_translation(at).with_scale(Vec3::splat(scale));
            }
            let eased = EasingCurve::new(0.0, 1.0, EaseFunction::QuadraticInOut).sample_clamped(t);
            return Transform::from_translation(self.from.lerp(self.to, eased));
        }
        let eased = EasingCurve::new(0.0, 1.0, EaseFunction::SineInOut).sample_clamped(t);
        let lift = self.arc * 4.0 * t * (1.0 - t);
        let mut transform =
            Transform::from_translation(self.from.lerp(self.to, eased) + Vec3::Y * lift);
        if self.squash != 0.0 {
            let s = (PI * t).sin();
            transform.scale = Vec3::new(1.0 - 0.25 * s, 1.0 - 0.3 * s, 1.0 + 0.15 * s);
            transform.rotation = Quat::from_rotation_z(-self.squash * 0.35 * s);
        }
        transform
    }
}

/// The pieces as the plan goes: each square's tower (bottom first), the
/// carried tower of a deployment, and the next tray slots.
struct Layout {
    towers: HashMap<Square, Vec<Entity>>,
    kinds: HashMap<Entity, StepKind>,
    tray_slots: [u8; 2],
    segments: Plan<Group>,
    /// Plan for reduced motion (no lift, no settle, dropped pieces fade).
    reduced: bool,
}

fn offset(level: usize) -> Vec3 {
    Vec3::Y * PIECE_HEIGHT * (level as f32 + 0.5)
}

impl Layout {
    /// The whole group `movers` (bottom first) travels from base `a` to base
    /// `b` (surface points) on an arc; the last squares of a path get
    /// `end_levels` as their final levels.
    fn hop(&self, movers: &[Entity], a: Vec3, b: Vec3, levels: (usize, usize)) -> Vec<Tween> {
        movers
            .iter()
            .enumerate()
            .map(|(i, &entity)| Tween {
                entity,
                from: a + offset(levels.0 + i),
                to: b + offset(levels.1 + i),
                arc: 0.3,
                squash: 0.0,
                fade: false,
            })
            .collect()
    }

    /// Reduced motion: the lowest carried piece of kind `piece` cross-fades
    /// from the waiting tower (base `at`) onto `square` at level `below`;
    /// the rest of the tower closes up.
    fn drop_in_place(
        &mut self,
        carried: &mut Vec<Entity>,
        at: Vec3,
        piece: StepKind,
        square: Square,
        below: usize,
        rebounds: bool,
    ) {
        if carried.is_empty() {
            return;
        }
        let index = carried
            .iter()
            .position(|e| self.kinds.get(e) == Some(&piece))
            .unwrap_or(0);
        let dropped = carried.remove(index);
        let mut items = vec![Tween {
            entity: dropped,
            from: at + offset(index),
            to: square_center(square) + offset(below),
            arc: 0.0,
            squash: 0.0,
            fade: true,
        }];
        for (i, &entity) in carried.iter().enumerate() {
            let old = if i >= index { i + 1 } else { i };
            items.push(Tween {
                entity,
                from: at + offset(old),
                to: at + offset(i),
                arc: 0.0,
                squash: 0.0,
                fade: false,
            });
        }
        let sound = if below > 0 { Sound::Stack } else { Sound::Drop };
        self.push(items, 0.3, rebounds.then_some(Sound::Rebound), Some(sound));
        self.towers.entry(square).or_default().push(dropped);
    }

    fn push(&mut self, items: Vec<Tween>, duration: f32, start: Option<Sound>, end: Option<Sound>) {
        self.segments.then(duration, start, Group(items)).end_sound = end.map(SoundCue::new);
    }

    /// `movers` follow one step from base `prev` (square `prev_square`) to
    /// `step`, through the wall when it rebounds. `height` is how high the
    /// movers ride above the surface (0 on the board, [`LIFT`] carried), and
    /// `land_level` the level the bottom mover reaches on the square.
    #[allow(clippy::too_many_arguments)]
    fn step(
        &mut self,
        movers: &[Entity],
        prev: Vec3,
        prev_square: Square,
        step: PathStep,
        height: f32,
        land_level: usize,
        extra: Vec<Tween>,
        sound: Sound,
    ) -> Vec3 {
        let ride = Vec3::Y * height;
        let target = square_center(step.square);
        let mut from = prev;
        if let Some((file, rank)) = step.rebound_point(prev_square) {
            let rim = board_point(file, rank) + ride;
            let sign = if file < 0.0 { -1.0 } else { 1.0 };
            let mut items = self.hop(movers, from, rim, (0, 0));
            for item in &mut items {
                item.arc = 0.12;
            }
            self.push(items, 0.2, None, None);
            let touch = movers
                .iter()
                .enumerate()
                .map(|(i, &entity)| Tween {
                    entity,
                    from: rim + offset(i),
                    to: rim + offset(i),
                    arc: 0.0,
                    squash: sign,
                    fade: false,
                })
                .collect();
            self.push(touch, 0.16, Some(Sound::Rebound), None);
            from = rim;
        }
        let mut items = self.hop(movers, from, target + ride, (0, 0));
        if height == 0.0 {
            for (i, item) in items.iter_mut().enumerate() {
                item.to = target + offset(land_level + i);
            }
        }
        let has_extra = !extra.is_empty();
        items.extend(extra);
        self.push(items, 0.3, has_extra.then_some(Sound::Capture), Some(sound));
        target + ride
    }

    /// Plans a whole path of a moving stack from `from` (on the surface).
    /// Returns the base reached.
    fn walk(
        &mut self,
        movers: &[Entity],
        from: Square,
        start: Vec3,
        path: &Path,
        height: f32,
    ) -> Vec3 {
        let mut prev_square = from;
        let mut base = start;
        for step in path.steps() {
            base = self.step(
                movers,
                base,
                prev_square,
                *step,
                height,
                0,
                Vec::new(),
                Sound::Step,
            );
            prev_square = step.square;
        }
        base
    }

    fn plan(&mut self, effects: &[Effect]) {
        let mut carried: Vec<Entity> = Vec::new();
        let mut carried_at = Vec3::ZERO;
        let mut carried_square = Square::default();
        for effect in effects {
            match *effect {
                Effect::Movement {
                    from,
                    path,
                    landing,
                    ..
                } => {
                    let movers = self.towers.remove(&from).unwrap_or_default();
                    let steps = path.steps();
                    let Some((last, before)) = steps.split_last() else {
                        continue;
                    };
                    let mut prev_square = from;
                    let mut base = square_center(from);
                    for step in before {
                        base = self.step(
                            &movers,
                            base,
                            prev_square,
                            *step,
                            0.0,
                            0,
                            Vec::new(),
                            Sound::Step,
                        );
                        prev_square = step.square;
                    }
                    let existing = self.towers.remove(&last.square).unwrap_or_default();
                    let (extra, land_level, sound) = match landing {
                        Landing::Captured(enemy) => {
                            let tray = usize::from(enemy.owner == Side::Black);
                            let extra = existing
                                .iter()
                                .enumerate()
                                .map(|(i, &entity)| {
                                    let slot = self.tray_slots[tray];
                                    self.tray_slots[tray] += 1;
                                    Tween {
                                        entity,
                                        from: square_center(last.square) + offset(i),
                                        to: tray_point(enemy.owner, slot),
                                        arc: 1.4,
                                        squash: 0.0,
                                        fade: true,
                                    }
                                })
                                .collect();
                            // The knock-off sounds as the captured stack
                            // leaves (segment start); the mover lands after.
                            (extra, 0, Sound::Step)
                        }
                        Landing::Stacked { .. } => (Vec::new(), existing.len(), Sound::Stack),
                        Landing::Empty => (Vec::new(), 0, Sound::Step),
                    };
                    self.step(
                        &movers,
                        base,
                        prev_square,
                        *last,
                        0.0,
                        land_level,
                        extra,
                        sound,
                    );
                    let mut tower = if matches!(landing, Landing::Stacked { .. }) {
                        existing
                    } else {
                        Vec::new()
                    };
                    if matches!(landing, Landing::Stacked { .. }) && !self.reduced {
                        // The settle: a small bounce on top of the own stack.
                        let target = square_center(last.square);
                        let settle = movers
                            .iter()
                            .enumerate()
                            .map(|(i, &entity)| Tween {
                                entity,
                                from: target + offset(land_level + i),
                                to: target + offset(land_level + i),
                                arc: 0.07,
                                squash: 0.0,
                                fade: false,
                            })
                            .collect();
                        self.push(settle, 0.14, None, None);
                    }
                    tower.extend(movers);
                    self.towers.insert(last.square, tower);
                }
                Effect::Null { at, path, .. } => {
                    let movers = self.towers.remove(&at).unwrap_or_default();
                    self.walk(&movers, at, square_center(at), &path, 0.0);
                    self.towers.insert(at, movers);
                }
                Effect::Lift { from, .. } => {
                    carried = self.towers.remove(&from).unwrap_or_default();
                    carried_square = from;
                    let base = square_center(from);
                    if self.reduced {
                        // No lift: the tower waits on its square.
                        carried_at = base;
                        continue;
                    }
                    carried_at = base + Vec3::Y * LIFT;
                    let items = self.hop(&carried, base, carried_at, (0, 0));
                    self.push(items, 0.25, None, None);
                }
                Effect::Drop {
                    piece,
                    square,
                    rebound,
                    before,
                    ..
                } => {
                    let below = before.map_or(0, |s| usize::from(s.height()));
                    let step = PathStep { square, rebound };
                    if self.reduced {
                        let rebounds = step.rebound_point(carried_square).is_some();
                        carried_square = square;
                        self.drop_in_place(
                            &mut carried,
                            carried_at,
                            piece,
                            square,
                            below,
                            rebounds,
                        );
                        continue;
                    }
                    let base = self.step(
                        &carried,
                        carried_at,
                        carried_square,
                        step,
                        LIFT,
                        0,
                        Vec::new(),
                        Sound::Step,
                    );
                    carried_at = base;
                    carried_square = square;
                    // Drop the lowest carried piece of that kind; the rest
                    // of the tower closes up.
                    let index = carried
                        .iter()
                        .position(|e| self.kinds.get(e) == Some(&piece))
                        .unwrap_or(0);
                    if carried.is_empty() {
                        continue;
                    }
                    let dropped = carried.remove(index);
                    let centre = square_center(square);
                    let mut items = vec![Tween {
                        entity: dropped,
                        from: base + offset(index),
                        to: centre + offset(below),
                        arc: 0.0,
                        squash: 0.0,
                        fade: true,
                    }];
                    for (i, &entity) in carried.iter().enumerate() {
                        let old = if i >= index { i + 1 } else { i };
                        items.push(Tween {
                            entity,
                            from: base + offset(old),
                            to: base + offset(i),
                            arc: 0.0,
                            squash: 0.0,
                            fade: false,
                        });
                    }
                    let sound = if below > 0 { Sound::Stack } else { Sound::Drop };
                    self.push(items, 0.2, None, Some(sound));
                    self.towers.entry(square).or_default().push(dropped);
                }
                Effect::Exit {
                    deployment,
                    from,
                    path,
                    beyond,
                    winner,
                    ..
                } => {
                    let (movers, start, height) = if deployment {
                        (std::mem::take(&mut carried), carried_at, LIFT)
                    } else {
                        (
                            self.towers.remove(&from).unwrap_or_default(),
                            square_center(from),
                            0.0,
                        )
                    };
                    // Reduced motion: a deployed rest goes to the goal from
                    // its square without walking over the others.
                    let base = if deployment && self.reduced {
                        start
                    } else {
                        self.walk(&movers, from, start, &path, height)
                    };
                    let goal = goal_point(winner, beyond.0);
                    let mut items = self.hop(&movers, base, goal, (0, 0));
                    for item in &mut items {
                        item.arc = 0.6;
                        item.fade = true;
                    }
                    self.push(items, 0.5, None, Some(Sound::Step));
                }
                Effect::GameOver(_) => {}
            }
        }
    }
}

/// Turns a played move into segments.
fn plan(effects: &[Effect], reduced: bool, pieces: &Query<(Entity, &GounkiPiece)>) -> Plan<Group> {
    let mut towers: HashMap<Square, Vec<(u8, Entity)>> = HashMap::new();
    let mut kinds = HashMap::new();
    let mut tray_slots = [0u8; 2];
    for (entity, piece) in pieces {
        kinds.insert(entity, piece.kind);
        match piece.place {
            Place::Board { square, level } => {
                towers.entry(square).or_default().push((level, entity));
            }
            Place::Tray { .. } => tray_slots[usize::from(piece.owner == Side::Black)] += 1,
            Place::Goal { .. } => {}
        }
    }
    let towers = towers
        .into_iter()
        .map(|(sq, mut list)| {
            list.sort_unstable();
            (sq, list.into_iter().map(|(_, e)| e).collect())
        })
        .collect();
    let mut layout = Layout {
        towers,
        kinds,
        tray_slots,
        segments: Plan::default(),
        reduced,
    };
    layout.plan(effects);
    layout.segments
}
