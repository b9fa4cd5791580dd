//! Fuzz tests of the file readers: saved games (all three formats) and the
//! settings file (the generators and properties are in `crate::testgen`;
//! `examples/soak.rs` runs the same checks a million times).

crate::testgen::strategies::fuzz_targets!(5000, 2000;
    savefile => "savefile",
    settings => "settings",
);
