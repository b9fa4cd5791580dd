//! The playing screen: Esc goes back to the title screen.

use bevy::prelude::*;

use super::Screen;
use crate::app::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        back_to_title
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing)),
    );
}

fn back_to_title(keys: Res<ButtonInput<KeyCode>>, mut next: ResMut<NextState<Screen>>) {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Title);
    }
}
