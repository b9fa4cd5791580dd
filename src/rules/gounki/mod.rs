//! Gounki (spec: shared/rules/gounki.md). Being written.
