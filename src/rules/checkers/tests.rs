//! Tests: the spec's worked positions (§10), perft (§9), notation, draws,
//! family mode and random-playout properties.

mod cases;
mod explain;
mod family;
mod fuzz;
mod notation;
mod perft;
mod properties;

use super::*;
use crate::rules::{Notation, Rules};

/// The game of a FEN (panics on a bad FEN: test data only).
fn game(fen: &str) -> Game {
    Game::parse_position(fen).unwrap_or_else(|e| panic!("bad FEN {fen}: {e}"))
}

/// The sorted texts of all moves legal in `g`.
fn texts(g: &Game) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.move_text(*m)).collect();
    v.sort();
    v
}

/// The sorted texts of the strictly legal moves of a FEN.
fn legal(fen: &str) -> Vec<String> {
    texts(&game(fen))
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| (*s).to_string()).collect();
    v.sort();
    v
}

/// Plays a move given as text.
fn play(g: Game, text: &str) -> (Game, Vec<Effect>) {
    let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"))
}
