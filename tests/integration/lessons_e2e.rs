//! A rules book's step in a real window: `--lesson gounki:5.1` shows the
//! §6.3 rebound played (the triple round ends on g6, f3 is bare wood) with
//! the book's panel beside the board.

use bevy::prelude::*;
use tavola::app::games::gounki::{self, PIECE_HEIGHT, Place, piece_rest};
use tavola::rules::Side;
use tavola::rules::gounki::Square;

use crate::e2e::{View, load_png, pixel, screenshot};

fn luma([r, g, b]: [u8; 3]) -> f32 {
    0.2126 * f32::from(r) + 0.7152 * f32::from(g) + 0.0722 * f32::from(b)
}

#[test]
fn a_lesson_step_shows_its_move_played_beside_the_book() {
    let Some(path) = screenshot("lesson-rebound", &["--lesson", "gounki:5.1"]) else {
        return;
    };
    let image = load_png(&path);
    let view = View::of(&path);
    let g6 = Square::parse("g6").unwrap();
    let top = piece_rest(
        Side::White,
        Place::Board {
            square: g6,
            level: 2,
        },
    ) + Vec3::new(0.0, PIECE_HEIGHT * 0.42, 0.24);
    let (x, y) = view.project(top);
    let rgb = pixel(&image, x, y);
    // A White piece is pale and nearly grey; the board's light wood is
    // orange (its red well above its blue).
    let white_piece = |[r, g, b]: [u8; 3]| luma([r, g, b]) > 150.0 && r < b.saturating_add(45);
    assert!(
        white_piece(rgb),
        "g6: the triple round after its rebound, got {rgb:?}"
    );
    // Where the tower's top was on f3 there is no piece now.
    let f3 = Square::parse("f3").unwrap();
    let was = piece_rest(
        Side::White,
        Place::Board {
            square: f3,
            level: 2,
        },
    ) + Vec3::new(0.0, PIECE_HEIGHT * 0.42, 0.24);
    let (x, y) = view.project(was);
    let rgb = pixel(&image, x, y);
    assert!(!white_piece(rgb), "f3: the tower has left, got {rgb:?}");
    let (x, y) = view.project(gounki::square_center(f3));
    let [r, _, b] = pixel(&image, x, y);
    assert!(r > b.saturating_add(25), "f3: bare wood, got {:?}", [r, b]);
    // The book's panel: light text on the dark panel, left of the board.
    let mut text = 0;
    let mut panel = 0;
    for y in (60..560).step_by(2) {
        for x in (24..290).step_by(2) {
            let l = luma(pixel(&image, x, y));
            if l > 170.0 {
                text += 1;
            } else if l < 60.0 {
                panel += 1;
            }
        }
    }
    assert!(
        panel > 10_000,
        "the dark panel is drawn ({panel} dark samples)"
    );
    assert!(
        text > 800,
        "the step's text is drawn ({text} light samples)"
    );
}
