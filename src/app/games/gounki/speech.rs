//! Gounki for a screen reader: "e2, White stack: square-round"; "White
//! plays e2-e3, captures 2 pieces", "… leaves the board", "… deploys".

use super::{square_of, stack_name};
use crate::app::core::session::Match;
use crate::app::core::text::{Strings, fill};
use crate::app::features::access::{Spoken, side_id};
use crate::app::kit::board::BoardCell;
use crate::rules::gounki::{Effect, Game, Landing, Stack};
use crate::rules::{Notation, Rules};

const fn pieces(stack: Stack) -> u32 {
    stack.rounds as u32 + stack.squares as u32
}

impl Spoken for Game {
    fn square_words(game: &Match<Self>, cell: BoardCell, legal: bool, t: &Strings) -> String {
        let square = square_of(cell);
        let mut content = match game.current().position().stack_at(square) {
            Some(stack) => fill(
                t.gounki_a11y_stack,
                &[
                    ("side", &side_id(stack.owner)),
                    ("pieces", &stack_name(t, stack)),
                ],
            ),
            None => t.a11y_empty.to_string(),
        };
        if legal {
            content = format!("{content}, {}", t.a11y_legal);
        }
        fill(t.a11y_square, &[("name", &square), ("content", &content)])
    }

    fn move_words(before: &Self, mv: Self::Move, effects: &Self::Effects, t: &Strings) -> String {
        let mover = before.turn();
        let mut captured = 0;
        let mut parts = vec![before.move_text(mv)];
        for effect in effects {
            match effect {
                Effect::Movement {
                    landing: Landing::Captured(stack),
                    ..
                } => captured += pieces(*stack),
                Effect::Drop {
                    before: Some(stack),
                    ..
                } if stack.owner != mover => captured += pieces(*stack),
                Effect::Lift { .. } => parts.push(t.gounki_said_deploy.to_string()),
                Effect::Exit { .. } => parts.push(t.gounki_said_exit.to_string()),
                _ => {}
            }
        }
        if captured > 0 {
            parts.push(fill(t.gounki_said_captures, &[("count", &captured)]));
        }
        fill(
            t.said_move,
            &[("side", &t.side(mover)), ("move", &parts.join(", "))],
        )
    }
}
