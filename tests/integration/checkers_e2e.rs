//! End to end: the real binary shows a checkers position with kings of both
//! colours; pixels are sampled where the rules say pieces (and empty
//! squares) must be.

use bevy::prelude::*;
use tavola::app::games::checkers::{cell_of, piece_top, square_of};
use tavola::app::kit::board::BoardCell;
use tavola::rules::Side;
use tavola::rules::checkers::{PieceKind, Position, Square, parse_fen};

use crate::e2e::{View, load_png, pixel, screenshot};

const KINGS: &str = "W:W21,22,26,31,K14:B5,6,9,12,K27";

fn luma([r, g, b]: [u8; 3]) -> f32 {
    0.2126 * f32::from(r) + 0.7152 * f32::from(g) + 0.0722 * f32::from(b)
}

#[test]
fn checkers_screenshot_shows_men_and_kings_where_the_rules_put_them() {
    let Some(path) = screenshot("checkers", &["--game", "checkers", "--position", KINGS]) else {
        return;
    };
    let image = load_png(&path);
    let view = View::of(&path);
    let position: Position = parse_fen(KINGS).unwrap();
    let mut kings = 0;
    for square in Square::all() {
        match position.piece_at(square) {
            Some(piece) => {
                let (x, y) = view.project(piece_top(square, piece.kind));
                let rgb @ [r, g, b] = pixel(&image, x, y);
                match (piece.side, piece.kind) {
                    // The gold boss on every king's top.
                    (_, PieceKind::King) => {
                        kings += 1;
                        assert!(
                            r > 140 && g > 100 && b < 100 && r > b + 80,
                            "{square}: gold king top expected, got {rgb:?}"
                        );
                    }
                    (Side::White, PieceKind::Man) => assert!(
                        luma(rgb) > 170.0 && r >= b,
                        "{square}: cream man expected, got {rgb:?}"
                    ),
                    (Side::Black, PieceKind::Man) => assert!(
                        r > g + 50 && r > b + 50 && luma(rgb) < 120.0,
                        "{square}: dark red man expected, got {rgb:?}"
                    ),
                }
                // A king is two men high: beside the boss, the upper man's
                // top shows the side's colour at the king's height.
                if piece.kind == PieceKind::King {
                    let (x, y) =
                        view.project(piece_top(square, piece.kind) + Vec3::new(0.24, 0.0, 0.0));
                    let rgb @ [r, g, b] = pixel(&image, x, y);
                    match piece.side {
                        Side::White => assert!(luma(rgb) > 170.0, "{square}: cream king, {rgb:?}"),
                        Side::Black => {
                            assert!(r > g + 50 && r > b + 50, "{square}: red king, {rgb:?}");
                        }
                    }
                }
            }
            None => {
                // An empty dark square: dark wood (beside the number label).
                let (x, y) = view.project(cell_of(square).center() + Vec3::new(0.15, 0.0, -0.15));
                let rgb @ [r, _, b] = pixel(&image, x, y);
                assert!(
                    luma(rgb) < 110.0 && r > b,
                    "{square}: empty dark square expected, got {rgb:?}"
                );
            }
        }
    }
    assert_eq!(kings, 2);
    // Light squares are light wood, and a1 (dark) is at White's near left.
    for row in 0..8u8 {
        for col in 0..8u8 {
            let cell = BoardCell { col, row };
            if square_of(cell).is_some() {
                continue;
            }
            let (x, y) = view.project(cell.center() + Vec3::new(0.2, 0.0, -0.2));
            let rgb = pixel(&image, x, y);
            assert!(luma(rgb) > 140.0, "light square {col}:{row}, got {rgb:?}");
        }
    }
    assert_eq!(
        square_of(BoardCell { col: 0, row: 7 }),
        Square::parse_algebraic("a1")
    );
}
