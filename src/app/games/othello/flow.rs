//! The Othello turn flow: a click on a legal square plays it, a click
//! anywhere else is refused with a short notice, forced passes are played
//! and announced (they are recorded in the match, never silent), and the
//! status panel follows the position.

use bevy::prelude::*;

use super::is_active;
use crate::app::core::anim::Busy;
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{Match, MovePlayed, MoveRequest, apply_move_requests};
use crate::app::core::text::Language;
use crate::app::core::text::{Strings, fill};
use crate::app::features::hud::status::StatusLines;
use crate::app::kit::board::Markers;
use crate::app::kit::board::input::BoardInput;
use crate::rules::Side;
use crate::rules::othello::{Effect, Move, Position, Square};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (click_to_move, toggle_markers).in_set(AppSystems::RecordInput),
            play_forced_pass
                .in_set(AppSystems::Update)
                .after(apply_move_requests::<Position>),
            announce_moves.in_set(AppSystems::Ui),
        )
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

/// Turns clicks on cells into move requests, or refuses them visibly.
fn click_to_move(
    mut board: BoardInput,
    game: Option<Res<Match<Position>>>,
    mut requests: MessageWriter<MoveRequest<Position>>,
    players: Res<Players>,
    language: Res<Language>,
) {
    let t = language.strings();
    let Some((cell, game)) = board.move_click(game.as_deref(), &players) else {
        return;
    };
    let square = Square::new(cell.col, cell.row);
    let refusal = if game.current().flips(square) != 0 {
        requests.write(MoveRequest(Move::Place(square)));
        None
    } else if game.current().disc(square).is_some() {
        Some(fill(t.square_taken, &[("square", &square)]))
    } else {
        Some(fill(t.flips_nothing, &[("square", &square)]))
    };
    if let Some(text) = refusal {
        board.refuse(Some(cell), text);
    }
}

/// L shows or hides the legal-move markers.
fn toggle_markers(keys: Res<ButtonInput<KeyCode>>, mut markers: ResMut<Markers>) {
    if keys.just_pressed(KeyCode::KeyL) {
        markers.visible = !markers.visible;
    }
}

/// When the side to move has no legal placement (and the game goes on), the
/// pass is played as a move of its own and announced.
fn play_forced_pass(
    game: Option<ResMut<Match<Position>>>,
    mut played: MessageWriter<MovePlayed<Position>>,
) {
    let Some(mut game) = game else { return };
    if !game.is_changed() || game.outcome().is_some() || !game.current().must_pass() {
        return;
    }
    if let Ok(ply) = game.play(Move::Pass) {
        let effects = ply.effects.clone();
        let index = game.plies().len() - 1;
        played.write(MovePlayed {
            index,
            mv: Move::Pass,
            effects,
        });
    }
}

/// A pass is announced with a banner and its sound once the move before it
/// has been shown (placements and flips sound from the animation, at the
/// moment each disc moves).
fn announce_moves(
    mut played: MessageReader<MovePlayed<Position>>,
    mut pending: Local<Vec<Side>>,
    busy: Res<Busy>,
    mut notices: MessageWriter<Notice>,
    mut sounds: MessageWriter<SoundCue>,
    language: Res<Language>,
) {
    let t = language.strings();
    for MovePlayed { effects, .. } in played.read() {
        for effect in effects {
            if let Effect::Passed { side } = effect {
                pending.push(*side);
            }
        }
    }
    if busy.active() {
        return;
    }
    for side in pending.drain(..) {
        notices.write(Notice::warning(fill(
            t.othello_pass,
            &[("side", &t.side(side))],
        )));
        sounds.write(SoundCue::new(Sound::Pass));
    }
}

/// The disc counts under the headline.
impl StatusLines for Position {
    type Param = ();

    fn detail(game: &Match<Self>, t: &Strings, _: &()) -> String {
        let (black, white) = game.current().counts();
        fill(t.othello_counts, &[("black", &black), ("white", &white)])
    }
}
