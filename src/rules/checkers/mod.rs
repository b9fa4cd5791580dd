//! Basque checkers ("damak"), spec: `shared/rules/checkers.md`.
//!
//! Spanish draughts with flying kings that land on the square right after
//! the piece they take, a compulsory maximum capture counting pieces only,
//! and an optional family mode with huffing.
//!
//! - [`Square`]: the 32 dark squares, PDN numbers 1–32, algebraic names.
//! - [`Position`]: bitboards and side to move; [`Position::generate_legal`]
//!   writes [`PieceMove`]s into a fixed [`MoveList`] without allocating;
//!   [`Position::perft`].
//! - [`Game`]: position + repetition history + 40-ply counter + family mode
//!   and pending huff; implements [`Rules`](crate::rules::Rules) and
//!   [`Notation`](crate::rules::Notation) with [`Move`] (piece move or huff)
//!   and [`Effect`]s.
//! - [`explain`]: what the UI tells the player about compulsory captures,
//!   moves from a square, moves matching a partial hop-by-hop input.
//! - [`pdn`]: PDN game records.

mod board;
pub mod explain;
mod game;
mod movegen;
mod notation;
pub mod pdn;
mod square;

#[cfg(test)]
mod tests;

pub use board::{Piece, PieceKind, Position, far_row};
pub use explain::CaptureExplanation;
pub use game::{Effect, FORTY_PLY_LIMIT, Game, HuffEffect, Move};
pub use movegen::{MAX_PATH, MOVE_LIST_CAPACITY, MoveList, MoveSink, PieceMove};
pub use notation::{
    MAX_PIECES, fen, move_text, parse_fen, parse_move_in, parse_square, piece_move_text,
};
pub use square::{Direction, Square};

/// The start position's FEN.
pub const START_FEN: &str = "W:W21-32:B1-12";
