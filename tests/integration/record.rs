//! The player's record: a game finished on the board counts once for its
//! game and opponent and shows on the title screen; a rules book's task
//! does not count.

use bevy::prelude::*;
use tavola::app::core::screen::Screen;
use tavola::app::features::lessons;
use tavola::app::features::record::PlayerRecord;
use tavola::game_kind::GameKind;
use tavola::lessons::StepId;
use tavola::persist::record::Opponent;
use tavola::rules::othello;

use crate::harness::{click_cell, frames, headless, settle, texts};

/// One empty square (h8) left; Black's move there ends the game, won.
const LAST_SQUARE: &str = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO- X";

fn click_othello(app: &mut App, name: &str) {
    let cell = tavola::app::games::othello::scene::cell_of(othello::Square::parse(name).unwrap());
    click_cell(app, cell.col, cell.row);
    settle(app);
}

/// The Othello hotseat tally so far.
fn hotseat_tally(app: &App) -> tavola::persist::record::Tally {
    app.world()
        .resource::<PlayerRecord>()
        .record
        .tally(GameKind::Othello, Opponent::Hotseat)
}

#[test]
fn a_finished_hotseat_game_counts_once_and_shows_on_the_title_screen() {
    let mut app = headless(&["--game", "othello", "--position", LAST_SQUARE]);
    settle(&mut app);
    click_othello(&mut app, "h8");
    frames(&mut app, 5);
    let tally = hotseat_tally(&app);
    assert_eq!(
        (tally.played, tally.won, tally.lost, tally.drawn),
        (1, 1, 0, 0)
    );
    // More frames on the finished game count nothing more.
    frames(&mut app, 10);
    assert_eq!(hotseat_tally(&app).played, 1);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    frames(&mut app, 3);
    let texts = texts(&mut app);
    assert!(
        texts
            .iter()
            .any(|t| t == "Hotseat: played 1; Black won 1, lost 0, drawn 0"),
        "{texts:?}"
    );
}

#[test]
fn a_rules_book_task_is_not_a_game() {
    let mut app = headless(&[]);
    lessons::open_book(app.world_mut(), GameKind::Othello);
    frames(&mut app, 3);
    // The Othello book's last step: fill the last square and win.
    lessons::go_to(
        app.world_mut(),
        StepId {
            chapter: 6,
            step: 4,
        },
    );
    frames(&mut app, 3);
    click_othello(&mut app, "h8");
    frames(&mut app, 5);
    assert_eq!(hotseat_tally(&app).played, 0);
}
