//! Notation (spec §8).
