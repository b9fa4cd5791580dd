//! "Show the better line": the review's line from the move on show is
//! played on the board with the game's own animations, then the game comes
//! back as it was, at the same move. The game is kept aside meanwhile (as
//! the rules books keep it): nothing is autosaved or counted, both sides
//! are people so no search starts, and the review waits.

use std::time::Duration;

use bevy::prelude::*;

use super::{ReviewGame, ReviewSheet};
use crate::app::core::anim::Busy;
use crate::app::core::players::{PlayerKind, Players};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{self, Match, ReplayQueue, Reviewing, SessionKind};
use crate::app::kit::board::HintCells;

/// Adds `G`'s better lines.
pub(super) fn register<G: ReviewGame>(app: &mut App) {
    app.add_systems(
        Update,
        come_back::<G>
            .in_set(AppSystems::Update)
            .run_if(resource_exists::<BetterLine<G>>.and_then(in_state(Screen::Playing))),
    );
    app.add_systems(OnExit(Screen::Playing), end_line::<G>);
}

/// A better line on show for game `G`, with the game kept aside.
#[derive(Resource)]
pub(super) struct BetterLine<G: ReviewGame> {
    kept: Match<G>,
    players: Players,
    /// Real time since when the board has rested after the last move.
    rest_since: Option<Duration>,
}

/// Whether a better line is on show (any game).
#[derive(Resource, Debug, Clone, Copy)]
pub struct ShowingLine;

/// How long the end of the line stays on the board before the game comes
/// back.
const REST: Duration = Duration::from_millis(1500);

/// Plays the better line of the move on show (see the module docs).
pub(super) fn show_line<G: ReviewGame>(world: &mut World) {
    if world.contains_resource::<BetterLine<G>>() {
        end_line::<G>(world);
        return;
    }
    let Some(game) = world.get_resource::<Match<G>>() else {
        return;
    };
    let Some(ply) = game.plies().len().checked_sub(1) else {
        return;
    };
    let Some(line) = world
        .get_resource::<ReviewSheet>()
        .and_then(|s| s.moves.get(ply)?.clone())
        .filter(super::ReviewedMove::has_better)
        .map(|m| m.line)
    else {
        return;
    };
    let before = if ply == 0 {
        game.start().clone()
    } else {
        game.all_plies()[ply - 1].after.clone()
    };
    let mut demo = Match::new(before);
    for text in &line {
        let Ok(mv) = demo.current().parse_move(text) else {
            break;
        };
        if demo.play(mv).is_err() {
            break;
        }
    }
    let Some(kept) = world.remove_resource::<Match<G>>() else {
        return;
    };
    let players = world.get_resource::<Players>().copied().unwrap_or_default();
    world.insert_resource(Players([PlayerKind::Human; 2]));
    world.insert_resource(SessionKind::Review);
    world.insert_resource(ShowingLine);
    world.resource_mut::<HintCells>().0 = 0;
    world.insert_resource(demo);
    // The line is played, not reviewed (the game's review cursor comes
    // back with it).
    world.insert_resource(Reviewing(false));
    world.insert_resource(BetterLine {
        kept,
        players,
        rest_since: None,
    });
    // The line's moves are taken off and shown again one by one.
    session::queue_replay(world);
}

/// Brings the game back once the line has been shown and has rested.
fn come_back<G: ReviewGame>(world: &mut World) {
    let done = world
        .get_resource::<ReplayQueue<G>>()
        .is_none_or(ReplayQueue::is_done);
    if !done || world.resource::<Busy>().active() {
        world.resource_mut::<BetterLine<G>>().rest_since = None;
        return;
    }
    let now = world.resource::<Time<Real>>().elapsed();
    let since = *world
        .resource_mut::<BetterLine<G>>()
        .rest_since
        .get_or_insert(now);
    world.write_message(bevy::window::RequestRedraw);
    if now.saturating_sub(since) >= REST {
        end_line::<G>(world);
    }
}

/// Ends a better line: the game comes back as it was.
pub(super) fn end_line<G: ReviewGame>(world: &mut World) {
    let Some(line) = world.remove_resource::<BetterLine<G>>() else {
        return;
    };
    world.remove_resource::<ReplayQueue<G>>();
    world.remove_resource::<ShowingLine>();
    world.insert_resource(Reviewing(line.kept.is_reviewing()));
    world.insert_resource(line.kept);
    world.insert_resource(line.players);
    world.insert_resource(SessionKind::Play);
}
