//! The two sides' clocks of one game, over time readings the caller
//! supplies.
//!
//! Every method takes `now`, a reading of a clock the caller owns (the app
//! passes its real elapsed time, the tests a virtual one). Readings must not
//! go backwards; one that does counts as no time passing.
//!
//! The mover's clock runs from the moment the position is ready for them
//! ([`Clocks::start`]) until their move is committed ([`Clocks::commit`]):
//! the animation of the previous move counts for nobody.
//!
//! ```
//! use std::time::Duration;
//! use tavola::clock::{Clocks, TimeControl};
//! use tavola::rules::Side;
//! let secs = Duration::from_secs;
//! let mut clocks = Clocks::new("1+2".parse::<TimeControl>().unwrap());
//! clocks.start(Side::Black, secs(0));
//! let played = clocks.commit(secs(5)).unwrap();
//! assert_eq!(played.spent, secs(5));
//! assert_eq!(played.remaining, secs(57));
//! assert_eq!(clocks.remaining(Side::White, secs(9)), secs(60));
//! ```

use std::time::Duration;

use super::control::TimeControl;
use crate::rules::Side;

/// What one move took, from [`Clocks::commit`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveTime {
    /// The side that moved.
    pub side: Side,
    /// The time charged for the move: from its start to its commit, pauses
    /// left out.
    pub spent: Duration,
    /// The side's time left after its increment was added.
    pub remaining: Duration,
}

/// Both sides' remaining times, with nothing running: what undo restores
/// and what a saved game keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockSnapshot {
    pub black: Duration,
    pub white: Duration,
}

impl ClockSnapshot {
    /// The remaining time of `side`.
    #[must_use]
    pub const fn of(&self, side: Side) -> Duration {
        match side {
            Side::Black => self.black,
            Side::White => self.white,
        }
    }
}

/// The two clocks of one game.
///
/// A side whose time reaches zero while its clock runs loses on time: it is
/// *flagged* (see [`Clocks::check_flag`]), its clock stops at exactly zero
/// and the clocks stay stopped for the rest of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    /// Each side's time by [`Side::index`]; for the ticking side, as of
    /// `since`.
    left: [Duration; 2],
    /// The side whose clock runs, or will run once the pause ends.
    running: Option<Side>,
    /// When the running side's clock last began ticking (only meaningful
    /// while it ticks).
    since: Duration,
    /// The time charged to the running side on its current move so far.
    spent: Duration,
    paused: bool,
    flag: Option<Side>,
}

impl Clocks {
    /// The clocks of a new game: both sides at their base time, nothing
    /// running, not paused.
    #[must_use]
    pub fn new(control: TimeControl) -> Clocks {
        Clocks::restore(
            control,
            ClockSnapshot {
                black: control.black.base,
                white: control.white.base,
            },
        )
    }

    /// The clocks at the times of `snapshot`, nothing running, not paused:
    /// undo restores the clocks as they were at the position it goes back
    /// to, then starts the side to move. A continued or loaded game should
    /// [`pause`](Clocks::pause) them as well, so that no time runs until the
    /// player resumes.
    #[must_use]
    pub fn restore(control: TimeControl, snapshot: ClockSnapshot) -> Clocks {
        Clocks {
            control,
            left: [snapshot.black, snapshot.white],
            running: None,
            since: Duration::ZERO,
            spent: Duration::ZERO,
            paused: false,
            flag: None,
        }
    }

    /// Both remaining times at `now`, for undo and saving.
    #[must_use]
    pub fn snapshot(&self, now: Duration) -> ClockSnapshot {
        ClockSnapshot {
            black: self.remaining(Side::Black, now),
            white: self.remaining(Side::White, now),
        }
    }

    /// The time control the clocks were set up with.
    #[must_use]
    pub const fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose clock runs, also while paused (it runs again on
    /// resuming); `None` between moves and once a side is flagged.
    #[must_use]
    pub const fn running(&self) -> Option<Side> {
        self.running
    }

    /// Whether the clocks are paused.
    #[must_use]
    pub const fn is_paused(&self) -> bool {
        self.paused
    }

    /// The time `side` has left at `now`, never below zero.
    #[must_use]
    pub fn remaining(&self, side: Side, now: Duration) -> Duration {
        let left = self.left[side.index()];
        if self.ticking() == Some(side) {
            left.saturating_sub(self.elapsed(now))
        } else {
            left
        }
    }

    /// The position is ready for `side`: its clock runs from `now` (once
    /// the pause ends, if paused). A clock already running is stopped first,
    /// without increment; starting the running side again begins a new move
    /// for it. Once a side is flagged, nothing starts.
    pub fn start(&mut self, side: Side, now: Duration) {
        self.charge(now);
        if self.flag.is_some() {
            return;
        }
        self.running = Some(side);
        self.since = now;
        self.spent = Duration::ZERO;
    }

    /// The running side's move is played at `now`: its time is charged, its
    /// increment added and its clock stopped. `None` if nothing was running,
    /// or if the side's time had run out (a side at zero cannot move: it is
    /// flagged instead).
    pub fn commit(&mut self, now: Duration) -> Option<MoveTime> {
        let side = self.running?;
        self.charge(now);
        if self.flag.is_some() {
            return None;
        }
        let left = &mut self.left[side.index()];
        *left = left.saturating_add(self.control.of(side).increment);
        self.running = None;
        Some(MoveTime {
            side,
            spent: self.spent,
            remaining: *left,
        })
    }

    /// Stops the running clock at `now` without increment: a forced pass,
    /// which costs no time, or a game that ended otherwise. The pause, if
    /// any, stays.
    pub fn stop(&mut self, now: Duration) {
        self.charge(now);
        self.running = None;
    }

    /// Freezes both clocks at `now`. Pausing again does nothing.
    pub fn pause(&mut self, now: Duration) {
        if !self.paused {
            self.charge(now);
            self.paused = true;
        }
    }

    /// Ends the pause at `now`: the side that was running goes on. Does
    /// nothing when not paused.
    pub fn resume(&mut self, now: Duration) {
        if self.paused {
            self.paused = false;
            self.since = now;
        }
    }

    /// The side that has lost on time at `now`: the one flagged, or the one
    /// whose running clock has reached zero (not yet recorded: see
    /// [`Clocks::check_flag`]).
    #[must_use]
    pub fn flagged(&self, now: Duration) -> Option<Side> {
        self.flag.or_else(|| {
            self.ticking()
                .filter(|&side| self.remaining(side, now).is_zero())
        })
    }

    /// Records a flag at `now`: a running clock that has reached zero stops
    /// at exactly zero, and its side stays flagged. Returns the flagged side.
    pub fn check_flag(&mut self, now: Duration) -> Option<Side> {
        if self.flag.is_none() && self.flagged(now).is_some() {
            self.charge(now);
        }
        self.flag
    }

    /// How long from `now` until the running side flags: when the app
    /// should wake up at the latest. `None` when no clock ticks.
    #[must_use]
    pub fn when_zero(&self, now: Duration) -> Option<Duration> {
        let side = self.ticking()?;
        Some(self.remaining(side, now))
    }

    /// The side whose clock is ticking now: running and not paused.
    fn ticking(&self) -> Option<Side> {
        self.running.filter(|_| !self.paused)
    }

    fn elapsed(&self, now: Duration) -> Duration {
        now.saturating_sub(self.since)
    }

    /// Charges the ticking side up to `now` (the next stretch counts from
    /// `now`); a side that reaches zero is flagged and its clock stops.
    fn charge(&mut self, now: Duration) {
        let Some(side) = self.ticking() else {
            return;
        };
        let elapsed = self.elapsed(now);
        let left = &mut self.left[side.index()];
        let elapsed = elapsed.min(*left);
        *left -= elapsed;
        self.spent += elapsed;
        self.since = self.since.max(now);
        if left.is_zero() {
            self.flag = Some(side);
            self.running = None;
        }
    }
}

#[cfg(test)]
mod tests;
