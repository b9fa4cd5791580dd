//! The game review on the board: started from the game-over panel or the
//! game menu, it fills in as positions are analysed (in the background);
//! the move list gets the grades' symbols, a click on the graph moves the
//! review cursor, the better move is ringed on the board, and undo, a new
//! game or leaving cancels it.

use bevy::prelude::*;
use tavola::app::core::screen::Screen;
use tavola::app::core::session::Match;
use tavola::app::features::review::{GraphBar, ReviewDepth, ReviewSheet, start_review};
use tavola::app::kit::board::HintCells;
use tavola::rules::othello;

use crate::harness::{click, frames, headless};

/// Runs frames until the review has analysed every move (the analysis
/// runs on the background pool; a few seconds at most at depth 2).
fn finish(app: &mut App) {
    for _ in 0..3000 {
        frames(app, 1);
        if app
            .world()
            .get_resource::<ReviewSheet>()
            .is_some_and(ReviewSheet::finished)
        {
            frames(app, 2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("the review never finished");
}

fn texts_of<C: Component>(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut entries = world.query_filtered::<&Children, With<C>>();
    let children: Vec<Entity> = entries.iter(world).flat_map(|c| c.iter()).collect();
    children
        .into_iter()
        .filter_map(|c| world.get::<Text>(c).map(|t| t.0.clone()))
        .collect()
}

fn named_text(app: &mut App, name: &str) -> Option<String> {
    let world = app.world_mut();
    let mut lines = world.query::<(&Name, &Text)>();
    lines
        .iter(world)
        .find(|(n, _)| n.as_str() == name)
        .map(|(_, t)| t.0.clone())
}

/// A short Othello opening (ten moves): quick to review at a small depth.
const OTHELLO_GAME: &str = "f5d6c3d3c4f4f6f3e6e7";

#[test]
fn a_review_grades_the_moves_and_the_graph_moves_the_cursor() {
    let mut app = headless(&["--game", "othello", "--moves", OTHELLO_GAME]);
    app.insert_resource(ReviewDepth(Some(2)));
    tavola::app::screens::menu::open_game_menu(app.world_mut());
    frames(&mut app, 1);
    let entry = crate::harness::button(&mut app, "Review this game");
    click(&mut app, entry);
    assert!(app.world().contains_resource::<ReviewSheet>());
    finish(&mut app);
    let sheet = app.world().resource::<ReviewSheet>().clone();
    assert_eq!(sheet.total, 10);
    assert!(sheet.moves.iter().all(Option::is_some), "every move graded");
    assert_eq!(sheet.graph.len(), 11);
    // The move list shows the grades' symbols where there are some.
    let symbols = sheet
        .moves
        .iter()
        .flatten()
        .filter(|m| !m.grade.symbol().is_empty())
        .count();
    let listed = texts_of::<tavola::app::features::movelist::MoveEntry>(&mut app);
    let marked = listed
        .iter()
        .filter(|l| l.ends_with('!') || l.ends_with('?'))
        .count();
    assert_eq!(marked, symbols, "{listed:?}");
    assert!(symbols > 0, "a depth-2 review finds best moves at least");
    // The accuracy lines are on the panel.
    assert!(named_text(&mut app, "Review accuracy").is_some());
    // A click on the graph's fourth bar shows the position after 3 moves.
    let bar = {
        let world = app.world_mut();
        let mut bars = world.query::<(Entity, &GraphBar)>();
        bars.iter(world)
            .find(|(_, b)| b.0 == 3)
            .map(|(e, _)| e)
            .expect("a bar per position")
    };
    tavola::app::kit::focus::press(app.world_mut(), bar);
    frames(&mut app, 3);
    let game = app.world().resource::<Match<othello::Position>>();
    assert!(game.is_reviewing());
    assert_eq!(game.plies().len(), 3);
    let line = named_text(&mut app, "Review move").expect("the move on show");
    assert!(line.starts_with("3. Black: c3"), "{line}");
}

/// The short Othello game reviewed at depth 3, on show after its first
/// move that has a better one: the app, the review and that move's ply.
fn at_a_move_with_a_better_one() -> (App, ReviewSheet, usize) {
    let mut app = headless(&["--game", "othello", "--moves", OTHELLO_GAME]);
    app.insert_resource(ReviewDepth(Some(3)));
    start_review(app.world_mut());
    finish(&mut app);
    let sheet = app.world().resource::<ReviewSheet>().clone();
    let worse = sheet
        .moves
        .iter()
        .position(|m| m.as_ref().is_some_and(|m| m.has_better()))
        .expect("a move with a better one at depth 3");
    tavola::app::features::review::go_to(app.world_mut(), worse + 1);
    frames(&mut app, 3);
    (app, sheet, worse)
}

#[test]
fn the_better_move_is_ringed_when_there_is_one() {
    let (mut app, sheet, worse) = at_a_move_with_a_better_one();
    assert_ne!(
        app.world().resource::<HintCells>().0,
        0,
        "rings on the better move"
    );
    let better = named_text(&mut app, "Review better").expect("the better move's line");
    let best = &sheet.moves[worse].as_ref().unwrap().best;
    assert!(better.contains(best.as_str()), "{better}");
    // Closing the review takes the rings away.
    tavola::app::features::review::close_review(app.world_mut());
    frames(&mut app, 2);
    assert_eq!(app.world().resource::<HintCells>().0, 0);
}

#[test]
fn undo_a_new_game_or_leaving_cancels_a_review() {
    for how in ["undo", "new game", "leave"] {
        let mut app = headless(&["--game", "othello", "--moves", OTHELLO_GAME]);
        app.insert_resource(ReviewDepth(Some(6)));
        start_review(app.world_mut());
        frames(&mut app, 1);
        assert!(app.world().contains_resource::<ReviewSheet>());
        match how {
            "undo" => {
                app.world_mut()
                    .resource_mut::<Match<othello::Position>>()
                    .undo(|_| true);
            }
            "new game" => {
                tavola::app::core::session::start_new(
                    app.world_mut(),
                    tavola::game_kind::GameKind::Othello,
                );
            }
            _ => {
                app.world_mut()
                    .resource_mut::<NextState<Screen>>()
                    .set(Screen::Title);
            }
        }
        frames(&mut app, 3);
        assert!(
            !app.world().contains_resource::<ReviewSheet>(),
            "{how} cancels the review"
        );
    }
}

#[test]
fn the_game_over_panel_offers_a_review() {
    let mut app = headless(&["--game", "othello", "--moves", OTHELLO_GAME]);
    app.insert_resource(ReviewDepth(Some(1)));
    tavola::app::features::hud::resign(app.world_mut());
    frames(&mut app, 3);
    let button = crate::harness::named(&mut app, "Review button")
        .expect("a Review button on the game-over panel");
    click(&mut app, button);
    finish(&mut app);
    assert_eq!(app.world().resource::<ReviewSheet>().total, 10);
}

#[test]
fn a_saved_game_keeps_its_review_and_opening_it_shows_the_grades() {
    let dir = std::env::temp_dir().join(format!("tavola-it-review-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = headless(&["--game", "checkers", "--moves", "22-18 11-15 18x11 8x15"]);
    app.insert_resource(ReviewDepth(Some(2)));
    start_review(app.world_mut());
    finish(&mut app);
    let reviewed = app.world().resource::<ReviewSheet>().clone();
    app.insert_resource(tavola::app::features::files::SavesDir(dir.clone()));
    app.world_mut()
        .commands()
        .queue(tavola::app::features::files::save_current);
    frames(&mut app, 1);
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("{review tavola 1 depth 2}"), "{text}");
    // Opened in a fresh game: the same grades, and no analysis ran.
    let mut again = headless(&["--game", "checkers"]);
    tavola::app::features::files::open_path(again.world_mut(), &file);
    frames(&mut again, 3);
    let shown = again
        .world()
        .get_resource::<ReviewSheet>()
        .expect("the review read back")
        .clone();
    assert!(shown.finished());
    // The file keeps the loss to a tenth of a point; the rest exactly.
    assert_eq!(shown.records.len(), reviewed.records.len());
    for (read, made) in shown.records.iter().zip(&reviewed.records) {
        assert_eq!(
            (
                read.ply,
                read.grade,
                &read.best,
                &read.pv,
                read.before,
                read.after
            ),
            (
                made.ply,
                made.grade,
                &made.best,
                &made.pv,
                made.before,
                made.after
            )
        );
        assert!((read.loss - made.loss).abs() <= 0.05, "{read:?} {made:?}");
    }
    let grades = |s: &ReviewSheet| {
        s.moves
            .iter()
            .map(|m| m.as_ref().map(|m| m.grade))
            .collect::<Vec<_>>()
    };
    assert_eq!(grades(&shown), grades(&reviewed));
    // Undo makes it stale: it goes.
    again
        .world_mut()
        .resource_mut::<Match<tavola::rules::checkers::Game>>()
        .undo(|_| true);
    frames(&mut again, 2);
    assert!(!again.world().contains_resource::<ReviewSheet>());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_better_line_is_played_on_the_board_and_the_game_comes_back() {
    let (mut app, sheet, worse) = at_a_move_with_a_better_one();
    let before = app.world().resource::<Match<othello::Position>>().version();
    let button = crate::harness::named(&mut app, "Better line").expect("Show the better line");
    click(&mut app, button);
    assert!(tavola::app::features::review::showing_line(app.world()));
    // The line's first move is the better move, played on the board.
    let mut first = None;
    for _ in 0..2000 {
        frames(&mut app, 1);
        let game = app.world().resource::<Match<othello::Position>>();
        if let Some(ply) = game.all_plies().first() {
            first.get_or_insert(ply.mv);
        }
        if !tavola::app::features::review::showing_line(app.world()) {
            break;
        }
    }
    let best = &sheet.moves[worse].as_ref().unwrap().best;
    assert_eq!(first.map(|m| m.to_string()).as_deref(), Some(best.as_str()));
    assert!(
        !tavola::app::features::review::showing_line(app.world()),
        "the line ends"
    );
    // The game is back as it was, at the same move, and the review stayed.
    let game = app.world().resource::<Match<othello::Position>>();
    assert_eq!(game.version(), before);
    assert_eq!(game.plies().len(), worse + 1);
    assert_eq!(game.all_plies().len(), 10);
    assert!(app.world().contains_resource::<ReviewSheet>());
}

#[test]
fn review_opens_at_the_worst_mistake_with_the_better_move_ringed() {
    let sample = tavola::persist::samples::SAMPLES
        .iter()
        .find(|s| s.file.ends_with("checkers-1.pdn"))
        .expect("the sample");
    let path = std::env::temp_dir().join(format!("tavola-it-worst-{}.pdn", std::process::id()));
    std::fs::write(&path, sample.text).unwrap();
    let mut app = crate::harness::engine(&["--load", path.to_str().unwrap(), "--review"]);
    app.init_asset::<Mesh>();
    app.insert_resource(ReviewDepth(Some(6)));
    let mut app = crate::harness::start(app);
    finish(&mut app);
    frames(&mut app, 3);
    let sheet = app.world().resource::<ReviewSheet>().clone();
    let worst = sheet.mistakes[0];
    let game = app
        .world()
        .resource::<Match<tavola::rules::checkers::Game>>();
    assert_eq!(
        game.plies().len(),
        worst + 1,
        "the worst mistake is on show"
    );
    let cells = app.world().resource::<HintCells>().0;
    assert_ne!(cells, 0, "rings on the better move");
    let world = app.world_mut();
    let shown = world
        .query::<(&tavola::app::kit::board::HintMark, &Visibility)>()
        .iter(world)
        .filter(|(_, v)| **v != Visibility::Hidden)
        .count();
    assert_eq!(shown as u32, cells.count_ones(), "the rings are drawn");
    // Why it was a mistake, in words, with the squares it names framed.
    let reason = sheet.moves[worst]
        .as_ref()
        .and_then(|m| m.reason.clone())
        .expect("the worst mistake has a reason");
    let why = named_text(&mut app, "Review reason").expect("the reason is shown");
    assert_eq!(why, format!("Why: {}", reason.english()));
    let warn = app
        .world()
        .resource::<tavola::app::kit::board::WarnCells>()
        .0;
    assert_eq!(
        warn.count_ones() as usize,
        reason.squares.len(),
        "{reason:?}: its squares are framed"
    );
    tavola::app::features::review::close_review(app.world_mut());
    frames(&mut app, 2);
    assert_eq!(
        app.world()
            .resource::<tavola::app::kit::board::WarnCells>()
            .0,
        0
    );
    std::fs::remove_file(&path).unwrap();
}
