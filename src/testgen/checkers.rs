//! Basque checkers: random reachable games, and the checks of the FEN, move
//! and PDN readers.

use super::{Check, check_token, ensure};
use crate::rules::checkers::pdn::{PdnGame, PdnResult, parse_pdn};
use crate::rules::checkers::{Game, Move, Position, fen, move_text, parse_fen, parse_move_in};
use crate::rules::{Rules, SplitMix64};

/// A game of up to `plies` random moves (huffs included) from `start`.
pub fn random_line(start: Game, plies: usize, rng: &mut SplitMix64) -> (Game, Vec<Move>) {
    let mut game = start;
    let mut moves = Vec::new();
    while moves.len() < plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        game = match game.play(mv) {
            Ok((next, _)) => next,
            Err(e) => {
                game = e.position;
                break;
            }
        };
        moves.push(mv);
    }
    (game, moves)
}

/// A random reachable position (the start included).
pub fn random_position(rng: &mut SplitMix64) -> Position {
    let plies = rng.below(100);
    *random_line(Game::new(), plies, rng).0.position()
}

/// A random game: its start (family mode on or off; usually the usual
/// start, sometimes a reachable position) and the moves (sometimes to the
/// end, 300 plies at most).
pub fn random_game(rng: &mut SplitMix64) -> (Game, Vec<Move>) {
    let family = rng.below(3) == 0;
    let start = if rng.below(4) == 0 {
        Game::from_position(random_position(rng))
    } else {
        Game::new()
    }
    .with_family(family);
    let plies = if rng.below(2) == 0 {
        300
    } else {
        rng.below(60)
    };
    let moves = random_line(start.clone(), plies, rng).1;
    (start, moves)
}

/// The FEN of `pos`, sometimes in a form the reader also accepts (quoted,
/// final `.`, colours swapped, blanks after commas, every square listed).
pub fn fen_text(pos: &Position, rng: &mut SplitMix64) -> String {
    let text = fen(pos);
    match rng.below(8) {
        0 => format!("\"{text}\""),
        1 => format!("{text}."),
        2 => {
            let mut parts: Vec<&str> = text.split(':').collect();
            parts.swap(1, 2);
            parts.join(":")
        }
        3 => text.replace(',', ", "),
        4 => text.to_ascii_lowercase(),
        _ => text,
    }
}

/// A random legal move of a random reachable game (family mode sometimes,
/// huffs included), if it has one.
pub fn random_move(rng: &mut SplitMix64) -> Option<(Game, Move)> {
    let (start, moves) = random_game(rng);
    let cut = rng.below(moves.len() + 1);
    let mut game = start;
    for &mv in &moves[..cut] {
        game = game.play(mv).ok()?.0;
    }
    let legal = game.legal_moves();
    (!legal.is_empty()).then(|| (game.clone(), legal[rng.below(legal.len())]))
}

/// A move's text in `game`: canonical, or with algebraic squares, or a
/// capture shortened to `from x to` (where no other capture shares both).
pub fn move_text_variant(game: &Game, mv: &Move, rng: &mut SplitMix64) -> String {
    let unique_ends = |pm: &crate::rules::checkers::PieceMove| {
        let same = |m: &&Move| matches!(m, Move::Piece(o) if o.is_capture() && o.from() == pm.from() && o.to() == pm.to());
        game.legal_moves().iter().filter(same).count() == 1
    };
    match (mv, rng.below(4)) {
        (Move::Piece(pm), 0) => {
            let sep = if pm.is_capture() { "x" } else { "-" };
            let mut s = pm.from().algebraic();
            for l in pm.landings() {
                s.push_str(sep);
                s.push_str(&l.algebraic());
            }
            s
        }
        (Move::Piece(pm), 1) if pm.is_capture() && unique_ends(pm) => {
            format!("{}x{}", pm.from().number(), pm.to().number())
        }
        _ => move_text(mv),
    }
}

/// A tag value with characters that need escaping or look like syntax (no
/// `]`: a tag ends at the first one).
pub fn tag_value(rng: &mut SplitMix64) -> String {
    const CHARS: &[char] = &[
        'a', 'Z', '1', ' ', '"', '\\', '-', '{', '(', ';', '.', '*', 'é', '½', '\n',
    ];
    let n = rng.below(12);
    (0..n).map(|_| CHARS[rng.below(CHARS.len())]).collect()
}

/// A random PDN record: tags, a start (FEN and family mode), moves and a
/// result (the game's own, or any).
pub fn random_pdn(rng: &mut SplitMix64) -> PdnGame {
    let (start, moves) = random_game(rng);
    let mut record = PdnGame::new(start);
    const NAMES: &[&str] = &["Event", "Site", "Date", "White", "Black", "Round", "Note"];
    for _ in 0..rng.below(4) {
        let name = NAMES[rng.below(NAMES.len())].to_string();
        record.tags.push((name, tag_value(rng)));
    }
    record.moves = moves;
    record.result = match rng.below(6) {
        0 => PdnResult::WhiteWins,
        1 => PdnResult::BlackWins,
        2 => PdnResult::Draw,
        3 => PdnResult::Unknown,
        _ => PdnResult::of_game(&record.final_game()),
    };
    record
}

/// Checks of [`parse_fen`] on `text` (damaged from byte `damage` on).
pub fn check_fen(text: &str, damage: Option<usize>) -> Check {
    match parse_fen(text) {
        Ok(pos) => {
            let printed = fen(&pos);
            let again = parse_fen(&printed);
            ensure(again == Ok(pos), || {
                format!("FEN {text:?} printed {printed:?}, read {again:?}")
            })
        }
        Err(e) => check_token("FEN", text, &e.token, damage),
    }
}

/// Checks of [`parse_move_in`] on `text` in `game`: an accepted move is
/// legal and its canonical text reads back to it.
pub fn check_move(game: &Game, text: &str, damage: Option<usize>) -> Check {
    let legal = game.legal_moves();
    match parse_move_in(&legal, text) {
        Ok(mv) => {
            ensure(legal.contains(&mv), || {
                format!("move {text:?} read as {mv:?}, which is not legal")
            })?;
            let printed = move_text(&mv);
            let again = parse_move_in(&legal, &printed);
            ensure(again == Ok(mv), || {
                format!("move {text:?} = {mv:?} printed {printed:?}, read {again:?}")
            })
        }
        Err(e) => check_token("checkers move", text, &e.token, damage),
    }
}

/// PDN tag values are unescaped before a FEN is read: an error token from
/// a FEN tag may be the unescaped form.
fn unescaped(text: &str) -> String {
    text.replace("\\\"", "\"").replace("\\\\", "\\")
}

/// Checks of [`parse_pdn`] on `text`: an accepted record replays, and its
/// canonical text reads back to the same record (and prints the same).
pub fn check_pdn(text: &str, damage: Option<usize>) -> Check {
    match parse_pdn(text) {
        Ok(record) => {
            let mut game = record.initial.clone();
            for &mv in &record.moves {
                game = match game.play(mv) {
                    Ok((next, _)) => next,
                    Err(_) => return Err(format!("PDN {text:?}: {mv:?} is illegal")),
                };
            }
            let printed = record.to_pdn();
            let again = parse_pdn(&printed);
            ensure(again.as_ref() == Ok(&record), || {
                format!("PDN {text:?} read {record:?}, printed {printed:?}, read {again:?}")
            })?;
            ensure(
                again.map(|r| r.to_pdn()).as_deref() == Ok(printed.as_str()),
                || format!("PDN {text:?}: printing is not stable"),
            )
        }
        Err(e) if e.reason.contains(" without ") => {
            // An unclosed tag, comment or variation is named by its opening
            // (which the damage may follow: it took the closing away).
            ensure(text.contains(&e.token), || {
                format!(
                    "PDN {text:?}: the error names {:?}, not in the text",
                    e.token
                )
            })
        }
        Err(e) => {
            let plain = unescaped(text);
            if let Some(at) = damage
                && !super::token_reaches(text, &e.token, at)
                && !super::token_reaches(&plain, &e.token, unescaped(&text[..at]).len())
            {
                return check_token("PDN", text, &e.token, damage);
            }
            Ok(())
        }
    }
}
