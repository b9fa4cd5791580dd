//! Computer players: who plays each side, and searches that run on Bevy's
//! async compute pool so no frame ever waits for them.
//!
//! When it is a computer's turn and the board is at rest, a search starts on
//! a background task with a copy of the rules state. The board keeps drawing
//! and answering Esc; a "thinking…" line shows after 300 ms. The result is
//! played like a human's move (through [`MoveRequest`]) after a short natural
//! pause. Any change to the match (undo, new game) or leaving the screen
//! cancels the search through its cancel flag; a stale answer is dropped.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use bevy::prelude::*;

use crate::app::core::players::{PlayerKind, Players};
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy::window::RequestRedraw;

use super::last_move::TouchedCells;
use crate::ai::{Level, SearchLimits};
use crate::app::core::anim::Busy;
use crate::app::core::notice::Notice;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{AppRules, Match, MoveRequest, is_playing};
use crate::app::core::text::Language;
use crate::app::core::text::fill;
use crate::app::kit::board::HintCells;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineThreads>();
    app.init_resource::<Players>();
    app.init_resource::<ComputerThinking>();
    app.init_resource::<HintAsked>();
    app.add_systems(OnExit(Screen::Playing), thinking_ends);
}

/// The computer's searches and hints for one game.
pub fn register<G: ComputerGame + TouchedCells>(app: &mut App) {
    app.insert_resource(EngineMemory::<G>(Arc::default()));
    app.add_systems(
        OnExit(Screen::Playing),
        cancel_search::<G>.before(thinking_ends),
    );
    app.add_systems(
        Update,
        (
            request_hint::<G>.in_set(AppSystems::RecordInput),
            drive_computer::<G>
                .in_set(AppSystems::Update)
                .run_if(crate::app::core::session::not_reviewing)
                .before(crate::app::core::session::apply_move_requests::<G>),
            show_hint::<G>.in_set(AppSystems::Ui).in_set(HintMarks),
        )
            .run_if(in_state(Screen::Playing).and_then(is_playing(G::KIND))),
    );
}

/// The systems that set and clear the hint's rings ([`HintCells`]); other
/// marks on those rings come after them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HintMarks;

/// How many threads the engines' searches use (the computer's moves, the
/// hint, the review): `None` is automatic, all the cores but one so that
/// the window keeps one; `Some(1)` is the single-thread search exactly.
/// The `engine_threads` setting.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct EngineThreads(pub Option<usize>);

impl EngineThreads {
    /// The choices the settings row goes through, automatic first.
    pub const CHOICES: [Option<usize>; 6] = [None, Some(1), Some(2), Some(4), Some(8), Some(16)];

    /// The thread count to use now.
    #[must_use]
    pub fn count(self) -> usize {
        self.0.unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, std::num::NonZero::get)
                .saturating_sub(1)
                .max(1)
        })
    }

    /// The next choice (after 16: automatic).
    #[must_use]
    pub fn next(self) -> EngineThreads {
        let at = Self::CHOICES.iter().position(|&c| c == self.0).unwrap_or(0);
        EngineThreads(Self::CHOICES[(at + 1) % Self::CHOICES.len()])
    }
}

/// A game the computer can play.
pub trait ComputerGame: AppRules {
    /// What the engine keeps from one of the computer's searches to the
    /// next (its tables), or `()`.
    type Memory: Default + Send + 'static;
    /// The chosen move at `level` (None when there is no legal move), with
    /// what the earlier searches left in `memory`.
    fn search(
        &self,
        level: Level,
        limits: &SearchLimits,
        memory: &mut Self::Memory,
    ) -> Option<Self::Move>;
    /// The search budget of `level`.
    fn limits(level: Level) -> SearchLimits;
}

/// What the computer's searches of this game keep from one move to the
/// next (see [`ComputerGame::Memory`]): a search locks it while it runs;
/// one cancelled releases it within a few milliseconds, as it stops.
#[derive(Resource)]
struct EngineMemory<G: ComputerGame>(Arc<Mutex<G::Memory>>);

/// A search running in the background.
#[derive(Resource)]
pub struct Thinking<G: ComputerGame> {
    task: Task<Option<G::Move>>,
    cancel: Arc<AtomicBool>,
    /// Real time (app clock) when the search started.
    started: Duration,
    /// The match version the search started for: any other means the
    /// answer is stale (see `Match::version`).
    version: u64,
    /// A finished search waiting for the natural pause.
    answer: Option<Option<G::Move>>,
    /// The natural pause of this move (shorter on a short clock).
    pause: Duration,
}

/// Shortest time between the computer's turn starting and its move: an
/// instant reply feels like a glitch.
const NATURAL_PAUSE: Duration = Duration::from_millis(450);
/// When the "thinking…" line appears.
pub const THINKING_NOTICE: Duration = Duration::from_millis(300);

/// Whether a computer search is running now (for the HUD).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ComputerThinking(pub Option<Duration>);

/// Starts, polls and finishes the computer's searches.
fn drive_computer<G: ComputerGame>(
    mut commands: Commands,
    game: Option<Res<Match<G>>>,
    players: Res<Players>,
    busy: Res<Busy>,
    thinking: Option<ResMut<Thinking<G>>>,
    mut requests: MessageWriter<MoveRequest<G>>,
    mut redraw: MessageWriter<RequestRedraw>,
    clock: Res<Time<Real>>,
    replay: Option<Res<crate::app::core::session::ReplayQueue<G>>>,
    threads: Res<EngineThreads>,
    memory: Res<EngineMemory<G>>,
) {
    let Some(game) = game else { return };
    let now = clock.elapsed();
    if let Some(mut thinking) = thinking {
        redraw.write(RequestRedraw);
        if thinking.version != game.version() || game.outcome().is_some() {
            thinking.cancel.store(true, Ordering::Relaxed);
            commands.remove_resource::<Thinking<G>>();
            commands.insert_resource(ComputerThinking(None));
            return;
        }
        if thinking.answer.is_none() {
            thinking.answer = check_ready(&mut thinking.task);
        }
        if let Some(answer) = thinking.answer
            && now.saturating_sub(thinking.started) >= thinking.pause
            && !busy.active()
        {
            if let Some(mv) = answer {
                requests.write(MoveRequest(mv));
            }
            commands.remove_resource::<Thinking<G>>();
            commands.insert_resource(ComputerThinking(None));
        }
        return;
    }
    let state = game.current();
    let PlayerKind::Computer(level) = players.of(state.turn()) else {
        return;
    };
    // A replay shows recorded moves: the computer waits until it is over.
    let replaying = replay.is_some_and(|q| !q.is_done());
    if busy.active() || game.outcome().is_some() || replaying {
        return;
    }
    let mut limits = G::limits(level).with_threads(threads.count());
    let mut pause = NATURAL_PAUSE;
    if let Some(clock) = &game.clock {
        // On the clock the search gets what its time allows, capped by the
        // level's own budget, and the natural pause is a share of that.
        let side = state.turn();
        let remaining = clock.clocks().remaining(side, now);
        let increment = clock.control().of(side).increment;
        let cap = limits.time.unwrap_or(Duration::from_secs(3600));
        let budget = crate::clock::move_budget(remaining, increment, game.plies().len(), cap);
        limits.time = Some(budget);
        pause = pause.min(budget / 4);
    }
    let cancel = limits.cancel.clone();
    let position = state.clone();
    let memory = memory.0.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let mut memory = memory.lock().unwrap_or_else(PoisonError::into_inner);
        position.search(level, &limits, &mut memory)
    });
    commands.insert_resource(Thinking::<G> {
        task,
        cancel,
        started: now,
        version: game.version(),
        answer: None,
        pause,
    });
    commands.insert_resource(ComputerThinking(Some(now)));
}

/// Leaving the screen stops any search at once.
fn cancel_search<G: ComputerGame>(world: &mut World) {
    if let Some(thinking) = world.remove_resource::<Thinking<G>>() {
        thinking.cancel.store(true, Ordering::Relaxed);
    }
}

/// No "thinking…" line outside a game.
fn thinking_ends(mut thinking: ResMut<ComputerThinking>) {
    thinking.0 = None;
}

/// Set by the Hint button; the H key asks directly.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HintAsked(pub bool);

/// A hint search running in the background (H key).
#[derive(Resource)]
pub struct HintSearch<G: ComputerGame> {
    task: Task<Option<G::Move>>,
    cancel: Arc<AtomicBool>,
    /// The match version the hint is for.
    version: u64,
}

/// How long a hint may think: the Strong level's search, capped.
const HINT_BUDGET: Duration = Duration::from_millis(1500);

/// H on a human's turn starts a Strong-level search for a recommendation;
/// when it answers, the move is shown (not played).
fn request_hint<G: ComputerGame>(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    mut asked: ResMut<HintAsked>,
    game: Option<Res<Match<G>>>,
    players: Res<Players>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
    threads: Res<EngineThreads>,
    session: Option<Res<crate::app::core::session::SessionKind>>,
) {
    let t = language.strings();
    let ctrl = crate::app::core::keys::ctrl(&keys);
    // In a puzzle, H is the puzzle's own hint (the piece to move), not
    // the engine's answer.
    if session.is_some_and(|s| *s == crate::app::core::session::SessionKind::Puzzle) {
        return;
    }
    let by_key = keys.just_pressed(KeyCode::KeyH) && !ctrl;
    let by_button = std::mem::take(&mut asked.0);
    if !by_key && !by_button {
        return;
    }
    let started = start_hint(&mut commands, game.as_deref(), &players, threads.count());
    notices.write(Notice::info(if started {
        t.hint_looking
    } else {
        t.hint_unavailable
    }));
}

fn start_hint<G: ComputerGame>(
    commands: &mut Commands,
    game: Option<&Match<G>>,
    players: &Players,
    threads: usize,
) -> bool {
    let Some(game) = game else { return false };
    let state = game.current();
    if game.outcome().is_some() || !players.is_human(state.turn()) {
        return false;
    }
    let mut limits = G::limits(Level::Strong).with_threads(threads);
    limits.time = Some(limits.time.map_or(HINT_BUDGET, |t| t.min(HINT_BUDGET)));
    let cancel = limits.cancel.clone();
    let position = state.clone();
    // The hint starts afresh: the computer's tables are its own.
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { position.search(Level::Strong, &limits, &mut G::Memory::default()) });
    commands.insert_resource(HintSearch::<G> {
        task,
        cancel,
        version: game.version(),
    });
    true
}

/// Shows a finished hint; a hint for an older position is dropped.
fn show_hint<G: ComputerGame + TouchedCells>(
    mut commands: Commands,
    search: Option<ResMut<HintSearch<G>>>,
    game: Option<Res<Match<G>>>,
    mut notices: MessageWriter<Notice>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut hint_cells: ResMut<HintCells>,
    language: Res<Language>,
) {
    // A shown hint goes as soon as the game moves on.
    if game.as_ref().is_some_and(|g| g.is_changed()) && hint_cells.0 != 0 {
        hint_cells.0 = 0;
    }
    let (Some(mut search), Some(game)) = (search, game) else {
        return;
    };
    redraw.write(RequestRedraw);
    if search.version != game.version() {
        search.cancel.store(true, Ordering::Relaxed);
        commands.remove_resource::<HintSearch<G>>();
        return;
    }
    if let Some(answer) = check_ready(&mut search.task) {
        commands.remove_resource::<HintSearch<G>>();
        if let Some(mv) = answer {
            notices.write(Notice::info(fill(
                language.strings().hint_move,
                &[("move", &game.current().move_text(mv))],
            )));
            // Mark the squares the move would touch, from its own effects.
            if let Ok((_, effects)) = game.current().clone().play(mv) {
                hint_cells.0 = G::touched(&effects)
                    .iter()
                    .fold(0, |bits, cell| bits | 1 << cell.index());
            }
        }
    }
}
