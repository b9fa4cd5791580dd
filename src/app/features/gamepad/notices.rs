//! Controllers numbered in the order they were connected, and a notice
//! when one comes or goes.

use bevy::input::gamepad::GamepadConnectionEvent;
use bevy::prelude::*;

use super::PadSlots;
use crate::app::core::notice::Notice;
use crate::app::core::schedule::AppSystems;
use crate::app::core::text::{Language, fill};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, follow_connections.in_set(AppSystems::RecordInput));
}

fn follow_connections(
    mut connections: MessageReader<GamepadConnectionEvent>,
    mut slots: ResMut<PadSlots>,
    names: Query<&Name>,
    language: Res<Language>,
    mut notices: MessageWriter<Notice>,
) {
    let t = language.strings();
    for event in connections.read() {
        let pad = event.gamepad;
        if event.connected() {
            if !slots.0.contains(&pad) {
                slots.0.push(pad);
            }
            let number = slots.number(pad).unwrap_or(slots.0.len());
            let name = names
                .get(pad)
                .map_or_else(|_| String::new(), |n| n.to_string());
            notices.write(Notice::info(fill(
                t.pad_connected,
                &[("number", &number), ("name", &name)],
            )));
        } else if let Some(number) = slots.number(pad) {
            slots.0.retain(|&e| e != pad);
            notices.write(Notice::info(fill(
                t.pad_disconnected,
                &[("number", &number)],
            )));
        }
    }
}
