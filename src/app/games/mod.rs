//! The games, each in its own folder behind [`AppGame`]; this is the one
//! place that lists them (in the title screen's order).
//!
//! [`AppGame`]: crate::app::features::AppGame

pub mod checkers;
pub mod gounki;
pub mod othello;

use bevy::prelude::*;

use super::features::add_game;

pub(super) fn plugin(app: &mut App) {
    add_game::<crate::rules::othello::Position>(app);
    add_game::<crate::rules::gounki::Game>(app);
    add_game::<crate::rules::checkers::Game>(app);
}
