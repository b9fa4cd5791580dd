//! The clocks of a saved game: its time control and each side's remaining
//! time after each move, as the save files record them (see
//! [`savefile`](super::savefile)'s module docs for the formats).
//!
//! The times follow the moves of the [`SavedGame`](super::SavedGame): entry
//! `i` of [`SavedClocks::after`] is the time left to the side that made move
//! `i`, once that move was made and its increment added. What the clocks
//! show at any point of the game, and how long each move took, follow from
//! those entries and from who made each move ([`Ply`], from
//! [`SavedGame::plies`](super::SavedGame::plies)).

use std::time::Duration;

use super::savefile::LoadError;
use crate::clock::TimeControl;
use crate::rules::Side;

/// The clocks of a saved game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedClocks {
    pub control: TimeControl,
    /// One entry per move of the game, in order: the remaining time of the
    /// side that made the move, right after it (increment included when the
    /// move earned one, see [`Ply::increment`]). Othello's forced passes
    /// have an entry too: a pass takes no time, so it is the passer's
    /// previous entry, or its base time before its first move. Files keep
    /// the times to the tenth of a second.
    pub after: Vec<Duration>,
}

/// Who made a move, as the clocks see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ply {
    /// The side that made the move.
    pub side: Side,
    /// Whether the move ended the side's turn and so added its increment:
    /// false for a checkers huff (the huffer moves on) and for an Othello
    /// forced pass (no time runs for it).
    pub increment: bool,
}

/// What the clocks of a file read as. A damaged clock record never stops
/// the game from loading: its moves load, and the clocks are reported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockRead {
    /// The file records no clocks (every file written before clocks were).
    Untimed,
    /// The time control and one time per move.
    Read(SavedClocks),
    /// The file records clocks that could not be read: the first bad line
    /// and why (`line N: the clocks could not be read: …`).
    Damaged(LoadError),
}

impl ClockRead {
    /// The clocks, when they were read.
    #[must_use]
    pub fn clocks(&self) -> Option<&SavedClocks> {
        match self {
            ClockRead::Read(clocks) => Some(clocks),
            ClockRead::Untimed | ClockRead::Damaged(_) => None,
        }
    }
}

impl SavedClocks {
    /// Clocks under `control` before any move.
    #[must_use]
    pub const fn new(control: TimeControl) -> SavedClocks {
        SavedClocks {
            control,
            after: Vec::new(),
        }
    }

    /// The time left to `side` after the first `moves` moves: its entry
    /// for its last move among them, or its base time before its first.
    /// `plies` says who made each move (only the first `moves` are looked
    /// at, and no further than the entries go).
    #[must_use]
    pub fn remaining(&self, plies: &[Ply], moves: usize, side: Side) -> Duration {
        let n = moves.min(plies.len()).min(self.after.len());
        (0..n)
            .rev()
            .find(|&i| plies[i].side == side)
            .map_or(self.control.of(side).base, |i| self.after[i])
    }

    /// Both clocks after the first `moves` moves, by [`Side::index`]
    /// (Black's, then White's): what a game resumed there starts with
    /// (paused).
    #[must_use]
    pub fn remaining_after(&self, plies: &[Ply], moves: usize) -> [Duration; 2] {
        [Side::Black, Side::White].map(|side| self.remaining(plies, moves, side))
    }

    /// How long move `i` took: its side's time before it, plus the
    /// increment when it earned one, minus its entry. `None` when there is
    /// no such move or entry, or when the entry is more than that (time
    /// given back by hand in another program).
    #[must_use]
    pub fn spent(&self, plies: &[Ply], i: usize) -> Option<Duration> {
        let ply = plies.get(i)?;
        let after = *self.after.get(i)?;
        let mut before = self.remaining(plies, i, ply.side);
        if ply.increment {
            before += self.control.of(ply.side).increment;
        }
        before.checked_sub(after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Allotment;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn ply(side: Side, increment: bool) -> Ply {
        Ply { side, increment }
    }

    #[test]
    fn remaining_and_spent_follow_the_moves() {
        let control = TimeControl {
            white: Allotment::minutes(5, 3),
            black: Allotment::minutes(1, 0),
        };
        // Black moves, White moves, Black is forced to pass, White moves.
        let plies = [
            ply(Side::Black, true),
            ply(Side::White, true),
            ply(Side::Black, false),
            ply(Side::White, true),
        ];
        let clocks = SavedClocks {
            control,
            after: vec![secs(50), secs(298), secs(50), secs(290)],
        };
        assert_eq!(clocks.remaining_after(&plies, 0), [secs(60), secs(300)]);
        assert_eq!(clocks.remaining_after(&plies, 1), [secs(50), secs(300)]);
        assert_eq!(clocks.remaining_after(&plies, 2), [secs(50), secs(298)]);
        assert_eq!(clocks.remaining_after(&plies, 4), [secs(50), secs(290)]);
        assert_eq!(clocks.remaining_after(&plies, 99), [secs(50), secs(290)]);
        assert_eq!(clocks.spent(&plies, 0), Some(secs(10)));
        assert_eq!(clocks.spent(&plies, 1), Some(secs(5)));
        assert_eq!(clocks.spent(&plies, 2), Some(secs(0)), "a pass");
        assert_eq!(clocks.spent(&plies, 3), Some(secs(11)));
        assert_eq!(clocks.spent(&plies, 4), None);
        // Time given back: no sensible answer.
        let odd = SavedClocks {
            control,
            after: vec![secs(70)],
        };
        assert_eq!(odd.spent(&plies, 0), None);
        // Fewer entries than plies: the clocks stop where the entries do.
        assert_eq!(odd.remaining_after(&plies, 4), [secs(70), secs(300)]);
    }

    #[test]
    fn a_huff_adds_no_increment() {
        let control = TimeControl::even(Allotment::minutes(5, 3));
        let plies = [ply(Side::White, false), ply(Side::White, true)];
        let clocks = SavedClocks {
            control,
            after: vec![secs(296), secs(295)],
        };
        assert_eq!(clocks.spent(&plies, 0), Some(secs(4)));
        assert_eq!(clocks.spent(&plies, 1), Some(secs(4)));
        assert_eq!(clocks.remaining_after(&plies, 1), [secs(300), secs(296)]);
        assert_eq!(ClockRead::Read(clocks.clone()).clocks(), Some(&clocks));
        assert_eq!(ClockRead::Untimed.clocks(), None);
    }
}
