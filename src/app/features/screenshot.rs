//! `--screenshot FILE.png`: wait until every render pipeline is compiled
//! (shaders compile asynchronously, so a fixed frame count can miss meshes),
//! let a few frames settle, capture the window, write the PNG atomically and
//! exit.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use bevy::time::TimeUpdateStrategy;

use crate::app::core::schedule::Launch;
use crate::app::core::screen::Screen;
use crate::app::core::session;
use crate::app::kit::loading::{LoadingOverlay, PipelineProgress};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Capture>();
    let replay = app
        .world()
        .get_resource::<Launch>()
        .is_some_and(|l| l.0.screenshot_at.is_some());
    if replay {
        // Every frame is 1/60 s of game time, however slow the renderer is,
        // so a mid-animation capture shows exactly the requested moment.
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
            1.0 / REPLAY_HZ,
        )));
    }
    app.add_systems(Update, drive_capture);
    // Last, to see what every system and observer of the frame asked for.
    app.add_systems(Last, redraw_until_ready);
}

/// In reactive mode the app only updates on input; while shaders are still
/// compiling, keep asking for frames so the finished scene appears unasked.
///
/// A screen change or anything new to draw starts the count again: its
/// pipelines are queued only when the render world first sees it, a frame or
/// two later, and without those frames a reactive window would stay half
/// drawn until the mouse moved.
fn redraw_until_ready(
    ready: Res<PipelineProgress>,
    mut settled: Local<u32>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut screen_changes: MessageReader<StateTransitionEvent<Screen>>,
    next_screen: Res<NextState<Screen>>,
    new_meshes: Query<(), Added<Mesh3d>>,
    new_nodes: Query<(), Added<Node>>,
) {
    // A screen asked for this frame changes on the next one: ask for it.
    let changing = matches!(*next_screen, NextState::Pending(_));
    let something_new = changing
        || screen_changes.read().count() > 0
        || !new_meshes.is_empty()
        || !new_nodes.is_empty();
    if something_new {
        *settled = 0;
    } else if ready.is_idle() {
        *settled += 1;
    } else {
        *settled = 0;
    }
    if *settled < SETTLE_FRAMES {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// Progress of the screenshot.
#[derive(Resource, Default)]
struct Capture {
    started: Option<Instant>,
    ready_frames: u32,
    /// Frames left until a mid-animation capture (`--screenshot-at`).
    replay_frames: Option<u32>,
    taken_back: bool,
    requested: bool,
    done: Arc<AtomicBool>,
    failed: Arc<AtomicBool>,
}

/// Frames to wait after the pipelines are ready, so that every mesh drawn
/// with a fresh pipeline reaches the window.
const SETTLE_FRAMES: u32 = 6;
/// The fixed frame rate of a `--screenshot-at` replay.
const REPLAY_HZ: f32 = 60.0;
/// Give up after this long (software rendering in debug builds is slow).
const TIMEOUT: Duration = Duration::from_secs(240);

#[allow(clippy::too_many_arguments)]
fn drive_capture(
    mut commands: Commands,
    cameras: Query<(&GlobalTransform, &Projection), With<Camera3d>>,
    launch: Res<Launch>,
    ready: Res<PipelineProgress>,
    loading: Query<(), With<LoadingOverlay>>,
    mut capture: ResMut<Capture>,
    screen: Res<State<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut virtual_time: ResMut<Time<Virtual>>,
    book: Option<Res<super::lessons::RulesBook>>,
    busy: Res<crate::app::core::anim::Busy>,
    review: Option<Res<super::review::ReviewSheet>>,
    worst_pending: Option<Res<super::review::ShowWorstWhenDone>>,
) {
    let Some(path) = launch.0.screenshot.clone() else {
        return;
    };
    let started = *capture.started.get_or_insert_with(Instant::now);
    if capture.done.load(Ordering::Relaxed) {
        exit.write(if capture.failed.load(Ordering::Relaxed) {
            AppExit::from_code(1)
        } else {
            AppExit::Success
        });
        return;
    }
    if started.elapsed() > TIMEOUT {
        eprintln!(
            "tavola: screenshot timed out: the renderer never finished compiling its pipelines"
        );
        exit.write(AppExit::from_code(1));
        return;
    }
    if capture.requested {
        return;
    }
    let wanted_screen = if launch.0.game.is_some()
        || launch.0.load.is_some()
        || launch.0.showcase
        || launch.0.lesson.is_some()
        || launch.0.puzzle.is_some()
    {
        Screen::Playing
    } else {
        Screen::Title
    };
    if *screen.get() != wanted_screen || !ready.is_idle() || !loading.is_empty() {
        capture.ready_frames = 0;
        // A replayed move may need pipelines of its own: hold its clock
        // until they are compiled so the captured moment stays exact.
        if capture.replay_frames.is_some() {
            virtual_time.pause();
        }
        return;
    }
    // A rules book's step with a move is captured once the move is shown
    // (`--screenshot-at` then shows that move again from its start).
    if !capture.taken_back
        && book
            .as_ref()
            .is_some_and(|b| !b.is_settled() || busy.active())
    {
        capture.ready_frames = 0;
        return;
    }
    // `--review` is captured once every move is graded (and the worst
    // mistake is on show).
    if launch.0.review && (!review.is_some_and(|r| r.finished()) || worst_pending.is_some()) {
        capture.ready_frames = 0;
        return;
    }
    virtual_time.unpause();
    capture.ready_frames += 1;
    if capture.ready_frames < SETTLE_FRAMES {
        return;
    }
    if let Some(at) = launch.0.screenshot_at {
        // Show the last move again, animated, on a fixed 60 Hz clock so the
        // frame is the same however slow the renderer is.
        match capture.replay_frames {
            None if !capture.taken_back => {
                // First show the position before the move for a frame...
                capture.taken_back = true;
                commands.queue(session::take_back_for_replay);
                return;
            }
            None => {
                // ...then play it again, animated.
                capture.replay_frames = Some((at * REPLAY_HZ).round() as u32);
                commands.queue(session::replay);
                return;
            }
            Some(left) if left > 0 => {
                capture.replay_frames = Some(left - 1);
                return;
            }
            Some(_) => {}
        }
    }
    capture.requested = true;
    if capture.replay_frames.is_some() {
        // The capture completes a few frames later: freeze the animation
        // at the requested moment until then.
        virtual_time.pause();
    }
    // The view the picture is taken from, beside it, so that a check can
    // find where any point of the table appears (the camera is framed to
    // the window and the HUD, see `camera`).
    if let Ok((transform, projection)) = cameras.single() {
        let view = view_text(transform, projection);
        let mut view_path = path.as_os_str().to_owned();
        view_path.push(".view");
        if let Err(err) =
            crate::persist::atomic::write_atomic(std::path::Path::new(&view_path), view.as_bytes())
        {
            eprintln!("tavola: could not write the screenshot's view: {err}");
        }
    }
    let done = capture.done.clone();
    let failed = capture.failed.clone();
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>| {
            if let Err(message) = save_png(&captured.image, &path) {
                eprintln!("tavola: could not write the screenshot: {message}");
                failed.store(true, Ordering::Relaxed);
            } else {
                info!("screenshot written to {}", path.display());
            }
            done.store(true, Ordering::Relaxed);
        },
    );
}

/// The camera as text: `translation x y z`, `rotation x y z w` (a
/// quaternion) and `fov` (vertical, radians), one per line.
fn view_text(transform: &GlobalTransform, projection: &Projection) -> String {
    let (_, rotation, translation) = transform.to_scale_rotation_translation();
    let fov = match projection {
        Projection::Perspective(p) => p.fov,
        _ => PerspectiveProjection::default().fov,
    };
    format!(
        "translation {} {} {}\nrotation {} {} {} {}\nfov {}\n",
        translation.x,
        translation.y,
        translation.z,
        rotation.x,
        rotation.y,
        rotation.z,
        rotation.w,
        fov
    )
}

/// Writes the image as PNG next to `path`, then renames it into place, so a
/// reader never sees a half-written file.
fn save_png(image: &Image, path: &std::path::Path) -> Result<(), String> {
    let dynamic = image
        .clone()
        .try_into_dynamic()
        .map_err(|e| e.to_string())?;
    let rgb = dynamic.to_rgb8();
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp.png");
    let tmp = PathBuf::from(tmp);
    rgb.save(&tmp)
        .map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}
