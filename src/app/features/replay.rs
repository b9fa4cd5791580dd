//! Replay controls for the game on the board (loaded, finished or in
//! progress): P replays it from the start with its animations, or pauses
//! and resumes that replay; comma steps back one move (at once, no
//! animation); period shows the next move, animated (the arrows belong to
//! the keyboard cursor). While moves remain to
//! be shown the computer waits; playing another move on the board ends the
//! replay there (the game goes on from that move).

use bevy::prelude::*;

use super::showcase::Showcase;
use crate::app::core::anim::{Busy, SkipAnimation};
use crate::app::core::notice::Notice;
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::SessionOps;
use crate::app::core::session::not_reviewing;
use crate::app::core::session::{
    AppRules, Match, MovePlayed, MoveRequest, ReplayQueue, is_playing,
};
use crate::app::core::text::Language;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), drop_replays);
}

/// The replay controls of one game, and its replay following the moves.
pub fn register<G: AppRules>(app: &mut App) {
    app.add_systems(
        Update,
        controls::<G>.in_set(AppSystems::RecordInput).run_if(
            in_state(Screen::Playing)
                .and_then(is_playing(G::KIND))
                .and_then(not(resource_exists::<Showcase>))
                .and_then(not_reviewing),
        ),
    );
    app.add_systems(Update, follow::<G>.in_set(AppSystems::Sync));
}

/// Leaving the game drops its replay (a new game starts without one).
fn drop_replays(world: &mut World) {
    for ops in PerGame::<SessionOps>::all(world) {
        (ops.drop_replay)(world);
    }
}

/// What a key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Control {
    PlayPause,
    Back,
    Forward,
}

fn control(keys: &ButtonInput<KeyCode>) -> Option<Control> {
    // Ctrl+key belongs to other shortcuts.
    if keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return None;
    }
    if keys.just_pressed(KeyCode::KeyP) {
        Some(Control::PlayPause)
    } else if keys.just_pressed(KeyCode::Comma) {
        Some(Control::Back)
    } else if keys.just_pressed(KeyCode::Period) {
        Some(Control::Forward)
    } else {
        None
    }
}

#[allow(clippy::too_many_arguments)]
fn controls<G: AppRules>(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    game: Option<ResMut<Match<G>>>,
    queue: Option<ResMut<ReplayQueue<G>>>,
    busy: Res<Busy>,
    mut skip: MessageWriter<SkipAnimation>,
    mut requests: MessageWriter<MoveRequest<G>>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    let t = language.strings();
    let (Some(control), Some(mut game)) = (control(&keys), game) else {
        return;
    };
    // The view never lags the rules: a running animation ends first.
    if busy.active() {
        skip.write(SkipAnimation);
    }
    let mut queue = queue.filter(|q| !q.is_done());
    match control {
        Control::PlayPause => match queue.as_deref_mut() {
            Some(q) => {
                q.paused = !q.paused;
                notices.write(Notice::info(if q.paused {
                    t.replay_paused
                } else {
                    t.replay_resumed
                }));
            }
            None if game.plies().is_empty() => {
                notices.write(Notice::warning(t.nothing_to_replay));
            }
            None => {
                let mut fresh = ReplayQueue::<G>::new(false);
                while let Some(ply) = game.take_last() {
                    fresh.push_next(ply.mv);
                }
                game.declared = None;
                commands.insert_resource(fresh);
                notices.write(Notice::info(t.replay_from_start));
            }
        },
        Control::Back => {
            if game.plies().is_empty() {
                notices.write(Notice::warning(t.replay_at_start));
                return;
            }
            let mut taken = Vec::new();
            while let Some(ply) = game.take_last() {
                taken.push(ply.mv);
                // Stepping back goes past a forced pass, or it would be
                // played again at once.
                if !crate::app::core::session::is_forced(game.current()) {
                    break;
                }
            }
            // A declared result (resignation) comes back with the last move.
            game.declared = None;
            match queue.as_deref_mut() {
                Some(q) => {
                    for mv in taken {
                        q.push_next(mv);
                    }
                    q.paused = true;
                }
                None => {
                    let mut fresh = ReplayQueue::<G>::new(true);
                    for mv in taken {
                        fresh.push_next(mv);
                    }
                    commands.insert_resource(fresh);
                }
            }
        }
        Control::Forward => match queue.as_deref_mut() {
            Some(q) => {
                q.paused = true;
                if let Some(mv) = q.take_next() {
                    requests.write(MoveRequest(mv));
                }
            }
            None => {
                notices.write(Notice::warning(t.replay_at_end));
            }
        },
    }
}

/// Keeps the replay in step with the moves actually played; another move
/// than the replay's ends it.
fn follow<G: AppRules>(
    mut played: MessageReader<MovePlayed<G>>,
    queue: Option<ResMut<ReplayQueue<G>>>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    let Some(mut queue) = queue else {
        played.clear();
        return;
    };
    for p in played.read() {
        if queue.follow(p.mv) {
            notices.write(Notice::info(language.strings().replay_stopped));
        }
    }
}
