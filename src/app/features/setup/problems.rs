//! Why a setup cannot be played, in the player's language (the pure
//! model's [`Problem`]s; what only the position parser names stays in its
//! English, like the notation it quotes).

use crate::app::core::text::{Strings, fill};
use crate::setup::{Problem, SetupError};

/// The one line the editor shows: the square, then the reason.
#[must_use]
pub fn problem_text(t: &Strings, error: &SetupError) -> String {
    let reason = match &error.problem {
        Problem::NoPieces => t.setup_no_pieces.to_string(),
        Problem::NotASquare => t.setup_not_a_square.to_string(),
        Problem::StackTooHigh => t.setup_stack_too_high.to_string(),
        Problem::TooMany {
            side,
            what,
            count,
            most,
        } => {
            let message = match *what {
                "rounds" => t.setup_too_many_rounds,
                "squares" => t.setup_too_many_squares,
                _ => t.setup_too_many_pieces,
            };
            fill(
                message,
                &[("side", &t.side(*side)), ("count", count), ("most", most)],
            )
        }
        Problem::ManOnCrowningRow { .. } => t.setup_man_on_crowning_row.to_string(),
        Problem::Other(reason) => reason.clone(),
    };
    match &error.square {
        Some(square) => fill(
            t.setup_on_square,
            &[("square", square), ("reason", &reason)],
        ),
        None => reason,
    }
}
