//! Short messages shown above the board for a moment (the HUD shows them).

use bevy::prelude::*;

/// A short message shown above the board for a moment.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Notice {
    pub text: String,
    pub warning: bool,
}

impl Notice {
    pub fn info(text: impl Into<String>) -> Self {
        Notice {
            text: text.into(),
            warning: false,
        }
    }

    pub fn warning(text: impl Into<String>) -> Self {
        Notice {
            text: text.into(),
            warning: true,
        }
    }
}
