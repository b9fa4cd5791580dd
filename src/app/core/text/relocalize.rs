//! Texts that follow the language: a text entity spawned from a
//! [`Message`] (through [`Label`]) keeps the message's id in [`Localized`]
//! and is written again whenever the [`Language`] changes, so a switch in
//! Settings shows on the next frame without a restart. Texts that systems
//! build from the game (status lines, the move list, notices) redo it
//! themselves when the language changes.

use bevy::prelude::*;

use super::{Language, Message, catalog, fill, of};
use crate::app::core::schedule::AppSystems;
use crate::rules::Side;

/// How a text entity's content follows the language.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Localized {
    /// Written once (numbers, notation, or a text a system keeps up to
    /// date).
    #[default]
    Fixed,
    /// The message with this id, in the current language.
    Message(&'static str),
    /// The message with this id and a side for its `side` variable.
    WithSide(&'static str, Side),
}

/// A text to show, and how it follows the language: a [`Message`] follows
/// it, a `String` is fixed.
pub trait Label {
    /// The text now, and how to write it again.
    fn label(self) -> (String, Localized);
}

impl Label for Message {
    fn label(self) -> (String, Localized) {
        (self.to_string(), Localized::Message(self.id))
    }
}

/// A message whose `side` variable names a side.
impl Label for (Message, Side) {
    fn label(self) -> (String, Localized) {
        let (message, side) = self;
        let name = of(message.language).side(side);
        (
            fill(message, &[("side", &name)]),
            Localized::WithSide(message.id, side),
        )
    }
}

impl Label for String {
    fn label(self) -> (String, Localized) {
        (self, Localized::Fixed)
    }
}

impl Label for &str {
    fn label(self) -> (String, Localized) {
        (self.to_owned(), Localized::Fixed)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Language>();
    app.add_systems(
        Update,
        rewrite_localized
            .run_if(resource_changed::<Language>)
            .in_set(AppSystems::Ui),
    );
}

fn rewrite_localized(language: Res<Language>, mut texts: Query<(&Localized, &mut Text)>) {
    for (localized, mut text) in &mut texts {
        let new = match *localized {
            Localized::Fixed => continue,
            Localized::Message(id) => catalog::format(*language, id, None),
            Localized::WithSide(id, side) => fill(
                Message {
                    language: *language,
                    id,
                },
                &[("side", &of(*language).side(side))],
            ),
        };
        if text.0 != new {
            text.0 = new;
        }
    }
}
