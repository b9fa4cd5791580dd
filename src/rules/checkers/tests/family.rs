//! Family mode (spec §6).
