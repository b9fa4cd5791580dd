//! The mouse flow: select a piece, see its destinations, click them hop by
//! hop; refusals explain themselves (a compulsory capture names how many
//! pieces must be taken and rings the pieces that can). Family rules (F)
//! allow faulty moves and offer the opponent the huff: click a ringed piece
//! to huff it, or decline with D or the button.
//!
//! Family rules belong to the match: switching them rebuilds the match from
//! its start with the new setting and replays every ply through the rules,
//! so the move history (and any undo built on it) stays intact. Switching
//! them off is refused once the history holds a faulty move or a huff (the
//! replay would not be legal).
//!
//! Declining a huff is not a move, so it is not a ply: [`HuffDeclined`]
//! remembers the ply count at which the offer was declined, and the offer
//! counts as open only while the match still has that many plies (a new
//! move, an undo or a new game ends it). If the player who declined has no
//! move at all, the rules' result with the huff declined (a loss) is written
//! to the match's `declared` result, which an undo should clear with the
//! ply it belongs to.

use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;

use super::scene::Highlights;
use super::{cell_of, is_active, square_of};
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{Match, MoveRequest, apply_move_requests};
use crate::app::core::text::Language;
use crate::app::core::text::{Strings, fill};
use crate::app::kit::board::input::BoardInput;
use crate::app::kit::board::{Markers, TabCells};
use crate::rules::Rules;
use crate::rules::checkers::{Game, Move, Square};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>();
    app.init_resource::<FamilyRules>();
    app.init_resource::<HuffDeclined>();
    app.add_message::<DeclineHuff>();
    app.add_systems(
        Update,
        (
            (
                toggle_keys.run_if(crate::app::kit::focus::no_modal),
                cancel_on_right_click,
                click_board,
            )
                .chain()
                .in_set(AppSystems::RecordInput),
            (apply_family_rules, decline_huff)
                .chain()
                .in_set(AppSystems::Update)
                .before(apply_move_requests::<Game>),
            (reset_selection, show_destinations, tab_to_movable_pieces)
                .chain()
                .in_set(AppSystems::Sync),
        )
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

/// The piece being moved and the landings chosen so far.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    pub from: Option<Square>,
    pub prefix: Vec<Square>,
}

impl Selection {
    pub fn clear(&mut self) {
        if self.from.is_some() {
            self.from = None;
            self.prefix.clear();
        }
    }
}

/// Family rules (spec §6): faulty moves allowed, the opponent may huff.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FamilyRules(pub bool);

/// The ply count at which the pending huff was declined (see module docs).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HuffDeclined(pub Option<usize>);

/// Decline the pending huff (D or the button).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeclineHuff;

/// Whether the side to move may huff now (the offer was not declined).
#[must_use]
pub fn huff_pending(game: &Match<Game>, declined: &HuffDeclined) -> bool {
    !game.current().huffable().is_empty() && declined.0 != Some(game.plies().len())
}

/// F family rules, D decline a huff, L markers.
fn toggle_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut family: ResMut<FamilyRules>,
    mut markers: ResMut<Markers>,
    mut decline: MessageWriter<DeclineHuff>,
) {
    if keys.just_pressed(KeyCode::KeyF) {
        family.0 = !family.0;
    }
    if keys.just_pressed(KeyCode::KeyD) {
        decline.write(DeclineHuff);
    }
    if keys.just_pressed(KeyCode::KeyL) {
        markers.visible = !markers.visible;
    }
}

/// A right click without dragging (a drag turns the camera) cancels the
/// selection.
fn cancel_on_right_click(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    motion: Option<Res<AccumulatedMouseMotion>>,
    mut dragged: Local<f32>,
    mut selection: ResMut<Selection>,
) {
    let Some(mouse) = mouse else { return };
    if mouse.just_pressed(MouseButton::Right) {
        *dragged = 0.0;
    }
    if mouse.pressed(MouseButton::Right)
        && let Some(motion) = motion
    {
        *dragged += motion.delta.length();
    }
    if mouse.just_released(MouseButton::Right) && *dragged < 5.0 {
        selection.clear();
    }
}

/// Turns a click on a cell into a selection, a hop, a move, a huff, or a
/// refusal that says why.
#[allow(clippy::too_many_arguments)]
fn click_board(
    mut board: BoardInput,
    game: Option<Res<Match<Game>>>,
    declined: Res<HuffDeclined>,
    mut selection: ResMut<Selection>,
    mut highlights: ResMut<Highlights>,
    mut requests: MessageWriter<MoveRequest<Game>>,
    players: Res<Players>,
    language: Res<Language>,
) {
    let t = language.strings();
    let Some((cell, game)) = board.move_click(game.as_deref(), &players) else {
        return;
    };
    let mut refuse = |text: String| board.refuse(Some(cell), text);
    let Some(square) = square_of(cell) else {
        refuse(t.dark_squares_only.into());
        return;
    };
    let state = game.current();
    let side = state.turn();
    if let Some(from) = selection.from {
        if state
            .next_landings(from, &selection.prefix)
            .contains(&square)
        {
            selection.prefix.push(square);
            if let Some(mv) = advance(state, &mut selection) {
                requests.write(MoveRequest(Move::Piece(mv)));
                selection.clear();
            } else {
                board.sounds.write(SoundCue::new(Sound::Click));
            }
            return;
        }
        if square == from {
            selection.clear();
            return;
        }
    }
    if huff_pending(game, &declined) && state.huffable().contains(&square) {
        selection.clear();
        requests.write(MoveRequest(Move::Huff(square)));
        return;
    }
    match state.position().piece_at(square) {
        Some(piece) if piece.side == side => {
            let moves = state.moves_from(square);
            if !moves.is_empty() {
                selection.from = Some(square);
                selection.prefix.clear();
                board.sounds.write(SoundCue::new(Sound::Click));
                return;
            }
            let explanation = state.explain_captures();
            if explanation.compulsory {
                let list: Vec<String> =
                    explanation.pieces.iter().map(ToString::to_string).collect();
                highlights.hint(explanation.pieces.clone());
                refuse(fill(
                    t.must_capture,
                    &[
                        ("count", &explanation.max_taken),
                        ("pieces", &list.join(", ")),
                    ],
                ));
            } else {
                refuse(fill(t.piece_cannot_move, &[("square", &square)]));
            }
        }
        Some(piece) => {
            if selection.from.is_some() {
                refuse(fill(t.not_legal_destination, &[("square", &square)]));
            } else {
                refuse(fill(
                    t.square_holds,
                    &[
                        ("square", &square),
                        ("owner", &t.side(piece.side)),
                        ("side", &t.side(side)),
                    ],
                ));
            }
        }
        None if selection.from.is_some() => {
            refuse(fill(t.not_legal_destination, &[("square", &square)]));
        }
        None => refuse(fill(
            t.square_empty_pieces,
            &[("square", &square), ("side", &t.side(side))],
        )),
    }
}

/// After a landing was chosen: the move if only one is left (its remaining
/// hops are forced), else extends the choice while the next landing is
/// forced; `None` while the player still has to choose.
fn advance(state: &Game, selection: &mut Selection) -> Option<crate::rules::checkers::PieceMove> {
    let from = selection.from?;
    loop {
        let moves = state.moves_with_prefix(from, &selection.prefix);
        match moves.as_slice() {
            [] => {
                selection.clear();
                return None;
            }
            [only] => return Some(*only),
            _ => {}
        }
        if let Some(done) = moves
            .iter()
            .find(|m| m.landings().len() == selection.prefix.len())
        {
            return Some(*done);
        }
        match state.next_landings(from, &selection.prefix).as_slice() {
            [next] => selection.prefix.push(*next),
            _ => return None,
        }
    }
}

/// Any change of the match (a move, a new game, a rebuild) ends the
/// selection.
fn reset_selection(game: Option<Res<Match<Game>>>, mut selection: ResMut<Selection>) {
    if game.is_some_and(|g| g.is_changed()) {
        selection.clear();
    }
}

/// Marks the squares the selected piece can land on next.
fn show_destinations(
    game: Option<Res<Match<Game>>>,
    selection: Res<Selection>,
    mut markers: ResMut<Markers>,
) {
    let Some(game) = game else { return };
    if !game.is_changed() && !selection.is_changed() {
        return;
    }
    let cells = match selection.from {
        Some(from) if game.outcome().is_none() => game
            .current()
            .next_landings(from, &selection.prefix)
            .into_iter()
            .fold(0u64, |bits, sq| bits | 1 << cell_of(sq).index()),
        _ => 0,
    };
    if markers.cells != cells {
        markers.cells = cells;
    }
}

/// With no piece picked, Tab steps through the pieces that may move (under
/// the capture rules: only those that capture most when one must); once
/// one is picked, through its landings (the markers).
fn tab_to_movable_pieces(
    game: Option<Res<Match<Game>>>,
    selection: Res<Selection>,
    mut tab: ResMut<TabCells>,
) {
    let Some(game) = game else { return };
    // Also after the stops were cleared (another game was on screen).
    if !game.is_changed() && !selection.is_changed() && tab.0 != 0 {
        return;
    }
    let cells = match selection.from {
        None if game.outcome().is_none() => game
            .current()
            .legal_moves()
            .into_iter()
            .filter_map(|mv| match mv {
                Move::Piece(piece) => Some(piece.from()),
                Move::Huff(_) => None,
            })
            .fold(0u64, |bits, sq| bits | 1 << cell_of(sq).index()),
        _ => 0,
    };
    tab.set_if_neq(TabCells(cells));
}

/// Rebuilds the match when the family setting differs from it (see the
/// module docs); refused, with the reason, where the replay is not legal.
fn apply_family_rules(
    mut family: ResMut<FamilyRules>,
    game: Option<ResMut<Match<Game>>>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
    fixed: Option<Res<crate::app::core::session::RulesFixedBySession>>,
) {
    let t = language.strings();
    let Some(mut game) = game else { return };
    if fixed.is_some() {
        return;
    }
    if !family.is_changed() && !game.is_changed() {
        return;
    }
    if game.current().family() == family.0 {
        return;
    }
    match rebuild(t, &game, family.0) {
        Ok(rebuilt) => {
            *game = rebuilt;
            notices.write(Notice {
                text: if family.0 {
                    t.family_rules_on.into()
                } else {
                    t.family_rules_off.into()
                },
                warning: false,
            });
        }
        Err(reason) => {
            family.0 = !family.0;
            notices.write(Notice::warning(reason));
        }
    }
}

/// The same match with family rules `on`, every ply replayed.
fn rebuild(t: &Strings, game: &Match<Game>, on: bool) -> Result<Match<Game>, String> {
    let mut rebuilt = Match::new(game.start().clone().with_family(on));
    for ply in game.plies() {
        rebuilt.play(ply.mv).map_err(|mv| {
            fill(
                t.family_rules_stay,
                &[("move", &crate::rules::checkers::move_text(&mv))],
            )
        })?;
    }
    rebuilt.declared = game.declared;
    Ok(rebuilt)
}

/// Declines the pending huff (see the module docs for how it is kept).
fn decline_huff(
    mut messages: MessageReader<DeclineHuff>,
    game: Option<ResMut<Match<Game>>>,
    mut declined: ResMut<HuffDeclined>,
    mut notices: MessageWriter<Notice>,
    language: Res<Language>,
) {
    let t = language.strings();
    if messages.read().last().is_none() {
        return;
    }
    let Some(mut game) = game else { return };
    if !huff_pending(&game, &declined) {
        notices.write(Notice::warning(t.no_huff));
        return;
    }
    declined.0 = Some(game.plies().len());
    let mut without = game.current().clone();
    without.decline_huff();
    if let Some(outcome) = without.outcome() {
        game.declared = Some(outcome);
    }
    notices.write(Notice {
        text: fill(t.declines_huff, &[("side", &t.side(game.current().turn()))]),
        warning: false,
    });
}
