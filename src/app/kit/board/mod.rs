//! The board layer shared by all games: an 8×8 grid of pickable tiles,
//! legal-move markers, brief feedback on a refused click, and coordinate
//! labels on the rim.
//!
//! Cells are addressed in *display* coordinates: `col` 0..8 from the left,
//! `row` 0..8 from the far edge as the default camera sees it. Each game maps
//! its own squares onto cells; the board never knows a rule.

pub mod display;
pub mod input;
pub mod labels;

use bevy::prelude::*;

use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CellClicked>();
    app.init_resource::<HoveredCell>();
    app.init_resource::<Markers>();
    app.init_resource::<TabCells>();
    // Each game sets its own stops while it is on screen.
    app.add_systems(
        OnExit(crate::app::core::screen::Screen::Playing),
        |mut tab: ResMut<TabCells>| {
            tab.set_if_neq(TabCells(0));
        },
    );
    app.init_resource::<LastMoveCells>();
    app.init_resource::<HintCells>();
    app.init_resource::<WarnCells>();
    app.add_systems(
        Update,
        (
            tick_flashes.in_set(AppSystems::TickTimers),
            (
                show_marks::<Markers, CellMarker>,
                show_marks::<LastMoveCells, LastMoveMark>,
                show_marks::<HintCells, HintMark>,
                show_marks::<WarnCells, WarnMark>,
            )
                .in_set(AppSystems::Sync),
        )
            .run_if(in_state(Screen::Playing)),
    );
    app.add_plugins(labels::plugin);
}

/// Width of one square in world units.
pub const CELL: f32 = 1.0;
/// Height of the playing surface.
pub const SURFACE_Y: f32 = 0.0;

/// A square of the board, in display coordinates.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardCell {
    pub col: u8,
    pub row: u8,
}

impl BoardCell {
    /// Index 0..64, row-major from the far-left corner.
    #[must_use]
    pub const fn index(self) -> usize {
        self.row as usize * 8 + self.col as usize
    }

    /// The cell with that index.
    #[must_use]
    pub const fn from_index(index: usize) -> BoardCell {
        BoardCell {
            col: (index % 8) as u8,
            row: (index / 8) as u8,
        }
    }

    /// The centre of the cell on the playing surface.
    #[must_use]
    pub fn center(self) -> Vec3 {
        Vec3::new(
            (f32::from(self.col) - 3.5) * CELL,
            SURFACE_Y,
            (f32::from(self.row) - 3.5) * CELL,
        )
    }
}

/// A primary click on a cell, from picking (or a test).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CellClicked(pub BoardCell);

/// The cell under the mouse, if any.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HoveredCell(pub Option<BoardCell>);

/// Which cells show a legal-move marker (bit `index`), and whether markers
/// are shown at all (toggled with L).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Markers {
    pub cells: u64,
    pub visible: bool,
}

impl Default for Markers {
    fn default() -> Self {
        Markers {
            cells: 0,
            visible: true,
        }
    }
}

/// The cells Tab steps through when they are not the markers (bit
/// `index`): a game whose markers show only once a piece is picked sets
/// here the pieces that can move, so that Tab finds them first; 0: Tab
/// steps through the markers.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct TabCells(pub u64);

/// The cells the last move touched (bit `index`), and whether the marker
/// is shown (a setting).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastMoveCells {
    pub cells: u64,
    pub visible: bool,
}

impl Default for LastMoveCells {
    fn default() -> Self {
        LastMoveCells {
            cells: 0,
            visible: true,
        }
    }
}

/// The cells of the move a hint recommends (bit `index`).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HintCells(pub u64);

/// The cells a review's reason names (a corner given away, a stack lost):
/// bit `index`. Marked by a square frame in the warning colour, so that it
/// reads apart from the hint's ring by shape too.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct WarnCells(pub u64);

/// The warning frame of one cell.
#[derive(Component, Debug, Clone, Copy)]
pub struct WarnMark(pub BoardCell);

/// The hint ring of one cell.
#[derive(Component, Debug, Clone, Copy)]
pub struct HintMark(pub BoardCell);

/// The last-move tint of one cell.
#[derive(Component, Debug, Clone, Copy)]
pub struct LastMoveMark(pub BoardCell);

/// The marker dot of one cell.
#[derive(Component, Debug, Clone, Copy)]
pub struct CellMarker(pub BoardCell);

/// A tile's own look, restored after a flash.
#[derive(Component, Debug, Clone)]
pub struct TileLook {
    pub normal: Handle<StandardMaterial>,
}

/// A tile briefly showing "not here".
#[derive(Component, Debug, Clone)]
pub struct TileFlash(pub Timer);

/// Materials for a board's tiles.
pub struct BoardStyle {
    /// Material of cell `(col, row)`.
    pub tile: Box<dyn Fn(BoardCell) -> Handle<StandardMaterial>>,
    pub flash: Handle<StandardMaterial>,
    pub marker: Handle<StandardMaterial>,
    pub frame: Handle<StandardMaterial>,
    /// The table the board stands on.
    pub table: Handle<StandardMaterial>,
}

/// The flash material, kept so any system can flash a tile.
#[derive(Resource, Debug, Clone)]
pub struct FlashMaterial(pub Handle<StandardMaterial>);

/// Spawns the board (frame, 64 pickable tiles with hidden markers) as
/// children of one root entity that lives as long as the playing screen.
pub fn spawn_board(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    style: &BoardStyle,
) -> Entity {
    let table_mesh = meshes.add(Plane3d::default().mesh().size(60.0, 60.0));
    let marker_mesh = meshes.add(Cylinder::new(CELL * 0.09, 0.012));
    let tint_mesh = meshes.add(Cuboid::new(CELL * 0.965, 0.004, CELL * 0.965));
    let ring_mesh = meshes.add(Torus::new(CELL * 0.36, CELL * 0.43));
    let ring = materials.add(StandardMaterial {
        base_color: Color::srgb(0.35, 0.85, 0.95),
        unlit: true,
        ..default()
    });
    // The warning frame: four bars round the cell's edge.
    let warn_bar = meshes.add(Cuboid::new(CELL * 0.86, 0.014, CELL * 0.07));
    let warn = materials.add(StandardMaterial {
        base_color: Color::srgb(1.0, 0.36, 0.22),
        unlit: true,
        ..default()
    });
    let tint = materials.add(StandardMaterial {
        base_color: Color::srgba(1.0, 0.93, 0.55, 0.22),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    });
    // The last move is also told by shape, not by colour alone: a small
    // square in each corner of the tinted cell (the legal-move marker is a
    // dot in the centre, the hint a ring, the cursor a frame).
    let corner_mesh = meshes.add(Cuboid::new(CELL * 0.11, 0.006, CELL * 0.11));
    let corner = materials.add(StandardMaterial {
        base_color: Color::srgb(1.0, 0.86, 0.3),
        unlit: true,
        ..default()
    });
    commands.insert_resource(FlashMaterial(style.flash.clone()));
    let board = spawn_surface(commands, meshes, style, true);
    commands
        .entity(board)
        .insert(DespawnOnExit(Screen::Playing))
        .with_children(|board| {
            board.spawn((
                Name::new("Table"),
                Mesh3d(table_mesh),
                MeshMaterial3d(style.table.clone()),
                Transform::from_xyz(0.0, SURFACE_Y - 0.33, 0.0),
                Pickable::IGNORE,
            ));
            for index in 0..64 {
                let cell = BoardCell::from_index(index);
                board.spawn((
                    Name::new("Hint ring"),
                    HintMark(cell),
                    Mesh3d(ring_mesh.clone()),
                    MeshMaterial3d(ring.clone()),
                    Transform::from_translation(cell.center() + Vec3::Y * 0.02),
                    Visibility::Hidden,
                    Pickable::IGNORE,
                ));
                board
                    .spawn((
                        Name::new("Warning frame"),
                        WarnMark(cell),
                        Transform::from_translation(cell.center() + Vec3::Y * 0.024),
                        Visibility::Hidden,
                        Pickable::IGNORE,
                    ))
                    .with_children(|frame| {
                        let reach = CELL * 0.395;
                        for (x, z, turn) in [
                            (0.0, -reach, false),
                            (0.0, reach, false),
                            (-reach, 0.0, true),
                            (reach, 0.0, true),
                        ] {
                            let rotation = if turn {
                                Quat::from_rotation_y(std::f32::consts::FRAC_PI_2)
                            } else {
                                Quat::IDENTITY
                            };
                            frame.spawn((
                                Mesh3d(warn_bar.clone()),
                                MeshMaterial3d(warn.clone()),
                                Transform::from_xyz(x, 0.0, z).with_rotation(rotation),
                                Pickable::IGNORE,
                            ));
                        }
                    });
                board
                    .spawn((
                        Name::new("Last-move tint"),
                        LastMoveMark(cell),
                        Mesh3d(tint_mesh.clone()),
                        MeshMaterial3d(tint.clone()),
                        Transform::from_translation(cell.center() + Vec3::Y * 0.003),
                        Visibility::Hidden,
                        Pickable::IGNORE,
                    ))
                    .with_children(|tint| {
                        let reach = CELL * 0.4;
                        for (x, z) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
                            tint.spawn((
                                Name::new("Last-move corner"),
                                Mesh3d(corner_mesh.clone()),
                                MeshMaterial3d(corner.clone()),
                                Transform::from_xyz(x * reach, 0.002, z * reach),
                                Pickable::IGNORE,
                            ));
                        }
                    });
                board.spawn((
                    Name::new("Legal marker"),
                    CellMarker(cell),
                    Mesh3d(marker_mesh.clone()),
                    MeshMaterial3d(style.marker.clone()),
                    Transform::from_translation(cell.center() + Vec3::Y * 0.006),
                    Visibility::Hidden,
                    Pickable::IGNORE,
                ));
            }
        });
    board
}

/// A board to look at (the title screen's table): the frame and the 64
/// tiles, none of them pickable or addressed as cells, no table under it.
pub fn spawn_display_board(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    style: &BoardStyle,
) -> Entity {
    spawn_surface(commands, meshes, style, false)
}

/// The frame and the tiles; `playable` tiles are the board's cells.
fn spawn_surface(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    style: &BoardStyle,
    playable: bool,
) -> Entity {
    let tile_mesh = meshes.add(Cuboid::new(CELL * 0.965, 0.04, CELL * 0.965));
    let frame_mesh = meshes.add(Cuboid::new(CELL * 8.9, 0.3, CELL * 8.9));
    commands
        .spawn((
            Name::new("Board"),
            Transform::default(),
            Visibility::default(),
        ))
        .with_children(|board| {
            board.spawn((
                Name::new("Board frame"),
                Mesh3d(frame_mesh),
                MeshMaterial3d(style.frame.clone()),
                Transform::from_xyz(0.0, SURFACE_Y - 0.17, 0.0),
                Pickable::IGNORE,
            ));
            for index in 0..64 {
                let cell = BoardCell::from_index(index);
                let material = (style.tile)(cell);
                let mut tile = board.spawn((
                    Name::new(format!("Cell {}:{}", cell.col, cell.row)),
                    Mesh3d(tile_mesh.clone()),
                    MeshMaterial3d(material.clone()),
                    Transform::from_translation(cell.center() - Vec3::Y * 0.02),
                ));
                if playable {
                    tile.insert((cell, TileLook { normal: material }))
                        .observe(on_cell_click)
                        .observe(on_cell_over)
                        .observe(on_cell_out);
                } else {
                    tile.insert(Pickable::IGNORE);
                }
            }
        })
        .id()
}

fn on_cell_click(
    click: On<Pointer<Click>>,
    cells: Query<&BoardCell>,
    mut clicked: MessageWriter<CellClicked>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(cell) = cells.get(click.entity) {
        clicked.write(CellClicked(*cell));
    }
}

fn on_cell_over(
    over: On<Pointer<Over>>,
    cells: Query<&BoardCell>,
    mut hovered: ResMut<HoveredCell>,
) {
    if let Ok(cell) = cells.get(over.entity) {
        hovered.0 = Some(*cell);
    }
}

fn on_cell_out(out: On<Pointer<Out>>, cells: Query<&BoardCell>, mut hovered: ResMut<HoveredCell>) {
    if let Ok(cell) = cells.get(out.entity)
        && hovered.0 == Some(*cell)
    {
        hovered.0 = None;
    }
}

/// Briefly colours a cell's tile to say "not here".
pub fn flash_cell(
    commands: &mut Commands,
    tiles: &Query<(Entity, &BoardCell), With<TileLook>>,
    flash: &FlashMaterial,
    cell: BoardCell,
) {
    if let Some((entity, _)) = tiles.iter().find(|(_, c)| **c == cell) {
        commands.entity(entity).insert((
            TileFlash(Timer::from_seconds(0.35, TimerMode::Once)),
            MeshMaterial3d(flash.0.clone()),
        ));
    }
}

fn tick_flashes(
    mut commands: Commands,
    time: Res<Time>,
    mut flashes: Query<(Entity, &mut TileFlash, &TileLook)>,
) {
    for (entity, mut flash, look) in &mut flashes {
        if flash.0.tick(time.delta()).is_finished() {
            commands
                .entity(entity)
                .remove::<TileFlash>()
                .insert(MeshMaterial3d(look.normal.clone()));
        }
    }
}

/// A set of cells some marks show (bit `index`).
trait ShownCells: Resource {
    fn shown(&self) -> u64;
}

/// One cell's mark of a [`ShownCells`].
trait CellMark: Component {
    fn cell(&self) -> BoardCell;
}

impl ShownCells for Markers {
    fn shown(&self) -> u64 {
        if self.visible { self.cells } else { 0 }
    }
}

impl ShownCells for LastMoveCells {
    fn shown(&self) -> u64 {
        if self.visible { self.cells } else { 0 }
    }
}

impl ShownCells for HintCells {
    fn shown(&self) -> u64 {
        self.0
    }
}

impl ShownCells for WarnCells {
    fn shown(&self) -> u64 {
        self.0
    }
}

impl CellMark for CellMarker {
    fn cell(&self) -> BoardCell {
        self.0
    }
}

impl CellMark for LastMoveMark {
    fn cell(&self) -> BoardCell {
        self.0
    }
}

impl CellMark for HintMark {
    fn cell(&self) -> BoardCell {
        self.0
    }
}

impl CellMark for WarnMark {
    fn cell(&self) -> BoardCell {
        self.0
    }
}

/// Shows the marks `M` of the cells in `R` (when `R` changed or marks were
/// just spawned), hides the others.
fn show_marks<R: ShownCells, M: CellMark>(
    cells: Res<R>,
    added: Query<(), Added<M>>,
    mut marks: Query<(&M, &mut Visibility)>,
) {
    if !cells.is_changed() && added.is_empty() {
        return;
    }
    let shown = cells.shown();
    for (mark, mut visibility) in &mut marks {
        let on = shown & (1 << mark.cell().index()) != 0;
        visibility.set_if_neq(if on {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}
