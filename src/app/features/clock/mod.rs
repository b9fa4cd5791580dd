//! Game clocks on screen: a timed game's two clocks beside the status
//! panel, run by the rules of the clock (the pure part is `crate::clock`).
//!
//! - The mover's clock runs from the moment the board is at rest with the
//!   position ready for them until their move is played: animations count
//!   for nobody, and a forced move the app plays itself (an Othello pass)
//!   costs nothing. The increment is added after each move; a Gounki
//!   deployment or a checkers capture of several pieces is one move.
//! - A clock that reaches zero ends the game at once: the other side wins
//!   on time ([`EndReason::Time`]), recorded, shown and announced like any
//!   result. Undo takes the flag back with the move.
//! - Both clocks pause while a dialog (the game menu, the keys, settings) is
//!   open, in the rules book, the position editor and the review, while a
//!   replay is shown, while the loading screen hides the board, when the window loses focus (the
//!   `clock_pause_unfocused` setting) and with P. A game continued or
//!   opened from a file waits, paused, until the player presses P or
//!   clicks the clock panel; so does a game left for the title screen.
//! - Undo sets both clocks back to what they were at the position it goes
//!   back to; redo brings a move's own times back.
//!
//! The clocks live in the match (`Match::clock`), so they travel with it
//! when a rules book or the editor keeps it aside, and into saved games.

mod panel;
mod wake;

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::app::core::anim::Busy;
use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{
    self, ActiveGame, AppRules, Match, ReplayQueue, SessionKind, is_forced, is_playing,
};
use crate::app::core::text::{Language, fill};
use crate::app::kit::focus::Modal;
use crate::persist::settings::PauseUnfocused;
use crate::rules::{EndReason, Outcome, Side};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PauseWhenUnfocused>();
    app.init_resource::<ClockHold>();
    app.init_resource::<ClockView>();
    app.add_plugins((panel::plugin, wake::plugin));
    app.add_systems(
        Update,
        hold_conditions
            .in_set(AppSystems::Update)
            .in_set(ClockHolds)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The systems that say what holds the clocks this frame (the clocks run
/// after them).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockHolds;

/// Holds the clocks while resource `R` exists: a feature that takes the
/// player away from the game (the rules book, the position editor, the
/// review) registers its own resource here, so the clock names none.
pub fn hold_while<R: Resource>(app: &mut App) {
    app.add_systems(
        Update,
        (|present: Option<Res<R>>, mut hold: ResMut<ClockHold>| {
            if present.is_some() && !hold.elsewhere {
                hold.elsewhere = true;
            }
        })
        .in_set(AppSystems::Update)
        .in_set(ClockHolds)
        .after(hold_conditions),
    );
}

/// The clock of game `G`: running it, its key, and the clock held when the
/// player leaves the game.
pub fn register<G: AppRules>(app: &mut App) {
    PerGame::add(
        app,
        G::KIND,
        ClockOps {
            toggle_hold: toggle_hold::<G>,
            spent: |world, ply| world.get_resource::<Match<G>>()?.clock.as_ref()?.spent(ply),
        },
    );
    app.add_systems(
        Update,
        (
            pause_key::<G>.in_set(AppSystems::Dialogs),
            run_clock::<G>
                .in_set(AppSystems::Update)
                .after(ClockHolds)
                .after(session::apply_move_requests::<G>),
        )
            .run_if(in_state(Screen::Playing).and_then(is_playing(G::KIND))),
    );
    app.add_systems(OnExit(Screen::Playing), hold_on_leaving::<G>);
}

/// When the window losing focus pauses the clocks (the
/// `clock_pause_unfocused` setting).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PauseWhenUnfocused(pub PauseUnfocused);

/// Why the clocks are paused this frame, besides the player's own pause.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ClockHold {
    /// A dialog is open (the game menu, the keys, settings, an offer).
    pub dialog: bool,
    /// The rules book, the position editor or the review is on screen, or
    /// the loading screen still hides the board.
    pub elsewhere: bool,
    /// The window lost focus and the setting pauses for it.
    pub unfocused: bool,
}

impl ClockHold {
    /// Whether anything holds the clocks.
    #[must_use]
    pub fn active(self) -> bool {
        self.dialog || self.elsewhere || self.unfocused
    }
}

/// What the clock panel shows: the game on screen's clocks this frame.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct ClockView {
    /// Whether the game on screen is timed.
    pub timed: bool,
    /// Each side's time, by [`Side::index`].
    pub remaining: [Duration; 2],
    /// The side whose clock runs (or will when the pause ends).
    pub running: Option<Side>,
    /// Both clocks stopped by a pause.
    pub paused: bool,
    /// Stopped by the player (P) or waiting after a load: P goes on.
    pub held: bool,
    /// How often the idle window wakes while a clock ticks (see `wake`).
    pub tick: Option<Duration>,
}

/// What shared code can do with the clock of a game it does not name.
#[derive(Clone, Copy)]
pub struct ClockOps {
    /// P, or a click on the panel: the player's pause on or off.
    pub toggle_hold: fn(&mut World),
    /// How long a ply (0-based) of the match took, on the clock.
    pub spent: fn(&World, usize) -> Option<Duration>,
}

/// How long ply `ply` (0-based) of the game on screen took, when it was
/// played on the clock.
#[must_use]
pub fn spent_of(world: &World, ply: usize) -> Option<Duration> {
    let kind = world.resource::<ActiveGame>().0;
    (PerGame::<ClockOps>::get(world, kind)?.spent)(world, ply)
}

/// Below this the clock shows tenths, turns the warning colour and
/// sounds once.
pub const LOW_TIME: Duration = Duration::from_secs(10);
/// Said once to screen readers (and shown) when a side gets here.
pub const MINUTE_LEFT: Duration = Duration::from_secs(60);

fn hold_conditions(
    modals: Query<(), With<Modal>>,
    loading: Query<(), With<crate::app::kit::loading::LoadingOverlay>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    setting: Res<PauseWhenUnfocused>,
    players: Res<Players>,
    mut hold: ResMut<ClockHold>,
) {
    let hotseat = players.is_human(Side::Black) && players.is_human(Side::White);
    let pauses = match setting.0 {
        PauseUnfocused::Hotseat => hotseat,
        PauseUnfocused::Always => true,
        PauseUnfocused::Never => false,
    };
    let next = ClockHold {
        dialog: !modals.is_empty(),
        // The features that take the player elsewhere add theirs (see
        // [`hold_while`]).
        elsewhere: !loading.is_empty(),
        unfocused: pauses && windows.iter().any(|w| !w.focused),
    };
    hold.set_if_neq(next);
}

/// For each ply of the match, whether it handed the turn to the other side
/// (a checkers huff does not).
fn turn_changes<G: AppRules>(game: &Match<G>) -> Vec<bool> {
    let mut before = game.start().turn();
    game.all_plies()
        .iter()
        .map(|ply| {
            let after = ply.after.turn();
            let changed = after != before;
            before = after;
            changed
        })
        .collect()
}

/// Keeps game `G`'s clocks in step with its moves and its pauses, flags a
/// side whose time is up, and says what the panel shows.
#[allow(clippy::too_many_arguments)]
fn run_clock<G: AppRules>(
    game: Option<ResMut<Match<G>>>,
    time: Res<Time<Real>>,
    busy: Res<Busy>,
    session: Res<SessionKind>,
    hold: Res<ClockHold>,
    replay: Option<Res<ReplayQueue<G>>>,
    mut view: ResMut<ClockView>,
    mut notices: MessageWriter<Notice>,
    mut sounds: MessageWriter<SoundCue>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    language: Res<Language>,
) {
    let now = time.elapsed();
    let Some(mut game) = game else {
        view.set_if_neq(ClockView::default());
        return;
    };
    if *session != SessionKind::Play || game.clock.is_none() {
        view.set_if_neq(ClockView::default());
        return;
    }
    // A ticking clock is not a change of the game (nothing to save or to
    // show again): only a flag is.
    let added = game.is_added();
    let changed = game.is_changed();
    let matched = game.bypass_change_detection();
    // The moves are looked at only when the match changed (not each frame).
    let moves: Vec<G::Move> = if changed {
        matched.all_plies().iter().map(|p| p.mv).collect()
    } else {
        Vec::new()
    };
    let ends_turn = if changed {
        turn_changes(matched)
    } else {
        Vec::new()
    };
    let over = matched.outcome().is_some();
    let turn = matched.latest().turn();
    // A clock to start for the mover (not while theirs runs, nor for a
    // forced pass: that is the app's): the legal moves are looked at only
    // between moves.
    let running = matched.clock.as_ref().and_then(|c| c.clocks().running());
    let may_start = !over && running != Some(turn) && !is_forced(matched.latest());
    let Some(clock) = matched.clock.as_mut() else {
        return;
    };
    if added {
        // Put back after being kept aside: the time away was nobody's.
        clock.rejoin(now);
    }
    clock.see(now);
    let followed = changed && clock.follow(&moves, |i| ends_turn[i], now);
    let replaying = replay.is_some_and(|q| !q.is_done());
    if clock.held || hold.active() || replaying {
        clock.clocks_mut().pause(now);
    } else {
        clock.clocks_mut().resume(now);
    }
    if over {
        clock.clocks_mut().stop(now);
    } else if may_start && !followed && !busy.active() {
        // The board is at rest with the position ready for the mover (the
        // frame a move is played, its animation has not begun yet).
        clock.clocks_mut().start(turn, now);
    }
    // The board comes to rest in a frame that may be the last before the
    // window sleeps (reactive mode): the frame after it starts the clock.
    if !over && clock.clocks().running().is_none() && (followed || busy.active()) {
        redraw.write(bevy::window::RequestRedraw);
    }
    let flagged = if over {
        None
    } else {
        clock.clocks_mut().check_flag(now)
    };
    let after = clock.clocks().snapshot(now);
    let t = language.strings();
    // What the panel showed last frame: a line crossed since is said once.
    let shown_before = view.timed.then_some(view.remaining);
    if let Some(side) = clock.clocks().running().filter(|_| !followed)
        && let Some(before) = shown_before
    {
        let (was, is) = (before[side.index()], after.of(side));
        if was > MINUTE_LEFT && is <= MINUTE_LEFT && is > LOW_TIME {
            notices.write(Notice::info(fill(
                t.clock_one_minute,
                &[("side", &t.side(side))],
            )));
        }
        if was > LOW_TIME && is <= LOW_TIME && !is.is_zero() {
            notices.write(Notice::warning(fill(
                t.clock_ten_seconds,
                &[("side", &t.side(side))],
            )));
            sounds.write(SoundCue::new(Sound::Clock));
        }
    }
    let clocks = clock.clocks();
    let ticking = clocks.running().filter(|_| !clocks.is_paused());
    view.set_if_neq(ClockView {
        timed: true,
        remaining: [after.black, after.white],
        running: clocks.running(),
        paused: clocks.is_paused(),
        held: clock.held,
        tick: ticking.map(|side| tick_period(after.of(side))),
    });
    if let Some(side) = flagged {
        matched.declared = Some(Outcome::win(side.opponent(), EndReason::Time));
        game.set_changed();
    }
}

/// How often a ticking clock wakes the idle window: twice a second (the
/// seconds shown are never more than half a second late), ten times a
/// second under [`LOW_TIME`], where the clock shows tenths. A constant
/// period (the window's wait is a setting, kept the same while a clock
/// ticks). Each wake is one frame: measured with a debug build on the
/// software renderer, a frame costs about half a second of CPU, so a
/// running clock costs about half a core there at one wake a second.
#[must_use]
pub fn tick_period(remaining: Duration) -> Duration {
    if remaining > LOW_TIME {
        Duration::from_millis(500)
    } else {
        Duration::from_millis(100)
    }
}

/// P: the player's pause of the clocks, on or off (P replays a game
/// otherwise: in a timed game still being played it is the clock's).
fn pause_key<G: AppRules>(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    game: Option<Res<Match<G>>>,
    session: Res<SessionKind>,
    modals: Query<(), With<Modal>>,
    mut commands: Commands,
) {
    if !keys.just_pressed(KeyCode::KeyP)
        || crate::app::core::keys::ctrl(&keys)
        || !modals.is_empty()
        || *session != SessionKind::Play
    {
        return;
    }
    let timed = game.is_some_and(|g| g.clock.is_some() && g.outcome().is_none());
    if timed {
        keys.clear_just_pressed(KeyCode::KeyP);
        commands.queue(toggle_hold::<G>);
    }
}

/// The player's pause on or off, said in a notice.
fn toggle_hold<G: AppRules>(world: &mut World) {
    let t = crate::app::core::text::of_world(world);
    let Some(mut game) = world.get_resource_mut::<Match<G>>() else {
        return;
    };
    if game.outcome().is_some() {
        return;
    }
    let matched = game.bypass_change_detection();
    let Some(clock) = matched.clock.as_mut() else {
        return;
    };
    clock.held = !clock.held;
    let held = clock.held;
    world.write_message(Notice::info(if held {
        t.clock_paused_notice
    } else {
        t.clock_resumed_notice
    }));
}

/// The pause of the game on screen on or off (the panel's button).
pub fn toggle_active_hold(world: &mut World) {
    let kind = world.resource::<ActiveGame>().0;
    if let Some(ops) = PerGame::<ClockOps>::get(world, kind) {
        (ops.toggle_hold)(world);
    }
}

/// Leaving the game (the title screen, the showcase) holds its clocks: the
/// game waits for the player's P when it is back on the board.
fn hold_on_leaving<G: AppRules>(mut game: Option<ResMut<Match<G>>>, time: Res<Time<Real>>) {
    let Some(game) = game.as_mut() else { return };
    let matched = game.bypass_change_detection();
    // A game just started (the screen is entered again for it) is not
    // left: it starts when the board is ready.
    if matched.outcome().is_some() || matched.all_plies().is_empty() {
        return;
    }
    if let Some(clock) = matched.clock.as_mut() {
        clock.clocks_mut().pause(time.elapsed());
        clock.held = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panel_wakes_twice_a_second_and_ten_times_in_the_last_seconds() {
        let ms = Duration::from_millis;
        assert_eq!(tick_period(ms(65_400)), ms(500));
        assert_eq!(tick_period(ms(10_001)), ms(500));
        assert_eq!(tick_period(ms(10_000)), ms(100));
        assert_eq!(tick_period(ms(300)), ms(100));
    }
}
