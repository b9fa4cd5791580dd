//! Framing: the camera is placed so that the table's contents fill the part
//! of the window the HUD leaves free, at any window size and aspect ratio
//! (4:3 to 21:9), whatever the HUD's panels measure in the language and UI
//! size in use.
//!
//! The HUD marks its columns and bars with [`KeepClear`]; each frame the
//! free rectangle between them is measured from the last layout, and
//! [`fit`] finds the camera distance and aim that bring the projected
//! bounding box of the table's contents ([`TableExtent`]) inside it. The
//! player's zoom scales the fitted distance, so zooming out from the
//! default view never lets the HUD cover a square, and zooming in is the
//! player's own choice.

use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::{PrimaryWindow, RequestRedraw};

use super::OrbitCamera;

/// How far the table's contents reach from the board's centre (world
/// units: `half_x` left and right, `half_z` toward and away from the near
/// side), and how high they stand. Each game sets it for its scene (trays
/// and goal zones included).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct TableExtent {
    pub half_x: f32,
    pub half_z: f32,
    pub height: f32,
}

impl Default for TableExtent {
    /// An 8×8 board and its rim.
    fn default() -> Self {
        TableExtent {
            half_x: 4.65,
            half_z: 4.65,
            height: 0.3,
        }
    }
}

/// A HUD node the board is framed clear of: the board stays right of a
/// `Left` node, left of a `Right` node, below a `Top` node and above a
/// `Bottom` node (nodes of zero size reserve nothing).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeepClear {
    Left,
    Right,
    Top,
    Bottom,
}

/// The gap kept between the board's box and the HUD (logical pixels).
pub const MARGIN: f32 = 10.0;

/// A rectangle in logical window pixels, y down.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ScreenRect {
    pub min: Vec2,
    pub max: Vec2,
}

impl ScreenRect {
    #[must_use]
    pub fn size(&self) -> Vec2 {
        self.max - self.min
    }

    #[must_use]
    pub fn center(&self) -> Vec2 {
        (self.min + self.max) / 2.0
    }

    /// Whether the two rectangles share any area.
    #[must_use]
    pub fn intersects(&self, other: &ScreenRect) -> bool {
        self.min.x < other.max.x
            && other.min.x < self.max.x
            && self.min.y < other.max.y
            && other.min.y < self.max.y
    }
}

/// The camera's transform for the orbit's angles and `distance`, looking at
/// the board's centre shifted by `aim` (x: to the camera's right, y: toward
/// the camera, on the table).
#[must_use]
pub fn orbit_transform(orbit: &OrbitCamera, distance: f32, aim: Vec2) -> Transform {
    let turn = Quat::from_rotation_y(orbit.yaw);
    let target = turn * Vec3::new(aim.x, 0.0, aim.y);
    let horizontal = distance * orbit.pitch.cos();
    let eye = target
        + Vec3::new(
            horizontal * orbit.yaw.sin(),
            distance * orbit.pitch.sin(),
            horizontal * orbit.yaw.cos(),
        );
    Transform::from_translation(eye).looking_at(target, Vec3::Y)
}

/// The box around the table's contents, projected into a window of
/// `window` logical pixels by a perspective camera of vertical field of
/// view `fov` at `transform`. `None` when a corner is behind the camera.
#[must_use]
pub fn projected_box(
    transform: &Transform,
    fov: f32,
    window: Vec2,
    extent: &TableExtent,
) -> Option<ScreenRect> {
    let view = transform.to_matrix().inverse();
    let tan = (fov / 2.0).tan();
    let aspect = window.x / window.y;
    let mut min = Vec2::splat(f32::INFINITY);
    let mut max = Vec2::splat(f32::NEG_INFINITY);
    for x in [-extent.half_x, extent.half_x] {
        for z in [-extent.half_z, extent.half_z] {
            for y in [0.0, extent.height] {
                let v = view.transform_point3(Vec3::new(x, y, z));
                if v.z > -0.01 {
                    return None;
                }
                let ndc = Vec2::new(v.x / (-v.z * tan * aspect), v.y / (-v.z * tan));
                let pixel = Vec2::new(
                    (ndc.x + 1.0) / 2.0 * window.x,
                    (1.0 - ndc.y) / 2.0 * window.y,
                );
                min = min.min(pixel);
                max = max.max(pixel);
            }
        }
    }
    Some(ScreenRect { min, max })
}

/// The distance and aim at which the table's contents, seen at the orbit's
/// angles, fill `free` (less [`MARGIN`]) in a window of `window` pixels:
/// as large as fits, centred in it.
#[must_use]
pub fn fit(
    orbit: &OrbitCamera,
    fov: f32,
    window: Vec2,
    free: ScreenRect,
    extent: &TableExtent,
) -> (f32, Vec2) {
    let target = ScreenRect {
        min: free.min + MARGIN,
        max: free.max - MARGIN,
    };
    let wanted = target.size().max(Vec2::splat(40.0));
    // The box is symmetric under half turns, so the fit is made from the
    // near side whatever the yaw: a hotseat swing keeps one framing (and a
    // view turned by hand keeps its zoom).
    let square = OrbitCamera { yaw: 0.0, ..*orbit };
    let mut distance = OrbitCamera::DEFAULT.distance;
    let mut aim = Vec2::ZERO;
    let world_per_pixel = |distance: f32| 2.0 * distance * (fov / 2.0).tan() / window.y;
    for _ in 0..40 {
        let transform = orbit_transform(&square, distance, aim);
        let Some(shown) = projected_box(&transform, fov, window, extent) else {
            distance *= 1.5;
            continue;
        };
        let ratio = (shown.size() / wanted).max_element();
        let error = target.center() - shown.center();
        // The image shrinks about as 1/distance; a move of the aim moves
        // the image the other way.
        distance = (distance * ratio).clamp(2.0, 200.0);
        let step = world_per_pixel(distance);
        aim.x -= error.x * step;
        aim.y -= error.y * step / orbit.pitch.sin().max(0.2);
        if (ratio - 1.0).abs() < 1e-4 && error.length() < 0.05 {
            break;
        }
    }
    (distance, aim)
}

/// The window's free rectangle: between the HUD's [`KeepClear`] nodes, as
/// laid out last frame, in the window's logical pixels (`pixel`: logical
/// pixels per physical one). The interface size scales the nodes, not the
/// window, so a node's own scale factor would measure it in its units.
fn free_rect(
    window: Vec2,
    pixel: f32,
    nodes: &Query<(&KeepClear, &ComputedNode, &UiGlobalTransform)>,
) -> ScreenRect {
    let mut free = ScreenRect {
        min: Vec2::ZERO,
        max: window,
    };
    for (side, node, transform) in nodes {
        let size = node.size() * pixel;
        if size.x <= 0.0 || size.y <= 0.0 {
            continue;
        }
        let center = transform.translation * pixel;
        let (min, max) = (center - size / 2.0, center + size / 2.0);
        match side {
            KeepClear::Left => free.min.x = free.min.x.max(max.x),
            KeepClear::Right => free.max.x = free.max.x.min(min.x),
            KeepClear::Top => free.min.y = free.min.y.max(max.y),
            KeepClear::Bottom => free.max.y = free.max.y.min(min.y),
        }
    }
    free
}

/// Places the camera: the fitted framing, scaled by the player's zoom.
pub(super) fn frame_board(
    windows: Query<&Window, With<PrimaryWindow>>,
    extent: Res<TableExtent>,
    nodes: Query<(&KeepClear, &ComputedNode, &UiGlobalTransform)>,
    mut cameras: Query<(&OrbitCamera, &mut Transform, Option<&Projection>)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok(window) = windows.single() else {
        // No window (headless tests): the fixed framing.
        for (orbit, mut transform, _) in &mut cameras {
            transform.set_if_neq(orbit.transform());
        }
        return;
    };
    let size = window.size();
    if size.x < 1.0 || size.y < 1.0 {
        return;
    }
    let free = free_rect(size, 1.0 / window.scale_factor(), &nodes);
    for (orbit, mut transform, projection) in &mut cameras {
        let fov = match projection {
            Some(Projection::Perspective(p)) => p.fov,
            _ => PerspectiveProjection::default().fov,
        };
        let (distance, aim) = fit(orbit, fov, size, free, &extent);
        let zoom = orbit.distance / OrbitCamera::DEFAULT.distance;
        let placed = orbit_transform(orbit, distance * zoom, aim);
        // (Compared component-wise: `angle_between` of two equal rotations
        // is not always zero, and a camera that "moved" every frame would
        // keep an idle window drawing.)
        let moved = transform.translation.distance(placed.translation) > 1e-4
            || !transform.rotation.abs_diff_eq(placed.rotation, 1e-6);
        if moved {
            *transform = placed;
            // The layout that moved the camera was drawn; draw the new view.
            redraw.write(RequestRedraw);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At every aspect ratio the fitted box lies inside the free area and
    /// touches its margin on at least one axis (as large as fits).
    #[test]
    fn the_board_fills_the_free_area_at_every_aspect() {
        let fov = PerspectiveProjection::default().fov;
        let extent = TableExtent::default();
        for (w, h) in [
            (1024.0, 768.0),
            (1024.0, 600.0),
            (1280.0, 720.0),
            (2560.0, 1080.0),
            (3840.0, 2160.0),
        ] {
            let free = ScreenRect {
                min: Vec2::new(330.0, 60.0),
                max: Vec2::new(w - 220.0, h - 70.0),
            };
            for orbit in [
                OrbitCamera::DEFAULT,
                OrbitCamera {
                    yaw: std::f32::consts::PI,
                    ..OrbitCamera::DEFAULT
                },
                OrbitCamera {
                    pitch: OrbitCamera::MAX_PITCH,
                    ..OrbitCamera::DEFAULT
                },
                OrbitCamera {
                    pitch: OrbitCamera::MIN_PITCH,
                    ..OrbitCamera::DEFAULT
                },
            ] {
                let size = Vec2::new(w, h);
                let (distance, aim) = fit(&orbit, fov, size, free, &extent);
                let shown =
                    projected_box(&orbit_transform(&orbit, distance, aim), fov, size, &extent)
                        .unwrap();
                let inner = free.min + MARGIN - 0.5;
                let outer = free.max - MARGIN + 0.5;
                assert!(
                    shown.min.cmpge(inner).all() && shown.max.cmple(outer).all(),
                    "{w}x{h} {orbit:?}: {shown:?} outside {free:?}"
                );
                let slack = (free.size() - 2.0 * MARGIN) - shown.size();
                assert!(
                    slack.min_element() < 1.0,
                    "{w}x{h} {orbit:?}: not filled, slack {slack:?}"
                );
                let off = shown.center() - free.center();
                assert!(off.length() < 1.0, "{w}x{h}: off centre by {off:?}");
            }
        }
    }
}
