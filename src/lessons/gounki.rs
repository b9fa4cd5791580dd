//! The Gounki rules book (being written).

use super::{Book, Chapter, Goal, Miss, Step, Teach};
use crate::game_kind::GameKind;
use crate::rules::gounki::Game;

static CHAPTERS: &[Chapter] = &[Chapter {
    key: "start",
    title: "lesson-gounki-start",
    steps: &[Step::look(
        "lesson-gounki-start-1",
        "rsrsrsrs/srsrsrsr/8/8/8/8/RSRSRSRS/SRSRSRSR w",
    )],
}];

static BOOK: Book = Book {
    game: GameKind::Gounki,
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
