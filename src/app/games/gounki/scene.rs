//! The Gounki scene: a light wooden checkered board (a1 dark, spec §1) with
//! rim coordinates, each side's goal zone drawn as a coloured strip beyond
//! its last rank, a tray beside the board for captured pieces, and the
//! pieces: rounds are low cylinders with an engraved ring, squares are low
//! square blocks with an engraved diamond; a stack is a tower, squares
//! under rounds. Hovering a stack names its composition and reach.

use bevy::prelude::*;

use super::{board_point, cell_of, is_active, square_center, square_of};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::Match;
use crate::app::core::text::Language;
use crate::app::core::text::{Strings, fill};
use crate::app::core::theme;
use crate::app::kit::board::{self, BoardCell, BoardStyle, CellClicked, HoveredCell};
use crate::rules::Side;
use crate::rules::gounki::{Effect, Game, Landing, Square, Stack, StepKind};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SceneDirty>();
    app.add_systems(Startup, create_assets);
    board::display::register(app, crate::game_kind::GameKind::Gounki, miniature);
    app.add_systems(OnEnter(Screen::Playing), spawn_scene.run_if(is_active));
    app.add_systems(
        Update,
        (
            mark_dirty_on_change.in_set(AppSystems::Update),
            (
                sync_pieces.after(crate::app::core::anim::timeline::TimelineSystems),
                show_hover_label,
            )
                .chain()
                .in_set(AppSystems::Sync),
        )
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

/// Thickness of one piece.
pub const PIECE_HEIGHT: f32 = 0.2;
/// Radius of a round piece and half the side of a square piece.
pub const ROUND_RADIUS: f32 = 0.34;
pub const SQUARE_HALF: f32 = 0.31;
/// Distance of the goal strips' centres and the trays from the board centre.
pub const GOAL_OFFSET: f32 = 4.8;
pub const TRAY_OFFSET: f32 = 5.45;
/// Distance of the goal zones' labels from the board centre: beyond the
/// strips, a row's height past the rim's letters.
const GOAL_LABEL_OFFSET: f32 = 5.3;
/// Height of the trays' floor.
const TRAY_FLOOR: f32 = -0.12;

/// Meshes and materials of the Gounki scene, made once.
#[derive(Resource, Debug, Clone)]
pub struct GounkiAssets {
    pub round: Handle<Mesh>,
    pub square: Handle<Mesh>,
    pub ring: Handle<Mesh>,
    pub diamond: Handle<Mesh>,
    pub white: Handle<StandardMaterial>,
    pub black: Handle<StandardMaterial>,
    pub white_mark: Handle<StandardMaterial>,
    pub black_mark: Handle<StandardMaterial>,
    pub light_tile: [Handle<StandardMaterial>; 4],
    pub dark_tile: [Handle<StandardMaterial>; 4],
    pub flash: Handle<StandardMaterial>,
    pub marker: Handle<StandardMaterial>,
    pub frame: Handle<StandardMaterial>,
    pub table: Handle<StandardMaterial>,
    pub goal_white: Handle<StandardMaterial>,
    pub goal_black: Handle<StandardMaterial>,
    pub tray: Handle<StandardMaterial>,
    /// Path ribbons and dots, drop markers, the exit arrow.
    pub path: Handle<StandardMaterial>,
    pub path_hot: Handle<StandardMaterial>,
    pub drop: Handle<StandardMaterial>,
    pub ribbon: Handle<Mesh>,
    pub dot: Handle<Mesh>,
    pub ring_marker: Handle<Mesh>,
    pub arrow_head: Handle<Mesh>,
    pub selection: Handle<Mesh>,
}

/// Where a piece is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// On a square, `level` 0 at the bottom of the tower.
    Board { square: Square, level: u8 },
    /// Captured: in the tray beside the board (left for White's pieces,
    /// right for Black's), slot 0 first.
    Tray { slot: u8 },
    /// Gone past the last rank into the owner's goal zone (the game is
    /// over), above the off-board file it aimed at.
    Goal { file: i8, level: u8 },
}

/// One piece, as the rules state places it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GounkiPiece {
    pub owner: Side,
    pub kind: StepKind,
    pub place: Place,
}

/// The scene must be rebuilt from the match (a move, a new game, the end of
/// an animation).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SceneDirty(pub bool);

/// The text naming the hovered stack.
#[derive(Component, Debug)]
pub struct HoverLabel;

/// The off-board point of a goal zone above file `file` (0-based, may be
/// −1 or 8 at a corner) for `owner`.
#[must_use]
pub fn goal_point(owner: Side, file: i8) -> Vec3 {
    let x = (f32::from(file.clamp(0, 7)) - 3.5) * board::CELL;
    let z = match owner {
        Side::White => -GOAL_OFFSET,
        Side::Black => GOAL_OFFSET,
    };
    Vec3::new(x, board::SURFACE_Y - 0.02, z)
}

/// The tray point of slot `slot` for `owner`'s captured pieces.
#[must_use]
pub fn tray_point(owner: Side, slot: u8) -> Vec3 {
    let x = match owner {
        Side::White => -TRAY_OFFSET,
        Side::Black => TRAY_OFFSET,
    };
    let row = f32::from(slot / 2);
    let level = f32::from(slot % 2);
    Vec3::new(
        x,
        TRAY_FLOOR + PIECE_HEIGHT * (level + 0.5),
        2.8 - row * 0.8,
    )
}

/// Where a piece at `place` rests (the centre of its body).
#[must_use]
pub fn piece_rest(owner: Side, place: Place) -> Vec3 {
    match place {
        Place::Board { square, level } => {
            square_center(square) + Vec3::Y * PIECE_HEIGHT * (f32::from(level) + 0.5)
        }
        Place::Tray { slot } => tray_point(owner, slot),
        Place::Goal { file, level } => {
            goal_point(owner, file) + Vec3::Y * PIECE_HEIGHT * (f32::from(level) + 0.5)
        }
    }
}

/// The pieces of a stack, bottom first: squares under rounds.
#[must_use]
pub fn tower(stack: Stack) -> Vec<StepKind> {
    let mut kinds = vec![StepKind::Square; stack.squares as usize];
    kinds.extend(std::iter::repeat_n(StepKind::Round, stack.rounds as usize));
    kinds
}

/// The label of a hovered stack: where it is, what it is and how it moves,
/// e.g. "e4 White round-round-square\n2 rounds + 1 square\nmoves 2 as a
/// round or 1 as a square (or deploys)".
#[must_use]
pub fn describe_stack(t: &Strings, square: Square, stack: Stack) -> String {
    let mut parts = Vec::new();
    if stack.rounds > 0 {
        parts.push(fill(t.rounds, &[("count", &stack.rounds)]));
    }
    if stack.squares > 0 {
        parts.push(fill(t.squares, &[("count", &stack.squares)]));
    }
    let round = fill(t.reach_round, &[("count", &stack.rounds)]);
    let square_reach = fill(t.reach_square, &[("count", &stack.squares)]);
    let reach = match (stack.rounds > 0, stack.squares > 0) {
        (true, true) => fill(
            t.reach_either,
            &[("first", &round), ("second", &square_reach)],
        ),
        (true, false) => round,
        _ => square_reach,
    };
    let template = if stack.height() >= 2 {
        t.stack_hover_deploys
    } else {
        t.stack_hover
    };
    fill(
        template,
        &[
            ("square", &square),
            ("side", &t.side(stack.owner)),
            ("stack", &super::stack_name(t, stack)),
            ("parts", &parts.join(" + ")),
            ("reach", &reach),
        ],
    )
}

/// Every piece the match shows: the board's towers, the trays (from the
/// captures in the effects of every ply) and, after an exit, the pieces
/// that left in their goal zone.
#[must_use]
pub fn pieces_of(game: &Match<Game>) -> Vec<GounkiPiece> {
    let mut pieces = Vec::new();
    let position = game.current().position();
    for (square, stack) in position.stacks() {
        for (level, kind) in tower(stack).into_iter().enumerate() {
            pieces.push(GounkiPiece {
                owner: stack.owner,
                kind,
                place: Place::Board {
                    square,
                    level: level as u8,
                },
            });
        }
    }
    let mut slots = [0u8; 2];
    for ply in game.plies() {
        for effect in &ply.effects {
            match effect {
                Effect::Movement {
                    landing: Landing::Captured(enemy),
                    ..
                } => {
                    for kind in tower(*enemy) {
                        let slot = &mut slots[usize::from(enemy.owner == Side::Black)];
                        pieces.push(GounkiPiece {
                            owner: enemy.owner,
                            kind,
                            place: Place::Tray { slot: *slot },
                        });
                        *slot += 1;
                    }
                }
                Effect::Exit { stack, beyond, .. } => {
                    for (level, kind) in tower(*stack).into_iter().enumerate() {
                        pieces.push(GounkiPiece {
                            owner: stack.owner,
                            kind,
                            place: Place::Goal {
                                file: beyond.0,
                                level: level as u8,
                            },
                        });
                    }
                }
                _ => {}
            }
        }
    }
    pieces
}

fn create_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    surfaces: Res<crate::app::kit::look::Surfaces>,
) {
    use crate::app::kit::look::{square_cuts, surface};
    // Two finishes for the two sides: White's pieces glossy lacquer,
    // Black's satin dark wood with its grain.
    let white = materials.add(StandardMaterial {
        base_color: theme::GOUNKI_WHITE,
        perceptual_roughness: 0.22,
        reflectance: 0.6,
        ..default()
    });
    let black = surface(
        &mut materials,
        theme::GOUNKI_BLACK,
        0.65,
        &surfaces.wood,
        1.0,
    );
    // Satin: a soft sheen, not a mirror.
    if let Some(mut wood) = materials.get_mut(&black) {
        wood.reflectance = 0.3;
    }
    let light_tile = square_cuts(&mut materials, theme::GOUNKI_LIGHT, 0.75, &surfaces.wood);
    let dark_tile = square_cuts(&mut materials, theme::GOUNKI_DARK, 0.75, &surfaces.wood);
    let frame = surface(
        &mut materials,
        theme::GOUNKI_FRAME,
        0.7,
        &surfaces.wood,
        1.0,
    );
    let table = surface(&mut materials, theme::TABLE, 0.85, &surfaces.planks, 8.0);
    let tray = surface(&mut materials, theme::GOUNKI_TRAY, 0.8, &surfaces.wood, 1.0);
    let mut matte = |color: Color, roughness: f32| theme::matte(&mut materials, color, roughness);
    let white_mark = matte(theme::GOUNKI_WHITE_MARK, 0.6);
    let black_mark = matte(theme::GOUNKI_BLACK_MARK, 0.5);
    let flash = matte(theme::FELT_FLASH, 0.9);
    let marker = matte(theme::MARKER, 0.6);
    let goal_white = matte(theme::GOUNKI_GOAL_WHITE, 0.9);
    let goal_black = matte(theme::GOUNKI_GOAL_BLACK, 0.9);
    let path = matte(Color::srgb(0.98, 0.86, 0.30), 0.6);
    let path_hot = materials.add(StandardMaterial {
        base_color: Color::srgb(1.0, 0.55, 0.15),
        emissive: LinearRgba::rgb(0.6, 0.25, 0.02),
        ..default()
    });
    let drop = materials.add(StandardMaterial {
        base_color: Color::srgb(0.35, 0.85, 0.95),
        emissive: LinearRgba::rgb(0.05, 0.25, 0.3),
        ..default()
    });
    commands.insert_resource(GounkiAssets {
        round: meshes.add(Cylinder::new(ROUND_RADIUS, PIECE_HEIGHT * 0.84)),
        square: meshes.add(Cuboid::new(
            SQUARE_HALF * 2.0,
            PIECE_HEIGHT * 0.84,
            SQUARE_HALF * 2.0,
        )),
        ring: meshes.add(Torus::new(0.13, 0.18)),
        diamond: meshes.add(Cuboid::new(0.26, 0.01, 0.26)),
        white,
        black,
        white_mark,
        black_mark,
        light_tile,
        dark_tile,
        flash,
        marker,
        frame,
        table,
        goal_white,
        goal_black,
        tray,
        path,
        path_hot,
        drop,
        ribbon: meshes.add(Cuboid::new(1.0, 0.012, 1.0)),
        dot: meshes.add(Cylinder::new(0.07, 0.014)),
        ring_marker: meshes.add(Torus::new(0.36, 0.44)),
        arrow_head: meshes.add(Cone::new(0.26, 0.5)),
        selection: meshes.add(Torus::new(0.40, 0.47)),
    });
}

fn spawn_scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    assets: Res<GounkiAssets>,
    mut dirty: ResMut<SceneDirty>,
    language: Res<Language>,
) {
    // Framed with the trays beside the board, the goal zones past its ends.
    commands.insert_resource(crate::app::kit::camera::TableExtent {
        half_x: 5.95,
        half_z: 5.15,
        height: 0.6,
    });
    let t = language.strings();
    board::spawn_board(
        &mut commands,
        &mut meshes,
        &mut materials,
        &board_style(&assets),
    );
    board::labels::spawn_rim_coordinates(
        &mut commands,
        |i| board_point(f32::from(i), 0.0).x,
        |i| board_point(0.0, f32::from(i)).z,
    );
    // The goal zones: White leaves past rank 8 (far), Black past rank 1.
    let strip = meshes.add(Cuboid::new(8.9, 0.12, 0.62));
    for (side, material, z) in [
        (Side::White, &assets.goal_white, -GOAL_OFFSET),
        (Side::Black, &assets.goal_black, GOAL_OFFSET),
    ] {
        commands.spawn((
            Name::new(format!("{side}'s goal")),
            DespawnOnExit(Screen::Playing),
            Mesh3d(strip.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_xyz(0.0, -0.09, z),
            Pickable::IGNORE,
        ));
        // On a dark tag: the strips are light (White's) and dark (Black's).
        commands
            .spawn(board::labels::label(
                (t.goal, side),
                // Past the strip's outer edge: clear of the rim's file
                // letters (at 4.25) in any window and language.
                Vec3::new(2.6, 0.0, z.signum() * GOAL_LABEL_OFFSET),
            ))
            .insert((
                BackgroundColor(theme::PANEL),
                TextColor(theme::TEXT),
                Node {
                    position_type: PositionType::Absolute,
                    padding: UiRect::axes(px(6), px(1)),
                    border_radius: BorderRadius::all(px(4)),
                    ..default()
                },
            ));
    }
    // The trays for captured pieces, beside the board.
    let tray = meshes.add(Cuboid::new(1.0, 0.06, 7.0));
    for x in [-TRAY_OFFSET, TRAY_OFFSET] {
        commands.spawn((
            Name::new("Tray"),
            DespawnOnExit(Screen::Playing),
            Mesh3d(tray.clone()),
            MeshMaterial3d(assets.tray.clone()),
            Transform::from_xyz(x, TRAY_FLOOR - 0.03, 0.0),
            Pickable::IGNORE,
        ));
    }
    commands
        .spawn(board::labels::label("", Vec3::ZERO))
        .insert((
            HoverLabel,
            TextColor(theme::TEXT),
            BackgroundColor(theme::PANEL),
            Visibility::Hidden,
        ));
    dirty.0 = true;
}

/// The board's look: light and dark squares.
fn board_style(assets: &GounkiAssets) -> BoardStyle {
    let (light, dark) = (assets.light_tile.clone(), assets.dark_tile.clone());
    BoardStyle {
        tile: {
            let tiles = crate::app::kit::look::checkered(light, dark, |col, row| {
                square_of(BoardCell { col, row }).is_dark()
            });
            Box::new(move |cell: BoardCell| tiles(cell.col, cell.row))
        },
        flash: assets.flash.clone(),
        marker: assets.marker.clone(),
        frame: assets.frame.clone(),
        table: assets.table.clone(),
    }
}

/// The start position on a board to look at (the title screen's table).
pub(super) fn miniature(world: &mut World) -> Vec<Entity> {
    let assets = world.resource::<GounkiAssets>().clone();
    let start = Match::new(Game::new());
    board::display::spawn_miniature(world, &board_style(&assets), |commands| {
        pieces_of(&start)
            .into_iter()
            .map(|piece| spawn_piece(commands, &assets, piece))
            .collect()
    })
}

/// Spawns one piece entity (its body is pickable: a click on a tower
/// counts as a click on its square).
pub fn spawn_piece(commands: &mut Commands, assets: &GounkiAssets, piece: GounkiPiece) -> Entity {
    let (body, mark, mark_transform) = match piece.kind {
        StepKind::Round => (
            assets.round.clone(),
            assets.ring.clone(),
            Transform::from_xyz(0.0, PIECE_HEIGHT * 0.42, 0.0)
                .with_scale(Vec3::new(1.0, 0.12, 1.0)),
        ),
        StepKind::Square => (
            assets.square.clone(),
            assets.diamond.clone(),
            Transform::from_xyz(0.0, PIECE_HEIGHT * 0.42 + 0.003, 0.0)
                .with_rotation(Quat::from_rotation_y(std::f32::consts::FRAC_PI_4)),
        ),
    };
    let (material, mark_material) = match piece.owner {
        Side::White => (assets.white.clone(), assets.white_mark.clone()),
        Side::Black => (assets.black.clone(), assets.black_mark.clone()),
    };
    commands
        .spawn((
            Name::new(format!("{} {:?}", piece.owner, piece.kind)),
            piece,
            DespawnOnExit(Screen::Playing),
            Mesh3d(body),
            MeshMaterial3d(material),
            Transform::from_translation(piece_rest(piece.owner, piece.place)),
            Visibility::default(),
            children![(
                Mesh3d(mark),
                MeshMaterial3d(mark_material),
                mark_transform,
                Pickable::IGNORE,
            )],
        ))
        .observe(on_piece_click)
        .observe(on_piece_over)
        .observe(on_piece_out)
        .id()
}

fn piece_cell(pieces: &Query<&GounkiPiece>, entity: Entity) -> Option<BoardCell> {
    match pieces.get(entity).ok()?.place {
        Place::Board { square, .. } => Some(cell_of(square)),
        _ => None,
    }
}

fn on_piece_click(
    click: On<Pointer<Click>>,
    pieces: Query<&GounkiPiece>,
    mut clicked: MessageWriter<CellClicked>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Some(cell) = piece_cell(&pieces, click.entity) {
        clicked.write(CellClicked(cell));
    }
}

fn on_piece_over(
    over: On<Pointer<Over>>,
    pieces: Query<&GounkiPiece>,
    mut hovered: ResMut<HoveredCell>,
) {
    if let Some(cell) = piece_cell(&pieces, over.entity) {
        hovered.0 = Some(cell);
    }
}

fn on_piece_out(
    out: On<Pointer<Out>>,
    pieces: Query<&GounkiPiece>,
    mut hovered: ResMut<HoveredCell>,
) {
    if let Some(cell) = piece_cell(&pieces, out.entity)
        && hovered.0 == Some(cell)
    {
        hovered.0 = None;
    }
}

fn mark_dirty_on_change(game: Option<Res<Match<Game>>>, mut dirty: ResMut<SceneDirty>) {
    if game.is_some_and(|g| g.is_changed()) {
        dirty.0 = true;
    }
}

/// Rebuilds the piece entities from the match once nothing animates: the
/// view then equals the rules state exactly.
fn sync_pieces(
    mut commands: Commands,
    game: Option<Res<Match<Game>>>,
    assets: Res<GounkiAssets>,
    mut dirty: ResMut<SceneDirty>,
    mut animation: ResMut<super::anim::MoveTimeline>,
    pieces: Query<(Entity, &GounkiPiece, &Transform)>,
) {
    let Some(game) = game else { return };
    if animation.take_settled() {
        dirty.0 = true;
    }
    if !dirty.0 || !animation.is_idle() {
        return;
    }
    dirty.0 = false;
    let wanted = pieces_of(&game);
    // Nothing to do when the entities already show exactly this.
    let mut have: Vec<GounkiPiece> = pieces.iter().map(|(_, p, _)| *p).collect();
    let mut want = wanted.clone();
    let key = |p: &GounkiPiece| format!("{p:?}");
    have.sort_by_key(key);
    want.sort_by_key(key);
    let at_rest = pieces.iter().all(|(_, p, t)| {
        t.translation.distance(piece_rest(p.owner, p.place)) < 1e-4
            && t.rotation == Quat::IDENTITY
            && t.scale == Vec3::ONE
    });
    if have == want && at_rest {
        return;
    }
    for (entity, _, _) in &pieces {
        commands.entity(entity).despawn();
    }
    for piece in wanted {
        spawn_piece(&mut commands, &assets, piece);
    }
}

/// Names the hovered stack next to it.
fn show_hover_label(
    hovered: Res<HoveredCell>,
    game: Option<Res<Match<Game>>>,
    mut labels: Query<
        (&mut board::labels::BoardLabel, &mut Text, &mut Visibility),
        With<HoverLabel>,
    >,
    language: Res<Language>,
) {
    let t = language.strings();
    let Some(game) = game else { return };
    if !hovered.is_changed() && !game.is_changed() {
        return;
    }
    let stack = hovered
        .0
        .map(square_of)
        .and_then(|sq| game.current().position().stack_at(sq).map(|st| (sq, st)));
    for (mut label, mut text, mut visibility) in &mut labels {
        match stack {
            Some((square, stack)) => {
                label.0 = square_center(square)
                    + Vec3::new(0.0, PIECE_HEIGHT * f32::from(stack.height()) + 0.5, -0.45);
                text.0 = describe_stack(t, square, stack);
                *visibility = Visibility::Inherited;
            }
            None => *visibility = Visibility::Hidden,
        }
    }
}
