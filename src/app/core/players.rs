//! Who plays each side: a person or the computer at a level.

use bevy::prelude::*;

use crate::ai::Level;
use crate::rules::Side;

/// Who plays a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PlayerKind {
    #[default]
    Human,
    Computer(Level),
}

impl PlayerKind {
    /// Human, then each level in turn, then Human again.
    #[must_use]
    pub fn next(self) -> PlayerKind {
        match self {
            PlayerKind::Human => PlayerKind::Computer(Level::Beginner),
            PlayerKind::Computer(Level::Beginner) => PlayerKind::Computer(Level::Casual),
            PlayerKind::Computer(Level::Casual) => PlayerKind::Computer(Level::Strong),
            PlayerKind::Computer(Level::Strong) => PlayerKind::Computer(Level::Expert),
            PlayerKind::Computer(Level::Expert) => PlayerKind::Human,
        }
    }
}

/// Who plays each side (indexed by [`Side::index`]).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Players(pub [PlayerKind; 2]);

impl Players {
    #[must_use]
    pub fn of(&self, side: Side) -> PlayerKind {
        self.0[side.index()]
    }

    /// Whether a person plays `side` (clicks are theirs to make).
    #[must_use]
    pub fn is_human(&self, side: Side) -> bool {
        self.of(side) == PlayerKind::Human
    }
}
