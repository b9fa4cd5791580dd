//! Gounki in 3D: a light wooden board with both goal zones and trays
//! (`scene`), mouse selection with path previews and the deployment builder
//! (`input`, `deploy`), the status panel and hotseat camera (`hud`), and the
//! animation of the rules' effects (`anim`).
//!
//! White plays from the near edge: rank 1 is the display row 7 (nearest the
//! default camera) and file a is the left column, so a White stack moves
//! away from the viewer toward White's goal beyond the far edge.

mod anim;
mod app_game;
mod deploy;
mod hud;
mod input;
mod puzzles;
mod scene;
mod scores;
mod setup;
mod speech;

pub use anim::MoveTimeline;
pub use deploy::DeployBuild;
pub use input::{ExitArrow, GounkiCommand, GounkiInput, Mode, SelectionMark};
pub use scene::pieces_of;
pub use scene::{
    GOAL_OFFSET, GounkiPiece, HoverLabel, PIECE_HEIGHT, Place, describe_stack, piece_rest,
};

use bevy::prelude::*;

use crate::app::core::text::{Message, Strings};
use crate::game_kind::GameKind;
use crate::rules::gounki::{Square, Stack, StepKind};

use crate::app::core::session::ActiveGame;
use crate::app::kit::board::{BoardCell, CELL};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((scene::plugin, input::plugin, anim::plugin));
}

/// Run condition: the playing screen shows Gounki.
fn is_active(active: Res<ActiveGame>) -> bool {
    active.0 == GameKind::Gounki
}

/// The display cell of a square: file a on the left, rank 1 nearest.
#[must_use]
pub fn cell_of(square: Square) -> BoardCell {
    BoardCell {
        col: square.file(),
        row: 7 - square.rank(),
    }
}

/// The square shown at a display cell.
#[must_use]
pub fn square_of(cell: BoardCell) -> Square {
    Square::at(cell.col, 7 - cell.row).expect("a cell is on the board")
}

/// A point of the board in rules units (`(file, rank)`, a1's centre at the
/// origin; off-board values name the rims and goal zones), on the surface.
#[must_use]
pub fn board_point(file: f32, rank: f32) -> Vec3 {
    Vec3::new(
        (file - 3.5) * CELL,
        crate::app::kit::board::SURFACE_Y,
        (3.5 - rank) * CELL,
    )
}

/// The centre of a square on the playing surface.
#[must_use]
pub fn square_center(square: Square) -> Vec3 {
    cell_of(square).center()
}

/// A piece kind's name.
#[must_use]
pub const fn piece_name(t: &Strings, kind: StepKind) -> Message {
    match kind {
        StepKind::Round => t.piece_round,
        StepKind::Square => t.piece_square,
    }
}

/// A stack's kind ("double round").
#[must_use]
pub fn stack_name(t: &Strings, stack: Stack) -> String {
    match (stack.rounds, stack.squares) {
        (1, 0) => t.stack_round.to_string(),
        (0, 1) => t.stack_square.to_string(),
        (2, 0) => t.stack_double_round.to_string(),
        (0, 2) => t.stack_double_square.to_string(),
        (1, 1) => t.stack_square_round.to_string(),
        (3, 0) => t.stack_triple_round.to_string(),
        (0, 3) => t.stack_triple_square.to_string(),
        (2, 1) => t.stack_round_round_square.to_string(),
        (1, 2) => t.stack_square_square_round.to_string(),
        // Every stack of the game is above; anything else is named by
        // its pieces in the notation.
        _ => stack.composition().to_owned(),
    }
}

impl crate::app::features::lessons::BookGame for crate::rules::gounki::Game {
    fn mark_cell(text: &str) -> Option<BoardCell> {
        Square::parse(text).map(cell_of)
    }

    /// A capture's square (the path itself is tinted as the last move).
    fn concerned(effects: &Self::Effects) -> Vec<BoardCell> {
        use crate::rules::gounki::{Effect, Landing};
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Movement {
                    path,
                    landing: Landing::Captured(_),
                    ..
                } => path.steps().last().map(|s| cell_of(s.square)),
                _ => None,
            })
            .collect()
    }
}
