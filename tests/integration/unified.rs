//! The behaviour the three games share through one piece of code each: the
//! click guard (a click while a move is shown, while reviewing, or that
//! skipped an animation), the review cursor, and the hotseat camera.

use bevy::prelude::*;
use tavola::app::core::anim::{Busy, ReducedMotion, SkipClick};
use tavola::app::core::audio::{Sound, SoundCue};
use tavola::app::core::notice::Notice;
use tavola::app::core::session::{AppRules, Match, MoveRequest};
use tavola::app::core::text::{Language, fill};
use tavola::app::features::movelist;
use tavola::app::kit::board::TileFlash;
use tavola::app::kit::camera::OrbitCamera;
use tavola::app::kit::camera::hotseat::{HotseatCamera, yaw_for};
use tavola::rules::{checkers, gounki, othello};

use crate::harness::{click_cell, frames, headless, press_key, settle, tap_key, tile};

fn notices(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<Notice>>();
    messages
        .get_cursor()
        .read(messages)
        .map(|n| n.text.clone())
        .collect()
}

fn warnings(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<Notice>>();
    messages
        .get_cursor()
        .read(messages)
        .filter(|n| n.warning)
        .map(|n| n.text.clone())
        .collect()
}

fn sounds(app: &App) -> Vec<Sound> {
    let messages = app.world().resource::<Messages<SoundCue>>();
    messages
        .get_cursor()
        .read(messages)
        .map(|c| c.sound)
        .collect()
}

fn english(
    message: impl Fn(&tavola::app::core::text::Strings) -> tavola::app::core::text::Message,
) -> String {
    fill(message(Language::English.strings()), &[])
}

fn plies<G: AppRules>(app: &App) -> usize {
    app.world().resource::<Match<G>>().all_plies().len()
}

/// Plays the first legal move through the session, as input would.
fn play_first<G: AppRules>(app: &mut App) {
    let mv = app.world().resource::<Match<G>>().current().legal_moves()[0];
    app.world_mut().write_message(MoveRequest::<G>(mv));
    frames(app, 2);
}

fn flashing(app: &mut App, col: u8, row: u8) -> bool {
    let entity = tile(app, col, row);
    app.world().get::<TileFlash>(entity).is_some()
}

fn yaw(app: &mut App) -> f32 {
    let world = app.world_mut();
    world
        .query::<&OrbitCamera>()
        .single(world)
        .expect("one camera")
        .yaw
}

/// A click while the move is still being shown: the cell flashes, the
/// "illegal" sound plays, the notice asks to wait, and nothing is played.
fn click_while_animating<G: AppRules>(id: &str) {
    let mut app = headless(&["--game", id]);
    play_first::<G>(&mut app);
    assert!(
        app.world().resource::<Busy>().active(),
        "{id}: the move is being shown"
    );
    let before = plies::<G>(&app);
    click_cell(&mut app, 0, 0);
    assert!(
        notices(&app).contains(&english(|t| t.wait_animation)),
        "{id}: {:?}",
        notices(&app)
    );
    assert!(sounds(&app).contains(&Sound::Illegal), "{id}");
    assert!(flashing(&mut app, 0, 0), "{id}: the clicked cell flashes");
    assert_eq!(plies::<G>(&app), before, "{id}: nothing is played");
    // Once the move has been shown, the board takes clicks again.
    settle(&mut app);
    frames(&mut app, 30);
    click_cell(&mut app, 0, 0);
    assert!(
        !notices(&app).contains(&english(|t| t.wait_animation)),
        "{id}: after the move a click is judged by the rules"
    );
}

#[test]
fn a_click_while_a_move_is_shown_is_refused_the_same_way_in_every_game() {
    click_while_animating::<othello::Position>("othello");
    click_while_animating::<gounki::Game>("gounki");
    click_while_animating::<checkers::Game>("checkers");
}

/// The click that skipped an animation belongs to the skip: not a word.
fn skipping_click_is_silent<G: AppRules>(id: &str) {
    let mut app = headless(&["--game", id]);
    play_first::<G>(&mut app);
    app.insert_resource(SkipClick(true));
    let before = plies::<G>(&app);
    let entity = tile(&mut app, 0, 0);
    tavola::app::kit::focus::press(app.world_mut(), entity);
    app.update();
    assert!(warnings(&app).is_empty(), "{id}: {:?}", warnings(&app));
    assert!(!sounds(&app).contains(&Sound::Illegal), "{id}");
    assert_eq!(plies::<G>(&app), before, "{id}");
}

#[test]
fn the_click_that_skips_an_animation_is_silent_in_every_game() {
    skipping_click_is_silent::<othello::Position>("othello");
    skipping_click_is_silent::<gounki::Game>("gounki");
    skipping_click_is_silent::<checkers::Game>("checkers");
}

/// Reviewing moves a cursor over the match: the position on show goes back,
/// the game keeps every ply, a click is refused, and back to the game shows
/// the latest position again.
fn review_cursor<G: AppRules + PartialEq + std::fmt::Debug>(id: &str) {
    let mut app = headless(&["--game", id]);
    play_first::<G>(&mut app);
    settle(&mut app);
    let latest = app.world().resource::<Match<G>>().current().clone();
    movelist::review(app.world_mut(), 0);
    frames(&mut app, 1);
    {
        let game = app.world().resource::<Match<G>>();
        assert!(game.is_reviewing(), "{id}");
        assert_eq!(game.current(), game.start(), "{id}: the start is on show");
        assert_eq!(game.all_plies().len(), 1, "{id}: the game keeps its ply");
        assert_eq!(game.latest(), &latest, "{id}");
    }
    click_cell(&mut app, 0, 0);
    assert!(
        notices(&app).contains(&english(|t| t.reviewing_click_back)),
        "{id}: {:?}",
        notices(&app)
    );
    assert!(sounds(&app).contains(&Sound::Illegal), "{id}");
    movelist::back_to_game(app.world_mut());
    frames(&mut app, 1);
    let game = app.world().resource::<Match<G>>();
    assert!(!game.is_reviewing(), "{id}");
    assert_eq!(game.current(), &latest, "{id}");
}

#[test]
fn reviewing_is_a_cursor_and_holds_clicks_back_in_every_game() {
    review_cursor::<othello::Position>("othello");
    review_cursor::<gounki::Game>("gounki");
    review_cursor::<checkers::Game>("checkers");
}

/// The hotseat camera of a game with a hotseat view: it starts behind the
/// side to move, swings to the other side once a move has been shown, and
/// V (one setting for every game) stops it.
fn hotseat_swing<G: AppRules>(id: &str) {
    let mut app = headless(&["--game", id]);
    let first = app.world().resource::<Match<G>>().current().turn();
    assert!(
        (yaw(&mut app) - yaw_for(first)).abs() < 1e-3,
        "{id}: starts behind the mover"
    );
    play_first::<G>(&mut app);
    // Still while the move is shown.
    assert!(
        (yaw(&mut app) - yaw_for(first)).abs() < 1e-3,
        "{id}: no swing mid-move"
    );
    settle(&mut app);
    frames(&mut app, 120);
    let next = app.world().resource::<Match<G>>().current().turn();
    assert_ne!(next, first);
    assert!(
        (yaw(&mut app) - yaw_for(next)).abs() < 1e-3,
        "{id}: faces the next player"
    );

    // V: off, with a notice; the next move leaves the camera alone.
    tap_key(&mut app, KeyCode::KeyV);
    assert!(!app.world().resource::<HotseatCamera>().enabled, "{id}");
    assert!(
        notices(&app).iter().any(|n| n.contains("off")),
        "{id}: {:?}",
        notices(&app)
    );
    let before = yaw(&mut app);
    play_first::<G>(&mut app);
    settle(&mut app);
    frames(&mut app, 120);
    assert!(
        (yaw(&mut app) - before).abs() < 1e-3,
        "{id}: stays put when off"
    );
}

#[test]
fn gounki_and_checkers_share_one_hotseat_camera() {
    hotseat_swing::<gounki::Game>("gounki");
    hotseat_swing::<checkers::Game>("checkers");
}

/// With reduced motion the camera never turns by itself.
fn no_swing_with_reduced_motion<G: AppRules>(id: &str) {
    let mut app = headless(&["--game", id]);
    app.insert_resource(ReducedMotion(true));
    let before = yaw(&mut app);
    play_first::<G>(&mut app);
    settle(&mut app);
    frames(&mut app, 120);
    assert!((yaw(&mut app) - before).abs() < 1e-3, "{id}");
}

#[test]
fn reduced_motion_keeps_every_hotseat_camera_still() {
    no_swing_with_reduced_motion::<gounki::Game>("gounki");
    no_swing_with_reduced_motion::<checkers::Game>("checkers");
}

/// Othello has no hotseat view: the camera stays, and V changes nothing.
#[test]
fn othello_has_no_hotseat_view() {
    let mut app = headless(&["--game", "othello"]);
    let before = yaw(&mut app);
    play_first::<othello::Position>(&mut app);
    settle(&mut app);
    frames(&mut app, 120);
    assert!((yaw(&mut app) - before).abs() < 1e-3);
    press_key(&mut app, KeyCode::KeyV);
    assert!(app.world().resource::<HotseatCamera>().enabled);
}
