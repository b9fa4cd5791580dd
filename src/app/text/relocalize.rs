//! Texts that follow the language: a text entity spawned with
//! [`Localized`] is written again whenever the [`Language`] changes, so a
//! switch in Settings shows on the next frame without a restart. Texts that
//! systems rebuild from the game (status lines, notices) redo it themselves
//! when the language changes.

use bevy::prelude::*;

use super::{Language, Strings, of};
use crate::app::AppSystems;

/// How to write a text entity's content in any language.
#[derive(Component, Clone, Copy)]
pub struct Localized(pub fn(&Strings) -> String);

impl Localized {
    /// The text in `language`.
    #[must_use]
    pub fn text(&self, language: Language) -> String {
        (self.0)(of(language))
    }
}

pub(in crate::app) fn plugin(app: &mut App) {
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
        let new = localized.text(*language);
        if text.0 != new {
            text.0 = new;
        }
    }
}
