//! Keyboard focus for the interface's buttons, and modal dialogs.
//!
//! - A [`Modal`] is a dialog on top of everything (the game menu, settings,
//!   the saved-game chooser, a draw offer). While one is open the board does
//!   not take keys, and Esc closes the dialog instead of acting on the game.
//! - Focus moves over the buttons of the newest modal, or of the title
//!   screen when no modal is open: Tab goes to the next button in reading
//!   order and Shift+Tab to the previous one; the arrows (and a gamepad's
//!   d-pad, which presses them) go to the nearest button in their direction
//!   on screen, chosen by Bevy's directional navigation
//!   (`bevy::input_focus::navigator::find_best_candidate`) among the
//!   buttons the dialog offers (never one behind it); where there is none
//!   that way (the end of a list) or the layout is not known yet, Down /
//!   Right step like Tab and Up / Left like Shift+Tab, going round. Enter or Space presses the focused button exactly like a
//!   primary click (the same `Pointer<Click>` observers run). In a game
//!   without a dialog the arrows, Tab and Enter belong to the board cursor
//!   (see `keyboard`).
//! - A modal focuses its first button when it opens; the title screen shows
//!   focus only once the keyboard is used.

use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::input_focus::directional_navigation::{AutoNavigationConfig, FocusableArea};
use bevy::input_focus::navigator::find_best_candidate;
use bevy::math::CompassOctant;
use bevy::picking::backend::HitData;
use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;

use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::theme::{self, ActiveTheme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Focus>();
    app.add_systems(
        Update,
        (navigate, close_on_escape)
            .chain()
            .in_set(AppSystems::Dialogs),
    );
    app.add_systems(Update, show_focus.in_set(AppSystems::Ui));
}

/// The root of a dialog that takes the keyboard while it is open.
#[derive(Component, Debug, Default, Clone, Copy)]
pub struct Modal;

/// The focused button, if any.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Focus(pub Option<Entity>);

/// Run condition: no dialog is open (the board and game keys may act).
pub fn no_modal(modals: Query<(), With<Modal>>) -> bool {
    modals.is_empty()
}

/// The newest open dialog.
fn top_modal(modals: &Query<(Entity, Ref<Modal>)>) -> Option<Entity> {
    modals
        .iter()
        .max_by_key(|(entity, modal)| (modal.added().get(), *entity))
        .map(|(entity, _)| entity)
}

/// The visible buttons under `root`, in layout order.
fn buttons_under(
    root: Entity,
    children: &Query<&Children>,
    visibility: &Query<(&Visibility, Has<Button>)>,
    out: &mut Vec<Entity>,
) {
    // A hidden node hides its whole subtree.
    let (shown, is_button) = visibility
        .get(root)
        .map_or((true, false), |(v, b)| (*v != Visibility::Hidden, b));
    if !shown {
        return;
    }
    if is_button {
        out.push(root);
        return;
    }
    if let Ok(kids) = children.get(root) {
        for kid in kids.iter() {
            buttons_under(kid, children, visibility, out);
        }
    }
}

/// The buttons the keyboard can reach now, in order.
#[allow(clippy::too_many_arguments)]
fn reachable(
    modals: &Query<(Entity, Ref<Modal>)>,
    screen: &State<Screen>,
    roots: &Query<Entity, (With<Node>, Without<ChildOf>)>,
    children: &Query<&Children>,
    visibility: &Query<(&Visibility, Has<Button>)>,
) -> Vec<Entity> {
    let mut out = Vec::new();
    if let Some(modal) = top_modal(modals) {
        buttons_under(modal, children, visibility, &mut out);
    } else if *screen.get() == Screen::Title {
        let mut tops: Vec<Entity> = roots.iter().collect();
        tops.sort();
        for root in tops {
            buttons_under(root, children, visibility, &mut out);
        }
    }
    out
}

/// Where `entity` is on screen, in logical pixels; `None` before layout.
fn area_of(
    entity: Entity,
    nodes: &Query<(&ComputedNode, &UiGlobalTransform)>,
) -> Option<FocusableArea> {
    let (node, transform) = nodes.get(entity).ok()?;
    if node.is_empty() {
        return None;
    }
    let scale = node.inverse_scale_factor();
    Some(FocusableArea {
        entity,
        position: transform.translation * scale,
        size: node.size() * scale,
    })
}

/// The button nearest to `from` in `direction` among `reachable`, by
/// Bevy's directional navigation; `None` where there is none that way or
/// the layout is unknown.
fn neighbour(
    from: Entity,
    direction: CompassOctant,
    reachable: &[Entity],
    nodes: &Query<(&ComputedNode, &UiGlobalTransform)>,
    config: &AutoNavigationConfig,
) -> Option<Entity> {
    let origin = area_of(from, nodes)?;
    let candidates: Vec<FocusableArea> = reachable
        .iter()
        .filter(|&&b| b != from)
        .filter_map(|&b| area_of(b, nodes))
        .collect();
    find_best_candidate(&origin, direction, &candidates, config)
}

#[allow(clippy::too_many_arguments)]
fn navigate(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut focus: ResMut<Focus>,
    modals: Query<(Entity, Ref<Modal>)>,
    screen: Res<State<Screen>>,
    roots: Query<Entity, (With<Node>, Without<ChildOf>)>,
    children: Query<&Children>,
    visibility: Query<(&Visibility, Has<Button>)>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform)>,
    // Bevy's defaults: any overlap counts, aligned buttons first.
    config: Local<AutoNavigationConfig>,
    mut commands: Commands,
) {
    let reachable = reachable(&modals, &screen, &roots, &children, &visibility);
    if reachable.is_empty() {
        focus.set_if_neq(Focus(None));
        return;
    }
    let mut position = focus.0.and_then(|f| reachable.iter().position(|&b| b == f));
    // A dialog that just opened takes the focus to its first button.
    let fresh_modal = modals.iter().any(|(_, m)| m.is_added());
    if position.is_none() && (fresh_modal || focus.0.is_some()) {
        focus.0 = Some(reachable[0]);
        position = Some(0);
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let ctrl = crate::app::core::keys::ctrl(&keys);
    if ctrl {
        return;
    }
    let arrow = [
        (KeyCode::ArrowUp, CompassOctant::North, false),
        (KeyCode::ArrowDown, CompassOctant::South, true),
        (KeyCode::ArrowLeft, CompassOctant::West, false),
        (KeyCode::ArrowRight, CompassOctant::East, true),
    ]
    .into_iter()
    .find(|(key, _, _)| keys.just_pressed(*key));
    let mut forward = keys.just_pressed(KeyCode::Tab) && !shift;
    let mut back = keys.just_pressed(KeyCode::Tab) && shift;
    if let Some((_, direction, ahead)) = arrow {
        match focus
            .0
            .and_then(|from| neighbour(from, direction, &reachable, &nodes, &config))
        {
            Some(next) => focus.0 = Some(next),
            // Nothing that way (the end of a list: it goes round), no focus
            // yet, or no layout: step in reading order.
            None => {
                forward |= ahead;
                back |= !ahead;
            }
        }
    }
    let count = reachable.len();
    if forward {
        focus.0 = Some(reachable[position.map_or(0, |p| (p + 1) % count)]);
    } else if back {
        focus.0 = Some(reachable[position.map_or(count - 1, |p| (p + count - 1) % count)]);
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(target) = focus.0
        && reachable.contains(&target)
    {
        commands.queue(move |world: &mut World| press(world, target));
    }
    // These keys were for the focused buttons: nothing later in the frame
    // (the board cursor, a game's own keys) sees them.
    for key in [
        KeyCode::Tab,
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
        KeyCode::Enter,
        KeyCode::NumpadEnter,
        KeyCode::Space,
    ] {
        keys.clear_just_pressed(key);
    }
}

/// Presses `button` as a primary click would.
pub fn press(world: &mut World, button: Entity) {
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1,
            height: 1,
        },
        position: Vec2::ZERO,
    };
    let click = Click {
        button: PointerButton::Primary,
        hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
        duration: Duration::ZERO,
        count: 1,
    };
    if world.get_entity(button).is_ok() {
        world.trigger(Pointer::new(PointerId::Mouse, location, click, button));
    }
}

/// Esc closes the newest dialog (a draw offer is then declined).
pub fn close_on_escape(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    modals: Query<(Entity, Ref<Modal>)>,
    mut commands: Commands,
) {
    if keys.just_pressed(KeyCode::Escape)
        && let Some(modal) = top_modal(&modals)
    {
        commands.entity(modal).despawn();
        // The same press must not open the game menu again.
        keys.clear_just_pressed(KeyCode::Escape);
    }
}

/// An outline around the focused button.
fn show_focus(
    focus: Res<Focus>,
    modals: Query<Ref<Modal>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    active: Res<ActiveTheme>,
    mut outlines: Query<(Entity, &mut Outline), With<Button>>,
    buttons: Query<Entity, (With<Button>, Without<Outline>)>,
    mut commands: Commands,
) {
    // A dialog that just opened is focused on the next frame: ask for it
    // (the window only draws on input otherwise).
    if modals.iter().any(|m| m.is_added()) {
        redraw.write(bevy::window::RequestRedraw);
    }
    let focus_colour = active.colour(theme::FOCUS);
    if let Some(target) = focus.0
        && buttons.contains(target)
    {
        commands
            .entity(target)
            .insert(Outline::new(px(3), px(2), focus_colour));
    }
    for (entity, mut outline) in &mut outlines {
        let colour = if focus.0 == Some(entity) {
            focus_colour
        } else {
            Color::NONE
        };
        if outline.color != colour {
            outline.color = colour;
        }
    }
}
