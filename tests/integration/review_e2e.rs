//! The review in a real window: a saved game whose review says that its
//! worst move gave a corner away opens (`--load … --review`) at that move,
//! with the corner framed on the board in the warning colour.

use bevy::prelude::*;
use tavola::analysis::Grade;
use tavola::analysis::reason::{Reason, ReasonKind};
use tavola::analysis::registry::{review_saved, text_with_review};
use tavola::analysis::{Progress, ReviewOptions};
use tavola::persist::savefile::SavedGame;
use tavola::rules::othello::Square;

use crate::e2e::{View, load_png, pixel, screenshot};

/// Whether `rgb` is the warning frame's orange (lit by nothing: it is
/// unlit, so only the window's colour handling changes it).
fn orange([r, g, b]: [u8; 3]) -> bool {
    r > 200 && (50..160).contains(&g) && b < 110
}

/// Whether some pixel within 3 of `(x, y)` is orange.
fn orange_near(image: &Image, (x, y): (u32, u32)) -> bool {
    (x.saturating_sub(3)..=x + 3)
        .flat_map(|px| (y.saturating_sub(3)..=y + 3).map(move |py| (px, py)))
        .filter(|&(px, py)| px < image.width() && py < image.height())
        .any(|(px, py)| orange(pixel(image, px, py)))
}

#[test]
fn a_review_opens_at_its_worst_move_with_the_squares_of_its_reason_framed() {
    // A short game reviewed quickly, then its last move made the one error
    // (as a deeper review would have it), with its reason: a1 given away.
    let game = SavedGame::parse("f5d6c3d3c4f4", Some(tavola::game_kind::GameKind::Othello))
        .expect("a game");
    let mut reviewed = review_saved(&game, &ReviewOptions::depth(1), &Progress::default());
    let last = reviewed.records.len() - 1;
    for (i, record) in reviewed.records.iter_mut().enumerate() {
        record.grade = Grade::Best;
        record.loss = 0.0;
        record.reason = None;
        if i == last {
            record.grade = Grade::Mistake;
            record.loss = 15.0;
            record.reason = Some(
                Reason::new(ReasonKind::GivesCorner, vec!["a1".into()], vec![])
                    .with_better(record.best.clone()),
            );
        }
    }
    let dir = std::env::temp_dir().join(format!("tavola-review-e2e-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("corner.othello");
    std::fs::write(&file, text_with_review(&game, &reviewed)).unwrap();
    let Some(path) = screenshot(
        "review-reason",
        &["--load", file.to_str().unwrap(), "--review"],
    ) else {
        return;
    };
    let image = load_png(&path);
    let view = View::of(&path);
    // The frame's bars run along a cell's edges, 0.395 of a cell from its
    // centre, just above the surface.
    let frame_bars = |square: Square| {
        let centre = tavola::app::games::othello::rest_translation(square);
        let surface = Vec3::new(
            centre.x,
            tavola::app::kit::board::SURFACE_Y + 0.024,
            centre.z,
        );
        [
            surface + Vec3::Z * 0.395,
            surface - Vec3::Z * 0.395,
            surface + Vec3::X * 0.395,
            surface - Vec3::X * 0.395,
        ]
    };
    let a1 = Square::parse("a1").unwrap();
    let framed = frame_bars(a1)
        .iter()
        .filter(|&&p| orange_near(&image, view.project(p)))
        .count();
    assert!(framed >= 3, "a1's frame: {framed} of 4 bars seen");
    for other in ["h8", "h1", "a8", "e6"] {
        let square = Square::parse(other).unwrap();
        let seen = frame_bars(square)
            .iter()
            .filter(|&&p| orange_near(&image, view.project(p)))
            .count();
        assert_eq!(seen, 0, "{other} is not framed");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
