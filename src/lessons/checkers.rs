//! The Checkers rules book: every worked position of the spec's §10 (C2,
//! C5, C6, C9, C11) and the king loop of §4.7 is a step, in the order a
//! learner needs them: set-up, men, chains, the maximum capture, crowning,
//! flying kings, the end, and last the family rules with the huff (§6).
//!
//! A huff is only legal right after a faulty move, and a FEN cannot say
//! that one is pending. So a family step whose action is a huff starts from
//! the position *after* the faulty move, and [`Teach::lesson_start`] finds
//! a faulty move that leads there (see [`after_faulty_move`]).

use super::{Action, Book, Chapter, Goal, Miss, Step, Teach};
use crate::game_kind::GameKind;
use crate::rules::checkers::{
    Effect, Game, Move, Piece, PieceKind, PieceMove, Square, far_row, parse_square,
};
use crate::rules::{Notation, NotationError, Rules};

/// The start position (spec §3).
const START: &str = "W:W21-32:B1-12";
/// Two men each side, no capture anywhere: men step forward.
const STEPS: &str = "W:W22,27:B6,11";
/// C2: 18 must take 15; Black's 22 behind it cannot be taken.
const C2: &str = "W:W18,28:B15,22";
/// One forward capture (22x13) among men with enemies behind or blocked.
const FIND_CAPTURE: &str = "W:W9,18,22,31:B14,17,23";
/// A man zig-zags: 27x18x11.
const ZIGZAG: &str = "W:W27,30:B3,15,23";
/// Three in one move: 31x24x15x6.
const THREE: &str = "W:W22,31:B2,10,19,27";
/// 22 could take 17, but 27 takes two (27x18x9): only that is legal.
const MOST: &str = "W:W22,27:B14,17,23";
/// C9, written canonically (the spec lists the black pieces out of order).
const C9: &str = "W:W22:BK9,11,K17,18";
/// C5: 11x2 crowns and stops.
const C5: &str = "W:W11:B6,7";
/// No capture due; only 7-3 crowns.
const CROWN: &str = "W:W7,22,26:B2,12";
/// A king in the middle of the board, no capture due.
const FLY: &str = "W:WK10,22:B1,3";
/// C6: the king takes 15 from a distance and lands on 11.
const C6: &str = "W:WK29:B15";
/// A king takes 18 from a distance, lands on 15, turns and takes 6.
const KING_TWO: &str = "W:WK29:B6,18";
/// §4.7: the Black king on 30 goes round a loop either way.
const LOOP: &str = "B:W17,18,24-29,32:B1-4,6-10,12,K30";
/// C11: White to move has no legal move and has lost.
const C11: &str = "W:W21:B14,17";
/// 21-17 shuts Black's last man in: White wins.
const SHUT_IN: &str = "W:W21,22,31:B13";
/// Kings only: what the draw rules are about.
const KINGS: &str = "W:WK31:BK2";
/// C2 after the faulty 28-24 (family rules): Black may huff 18.
const C2_AFTER_28_24: &str = "B:W18,24:B15,22";

static CHAPTERS: &[Chapter] = &[
    Chapter {
        key: "start",
        title: "lesson-checkers-start",
        steps: &[
            Step::look("lesson-checkers-start-1", START).marks(&["29"]),
            Step::look("lesson-checkers-start-2", START).marks(&["1", "4", "29", "32"]),
            Step::task("lesson-checkers-start-3", START, Goal::Move("22-18")),
        ],
    },
    Chapter {
        key: "men",
        title: "lesson-checkers-men",
        steps: &[
            Step::play("lesson-checkers-men-1", STEPS, "22-18").marks(&["17"]),
            Step::play("lesson-checkers-men-2", C2, "18x11")
                .marks(&["22", "25"])
                .example("C2"),
            Step::task("lesson-checkers-men-3", FIND_CAPTURE, Goal::Captures(1))
                .marks(&["14", "23"]),
        ],
    },
    Chapter {
        key: "chain",
        title: "lesson-checkers-chain",
        steps: &[
            Step::play("lesson-checkers-chain-1", ZIGZAG, "27x18x11"),
            Step::task("lesson-checkers-chain-2", THREE, Goal::Captures(3)),
        ],
    },
    Chapter {
        key: "most",
        title: "lesson-checkers-most",
        steps: &[
            Step::look("lesson-checkers-most-1", MOST).marks(&["22", "17"]),
            Step::task("lesson-checkers-most-2", MOST, Goal::Captures(2)),
            Step::task("lesson-checkers-most-3", C9, Goal::EndsOn("6"))
                .marks(&["9", "17"])
                .example("C9"),
        ],
    },
    Chapter {
        key: "crown",
        title: "lesson-checkers-crown",
        steps: &[
            Step::play("lesson-checkers-crown-1", C5, "11x2")
                .marks(&["6", "9"])
                .example("C5"),
            Step::task("lesson-checkers-crown-2", CROWN, Goal::Crowns),
        ],
    },
    Chapter {
        key: "kings",
        title: "lesson-checkers-kings",
        steps: &[
            Step::play("lesson-checkers-kings-1", FLY, "10-28"),
            Step::play("lesson-checkers-kings-2", C6, "29x11")
                .marks(&["8", "4"])
                .example("C6"),
            Step::task("lesson-checkers-kings-3", KING_TWO, Goal::Captures(2)),
            Step::play("lesson-checkers-kings-4", LOOP, "30x21x14x23x30").example("4.7"),
            Step::task(
                "lesson-checkers-kings-5",
                LOOP,
                Goal::Move("30x23x14x21x30"),
            )
            .example("4.7"),
        ],
    },
    Chapter {
        key: "end",
        title: "lesson-checkers-end",
        steps: &[
            Step::look("lesson-checkers-end-1", C11)
                .marks(&["17", "14"])
                .example("C11"),
            Step::task("lesson-checkers-end-2", SHUT_IN, Goal::Wins).marks(&["13"]),
            Step::look("lesson-checkers-end-3", KINGS),
        ],
    },
    Chapter {
        key: "family",
        title: "lesson-checkers-family",
        steps: &[
            Step::play("lesson-checkers-family-1", C2, "28-24")
                .marks(&["18"])
                .example("C2")
                .family(),
            Step::task(
                "lesson-checkers-family-2",
                C2_AFTER_28_24,
                Goal::Move("h18"),
            )
            .family(),
            Step::play("lesson-checkers-family-3", C2, "18-14")
                .marks(&["14"])
                .example("C2")
                .family(),
        ],
    },
];

static BOOK: Book = Book {
    game: GameKind::Checkers,
    chapters: CHAPTERS,
};

/// The square a step's huff names (`h18` played or asked for), if any.
fn huff_square(step: &Step) -> Option<Square> {
    let text = match step.action {
        Action::Play(text) | Action::Task(Goal::Move(text)) => text,
        _ => return None,
    };
    parse_square(text.strip_prefix('h')?).ok()
}

/// The game just after a faulty move that leaves `game`'s position with
/// the piece on `huffed` huffable: the opponent's piece that moved is put
/// back on each empty square in turn (as a man too, if it may have just
/// been crowned) until the rules, in family mode, find that simple move
/// faulty. `None` if no faulty move leads there.
fn after_faulty_move(game: &Game, huffed: Square) -> Option<Game> {
    let here = *game.position();
    let mover = here.turn().opponent();
    for (to, piece) in here.pieces(mover) {
        let mut kinds = vec![piece.kind];
        if piece.kind == PieceKind::King && far_row(mover) & to.bit() != 0 {
            kinds.push(PieceKind::Man);
        }
        for from in Square::all().filter(|&s| here.piece_at(s).is_none()) {
            for &kind in &kinds {
                let mut before = here;
                before.clear(to);
                before.put(from, Piece { side: mover, kind });
                before.set_turn(mover);
                let prior = Game::from_position(before).with_family(true);
                let faulty = Move::Piece(PieceMove::step(from, to));
                if !prior.is_legal(faulty) {
                    continue;
                }
                if let Ok((after, _)) = prior.play(faulty)
                    && *after.position() == here
                    && after.huffable().contains(&huffed)
                {
                    return Some(after);
                }
            }
        }
    }
    None
}

impl Teach for Game {
    fn book() -> &'static Book {
        &BOOK
    }

    /// A family step starts under the family rules; one that huffs starts
    /// right after a faulty move, so that the huff is there to be made.
    fn lesson_start(step: &Step) -> Result<Game, NotationError> {
        let game = Game::parse_position(step.position)?;
        if !step.family {
            return Ok(game);
        }
        let game = game.with_family(true);
        Ok(huff_square(step)
            .and_then(|sq| after_faulty_move(&game, sq))
            .unwrap_or(game))
    }

    fn judge(&self, mv: Move, effects: &Vec<Effect>, goal: Goal) -> Result<(), Miss> {
        match goal {
            // The canonical text is what the book writes.
            Goal::Move(text) => (self.move_text(mv) == text)
                .then_some(())
                .ok_or(Miss::NotTheMove),
            // Each removed piece counts once, man or king (spec §4.5); a
            // huff is not a capture.
            Goal::Captures(want) => {
                let got = effects
                    .iter()
                    .filter(|e| matches!(e, Effect::Remove { .. }))
                    .count() as u32;
                (got == want)
                    .then_some(())
                    .ok_or(Miss::Captures { got, want })
            }
            // The last landing square; a huff moves no piece, so it is
            // named by its own text.
            Goal::EndsOn(want) => {
                let got = match mv {
                    Move::Piece(pm) => pm.to().number().to_string(),
                    Move::Huff(_) => self.move_text(mv),
                };
                (got == want)
                    .then_some(())
                    .ok_or(Miss::EndsOn { got, want })
            }
            Goal::Crowns => effects
                .iter()
                .any(|e| matches!(e, Effect::Promote { .. }))
                .then_some(())
                .ok_or(Miss::NoCrown),
            // Won at once: the opponent has no piece or no legal move.
            Goal::Wins => {
                let mover = self.turn();
                let won = self
                    .clone()
                    .play(mv)
                    .ok()
                    .and_then(|(after, _)| after.outcome())
                    .is_some_and(|o| o.winner == Some(mover));
                won.then_some(()).ok_or(Miss::NoWin)
            }
            // Checkers has no flips or deployments: no step asks for them.
            Goal::Flips(want) => Err(Miss::Flips { got: 0, want }),
            Goal::DeploysTo(want) => Err(Miss::NoDeployment { want }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons::{answers, shown_move, steps, try_move};
    use crate::rules::checkers::fen;

    /// The sorted texts of the legal moves of a step's start.
    fn legal(step: &Step) -> Vec<String> {
        let game = Game::lesson_start(step).unwrap();
        let mut v: Vec<String> = game
            .legal_moves()
            .into_iter()
            .map(|m| game.move_text(m))
            .collect();
        v.sort();
        v
    }

    fn sorted(v: &[&str]) -> Vec<String> {
        let mut v: Vec<String> = v.iter().map(|s| (*s).to_string()).collect();
        v.sort();
        v
    }

    /// The steps showing `example`, in book order.
    fn example_steps(example: &str) -> Vec<&'static Step> {
        let found: Vec<&Step> = steps(Game::book())
            .map(|(_, s)| s)
            .filter(|s| s.example == Some(example))
            .collect();
        assert!(!found.is_empty(), "no step shows {example}");
        found
    }

    /// The step with this text id.
    fn step(text: &str) -> &'static Step {
        steps(Game::book())
            .map(|(_, s)| s)
            .find(|s| s.text == text)
            .unwrap_or_else(|| panic!("no step {text}"))
    }

    /// A task's answers as texts, in the rules' order.
    fn answer_texts(step: &Step) -> Vec<String> {
        let Action::Task(goal) = step.action else {
            panic!("{} is no task", step.text)
        };
        let game = Game::lesson_start(step).unwrap();
        answers(&game, goal)
            .into_iter()
            .map(|m| game.move_text(m))
            .collect()
    }

    /// The position after a step's shown move.
    fn after(step: &Step) -> String {
        let game = Game::lesson_start(step).unwrap();
        let mv = shown_move(&game, step).unwrap().unwrap();
        fen(game.play(mv).unwrap().0.position())
    }

    #[test]
    fn the_worked_positions_have_the_spec_s_legal_moves() {
        for (example, moves) in [
            ("C2", &["18x11"][..]),
            ("C5", &["11x2"]),
            ("C6", &["29x11"]),
            ("C9", &["22x13x6", "22x15x8"]),
            ("C11", &[]),
        ] {
            let strict: Vec<&Step> = example_steps(example)
                .into_iter()
                .filter(|s| !s.family)
                .collect();
            assert!(!strict.is_empty(), "{example}");
            for s in strict {
                assert_eq!(legal(s), sorted(moves), "{example}");
            }
        }
        // C9 is the spec's position, its black pieces written in order.
        assert_eq!(
            fen(&crate::rules::checkers::parse_fen("W:W22:B18,11,K17,K9").unwrap()),
            example_steps("C9")[0].position
        );
        // C11: the side to move has lost.
        let c11 = Game::lesson_start(example_steps("C11")[0]).unwrap();
        assert_eq!(
            c11.outcome().and_then(|o| o.winner),
            Some(crate::rules::Side::Black)
        );
    }

    #[test]
    fn c5_crowns_and_stops() {
        let c5 = example_steps("C5")[0];
        assert_eq!(c5.action, Action::Play("11x2"));
        assert_eq!(after(c5), "B:WK2:B6");
    }

    #[test]
    fn the_loop_has_exactly_its_two_moves() {
        let steps = example_steps("4.7");
        assert_eq!(steps.len(), 2);
        for s in &steps {
            assert_eq!(
                legal(s),
                sorted(&["30x21x14x23x30", "30x23x14x21x30"]),
                "{}",
                s.text
            );
        }
        assert_eq!(steps[0].action, Action::Play("30x21x14x23x30"));
        assert_eq!(answer_texts(steps[1]), ["30x23x14x21x30"]);
        // Four white pieces go; the king is back on 30.
        assert_eq!(after(steps[0]), "W:W24,27-29,32:B1-4,6-10,12,K30");
    }

    #[test]
    fn the_family_steps_are_the_spec_s_c2() {
        let family: Vec<&Step> = example_steps("C2")
            .into_iter()
            .filter(|s| s.family)
            .collect();
        assert_eq!(family.len(), 2);
        for s in &family {
            assert_eq!(s.position, C2);
            // The capture and the two faulty moves.
            assert_eq!(legal(s), sorted(&["18x11", "18-14", "28-24"]));
        }
        // After 28-24 the man on 18 is huffable; after 18-14 it is followed
        // to 14.
        let huffable = |s: &Step| {
            let game = Game::lesson_start(s).unwrap();
            let mv = shown_move(&game, s).unwrap().unwrap();
            let (next, _) = game.play(mv).unwrap();
            next.huffable()
                .iter()
                .map(|q| q.number())
                .collect::<Vec<_>>()
        };
        assert_eq!(family[0].action, Action::Play("28-24"));
        assert_eq!(huffable(family[0]), [18]);
        assert_eq!(family[1].action, Action::Play("18-14"));
        assert_eq!(huffable(family[1]), [14]);
    }

    #[test]
    fn the_huff_step_starts_with_the_huff_pending() {
        let s = step("lesson-checkers-family-2");
        assert!(s.family);
        assert_eq!(after(step("lesson-checkers-family-1")), s.position);
        let game = Game::lesson_start(s).unwrap();
        assert_eq!(game.position_text(), s.position);
        assert_eq!(
            game.huffable()
                .iter()
                .map(|q| q.number())
                .collect::<Vec<_>>(),
            [18]
        );
        // Huffing or declining (by moving) are Black's choices.
        assert_eq!(legal(s), sorted(&["h18", "15-19", "22-25", "22-26"]));
        assert_eq!(answer_texts(s), ["h18"]);
        // The huff is not a move: Black still has the turn, and 18 is gone.
        let h18 = game.parse_move("h18").unwrap();
        let (huffed, _) = game.play(h18).unwrap();
        assert_eq!(huffed.position_text(), "B:W24:B15,22");
        // Without the family rules nothing is pending.
        let strict = Game::parse_position(s.position).unwrap();
        assert!(strict.huffable().is_empty());
    }

    #[test]
    fn the_tasks_have_the_answers_the_texts_give() {
        for (text, want) in [
            ("lesson-checkers-start-3", &["22-18"][..]),
            ("lesson-checkers-men-3", &["22x13"]),
            ("lesson-checkers-chain-2", &["31x24x15x6"]),
            ("lesson-checkers-most-2", &["27x18x9"]),
            ("lesson-checkers-most-3", &["22x13x6"]),
            ("lesson-checkers-crown-2", &["7-3"]),
            ("lesson-checkers-kings-3", &["29x15x1"]),
            ("lesson-checkers-kings-5", &["30x23x14x21x30"]),
            ("lesson-checkers-end-2", &["21-17"]),
            ("lesson-checkers-family-2", &["h18"]),
        ] {
            assert_eq!(answer_texts(step(text)), want, "{text}");
        }
        let tasks = steps(Game::book()).filter(|(_, s)| s.is_task()).count();
        assert_eq!(tasks, 10, "every task is checked above");
    }

    #[test]
    fn the_shown_moves_do_what_the_texts_say() {
        // Men step forward; the zig-zag takes two.
        assert_eq!(after(step("lesson-checkers-men-1")), "B:W18,27:B6,11");
        assert_eq!(after(step("lesson-checkers-chain-1")), "B:W11,30:B3");
        // The king flies backwards across four squares.
        assert_eq!(after(step("lesson-checkers-kings-1")), "B:W22,K28:B1,3");
        // C6: it lands on 11, never on 8 or 4.
        assert_eq!(after(example_steps("C6")[0]), "B:WK11:B");
    }

    #[test]
    fn the_why_step_is_about_a_refused_capture() {
        let s = step("lesson-checkers-most-1");
        let game = Game::lesson_start(s).unwrap();
        // 22 could take 17 alone, but only the two-piece capture is legal.
        assert!(game.parse_move("22x13").is_err());
        assert_eq!(legal(s), ["27x18x9"]);
        let explained = game.explain_captures();
        assert_eq!(explained.max_taken, 2);
        assert_eq!(
            explained
                .pieces
                .iter()
                .map(|q| q.number())
                .collect::<Vec<_>>(),
            [27]
        );
    }

    #[test]
    fn wrong_moves_are_explained() {
        let c9 = example_steps("C9")[0];
        let game = Game::lesson_start(c9).unwrap();
        let men = game.parse_move("22x15x8").unwrap();
        assert_eq!(
            try_move(&game, men, Goal::EndsOn("6")).unwrap_err(),
            Miss::EndsOn {
                got: "8".to_string(),
                want: "6"
            }
        );
        let crown = Game::lesson_start(step("lesson-checkers-crown-2")).unwrap();
        let quiet = crown.parse_move("22-17").unwrap();
        assert_eq!(
            try_move(&crown, quiet, Goal::Crowns).unwrap_err(),
            Miss::NoCrown
        );
        let end = Game::lesson_start(step("lesson-checkers-end-2")).unwrap();
        // 22-17 leaves 22 empty, and Black takes 13x22.
        let open = end.parse_move("22-17").unwrap();
        assert_eq!(try_move(&end, open, Goal::Wins).unwrap_err(), Miss::NoWin);
        let lp = Game::lesson_start(example_steps("4.7")[1]).unwrap();
        let other = lp.parse_move("30x21x14x23x30").unwrap();
        assert_eq!(
            try_move(&lp, other, Goal::Move("30x23x14x21x30")).unwrap_err(),
            Miss::NotTheMove
        );
    }

    #[test]
    fn every_text_has_its_english_message_once() {
        use fluent_syntax::ast;
        let source = include_str!("../../assets/locales/en/lessons-checkers.ftl");
        let resource =
            fluent_syntax::parser::parse(source).unwrap_or_else(|(_, e)| panic!("{e:?}"));
        let mut ids = Vec::new();
        for entry in resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let value = m.value.expect("a text");
                    assert!(
                        value
                            .elements
                            .iter()
                            .all(|e| matches!(e, ast::PatternElement::TextElement { .. })),
                        "{} has a placeable",
                        m.id.name
                    );
                    ids.push(m.id.name.to_string());
                }
                ast::Entry::Junk { content } => panic!("junk {content:?}"),
                _ => {}
            }
        }
        let mut want: Vec<String> = Vec::new();
        for chapter in Game::book().chapters {
            want.push(chapter.title.to_string());
            want.extend(chapter.steps.iter().map(|s| s.text.to_string()));
        }
        assert_eq!(ids, want, "one message per title and step, in book order");
    }
}
