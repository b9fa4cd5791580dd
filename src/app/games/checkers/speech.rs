//! Basque checkers for a screen reader: "18, White king", "b1, light
//! square"; "Black plays 22x15, captures 1 piece, crowned", "the piece on
//! 9 is huffed".

use super::square_of;
use crate::app::core::session::Match;
use crate::app::core::text::{Strings, fill};
use crate::app::features::access::{Spoken, side_id};
use crate::app::kit::board::BoardCell;
use crate::rules::checkers::{Effect, Game, PieceKind};
use crate::rules::{Notation, Rules};

impl Spoken for Game {
    fn square_words(game: &Match<Self>, cell: BoardCell, legal: bool, t: &Strings) -> String {
        let Some(square) = square_of(cell) else {
            // Light squares have no number: their file and rank.
            let name = format!("{}{}", char::from(b'a' + cell.col), 8 - cell.row);
            return fill(
                t.a11y_square,
                &[("name", &name), ("content", &t.checkers_a11y_light)],
            );
        };
        let mut content = match game.current().position().piece_at(square) {
            Some(piece) => fill(
                match piece.kind {
                    PieceKind::Man => t.checkers_a11y_man,
                    PieceKind::King => t.checkers_a11y_king,
                },
                &[("side", &side_id(piece.side))],
            ),
            None => t.a11y_empty.to_string(),
        };
        if legal {
            content = format!("{content}, {}", t.a11y_legal);
        }
        fill(t.a11y_square, &[("name", &square), ("content", &content)])
    }

    fn move_words(before: &Self, mv: Self::Move, effects: &Self::Effects, t: &Strings) -> String {
        let mut parts = vec![before.move_text(mv)];
        let captured = effects
            .iter()
            .filter(|e| matches!(e, Effect::Remove { .. }))
            .count();
        if captured > 0 {
            parts.push(fill(t.checkers_said_captures, &[("count", &captured)]));
        }
        for effect in effects {
            match effect {
                Effect::Promote { .. } => parts.push(t.checkers_said_crowned.to_string()),
                Effect::Huff(huff) => {
                    parts.push(fill(t.checkers_said_huff, &[("square", &huff.square)]))
                }
                _ => {}
            }
        }
        fill(
            t.said_move,
            &[
                ("side", &t.side(before.turn())),
                ("move", &parts.join(", ")),
            ],
        )
    }
}
