//! The Gounki lines of the status panel: pieces left, each side's distance
//! to its goal, what the player can do next, the result.

use bevy::prelude::*;

use super::input::GounkiInput;
use crate::app::core::session::Match;
use crate::app::core::text::{Strings, fill};
use crate::app::features::hud::status::StatusLines;
use crate::rules::Side;
use crate::rules::gounki::Game;

fn distance_text(distance: Option<u8>) -> String {
    distance.map_or("-".to_string(), |d| d.to_string())
}

/// The pieces left and each side's distance to its goal; then what the
/// player can do next, or why the game ended.
impl StatusLines for Game {
    type Param = Res<'static, GounkiInput>;

    fn detail(game: &Match<Self>, t: &Strings, input: &Res<GounkiInput>) -> String {
        let state = game.current();
        let position = state.position();
        let white = position.piece_counts(Side::White);
        let black = position.piece_counts(Side::Black);
        let mut detail = fill(
            t.gounki_counts,
            &[
                ("white_pieces", &white.pieces()),
                ("black_pieces", &black.pieces()),
                (
                    "white_goal",
                    &distance_text(position.goal_distance(Side::White)),
                ),
                (
                    "black_goal",
                    &distance_text(position.goal_distance(Side::Black)),
                ),
            ],
        );
        detail.push('\n');
        match game.outcome() {
            Some(outcome) => detail.push_str(&t.reason(outcome.reason).to_string()),
            None => detail.push_str(&input.hint(t, state)),
        }
        detail
    }

    fn changed(input: &Res<GounkiInput>) -> bool {
        input.is_changed()
    }
}
