//! [`Game`]: a position plus everything the end-of-game rules need (spec §5)
//! and the family-mode huff state (spec §6); implements [`Rules`].
//!
//! Design of the huff (spec §6): a huff is not a move, but it must fit in
//! the move list and in undo stacks, so [`Move`] has two variants. Right
//! after a faulty move the opponent's legal list holds one
//! [`Move::Huff`] per huffable piece *and* their ordinary moves (playing an
//! ordinary move declines the huff, as the right lapses when they move).
//! Playing a huff removes the piece and leaves the turn with the same
//! player, who then plays an ordinary move.

use super::board::{Piece, PieceKind, Position, far_row};
use super::movegen::PieceMove;
use super::square::{Square, squares};
use crate::rules::{EndReason, IllegalMove, Outcome, Rules, Side};

/// Spec §5.2: plies without capture or man move that draw the game.
pub const FORTY_PLY_LIMIT: u32 = 40;

/// A move in the sense of [`Rules`]: a piece move or a huff.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A simple move or a complete capture sequence.
    Piece(PieceMove),
    /// Family mode only: remove the opponent's piece on this square after
    /// their faulty move (not a move; the turn stays with the huffer).
    Huff(Square),
}

/// The huff of one piece: where it stood and what it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HuffEffect {
    pub square: Square,
    pub piece: Piece,
}

/// One thing that happened, in the order a viewer should see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Effect {
    /// A simple move (a king may fly several squares).
    Step { from: Square, to: Square },
    /// One jump of a capture: the piece goes from `from` over the enemy on
    /// `over` to `to`. The jumped piece stays on the board until the end.
    Hop {
        from: Square,
        over: Square,
        to: Square,
    },
    /// A captured piece leaves the board (all of them after the last hop,
    /// in the order they were taken).
    Remove { square: Square, piece: Piece },
    /// The moving man is crowned on `square` (after any removals).
    Promote { square: Square },
    /// Family mode: a piece is huffed (removed for failing to capture).
    Huff(HuffEffect),
}

/// The whole state of a checkers game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    position: Position,
    family: bool,
    /// Pieces the side to move may huff now (empty when no huff is pending).
    huffable: Vec<Square>,
    /// Consecutive plies with no capture, no man move and no huff.
    quiet_plies: u32,
    /// Positions since the last irreversible event, the current one last.
    history: Vec<Position>,
    /// Plies played since this game value was created.
    ply: u32,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// The start position, family mode off.
    #[must_use]
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game from any position (history empty, counters at zero).
    #[must_use]
    pub fn from_position(position: Position) -> Game {
        Game {
            position,
            family: false,
            huffable: Vec::new(),
            quiet_plies: 0,
            history: vec![position],
            ply: 0,
        }
    }

    /// The same game with family mode (huffing, spec §6) switched on or off.
    #[must_use]
    pub fn with_family(mut self, on: bool) -> Game {
        self.set_family(on);
        self
    }

    /// Switches family mode; switching it off drops a pending huff.
    pub fn set_family(&mut self, on: bool) {
        self.family = on;
        if !on {
            self.huffable.clear();
        }
    }

    /// Whether family mode is on.
    #[must_use]
    pub const fn family(&self) -> bool {
        self.family
    }

    /// The current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// Plies with no capture, no man move and no huff (spec §5.2 rule 3).
    #[must_use]
    pub const fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }

    /// Plies played since the game value was created (huffs not counted).
    #[must_use]
    pub const fn ply(&self) -> u32 {
        self.ply
    }

    /// How many times the current position has occurred (spec §5.2 rule 2).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.history.iter().filter(|p| **p == self.position).count()
    }

    /// Positions since the last capture, man move or huff, current last.
    #[must_use]
    pub fn history(&self) -> &[Position] {
        &self.history
    }

    /// The opponent's pieces the side to move may huff now, lowest first;
    /// empty when no huff is pending.
    #[must_use]
    pub fn huffable(&self) -> &[Square] {
        &self.huffable
    }

    /// Huffs the piece on `sq` (spec §6.3). The turn stays with the huffer.
    #[allow(clippy::result_large_err)]
    pub fn huff(self, sq: Square) -> Result<(Game, HuffEffect), IllegalMove<Game, Move>> {
        let piece = match self.position.piece_at(sq) {
            Some(p) if self.huffable.contains(&sq) => p,
            _ => {
                return Err(IllegalMove {
                    position: self,
                    mv: Move::Huff(sq),
                });
            }
        };
        let mut next = self;
        next.position.clear(sq);
        next.huffable.clear();
        next.quiet_plies = 0;
        next.history.clear();
        next.history.push(next.position);
        Ok((next, HuffEffect { square: sq, piece }))
    }

    /// Gives up the pending huff (moving does the same implicitly).
    pub fn decline_huff(&mut self) {
        self.huffable.clear();
    }

    /// The piece moves the side to move may play: the strictly legal moves,
    /// plus in family mode the faulty simple moves when a capture is due.
    /// Empty once the game is over.
    #[must_use]
    pub fn piece_moves(&self) -> Vec<PieceMove> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.raw_piece_moves().0
    }

    /// Piece moves ignoring the end of the game, and the number of pieces a
    /// capture must take (0 when none is due).
    fn raw_piece_moves(&self) -> (Vec<PieceMove>, u32) {
        let mut v = Vec::new();
        let max = self.position.generate_captures(&mut v);
        if max == 0 || self.family {
            self.position.generate_simple(&mut v);
        }
        (v, max)
    }

    /// Whether `mv` is a faulty move (family mode): a simple move made when
    /// a capture was compulsory.
    #[must_use]
    pub fn is_faulty(&self, mv: &PieceMove) -> bool {
        !mv.is_capture() && self.position.has_capture()
    }

    /// What `mv` does, in viewing order (the move is assumed legal).
    #[must_use]
    pub fn effects_of(&self, mv: &PieceMove) -> Vec<Effect> {
        let mut out = Vec::with_capacity(2 + 2 * mv.landings().len());
        if mv.is_capture() {
            for (from, over, to) in mv.hops() {
                out.push(Effect::Hop { from, over, to });
            }
            for sq in mv.captured_in_order() {
                if let Some(piece) = self.position.piece_at(sq) {
                    out.push(Effect::Remove { square: sq, piece });
                }
            }
        } else {
            out.push(Effect::Step {
                from: mv.from(),
                to: mv.to(),
            });
        }
        let side = self.position.turn();
        let was_man = self
            .position
            .piece_at(mv.from())
            .is_some_and(|p| p.kind == PieceKind::Man);
        if was_man && far_row(side) & mv.to().bit() != 0 {
            out.push(Effect::Promote { square: mv.to() });
        }
        out
    }

    /// Plays a piece move already known to be legal.
    fn play_piece(self, mv: PieceMove, captures_due: bool) -> (Game, Vec<Effect>) {
        let effects = self.effects_of(&mv);
        let was_man = self.position.king_bits() & mv.from().bit() == 0;
        let faulty = captures_due && !mv.is_capture();
        let huffable = if self.family && faulty {
            let mut origins = Vec::new();
            self.position.generate_captures(&mut origins);
            let mut bits = origins.iter().fold(0u32, |b, m| b | m.from().bit());
            if bits & mv.from().bit() != 0 {
                bits = (bits & !mv.from().bit()) | mv.to().bit();
            }
            squares(bits).collect()
        } else {
            Vec::new()
        };
        let position = self.position.apply(&mv);
        let irreversible = mv.is_capture() || was_man;
        let mut history = self.history;
        if irreversible {
            history.clear();
        }
        history.push(position);
        let next = Game {
            position,
            family: self.family,
            huffable,
            quiet_plies: if irreversible {
                0
            } else {
                self.quiet_plies + 1
            },
            history,
            ply: self.ply + 1,
        };
        (next, effects)
    }
}

impl Rules for Game {
    type Move = Move;
    type Effects = Vec<Effect>;

    fn turn(&self) -> Side {
        self.position.turn()
    }

    /// Huffs first (when one is pending), then the piece moves.
    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let mut out: Vec<Move> = self.huffable.iter().map(|&s| Move::Huff(s)).collect();
        out.extend(self.raw_piece_moves().0.into_iter().map(Move::Piece));
        out
    }

    fn play(self, mv: Move) -> Result<(Game, Vec<Effect>), IllegalMove<Game, Move>> {
        match mv {
            Move::Huff(sq) => self.huff(sq).map(|(g, e)| (g, vec![Effect::Huff(e)])),
            Move::Piece(pm) => {
                if self.outcome().is_some() {
                    return Err(IllegalMove { position: self, mv });
                }
                let (moves, max) = self.raw_piece_moves();
                if !moves.contains(&pm) {
                    return Err(IllegalMove { position: self, mv });
                }
                Ok(self.play_piece(pm, max > 0))
            }
        }
    }

    /// Spec §5. While a huff is pending nothing is decided yet (§5.1: the
    /// check is made after the optional huff). Otherwise, in this order: a
    /// side without pieces loses (the huffed side can be left with none,
    /// §6.4); the side to move without a legal move loses; a third
    /// occurrence of the position draws; 40 quiet plies draw. A loss on the
    /// board takes precedence over a draw reached on the same ply.
    fn outcome(&self) -> Option<Outcome> {
        if !self.huffable.is_empty() {
            return None;
        }
        let side = self.position.turn();
        if self.position.side_bits(side) == 0 {
            return Some(Outcome::win(side.opponent(), EndReason::AllCaptured));
        }
        if self.position.side_bits(side.opponent()) == 0 {
            return Some(Outcome::win(side, EndReason::AllCaptured));
        }
        let mut any = Vec::new();
        self.position.generate_legal(&mut any);
        if any.is_empty() {
            return Some(Outcome::win(side.opponent(), EndReason::NoLegalMove));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::draw(EndReason::ThreefoldRepetition));
        }
        if self.quiet_plies >= FORTY_PLY_LIMIT {
            return Some(Outcome::draw(EndReason::FortyPlyRule));
        }
        None
    }

    fn is_legal(&self, mv: Move) -> bool {
        match mv {
            Move::Huff(sq) => self.huffable.contains(&sq),
            Move::Piece(pm) => self.outcome().is_none() && self.raw_piece_moves().0.contains(&pm),
        }
    }
}
