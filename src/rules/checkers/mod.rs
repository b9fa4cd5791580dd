//! Basque checkers (spec: shared/rules/checkers.md). Being written.
