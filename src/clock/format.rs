//! Clock times as text: what the on-screen clock shows ([`display`]) and
//! the PGN `%clk` form of game files ([`clk`], [`parse_clk`]).
//!
//! ```
//! use std::time::Duration;
//! use tavola::clock::{clk, display, parse_clk};
//! let t = Duration::from_millis(296_200);
//! assert_eq!(display(t), "4:57");
//! assert_eq!(clk(t), "0:04:56.2");
//! assert_eq!(parse_clk("0:04:56.2"), Ok(t));
//! ```

use std::time::Duration;

/// Below this the clocks show tenths.
const TENTHS_BELOW: Duration = Duration::from_secs(10);

/// What the on-screen clock shows for `remaining`: `m:ss` (`4:57`),
/// `h:mm:ss` from one hour (`1:02:03`), and seconds with tenths under ten
/// seconds (`9.3`, `0.0`).
///
/// From ten seconds up the time is rounded *up* to the second (4:56.2
/// shows `4:57`): a clock counting down then shows `0:00`-like values only
/// once the time is really gone, and a fresh 5-minute clock shows `5:00`
/// for its whole first second, as players expect. Under ten seconds it is
/// truncated to the tenth (9.37 shows `9.3`), so `0.0` appears only at
/// the flag or in its last tenth. The switch is at exactly ten seconds:
/// 10.0 shows `0:10`, 9.99 shows `9.9`.
#[must_use]
pub fn display(remaining: Duration) -> String {
    if remaining < TENTHS_BELOW {
        let tenths = remaining.as_millis() / 100;
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    let seconds = remaining.as_secs() + u64::from(remaining.subsec_nanos() > 0);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// The PGN `%clk` form of `remaining`: `H:MM:SS` (`0:04:57`), truncated to
/// the tenth, with the tenth written only when it is not zero
/// (`0:00:09.3`; 9.03 s is written `0:00:09`).
#[must_use]
pub fn clk(remaining: Duration) -> String {
    let tenths = remaining.as_millis() / 100;
    let (seconds, tenth) = (tenths / 10, tenths % 10);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    let whole = format!("{hours}:{minutes:02}:{seconds:02}");
    if tenth == 0 {
        whole
    } else {
        format!("{whole}.{tenth}")
    }
}

/// Reads a `%clk` time: `H:MM:SS`, with any number of decimals on the
/// seconds (`0:00:09.35`; kept to the millisecond, the rest dropped), and
/// leniently `M:SS` (`4:57`, `90:00`). Minutes and seconds below a higher
/// field take one or two digits and go up to 59; the first field has no
/// upper limit but the time must fit a [`Duration`].
///
/// # Errors
/// A sentence naming the text and the form expected.
pub fn parse_clk(text: &str) -> Result<Duration, String> {
    let trimmed = text.trim();
    let bad = || format!("'{trimmed}' is not a clock time (H:MM:SS)");
    let fields: Vec<&str> = trimmed.split(':').collect();
    let (hours, minutes, seconds) = match fields.as_slice() {
        [h, m, s] => (Some(*h), *m, *s),
        [m, s] => (None, *m, *s),
        _ => return Err(bad()),
    };
    let (seconds, fraction) = match seconds.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (seconds, None),
    };
    // A field below a higher one: one or two digits.
    let below = |field: &str| (field.len() <= 2).then(|| number(field)).flatten();
    let seconds = below(seconds).ok_or_else(bad)?;
    let (hours, minutes) = match hours {
        Some(h) => (number(h).ok_or_else(bad)?, below(minutes).ok_or_else(bad)?),
        None => (0, number(minutes).ok_or_else(bad)?),
    };
    if seconds >= 60 || (fields.len() == 3 && minutes >= 60) {
        return Err(format!(
            "'{trimmed}' is not a clock time: minutes and seconds go up to 59"
        ));
    }
    let millis = match fraction {
        Some(fraction) => millis(fraction).ok_or_else(bad)?,
        None => 0,
    };
    hours
        .checked_mul(3600)
        .and_then(|h| h.checked_add(minutes.checked_mul(60)?))
        .and_then(|s| s.checked_add(seconds))
        .map(|s| Duration::from_secs(s) + Duration::from_millis(millis))
        .ok_or_else(|| format!("'{trimmed}' is too long a clock time"))
}

/// A field of ASCII digits (no sign, not empty).
fn number(field: &str) -> Option<u64> {
    if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    field.parse().ok()
}

/// The milliseconds of a decimal fraction's digits (`35` is 350 ms): at
/// least one digit, any number, those past the third dropped.
fn millis(fraction: &str) -> Option<u64> {
    if fraction.is_empty() || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let kept: String = fraction.chars().chain("00".chars()).take(3).collect();
    kept.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testgen::strategies::{arbitrary_text, config};
    use proptest::prelude::*;

    fn ms(millis: u64) -> Duration {
        Duration::from_millis(millis)
    }

    #[test]
    fn the_screen_rounds_up_above_ten_seconds_and_shows_tenths_below() {
        for (millis, shown) in [
            (300_000, "5:00"),
            (299_001, "5:00"),
            (296_200, "4:57"),
            (60_000, "1:00"),
            (10_001, "0:11"),
            (10_000, "0:10"),
            (9_999, "9.9"),
            (9_370, "9.3"),
            (99, "0.0"),
            (0, "0.0"),
            (3_599_500, "1:00:00"),
            (3_661_000, "1:01:01"),
            (36_000_000, "10:00:00"),
        ] {
            assert_eq!(display(ms(millis)), shown, "{millis} ms");
        }
    }

    #[test]
    fn clk_writes_tenths_only_when_there_are_some() {
        for (millis, written) in [
            (297_000, "0:04:57"),
            (296_290, "0:04:56.2"),
            (9_300, "0:00:09.3"),
            (9_030, "0:00:09"),
            (0, "0:00:00"),
            (3_723_000, "1:02:03"),
            (36_000_000, "10:00:00"),
        ] {
            assert_eq!(clk(ms(millis)), written, "{millis} ms");
        }
    }

    #[test]
    fn clk_reads_the_pgn_form_decimals_and_minutes_and_seconds() {
        for (text, millis) in [
            ("0:04:57", 297_000),
            ("1:02:03", 3_723_000),
            ("0:00:09.3", 9_300),
            ("0:00:09.35", 9_350),
            ("0:00:09.3579", 9_357),
            (" 0:4:5 ", 245_000),
            ("4:57", 297_000),
            ("90:00", 5_400_000),
            ("0:59.5", 59_500),
            ("12:00:00", 43_200_000),
        ] {
            assert_eq!(parse_clk(text), Ok(ms(millis)), "{text}");
        }
    }

    #[test]
    fn clk_refuses_other_texts_with_a_sentence() {
        assert_eq!(
            parse_clk("0:4:x"),
            Err("'0:4:x' is not a clock time (H:MM:SS)".to_string())
        );
        assert_eq!(
            parse_clk("0:60:00"),
            Err("'0:60:00' is not a clock time: minutes and seconds go up to 59".to_string())
        );
        for text in [
            "",
            "5",
            ":",
            "0::00",
            "0:00:",
            "1:2:3:4",
            "0:00:9.",
            "0:00:.5",
            "0:000:05",
            "0:00:005",
            "-1:00:00",
            "+1:00",
            "0:00:09,3",
            "1:61",
            "0:00:5x",
            "١:٠٠",
            "99999999999999999999:00:00",
            "5124095576030432:00:00",
        ] {
            let error = parse_clk(text).unwrap_err();
            assert!(error.contains(text.trim()), "{text}: {error}");
        }
    }

    proptest! {
        #![proptest_config(config(2000))]

        /// Every time up to ten hours, in tenths, reads back as written.
        #[test]
        fn clk_round_trips_in_tenths(tenths in 0..=360_000u64) {
            let time = ms(tenths * 100);
            prop_assert_eq!(parse_clk(&clk(time)), Ok(time));
        }

        /// Any time: written truncated to the tenth, read back as that.
        #[test]
        fn clk_truncates_to_the_tenth(millis in 0..=36_000_000u64) {
            prop_assert_eq!(parse_clk(&clk(ms(millis))), Ok(ms(millis / 100 * 100)));
        }

        /// Any text is read or refused in a sentence, never a panic; what
        /// is read prints in the canonical form, which reads back.
        #[test]
        fn clk_reads_any_text_without_panicking(text in arbitrary_text()) {
            match parse_clk(&text) {
                Ok(time) => {
                    let _ = display(time);
                    prop_assert_eq!(parse_clk(&clk(time)), Ok(ms(time.as_millis() as u64 / 100 * 100)));
                }
                Err(error) => prop_assert!(!error.is_empty()),
            }
        }

        #[test]
        fn clock_like_texts_never_panic(text in "[0-9:. ]{0,14}") {
            let _ = parse_clk(&text).map(display);
        }
    }
}
