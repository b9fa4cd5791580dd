//! Game review benchmark (issue #25): `cargo bench --no-default-features
//! --bench review [-- DEPTH]`.
//!
//! Reviews each bundled sample game (`assets/games/`) at the review's
//! default depth for its game (or DEPTH for all), on 1 and on 2 threads,
//! and prints the two times side by side with the positions per second.
//! The reviews must be identical on both thread counts (checked). The
//! targets: at most 10 s for an Othello game (exact over the last 20
//! empties) and 20 s for a Gounki or checkers game on the 2-core
//! development machine.

use std::time::Instant;

use tavola::analysis::registry::{review_depth, review_saved};
use tavola::analysis::review::{Progress, ReviewOptions};
use tavola::persist::savefile::SavedGame;

const SAMPLES: [(&str, &str); 6] = [
    (
        "othello-1",
        include_str!("../assets/games/othello-1.othello"),
    ),
    (
        "othello-2",
        include_str!("../assets/games/othello-2.othello"),
    ),
    ("gounki-1", include_str!("../assets/games/gounki-1.gounki")),
    ("gounki-2", include_str!("../assets/games/gounki-2.gounki")),
    ("checkers-1", include_str!("../assets/games/checkers-1.pdn")),
    ("checkers-2", include_str!("../assets/games/checkers-2.pdn")),
];

fn main() {
    let depth: Option<u32> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .find_map(|a| a.parse().ok());
    println!("game        moves depth   1 thread   2 threads  speed-up");
    for (name, text) in SAMPLES {
        let game = SavedGame::parse(text, None).expect("sample game");
        let d = depth.unwrap_or_else(|| review_depth(game.kind()));
        let mut times = Vec::new();
        let mut reviews = Vec::new();
        for threads in [1, 2] {
            let opts = ReviewOptions::depth(d).with_threads(threads);
            let t = Instant::now();
            let r = review_saved(&game, &opts, &Progress::default());
            times.push(t.elapsed().as_secs_f64());
            reviews.push(r);
        }
        assert_eq!(reviews[0], reviews[1], "{name}: 1 and 2 threads differ");
        println!(
            "{name:<11} {:>5} {d:>5} {:>9.2} s {:>9.2} s {:>8.2}x",
            game.move_count(),
            times[0],
            times[1],
            times[0] / times[1]
        );
    }
}
