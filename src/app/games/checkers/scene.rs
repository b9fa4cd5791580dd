//! The checkers scene: a wooden board (light and dark squares, White at the
//! near edge), square labels (PDN numbers on the dark squares, or algebraic
//! coordinates on the rim; N switches), turned pieces (a body with a groove
//! and a bevelled top; Black's pieces carry an engraved ring on top as a
//! shape cue besides the colour; a king is two men stacked with a gold band
//! between them), the trays of captured pieces beside the board and the
//! highlight rings around pieces.
//!
//! Piece entities follow the rules' state: whenever the match changes and no
//! animation runs, [`sync_pieces`] makes them equal the position exactly.

use bevy::prelude::*;

use crate::app::core::theme;

use super::anim::MoveTimeline;
use super::input::{HuffDeclined, Selection, huff_pending};
use super::{cell_of, is_active};
use crate::app::core::anim::timeline::TimelineSystems;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{Match, Ply};
use crate::app::kit::board::{self, BoardCell, BoardStyle, CellClicked};
use crate::rules::Side;
use crate::rules::checkers::{Effect, Game, Piece, PieceKind, Square};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LabelMode>();
    app.init_resource::<Highlights>();
    app.add_systems(Startup, create_assets);
    board::display::register(app, crate::game_kind::GameKind::Checkers, miniature);
    app.add_systems(OnEnter(Screen::Playing), spawn_scene.run_if(is_active));
    app.add_systems(
        Update,
        (
            toggle_labels.in_set(AppSystems::RecordInput),
            (sync_pieces, show_labels, show_rings)
                .chain()
                .in_set(AppSystems::Sync)
                .after(TimelineSystems),
        )
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

/// Radius of a man.
pub const MAN_RADIUS: f32 = 0.37;
/// Height of one man; a king is two of them.
pub const MAN_HEIGHT: f32 = 0.14;
/// Height of a king (two stacked men).
pub const KING_HEIGHT: f32 = 2.0 * MAN_HEIGHT;

/// A piece on the board: where the rules have it and what it is.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckersPiece {
    pub square: Square,
    pub piece: Piece,
}

/// A captured piece lying in the tray of its colour (`slot` counts from 0).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrayPiece {
    pub side: Side,
    pub slot: usize,
}

/// A piece taken in the move being shown: still on the board, greyed.
#[derive(Component, Debug, Clone, Copy)]
pub struct MarkedCaptured;

/// The upper man of a king.
#[derive(Component, Debug, Clone, Copy)]
pub struct Crown;

/// How the squares are labelled.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LabelMode {
    /// PDN numbers 1–32 on the dark squares (the notation of the moves).
    #[default]
    Numbers,
    /// Files a–h and rows 1–8 around the rim.
    Algebraic,
}

/// Pieces to point out for a moment (e.g. those that must capture).
#[derive(Resource, Debug, Clone, Default)]
pub struct Highlights {
    /// Pieces that can make the compulsory capture, after a refused click.
    pub hint: Vec<Square>,
    /// How long the hint stays.
    pub timer: Timer,
}

impl Highlights {
    /// Points out `squares` for a few seconds.
    pub fn hint(&mut self, squares: Vec<Square>) {
        self.hint = squares;
        self.timer = Timer::from_seconds(3.0, TimerMode::Once);
    }
}

/// What a highlight ring means: each has its own colour and, so that
/// colour is never the only sign, its own shape (see [`RingKind::scales`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RingKind {
    Selected,
    Path,
    Hint,
    Huff,
}

impl RingKind {
    /// The sizes of the ring(s) drawn: the selected piece a wide ring, the
    /// landings chosen so far a small one, a hint the plain ring, a piece
    /// that may be huffed a double ring.
    const fn scales(self) -> &'static [f32] {
        match self {
            RingKind::Selected => &[1.2],
            RingKind::Path => &[0.7],
            RingKind::Hint => &[1.0],
            RingKind::Huff => &[1.0, 0.7],
        }
    }
}

#[derive(Component, Debug, Clone, Copy)]
struct Ring;

/// A label made by this scene (respawned when [`LabelMode`] changes).
#[derive(Component, Debug, Clone, Copy)]
struct CheckersLabel;

/// Meshes and materials of the checkers scene, made once.
#[derive(Resource, Debug, Clone)]
pub struct CheckersAssets {
    body: Handle<Mesh>,
    top: Handle<Mesh>,
    groove: Handle<Mesh>,
    engraving: Handle<Mesh>,
    band: Handle<Mesh>,
    emblem: Handle<Mesh>,
    ring: Handle<Mesh>,
    white: Handle<StandardMaterial>,
    white_dark: Handle<StandardMaterial>,
    black: Handle<StandardMaterial>,
    black_dark: Handle<StandardMaterial>,
    gold: Handle<StandardMaterial>,
    pub(super) captured: Handle<StandardMaterial>,
    light: [Handle<StandardMaterial>; 4],
    dark: [Handle<StandardMaterial>; 4],
    flash: Handle<StandardMaterial>,
    marker: Handle<StandardMaterial>,
    frame: Handle<StandardMaterial>,
    table: Handle<StandardMaterial>,
    ring_selected: Handle<StandardMaterial>,
    ring_path: Handle<StandardMaterial>,
    ring_hint: Handle<StandardMaterial>,
    ring_huff: Handle<StandardMaterial>,
}

/// Where a piece stands on `square` (its base, on the playing surface).
#[must_use]
pub fn rest_translation(square: Square) -> Vec3 {
    cell_of(square).center()
}

/// The centre of the top face of `piece` standing on `square`.
#[must_use]
pub fn piece_top(square: Square, kind: PieceKind) -> Vec3 {
    let height = match kind {
        PieceKind::Man => MAN_HEIGHT,
        PieceKind::King => KING_HEIGHT,
    };
    rest_translation(square) + Vec3::Y * height
}

/// Where the `slot`-th captured piece of `side` lies: stacks of four beside
/// the board on the right, White's pieces on the far half (Black took them),
/// Black's on the near half.
#[must_use]
pub fn tray_slot(side: Side, slot: usize) -> Vec3 {
    let stack = (slot / 4) as f32;
    let level = (slot % 4) as f32;
    let z = 1.1 + stack * 0.85;
    let z = match side {
        Side::White => -z,
        Side::Black => z,
    };
    Vec3::new(5.2, board::SURFACE_Y - 0.33 + level * MAN_HEIGHT, z)
}

/// How many pieces of each side (`[white, black]` by `Side::index`) the
/// plies have removed (captures and huffs).
#[must_use]
pub fn captured_counts(plies: &[Ply<Game>]) -> [usize; 2] {
    let mut counts = [0; 2];
    for ply in plies {
        for effect in &ply.effects {
            match effect {
                Effect::Remove { piece, .. } => counts[piece.side.index()] += 1,
                Effect::Huff(huff) => counts[huff.piece.side.index()] += 1,
                _ => {}
            }
        }
    }
    counts
}

fn create_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    surfaces: Res<crate::app::kit::look::Surfaces>,
) {
    use crate::app::kit::look::{square_cuts, surface};
    let light = square_cuts(&mut materials, theme::CHECKERS_LIGHT, 0.65, &surfaces.wood);
    let dark = square_cuts(&mut materials, theme::CHECKERS_DARK, 0.65, &surfaces.wood);
    let frame = surface(
        &mut materials,
        theme::CHECKERS_FRAME,
        0.55,
        &surfaces.wood,
        1.0,
    );
    let table = surface(&mut materials, theme::TABLE, 0.85, &surfaces.planks, 8.0);
    let mut matte = |color: Color, roughness: f32| theme::matte(&mut materials, color, roughness);
    let white = matte(theme::CHECKERS_WHITE, 0.35);
    let white_dark = matte(theme::CHECKERS_WHITE_EDGE, 0.6);
    let black = matte(theme::CHECKERS_BLACK, 0.4);
    let black_dark = matte(theme::CHECKERS_BLACK_EDGE, 0.6);
    let flash = matte(theme::CHECKERS_FLASH, 0.7);
    let marker = matte(theme::MARKER, 0.5);
    let gold = materials.add(StandardMaterial {
        base_color: Color::srgb(0.95, 0.74, 0.22),
        metallic: 0.8,
        perceptual_roughness: 0.3,
        ..default()
    });
    let captured = materials.add(StandardMaterial {
        base_color: Color::srgba(0.45, 0.45, 0.48, 0.55),
        alpha_mode: AlphaMode::Blend,
        ..default()
    });
    let mut glow = |color: Color| {
        materials.add(StandardMaterial {
            base_color: color,
            emissive: LinearRgba::from(color) * 1.5,
            ..default()
        })
    };
    let ring_selected = glow(Color::srgb(0.98, 0.86, 0.30));
    let ring_path = glow(Color::srgb(0.35, 0.75, 0.98));
    let ring_hint = glow(Color::srgb(0.98, 0.40, 0.20));
    let ring_huff = glow(Color::srgb(0.85, 0.35, 0.95));
    commands.insert_resource(CheckersAssets {
        body: meshes.add(Cylinder::new(MAN_RADIUS, MAN_HEIGHT * 0.72)),
        top: meshes.add(Cylinder::new(MAN_RADIUS * 0.86, MAN_HEIGHT * 0.28)),
        groove: meshes.add(Torus {
            minor_radius: 0.014,
            major_radius: MAN_RADIUS,
        }),
        engraving: meshes.add(Torus {
            minor_radius: 0.022,
            major_radius: MAN_RADIUS * 0.5,
        }),
        band: meshes.add(Torus {
            minor_radius: 0.028,
            major_radius: MAN_RADIUS * 0.93,
        }),
        emblem: meshes.add(Cylinder::new(0.13, 0.016)),
        ring: meshes.add(Torus {
            minor_radius: 0.035,
            major_radius: 0.45,
        }),
        white,
        white_dark,
        black,
        black_dark,
        gold,
        captured,
        light,
        dark,
        flash,
        marker,
        frame,
        table,
        ring_selected,
        ring_path,
        ring_hint,
        ring_huff,
    });
}

fn spawn_scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    assets: Res<CheckersAssets>,
    mut markers: ResMut<crate::app::kit::board::Markers>,
) {
    // Framed with the trays of captured men beside the board.
    commands.insert_resource(crate::app::kit::camera::TableExtent {
        half_x: 5.7,
        half_z: 4.65,
        height: 0.5,
    });
    board::spawn_board(
        &mut commands,
        &mut meshes,
        &mut materials,
        &board_style(&assets),
    );
    markers.cells = 0;
}

/// The board's look: light and dark squares, the dark ones played on.
fn board_style(assets: &CheckersAssets) -> BoardStyle {
    let (light, dark) = (assets.light.clone(), assets.dark.clone());
    BoardStyle {
        tile: {
            let tiles =
                crate::app::kit::look::checkered(light, dark, |col, row| (col + row) % 2 == 1);
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
    let assets = world.resource::<CheckersAssets>().clone();
    let start = *Game::new().position();
    board::display::spawn_miniature(world, &board_style(&assets), |commands| {
        Square::all()
            .filter_map(|square| {
                let piece = start.piece_at(square)?;
                Some(spawn_piece(commands, &assets, square, piece))
            })
            .collect()
    })
}

/// One man: a body with a groove around it and a bevelled top; Black's
/// carry an engraved ring on the top face.
fn spawn_man(parent: &mut ChildSpawnerCommands, assets: &CheckersAssets, side: Side, base: f32) {
    let (main, shade) = match side {
        Side::White => (&assets.white, &assets.white_dark),
        Side::Black => (&assets.black, &assets.black_dark),
    };
    let body_h = MAN_HEIGHT * 0.72;
    let top_h = MAN_HEIGHT * 0.28;
    parent.spawn((
        Mesh3d(assets.body.clone()),
        MeshMaterial3d(main.clone()),
        Transform::from_xyz(0.0, base + body_h / 2.0, 0.0),
    ));
    parent.spawn((
        Mesh3d(assets.groove.clone()),
        MeshMaterial3d(shade.clone()),
        Transform::from_xyz(0.0, base + body_h * 0.55, 0.0),
    ));
    parent.spawn((
        Mesh3d(assets.top.clone()),
        MeshMaterial3d(main.clone()),
        Transform::from_xyz(0.0, base + body_h + top_h / 2.0, 0.0),
    ));
    if side == Side::Black {
        parent.spawn((
            Mesh3d(assets.engraving.clone()),
            MeshMaterial3d(shade.clone()),
            Transform::from_xyz(0.0, base + MAN_HEIGHT, 0.0),
        ));
    }
}

/// The crown of a king: a second man on top, with a gold band between.
pub(super) fn spawn_crown(
    commands: &mut Commands,
    assets: &CheckersAssets,
    piece: Entity,
    side: Side,
    height: f32,
) -> Entity {
    let crown = commands
        .spawn((
            Name::new("Crown"),
            Crown,
            Transform::from_xyz(0.0, height, 0.0),
            Visibility::default(),
        ))
        .with_children(|crown| {
            spawn_man(crown, assets, side, 0.0);
            crown.spawn((
                Mesh3d(assets.band.clone()),
                MeshMaterial3d(assets.gold.clone()),
                Transform::from_xyz(0.0, 0.0, 0.0),
            ));
            // A gold boss on top: a king is unmistakable from above too.
            crown.spawn((
                Mesh3d(assets.emblem.clone()),
                MeshMaterial3d(assets.gold.clone()),
                Transform::from_xyz(0.0, MAN_HEIGHT, 0.0),
            ));
        })
        .id();
    commands.entity(piece).add_child(crown);
    crown
}

/// Spawns a piece entity on `square`.
pub(super) fn spawn_piece(
    commands: &mut Commands,
    assets: &CheckersAssets,
    square: Square,
    piece: Piece,
) -> Entity {
    let entity = commands
        .spawn((
            Name::new(format!("Piece {square}")),
            CheckersPiece { square, piece },
            DespawnOnExit(Screen::Playing),
            Transform::from_translation(rest_translation(square)),
            Visibility::default(),
        ))
        .with_children(|root| spawn_man(root, assets, piece.side, 0.0))
        .observe(on_piece_click)
        .id();
    if piece.kind == PieceKind::King {
        spawn_crown(commands, assets, entity, piece.side, MAN_HEIGHT);
    }
    entity
}

/// Spawns a captured piece in its tray.
pub(super) fn spawn_tray_piece(
    commands: &mut Commands,
    assets: &CheckersAssets,
    side: Side,
    slot: usize,
) {
    commands
        .spawn((
            Name::new("Captured piece"),
            TrayPiece { side, slot },
            DespawnOnExit(Screen::Playing),
            Transform::from_translation(tray_slot(side, slot)),
            Visibility::default(),
            Pickable::IGNORE,
        ))
        .with_children(|root| spawn_man(root, assets, side, 0.0));
}

/// A click on a piece counts as a click on its square (a king's top can
/// hide the cell behind it).
fn on_piece_click(
    click: On<Pointer<Click>>,
    pieces: Query<&CheckersPiece>,
    mut clicked: MessageWriter<CellClicked>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(piece) = pieces.get(click.entity) {
        clicked.write(CellClicked(cell_of(piece.square)));
    }
}

/// Makes the piece and tray entities equal the rules' state, once nothing
/// animates: one entity per piece on its square (a king with its crown),
/// and as many tray pieces of each colour as were taken.
fn sync_pieces(
    mut commands: Commands,
    game: Option<Res<Match<Game>>>,
    assets: Res<CheckersAssets>,
    mut timeline: ResMut<MoveTimeline>,
    mut pieces: Query<(Entity, &CheckersPiece, &mut Transform, Has<MarkedCaptured>)>,
    trays: Query<(Entity, &TrayPiece)>,
    added: Query<(), Added<board::TileLook>>,
) {
    let Some(game) = game else { return };
    if !timeline.is_idle() {
        return;
    }
    if !game.is_changed() && !timeline.take_settled() && added.is_empty() {
        return;
    }
    let position = *game.current().position();
    let mut present = [false; 32];
    for (entity, piece, mut transform, marked) in &mut pieces {
        let index = piece.square.index() as usize;
        if !marked && !present[index] && position.piece_at(piece.square) == Some(piece.piece) {
            present[index] = true;
            let rest = Transform::from_translation(rest_translation(piece.square));
            if *transform != rest {
                *transform = rest;
            }
        } else {
            commands.entity(entity).despawn();
        }
    }
    for square in Square::all() {
        if let (Some(piece), false) = (position.piece_at(square), present[square.index() as usize])
        {
            spawn_piece(&mut commands, &assets, square, piece);
        }
    }
    let counts = captured_counts(game.plies());
    let mut seen = [[false; 32]; 2];
    for (entity, tray) in &trays {
        let side = tray.side.index();
        if tray.slot < counts[side] && tray.slot < 32 && !seen[side][tray.slot] {
            seen[side][tray.slot] = true;
        } else {
            commands.entity(entity).despawn();
        }
    }
    for side in [Side::White, Side::Black] {
        let wanted = counts[side.index()].min(32);
        for (slot, _) in seen[side.index()]
            .iter()
            .enumerate()
            .take(wanted)
            .filter(|(_, seen)| !**seen)
        {
            spawn_tray_piece(&mut commands, &assets, side, slot);
        }
    }
}

/// N switches between PDN numbers and algebraic coordinates.
fn toggle_labels(keys: Res<ButtonInput<KeyCode>>, mut mode: ResMut<LabelMode>) {
    if keys.just_pressed(KeyCode::KeyN) {
        *mode = match *mode {
            LabelMode::Numbers => LabelMode::Algebraic,
            LabelMode::Algebraic => LabelMode::Numbers,
        };
    }
}

/// (Re)spawns the labels for the current [`LabelMode`].
fn show_labels(
    mut commands: Commands,
    mode: Res<LabelMode>,
    labels: Query<Entity, With<CheckersLabel>>,
    added: Query<(), Added<board::TileLook>>,
) {
    if !mode.is_changed() && added.is_empty() {
        return;
    }
    for entity in &labels {
        commands.entity(entity).despawn();
    }
    match *mode {
        LabelMode::Numbers => {
            for square in Square::all() {
                let corner = rest_translation(square) + Vec3::new(-0.3, 0.0, 0.3);
                commands
                    .spawn((
                        board::labels::coordinate(square.number().to_string(), corner),
                        CheckersLabel,
                    ))
                    .insert(TextFont {
                        font_size: FontSize::Px(12.0),
                        ..default()
                    });
            }
        }
        LabelMode::Algebraic => {
            for i in 0..8u8 {
                let along = (f32::from(i) - 3.5) * board::CELL;
                let file = char::from(b'a' + i).to_string();
                // Row 1 is the near edge (+Z), row 8 the far one.
                let rank = (8 - i).to_string();
                for (text, at) in [
                    (file.clone(), Vec3::new(along, 0.0, 4.25)),
                    (file, Vec3::new(along, 0.0, -4.25)),
                    (rank.clone(), Vec3::new(-4.25, 0.0, along)),
                    (rank, Vec3::new(4.25, 0.0, along)),
                ] {
                    commands.spawn((board::labels::coordinate(text, at), CheckersLabel));
                }
            }
        }
    }
}

/// Rings around the selected piece (and the landings chosen so far), the
/// pieces that must capture after a refused click, and the huffable pieces.
#[allow(clippy::too_many_arguments)]
fn show_rings(
    mut commands: Commands,
    time: Res<Time>,
    game: Option<Res<Match<Game>>>,
    selection: Res<Selection>,
    declined: Res<HuffDeclined>,
    mut highlights: ResMut<Highlights>,
    assets: Res<CheckersAssets>,
    rings: Query<Entity, With<Ring>>,
    mut shown: Local<Vec<(Square, RingKind)>>,
    mut wanted: Local<Vec<(Square, RingKind)>>,
) {
    let Some(game) = game else { return };
    if !highlights.hint.is_empty() && highlights.timer.tick(time.delta()).is_finished() {
        highlights.hint.clear();
    }
    // Built in a kept buffer: this runs every frame and allocates nothing
    // once the buffers have grown.
    wanted.clear();
    if let Some(from) = selection.from {
        wanted.push((from, RingKind::Selected));
        wanted.extend(selection.prefix.iter().map(|&s| (s, RingKind::Path)));
    }
    wanted.extend(highlights.hint.iter().map(|&s| (s, RingKind::Hint)));
    if huff_pending(&game, &declined) {
        wanted.extend(
            game.current()
                .huffable()
                .iter()
                .map(|&s| (s, RingKind::Huff)),
        );
    }
    if *wanted == *shown && rings.iter().next().is_some() != wanted.is_empty() {
        return;
    }
    shown.clear();
    shown.extend_from_slice(&wanted);
    for entity in &rings {
        commands.entity(entity).despawn();
    }
    for &(square, kind) in wanted.iter() {
        let material = match kind {
            RingKind::Selected => &assets.ring_selected,
            RingKind::Path => &assets.ring_path,
            RingKind::Hint => &assets.ring_hint,
            RingKind::Huff => &assets.ring_huff,
        };
        for &scale in kind.scales() {
            commands.spawn((
                Name::new("Highlight ring"),
                Ring,
                DespawnOnExit(Screen::Playing),
                Mesh3d(assets.ring.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(rest_translation(square) + Vec3::Y * 0.02)
                    .with_scale(Vec3::new(scale, 1.0, scale)),
                Pickable::IGNORE,
            ));
        }
    }
}
