//! The one place that names the three games: the bundled puzzles, the
//! proof and the generator for a [`GameKind`].

use std::sync::OnceLock;

use crate::game_kind::GameKind;
use crate::persist::{SavedGame, samples::SAMPLES};
use crate::rules::{Notation, Side, checkers, gounki, othello};

use super::generate::{SourceGame, generate};
use super::prove::verify;
use super::{Puzzle, PuzzleTextError, parse_file};

/// The bundled puzzle files (generated with the seeds in their headers).
const OTHELLO: &str = include_str!("../../assets/puzzles/othello.txt");
const GOUNKI: &str = include_str!("../../assets/puzzles/gounki.txt");
const CHECKERS: &str = include_str!("../../assets/puzzles/checkers.txt");

/// The bundled puzzles of a game (read once; a bundled file that does not
/// read is a build error caught by the tests, and gives no puzzles).
#[must_use]
pub fn bundled(kind: GameKind) -> &'static [Puzzle] {
    static SETS: OnceLock<[Vec<Puzzle>; 3]> = OnceLock::new();
    let sets = SETS.get_or_init(|| {
        [OTHELLO, GOUNKI, CHECKERS].map(|text| parse_file(text).unwrap_or_default())
    });
    &sets[kind as usize]
}

/// The bundled puzzle with this id (`o-0001`, `g-0042`, `c-0300`), in
/// whichever game has it.
#[must_use]
pub fn bundled_by_id(id: &str) -> Option<&'static Puzzle> {
    [GameKind::Othello, GameKind::Gounki, GameKind::Checkers]
        .into_iter()
        .flat_map(bundled)
        .find(|p| p.id == id)
}

/// The bundled file's text (for the tests that read it strictly).
#[must_use]
pub fn bundled_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Othello => OTHELLO,
        GameKind::Gounki => GOUNKI,
        GameKind::Checkers => CHECKERS,
    }
}

/// Re-proves one puzzle with its game's prover.
pub fn verify_puzzle(puzzle: &Puzzle) -> Result<(), String> {
    match puzzle.game {
        GameKind::Othello => verify::<othello::Position>(puzzle),
        GameKind::Gounki => verify::<gounki::Game>(puzzle),
        GameKind::Checkers => verify::<checkers::Game>(puzzle),
    }
}

/// Reads a puzzle file and re-proves every puzzle in it: the puzzles that
/// failed, with why.
pub fn check_text(text: &str) -> Result<Vec<(String, String)>, PuzzleTextError> {
    Ok(parse_file(text)?
        .iter()
        .filter_map(|p| verify_puzzle(p).err().map(|e| (p.id.clone(), e)))
        .collect())
}

/// The id prefix of a game's bundled puzzles.
#[must_use]
pub const fn prefix(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Othello => "o",
        GameKind::Gounki => "g",
        GameKind::Checkers => "c",
    }
}

/// Generates `count` puzzles of a game from the sample games and
/// self-play seeded by `seed` (see [`super::generate`]).
pub fn generate_kind(
    kind: GameKind,
    seed: u64,
    count: usize,
    progress: impl FnMut(&Puzzle),
) -> Vec<Puzzle> {
    let samples: Vec<SavedGame> = SAMPLES
        .iter()
        .filter(|s| s.kind() == Some(kind))
        .filter_map(|s| s.load().ok())
        .map(|s| s.game)
        .collect();
    let p = prefix(kind);
    match kind {
        GameKind::Othello => {
            let sources: Vec<_> = samples
                .into_iter()
                .filter_map(|g| match g {
                    SavedGame::Othello { start, moves } => Some(SourceGame { start, moves }),
                    _ => None,
                })
                .collect();
            generate(&sources, seed, count, p, progress)
        }
        GameKind::Gounki => {
            let sources: Vec<_> = samples
                .into_iter()
                .filter_map(|g| match g {
                    SavedGame::Gounki { start, moves } => Some(SourceGame {
                        start: gounki::Game::from_position(start),
                        moves,
                    }),
                    _ => None,
                })
                .collect();
            generate(&sources, seed, count, p, progress)
        }
        GameKind::Checkers => {
            let sources: Vec<_> = samples
                .into_iter()
                .filter_map(|g| match g {
                    SavedGame::Checkers {
                        start,
                        family: false,
                        moves,
                    } => Some(SourceGame {
                        start: checkers::Game::from_position(start),
                        moves,
                    }),
                    _ => None,
                })
                .collect();
            generate(&sources, seed, count, p, progress)
        }
    }
}

/// The side to move in a puzzle's position (the solver), if it reads.
#[must_use]
pub fn solver_side(puzzle: &Puzzle) -> Option<Side> {
    fn turn<G: Notation>(text: &str) -> Option<Side> {
        G::parse_position(text).ok().map(|p| p.turn())
    }
    match puzzle.game {
        GameKind::Othello => turn::<othello::Position>(&puzzle.position),
        GameKind::Gounki => turn::<gounki::Game>(&puzzle.position),
        GameKind::Checkers => turn::<checkers::Game>(&puzzle.position),
    }
}
