//! The one place where the three games' adapters are registered: from a
//! saved game or a [`GameKind`] to the generic analysis, for the command
//! line (and for an app that holds a [`SavedGame`] rather than a typed
//! game).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::game_kind::GameKind;
use crate::openings::{self, Reached};
use crate::persist::savefile::SavedGame;
use crate::rules::{Notation, checkers, gounki, othello};

use super::comment::{
    CommentStyle, StoredReview, parse_review_comment, read_review, review_to_comment, write_review,
};
use super::game::AnalysisGame;
use super::hint::hint;
use super::record::{MoveRecord, line_texts, records};
use super::report;
use super::review::{Progress, ReviewOptions, review_game};

/// The review's default depth for `kind`.
#[must_use]
pub fn review_depth(kind: GameKind) -> u32 {
    match kind {
        GameKind::Othello => othello::Position::REVIEW_DEPTH,
        GameKind::Gounki => gounki::Game::REVIEW_DEPTH,
        GameKind::Checkers => checkers::Game::REVIEW_DEPTH,
    }
}

/// How `kind`'s file format writes comments.
#[must_use]
pub fn comment_style(kind: GameKind) -> CommentStyle {
    match kind {
        GameKind::Othello | GameKind::Gounki => CommentStyle::HashLines,
        GameKind::Checkers => CommentStyle::Braces,
    }
}

/// How a review is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

/// A saved game reviewed: its records and the depth (0: time per move).
#[derive(Debug, Clone, PartialEq)]
pub struct Reviewed {
    pub kind: GameKind,
    pub depth: u32,
    pub records: Vec<MoveRecord>,
    /// Stopped by the cancel flag before the end.
    pub cancelled: bool,
    /// The game's named opening, for a game that has them
    /// ([`crate::openings`]).
    pub opening: Option<Reached>,
}

fn run<G: AnalysisGame>(
    start: G,
    moves: &[G::Move],
    opts: &ReviewOptions,
    progress: &Progress,
) -> Reviewed
where
    G::Move: Send + Sync,
{
    let review = review_game(&start, moves, opts, progress, None);
    Reviewed {
        kind: G::KIND,
        depth: review.depth,
        records: records(&start, moves, &review),
        cancelled: review.cancelled,
        opening: None,
    }
}

/// Reviews a saved game with `opts` (its `depth` is used as given: take
/// [`review_depth`] for the game's default).
#[must_use]
pub fn review_saved(game: &SavedGame, opts: &ReviewOptions, progress: &Progress) -> Reviewed {
    match game {
        SavedGame::Othello { start, moves } => Reviewed {
            opening: openings::othello::opening_from(start, moves),
            ..run(*start, moves, opts, progress)
        },
        SavedGame::Gounki { start, moves } => {
            run(gounki::Game::from_position(*start), moves, opts, progress)
        }
        SavedGame::Checkers {
            start,
            family,
            moves,
        } => run(
            checkers::Game::from_position(*start).with_family(*family),
            moves,
            opts,
            progress,
        ),
    }
}

/// The printed report of a review.
#[must_use]
pub fn report(r: &Reviewed, format: Format) -> String {
    fn one<G: AnalysisGame>(r: &Reviewed, format: Format) -> String
    where
        G::Move: Send + Sync,
    {
        match format {
            Format::Text => report::text::<G>(&r.records, r.depth, r.opening.as_ref()),
            Format::Json => report::json::<G>(&r.records, r.depth, r.opening.as_ref()),
        }
    }
    match r.kind {
        GameKind::Othello => one::<othello::Position>(r, format),
        GameKind::Gounki => one::<gounki::Game>(r, format),
        GameKind::Checkers => one::<checkers::Game>(r, format),
    }
}

/// The saved game's file text with the review in its comments.
#[must_use]
pub fn text_with_review(game: &SavedGame, r: &Reviewed) -> String {
    write_review(
        &game.to_text(),
        &review_to_comment(r.depth, &r.records),
        comment_style(game.kind()),
    )
}

/// The review kept in a saved game's file `text` (as written by
/// [`text_with_review`]), for the game `game` read from it; `None` when
/// there is none or it is damaged.
#[must_use]
pub fn stored_review(text: &str, game: &SavedGame) -> Option<StoredReview> {
    let lines = read_review(text);
    if lines.is_empty() {
        return None;
    }
    fn texts<G: Notation>(start: G, moves: &[G::Move]) -> Vec<String> {
        line_texts(&start, moves)
    }
    let played = match game {
        SavedGame::Othello { start, moves } => texts(*start, moves),
        SavedGame::Gounki { start, moves } => texts(gounki::Game::from_position(*start), moves),
        SavedGame::Checkers {
            start,
            family,
            moves,
        } => texts(
            checkers::Game::from_position(*start).with_family(*family),
            moves,
        ),
    };
    parse_review_comment(&lines, &played)
}

/// `tavola hint`: the best move of the position `text` of `kind` with its
/// value and line, or (`all`) every legal move with its value, best first.
/// Errors are the position's parse error or "the game is over".
pub fn hint_text(
    kind: GameKind,
    text: &str,
    depth: Option<u32>,
    all: bool,
    threads: usize,
) -> Result<String, String> {
    fn one<G: AnalysisGame>(
        text: &str,
        depth: Option<u32>,
        all: bool,
        threads: usize,
    ) -> Result<String, String>
    where
        G::Move: Send + Sync,
    {
        let pos = G::parse_position(text).map_err(|e| format!("bad position {e}"))?;
        if pos.outcome().is_some() {
            return Err("the game is over".to_string());
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let a = hint(
            &pos,
            depth.unwrap_or(G::REVIEW_DEPTH),
            all,
            threads,
            &cancel,
        )
        .ok_or_else(|| "the game is over".to_string())?;
        let value = |e| format!("{} ({:.0}%)", G::score_text(e), 100.0 * G::win_chance(e));
        if all {
            Ok(a.all
                .iter()
                .map(|m| format!("{} {}", pos.move_text(m.mv), value(m.eval)))
                .collect::<Vec<_>>()
                .join("\n"))
        } else {
            Ok(format!(
                "{} {}\nline {}",
                pos.move_text(a.best.mv),
                value(a.best.eval),
                line_texts(&pos, &a.pv).join(" ")
            ))
        }
    }
    match kind {
        GameKind::Othello => one::<othello::Position>(text, depth, all, threads),
        GameKind::Gounki => one::<gounki::Game>(text, depth, all, threads),
        GameKind::Checkers => one::<checkers::Game>(text, depth, all, threads),
    }
}
