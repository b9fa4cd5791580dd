//! The clocks in the saved-game formats (see [`super`]'s module docs):
//! writing them, and reading them once the moves have loaded. A clock
//! record that cannot be read is [`ClockRead::Damaged`] with its first bad
//! line, never an error of the game.

use std::fmt;
use std::time::Duration;

use super::{Header, LoadError, PdnRead, SavedGame, body_lines, othello_tokens, tavola_line};
use crate::clock::{Allotment, TimeControl};
use crate::persist::clock_text::{read_clock, write_clock};
use crate::persist::timed::{ClockRead, SavedClocks};
use crate::rules::{Rules, gounki, othello};

/// The clocks are damaged: `why`, on line `line`.
fn damaged(line: usize, why: impl fmt::Display) -> ClockRead {
    ClockRead::Damaged(LoadError::new(
        line,
        format!("the clocks could not be read: {why}"),
    ))
}

// ------------------------------------------------------------- writing

/// The `# timecontrol` value: `300+3`, or White's and Black's at odds
/// (`300+3/60+0`).
fn control_text(control: &TimeControl) -> String {
    if control.is_odds() {
        format!("{}/{}", control.white.pgn(), control.black.pgn())
    } else {
        control.white.pgn()
    }
}

/// The `# timecontrol` line (Othello and Gounki).
pub(super) fn control_line(control: &TimeControl) -> String {
    format!("# timecontrol {}\n", control_text(control))
}

/// Othello's `# clocks` line: one time per move the transcript writes
/// (every placement, and a pass that ends the record).
pub(super) fn othello_clocks_line(moves: &[othello::Move], clocks: &SavedClocks) -> String {
    let mut line = String::from("# clocks");
    for (i, (mv, &after)) in moves.iter().zip(&clocks.after).enumerate() {
        if *mv != othello::Move::Pass || i + 1 == moves.len() {
            line.push(' ');
            line.push_str(&write_clock(after));
        }
    }
    line.push('\n');
    line
}

/// Gounki's clock line after a move.
pub(super) fn gounki_clock_line(after: Duration) -> String {
    format!("# clk {}\n", write_clock(after))
}

/// The PDN tags of a time control: `TimeControl`, or `WhiteTimeControl`
/// and `BlackTimeControl` at odds.
pub(super) fn pdn_control_tags(control: &TimeControl) -> Vec<(String, String)> {
    if control.is_odds() {
        vec![
            ("WhiteTimeControl".into(), control.white.pgn()),
            ("BlackTimeControl".into(), control.black.pgn()),
        ]
    } else {
        vec![("TimeControl".into(), control.white.pgn())]
    }
}

/// The PDN comment after each move: `[%clk 0:04:57]`.
pub(super) fn pdn_clock_comments(clocks: &SavedClocks) -> Vec<String> {
    clocks
        .after
        .iter()
        .map(|&after| format!("[%clk {}]", write_clock(after)))
        .collect()
}

// ------------------------------------------------------------- reading

/// The clocks of `game`, loaded from `lines` (`pdn`: the record, for
/// checkers).
pub(super) fn read(
    lines: &[&str],
    header: &Header<'_>,
    game: &SavedGame,
    pdn: Option<&PdnRead>,
) -> ClockRead {
    // Where a missing clock at the end is reported: the last line.
    let last_line = lines.len().max(1);
    match (game, pdn) {
        (SavedGame::Othello { start, moves }, _) => {
            read_othello(lines, header, *start, moves, last_line)
        }
        (SavedGame::Gounki { moves, .. }, _) => read_gounki(lines, header, moves, last_line),
        (SavedGame::Checkers { moves, .. }, Some(pdn)) => {
            read_pdn(header, pdn, moves.len(), last_line)
        }
        (SavedGame::Checkers { .. }, None) => ClockRead::Untimed,
    }
}

/// Reads a `# timecontrol` value (see [`control_text`]).
fn parse_control(text: &str) -> Result<TimeControl, String> {
    match text.split_once('/') {
        Some((white, black)) => Ok(TimeControl {
            white: Allotment::parse_pgn(white)?,
            black: Allotment::parse_pgn(black)?,
        }),
        None => Ok(TimeControl::even(Allotment::parse_pgn(text)?)),
    }
}

/// The `# timecontrol` of the header, if any (Othello and Gounki).
fn header_control(header: &Header<'_>) -> Result<Option<TimeControl>, ClockRead> {
    let Some((value, no)) = header.timecontrol else {
        return Ok(None);
    };
    let control = parse_control(value).map_err(|e| damaged(no, e))?;
    match header.second_timecontrol {
        Some(second) => Err(damaged(second, "a second '# timecontrol' line")),
        None => Ok(Some(control)),
    }
}

fn read_othello(
    lines: &[&str],
    header: &Header<'_>,
    start: othello::Position,
    moves: &[othello::Move],
    last_line: usize,
) -> ClockRead {
    let control = match header_control(header) {
        Ok(control) => control,
        Err(damage) => return damage,
    };
    let mut clocks_line = None;
    for (i, line) in lines.iter().enumerate() {
        if let Some((name, value)) = tavola_line(line)
            && name.eq_ignore_ascii_case("clocks")
        {
            if clocks_line.is_some() {
                return damaged(i + 1, "a second '# clocks' line");
            }
            clocks_line = Some((value, i + 1));
        }
    }
    // The moves as written: `true` for a pass.
    let written: Vec<bool> = body_lines(lines, header)
        .flat_map(|(_, line)| othello_tokens(line))
        .collect();
    let (control, (value, no)) = match (control, clocks_line) {
        (None, None) => return ClockRead::Untimed,
        (None, Some((_, no))) => {
            return damaged(no, "a '# clocks' line without a '# timecontrol' line");
        }
        (Some(control), None) if written.is_empty() => {
            return ClockRead::Read(SavedClocks::new(control));
        }
        (Some(_), None) => {
            return damaged(
                last_line,
                format!("no '# clocks' line for the {} moves", written.len()),
            );
        }
        (Some(control), Some(clocks)) => (control, clocks),
    };
    let mut times = Vec::new();
    for (k, word) in value.split_whitespace().enumerate() {
        match read_clock(word) {
            Ok(time) => times.push(time),
            Err(e) => return damaged(no, format!("time {}: {e}", k + 1)),
        }
    }
    if times.len() != written.len() {
        return damaged(
            no,
            format!(
                "{} times for {} moves in '# clocks'",
                times.len(),
                written.len()
            ),
        );
    }
    // Every written move takes its time, in order; a pass within the game
    // (left out of transcripts, or written) keeps the passer's time.
    let mut written = written.into_iter().peekable();
    let mut times = times.into_iter();
    let mut last = [None; 2];
    let mut pos = start;
    let mut after = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        let side = pos.turn();
        let was_written = match mv {
            othello::Move::Place(_) => written.next().is_some(),
            othello::Move::Pass => written.next_if(|&pass| pass).is_some(),
        };
        let time = was_written.then(|| times.next()).flatten();
        let kept = last[side.index()].unwrap_or(control.of(side).base);
        let time = match (mv, time) {
            (othello::Move::Pass, _) if i + 1 < moves.len() => kept,
            (_, Some(time)) => time,
            (_, None) => kept,
        };
        last[side.index()] = Some(time);
        after.push(time);
        pos = match pos.play(mv) {
            Ok((next, _)) => next,
            Err(_) => break,
        };
    }
    ClockRead::Read(SavedClocks { control, after })
}

fn read_gounki(
    lines: &[&str],
    header: &Header<'_>,
    moves: &[gounki::Move],
    last_line: usize,
) -> ClockRead {
    let control = match header_control(header) {
        Ok(control) => control,
        Err(damage) => return damage,
    };
    let is_clock =
        |line: &str| tavola_line(line).is_some_and(|(name, _)| name.eq_ignore_ascii_case("clk"));
    let Some(control) = control else {
        return match lines.iter().position(|l| is_clock(l)) {
            Some(i) => damaged(i + 1, "a '# clk' line without a '# timecontrol' line"),
            None => ClockRead::Untimed,
        };
    };
    let mut after = Vec::with_capacity(moves.len());
    // Moves read so far; whether the last one has its time.
    let mut seen = 0;
    let mut timed = true;
    for (i, line) in lines.iter().enumerate() {
        let no = i + 1;
        match tavola_line(line) {
            Some((name, value)) if name.eq_ignore_ascii_case("clk") => {
                if seen == 0 {
                    return damaged(no, "a '# clk' line before the first move");
                }
                if timed {
                    return damaged(no, format!("a second '# clk' line for move {seen}"));
                }
                match read_clock(value) {
                    Ok(time) => after.push(time),
                    Err(e) => return damaged(no, e),
                }
                timed = true;
            }
            Some(_) => {}
            None if i < header.body || line.trim().is_empty() => {}
            None => {
                for _ in gounki::record_tokens(line) {
                    if !timed {
                        return damaged(no, format!("move {seen} has no '# clk' line"));
                    }
                    seen += 1;
                    timed = false;
                }
            }
        }
    }
    if !timed {
        return damaged(last_line, format!("move {seen} has no '# clk' line"));
    }
    ClockRead::Read(SavedClocks { control, after })
}

/// Reads the time control tags of a PDN record (tag names as PGN has them:
/// `TimeControl`, `WhiteTimeControl`, `BlackTimeControl`; `-` and `?`, no
/// or an unknown control, count as none).
fn pdn_control(pdn: &PdnRead, last_line: usize) -> Result<Option<TimeControl>, ClockRead> {
    const NAMES: [&str; 3] = ["TimeControl", "WhiteTimeControl", "BlackTimeControl"];
    // Each tag's allotment (None for `-`) and line.
    let mut found: [Option<(Option<Allotment>, usize)>; 3] = [None; 3];
    for ((name, value), &no) in pdn.tags.iter().zip(&pdn.layout.tag_lines) {
        let Some(k) = NAMES.iter().position(|n| n == name) else {
            continue;
        };
        if found[k].is_some() {
            return Err(damaged(no, format!("a second [{name}] tag")));
        }
        let allotment = match value.trim() {
            "-" | "?" => None,
            text => Some(
                Allotment::parse_pgn(text).map_err(|e| damaged(no, format!("[{name}]: {e}")))?,
            ),
        };
        found[k] = Some((allotment, no));
    }
    let [even, white, black] = found;
    let of =
        |own: Option<(Option<Allotment>, usize)>| own.map_or(even.and_then(|(a, _)| a), |(a, _)| a);
    // Reported where the tags end: the missing one could have been anywhere
    // among them.
    let one_side = |missing: &str| {
        damaged(
            pdn.layout.movetext_line.min(last_line),
            format!("a time control for one side only (no [{missing}] tag)"),
        )
    };
    match (of(white), of(black)) {
        (Some(white), Some(black)) => Ok(Some(TimeControl { white, black })),
        (None, None) => Ok(None),
        (Some(_), None) => Err(one_side(NAMES[2])),
        (None, Some(_)) => Err(one_side(NAMES[1])),
    }
}

/// The `[%clk …]` times of a comment, each with its line (`line`: the
/// comment's first).
fn clk_times(text: &str, line: usize) -> Vec<(Result<Duration, String>, usize)> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut line = line;
    while let Some(at) = rest.find("[%clk") {
        line += rest[..at].matches('\n').count();
        rest = &rest[at + "[%clk".len()..];
        let time = match rest.find(']') {
            Some(end) => {
                let value = rest[..end].trim();
                read_clock(value).map_err(|e| format!("[%clk {value}]: {e}"))
            }
            None => Err("'[%clk' without ']'".to_string()),
        };
        out.push((time, line));
    }
    out
}

fn read_pdn(header: &Header<'_>, pdn: &PdnRead, moves: usize, last_line: usize) -> ClockRead {
    if let Some((_, no)) = header.timecontrol {
        return damaged(
            no,
            "'# timecontrol' is not used in PDN: put the time control in a [TimeControl \"300+3\"] tag",
        );
    }
    let control = match pdn_control(pdn, last_line) {
        Ok(control) => control,
        Err(damage) => return damage,
    };
    let layout = &pdn.layout;
    // Every `[%clk …]`: the moves before it, the time, the line.
    let clks: Vec<(usize, Result<Duration, String>, usize)> = layout
        .comments
        .iter()
        .flat_map(|c| {
            clk_times(&c.text, c.line)
                .into_iter()
                .map(|(time, line)| (c.after, time, line))
        })
        .collect();
    let Some(control) = control else {
        return match clks.first() {
            Some(&(_, _, no)) => damaged(no, "clock times without a [TimeControl] tag"),
            None => ClockRead::Untimed,
        };
    };
    let mut after = Vec::with_capacity(moves);
    let mut clks = clks.into_iter().peekable();
    for k in 0..=moves {
        // The times after move k - 1 (before move k).
        while let Some((_, time, no)) = clks.next_if(|&(before, _, _)| before == k) {
            if k == 0 {
                return damaged(no, "a clock time before the first move");
            }
            if after.len() == k {
                return damaged(no, format!("a second clock time for move {k}"));
            }
            match time {
                Ok(time) => after.push(time),
                Err(e) => return damaged(no, e),
            }
        }
        if k >= 1 && after.len() < k {
            let no = match layout.move_lines.get(k) {
                Some(&no) => no,
                None => layout.result_line.unwrap_or(last_line),
            };
            return damaged(no, format!("move {k} has no clock time"));
        }
    }
    ClockRead::Read(SavedClocks { control, after })
}
