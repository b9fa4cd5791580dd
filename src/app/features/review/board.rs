//! The better move on the 3D board: while a review is open, the move on
//! show (the one that led to the position on the board) keeps its
//! last-move tint, and when the review found a better move its squares are
//! ringed the game's way — Othello's square with the discs it would have
//! flipped, a Gounki stack's whole path (its rebound, or a deployment's
//! drops), a checkers capture's path and the pieces it would have taken.
//! The squares the move's reason names (the corner given away, the stack
//! lost) get the warning frame.

use bevy::prelude::*;

use super::{ReviewGame, ReviewSheet, better_move};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{AppRules, Match, is_playing};
use crate::app::features::lessons::BookGame;
use crate::app::kit::board::{HintCells, WarnCells};

pub(super) fn plugin(_app: &mut App) {}

/// Adds `G`'s marks.
pub(super) fn register<G: ReviewGame + BookGame>(app: &mut App) {
    app.add_systems(
        Update,
        mark_better::<G>
            .in_set(AppSystems::Ui)
            .after(crate::app::features::computer::HintMarks)
            .run_if(
                resource_exists::<ReviewSheet>
                    .and_then(in_state(Screen::Playing))
                    .and_then(is_playing(<G as AppRules>::KIND)),
            ),
    );
}

/// What the marks were worked out for (the match's version and the moves
/// reviewed then) and the cells they ring.
#[derive(Default, PartialEq, Eq, Clone, Copy)]
struct Drawn {
    version: u64,
    done: usize,
    cells: u64,
    warn: u64,
}

/// While a review is open the rings are its own: they are worked out again
/// when the move on show or the review changes, and put back if anything
/// else (a hint going away with the position it was for) cleared them.
fn mark_better<G: ReviewGame + BookGame>(world: &mut World, mut drawn: Local<Option<Drawn>>) {
    if super::showing_line(world) {
        *drawn = None;
        world.resource_mut::<WarnCells>().set_if_neq(WarnCells(0));
        return;
    }
    let Some(version) = world.get_resource::<Match<G>>().map(Match::version) else {
        return;
    };
    let done = world.resource::<ReviewSheet>().done;
    let (cells, warn) = match *drawn {
        Some(d) if d.version == version && d.done == done => (d.cells, d.warn),
        _ => {
            let cells = better_cells::<G>(world).unwrap_or(0);
            let warn = reason_cells::<G>(world).unwrap_or(0);
            *drawn = Some(Drawn {
                version,
                done,
                cells,
                warn,
            });
            (cells, warn)
        }
    };
    let mut hints = world.resource_mut::<HintCells>();
    if hints.0 != cells {
        hints.0 = cells;
    }
    world
        .resource_mut::<WarnCells>()
        .set_if_neq(WarnCells(warn));
}

/// The cells of the squares the reason of the move on show names.
fn reason_cells<G: ReviewGame + BookGame>(world: &World) -> Option<u64> {
    let shown = world.get_resource::<Match<G>>()?.plies().len();
    let ply = shown.checked_sub(1)?;
    let sheet = world.resource::<ReviewSheet>();
    let reason = sheet.moves.get(ply)?.as_ref()?.reason.as_ref()?;
    Some(
        reason
            .squares
            .iter()
            .filter_map(|sq| G::mark_cell(sq))
            .fold(0u64, |bits, cell| bits | 1 << cell.index()),
    )
}

/// The cells of the better move than the one on show, if there is one.
fn better_cells<G: ReviewGame + BookGame>(world: &World) -> Option<u64> {
    let shown = world.get_resource::<Match<G>>()?.plies().len();
    let ply = shown.checked_sub(1)?;
    let sheet = world.resource::<ReviewSheet>();
    if !sheet.moves.get(ply)?.as_ref()?.has_better() {
        return None;
    }
    let (before, best) = better_move::<G>(world, ply)?;
    let (_, effects) = before.play(best).ok()?;
    let cells = G::touched(&effects)
        .into_iter()
        .chain(G::concerned(&effects))
        .fold(0u64, |bits, cell| bits | 1 << cell.index());
    Some(cells)
}
