//! The title screen's table: every game's board at its start position,
//! side by side on one table (each game lays out its own miniature, see
//! `board::display`), framed between the title and the cards. On arrival
//! the camera glides once across the table to present the boards, then
//! rests: an idle title screen draws nothing.

use bevy::prelude::*;

use crate::app::core::registry::GameList;

use crate::app::core::anim::ReducedMotion;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::kit::board::display::Miniatures;
use crate::app::kit::camera::{Glide, OrbitCamera, TableExtent};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), start_presenting);
    // In `Update`, not on entering: the games make their meshes and
    // materials at start-up, after the first screen is entered.
    app.add_systems(
        Update,
        spawn_table
            .in_set(AppSystems::Sync)
            .run_if(in_state(Screen::Title).and_then(not(any_with_component::<TitleTable>))),
    );
    app.add_systems(OnExit(Screen::Title), back_to_the_game_view);
}

/// The distance between the boards' centres on the table.
const SPACING: f32 = 10.6;
/// The glide across the table, and where it starts and ends.
const GLIDE_SECONDS: f32 = 6.0;
const FROM: OrbitCamera = OrbitCamera {
    yaw: -0.32,
    pitch: 1.05,
    distance: 13.0,
};
const TO: OrbitCamera = OrbitCamera {
    yaw: 0.0,
    pitch: 0.78,
    distance: 13.0,
};

/// The root of the title screen's table.
#[derive(Component)]
struct TitleTable;

fn spawn_table(world: &mut World) {
    let games = world.resource::<GameList>().0.clone();
    let miniatures = world.resource::<Miniatures>().clone();
    let table = {
        let mesh = world
            .resource_mut::<Assets<Mesh>>()
            .add(Plane3d::default().mesh().size(80.0, 40.0));
        let planks = world
            .resource::<crate::app::kit::look::Surfaces>()
            .planks
            .clone();
        let material = crate::app::kit::look::surface(
            &mut world.resource_mut::<Assets<StandardMaterial>>(),
            crate::app::core::theme::TABLE,
            0.85,
            &planks,
            10.0,
        );
        (Mesh3d(mesh), MeshMaterial3d(material))
    };
    let root = world
        .spawn((
            Name::new("Title table"),
            TitleTable,
            DespawnOnExit(Screen::Title),
            Transform::default(),
            Visibility::default(),
        ))
        .id();
    world.spawn((
        Name::new("Table"),
        table,
        Transform::from_xyz(0.0, crate::app::kit::board::SURFACE_Y - 0.33, 0.0),
        Pickable::IGNORE,
        ChildOf(root),
    ));
    let middle = (games.len() as f32 - 1.0) / 2.0;
    for (i, kind) in games.iter().enumerate() {
        let Some(miniature) = miniatures.of(*kind) else {
            continue;
        };
        let slot = world
            .spawn((
                Name::new(format!("{} on the table", kind.title())),
                Transform::from_xyz((i as f32 - middle) * SPACING, 0.0, 0.0),
                Visibility::default(),
                ChildOf(root),
            ))
            .id();
        for entity in miniature(world) {
            let mut stack = vec![entity];
            while let Some(e) = stack.pop() {
                // Only to look at: no clicks, and gone with the title screen.
                world.entity_mut(e).insert(Pickable::IGNORE);
                if let Some(children) = world.get::<Children>(e) {
                    stack.extend(children.iter());
                }
            }
            world
                .entity_mut(entity)
                .remove::<DespawnOnExit<Screen>>()
                .insert(ChildOf(slot));
        }
    }
    world.insert_resource(TableExtent {
        half_x: middle * SPACING + 4.6,
        half_z: 4.6,
        height: 0.4,
    });
}

fn start_presenting(
    mut commands: Commands,
    reduced: Res<ReducedMotion>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    for mut orbit in &mut cameras {
        *orbit = if reduced.0 { TO } else { FROM };
    }
    if !reduced.0 {
        commands.insert_resource(Glide::new(FROM, TO, GLIDE_SECONDS));
    }
}

/// A game starts from the usual view, whatever the title screen showed.
fn back_to_the_game_view(mut commands: Commands, mut cameras: Query<&mut OrbitCamera>) {
    commands.remove_resource::<Glide>();
    for mut orbit in &mut cameras {
        *orbit = OrbitCamera::DEFAULT;
    }
    commands.insert_resource(TableExtent::default());
}
