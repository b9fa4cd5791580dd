//! The computer on the clock: how long it may think for its next move.
//!
//! The plan spreads the time above a reserve over the moves expected to
//! remain, adds most of the increment, and never bets more than a quarter
//! of what lies above the reserve on one move. Animations cost nothing on
//! the clock, but a commit that comes late does: the time between the end
//! of the search and the commit (a frame or two, more when the interface
//! is busy) is set aside for many moves to come, so that even a 1+0 game of
//! a hundred moves with 50 ms of such latency a move never flags.
//!
//! No plan survives an endless game without increment: each move costs its
//! latency at least. With 50 ms a move, 1+0 lasts about 200 moves of the
//! computer's (checkers' and Gounki's repetition and no-progress rules end
//! games long before that).

use std::time::Duration;

/// Never planned for: the last second is left for the latency of the
/// moves played at the minimum budget.
const RESERVE: Duration = Duration::from_secs(1);

/// The latency expected for each move: between the end of the search and
/// the commit, which the clock charges.
const LATENCY: Duration = Duration::from_millis(100);

/// How many moves' latency is set aside: more than any game lasts for one
/// side at the expected pace, so that a long game still has time to move.
const LATENCY_MOVES: u32 = 60;

/// The fewest own moves the plan assumes are left, however late the game:
/// the budget stays a twentieth of the spare time at most.
const MIN_MOVES_LEFT: u32 = 20;

/// The game length assumed, in plies: Othello lasts 60; Gounki and
/// checkers games usually last longer.
const EXPECTED_PLIES: usize = 80;

/// The budget once the plan leaves nothing: enough for a shallow search.
const MIN_BUDGET: Duration = Duration::from_millis(5);

/// The largest part of the time above the reserve one move may take.
const MAX_SHARE: u32 = 4;

/// The time the computer may think for its next move, with `remaining` on
/// its clock, `increment` added after each of its moves and `plies_played`
/// plies (both sides' moves) in the game so far; at most `level_cap`, the
/// level's own budget per move.
///
/// The plan:
/// - own moves left: `(80 - plies_played) / 2` rounded up, at least 20 (a
///   whole game is assumed to last 80 plies);
/// - spare time: `remaining` less a reserve of 1 s, and less 100 ms of
///   latency for each of the next 60 moves (less by as much as the
///   increment covers: an increment of 100 ms or more pays the latency);
/// - budget: the spare time over the moves left, plus four fifths of the
///   increment; at most a quarter of `remaining` above the reserve (the
///   increment is only added after the move); at least 5 ms, but never more
///   than a tenth of `remaining` on that account.
///
/// So without increment the budget is at most a tenth of `remaining`, and
/// otherwise at most `remaining / 20 + increment * 4 / 5` or the minimum
/// budget. It is above zero while any time remains (and `level_cap` is not
/// zero).
#[must_use]
pub fn move_budget(
    remaining: Duration,
    increment: Duration,
    plies_played: usize,
    level_cap: Duration,
) -> Duration {
    if remaining.is_zero() {
        return Duration::ZERO;
    }
    let latency = LATENCY.saturating_sub(increment) * LATENCY_MOVES;
    let spare = remaining.saturating_sub(RESERVE + latency);
    let share = spare / own_moves_left(plies_played) + increment.saturating_mul(4) / 5;
    let ceiling = remaining.saturating_sub(RESERVE) / MAX_SHARE;
    // A nanosecond when a tenth of the time is less: the search still
    // plays a move.
    let floor = (remaining / 10)
        .min(MIN_BUDGET)
        .max(Duration::from_nanos(1));
    share.min(ceiling).max(floor).min(level_cap)
}

/// The moves the side to move is assumed to have left.
fn own_moves_left(plies_played: usize) -> u32 {
    let plies_left = EXPECTED_PLIES.saturating_sub(plies_played);
    u32::try_from(plies_left.div_ceil(2))
        .unwrap_or(u32::MAX)
        .max(MIN_MOVES_LEFT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{Clocks, TimeControl};
    use crate::rules::Side;
    use crate::testgen::strategies::config;
    use proptest::prelude::*;

    const NO_CAP: Duration = Duration::from_secs(3600);

    fn ms(millis: u64) -> Duration {
        Duration::from_millis(millis)
    }

    /// Plays `moves` moves of the computer's, as Black, on real clocks
    /// over virtual time: each takes its whole budget plus `latency`; the
    /// opponent's replies and the animations take ten seconds that nobody
    /// is charged. Returns Black's time after the last move.
    fn computer_game(control: &str, moves: usize, latency: Duration) -> Duration {
        let control: TimeControl = control.parse().unwrap();
        let increment = control.black.increment;
        let mut clocks = Clocks::new(control);
        let mut now = Duration::ZERO;
        for played in 0..moves {
            clocks.start(Side::Black, now);
            let budget = move_budget(
                clocks.remaining(Side::Black, now),
                increment,
                2 * played,
                NO_CAP,
            );
            now += budget + latency;
            assert!(
                clocks.commit(now).is_some(),
                "{control}: flagged at move {} of {moves}",
                played + 1
            );
            now += Duration::from_secs(10);
        }
        clocks.remaining(Side::Black, now)
    }

    #[test]
    fn the_computer_does_not_flag_in_long_games() {
        for (control, moves) in [("1+0", 100), ("30s+0", 150), ("3+2", 300), ("10s+1", 300)] {
            let left = computer_game(control, moves, ms(50));
            assert!(left >= Duration::from_secs(1), "{control}: {left:?} left");
        }
        // A 60-ply Othello game at 1+0 with a very busy interface.
        assert!(computer_game("1+0", 30, ms(500)) > Duration::ZERO);
    }

    #[test]
    fn the_computer_uses_its_time() {
        // At 1+0 the first move gets over a second, at 5+0 several.
        assert!(move_budget(ms(60_000), Duration::ZERO, 0, NO_CAP) > ms(1_000));
        assert!(move_budget(ms(300_000), Duration::ZERO, 0, NO_CAP) > ms(6_000));
        // Late in the game the plan assumes 20 moves left, not fewer.
        let late = move_budget(ms(60_000), Duration::ZERO, 200, NO_CAP);
        assert!(late > ms(2_000) && late <= ms(3_000), "{late:?}");
    }

    #[test]
    fn a_large_increment_is_used() {
        let plain = move_budget(ms(60_000), Duration::ZERO, 20, NO_CAP);
        let with_increment = move_budget(ms(60_000), ms(10_000), 20, NO_CAP);
        assert!(
            with_increment >= plain + ms(8_000),
            "{plain:?} {with_increment:?}"
        );
        // Little time left: the increment comes only after the move.
        let short = move_budget(ms(2_000), ms(10_000), 20, NO_CAP);
        assert!(short <= ms(250), "{short:?}");
    }

    #[test]
    fn the_level_caps_the_budget() {
        assert_eq!(move_budget(ms(300_000), ms(5_000), 0, ms(500)), ms(500));
        assert_eq!(
            move_budget(ms(300_000), ms(5_000), 0, Duration::ZERO),
            Duration::ZERO
        );
    }

    #[test]
    fn with_almost_no_time_the_budget_is_tiny() {
        assert_eq!(move_budget(ms(900), Duration::ZERO, 40, NO_CAP), ms(5));
        assert_eq!(move_budget(ms(30), Duration::ZERO, 40, NO_CAP), ms(3));
        assert_eq!(
            move_budget(Duration::from_nanos(5), Duration::ZERO, 40, NO_CAP),
            Duration::from_nanos(1)
        );
        assert_eq!(
            move_budget(Duration::ZERO, ms(5_000), 40, NO_CAP),
            Duration::ZERO
        );
    }

    proptest! {
        #![proptest_config(config(2000))]

        /// The documented bounds, for any clock.
        #[test]
        fn the_budget_keeps_to_its_bounds(
            remaining in 0..=36_000_000_000u64,
            increment in 0..=600_000u64,
            plies in 0..400usize,
            cap in 1..=600_000u64,
        ) {
            let remaining = Duration::from_micros(remaining);
            let (increment, cap) = (ms(increment), ms(cap));
            let budget = move_budget(remaining, increment, plies, cap);
            prop_assert!(budget <= cap);
            prop_assert_eq!(budget.is_zero(), remaining.is_zero());
            let floor = (remaining / 10).min(MIN_BUDGET);
            let bound = if increment.is_zero() {
                remaining / 10
            } else {
                floor.max(remaining / 20 + increment * 4 / 5)
            };
            prop_assert!(budget <= bound.max(Duration::from_nanos(1)), "{:?} > {:?}", budget, bound);
            if remaining >= ms(1) {
                prop_assert!(budget < remaining);
            }
            if remaining > RESERVE {
                prop_assert!(budget <= floor.max((remaining - RESERVE) / MAX_SHARE));
            }
        }
    }
}
