//! Clicks quicker than a frame.
//!
//! Bevy's picking sends `Pointer<Click>` to what the pointer hovered in the
//! *previous* frame (a touch lifts off hovering nothing). A pointer that
//! moves onto a button and presses and releases it before the next frame (a
//! touch screen's tap, a fast tablet pen, `xdotool mousemove … click 1`, or
//! any click in reactive mode, where the first frame after a long idle
//! carries all three events) is pressed on the button but released over
//! nothing, so no click came and the title screen sat there with its button
//! lit. Here such a press-and-release on the same entity, still under the
//! pointer, is completed with the click the engine left out; every button
//! and board square then behaves the same however fast it is clicked.

use std::time::Duration;

use bevy::picking::PickingSystems;
use bevy::picking::events::{Click, Press};
use bevy::picking::hover::HoverMap;
use bevy::picking::pointer::{PointerAction, PointerButton, PointerId, PointerInput};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, complete_quick_clicks.after(PickingSystems::Last));
}

fn complete_quick_clicks(
    mut inputs: MessageReader<PointerInput>,
    mut presses: MessageReader<Pointer<Press>>,
    mut clicks: MessageReader<Pointer<Click>>,
    hover: Option<Res<HoverMap>>,
    mut commands: Commands,
) {
    // Nearly every frame has no press: nothing to look at (the other
    // readers are emptied all the same, so no older message is read later).
    let presses: Vec<Pointer<Press>> = presses.read().cloned().collect();
    if presses.is_empty() {
        inputs.clear();
        clicks.clear();
        return;
    }
    // Which pointers released which buttons this frame.
    let released: Vec<(PointerId, PointerButton)> = inputs
        .read()
        .filter_map(|input| match input.action {
            PointerAction::Release(button) => Some((input.pointer_id, button)),
            _ => None,
        })
        .collect();
    let clicked: Vec<(PointerId, Entity)> = clicks
        .read()
        .map(|click| (click.pointer_id, click.entity))
        .collect();
    let Some(hover) = hover else {
        return;
    };
    for press in presses {
        let button = press.event.button;
        let under_pointer = hover
            .get(&press.pointer_id)
            .is_some_and(|hits| hits.contains_key(&press.entity));
        if released.contains(&(press.pointer_id, button))
            && !clicked.contains(&(press.pointer_id, press.entity))
            && under_pointer
        {
            let click = Click {
                button,
                hit: press.event.hit.clone(),
                duration: Duration::ZERO,
                count: press.event.count,
            };
            commands.trigger(Pointer::new(
                press.pointer_id,
                press.pointer_location.clone(),
                click,
                press.entity,
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::picking::backend::HitData;
    use bevy::picking::pointer::Location;

    use super::*;

    #[derive(Resource, Default)]
    struct Clicks(u32);

    /// A pointer that presses and releases a button within one frame (the
    /// engine saw it hover nothing the frame before) still clicks it, once.
    #[test]
    fn a_press_and_release_in_one_frame_is_a_click() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.add_message::<PointerInput>()
            .add_message::<Pointer<Press>>()
            .add_message::<Pointer<Click>>()
            .init_resource::<HoverMap>()
            .init_resource::<Clicks>();
        app.add_systems(PreUpdate, complete_quick_clicks);
        let button = app
            .world_mut()
            .spawn_empty()
            .observe(|_: On<Pointer<Click>>, mut clicks: ResMut<Clicks>| clicks.0 += 1)
            .id();
        let location = Location {
            target: bevy::camera::NormalizedRenderTarget::None {
                width: 1,
                height: 1,
            },
            position: Vec2::ZERO,
        };
        let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
        app.world_mut()
            .resource_mut::<HoverMap>()
            .entry(PointerId::Mouse)
            .or_default()
            .insert(button, hit.clone());
        let press = Press {
            button: PointerButton::Primary,
            hit,
            count: 1,
        };
        app.world_mut().write_message(Pointer::new(
            PointerId::Mouse,
            location.clone(),
            press,
            button,
        ));
        app.world_mut().write_message(PointerInput::new(
            PointerId::Mouse,
            location,
            PointerAction::Release(PointerButton::Primary),
        ));
        app.update();
        assert_eq!(app.world().resource::<Clicks>().0, 1);
        // Nothing new happened: no second click.
        app.update();
        assert_eq!(app.world().resource::<Clicks>().0, 1);
    }
}
