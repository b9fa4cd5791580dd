//! Boards to look at: each game lays its start position out as a
//! miniature (its own board, tiles and pieces, none of them pickable) for
//! the title screen's table. A game registers how with [`register`].

use bevy::ecs::world::CommandQueue;
use bevy::prelude::*;

use crate::game_kind::GameKind;

/// Spawns a game's board and pieces at the start, around the origin; hands
/// back the top-level entities spawned.
pub type Miniature = fn(&mut World) -> Vec<Entity>;

/// The games' miniatures, in registration order.
#[derive(Resource, Debug, Default, Clone)]
pub struct Miniatures(pub Vec<(GameKind, Miniature)>);

impl Miniatures {
    #[must_use]
    pub fn of(&self, kind: GameKind) -> Option<Miniature> {
        self.0.iter().find(|(k, _)| *k == kind).map(|(_, m)| *m)
    }
}

/// Registers the miniature of `kind`.
pub fn register(app: &mut App, kind: GameKind, miniature: Miniature) {
    app.init_resource::<Miniatures>();
    app.world_mut()
        .resource_mut::<Miniatures>()
        .0
        .push((kind, miniature));
}

/// Runs `build` with commands and the mesh assets, then applies what it
/// queued; returns what `build` returns.
pub fn spawn_with(
    world: &mut World,
    build: impl FnOnce(&mut Commands, &mut Assets<Mesh>) -> Vec<Entity>,
) -> Vec<Entity> {
    let mut queue = CommandQueue::default();
    let spawned = world.resource_scope(|world, mut meshes: Mut<Assets<Mesh>>| {
        let mut commands = Commands::new(&mut queue, world);
        build(&mut commands, &mut meshes)
    });
    queue.apply(world);
    spawned
}

/// A game's miniature: a board to look at in `style`, and the pieces
/// `pieces` spawns on it.
pub fn spawn_miniature(
    world: &mut World,
    style: &super::BoardStyle,
    pieces: impl FnOnce(&mut Commands) -> Vec<Entity>,
) -> Vec<Entity> {
    spawn_with(world, |commands, meshes| {
        let mut spawned = vec![super::spawn_display_board(commands, meshes, style)];
        spawned.extend(pieces(commands));
        spawned
    })
}
