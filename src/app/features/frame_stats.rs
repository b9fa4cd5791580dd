//! `--frame-stats`: frame times, split into frames where something moves
//! and frames where the scene stands still, printed when the app exits.
//! With `--replay` the app exits by itself after the last move; with
//! `--review`, after the review is done, and the frames drawn while its
//! analysis ran are counted apart ("reviewing").

use std::time::Duration;

use bevy::prelude::*;

use crate::app::core::anim::Busy;
use crate::app::core::schedule::Launch;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FrameTimes>();
    app.add_systems(
        Last,
        (record_frame, exit_after_replay, print_on_exit).chain(),
    );
}

/// Collected frame times, in seconds.
#[derive(Resource, Debug, Default)]
pub struct FrameTimes {
    moving: Vec<f32>,
    still: Vec<f32>,
    /// Frames while a game review's analysis runs in the background.
    reviewing: Vec<f32>,
    /// Frames to skip at the start (shader compilation).
    warmed_up: bool,
    /// Real time when the replay finished.
    finished_at: Option<Duration>,
}

/// Median and 99th percentile of `times`.
fn summary(times: &[f32]) -> Option<(f32, f32)> {
    if times.is_empty() {
        return None;
    }
    let mut sorted = times.to_vec();
    sorted.sort_by(f32::total_cmp);
    let at = |q: f32| sorted[((sorted.len() - 1) as f32 * q).round() as usize];
    Some((at(0.5), at(0.99)))
}

fn record_frame(
    launch: Res<Launch>,
    clock: Res<Time<Real>>,
    busy: Res<Busy>,
    review: Option<Res<super::review::ReviewSheet>>,
    mut times: ResMut<FrameTimes>,
) {
    if !launch.0.frame_stats {
        return;
    }
    // The first seconds compile shaders; they say nothing about the game.
    if !times.warmed_up {
        times.warmed_up = clock.elapsed() > Duration::from_secs(3);
        return;
    }
    let dt = clock.delta_secs();
    if review.is_some_and(|r| !r.finished()) {
        times.reviewing.push(dt);
    } else if busy.active() {
        times.moving.push(dt);
    } else {
        times.still.push(dt);
    }
}

fn replay_done(world: &World) -> bool {
    crate::app::core::session::active_ops(world)
        .and_then(|ops| (ops.replay_done)(world))
        .unwrap_or(false)
}

/// With `--replay --frame-stats`: exit two seconds after the last move came
/// to rest (those seconds measure the still scene); with `--review`, two
/// seconds after the review is done.
fn exit_after_replay(world: &mut World) {
    let launch = &world.resource::<Launch>().0;
    let review_done = launch.review
        && world
            .get_resource::<super::review::ReviewSheet>()
            .is_some_and(super::review::ReviewSheet::finished);
    let done = (launch.replay && replay_done(world)) || review_done;
    if !(launch.frame_stats && done) || world.resource::<Busy>().active() {
        return;
    }
    let now = world.resource::<Time<Real>>().elapsed();
    let finished = *world
        .resource_mut::<FrameTimes>()
        .finished_at
        .get_or_insert(now);
    world.write_message(bevy::window::RequestRedraw);
    if now.saturating_sub(finished) > Duration::from_secs(2) {
        world.write_message(AppExit::Success);
    }
}

fn print_on_exit(mut exits: MessageReader<AppExit>, launch: Res<Launch>, times: Res<FrameTimes>) {
    if !launch.0.frame_stats || exits.read().next().is_none() {
        return;
    }
    let line = |name: &str, list: &[f32]| match summary(list) {
        Some((median, p99)) => format!(
            "{name}: {} frames, median {:.1} ms, p99 {:.1} ms",
            list.len(),
            median * 1000.0,
            p99 * 1000.0
        ),
        None => format!("{name}: no frames"),
    };
    println!(
        "frame stats\n  {}\n  {}",
        line("moving", &times.moving),
        line("still", &times.still)
    );
    if !times.reviewing.is_empty() {
        println!("  {}", line("reviewing", &times.reviewing));
    }
    if let (Some((moving, _)), Some((still, _))) = (summary(&times.moving), summary(&times.still)) {
        println!("  moving/still median ratio: {:.2}", moving / still);
    }
}
