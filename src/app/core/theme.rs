//! Colours and sizes shared by the 3D scene and the interface, and the
//! colour themes.
//!
//! Everything is written in the standard palette (the constants below).
//! The high-contrast theme maps each standard colour to a counterpart with
//! stronger contrast ([`high_contrast`]): pure black and white pieces,
//! boards whose squares differ strongly from each other and from the pieces
//! on them, opaque black panels, white text and saturated highlights. The
//! mapping is applied live (see `recolour`), so the game, the panels and the
//! title screen switch at once when the setting changes.

use bevy::prelude::*;

pub use crate::persist::settings::Theme;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ActiveTheme>();
    app.insert_resource(ClearColor(BACKGROUND));
}

/// The colour theme in use.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ActiveTheme(pub Theme);

impl ActiveTheme {
    /// `standard` as this theme shows it.
    #[must_use]
    pub fn colour(self, standard: Color) -> Color {
        match self.0 {
            Theme::Default => standard,
            Theme::HighContrast => high_contrast(standard).unwrap_or(standard),
        }
    }
}

/// The high-contrast counterpart of a standard colour (`None` for a colour
/// the theme leaves alone).
#[must_use]
pub fn high_contrast(standard: Color) -> Option<Color> {
    HIGH_CONTRAST
        .iter()
        .find(|(from, _)| *from == standard)
        .map(|&(_, to)| to)
}

/// Standard colour → high-contrast colour. No target is itself a source, so
/// mapping twice changes nothing.
const HIGH_CONTRAST: &[(Color, Color)] = &[
    // Interface.
    (BACKGROUND, Color::srgb(0.0, 0.0, 0.0)),
    (PANEL, Color::srgba(0.0, 0.0, 0.0, 0.97)),
    (DIALOG, Color::srgb(0.0, 0.0, 0.0)),
    (BUTTON, Color::srgb(0.0, 0.16, 0.46)),
    (BUTTON_HOVER, Color::srgb(0.0, 0.30, 0.78)),
    (BUTTON_PRESS, Color::srgb(0.0, 0.50, 0.16)),
    (TEXT, Color::srgb(1.0, 1.0, 1.0)),
    (TEXT_DIM, Color::srgb(0.94, 0.94, 0.94)),
    (ACCENT, Color::srgb(1.0, 0.92, 0.0)),
    (WARN, Color::srgb(1.0, 0.50, 0.22)),
    (FOCUS, Color::srgb(1.0, 1.0, 0.0)),
    (GRADE_BEST, Color::srgb(0.30, 1.0, 0.30)),
    (GRADE_INACCURACY, Color::srgb(1.0, 1.0, 0.40)),
    (GRADE_MISTAKE, Color::srgb(1.0, 0.62, 0.0)),
    (GRADE_BLUNDER, Color::srgb(1.0, 0.16, 0.16)),
    // Othello.
    (FELT, Color::srgb(0.0, 0.50, 0.14)),
    (FELT_FLASH, Color::srgb(0.95, 0.05, 0.05)),
    (BOARD_FRAME, Color::srgb(0.01, 0.01, 0.01)),
    (TABLE, Color::srgb(0.16, 0.16, 0.16)),
    (DISC_BLACK, Color::srgb(0.0, 0.0, 0.0)),
    (DISC_WHITE, Color::srgb(1.0, 1.0, 1.0)),
    (MARKER, Color::srgb(1.0, 0.96, 0.0)),
    // Checkers: white pieces pure white, black pieces bright red, both on
    // near-black dark squares next to near-white light ones.
    (CHECKERS_WHITE, Color::srgb(1.0, 1.0, 1.0)),
    (CHECKERS_WHITE_EDGE, Color::srgb(0.55, 0.55, 0.55)),
    (CHECKERS_BLACK, Color::srgb(0.92, 0.08, 0.08)),
    (CHECKERS_BLACK_EDGE, Color::srgb(0.45, 0.0, 0.0)),
    (CHECKERS_LIGHT, Color::srgb(0.97, 0.95, 0.88)),
    (CHECKERS_DARK, Color::srgb(0.03, 0.03, 0.03)),
    (CHECKERS_FLASH, Color::srgb(0.95, 0.05, 0.05)),
    (CHECKERS_FRAME, Color::srgb(0.30, 0.30, 0.30)),
    // Gounki: black and white pieces on blue-grey squares that neither
    // colour blends into.
    (GOUNKI_WHITE, Color::srgb(1.0, 1.0, 1.0)),
    (GOUNKI_BLACK, Color::srgb(0.0, 0.0, 0.0)),
    (GOUNKI_WHITE_MARK, Color::srgb(0.05, 0.05, 0.05)),
    (GOUNKI_BLACK_MARK, Color::srgb(1.0, 0.85, 0.10)),
    (GOUNKI_LIGHT, Color::srgb(0.49, 0.57, 0.71)),
    (GOUNKI_DARK, Color::srgb(0.34, 0.39, 0.53)),
    (GOUNKI_FRAME, Color::srgb(0.12, 0.12, 0.12)),
    (GOUNKI_GOAL_WHITE, Color::srgb(0.88, 0.88, 0.88)),
    (GOUNKI_GOAL_BLACK, Color::srgb(0.06, 0.06, 0.06)),
    (GOUNKI_TRAY, Color::srgb(0.22, 0.22, 0.22)),
];

/// Behind the board.
pub const BACKGROUND: Color = Color::srgb(0.11, 0.12, 0.14);
/// Panels of the interface.
pub const PANEL: Color = Color::srgba(0.08, 0.09, 0.11, 0.88);
/// Dialogs (opaque: they sit over the board or the title screen).
/// The panel colour without its transparency (what faded text starts as).
pub const PANEL_OPAQUE: Color = Color::srgb(0.08, 0.09, 0.11);
pub const DIALOG: Color = Color::srgb(0.09, 0.10, 0.12);
/// Buttons at rest, hovered and pressed.
pub const BUTTON: Color = Color::srgb(0.20, 0.24, 0.30);
pub const BUTTON_HOVER: Color = Color::srgb(0.28, 0.34, 0.42);
pub const BUTTON_PRESS: Color = Color::srgb(0.36, 0.52, 0.40);
/// The keyboard focus outline.
pub const FOCUS: Color = Color::srgb(0.55, 0.85, 1.0);
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
/// Review grades (always shown with their symbol or name as well).
pub const GRADE_BEST: Color = Color::srgb(0.45, 0.85, 0.45);
pub const GRADE_INACCURACY: Color = Color::srgb(0.95, 0.85, 0.35);
pub const GRADE_MISTAKE: Color = Color::srgb(0.98, 0.60, 0.25);
pub const GRADE_BLUNDER: Color = Color::srgb(0.85, 0.22, 0.20);
pub const MARKER: Color = Color::srgb(0.98, 0.86, 0.30);

/// Checkers pieces (top and edge), squares, refusal flash and frame.
pub const CHECKERS_WHITE: Color = Color::srgb(0.93, 0.86, 0.68);
pub const CHECKERS_WHITE_EDGE: Color = Color::srgb(0.62, 0.52, 0.36);
pub const CHECKERS_BLACK: Color = Color::srgb(0.42, 0.09, 0.07);
pub const CHECKERS_BLACK_EDGE: Color = Color::srgb(0.16, 0.03, 0.02);
pub const CHECKERS_LIGHT: Color = Color::srgb(0.80, 0.64, 0.42);
pub const CHECKERS_DARK: Color = Color::srgb(0.24, 0.13, 0.06);
pub const CHECKERS_FLASH: Color = Color::srgb(0.75, 0.22, 0.16);
pub const CHECKERS_FRAME: Color = Color::srgb(0.20, 0.11, 0.05);

/// Gounki pieces and their marks, squares, frame, goal zones and trays.
pub const GOUNKI_WHITE: Color = Color::srgb(0.95, 0.91, 0.80);
pub const GOUNKI_BLACK: Color = Color::srgb(0.09, 0.07, 0.06);
pub const GOUNKI_WHITE_MARK: Color = Color::srgb(0.62, 0.44, 0.25);
pub const GOUNKI_BLACK_MARK: Color = Color::srgb(0.80, 0.62, 0.30);
pub const GOUNKI_LIGHT: Color = Color::srgb(0.87, 0.74, 0.53);
pub const GOUNKI_DARK: Color = Color::srgb(0.60, 0.41, 0.24);
pub const GOUNKI_FRAME: Color = Color::srgb(0.36, 0.22, 0.12);
pub const GOUNKI_GOAL_WHITE: Color = Color::srgb(0.78, 0.74, 0.62);
pub const GOUNKI_GOAL_BLACK: Color = Color::srgb(0.20, 0.17, 0.16);
pub const GOUNKI_TRAY: Color = Color::srgb(0.30, 0.19, 0.11);

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

#[cfg(test)]
mod tests {
    use super::*;

    /// Mapping is idempotent (a mapped colour is never mapped again) and
    /// every source appears once.
    #[test]
    fn high_contrast_targets_are_not_sources() {
        for (i, &(from, to)) in HIGH_CONTRAST.iter().enumerate() {
            assert!(high_contrast(to).is_none(), "{to:?} is also a source");
            assert!(
                HIGH_CONTRAST[..i].iter().all(|&(f, _)| f != from),
                "{from:?} twice"
            );
        }
    }

    /// Pieces stand out from the squares they stand on (relative luminance
    /// ratio, as WCAG defines contrast) by at least 3:1 in high contrast.
    #[test]
    fn high_contrast_pieces_stand_out() {
        fn luminance(c: Color) -> f32 {
            let l = c.to_linear();
            0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
        }
        fn ratio(a: Color, b: Color) -> f32 {
            let (a, b) = (luminance(a) + 0.05, luminance(b) + 0.05);
            a.max(b) / a.min(b)
        }
        let hc = |c| high_contrast(c).unwrap();
        for (piece, square) in [
            (DISC_BLACK, FELT),
            (DISC_WHITE, FELT),
            (CHECKERS_WHITE, CHECKERS_DARK),
            (CHECKERS_BLACK, CHECKERS_DARK),
            (GOUNKI_WHITE, GOUNKI_LIGHT),
            (GOUNKI_WHITE, GOUNKI_DARK),
            (GOUNKI_BLACK, GOUNKI_LIGHT),
            (GOUNKI_BLACK, GOUNKI_DARK),
            (TEXT, PANEL),
            (TEXT, BUTTON),
        ] {
            let r = ratio(hc(piece), hc(square));
            assert!(r >= 3.0, "{piece:?} on {square:?}: {r}");
        }
    }
}
