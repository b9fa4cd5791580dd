//! The board's input as every game reads it, with the one click guard they
//! share.
//!
//! A game never reads [`CellClicked`] itself: it asks [`BoardInput`] for
//! this frame's clicks. The guard decides, the same way in every game:
//!
//! * a click that skipped an animation belongs to the skip: it is dropped
//!   without a word;
//! * a click while a move is still being shown, or while an earlier
//!   position is reviewed, is refused like any refused click — the cell
//!   flashes, the "illegal" sound plays and a notice says why ("Wait: the
//!   last move is still being shown", "Go back to the game to play");
//! * on a finished game, or while the computer is to move, a click meant
//!   as a move is refused the same way ([`BoardInput::move_click`]);
//! * while another tool has the board ([`BoardTaken`]: the position
//!   editor), the game gets no clicks at all;
//! * otherwise the game gets the clicks and judges them by its rules,
//!   refusing with [`BoardInput::refuse`] (the same flash, sound and
//!   notice).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::{BoardCell, CellClicked, FlashMaterial, TileLook, flash_cell};
use crate::app::core::anim::{Busy, SkipClick};
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::session::Reviewing;
use crate::app::core::session::{AppRules, Match};
use crate::app::core::text::Language;

/// Present while a tool other than the game takes the board's clicks (the
/// position editor puts pieces where the game would play moves).
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct BoardTaken;

/// This frame's board input, behind the shared guard.
#[derive(SystemParam)]
pub struct BoardInput<'w, 's> {
    clicks: MessageReader<'w, 's, CellClicked>,
    taken: Option<Res<'w, BoardTaken>>,
    busy: Res<'w, Busy>,
    skip_click: Res<'w, SkipClick>,
    reviewing: Res<'w, Reviewing>,
    language: Res<'w, Language>,
    commands: Commands<'w, 's>,
    tiles: Query<'w, 's, (Entity, &'static BoardCell), With<TileLook>>,
    flash: Option<Res<'w, FlashMaterial>>,
    /// For the game's own notices (passes, selections).
    pub notices: MessageWriter<'w, Notice>,
    /// For the game's own sounds (a selection's click).
    pub sounds: MessageWriter<'w, SoundCue>,
}

impl BoardInput<'_, '_> {
    /// This frame's clicks the game may act on (none while the guard holds
    /// them back: see the module docs).
    pub fn clicks(&mut self) -> Vec<BoardCell> {
        let clicks: Vec<BoardCell> = self.clicks.read().map(|c| c.0).collect();
        if self.taken.is_some() {
            return Vec::new();
        }
        let Some(&last) = clicks.last() else {
            return clicks;
        };
        if self.skip_click.0 || !self.ready(Some(last)) {
            return Vec::new();
        }
        clicks
    }

    /// Drops this frame's clicks unread (the game is not taking input).
    pub fn drop_clicks(&mut self) {
        self.clicks.clear();
    }

    /// The last click of this frame the game may act on: one move per
    /// frame, since a second click would be judged against a position that
    /// is about to change.
    pub fn last_click(&mut self) -> Option<BoardCell> {
        self.clicks().last().copied()
    }

    /// Whether input for a move may go on now; input that may not (a click
    /// on `cell`, a key, a button) is refused with the reason.
    pub fn ready(&mut self, cell: Option<BoardCell>) -> bool {
        let t = self.language.strings();
        if self.busy.active() {
            self.refuse(cell, t.wait_animation);
            return false;
        }
        if self.reviewing.0 {
            self.refuse(cell, t.reviewing_click_back);
            return false;
        }
        true
    }

    /// The last click of this frame a person may play on in `game`: none
    /// without a game; on a finished game, or while the computer is to
    /// move, the click is refused with the reason (see [`BoardInput::may_move`]).
    pub fn move_click<'g, G: AppRules>(
        &mut self,
        game: Option<&'g Match<G>>,
        players: &Players,
    ) -> Option<(BoardCell, &'g Match<G>)> {
        let Some(game) = game else {
            self.drop_clicks();
            return None;
        };
        let cell = self.last_click()?;
        self.may_move(game, players, Some(cell))
            .then_some((cell, game))
    }

    /// Whether a person may move in `game` now: the game goes on and a
    /// person plays the side to move. Input that may not (a click on
    /// `cell`, a button) is refused with the reason.
    pub fn may_move<G: AppRules>(
        &mut self,
        game: &Match<G>,
        players: &Players,
        cell: Option<BoardCell>,
    ) -> bool {
        let t = self.language.strings();
        if game.outcome().is_some() {
            self.refuse(cell, t.game_is_over);
        } else if !players.is_human(game.current().turn()) {
            self.refuse(cell, t.wait_computer);
        }
        Self::can_move(game, players)
    }

    /// Whether a person may move in `game` now (nothing is refused).
    #[must_use]
    pub fn can_move<G: AppRules>(game: &Match<G>, players: &Players) -> bool {
        game.outcome().is_none() && players.is_human(game.current().turn())
    }

    /// Refuses input visibly: the cell (if any) flashes, the "illegal"
    /// sound plays and a notice gives `reason`.
    pub fn refuse(&mut self, cell: Option<BoardCell>, reason: impl Into<String>) {
        if let (Some(flash), Some(cell)) = (&self.flash, cell) {
            flash_cell(&mut self.commands, &self.tiles, flash, cell);
        }
        self.notices.write(Notice::warning(reason));
        self.sounds.write(SoundCue::new(Sound::Illegal));
    }
}
