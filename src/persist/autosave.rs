//! Autosave.
