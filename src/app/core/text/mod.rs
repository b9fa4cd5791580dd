//! Every text the interface shows, through Fluent.
//!
//! The texts live in `assets/locales/<tag>/*.ftl` (tags `en it ru nl fr eu`),
//! compiled into the binary ([`catalog`]). [`Strings`] names every message
//! the code shows, one field each, with the variables the code fills in:
//! `t.saved_to` is the message `saved_to`, and
//! `fill(t.saved_to, &[("path", &path)])` formats it in the table's language.
//! A [`Message`] without variables is shown with `to_string()` (it is
//! `Display`). Plurals and other grammatical variants are the translator's:
//! Fluent selectors on the numbers the code passes (`{ $count -> [one] ...}`),
//! with each language's CLDR plural rules.
//!
//! [`of`] (or [`Language::strings`]) picks the table of a [`Language`];
//! systems read the setting as `Res<Language>`, functions on the world use
//! [`of_world`]. Changing the language re-renders every text on the next
//! frame ([`relocalize`]).
//!
//! Adding a language:
//! 1. copy `assets/locales/en` to a folder named after the language's tag and
//!    translate every message, keeping the ids and `{ $variables }`;
//! 2. add a variant to [`Language`] (its tag and its own name, and in
//!    `Language::ALL`) and its files to [`catalog::sources`].
//!
//! The tests check that every locale has every message with the same
//! variables, that the plural forms differ where the language's rules say
//! so, and that the interface font has a glyph for every character.
//!
//! What the rules module writes (move notation, square names) is notation
//! and is shown as it is; command-line and log messages stay English.

pub mod catalog;
pub mod fonts;
mod language;
pub mod relocalize;

use std::fmt::{self, Display};

use fluent_bundle::FluentArgs;

use crate::ai::Level;
use crate::app::core::anim::AnimationSpeed;
use crate::app::core::players::PlayerKind;
use crate::game_kind::GameKind;
use crate::rules::{EndReason, Outcome, Side};

pub use language::{Language, locale_from_env};
pub use relocalize::{Label, Localized};

/// The font and the texts that follow the language.
pub(super) fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins((fonts::plugin, relocalize::plugin));
    app.add_systems(bevy::prelude::Startup, language_of_the_command_line);
}

/// `--lang` decides the language of the run (the settings, where they are
/// read, come to the same choice).
fn language_of_the_command_line(
    launch: bevy::prelude::Res<crate::app::core::schedule::Launch>,
    mut language: bevy::prelude::ResMut<Language>,
) {
    if let Some(chosen) = launch.0.language.as_deref().and_then(Language::from_tag) {
        *language = chosen;
    }
}

/// The table of a language.
#[must_use]
pub fn of(language: Language) -> &'static Strings {
    static TABLES: [Strings; Language::ALL.len()] = [
        Strings::of(Language::English),
        Strings::of(Language::Italian),
        Strings::of(Language::Russian),
        Strings::of(Language::Dutch),
        Strings::of(Language::French),
        Strings::of(Language::Basque),
    ];
    TABLES
        .iter()
        .find(|t| t.language == language)
        .expect("a table for every language")
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
    pub fn strings(self) -> &'static Strings {
        of(self)
    }
}

/// One message of one language: shown with `to_string()` (or `{}`), or
/// formatted with variables by [`fill`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Message {
    pub language: Language,
    pub id: &'static str,
}

impl Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&catalog::format(self.language, self.id, None))
    }
}

impl From<Message> for String {
    fn from(message: Message) -> String {
        message.to_string()
    }
}

/// `message` formatted with the given values for its variables.
///
/// Whole numbers reach Fluent as numbers, so that the translation's plural
/// selectors apply; every other value as its text.
#[must_use]
pub fn fill(message: Message, values: &[(&str, &dyn Display)]) -> String {
    let mut args = FluentArgs::with_capacity(values.len());
    for (name, value) in values {
        args.set(*name, catalog::value(*value));
    }
    catalog::format(message.language, message.id, Some(&args))
}

/// Declares [`Strings`]: each field with the variables the code fills in
/// it (none for a plain text), and the list of them for the tests.
macro_rules! strings {
    ($( $(#[doc = $doc:literal])* $name:ident $([$($ph:ident),+])? ),* $(,)?) => {
        /// Every message of the interface in one language (see the module
        /// docs).
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct Strings {
            /// The table's language.
            pub language: Language,
            $( $(#[doc = $doc])* pub $name: Message, )*
        }

        impl Strings {
            /// The table of `language`.
            const fn of(language: Language) -> Strings {
                Strings {
                    language,
                    $( $name: Message { language, id: stringify!($name) }, )*
                }
            }

            /// Every field: its message and the variables the code fills in
            /// it.
            #[must_use]
            pub fn entries(&self) -> Vec<(Message, &'static [&'static str])> {
                vec![$( (self.$name, &[$($(stringify!($ph)),+)?]) ),*]
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
    loading,
    title_tagline,
    /// A player button: the side and who plays it.
    title_player [side, player],
    title_continue,
    title_play,
    title_keys,
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
    scores_on,
    scores_off,
    /// The keys dialog's line for the review, scores and the editor.
    review_keys,

    // Settings dialog rows (also the notices of the keys that change them).
    setting_speed [value],
    setting_reduced_motion [value],
    setting_legal_moves [value],
    setting_last_move [value],
    setting_coordinates [value],
    setting_camera_turns [value],
    setting_family_rules [value],
    setting_scores [value],
    /// The engines' thread count: a number, or automatic.
    setting_threads [value],
    /// "Automatic" with the count it gives on this computer.
    threads_auto [count],
    /// Controllers (gamepads): the setting, its values, notices and the
    /// keys dialog's lines.
    setting_controllers [value],
    controllers_any,
    controllers_black_white,
    controllers_white_black,
    pad_connected [number, name],
    pad_disconnected [number],
    pad_not_your_turn [number, side],
    keys_controller,
    pad_keys,
    gounki_pad_keys,
    checkers_pad_keys,
    /// Screen readers: the board, its squares, the announcements.
    a11y_board [game],
    a11y_announcements,
    a11y_legal,
    a11y_last_move,
    a11y_empty,
    a11y_square [name, content],
    said_move [side, move],
    said_then [said, next],
    othello_a11y_disc [side],
    othello_a11y_flips [count],
    othello_said_flipped [count],
    othello_said_pass [side],
    gounki_a11y_stack [side, pieces],
    gounki_said_captures [count],
    gounki_said_exit,
    gounki_said_deploy,
    checkers_a11y_man [side],
    checkers_a11y_king [side],
    checkers_a11y_light,
    checkers_said_captures [count],
    checkers_said_crowned,
    checkers_said_huff [square],
    setting_colours [value],
    colours_standard,
    colours_high_contrast,
    /// The value is the language's own name.
    setting_language [value],
    setting_ui_size [percent],
    setting_graphics [value],
    quality_auto [level],
    quality_low,
    quality_medium,
    quality_high,
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
    /// A save too large to read for the list (it is read when chosen).
    save_entry_large [game, time],
    chooser_more [count, folder],
    chooser_folder [folder],
    cancel_esc,
    holds_another_game [path],
    opened [path],
    clipboard_keys,
    title_paste_keys,
    copied_position [text],
    copied_game [game],
    copy_failed [error],
    nothing_to_copy,
    pasted [game],
    paste_failed [error],
    dropped_folder [path],
    /// A file that does not open, and why.
    open_failed [path, error],

    // Game review.
    menu_review_game,
    review_button,
    review_title,
    review_nothing,
    review_progress [done, total],
    review_graph_hint,
    /// A player's accuracy (0-100).
    review_accuracy [side, accuracy],
    /// How many of a player's moves got each grade.
    review_counts [best, good, inaccuracies, mistakes, blunders],
    review_mistakes,
    review_no_mistakes,
    /// The move on show: "12. White: c4 (Blunder ??)".
    review_move [number, side, move, grade],
    /// The move played's value and winning chance (percent).
    review_played [value, chance],
    review_better [move, value, chance],
    review_line [line],
    /// Why the move on show was an error (one of the `review_why_*`).
    review_why [reason],
    /// Othello's graph: White's disc lead, `span` discs at the edges.
    review_graph_hint_discs [span],
    /// Othello's grade thresholds in discs lost.
    review_disc_grades [inaccuracy, mistake, blunder],
    /// The game-over panel's one line while a review is open.
    review_result_line [result],
    /// The reasons of errors (`crate::analysis::reason::ReasonKind`).
    review_why_gives_corner [square],
    review_why_x_square [square, other],
    review_why_c_square [square, other],
    review_why_misses_corner [square],
    review_why_misses_stable [n, square],
    review_why_gives_wipeout,
    review_why_gives_tempo,
    review_why_loses_mobility [m, n],
    review_why_loses_discs [n],
    review_why_allows_exit [square],
    review_why_misses_exit [square],
    review_why_loses_stack [n, square],
    review_why_deploys_into_capture [square],
    review_why_blocks_path [m, n, square],
    review_why_allows_shot [n, m],
    review_why_misses_longer_capture [m, n],
    review_why_allows_crown [square],
    review_why_walks_into_huff [square],
    review_why_misses_capture [squares],
    review_why_loses_material [n],
    review_why_weaker_position [better],
    review_why_misses_forced_win,
    review_why_allows_forced_win,
    review_close,
    /// A proven result as a move's value.
    value_win,
    value_loss,
    value_draw,
    /// An exact Othello value (discs), proven to the end.
    value_exact [value],
    review_show_line,
    review_stop_line,
    review_line_playing,
    grade_forced,
    grade_best,
    grade_good,
    grade_inaccuracy,
    grade_mistake,
    grade_blunder,

    // The position editor.
    title_set_up,
    menu_edit_position,
    setup_title [game],
    /// The editor's keys; `count` is the number of palette entries.
    setup_keys [count],
    setup_take_off,
    setup_clear,
    setup_start,
    setup_play,
    setup_analyse,
    setup_copy,
    setup_cancel,
    setup_ready,
    setup_cannot_play [reason],
    /// A square's name (`d4`, `18`) and what is wrong there.
    setup_on_square [square, reason],
    setup_no_pieces,
    setup_not_a_square,
    setup_stack_too_high,
    setup_too_many_pieces [side, count, most],
    setup_too_many_rounds [side, count, most],
    setup_too_many_squares [side, count, most],
    setup_man_on_crowning_row,
    piece_black_disc,
    piece_white_disc,
    piece_white_round,
    piece_white_square,
    piece_black_round,
    piece_black_square,
    piece_white_man,
    piece_white_king,
    piece_black_man,
    piece_black_king,

    // Move list, review and undo.
    moves_heading,
    moves_heading_reviewing,
    moves_none,
    back_to_game,
    /// One move: its number, the side that played it and the notation.
    move_line [number, side, move],
    /// The named opening of the position on show: the label, then the name
    /// (a proper name, the same in every language).
    opening_line [name],
    reviewing_click_back,
    reviewing_back_first,
    nothing_to_undo,
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
    /// A side's pieces on the board (of which `kings` are kings) and
    /// captured.
    checkers_side [side, count, kings, captured],
    game_over_reason [reason],
    may_huff [side],
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
    gounki_keys_exit,
    right_click_cancel,
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
    rounds [count],
    squares [count],
    /// How far a stack moves as each kind, and the two joined.
    reach_round [count],
    reach_square [count],
    reach_either [first, second],
    /// The label over a hovered stack: square, owner, kind, pieces, reach.
    stack_hover [square, side, stack, parts, reach],
    stack_hover_deploys [square, side, stack, parts, reach],
    /// The label by a goal zone.
    goal [side],
    /// The rules book: the title card's and the key-help's button, and the
    /// book's header.
    book_rules,
    book_title [game],
    book_contents,
    /// A chapter in the contents: its number and title.
    book_chapter [number, title],
    book_step [number, count],
    /// The book's buttons.
    book_back,
    book_next,
    book_replay,
    book_show_me,
    book_close,
    /// What the reader should do now (the line under a step's text).
    book_your_move,
    book_watch,
    book_look,
    book_passed,
    book_shown,
    book_step_over,
    book_chapter_done,
    book_done_mark,
    /// On a title card: chapters done of the book's.
    book_chapters_done [done, total],
    book_end,
    book_keys,
    /// Why a legal move is not the task's answer.
    book_miss_not_the_move,
    book_miss_flips [got, want],
    book_miss_captures [got, want],
    book_miss_ends_on [got, want],
    book_miss_no_crown,
    book_miss_no_win,
    book_miss_no_deployment [want],
    /// The offer shown when a game is started before its book is read.
    book_offer [game, minutes],
    book_offer_read,
    book_offer_no,
    /// The HUD's one line of key help, and the keys dialog it opens.
    keys_hint,
    keys_title [game],
    keys_rules,
    /// The record on the title screen, under each game.
    record_vs [level, played, won, lost, drawn],
    record_hotseat [side, played, won, lost, drawn],
    record_streak_won [count],
    record_streak_lost [count],

    // Clocks.
    /// A flag: the reason under the result ("White wins (on time)").
    reason_time,
    /// A time control's short name: none, a preset or custom.
    clock_none,
    /// The title screen's and the game menu's clock choice.
    title_clock [clock],
    menu_clock [clock],
    /// The clock panel's line while both clocks are stopped.
    clock_paused,
    /// A clock's accessible label: the side and its time in words.
    clock_a11y [side, minutes, seconds],
    /// Said (live region and notice) when a side has a minute left.
    clock_one_minute [side],
    /// Said when a side has ten seconds left.
    clock_ten_seconds [side],
    clock_paused_notice,
    clock_resumed_notice,
    /// A loaded or continued timed game: its clocks wait for a key.
    clock_resume_hint,
    clock_damaged [reason],
    /// Settings rows.
    setting_clock [value],
    setting_clock_white [value],
    setting_clock_black [value],
    setting_clock_pause [value],
    clock_pause_hotseat,
    clock_pause_always,
    clock_pause_never,
    /// The keys dialog's line for the clocks.
    keys_clock,
    /// The review: how long a move took.
    review_move_time [time],

    // Saving.
    /// An autosave or a save failed: the game goes on, not saved.
    save_failing [reason],
    save_works_again,
    /// Puzzles (issue #45): the title card's and the game menu's button,
    /// and the panel's header.
    puzzles,
    puzzle_title [game],
    puzzle_header [id, rating],
    /// The player's rating, current streak and best streak.
    puzzle_your_rating [rating, streak, best],
    /// The tasks: "White to play and win".
    puzzle_task_win [side],
    puzzle_task_best [side],
    puzzle_task_material [side, count],
    puzzle_task_crown [side],
    puzzle_task_exit [side],
    puzzle_task_better [side],
    /// How many of the solver's moves the puzzle asks for.
    puzzle_moves [count],
    /// What the player should do now (the line under the task).
    puzzle_your_move,
    puzzle_reply,
    puzzle_solved,
    puzzle_solved_rating [rating, change],
    puzzle_shown,
    puzzle_none_mine,
    /// Why a move is refused.
    puzzle_not_this_one,
    puzzle_why_result [got, best],
    puzzle_why_answer [side, move],
    puzzle_why_opponent_wins [side, move],
    puzzle_wait,
    puzzle_over,
    /// The panel's buttons and keys.
    puzzle_hint,
    puzzle_solution,
    puzzle_retry,
    puzzle_next,
    puzzle_set [name],
    puzzle_set_all,
    puzzle_set_mine,
    puzzle_close,
    puzzle_keys,
    /// The puzzle file.
    puzzle_file_damaged [reason],
    puzzle_not_saved [reason],
    /// A review's mistakes became puzzles; the review's button.
    puzzle_mistakes_added [count],
    review_retry,
    /// The themes' names.
    puzzle_theme_corner,
    puzzle_theme_parity,
    puzzle_theme_wipeout,
    puzzle_theme_edge,
    puzzle_theme_shot,
    puzzle_theme_crowning,
    puzzle_theme_multi_capture,
    puzzle_theme_exit,
    puzzle_theme_deployment,
    puzzle_theme_rebound,
    puzzle_theme_capture,
    puzzle_theme_combination,
}

impl Strings {
    /// A side's name.
    #[must_use]
    pub const fn side(&self, side: Side) -> Message {
        match side {
            Side::Black => self.side_black,
            Side::White => self.side_white,
        }
    }

    /// A game's name.
    #[must_use]
    pub const fn game(&self, kind: GameKind) -> Message {
        Message {
            language: self.language,
            id: kind.message_id(),
        }
    }

    /// A computer level's name.
    #[must_use]
    pub const fn level(&self, level: Level) -> Message {
        match level {
            Level::Beginner => self.level_beginner,
            Level::Casual => self.level_casual,
            Level::Strong => self.level_strong,
            Level::Expert => self.level_expert,
        }
    }

    /// "on" or "off".
    #[must_use]
    pub const fn on_off(&self, on: bool) -> Message {
        if on { self.on } else { self.off }
    }

    /// An animation speed's name.
    #[must_use]
    pub const fn speed(&self, speed: AnimationSpeed) -> Message {
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
            PlayerKind::Human => self.player_human.to_string(),
            PlayerKind::Computer(level) => {
                fill(self.player_computer, &[("level", &self.level(level))])
            }
        }
    }

    /// Why a game ended.
    #[must_use]
    pub const fn reason(&self, reason: EndReason) -> Message {
        match reason {
            EndReason::NoMovesLeft => self.reason_no_moves_left,
            EndReason::Exit => self.reason_exit,
            EndReason::AllCaptured => self.reason_all_captured,
            EndReason::NoLegalMove => self.reason_no_legal_move,
            EndReason::ThreefoldRepetition => self.reason_threefold_repetition,
            EndReason::FortyPlyRule => self.reason_forty_ply_rule,
            EndReason::Agreement => self.reason_agreement,
            EndReason::Resignation => self.reason_resignation,
            EndReason::Time => self.reason_time,
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

    /// "Opening: Tiger": the label in this language, the opening's name (a
    /// proper name) as it is.
    #[must_use]
    pub fn opening(&self, name: &str) -> String {
        fill(self.opening_line, &[("name", &name)])
    }
}

#[cfg(test)]
mod tests;
