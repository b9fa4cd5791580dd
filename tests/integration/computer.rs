//! Computer players inside the real plugins: a whole Computer-vs-Computer
//! game runs to a legal end without a frame waiting, a human's clicks are
//! refused on the computer's turn, and undoing the match cancels a search.

use tavola::ai::Level;
use tavola::app::core::anim::AnimationSpeed;
use tavola::app::core::players::{PlayerKind, Players};
use tavola::app::core::session::Match;
use tavola::app::features::computer::ComputerThinking;
use tavola::rules::othello::Position;
use tavola::rules::{Rules, Side};

use crate::harness::{click_cell, frames, headless};

#[test]
fn computer_versus_computer_othello_plays_to_the_end() {
    let mut app = headless(&["--game", "othello"]);
    app.insert_resource(AnimationSpeed::Instant);
    app.insert_resource(Players([PlayerKind::Computer(Level::Beginner); 2]));
    for _ in 0..20_000 {
        frames(&mut app, 1);
        if app
            .world()
            .resource::<Match<Position>>()
            .outcome()
            .is_some()
        {
            break;
        }
    }
    let game = app.world().resource::<Match<Position>>();
    let outcome = game.outcome().expect("the game ended");
    let (b, w) = outcome.score.unwrap();
    assert_eq!(u32::from(b) + u32::from(w), 64);
    // Every ply was legal in its position.
    let mut position = *game.start();
    for ply in game.plies() {
        assert!(position.legal_moves().contains(&ply.mv));
        position = position.play(ply.mv).unwrap().0;
    }
}

#[test]
fn clicks_on_the_computers_turn_change_nothing() {
    let mut app = headless(&["--game", "othello"]);
    app.insert_resource(Players([
        PlayerKind::Computer(Level::Expert),
        PlayerKind::Human,
    ]));
    frames(&mut app, 1);
    assert!(app.world().resource::<ComputerThinking>().0.is_some());
    click_cell(&mut app, 5, 4); // f5 is legal for Black, but Black is the computer
    let game = app.world().resource::<Match<Position>>();
    assert!(game.plies().is_empty() || game.current().turn() == Side::White);
    assert!(
        game.plies().len() <= 1,
        "only the computer's own move may be played"
    );
}

#[test]
fn a_new_match_cancels_the_search() {
    let mut app = headless(&["--game", "othello"]);
    app.insert_resource(Players([
        PlayerKind::Computer(Level::Expert),
        PlayerKind::Human,
    ]));
    frames(&mut app, 2);
    assert!(app.world().resource::<ComputerThinking>().0.is_some());
    // Replace the match by one a ply further on (as undo or a new game would).
    let mut game = app.world().resource::<Match<Position>>().clone();
    let mv = game.current().legal_moves()[0];
    game.play(mv).unwrap();
    app.insert_resource(game);
    app.insert_resource(Players([PlayerKind::Human; 2]));
    frames(&mut app, 3);
    assert!(app.world().resource::<ComputerThinking>().0.is_none());
    assert_eq!(app.world().resource::<Match<Position>>().plies().len(), 1);
}
