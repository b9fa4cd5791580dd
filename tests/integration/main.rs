//! The game's integration tests, in one binary (each test binary links Bevy,
//! which costs minutes and a gigabyte here).

mod access;
mod access_e2e;
mod autosave;
mod checkers_e2e;
mod checkers_headless;
mod cli;
mod clipboard_e2e;
mod computer;
mod dialogs_e2e;
mod dialogs_fit;
mod e2e;
mod gamepad;
mod gounki_e2e;
mod gounki_headless;
mod harness;
mod keyboard_play;
mod languages;
mod languages_e2e;
mod layout;
mod lessons;
mod lessons_e2e;
mod menus;
mod othello_anim;
mod othello_headless;
mod paste;
mod reactive_e2e;
mod record;
mod reduced_motion;
mod replay;
mod review;
mod scores;
mod setup;
mod showcase;
mod sounds;
mod unified;
