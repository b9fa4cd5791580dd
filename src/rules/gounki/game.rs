//! A game in progress: the position, the moves played and the position
//! hashes for threefold repetition (spec §11).

use std::collections::HashMap;

use super::board::Position;
use super::effects::{Effect, play_with_effects};
use super::moves::Move;
use super::notation::record_tokens;
use crate::rules::{EndReason, IllegalMove, Notation, NotationError, Outcome, Rules, Side};

/// A Gounki game: the start position, the moves played, the current
/// position and the hashes of every position so far (for threefold
/// repetition, spec §11.4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    hashes: Vec<u64>,
    /// How often each hash in `hashes` occurs: the repetition count of a
    /// move is a look-up, so replaying a long record stays linear (counting
    /// through `hashes` after every move made it quadratic).
    seen: HashMap<u64, u32>,
    /// Set by an exit or by the capture of the last enemy piece.
    ended: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A new game from the set-up of spec §2.
    #[must_use]
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game starting from `position`.
    #[must_use]
    pub fn from_position(position: Position) -> Game {
        Game {
            start: position,
            position,
            moves: Vec::new(),
            hashes: vec![position.hash()],
            seen: HashMap::from([(position.hash(), 1)]),
            ended: None,
        }
    }

    /// The current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    #[must_use]
    pub const fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played so far.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many times the current position has occurred (1 the first time).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.seen
            .get(&self.position.hash())
            .map_or(0, |&n| n as usize)
    }

    /// The position hashes so far, the current one last.
    #[must_use]
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// The legal moves of the stack on `sq` (none once the game is over).
    #[must_use]
    pub fn moves_from(&self, sq: super::Square) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.position.moves_from(sq).to_vec()
    }

    /// The game with its last move taken back (`None` at the start). It
    /// replays the moves from the start, so effects never need undoing.
    #[must_use]
    pub fn undo(&self) -> Option<Game> {
        let (_, rest) = self.moves.split_last()?;
        let mut game = Game::from_position(self.start);
        for &mv in rest {
            game = game.play(mv).ok()?.0;
        }
        Some(game)
    }

    /// The game record: one canonical move per line, first move first.
    #[must_use]
    pub fn record_text(&self) -> String {
        let mut out = String::new();
        for mv in &self.moves {
            out.push_str(&mv.to_string());
            out.push('\n');
        }
        out
    }

    /// Replays a game record (moves separated by new lines or spaces) from
    /// `start`. The error names the first bad or illegal move.
    pub fn from_record(start: Position, text: &str) -> Result<Game, NotationError> {
        let mut game = Game::from_position(start);
        for (i, token) in record_tokens(text).into_iter().enumerate() {
            let mv = game.parse_move(token)?;
            if let Some(outcome) = game.outcome() {
                return Err(NotationError::new(
                    token,
                    format!("move {} comes after the end of the game ({outcome})", i + 1),
                ));
            }
            game = match game.play(mv) {
                Ok((g, _)) => g,
                Err(e) => {
                    return Err(NotationError::new(
                        token,
                        format!(
                            "move {} is illegal in {}",
                            i + 1,
                            e.position.position_text()
                        ),
                    ));
                }
            };
        }
        Ok(game)
    }
}

impl Rules for Game {
    type Move = Move;
    type Effects = Vec<Effect>;

    fn turn(&self) -> Side {
        self.position.side_to_move()
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.position.legal_moves().to_vec()
    }

    fn play(self, mv: Move) -> Result<(Game, Vec<Effect>), IllegalMove<Game, Move>> {
        if self.outcome().is_some() {
            return Err(IllegalMove { position: self, mv });
        }
        let Some((next, mut effects)) = play_with_effects(&self.position, mv) else {
            return Err(IllegalMove { position: self, mv });
        };
        let mut game = self;
        game.position = next;
        game.moves.push(mv);
        game.hashes.push(next.hash());
        *game.seen.entry(next.hash()).or_insert(0) += 1;
        game.ended = effects.iter().find_map(|e| match e {
            Effect::GameOver(o) => Some(*o),
            _ => None,
        });
        if game.ended.is_none()
            && let Some(outcome) = game.outcome()
        {
            effects.push(Effect::GameOver(outcome));
        }
        Ok((game, effects))
    }

    /// Exit or all-captured wins, then threefold repetition (a draw). A
    /// position where a side has no pieces is a win for the other side.
    fn outcome(&self) -> Option<Outcome> {
        if self.ended.is_some() {
            return self.ended;
        }
        let side = self.position.side_to_move();
        if !self.position.has_pieces(side) {
            return Some(Outcome::win(side.opponent(), EndReason::AllCaptured));
        }
        if !self.position.has_pieces(side.opponent()) {
            return Some(Outcome::win(side, EndReason::AllCaptured));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::draw(EndReason::ThreefoldRepetition));
        }
        None
    }

    fn is_legal(&self, mv: Move) -> bool {
        self.outcome().is_none() && self.position.is_legal(mv)
    }
}

impl Notation for Game {
    /// Reads a move's text (see [`Move::parse`]); legality is checked by
    /// [`Rules::play`].
    fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        Move::parse(text)
    }

    fn move_text(&self, mv: Move) -> String {
        mv.to_string()
    }

    fn parse_position(text: &str) -> Result<Game, NotationError> {
        Position::parse(text).map(Game::from_position)
    }

    fn position_text(&self) -> String {
        self.position.to_string()
    }
}
