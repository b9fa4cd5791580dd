//! Basque checkers in 3D: the wooden board and turned pieces (`scene`), the
//! mouse flow with hop-by-hop captures, compulsory-capture explanations and
//! family-mode huffing (`input`), the status panel, help line and huff
//! button (`hud`), the hotseat camera (`view`) and the move animation built
//! from the rules' effects (`anim`).
//!
//! Controls: left click a piece to select it (its destinations are marked),
//! left click a marked square to move or to choose the next hop of a
//! capture; click the selected piece again or right-click (without dragging)
//! to cancel the selection (Esc belongs to the playing screen and goes back
//! to the title). N switches the square labels between PDN numbers and
//! algebraic coordinates, F switches family rules, V the hotseat camera,
//! D declines a pending huff, L shows or hides the destination markers.

mod anim;
mod app_game;
mod hud;
mod input;
mod puzzles;
mod scene;
mod scores;
mod setup;
mod speech;

pub use anim::MoveTimeline;
pub use input::{DeclineHuff, FamilyRules, HuffDeclined, Selection, huff_pending};
pub use scene::{
    CheckersPiece, Highlights, KING_HEIGHT, LabelMode, MAN_HEIGHT, MAN_RADIUS, TrayPiece,
    captured_counts, piece_top, rest_translation, tray_slot,
};

use bevy::prelude::*;

use crate::game_kind::GameKind;
use crate::rules::checkers::Square;

use crate::app::core::session::ActiveGame;
use crate::app::kit::board::BoardCell;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((scene::plugin, input::plugin, anim::plugin, hud::plugin));
}

/// Run condition: the playing screen shows Basque checkers.
fn is_active(active: Res<ActiveGame>) -> bool {
    active.0 == GameKind::Checkers
}

/// The board cell of a checkers square: White sits at the near edge, so
/// row 1 (rank 0) is display row 7 and file a is column 0 (spec §3: a1 is
/// the dark square at White's near left).
#[must_use]
pub const fn cell_of(square: Square) -> BoardCell {
    BoardCell {
        col: square.file(),
        row: 7 - square.rank(),
    }
}

/// The checkers square shown on a cell; `None` for a light square.
#[must_use]
pub const fn square_of(cell: BoardCell) -> Option<Square> {
    if cell.row > 7 {
        return None;
    }
    Square::from_file_rank(cell.col, 7 - cell.row)
}

impl crate::app::features::lessons::BookGame for crate::rules::checkers::Game {
    /// A square number (`18`) or its algebraic name (`d4`).
    fn mark_cell(text: &str) -> Option<BoardCell> {
        let square = match text.parse::<u8>() {
            Ok(n) => Square::from_number(n),
            Err(_) => Square::parse_algebraic(text),
        };
        square.map(cell_of)
    }

    fn concerned(effects: &Self::Effects) -> Vec<BoardCell> {
        use crate::rules::checkers::Effect;
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Remove { square, .. } | Effect::Promote { square } => {
                    Some(cell_of(*square))
                }
                Effect::Huff(huff) => Some(cell_of(huff.square)),
                _ => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_squares_round_trip_and_a1_is_near_left() {
        for square in Square::all() {
            assert_eq!(square_of(cell_of(square)), Some(square));
        }
        let a1 = Square::parse_algebraic("a1").unwrap();
        assert_eq!(cell_of(a1), BoardCell { col: 0, row: 7 });
        assert_eq!(square_of(BoardCell { col: 1, row: 7 }), None);
        // Square 1 is b8, on the far row.
        assert_eq!(
            cell_of(Square::from_number(1).unwrap()),
            BoardCell { col: 1, row: 0 }
        );
    }
}
