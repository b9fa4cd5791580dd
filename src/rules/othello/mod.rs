//! Othello/Reversi (spec: shared/rules/othello.md). Being written.
