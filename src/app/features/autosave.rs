//! Autosave and "Continue": the game in progress is written (atomically) to
//! the OS data directory after every change, and the title screen offers to
//! continue each game that has one. A finished game clears its autosave.
//! Killing the process at any moment loses at most the move being animated.

use bevy::prelude::*;

use crate::app::core::AppSystems;
use crate::app::core::session::{AppRules, Match, ReplayQueue};
use crate::game_kind::GameKind;
use crate::persist::autosave::Autosave;
use crate::persist::savefile::SavedGame;
use crate::rules::{checkers, gounki, othello};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            autosave::<othello::Position>,
            autosave::<gounki::Game>,
            autosave::<checkers::Game>,
        )
            .in_set(AppSystems::Ui),
    );
}

/// Where autosaves go; absent in headless tests unless a test sets one.
#[derive(Resource, Debug, Clone)]
pub struct AutosaveDir(pub Autosave);

/// A match that can be written as a saved game.
pub trait Savable: AppRules {
    const KIND: GameKind;
    /// The match as a saved game, with `later` moves after its plies (a
    /// replay's moves still to be shown).
    fn saved_with(game: &Match<Self>, later: &[Self::Move]) -> SavedGame;
    /// The match as a saved game.
    fn saved(game: &Match<Self>) -> SavedGame {
        Self::saved_with(game, &[])
    }
}

fn moves<G: AppRules>(game: &Match<G>, later: &[G::Move]) -> Vec<G::Move> {
    game.plies()
        .iter()
        .map(|p| p.mv)
        .chain(later.iter().copied())
        .collect()
}

impl Savable for othello::Position {
    const KIND: GameKind = GameKind::Othello;
    fn saved_with(game: &Match<Self>, later: &[Self::Move]) -> SavedGame {
        SavedGame::Othello {
            start: *game.start(),
            moves: moves(game, later),
        }
    }
}

impl Savable for gounki::Game {
    const KIND: GameKind = GameKind::Gounki;
    fn saved_with(game: &Match<Self>, later: &[Self::Move]) -> SavedGame {
        SavedGame::Gounki {
            start: *game.start().position(),
            moves: moves(game, later),
        }
    }
}

impl Savable for checkers::Game {
    const KIND: GameKind = GameKind::Checkers;
    fn saved_with(game: &Match<Self>, later: &[Self::Move]) -> SavedGame {
        SavedGame::Checkers {
            start: *game.start().position(),
            family: game.start().family(),
            moves: moves(game, later),
        }
    }
}

fn autosave<G: Savable>(
    game: Option<Res<Match<G>>>,
    dir: Option<Res<AutosaveDir>>,
    reviewing: Option<Res<crate::app::features::movelist::Reviewing>>,
    showcase: Option<Res<super::showcase::Showcase>>,
    book: Option<Res<super::lessons::RulesBook>>,
    replay: Option<Res<ReplayQueue<G>>>,
) {
    let (Some(game), Some(dir)) = (game, dir) else {
        return;
    };
    // While reviewing, the match on show is a cut-down copy: keep the save.
    // The showcase's sample games and a rules book's steps are not the
    // player's either. A match just
    // put on the board (`--moves`, `--load`, a file opened, Continue) is
    // saved from its first change on: until then the older autosave stays.
    if !game.is_changed()
        || game.is_added()
        || reviewing.is_some_and(|r| r.0)
        || showcase.is_some()
        || book.is_some()
    {
        return;
    }
    // A replay takes the moves off the match and plays them again: the save
    // keeps the whole game, the moves still to be shown included.
    let later = replay.map(|r| r.still_to_show()).unwrap_or_default();
    let result = if game.outcome().is_some() && later.is_empty() {
        dir.0.clear(G::KIND)
    } else if game.plies().is_empty() && later.is_empty() {
        // Nothing worth continuing yet (and a new game must not erase an
        // older one before its first move).
        Ok(())
    } else {
        dir.0.write(G::KIND, &G::saved_with(&game, &later))
    };
    if let Err(err) = result {
        warn!("autosave of {} failed: {err}", G::KIND.title());
    }
}

/// A match rebuilt from a saved game, every move checked by the rules.
pub fn match_from_saved(saved: &SavedGame) -> Result<MatchOf, String> {
    fn build<G: AppRules>(start: G, moves: &[G::Move]) -> Result<Match<G>, String> {
        let mut game = Match::new(start);
        for (i, &mv) in moves.iter().enumerate() {
            game.play(mv)
                .map_err(|mv| format!("move {}: {mv:?} is not legal", i + 1))?;
        }
        Ok(game)
    }
    Ok(match saved {
        SavedGame::Othello { start, moves } => MatchOf::Othello(build(*start, moves)?),
        SavedGame::Gounki { start, moves } => {
            MatchOf::Gounki(build(gounki::Game::from_position(*start), moves)?)
        }
        SavedGame::Checkers {
            start,
            family,
            moves,
        } => MatchOf::Checkers(build(
            checkers::Game::from_position(*start).with_family(*family),
            moves,
        )?),
    })
}

/// A match of one of the games.
pub enum MatchOf {
    Othello(Match<othello::Position>),
    Gounki(Match<gounki::Game>),
    Checkers(Match<checkers::Game>),
}

impl MatchOf {
    /// Which game this is.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self {
            MatchOf::Othello(_) => GameKind::Othello,
            MatchOf::Gounki(_) => GameKind::Gounki,
            MatchOf::Checkers(_) => GameKind::Checkers,
        }
    }

    /// Inserts the match as the current one of its game.
    pub fn insert(self, world: &mut World) {
        match self {
            MatchOf::Othello(m) => world.insert_resource(m),
            MatchOf::Gounki(m) => world.insert_resource(m),
            MatchOf::Checkers(m) => world.insert_resource(m),
        }
    }
}
