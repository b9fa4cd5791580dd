//! Settings.
pub struct Settings;
