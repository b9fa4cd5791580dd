//! The ground every other part of the app stands on: the app-wide system
//! order, the screens, the session (the match with its review cursor, its
//! moves, who plays them, what kind of session it is), the games' registry,
//! the animation clock and the one timeline, notices, notes on moves, sound
//! cues, texts and colours.
//!
//! Nothing here imports anything else in `app`; everything else may import
//! this.

pub mod anim;
pub mod audio;
pub mod keys;
pub mod notes;
pub mod notice;
pub mod players;
pub mod registry;
pub mod schedule;
pub mod screen;
pub mod session;
pub mod text;
pub mod theme;

use bevy::prelude::*;

use schedule::{AppSystems, Launch};

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::TickTimers,
            AppSystems::Dialogs,
            AppSystems::RecordInput,
            AppSystems::Update,
            AppSystems::Sync,
            AppSystems::Ui,
        )
            .chain(),
    );
    app.init_resource::<Launch>();
    app.init_state::<screen::Screen>();
    app.add_message::<notice::Notice>();
    app.add_plugins((
        text::plugin,
        theme::plugin,
        session::plugin,
        anim::plugin,
        audio::messages_plugin,
        notes::plugin,
    ));
}

/// What only a real window needs: the audio backend.
pub(super) fn windowed_plugin(app: &mut App) {
    app.add_plugins(audio::plugin);
}
