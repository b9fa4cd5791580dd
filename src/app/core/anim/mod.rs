//! The animation layer shared by all games.
//!
//! A game turns the effects of a played move into a queue of timed segments
//! (its own components, driven by Bevy's `EasingCurve`s); while any segment
//! runs, [`Busy`] is non-zero, input for the next move is held back, and the
//! app keeps drawing frames. A click or Space requests [`SkipAnimation`]: every
//! game then jumps its entities to the end state at once.
//!
//! Time is real time scaled by [`AnimationSpeed`], so durations are the same
//! at any frame rate.
//!
//! [`ReducedMotion`] (key R, saved with the settings) asks every game for
//! calm animations: no arcs, lifts, bounces or squashes (pieces slide in
//! straight lines or cross-fade by scaling out and in), durations times
//! [`ReducedMotion::duration_factor`], and no hotseat camera swing (the
//! camera stays where the player left it).

pub mod timeline;

use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::app::core::schedule::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Busy>();
    app.init_resource::<AnimationSpeed>();
    app.init_resource::<SkipClick>();
    app.init_resource::<ReducedMotion>();
    app.add_message::<SkipAnimation>();
    // Registered by the window plugin too; headless tests have no window.
    app.add_message::<RequestRedraw>();
    app.add_systems(
        Update,
        (
            request_skip.in_set(AppSystems::RecordInput),
            release_skip_click.in_set(AppSystems::Update),
            keep_drawing_while_busy.in_set(AppSystems::Ui),
        ),
    );
}

/// How many animation segments are running (or queued) right now.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Busy(pub u32);

impl Busy {
    /// Whether something is still moving.
    #[must_use]
    pub const fn active(self) -> bool {
        self.0 > 0
    }
}

/// Run condition: nothing is animating (input for the next move may go on).
#[must_use]
pub fn is_idle(busy: Res<Busy>) -> bool {
    !busy.active()
}

/// The animation speed setting.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum AnimationSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// No animation: the end state at once.
    Instant,
}

impl AnimationSpeed {
    /// Multiplies nominal durations; `0.0` means instant.
    #[must_use]
    pub const fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 1.7,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Instant => 0.0,
        }
    }

    /// The next setting, for a cycling key or button.
    #[must_use]
    pub const fn next(self) -> AnimationSpeed {
        match self {
            AnimationSpeed::Slow => AnimationSpeed::Normal,
            AnimationSpeed::Normal => AnimationSpeed::Fast,
            AnimationSpeed::Fast => AnimationSpeed::Instant,
            AnimationSpeed::Instant => AnimationSpeed::Slow,
        }
    }
}

/// The reduced-motion setting: calm, short animations and a still camera.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ReducedMotion(pub bool);

impl ReducedMotion {
    /// Nominal durations are multiplied by this (on top of the speed).
    #[must_use]
    pub const fn duration_factor(self) -> f32 {
        if self.0 { 0.6 } else { 1.0 }
    }
}

/// A cross-fade by scale: the first half shrinks the object away at
/// `from`, the second half grows it back at `to`. Returns where it is and
/// its uniform scale at progress `t` (0..=1). Never leaves the straight
/// positions, so nothing rises or swings.
#[must_use]
pub fn cross_fade(from: Vec3, to: Vec3, t: f32) -> (Vec3, f32) {
    let t = t.clamp(0.0, 1.0);
    // Not exactly zero: a degenerate transform upsets normals and picking.
    if t < 0.5 {
        let s = EasingCurve::new(1.0, 0.01, EaseFunction::QuadraticIn).sample_clamped(t * 2.0);
        (from, s)
    } else {
        let s =
            EasingCurve::new(0.01, 1.0, EaseFunction::QuadraticOut).sample_clamped(t * 2.0 - 1.0);
        (to, s)
    }
}

/// Finish every running animation now (the end state at once).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkipAnimation;

/// Set while the left button went down to skip an animation: the click that
/// completes on release belongs to the skip and must never play a move.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SkipClick(pub bool);

/// Space or a click while something moves skips to the end.
fn request_skip(
    busy: Res<Busy>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    mut skip: MessageWriter<SkipAnimation>,
    mut skip_click: ResMut<SkipClick>,
) {
    if !busy.active() {
        return;
    }
    if mouse.just_pressed(MouseButton::Left) {
        skip_click.0 = true;
        skip.write(SkipAnimation);
    } else if keys.just_pressed(KeyCode::Space) {
        skip.write(SkipAnimation);
    }
}

/// The skipping click is over once the button is released (the games'
/// input systems, which run earlier in the frame, have ignored it).
fn release_skip_click(mouse: Res<ButtonInput<MouseButton>>, mut skip_click: ResMut<SkipClick>) {
    if skip_click.0 && !mouse.pressed(MouseButton::Left) {
        skip_click.0 = false;
    }
}

/// Reactive rendering would stop drawing between inputs; keep frames coming
/// while anything moves.
fn keep_drawing_while_busy(busy: Res<Busy>, mut redraw: MessageWriter<RequestRedraw>) {
    if busy.active() {
        redraw.write(RequestRedraw);
    }
}
