//! Scores on the board (a setting, and the key I; off by default): during
//! a person's turn every legal move shows its value on the board, as the
//! Othello engines' interfaces do — Othello in discs on each legal square,
//! Gounki and checkers as the mover's winning chance.
//!
//! Where a move is shown: Othello's on its square. A Gounki or checkers
//! move starts from a piece, so each movable piece shows the best of its
//! moves; once a piece is selected, its moves show on the squares they go
//! to (the best where several end on one square).
//!
//! The scores come from the pure analysis ([`score_moves_deepening`]) on
//! the background pool, depth 1 first (at once) and then deeper, each
//! finished depth replacing the last: no frame ever waits. The moves are
//! searched on the engine threads setting's count (the same values on any
//! count). Any change to the match, the computer's turn, a finished game,
//! an earlier position on show, the showcase, a rules book or the position
//! editor takes them away (and stops the search).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::window::RequestRedraw;

use crate::analysis::{AnalysisGame, Eval, MoveScore, score_moves_deepening};
use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{AppRules, Match, SessionKind, is_playing};
use crate::app::core::text::Language;
use crate::app::core::theme;
use crate::app::kit::board::BoardCell;
use crate::app::kit::board::labels::label;
use crate::app::kit::focus::no_modal;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScoresOnBoard>();
    app.add_systems(
        Update,
        toggle_scores
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing).and_then(no_modal)),
    );
}

/// Adds `G`'s scores.
pub fn register<G: ScoreGame>(app: &mut App) {
    app.add_systems(
        Update,
        show_scores::<G>
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing).and_then(is_playing(<G as AppRules>::KIND))),
    );
    app.add_systems(OnExit(Screen::Playing), stop::<G>);
}

/// Whether scores are shown on the board (the `scores_on_board` setting).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ScoresOnBoard(pub bool);

/// A game whose moves' scores can be shown on its board.
pub trait ScoreGame: AppRules + AnalysisGame {
    /// The cell a move starts from and, when it is elsewhere, the cell it
    /// goes to; `None` for a move with no square (Othello's pass).
    fn move_cells(&self, mv: Self::Move) -> Option<(BoardCell, Option<BoardCell>)>;

    /// The cell of the piece the player has selected, if any.
    fn selected(_world: &World) -> Option<BoardCell> {
        None
    }

    /// Whether the scores read as discs (Othello) rather than as winning
    /// chances.
    const IN_DISCS: bool = false;

    /// Deepest search of the scores.
    const SCORE_DEPTH: u32;
}

fn toggle_scores(
    keys: Res<ButtonInput<KeyCode>>,
    mut scores: ResMut<ScoresOnBoard>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    if keys.just_pressed(KeyCode::KeyI) && !crate::app::core::keys::ctrl(&keys) {
        scores.0 = !scores.0;
        let t = language.strings();
        notices.write(Notice::info(if scores.0 {
            t.scores_on
        } else {
            t.scores_off
        }));
    }
}

/// The scores being worked out for one position.
#[derive(Resource)]
struct Scoring<G: ScoreGame> {
    /// The match version they are for.
    version: u64,
    cancel: Arc<AtomicBool>,
    /// The deepest finished depth and its scores.
    latest: Arc<Mutex<Option<(u32, Vec<MoveScore<G::Move>>)>>>,
    /// The depth on show.
    shown: u32,
    task: Option<Task<()>>,
}

impl<G: ScoreGame> Drop for Scoring<G> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// A score's label on the board.
#[derive(Component)]
pub struct ScoreLabel(pub BoardCell);

fn show_scores<G: ScoreGame>(world: &mut World, mut selected_before: Local<Option<BoardCell>>) {
    let wanted = wanted_version::<G>(world);
    let current = world.get_resource::<Scoring<G>>().map(|s| s.version);
    if wanted != current {
        world.remove_resource::<Scoring<G>>();
        clear_labels(world);
        if let Some(version) = wanted {
            start::<G>(world, version);
        }
    }
    let selected = G::selected(world);
    let Some(scoring) = world.get_resource::<Scoring<G>>() else {
        return;
    };
    let running = scoring.task.as_ref().is_some_and(|t| !t.is_finished());
    let shown = scoring.shown;
    // The scores are copied out only when a new depth is in or the
    // selection moved, not on every frame.
    let fresh = selected != *selected_before;
    let latest = scoring.latest.lock().ok().and_then(|l| match &*l {
        Some((depth, _)) if *depth == shown && !fresh => None,
        other => other.clone(),
    });
    if running {
        world.write_message(RequestRedraw);
    }
    let Some((depth, scores)) = latest else {
        return;
    };
    *selected_before = selected;
    if let Some(mut scoring) = world.get_resource_mut::<Scoring<G>>() {
        scoring.shown = depth;
    }
    clear_labels(world);
    let Some(game) = world.get_resource::<Match<G>>() else {
        return;
    };
    let position = game.current().clone();
    let mut best: Vec<(BoardCell, Eval)> = Vec::new();
    for score in &scores {
        let Some((from, to)) = position.move_cells(score.mv) else {
            continue;
        };
        let cell = match selected {
            Some(piece) if piece == from => to.unwrap_or(from),
            Some(_) => continue,
            None => from,
        };
        match best.iter_mut().find(|(c, _)| *c == cell) {
            Some((_, eval)) if score.eval.score > eval.score => *eval = score.eval,
            Some(_) => {}
            None => best.push((cell, score.eval)),
        }
    }
    for (cell, eval) in best {
        world
            .spawn(label(score_text::<G>(eval), cell.center() + Vec3::Y * 0.25))
            .insert(score_look(cell));
    }
}

/// The match version scores are wanted for: a person's turn in a game of
/// their own that goes on, its latest position on show.
fn wanted_version<G: ScoreGame>(world: &World) -> Option<u64> {
    if !world.get_resource::<ScoresOnBoard>().is_some_and(|s| s.0)
        || world.get_resource::<SessionKind>() != Some(&SessionKind::Play)
        || world.contains_resource::<crate::app::features::showcase::Showcase>()
    {
        return None;
    }
    let game = world.get_resource::<Match<G>>()?;
    let players = world.get_resource::<Players>()?;
    let ready =
        !game.is_reviewing() && game.outcome().is_none() && players.is_human(game.current().turn());
    ready.then(|| game.version())
}

fn start<G: ScoreGame>(world: &mut World, version: u64) {
    let Some(position) = world
        .get_resource::<Match<G>>()
        .map(|g| g.current().clone())
    else {
        return;
    };
    let threads = world
        .get_resource::<crate::app::features::computer::EngineThreads>()
        .map_or(1, |t| t.count());
    let cancel = Arc::new(AtomicBool::new(false));
    let latest = Arc::new(Mutex::new(None));
    let task = {
        let (cancel, latest) = (cancel.clone(), latest.clone());
        AsyncComputeTaskPool::get().spawn(async move {
            score_moves_deepening(
                &position,
                G::SCORE_DEPTH,
                threads,
                &cancel,
                |depth, scores| {
                    if let Ok(mut slot) = latest.lock() {
                        *slot = Some((depth, scores.to_vec()));
                    }
                },
            );
        })
    };
    world.insert_resource(Scoring::<G> {
        version,
        cancel,
        latest,
        shown: 0,
        task: Some(task),
    });
}

fn stop<G: ScoreGame>(world: &mut World) {
    world.remove_resource::<Scoring<G>>();
}

fn clear_labels(world: &mut World) {
    let labels: Vec<Entity> = world
        .query_filtered::<Entity, With<ScoreLabel>>()
        .iter(world)
        .collect();
    for entity in labels {
        world.entity_mut(entity).despawn();
    }
}

/// The text of a score: discs (`+4`, `-2.5`) or a winning chance (`62%`).
#[must_use]
pub fn score_text<G: ScoreGame>(eval: Eval) -> String {
    if G::IN_DISCS {
        G::score_text(eval)
    } else {
        format!("{:.0}%", 100.0 * G::win_chance(eval))
    }
}

/// A score label's own look: a small dark plate so that it reads on any
/// square.
fn score_look(cell: BoardCell) -> impl Bundle {
    (
        Node {
            position_type: PositionType::Absolute,
            padding: UiRect::axes(px(4), px(1)),
            border_radius: BorderRadius::all(px(4)),
            ..default()
        },
        BackgroundColor(theme::PANEL),
        TextColor(theme::TEXT),
        Name::new("Score on the board"),
        ScoreLabel(cell),
    )
}
