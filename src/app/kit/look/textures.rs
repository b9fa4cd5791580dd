//! The surfaces' textures, drawn here at start-up from a few lines of
//! arithmetic (no image files): wood grain for the boards, their frames and
//! the table, and felt for the Othello board. Each is a grey detail map
//! near white: a material's base colour gives the tone, the texture the
//! grain, so themes keep recolouring the base colours as before.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// The generated textures (`None` without an image store: headless runs).
#[derive(Resource, Debug, Clone, Default)]
pub struct Surfaces {
    /// Fine, straight wood grain (board squares and frames).
    pub wood: Option<Handle<Image>>,
    /// Planks with seams (the table).
    pub planks: Option<Handle<Image>>,
    /// Felt: a soft, fine mottle.
    pub felt: Option<Handle<Image>>,
}

pub(super) fn create(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    let Some(mut images) = images else {
        commands.insert_resource(Surfaces::default());
        return;
    };
    commands.insert_resource(Surfaces {
        wood: Some(images.add(image(256, wood))),
        planks: Some(images.add(image(512, planks))),
        felt: Some(images.add(image(128, felt))),
    });
}

/// A square, repeating, sRGB image of `size` pixels whose grey at each
/// point (0..1 across) is `shade`.
fn image(size: u32, shade: fn(f32, f32) -> f32) -> Image {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let v = shade(x as f32 / size as f32, y as f32 / size as f32).clamp(0.0, 1.0);
            let byte = (v * 255.0).round() as u8;
            data.extend_from_slice(&[byte, byte, byte, 255]);
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

/// A repeatable pseudo-random value in 0..1 for a lattice point.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8da6_b343)
        ^ (y as u32).wrapping_mul(0xd816_3841)
        ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0x00ff_ffff) as f32 / 16_777_216.0
}

/// Smooth value noise with a period of `period` lattice cells (so that the
/// texture repeats without a seam).
fn noise(x: f32, y: f32, period: i32, seed: u32) -> f32 {
    let (x, y) = (x * period as f32, y * period as f32);
    let (xi, yi) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - xi as f32, y - yi as f32);
    let s = |t: f32| t * t * (3.0 - 2.0 * t);
    let at = |dx: i32, dy: i32| {
        hash(
            (xi + dx).rem_euclid(period),
            (yi + dy).rem_euclid(period),
            seed,
        )
    };
    let top = at(0, 0) + (at(1, 0) - at(0, 0)) * s(fx);
    let bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * s(fx);
    top + (bottom - top) * s(fy)
}

/// Octaves of noise, 0..1.
fn fbm(x: f32, y: f32, period: i32, seed: u32) -> f32 {
    let mut sum = 0.0;
    let mut weight = 0.5;
    let mut period = period;
    for octave in 0..4 {
        sum += weight * noise(x, y, period, seed + octave);
        weight *= 0.5;
        period *= 2;
    }
    sum / 0.9375
}

/// Wood: growth lines running along x, gently bent, each of its own
/// strength, over fine pores stretched along the grain.
fn wood(x: f32, y: f32) -> f32 {
    let bend = (fbm(x, y * 0.5, 2, 7) - 0.5) * 1.2;
    let ring = y * 22.0 + bend;
    let line = (ring * std::f32::consts::TAU).sin() * 0.5 + 0.5;
    let strength = 0.4 + 0.6 * noise(0.0, ring.floor() / 22.0, 22, 13);
    let pores = noise(x, y, 64, 11) * 0.6 + noise(x, y, 16, 17) * 0.4;
    0.93 - 0.10 * strength * line.powf(4.0) + 0.06 * (pores - 0.5)
}

/// Planks: four boards across, each its own tone, with a dark seam.
fn planks(x: f32, y: f32) -> f32 {
    let boards = 4.0;
    let board = (y * boards).floor();
    let within = y * boards - board;
    let tone = 0.9 + 0.08 * (hash(board as i32, 0, 3) - 0.5);
    let grain = wood(x, (y * boards).fract() / boards + board * 0.37);
    let seam = if !(0.015..=0.985).contains(&within) {
        0.55
    } else {
        1.0
    };
    tone * grain * seam
}

/// Felt: a soft mottle with fine fibres.
fn felt(x: f32, y: f32) -> f32 {
    0.9 + 0.07 * (fbm(x, y, 8, 5) - 0.5) + 0.05 * (noise(x, y, 64, 9) - 0.5)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every texture is a detail map near white (the base colour keeps the
    /// tone) with real variation, and repeats without a seam.
    #[test]
    fn textures_are_light_varied_and_seamless() {
        for (name, shade) in [
            ("wood", wood as fn(f32, f32) -> f32),
            ("planks", planks),
            ("felt", felt),
        ] {
            let samples: Vec<f32> = (0..64)
                .flat_map(|i| (0..64).map(move |j| shade(i as f32 / 64.0, j as f32 / 64.0)))
                .collect();
            let min = samples.iter().copied().fold(f32::INFINITY, f32::min);
            let max = samples.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            assert!(min > 0.4 && max <= 1.0, "{name}: {min}..{max}");
            assert!(max - min > 0.05, "{name}: flat ({min}..{max})");
        }
        for y in [0.1, 0.5, 0.9] {
            assert!((noise(0.0, y, 8, 1) - noise(1.0, y, 8, 1)).abs() < 1e-5);
            assert!((fbm(y, 0.0, 4, 1) - fbm(y, 1.0, 4, 1)).abs() < 1e-5);
        }
    }
}
