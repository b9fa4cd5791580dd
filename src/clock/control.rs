//! Time controls: a base time and a Fischer increment for each side.
//!
//! Written as players type them: `5+3` (five minutes, three seconds a
//! move), `30s+0` (thirty seconds, no increment), `90s` (no increment),
//! and `5+3/1+0` for odds, the first part for White and the second for
//! Black. A whole number of minutes is written bare; seconds take an `s`.
//! Files use the PGN form instead (`300+3`, all seconds, see
//! [`Allotment::pgn`]).
//!
//! ```
//! use tavola::clock::TimeControl;
//! use tavola::rules::Side;
//! let tc: TimeControl = "5+3".parse().unwrap();
//! assert_eq!(tc.of(Side::White).base.as_secs(), 300);
//! assert_eq!(tc.to_string(), "5+3");
//! let odds: TimeControl = "5+3/30s+0".parse().unwrap();
//! assert_eq!(odds.of(Side::Black).base.as_secs(), 30);
//! assert_eq!(odds.to_string(), "5+3/30s+0");
//! ```

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::rules::Side;

/// The longest base time accepted (ten hours): longer is a typo.
pub const MAX_BASE: Duration = Duration::from_secs(10 * 3600);
/// The largest increment accepted (ten minutes a move).
pub const MAX_INCREMENT: Duration = Duration::from_secs(600);

/// One side's time: what it starts with and what each of its moves adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Allotment {
    pub base: Duration,
    pub increment: Duration,
}

impl Allotment {
    /// `minutes` plus `increment_secs` a move.
    #[must_use]
    pub const fn minutes(minutes: u64, increment_secs: u64) -> Allotment {
        Allotment {
            base: Duration::from_secs(minutes * 60),
            increment: Duration::from_secs(increment_secs),
        }
    }

    /// The PGN `TimeControl` form: whole seconds, `300+3` (`300` with no
    /// increment is also read, see [`Allotment::parse_pgn`]).
    #[must_use]
    pub fn pgn(&self) -> String {
        format!("{}+{}", self.base.as_secs(), self.increment.as_secs())
    }

    /// Reads the PGN form (`300+3`, `300`).
    ///
    /// # Errors
    /// A sentence saying what is wrong.
    pub fn parse_pgn(text: &str) -> Result<Allotment, String> {
        let text = text.trim();
        let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
        let seconds = |part: &str| {
            part.trim()
                .parse::<u64>()
                .map(Duration::from_secs)
                .map_err(|_| format!("'{text}' is not a time control in seconds (e.g. 300+3)"))
        };
        Allotment::checked(seconds(base)?, seconds(increment)?)
    }

    /// Checks the limits: a base above zero and at most [`MAX_BASE`], an
    /// increment of at most [`MAX_INCREMENT`].
    ///
    /// # Errors
    /// A sentence saying which limit is broken.
    pub fn checked(base: Duration, increment: Duration) -> Result<Allotment, String> {
        if base.is_zero() {
            return Err("the base time must be above zero".into());
        }
        if base > MAX_BASE {
            return Err("the base time can be at most 10 hours".into());
        }
        if increment > MAX_INCREMENT {
            return Err("the increment can be at most 10 minutes".into());
        }
        Ok(Allotment { base, increment })
    }
}

impl fmt::Display for Allotment {
    /// `5+3`, `30s+0`, `90s+2`: minutes bare when whole, seconds with `s`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.base.as_secs();
        if secs.is_multiple_of(60) {
            write!(f, "{}", secs / 60)?;
        } else {
            write!(f, "{secs}s")?;
        }
        write!(f, "+{}", self.increment.as_secs())
    }
}

impl FromStr for Allotment {
    type Err = String;

    /// `BASE[+INC]`: BASE in minutes (`5`, `1.5`) or seconds with `s`
    /// (`30s`); INC in seconds (an `s` is allowed).
    fn from_str(text: &str) -> Result<Allotment, String> {
        let text = text.trim();
        let bad = || {
            format!(
                "'{text}' is not a time control: write BASE+INC, BASE in minutes or in seconds with 's' (5+3, 30s+0)"
            )
        };
        let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
        let base = base.trim();
        let base = if let Some(secs) = base.strip_suffix(['s', 'S']) {
            Duration::from_secs(secs.trim().parse::<u64>().map_err(|_| bad())?)
        } else {
            let minutes = base.parse::<f64>().map_err(|_| bad())?;
            if !minutes.is_finite() || minutes < 0.0 || minutes > MAX_BASE.as_secs_f64() / 60.0 {
                return Err(bad());
            }
            Duration::from_secs((minutes * 60.0).round() as u64)
        };
        let increment = increment.trim();
        let increment = increment.strip_suffix(['s', 'S']).unwrap_or(increment);
        let increment = Duration::from_secs(increment.trim().parse::<u64>().map_err(|_| bad())?);
        Allotment::checked(base, increment)
    }
}

/// The time control of a game: each side's allotment (the same for both
/// unless the game is played at odds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeControl {
    pub white: Allotment,
    pub black: Allotment,
}

impl TimeControl {
    /// The same allotment for both sides.
    #[must_use]
    pub const fn even(allotment: Allotment) -> TimeControl {
        TimeControl {
            white: allotment,
            black: allotment,
        }
    }

    /// The allotment of `side`.
    #[must_use]
    pub const fn of(&self, side: Side) -> Allotment {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    /// Whether the two sides have different allotments.
    #[must_use]
    pub fn is_odds(&self) -> bool {
        self.white != self.black
    }
}

/// The presets offered on the title screen and in the game menu.
pub const PRESETS: [TimeControl; 6] = [
    TimeControl::even(Allotment::minutes(1, 0)),
    TimeControl::even(Allotment::minutes(3, 2)),
    TimeControl::even(Allotment::minutes(5, 3)),
    TimeControl::even(Allotment::minutes(10, 5)),
    TimeControl::even(Allotment::minutes(15, 10)),
    TimeControl::even(Allotment::minutes(30, 0)),
];

impl fmt::Display for TimeControl {
    /// `5+3`, or `WHITE/BLACK` at odds (`5+3/1+0`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_odds() {
            write!(f, "{}/{}", self.white, self.black)
        } else {
            write!(f, "{}", self.white)
        }
    }
}

impl FromStr for TimeControl {
    type Err = String;

    /// `BASE[+INC]` for both sides or `WHITE/BLACK` (see [`Allotment`]).
    fn from_str(text: &str) -> Result<TimeControl, String> {
        match text.split_once('/') {
            Some((white, black)) => Ok(TimeControl {
                white: white.parse()?,
                black: black.parse()?,
            }),
            None => Ok(TimeControl::even(text.parse()?)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_forms_read_and_print_back() {
        for (text, white, black) in [
            ("5+3", (300, 3), (300, 3)),
            ("30s+0", (30, 0), (30, 0)),
            ("1+0", (60, 0), (60, 0)),
            ("15+10", (900, 10), (900, 10)),
            ("5+3/1+0", (300, 3), (60, 0)),
            ("90s+2", (90, 2), (90, 2)),
        ] {
            let tc: TimeControl = text.parse().unwrap();
            assert_eq!(
                (tc.white.base.as_secs(), tc.white.increment.as_secs()),
                white
            );
            assert_eq!(
                (tc.black.base.as_secs(), tc.black.increment.as_secs()),
                black
            );
            assert_eq!(tc.to_string(), text);
        }
    }

    #[test]
    fn shorthand_forms_read() {
        let tc: TimeControl = "10".parse().unwrap();
        assert_eq!(tc, TimeControl::even(Allotment::minutes(10, 0)));
        let tc: TimeControl = "1.5+2s".parse().unwrap();
        assert_eq!(tc.white.base.as_secs(), 90);
        assert_eq!(tc.to_string(), "90s+2");
    }

    #[test]
    fn bad_forms_say_why() {
        for text in [
            "", "+3", "five", "0+3", "5+x", "5+3/", "-1+0", "601+0", "5+601", "nan",
        ] {
            let err = text.parse::<TimeControl>().unwrap_err();
            assert!(!err.is_empty(), "{text}");
        }
    }

    #[test]
    fn pgn_form_round_trips() {
        for allotment in PRESETS.iter().map(|tc| tc.white) {
            assert_eq!(Allotment::parse_pgn(&allotment.pgn()), Ok(allotment));
        }
        assert_eq!(Allotment::parse_pgn("300"), Ok(Allotment::minutes(5, 0)));
        assert!(Allotment::parse_pgn("40/9000").is_err());
        assert!(Allotment::parse_pgn("-").is_err());
    }
}
