//! Saved games and settings: random valid files, and the checks of their
//! readers.

use std::time::Duration;

use super::{Check, ensure};
use crate::clock::{Allotment, PRESETS, TimeControl};
use crate::game_kind::GameKind;
use crate::persist::savefile::SavedGame;
use crate::persist::settings::{AnimationSpeed, Settings, Theme, Volumes};
use crate::persist::timed::{ClockRead, SavedClocks};
use crate::rules::{SplitMix64, gounki, othello};

/// A random saved game of `kind` (legal moves from a reachable start).
pub fn random_saved(kind: GameKind, rng: &mut SplitMix64) -> SavedGame {
    match kind {
        GameKind::Othello => {
            let (start, moves) = super::othello::random_game(rng);
            SavedGame::Othello { start, moves }
        }
        GameKind::Gounki => {
            let game = super::gounki::random_game(rng);
            SavedGame::Gounki {
                start: *game.start(),
                moves: game.moves().to_vec(),
            }
        }
        GameKind::Checkers => {
            let (start, moves) = super::checkers::random_game(rng);
            SavedGame::Checkers {
                start: *start.position(),
                family: start.family(),
                moves,
            }
        }
    }
}

/// A random time control: a preset, odds of two presets, or any base and
/// increment within the limits.
pub fn random_control(rng: &mut SplitMix64) -> TimeControl {
    let preset = |rng: &mut SplitMix64| PRESETS[rng.below(PRESETS.len())].white;
    match rng.below(4) {
        0 | 1 => TimeControl::even(preset(rng)),
        2 => TimeControl {
            white: preset(rng),
            black: preset(rng),
        },
        _ => {
            let base = Duration::from_secs(1 + rng.below(36_000) as u64);
            let increment = Duration::from_secs(rng.below(601) as u64);
            let allotment = Allotment::checked(base, increment).unwrap_or(PRESETS[0].white);
            TimeControl::even(allotment)
        }
    }
}

/// Random clocks for `game` (`None` if a move is illegal), in tenths of a
/// second as the files keep them: each move takes part of its side's time
/// (sometimes all of it, sometimes none), its increment added when it
/// earns one; Othello's passes take nothing.
pub fn random_clocks(game: &SavedGame, rng: &mut SplitMix64) -> Option<SavedClocks> {
    let plies = game.plies()?;
    let control = random_control(rng);
    let pass = |i: usize| match game {
        SavedGame::Othello { moves, .. } => moves[i] == othello::Move::Pass,
        _ => false,
    };
    let mut last = [None; 2];
    let mut after = Vec::with_capacity(plies.len());
    for (i, ply) in plies.iter().enumerate() {
        let allotment = control.of(ply.side);
        let before: Duration = last[ply.side.index()].unwrap_or(allotment.base);
        let time = if pass(i) {
            before
        } else {
            let tenths = before.as_millis() as u64 / 100;
            let spent = match rng.below(8) {
                0 => tenths,
                1 => 0,
                2..=4 => rng.below(tenths.min(600) as usize + 1) as u64,
                _ => rng.below(tenths as usize + 1) as u64 / 10 * 10,
            };
            let mut time = Duration::from_millis((tenths - spent) * 100);
            if ply.increment {
                time += allotment.increment;
            }
            time
        };
        last[ply.side.index()] = Some(time);
        after.push(time);
    }
    Some(SavedClocks { control, after })
}

/// A timed game's file text, sometimes with comments and blank lines
/// added, or (checkers) with other comment text beside the clock times, as
/// other programs write them.
pub fn timed_text(game: &SavedGame, clocks: &SavedClocks, rng: &mut SplitMix64) -> String {
    let text = game.to_text_with(Some(clocks));
    match (game, rng.below(4)) {
        (_, 2..) => text,
        (SavedGame::Checkers { .. }, 0) => text.replace("{[%clk", "{[%emt 0:00:01] [%clk"),
        (SavedGame::Checkers { .. }, _) => text.replace("]}", "] ok}"),
        (_, 0) => format!("\n# a comment\n{text}\n"),
        (_, _) => text.replacen("\n", "\n\n# comment\n", 2),
    }
}

/// A random kind.
pub fn random_kind(rng: &mut SplitMix64) -> GameKind {
    GameKind::ALL[rng.below(3)]
}

/// A saved game's file text, sometimes with comments and blank lines added
/// where the reader allows them (Othello and Gounki), or a Gounki record
/// with several moves a line.
pub fn saved_text(game: &SavedGame, rng: &mut SplitMix64) -> String {
    let text = game.to_text();
    match (game, rng.below(4)) {
        (SavedGame::Checkers { .. }, _) | (_, 2..) => text,
        (_, 0) => format!("\n# a comment\n{text}\n"),
        (SavedGame::Gounki { moves, .. }, _) => {
            let (head, _) = text.split_at(text.find('\n').map_or(0, |i| i + 1));
            let mut out = head.to_string();
            if let SavedGame::Gounki { start, .. } = game
                && *start != gounki::Position::start()
            {
                out.push_str(&format!("# setup {start}\n"));
            }
            for (i, mv) in moves.iter().enumerate() {
                out.push_str(&mv.to_string());
                out.push_str(if i % 2 == 1 { " ; two\n" } else { " " });
            }
            out
        }
        (_, _) => text.replace("othello\n", "othello\n\n"),
    }
}

/// Checks of [`SavedGame::parse`] and [`SavedGame::parse_with_clocks`] on
/// `text` with `hint`. `damaged_line`: the first line the damage touched,
/// if `text` is a damaged valid file (whose clocks, if any, read).
pub fn check_savefile(text: &str, hint: Option<GameKind>, damaged_line: Option<usize>) -> Check {
    let timed = SavedGame::parse_with_clocks(text, hint);
    let plain = SavedGame::parse(text, hint);
    ensure(
        plain.as_ref().ok() == timed.as_ref().ok().map(|(g, _)| g),
        || format!("save {text:?}: read {plain:?} without the clocks, {timed:?} with"),
    )?;
    ensure(plain.as_ref().err() == timed.as_ref().err(), || {
        format!("save {text:?}: read {plain:?} without the clocks, {timed:?} with")
    })?;
    if let Ok((game, clocks)) = &timed {
        check_clocks(text, game, clocks, damaged_line)?;
    }
    match plain {
        Ok(game) => {
            ensure(game.replay().is_some(), || {
                format!("save {text:?} loaded with an illegal move")
            })?;
            ensure(hint.is_none_or(|h| h == game.kind()), || {
                format!("save {text:?} loaded as {} with hint {hint:?}", game.kind())
            })?;
            let printed = game.to_text();
            let again = SavedGame::parse(&printed, Some(game.kind()));
            ensure(again.as_ref() == Ok(&game), || {
                format!("save {text:?} read {game:?}, printed {printed:?}, read {again:?}")
            })?;
            let unhinted = SavedGame::parse(&printed, None);
            ensure(unhinted.as_ref() == Ok(&game), || {
                format!("save {printed:?} reads differently without a hint: {unhinted:?}")
            })?;
            ensure(
                again.map(|g| g.to_text()).as_deref() == Ok(printed.as_str()),
                || format!("save {text:?}: printing is not stable"),
            )
        }
        Err(e) => {
            let lines = text.lines().count().max(1);
            ensure((1..=lines + 1).contains(&e.line), || {
                format!(
                    "save {text:?} ({lines} lines): error on line {} ({e})",
                    e.line
                )
            })?;
            // The line named is the first bad one: the lines before it read
            // (unless they hold no record at all yet, or end inside a PDN
            // tag, comment or variation that the named line closes). A wrong
            // game is decided before anything is read in that game's terms.
            if e.line >= 2 && !e.reason.starts_with("wrong game") {
                let before: Vec<&str> = text.lines().take(e.line - 1).collect();
                let prefix = before.join("\n");
                if let Err(pe) = SavedGame::parse(&prefix, hint) {
                    let no_record = pe.reason.starts_with("empty file")
                        || pe.reason.starts_with("cannot tell which game")
                        || pe.reason.contains(" without ");
                    ensure(no_record, || {
                        format!(
                            "save {text:?}: the error names line {} ({e}), but line {} is already bad ({pe})",
                            e.line, pe.line
                        )
                    })?;
                }
            }
            match damaged_line {
                // An empty file has no line to blame.
                Some(_) if text.trim().is_empty() => Ok(()),
                // A cut after the last line leaves the last one to blame.
                Some(first) => ensure(e.line >= first.min(lines), || {
                    format!(
                        "save {text:?} damaged from line {first}: the error names line {} ({e})",
                        e.line
                    )
                }),
                None => Ok(()),
            }
        }
    }
}

/// Checks of the clocks read from `text` with `game`: times read print and
/// read back the same (and print the same again); damaged clocks name a
/// line of the text at or after the damage.
fn check_clocks(
    text: &str,
    game: &SavedGame,
    clocks: &ClockRead,
    damaged_line: Option<usize>,
) -> Check {
    let untimed = SavedGame::parse_with_clocks(&game.to_text(), Some(game.kind()));
    ensure(untimed == Ok((game.clone(), ClockRead::Untimed)), || {
        format!("save {text:?}: printed without clocks, read {untimed:?}")
    })?;
    match clocks {
        ClockRead::Untimed => Ok(()),
        ClockRead::Read(read) => {
            ensure(read.after.len() == game.move_count(), || {
                format!("save {text:?}: {read:?} for {} moves", game.move_count())
            })?;
            let printed = game.to_text_with(Some(read));
            let expected = Ok((game.clone(), clocks.clone()));
            for hint in [Some(game.kind()), None] {
                let again = SavedGame::parse_with_clocks(&printed, hint);
                ensure(again == expected, || {
                    format!("save {text:?} read {read:?}, printed {printed:?}, read {again:?}")
                })?;
            }
            ensure(game.to_text_with(Some(read)) == printed, || {
                format!("save {text:?}: printing the clocks is not stable")
            })
        }
        ClockRead::Damaged(e) => {
            let lines = text.lines().count().max(1);
            ensure(
                (1..=lines).contains(&e.line)
                    && e.reason.starts_with("the clocks could not be read: "),
                || format!("save {text:?} ({lines} lines): damaged clocks {e}"),
            )?;
            match damaged_line {
                Some(first) => ensure(e.line >= first.min(lines), || {
                    format!(
                        "save {text:?} damaged from line {first}: the clocks are damaged on line {} ({e})",
                        e.line
                    )
                }),
                None => Ok(()),
            }
        }
    }
}

/// Random settings; `unknown` adds keys this version does not know.
pub fn random_settings(rng: &mut SplitMix64, unknown: bool) -> Settings {
    let mut bit = || rng.below(2) == 0;
    let mut s = Settings {
        reduced_motion: bit(),
        legal_hints: bit(),
        last_move_marker: bit(),
        coordinates: bit(),
        camera_auto_swap: bit(),
        checkers_family: bit(),
        muted: bit(),
        ambience: bit(),
        ..Settings::default()
    };
    s.animation_speed = AnimationSpeed::ALL[rng.below(4)];
    s.theme = Theme::ALL[rng.below(2)];
    s.volumes = Volumes {
        master: rng.below(101) as u8,
        effects: rng.below(101) as u8,
        interface: rng.below(101) as u8,
        ambience: rng.below(101) as u8,
    };
    s.language =
        [None, Some("en"), Some("fr"), Some("pt-BR"), Some("eu")][rng.below(5)].map(str::to_string);
    if unknown {
        for i in 0..1 + rng.below(3) {
            let value: String = (0..rng.below(10))
                .map(|_| ['a', '=', ' ', '#', 'é', '1'][rng.below(6)])
                .collect();
            s.unknown
                .push((format!("future_{i}"), value.trim().to_string()));
        }
    }
    s
}

/// The first line number a warning names (`line N`), if any.
fn warning_line(warning: &str) -> Option<usize> {
    let at = warning.find("line ")?;
    let digits: String = warning[at + 5..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// Checks of [`Settings::from_text`] on `text`. `damaged_line`: the first
/// line the damage touched, if `text` is a damaged file that read without
/// warnings; every warning must then name that line or a later one.
pub fn check_settings(text: &str, damaged_line: Option<usize>) -> Check {
    let (settings, warnings) = Settings::from_text(text);
    if settings.from_corrupt_file {
        ensure(
            settings
                == Settings {
                    from_corrupt_file: true,
                    ..Settings::default()
                },
            || format!("corrupt settings {text:?} are not the defaults: {settings:?}"),
        )?;
        ensure(warnings.len() == 1, || {
            format!("corrupt settings {text:?}: warnings {warnings:?}")
        })?;
    } else {
        let printed = settings.to_text();
        let (again, _) = Settings::from_text(&printed);
        ensure(again == settings, || {
            format!("settings {text:?} read {settings:?}, printed {printed:?}, read {again:?}")
        })?;
        ensure(again.to_text() == printed, || {
            format!("settings {text:?}: printing is not stable")
        })?;
    }
    if let Some(first) = damaged_line {
        for w in &warnings {
            if let Some(n) = warning_line(w) {
                ensure(n >= first, || {
                    format!("settings {text:?} damaged from line {first}: warning {w:?}")
                })?;
            }
        }
    }
    Ok(())
}
