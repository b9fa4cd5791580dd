//! Game review on the board: every move of the game on the board analysed
//! by the game's engine in the background (the pure [`crate::analysis`]),
//! graded (on the engines' thread setting: by default all the cores but
//! one), and shown as it comes in — a progress bar, the evaluation graph,
//! each player's accuracy and grade counts, the biggest mistakes, the grade
//! of each move in the move list, and for the move on show the better move
//! drawn on the board.
//!
//! Started with Review on the game-over panel or "Review this game" in the
//! game menu, for any game on the board (in progress, finished, opened or
//! continued). The board stays usable while the positions are analysed;
//! the review fills in as they finish. Undo, a new game or leaving the
//! board cancels it; moves played after it started are simply not in it.
//!
//! Which move is on show follows the match's review cursor: a click on the
//! graph, on a mistake or in the move list shows the position after that
//! move, with the move played tinted (the last-move marks) and the better
//! move ringed (`board`).

mod board;
mod line;
mod panel;

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::analysis::game::GraphScale;
use crate::analysis::grade::{GradedMove, biggest_mistakes, summarise};
use crate::analysis::reason::Reason;
use crate::analysis::record::{MoveRecord, records};
use crate::analysis::{AnalysisGame, Grade, PlayerSummary, Review, ReviewOptions, ReviewTask};
use crate::app::core::notes::{MoveNote, MoveNotes};
use crate::app::core::notice::Notice;
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{ActiveGame, AppRules, Match, is_playing};
use crate::app::core::text;
use crate::game_kind::GameKind;
use crate::rules::Side;

pub use panel::{GraphBar, ReviewPanel, go_to, grade_colour, grade_label, reason_text};

pub(super) fn plugin(app: &mut App) {
    crate::app::features::clock::hold_while::<ReviewSheet>(app);
    app.add_plugins((panel::plugin, board::plugin));
    crate::app::features::hud::add_game_over_button(
        app,
        crate::app::features::hud::GameOverButton {
            name: "Review button",
            label: |t| t.review_button,
            action: start_review,
        },
    );
    app.init_resource::<ReviewDepth>();
    app.add_systems(OnExit(Screen::Playing), close_review);
    app.add_systems(
        Update,
        publish_notes
            .in_set(AppSystems::Ui)
            .before(crate::app::features::movelist::RefreshList),
    );
    app.add_systems(
        Update,
        show_worst
            .in_set(AppSystems::Ui)
            .run_if(resource_exists::<ShowWorstWhenDone>.and_then(in_state(Screen::Playing))),
    );
    app.add_systems(
        OnEnter(Screen::Playing),
        review_from_launch
            .run_if(|launch: Res<crate::app::core::schedule::Launch>| launch.0.review),
    );
}

/// `--review` reviews the game the launch put on the board (once; a
/// review the file kept is shown instead of analysing again).
fn review_from_launch(mut commands: Commands, mut done: Local<bool>) {
    if !std::mem::replace(&mut *done, true) {
        commands.queue(|world: &mut World| {
            world.insert_resource(ShowWorstWhenDone);
            if !world.contains_resource::<PendingRestore>()
                && !world.contains_resource::<ReviewSheet>()
            {
                start_review(world);
            }
        });
    }
}

/// How deep a review searches each position: `None`, the game's own
/// default ([`AnalysisGame::REVIEW_DEPTH`], chosen for its speed on a
/// 2-core machine); the tests ask for less.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ReviewDepth(pub Option<u32>);

/// A game the review can analyse: the app's game with the analysis
/// adapter of its engine.
pub trait ReviewGame: AppRules + AnalysisGame {}

impl<G: AppRules + AnalysisGame> ReviewGame for G {}

/// Registers `G` with the review.
pub fn register<G: ReviewGame + super::lessons::BookGame>(app: &mut App) {
    PerGame::add(
        app,
        <G as AppRules>::KIND,
        ReviewOps {
            start: start::<G>,
            cancel: |world| {
                line::end_line::<G>(world);
                // Dropping the task cancels it.
                world.remove_resource::<Running<G>>();
            },
            line: line::show_line::<G>,
        },
    );
    app.add_systems(
        Update,
        (
            follow::<G>.run_if(
                resource_exists::<Running<G>>.and_then(not(resource_exists::<line::ShowingLine>)),
            ),
            drop_stale::<G>.run_if(
                resource_exists::<ReviewSheet>
                    .and_then(not(resource_exists::<Running<G>>))
                    .and_then(not(resource_exists::<line::ShowingLine>)),
            ),
            restore_pending::<G>.run_if(resource_exists::<PendingRestore>),
        )
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Playing).and_then(is_playing(<G as AppRules>::KIND))),
    );
    board::register::<G>(app);
    line::register::<G>(app);
}

#[derive(Clone, Copy)]
struct ReviewOps {
    start: fn(&mut World),
    cancel: fn(&mut World),
    /// Shows (or stops) the better line of the move on show.
    line: fn(&mut World),
}

/// One reviewed move as the panels show it (texts in the game's notation).
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewedMove {
    /// Who played it.
    pub side: Side,
    pub grade: Grade,
    /// The move played and the best move found, in the game's notation.
    pub played: String,
    pub best: String,
    /// Their values in the game's scale (`+3.5`, `+4 exact`, `+120`).
    pub played_value: String,
    pub best_value: String,
    /// The mover's winning chance (0–1) after the best move and after the
    /// move played.
    pub best_chance: f64,
    pub played_chance: f64,
    /// Winning chance given away (percentage points).
    pub loss: f64,
    /// The best line, in the game's notation, from the best move on.
    pub line: Vec<String>,
    /// Why an Inaccuracy, Mistake or Blunder was one.
    pub reason: Option<Reason>,
}

impl ReviewedMove {
    /// Whether a better move than the one played was found.
    #[must_use]
    pub fn has_better(&self) -> bool {
        self.best != self.played && !matches!(self.grade, Grade::Best | Grade::Forced)
    }
}

/// The review of the game on the board, for the panels (whatever the
/// game): what is done so far and what it says.
#[derive(Resource, Debug, Clone)]
pub struct ReviewSheet {
    pub game: GameKind,
    /// Moves analysed and to analyse.
    pub done: usize,
    pub total: usize,
    /// Every move's review, in order (`None` until done).
    pub moves: Vec<Option<ReviewedMove>>,
    /// White's side of the graph (0–1: the winning chance, or a disc lead
    /// on its scale) before the first move and after each move
    /// (`None` until known).
    pub graph: Vec<Option<f64>>,
    /// What the graph shows.
    pub graph_scale: GraphScale,
    /// Accuracy and grade counts of Black and White (by [`Side::index`]).
    pub summaries: [PlayerSummary; 2],
    /// The plies of the biggest mistakes, worst first.
    pub mistakes: Vec<usize>,
    /// The search depth (0: a time per position).
    pub depth: u32,
    /// The moves reviewed, in words (what a saved game's comments keep).
    pub records: Vec<MoveRecord>,
    /// The game's moves in its notation: the review is of this game only.
    pub played: Vec<String>,
    /// The game's result, when it is over (shown while any move is).
    pub result: Option<crate::rules::Outcome>,
}

impl ReviewSheet {
    /// Whether every move has been analysed.
    #[must_use]
    pub fn finished(&self) -> bool {
        self.done >= self.total
    }

    /// Each move's grade, for the move list.
    #[must_use]
    pub fn grade(&self, ply: usize) -> Option<Grade> {
        self.moves.get(ply)?.as_ref().map(|m| m.grade)
    }
}

/// A review running in the background for game `G` (kept, finished,
/// until the review closes).
#[derive(Resource)]
struct Running<G: ReviewGame> {
    /// The game reviewed: its start and moves (moves played later are not
    /// part of it).
    start: G,
    start_text: String,
    moves: Vec<G::Move>,
    task: ReviewTask<G::Move>,
    /// Results already in the sheet.
    seen: usize,
    /// Every result is in the sheet.
    complete: bool,
}

/// Reviews the game on the board (replacing a review in progress).
pub fn start_review(world: &mut World) {
    if *world.resource::<State<Screen>>().get() != Screen::Playing {
        return;
    }
    let kind = world.resource::<ActiveGame>().0;
    close_review(world);
    if let Some(ops) = PerGame::<ReviewOps>::get(world, kind) {
        (ops.start)(world);
        // Once graded, the review opens at the turning point.
        world.insert_resource(ShowWorstWhenDone);
    }
}

/// Plays the better line of the move on show with the game's animations,
/// then brings the game back; pressed again while it plays, it stops.
pub fn show_better_line(world: &mut World) {
    let kind = world.resource::<ActiveGame>().0;
    if let Some(ops) = PerGame::<ReviewOps>::get(world, kind) {
        (ops.line)(world);
    }
}

/// Whether a better line is on show.
#[must_use]
pub fn showing_line(world: &World) -> bool {
    world.contains_resource::<line::ShowingLine>()
}

/// Ends the review: the analysis stops and the panels and marks go.
pub fn close_review(world: &mut World) {
    for ops in PerGame::<ReviewOps>::all(world) {
        (ops.cancel)(world);
    }
    if world.remove_resource::<ReviewSheet>().is_some() {
        world.resource_mut::<crate::app::kit::board::HintCells>().0 = 0;
        world.resource_mut::<crate::app::kit::board::WarnCells>().0 = 0;
    }
}

fn start<G: ReviewGame>(world: &mut World) {
    let Some(game) = world.get_resource::<Match<G>>() else {
        return;
    };
    let start = game.start().clone();
    let moves: Vec<G::Move> = game.all_plies().iter().map(|p| p.mv).collect();
    let result = game.final_outcome();
    if moves.is_empty() {
        let t = text::of_world(world);
        world.write_message(Notice::info(t.review_nothing));
        return;
    }
    let options = match world.get_resource::<ReviewDepth>().and_then(|d| d.0) {
        Some(depth) => ReviewOptions::depth(depth),
        None => ReviewOptions::for_game::<G>(),
    }
    .with_threads(
        world
            .get_resource::<crate::app::features::computer::EngineThreads>()
            .copied()
            .unwrap_or_default()
            .count(),
    );
    let mut sheet = ReviewSheet::empty(
        <G as AppRules>::KIND,
        options.depth,
        move_texts(&start, &moves),
    );
    sheet.result = result;
    world.insert_resource(sheet);
    world.insert_resource(Running {
        start_text: start.position_text(),
        task: ReviewTask::spawn(start.clone(), moves.clone(), options),
        start,
        moves,
        seen: 0,
        complete: false,
    });
}

/// Brings finished moves into the sheet, keeps frames coming while the
/// analysis runs, and cancels it when the game it reviews is undone or
/// replaced.
fn follow<G: ReviewGame>(
    mut commands: Commands,
    running: Option<ResMut<Running<G>>>,
    game: Option<Res<Match<G>>>,
    sheet: Option<ResMut<ReviewSheet>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (Some(mut running), Some(mut sheet)) = (running, sheet) else {
        return;
    };
    // The game is compared only when it changed (not on every frame).
    if let Some(game) = game.as_ref().filter(|g| g.is_changed()) {
        let result = game.final_outcome();
        if sheet.result != result {
            sheet.result = result;
        }
    }
    let same_game = game.is_some_and(|game| {
        !game.is_changed()
            || (game.start().position_text() == running.start_text
                && game.all_plies().len() >= running.moves.len()
                && game
                    .all_plies()
                    .iter()
                    .zip(&running.moves)
                    .all(|(ply, mv)| ply.mv == *mv))
    });
    if !same_game {
        running.task.cancel();
        commands.remove_resource::<Running<G>>();
        commands.remove_resource::<ReviewSheet>();
        commands.queue(|world: &mut World| {
            world.resource_mut::<crate::app::kit::board::HintCells>().0 = 0;
        });
        return;
    }
    let (done, _) = running.task.progress();
    let finished = running.task.is_finished();
    if done != running.seen || (finished && !running.complete) {
        running.seen = done;
        running.complete = finished;
        let review = Review {
            kind: <G as AppRules>::KIND,
            depth: sheet.depth,
            moves: running.task.snapshot(),
            cancelled: false,
        };
        let done = records(&running.start, &running.moves, &review);
        apply_records::<G>(&mut sheet, done);
    }
    if !finished {
        redraw.write(RequestRedraw);
    }
}

/// Every move of a game from `start`, in its notation.
fn move_texts<G: ReviewGame>(start: &G, moves: &[G::Move]) -> Vec<String> {
    crate::analysis::record::line_texts(start, moves)
}

impl ReviewSheet {
    /// A review of the game whose moves are `played`, nothing done yet.
    fn empty(game: GameKind, depth: u32, played: Vec<String>) -> ReviewSheet {
        let total = played.len();
        ReviewSheet {
            game,
            done: 0,
            total,
            moves: vec![None; total],
            graph: vec![None; total + 1],
            graph_scale: GraphScale::WinChance,
            summaries: [PlayerSummary::default(), PlayerSummary::default()],
            mistakes: Vec::new(),
            depth,
            records: Vec::new(),
            played,
            result: None,
        }
    }

    /// The review's lines for a saved game's comments, once it is whole.
    #[must_use]
    pub fn comment_lines(&self) -> Option<Vec<String>> {
        self.finished()
            .then(|| crate::analysis::comment::review_to_comment(self.depth, &self.records))
    }
}

/// Puts the reviewed moves (`records`, in order) into the sheet: the
/// panels' texts and values, the graph, the summaries and the biggest
/// mistakes. Live reviews and reviews read from a file come this way.
fn apply_records<G: ReviewGame>(sheet: &mut ReviewSheet, records: Vec<MoveRecord>) {
    sheet.graph_scale = G::GRAPH_SCALE;
    for record in &records {
        if let Some(slot) = sheet.moves.get_mut(record.ply) {
            *slot = Some(reviewed_move::<G>(record));
        }
    }
    let white = |side: Side, chance: f64| {
        if side == Side::White {
            chance
        } else {
            1.0 - chance
        }
    };
    let mut graph = vec![None; sheet.total + 1];
    for record in &records {
        if record.ply == 0 {
            graph[0] = Some(white(record.side, G::graph_value(record.before)));
        }
        if let Some(point) = graph.get_mut(record.ply + 1) {
            *point = Some(white(record.side, G::graph_value(record.after)));
        }
    }
    let graded: Vec<GradedMove> = records.iter().map(MoveRecord::graded).collect();
    sheet.graph = graph;
    sheet.done = records.len();
    sheet.summaries = [
        summarise(&graded, Side::Black),
        summarise(&graded, Side::White),
    ];
    sheet.mistakes = biggest_mistakes(&graded, 3).iter().map(|m| m.ply).collect();
    sheet.records = records;
}

fn reviewed_move<G: ReviewGame>(record: &MoveRecord) -> ReviewedMove {
    ReviewedMove {
        side: record.side,
        grade: record.grade,
        played: record.played.clone(),
        best: record.best.clone(),
        played_value: G::score_text(record.after),
        best_value: G::score_text(record.before),
        best_chance: G::win_chance(record.before),
        played_chance: G::win_chance(record.after),
        loss: record.loss,
        line: record.pv.clone(),
        reason: record.reason.clone(),
    }
}

/// The position before ply `ply` of the game on the board and the better
/// move the review found there, if it found one.
fn better_move<G: ReviewGame>(world: &World, ply: usize) -> Option<(G, G::Move)> {
    let sheet = world.get_resource::<ReviewSheet>()?;
    let best = sheet.moves.get(ply)?.as_ref()?.best.clone();
    let game = world.get_resource::<Match<G>>()?;
    let before = if ply == 0 {
        game.start().clone()
    } else {
        game.all_plies().get(ply - 1)?.after.clone()
    };
    let mv = before.parse_move(&best).ok()?;
    Some((before, mv))
}

/// Writes the grades into the moves' notes for the move list (and takes
/// them away with the review).
fn publish_notes(sheet: Option<Res<ReviewSheet>>, mut notes: ResMut<MoveNotes>) {
    let wanted = match &sheet {
        Some(sheet) if sheet.is_changed() => MoveNotes {
            game: Some(sheet.game),
            notes: sheet
                .moves
                .iter()
                .map(|m| {
                    m.as_ref().map(|m| MoveNote {
                        symbol: m.grade.symbol(),
                        colour: match m.grade {
                            Grade::Good | Grade::Forced => None,
                            grade => Some(grade_colour(grade)),
                        },
                    })
                })
                .collect(),
        },
        Some(_) => return,
        None => MoveNotes::default(),
    };
    notes.set_if_neq(wanted);
}

/// Present when the review should open at its worst mistake once every
/// move is graded (the Review button, the menu, `--review`).
#[derive(Resource, Debug, Clone, Copy)]
pub struct ShowWorstWhenDone;

fn show_worst(world: &mut World) {
    let Some(sheet) = world.get_resource::<ReviewSheet>() else {
        return;
    };
    if !sheet.finished() {
        return;
    }
    let players = world
        .get_resource::<crate::app::core::players::Players>()
        .copied()
        .unwrap_or_default();
    let worst = worst_mistake(sheet, |side| players.is_human(side));
    world.remove_resource::<ShowWorstWhenDone>();
    if let Some(ply) = worst {
        go_to(world, ply + 1);
    }
}

/// The move a review opens at: the worst error of the people at the board
/// (against the computer, the person's; in hotseat, either's); when they
/// made none, or nobody at the board is a person, the worst of the game.
#[must_use]
pub fn worst_mistake(sheet: &ReviewSheet, is_person: impl Fn(Side) -> bool) -> Option<usize> {
    let graded: Vec<GradedMove> = sheet.records.iter().map(MoveRecord::graded).collect();
    let people: Vec<GradedMove> = graded
        .iter()
        .copied()
        .filter(|m| is_person(m.side))
        .collect();
    let worst = |moves: &[GradedMove]| biggest_mistakes(moves, 1).first().map(|m| m.ply);
    worst(&people).or_else(|| worst(&graded))
}

/// A saved game's text whose review is to be shown once its game is on
/// the board (the board may be built anew first, which closes reviews).
#[derive(Resource, Debug, Clone)]
pub struct PendingRestore(pub String);

/// Shows the review kept in a saved game's `text` (see
/// [`crate::analysis::comment`]) for the game that was just put on the
/// board from it, without analysing again; a text without one changes
/// nothing.
pub fn restore_from_text(world: &mut World, text: &str) {
    if !crate::analysis::comment::read_review(text).is_empty() {
        world.insert_resource(PendingRestore(text.to_string()));
    }
}

fn restore_pending<G: ReviewGame>(world: &mut World) {
    let Some(PendingRestore(text)) = world.remove_resource::<PendingRestore>() else {
        return;
    };
    let Some(game) = world.get_resource::<Match<G>>() else {
        return;
    };
    let moves: Vec<G::Move> = game.all_plies().iter().map(|p| p.mv).collect();
    let played = move_texts(game.start(), &moves);
    let lines = crate::analysis::comment::read_review(&text);
    let Some(stored) = crate::analysis::comment::parse_review_comment(&lines, &played) else {
        warn!("review: the saved game's review could not be read; it is left out");
        return;
    };
    close_review(world);
    let mut sheet = ReviewSheet::empty(<G as AppRules>::KIND, stored.depth, played);
    sheet.result = world
        .get_resource::<Match<G>>()
        .and_then(Match::final_outcome);
    apply_records::<G>(&mut sheet, stored.moves);
    // Whatever the file held is the whole review.
    sheet.total = sheet.done;
    sheet.moves.truncate(sheet.done.max(sheet.moves.len()));
    world.insert_resource(sheet);
}

/// A review read from a file (no analysis behind it) goes when its game is
/// undone or replaced.
fn drop_stale<G: ReviewGame>(world: &mut World) {
    let Some(game) = world.get_resource_ref::<Match<G>>() else {
        return;
    };
    if !game.is_changed() {
        return;
    }
    let moves: Vec<G::Move> = game.all_plies().iter().map(|p| p.mv).collect();
    let played = move_texts(game.start(), &moves);
    let sheet = world.resource::<ReviewSheet>();
    let same = sheet.game == <G as AppRules>::KIND
        && played.len() >= sheet.played.len()
        && played.iter().zip(&sheet.played).all(|(a, b)| a == b);
    if !same {
        close_review(world);
    }
}

/// Whether a review's analysis is still running for the game on screen.
#[must_use]
pub fn is_running(world: &World) -> bool {
    world
        .get_resource::<ReviewSheet>()
        .is_some_and(|s| !s.finished())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(ply: usize, side: Side, grade: Grade, loss: f64) -> MoveRecord {
        MoveRecord {
            ply,
            side,
            played: format!("m{ply}"),
            grade,
            loss,
            before: crate::analysis::Eval::default(),
            after: crate::analysis::Eval::default(),
            best: "b".into(),
            pv: vec![],
            reason: None,
        }
    }

    /// Against the computer the review opens at the person's worst move,
    /// in hotseat at the worst of either, and with no person's error at the
    /// game's worst.
    #[test]
    fn the_review_opens_at_the_people_s_worst_mistake() {
        let mut sheet = ReviewSheet::empty(GameKind::ALL[0], 3, vec![String::new(); 4]);
        sheet.records = vec![
            record(0, Side::Black, Grade::Mistake, 14.0),
            record(1, Side::White, Grade::Blunder, 40.0),
            record(2, Side::Black, Grade::Inaccuracy, 8.0),
            record(3, Side::White, Grade::Best, 0.0),
        ];
        assert_eq!(worst_mistake(&sheet, |s| s == Side::Black), Some(0));
        assert_eq!(worst_mistake(&sheet, |s| s == Side::White), Some(1));
        assert_eq!(worst_mistake(&sheet, |_| true), Some(1));
        assert_eq!(worst_mistake(&sheet, |_| false), Some(1));
        sheet.records[1].grade = Grade::Good;
        assert_eq!(worst_mistake(&sheet, |s| s == Side::White), Some(0));
    }
}
