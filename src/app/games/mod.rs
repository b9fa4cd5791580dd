//! The games, each in its own folder; this is the one place that lists them.

pub mod checkers;
pub mod gounki;
pub mod othello;

use bevy::prelude::*;

use super::features::{lessons, record};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((othello::plugin, gounki::plugin, checkers::plugin));
    // The games' rules books.
    lessons::register::<crate::rules::othello::Position>(app);
    lessons::register::<crate::rules::gounki::Game>(app);
    lessons::register::<crate::rules::checkers::Game>(app);
    // The games' records.
    record::register::<crate::rules::othello::Position>(app);
    record::register::<crate::rules::gounki::Game>(app);
    record::register::<crate::rules::checkers::Game>(app);
}
