//! Othello for a screen reader: "d3, empty, legal move, flips 1", "d4,
//! White disc"; "c4, 3 discs flipped", "White passes".

use crate::app::core::session::Match;
use crate::app::core::text::{Strings, fill};
use crate::app::features::access::{Spoken, side_id};
use crate::app::kit::board::BoardCell;
use crate::rules::othello::{Effect, Position, Square};

impl Spoken for Position {
    fn square_words(game: &Match<Self>, cell: BoardCell, legal: bool, t: &Strings) -> String {
        let square = Square::new(cell.col, cell.row);
        let position = game.current();
        let content = match position.disc(square) {
            Some(side) => fill(t.othello_a11y_disc, &[("side", &side_id(side))]),
            None => {
                let mut words = t.a11y_empty.to_string();
                if legal {
                    let flips = position.flips(square).count_ones();
                    words = format!(
                        "{words}, {}, {}",
                        t.a11y_legal,
                        fill(t.othello_a11y_flips, &[("count", &flips)])
                    );
                }
                words
            }
        };
        fill(t.a11y_square, &[("name", &square), ("content", &content)])
    }

    fn move_words(before: &Self, mv: Self::Move, effects: &Self::Effects, t: &Strings) -> String {
        use crate::rules::{Notation, Rules};
        let mover = t.side(before.turn());
        if effects.iter().any(|e| matches!(e, Effect::Passed { .. })) {
            return fill(t.othello_said_pass, &[("side", &mover)]);
        }
        let flipped = effects
            .iter()
            .filter(|e| matches!(e, Effect::Flipped { .. }))
            .count();
        let words = format!(
            "{}, {}",
            before.move_text(mv),
            fill(t.othello_said_flipped, &[("count", &flipped)])
        );
        fill(t.said_move, &[("side", &mover), ("move", &words)])
    }
}
