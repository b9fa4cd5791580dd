//! A headless app that runs the real game plugins without a window or GPU,
//! and helpers that click cells the way picking would.

use std::time::Duration;

use bevy::asset::AssetPlugin;
use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use tavola::app::core::anim::Busy;
use tavola::app::core::schedule::Launch;
use tavola::app::kit::board::BoardCell;
use tavola::cli::launch::LaunchOptions;

/// The game plugins on top of `MinimalPlugins`, launched with `args`
/// (the same arguments the binary takes), after a few frames.
pub fn headless(args: &[&str]) -> App {
    let mut app = engine(args);
    app.init_asset::<Mesh>();
    start(app)
}

/// The engine's part of a headless app launched with `args`: no game yet
/// (add plugins, then [`start`] it).
pub fn engine(args: &[&str]) -> App {
    let args: Vec<String> = args.iter().map(|s| (*s).to_string()).collect();
    let options = LaunchOptions::parse(args).expect("valid launch options");
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin::default(),
        StatesPlugin,
        InputPlugin,
    ));
    app.init_asset::<StandardMaterial>();
    app.insert_resource(Launch(options));
    // A fixed 60 Hz clock: animations take the same number of frames on any machine.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
        1.0 / 60.0,
    )));
    app
}

/// Adds the game to `app` and runs a few frames.
pub fn start(mut app: App) -> App {
    app.add_plugins(tavola::app::game_plugin);
    frames(&mut app, 3);
    app
}

/// Runs `n` frames.
pub fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// Runs frames until no animation is running (at most ten seconds' worth).
pub fn settle(app: &mut App) {
    for _ in 0..600 {
        if !app.world().resource::<Busy>().active() {
            app.update();
            return;
        }
        app.update();
    }
    panic!("animations never finished");
}

/// The tile entity of a cell.
pub fn tile(app: &mut App, col: u8, row: u8) -> Entity {
    let world = app.world_mut();
    let mut query = world.query::<(Entity, &BoardCell)>();
    query
        .iter(world)
        .find(|(_, cell)| cell.col == col && cell.row == row)
        .map(|(e, _)| e)
        .expect("a tile for every cell")
}

/// A primary click on `entity`, as the picking backend reports it.
pub fn click(app: &mut App, entity: Entity) {
    tavola::app::kit::focus::press(app.world_mut(), entity);
    frames(app, 2);
}

/// Clicks the cell at (`col`, `row`) in display coordinates.
pub fn click_cell(app: &mut App, col: u8, row: u8) {
    let entity = tile(app, col, row);
    click(app, entity);
}

/// A key going down or up, as the window reports it.
pub fn key(app: &mut App, key_code: KeyCode, state: ButtonState) {
    app.world_mut().write_message(KeyboardInput {
        key_code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

/// A key pressed (one frame) and released (one frame).
pub fn tap_key(app: &mut App, key_code: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        key(app, key_code, state);
        frames(app, 1);
    }
}

/// [`tap_key`], then one more frame for what the key started.
pub fn press_key(app: &mut App, key_code: KeyCode) {
    tap_key(app, key_code);
    frames(app, 1);
}

/// The button whose label starts with `label`, under any open dialog.
pub fn button(app: &mut App, label: &str) -> Entity {
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<(Entity, &Children), With<Button>>();
    let found: Vec<(Entity, Vec<Entity>)> = buttons
        .iter(world)
        .map(|(e, c)| (e, c.iter().collect()))
        .collect();
    found
        .into_iter()
        .find(|(_, children)| {
            children
                .iter()
                .any(|&c| world.get::<Text>(c).is_some_and(|t| t.0.starts_with(label)))
        })
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no button {label:?}"))
}

/// Every text on screen.
pub fn texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    world
        .query::<&Text>()
        .iter(world)
        .map(|t| t.0.clone())
        .collect()
}

/// The entity named `name` (a `Name` component), if there is one.
pub fn named(app: &mut App, name: &str) -> Option<Entity> {
    let world = app.world_mut();
    world
        .query::<(Entity, &Name)>()
        .iter(world)
        .find(|(_, n)| n.as_str() == name)
        .map(|(e, _)| e)
}
