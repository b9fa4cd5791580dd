//! What a move did, for the 3D layer to animate (never re-deriving a rule).
//!
//! The paths come from the move generator itself (a sink that stops on the
//! chosen move), so a displayed path is always one the rules allow.

use super::board::{Position, Square, Stack, WHITE_BIT, cell_is, side_bit};
use super::movegen::{Sink, Trace, drop_piece, forward, gen_stack};
use super::moves::{Move, StepKind};
use crate::rules::{Outcome, Side};

/// A side edge of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Wall {
    /// The outer edge of file a.
    Left,
    /// The outer edge of file h.
    Right,
}

/// One square reached by a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PathStep {
    /// The square landed on.
    pub square: Square,
    /// `Some(wall)` when this step rebounded: the piece touched `wall`
    /// between the previous square (an edge square on file a or h) and this
    /// one.
    pub rebound: Option<Wall>,
}

impl PathStep {
    /// Where the piece touches the wall on its way from `prev` to this
    /// step, in board units: `(file, rank)` with a1's centre at `(0, 0)`,
    /// so the left wall is at file −0.5 and the right wall at 7.5.
    #[must_use]
    pub fn rebound_point(&self, prev: Square) -> Option<(f32, f32)> {
        let x = match self.rebound? {
            Wall::Left => -0.5,
            Wall::Right => 7.5,
        };
        let y = (f32::from(prev.rank()) + f32::from(self.square.rank())) / 2.0;
        Some((x, y))
    }
}

/// The on-board squares of a path, at most 3, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Path {
    steps: [PathStep; 3],
    len: u8,
}

impl Path {
    /// The steps.
    #[must_use]
    pub fn steps(&self) -> &[PathStep] {
        &self.steps[..self.len as usize]
    }

    /// The last square reached, if any.
    #[must_use]
    pub fn last(&self) -> Option<Square> {
        self.steps().last().map(|s| s.square)
    }

    fn from_trace(t: &Trace) -> Path {
        let mut steps = [PathStep {
            square: Square::default(),
            rebound: None,
        }; 3];
        for (i, step) in steps.iter_mut().enumerate().take(t.len as usize) {
            *step = PathStep {
                square: Square::from_index(t.squares[i]),
                rebound: t.rebound[i].then(|| {
                    // The square before a rebound is an edge square.
                    let prev = t.squares[i - 1];
                    if prev & 7 == 0 {
                        Wall::Left
                    } else {
                        Wall::Right
                    }
                }),
            };
        }
        Path { steps, len: t.len }
    }
}

/// What a movement's destination held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Landing {
    /// An empty square.
    Empty,
    /// An enemy stack, now captured (removed for good).
    Captured(Stack),
    /// An own stack `onto`; the two merged into `result`.
    Stacked { onto: Stack, result: Stack },
}

/// One thing that happened, in the order a viewer should see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Effect {
    /// The whole `stack` on `from` moved along `path` (its last square is
    /// the destination) stepping as `kind`.
    Movement {
        from: Square,
        stack: Stack,
        kind: StepKind,
        path: Path,
        landing: Landing,
    },
    /// The null move: `stack` slid to the edge square, rebounded and came
    /// back to `at` (the path's last square). The board is unchanged.
    Null {
        at: Square,
        stack: Stack,
        path: Path,
    },
    /// A deployment starts: `stack` is lifted off `from`. `Drop` effects
    /// follow, one per piece.
    Lift {
        from: Square,
        stack: Stack,
        rounds_first: bool,
    },
    /// One deployed piece lands on `square` (after a rebound off `rebound`
    /// when set); the square held `before` and now holds `after`.
    Drop {
        piece: StepKind,
        square: Square,
        rebound: Option<Wall>,
        before: Option<Stack>,
        after: Stack,
    },
    /// `stack` leaves the board: from `from` it crosses `path` (possibly
    /// empty), then steps as `kind` toward the off-board cell `beyond`
    /// (0-based file and rank; the rank is −1 or 8, the file may be −1 or 8
    /// at a corner). When `deployment` is set (after a `Lift` and its
    /// drops), `from` is the last drop square and `stack` the pieces still
    /// carried in the hand; otherwise `stack` is the whole stack that stood
    /// on `from`. `winner` made the move.
    Exit {
        deployment: bool,
        from: Square,
        stack: Stack,
        kind: StepKind,
        path: Path,
        beyond: (i8, i8),
        winner: Side,
    },
    /// The game is over (exit, last piece captured or threefold
    /// repetition). Always the last effect when present.
    GameOver(Outcome),
}

/// What the finder sink was asked to find, and what it found.
struct Finder {
    target: Move,
    found: Option<(Found, Trace)>,
}

#[derive(Clone, Copy)]
enum Found {
    Movement,
    Null,
    Deploy,
    Exit(Option<bool>),
}

impl Sink for Finder {
    fn movement(&mut self, from: u8, to: u8, t: &Trace) {
        if self.found.is_none()
            && self.target
                == (Move::Movement {
                    from: Square::from_index(from),
                    to: Square::from_index(to),
                })
        {
            self.found = Some((Found::Movement, *t));
        }
    }
    fn null(&mut self, at: u8, t: &Trace) {
        if self.found.is_none()
            && self.target
                == (Move::Null {
                    at: Square::from_index(at),
                })
        {
            self.found = Some((Found::Null, *t));
        }
    }
    fn deploy(&mut self, from: u8, rounds_first: bool, t: &Trace) {
        let drops: Vec<Square> = t.squares[..t.len as usize]
            .iter()
            .map(|&s| Square::from_index(s))
            .collect();
        if self.found.is_none()
            && self.target == Move::deployment(Square::from_index(from), rounds_first, &drops)
        {
            self.found = Some((Found::Deploy, *t));
        }
    }
    fn exit(&mut self, from: u8, deploy: Option<bool>, t: &Trace) {
        if self.found.is_none()
            && self.target
                == (Move::Exit {
                    from: Square::from_index(from),
                })
        {
            self.found = Some((Found::Exit(deploy), *t));
        }
    }
}

/// Plays `mv` if it is legal, returning the next position and the effects
/// (without any `GameOver` for repetition, which needs the history: the
/// `Game` adds that). An exit leaves the board as the shown path leaves it.
pub(crate) fn play_with_effects(pos: &Position, mv: Move) -> Option<(Position, Vec<Effect>)> {
    let from = mv.from();
    let fi = from.index() as usize;
    let mover = pos.side;
    let cell = pos.cells[fi];
    if !cell_is(cell, side_bit(mover)) {
        return None;
    }
    let mut finder = Finder {
        target: mv,
        found: None,
    };
    gen_stack(&pos.cells, from.index(), forward(mover), &mut finder);
    let (found, trace) = finder.found?;
    let stack = Stack::from_cell(cell)?;
    let path = Path::from_trace(&trace);
    let mut next = *pos;
    let mut effects = Vec::with_capacity(6);
    match found {
        Found::Movement => {
            let to = path.last()?;
            let target = pos.cells[to.index() as usize];
            let landing = match Stack::from_cell(target) {
                None => Landing::Empty,
                Some(onto) if onto.owner == mover => Landing::Stacked {
                    onto,
                    result: Stack::from_cell(target + (cell & 0x0F))?,
                },
                Some(enemy) => Landing::Captured(enemy),
            };
            effects.push(Effect::Movement {
                from,
                stack,
                kind: trace.kinds[0],
                path,
                landing,
            });
            next.apply(mv);
            if matches!(landing, Landing::Captured(_)) && !next.has_pieces(mover.opponent()) {
                effects.push(Effect::GameOver(Outcome::win(
                    mover,
                    crate::rules::EndReason::AllCaptured,
                )));
            }
        }
        Found::Null => {
            effects.push(Effect::Null {
                at: from,
                stack,
                path,
            });
            next.apply(mv);
        }
        Found::Deploy | Found::Exit(Some(_)) => {
            let rounds_first = match (found, mv) {
                (Found::Exit(Some(rf)), _) => rf,
                (_, Move::Deployment { rounds_first, .. }) => rounds_first,
                _ => false,
            };
            effects.push(Effect::Lift {
                from,
                stack,
                rounds_first,
            });
            next.cells[fi] = 0;
            let owner = cell & WHITE_BIT;
            for (i, step) in path.steps().iter().enumerate() {
                let piece = drop_piece(cell, rounds_first, i as u8);
                let c = &mut next.cells[step.square.index() as usize];
                let before = Stack::from_cell(*c);
                *c = if *c == 0 { owner | piece } else { *c + piece };
                effects.push(Effect::Drop {
                    piece: trace.kinds[i],
                    square: step.square,
                    rebound: step.rebound,
                    before,
                    after: Stack::from_cell(*c)?,
                });
            }
            if let Found::Exit(_) = found {
                let dropped = path.steps().len() as u8;
                let mut left = 0u8;
                for i in dropped..stack.height() {
                    left += drop_piece(cell, rounds_first, i);
                }
                effects.push(Effect::Exit {
                    deployment: true,
                    from: path.last().unwrap_or(from),
                    stack: Stack::from_cell(owner | left)?,
                    kind: trace.exit_kind,
                    path: Path::from_trace(&Trace { len: 0, ..trace }),
                    beyond: trace.beyond,
                    winner: mover,
                });
                effects.push(Effect::GameOver(Outcome::win(
                    mover,
                    crate::rules::EndReason::Exit,
                )));
            }
            next.side = mover.opponent();
        }
        Found::Exit(None) => {
            effects.push(Effect::Exit {
                deployment: false,
                from,
                stack,
                kind: trace.exit_kind,
                path,
                beyond: trace.beyond,
                winner: mover,
            });
            effects.push(Effect::GameOver(Outcome::win(
                mover,
                crate::rules::EndReason::Exit,
            )));
            next.apply(mv);
        }
    }
    Some((next, effects))
}

impl Position {
    /// The effects `mv` would have, without playing it (`None` when it is
    /// illegal): the UI can preview a path.
    #[must_use]
    pub fn preview(&self, mv: Move) -> Option<Vec<Effect>> {
        play_with_effects(self, mv).map(|(_, e)| e)
    }
}
