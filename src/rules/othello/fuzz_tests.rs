//! Fuzz tests of the Othello readers: the position string and transcripts
//! (the generators and properties are in `crate::testgen`; the soak runner
//! `examples/soak.rs` runs the same checks a million times).

crate::testgen::strategies::fuzz_targets!(5000, 2000;
    position => "othello-position",
    transcript => "othello-transcript",
);
