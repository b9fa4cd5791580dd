//! The editor's input: a click (or Enter on the keyboard's square) puts the
//! piece in hand, or takes the top piece off; dragging with the button
//! held does the same on every square passed over. Keys: Q / E the
//! previous / next palette entry, T the side to move, Delete or Backspace
//! takes the top piece off the keyboard's (or the mouse's) square, Esc
//! leaves the editor.

use bevy::prelude::*;

use super::{EditGame, EditedSetup, PositionEditor, cancel_editor, problem_text};
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::Match;
use crate::app::core::text::Language;
use crate::app::features::keyboard::Cursor;
use crate::app::kit::board::input::BoardInput;
use crate::app::kit::board::{BoardCell, CellClicked, HoveredCell};
use crate::app::kit::focus::no_modal;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (palette_keys, leave_on_escape)
            .in_set(AppSystems::RecordInput)
            .run_if(
                resource_exists::<PositionEditor>
                    .and_then(in_state(Screen::Playing))
                    .and_then(no_modal),
            ),
    );
}

/// Adds `G`'s board editing.
pub(super) fn register<G: EditGame>(app: &mut App) {
    app.add_systems(
        Update,
        edit_board::<G>
            .in_set(AppSystems::RecordInput)
            .after(palette_keys)
            .run_if(
                resource_exists::<EditedSetup<G>>
                    .and_then(resource_exists::<PositionEditor>)
                    .and_then(in_state(Screen::Playing))
                    .and_then(no_modal),
            ),
    );
}

/// Q / E choose the palette entry, T the side to move.
fn palette_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut editor: ResMut<PositionEditor>,
    mut commands: Commands,
) {
    if crate::app::core::keys::ctrl(&keys) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyE) {
        editor.tool = (editor.tool + 1) % editor.tools;
    } else if keys.just_pressed(KeyCode::KeyQ) {
        editor.tool = (editor.tool + editor.tools - 1) % editor.tools;
    } else if keys.just_pressed(KeyCode::KeyT) {
        commands.queue(super::toggle_turn);
    }
}

fn leave_on_escape(keys: Res<ButtonInput<KeyCode>>, mut commands: Commands) {
    if keys.just_pressed(KeyCode::Escape) {
        commands.queue(cancel_editor);
    }
}

/// The squares one press of the mouse button has already changed (bit per
/// cell), so that a drag changes each square once and the click that ends
/// it does not change its first square again.
#[derive(Default)]
struct Drag {
    start: Option<BoardCell>,
    changed: u64,
}

#[allow(clippy::too_many_arguments)]
fn edit_board<G: EditGame>(
    mut clicks: MessageReader<CellClicked>,
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    hovered: Res<HoveredCell>,
    cursor: Res<Cursor>,
    editor: Res<PositionEditor>,
    mut setup: ResMut<EditedSetup<G>>,
    mut drag: Local<Drag>,
    mut input: BoardInput,
    language: Res<Language>,
    mut commands: Commands,
) {
    if mouse.just_pressed(MouseButton::Left) {
        *drag = Drag {
            start: hovered.0,
            changed: 0,
        };
    }
    let mut targets: Vec<(BoardCell, bool)> = Vec::new();
    let take_off = editor.taking_off();
    if mouse.pressed(MouseButton::Left)
        && hovered.is_changed()
        && let Some(cell) = hovered.0
    {
        if let Some(start) = drag.start
            && start != cell
        {
            targets.push((start, take_off));
        }
        targets.push((cell, take_off));
    }
    for CellClicked(cell) in clicks.read() {
        targets.push((*cell, take_off));
    }
    if keys.any_just_pressed([KeyCode::Delete, KeyCode::Backspace])
        && let Some(cell) = cursor.0.or(hovered.0)
    {
        targets.push((cell, true));
    }
    let mut sound = None;
    let mut refused = None;
    for (cell, take) in targets {
        let bit = 1u64 << cell.index();
        if drag.changed & bit != 0 {
            continue;
        }
        if mouse.pressed(MouseButton::Left) || mouse.just_released(MouseButton::Left) {
            drag.changed |= bit;
        }
        let index = G::setup_index(cell);
        let result = if take {
            Ok(setup.0.take(index))
        } else {
            let piece = G::PIECES[editor.tool.min(G::PIECES.len() - 1)];
            setup.0.put(index, piece).map(|()| true)
        };
        match result {
            Ok(true) => sound = Some(if take { Sound::Remove } else { Sound::Place }),
            Ok(false) => {}
            Err(error) => refused = Some((cell, error)),
        }
    }
    if !mouse.pressed(MouseButton::Left) && !mouse.just_released(MouseButton::Left) {
        drag.changed = 0;
    }
    if let Some((cell, error)) = refused {
        input.refuse(Some(cell), problem_text(language.strings(), &error));
    }
    if let Some(sound) = sound {
        input.sounds.write(SoundCue::new(sound));
        commands.insert_resource(Match::new(setup.0.shown().clone()));
    }
}
