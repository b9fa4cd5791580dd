//! The wheel belongs to what is under the pointer: over a panel of the HUD
//! (the status column, the move list, the review) it never zooms the
//! camera; over the board it does. A right drag that starts on a panel does
//! not turn the view.

use bevy::ecs::entity::EntityHashMap;
use bevy::input::ButtonState;
use bevy::input::mouse::{MouseButtonInput, MouseMotion, MouseScrollUnit, MouseWheel};
use bevy::picking::backend::HitData;
use bevy::picking::hover::HoverMap;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use tavola::app::kit::camera::OrbitCamera;

use crate::harness::{frames, headless, named, settle};

fn orbit(app: &mut App) -> OrbitCamera {
    let world = app.world_mut();
    *world
        .query::<&OrbitCamera>()
        .single(world)
        .expect("one camera")
}

/// The pointer over `entity` (or over nothing, the board's space).
fn hover(app: &mut App, entity: Option<Entity>) {
    let mut hits = EntityHashMap::default();
    if let Some(entity) = entity {
        hits.insert(entity, HitData::new(Entity::PLACEHOLDER, 0.0, None, None));
    }
    let mut map = HoverMap::default();
    map.insert(PointerId::Mouse, hits);
    app.insert_resource(map);
}

fn wheel(app: &mut App, lines: f32) {
    app.world_mut().write_message(MouseWheel {
        unit: MouseScrollUnit::Line,
        x: 0.0,
        y: lines,
        window: Entity::PLACEHOLDER,
        phase: bevy::input::touch::TouchPhase::Moved,
    });
    frames(app, 1);
}

fn right_drag(app: &mut App) {
    let button = |state| MouseButtonInput {
        button: MouseButton::Right,
        state,
        window: Entity::PLACEHOLDER,
    };
    app.world_mut().write_message(button(ButtonState::Pressed));
    frames(app, 1);
    for _ in 0..3 {
        app.world_mut().write_message(MouseMotion {
            delta: Vec2::new(40.0, 10.0),
        });
        frames(app, 1);
    }
    app.world_mut().write_message(button(ButtonState::Released));
    frames(app, 1);
}

#[test]
fn the_wheel_over_a_panel_never_zooms_and_over_the_board_it_does() {
    let mut app = headless(&["--game", "othello", "--moves", "f5d6c3d3c4"]);
    settle(&mut app);
    if !app.world().contains_resource::<HoverMap>() {
        app.init_resource::<HoverMap>();
    }
    let column = named(&mut app, "Left column").expect("the HUD's left column");
    let before = orbit(&mut app);
    hover(&mut app, Some(column));
    wheel(&mut app, 3.0);
    wheel(&mut app, -2.0);
    assert_eq!(orbit(&mut app), before, "the wheel over a panel");
    right_drag(&mut app);
    assert_eq!(orbit(&mut app), before, "a drag started on a panel");

    hover(&mut app, None);
    wheel(&mut app, 3.0);
    let zoomed = orbit(&mut app);
    assert!(zoomed.distance < before.distance, "over the board it zooms");
    right_drag(&mut app);
    assert_ne!(orbit(&mut app).yaw, zoomed.yaw, "and a drag turns it");
}
