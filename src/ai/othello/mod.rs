//! Computer opponent for othello. Being written.
