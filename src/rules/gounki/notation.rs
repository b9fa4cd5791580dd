//! Text forms (spec §10): moves, the position string, the Diderot/Kalaww
//! board file and Boardspace robot moves.

use std::fmt;
use std::str::FromStr;

use super::board::{ONE_ROUND, ONE_SQUARE, Position, Square, Stack, WHITE_BIT, cell_height};
use super::moves::Move;
use crate::rules::{NotationError, Side};

impl fmt::Display for Move {
    /// The canonical string of spec §10.2.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Movement { from, to } => write!(f, "{from}-{to}"),
            Move::Null { at } => write!(f, "{at}-{at}"),
            Move::Exit { from } => write!(f, "{from}#"),
            Move::Deployment {
                from, rounds_first, ..
            } => {
                write!(f, "{from}{}", if rounds_first { '*' } else { '+' })?;
                for (i, d) in self.drops().iter().enumerate() {
                    if i > 0 {
                        f.write_str("-")?;
                    }
                    write!(f, "{d}")?;
                }
                Ok(())
            }
        }
    }
}

fn square(token: &str) -> Result<Square, NotationError> {
    Square::parse(token).ok_or_else(|| NotationError::new(token, "not a square (expected a1 … h8)"))
}

/// Whether two squares touch (a king step apart).
fn adjacent(a: Square, b: Square) -> bool {
    let df = (a.file() as i8 - b.file() as i8).abs();
    let dr = (a.rank() as i8 - b.rank() as i8).abs();
    df.max(dr) == 1
}

impl Move {
    /// Parses a move string (case-insensitive; `x` may replace `-` in a
    /// movement). This checks the form only: whether the move is legal is
    /// the position's business.
    pub fn parse(text: &str) -> Result<Move, NotationError> {
        let trimmed = text.trim();
        let lower = trimmed.to_ascii_lowercase();
        let bad = |reason: &str| NotationError::new(trimmed, reason);
        if lower.is_empty() {
            return Err(bad("empty move"));
        }
        if !lower.is_ascii() {
            return Err(bad("unexpected character in a move"));
        }
        if let Some(body) = lower.strip_suffix('#') {
            if body.is_empty() {
                return Err(bad("an exit names its square (e.g. g8#)"));
            }
            return Ok(Move::Exit {
                from: square(body)?,
            });
        }
        if lower.len() < 3 {
            return Err(bad("too short for a move (e.g. b2-b3, d4+d5-e6, g8#)"));
        }
        let (head, tail) = lower.split_at(2);
        let from = square(head)?;
        let mark = tail.as_bytes()[0];
        let rest = &tail[1..];
        match mark {
            b'-' | b'x' => {
                let to = square(rest)?;
                if to == from {
                    if mark == b'x' {
                        return Err(bad("the null move captures nothing"));
                    }
                    return Ok(Move::Null { at: from });
                }
                Ok(Move::Movement { from, to })
            }
            b'+' | b'*' => {
                let rounds_first = mark == b'*';
                let tokens: Vec<&str> = rest.split('-').collect();
                if !(2..=3).contains(&tokens.len()) {
                    return Err(bad("a deployment drops 2 or 3 pieces (e.g. d4+d5-e6)"));
                }
                let mut drops = Vec::with_capacity(3);
                let mut prev = from;
                for tok in tokens {
                    let sq = square(tok)?;
                    if !adjacent(prev, sq) {
                        return Err(NotationError::new(
                            tok,
                            format!("a deployment step from {prev} cannot reach this square"),
                        ));
                    }
                    drops.push(sq);
                    prev = sq;
                }
                let first = drops[0];
                let diagonal = first.file() != from.file() && first.rank() != from.rank();
                if diagonal != rounds_first {
                    return Err(bad(if rounds_first {
                        "'*' (rounds first) needs a diagonal first step"
                    } else {
                        "'+' (squares first) needs a straight first step"
                    }));
                }
                Ok(Move::deployment(from, rounds_first, &drops))
            }
            // An exit's '#' ends the move: what follows it is the error.
            b'#' => Err(NotationError::new(
                trimmed[3..].trim(),
                "unexpected text after an exit's '#' (e.g. g8#)",
            )),
            _ => Err(NotationError::new(
                (mark as char).to_string(),
                "expected '-', 'x', '+', '*' or '#' after the first square",
            )),
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Move, NotationError> {
        Move::parse(s)
    }
}

impl fmt::Display for Position {
    /// The position string of spec §10.3, e.g.
    /// `rsrsrsrs/srsrsrsr/8/8/8/8/RSRSRSRS/SRSRSRSR w`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                let sq = Square::from_index(rank * 8 + file);
                match self.stack_at(sq) {
                    None => empty += 1,
                    Some(stack) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{stack}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = match self.side {
            Side::White => 'w',
            Side::Black => 'b',
        };
        write!(f, " {side}")
    }
}

/// The owner and kind of a position-string letter.
fn piece_letter(c: char) -> Option<(Side, u8)> {
    match c {
        'R' => Some((Side::White, ONE_ROUND)),
        'S' => Some((Side::White, ONE_SQUARE)),
        'r' => Some((Side::Black, ONE_ROUND)),
        's' => Some((Side::Black, ONE_SQUARE)),
        _ => None,
    }
}

fn parse_rank(token: &str, rank: u8, cells: &mut [u8; 64]) -> Result<(), NotationError> {
    let mut file = 0u8;
    let mut chars = token.chars();
    let full = |file: u8| {
        if file >= 8 {
            Err(NotationError::new(
                token,
                "more than 8 squares in this rank",
            ))
        } else {
            Ok(())
        }
    };
    while let Some(c) = chars.next() {
        if let Some(d) = c.to_digit(10) {
            if !(1..=8).contains(&d) {
                return Err(NotationError::new(
                    token,
                    "empty-square count must be 1 to 8",
                ));
            }
            file += d as u8;
            if file > 8 {
                return Err(NotationError::new(
                    token,
                    "more than 8 squares in this rank",
                ));
            }
        } else if let Some((side, piece)) = piece_letter(c) {
            full(file)?;
            cells[(rank * 8 + file) as usize] = super::board::side_bit(side) | piece;
            file += 1;
        } else if c == '[' {
            full(file)?;
            let mut owner = None;
            let mut cell = 0u8;
            loop {
                let Some(c) = chars.next() else {
                    return Err(NotationError::new(token, "unclosed '['"));
                };
                if c == ']' {
                    break;
                }
                let Some((side, piece)) = piece_letter(c) else {
                    return Err(NotationError::new(
                        c.to_string(),
                        "a stack holds only R, S, r or s",
                    ));
                };
                if owner.is_some_and(|o| o != side) {
                    return Err(NotationError::new(
                        token,
                        "a stack mixes White and Black pieces",
                    ));
                }
                owner = Some(side);
                if cell_height(cell) >= 3 {
                    return Err(NotationError::new(token, "a stack holds at most 3 pieces"));
                }
                cell += piece;
            }
            let Some(side) = owner else {
                return Err(NotationError::new(token, "empty brackets"));
            };
            if cell_height(cell) < 2 {
                return Err(NotationError::new(
                    token,
                    "brackets are for stacks of 2 or 3 pieces",
                ));
            }
            cells[(rank * 8 + file) as usize] = super::board::side_bit(side) | cell;
            file += 1;
        } else {
            return Err(NotationError::new(
                c.to_string(),
                "unexpected character in a rank (expected 1-8, R, S, r, s or [...])",
            ));
        }
    }
    if file != 8 {
        return Err(NotationError::new(
            token,
            format!("rank has {file} squares, not 8"),
        ));
    }
    Ok(())
}

impl Position {
    /// Parses the position string of spec §10.3. The board must hold at
    /// least one piece, and neither side more than 8 rounds or 8 squares
    /// (see [`Position::check_piece_counts`]).
    pub fn parse(text: &str) -> Result<Position, NotationError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        let (board, side) = match parts.as_slice() {
            [board, side] => (*board, *side),
            [_] => {
                return Err(NotationError::new(
                    text.trim(),
                    "missing side to move ('w' or 'b')",
                ));
            }
            [] => return Err(NotationError::new("", "empty position")),
            _ => {
                return Err(NotationError::new(
                    parts[2],
                    "unexpected text after the side",
                ));
            }
        };
        let side = match side {
            "w" | "W" => Side::White,
            "b" | "B" => Side::Black,
            other => return Err(NotationError::new(other, "side must be 'w' or 'b'")),
        };
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != 8 {
            return Err(NotationError::new(
                board,
                format!("expected 8 ranks separated by '/', found {}", ranks.len()),
            ));
        }
        let mut cells = [0u8; 64];
        for (i, token) in ranks.iter().enumerate() {
            parse_rank(token, 7 - i as u8, &mut cells)?;
        }
        if cells.iter().all(|&c| c == 0) {
            return Err(NotationError::new(board, "the board has no pieces"));
        }
        let position = Position { cells, side };
        position
            .check_piece_counts()
            .map_err(|reason| NotationError::new(board, reason))?;
        Ok(position)
    }

    /// Reads a Diderot/Kalaww board file (spec §10.3): 64 two-character
    /// codes for a1, b1, …, h1, a2, …, h8, separated by white space (or
    /// not separated at all). The file has no side to move: it is `side`.
    pub fn from_kalaww(text: &str, side: Side) -> Result<Position, NotationError> {
        let compact: String = text.split_whitespace().collect();
        let codes: Vec<&str> = if compact.is_ascii() {
            (0..compact.len() / 2)
                .map(|i| &compact[2 * i..2 * i + 2])
                .collect()
        } else {
            return Err(NotationError::new(
                text.trim(),
                "unexpected character in a board file",
            ));
        };
        if compact.len() != 128 {
            return Err(NotationError::new(
                format!("{} characters", compact.len()),
                "a board file holds exactly 64 two-character codes",
            ));
        }
        let mut cells = [0u8; 64];
        // Rounds and squares so far, White's then Black's: the code that
        // takes a side past the game's pieces is the one named.
        let mut counts = [[0usize; 2]; 2];
        for (i, code) in codes.iter().enumerate() {
            let b = code.as_bytes();
            let owner = match b[0].to_ascii_uppercase() {
                b'B' => Some(WHITE_BIT),
                b'N' => Some(0),
                b'V' => None,
                _ => return Err(NotationError::new(*code, "colour must be B, N or V")),
            };
            let (r, s) = match b[1] {
                b'0' => (0, 0),
                b'1' => (0, 1),
                b'2' => (1, 0),
                b'3' => (0, 2),
                b'4' => (2, 0),
                b'5' => (0, 3),
                b'6' => (3, 0),
                b'7' => (1, 1),
                b'8' => (1, 2),
                b'9' => (2, 1),
                _ => return Err(NotationError::new(*code, "piece code must be a digit 0-9")),
            };
            cells[i] = match (owner, r + s) {
                (None, 0) => 0,
                (Some(bit), h) if h > 0 => bit | r | (s << 2),
                _ => {
                    return Err(NotationError::new(*code, "V goes with 0 and B/N with 1-9"));
                }
            };
            if let Some(bit) = owner {
                let side = usize::from(bit != WHITE_BIT);
                counts[side][0] += usize::from(r);
                counts[side][1] += usize::from(s);
                let most = super::PIECES_PER_KIND;
                for (n, kind) in [(counts[side][0], "rounds"), (counts[side][1], "squares")] {
                    if n > most {
                        let name = if bit == WHITE_BIT { "White" } else { "Black" };
                        return Err(NotationError::new(
                            *code,
                            format!("{name} has {n} {kind} by here; a side has at most {most}"),
                        ));
                    }
                }
            }
        }
        if cells.iter().all(|&c| c == 0) {
            return Err(NotationError::new(text.trim(), "the board has no pieces"));
        }
        let position = Position { cells, side };
        position
            .check_piece_counts()
            .map_err(|reason| NotationError::new("board file", reason))?;
        Ok(position)
    }

    /// The Diderot/Kalaww board file: 64 codes, one per line, a1 first.
    #[must_use]
    pub fn to_kalaww(&self) -> String {
        let mut out = String::with_capacity(64 * 3);
        for sq in Square::all() {
            let code = match self.stack_at(sq) {
                None => "V0".to_string(),
                Some(Stack {
                    owner,
                    rounds,
                    squares,
                }) => {
                    let digit = match (rounds, squares) {
                        (0, 1) => '1',
                        (1, 0) => '2',
                        (0, 2) => '3',
                        (2, 0) => '4',
                        (0, 3) => '5',
                        (3, 0) => '6',
                        (1, 1) => '7',
                        (1, 2) => '8',
                        _ => '9',
                    };
                    let colour = if owner == Side::White { 'B' } else { 'N' };
                    format!("{colour}{digit}")
                }
            };
            out.push_str(&code);
            out.push('\n');
        }
        out
    }

    /// Converts one Boardspace robot move (spec §10.4), `Move C 2 C 3` or
    /// `Deploy E 2 D 2 C 2 [B 2]`, into this position's move. Squares on
    /// Boardspace's extra rows (rank 0, 9 or beyond) make it an exit.
    pub fn boardspace_move(&self, text: &str) -> Result<Move, NotationError> {
        let tokens: Vec<&str> = text.split_whitespace().collect();
        let Some((verb, rest)) = tokens.split_first() else {
            return Err(NotationError::new(text, "empty Boardspace move"));
        };
        let verb = verb.to_ascii_lowercase();
        if verb != "move" && verb != "deploy" {
            return Err(NotationError::new(
                tokens[0],
                "expected a Boardspace 'Move' or 'Deploy'",
            ));
        }
        if rest.len() % 2 != 0 {
            return Err(NotationError::new(
                text.trim(),
                "squares come as 'C 2' pairs",
            ));
        }
        let mut squares = Vec::new();
        let mut off_board = false;
        for pair in rest.chunks(2) {
            let token = format!("{} {}", pair[0], pair[1]);
            let file = pair[0].to_ascii_lowercase();
            let file = match file.as_bytes() {
                [c @ b'a'..=b'h'] => c - b'a',
                _ => return Err(NotationError::new(token, "file must be A-H")),
            };
            let rank: i32 = pair[1]
                .parse()
                .map_err(|_| NotationError::new(token.clone(), "rank must be a number"))?;
            match Square::at(file, (rank - 1).clamp(-1, 8) as u8) {
                Some(sq) if (1..=8).contains(&rank) && !off_board => squares.push(sq),
                _ if (-2..=11).contains(&rank) => off_board = true,
                _ => return Err(NotationError::new(token, "rank out of range")),
            }
        }
        let Some(&from) = squares.first() else {
            return Err(NotationError::new(
                text.trim(),
                "no source square on the board",
            ));
        };
        if off_board {
            return Ok(Move::Exit { from });
        }
        match verb.as_str() {
            "move" if squares.len() == 2 => {
                let to = squares[1];
                Ok(if to == from {
                    Move::Null { at: from }
                } else {
                    Move::Movement { from, to }
                })
            }
            "deploy" if (3..=4).contains(&squares.len()) => {
                let first = squares[1];
                // '+' when the first step stays on the source's file or rank.
                let rounds_first = first.file() != from.file() && first.rank() != from.rank();
                let mv = Move::deployment(from, rounds_first, &squares[1..]);
                // The drops must chain square by square, as in the move's
                // own notation (which checks that form).
                Move::parse(&mv.to_string()).map_err(|e| {
                    NotationError::new(text.trim(), format!("not a deployment: {}", e.reason))
                })
            }
            _ => Err(NotationError::new(
                text.trim(),
                "wrong number of squares for this Boardspace move",
            )),
        }
    }
}

impl FromStr for Position {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Position, NotationError> {
        Position::parse(s)
    }
}

/// Splits a game record (one move per line; blank lines and anything after
/// `;` or `//` are ignored; several moves on a line separated by spaces are
/// accepted too) into move tokens.
#[must_use]
pub fn record_tokens(text: &str) -> Vec<&str> {
    text.lines()
        .map(|line| {
            let line = line.split(';').next().unwrap_or("");
            line.split("//").next().unwrap_or("")
        })
        .flat_map(str::split_whitespace)
        .collect()
}
