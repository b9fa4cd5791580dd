//! Othello in the app: which game it is (with its named openings), and its
//! adapters for the shared features (the computer player, saved games, the
//! last-move marks).

use bevy::prelude::*;

use crate::ai::{self, Level, SearchLimits};
use crate::app::core::session::{AppRules, Match};
use crate::app::features::AppGame;
use crate::app::features::autosave::{Savable, moves};
use crate::app::features::computer::ComputerGame;
use crate::app::features::last_move::TouchedCells;
use crate::app::kit::board::BoardCell;
use crate::game_kind::GameKind;
use crate::persist::savefile::SavedGame;
use crate::rules::Notation;
use crate::rules::othello::{self, Position};

impl AppRules for Position {
    const KIND: GameKind = GameKind::Othello;

    /// Othello's moves come as a transcript (`f5d6c3`, passes implied).
    fn new_match(position: Option<&str>, moves: Option<&str>) -> Result<Match<Self>, String> {
        let start = match position {
            Some(text) => Position::parse_position(text).map_err(|e| format!("--position: {e}"))?,
            None => Position::start(),
        };
        let mut game = Match::new(start);
        if let Some(text) = moves {
            let list =
                othello::parse_transcript(&start, text).map_err(|e| format!("--moves: {e}"))?;
            for mv in list {
                game.play(mv)
                    .map_err(|mv| format!("--moves: illegal move {mv:?}"))?;
            }
        }
        Ok(game)
    }

    /// The standard named openings (Tiger, Rose, Buffalo, …), found by
    /// position whatever the move order or first move; none from a set-up
    /// position.
    fn opening(start: &Self, moves: &[Self::Move]) -> Option<String> {
        crate::openings::othello::opening_from(start, moves).map(|r| r.opening.name.to_string())
    }
}

impl AppGame for Position {
    fn view(app: &mut App) {
        app.add_plugins(super::plugin);
    }
}

impl ComputerGame for Position {
    /// The tables kept from one of the computer's moves to the next.
    type Memory = ai::othello::Memory;

    fn search(
        &self,
        level: Level,
        limits: &SearchLimits,
        memory: &mut ai::othello::Memory,
    ) -> Option<Self::Move> {
        ai::othello::best_move_kept(self, level, limits, memory).best
    }
    fn limits(level: Level) -> SearchLimits {
        ai::othello::limits_for(level)
    }
}

impl Savable for Position {
    fn saved_with(game: &Match<Self>, later: &[Self::Move]) -> SavedGame {
        SavedGame::Othello {
            start: *game.start(),
            moves: moves(game, later),
        }
    }
    fn from_saved(saved: &SavedGame) -> Option<(Self, &[Self::Move])> {
        match saved {
            SavedGame::Othello { start, moves } => Some((*start, moves)),
            _ => None,
        }
    }
}

impl TouchedCells for Position {
    fn touched(effects: &Self::Effects) -> Vec<BoardCell> {
        effects
            .iter()
            .filter_map(|e| match e {
                othello::Effect::Placed { square, .. } => Some(super::scene::cell_of(*square)),
                _ => None,
            })
            .collect()
    }
}

/// Othello needs no button beyond the shared ones.
impl crate::app::features::gamepad::PadGame for Position {}

/// The session's match, with Othello's moves.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn mv(game: &Match<Position>, text: &str) -> <Position as Rules>::Move {
        game.current()
            .legal_moves()
            .into_iter()
            .find(|&m| game.current().move_text(m) == text)
            .expect("a legal move")
    }

    #[test]
    fn every_change_gives_the_match_a_new_version() {
        let mut game = Match::new(Position::default());
        let other = Match::new(Position::default());
        // Two matches at the same position and ply count differ.
        assert_ne!(game.version(), other.version());
        let start = game.version();
        let f5 = mv(&game, "f5");
        game.play(f5).unwrap();
        let after_f5 = game.version();
        assert_ne!(after_f5, start);
        // Undo and another move: the same ply count, another version.
        game.undo(|_| true);
        let d3 = mv(&game, "d3");
        game.play(d3).unwrap();
        assert_eq!(game.plies().len(), 1);
        assert_ne!(game.version(), after_f5);
        // A clone is the same match in the same state.
        assert_eq!(game.clone().version(), game.version());
    }

    #[test]
    fn a_review_shows_an_earlier_position_and_plays_nothing() {
        let mut game = Match::new(Position::default());
        let f5 = mv(&game, "f5");
        game.play(f5).unwrap();
        let d6 = mv(&game, "d6");
        game.play(d6).unwrap();
        let latest = *game.current();
        game.review(Some(1));
        assert!(game.is_reviewing());
        assert_eq!(game.plies().len(), 1);
        assert_eq!(game.all_plies().len(), 2);
        assert_eq!(game.latest(), &latest);
        let any = game.current().legal_moves()[0];
        assert!(
            game.play(any).is_err(),
            "nothing is played on a reviewed position"
        );
        // The whole game's length is the latest position: review ends.
        game.review(Some(2));
        assert!(!game.is_reviewing());
        assert_eq!(game.current(), &latest);
        assert_eq!(game.all_plies().len(), 2);
    }
}
