//! Computer opponent for checkers. Being written.
