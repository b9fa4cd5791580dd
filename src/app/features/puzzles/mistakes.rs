//! "Retry your mistakes": every Mistake and Blunder of the people at the
//! board in a reviewed game becomes a personal puzzle (the position before
//! it, the review's better move to find), added to the puzzle file when
//! the review is done; the review's Retry this position opens one.

use bevy::prelude::*;

use super::{PuzzleGame, Puzzles, open_mine};
use crate::analysis::Grade;
use crate::analysis::record::MoveRecord;
use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::session::{ActiveGame, AppRules, Match, SessionKind};
use crate::app::core::text::{Language, fill};
use crate::app::features::review::ReviewSheet;
use crate::game_kind::GameKind;
use crate::puzzles::{Goal, Puzzle};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, harvest.in_set(AppSystems::Ui));
}

/// What a game contributes: the personal puzzle of a reviewed move.
#[derive(Clone, Copy)]
struct MistakeOps {
    /// The puzzle of the review's record at `ply` of the game on the
    /// board, if it is a person's Mistake or Blunder with a better move.
    puzzle_at: fn(&World, &MoveRecord) -> Option<Puzzle>,
}

pub(super) fn register<G: PuzzleGame>(app: &mut App)
where
    G::Move: Send + Sync,
{
    PerGame::add(
        app,
        <G as AppRules>::KIND,
        MistakeOps {
            puzzle_at: puzzle_at::<G>,
        },
    );
}

/// Whether a reviewed move is worth a personal puzzle.
#[must_use]
pub fn is_retryable(record: &MoveRecord) -> bool {
    matches!(record.grade, Grade::Mistake | Grade::Blunder) && record.best != record.played
}

/// A puzzle's starting rating from how bad the mistake was: a blunder's
/// better move is the easier find.
fn rating_of(grade: Grade) -> u32 {
    if grade == Grade::Blunder { 1200 } else { 1400 }
}

fn puzzle_at<G: PuzzleGame>(world: &World, record: &MoveRecord) -> Option<Puzzle>
where
    G::Move: Send + Sync,
{
    if !is_retryable(record) {
        return None;
    }
    let game = world.get_resource::<Match<G>>()?;
    let before = if record.ply == 0 {
        game.start().clone()
    } else {
        game.all_plies().get(record.ply - 1)?.after.clone()
    };
    let best = before.parse_move(&record.best).ok()?;
    if !before.is_legal(best) || before.outcome().is_some() {
        return None;
    }
    Some(Puzzle {
        id: String::from("mine"),
        game: <G as AppRules>::KIND,
        goal: Goal::Better,
        rating: rating_of(record.grade),
        themes: before.themes(Goal::Better, &[best]),
        position: before.position_text(),
        line: vec![vec![before.move_text(best)]],
    })
}

/// The review whose mistakes were last added (its moves): each review
/// adds its mistakes once.
#[derive(Resource, Default)]
struct Harvested(Vec<String>);

/// Adds the people's mistakes of a finished review to the puzzle file,
/// with one notice saying how many.
fn harvest(world: &mut World) {
    let Some(sheet) = world.get_resource::<ReviewSheet>() else {
        return;
    };
    if !sheet.finished()
        || world.get_resource::<SessionKind>() != Some(&SessionKind::Play)
        || world
            .get_resource::<Harvested>()
            .is_some_and(|h| h.0 == sheet.played)
    {
        return;
    }
    let (kind, played, records) = (sheet.game, sheet.played.clone(), sheet.records.clone());
    world.insert_resource(Harvested(played));
    if world.resource::<ActiveGame>().0 != kind {
        return;
    }
    let players = world.get_resource::<Players>().copied().unwrap_or_default();
    let Some(ops) = PerGame::<MistakeOps>::get(world, kind) else {
        return;
    };
    let puzzles: Vec<Puzzle> = records
        .iter()
        .filter(|r| players.is_human(r.side))
        .filter_map(|r| (ops.puzzle_at)(world, r))
        .collect();
    let language = *world.resource::<Language>();
    let mut notices = Vec::new();
    let added = puzzles
        .into_iter()
        .filter(|p| {
            world
                .resource_mut::<Puzzles>()
                .add_personal(p.clone(), &mut notices, language)
                .is_some()
        })
        .count();
    if added > 0 {
        notices.push(Notice::info(fill(
            language.strings().puzzle_mistakes_added,
            &[("count", &added)],
        )));
    }
    for notice in notices {
        world.write_message(notice);
    }
}

/// Opens the personal puzzle of the reviewed move at `ply` (adding it if
/// the review's harvest has not): the review's Retry this position.
pub fn retry_position(world: &mut World, ply: usize) {
    let Some(sheet) = world.get_resource::<ReviewSheet>() else {
        return;
    };
    let kind: GameKind = sheet.game;
    let Some(record) = sheet.records.iter().find(|r| r.ply == ply).cloned() else {
        return;
    };
    let Some(ops) = PerGame::<MistakeOps>::get(world, kind) else {
        return;
    };
    let Some(puzzle) = (ops.puzzle_at)(world, &record) else {
        return;
    };
    let language = *world.resource::<Language>();
    let mut notices = Vec::new();
    let mut puzzles = world.resource_mut::<Puzzles>();
    let id = puzzles
        .add_personal(puzzle.clone(), &mut notices, language)
        .or_else(|| {
            puzzles
                .personal(kind)
                .iter()
                .find(|p| p.position == puzzle.position && p.line == puzzle.line)
                .map(|p| p.id.clone())
        });
    for notice in notices {
        world.write_message(notice);
    }
    if let Some(id) = id {
        open_mine(world, kind, id);
    }
}
