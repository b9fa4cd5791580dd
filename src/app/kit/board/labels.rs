//! Coordinate labels on the board's rim, drawn as interface text that
//! follows the 3D position it names.

use bevy::prelude::*;

use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::theme;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShowCoordinates>();
    app.add_systems(
        Update,
        (place_labels, show_coordinates)
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing)),
    );
}

/// Whether the board's coordinates (rim letters and numbers, checkers'
/// square numbers) are shown (the `coordinates` setting).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShowCoordinates(pub bool);

impl Default for ShowCoordinates {
    fn default() -> Self {
        ShowCoordinates(true)
    }
}

/// A label that names a square or a line of squares (hidden with the
/// coordinates setting; other labels, such as stack heights, stay).
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Coordinate;

fn show_coordinates(
    show: Res<ShowCoordinates>,
    mut labels: Query<(&mut Visibility, Ref<Coordinate>)>,
) {
    let wanted = if show.0 {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for (mut visibility, coordinate) in &mut labels {
        if show.is_changed() || coordinate.is_added() {
            visibility.set_if_neq(wanted);
        }
    }
}

/// A coordinate label bundle (see [`Coordinate`]).
pub fn coordinate(content: impl Into<String>, world: Vec3) -> impl Bundle {
    (label(content.into(), world), Coordinate)
}

/// A text label pinned to a point of the 3D scene.
#[derive(Component, Debug, Clone, Copy)]
pub struct BoardLabel(pub Vec3);

/// A label bundle for `content` at `world`.
pub fn label(content: impl crate::app::core::text::Label, world: Vec3) -> impl Bundle {
    let (content, localized) = content.label();
    (
        localized,
        Name::new("Board label"),
        BoardLabel(world),
        DespawnOnExit(Screen::Playing),
        Text::new(content),
        TextFont {
            font_size: FontSize::Px(theme::FONT_SMALL),
            ..default()
        },
        TextColor(theme::TEXT_DIM),
        Node {
            position_type: PositionType::Absolute,
            ..default()
        },
        Pickable::IGNORE,
    )
}

/// Letters a–h along the far and near rims and numbers 1–8 along both
/// sides: file `i` sits at `x = file_x(i)`, rank `i` (shown as `i + 1`) at
/// `z = rank_z(i)`.
pub fn spawn_rim_coordinates(
    commands: &mut Commands,
    file_x: impl Fn(u8) -> f32,
    rank_z: impl Fn(u8) -> f32,
) {
    const RIM: f32 = 4.25;
    for i in 0..8u8 {
        let letter = char::from(b'a' + i).to_string();
        let (x, z) = (file_x(i), rank_z(i));
        commands.spawn(coordinate(letter.clone(), Vec3::new(x, 0.0, -RIM)));
        commands.spawn(coordinate(letter, Vec3::new(x, 0.0, RIM)));
        commands.spawn(coordinate((i + 1).to_string(), Vec3::new(-RIM, 0.0, z)));
        commands.spawn(coordinate((i + 1).to_string(), Vec3::new(RIM, 0.0, z)));
    }
}

/// Moves each label to where its point appears on screen.
fn place_labels(
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    mut labels: Query<(&BoardLabel, &mut Node, &ComputedNode)>,
    scale: Option<Res<UiScale>>,
) {
    let Some((camera, camera_transform)) = cameras.iter().next() else {
        return;
    };
    // The viewport is in logical pixels, a node's `left`/`top` in the
    // interface's units (logical pixels over the interface size).
    let scale = scale.map_or(1.0, |s| s.0);
    for (label, mut node, computed) in &mut labels {
        let Ok(pos) = camera.world_to_viewport(camera_transform, label.0) else {
            continue;
        };
        let size = computed.size() * computed.inverse_scale_factor();
        let left = px(pos.x / scale - size.x / 2.0);
        let top = px(pos.y / scale - size.y / 2.0);
        if node.left != left {
            node.left = left;
        }
        if node.top != top {
            node.top = top;
        }
    }
}
