//! Lists that can be taller than the window: a [`scroll_list`] clips its
//! entries and scrolls them vertically, so a dialog's title and its Close
//! button stay on screen however long the list is, in the smallest window,
//! at the largest interface size, in the wordiest language.
//!
//! - The mouse wheel scrolls the list under the pointer (the innermost
//!   one that can still move that way).
//! - The keyboard focus is always in view: when it moves to an entry the
//!   list shows, the list scrolls just enough to show it whole.
//! - A thin thumb at the list's right edge shows where the view is and how
//!   much there is; it is hidden when everything fits.
//!
//! Bevy 0.19's UI has the scrolling nodes (`Overflow::scroll_y` with
//! `ScrollPosition`) but leaves the wheel, the focus and the thumb to the
//! application: they are here, once, for every list.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::picking::hover::HoverMap;
use bevy::prelude::*;
use bevy::ui::{IgnoreScroll, UiGlobalTransform, UiSystems};

use super::focus::Focus;
use crate::app::core::schedule::AppSystems;
use crate::app::core::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            scroll_with_wheel.in_set(AppSystems::RecordInput),
            (focus_into_view, attach_thumbs, place_thumbs)
                .chain()
                .in_set(AppSystems::Ui),
        ),
    );
    app.add_systems(PostUpdate, redraw_for_thumbs.after(UiSystems::Layout));
}

/// A list that scrolls vertically (see the module docs).
#[derive(Component, Debug, Default, Clone, Copy)]
pub struct ScrollList;

/// The thumb of a [`ScrollList`].
#[derive(Component, Debug)]
pub struct ScrollThumb;

/// The list's thumb entity.
#[derive(Component, Debug)]
struct ThumbOf(Entity);

/// How far one notch of the wheel scrolls (logical pixels).
const LINE: f32 = 40.0;

/// The room kept above and below a focused entry scrolled into view.
const FOCUS_ROOM: f32 = 8.0;

/// The thumb's width; the list keeps this much room at its right edge.
const THUMB_WIDTH: f32 = 6.0;

/// A column of entries that scrolls vertically when it is taller than the
/// room it is given: it shrinks to fit its parent (a dialog's panel, a
/// column beside the board) and never grows past its entries.
pub fn scroll_list() -> impl Bundle {
    (
        ScrollList,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            overflow: Overflow::scroll_y(),
            // A scrolling item may shrink below its content's height.
            flex_shrink: 1.0,
            min_height: px(0),
            max_width: percent(100),
            padding: UiRect::right(px(THUMB_WIDTH + 4.0)),
            ..default()
        },
        ScrollPosition::default(),
        // The list is hovered anywhere (for the wheel) without taking
        // clicks from what lies under it.
        Pickable {
            should_block_lower: false,
            is_hoverable: true,
        },
    )
}

/// The wheel scrolls the innermost hovered list that can move that way.
fn scroll_with_wheel(
    mut wheel: MessageReader<MouseWheel>,
    hover: Option<Res<HoverMap>>,
    parents: Query<&ChildOf>,
    mut lists: Query<(&mut ScrollPosition, &ComputedNode), With<ScrollList>>,
) {
    let Some(hover) = hover else {
        wheel.clear();
        return;
    };
    for event in wheel.read() {
        let mut delta = -event.y;
        if event.unit == MouseScrollUnit::Line {
            delta *= LINE;
        }
        if delta == 0.0 {
            continue;
        }
        let hovered: Vec<Entity> = hover
            .values()
            .flat_map(|hits| hits.keys().copied())
            .collect();
        'hovered: for entity in hovered {
            let mut at = Some(entity);
            while let Some(node) = at {
                if let Ok((mut position, computed)) = lists.get_mut(node) {
                    let max = max_offset(computed);
                    let next = (position.y + delta).clamp(0.0, max);
                    if (next - position.y).abs() > 0.01 {
                        position.y = next;
                        break 'hovered;
                    }
                }
                at = parents.get(node).ok().map(ChildOf::parent);
            }
        }
    }
}

/// How far `list` can scroll, in logical pixels.
fn max_offset(list: &ComputedNode) -> f32 {
    ((list.content_size().y - list.size().y + list.scrollbar_size.y) * list.inverse_scale_factor())
        .max(0.0)
}

/// The scroll that shows the span `top..bottom` (offsets in the list's
/// content) whole in a view `view` high now scrolled to `scroll`: the
/// least change, nothing if it is already in view.
#[must_use]
pub fn scroll_to_show(scroll: f32, view: f32, top: f32, bottom: f32) -> f32 {
    if top < scroll {
        top
    } else if bottom > scroll + view {
        (bottom - view).min(top)
    } else {
        scroll
    }
}

/// When the keyboard focus moves to an entry of a list, the list scrolls
/// to show it (once the entry has been laid out).
fn focus_into_view(
    focus: Res<Focus>,
    mut pending: Local<Option<Entity>>,
    mut last: Local<Option<Entity>>,
    parents: Query<&ChildOf>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform)>,
    mut lists: Query<(&mut ScrollPosition, &ComputedNode, &UiGlobalTransform), With<ScrollList>>,
) {
    if focus.0 != *last {
        *last = focus.0;
        *pending = focus.0;
    }
    let Some(target) = *pending else { return };
    let Ok((node, transform)) = nodes.get(target) else {
        *pending = None;
        return;
    };
    if node.size().y <= 0.0 {
        return; // not laid out yet: the next frame
    }
    *pending = None;
    let mut at = parents.get(target).ok().map(ChildOf::parent);
    while let Some(ancestor) = at {
        if let Ok((mut position, list, list_transform)) = lists.get_mut(ancestor) {
            let scale = list.inverse_scale_factor();
            let view = list.size().y * scale;
            // Offsets in the list's content, in logical pixels: where the
            // entry is on screen now, plus how far the list is scrolled.
            let list_top = (list_transform.translation.y - list.size().y / 2.0) * scale;
            let centre = transform.translation.y * scale - list_top + position.y;
            // The entry and a little room around it (its margins).
            let half = node.size().y * scale / 2.0 + FOCUS_ROOM;
            let next = scroll_to_show(position.y, view, centre - half, centre + half)
                .clamp(0.0, max_offset(list));
            if (next - position.y).abs() > 0.5 {
                position.y = next;
            }
            return;
        }
        at = parents.get(ancestor).ok().map(ChildOf::parent);
    }
}

/// Gives every list its thumb (again, if a rebuild of the list's entries
/// took it away).
fn attach_thumbs(
    lists: Query<(Entity, Option<&ThumbOf>), With<ScrollList>>,
    thumbs: Query<(), With<ScrollThumb>>,
    mut commands: Commands,
) {
    for (list, thumb) in &lists {
        if thumb.is_some_and(|t| thumbs.contains(t.0)) {
            continue;
        }
        let thumb = commands
            .spawn((
                ScrollThumb,
                Node {
                    position_type: PositionType::Absolute,
                    right: px(0),
                    top: px(0),
                    width: px(THUMB_WIDTH),
                    height: px(0),
                    display: Display::None,
                    border_radius: BorderRadius::all(px(THUMB_WIDTH / 2.0)),
                    ..default()
                },
                // It stays where it is put while the entries scroll.
                IgnoreScroll(BVec2::new(false, true)),
                BackgroundColor(theme::TEXT_DIM),
                Pickable::IGNORE,
                ChildOf(list),
            ))
            .id();
        commands.entity(list).insert(ThumbOf(thumb));
    }
}

/// Where the thumb of a list goes: its top and height (logical pixels), or
/// `None` when the whole list shows.
fn thumb_geometry(list: &ComputedNode, scroll: f32) -> Option<(f32, f32)> {
    let scale = list.inverse_scale_factor();
    let view = list.size().y * scale;
    let content = list.content_size().y * scale;
    if view <= 0.0 || content <= view + 1.0 {
        return None;
    }
    let height = (view * view / content).max(16.0).min(view);
    let travel = view - height;
    let max = (content - view).max(1.0);
    Some(((scroll / max).clamp(0.0, 1.0) * travel, height))
}

fn place_thumbs(
    lists: Query<(&ComputedNode, &ScrollPosition, &ThumbOf), With<ScrollList>>,
    mut thumbs: Query<&mut Node, With<ScrollThumb>>,
) {
    for (list, scroll, thumb) in &lists {
        let Ok(mut node) = thumbs.get_mut(thumb.0) else {
            continue;
        };
        let (display, top, height) = match thumb_geometry(list, scroll.y) {
            Some((top, height)) => (Display::Flex, px(top), px(height)),
            None => (Display::None, node.top, node.height),
        };
        if node.display != display || node.top != top || node.height != height {
            node.display = display;
            node.top = top;
            node.height = height;
        }
    }
}

/// A list laid out anew (a dialog just opened, a window resized) may need
/// its thumb placed: one more frame does it (the window draws only on
/// input otherwise).
fn redraw_for_thumbs(
    lists: Query<(&ComputedNode, &ScrollPosition, &ThumbOf), With<ScrollList>>,
    thumbs: Query<&Node, With<ScrollThumb>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    for (list, scroll, thumb) in &lists {
        let Ok(node) = thumbs.get(thumb.0) else {
            continue;
        };
        let stale = match thumb_geometry(list, scroll.y) {
            Some((top, height)) => {
                node.display == Display::None || node.top != px(top) || node.height != px(height)
            }
            None => node.display != Display::None,
        };
        if stale {
            redraw.write(bevy::window::RequestRedraw);
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::scroll_to_show;

    #[test]
    fn the_least_scroll_shows_an_entry_whole() {
        // In view: no change.
        assert_eq!(scroll_to_show(100.0, 300.0, 150.0, 200.0), 100.0);
        // Above the view: its top at the top.
        assert_eq!(scroll_to_show(100.0, 300.0, 40.0, 90.0), 40.0);
        // Below the view: its bottom at the bottom.
        assert_eq!(scroll_to_show(100.0, 300.0, 420.0, 460.0), 160.0);
        // Taller than the view: its top shows.
        assert_eq!(scroll_to_show(0.0, 100.0, 300.0, 500.0), 300.0);
    }
}
