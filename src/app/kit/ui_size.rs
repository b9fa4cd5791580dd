//! The interface's size: a setting from 90 % to 150 % (Settings, or
//! Ctrl + `=` / Ctrl + `-`, Ctrl + `0` for 100 %), on top of the desktop's
//! own scale factor, which Bevy's UI already follows. Every panel and the
//! board's framing (see `camera`) adapt to it the same frame.

use bevy::prelude::*;

use crate::app::core::notice::Notice;
use crate::app::core::schedule::AppSystems;
use crate::app::core::text::{Language, fill};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiSize>();
    app.add_systems(Update, size_keys.in_set(AppSystems::RecordInput));
    app.add_systems(
        Update,
        apply_ui_size
            .in_set(AppSystems::Ui)
            .run_if(resource_changed::<UiSize>),
    );
}

/// The interface's size in percent.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UiSize(pub u16);

impl Default for UiSize {
    fn default() -> Self {
        UiSize(100)
    }
}

impl UiSize {
    /// The sizes the setting steps through.
    pub const STEPS: [u16; 6] = [90, 100, 110, 125, 140, 150];

    /// The next larger size, after the largest the smallest (the settings
    /// row cycles).
    #[must_use]
    pub fn next(self) -> UiSize {
        UiSize(
            Self::STEPS
                .into_iter()
                .find(|&s| s > self.0)
                .unwrap_or(Self::STEPS[0]),
        )
    }

    /// One step larger, at most the largest.
    #[must_use]
    pub fn larger(self) -> UiSize {
        UiSize(
            Self::STEPS
                .into_iter()
                .find(|&s| s > self.0)
                .unwrap_or(self.0),
        )
    }

    /// One step smaller, at least the smallest.
    #[must_use]
    pub fn smaller(self) -> UiSize {
        UiSize(
            Self::STEPS
                .into_iter()
                .rev()
                .find(|&s| s < self.0)
                .unwrap_or(self.0),
        )
    }
}

fn size_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut size: ResMut<UiSize>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    if !crate::app::core::keys::ctrl(&keys) {
        return;
    }
    let next = if keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
        size.larger()
    } else if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
        size.smaller()
    } else if keys.any_just_pressed([KeyCode::Digit0, KeyCode::Numpad0]) {
        UiSize::default()
    } else {
        return;
    };
    size.set_if_neq(next);
    let t = language.strings();
    notices.write(Notice::info(fill(
        t.setting_ui_size,
        &[("percent", &next.0)],
    )));
}

fn apply_ui_size(size: Res<UiSize>, scale: Option<ResMut<UiScale>>) {
    // Headless runs without the UI's layout have no scale to set.
    if let Some(mut scale) = scale {
        scale.0 = f32::from(size.0) / 100.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_step_within_the_range() {
        assert_eq!(UiSize(100).larger(), UiSize(110));
        assert_eq!(UiSize(150).larger(), UiSize(150));
        assert_eq!(UiSize(90).smaller(), UiSize(90));
        assert_eq!(UiSize(125).smaller(), UiSize(110));
        assert_eq!(UiSize(150).next(), UiSize(90));
        // A size from the file between two steps moves to the next step.
        assert_eq!(UiSize(115).larger(), UiSize(125));
        assert_eq!(UiSize(115).smaller(), UiSize(110));
    }
}
