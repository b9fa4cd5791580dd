//! The Checkers rules book (being written).

use super::{Book, Chapter, Goal, Miss, Step, Teach};
use crate::game_kind::GameKind;
use crate::rules::checkers::Game;

static CHAPTERS: &[Chapter] = &[Chapter {
    key: "start",
    title: "lesson-checkers-start",
    steps: &[Step::look("lesson-checkers-start-1", "W:W21-32:B1-12")],
}];

static BOOK: Book = Book {
    game: GameKind::Checkers,
    chapters: CHAPTERS,
};

impl Teach for Game {
    fn book() -> &'static Book {
        &BOOK
    }

    fn judge(&self, _mv: Self::Move, _effects: &Self::Effects, _goal: Goal) -> Result<(), Miss> {
        Err(Miss::NotTheMove)
    }
}
