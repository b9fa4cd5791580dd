//! The Othello scene: a green felt board with a visible grid and a–h / 1–8
//! coordinates (row 1 at the far edge, as the spec draws it), discs as
//! two-coloured cylinders, and a ghost disc over the hovered legal square.

use std::f32::consts::PI;

use bevy::prelude::*;

use super::is_active;
use crate::app::core::anim::Busy;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::Match;
use crate::app::core::theme;
use crate::app::kit::board::{self, BoardCell, BoardStyle, HoveredCell, Markers};
use crate::rules::othello::{Position, Square};
use crate::rules::{Rules, Side};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_assets);
    board::display::register(app, crate::game_kind::GameKind::Othello, miniature);
    app.add_systems(OnEnter(Screen::Playing), spawn_scene.run_if(is_active));
    app.add_systems(
        Update,
        (sync_discs, show_ghost)
            .in_set(AppSystems::Sync)
            .after(crate::app::core::anim::timeline::TimelineSystems)
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

/// Disc radius and the thickness of each coloured half.
pub const DISC_RADIUS: f32 = 0.42;
pub const HALF_THICKNESS: f32 = 0.07;

/// Meshes and materials of the Othello scene, made once.
#[derive(Resource, Debug, Clone)]
pub struct OthelloAssets {
    half: Handle<Mesh>,
    ghost: Handle<Mesh>,
    black: Handle<StandardMaterial>,
    white: Handle<StandardMaterial>,
    ghost_black: Handle<StandardMaterial>,
    ghost_white: Handle<StandardMaterial>,
    felt: Handle<StandardMaterial>,
    flash: Handle<StandardMaterial>,
    marker: Handle<StandardMaterial>,
    frame: Handle<StandardMaterial>,
    table: Handle<StandardMaterial>,
}

/// A disc on a square; its rotation shows the colour facing up.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Disc {
    pub square: Square,
    pub side: Side,
}

/// The translucent preview of the mover's disc.
#[derive(Component, Debug)]
pub struct GhostDisc;

/// The rotation that shows `side` on top (black half is the local +Y half).
#[must_use]
pub fn face_up(side: Side) -> Quat {
    match side {
        Side::Black => Quat::IDENTITY,
        Side::White => Quat::from_rotation_x(PI),
    }
}

/// The board cell of an Othello square (row 1 is the far row).
#[must_use]
pub fn cell_of(square: Square) -> BoardCell {
    BoardCell {
        col: square.col(),
        row: square.row(),
    }
}

/// Where a disc rests on `square`.
#[must_use]
pub fn rest_translation(square: Square) -> Vec3 {
    cell_of(square).center() + Vec3::Y * HALF_THICKNESS
}

fn create_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    surfaces: Res<crate::app::kit::look::Surfaces>,
) {
    use crate::app::kit::look::surface;
    let felt = surface(&mut materials, theme::FELT, 0.95, &surfaces.felt, 1.0);
    let frame = surface(&mut materials, theme::BOARD_FRAME, 0.6, &surfaces.wood, 1.0);
    let table = surface(&mut materials, theme::TABLE, 0.85, &surfaces.planks, 8.0);
    let mut matte = |color: Color, roughness: f32| theme::matte(&mut materials, color, roughness);
    // Black lacquer with a soft highlight, ivory white.
    let black = matte(theme::DISC_BLACK, 0.28);
    let white = matte(theme::DISC_WHITE, 0.38);
    let flash = matte(theme::FELT_FLASH, 0.9);
    let marker = matte(theme::MARKER, 0.6);
    let mut ghost = |color: Color| {
        materials.add(StandardMaterial {
            base_color: color.with_alpha(0.45),
            alpha_mode: AlphaMode::Blend,
            ..default()
        })
    };
    let ghost_black = ghost(theme::DISC_BLACK);
    let ghost_white = ghost(theme::DISC_WHITE);
    commands.insert_resource(OthelloAssets {
        half: meshes.add(Cylinder::new(DISC_RADIUS, HALF_THICKNESS)),
        ghost: meshes.add(Cylinder::new(DISC_RADIUS, HALF_THICKNESS * 2.0)),
        black,
        white,
        ghost_black,
        ghost_white,
        felt,
        flash,
        marker,
        frame,
        table,
    });
}

fn spawn_scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    assets: Res<OthelloAssets>,
) {
    commands.insert_resource(crate::app::kit::camera::TableExtent::default());
    board::spawn_board(
        &mut commands,
        &mut meshes,
        &mut materials,
        &board_style(&assets),
    );
    let centred = |i: u8| (f32::from(i) - 3.5) * board::CELL;
    board::labels::spawn_rim_coordinates(&mut commands, centred, centred);
    commands.spawn((
        Name::new("Ghost disc"),
        GhostDisc,
        DespawnOnExit(Screen::Playing),
        Mesh3d(assets.ghost.clone()),
        MeshMaterial3d(assets.ghost_black.clone()),
        Transform::from_translation(Vec3::Y * HALF_THICKNESS),
        Visibility::Hidden,
        Pickable::IGNORE,
    ));
}

/// The board's look: green felt tiles.
fn board_style(assets: &OthelloAssets) -> BoardStyle {
    let felt = assets.felt.clone();
    BoardStyle {
        tile: Box::new(move |_| felt.clone()),
        flash: assets.flash.clone(),
        marker: assets.marker.clone(),
        frame: assets.frame.clone(),
        table: assets.table.clone(),
    }
}

/// The start position on a board to look at (the title screen's table).
pub(super) fn miniature(world: &mut World) -> Vec<Entity> {
    let assets = world.resource::<OthelloAssets>().clone();
    let start = Position::start();
    board::display::spawn_miniature(world, &board_style(&assets), |commands| {
        Square::all()
            .filter_map(|square| {
                let side = start.disc(square)?;
                Some(spawn_disc(commands, &assets, square, side))
            })
            .collect()
    })
}

/// Spawns a disc entity showing `side` on `square`.
pub fn spawn_disc(
    commands: &mut Commands,
    assets: &OthelloAssets,
    square: Square,
    side: Side,
) -> Entity {
    commands
        .spawn((
            Name::new(format!("Disc {square}")),
            Disc { square, side },
            DespawnOnExit(Screen::Playing),
            Transform::from_translation(rest_translation(square)).with_rotation(face_up(side)),
            Visibility::default(),
            Pickable::IGNORE,
        ))
        .with_children(|disc| {
            disc.spawn((
                Mesh3d(assets.half.clone()),
                MeshMaterial3d(assets.black.clone()),
                Transform::from_xyz(0.0, HALF_THICKNESS / 2.0, 0.0),
                Pickable::IGNORE,
            ));
            disc.spawn((
                Mesh3d(assets.half.clone()),
                MeshMaterial3d(assets.white.clone()),
                Transform::from_xyz(0.0, -HALF_THICKNESS / 2.0, 0.0),
                Pickable::IGNORE,
            ));
        })
        .id()
}

/// Makes the disc entities match the rules' position whenever nothing is
/// animating: one disc per occupied square, at rest, turned to its colour.
/// This is what guarantees that the end state always equals the rules.
pub(super) fn sync_discs(
    mut commands: Commands,
    game: Option<Res<Match<Position>>>,
    assets: Res<OthelloAssets>,
    mut discs: Query<(Entity, &mut Disc, &mut Transform)>,
    mut markers: ResMut<Markers>,
    busy: Res<Busy>,
) {
    let Some(game) = game else { return };
    if busy.active() {
        markers.set_if_neq(Markers {
            cells: 0,
            ..*markers
        });
        return;
    }
    let position = game.current();
    let mut present = [None; 64];
    for (entity, mut disc, mut transform) in &mut discs {
        match position.disc(disc.square) {
            Some(side) if present[disc.square.index() as usize].is_none() => {
                present[disc.square.index() as usize] = Some(entity);
                if disc.side != side {
                    disc.side = side;
                }
                let rest = Transform::from_translation(rest_translation(disc.square))
                    .with_rotation(face_up(side));
                transform.set_if_neq(rest);
            }
            _ => commands.entity(entity).despawn(),
        }
    }
    for square in Square::all() {
        if let (Some(side), None) = (position.disc(square), present[square.index() as usize]) {
            spawn_disc(&mut commands, &assets, square, side);
        }
    }
    let cells = if game.outcome().is_some() {
        0
    } else {
        position.legal_mask()
    };
    if markers.cells != cells {
        markers.cells = cells;
    }
}

/// Shows the ghost disc over a hovered legal square.
fn show_ghost(
    hovered: Res<HoveredCell>,
    game: Option<Res<Match<Position>>>,
    assets: Res<OthelloAssets>,
    mut ghosts: Query<
        (
            &mut Transform,
            &mut Visibility,
            &mut MeshMaterial3d<StandardMaterial>,
        ),
        With<GhostDisc>,
    >,
) {
    let Some(game) = game else { return };
    if !hovered.is_changed() && !game.is_changed() {
        return;
    }
    let position = game.current();
    let target = hovered
        .0
        .map(|cell| Square::new(cell.col, cell.row))
        .filter(|sq| game.outcome().is_none() && position.flips(*sq) != 0);
    for (mut transform, mut visibility, mut material) in &mut ghosts {
        match target {
            Some(square) => {
                transform.translation = rest_translation(square);
                material.0 = match position.turn() {
                    Side::Black => assets.ghost_black.clone(),
                    Side::White => assets.ghost_white.clone(),
                };
                *visibility = Visibility::Inherited;
            }
            None => *visibility = Visibility::Hidden,
        }
    }
}
