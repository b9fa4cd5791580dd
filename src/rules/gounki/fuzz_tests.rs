//! Fuzz tests of the Gounki readers: position strings, moves, game records,
//! Diderot/Kalaww board files and Boardspace moves (the generators and
//! properties are in `crate::testgen`; `examples/soak.rs` runs the same
//! checks a million times).

crate::testgen::strategies::fuzz_targets!(5000, 2000;
    position => "gounki-position",
    moves => "gounki-move",
    record => "gounki-record",
    board_file => "gounki-board-file",
    boardspace => "gounki-boardspace",
);
