//! Named openings (issue #45): which standard, named opening a game is in,
//! so that the move list, the HUD and `tavola analyze` can say "Tiger" or
//! "Rose" instead of leaving the player to recognise the first moves.
//!
//! Pure data and lookups: no Bevy, no I/O. Only Othello has a catalogue of
//! named openings ([`othello`]); Gounki and Basque checkers have none, and
//! [`opening_name`] answers `None` for them.
//!
//! A game's opening is found by position, not by move order: a game that
//! reaches a named position by another order of moves (a transposition), or
//! a mirror image of it, is named too, and the name stays once the game has
//! left the book (the last named position it passed through).

pub mod othello;

use crate::game_kind::GameKind;
use crate::rules::Notation;

pub use othello::{OPENINGS, Opening, Reached};

/// Whether games of `kind` have named openings (only Othello does).
#[must_use]
pub const fn has_named_openings(kind: GameKind) -> bool {
    matches!(kind, GameKind::Othello)
}

/// The named opening of a game of `kind` played from its standard start
/// with the moves `move_texts` (in the game's notation: `f5`, `pass`):
/// the last named position the game passed through, with the ply it was
/// reached at. Reading stops at the first text that is not a legal move.
/// `None` for games without named openings (Gounki, Basque checkers) and
/// while no named position has been reached.
#[must_use]
pub fn opening_name(kind: GameKind, move_texts: &[String]) -> Option<Reached> {
    match kind {
        GameKind::Othello => {
            let mut pos = crate::rules::othello::Position::start();
            let mut moves = Vec::with_capacity(move_texts.len());
            for text in move_texts {
                let Ok(mv) = pos.parse_move(text) else { break };
                let Ok((next, _)) = crate::rules::Rules::play(pos, mv) else {
                    break;
                };
                moves.push(mv);
                pos = next;
            }
            othello::opening(&moves)
        }
        GameKind::Gounki | GameKind::Checkers => None,
    }
}
