//! The move generator of spec §12.1 and move application.
//!
//! One generator walks every path; what it finds goes to a [`Sink`]. The
//! fast sink only fills a [`MoveList`]; the effects module uses another sink
//! to recover the path of one chosen move, so paths shown to the viewer come
//! from exactly the code that decides legality.
//!
//! Deduplication (spec §10.2) is built in rather than done afterwards:
//! * exits: one `sq#` per stack, the first path found (movements are tried
//!   before deployments, so the effects of an exit prefer a movement);
//! * square sideways rebounds in a movement only add the null move: any
//!   other square they reach is also reached by the plain sideways move in
//!   the other direction, which needs a subset of the same empty squares;
//! * everything else is unique already: round and square movements of one
//!   stack never share a destination (a stack has at most 3 pieces), and a
//!   deployment's drop list determines its directions.

use super::board::{ONE_ROUND, ONE_SQUARE, Square};
use super::board::{
    Position, WHITE_BIT, cell_height, cell_is, cell_rounds, cell_squares, side_bit,
};
use super::moves::{Move, MoveList, StepKind};
use crate::rules::Side;

/// The squares a path or a deployment landed on, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Trace {
    pub len: u8,
    pub squares: [u8; 3],
    /// Whether the step onto `squares[i]` rebounded off a side edge.
    pub rebound: [bool; 3],
    pub kinds: [StepKind; 3],
    /// For exits: the off-board cell (file, rank, 0-based) the last step
    /// aimed at, and the kind of that step.
    pub beyond: (i8, i8),
    pub exit_kind: StepKind,
}

impl Trace {
    const fn new() -> Trace {
        Trace {
            len: 0,
            squares: [0; 3],
            rebound: [false; 3],
            kinds: [StepKind::Square; 3],
            beyond: (0, 0),
            exit_kind: StepKind::Square,
        }
    }

    #[inline]
    fn push(&mut self, sq: u8, rebound: bool, kind: StepKind) {
        let i = self.len as usize;
        self.squares[i] = sq;
        self.rebound[i] = rebound;
        self.kinds[i] = kind;
        self.len += 1;
    }

    #[inline]
    fn drops_on(&self, sq: u8) -> u8 {
        self.squares[..self.len as usize]
            .iter()
            .filter(|&&q| q == sq)
            .count() as u8
    }
}

/// Receives what the generator finds.
pub(crate) trait Sink {
    /// A movement to an empty square, a capture or a stacking.
    fn movement(&mut self, from: u8, to: u8, trace: &Trace);
    /// The null move (a square sideways rebound back onto `at`).
    fn null(&mut self, at: u8, trace: &Trace);
    /// A complete deployment; `trace` holds the drops.
    fn deploy(&mut self, from: u8, rounds_first: bool, trace: &Trace);
    /// The first way found for the stack on `from` to leave the board.
    /// `deploy` tells whether it was a deployment (then `trace` holds the
    /// drops made before the exit) or a movement (the squares crossed).
    fn exit(&mut self, from: u8, deploy: Option<bool>, trace: &Trace);
}

/// The sink that collects canonical moves.
struct ListSink<'a>(&'a mut MoveList);

impl Sink for ListSink<'_> {
    #[inline]
    fn movement(&mut self, from: u8, to: u8, _: &Trace) {
        self.0.push(Move::Movement {
            from: Square::from_index(from),
            to: Square::from_index(to),
        });
    }
    #[inline]
    fn null(&mut self, at: u8, _: &Trace) {
        self.0.push(Move::Null {
            at: Square::from_index(at),
        });
    }
    #[inline]
    fn deploy(&mut self, from: u8, rounds_first: bool, t: &Trace) {
        let mut drops = [Square::default(); 3];
        for (d, &s) in drops.iter_mut().zip(&t.squares[..t.len as usize]) {
            *d = Square::from_index(s);
        }
        self.0.push(Move::Deployment {
            from: Square::from_index(from),
            rounds_first,
            count: t.len,
            drops,
        });
    }
    #[inline]
    fn exit(&mut self, from: u8, _: Option<bool>, _: &Trace) {
        self.0.push(Move::Exit {
            from: Square::from_index(from),
        });
    }
}

/// One step of the stepping procedure of spec §6.1.
enum Step {
    Exit,
    Blocked,
    Land { sq: u8, rebound: bool },
}

#[derive(Clone, Copy)]
struct Walker {
    x: i8,
    y: i8,
    dx: i8,
    dy: i8,
    stepped: bool,
    rebounded: bool,
}

impl Walker {
    #[inline]
    const fn new(sq: u8, dx: i8, dy: i8) -> Walker {
        Walker {
            x: (sq & 7) as i8,
            y: (sq >> 3) as i8,
            dx,
            dy,
            stepped: false,
            rebounded: false,
        }
    }

    #[inline]
    fn step(&mut self) -> Step {
        let ny = self.y + self.dy;
        // Step 1 before step 2: leaving past the last rank wins even at a
        // corner (§6.1). Only forward steps change the rank.
        if !(0..8).contains(&ny) {
            return Step::Exit;
        }
        let mut nx = self.x + self.dx;
        let mut rebound = false;
        if !(0..8).contains(&nx) {
            if !self.stepped || self.rebounded {
                return Step::Blocked;
            }
            self.dx = -self.dx;
            self.rebounded = true;
            rebound = true;
            nx = self.x + self.dx;
        }
        self.x = nx;
        self.y = ny;
        self.stepped = true;
        Step::Land {
            sq: (ny * 8 + nx) as u8,
            rebound,
        }
    }

    #[inline]
    const fn beyond(&self) -> (i8, i8) {
        (self.x + self.dx, self.y + self.dy)
    }
}

/// Forward rank direction of `side`.
#[inline]
pub(crate) const fn forward(side: Side) -> i8 {
    match side {
        Side::White => 1,
        Side::Black => -1,
    }
}

/// Generates every move of the stack on `from` (which must be the mover's).
#[inline]
pub(crate) fn gen_stack<S: Sink>(cells: &[u8; 64], from: u8, fwd: i8, sink: &mut S) {
    let cell = cells[from as usize];
    let r = cell_rounds(cell);
    let s = cell_squares(cell);
    let h = r + s;
    let me = cell & WHITE_BIT;
    let mut exited = false;
    if r > 0 {
        for dx in [-1, 1] {
            walk_movement(
                cells,
                from,
                me,
                h,
                dx,
                fwd,
                r,
                StepKind::Round,
                &mut exited,
                sink,
            );
        }
    }
    if s > 0 {
        for (dx, dy) in [(0, fwd), (-1, 0), (1, 0)] {
            walk_movement(
                cells,
                from,
                me,
                h,
                dx,
                dy,
                s,
                StepKind::Square,
                &mut exited,
                sink,
            );
        }
    }
    if h < 2 {
        return;
    }
    if r > 0 && s > 0 {
        deploy_order(
            cells,
            from,
            me,
            fwd,
            StepKind::Square,
            s,
            r,
            &mut exited,
            sink,
        );
        deploy_order(
            cells,
            from,
            me,
            fwd,
            StepKind::Round,
            r,
            s,
            &mut exited,
            sink,
        );
    } else if r > 0 {
        deploy_order(
            cells,
            from,
            me,
            fwd,
            StepKind::Round,
            r,
            0,
            &mut exited,
            sink,
        );
    } else {
        deploy_order(
            cells,
            from,
            me,
            fwd,
            StepKind::Square,
            s,
            0,
            &mut exited,
            sink,
        );
    }
}

#[allow(clippy::too_many_arguments)]
#[inline]
fn walk_movement<S: Sink>(
    cells: &[u8; 64],
    from: u8,
    me: u8,
    height: u8,
    dx: i8,
    dy: i8,
    steps: u8,
    kind: StepKind,
    exited: &mut bool,
    sink: &mut S,
) {
    let mut w = Walker::new(from, dx, dy);
    let mut t = Trace::new();
    for _ in 0..steps {
        match w.step() {
            Step::Exit => {
                if !*exited {
                    *exited = true;
                    t.beyond = w.beyond();
                    t.exit_kind = kind;
                    sink.exit(from, None, &t);
                }
                return;
            }
            Step::Blocked => return,
            Step::Land { sq, rebound } => {
                t.push(sq, rebound, kind);
                if w.rebounded && dy == 0 {
                    // Square sideways rebound: only the null move is new.
                    if sq == from {
                        sink.null(from, &t);
                    }
                    return;
                }
                let target = cells[sq as usize];
                if target == 0 {
                    sink.movement(from, sq, &t);
                    continue;
                }
                if target & WHITE_BIT != me || height + cell_height(target) <= 3 {
                    sink.movement(from, sq, &t);
                }
                return;
            }
        }
    }
}

/// Outcome of walking one deployment group.
enum Group {
    Done,
    Exit,
    Illegal,
}

#[inline]
fn walk_group(
    cells: &[u8; 64],
    from: u8,
    me: u8,
    w: &mut Walker,
    n: u8,
    kind: StepKind,
    t: &mut Trace,
) -> Group {
    for _ in 0..n {
        match w.step() {
            Step::Exit => {
                t.beyond = w.beyond();
                t.exit_kind = kind;
                return Group::Exit;
            }
            Step::Blocked => return Group::Illegal,
            Step::Land { sq, rebound } => {
                // The lifted source counts as empty (§9.3).
                let target = if sq == from { 0 } else { cells[sq as usize] };
                if target != 0 && target & WHITE_BIT != me {
                    return Group::Illegal;
                }
                if cell_height(target) + t.drops_on(sq) >= 3 {
                    return Group::Illegal;
                }
                t.push(sq, rebound, kind);
            }
        }
    }
    Group::Done
}

#[inline]
fn directions(kind: StepKind, fwd: i8) -> &'static [(i8, i8)] {
    const WHITE_ROUND: [(i8, i8); 2] = [(-1, 1), (1, 1)];
    const BLACK_ROUND: [(i8, i8); 2] = [(-1, -1), (1, -1)];
    const WHITE_SQUARE: [(i8, i8); 3] = [(0, 1), (-1, 0), (1, 0)];
    const BLACK_SQUARE: [(i8, i8); 3] = [(0, -1), (-1, 0), (1, 0)];
    match (kind, fwd > 0) {
        (StepKind::Round, true) => &WHITE_ROUND,
        (StepKind::Round, false) => &BLACK_ROUND,
        (StepKind::Square, true) => &WHITE_SQUARE,
        (StepKind::Square, false) => &BLACK_SQUARE,
    }
}

#[allow(clippy::too_many_arguments)]
#[inline]
fn deploy_order<S: Sink>(
    cells: &[u8; 64],
    from: u8,
    me: u8,
    fwd: i8,
    first: StepKind,
    n1: u8,
    n2: u8,
    exited: &mut bool,
    sink: &mut S,
) {
    let rounds_first = first == StepKind::Round;
    let second = if rounds_first {
        StepKind::Square
    } else {
        StepKind::Round
    };
    for &(dx, dy) in directions(first, fwd) {
        let mut w = Walker::new(from, dx, dy);
        let mut t = Trace::new();
        match walk_group(cells, from, me, &mut w, n1, first, &mut t) {
            Group::Illegal => continue,
            Group::Exit => {
                if !*exited {
                    *exited = true;
                    sink.exit(from, Some(rounds_first), &t);
                }
                continue;
            }
            Group::Done => {}
        }
        if n2 == 0 {
            sink.deploy(from, rounds_first, &t);
            continue;
        }
        let at = (w.y * 8 + w.x) as u8;
        for &(dx2, dy2) in directions(second, fwd) {
            let mut w2 = Walker::new(at, dx2, dy2);
            let mut t2 = t;
            match walk_group(cells, from, me, &mut w2, n2, second, &mut t2) {
                Group::Illegal => {}
                Group::Exit => {
                    if !*exited {
                        *exited = true;
                        sink.exit(from, Some(rounds_first), &t2);
                    }
                }
                Group::Done => sink.deploy(from, rounds_first, &t2),
            }
        }
    }
}

/// What kind of move was applied (the columns of spec §12.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveClass {
    /// To an empty square, or the null move.
    Move,
    /// Onto an own stack.
    Stack,
    /// Onto an enemy stack.
    Capture,
    /// A deployment.
    Deploy,
    /// Off the board: the mover wins.
    Exit,
}

impl Position {
    /// Runs the generator over every stack of the side to move.
    #[inline]
    pub(crate) fn generate_into<S: Sink>(&self, sink: &mut S) {
        let me = side_bit(self.side);
        let fwd = forward(self.side);
        for from in 0..64u8 {
            if cell_is(self.cells[from as usize], me) {
                gen_stack(&self.cells, from, fwd, sink);
            }
        }
    }

    /// Fills `list` with the legal moves of the side to move (cleared
    /// first). No allocation. A position reached after a game-ending move is
    /// not special here: [`super::Game`] stops offering moves then.
    pub fn generate(&self, list: &mut MoveList) {
        list.clear();
        self.generate_into(&mut ListSink(list));
        debug_assert!(
            !list.is_empty() || !self.has_pieces(self.side),
            "stalemate is impossible (spec §11.3)"
        );
    }

    /// The legal moves of the side to move.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// The legal moves of the stack on `from` (empty unless it is the
    /// mover's): the UI highlights their destinations and paths.
    #[must_use]
    pub fn moves_from(&self, from: Square) -> MoveList {
        let mut list = MoveList::new();
        if cell_is(self.cells[from.index() as usize], side_bit(self.side)) {
            gen_stack(
                &self.cells,
                from.index(),
                forward(self.side),
                &mut ListSink(&mut list),
            );
        }
        list
    }

    /// Whether `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.moves_from(mv.from()).contains(&mv)
    }

    /// Applies a legal move in place (no check) and says what it was. An
    /// exit just removes the leaving stack: the game is over anyway.
    pub fn apply(&mut self, mv: Move) -> MoveClass {
        let class = match mv {
            Move::Movement { from, to } => {
                let cell = self.cells[from.index() as usize];
                self.cells[from.index() as usize] = 0;
                let target = self.cells[to.index() as usize];
                if target == 0 {
                    self.cells[to.index() as usize] = cell;
                    MoveClass::Move
                } else if (target ^ cell) & WHITE_BIT == 0 {
                    // Same owner: the counts add up (heights stay ≤ 3).
                    self.cells[to.index() as usize] = target + (cell & 0x0F);
                    MoveClass::Stack
                } else {
                    self.cells[to.index() as usize] = cell;
                    MoveClass::Capture
                }
            }
            Move::Deployment {
                from,
                rounds_first,
                count,
                drops,
            } => {
                let cell = self.cells[from.index() as usize];
                self.cells[from.index() as usize] = 0;
                let owner = cell & WHITE_BIT;
                for (i, sq) in drops[..count as usize].iter().enumerate() {
                    let piece = drop_piece(cell, rounds_first, i as u8);
                    let c = &mut self.cells[sq.index() as usize];
                    *c = if *c == 0 { owner | piece } else { *c + piece };
                }
                MoveClass::Deploy
            }
            Move::Exit { from } => {
                self.cells[from.index() as usize] = 0;
                MoveClass::Exit
            }
            Move::Null { .. } => MoveClass::Move,
        };
        self.side = self.side.opponent();
        class
    }
}

/// The cell increment of the `i`-th piece dropped by a deployment of
/// `cell`: one group after the other (§9.2).
#[inline]
pub(crate) const fn drop_piece(cell: u8, rounds_first: bool, i: u8) -> u8 {
    let first_count = if rounds_first {
        cell_rounds(cell)
    } else {
        cell_squares(cell)
    };
    let first_is_round = rounds_first;
    let is_round = if i < first_count {
        first_is_round
    } else {
        !first_is_round
    };
    if is_round { ONE_ROUND } else { ONE_SQUARE }
}

/// A sink that only notes whether an exit exists.
struct ExitSink(bool);

impl Sink for ExitSink {
    #[inline]
    fn movement(&mut self, _: u8, _: u8, _: &Trace) {}
    #[inline]
    fn null(&mut self, _: u8, _: &Trace) {}
    #[inline]
    fn deploy(&mut self, _: u8, _: bool, _: &Trace) {}
    #[inline]
    fn exit(&mut self, _: u8, _: Option<bool>, _: &Trace) {
        self.0 = true;
    }
}

impl Position {
    /// How many of `side`'s stacks could leave the board past the last rank
    /// on `side`'s next move (whoever is to move now): the AI's race
    /// threats, and a danger hint for the UI.
    #[must_use]
    pub fn exit_threats(&self, side: Side) -> u32 {
        let me = side_bit(side);
        let fwd = forward(side);
        let mut n = 0;
        for from in 0..64u8 {
            let cell = self.cells[from as usize];
            if !cell_is(cell, me) {
                continue;
            }
            let dist = super::board::goal_distance_from(side, Square::from_index(from));
            if dist == 1 {
                // A stack on the last rank always has a way out (§11.1).
                n += 1;
                continue;
            }
            // A stack moves or deploys at most its height in ranks.
            if dist > cell_height(cell) {
                continue;
            }
            let mut sink = ExitSink(false);
            gen_stack(&self.cells, from, fwd, &mut sink);
            n += u32::from(sink.0);
        }
        n
    }
}
