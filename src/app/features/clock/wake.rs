//! A running clock wakes the idle window: the app draws only on input
//! (reactive mode), so while a clock ticks the window's wait is cut to the
//! clock's period (half a second, a tenth under ten seconds), and put back
//! when no clock runs. A window that draws continuously
//! (screenshots, frame statistics) is left alone.

use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};

use super::ClockView;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, wake_for_the_clock);
}

/// The window's wait when nothing moves (see `app::build`).
const IDLE: Duration = Duration::from_secs(60);
/// The shortest wait: a frame's worth, so a late frame catches up at once.
const SHORTEST: Duration = Duration::from_millis(10);

fn wake_for_the_clock(view: Res<ClockView>, settings: Option<ResMut<WinitSettings>>) {
    let Some(mut settings) = settings else { return };
    let UpdateMode::Reactive { wait: current, .. } = settings.focused_mode else {
        return;
    };
    let wait = view.tick.map_or(IDLE, |w| w.max(SHORTEST));
    if current != wait {
        *settings = WinitSettings {
            focused_mode: UpdateMode::reactive(wait),
            unfocused_mode: UpdateMode::reactive_low_power(wait),
        };
    }
}
