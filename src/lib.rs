//! Tavola: a 3D board-game collection (Othello, Gounki, Basque checkers).
//!
//! `rules` (pure game logic), `ai` and `cli` build without Bevy
//! (`--no-default-features`); the 3D game lives behind the `app` feature.
#![forbid(unsafe_code)]

pub mod ai;
pub mod cli;
pub mod game_kind;
pub mod lessons;
pub mod persist;
pub mod rules;
#[doc(hidden)]
pub mod testgen;

#[cfg(feature = "app")]
pub mod app;
