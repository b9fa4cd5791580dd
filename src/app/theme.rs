//! Colours and sizes shared by the 3D scene and the interface.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(BACKGROUND));
}

/// Behind the board.
pub const BACKGROUND: Color = Color::srgb(0.11, 0.12, 0.14);
/// Panels of the interface.
pub const PANEL: Color = Color::srgba(0.08, 0.09, 0.11, 0.88);
/// Buttons at rest, hovered and pressed.
pub const BUTTON: Color = Color::srgb(0.20, 0.24, 0.30);
pub const BUTTON_HOVER: Color = Color::srgb(0.28, 0.34, 0.42);
pub const BUTTON_PRESS: Color = Color::srgb(0.36, 0.52, 0.40);
/// Main and secondary text.
pub const TEXT: Color = Color::srgb(0.93, 0.93, 0.90);
pub const TEXT_DIM: Color = Color::srgb(0.68, 0.70, 0.72);
/// Accent for titles and the side to move.
pub const ACCENT: Color = Color::srgb(0.98, 0.80, 0.35);
/// Warnings (illegal click, pass banner).
pub const WARN: Color = Color::srgb(0.96, 0.55, 0.38);

/// Othello felt and board frame.
pub const FELT: Color = Color::srgb(0.10, 0.42, 0.22);
pub const FELT_FLASH: Color = Color::srgb(0.62, 0.22, 0.18);
pub const BOARD_FRAME: Color = Color::srgb(0.05, 0.16, 0.09);
pub const TABLE: Color = Color::srgb(0.28, 0.20, 0.14);
/// Disc faces.
pub const DISC_BLACK: Color = Color::srgb(0.06, 0.06, 0.07);
pub const DISC_WHITE: Color = Color::srgb(0.93, 0.92, 0.88);
/// Legal-move marker (yellow: distinct from both greens and reds for
/// colour-blind players, and it is a shape — a dot — not a tint).
pub const MARKER: Color = Color::srgb(0.98, 0.86, 0.30);

/// Font sizes.
pub const FONT_TITLE: f32 = 64.0;
pub const FONT_LARGE: f32 = 30.0;
pub const FONT_BODY: f32 = 20.0;
pub const FONT_SMALL: f32 = 16.0;

/// A plain, non-metallic material of `color` and `roughness`.
pub fn matte(
    materials: &mut Assets<StandardMaterial>,
    color: Color,
    roughness: f32,
) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        base_color: color,
        perceptual_roughness: roughness,
        ..default()
    })
}
