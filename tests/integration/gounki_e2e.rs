//! Gounki end to end: a mid-game position with stacks of every height in a
//! real window, checked by sampling the screenshot where the rules say the
//! towers, the empty wooden squares and the goal zones are.

use bevy::prelude::*;
use tavola::app::games::gounki::{self, PIECE_HEIGHT, Place, piece_rest};
use tavola::rules::Side;
use tavola::rules::gounki::{Position, Square};

use crate::e2e::{View, load_png, pixel, screenshot};

/// Stacks of heights 1, 2 and 3 for both sides, White to move (so the
/// hotseat camera stays at the default view).
const POSITION: &str = "r1[ss]1r1s1/1[rrs]2[sr]2s/2r5/3[RR]1[rr]2/1[SSR]6/8/S1[RS]2S1[RRR]/1R6 w";

fn luma([r, g, b]: [u8; 3]) -> f32 {
    0.2126 * f32::from(r) + 0.7152 * f32::from(g) + 0.0722 * f32::from(b)
}

#[test]
fn gounki_screenshot_shows_the_towers_the_rules_hold() {
    let Some(path) = screenshot("gounki", &["--game", "gounki", "--position", POSITION]) else {
        return;
    };
    let image = load_png(&path);
    let view = View::of(&path);
    let position = Position::parse(POSITION).unwrap();
    let mut heights = [false; 4];
    let (mut light, mut dark) = (Vec::new(), Vec::new());
    for square in Square::all() {
        match position.stack_at(square) {
            Some(stack) => {
                heights[usize::from(stack.height())] = true;
                // The top face of the tower, beside the engraving and toward
                // the camera.
                let top = piece_rest(
                    stack.owner,
                    Place::Board {
                        square,
                        level: stack.height() - 1,
                    },
                ) + Vec3::new(0.0, PIECE_HEIGHT * 0.42, 0.24);
                let (x, y) = view.project(top);
                let rgb = pixel(&image, x, y);
                match stack.owner {
                    Side::White => assert!(
                        luma(rgb) > 150.0,
                        "{square}: top of a White tower expected, got {rgb:?}"
                    ),
                    // Black's satin wood has a soft sheen on its top.
                    Side::Black => assert!(
                        luma(rgb) < 80.0,
                        "{square}: top of a Black tower expected, got {rgb:?}"
                    ),
                }
                // A tower of 3 is tall: a point a little above its top
                // where a single piece would end already shows it.
                if stack.height() == 3 {
                    let side = piece_rest(stack.owner, Place::Board { square, level: 2 })
                        + Vec3::new(0.0, 0.0, 0.28);
                    let (x, y) = view.project(side);
                    let rgb = pixel(&image, x, y);
                    let dark_piece = luma(rgb) < 80.0;
                    assert_eq!(
                        dark_piece,
                        stack.owner == Side::Black,
                        "{square}: the third piece's side, got {rgb:?}"
                    );
                }
            }
            None => {
                let (x, y) = view.project(gounki::square_center(square));
                let rgb = pixel(&image, x, y);
                let [r, _, b] = rgb;
                assert!(
                    r > b.saturating_add(25),
                    "{square}: bare wood expected, got {rgb:?}"
                );
                if square.is_dark() {
                    dark.push(luma(rgb));
                } else {
                    light.push(luma(rgb));
                }
            }
        }
    }
    assert!(heights[1] && heights[2] && heights[3], "every height shown");
    let mean = |v: &[f32]| v.iter().sum::<f32>() / v.len() as f32;
    assert!(
        mean(&light) > mean(&dark) + 20.0,
        "checkered: light squares {} vs dark {}",
        mean(&light),
        mean(&dark)
    );
    // White's goal (pale) lies beyond rank 8, at the far edge.
    let (x, y) = view.project(Vec3::new(-1.0, -0.03, -gounki::GOAL_OFFSET));
    let rgb = pixel(&image, x, y);
    assert!(luma(rgb) > 150.0, "White's goal strip, got {rgb:?}");
}

#[test]
fn gounki_rebound_is_seen_at_the_side_wall_mid_move() {
    // b2-b4 for a double round: a3, then off the left wall back to b4.
    // Hop b2-a3 0.3 s, a3 to the wall 0.2 s, the touch 0.16 s: at 0.58 s the
    // stack presses against the wall between ranks 3 and 4.
    let Some(path) = screenshot(
        "gounki-rebound",
        &[
            "--game",
            "gounki",
            "--position",
            "7r/8/8/8/8/8/1[RR]6/8 w",
            "--moves",
            "b2-b4",
            "--screenshot-at",
            "0.58",
        ],
    ) else {
        return;
    };
    let image = load_png(&path);
    let view = View::of(&path);
    let wall = gounki::board_point(-0.5, 2.5) + Vec3::Y * PIECE_HEIGHT * 0.5;
    let rgb = pixel(&image, view.project(wall).0, view.project(wall).1);
    assert!(
        luma(rgb) > 165.0,
        "the White stack at the wall, got {rgb:?}"
    );
    for square in ["b2", "a3", "b4"] {
        let (x, y) = view.project(gounki::square_center(Square::parse(square).unwrap()));
        let rgb = pixel(&image, x, y);
        let [r, _, b] = rgb;
        assert!(
            r > b.saturating_add(25),
            "{square}: bare wood while the stack is at the wall, got {rgb:?}"
        );
    }
}
