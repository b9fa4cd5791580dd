//! The player's record ([`crate::persist::record`]): each game finished on
//! the board counts once for its game and opponent (the computer's level
//! when one side is the computer, hotseat when both are people; a game
//! between two computers is not the player's), and the title screen shows
//! it under each game for the players chosen there.
//!
//! Not counted: the showcase, a rules book's steps, a replay, a game opened
//! already finished, or a position under review. A game taken back after
//! its end and finished again counts again (it was played again).

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::core::players::{PlayerKind, Players};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{AppRules, Match, ReplayQueue};
use crate::app::core::session::{Reviewing, SessionKind};
use crate::app::core::text::{Strings, fill};
use crate::game_kind::GameKind;
use crate::persist::record::{Opponent, Record, Result as GameResult};
use crate::rules::Side;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerRecord>();
    app.add_systems(Startup, load);
}

/// Counts the finished games of one game.
pub fn register<G: AppRules + Default + crate::lessons::Teach>(app: &mut App) {
    let kind = G::book().game;
    app.world_mut()
        .get_resource_or_init::<FirstMovers>()
        .0
        .push((kind, G::default().turn()));
    app.add_systems(
        Update,
        count_finished::<G>
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The side that moves first in a new game of each registered kind (the
/// hotseat record counts that player's results).
#[derive(Resource, Debug, Default)]
pub struct FirstMovers(Vec<(GameKind, Side)>);

impl FirstMovers {
    #[must_use]
    pub fn of(&self, kind: GameKind) -> Side {
        self.0
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(Side::White, |(_, side)| *side)
    }
}

/// Where the record is kept (inserted by the real game only: headless
/// tests keep it in memory).
#[derive(Resource, Debug, Clone)]
pub struct RecordFile(pub PathBuf);

/// The record, and where it is saved.
#[derive(Resource, Debug, Default)]
pub struct PlayerRecord {
    pub record: Record,
    file: Option<PathBuf>,
}

impl PlayerRecord {
    /// Counts a finished game and saves the record.
    pub fn add(&mut self, game: GameKind, opponent: Opponent, result: GameResult) {
        self.record.add(game, opponent, result);
        if let Some(path) = &self.file
            && let Err(e) = self.record.save(path)
        {
            warn!("could not save the record to {}: {e}", path.display());
        }
    }
}

fn load(file: Option<Res<RecordFile>>, mut record: ResMut<PlayerRecord>) {
    let Some(file) = file else { return };
    let (loaded, warning) = Record::load(&file.0);
    if let Some(warning) = warning {
        warn!("{warning}");
    }
    *record = PlayerRecord {
        record: loaded,
        file: Some(file.0.clone()),
    };
}

/// The opponent and the side whose result counts, for these players: the
/// person against the computer, or in hotseat the side that moved first.
#[must_use]
pub fn opponent(players: &Players, first: Side) -> Option<(Opponent, Side)> {
    match (players.of(Side::Black), players.of(Side::White)) {
        (PlayerKind::Human, PlayerKind::Human) => Some((Opponent::Hotseat, first)),
        (PlayerKind::Human, PlayerKind::Computer(level)) => {
            Some((Opponent::Computer(level), Side::Black))
        }
        (PlayerKind::Computer(level), PlayerKind::Human) => {
            Some((Opponent::Computer(level), Side::White))
        }
        (PlayerKind::Computer(_), PlayerKind::Computer(_)) => None,
    }
}

/// Counts each game of `G` once when it ends on the board.
#[allow(clippy::too_many_arguments)]
fn count_finished<G: AppRules + crate::lessons::Teach>(
    game: Option<Res<Match<G>>>,
    players: Res<Players>,
    mut record: ResMut<PlayerRecord>,
    session: Res<SessionKind>,
    replay: Option<Res<ReplayQueue<G>>>,
    reviewing: Option<Res<Reviewing>>,
    mut was_over: Local<bool>,
) {
    let Some(game) = game else { return };
    if !game.is_changed() {
        return;
    }
    let over = game.outcome();
    let counts = !*was_over
        && !game.is_added()
        && *session == SessionKind::Play
        && replay.is_none_or(|r| r.is_done())
        && !reviewing.is_some_and(|r| r.0);
    *was_over = over.is_some();
    let (Some(outcome), true) = (over, counts) else {
        return;
    };
    let Some((opponent, side)) = opponent(&players, game.start().turn()) else {
        return;
    };
    let result = match outcome.winner {
        None => GameResult::Drawn,
        Some(winner) if winner == side => GameResult::Won,
        Some(_) => GameResult::Lost,
    };
    record.add(G::book().game, opponent, result);
}

/// The title screen's line for `game` with these players, if any game was
/// played against that opponent.
#[must_use]
pub fn record_line(
    t: &Strings,
    record: &Record,
    game: GameKind,
    first: Side,
    players: &Players,
) -> Option<String> {
    let (opponent, side) = opponent(players, first)?;
    let tally = record.tally(game, opponent);
    if tally.played == 0 {
        return None;
    }
    let counts: [(&str, &dyn std::fmt::Display); 4] = [
        ("played", &tally.played),
        ("won", &tally.won),
        ("lost", &tally.lost),
        ("drawn", &tally.drawn),
    ];
    let mut line = match opponent {
        Opponent::Hotseat => {
            let side_name = t.side(side);
            let mut values: Vec<(&str, &dyn std::fmt::Display)> = counts.to_vec();
            values.push(("side", &side_name));
            fill(t.record_hotseat, &values)
        }
        Opponent::Computer(level) => {
            let level_name = t.level(level);
            let mut values: Vec<(&str, &dyn std::fmt::Display)> = counts.to_vec();
            values.push(("level", &level_name));
            fill(t.record_vs, &values)
        }
    };
    if tally.streak >= 2 {
        line.push_str(" · ");
        line.push_str(&fill(t.record_streak_won, &[("count", &tally.streak)]));
    } else if tally.streak <= -2 {
        line.push_str(" · ");
        line.push_str(&fill(
            t.record_streak_lost,
            &[("count", &tally.streak.unsigned_abs())],
        ));
    }
    Some(line)
}
