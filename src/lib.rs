//! Tavola: a 3D board-game collection (Othello, Gounki, Basque checkers).
//!
//! `rules` (pure game logic), `ai`, `persist`, `paste` (recognising pasted
//! games and positions), `setup` (the position editor's model) and `cli`
//! build without Bevy
//! (`--no-default-features`); the 3D game lives behind the `app` feature.
// `deny`, not `forbid`: one function, `rules::othello::fast::run_fast`,
// allows `unsafe` to call the AVX2 build of the Othello kernels after
// checking at run time that the CPU has the features.
#![deny(unsafe_code)]

pub mod ai;
pub mod analysis;
pub mod cli;
pub mod game_kind;
pub mod lessons;
pub mod paste;
pub mod persist;
pub mod rules;
pub mod setup;
#[doc(hidden)]
pub mod testgen;

#[cfg(feature = "app")]
pub mod app;
