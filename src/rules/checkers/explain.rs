//! Explanations for the UI: compulsory captures, moves from a square, and
//! hop-by-hop input (which moves are still possible after some landings).

use super::game::Game;
use super::movegen::PieceMove;
use super::square::Square;
use crate::rules::Side;

/// What the side to move must know about captures (spec §4.5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptureExplanation {
    /// The player to move.
    pub side: Side,
    /// Whether a capture is compulsory now.
    pub compulsory: bool,
    /// The pieces that can make a maximal capture (lowest number first).
    pub pieces: Vec<Square>,
    /// How many pieces a legal capture takes (0 when none is due).
    pub max_taken: u32,
    /// Family mode: the pieces the side to move may huff now.
    pub huffable: Vec<Square>,
}

impl Game {
    /// Whether a capture is compulsory, which pieces can make a maximal
    /// capture and how many pieces it takes.
    #[must_use]
    pub fn explain_captures(&self) -> CaptureExplanation {
        let mut caps = Vec::new();
        let max_taken = self.position().generate_captures(&mut caps);
        let mut pieces: Vec<Square> = caps.iter().map(PieceMove::from).collect();
        pieces.sort_unstable();
        pieces.dedup();
        CaptureExplanation {
            side: self.position().turn(),
            compulsory: max_taken > 0,
            pieces,
            max_taken,
            huffable: self.huffable().to_vec(),
        }
    }

    /// The piece moves (legal, or faulty in family mode) starting on `from`.
    #[must_use]
    pub fn moves_from(&self, from: Square) -> Vec<PieceMove> {
        self.piece_moves()
            .into_iter()
            .filter(|m| m.from() == from)
            .collect()
    }

    /// The piece moves from `from` whose landing list starts with `prefix`
    /// (hop-by-hop input: the UI narrows the choice after each click). An
    /// empty prefix gives [`Game::moves_from`].
    #[must_use]
    pub fn moves_with_prefix(&self, from: Square, prefix: &[Square]) -> Vec<PieceMove> {
        self.piece_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.landings().starts_with(prefix))
            .collect()
    }

    /// The squares the piece may land on next after `prefix` (deduplicated,
    /// lowest first): the targets to highlight during hop-by-hop input.
    #[must_use]
    pub fn next_landings(&self, from: Square, prefix: &[Square]) -> Vec<Square> {
        let mut v: Vec<Square> = self
            .moves_with_prefix(from, prefix)
            .iter()
            .filter_map(|m| m.landings().get(prefix.len()).copied())
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }
}
