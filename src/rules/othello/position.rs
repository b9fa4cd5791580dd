//! The position, the rules (`Rules` impl) and perft.

use super::bitboard;
use super::{Effect, Effects, Move, Square};
use crate::rules::{EndReason, IllegalMove, Outcome, Rules, Side};

/// An Othello position: the mover's discs, the opponent's discs (bitboards,
/// bit `i` = square index `i`) and the side to move.
///
/// Any pair of disjoint bitboards is accepted (test positions need not be
/// reachable from the start).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    player: u64,
    opponent: u64,
    side: Side,
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The start position (§3): White `d4 e5`, Black `e4 d5`, Black to move.
    #[must_use]
    pub const fn start() -> Position {
        let black = (1 << 28) | (1 << 35); // e4, d5
        let white = (1 << 27) | (1 << 36); // d4, e5
        Position {
            player: black,
            opponent: white,
            side: Side::Black,
        }
    }

    /// A position from black and white bitboards; `None` if they overlap.
    #[must_use]
    pub const fn from_bitboards(black: u64, white: u64, to_move: Side) -> Option<Position> {
        if black & white != 0 {
            return None;
        }
        Some(match to_move {
            Side::Black => Position {
                player: black,
                opponent: white,
                side: to_move,
            },
            Side::White => Position {
                player: white,
                opponent: black,
                side: to_move,
            },
        })
    }

    /// The discs of the side to move.
    #[must_use]
    pub const fn player(&self) -> u64 {
        self.player
    }

    /// The discs of the side not to move.
    #[must_use]
    pub const fn opponent(&self) -> u64 {
        self.opponent
    }

    /// The side to move.
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// The black discs.
    #[must_use]
    pub const fn black(&self) -> u64 {
        match self.side {
            Side::Black => self.player,
            Side::White => self.opponent,
        }
    }

    /// The white discs.
    #[must_use]
    pub const fn white(&self) -> u64 {
        match self.side {
            Side::Black => self.opponent,
            Side::White => self.player,
        }
    }

    /// The empty squares.
    #[must_use]
    pub const fn empty(&self) -> u64 {
        !(self.player | self.opponent)
    }

    /// The colour of the disc on `sq`, if any.
    #[must_use]
    pub fn disc(&self, sq: Square) -> Option<Side> {
        if self.player & sq.bit() != 0 {
            Some(self.side)
        } else if self.opponent & sq.bit() != 0 {
            Some(self.side.opponent())
        } else {
            None
        }
    }

    /// Raw disc counts `(black, white)` (not the official score, see
    /// [`Rules::outcome`]).
    #[must_use]
    pub fn counts(&self) -> (u8, u8) {
        (
            self.black().count_ones() as u8,
            self.white().count_ones() as u8,
        )
    }

    /// The discs that placing on `sq` would flip; 0 if the placement is
    /// illegal (occupied square or nothing bracketed).
    #[must_use]
    pub fn flips(&self, sq: Square) -> u64 {
        if self.empty() & sq.bit() == 0 {
            return 0;
        }
        bitboard::flips(self.player, self.opponent, u32::from(sq.index()))
    }

    /// The squares where the side to move may place a disc.
    #[must_use]
    pub fn legal_mask(&self) -> u64 {
        bitboard::moves(self.player, self.opponent)
    }

    /// Whether the side to move has no placement but the opponent has one,
    /// so that [`Move::Pass`] is the only legal move.
    #[must_use]
    pub fn must_pass(&self) -> bool {
        self.legal_mask() == 0 && bitboard::moves(self.opponent, self.player) != 0
    }

    /// Whether neither side can place a disc (§6).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.legal_mask() == 0 && bitboard::moves(self.opponent, self.player) == 0
    }

    /// The position after the side to move passes (no legality check).
    #[must_use]
    pub const fn passed(&self) -> Position {
        Position {
            player: self.opponent,
            opponent: self.player,
            side: self.side.opponent(),
        }
    }

    /// The position after placing on `sq` with the given `flips` (as returned
    /// by [`Position::flips`]); no legality check, for fast search loops.
    #[must_use]
    pub const fn placed(&self, sq: Square, flips: u64) -> Position {
        Position {
            player: self.opponent & !flips,
            opponent: self.player | flips | sq.bit(),
            side: self.side.opponent(),
        }
    }

    /// The official final score `(black, white)` of this position as if the
    /// game ended here: empty squares go to the player with more discs, a
    /// draw is 32–32 (§7).
    #[must_use]
    pub fn final_score(&self) -> (u8, u8) {
        let (b, w) = self.counts();
        match b.cmp(&w) {
            std::cmp::Ordering::Greater => (64 - w, w),
            std::cmp::Ordering::Less => (b, 64 - b),
            std::cmp::Ordering::Equal => (32, 32),
        }
    }

    /// The effects of placing on `sq` with `flips`, in viewing order.
    fn placement_effects(&self, sq: Square, flips: u64) -> Effects {
        let mut effects = Vec::with_capacity(1 + flips.count_ones() as usize);
        effects.push(Effect::Placed {
            square: sq,
            side: self.side,
        });
        for direction in 0..8u8 {
            // A direction's flipped run is contiguous from distance 1.
            for distance in 1u8.. {
                match sq.step(direction, distance) {
                    Some(s) if flips & s.bit() != 0 => effects.push(Effect::Flipped {
                        square: s,
                        to: self.side,
                        direction,
                        distance,
                    }),
                    _ => break,
                }
            }
        }
        effects
    }
}

impl Rules for Position {
    type Move = Move;
    type Effects = Effects;

    fn turn(&self) -> Side {
        self.side
    }

    /// Placements in square-index order; `[Pass]` when the mover has none and
    /// the game is not over; empty when the game is over.
    fn legal_moves(&self) -> Vec<Move> {
        let mask = self.legal_mask();
        if mask != 0 {
            Square::iter_bits(mask).map(Move::Place).collect()
        } else if self.must_pass() {
            vec![Move::Pass]
        } else {
            Vec::new()
        }
    }

    fn play(self, mv: Move) -> Result<(Self, Effects), IllegalMove<Self, Move>> {
        match mv {
            Move::Pass if self.must_pass() => {
                Ok((self.passed(), vec![Effect::Passed { side: self.side }]))
            }
            Move::Place(sq) => {
                let flips = self.flips(sq);
                if flips == 0 {
                    return Err(IllegalMove { position: self, mv });
                }
                let effects = self.placement_effects(sq, flips);
                Ok((self.placed(sq, flips), effects))
            }
            Move::Pass => Err(IllegalMove { position: self, mv }),
        }
    }

    /// When neither side can move: the winner, reason
    /// [`EndReason::NoMovesLeft`] and the official score with empties to the
    /// winner (§7).
    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let (b, w) = self.counts();
        let winner = match b.cmp(&w) {
            std::cmp::Ordering::Greater => Some(Side::Black),
            std::cmp::Ordering::Less => Some(Side::White),
            std::cmp::Ordering::Equal => None,
        };
        Some(Outcome {
            winner,
            reason: EndReason::NoMovesLeft,
            score: Some(self.final_score()),
        })
    }

    fn is_legal(&self, mv: Move) -> bool {
        match mv {
            Move::Place(sq) => self.flips(sq) != 0,
            Move::Pass => self.must_pass(),
        }
    }
}

/// Leaf count of the game tree cut at `depth` plies (spec §10 convention): a
/// forced pass is one ply, and a finished game counts as one leaf even before
/// `depth`. The last ply is counted in bulk with a popcount; the AVX2 build
/// runs where the CPU has it (see [`super::fast`]).
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    super::fast::run(super::fast::Call::Perft(pos.player, pos.opponent, depth))
}
