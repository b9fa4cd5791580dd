//! Every text the interface shows, gathered for translation.
//!
//! [`Strings`] has one field per text: titles, buttons, notices, status
//! lines, help lines, settings rows, dialog texts and captions. A text that
//! carries values is a template with named placeholders, such as
//! `"Saved to {path}"`, filled with [`fill`]; a translator writes whole
//! sentences and may move the placeholders where the language needs them.
//! Each field's documentation names the placeholders the code fills.
//!
//! The texts of a language live in a constant of their own file (`en.rs`
//! holds [`en::EN`]); [`of`] (or [`Language::strings`]) picks the table of
//! the [`Language`] setting. Systems read the setting as `Res<Language>`,
//! functions on the world with [`of_world`].
//!
//! Adding a language:
//! 1. copy `en.rs` to a file named after the language's tag (`fr.rs` with
//!    `pub const FR: Strings`) and translate every text, keeping each
//!    `{placeholder}` name as it is (their order may change);
//! 2. declare the module below and add a variant to
//!    [`Language`](crate::app::settings::Language) (with its tag and its
//!    own name, and in `Language::ALL`);
//! 3. add the variant to [`of`]. The compiler demands every field of the
//!    table and every match arm; the tests check that the placeholders of
//!    every template are the ones the code fills and that no text is empty.
//!
//! What the rules module writes (move notation, square names) is notation
//! and is shown as it is; command-line and log messages stay English.

pub mod en;

use std::fmt::Display;

use crate::ai::Level;
use crate::app::anim::AnimationSpeed;
use crate::app::computer::PlayerKind;
use crate::app::settings::Language;
use crate::game_kind::GameKind;
use crate::rules::gounki::{Stack, StepKind};
use crate::rules::{EndReason, Outcome, Side};

/// The table of a language.
#[must_use]
pub const fn of(language: Language) -> &'static Strings {
    match language {
        Language::English => &en::EN,
    }
}

/// The table of the world's [`Language`] (English where there is none).
#[must_use]
pub fn of_world(world: &bevy::prelude::World) -> &'static Strings {
    of(world
        .get_resource::<Language>()
        .copied()
        .unwrap_or_default())
}

impl Language {
    /// This language's texts.
    #[must_use]
    pub const fn strings(self) -> &'static Strings {
        of(self)
    }
}

/// `template` with each `{name}` replaced by the value given for `name`.
///
/// A placeholder without a value stays as it is (and is a bug: debug builds
/// stop on it, and the tests check every template).
#[must_use]
pub fn fill(template: &str, values: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let name = &after[..close];
        match values.iter().find(|(key, _)| *key == name) {
            Some((_, value)) => out.push_str(&value.to_string()),
            None => {
                debug_assert!(false, "no value for {{{name}}} in {template:?}");
                out.push_str(&rest[open..open + close + 2]);
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The placeholder names of a template, in order.
#[must_use]
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        names.push(&after[..close]);
        rest = &after[close + 1..];
    }
    names
}

/// Declares [`Strings`]: each field with the placeholders its template
/// takes (none for a plain text), and the list of them for the tests.
macro_rules! strings {
    ($( $(#[doc = $doc:literal])* $name:ident $([$($ph:ident),+])? ),* $(,)?) => {
        /// Every text of the interface in one language (see the module docs).
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct Strings {
            $( $(#[doc = $doc])* pub $name: &'static str, )*
        }

        impl Strings {
            /// Every field: its name, its text and the placeholders the code
            /// fills in it.
            #[must_use]
            pub fn entries(&self) -> Vec<(&'static str, &'static str, &'static [&'static str])> {
                vec![$( (stringify!($name), self.$name, &[$($(stringify!($ph)),+)?]) ),*]
            }
        }
    };
}

strings! {
    // Shared words.
    /// The black side.
    side_black,
    /// The white side.
    side_white,
    /// A game's name.
    game_othello,
    game_gounki,
    game_checkers,
    /// The computer's levels.
    level_beginner,
    level_casual,
    level_strong,
    level_expert,
    /// A switch's value.
    on,
    off,
    /// Animation speeds.
    speed_slow,
    speed_normal,
    speed_fast,
    speed_instant,
    /// Who plays a side.
    player_human,
    player_computer [level],
    /// Whose turn it is (status headline).
    to_move [side],
    /// Results: a win with a score (`high`–`low`), a draw with a score, a
    /// win and a draw with the reason.
    outcome_win_score [side, high, low],
    outcome_draw_score [black, white],
    outcome_win [side, reason],
    outcome_draw [reason],
    /// Why a game ended.
    reason_no_moves_left,
    reason_exit,
    reason_all_captured,
    reason_no_legal_move,
    reason_threefold_repetition,
    reason_forty_ply_rule,
    reason_agreement,
    reason_resignation,
    /// A click or a key refused after the end of the game.
    game_is_over,
    /// A click refused on the computer's turn.
    wait_computer,

    // Title screen.
    /// The title.
    app_name,
    title_tagline,
    /// A player button: the side and who plays it.
    title_player [side, player],
    title_continue [game],
    title_play [game],
    open_saved_game,
    settings,
    showcase,
    title_help,

    // Game menu.
    menu_resume,
    menu_save,
    menu_open,
    menu_offer_draw,
    menu_new_game,
    title_screen,

    // HUD.
    thinking,
    help_line,
    game_over,
    new_game,
    button_undo,
    button_redo,
    button_hint,
    resign,
    button_offer_draw,
    computer_declines_draw,
    /// The draw offer's question, put to the other player.
    draw_offer [offering, other],
    accept_draw,
    decline_esc,

    // Hints.
    hint_looking,
    hint_unavailable,
    /// A recommended move, in the game's notation.
    hint_move [move],

    // Setting keys.
    reduced_motion_on,
    reduced_motion_off,
    /// The master volume after - or =.
    volume [percent],
    sound_on,
    sound_off,
    ambience_on,
    ambience_off,
    last_move_on,
    last_move_off,

    // Settings dialog rows (also the notices of the keys that change them).
    setting_speed [value],
    setting_reduced_motion [value],
    setting_legal_moves [value],
    setting_last_move [value],
    setting_coordinates [value],
    setting_camera_turns [value],
    setting_family_rules [value],
    setting_colours [value],
    colours_standard,
    colours_high_contrast,
    /// The value is the language's own name.
    setting_language [value],
    setting_sound [value],
    setting_master [percent],
    setting_effects [percent],
    setting_interface [percent],
    setting_ambience [percent],
    setting_ambience_loop [value],
    close_esc,

    // Saved games.
    saved_to [path],
    could_not_save [error],
    no_data_folder_save,
    no_game_to_save,
    no_data_folder_open,
    no_saved_game_of [game],
    no_saved_games,
    /// A chooser row: game, date and time (UTC), number of moves.
    save_entry [game, time, moves],
    save_entry_damaged [game, time, line],
    chooser_more [count, folder],
    chooser_folder [folder],
    cancel_esc,
    holds_another_game [path],
    opened [path],
    /// A file that does not open, and why.
    open_failed [path, error],

    // Move list, review and undo.
    moves_heading,
    moves_heading_reviewing,
    moves_none,
    back_to_game,
    /// One move: its number, the side that played it and the notation.
    move_line [number, side, move],
    reviewing_click_back,
    reviewing_back_first,
    nothing_to_undo,
    move_taken_back,
    moves_taken_back [count],
    nothing_to_redo,

    // Replay.
    replay_paused,
    replay_resumed,
    nothing_to_replay,
    replay_from_start,
    replay_at_start,
    replay_at_end,
    replay_stopped,

    // Showcase.
    /// The caption's title: the game and the event.
    showcase_title [game, event],
    showcase_player [side, name],
    showcase_no_players,
    showcase_unfinished,
    showcase_result [result],
    showcase_move [shown, total],
    showcase_help,

    // Othello.
    square_taken [square],
    flips_nothing [square],
    othello_pass [side],
    othello_counts [black, white],

    // Checkers.
    huff_panel,
    decline_d,
    huffs_piece [side, square],
    missed_capture [side, huffer],
    /// A side's pieces on the board and captured, without kings, with one
    /// king and with several.
    checkers_side [side, count, captured],
    checkers_side_one_king [side, count, captured],
    checkers_side_kings [side, count, kings, captured],
    game_over_reason [reason],
    may_huff [side],
    capture_compulsory_one,
    capture_compulsory [count],
    family_rules_status [value],
    /// The checkers help line: the other label mode and the hotseat view.
    checkers_help [labels, hotseat],
    labels_algebraic,
    labels_number,
    wait_animation,
    dark_squares_only,
    must_capture [count, pieces],
    piece_cannot_move [square],
    not_legal_destination [square],
    square_holds [square, owner, side],
    square_empty_pieces [square, side],
    family_rules_on,
    family_rules_off,
    family_rules_stay [move],
    no_huff,
    declines_huff [side],

    // Gounki.
    camera_follows [value],
    /// Pieces on the board and rows to the goal (`-`: none can get there).
    gounki_counts [white_pieces, black_pieces, white_goal, black_goal],
    gounki_idle [side],
    gounki_selected [square],
    gounki_selected_exit [square],
    gounki_null_twice [square],
    gounki_keys_deploy,
    right_click_cancel,
    wait_last_move,
    select_stack_first,
    order_needs_deploy,
    choose_directions_first,
    nothing_to_confirm,
    cannot_exit,
    null_move_confirm [square],
    cannot_reach [from, to],
    square_is_owners [square, owner, side],
    select_own_stack [side],
    button_deploy,
    button_order,
    button_confirm,
    button_cancel,
    /// The label over a previewed drop.
    drop_label [order, piece, height],
    square_empty [square],
    single_cannot_deploy [stack],
    no_legal_deployment [stack, square],
    deployment_complete,
    not_a_direction [square, group],
    group_rounds,
    group_squares,
    one_group_no_order [stack],
    no_deployment_order [group],
    order_one_group,
    order_rounds_first,
    order_squares_first,
    /// A complete deployment, its drops (one `drop_line` each) below.
    deploy_preview [move, drops],
    drop_line [square, piece, height],
    /// A deployment being built: the stack's square, the order, the group
    /// whose direction comes next.
    deploy_choose [square, order, group],
    order_key,
    /// Piece kinds.
    piece_round,
    piece_square,
    /// Stack kinds.
    stack_round,
    stack_square,
    stack_double_round,
    stack_double_square,
    stack_square_round,
    stack_triple_round,
    stack_triple_square,
    stack_round_round_square,
    stack_square_square_round,
    /// Counts of pieces in a stack.
    rounds_one,
    rounds_many [count],
    squares_one,
    squares_many [count],
    /// How far a stack moves as each kind, and the two joined.
    reach_round [count],
    reach_square [count],
    reach_either [first, second],
    /// The label over a hovered stack: square, owner, kind, pieces, reach.
    stack_hover [square, side, stack, parts, reach],
    stack_hover_deploys [square, side, stack, parts, reach],
    /// The label by a goal zone.
    goal [side],
}

impl Strings {
    /// A side's name.
    #[must_use]
    pub const fn side(&self, side: Side) -> &'static str {
        match side {
            Side::Black => self.side_black,
            Side::White => self.side_white,
        }
    }

    /// A game's name.
    #[must_use]
    pub const fn game(&self, kind: GameKind) -> &'static str {
        match kind {
            GameKind::Othello => self.game_othello,
            GameKind::Gounki => self.game_gounki,
            GameKind::Checkers => self.game_checkers,
        }
    }

    /// A computer level's name.
    #[must_use]
    pub const fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Beginner => self.level_beginner,
            Level::Casual => self.level_casual,
            Level::Strong => self.level_strong,
            Level::Expert => self.level_expert,
        }
    }

    /// "on" or "off".
    #[must_use]
    pub const fn on_off(&self, on: bool) -> &'static str {
        if on { self.on } else { self.off }
    }

    /// An animation speed's name.
    #[must_use]
    pub const fn speed(&self, speed: AnimationSpeed) -> &'static str {
        match speed {
            AnimationSpeed::Slow => self.speed_slow,
            AnimationSpeed::Normal => self.speed_normal,
            AnimationSpeed::Fast => self.speed_fast,
            AnimationSpeed::Instant => self.speed_instant,
        }
    }

    /// Who plays a side.
    #[must_use]
    pub fn player(&self, kind: PlayerKind) -> String {
        match kind {
            PlayerKind::Human => self.player_human.to_owned(),
            PlayerKind::Computer(level) => {
                fill(self.player_computer, &[("level", &self.level(level))])
            }
        }
    }

    /// Why a game ended.
    #[must_use]
    pub const fn reason(&self, reason: EndReason) -> &'static str {
        match reason {
            EndReason::NoMovesLeft => self.reason_no_moves_left,
            EndReason::Exit => self.reason_exit,
            EndReason::AllCaptured => self.reason_all_captured,
            EndReason::NoLegalMove => self.reason_no_legal_move,
            EndReason::ThreefoldRepetition => self.reason_threefold_repetition,
            EndReason::FortyPlyRule => self.reason_forty_ply_rule,
            EndReason::Agreement => self.reason_agreement,
            EndReason::Resignation => self.reason_resignation,
        }
    }

    /// A result: "Black wins 35–29", "White wins (a piece left the board)",
    /// "Draw 32–32".
    #[must_use]
    pub fn outcome(&self, outcome: &Outcome) -> String {
        let reason = self.reason(outcome.reason);
        match (outcome.winner, outcome.score) {
            (Some(side), Some((b, w))) => {
                let (high, low) = if side == Side::Black { (b, w) } else { (w, b) };
                fill(
                    self.outcome_win_score,
                    &[("side", &self.side(side)), ("high", &high), ("low", &low)],
                )
            }
            (None, Some((b, w))) => fill(self.outcome_draw_score, &[("black", &b), ("white", &w)]),
            (Some(side), None) => fill(
                self.outcome_win,
                &[("side", &self.side(side)), ("reason", &reason)],
            ),
            (None, None) => fill(self.outcome_draw, &[("reason", &reason)]),
        }
    }

    /// "Black to move".
    #[must_use]
    pub fn to_move(&self, side: Side) -> String {
        fill(self.to_move, &[("side", &self.side(side))])
    }

    /// A Gounki piece kind.
    #[must_use]
    pub const fn piece(&self, kind: StepKind) -> &'static str {
        match kind {
            StepKind::Round => self.piece_round,
            StepKind::Square => self.piece_square,
        }
    }

    /// A Gounki stack's kind ("double round").
    #[must_use]
    pub const fn stack(&self, stack: Stack) -> &'static str {
        match (stack.rounds, stack.squares) {
            (1, 0) => self.stack_round,
            (0, 1) => self.stack_square,
            (2, 0) => self.stack_double_round,
            (0, 2) => self.stack_double_square,
            (1, 1) => self.stack_square_round,
            (3, 0) => self.stack_triple_round,
            (0, 3) => self.stack_triple_square,
            (2, 1) => self.stack_round_round_square,
            (1, 2) => self.stack_square_square_round,
            _ => stack.composition(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn every_placeholder_is_filled_by_the_code() {
        for language in Language::ALL {
            for (name, text, filled) in of(language).entries() {
                let found = placeholders(text);
                let used: BTreeSet<&str> = found.iter().copied().collect();
                let expected: BTreeSet<&str> = filled.iter().copied().collect();
                assert!(
                    used.is_subset(&expected),
                    "{language:?} {name}: {text:?} uses {used:?}, the code fills {expected:?}"
                );
                // Braces only ever enclose a placeholder.
                assert_eq!(
                    text.matches('{').count(),
                    found.len(),
                    "{language:?} {name}: {text:?}"
                );
                assert_eq!(
                    text.matches('}').count(),
                    found.len(),
                    "{language:?} {name}"
                );
            }
        }
    }

    #[test]
    fn english_uses_every_value_and_has_no_empty_text() {
        for (name, text, filled) in en::EN.entries() {
            assert!(!text.trim().is_empty(), "{name} is empty");
            let used: BTreeSet<&str> = placeholders(text).into_iter().collect();
            let expected: BTreeSet<&str> = filled.iter().copied().collect();
            assert_eq!(used, expected, "{name}: {text:?}");
        }
    }

    #[test]
    fn every_language_has_every_text() {
        for language in Language::ALL {
            for (name, text, _) in of(language).entries() {
                assert!(!text.trim().is_empty(), "{language:?} {name} is empty");
            }
        }
    }

    #[test]
    fn fill_replaces_named_placeholders() {
        assert_eq!(
            fill("{a} and {b}, {a}", &[("a", &1), ("b", &"two")]),
            "1 and two, 1"
        );
        assert_eq!(fill("no placeholder", &[]), "no placeholder");
        assert_eq!(placeholders("{x}: {y}"), vec!["x", "y"]);
    }

    #[test]
    fn english_results_read_as_before() {
        let t = of(Language::English);
        let score = Outcome {
            winner: Some(Side::Black),
            reason: EndReason::NoMovesLeft,
            score: Some((64, 0)),
        };
        assert_eq!(t.outcome(&score), score.to_string());
        let exit = Outcome::win(Side::White, EndReason::Exit);
        assert_eq!(t.outcome(&exit), exit.to_string());
        let draw = Outcome::draw(EndReason::Agreement);
        assert_eq!(t.outcome(&draw), draw.to_string());
        let drawn = Outcome {
            winner: None,
            reason: EndReason::NoMovesLeft,
            score: Some((32, 32)),
        };
        assert_eq!(t.outcome(&drawn), drawn.to_string());
        for reason in [
            EndReason::NoMovesLeft,
            EndReason::Exit,
            EndReason::AllCaptured,
            EndReason::NoLegalMove,
            EndReason::ThreefoldRepetition,
            EndReason::FortyPlyRule,
            EndReason::Agreement,
            EndReason::Resignation,
        ] {
            assert_eq!(t.reason(reason), reason.describe());
        }
        for side in [Side::Black, Side::White] {
            assert_eq!(t.side(side), side.name());
        }
        for kind in GameKind::ALL {
            assert_eq!(t.game(kind), kind.title());
        }
        for level in Level::ALL {
            assert_eq!(t.level(level), level.name());
        }
    }
}
