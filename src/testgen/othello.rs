//! Othello: random reachable positions and games, and the checks of the
//! position and transcript parsers.

use super::{Check, check_token, ensure};
use crate::rules::othello::{Move, Position, parse_transcript, transcript};
use crate::rules::{Notation, Rules, SplitMix64};

/// A random legal move of `pos` (`None` when the game is over).
pub fn random_move(pos: &Position, rng: &mut SplitMix64) -> Option<Move> {
    let moves = pos.legal_moves();
    (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
}

/// A position reached by up to `plies` random moves from `start`, and the
/// moves (forced passes included).
pub fn random_line(start: Position, plies: usize, rng: &mut SplitMix64) -> (Position, Vec<Move>) {
    let mut pos = start;
    let mut moves = Vec::new();
    while moves.len() < plies {
        let Some(mv) = random_move(&pos, rng) else {
            break;
        };
        pos = match pos.play(mv) {
            Ok((next, _)) => next,
            Err(_) => break,
        };
        moves.push(mv);
    }
    (pos, moves)
}

/// A random reachable position (the start included).
pub fn random_position(rng: &mut SplitMix64) -> Position {
    let plies = rng.below(64);
    random_line(Position::start(), plies, rng).0
}

/// A random game: its start (usually the usual one, sometimes a reachable
/// middle-game position) and its moves (sometimes to the end).
pub fn random_game(rng: &mut SplitMix64) -> (Position, Vec<Move>) {
    let start = if rng.below(4) == 0 {
        let plies = rng.below(30);
        random_line(Position::start(), plies, rng).0
    } else {
        Position::start()
    };
    let plies = if rng.below(2) == 0 {
        200
    } else {
        rng.below(64)
    };
    let moves = random_line(start, plies, rng).1;
    (start, moves)
}

/// The position text, sometimes in one of the lenient forms the reader
/// accepts (lower case, `.` for empty, an OBF-style `;` tail, blanks).
pub fn position_text(pos: &Position, rng: &mut SplitMix64) -> String {
    let text = pos.position_text();
    match rng.below(6) {
        0 => text.to_ascii_lowercase(),
        1 => text.replace('-', "."),
        2 => format!("  {text} ; comment"),
        _ => text,
    }
}

/// Property checks of [`Position::parse_position`] on `text`, damaged from
/// byte `damage` on (`None`: arbitrary text, nothing to locate).
pub fn check_position(text: &str, damage: Option<usize>) -> Check {
    match Position::parse_position(text) {
        Ok(pos) => {
            let printed = pos.position_text();
            let again = Position::parse_position(&printed);
            ensure(again == Ok(pos), || {
                format!("position {text:?} read as {printed:?}, which reads as {again:?}")
            })
        }
        // Everything after a `;` is an ignored tail: an error about what is
        // missing names the last thing before it.
        Err(e) => {
            let head = text.split(';').next().unwrap_or_default();
            let damage = damage.map(|at| at.min(head.len()));
            check_token("othello position", head, &e.token, damage)
        }
    }
}

/// Property checks of [`parse_transcript`] from `start` on `text`. When
/// `damage` is given, `text` is a canonical transcript (two characters a
/// move, no blanks) damaged from that byte on, so the first `damage / 2`
/// moves are intact and an error must name a later move.
pub fn check_transcript(start: &Position, text: &str, damage: Option<usize>) -> Check {
    match parse_transcript(start, text) {
        Ok(moves) => {
            // Every move replays, in order.
            let mut pos = *start;
            for &mv in &moves {
                pos = match pos.play(mv) {
                    Ok((next, _)) => next,
                    Err(_) => return Err(format!("transcript {text:?}: {mv} is illegal")),
                };
            }
            // Printing drops the passes; a pass that ended the text is not
            // inferred back, everything else is.
            let mut expected = moves.clone();
            if expected.last() == Some(&Move::Pass) {
                expected.pop();
            }
            let printed = transcript(&moves);
            let again = parse_transcript(start, &printed);
            ensure(again.as_ref() == Ok(&expected), || {
                format!("transcript {text:?} gave {moves:?}, printed {printed:?}, read {again:?}")
            })?;
            ensure(transcript(&expected) == printed, || {
                format!("transcript {text:?} printed twice differs")
            })
        }
        Err(e) => {
            check_token("othello transcript", text, &e.token, damage)?;
            let Some(at) = damage else { return Ok(()) };
            let number = e
                .reason
                .strip_prefix("move ")
                .and_then(|r| r.split_once(':'))
                .and_then(|(n, _)| n.parse::<usize>().ok());
            match number {
                Some(n) => ensure(n > at / 2, || {
                    format!(
                        "transcript {text:?} damaged at byte {at}: the error names move {n} ({e}), before the damage"
                    )
                }),
                None => Err(format!("transcript error without a move number: {e}")),
            }
        }
    }
}
