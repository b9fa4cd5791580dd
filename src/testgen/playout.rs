//! Random playouts with the invariants of the rules' property tests, and
//! games of the computer at a level, for the soak runner.
//!
//! Each playout checks at every ply: the move list is non-empty and free of
//! duplicates while the game goes on (empty once it is over); every listed
//! move is legal, reads back from its text and plays; pieces are conserved
//! (only captures, huffs and exits remove any); the effects rebuild the next
//! position from the previous one; the position text reads back; and at the
//! end the whole record replays to the same game.

use super::{Check, ensure};
use crate::ai::{self, Level};
use crate::rules::{Notation, Rules, Side, SplitMix64, checkers, gounki, othello};

/// One Othello playout from the start with random moves.
pub fn othello_playout(seed: u64) -> Check {
    use othello::{Effect, Move, Position, Square};
    let mut rng = SplitMix64(seed);
    let mut pos = Position::start();
    let mut moves = Vec::new();
    let mut placed = 0u32;
    while !pos.is_over() {
        ensure(pos.outcome().is_none(), || {
            format!("{pos}: outcome before the end")
        })?;
        let legal = pos.legal_moves();
        ensure(!legal.is_empty(), || format!("{pos}: no move, not over"))?;
        for &mv in &legal {
            ensure(pos.is_legal(mv), || {
                format!("{pos}: {mv} listed, not legal")
            })?;
            ensure(pos.parse_move(&pos.move_text(mv)) == Ok(mv), || {
                format!("{pos}: {mv} does not read back")
            })?;
        }
        // A square not listed is refused.
        let sq = Square::from_index(rng.below(64) as u8).unwrap_or(Square::new(0, 0));
        if !legal.contains(&Move::Place(sq)) {
            ensure(pos.play(Move::Place(sq)).is_err(), || {
                format!("{pos}: {sq} is not listed but plays")
            })?;
        }
        let mv = legal[rng.below(legal.len())];
        let (next, effects) = pos
            .play(mv)
            .map_err(|_| format!("{pos}: listed {mv} is illegal"))?;
        let (mut black, mut white) = (pos.black(), pos.white());
        for e in &effects {
            match *e {
                Effect::Placed { square, side }
                | Effect::Flipped {
                    square, to: side, ..
                } => {
                    let (add, remove) = if side == Side::Black {
                        (&mut black, &mut white)
                    } else {
                        (&mut white, &mut black)
                    };
                    *add |= square.bit();
                    *remove &= !square.bit();
                }
                Effect::Passed { side } => ensure(mv == Move::Pass && side == pos.turn(), || {
                    format!("{pos}: pass effect for {mv}")
                })?,
            }
        }
        ensure((black, white) == (next.black(), next.white()), || {
            format!("{pos}: the effects of {mv} do not give {next}")
        })?;
        if let Move::Place(s) = mv {
            placed += 1;
            ensure(
                effects.len() == 1 + pos.flips(s).count_ones() as usize,
                || format!("{pos}: {mv} effect count"),
            )?;
        }
        let (b, w) = next.counts();
        ensure(u32::from(b) + u32::from(w) == 4 + placed, || {
            format!("{next}: discs not conserved")
        })?;
        ensure(
            Position::parse_position(&next.position_text()) == Ok(next),
            || format!("{next}: position text does not read back"),
        )?;
        moves.push(mv);
        pos = next;
    }
    ensure(pos.legal_moves().is_empty(), || {
        format!("{pos}: over with moves")
    })?;
    let score = pos
        .outcome()
        .and_then(|o| o.score)
        .ok_or_else(|| format!("{pos}: over without a score"))?;
    ensure(u32::from(score.0) + u32::from(score.1) == 64, || {
        format!("{pos}: score {score:?}")
    })?;
    let text = othello::transcript(&moves);
    let mut expected = moves;
    if expected.last() == Some(&Move::Pass) {
        expected.pop();
    }
    ensure(
        othello::parse_transcript(&Position::start(), &text) == Ok(expected),
        || format!("transcript {text} does not read back"),
    )
}

/// Replays Gounki effects on `before` as a viewer would.
pub(crate) fn gounki_replay(
    before: &gounki::Position,
    effects: &[gounki::Effect],
) -> Result<gounki::Position, String> {
    use gounki::{Effect, Landing, Stack, StepKind};
    let mut b = *before;
    let mover = before.side_to_move();
    let bad = |what: &str| Err(format!("{before}: effect {what} does not fit"));
    for e in effects {
        match *e {
            Effect::Movement {
                from,
                stack,
                path,
                landing,
                ..
            } => {
                let Some(to) = path.last() else {
                    return bad("movement without path");
                };
                if b.stack_at(from) != Some(stack) {
                    return bad("movement origin");
                }
                if b.set_stack(from, None).is_err() {
                    return bad("piece counts");
                }
                let landed = match landing {
                    Landing::Empty if b.stack_at(to).is_none() => stack,
                    Landing::Captured(enemy)
                        if b.stack_at(to) == Some(enemy) && enemy.owner != mover =>
                    {
                        stack
                    }
                    Landing::Stacked { onto, result }
                        if b.stack_at(to) == Some(onto)
                            && result.rounds == onto.rounds + stack.rounds
                            && result.squares == onto.squares + stack.squares =>
                    {
                        result
                    }
                    _ => return bad("landing"),
                };
                if path.steps()[..path.steps().len() - 1]
                    .iter()
                    .any(|s| b.stack_at(s.square).is_some())
                {
                    return bad("path through a stack");
                }
                if b.set_stack(to, Some(landed)).is_err() {
                    return bad("piece counts");
                }
            }
            Effect::Null { at, stack, path } => {
                if b.stack_at(at) != Some(stack) || path.last() != Some(at) {
                    return bad("null");
                }
            }
            Effect::Lift { from, stack, .. } => {
                if b.stack_at(from) != Some(stack) {
                    return bad("lift");
                }
                if b.set_stack(from, None).is_err() {
                    return bad("piece counts");
                }
            }
            Effect::Drop {
                piece,
                square,
                before: held,
                after,
                ..
            } => {
                if b.stack_at(square) != held {
                    return bad("drop square");
                }
                let (r, s) = held.map_or((0, 0), |st| (st.rounds, st.squares));
                let (r, s) = match piece {
                    StepKind::Round => (r + 1, s),
                    StepKind::Square => (r, s + 1),
                };
                if Stack::new(mover, r, s) != Some(after) {
                    return bad("drop result");
                }
                if b.set_stack(square, Some(after)).is_err() {
                    return bad("piece counts");
                }
            }
            Effect::Exit {
                from,
                stack,
                winner,
                path,
                beyond,
                deployment,
                ..
            } => {
                if winner != mover || !(beyond.1 == -1 || beyond.1 == 8) {
                    return bad("exit winner");
                }
                if deployment {
                    if b.stack_at(from).is_none() {
                        return bad("deployment exit");
                    }
                } else {
                    if b.stack_at(from) != Some(stack) {
                        return bad("exit origin");
                    }
                    if b.set_stack(from, None).is_err() {
                        return bad("piece counts");
                    }
                }
                if path.steps().iter().any(|s| b.stack_at(s.square).is_some()) {
                    return bad("exit path");
                }
            }
            Effect::GameOver(_) => {}
        }
    }
    b.set_side_to_move(mover.opponent());
    Ok(b)
}

/// One Gounki playout (from the start, or from a reachable position one
/// time in four) of up to 300 plies.
pub fn gounki_playout(seed: u64) -> Check {
    use gounki::{Effect, Game, Landing, Move, Position};
    let mut rng = SplitMix64(seed);
    let start = if seed % 4 == 3 {
        super::gounki::random_position(&mut rng)
    } else {
        Position::start()
    };
    let mut game = Game::from_position(start);
    let mut texts = std::collections::HashSet::new();
    for _ in 0..300 {
        let p = *game.position();
        if let Some(outcome) = game.outcome() {
            ensure(game.legal_moves().is_empty(), || {
                format!("{p}: over ({outcome}) with moves")
            })?;
            let mv = p.legal_moves().as_slice().first().copied();
            if let Some(mv) = mv {
                ensure(game.clone().play(mv).is_err(), || {
                    format!("{p}: {mv} plays after the end")
                })?;
            }
            break;
        }
        let moves = game.legal_moves();
        ensure(!moves.is_empty(), || format!("{p}: no move, not over"))?;
        texts.clear();
        for &mv in &moves {
            let text = mv.to_string();
            ensure(Move::parse(&text) == Ok(mv), || {
                format!("{p}: {text} does not read back")
            })?;
            ensure(p.is_legal(mv), || format!("{p}: {mv} listed, not legal"))?;
            ensure(texts.insert(text), || format!("{p}: {mv} listed twice"))?;
        }
        let mv = moves[rng.below(moves.len())];
        let mover = p.side_to_move();
        let (me, them) = (p.piece_counts(mover), p.piece_counts(mover.opponent()));
        let (next, effects) = game
            .play(mv)
            .map_err(|_| format!("{p}: listed {mv} is illegal"))?;
        let q = *next.position();
        ensure(
            q.stacks().all(|(_, st)| (1..=3).contains(&st.height())),
            || format!("{q}: a stack of 0 or more than 3"),
        )?;
        let (me2, them2) = (q.piece_counts(mover), q.piece_counts(mover.opponent()));
        let captured = effects.iter().find_map(|e| match e {
            Effect::Movement {
                landing: Landing::Captured(st),
                ..
            } => Some(*st),
            _ => None,
        });
        let (cr, cs) = captured.map_or((0, 0), |c| (c.rounds, c.squares));
        ensure(
            them2.rounds + cr == them.rounds && them2.squares + cs == them.squares,
            || format!("{p}: {mv} loses enemy pieces other than the captured"),
        )?;
        if matches!(mv, Move::Exit { .. }) {
            ensure(me2.pieces() < me.pieces(), || {
                format!("{p}: exit {mv} keeps its pieces")
            })?;
        } else {
            ensure(me2.pieces() == me.pieces(), || {
                format!("{p}: {mv} changes the mover's pieces")
            })?;
            let mut fast = p;
            fast.apply(mv);
            ensure(fast == q, || {
                format!("{p}: apply and play disagree on {mv}")
            })?;
        }
        ensure(gounki_replay(&p, &effects)? == q, || {
            format!("{p}: the effects of {mv} do not give {q}")
        })?;
        ensure(Position::parse(&q.to_string()) == Ok(q), || {
            format!("{q}: position text does not read back")
        })?;
        ensure(
            Position::from_kalaww(&q.to_kalaww(), q.side_to_move()) == Ok(q),
            || format!("{q}: board file does not read back"),
        )?;
        game = next;
    }
    let replay = Game::from_record(start, &game.record_text());
    ensure(replay.as_ref() == Ok(&game), || {
        format!("record of {} does not replay: {replay:?}", game.position())
    })
}

/// Checkers squares as a plain board (for replaying effects).
fn checkers_board(p: &checkers::Position) -> [Option<checkers::Piece>; 32] {
    let mut b = [None; 32];
    for s in checkers::Square::all() {
        b[s.index() as usize] = p.piece_at(s);
    }
    b
}

/// One checkers playout from the start (family mode for odd seeds), to the
/// end of the game (the draw rules end every game).
pub fn checkers_playout(seed: u64) -> Check {
    use checkers::{Effect, Game, Move, PieceKind, Position, fen, parse_fen, piece_move_text};
    let family = seed % 2 == 1;
    let mut rng = SplitMix64(seed);
    let start = Game::new().with_family(family);
    let mut g = start.clone();
    let mut record = Vec::new();
    loop {
        let p = *g.position();
        if let Some(outcome) = g.outcome() {
            ensure(g.legal_moves().is_empty(), || {
                format!("{}: over ({outcome}) with moves", fen(&p))
            })?;
            break;
        }
        ensure(record.len() < 5_000, || {
            "a game longer than 5000 plies".to_string()
        })?;
        ensure(parse_fen(&fen(&p)) == Ok(p), || {
            format!("{}: FEN does not read back", fen(&p))
        })?;
        let moves = g.legal_moves();
        ensure(!moves.is_empty(), || {
            format!("{}: no move, not over", fen(&p))
        })?;
        let mut caps = Vec::new();
        let max = p.generate_captures(&mut caps);
        for &mv in &moves {
            ensure(g.parse_move(&g.move_text(mv)) == Ok(mv), || {
                format!("{}: {} does not read back", fen(&p), g.move_text(mv))
            })?;
            if let Move::Piece(pm) = mv {
                let piece = p.piece_at(pm.from());
                ensure(piece.is_some_and(|x| x.side == p.turn()), || {
                    format!("{}: {} moves no own piece", fen(&p), piece_move_text(&pm))
                })?;
                if pm.is_capture() {
                    ensure(
                        pm.captured_count() == max
                            && pm.captured_bits() & p.side_bits(p.turn().opponent())
                                == pm.captured_bits(),
                        || {
                            format!(
                                "{}: {} is not a maximum capture",
                                fen(&p),
                                piece_move_text(&pm)
                            )
                        },
                    )?;
                } else {
                    ensure(max == 0 || family, || {
                        format!("{}: simple move while a capture is due", fen(&p))
                    })?;
                }
            }
        }
        let mv = moves[rng.below(moves.len())];
        let count = |q: &Position| {
            let (w, b) = (q.count(Side::White), q.count(Side::Black));
            w.0 + w.1 + b.0 + b.1
        };
        let before = count(&p);
        let mut board = checkers_board(&p);
        let (next, fx) = g
            .clone()
            .play(mv)
            .map_err(|_| format!("{}: listed move is illegal", fen(&p)))?;
        for e in &fx {
            match *e {
                Effect::Step { from, to } | Effect::Hop { from, to, .. } => {
                    let piece = board[from.index() as usize].take();
                    board[to.index() as usize] = piece;
                }
                Effect::Remove { square, piece } => {
                    ensure(board[square.index() as usize] == Some(piece), || {
                        format!("{}: removal of a piece not there", fen(&p))
                    })?;
                    board[square.index() as usize] = None;
                }
                Effect::Promote { square } => {
                    if let Some(piece) = board[square.index() as usize].as_mut() {
                        piece.kind = PieceKind::King;
                    }
                }
                Effect::Huff(h) => {
                    ensure(board[h.square.index() as usize] == Some(h.piece), || {
                        format!("{}: huff of a piece not there", fen(&p))
                    })?;
                    board[h.square.index() as usize] = None;
                }
            }
        }
        let np = *next.position();
        ensure(board == checkers_board(&np), || {
            format!("{}: effects do not give {}", fen(&p), fen(&np))
        })?;
        let after = count(&np);
        match mv {
            Move::Piece(pm) => {
                ensure(before - after == pm.captured_count(), || {
                    format!("{}: pieces not conserved", fen(&p))
                })?;
                ensure(np.turn() == p.turn().opponent(), || {
                    "turn did not pass".to_string()
                })?;
            }
            Move::Huff(_) => {
                ensure(before - after == 1 && np.turn() == p.turn(), || {
                    format!("{}: bad huff", fen(&p))
                })?;
            }
        }
        record.push(mv);
        g = next;
    }
    // The PDN of the game reads back to the same moves and end.
    let mut pdn = checkers::pdn::PdnGame::new(start);
    pdn.moves.clone_from(&record);
    pdn.result = checkers::pdn::PdnResult::of_game(&g);
    let back = checkers::pdn::parse_pdn(&pdn.to_pdn());
    ensure(back.as_ref() == Ok(&pdn), || {
        format!("PDN does not read back: {back:?}")
    })?;
    ensure(pdn.final_game() == g, || {
        "PDN replays to another game".to_string()
    })
}

/// Most plies of a computer game before it is called off (no game here
/// comes near it: the draw rules end them).
pub const AI_MAX_PLIES: usize = 1_000;

/// What one computer game did: plies and the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AiGame {
    pub plies: usize,
    pub winner: Option<Side>,
    /// The game reached [`AI_MAX_PLIES`] without an end.
    pub unfinished: bool,
}

/// Limits of `level` with the noise seeded per game (so games differ) and
/// no clock cap (the soak measures the work, not the machine's load).
fn limits(base: crate::ai::SearchLimits, seed: u64) -> crate::ai::SearchLimits {
    crate::ai::SearchLimits {
        noise_seed: if base.noise > 0 { seed | 1 } else { 0 },
        time: None,
        ..base
    }
}

/// The computer at `level` playing both sides of `G`, after two random
/// opening plies, checking that it always answers with a legal move.
fn ai_game<G: Rules + std::fmt::Debug>(
    mut game: G,
    seed: u64,
    search: impl Fn(&G, &crate::ai::SearchLimits) -> Option<G::Move>,
    base: impl Fn() -> crate::ai::SearchLimits,
) -> Result<AiGame, String> {
    let mut rng = SplitMix64(seed);
    let sides = [
        limits(base(), rng.next_u64()),
        limits(base(), rng.next_u64()),
    ];
    for plies in 0..AI_MAX_PLIES {
        if let Some(outcome) = game.outcome() {
            return Ok(AiGame {
                plies,
                winner: outcome.winner,
                unfinished: false,
            });
        }
        let moves = game.legal_moves();
        let mv = if plies < 2 && !moves.is_empty() {
            Some(moves[rng.below(moves.len())])
        } else {
            search(&game, &sides[game.turn().index()])
        };
        let Some(mv) = mv else {
            return Err(format!("no move from the computer in {game:?}"));
        };
        ensure(moves.contains(&mv), || {
            format!("the computer's {mv:?} is not listed")
        })?;
        game = match game.play(mv) {
            Ok((next, _)) => next,
            Err(e) => return Err(format!("the computer's move is illegal: {e}")),
        };
    }
    Ok(AiGame {
        plies: AI_MAX_PLIES,
        winner: None,
        unfinished: true,
    })
}

/// One Othello game of the computer at `level` against itself.
pub fn othello_ai_game(level: Level, seed: u64) -> Result<AiGame, String> {
    ai_game(
        othello::Position::start(),
        seed,
        |p, l| ai::othello::best_move(p, level, l).best,
        || ai::othello::limits_for(level),
    )
}

/// One Gounki game of the computer at `level` against itself.
pub fn gounki_ai_game(level: Level, seed: u64) -> Result<AiGame, String> {
    ai_game(
        gounki::Game::new(),
        seed,
        |g, l| ai::gounki::best_move(g, level, l).best,
        || ai::gounki::limits_for(level),
    )
}

/// One checkers game of the computer at `level` against itself (family
/// mode for odd seeds).
pub fn checkers_ai_game(level: Level, seed: u64) -> Result<AiGame, String> {
    ai_game(
        checkers::Game::new().with_family(seed % 2 == 1),
        seed,
        |g, l| ai::checkers::best_move(g, level, l).best,
        || ai::checkers::limits_for(level),
    )
}
