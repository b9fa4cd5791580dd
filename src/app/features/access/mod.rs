//! Screen readers: Bevy's AccessKit integration (`bevy_a11y`, with
//! `accesskit_unix` on Linux) fed from what the game shows.
//!
//! - Every button, text, dialog and setting is a node of the accessibility
//!   tree with its role and its name in the current language, kept current
//!   as texts change ([`names`]).
//! - The board is a grid of 64 cells, each named the way a player says it
//!   ("d3, empty, legal move, flips 1"; "e2, White stack: square-round";
//!   "18, White king"); the keyboard's and the controllers' cursor moves
//!   the screen reader's focus over it, and a focused button takes it back
//!   ([`board`]).
//! - Moves (with their flips, captures, exits, crowning, huffs and passes),
//!   the side to move or the result, and every notice are announced in a
//!   live region ([`announce`]), from the effects the rules returned.
//!
//! What each game says is its adapter's ([`Spoken`], in the game's folder);
//! the words are its texts in every language.

use bevy::prelude::*;

use crate::app::core::session::{AppRules, Match};
use crate::app::core::text::Strings;
use crate::app::kit::board::BoardCell;

pub mod announce;
pub mod board;
pub mod names;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((names::plugin, board::plugin, announce::plugin));
}

/// How a game's squares and moves are said.
pub trait Spoken: AppRules {
    /// The square at `cell` the way a player says it: its name in the
    /// game's notation and what is on it ("d3, empty"); `legal` when a
    /// legal-move marker is on it (the game may add what the move would do:
    /// "legal move, flips 1").
    fn square_words(game: &Match<Self>, cell: BoardCell, legal: bool, t: &Strings) -> String;

    /// What a move did, with who played it: "Black plays c4, 3 discs
    /// flipped" (most games fill `said_move`), "White passes". `before` is
    /// the position it was played on.
    fn move_words(before: &Self, mv: Self::Move, effects: &Self::Effects, t: &Strings) -> String;
}

/// The identifier a square's words select a piece's colour on (`black`,
/// `white`): the translations make the colour agree with the piece's name.
#[must_use]
pub const fn side_id(side: crate::rules::Side) -> &'static str {
    match side {
        crate::rules::Side::Black => "black",
        crate::rules::Side::White => "white",
    }
}

/// Registers game `G`'s squares and announcements.
pub fn register<G: Spoken>(app: &mut App) {
    board::register::<G>(app);
    announce::register::<G>(app);
}
