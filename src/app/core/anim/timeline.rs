//! The one animation timeline every game's moves play on.
//!
//! A game turns the effects of a played move into a [`Plan`] of segments of
//! its own kind (a type implementing [`Clip`]: a disc that turns, a stack
//! that travels, a piece lifted to its tray). Each segment starts at a
//! nominal time from the move's start, so segments may follow one another
//! (a capture's hops) or overlap (Othello's ripple of flips). Everything
//! else is done here, once, for every game:
//!
//! * the clock: real time scaled by [`AnimationSpeed`] and
//!   [`ReducedMotion::duration_factor`];
//! * the sounds at a segment's start and end;
//! * [`Busy`]: one count per segment not finished, across games;
//! * skipping ([`SkipAnimation`]) and instant speed: the rest is dropped and
//!   the game's scene is asked to snap to the rules' state
//!   ([`Timeline::take_settled`]), which is also asked whenever a move has
//!   played out, so the end state always equals the rules;
//! * a move arriving while another still plays: the earlier one ends at
//!   once and the new one is shown without animation (its summary sound),
//!   since its plan would start from entities still in motion;
//! * leaving the playing screen drops whatever is left.

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;

use super::{AnimationSpeed, Busy, ReducedMotion, SkipAnimation};
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{AppRules, MovePlayed, is_playing};

/// The timeline systems of every game (scene syncs run after them).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimelineSystems;

/// One segment's moving part, of a game's own kind.
pub trait Clip: Send + Sync + Sized + 'static {
    /// What posing and finishing need from the world (queries, assets).
    type Param: SystemParam + 'static;

    /// The segment starts (after its sound): spawn what it shows.
    fn begin(&mut self, _param: &mut SystemParamItem<Self::Param>, _reduced: bool) {}

    /// Puts the moving entities where they are at progress `t` (0..=1).
    fn pose(&self, t: f32, reduced: bool, param: &mut SystemParamItem<Self::Param>);

    /// The segment has run to its end (not called when skipped: the scene
    /// then snaps to the rules' state instead).
    fn finish(self, _param: &mut SystemParamItem<Self::Param>) {}
}

/// How a game plans the animation of its moves.
pub trait MoveAnimation: Clip {
    /// The game whose moves these are.
    type Game: AppRules;
    /// What planning needs from the world (the entities before the move).
    type PlanParam: SystemParam + 'static;

    /// The segments showing `played` (the entities still show the position
    /// before it).
    fn plan(
        played: &MovePlayed<Self::Game>,
        reduced: bool,
        param: &mut SystemParamItem<Self::PlanParam>,
    ) -> Plan<Self>;

    /// Whether the move changes anything on the board (an Othello pass
    /// does not: it neither interrupts the move before it nor sounds).
    fn is_shown(_played: &MovePlayed<Self::Game>) -> bool {
        true
    }

    /// The sound of a move shown without animation (instant speed).
    fn instant_sound(_played: &MovePlayed<Self::Game>) -> Option<SoundCue> {
        Some(SoundCue::new(Sound::Summary))
    }
}

/// Registers the timeline of `C`'s game: planning and playing its moves
/// while that game is on screen.
pub fn register<C: MoveAnimation>(app: &mut App) {
    app.init_resource::<Timeline<C>>();
    app.add_systems(OnExit(Screen::Playing), drop_on_exit::<C>);
    app.add_systems(
        Update,
        (plan_moves::<C>, run::<C>)
            .chain()
            .in_set(TimelineSystems)
            .in_set(AppSystems::Sync)
            .run_if(in_state(Screen::Playing).and_then(is_playing(C::Game::KIND))),
    );
}

/// One timed segment of a move.
#[derive(Debug, Clone)]
pub struct Segment<C> {
    /// Nominal seconds from the move's start (before the speed factor).
    pub start: f32,
    /// Nominal seconds it lasts.
    pub duration: f32,
    /// Played when it starts.
    pub sound: Option<SoundCue>,
    /// Played when it ends.
    pub end_sound: Option<SoundCue>,
    pub clip: C,
}

/// The segments of one move, built in order.
#[derive(Debug, Clone)]
pub struct Plan<C> {
    segments: Vec<Segment<C>>,
    /// Where the next segment of [`Plan::then`] starts.
    end: f32,
}

impl<C> Default for Plan<C> {
    fn default() -> Self {
        Plan {
            segments: Vec::new(),
            end: 0.0,
        }
    }
}

impl<C> Plan<C> {
    /// Adds a segment after everything planned so far.
    pub fn then(&mut self, duration: f32, sound: Option<Sound>, clip: C) -> &mut Segment<C> {
        let start = self.end;
        self.at(start, duration, sound.map(SoundCue::new), clip)
    }

    /// Adds a segment at `start` (nominal seconds from the move's start),
    /// which may overlap others.
    pub fn at(
        &mut self,
        start: f32,
        duration: f32,
        sound: Option<SoundCue>,
        clip: C,
    ) -> &mut Segment<C> {
        self.end = self.end.max(start + duration);
        let at = self.segments.partition_point(|s| s.start <= start);
        self.segments.insert(
            at,
            Segment {
                start,
                duration,
                sound,
                end_sound: None,
                clip,
            },
        );
        &mut self.segments[at]
    }

    /// The segments, in start order.
    #[must_use]
    pub fn segments(&self) -> &[Segment<C>] {
        &self.segments
    }

    /// How many segments there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.segments.len()
    }

    /// Whether nothing is planned.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.segments.is_empty()
    }
}

/// The segments of the move being shown, for one game.
#[derive(Resource, Debug)]
pub struct Timeline<C> {
    /// Segments not finished, in start order, with whether each has begun.
    running: Vec<(Segment<C>, bool)>,
    /// Nominal seconds since the move started.
    clock: f32,
    /// The scene should snap to the rules' state (see [`Timeline::take_settled`]).
    settled: bool,
}

impl<C> Default for Timeline<C> {
    fn default() -> Self {
        Timeline {
            running: Vec::new(),
            clock: 0.0,
            settled: false,
        }
    }
}

impl<C> Timeline<C> {
    /// Whether nothing is left to play.
    #[must_use]
    pub fn is_idle(&self) -> bool {
        self.running.is_empty()
    }

    /// Segments not yet finished.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.running.len()
    }

    /// Whether a move has just played out, been skipped or been shown at
    /// once (consumes the request): the scene then matches the rules.
    pub fn take_settled(&mut self) -> bool {
        std::mem::take(&mut self.settled)
    }

    /// Starts showing a move.
    fn play(&mut self, plan: Plan<C>, busy: &mut Busy) {
        busy.0 += plan.segments.len() as u32;
        self.running = plan.segments.into_iter().map(|s| (s, false)).collect();
        self.clock = 0.0;
        if self.running.is_empty() {
            self.settled = true;
        }
    }

    /// Drops everything left; the scene is asked to snap.
    fn clear(&mut self, busy: &mut Busy) {
        busy.0 = busy.0.saturating_sub(self.running.len() as u32);
        self.running.clear();
        self.clock = 0.0;
        self.settled = true;
    }
}

fn plan_moves<C: MoveAnimation>(
    mut played: MessageReader<MovePlayed<C::Game>>,
    speed: Res<AnimationSpeed>,
    reduced: Res<ReducedMotion>,
    mut busy: ResMut<Busy>,
    mut timeline: ResMut<Timeline<C>>,
    mut param: StaticSystemParam<C::PlanParam>,
    mut sounds: MessageWriter<SoundCue>,
) {
    for move_played in played.read() {
        if !C::is_shown(move_played) {
            continue;
        }
        if speed.factor() == 0.0 || !timeline.is_idle() {
            timeline.clear(&mut busy);
            if let Some(cue) = C::instant_sound(move_played) {
                sounds.write(cue);
            }
            continue;
        }
        let plan = C::plan(move_played, reduced.0, &mut param);
        timeline.play(plan, &mut busy);
    }
}

/// Advances the clock; segments begin, pose and finish in start order.
#[allow(clippy::too_many_arguments)]
fn run<C: Clip>(
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    reduced: Res<ReducedMotion>,
    mut skip: MessageReader<SkipAnimation>,
    mut busy: ResMut<Busy>,
    mut timeline: ResMut<Timeline<C>>,
    mut param: StaticSystemParam<C::Param>,
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
    let factor = (speed.factor() * reduced.duration_factor()).max(1e-3);
    timeline.clock += time.delta_secs() / factor;
    let clock = timeline.clock;
    let param = &mut *param;
    let mut index = 0;
    while index < timeline.running.len() {
        let (segment, begun) = &mut timeline.running[index];
        if clock < segment.start {
            break;
        }
        if !*begun {
            *begun = true;
            if let Some(cue) = segment.sound {
                sounds.write(cue);
            }
            segment.clip.begin(param, reduced.0);
        }
        let t = if segment.duration > 0.0 {
            ((clock - segment.start) / segment.duration).clamp(0.0, 1.0)
        } else {
            1.0
        };
        segment.clip.pose(t, reduced.0, param);
        if t < 1.0 {
            index += 1;
            continue;
        }
        let (segment, _) = timeline.running.remove(index);
        if let Some(cue) = segment.end_sound {
            sounds.write(cue);
        }
        segment.clip.finish(param);
        busy.0 = busy.0.saturating_sub(1);
    }
    if timeline.running.is_empty() {
        timeline.clock = 0.0;
        timeline.settled = true;
    }
}

fn drop_on_exit<C: Clip>(mut timeline: ResMut<Timeline<C>>, mut busy: ResMut<Busy>) {
    timeline.clear(&mut busy);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_keeps_start_order_and_follows_on() {
        let mut plan = Plan::default();
        plan.then(0.3, None, 'a');
        plan.at(0.1, 0.5, None, 'b');
        plan.then(0.2, None, 'c');
        let order: Vec<(char, f32)> = plan.segments().iter().map(|s| (s.clip, s.start)).collect();
        assert_eq!(order, vec![('a', 0.0), ('b', 0.1), ('c', 0.6)]);
        assert_eq!(plan.len(), 3);
    }
}
