//! The look of the table: the light (a key light whose shadow cascades are
//! fitted to a tabletop, a fill, a low ambient so black stays black), the
//! room's dim falloff (distance fog into the background colour), the
//! surfaces' textures, and the graphics quality that scales shadows,
//! anti-aliasing and filtering.
//!
//! Quality is a setting (`graphics_quality`: auto, low, medium, high). Auto
//! picks from the graphics adapter: a software renderer such as llvmpipe
//! gets Low, an integrated GPU Medium, any other GPU High.

mod materials;
pub mod textures;

use bevy::core_pipeline::prepass::DepthPrepass;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::light::{
    CascadeShadowConfig, CascadeShadowConfigBuilder, DirectionalLightShadowMap,
    ShadowFilteringMethod,
};
use bevy::pbr::{DistanceFog, FogFalloff};
use bevy::prelude::*;
use bevy::render::view::Msaa;

use crate::app::core::schedule::AppSystems;

pub use materials::{checkered, cut_of, square_cuts, surface};
pub use textures::Surfaces;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<QualityChoice>();
    app.init_resource::<AdapterQuality>();
    app.init_resource::<GraphicsQuality>();
    app.add_systems(PreStartup, textures::create);
    app.add_systems(Startup, (spawn_lights, detect_adapter));
    app.add_systems(
        Update,
        (resolve_quality, apply_quality)
            .chain()
            .in_set(AppSystems::Sync),
    );
}

/// A graphics quality level.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GraphicsQuality {
    #[default]
    Low,
    Medium,
    High,
}

impl GraphicsQuality {
    pub const ALL: [GraphicsQuality; 3] = [Self::Low, Self::Medium, Self::High];

    /// Shadow cascades over the table.
    fn cascades(self) -> CascadeShadowConfig {
        let (num_cascades, first) = match self {
            Self::Low => (1, 28.0),
            Self::Medium => (2, 16.0),
            Self::High => (3, 12.0),
        };
        // The camera is 7 to 24 units from the board's centre and what is
        // played on lies within 6 of it: shadows from 4 to 28 units away
        // cover every piece (the engine's defaults are for a 150 m world,
        // and would spread the map's texels over empty table).
        CascadeShadowConfigBuilder {
            num_cascades,
            minimum_distance: 4.0,
            maximum_distance: 28.0,
            first_cascade_far_bound: first,
            overlap_proportion: 0.2,
        }
        .build()
    }

    fn shadow_map_size(self) -> usize {
        match self {
            Self::Low | Self::Medium => 2048,
            Self::High => 4096,
        }
    }

    fn msaa(self) -> Msaa {
        match self {
            Self::Low => Msaa::Off,
            Self::Medium | Self::High => Msaa::Sample4,
        }
    }

    fn shadow_filter(self) -> ShadowFilteringMethod {
        match self {
            Self::Low => ShadowFilteringMethod::Hardware2x2,
            Self::Medium | Self::High => ShadowFilteringMethod::Gaussian,
        }
    }
}

/// The player's choice: a level, or `None` for the adapter's.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct QualityChoice(pub Option<GraphicsQuality>);

impl QualityChoice {
    /// Auto, Low, Medium, High, Auto…
    #[must_use]
    pub fn next(self) -> QualityChoice {
        QualityChoice(match self.0 {
            None => Some(GraphicsQuality::Low),
            Some(GraphicsQuality::Low) => Some(GraphicsQuality::Medium),
            Some(GraphicsQuality::Medium) => Some(GraphicsQuality::High),
            Some(GraphicsQuality::High) => None,
        })
    }
}

/// The level "auto" means on this machine.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AdapterQuality(pub GraphicsQuality);

fn detect_adapter(
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    mut quality: ResMut<AdapterQuality>,
) {
    let Some(adapter) = adapter else { return };
    // wgpu's `DeviceType` is not re-exported by Bevy: read its name.
    quality.0 = quality_for(&format!("{:?}", adapter.device_type), &adapter.name);
    info!(
        "graphics adapter {:?} ({:?}): auto quality {:?}",
        adapter.name, adapter.device_type, quality.0
    );
}

/// The level for an adapter: software renderers get Low.
#[must_use]
pub fn quality_for(device: &str, name: &str) -> GraphicsQuality {
    let name = name.to_ascii_lowercase();
    let software = ["llvmpipe", "lavapipe", "softpipe", "swiftshader", "warp"];
    if device == "Cpu" || software.iter().any(|s| name.contains(s)) {
        GraphicsQuality::Low
    } else if device == "IntegratedGpu" {
        GraphicsQuality::Medium
    } else {
        GraphicsQuality::High
    }
}

fn resolve_quality(
    choice: Res<QualityChoice>,
    adapter: Res<AdapterQuality>,
    mut quality: ResMut<GraphicsQuality>,
) {
    quality.set_if_neq(choice.0.unwrap_or(adapter.0));
}

/// The key light (it casts the shadows).
#[derive(Component, Debug)]
pub struct KeyLight;

fn spawn_lights(mut commands: Commands) {
    // From the near left, high: the pieces' shadows fall back and right,
    // away from the player's eye.
    commands.spawn((
        Name::new("Key light"),
        KeyLight,
        DirectionalLight {
            illuminance: 7_500.0,
            shadow_maps_enabled: true,
            color: Color::srgb(1.0, 0.96, 0.90),
            ..default()
        },
        GraphicsQuality::Low.cascades(),
        Transform::from_xyz(-5.0, 12.0, 7.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    // A cool fill from the far right softens the shadow side.
    commands.spawn((
        Name::new("Fill light"),
        DirectionalLight {
            illuminance: 1_800.0,
            shadow_maps_enabled: false,
            color: Color::srgb(0.85, 0.90, 1.0),
            ..default()
        },
        Transform::from_xyz(6.0, 6.0, -8.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        brightness: 140.0,
        ..default()
    });
}

/// The room around the table fades into the background colour.
fn room_fog() -> DistanceFog {
    DistanceFog {
        color: crate::app::core::theme::BACKGROUND,
        falloff: FogFalloff::Linear {
            start: 20.0,
            end: 48.0,
        },
        ..default()
    }
}

fn apply_quality(
    mut commands: Commands,
    quality: Res<GraphicsQuality>,
    cameras: Query<Entity, With<Camera3d>>,
    new_cameras: Query<(), Added<Camera3d>>,
    mut lights: Query<&mut CascadeShadowConfig, With<KeyLight>>,
    shadow_map: Option<ResMut<DirectionalLightShadowMap>>,
) {
    if !quality.is_changed() && new_cameras.is_empty() {
        return;
    }
    let level = *quality;
    for camera in &cameras {
        commands.entity(camera).insert((
            level.msaa(),
            level.shadow_filter(),
            Tonemapping::TonyMcMapface,
            room_fog(),
            // Depth first: every pixel is shaded once, whatever order the
            // engine draws the table, the board and the pieces in.
            DepthPrepass,
        ));
    }
    for mut cascades in &mut lights {
        *cascades = level.cascades();
    }
    if let Some(mut map) = shadow_map {
        map.size = level.shadow_map_size();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn software_renderers_get_low_quality() {
        assert_eq!(
            quality_for("Cpu", "llvmpipe (LLVM 15.0.6, 256 bits)"),
            GraphicsQuality::Low
        );
        assert_eq!(quality_for("Other", "llvmpipe"), GraphicsQuality::Low);
        assert_eq!(
            quality_for("IntegratedGpu", "Intel(R) UHD Graphics"),
            GraphicsQuality::Medium
        );
        assert_eq!(
            quality_for("DiscreteGpu", "NVIDIA H200"),
            GraphicsQuality::High
        );
    }

    #[test]
    fn the_choice_cycles_through_auto_and_every_level() {
        let mut choice = QualityChoice::default();
        let mut seen = Vec::new();
        for _ in 0..4 {
            choice = choice.next();
            seen.push(choice.0);
        }
        assert_eq!(
            seen,
            [
                Some(GraphicsQuality::Low),
                Some(GraphicsQuality::Medium),
                Some(GraphicsQuality::High),
                None
            ]
        );
    }
}
