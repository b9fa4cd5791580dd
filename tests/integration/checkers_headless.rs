//! Basque checkers driven through the real plugins with simulated clicks:
//! hop-by-hop captures, refusals that explain, family-mode huffs, and the
//! animation ending exactly on the rules' state.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use tavola::app::core::anim::{AnimationSpeed, Busy};
use tavola::app::core::notice::Notice;
use tavola::app::core::session::Match;
use tavola::app::features::hud::Status;
use tavola::app::games::checkers::{
    CheckersPiece, DeclineHuff, FamilyRules, Highlights, Selection, TrayPiece, cell_of,
    huff_pending, rest_translation,
};
use tavola::app::kit::board::Markers;
use tavola::rules::checkers::{Game, Move, PieceKind, Square};
use tavola::rules::{Notation, Rules, Side};

use crate::harness::{click_cell, frames, headless};

/// White's man on 30 must take three: 30x23, then 23x14x7 or 23x16x7.
/// White's man on 32 cannot capture.
const BRANCHING: &str = "W:W30,32:B26,19,18,11,10";

fn sq(n: u8) -> Square {
    Square::from_number(n).unwrap()
}

fn click_square(app: &mut App, n: u8) {
    let cell = cell_of(sq(n));
    click_cell(app, cell.col, cell.row);
}

fn game(app: &App) -> &Match<Game> {
    app.world().resource::<Match<Game>>()
}

fn plies(app: &App) -> Vec<Move> {
    game(app).plies().iter().map(|p| p.mv).collect()
}

fn marked(app: &App) -> Vec<u8> {
    let cells = app.world().resource::<Markers>().cells;
    Square::all()
        .filter(|s| cells & (1 << cell_of(*s).index()) != 0)
        .map(|s| s.number())
        .collect()
}

fn notices(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<Notice>>();
    let mut cursor = messages.get_cursor();
    cursor.read(messages).map(|n| n.text.clone()).collect()
}

fn instant(args: &[&str]) -> App {
    let mut app = headless(args);
    app.insert_resource(AnimationSpeed::Instant);
    app
}

/// Every piece entity stands exactly on its square, one per piece of the
/// rules' position, and the trays hold the captured pieces.
fn assert_entities_match_rules(app: &mut App) {
    let position = *game(app).current().position();
    let world = app.world_mut();
    let mut pieces: Vec<(CheckersPiece, Transform)> = world
        .query::<(&CheckersPiece, &Transform)>()
        .iter(world)
        .map(|(p, t)| (*p, *t))
        .collect();
    pieces.sort_by_key(|(p, _)| p.square);
    let expected: Vec<_> = Square::all()
        .filter_map(|s| position.piece_at(s).map(|p| (s, p)))
        .collect();
    assert_eq!(
        pieces
            .iter()
            .map(|(p, _)| (p.square, p.piece))
            .collect::<Vec<_>>(),
        expected
    );
    for (piece, transform) in &pieces {
        assert_eq!(
            *transform,
            Transform::from_translation(rest_translation(piece.square)),
            "piece on {}",
            piece.square
        );
    }
}

#[test]
fn a_maximal_capture_is_chosen_hop_by_hop() {
    let mut app = instant(&["--game", "checkers", "--position", BRANCHING]);
    assert_entities_match_rules(&mut app);
    click_square(&mut app, 30);
    assert_eq!(app.world().resource::<Selection>().from, Some(sq(30)));
    assert_eq!(marked(&app), vec![23], "the first hop is forced");
    click_square(&mut app, 23);
    assert!(plies(&app).is_empty(), "two ways on: the player chooses");
    assert_eq!(marked(&app), vec![14, 16]);
    click_square(&mut app, 14);
    let expected = game(&app).start().parse_move("30x23x14x7").unwrap();
    assert_eq!(plies(&app), vec![expected], "the last hop completed itself");
    frames(&mut app, 3);
    assert_eq!(game(&app).current().turn(), Side::Black);
    assert_entities_match_rules(&mut app);
    let world = app.world_mut();
    let trays = world.query::<&TrayPiece>().iter(world).count();
    assert_eq!(trays, 3, "the three taken pieces lie in the tray");
    assert_eq!(
        app.world().resource::<Status>().detail.lines().nth(1),
        Some("Black: 2 on board, 3 captured")
    );
}

#[test]
fn a_piece_that_cannot_make_the_compulsory_capture_is_refused_with_a_reason() {
    let mut app = instant(&["--game", "checkers", "--position", BRANCHING]);
    let before = game(&app).current().clone();
    click_square(&mut app, 32);
    assert_eq!(game(&app).current(), &before);
    assert!(plies(&app).is_empty());
    assert_eq!(app.world().resource::<Selection>().from, None);
    assert_eq!(app.world().resource::<Highlights>().hint, vec![sq(30)]);
    assert!(
        notices(&app)
            .iter()
            .any(|n| n.starts_with("You must capture 3 pieces: these pieces can")),
        "{:?}",
        notices(&app)
    );
    assert!(
        app.world()
            .resource::<Status>()
            .detail
            .contains("Capture compulsory: take 3 pieces")
    );
}

#[test]
fn illegal_clicks_change_nothing() {
    let mut app = instant(&["--game", "checkers"]);
    let before = game(&app).current().clone();
    // A light square, an empty square, Black's piece, a blocked White man.
    click_cell(&mut app, 0, 0);
    click_square(&mut app, 17);
    click_square(&mut app, 9);
    click_square(&mut app, 29);
    assert_eq!(game(&app).current(), &before);
    assert_eq!(app.world().resource::<Selection>().from, None);
    // Select 22, click a square it cannot reach, then cancel by clicking it
    // again.
    click_square(&mut app, 22);
    assert_eq!(marked(&app), vec![17, 18]);
    click_square(&mut app, 15);
    assert_eq!(app.world().resource::<Selection>().from, Some(sq(22)));
    click_square(&mut app, 22);
    assert_eq!(app.world().resource::<Selection>().from, None);
    assert!(marked(&app).is_empty());
    assert!(plies(&app).is_empty());
    // A simple move then plays.
    click_square(&mut app, 22);
    click_square(&mut app, 18);
    assert_eq!(plies(&app).len(), 1);
    assert_eq!(app.world().resource::<Status>().headline, "Black to move");
}

#[test]
fn family_rules_let_a_missed_capture_be_huffed() {
    let mut app = instant(&["--game", "checkers", "--position", BRANCHING]);
    app.insert_resource(FamilyRules(true));
    frames(&mut app, 2);
    assert!(game(&app).current().family());
    // White ignores the capture: 32-28 is a faulty move.
    click_square(&mut app, 32);
    assert_eq!(marked(&app), vec![27, 28]);
    click_square(&mut app, 28);
    assert_eq!(plies(&app).len(), 1);
    assert_eq!(game(&app).current().huffable(), &[sq(30)]);
    // Black clicks the ringed piece: the huff is played, Black keeps the
    // turn.
    click_square(&mut app, 30);
    assert_eq!(plies(&app).last().unwrap(), &Move::Huff(sq(30)));
    assert_eq!(game(&app).current().turn(), Side::Black);
    assert!(game(&app).current().position().piece_at(sq(30)).is_none());
    frames(&mut app, 2);
    assert_entities_match_rules(&mut app);
    // Family rules cannot be switched off once a huff is in the history.
    app.insert_resource(FamilyRules(false));
    frames(&mut app, 2);
    assert!(game(&app).current().family());
    assert!(app.world().resource::<FamilyRules>().0);
}

#[test]
fn a_huff_can_be_declined() {
    let mut app = instant(&["--game", "checkers", "--position", BRANCHING]);
    app.insert_resource(FamilyRules(true));
    frames(&mut app, 2);
    click_square(&mut app, 32);
    click_square(&mut app, 28);
    let declined = app
        .world()
        .resource::<tavola::app::games::checkers::HuffDeclined>();
    assert!(huff_pending(game(&app), declined));
    app.world_mut().write_message(DeclineHuff);
    frames(&mut app, 2);
    let declined = app
        .world()
        .resource::<tavola::app::games::checkers::HuffDeclined>();
    assert!(!huff_pending(game(&app), declined));
    // Clicking White's piece now does not huff it.
    click_square(&mut app, 30);
    assert_eq!(plies(&app).len(), 1);
    // Black moves on normally.
    click_square(&mut app, 10);
    click_square(&mut app, 15);
    assert_eq!(plies(&app).len(), 2);
}

#[test]
fn the_animation_keeps_captured_pieces_until_the_last_hop_and_ends_on_the_rules_state() {
    let mut app = headless(&["--game", "checkers", "--position", BRANCHING]);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        40,
    )));
    frames(&mut app, 2);
    click_square(&mut app, 30);
    click_square(&mut app, 23);
    click_square(&mut app, 16);
    assert_eq!(plies(&app).len(), 1);
    assert!(app.world().resource::<Busy>().active());
    // Mid-capture: the three victims are still on the board.
    frames(&mut app, 10);
    {
        let world = app.world_mut();
        let on_board = world.query::<&CheckersPiece>().iter(world).count();
        assert_eq!(on_board, 2 + 5, "captured pieces stay until the last hop");
    }
    // A click while animating changes nothing (and is refused).
    let before = game(&app).current().clone();
    click_square(&mut app, 10);
    assert_eq!(game(&app).current(), &before);
    assert_eq!(app.world().resource::<Selection>().from, None);
    for _ in 0..200 {
        if !app.world().resource::<Busy>().active() {
            break;
        }
        frames(&mut app, 1);
    }
    assert!(!app.world().resource::<Busy>().active());
    frames(&mut app, 2);
    assert_entities_match_rules(&mut app);
}

#[test]
fn a_promotion_crowns_the_man_after_the_animation() {
    let mut app = headless(&["--game", "checkers", "--position", "W:W6,30:B20"]);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    frames(&mut app, 2);
    click_square(&mut app, 6);
    click_square(&mut app, 1);
    assert_eq!(plies(&app).len(), 1);
    for _ in 0..100 {
        frames(&mut app, 1);
        if !app.world().resource::<Busy>().active() {
            break;
        }
    }
    frames(&mut app, 2);
    assert_entities_match_rules(&mut app);
    let world = app.world_mut();
    let king = world
        .query::<&CheckersPiece>()
        .iter(world)
        .find(|p| p.square == sq(1))
        .copied()
        .unwrap();
    assert_eq!(king.piece.kind, PieceKind::King);
}

#[test]
fn the_hotseat_camera_turns_to_the_side_to_move_after_the_animation() {
    let mut app = headless(&["--game", "checkers"]);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    frames(&mut app, 2);
    let yaw = |app: &mut App| {
        let world = app.world_mut();
        world
            .query::<&tavola::app::kit::camera::OrbitCamera>()
            .single(world)
            .unwrap()
            .yaw
    };
    assert_eq!(yaw(&mut app), 0.0);
    click_square(&mut app, 22);
    click_square(&mut app, 18);
    assert!(app.world().resource::<Busy>().active());
    assert_eq!(yaw(&mut app), 0.0, "the camera waits for the animation");
    for _ in 0..80 {
        frames(&mut app, 1);
    }
    assert!((yaw(&mut app) - std::f32::consts::PI).abs() < 1e-4);
}
