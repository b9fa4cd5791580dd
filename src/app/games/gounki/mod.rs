//! Gounki in 3D: a light wooden board with both goal zones and trays
//! (`scene`), mouse selection with path previews and the deployment builder
//! (`input`, `deploy`), the status panel and hotseat camera (`hud`), and the
//! animation of the rules' effects (`anim`).
//!
//! White plays from the near edge: rank 1 is the display row 7 (nearest the
//! default camera) and file a is the left column, so a White stack moves
//! away from the viewer toward White's goal beyond the far edge.

mod anim;
mod deploy;
mod hud;
mod input;
mod scene;

pub use anim::GounkiAnimation;
pub use deploy::DeployBuild;
pub use hud::HotseatCamera;
pub use input::{ExitArrow, GounkiCommand, GounkiInput, Mode, SelectionMark};
pub use scene::pieces_of;
pub use scene::{
    GOAL_OFFSET, GounkiPiece, HoverLabel, PIECE_HEIGHT, Place, describe_stack, piece_rest,
};

use bevy::prelude::*;

use crate::game_kind::GameKind;
use crate::rules::gounki::Square;

use crate::app::core::session::ActiveGame;
use crate::app::kit::board::{BoardCell, CELL};

/// Whether this build can show Gounki (the title screen lists it then).
pub const AVAILABLE: bool = true;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((scene::plugin, input::plugin, hud::plugin, anim::plugin));
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
