//! The status panel's content, the same way for every game: the headline
//! (who is to move, or the result), the game's own lines under it, the
//! named opening of the position on show (for a game that has them), and
//! the fanfare when the game ends. The panel tells what the board shows: while
//! a move is being shown it waits, so the result and its fanfare come when
//! the last move has landed.

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;

use super::Status;
use crate::app::core::anim::Busy;
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{AppRules, Match, is_playing, opening_on_show};
use crate::app::core::text::{Language, Strings};

/// A game's lines in the status panel.
pub trait StatusLines: AppRules {
    /// What the lines read besides the match (the game's input, options).
    type Param: SystemParam + 'static;

    /// The lines under the headline: counts, what to do next, why the game
    /// ended.
    fn detail(game: &Match<Self>, t: &Strings, param: &SystemParamItem<Self::Param>) -> String;

    /// Whether what [`StatusLines::detail`] reads has changed this frame
    /// (the match and the language are watched anyway).
    fn changed(_param: &SystemParamItem<Self::Param>) -> bool {
        false
    }
}

/// Keeps the status panel of game `G` current.
pub fn register<G: StatusLines>(app: &mut App) {
    app.add_systems(
        Update,
        update_status::<G>
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing).and_then(is_playing(G::KIND))),
    );
}

fn update_status<G: StatusLines>(
    game: Option<Res<Match<G>>>,
    busy: Res<Busy>,
    mut status: ResMut<Status>,
    mut sounds: MessageWriter<SoundCue>,
    language: Res<Language>,
    param: StaticSystemParam<G::Param>,
) {
    let Some(game) = game else { return };
    if busy.active()
        || (!game.is_changed()
            && !busy.is_changed()
            && !language.is_changed()
            && !G::changed(&param)
            && !status.headline.is_empty())
    {
        return;
    }
    let t = language.strings();
    let outcome = game.outcome();
    let headline = match outcome {
        Some(outcome) => t.outcome(&outcome),
        None => t.to_move(game.current().turn()),
    };
    // Once per ending: again only after the result is taken back.
    if status.outcome.is_none()
        && let Some(outcome) = outcome
    {
        sounds.write(SoundCue::new(if outcome.winner.is_some() {
            Sound::Win
        } else {
            Sound::Draw
        }));
    }
    status.set_if_neq(Status {
        headline,
        detail: G::detail(&game, t, &param),
        opening: opening_on_show(&game).map(|name| t.opening(&name)),
        outcome,
    });
}
