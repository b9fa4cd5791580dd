//! The clocks on a virtual time source: every reading is a number of
//! milliseconds the test chooses.

use std::time::Duration;

use proptest::prelude::*;

use super::*;
use crate::clock::Allotment;
use crate::testgen::strategies::config;

fn ms(millis: u64) -> Duration {
    Duration::from_millis(millis)
}

fn secs(seconds: u64) -> Duration {
    Duration::from_secs(seconds)
}

fn clocks(control: &str) -> Clocks {
    Clocks::new(control.parse().unwrap())
}

#[test]
fn a_new_game_starts_at_the_base_times_with_nothing_running() {
    let c = clocks("5+3/1+0");
    assert_eq!(c.remaining(Side::White, secs(100)), secs(300));
    assert_eq!(c.remaining(Side::Black, secs(100)), secs(60));
    assert_eq!(c.running(), None);
    assert!(!c.is_paused());
    assert_eq!(c.flagged(secs(1000)), None);
    assert_eq!(c.when_zero(secs(0)), None);
}

#[test]
fn a_commit_charges_the_move_and_adds_the_increment() {
    let mut c = clocks("1+2");
    c.start(Side::Black, secs(10));
    assert_eq!(c.running(), Some(Side::Black));
    assert_eq!(c.remaining(Side::Black, secs(14)), secs(56));
    let played = c.commit(secs(15)).unwrap();
    assert_eq!(
        played,
        MoveTime {
            side: Side::Black,
            spent: secs(5),
            remaining: secs(57),
        }
    );
    assert_eq!(c.running(), None);
    // The animation between the moves counts for nobody.
    c.start(Side::White, secs(17));
    let played = c.commit(ms(17_250)).unwrap();
    assert_eq!(played.spent, ms(250));
    assert_eq!(c.remaining(Side::White, secs(99)), ms(61_750));
    assert_eq!(c.remaining(Side::Black, secs(99)), secs(57));
}

#[test]
fn odds_give_each_side_its_own_allotment() {
    let mut c = clocks("5+3/1+0");
    c.start(Side::White, secs(0));
    assert_eq!(c.commit(secs(10)).unwrap().remaining, secs(293));
    c.start(Side::Black, secs(10));
    assert_eq!(c.commit(secs(20)).unwrap().remaining, secs(50));
}

#[test]
fn starting_the_other_side_stops_the_first_without_increment() {
    let mut c = clocks("1+5");
    c.start(Side::Black, secs(0));
    c.start(Side::White, secs(4));
    assert_eq!(c.running(), Some(Side::White));
    assert_eq!(c.remaining(Side::Black, secs(50)), secs(56));
    assert_eq!(c.remaining(Side::White, secs(6)), secs(58));
}

#[test]
fn a_commit_with_nothing_running_does_nothing() {
    let mut c = clocks("1+5");
    assert_eq!(c.commit(secs(3)), None);
    c.start(Side::Black, secs(3));
    c.commit(secs(4)).unwrap();
    assert_eq!(c.commit(secs(5)), None);
    assert_eq!(
        c.snapshot(secs(9)),
        ClockSnapshot {
            black: secs(64),
            white: secs(60)
        }
    );
}

#[test]
fn a_pass_costs_nothing() {
    let mut c = clocks("1+5");
    // The forced pass is stopped as soon as it starts: no time, no increment.
    c.start(Side::White, secs(7));
    c.stop(secs(7));
    assert_eq!(c.running(), None);
    assert_eq!(c.remaining(Side::White, secs(30)), secs(60));
    // Stopping later charges the time, still without increment.
    c.start(Side::White, secs(30));
    c.stop(secs(32));
    assert_eq!(c.remaining(Side::White, secs(40)), secs(58));
}

#[test]
fn the_flag_falls_exactly_at_zero() {
    let mut c = clocks("30s+0");
    c.start(Side::Black, secs(1));
    assert_eq!(c.when_zero(secs(1)), Some(secs(30)));
    assert_eq!(c.flagged(ms(30_999)), None);
    assert_eq!(c.when_zero(ms(30_999)), Some(ms(1)));
    assert_eq!(c.check_flag(ms(30_999)), None);
    assert_eq!(c.flagged(secs(31)), Some(Side::Black));
    assert_eq!(c.remaining(Side::Black, secs(31)), Duration::ZERO);
    // A move committed at zero is too late.
    assert_eq!(c.commit(secs(31)), None);
    assert_eq!(c.running(), None);
    assert_eq!(c.flagged(secs(99)), Some(Side::Black));
    assert_eq!(c.check_flag(secs(99)), Some(Side::Black));
    assert_eq!(c.when_zero(secs(99)), None);
    // The game is over: nothing starts any more.
    c.start(Side::White, secs(100));
    assert_eq!(c.running(), None);
    assert_eq!(c.remaining(Side::White, secs(200)), secs(30));
}

#[test]
fn a_flag_noticed_late_stops_the_clock_at_zero() {
    let mut c = clocks("30s+2");
    c.start(Side::White, secs(0));
    assert_eq!(c.check_flag(secs(45)), Some(Side::White));
    assert_eq!(c.running(), None);
    assert_eq!(
        c.snapshot(secs(50)),
        ClockSnapshot {
            black: secs(30),
            white: Duration::ZERO,
        }
    );
    assert_eq!(c.commit(secs(50)), None);
    assert_eq!(c.flagged(secs(50)), Some(Side::White));
}

#[test]
fn paused_time_is_charged_to_nobody() {
    let mut c = clocks("1+0");
    c.start(Side::White, secs(0));
    c.pause(secs(10));
    c.pause(secs(20));
    assert!(c.is_paused());
    assert_eq!(c.running(), Some(Side::White));
    assert_eq!(c.remaining(Side::White, secs(65)), secs(50));
    assert_eq!(c.when_zero(secs(65)), None);
    assert_eq!(c.flagged(secs(500)), None);
    c.resume(secs(70));
    c.resume(secs(71));
    assert!(!c.is_paused());
    assert_eq!(c.remaining(Side::White, secs(72)), secs(48));
    let played = c.commit(secs(75)).unwrap();
    assert_eq!(played.spent, secs(15));
    assert_eq!(played.remaining, secs(45));
}

#[test]
fn a_start_while_paused_waits_for_the_resume() {
    let mut c = clocks("1+0");
    c.pause(secs(0));
    c.start(Side::Black, secs(5));
    assert!(c.is_paused());
    assert_eq!(c.running(), Some(Side::Black));
    assert_eq!(c.remaining(Side::Black, secs(50)), secs(60));
    c.resume(secs(60));
    assert_eq!(c.commit(secs(63)).unwrap().spent, secs(3));
}

#[test]
fn a_restored_game_has_the_saved_times_and_waits_paused() {
    let mut c = clocks("3+2");
    c.start(Side::Black, secs(0));
    c.commit(secs(20)).unwrap();
    c.start(Side::White, secs(21));
    let saved = c.snapshot(secs(31));
    assert_eq!(
        saved,
        ClockSnapshot {
            black: secs(162),
            white: secs(170)
        }
    );
    assert_eq!(saved.of(Side::White), secs(170));

    let mut loaded = Clocks::restore(c.control(), saved);
    assert_eq!(loaded.running(), None);
    assert_eq!(loaded.flagged(secs(0)), None);
    loaded.pause(secs(0));
    loaded.start(Side::White, secs(1));
    assert_eq!(loaded.remaining(Side::White, secs(100)), secs(170));
    loaded.resume(secs(100));
    assert_eq!(loaded.commit(secs(110)).unwrap().remaining, secs(162));
}

#[test]
fn a_side_restored_at_zero_cannot_move() {
    let control: TimeControl = "1+5".parse().unwrap();
    let snapshot = ClockSnapshot {
        black: Duration::ZERO,
        white: secs(60),
    };
    let mut c = Clocks::restore(control, snapshot);
    c.start(Side::Black, secs(0));
    assert_eq!(c.flagged(secs(0)), Some(Side::Black));
    assert_eq!(c.commit(secs(0)), None);
    assert_eq!(c.check_flag(secs(0)), Some(Side::Black));
}

/// One call on the clocks, after `step` milliseconds of virtual time.
#[derive(Debug, Clone)]
enum Op {
    Start(Side),
    Commit,
    Stop,
    Pause,
    Resume,
    CheckFlag,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => prop_oneof![Just(Side::Black), Just(Side::White)].prop_map(Op::Start),
        3 => Just(Op::Commit),
        1 => Just(Op::Stop),
        1 => Just(Op::Pause),
        1 => Just(Op::Resume),
        1 => Just(Op::CheckFlag),
    ]
}

fn allotment() -> impl Strategy<Value = Allotment> {
    (1..5_000u64, 0..2_000u64).prop_map(|(base, increment)| Allotment {
        base: ms(base),
        increment: ms(increment),
    })
}

/// Runs `ops` and checks after each one that the clocks agree with the
/// time the test let run on them.
fn check_run(control: TimeControl, ops: &[(u64, Op)]) -> Result<(), TestCaseError> {
    let mut c = Clocks::new(control);
    let mut now = Duration::ZERO;
    // Per side: the increments added, the time its clock ticked (by the
    // clocks' own account of who runs and whether paused), that time when
    // its current move started, and its remaining time after the last call.
    let mut added = [Duration::ZERO; 2];
    let mut ticked = [Duration::ZERO; 2];
    let mut move_start = [Duration::ZERO; 2];
    let mut last = [control.black.base, control.white.base];
    for (step, op) in ops {
        let step = ms(*step);
        now += step;
        if let (Some(side), false) = (c.running(), c.is_paused()) {
            ticked[side.index()] += step;
        }
        let mut increment = [Duration::ZERO; 2];
        match op {
            Op::Start(side) => {
                c.start(*side, now);
                if c.running() == Some(*side) {
                    move_start[side.index()] = ticked[side.index()];
                }
            }
            Op::Commit => {
                if let Some(played) = c.commit(now) {
                    let i = played.side.index();
                    increment[i] = control.of(played.side).increment;
                    added[i] += increment[i];
                    prop_assert_eq!(played.spent, ticked[i] - move_start[i]);
                    prop_assert_eq!(played.remaining, c.remaining(played.side, now));
                }
            }
            Op::Stop => c.stop(now),
            Op::Pause => c.pause(now),
            Op::Resume => c.resume(now),
            Op::CheckFlag => {
                c.check_flag(now);
            }
        }
        for side in [Side::Black, Side::White] {
            let i = side.index();
            let remaining = c.remaining(side, now);
            prop_assert!(
                remaining <= last[i] + increment[i],
                "{side}'s clock went up from {:?} to {remaining:?} ({op:?})",
                last[i]
            );
            last[i] = remaining;
            let charged = (control.of(side).base + added[i])
                .checked_sub(remaining)
                .ok_or_else(|| TestCaseError::fail(format!("{side} has more than it was given")))?;
            if c.flagged(now) == Some(side) {
                prop_assert!(remaining.is_zero());
                prop_assert!(charged <= ticked[i]);
            } else {
                prop_assert_eq!(charged, ticked[i], "{} ({:?})", side, op);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(500))]

    /// Random calls at non-decreasing times: a clock goes up only by its
    /// increment at a commit, and what it lost is exactly the time it ran
    /// outside pauses (or all it had, once flagged).
    #[test]
    fn clocks_charge_exactly_the_running_time(
        white in allotment(),
        black in allotment(),
        ops in proptest::collection::vec((0..1_500u64, op()), 0..60),
    ) {
        check_run(TimeControl { white, black }, &ops)?;
    }
}
