//! Text forms (spec §8): squares, moves (`22-18`, `9x18x27`, `h22`) and PDN
//! FEN positions (`W:W21-32:B1-12`).

use super::board::{Piece, PieceKind, Position, far_row};
use super::game::{Game, Move};
use super::movegen::PieceMove;
use super::square::Square;
use crate::rules::{Notation, NotationError, Rules, Side};

/// Parses a square token: a PDN number (`22`) or an algebraic name (`c3`).
pub fn parse_square(token: &str) -> Result<Square, NotationError> {
    if token.is_empty() {
        return Err(NotationError::new(token, "empty square"));
    }
    if token.bytes().all(|b| b.is_ascii_digit()) {
        return token
            .parse::<u8>()
            .ok()
            .and_then(Square::from_number)
            .ok_or_else(|| NotationError::new(token, "square number must be 1-32"));
    }
    Square::parse_algebraic(token).ok_or_else(|| {
        NotationError::new(token, "not a square (use 1-32 or a dark square like c3)")
    })
}

/// The canonical text of a piece move: `22-18` or `9x18x27`.
#[must_use]
pub fn piece_move_text(mv: &PieceMove) -> String {
    let sep = if mv.is_capture() { "x" } else { "-" };
    let mut s = mv.from().number().to_string();
    for l in mv.landings() {
        s.push_str(sep);
        s.push_str(&l.number().to_string());
    }
    s
}

/// The canonical text of a [`Move`]: a piece move or `h<square>`.
#[must_use]
pub fn move_text(mv: &Move) -> String {
    match mv {
        Move::Piece(pm) => piece_move_text(pm),
        Move::Huff(sq) => format!("h{}", sq.number()),
    }
}

/// Parses a move against the list of moves legal here.
///
/// `a-b` is a simple move; `a x b x c ...` a capture with every landing
/// square; the short `a x z` is accepted only when exactly one legal capture
/// goes from `a` to `z`; `h<sq>` is a huff. Squares may be numbers or
/// algebraic names.
pub fn parse_move_in(legal: &[Move], text: &str) -> Result<Move, NotationError> {
    let token = text.trim();
    if token.is_empty() {
        return Err(NotationError::new(text, "empty move"));
    }
    if let Some(rest) = token
        .strip_prefix(['h', 'H'])
        .filter(|r| r.bytes().all(|b| b.is_ascii_digit()))
    {
        let sq = parse_square(rest)
            .map_err(|e| NotationError::new(token, format!("huff: {}", e.reason)))?;
        let mv = Move::Huff(sq);
        return if legal.contains(&mv) {
            Ok(mv)
        } else {
            Err(NotationError::new(
                token,
                format!("no huff of square {} is available", sq.number()),
            ))
        };
    }
    let capture = token.contains(['x', 'X', ':']);
    let simple = token.contains('-');
    if capture && simple {
        return Err(NotationError::new(token, "mixes '-' and 'x'"));
    }
    if !capture && !simple {
        return Err(NotationError::new(
            token,
            "expected 'from-to', 'fromxto...' or 'h<square>'",
        ));
    }
    let parts: Vec<&str> = token.split(['-', 'x', 'X', ':']).collect();
    let mut sqs = Vec::with_capacity(parts.len());
    for p in &parts {
        sqs.push(
            parse_square(p)
                .map_err(|e| NotationError::new(token, format!("'{}': {}", e.token, e.reason)))?,
        );
    }
    if sqs.len() < 2 {
        return Err(NotationError::new(token, "needs at least two squares"));
    }
    let (from, landings) = (sqs[0], &sqs[1..]);
    let pieces = legal.iter().filter_map(|m| match m {
        Move::Piece(pm) => Some(pm),
        Move::Huff(_) => None,
    });
    if simple {
        if landings.len() != 1 {
            return Err(NotationError::new(
                token,
                "a simple move has exactly two squares",
            ));
        }
        let to = landings[0];
        if let Some(pm) = pieces
            .clone()
            .find(|m| !m.is_capture() && m.from() == from && m.to() == to)
        {
            return Ok(Move::Piece(*pm));
        }
        if pieces
            .clone()
            .any(|m| m.is_capture() && m.from() == from && m.to() == to)
        {
            return Err(NotationError::new(
                token,
                "this is a capture: write it with 'x'",
            ));
        }
        return Err(NotationError::new(token, illegal_reason(legal)));
    }
    if let Some(pm) = pieces
        .clone()
        .find(|m| m.is_capture() && m.from() == from && m.landings() == landings)
    {
        return Ok(Move::Piece(*pm));
    }
    if landings.len() == 1 {
        let to = landings[0];
        let matches: Vec<&PieceMove> = pieces
            .filter(|m| m.is_capture() && m.from() == from && m.to() == to)
            .collect();
        match matches.len() {
            1 => return Ok(Move::Piece(*matches[0])),
            n if n > 1 => {
                let options: Vec<String> = matches.iter().map(|m| piece_move_text(m)).collect();
                return Err(NotationError::new(
                    token,
                    format!("ambiguous: {n} captures match ({})", options.join(", ")),
                ));
            }
            _ => {}
        }
    }
    Err(NotationError::new(token, illegal_reason(legal)))
}

fn illegal_reason(legal: &[Move]) -> String {
    let due = legal
        .iter()
        .any(|m| matches!(m, Move::Piece(p) if p.is_capture()));
    if legal.is_empty() {
        "illegal: the game is over".to_string()
    } else if due {
        "illegal move (a capture of the maximum number of pieces is compulsory)".to_string()
    } else {
        "illegal move".to_string()
    }
}

/// The PDN FEN of a position, e.g. `W:W21,22,K30:B1,2,K5`. Runs of three or
/// more men on consecutive numbers are written as ranges (`21-32`).
#[must_use]
pub fn fen(position: &Position) -> String {
    let turn = match position.turn() {
        Side::White => 'W',
        Side::Black => 'B',
    };
    format!(
        "{turn}:W{}:B{}",
        side_list(position, Side::White),
        side_list(position, Side::Black)
    )
}

fn side_list(position: &Position, side: Side) -> String {
    let mut items: Vec<String> = Vec::new();
    let mut run: Vec<u8> = Vec::new();
    let flush = |run: &mut Vec<u8>, items: &mut Vec<String>| {
        if run.len() >= 3 {
            items.push(format!("{}-{}", run[0], run[run.len() - 1]));
        } else {
            items.extend(run.iter().map(u8::to_string));
        }
        run.clear();
    };
    for (sq, piece) in position.pieces(side) {
        let n = sq.number();
        if piece.kind == PieceKind::King {
            flush(&mut run, &mut items);
            items.push(format!("K{n}"));
        } else {
            if run.last().is_some_and(|&l| l + 1 != n) {
                flush(&mut run, &mut items);
            }
            run.push(n);
        }
    }
    flush(&mut run, &mut items);
    items.join(",")
}

/// Pieces a side has at the start (spec §1); no move adds one.
pub const MAX_PIECES: u32 = 12;

/// Parses a PDN FEN: `[WB]:W<list>:B<list>` in either colour order, `K`
/// for kings, `a-b` ranges (`K1-3` makes three kings), optional final `.`,
/// optional surrounding quotes. A colour left out has no pieces.
///
/// Positions no game can reach are refused: more than [`MAX_PIECES`] pieces
/// a side, or a man on the row where it would have been crowned. The
/// generator relies on the first: each jump of a capture takes a different
/// enemy piece, so with at most 12 of them a capture path never outgrows
/// its fixed [`MAX_PATH`](super::MAX_PATH) landing squares.
pub fn parse_fen(text: &str) -> Result<Position, NotationError> {
    let t = text.trim().trim_matches('"').trim();
    let t = t.strip_suffix('.').unwrap_or(t);
    let mut fields = t.split(':');
    let turn_tok = fields.next().unwrap_or("").trim();
    let turn = match turn_tok {
        "W" | "w" => Side::White,
        "B" | "b" => Side::Black,
        _ => return Err(NotationError::new(turn_tok, "side to move must be W or B")),
    };
    let mut pos = Position::empty(turn);
    let mut seen = [false; 2];
    let mut lists = ["", ""];
    for field in fields {
        let field = field.trim();
        let (side, list) = match field.chars().next() {
            Some('W' | 'w') => (Side::White, &field[1..]),
            Some('B' | 'b') => (Side::Black, &field[1..]),
            _ => {
                return Err(NotationError::new(
                    field,
                    "a piece list must start with W or B",
                ));
            }
        };
        if std::mem::replace(&mut seen[side.index()], true) {
            return Err(NotationError::new(field, "this colour is listed twice"));
        }
        lists[side.index()] = field;
        for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let (kind, body) = match item.strip_prefix(['K', 'k']) {
                Some(b) => (PieceKind::King, b),
                None => (PieceKind::Man, item),
            };
            let (lo, hi) = match body.split_once('-') {
                Some((a, b)) => (fen_square(item, a)?, fen_square(item, b)?),
                None => {
                    let s = fen_square(item, body)?;
                    (s, s)
                }
            };
            if lo > hi {
                return Err(NotationError::new(item, "range goes downwards"));
            }
            for n in lo.number()..=hi.number() {
                let sq = Square::from_number(n).unwrap_or_default();
                if pos.piece_at(sq).is_some() {
                    return Err(NotationError::new(
                        item,
                        format!("square {n} is given twice"),
                    ));
                }
                if kind == PieceKind::Man && far_row(side) & sq.bit() != 0 {
                    let row = match side {
                        Side::White => "1-4",
                        Side::Black => "29-32",
                    };
                    return Err(NotationError::new(
                        item,
                        format!(
                            "a {side} man on {n}, {side}'s crowning row ({row}): \
                             it would have been crowned (write K{n})"
                        ),
                    ));
                }
                pos.put(sq, Piece { side, kind });
            }
        }
    }
    for side in [Side::White, Side::Black] {
        let n = pos.side_bits(side).count_ones();
        if n > MAX_PIECES {
            return Err(NotationError::new(
                lists[side.index()],
                format!("{side} has {n} pieces; a side has at most {MAX_PIECES}"),
            ));
        }
    }
    Ok(pos)
}

fn fen_square(item: &str, text: &str) -> Result<Square, NotationError> {
    let n: u8 = text
        .trim()
        .parse()
        .map_err(|_| NotationError::new(item, format!("'{text}' is not a square number")))?;
    Square::from_number(n).ok_or_else(|| NotationError::new(item, "square number must be 1-32"))
}

impl Notation for Game {
    fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        parse_move_in(&self.legal_moves(), text)
    }

    fn move_text(&self, mv: Move) -> String {
        move_text(&mv)
    }

    /// A game from a FEN, family mode off, with empty history.
    fn parse_position(text: &str) -> Result<Game, NotationError> {
        parse_fen(text).map(Game::from_position)
    }

    fn position_text(&self) -> String {
        fen(self.position())
    }
}
