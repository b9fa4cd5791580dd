//! Writes the bundled sample games (`assets/games/`): computer against
//! computer at two different levels, every game played to its end. Run with
//! `cargo test --release --no-default-features --lib generate_sample_games
//! -- --ignored` (it overwrites the files).

use std::fmt::Write as _;
use std::path::PathBuf;

use crate::ai::{self, Level, SearchLimits};
use crate::persist::savefile::SavedGame;
use crate::rules::checkers::pdn::{PdnGame, PdnResult};
use crate::rules::{Rules, Side, checkers, gounki, othello};

const MAX_PLIES: usize = 600;

/// Plays `first` (the side to move at the start) against the other level.
fn play<G: Rules>(
    mut state: G,
    levels: [Level; 2],
    seed: u64,
    best: impl Fn(&G, Level, &SearchLimits) -> Option<G::Move>,
    limits: impl Fn(Level) -> SearchLimits,
) -> Option<Vec<G::Move>> {
    let first = state.turn();
    let mut moves = Vec::new();
    while state.outcome().is_none() {
        if moves.len() >= MAX_PLIES {
            return None;
        }
        let level = if state.turn() == first {
            levels[0]
        } else {
            levels[1]
        };
        let mut l = limits(level);
        l.time = None;
        if l.noise > 0 {
            l.noise_seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ moves.len() as u64 | 1;
        }
        let mv = best(&state, level, &l)?;
        state = state.play(mv).ok()?.0;
        moves.push(mv);
    }
    Some(moves)
}

fn label(level: Level) -> String {
    format!("Computer ({})", level.name())
}

fn header(n: usize, first: Side, levels: [Level; 2], result: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# event Tavola sample game {n}");
    let _ = writeln!(
        out,
        "# {} {}",
        first.to_string().to_lowercase(),
        label(levels[0])
    );
    let _ = writeln!(
        out,
        "# {} {}",
        first.opponent().to_string().to_lowercase(),
        label(levels[1])
    );
    let _ = writeln!(out, "# result {result}");
    out
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/games")
}

/// Puts the caption lines right after `# game ...`.
fn with_header(text: &str, header: &str) -> String {
    let (first, rest) = text.split_once('\n').expect("a # game line");
    format!("{first}\n{header}{rest}")
}

#[test]
#[ignore = "writes assets/games; run by hand"]
fn generate_sample_games() {
    let pairs = [
        [Level::Strong, Level::Casual],
        [Level::Casual, Level::Strong],
    ];
    for (i, levels) in pairs.into_iter().enumerate() {
        let n = i + 1;
        // Othello.
        let start = othello::Position::start();
        let moves = (0..50)
            .find_map(|seed| {
                play(
                    start,
                    levels,
                    seed + 10 * n as u64,
                    |p, lv, l| ai::othello::best_move(p, lv, l).best,
                    ai::othello::limits_for,
                )
            })
            .expect("an Othello game");
        let saved = SavedGame::Othello { start, moves };
        let outcome = saved
            .replay()
            .and_then(|r| match r {
                crate::persist::savefile::Replayed::Othello(p) => p.outcome(),
                _ => None,
            })
            .expect("finished");
        let text = with_header(
            &saved.to_text(),
            &header(
                n,
                start.turn(),
                levels,
                &crate::persist::samples::result_text(&outcome),
            ),
        );
        std::fs::write(dir().join(format!("othello-{n}.othello")), text).unwrap();

        // Gounki.
        let g = gounki::Game::default();
        let moves = (0..50)
            .find_map(|seed| {
                play(
                    g.clone(),
                    levels,
                    seed + 10 * n as u64,
                    |p, lv, l| ai::gounki::best_move(p, lv, l).best,
                    ai::gounki::limits_for,
                )
            })
            .expect("a Gounki game");
        let mut end = g.clone();
        for &mv in &moves {
            end = end.play(mv).unwrap().0;
        }
        let outcome = end.outcome().unwrap();
        let saved = SavedGame::Gounki {
            start: *g.position(),
            moves,
        };
        let text = with_header(
            &saved.to_text(),
            &header(
                n,
                g.turn(),
                levels,
                &crate::persist::samples::result_text(&outcome),
            ),
        );
        std::fs::write(dir().join(format!("gounki-{n}.gounki")), text).unwrap();

        // Checkers.
        let c = checkers::Game::default();
        let moves = (0..50)
            .find_map(|seed| {
                play(
                    c.clone(),
                    levels,
                    seed + 10 * n as u64,
                    |p, lv, l| ai::checkers::best_move(p, lv, l).best,
                    ai::checkers::limits_for,
                )
            })
            .expect("a checkers game");
        let mut record = PdnGame::new(c.clone());
        record.moves = moves;
        let end = record.final_game();
        record.result = PdnResult::of_game(&end);
        let first = c.turn();
        record.tags = vec![
            ("Event".into(), format!("Tavola sample game {n}")),
            (capital(first), label(levels[0])),
            (capital(first.opponent()), label(levels[1])),
        ];
        std::fs::write(dir().join(format!("checkers-{n}.pdn")), record.to_pdn()).unwrap();
    }
}

fn capital(side: Side) -> String {
    side.to_string()
}
