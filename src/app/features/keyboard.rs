//! Playing with the keyboard: the arrow keys move a square cursor over the
//! board (drawn as a bright frame, in every game), Enter acts on it exactly
//! like a click and does nothing else, Tab jumps to the next
//! marked square (legal moves or destinations); an arrow pointing off the
//! board's edge says so ([`PushedOffBoard`]: a Gounki stack leaves the
//! board that way). Menus: on the title screen
//! 1/2/3 start a game and B / W choose who plays Black / White, and every
//! button is reachable with Tab or the arrows and Enter (see `focus`); in a
//! game Ctrl+N starts a new one and Esc cancels a selection or opens the
//! game menu. None of these act while a dialog is open.

use bevy::prelude::*;

use crate::app::core::registry::GameList;

use crate::app::core::players::Players;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::ActiveGame;
use crate::app::core::session::start_new;
use crate::app::core::theme;
use crate::app::kit::board::{BoardCell, CELL, CellClicked, HoveredCell, Markers};
use crate::app::kit::focus::no_modal;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Cursor>();
    app.add_message::<PushedOffBoard>();
    app.add_systems(OnEnter(Screen::Playing), spawn_cursor_mark);
    app.add_systems(
        Update,
        show_cursor_mark
            .in_set(AppSystems::Sync)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        Update,
        (
            (move_cursor, new_game_key).run_if(in_state(Screen::Playing).and_then(no_modal)),
            title_keys.run_if(in_state(Screen::Title).and_then(no_modal)),
        )
            .in_set(AppSystems::RecordInput),
    );
}

/// The keyboard's square, if the keyboard has been used.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Cursor(pub Option<BoardCell>);

/// An arrow pressed with the cursor on the board's edge, pointing off the
/// board (Gounki leaves the board that way: see its input).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PushedOffBoard {
    /// The cursor's square on the edge.
    pub from: BoardCell,
    /// The direction, in display rows (-1: towards row 0) and columns.
    pub rows: i8,
    pub cols: i8,
}

/// The frame drawn around the keyboard's square (in every game; only once
/// the keyboard has moved the cursor, so mouse players never see it).
#[derive(Component, Debug)]
pub struct CursorMark;

fn spawn_cursor_mark(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let bar = meshes.add(Cuboid::new(CELL * 0.98, 0.03, CELL * 0.07));
    let material = materials.add(StandardMaterial {
        base_color: theme::FOCUS,
        unlit: true,
        ..default()
    });
    let half = CELL * 0.455;
    commands
        .spawn((
            Name::new("Keyboard cursor"),
            CursorMark,
            DespawnOnExit(Screen::Playing),
            Transform::default(),
            Visibility::Hidden,
            Pickable::IGNORE,
        ))
        .with_children(|frame| {
            for (offset, turn) in [
                (Vec3::new(0.0, 0.0, -half), 0.0),
                (Vec3::new(0.0, 0.0, half), 0.0),
                (Vec3::new(-half, 0.0, 0.0), std::f32::consts::FRAC_PI_2),
                (Vec3::new(half, 0.0, 0.0), std::f32::consts::FRAC_PI_2),
            ] {
                frame.spawn((
                    Mesh3d(bar.clone()),
                    MeshMaterial3d(material.clone()),
                    Transform::from_translation(offset).with_rotation(Quat::from_rotation_y(turn)),
                    Pickable::IGNORE,
                ));
            }
        });
}

fn show_cursor_mark(
    cursor: Res<Cursor>,
    added: Query<(), Added<CursorMark>>,
    mut marks: Query<(&mut Transform, &mut Visibility), With<CursorMark>>,
) {
    if !cursor.is_changed() && added.is_empty() {
        return;
    }
    for (mut transform, mut visibility) in &mut marks {
        match cursor.0 {
            Some(cell) => {
                transform.translation = cell.center() + Vec3::Y * 0.025;
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

fn move_cursor(
    keys: Res<ButtonInput<KeyCode>>,
    mut cursor: ResMut<Cursor>,
    mut hovered: ResMut<HoveredCell>,
    markers: Res<Markers>,
    tab: Res<crate::app::kit::board::TabCells>,
    mut clicked: MessageWriter<CellClicked>,
    mut pushed: MessageWriter<PushedOffBoard>,
) {
    let ctrl = crate::app::core::keys::ctrl(&keys);
    if ctrl {
        return;
    }
    let mut cell = cursor.0.unwrap_or(BoardCell { col: 3, row: 4 });
    let mut moved = false;
    for (key, dc, dr) in [
        (KeyCode::ArrowLeft, -1, 0),
        (KeyCode::ArrowRight, 1, 0),
        (KeyCode::ArrowUp, 0, -1),
        (KeyCode::ArrowDown, 0, 1),
    ] {
        if keys.just_pressed(key) {
            let col = i16::from(cell.col) + dc;
            let row = i16::from(cell.row) + dr;
            if let Some(from) = cursor.0
                && (!(0..8).contains(&col) || !(0..8).contains(&row))
            {
                pushed.write(PushedOffBoard {
                    from,
                    rows: dr as i8,
                    cols: dc as i8,
                });
            }
            cell.col = col.clamp(0, 7) as u8;
            cell.row = row.clamp(0, 7) as u8;
            moved = true;
        }
    }
    // The pieces that can move while none is picked (where a game says
    // which), otherwise the marked squares.
    let stops = if tab.0 != 0 { tab.0 } else { markers.cells };
    if keys.just_pressed(KeyCode::Tab) && stops != 0 {
        // The next stop after the cursor, in reading order.
        let start = cursor.0.map_or(0, |c| c.index() + 1);
        if let Some(index) = (0..64)
            .map(|i| (start + i) % 64)
            .find(|i| stops & (1 << i) != 0)
        {
            cell = BoardCell::from_index(index);
            moved = true;
        }
    }
    if moved {
        cursor.0 = Some(cell);
        hovered.0 = Some(cell);
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter])
        && let Some(cell) = cursor.0
    {
        clicked.write(CellClicked(cell));
    }
}

fn title_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: Commands,
    mut players: ResMut<Players>,
    games: Res<GameList>,
) {
    let games = &games.0;
    for (key, index) in [
        (KeyCode::Digit1, 0),
        (KeyCode::Digit2, 1),
        (KeyCode::Digit3, 2),
        (KeyCode::Digit4, 3),
        (KeyCode::Digit5, 4),
        (KeyCode::Digit6, 5),
    ] {
        if keys.just_pressed(key)
            && let Some(&kind) = games.get(index)
        {
            commands.queue(move |world: &mut World| start_new(world, kind));
        }
    }
    if keys.just_pressed(KeyCode::KeyB) {
        players.0[0] = players.0[0].next();
    }
    if keys.just_pressed(KeyCode::KeyW) {
        players.0[1] = players.0[1].next();
    }
}

/// Ctrl+N starts a new game of the same kind (any time, e.g. after the end).
fn new_game_key(keys: Res<ButtonInput<KeyCode>>, active: Res<ActiveGame>, mut commands: Commands) {
    let ctrl = crate::app::core::keys::ctrl(&keys);
    if ctrl && keys.just_pressed(KeyCode::KeyN) {
        let kind = active.0;
        commands.queue(move |world: &mut World| start_new(world, kind));
    }
}
