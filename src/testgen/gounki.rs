//! Gounki: random reachable games, and the checks of the position, move,
//! record, board-file and Boardspace readers.

use super::{Check, check_token, ensure};
use crate::rules::gounki::{Game, Move, Position, Square, record_tokens};
use crate::rules::{Rules, Side, SplitMix64};

/// A game of up to `plies` random moves from `start`.
pub fn random_line(start: Position, plies: usize, rng: &mut SplitMix64) -> Game {
    let mut game = Game::from_position(start);
    while game.moves().len() < plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        game = match game.play(mv) {
            Ok((next, _)) => next,
            Err(e) => {
                game = e.position;
                break;
            }
        };
    }
    game
}

/// A random reachable position (the start included).
pub fn random_position(rng: &mut SplitMix64) -> Position {
    let plies = rng.below(80);
    *random_line(Position::start(), plies, rng).position()
}

/// A random game: usually from the start, sometimes from a reachable
/// position; sometimes played to its end (200 plies at most).
pub fn random_game(rng: &mut SplitMix64) -> Game {
    let start = if rng.below(4) == 0 {
        random_position(rng)
    } else {
        Position::start()
    };
    let plies = if rng.below(2) == 0 {
        200
    } else {
        rng.below(60)
    };
    random_line(start, plies, rng)
}

/// A random legal move of a random reachable position, if it has one.
pub fn random_move(rng: &mut SplitMix64) -> Option<(Position, Move)> {
    let pos = random_position(rng);
    let moves = pos.legal_moves();
    (!moves.is_empty()).then(|| (pos, moves.as_slice()[rng.below(moves.len())]))
}

/// A move's text, sometimes in a form the reader also accepts (upper case,
/// `x` for a capture's `-`, blanks around).
pub fn move_text(mv: Move, rng: &mut SplitMix64) -> String {
    let text = mv.to_string();
    match rng.below(6) {
        0 => text.to_ascii_uppercase(),
        1 if matches!(mv, Move::Movement { .. }) => text.replace('-', "x"),
        2 => format!(" {text}\t"),
        _ => text,
    }
}

/// The record of `game`, sometimes with comments and several moves a line.
pub fn record_text(game: &Game, rng: &mut SplitMix64) -> String {
    match rng.below(4) {
        0 => {
            let mut out = String::from("; a game\n");
            for (i, mv) in game.moves().iter().enumerate() {
                out.push_str(&mv.to_string());
                out.push_str(if i % 3 == 2 { " // three\n" } else { " " });
            }
            out
        }
        _ => game.record_text(),
    }
}

/// Boardspace's text of `mv` (`Move C 2 C 3`, `Deploy E 2 D 2 C 2`); `None`
/// for an exit, which Boardspace writes with its own off-board squares.
#[must_use]
pub fn boardspace_text(mv: Move) -> Option<String> {
    let sq = |s: Square| format!("{} {}", char::from(b'A' + s.file()), s.rank() + 1);
    match mv {
        Move::Movement { from, to } => Some(format!("Move {} {}", sq(from), sq(to))),
        Move::Null { at } => Some(format!("Move {} {}", sq(at), sq(at))),
        Move::Deployment { from, .. } => {
            let mut out = format!("Deploy {}", sq(from));
            for &d in mv.drops() {
                out.push(' ');
                out.push_str(&sq(d));
            }
            Some(out)
        }
        Move::Exit { .. } => None,
    }
}

/// Checks of [`Position::parse`] on `text` (damaged from byte `damage`).
pub fn check_position(text: &str, damage: Option<usize>) -> Check {
    match Position::parse(text) {
        Ok(pos) => {
            let printed = pos.to_string();
            let again = Position::parse(&printed);
            ensure(again == Ok(pos), || {
                format!("gounki position {text:?} printed {printed:?}, read {again:?}")
            })
        }
        Err(e) => check_token("gounki position", text, &e.token, damage),
    }
}

/// Checks of [`Move::parse`] on `text`.
pub fn check_move(text: &str, damage: Option<usize>) -> Check {
    match Move::parse(text) {
        Ok(mv) => {
            let printed = mv.to_string();
            let again = Move::parse(&printed);
            ensure(again == Ok(mv), || {
                format!("gounki move {text:?} = {mv:?} printed {printed:?}, read {again:?}")
            })?;
            ensure(
                printed == again.map(|m| m.to_string()).unwrap_or_default(),
                || format!("gounki move {text:?}: printing is not stable"),
            )
        }
        // The reader works on the lower-case text (ASCII only, so the
        // offsets stay): it names tokens in lower case.
        Err(e) => check_token(
            "gounki move",
            &text.to_ascii_lowercase(),
            &e.token.to_ascii_lowercase(),
            damage,
        ),
    }
}

/// Checks of [`Game::from_record`] from `start` on `text`; `original` is
/// the valid record `text` was damaged from, if any. An error must name the
/// first token that does not read or play (and that token comes after the
/// tokens the damage left intact).
pub fn check_record(start: Position, text: &str, original: Option<&str>) -> Check {
    match Game::from_record(start, text) {
        Ok(game) => {
            let printed = game.record_text();
            let again = Game::from_record(start, &printed);
            ensure(again.as_ref() == Ok(&game), || {
                format!("gounki record {text:?} printed {printed:?}, read {again:?}")
            })?;
            ensure(
                again.map(|g| g.record_text()).as_deref() == Ok(printed.as_str()),
                || format!("gounki record {text:?}: printing is not stable"),
            )
        }
        Err(e) => {
            let tokens = record_tokens(text);
            // The first token that does not read, or comes after the end, or
            // is illegal.
            let mut game = Game::from_position(start);
            let mut first_bad = None;
            for (i, token) in tokens.iter().enumerate() {
                let played = Move::parse(token).ok().and_then(|mv| {
                    if game.outcome().is_some() {
                        return None;
                    }
                    game.clone().play(mv).ok()
                });
                match played {
                    Some((next, _)) => game = next,
                    None => {
                        first_bad = Some(i);
                        break;
                    }
                }
            }
            let Some(bad) = first_bad else {
                return Err(format!(
                    "gounki record {text:?} rejected ({e}) but every token plays"
                ));
            };
            // Move errors name tokens in lower case.
            let named = tokens[bad].to_ascii_lowercase();
            ensure(named.contains(&e.token.to_ascii_lowercase()), || {
                format!(
                    "gounki record {text:?}: the error ({e}) does not name the first bad token {:?}",
                    tokens[bad]
                )
            })?;
            if let Some(original) = original {
                let intact = tokens
                    .iter()
                    .zip(record_tokens(original))
                    .take_while(|(a, b)| **a == *b)
                    .count();
                ensure(bad >= intact, || {
                    format!(
                        "gounki record {text:?}: token {bad} is bad but the first {intact} are intact"
                    )
                })?;
            }
            Ok(())
        }
    }
}

/// Checks of [`Position::from_kalaww`] on `text`.
pub fn check_kalaww(text: &str, side: Side, damage: Option<usize>) -> Check {
    match Position::from_kalaww(text, side) {
        Ok(pos) => {
            let printed = pos.to_kalaww();
            let again = Position::from_kalaww(&printed, side);
            ensure(again == Ok(pos), || {
                format!("board file {text:?} printed {printed:?}, read {again:?}")
            })
        }
        Err(e) => {
            // Codes are read with the blanks removed; a length error names
            // the count.
            if e.token.ends_with(" characters") {
                return Ok(());
            }
            let compact: String = text.split_whitespace().collect();
            let at = damage.map(|at| {
                text[..at.min(text.len())]
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .map(char::len_utf8)
                    .sum()
            });
            let token: String = e.token.split_whitespace().collect();
            check_token("board file", &compact, &token, at)
        }
    }
}

/// Checks of [`Position::boardspace_move`] in `pos` on `text`: an accepted
/// move has a canonical text that reads back to it.
pub fn check_boardspace(pos: &Position, text: &str, damage: Option<usize>) -> Check {
    match pos.boardspace_move(text) {
        Ok(mv) => {
            let again = Move::parse(&mv.to_string());
            ensure(again == Ok(mv), || {
                format!("Boardspace {text:?} = {mv:?}, whose text reads {again:?}")
            })?;
            if let Some(bs) = boardspace_text(mv) {
                let back = pos.boardspace_move(&bs);
                ensure(back == Ok(mv), || {
                    format!("Boardspace {text:?} = {mv:?} printed {bs:?}, read {back:?}")
                })?;
            }
            Ok(())
        }
        Err(e) => {
            // Square pairs are named as "C 2": compare with single blanks.
            let norm = text.split_whitespace().collect::<Vec<_>>().join(" ");
            let lead = text.len() - text.trim_start().len();
            let at = damage.map(|at| at.saturating_sub(lead).min(norm.len()));
            let token = e.token.split_whitespace().collect::<Vec<_>>().join(" ");
            // Blanks shift positions: only check that the token is there.
            ensure(norm.contains(token.as_str()), || {
                format!("Boardspace {text:?}: the error names {token:?}, not in the text ({at:?})")
            })
        }
    }
}

/// The board file of `pos`, one code a line or in one of the other layouts
/// the reader accepts (blank-separated, glued).
pub fn kalaww_text(pos: &Position, rng: &mut SplitMix64) -> String {
    let text = pos.to_kalaww();
    match rng.below(4) {
        0 => text.replace('\n', " "),
        1 => text.replace('\n', ""),
        _ => text,
    }
}
