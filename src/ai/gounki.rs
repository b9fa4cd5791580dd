//! Computer opponent for gounki. Being written.
