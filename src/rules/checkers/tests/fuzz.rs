//! Fuzz tests of the checkers readers: FEN, moves and PDN records (the
//! generators and properties are in `crate::testgen`; `examples/soak.rs`
//! runs the same checks a million times).

crate::testgen::strategies::fuzz_targets!(5000, 2000;
    fen => "checkers-fen",
    moves => "checkers-move",
    pdn => "checkers-pdn",
);
