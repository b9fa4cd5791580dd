//! The games in the collection.

use std::fmt;

/// Which game is being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum GameKind {
    #[default]
    Othello,
    Gounki,
    Checkers,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::Othello, GameKind::Gounki, GameKind::Checkers];

    /// The lower-case identifier used on the command line and in file names.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            GameKind::Othello => "othello",
            GameKind::Gounki => "gounki",
            GameKind::Checkers => "checkers",
        }
    }

    /// The id of the game's name in the interface texts (`game_othello`).
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            GameKind::Othello => "game_othello",
            GameKind::Gounki => "game_gounki",
            GameKind::Checkers => "game_checkers",
        }
    }

    /// The name shown to players.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Othello => "Othello",
            GameKind::Gounki => "Gounki",
            GameKind::Checkers => "Basque checkers",
        }
    }

    /// Parses an identifier (case-insensitive; a few aliases accepted).
    #[must_use]
    pub fn parse(text: &str) -> Option<GameKind> {
        match text.to_ascii_lowercase().as_str() {
            "othello" | "reversi" => Some(GameKind::Othello),
            "gounki" => Some(GameKind::Gounki),
            "checkers" | "draughts" | "damak" => Some(GameKind::Checkers),
            _ => None,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}
