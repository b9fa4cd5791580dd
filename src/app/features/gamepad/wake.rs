//! Waking the idle window when a controller is used.
//!
//! The window sleeps until input comes (reactive mode), and Bevy reads the
//! controllers only while the app updates; so a watcher thread with its own
//! `gilrs` waits (blocked, no polling) for any controller event and wakes
//! the event loop, and the frame that follows reads the pads as usual.

use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_watcher);
}

fn start_watcher(proxy: Option<Res<EventLoopProxyWrapper>>) {
    let Some(proxy) = proxy else { return };
    let proxy = (**proxy).clone();
    let started = std::thread::Builder::new()
        .name("gamepad watcher".into())
        .spawn(move || {
            // No gamepad support on this system (no udev): nothing to watch.
            let Ok(mut gilrs) = gilrs::Gilrs::new() else {
                return;
            };
            loop {
                match gilrs.next_event_blocking(None) {
                    Some(_) => {
                        if proxy.send_event(WinitUserEvent::WakeUp).is_err() {
                            // The window is gone.
                            return;
                        }
                    }
                    // Nothing came (an event filtered out, or the system's
                    // wait failed): never spin.
                    None => std::thread::sleep(std::time::Duration::from_millis(100)),
                }
            }
        });
    if let Err(error) = started {
        warn!("gamepads: no watcher thread ({error}); a controller acts on the next frame");
    }
}
