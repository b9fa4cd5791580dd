//! Game clocks, pure: time controls, the two sides' clocks over a time
//! source the caller supplies, and the computer's time management. No Bevy,
//! no real time: the app passes its own clock's readings, the tests a
//! virtual one.
//!
//! - `control`: time controls ([`TimeControl`]), as typed and in PGN form;
//! - `clocks`: the two sides' running clocks of one game ([`Clocks`]);
//! - `format`: clock times as text, on screen ([`display`]) and in game
//!   files (the PGN `%clk` form, [`clk`] and [`parse_clk`]);
//! - `game`: the clocks kept in step with a game's moves, undo and redo
//!   included ([`GameClock`]);
//! - `budget`: the computer's thinking time for its next move
//!   ([`move_budget`]).

mod budget;
mod clocks;
mod control;
mod format;
mod game;

pub use budget::move_budget;
pub use clocks::{ClockSnapshot, Clocks, MoveTime};
pub use control::{ALLOTMENTS, Allotment, MAX_BASE, MAX_INCREMENT, PRESETS, TimeControl};
pub use format::{clk, display, parse_clk};
pub use game::{GameClock, PlyTime};
