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
use crate::persist::timed::{ClockRead, SavedClocks};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveResult>();
    app.init_resource::<SavingFails>();
    app.add_systems(Update, save_notice.in_set(AppSystems::Ui));
}

/// Whether the last save failed (the game is not being saved).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SavingFails(pub bool);

/// A failed save is never silent: the first failure says so, with the
/// reason, and the first save that works again says that too (a disk that
/// stays full is not repeated at every move). The game goes on, and the
/// last good save stays whole (saves are atomic).
fn save_notice(
    mut results: MessageReader<SaveResult>,
    mut fails: ResMut<SavingFails>,
    mut notices: MessageWriter<crate::app::core::notice::Notice>,
    language: Res<crate::app::core::text::Language>,
) {
    let t = language.strings();
    for SaveResult(result) in results.read() {
        match result {
            Err(reason) if !fails.0 => {
                fails.0 = true;
                notices.write(crate::app::core::notice::Notice::warning(
                    crate::app::core::text::fill(t.save_failing, &[("reason", reason)]),
                ));
            }
            Ok(()) if fails.0 => {
                fails.0 = false;
                notices.write(crate::app::core::notice::Notice::info(t.save_works_again));
            }
            _ => {}
        }
    }
}

/// Autosave and loading for one game.
pub fn register<G: Savable>(app: &mut App) {
    app.add_systems(Update, autosave::<G>.in_set(AppSystems::Ui));
    PerGame::add(
        app,
        G::KIND,
        SaveOps {
            load: load::<G>,
            current: current::<G>,
            clocks: current_clocks::<G>,
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
    mut saving: MessageWriter<SaveResult>,
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
        let clocks = saved_clocks(&game, &later);
        dir.0
            .write_with_clocks(G::KIND, &G::saved_with(&game, &later), clocks.as_ref())
    };
    if let Err(err) = &result {
        warn!("autosave of {} failed: {err}", G::KIND.title());
    }
    saving.write(SaveResult(result.map_err(|e| e.to_string())));
}

/// The clocks of a timed match as a saved game keeps them (one time per
/// move, `later` moves included); `None` when untimed, or when the clocks
/// do not cover every move.
pub fn saved_clocks<G: Savable>(game: &Match<G>, later: &[G::Move]) -> Option<SavedClocks> {
    let clock = game.clock.as_ref()?;
    let moves = moves(game, later);
    let history = clock.history();
    if history.len() < moves.len() || history.iter().zip(&moves).any(|(h, m)| h.mv != *m) {
        return None;
    }
    let mut state = game.start().clone();
    let mut after = Vec::with_capacity(moves.len());
    for (ply, &mv) in history.iter().zip(&moves) {
        after.push(ply.after.of(state.turn()));
        state = state.play(mv).ok()?.0;
    }
    Some(SavedClocks {
        control: clock.control(),
        after,
    })
}

/// What an autosave or a save came to: `Err` with the reason (the
/// failed-save notice follows these, see `save_notice`).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct SaveResult(pub Result<(), String>);

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

/// Puts a rebuilt match on the clocks of its file, held (they wait for
/// the player). `Err` when the times do not fit the moves.
fn resume_clocks<G: Savable>(
    game: &mut Match<G>,
    saved: &SavedGame,
    clocks: &SavedClocks,
) -> Result<(), String> {
    let moves: Vec<G::Move> = game.all_plies().iter().map(|p| p.mv).collect();
    // Who made each move, and whether it ended the turn, as the file's
    // clocks count them.
    let movers: Vec<(crate::rules::Side, bool)> = saved
        .plies()
        .ok_or("a move of the file is not legal")?
        .iter()
        .map(|ply| (ply.side, ply.increment))
        .collect();
    game.clock = Some(crate::clock::GameClock::resumed(
        clocks.control,
        &moves,
        &movers,
        &clocks.after,
    )?);
    Ok(())
}

/// How one game writes and reads its saved games.
#[derive(Clone, Copy)]
struct SaveOps {
    load: fn(&SavedGame, &ClockRead) -> Option<Result<LoadedMatch, String>>,
    current: fn(&World) -> Option<SavedGame>,
    clocks: fn(&World) -> Option<SavedClocks>,
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

/// The clocks of `G`'s match, mid-replay with the moves still to be shown.
fn current_clocks<G: Savable>(world: &World) -> Option<SavedClocks> {
    let later = world
        .get_resource::<ReplayQueue<G>>()
        .map(|r| r.still_to_show())
        .unwrap_or_default();
    saved_clocks(world.get_resource::<Match<G>>()?, &later)
}

/// The clocks of the match of `kind` in `world`, when it is timed.
#[must_use]
pub fn clocks_of(world: &World, kind: GameKind) -> Option<SavedClocks> {
    (PerGame::<SaveOps>::get(world, kind)?.clocks)(world)
}

/// The match of `kind` in `world` as a saved game.
#[must_use]
pub fn saved_of(world: &World, kind: GameKind) -> Option<SavedGame> {
    (PerGame::<SaveOps>::get(world, kind)?.current)(world)
}

fn load<G: Savable>(saved: &SavedGame, clocks: &ClockRead) -> Option<Result<LoadedMatch, String>> {
    Some(rebuild::<G>(saved)?.map(|mut game| {
        // Clocks that cannot be read never cost the game: it goes on
        // untimed, and the player is told once.
        let problem = match clocks {
            ClockRead::Untimed => None,
            ClockRead::Read(clocks) => resume_clocks(&mut game, saved, clocks).err(),
            ClockRead::Damaged(err) => Some(err.to_string()),
        };
        let waiting = game.clock.is_some() && game.outcome().is_none();
        LoadedMatch {
            kind: G::KIND,
            insert: Box::new(move |world: &mut World| {
                world.insert_resource(game);
                if waiting {
                    // The clocks wait, paused, for the player.
                    let t = crate::app::core::text::of_world(world);
                    world
                        .write_message(crate::app::core::notice::Notice::info(t.clock_resume_hint));
                }
                if let Some(problem) = problem {
                    warn!("{problem}");
                    let t = crate::app::core::text::of_world(world);
                    world.write_message(crate::app::core::notice::Notice::warning(
                        crate::app::core::text::fill(t.clock_damaged, &[("reason", &problem)]),
                    ));
                }
            }),
        }
    }))
}

/// A match rebuilt from a saved game of any registered game, every move
/// checked by the rules (untimed).
pub fn match_from_saved(world: &World, saved: &SavedGame) -> Result<LoadedMatch, String> {
    match_from_saved_with_clocks(world, saved, &ClockRead::Untimed)
}

/// [`match_from_saved`] with the clocks the file recorded: the match waits
/// on them, paused, until the player goes on.
pub fn match_from_saved_with_clocks(
    world: &World,
    saved: &SavedGame,
    clocks: &ClockRead,
) -> Result<LoadedMatch, String> {
    PerGame::<SaveOps>::all(world)
        .into_iter()
        .find_map(|ops| (ops.load)(saved, clocks))
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
