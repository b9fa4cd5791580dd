//! The clocks of one game, kept in step with its moves: what each move
//! took, both times after it, and the clocks set back by undo.
//!
//! [`GameClock::follow`] is given the game's moves as they are now, each
//! frame or after each change, and works out what happened since it last
//! looked: a new move charges the running clock and adds the increment; a
//! move taken back sets both clocks to what they were at that position; a
//! move played again that the history already holds (redo, a replay)
//! brings back the times it had, without charging anything.
//!
//! ```
//! use std::time::Duration;
//! use tavola::clock::GameClock;
//! use tavola::rules::Side;
//! let secs = Duration::from_secs;
//! let mut clock = GameClock::new("1+2".parse().unwrap());
//! clock.clocks_mut().start(Side::Black, secs(0));
//! clock.follow(&['a'], |_| true, secs(5));
//! assert_eq!(clock.spent(0), Some(secs(5)));
//! assert_eq!(clock.after(1).black, secs(57));
//! clock.follow(&[], |_| true, secs(9)); // undo
//! assert_eq!(clock.clocks().remaining(Side::Black, secs(9)), secs(60));
//! ```

use std::time::Duration;

use super::{ClockSnapshot, Clocks, TimeControl};
use crate::rules::Side;

/// One move's times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlyTime<M> {
    /// The move (to tell a redo from another move).
    pub mv: M,
    /// Both clocks right after the move, its increment included.
    pub after: ClockSnapshot,
    /// How long the move took; `None` for a move no clock ran for (a
    /// forced pass, a move read from a file without its time).
    pub spent: Option<Duration>,
}

/// The clocks of one game and the times of its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameClock<M> {
    clocks: Clocks,
    /// Both clocks at the game's start.
    start: ClockSnapshot,
    /// One entry per move of the game, and after an undo those taken back
    /// (until another move replaces them).
    history: Vec<PlyTime<M>>,
    /// How many moves the clocks stand at.
    synced: usize,
    /// Stopped by the player (P), or waiting after a game was loaded: the
    /// clocks stay paused until the player goes on.
    pub held: bool,
    /// When the caller last looked at the clocks (see
    /// [`GameClock::rejoin`]).
    seen: Option<Duration>,
}

impl<M: Copy + PartialEq> GameClock<M> {
    /// The clocks of a new game under `control`.
    #[must_use]
    pub fn new(control: TimeControl) -> GameClock<M> {
        let clocks = Clocks::new(control);
        GameClock {
            start: clocks.snapshot(Duration::ZERO),
            clocks,
            history: Vec::new(),
            synced: 0,
            held: false,
            seen: None,
        }
    }

    /// The clocks of a saved game: `moves` with the remaining time of each
    /// move's mover after it (`after`, aligned with `moves`), who made each
    /// move and whether it ended their turn and earned the increment
    /// (`movers`: a checkers huff and an Othello forced pass do not). The clocks stand at the last move, held (paused
    /// until the player goes on). How long each move took is worked out
    /// from the times before and after it and the increment.
    ///
    /// # Errors
    /// When the three lists differ in length.
    pub fn resumed(
        control: TimeControl,
        moves: &[M],
        movers: &[(Side, bool)],
        after: &[Duration],
    ) -> Result<GameClock<M>, String> {
        if moves.len() != movers.len() || moves.len() != after.len() {
            return Err(format!(
                "{} clock times for {} moves",
                after.len(),
                moves.len()
            ));
        }
        let mut clock = GameClock::new(control);
        let mut now = clock.start;
        for ((&mv, &(side, ends_turn)), &left) in moves.iter().zip(movers).zip(after) {
            let before = now.of(side);
            // A move that keeps the turn (a huff) or a forced pass has no
            // time of its own.
            let spent = ends_turn
                .then(|| (before + control.of(side).increment).checked_sub(left))
                .flatten();
            match side {
                Side::Black => now.black = left,
                Side::White => now.white = left,
            }
            clock.history.push(PlyTime {
                mv,
                after: now,
                spent,
            });
        }
        clock.synced = moves.len();
        clock.clocks = Clocks::restore(control, now);
        clock.held = true;
        Ok(clock)
    }

    /// The clocks themselves (to start, pause and read them).
    #[must_use]
    pub const fn clocks(&self) -> &Clocks {
        &self.clocks
    }

    /// The clocks, to start, pause or flag them.
    pub fn clocks_mut(&mut self) -> &mut Clocks {
        &mut self.clocks
    }

    /// The time control.
    #[must_use]
    pub const fn control(&self) -> TimeControl {
        self.clocks.control()
    }

    /// Both clocks after `plies` moves (the start for 0).
    ///
    /// # Panics
    /// When the history has fewer moves.
    #[must_use]
    pub fn after(&self, plies: usize) -> ClockSnapshot {
        match plies {
            0 => self.start,
            n => self.history[n - 1].after,
        }
    }

    /// How long move `ply` (0-based) took, when a clock ran for it.
    #[must_use]
    pub fn spent(&self, ply: usize) -> Option<Duration> {
        self.history.get(ply).and_then(|p| p.spent)
    }

    /// Every move's times the clocks know, also those taken back by undo
    /// (until another move replaces them) and those a replay has still to
    /// show.
    #[must_use]
    pub fn history(&self) -> &[PlyTime<M>] {
        &self.history
    }

    /// The times of the moves the clocks stand at, in order.
    #[must_use]
    pub fn plies(&self) -> &[PlyTime<M>] {
        &self.history[..self.synced]
    }

    /// The caller looks at the clocks at `now` (each frame the game is on
    /// screen).
    pub fn see(&mut self, now: Duration) {
        self.seen = Some(now);
    }

    /// The game is back after time away from the caller's view (kept aside
    /// by a rules book, say): a clock that was running goes on from `now`,
    /// and the time since the last [`see`](GameClock::see) is nobody's.
    pub fn rejoin(&mut self, now: Duration) {
        if let Some(seen) = self.seen
            && !self.clocks.is_paused()
        {
            self.clocks.pause(seen);
            self.clocks.resume(now);
        }
        self.seen = Some(now);
    }

    /// Brings the clocks in step with the game's `moves` at `now` (see the
    /// module docs); `ends_turn(i)` says whether move `i` hands the turn to
    /// the other side (a checkers huff does not: the huffer's clock goes on
    /// to its move). Returns whether anything changed.
    pub fn follow(
        &mut self,
        moves: &[M],
        ends_turn: impl Fn(usize) -> bool,
        now: Duration,
    ) -> bool {
        // Back to the last move both agree on (an undo, or the start of a
        // new branch).
        let common = moves
            .iter()
            .zip(&self.history[..self.synced])
            .take_while(|(a, b)| **a == b.mv)
            .count();
        if common == self.synced && common == moves.len() {
            return false;
        }
        if common < self.synced {
            self.set_to(common);
        }
        for (i, &mv) in moves.iter().enumerate().skip(common) {
            match self.history.get(i) {
                Some(kept) if kept.mv == mv => {
                    // Redo or replay: the move's own times come back.
                    self.synced = i + 1;
                    self.set_to(i + 1);
                }
                _ => {
                    self.history.truncate(i);
                    // The clock that ran (if one did) is the mover's.
                    let played = if ends_turn(i) {
                        self.clocks.commit(now)
                    } else {
                        None
                    };
                    self.history.push(PlyTime {
                        mv,
                        after: self.clocks.snapshot(now),
                        spent: played.map(|p| p.spent),
                    });
                    self.synced = i + 1;
                }
            }
        }
        true
    }

    /// Both clocks as they were after `plies` moves, stopped; the pause
    /// stays as it was.
    fn set_to(&mut self, plies: usize) {
        let paused = self.clocks.is_paused();
        self.clocks = Clocks::restore(self.control(), self.after(plies));
        if paused {
            self.clocks.pause(Duration::ZERO);
        }
        self.synced = plies;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn five_plus_three() -> GameClock<u8> {
        GameClock::new("5+3".parse().expect("a time control"))
    }

    #[test]
    fn moves_charge_the_mover_and_add_the_increment() {
        let mut clock = five_plus_three();
        clock.clocks_mut().start(Side::Black, secs(0));
        assert!(clock.follow(&[1], |_| true, secs(10)));
        clock.clocks_mut().start(Side::White, secs(12));
        clock.follow(&[1, 2], |_| true, secs(32));
        assert_eq!(
            clock.after(1),
            ClockSnapshot {
                black: secs(293),
                white: secs(300)
            }
        );
        assert_eq!(
            clock.after(2),
            ClockSnapshot {
                black: secs(293),
                white: secs(283)
            }
        );
        assert_eq!(
            (clock.spent(0), clock.spent(1)),
            (Some(secs(10)), Some(secs(20)))
        );
        assert!(!clock.follow(&[1, 2], |_| true, secs(40)), "nothing new");
    }

    #[test]
    fn a_move_no_clock_ran_for_costs_nothing() {
        let mut clock = five_plus_three();
        clock.clocks_mut().start(Side::Black, secs(0));
        // Black's move and White's forced pass arrive together.
        clock.follow(&[1, 0], |_| true, secs(4));
        assert_eq!(clock.spent(0), Some(secs(4)));
        assert_eq!(clock.spent(1), None);
        assert_eq!(
            clock.after(2),
            ClockSnapshot {
                black: secs(299),
                white: secs(300)
            }
        );
    }

    #[test]
    fn undo_restores_both_clocks_and_redo_brings_the_move_back() {
        let mut clock = five_plus_three();
        clock.clocks_mut().start(Side::Black, secs(0));
        clock.follow(&[1], |_| true, secs(10));
        clock.clocks_mut().start(Side::White, secs(10));
        clock.follow(&[1, 2], |_| true, secs(70));
        // White thinks again, then undoes two moves.
        clock.clocks_mut().start(Side::Black, secs(70));
        clock.follow(&[], |_| true, secs(100));
        assert_eq!(clock.clocks().snapshot(secs(100)), clock.after(0));
        assert_eq!(clock.clocks().running(), None);
        // Redo: Black's move with its own time, not the time since.
        clock.follow(&[1], |_| true, secs(130));
        assert_eq!(clock.clocks().snapshot(secs(130)).black, secs(293));
        assert_eq!(clock.plies().len(), 1);
        // Another move replaces the rest of the history.
        clock.clocks_mut().start(Side::White, secs(130));
        clock.follow(&[1, 3], |_| true, secs(131));
        assert_eq!(clock.after(2).white, secs(302));
        assert_eq!(clock.plies().len(), 2);
    }

    #[test]
    fn time_away_is_nobodys() {
        let mut clock = five_plus_three();
        clock.clocks_mut().start(Side::Black, secs(0));
        clock.see(secs(10));
        clock.rejoin(secs(70));
        assert_eq!(clock.clocks().remaining(Side::Black, secs(75)), secs(285));
    }

    #[test]
    fn a_move_that_keeps_the_turn_keeps_the_clock_running() {
        let mut clock = five_plus_three();
        clock.clocks_mut().start(Side::White, secs(0));
        // A huff at 2 s, then White's move at 5 s.
        clock.follow(&[7], |_| false, secs(2));
        assert_eq!(clock.clocks().running(), Some(Side::White));
        assert_eq!(clock.spent(0), None);
        clock.follow(&[7, 1], |i| i == 1, secs(5));
        assert_eq!(clock.spent(1), Some(secs(5)));
        assert_eq!(clock.after(2).white, secs(298));
    }

    #[test]
    fn a_pause_survives_undo() {
        let mut clock = five_plus_three();
        clock.clocks_mut().start(Side::Black, secs(0));
        clock.follow(&[1], |_| true, secs(1));
        clock.clocks_mut().pause(secs(2));
        clock.follow(&[], |_| true, secs(3));
        assert!(clock.clocks().is_paused());
    }

    #[test]
    fn resumed_games_work_out_each_moves_time_and_wait() {
        let control: TimeControl = "5+3".parse().expect("a time control");
        let clock = GameClock::resumed(
            control,
            &[1u8, 2, 0, 3],
            &[
                (Side::Black, true),
                (Side::White, true),
                (Side::Black, false),
                (Side::White, true),
            ],
            &[secs(293), secs(283), secs(293), secs(280)],
        )
        .expect("consistent");
        assert!(clock.held);
        assert_eq!(clock.spent(0), Some(secs(10)));
        assert_eq!(clock.spent(1), Some(secs(20)));
        assert_eq!(clock.spent(2), None, "the pass");
        assert_eq!(clock.spent(3), Some(secs(6)));
        assert_eq!(
            clock.clocks().snapshot(secs(1000)),
            ClockSnapshot {
                black: secs(293),
                white: secs(280)
            }
        );
        assert!(GameClock::resumed(control, &[1u8], &[], &[secs(1)]).is_err());
    }
}
