//! Tavola: a 3D board-game collection (Othello, Gounki, Basque checkers).
//!
//! `rules` (pure game logic), `ai`, `persist`, `paste` (recognising pasted
//! games and positions), `setup` (the position editor's model) and `cli`
//! build without Bevy
//! (`--no-default-features`); the 3D game lives behind the `app` feature.
// `deny`, not `forbid`: one function, `rules::othello::fast::run_featured`,
// allows `unsafe` to call code built for newer x86-64 features (the AVX2
// Othello kernels, the endgame solver's POPCNT/BMI build) after checking at
// run time that the CPU has them.
#![deny(unsafe_code)]

pub mod ai;
pub mod analysis;
pub mod cli;
pub mod clock;
pub mod game_kind;
pub mod lessons;
pub mod openings;
pub mod paste;
pub mod persist;
pub mod puzzles;
pub mod rules;
pub mod setup;
#[doc(hidden)]
pub mod testgen;

#[cfg(feature = "app")]
pub mod app;
