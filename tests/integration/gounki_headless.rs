//! Gounki driven through the real plugins with simulated clicks, keys and
//! buttons: selections, rebounds, deployments, cancelling, refusals, and
//! the view after the animation matching the rules exactly.

use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use tavola::app::core::anim::{AnimationSpeed, Busy};
use tavola::app::core::session::Match;
use tavola::app::features::hud::Status;
use tavola::app::games::gounki::{
    self, GounkiCommand, GounkiInput, GounkiPiece, Mode, Place, SelectionMark,
};
use tavola::rules::gounki::{Effect, Game, Move, Square};
use tavola::rules::{Rules, Side};

use crate::harness::{click, click_cell, frames, headless, key, press_key};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// Clicks the cell showing `name` (White at the near edge).
fn click_square(app: &mut App, name: &str) {
    let cell = gounki::cell_of(sq(name));
    click_cell(app, cell.col, cell.row);
}

fn game(app: &App) -> &Match<Game> {
    app.world().resource::<Match<Game>>()
}

fn plies(app: &App) -> Vec<Move> {
    game(app).plies().iter().map(|p| p.mv).collect()
}

fn mode(app: &App) -> Mode {
    app.world().resource::<GounkiInput>().mode.clone()
}

fn right_click(app: &mut App) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(MouseButtonInput {
            button: MouseButton::Right,
            state,
            window: Entity::PLACEHOLDER,
        });
        frames(app, 1);
    }
    frames(app, 1);
}

/// Runs frames until the move has been shown.
fn finish_animation(app: &mut App) {
    // The harness clock runs at a fixed 60 Hz: ten seconds at most.
    for _ in 0..600 {
        if !app.world().resource::<Busy>().active()
            && app.world().resource::<gounki::MoveTimeline>().is_idle()
        {
            frames(app, 3);
            return;
        }
        frames(app, 1);
    }
    panic!("the animation never ended");
}

/// Every piece entity is where the rules state puts it, and nothing else.
fn assert_view_matches_rules(app: &mut App) {
    let wanted = gounki::pieces_of(game(app));
    let world = app.world_mut();
    let mut shown: Vec<(GounkiPiece, Transform)> = world
        .query::<(&GounkiPiece, &Transform)>()
        .iter(world)
        .map(|(p, t)| (*p, *t))
        .collect();
    for (piece, transform) in &shown {
        let rest = gounki::piece_rest(piece.owner, piece.place);
        assert!(
            transform.translation.distance(rest) < 1e-4,
            "{piece:?} at {:?}, expected {rest:?}",
            transform.translation
        );
        assert_eq!(transform.scale, Vec3::ONE);
    }
    let key = |p: &GounkiPiece| format!("{p:?}");
    let mut want = wanted;
    want.sort_by_key(key);
    shown.sort_by_key(|(p, _)| key(p));
    let shown: Vec<GounkiPiece> = shown.into_iter().map(|(p, _)| p).collect();
    assert_eq!(shown, want);
    // And the towers on the board are exactly the position's stacks.
    let position = *game(app).current().position();
    for square in Square::all() {
        let on: Vec<&GounkiPiece> = shown_on(&shown, square);
        match position.stack_at(square) {
            None => assert!(on.is_empty(), "{square} should be empty"),
            Some(stack) => {
                assert_eq!(on.len(), usize::from(stack.height()), "{square}");
                assert!(on.iter().all(|p| p.owner == stack.owner));
                let rounds = on
                    .iter()
                    .filter(|p| p.kind == tavola::rules::gounki::StepKind::Round)
                    .count();
                assert_eq!(rounds, usize::from(stack.rounds), "{square}");
            }
        }
    }
}

fn shown_on(pieces: &[GounkiPiece], square: Square) -> Vec<&GounkiPiece> {
    pieces
        .iter()
        .filter(|p| matches!(p.place, Place::Board { square: s, .. } if s == square))
        .collect()
}

fn launch(position: &str) -> App {
    let mut app = headless(&["--game", "gounki", "--position", position]);
    app.insert_resource(AnimationSpeed::Fast);
    frames(&mut app, 2);
    app
}

#[test]
fn the_start_position_is_shown_with_white_near() {
    let mut app = headless(&["--game", "gounki"]);
    frames(&mut app, 2);
    assert_view_matches_rules(&mut app);
    // a1 (a White square) is the near-left cell.
    let cell = gounki::cell_of(sq("a1"));
    assert_eq!((cell.col, cell.row), (0, 7));
    let status = app.world().resource::<Status>();
    assert_eq!(status.headline, "White to move");
    assert_eq!(status.opening, None, "Gounki has no named openings");
    assert!(status.detail.contains("White 16"), "{}", status.detail);
    assert!(
        status.detail.contains("To goal  White 7   Black 7"),
        "{}",
        status.detail
    );
}

#[test]
fn a_movement_with_a_rebound_is_played_by_clicks_and_animated() {
    let mut app = launch("7r/8/8/8/8/8/1[RR]6/8 w");
    click_square(&mut app, "b2");
    let Mode::Selected { from, moves } = mode(&app) else {
        panic!("b2 should be selected, got {:?}", mode(&app));
    };
    assert_eq!(from, sq("b2"));
    // Hovering the stack names its composition and reach.
    app.world_mut()
        .resource_mut::<tavola::app::kit::board::HoveredCell>()
        .0 = Some(gounki::cell_of(sq("b2")));
    frames(&mut app, 2);
    let label = {
        let world = app.world_mut();
        world
            .query_filtered::<(&Text, &Visibility), With<gounki::HoverLabel>>()
            .iter(world)
            .map(|(t, v)| (t.0.clone(), *v))
            .next()
            .expect("a hover label")
    };
    assert_eq!(label.1, Visibility::Inherited);
    assert!(
        label.0.contains("double round") && label.0.contains("moves 2 as a round"),
        "{}",
        label.0
    );
    assert!(moves.contains(&Move::Movement {
        from: sq("b2"),
        to: sq("b4")
    }));
    // The path is drawn (ribbons and dots) and the destinations marked.
    let marks = {
        let world = app.world_mut();
        world.query::<&SelectionMark>().iter(world).count()
    };
    assert!(marks > 6, "path marks drawn: {marks}");
    let markers = app
        .world()
        .resource::<tavola::app::kit::board::Markers>()
        .cells;
    assert_ne!(markers & (1 << gounki::cell_of(sq("b4")).index()), 0);

    click_square(&mut app, "b4");
    assert_eq!(
        plies(&app),
        vec![Move::Movement {
            from: sq("b2"),
            to: sq("b4")
        }]
    );
    let effects = &game(&app).plies()[0].effects;
    assert!(
        matches!(effects[0], Effect::Movement { path, .. }
            if path.steps()[1].rebound.is_some()),
        "the path rebounds: {effects:?}"
    );
    assert!(app.world().resource::<Busy>().active(), "the move animates");
    // While it moves, clicks change nothing.
    click_square(&mut app, "h8");
    click_square(&mut app, "b4");
    assert_eq!(plies(&app).len(), 1);
    assert_eq!(mode(&app), Mode::Idle);
    finish_animation(&mut app);
    assert_view_matches_rules(&mut app);
    assert_eq!(game(&app).current().turn(), Side::Black);
    // The hotseat camera then orbits to Black's side.
    frames(&mut app, 180);
    let yaw = camera_yaw(&mut app);
    assert!((yaw - std::f32::consts::PI).abs() < 0.01, "yaw {yaw}");
}

fn camera_yaw(app: &mut App) -> f32 {
    let world = app.world_mut();
    world
        .query::<&tavola::app::kit::camera::OrbitCamera>()
        .iter(world)
        .next()
        .expect("a camera")
        .yaw
}

#[test]
fn a_deployment_is_built_previewed_and_confirmed() {
    let mut app = launch("7r/8/8/8/3[RS]4/8/8/8 w");
    click_square(&mut app, "d4");
    press_key(&mut app, KeyCode::KeyD);
    let Mode::Deploy(build) = mode(&app) else {
        panic!("deploy mode expected, got {:?}", mode(&app));
    };
    assert!(!build.rounds_first, "squares first by default");
    // The squares' direction: forward (d5); then the rounds' (e6).
    click_square(&mut app, "d5");
    let Mode::Deploy(build) = mode(&app) else {
        panic!("still deploying");
    };
    assert_eq!(build.chosen(), None, "the rounds' direction is still open");
    click_square(&mut app, "e6");
    let Mode::Deploy(build) = mode(&app) else {
        panic!("still deploying");
    };
    let expected = Move::deployment(sq("d4"), false, &[sq("d5"), sq("e6")]);
    assert_eq!(build.chosen(), Some(expected));
    assert!(plies(&app).is_empty(), "nothing is played before Space");
    // The preview names every drop with its resulting height.
    let labels: Vec<String> = {
        let world = app.world_mut();
        world
            .query_filtered::<&Text, With<SelectionMark>>()
            .iter(world)
            .map(|t| t.0.clone())
            .collect()
    };
    assert!(
        labels.contains(&"1. square (height 1)".to_string()),
        "{labels:?}"
    );
    assert!(
        labels.contains(&"2. round (height 1)".to_string()),
        "{labels:?}"
    );
    let status = app.world().resource::<Status>().detail.clone();
    assert!(status.contains("d5: square, height 1"), "{status}");

    press_key(&mut app, KeyCode::Space);
    assert_eq!(plies(&app), vec![expected]);
    finish_animation(&mut app);
    assert_view_matches_rules(&mut app);
}

#[test]
fn a_deployment_with_rebound_onto_own_stack_by_buttons_and_order_key() {
    // A double square on b2 beside a White round on a2: going left it drops
    // onto a2 (making a square-round), rebounds and drops back on b2.
    let mut app = launch("7r/8/8/8/8/8/R[SS]6/8 w");
    click_square(&mut app, "b2");
    let deploy_button = {
        let world = app.world_mut();
        let mut q = world.query::<(Entity, &Children, &Button)>();
        let mut texts = world.query::<&Text>();
        let buttons: Vec<(Entity, Vec<Entity>)> = q
            .iter(world)
            .map(|(e, c, _)| (e, c.iter().collect()))
            .collect();
        buttons
            .into_iter()
            .find(|(_, children)| {
                children
                    .iter()
                    .any(|c| texts.get(world, *c).is_ok_and(|t| t.0 == "Deploy (D)"))
            })
            .map(|(e, _)| e)
            .expect("a Deploy button")
    };
    click(&mut app, deploy_button);
    assert!(matches!(mode(&app), Mode::Deploy(_)), "{:?}", mode(&app));
    // One group only: O refuses and changes nothing.
    press_key(&mut app, KeyCode::KeyO);
    assert!(matches!(mode(&app), Mode::Deploy(ref b) if !b.rounds_first));
    click_square(&mut app, "a2");
    let expected = Move::deployment(sq("b2"), false, &[sq("a2"), sq("b2")]);
    assert!(matches!(mode(&app), Mode::Deploy(ref b) if b.chosen() == Some(expected)));
    app.world_mut().write_message(GounkiCommand::Confirm);
    frames(&mut app, 2);
    assert_eq!(plies(&app), vec![expected]);
    let effects = game(&app).plies()[0].effects.clone();
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Drop {
            rebound: Some(_),
            ..
        }
    )));
    assert!(app.world().resource::<Busy>().active());
    finish_animation(&mut app);
    assert_view_matches_rules(&mut app);
    let position = *game(&app).current().position();
    assert_eq!(position.stack_at(sq("a2")).map(|s| s.height()), Some(2));
}

#[test]
fn a_mixed_deployment_can_go_rounds_first() {
    let mut app = launch("7r/8/8/8/3[RS]4/8/8/8 w");
    click_square(&mut app, "d4");
    press_key(&mut app, KeyCode::KeyD);
    press_key(&mut app, KeyCode::KeyO);
    assert!(matches!(mode(&app), Mode::Deploy(ref b) if b.rounds_first));
    click_square(&mut app, "c5");
    click_square(&mut app, "c6");
    press_key(&mut app, KeyCode::Space);
    assert_eq!(
        plies(&app),
        vec![Move::deployment(sq("d4"), true, &[sq("c5"), sq("c6")])]
    );
}

#[test]
fn cancelling_mid_way_and_illegal_clicks_change_nothing() {
    let mut app = launch("7r/8/8/8/3[RS]4/8/8/8 w");
    let before = game(&app).current().clone();
    // Illegal clicks: an empty square, the opponent's stack.
    click_square(&mut app, "a1");
    click_square(&mut app, "h8");
    assert_eq!(mode(&app), Mode::Idle);
    // A non-destination while selected: refused, the selection stays.
    click_square(&mut app, "d4");
    click_square(&mut app, "a1");
    assert!(matches!(mode(&app), Mode::Selected { .. }));
    // A half-built deployment, then a right click.
    press_key(&mut app, KeyCode::KeyD);
    click_square(&mut app, "d5");
    click_square(&mut app, "h1"); // not a direction: refused
    assert!(matches!(mode(&app), Mode::Deploy(ref b) if b.picks.len() == 1));
    right_click(&mut app);
    assert_eq!(mode(&app), Mode::Idle);
    // Space now confirms nothing.
    press_key(&mut app, KeyCode::Space);
    assert!(plies(&app).is_empty());
    assert_eq!(game(&app).current(), &before);
    assert_view_matches_rules(&mut app);
}

#[test]
fn a_capture_knocks_the_stack_into_the_tray_and_the_null_move_needs_two_clicks() {
    let mut app = launch("8/8/8/8/8/2r5/1R6/7r w");
    click_square(&mut app, "b2");
    click_square(&mut app, "c3");
    assert_eq!(plies(&app).len(), 1);
    finish_animation(&mut app);
    assert_view_matches_rules(&mut app);
    let in_tray = {
        let world = app.world_mut();
        world
            .query::<&GounkiPiece>()
            .iter(world)
            .filter(|p| matches!(p.place, Place::Tray { .. }) && p.owner == Side::Black)
            .count()
    };
    assert_eq!(in_tray, 1);

    // The null move: a double square next to the edge (spec §6.4).
    let mut app = launch("7r/8/8/8/8/8/6[SS]1/8 w");
    click_square(&mut app, "g2");
    let null = Move::Null { at: sq("g2") };
    assert!(matches!(mode(&app), Mode::Selected { ref moves, .. } if moves.contains(&null)));
    click_square(&mut app, "g2");
    assert!(plies(&app).is_empty(), "the first click only asks");
    assert!(app.world().resource::<GounkiInput>().null_armed);
    click_square(&mut app, "g2");
    assert_eq!(plies(&app), vec![null]);
    finish_animation(&mut app);
    assert_view_matches_rules(&mut app);
}

#[test]
fn an_exit_by_the_arrow_ends_the_game_and_later_clicks_change_nothing() {
    let mut app = launch("1R6/8/8/8/8/8/8/7r w");
    click_square(&mut app, "b8");
    let arrow = {
        let world = app.world_mut();
        world
            .query_filtered::<Entity, With<gounki::ExitArrow>>()
            .iter(world)
            .next()
            .expect("an exit arrow")
    };
    click(&mut app, arrow);
    assert_eq!(plies(&app), vec![Move::Exit { from: sq("b8") }]);
    finish_animation(&mut app);
    assert_view_matches_rules(&mut app);
    let status = app.world().resource::<Status>().clone();
    assert!(status.outcome.is_some());
    assert!(status.headline.contains("White"), "{}", status.headline);
    let goal = {
        let world = app.world_mut();
        world
            .query::<&GounkiPiece>()
            .iter(world)
            .filter(|p| matches!(p.place, Place::Goal { .. }))
            .count()
    };
    assert_eq!(goal, 1, "the piece that left stands in the goal zone");
    click_square(&mut app, "h1");
    assert_eq!(plies(&app).len(), 1);
}

#[test]
fn skipping_jumps_to_the_end_state() {
    let mut app = launch("7r/8/8/8/8/8/1[RR]6/8 w");
    app.insert_resource(AnimationSpeed::Slow);
    click_square(&mut app, "b2");
    click_square(&mut app, "b4");
    assert!(app.world().resource::<Busy>().active());
    app.world_mut()
        .write_message(tavola::app::core::anim::SkipAnimation);
    frames(&mut app, 3);
    assert!(!app.world().resource::<Busy>().active());
    assert_view_matches_rules(&mut app);
}

#[test]
fn instant_speed_shows_the_end_state_at_once() {
    let mut app = launch("7r/8/8/8/3[RS]4/8/8/8 w");
    app.insert_resource(AnimationSpeed::Instant);
    click_square(&mut app, "d4");
    press_key(&mut app, KeyCode::KeyD);
    click_square(&mut app, "d5");
    click_square(&mut app, "e6");
    press_key(&mut app, KeyCode::Space);
    assert_eq!(plies(&app).len(), 1);
    assert!(!app.world().resource::<Busy>().active());
    assert_view_matches_rules(&mut app);
    assert_eq!(
        app.world().resource::<Status>().headline,
        "Black to move",
        "the panel follows at once"
    );
}

#[test]
fn undo_mid_animation_and_redo_keep_the_view_on_the_rules_state() {
    let mut app = launch("7r/8/8/8/3[RS]4/8/8/8 w");
    let before = game(&app).current().clone();
    click_square(&mut app, "d4");
    press_key(&mut app, KeyCode::KeyD);
    click_square(&mut app, "d5");
    click_square(&mut app, "e6");
    press_key(&mut app, KeyCode::Space);
    assert!(app.world().resource::<Busy>().active());
    // Ctrl+Z while the deployment is still shown.
    key(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    frames(&mut app, 1);
    key(&mut app, KeyCode::KeyZ, ButtonState::Pressed);
    frames(&mut app, 1);
    key(&mut app, KeyCode::KeyZ, ButtonState::Released);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    finish_animation(&mut app);
    assert!(plies(&app).is_empty());
    assert_eq!(game(&app).current(), &before);
    assert_view_matches_rules(&mut app);
    // A selection made now is dropped by a redo (the position changes).
    click_square(&mut app, "d4");
    assert!(matches!(mode(&app), Mode::Selected { .. }));
    key(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    frames(&mut app, 1);
    key(&mut app, KeyCode::KeyY, ButtonState::Pressed);
    frames(&mut app, 1);
    key(&mut app, KeyCode::KeyY, ButtonState::Released);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    frames(&mut app, 1);
    assert_eq!(plies(&app).len(), 1);
    assert_eq!(mode(&app), Mode::Idle);
    finish_animation(&mut app);
    assert_view_matches_rules(&mut app);
}

/// The moving stack's centre on the board plane (the mean of White's pieces).
fn white_centre(app: &mut App) -> Vec2 {
    let world = app.world_mut();
    let points: Vec<Vec2> = world
        .query::<(&GounkiPiece, &Transform)>()
        .iter(world)
        .filter(|(p, _)| p.owner == Side::White)
        .map(|(_, t)| t.translation.xz())
        .collect();
    points.iter().copied().sum::<Vec2>() / points.len() as f32
}

#[test]
fn a_rebound_passes_the_edge_square_then_the_wall_contact_in_order() {
    let mut app = headless(&["--game", "gounki", "--position", "7r/8/8/8/8/8/1[RR]6/8 w"]);
    frames(&mut app, 2);
    click_square(&mut app, "b2");
    click_square(&mut app, "b4");
    let Effect::Movement { path, .. } = game(&app).plies()[0].effects[0] else {
        panic!("a movement");
    };
    // b2 -> a3 (the edge square) -> off the left wall -> b4.
    let edge = gounki::cell_of(sq("a3")).center().xz();
    let (file, rank) = path.steps()[1].rebound_point(sq("a3")).expect("a rebound");
    let a1 = gounki::cell_of(sq("a1")).center().xz();
    let h8 = gounki::cell_of(sq("h8")).center().xz();
    // Board units to the world: a1's centre is (0, 0), h8's is (7, 7).
    let wall = a1 + (h8 - a1) * Vec2::new(file, rank) / 7.0;
    let (mut near_edge, mut near_wall) = ((f32::MAX, 0), (f32::MAX, 0));
    for frame in 0..600 {
        frames(&mut app, 1);
        let centre = white_centre(&mut app);
        if centre.distance(edge) < near_edge.0 {
            near_edge = (centre.distance(edge), frame);
        }
        if centre.distance(wall) < near_wall.0 {
            near_wall = (centre.distance(wall), frame);
        }
        if !app.world().resource::<Busy>().active() {
            break;
        }
    }
    assert!(
        near_edge.0 < 0.1,
        "the stack crosses the edge square: {near_edge:?}"
    );
    // The stack's rim touches the wall: its centre comes within a piece's
    // radius of the contact point.
    assert!(
        near_wall.0 < 0.5,
        "the stack reaches the wall: {near_wall:?}"
    );
    assert!(
        near_edge.1 < near_wall.1,
        "edge square first, then the wall"
    );
    finish_animation(&mut app);
    assert_view_matches_rules(&mut app);
}
