//! Scores on the board: during a person's turn every legal move's score
//! appears on its square (from the background search, no frame waiting),
//! and none during the computer's turn, on an earlier position on show, or
//! while the setting is off.

use bevy::prelude::*;
use tavola::ai::Level;
use tavola::app::core::players::{PlayerKind, Players};
use tavola::app::features::scores::{ScoreLabel, ScoresOnBoard};
use tavola::app::kit::board::BoardCell;

use crate::harness::{frames, headless};

/// The cells with a score, once the first depth is in (a few frames of
/// background work at most).
fn scored(app: &mut App) -> Vec<BoardCell> {
    for _ in 0..2000 {
        frames(app, 1);
        let world = app.world_mut();
        let cells: Vec<BoardCell> = world
            .query::<&ScoreLabel>()
            .iter(world)
            .map(|l| l.0)
            .collect();
        if !cells.is_empty() {
            return cells;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    Vec::new()
}

/// The scores' texts on the board.
fn label_texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    world
        .query_filtered::<&Text, With<ScoreLabel>>()
        .iter(world)
        .map(|t| t.0.clone())
        .collect()
}

fn labels(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&ScoreLabel>().iter(world).count()
}

#[test]
fn every_legal_othello_square_gets_a_score_for_a_person() {
    let mut app = headless(&["--game", "othello"]);
    frames(&mut app, 2);
    assert_eq!(labels(&mut app), 0, "off by default");
    app.insert_resource(ScoresOnBoard(true));
    let mut cells = scored(&mut app);
    cells.sort_by_key(|c| c.index());
    // Black's four opening moves: d3, c4, f5, e6.
    let expected = [(3, 2), (2, 3), (5, 4), (4, 5)].map(|(col, row)| BoardCell { col, row });
    let mut expected = expected.to_vec();
    expected.sort_by_key(|c| c.index());
    assert_eq!(cells, expected);
    // Every label reads as discs.
    let texts = label_texts(&mut app);
    assert!(
        texts
            .iter()
            .all(|t| t.starts_with('+') || t.starts_with('-') || t.starts_with('0')),
        "{texts:?}"
    );
    // Turned off, they go.
    app.insert_resource(ScoresOnBoard(false));
    frames(&mut app, 2);
    assert_eq!(labels(&mut app), 0);
}

#[test]
fn no_scores_on_the_computers_turn() {
    let mut app = headless(&["--game", "gounki"]);
    app.insert_resource(Players([
        PlayerKind::Human,
        PlayerKind::Computer(Level::Beginner),
    ]));
    app.insert_resource(ScoresOnBoard(true));
    frames(&mut app, 30);
    // White (the computer) moves first in Gounki.
    assert_eq!(labels(&mut app), 0);
}

#[test]
fn checkers_pieces_show_the_best_of_their_moves() {
    let mut app = headless(&["--game", "checkers"]);
    app.insert_resource(ScoresOnBoard(true));
    let cells = scored(&mut app);
    // White's movable men at the start: those of the front row.
    assert!(!cells.is_empty() && cells.len() <= 4, "{cells:?}");
    let texts = label_texts(&mut app);
    assert!(texts.iter().all(|t| t.ends_with('%')), "{texts:?}");
}
