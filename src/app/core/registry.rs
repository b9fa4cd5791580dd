//! The games this build registers, and per-game tables for the shared code.
//!
//! Shared code never names a game: a feature that must do something for
//! "the game on screen" keeps one entry per game in a [`PerGame`] table,
//! filled when the game is registered, and looks it up by [`GameKind`].

use bevy::prelude::*;

use crate::game_kind::GameKind;

/// The games registered, in the order the title screen shows them.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct GameList(pub Vec<GameKind>);

/// One value per registered game, found by its kind (a feature's functions
/// for that game, usually monomorphised generic functions).
#[derive(Resource, Debug, Clone)]
pub struct PerGame<T>(Vec<(GameKind, T)>);

impl<T> Default for PerGame<T> {
    fn default() -> Self {
        PerGame(Vec::new())
    }
}

impl<T: Send + Sync + 'static> PerGame<T> {
    /// Registers `value` for `kind` (replacing an earlier one).
    pub fn add(app: &mut App, kind: GameKind, value: T) {
        let mut table = app
            .world_mut()
            .get_resource_or_insert_with(PerGame::<T>::default);
        table.0.retain(|(k, _)| *k != kind);
        table.0.push((kind, value));
    }

    /// The value registered for `kind`.
    #[must_use]
    pub fn of(&self, kind: GameKind) -> Option<&T> {
        self.0.iter().find(|(k, _)| *k == kind).map(|(_, v)| v)
    }

    /// Every registered value, in registration order.
    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.0.iter().map(|(_, v)| v)
    }
}

impl<T: Clone + Send + Sync + 'static> PerGame<T> {
    /// The value registered for `kind` in `world`, copied out (so that the
    /// caller may go on to use the world mutably).
    #[must_use]
    pub fn get(world: &World, kind: GameKind) -> Option<T> {
        world.get_resource::<PerGame<T>>()?.of(kind).cloned()
    }

    /// Every registered value in `world`, copied out.
    #[must_use]
    pub fn all(world: &World) -> Vec<T> {
        world
            .get_resource::<PerGame<T>>()
            .map(|t| t.values().cloned().collect())
            .unwrap_or_default()
    }
}

/// Adds `kind` to the registered games (once).
pub fn register_kind(app: &mut App, kind: GameKind) {
    let mut list = app
        .world_mut()
        .get_resource_or_insert_with(GameList::default);
    if !list.0.contains(&kind) {
        list.0.push(kind);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_finds_each_game_and_replaces_on_a_second_registration() {
        let [first, second, third] = GameKind::ALL;
        let mut app = App::new();
        PerGame::add(&mut app, second, 2_u8);
        PerGame::add(&mut app, first, 1_u8);
        PerGame::add(&mut app, second, 3_u8);
        let world = app.world();
        assert_eq!(PerGame::<u8>::get(world, second), Some(3));
        assert_eq!(PerGame::<u8>::get(world, first), Some(1));
        assert_eq!(PerGame::<u8>::get(world, third), None);
        assert_eq!(PerGame::<u8>::all(world), vec![1, 3]);
    }
}

/// What shared code may ask of the game on screen, whatever it is (filled
/// by `features::add_game` from the game's `AppGame`).
#[derive(Clone, Copy)]
pub struct GameHooks {
    /// Drops a half-made move (a selected piece or stack); whether there
    /// was one (`AppGame::cancel_selection`).
    pub cancel_selection: fn(&mut World) -> bool,
}
