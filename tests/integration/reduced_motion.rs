//! Reduced motion (R): in every game the pieces never rise above their
//! resting heights while a move is shown (no arcs, lifts or bounces), the
//! hotseat camera stays put in checkers and Gounki, and the view still ends
//! exactly on the rules' state. The same measurements with reduced motion
//! off do see the arcs, so the checks can fail.

use std::collections::HashMap;

use bevy::prelude::*;
use tavola::app::core::anim::{Busy, ReducedMotion};
use tavola::app::core::notice::Notice;
use tavola::app::core::session::{Match, MoveRequest};
use tavola::app::games::checkers::{CheckersPiece, cell_of as checkers_cell, rest_translation};
use tavola::app::games::gounki::{self, GounkiPiece, MoveTimeline as GounkiTimeline};
use tavola::app::games::othello::{self, Disc};
use tavola::app::kit::camera::OrbitCamera;
use tavola::rules::checkers::{self, PieceKind};
use tavola::rules::gounki::{self as gounki_rules, Move};
use tavola::rules::othello::Position;

use crate::harness::{click_cell, frames, headless, tap_key};

/// How far above its resting heights a piece may be seen (float noise).
const EPSILON: f32 = 1e-3;

fn notices(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<Notice>>();
    let mut cursor = messages.get_cursor();
    cursor.read(messages).map(|n| n.text.clone()).collect()
}

#[test]
fn the_r_key_toggles_reduced_motion() {
    let mut app = headless(&["--game", "othello"]);
    assert_eq!(
        *app.world().resource::<ReducedMotion>(),
        ReducedMotion(false)
    );
    tap_key(&mut app, KeyCode::KeyR);
    assert_eq!(
        *app.world().resource::<ReducedMotion>(),
        ReducedMotion(true)
    );
    assert!(
        notices(&app).iter().any(|n| n == "Reduced motion on"),
        "{:?}",
        notices(&app)
    );
    tap_key(&mut app, KeyCode::KeyR);
    assert_eq!(
        *app.world().resource::<ReducedMotion>(),
        ReducedMotion(false)
    );
    assert!(notices(&app).iter().any(|n| n == "Reduced motion off"));
}

/// What was seen of one entity while a move was shown.
#[derive(Debug, Clone, Copy)]
struct Track {
    first: f32,
    last: f32,
    highest: f32,
    smallest_scale: f32,
}

/// The worst rise of any tracked entity above both its first and its last
/// height, and whether anything was seen scaled down (a cross-fade).
#[derive(Debug, Default)]
struct Watch {
    tracks: HashMap<Entity, Track>,
    camera: Option<(OrbitCamera, Transform)>,
    camera_moved: bool,
    frames: usize,
}

impl Watch {
    fn sample<C: Component>(&mut self, app: &mut App) {
        let world = app.world_mut();
        let mut query = world.query_filtered::<(Entity, &Transform), With<C>>();
        for (entity, transform) in query.iter(world) {
            let y = transform.translation.y;
            let scale = transform.scale.min_element();
            self.tracks
                .entry(entity)
                .and_modify(|t| {
                    t.last = y;
                    t.highest = t.highest.max(y);
                    t.smallest_scale = t.smallest_scale.min(scale);
                })
                .or_insert(Track {
                    first: y,
                    last: y,
                    highest: y,
                    smallest_scale: scale,
                });
        }
        let mut cameras = world.query::<(&OrbitCamera, &Transform)>();
        if let Some((orbit, transform)) = cameras.iter(world).next() {
            let now = (*orbit, *transform);
            match self.camera {
                None => self.camera = Some(now),
                Some(before) => {
                    if before.0.yaw != now.0.yaw || before.1 != now.1 {
                        self.camera_moved = true;
                    }
                }
            }
        }
    }

    /// How far the highest point of any entity was above its resting
    /// heights (the first and the last seen).
    fn worst_rise(&self) -> f32 {
        self.tracks
            .values()
            .map(|t| t.highest - t.first.max(t.last))
            .fold(0.0, f32::max)
    }

    fn faded(&self) -> bool {
        self.tracks.values().any(|t| t.smallest_scale < 0.5)
    }
}

/// Samples `C` entities and the camera from before `start` runs until the
/// animation is over, then a further two seconds for the camera.
fn watch_move<C: Component>(app: &mut App, start: impl FnOnce(&mut App)) -> Watch {
    let mut watch = Watch::default();
    watch.sample::<C>(app);
    start(app);
    watch.sample::<C>(app);
    for _ in 0..900 {
        let running = app.world().resource::<Busy>().active()
            || app
                .world()
                .get_resource::<GounkiTimeline>()
                .is_some_and(|t| !t.is_idle());
        if !running {
            break;
        }
        frames(app, 1);
        watch.frames += 1;
        watch.sample::<C>(app);
    }
    assert!(!app.world().resource::<Busy>().active(), "the move ended");
    // Long enough for a hotseat swing to be under way or over.
    for _ in 0..120 {
        frames(app, 1);
        let moved_before = watch.camera_moved;
        // Only the camera matters now (entities may have been rebuilt).
        let world = app.world_mut();
        let mut cameras = world.query::<(&OrbitCamera, &Transform)>();
        if let (Some((orbit, transform)), Some(before)) = (cameras.iter(world).next(), watch.camera)
            && (before.0.yaw != orbit.yaw || before.1 != *transform)
        {
            watch.camera_moved = true;
        }
        if moved_before {
            break;
        }
    }
    watch
}

fn reduced(app: &mut App, on: bool) {
    app.insert_resource(ReducedMotion(on));
    frames(app, 1);
}

// --- Othello -------------------------------------------------------------

/// Black's c5 flips nine discs.
const E3: &str = concat!(
    "--------",
    "--------",
    "X-X-X---",
    "-OOO----",
    "XO-OOX--",
    "-OOO----",
    "X-X-X---",
    "-------- X"
);

fn othello_move(on: bool) -> (Watch, App) {
    let mut app = headless(&["--game", "othello", "--position", E3]);
    reduced(&mut app, on);
    let watch = watch_move::<Disc>(&mut app, |app| click_cell(app, 2, 4));
    (watch, app)
}

#[test]
fn othello_discs_stay_on_the_board_and_cross_fade() {
    let (watch, mut app) = othello_move(true);
    assert!(
        watch.worst_rise() <= EPSILON,
        "a disc rose {}",
        watch.worst_rise()
    );
    assert!(watch.faded(), "the flips cross-fade rather than jump");
    assert!(watch.frames > 3, "the move is still shown over time");
    let position = *app.world().resource::<Match<Position>>().current();
    let world = app.world_mut();
    for (disc, transform) in world.query::<(&Disc, &Transform)>().iter(world) {
        assert_eq!(Some(disc.side), position.disc(disc.square));
        assert_eq!(
            *transform,
            Transform::from_translation(othello::rest_translation(disc.square))
                .with_rotation(othello::scene::face_up(disc.side))
        );
    }
    // With full motion the same move lifts the flipping discs.
    let (full, _) = othello_move(false);
    assert!(
        full.worst_rise() > 0.1,
        "full motion arcs: {}",
        full.worst_rise()
    );
    assert!(
        full.frames > watch.frames,
        "reduced motion is shorter: {} vs {}",
        full.frames,
        watch.frames
    );
}

// --- Checkers ------------------------------------------------------------

/// White's man on 30 must take three: 30x23x16x7 is chosen by clicks.
const BRANCHING: &str = "W:W30,32:B26,19,18,11,10";

fn click_square(app: &mut App, n: u8) {
    let cell = checkers_cell(checkers::Square::from_number(n).unwrap());
    click_cell(app, cell.col, cell.row);
}

fn checkers_capture(on: bool) -> (Watch, App) {
    let mut app = headless(&["--game", "checkers", "--position", BRANCHING]);
    reduced(&mut app, on);
    click_square(&mut app, 30);
    click_square(&mut app, 23);
    let watch = watch_move::<CheckersPiece>(&mut app, |app| click_square(app, 16));
    (watch, app)
}

fn assert_checkers_view_equals_rules(app: &mut App) {
    let position = *app
        .world()
        .resource::<Match<checkers::Game>>()
        .current()
        .position();
    let world = app.world_mut();
    let mut seen = 0;
    for (piece, transform) in world.query::<(&CheckersPiece, &Transform)>().iter(world) {
        assert_eq!(position.piece_at(piece.square), Some(piece.piece));
        assert_eq!(
            *transform,
            Transform::from_translation(rest_translation(piece.square))
        );
        seen += 1;
    }
    let expected = checkers::Square::all()
        .filter(|s| position.piece_at(*s).is_some())
        .count();
    assert_eq!(seen, expected);
}

#[test]
fn checkers_pieces_never_arc_and_the_camera_stays() {
    let (watch, mut app) = checkers_capture(true);
    assert_eq!(
        app.world()
            .resource::<Match<checkers::Game>>()
            .plies()
            .len(),
        1
    );
    assert!(
        watch.worst_rise() <= EPSILON,
        "a piece rose {}",
        watch.worst_rise()
    );
    assert!(watch.faded(), "the hops cross-fade");
    assert!(!watch.camera_moved, "the hotseat camera does not move");
    assert_checkers_view_equals_rules(&mut app);

    let (full, _) = checkers_capture(false);
    assert!(
        full.worst_rise() > 0.1,
        "full motion arcs: {}",
        full.worst_rise()
    );
    assert!(full.camera_moved, "full motion swings the hotseat camera");
}

#[test]
fn checkers_promotion_in_reduced_motion_crowns_in_place() {
    let mut app = headless(&["--game", "checkers", "--position", "W:W6,30:B20"]);
    reduced(&mut app, true);
    click_square(&mut app, 6);
    let watch = watch_move::<CheckersPiece>(&mut app, |app| click_square(app, 1));
    assert!(watch.worst_rise() <= EPSILON, "rose {}", watch.worst_rise());
    assert!(!watch.camera_moved);
    frames(&mut app, 2);
    assert_checkers_view_equals_rules(&mut app);
    let world = app.world_mut();
    let king = world
        .query::<&CheckersPiece>()
        .iter(world)
        .find(|p| p.square.number() == 1)
        .copied()
        .expect("the promoted piece");
    assert_eq!(king.piece.kind, PieceKind::King);
}

// --- Gounki --------------------------------------------------------------

fn gsq(name: &str) -> gounki_rules::Square {
    gounki_rules::Square::parse(name).unwrap()
}

fn gounki_move(position: &str, mv: Move, on: bool) -> (Watch, App) {
    let mut app = headless(&["--game", "gounki", "--position", position]);
    reduced(&mut app, on);
    let watch = watch_move::<GounkiPiece>(&mut app, |app| {
        app.world_mut()
            .write_message(MoveRequest::<gounki_rules::Game>(mv));
        frames(app, 1);
    });
    let plies = app.world().resource::<Match<gounki_rules::Game>>().plies();
    assert_eq!(plies.len(), 1, "{mv:?} was played");
    (watch, app)
}

fn assert_gounki_view_equals_rules(app: &mut App) {
    frames(app, 3);
    let mut want = gounki::pieces_of(app.world().resource::<Match<gounki_rules::Game>>());
    let world = app.world_mut();
    let mut shown = Vec::new();
    for (piece, transform) in world.query::<(&GounkiPiece, &Transform)>().iter(world) {
        let rest = gounki::piece_rest(piece.owner, piece.place);
        assert!(transform.translation.distance(rest) < 1e-4, "{piece:?}");
        assert_eq!(transform.scale, Vec3::ONE);
        assert_eq!(transform.rotation, Quat::IDENTITY);
        shown.push(*piece);
    }
    let key = |p: &GounkiPiece| format!("{p:?}");
    want.sort_by_key(key);
    shown.sort_by_key(key);
    assert_eq!(shown, want);
}

fn assert_calm_gounki(position: &str, mv: Move) {
    let (watch, mut app) = gounki_move(position, mv, true);
    assert!(
        watch.worst_rise() <= EPSILON,
        "{mv:?}: a piece rose {}",
        watch.worst_rise()
    );
    assert!(!watch.camera_moved, "{mv:?}: the camera does not move");
    assert!(watch.frames > 3, "{mv:?} is still shown over time");
    assert_gounki_view_equals_rules(&mut app);
    let (full, _) = gounki_move(position, mv, false);
    assert!(
        full.worst_rise() > 0.1,
        "{mv:?}: full motion arcs {}",
        full.worst_rise()
    );
    assert!(full.camera_moved, "{mv:?}: full motion swings the camera");
}

#[test]
fn gounki_rebound_capture_and_deployment_stay_low_and_the_camera_stays() {
    // A double round rebounding off the wall.
    assert_calm_gounki(
        "7r/8/8/8/8/8/1[RR]6/8 w",
        Move::Movement {
            from: gsq("b2"),
            to: gsq("b4"),
        },
    );
    // A capture: the black stack goes to the tray.
    assert_calm_gounki(
        "8/8/8/8/8/2r5/1R6/7r w",
        Move::Movement {
            from: gsq("b2"),
            to: gsq("c3"),
        },
    );
    // A deployment with a rebound onto an own stack.
    assert_calm_gounki(
        "7r/8/8/8/8/8/R[SS]6/8 w",
        Move::deployment(gsq("b2"), false, &[gsq("a2"), gsq("b2")]),
    );
}
