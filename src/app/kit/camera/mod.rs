//! The camera: it orbits the board's centre. Right-drag turns it, the wheel
//! zooms within limits, C (or Home) resets the view.

use std::f32::consts::{FRAC_PI_2, PI};

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;

use crate::app::core::schedule::AppSystems;

mod framing;
pub mod hotseat;
pub use framing::{KeepClear, ScreenRect, TableExtent, orbit_transform, projected_box};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(hotseat::plugin);
    app.init_resource::<HoldView>();
    app.init_resource::<TableExtent>();
    app.add_systems(Startup, spawn_camera);
    app.add_systems(
        Update,
        (orbit_with_mouse, reset_view, glide)
            .chain()
            .in_set(AppSystems::RecordInput),
    );
    app.add_systems(Update, framing::frame_board.in_set(AppSystems::Sync));
}

/// While set (a rules book is open), the camera never turns by itself: the
/// hotseat swings stay still and a board is shown from White's side, as
/// the books' texts describe it. The player may still turn it.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HoldView(pub bool);

/// Where the camera sits, as angles around the board's centre.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct OrbitCamera {
    /// Turn around the vertical axis; 0 looks from the near edge (+Z).
    pub yaw: f32,
    /// Height angle above the board, radians.
    pub pitch: f32,
    /// Distance from the centre.
    pub distance: f32,
}

impl OrbitCamera {
    pub const MIN_DISTANCE: f32 = 7.0;
    pub const MAX_DISTANCE: f32 = 24.0;
    pub const MIN_PITCH: f32 = 0.35;
    pub const MAX_PITCH: f32 = FRAC_PI_2 - 0.01;

    /// The default view: from the near edge, high enough to see every square.
    pub const DEFAULT: OrbitCamera = OrbitCamera {
        yaw: 0.0,
        pitch: 1.02,
        distance: 13.0,
    };

    /// The camera transform for these angles.
    #[must_use]
    pub fn transform(&self) -> Transform {
        let horizontal = self.distance * self.pitch.cos();
        // Aim a little left of the board's centre (as the camera sees it) so
        // the board sits right of the status panel in the top-left corner.
        let target = Quat::from_rotation_y(self.yaw) * Vec3::new(-0.7, 0.0, 0.4);
        let eye = target
            + Vec3::new(
                horizontal * self.yaw.sin(),
                self.distance * self.pitch.sin(),
                horizontal * self.yaw.cos(),
            );
        Transform::from_translation(eye).looking_at(target, Vec3::Y)
    }
}

fn spawn_camera(mut commands: Commands) {
    let orbit = OrbitCamera::DEFAULT;
    commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        orbit,
        orbit.transform(),
    ));
}

/// The wheel and a right drag turn and zoom the view over the board; over
/// a panel, a list or a dialog the wheel is theirs (it scrolls them, see
/// `scroll`, or does nothing), and a drag that starts on one does not turn
/// the camera.
fn orbit_with_mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    hover: Option<Res<bevy::picking::hover::HoverMap>>,
    ui_nodes: Query<(), With<ComputedNode>>,
    mut drag_on_panel: Local<bool>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let over_panel = hover.is_some_and(|hover| {
        hover
            .values()
            .flat_map(|hits| hits.keys())
            .any(|&entity| ui_nodes.contains(entity))
    });
    if buttons.just_pressed(MouseButton::Right) {
        *drag_on_panel = over_panel;
    }
    let drag = if buttons.pressed(MouseButton::Right) && !*drag_on_panel {
        motion.delta
    } else {
        Vec2::ZERO
    };
    let zoom = match scroll.unit {
        _ if over_panel => 0.0,
        MouseScrollUnit::Line => scroll.delta.y,
        MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
    };
    if drag == Vec2::ZERO && zoom == 0.0 {
        return;
    }
    for mut orbit in &mut cameras {
        orbit.yaw = (orbit.yaw - drag.x * 0.006).rem_euclid(2.0 * PI);
        orbit.pitch =
            (orbit.pitch + drag.y * 0.005).clamp(OrbitCamera::MIN_PITCH, OrbitCamera::MAX_PITCH);
        orbit.distance = (orbit.distance * (1.0 - zoom * 0.08))
            .clamp(OrbitCamera::MIN_DISTANCE, OrbitCamera::MAX_DISTANCE);
    }
}

/// C or Home: the default view. In a game, preset views: 1 from the near
/// side, 2 from the far side, 3 straight from above.
fn reset_view(
    mut commands: Commands,
    reduced: Res<crate::app::core::anim::ReducedMotion>,
    keys: Res<ButtonInput<KeyCode>>,
    screen: Option<Res<State<crate::app::core::screen::Screen>>>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    let playing = screen.is_some_and(|s| *s.get() == crate::app::core::screen::Screen::Playing);
    // Ctrl+C copies (see `features::paste`), Ctrl+1 is no view.
    if crate::app::core::keys::ctrl(&keys) {
        return;
    }
    let preset = if keys.any_just_pressed([KeyCode::KeyC, KeyCode::Home]) {
        Some(OrbitCamera::DEFAULT)
    } else if !playing {
        None
    } else if keys.just_pressed(KeyCode::Digit1) {
        Some(OrbitCamera::DEFAULT)
    } else if keys.just_pressed(KeyCode::Digit2) {
        Some(OrbitCamera {
            yaw: PI,
            ..OrbitCamera::DEFAULT
        })
    } else if keys.just_pressed(KeyCode::Digit3) {
        Some(OrbitCamera {
            pitch: OrbitCamera::MAX_PITCH,
            distance: 14.0,
            ..OrbitCamera::DEFAULT
        })
    } else {
        None
    };
    if let Some(preset) = preset {
        for orbit in &cameras {
            if reduced.0 {
                commands.remove_resource::<Glide>();
            } else {
                commands.insert_resource(Glide::new(*orbit, preset, PRESET_SECONDS));
            }
        }
        if reduced.0 {
            for mut orbit in &mut cameras {
                *orbit = preset;
            }
        }
    }
}

/// Eased progress (a half cosine) for `t` in 0..1: the camera's moves
/// start and end gently.
#[must_use]
pub fn ease_in_out(t: f32) -> f32 {
    (1.0 - (t.clamp(0.0, 1.0) * PI).cos()) / 2.0
}

/// An eased move of the view: to a preset (C, Home, 1, 2, 3), or the title
/// screen's presentation of its table. Insert it to start one; turning the
/// view by hand ends it where it is.
#[derive(Resource, Debug, Clone, Copy)]
pub struct Glide {
    from: OrbitCamera,
    to: OrbitCamera,
    seconds: f32,
    elapsed: f32,
}

impl Glide {
    #[must_use]
    pub fn new(from: OrbitCamera, to: OrbitCamera, seconds: f32) -> Glide {
        Glide {
            from,
            to,
            seconds,
            elapsed: 0.0,
        }
    }
}

/// How long the view takes to reach a preset.
const PRESET_SECONDS: f32 = 0.6;

fn glide(
    mut commands: Commands,
    time: Res<Time>,
    glide: Option<ResMut<Glide>>,
    buttons: Res<ButtonInput<MouseButton>>,
    mut cameras: Query<&mut OrbitCamera>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(mut glide) = glide else { return };
    // Turning the view by hand takes over.
    if buttons.pressed(MouseButton::Right) {
        commands.remove_resource::<Glide>();
        return;
    }
    glide.elapsed += time.delta_secs();
    let t = (glide.elapsed / glide.seconds).min(1.0);
    let eased = ease_in_out(t);
    // The shorter way round.
    let turn = (glide.to.yaw - glide.from.yaw + PI).rem_euclid(2.0 * PI) - PI;
    for mut orbit in &mut cameras {
        orbit.yaw = (glide.from.yaw + turn * eased).rem_euclid(2.0 * PI);
        orbit.pitch = glide.from.pitch + (glide.to.pitch - glide.from.pitch) * eased;
        orbit.distance = glide.from.distance + (glide.to.distance - glide.from.distance) * eased;
    }
    if t >= 1.0 {
        commands.remove_resource::<Glide>();
    } else {
        redraw.write(bevy::window::RequestRedraw);
    }
}
