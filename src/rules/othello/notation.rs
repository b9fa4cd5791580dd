//! Text forms (spec §8): squares, moves, position strings and transcripts.

use super::{Move, Position, Square};
use crate::rules::{Notation, NotationError, Rules, Side};

/// Parses a move token: a square (`f5`, any case) or `pass` / `pa`.
fn parse_move_token(text: &str) -> Result<Move, NotationError> {
    if text.eq_ignore_ascii_case("pass") || text.eq_ignore_ascii_case("pa") {
        return Ok(Move::Pass);
    }
    Square::parse(text).map(Move::Place).ok_or_else(|| {
        NotationError::new(
            text,
            "not a square (expected a column a-h and a row 1-8, like f5) or 'pass'",
        )
    })
}

impl Notation for Position {
    /// Syntax only: `f5` (any case), `pass` or `pa`. Legality is checked by
    /// [`Rules::play`] (or [`parse_transcript`], which reports illegal moves).
    fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        parse_move_token(text.trim())
    }

    /// `f5` or `pass`.
    fn move_text(&self, mv: Move) -> String {
        mv.to_string()
    }

    /// The spec's 64-character board (`X` black, `O` white, `-` empty, row 1
    /// first), a space and the side to move (`X` or `O`). Lenient on input:
    /// any case, `.` for empty, surrounding blanks, and an Edax/OBF tail after
    /// a `;` is ignored.
    fn parse_position(text: &str) -> Result<Self, NotationError> {
        let text = text.split(';').next().unwrap_or_default().trim();
        let mut parts = text.split_whitespace();
        let board = parts.next().ok_or_else(|| {
            NotationError::new(
                text,
                "empty position (expected 64 squares and a side to move)",
            )
        })?;
        let n = board.chars().count();
        if n != 64 {
            return Err(NotationError::new(
                board,
                format!("the board has {n} squares, expected 64 (X black, O white, - empty)"),
            ));
        }
        let (mut black, mut white) = (0u64, 0u64);
        for (i, ch) in board.chars().enumerate() {
            match ch.to_ascii_uppercase() {
                'X' | 'B' | '*' => black |= 1 << i,
                'O' | 'W' => white |= 1 << i,
                '-' | '.' => {}
                _ => {
                    let sq = Square::from_index(i as u8)
                        .map(|s| s.to_string())
                        .unwrap_or_default();
                    return Err(NotationError::new(
                        ch.to_string(),
                        format!("bad square character at {sq} (expected X, O or -)"),
                    ));
                }
            }
        }
        let side_text = parts.next().ok_or_else(|| {
            NotationError::new(text, "missing side to move (X or O) after the board")
        })?;
        let side = match side_text.to_ascii_uppercase().as_str() {
            "X" | "B" | "BLACK" => Side::Black,
            "O" | "W" | "WHITE" => Side::White,
            _ => {
                return Err(NotationError::new(
                    side_text,
                    "bad side to move (expected X for black or O for white)",
                ));
            }
        };
        if let Some(extra) = parts.next() {
            return Err(NotationError::new(
                extra,
                "unexpected text after the side to move",
            ));
        }
        // A game always has discs on the board (none are ever taken off);
        // a board without any is no Othello position.
        if black | white == 0 {
            return Err(NotationError::new(board, "the board has no disc"));
        }
        // Disjoint by construction.
        Position::from_bitboards(black, white, side)
            .ok_or_else(|| NotationError::new(board, "overlapping discs"))
    }

    fn position_text(&self) -> String {
        let mut s: String = Square::all()
            .map(|sq| match self.disc(sq) {
                Some(Side::Black) => 'X',
                Some(Side::White) => 'O',
                None => '-',
            })
            .collect();
        s.push_str(match self.turn() {
            Side::Black => " X",
            Side::White => " O",
        });
        s
    }
}

impl std::fmt::Display for Position {
    /// The position text of §8.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.position_text())
    }
}

/// Splits a transcript into move tokens: two-character squares, `pass` or
/// `pa`; blanks between tokens are ignored.
fn tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let lower = rest.get(..4).map(str::to_ascii_lowercase);
        let len = if lower.as_deref() == Some("pass") {
            4
        } else {
            // Two characters, taken by char so that odd input never splits a
            // UTF-8 sequence.
            rest.char_indices().nth(2).map_or(rest.len(), |(i, _)| i)
        };
        out.push(&rest[..len]);
        rest = rest[len..].trim_start();
    }
    out
}

/// Parses a transcript like `f5d6c3d3c4` from `start` (any case, blanks
/// allowed between moves). Forced passes are inferred before a placement;
/// an explicit `pa`/`pass` is accepted only where the mover really has no
/// move. Returns every move played in order, inferred passes included; a
/// pass forced after the last placement is not appended.
pub fn parse_transcript(start: &Position, text: &str) -> Result<Vec<Move>, NotationError> {
    let mut pos = *start;
    let mut moves = Vec::new();
    for (n, token) in tokens(text).into_iter().enumerate() {
        let mv = parse_move_token(token)
            .map_err(|e| NotationError::new(token, format!("move {}: {}", n + 1, e.reason)))?;
        if pos.is_over() {
            return Err(NotationError::new(
                token,
                format!("move {}: the game is already over", n + 1),
            ));
        }
        if matches!(mv, Move::Place(_)) && pos.must_pass() {
            moves.push(Move::Pass);
            pos = pos.passed();
        }
        match pos.play(mv) {
            Ok((next, _)) => {
                moves.push(mv);
                pos = next;
            }
            Err(_) => {
                let reason = match mv {
                    Move::Pass => format!(
                        "move {}: {} may not pass, a placement is available",
                        n + 1,
                        pos.turn()
                    ),
                    Move::Place(_) => format!(
                        "move {}: illegal for {} (occupied or flips nothing)",
                        n + 1,
                        pos.turn()
                    ),
                };
                return Err(NotationError::new(token, reason));
            }
        }
    }
    Ok(moves)
}

/// The transcript of `moves`: squares joined with nothing in between, passes
/// omitted (§8).
#[must_use]
pub fn transcript(moves: &[Move]) -> String {
    moves
        .iter()
        .filter_map(|m| match m {
            Move::Place(sq) => Some(sq.to_string()),
            Move::Pass => None,
        })
        .collect()
}
