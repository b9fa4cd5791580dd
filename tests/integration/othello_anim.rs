//! Othello animations with a manually advanced clock: the ripple order, the
//! end state equal to the rules, skipping, instant speed, and clicks during
//! an animation.

use std::f32::consts::PI;
use std::time::Duration;

use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use tavola::app::core::anim::{AnimationSpeed, Busy, SkipAnimation};
use tavola::app::core::session::Match;
use tavola::app::games::othello::scene::face_up;
use tavola::app::games::othello::{Disc, rest_translation};
use tavola::rules::othello::{Position, Square};

use crate::harness::{click_cell, frames, headless};

/// E3 of the spec: Black's c5 flips nine discs, two of them eastward.
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

fn clocked(args: &[&str], step_ms: u64) -> App {
    let mut app = headless(args);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        step_ms,
    )));
    frames(&mut app, 1);
    app
}

fn busy(app: &App) -> u32 {
    app.world().resource::<Busy>().0
}

/// Every disc entity at rest on its square, showing the rules' colour.
fn assert_view_equals_rules(app: &mut App) {
    let position = *app.world().resource::<Match<Position>>().current();
    let world = app.world_mut();
    let mut seen = 0;
    for (disc, transform) in world.query::<(&Disc, &Transform)>().iter(world) {
        let side = position
            .disc(disc.square)
            .expect("a disc only on an occupied square");
        assert_eq!(disc.side, side, "{}", disc.square);
        assert!(
            transform
                .translation
                .distance(rest_translation(disc.square))
                < 1e-4
        );
        let up = transform.rotation * Vec3::Y;
        assert!(
            up.dot(face_up(side) * Vec3::Y) > 0.999,
            "{} shows the wrong face",
            disc.square
        );
        seen += 1;
    }
    let (b, w) = position.counts();
    assert_eq!(seen, usize::from(b + w));
}

fn rotation_angle(app: &mut App, square: &str) -> f32 {
    let square = Square::parse(square).unwrap();
    let world = app.world_mut();
    let (_, transform) = world
        .query::<(&Disc, &Transform)>()
        .iter(world)
        .find(|(d, _)| d.square == square)
        .unwrap();
    let up = transform.rotation * Vec3::Y;
    up.angle_between(Vec3::Y)
}

#[test]
fn flips_ripple_outward_and_end_exactly_at_the_rules_state() {
    let mut app = clocked(&["--game", "othello", "--position", E3], 20);
    click_cell(&mut app, 2, 4); // c5
    assert!(busy(&app) >= 10, "a drop and nine flips are running");
    // Run until the nearer eastern disc (d5) has begun turning but not finished.
    let mut checked = false;
    for _ in 0..60 {
        frames(&mut app, 1);
        // Both start white face up (angle π from vertical) and turn to black.
        let near = PI - rotation_angle(&mut app, "d5");
        let far = PI - rotation_angle(&mut app, "e5");
        if near > 0.3 && near < 3.0 {
            assert!(far < near, "e5 ({far}) turns after d5 ({near})");
            checked = true;
            break;
        }
    }
    assert!(checked, "saw the ripple in progress");
    frames(&mut app, 120);
    assert_eq!(busy(&app), 0);
    assert_view_equals_rules(&mut app);
}

#[test]
fn skipping_jumps_to_the_end_state() {
    let mut app = clocked(&["--game", "othello", "--position", E3], 5);
    click_cell(&mut app, 2, 4);
    assert!(busy(&app) > 0);
    app.world_mut().write_message(SkipAnimation);
    frames(&mut app, 2);
    assert_eq!(busy(&app), 0);
    assert_view_equals_rules(&mut app);
}

#[test]
fn instant_speed_finishes_in_one_frame() {
    let mut app = clocked(&["--game", "othello", "--position", E3], 5);
    app.insert_resource(AnimationSpeed::Instant);
    click_cell(&mut app, 2, 4);
    assert_eq!(busy(&app), 0);
    assert_view_equals_rules(&mut app);
}

fn mouse(app: &mut App, state: ButtonState) {
    app.world_mut().write_message(MouseButtonInput {
        button: MouseButton::Left,
        state,
        window: Entity::PLACEHOLDER,
    });
}

#[test]
fn a_click_during_an_animation_never_plays_a_move() {
    let mut app = clocked(&["--game", "othello"], 5);
    click_cell(&mut app, 5, 4); // f5
    assert!(busy(&app) > 0);
    // White's d6 is legal once the animation is over, but now it only skips.
    mouse(&mut app, ButtonState::Pressed);
    frames(&mut app, 1);
    mouse(&mut app, ButtonState::Released);
    click_cell(&mut app, 3, 5); // d6: picking reports the click on release
    assert_eq!(app.world().resource::<Match<Position>>().plies().len(), 1);
    assert_eq!(busy(&app), 0);
    // The next click, with the board at rest, plays.
    click_cell(&mut app, 3, 5);
    assert_eq!(app.world().resource::<Match<Position>>().plies().len(), 2);
}

#[test]
fn replaying_the_last_move_animates_it_again() {
    let mut app = clocked(
        &["--game", "othello", "--position", E3, "--moves", "c5"],
        1000 / 60,
    );
    assert_eq!(busy(&app), 0);
    app.world_mut()
        .commands()
        .queue(tavola::app::core::session::take_back_for_replay);
    frames(&mut app, 1);
    assert!(app.world().resource::<Match<Position>>().plies().is_empty());
    app.world_mut()
        .commands()
        .queue(tavola::app::core::session::replay);
    frames(&mut app, 2);
    assert!(busy(&app) > 0, "the replayed move animates");
    assert_eq!(app.world().resource::<Match<Position>>().plies().len(), 1);
    frames(&mut app, 100);
    assert_eq!(busy(&app), 0);
    assert_view_equals_rules(&mut app);
}
