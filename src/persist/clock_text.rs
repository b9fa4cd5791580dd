//! Clock times in saved games: `H:MM:SS`, with tenths when not whole
//! (`0:04:57`, `0:00:09.3`), the form of PGN's `[%clk …]` comments.
//!
//! Times are kept to the tenth of a second: writing drops what is finer,
//! and reading drops it too (`0:04:57.35` reads as 297.3 s), so a time
//! read prints back to the same text.

use std::time::Duration;

/// The most hours a clock time may show (a typo above that).
const MAX_HOURS: u64 = 99_999;

/// `d` cut to the tenth of a second below.
#[must_use]
pub(crate) fn to_tenths(d: Duration) -> Duration {
    Duration::from_millis(d.as_millis().min(u128::from(u64::MAX)) as u64 / 100 * 100)
}

/// `H:MM:SS`, then `.T` when the tenths are not zero (what is finer than a
/// tenth is dropped): the PGN `%clk` form ([`crate::clock::clk`]).
#[must_use]
pub(crate) fn write_clock(d: Duration) -> String {
    crate::clock::clk(d)
}

/// Reads `H:MM:SS[.F]` strictly, as files write it: hours of one to five
/// digits, minutes and seconds of one or two digits below 60, and any
/// number of decimals (one to nine), kept to the tenth. (The clock's own
/// reader, [`crate::clock::parse_clk`], also takes `M:SS` and blanks.)
///
/// # Errors
/// A sentence saying what is wrong.
pub(crate) fn read_clock(text: &str) -> Result<Duration, String> {
    let bad = || format!("'{text}' is not a clock time (H:MM:SS, e.g. 0:04:57)");
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (text, None),
    };
    let fields: Vec<&str> = whole.split(':').collect();
    let shaped = matches!(fields.as_slice(), [h, _, _] if (1..=5).contains(&h.len()))
        && fraction.is_none_or(|f| (1..=9).contains(&f.len()))
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || b == b':' || b == b'.');
    if !shaped {
        return Err(bad());
    }
    let d = crate::clock::parse_clk(text).map_err(|_| bad())?;
    if d.as_secs() / 3600 > MAX_HOURS {
        return Err(bad());
    }
    Ok(to_tenths(d))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(ms: u64) -> Duration {
        Duration::from_millis(ms)
    }

    #[test]
    fn writes_whole_seconds_bare_and_tenths_when_not_whole() {
        assert_eq!(write_clock(Duration::from_secs(297)), "0:04:57");
        assert_eq!(write_clock(ms(9_300)), "0:00:09.3");
        assert_eq!(write_clock(ms(9_399)), "0:00:09.3", "cut, not rounded");
        assert_eq!(write_clock(ms(9_050)), "0:00:09");
        assert_eq!(write_clock(Duration::ZERO), "0:00:00");
        assert_eq!(write_clock(Duration::from_secs(10 * 3600 + 61)), "10:01:01");
    }

    #[test]
    fn reads_what_it_writes_and_other_programs_forms() {
        for text in [
            "0:04:57",
            "0:00:09.3",
            "0:00:00",
            "12:59:59.9",
            "99999:00:00",
        ] {
            let d = read_clock(text).unwrap();
            assert_eq!(write_clock(d), text);
        }
        assert_eq!(read_clock("0:04:57.35"), Ok(ms(297_300)));
        assert_eq!(read_clock("0:4:7"), Ok(Duration::from_secs(247)));
        assert_eq!(read_clock("1:00:00.0"), Ok(Duration::from_secs(3600)));
        for &d in &[ms(0), ms(100), ms(59_900), ms(3_599_999), ms(86_400_000)] {
            assert_eq!(read_clock(&write_clock(d)), Ok(to_tenths(d)));
        }
    }

    #[test]
    fn bad_times_say_why() {
        for text in [
            "",
            "0:0x:57",
            "4:57",
            "0:04:60",
            "0:60:00",
            "0:04:57.",
            "0:04:57.a",
            "0:04:57.1.2",
            "100000:00:00",
            "-0:04:57",
            "0:04:57:00",
            " 0:04:57",
            "0:004:57",
            "nonsense",
            "0:04:5７",
        ] {
            let e = read_clock(text).expect_err(text);
            assert!(e.contains("not a clock time"), "{text}: {e}");
        }
    }
}
