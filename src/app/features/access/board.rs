//! The board as an accessible grid: the board's root is a grid of 8 × 8,
//! each tile a cell named by the game ([`super::Spoken`]), with "last move"
//! where the last move left its mark. The screen reader's focus (Bevy's
//! `InputFocus`) follows the focused button in a dialog or on the title
//! screen, else the board cursor of the keyboard and the controllers.

use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;

use accesskit::{Node as A11yNode, Role};

use super::Spoken;
use crate::app::core::screen::Screen;
use crate::app::core::session::{Match, is_playing};
use crate::app::core::text::{Language, fill};
use crate::app::features::keyboard::Cursor;
use crate::app::kit::board::{BoardCell, LastMoveCells, Markers};
use crate::app::kit::focus::{Focus, Modal};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InputFocus>();
    app.add_systems(
        PostUpdate,
        follow_focus
            .after(super::names::AccessNames)
            .before(AccessibilitySystems::Update),
    );
}

/// Names game `G`'s squares while it is on screen.
pub(super) fn register<G: Spoken>(app: &mut App) {
    app.add_systems(
        PostUpdate,
        name_squares::<G>
            .in_set(super::names::AccessNames)
            .run_if(in_state(Screen::Playing).and_then(is_playing(G::KIND))),
    );
}

/// Every tile's name, and the grid around them.
#[allow(clippy::too_many_arguments)]
fn name_squares<G: Spoken>(
    mut commands: Commands,
    game: Option<Res<Match<G>>>,
    markers: Res<Markers>,
    last_move: Res<LastMoveCells>,
    language: Res<Language>,
    tiles: Query<(Entity, &BoardCell, Option<&ChildOf>)>,
    added: Query<(), Added<BoardCell>>,
    mut nodes: Query<&mut AccessibilityNode>,
) {
    let Some(game) = game else { return };
    if !game.is_changed()
        && !markers.is_changed()
        && !last_move.is_changed()
        && !language.is_changed()
        && added.is_empty()
    {
        return;
    }
    let t = language.strings();
    let mut grid = None;
    for (tile, cell, parent) in &tiles {
        let legal = markers.cells & (1 << cell.index()) != 0;
        let mut words = G::square_words(&game, *cell, legal, t);
        if last_move.cells & (1 << cell.index()) != 0 {
            words = format!("{words}, {}", t.a11y_last_move);
        }
        if let Ok(mut node) = nodes.get_mut(tile) {
            if node.label() != Some(words.as_str()) {
                node.set_label(words);
            }
        } else {
            let mut node = A11yNode::new(Role::GridCell);
            node.set_label(words);
            node.set_row_index(usize::from(cell.row));
            node.set_column_index(usize::from(cell.col));
            commands.entity(tile).insert(AccessibilityNode(node));
        }
        grid = grid.or(parent.map(ChildOf::parent));
    }
    if let Some(grid) = grid {
        let label = fill(t.a11y_board, &[("game", &t.game(G::KIND))]);
        if let Ok(mut node) = nodes.get_mut(grid) {
            if node.label() != Some(label.as_str()) {
                node.set_label(label);
            }
        } else {
            let mut node = A11yNode::new(Role::Grid);
            node.set_label(label);
            node.set_row_count(8);
            node.set_column_count(8);
            commands.entity(grid).insert(AccessibilityNode(node));
        }
    }
}

/// The screen reader's focus: the focused button, else the board cursor's
/// square while a game is on screen with no dialog, else nothing.
#[allow(clippy::too_many_arguments)]
fn follow_focus(
    focus: Res<Focus>,
    cursor: Option<Res<Cursor>>,
    screen: Res<State<Screen>>,
    modals: Query<(), With<Modal>>,
    opened: Query<(), Added<Modal>>,
    mut closed: RemovedComponents<Modal>,
    named: Query<(), Added<AccessibilityNode>>,
    tiles: Query<(Entity, &BoardCell), With<AccessibilityNode>>,
    nodes: Query<(), With<AccessibilityNode>>,
    mut input_focus: ResMut<InputFocus>,
) {
    // Only when something it follows changed (not on every frame).
    let closed = closed.read().count() > 0;
    if !focus.is_changed()
        && !cursor.as_ref().is_some_and(|c| c.is_changed())
        && !screen.is_changed()
        && opened.is_empty()
        && !closed
        && named.is_empty()
    {
        return;
    }
    let on_board = *screen.get() == Screen::Playing && modals.is_empty();
    let wanted = focus.0.filter(|&b| nodes.contains(b)).or_else(|| {
        let cell = cursor.as_ref().and_then(|c| c.0).filter(|_| on_board)?;
        tiles
            .iter()
            .find(|(_, c)| **c == cell)
            .map(|(tile, _)| tile)
    });
    if input_focus.get() != wanted {
        match wanted {
            Some(entity) => input_focus.set(entity, FocusCause::Navigated),
            None => input_focus.clear(),
        }
    }
}
