//! Autosave and "Continue": the game in progress is written (atomically) to
//! the OS data directory after every change, and the title screen offers to
//! continue each game that has one. A finished game clears its autosave.
//! Killing the process at any moment loses at most the move being animated.

use bevy::prelude::*;

use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::session::{AppRules, Match, ReplayQueue, SessionKind};
use crate::game_kind::GameKind;
use crate::persist::autosave::Autosave;
use crate::persist::savefile::SavedGame;

/// Autosave and loading for one game.
pub fn register<G: Savable>(app: &mut App) {
    app.add_systems(Update, autosave::<G>.in_set(AppSystems::Ui));
    PerGame::add(
        app,
        G::KIND,
        SaveOps {
            load: load::<G>,
            current: current::<G>,
        },
    );
}

/// Where autosaves go; absent in headless tests unless a test sets one.
#[derive(Resource, Debug, Clone)]
pub struct AutosaveDir(pub Autosave);

/// A match that can be written as a saved game and read back.
pub trait Savable: AppRules {
    /// The match as a saved game, with `later` moves after its plies (a
    /// replay's moves still to be shown).
    fn saved_with(game: &Match<Self>, later: &[Self::Move]) -> SavedGame;
    /// The match as a saved game.
    fn saved(game: &Match<Self>) -> SavedGame {
        Self::saved_with(game, &[])
    }
    /// The start and the moves of a saved game of this game (`None` for
    /// another game's).
    fn from_saved(saved: &SavedGame) -> Option<(Self, &[Self::Move])>;
}

/// The moves of a match, then `later` ones.
pub fn moves<G: AppRules>(game: &Match<G>, later: &[G::Move]) -> Vec<G::Move> {
    game.all_plies()
        .iter()
        .map(|p| p.mv)
        .chain(later.iter().copied())
        .collect()
}

fn autosave<G: Savable>(
    game: Option<Res<Match<G>>>,
    dir: Option<Res<AutosaveDir>>,
    reviewing: Option<Res<crate::app::core::session::Reviewing>>,
    session: Res<SessionKind>,
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
        || *session != SessionKind::Play
    {
        return;
    }
    // A replay takes the moves off the match and plays them again: the save
    // keeps the whole game, the moves still to be shown included.
    let later = replay.map(|r| r.still_to_show()).unwrap_or_default();
    let result = if game.outcome().is_some() && later.is_empty() {
        dir.0.clear(G::KIND)
    } else if game.all_plies().is_empty() && later.is_empty() {
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

/// A match rebuilt from a saved game of `G`, every move checked by the
/// rules (`None` for another game's save).
pub fn rebuild<G: Savable>(saved: &SavedGame) -> Option<Result<Match<G>, String>> {
    let (start, moves) = G::from_saved(saved)?;
    let mut game = Match::new(start);
    for (i, &mv) in moves.iter().enumerate() {
        if let Err(mv) = game.play(mv) {
            return Some(Err(format!("move {}: {mv:?} is not legal", i + 1)));
        }
    }
    Some(Ok(game))
}

/// How one game writes and reads its saved games.
#[derive(Clone, Copy)]
struct SaveOps {
    load: fn(&SavedGame) -> Option<Result<LoadedMatch, String>>,
    current: fn(&World) -> Option<SavedGame>,
}

/// The match of `G` in `world` as a saved game; mid-replay with the moves
/// still to be shown (the match holds only those shown so far).
fn current<G: Savable>(world: &World) -> Option<SavedGame> {
    let later = world
        .get_resource::<ReplayQueue<G>>()
        .map(|r| r.still_to_show())
        .unwrap_or_default();
    world
        .get_resource::<Match<G>>()
        .map(|m| G::saved_with(m, &later))
}

/// The match of `kind` in `world` as a saved game.
#[must_use]
pub fn saved_of(world: &World, kind: GameKind) -> Option<SavedGame> {
    (PerGame::<SaveOps>::get(world, kind)?.current)(world)
}

fn load<G: Savable>(saved: &SavedGame) -> Option<Result<LoadedMatch, String>> {
    Some(rebuild::<G>(saved)?.map(|game| LoadedMatch {
        kind: G::KIND,
        insert: Box::new(move |world: &mut World| world.insert_resource(game)),
    }))
}

/// A match rebuilt from a saved game of any registered game, every move
/// checked by the rules.
pub fn match_from_saved(world: &World, saved: &SavedGame) -> Result<LoadedMatch, String> {
    PerGame::<SaveOps>::all(world)
        .into_iter()
        .find_map(|ops| (ops.load)(saved))
        .unwrap_or_else(|| Err("a game this build does not have".into()))
}

/// A match of one of the games, ready to be put on the board.
pub struct LoadedMatch {
    kind: GameKind,
    insert: Box<dyn FnOnce(&mut World) + Send + Sync>,
}

impl LoadedMatch {
    /// Which game this is.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// Inserts the match as the current one of its game.
    pub fn insert(self, world: &mut World) {
        (self.insert)(world);
    }
}
