//! Materials for the table's surfaces: a base colour for the tone and a
//! detail texture for the grain (see `textures`).

use bevy::prelude::*;

/// A surface material: `color` for the tone, `texture` (a grey detail map
/// from [`Surfaces`]) for the grain, repeated `repeat` times across a face.
pub fn surface(
    materials: &mut Assets<StandardMaterial>,
    color: Color,
    roughness: f32,
    texture: &Option<Handle<Image>>,
    repeat: f32,
) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        base_color: color,
        base_color_texture: texture.clone(),
        perceptual_roughness: roughness,
        uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(repeat)),
        ..default()
    })
}

/// Four cuts of the same wood for a board's squares, so that neighbouring
/// squares do not show the same grain: each samples another part of the
/// texture, two of them turned a quarter.
pub fn square_cuts(
    materials: &mut Assets<StandardMaterial>,
    color: Color,
    roughness: f32,
    wood: &Option<Handle<Image>>,
) -> [Handle<StandardMaterial>; 4] {
    let cut = |i: usize| {
        let angle = if i.is_multiple_of(2) {
            0.0
        } else {
            std::f32::consts::FRAC_PI_2
        };
        let offset = Vec2::new(0.23 * i as f32, 0.41 * i as f32);
        bevy::math::Affine2::from_scale_angle_translation(Vec2::splat(0.45), angle, offset)
    };
    std::array::from_fn(|i| {
        materials.add(StandardMaterial {
            base_color: color,
            base_color_texture: wood.clone(),
            perceptual_roughness: roughness,
            uv_transform: cut(i),
            ..default()
        })
    })
}

/// Which of the four cuts a board cell gets.
#[must_use]
pub fn cut_of(col: u8, row: u8) -> usize {
    (usize::from(col) * 3 + usize::from(row) * 5 + usize::from(col / 2)) % 4
}

/// The tiles of a checkered board: each square one of the four cuts of its
/// colour's wood (`is_dark` tells the colours apart).
pub fn checkered(
    light: [Handle<StandardMaterial>; 4],
    dark: [Handle<StandardMaterial>; 4],
    is_dark: fn(u8, u8) -> bool,
) -> impl Fn(u8, u8) -> Handle<StandardMaterial> {
    move |col, row| {
        let cuts = if is_dark(col, row) { &dark } else { &light };
        cuts[cut_of(col, row)].clone()
    }
}
