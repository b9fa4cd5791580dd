//! The Gounki rules book: set-up, how rounds, squares and stacks move,
//! rebounds and the null move, captures, deployments, and how a game ends.
//! Every worked example of the spec's §6.3, §6.4 and §9.4 is a step.
//!
//! Positions are mostly empty boards: the spec's examples assume "empty
//! surroundings". Each keeps a piece of the other side somewhere out of the
//! way, so that the game is not over before it starts (spec §11.2).

use super::{Book, Chapter, Goal, Miss, Step, Teach};
use crate::game_kind::GameKind;
use crate::rules::Rules;
use crate::rules::gounki::{Effect, Game, Landing, Move};

/// What a Gounki move did ([`Rules::Effects`] of [`Game`]).
type Effects = <Game as Rules>::Effects;

/// The set-up of spec §2.
const START: &str = "rsrsrsrs/srsrsrsr/8/8/8/8/RSRSRSRS/SRSRSRSR w";
/// A White round on d3 and a White square on f3.
const SINGLES: &str = "7s/8/8/8/8/3R1S2/8/8 w";
/// A White round on c3 next to a White square on d4.
const TO_STACK: &str = "7s/8/8/8/3S4/2R5/8/8 w";
const DOUBLE_ROUND_D3: &str = "7s/8/8/8/8/3[RR]4/8/8 w";
const SQUARE_ROUND_D4: &str = "7s/8/8/8/3[RS]4/8/8/8 w";
const SQUARE_SQUARE_ROUND_D3: &str = "7s/8/8/8/8/3[RSS]4/8/8 w";
/// The double round on d3 with its own square on e4 in the way.
const BLOCKED_D3: &str = "7s/8/8/8/4S3/3[RR]4/8/8 w";
/// §6.3.1.
const TRIPLE_ROUND_F3: &str = "s7/8/8/8/8/5[RRR]2/8/8 w";
/// §6.3.2: Black to move.
const BLACK_RRS_B4: &str = "8/8/8/8/1[rrs]6/8/8/7S b";
/// §6.3.3.
const WHITE_RRS_B4: &str = "7s/8/8/8/1[RRS]6/8/8/8 w";
/// §6.3.4.
const TRIPLE_ROUND_C1: &str = "7s/8/8/8/8/8/8/2[RRR]5 w";
/// §6.3.6 and §9.4 (triple square b1).
const TRIPLE_SQUARE_B1: &str = "7s/8/8/8/8/8/8/1[SSS]6 w";
/// §6.4: the double square on g2, h2 empty.
const NULL_G2: &str = "s7/8/8/8/8/8/6[SS]1/8 w";
/// Two double squares: g2's null move is blocked by the round on h2, b5's
/// is free.
const NULL_TASK: &str = "7s/8/8/1[SS]6/8/8/6[SS]R/8 w";
/// §6.3.5: the booklet's capture by a rebound.
const CAPTURE_G4: &str = "s7/8/8/8/6s1/8/6[RR]1/8 w";
/// A single round on d4 between a Black square and a Black triple stack.
const CAPTURE_TASK: &str = "8/8/8/2s1[rrs]3/3R4/8/1S6/8 w";
/// §9.4, empty surroundings.
const DOUBLE_ROUND_D4: &str = "7s/8/8/8/3[RR]4/8/8/8 w";
const DOUBLE_SQUARE_E2: &str = "7s/8/8/8/8/8/4[SS]3/8 w";
const TRIPLE_ROUND_D4: &str = "7s/8/8/8/3[RRR]4/8/8/8 w";
const TRIPLE_ROUND_F3_ALONE: &str = "7s/8/8/8/8/5[RRR]2/8/8 w";
const TRIPLE_SQUARE_D4: &str = "7s/8/8/8/3[SSS]4/8/8/8 w";
const TRIPLE_SQUARE_C1: &str = "7s/8/8/8/8/8/8/2[SSS]5 w";
const RRS_D4: &str = "7s/8/8/8/3[RRS]4/8/8/8 w";
const SSR_D4: &str = "7s/8/8/8/3[RSS]4/8/8/8 w";
/// §9.4 square-square-round b4, with a Black square on b5 closing the
/// other way to a5.
const SSR_B4: &str = "8/8/8/1s6/1[RSS]6/8/8/8 w";
/// §9.4 deploying onto own pieces: the triple round on f3, a square on d5.
const OWN_PIECES: &str = "7s/8/8/3S4/8/5[RRR]2/8/8 w";
/// §9.4 blocked by the enemy: the same with a Black square on g6.
const BLOCKED_BY_ENEMY: &str = "s7/8/6s1/3S4/8/5[RRR]2/8/8 w";
/// A square-round on d4 hemmed in by Black on c4, c5 and e5.
const HEMMED_IN: &str = "8/8/8/2r1s3/2s[RS]4/8/8/8 w";
/// A double round on rank 7.
const EXIT_E7: &str = "8/4[RR]3/8/8/s7/8/8/8 w";
/// §9.4 booklet a6: the round-round-square on a6.
const BOOKLET_A6: &str = "8/8/[RRS]7/8/8/8/8/7s w";
/// Black's last piece, on e5, next to a White round.
const LAST_PIECE: &str = "8/8/8/4s3/3R4/8/S7/8 w";
/// Two squares that could slide to and fro.
const SLIDING: &str = "8/8/4s3/8/3S4/8/8/8 w";
/// A White square on c8, one step from the goal.
const SQUARE_C8: &str = "2S5/8/4s3/8/4S3/8/8/8 w";

static CHAPTERS: &[Chapter] = &[
    Chapter {
        key: "start",
        title: "lesson-gounki-start",
        steps: &[
            Step::look("lesson-gounki-start-1", START),
            Step::task("lesson-gounki-start-2", START, Goal::EndsOn("d3")),
        ],
    },
    Chapter {
        key: "single",
        title: "lesson-gounki-single",
        steps: &[
            Step::look("lesson-gounki-single-1", SINGLES).marks(&["c4", "e4", "e3", "f4", "g3"]),
            Step::task("lesson-gounki-single-2", SINGLES, Goal::EndsOn("e3")),
        ],
    },
    Chapter {
        key: "stacks",
        title: "lesson-gounki-stacks",
        steps: &[
            Step::play("lesson-gounki-stacks-1", TO_STACK, "c3-d4"),
            Step::play("lesson-gounki-stacks-2", DOUBLE_ROUND_D3, "d3-f5"),
            Step::look("lesson-gounki-stacks-3", SQUARE_ROUND_D4)
                .marks(&["c5", "e5", "c4", "d5", "e4"]),
            Step::task(
                "lesson-gounki-stacks-4",
                SQUARE_SQUARE_ROUND_D3,
                Goal::EndsOn("d5"),
            ),
        ],
    },
    Chapter {
        key: "paths",
        title: "lesson-gounki-paths",
        steps: &[
            Step::look("lesson-gounki-paths-1", BLOCKED_D3).marks(&["e4", "f5", "d5"]),
            Step::task("lesson-gounki-paths-2", BLOCKED_D3, Goal::EndsOn("b5")),
        ],
    },
    Chapter {
        key: "rebound",
        title: "lesson-gounki-rebound",
        steps: &[
            Step::play("lesson-gounki-rebound-1", TRIPLE_ROUND_F3, "f3-g6")
                .marks(&["h5"])
                .example("6.3.1"),
            Step::play("lesson-gounki-rebound-2", BLACK_RRS_B4, "b4-b2")
                .marks(&["a3"])
                .example("6.3.2"),
            Step::play("lesson-gounki-rebound-3", WHITE_RRS_B4, "b4-b6")
                .marks(&["a5"])
                .example("6.3.3"),
            Step::task(
                "lesson-gounki-rebound-4",
                TRIPLE_ROUND_C1,
                Goal::EndsOn("b4"),
            )
            .marks(&["a3"])
            .example("6.3.4"),
            Step::play("lesson-gounki-rebound-5", TRIPLE_SQUARE_B1, "b1-b1")
                .marks(&["a1", "c1"])
                .example("6.3.6"),
        ],
    },
    Chapter {
        key: "null",
        title: "lesson-gounki-null",
        steps: &[
            Step::play("lesson-gounki-null-1", NULL_G2, "g2-g2")
                .marks(&["h2"])
                .example("6.4"),
            Step::task("lesson-gounki-null-2", NULL_TASK, Goal::Move("b5-b5")).marks(&["h2"]),
        ],
    },
    Chapter {
        key: "capture",
        title: "lesson-gounki-capture",
        steps: &[
            Step::play("lesson-gounki-capture-1", CAPTURE_G4, "g2-g4")
                .marks(&["h3"])
                .example("6.3.5"),
            Step::task("lesson-gounki-capture-2", CAPTURE_TASK, Goal::Captures(3)),
        ],
    },
    Chapter {
        key: "deploy",
        title: "lesson-gounki-deploy",
        steps: &[
            Step::play("lesson-gounki-deploy-1", DOUBLE_ROUND_D4, "d4*c5-b6")
                .example("9.4 double round"),
            Step::task(
                "lesson-gounki-deploy-2",
                DOUBLE_SQUARE_E2,
                Goal::DeploysTo("g2"),
            )
            .example("9.4 double square"),
            Step::play("lesson-gounki-deploy-3", TRIPLE_ROUND_D4, "d4*e5-f6-g7")
                .example("9.4 triple round d4"),
            Step::play(
                "lesson-gounki-deploy-4",
                TRIPLE_ROUND_F3_ALONE,
                "f3*g4-h5-g6",
            )
            .marks(&["h5"])
            .example("9.4 triple round f3"),
            Step::play("lesson-gounki-deploy-5", TRIPLE_SQUARE_D4, "d4+d5-d6-d7")
                .example("9.4 triple square d4"),
            Step::play("lesson-gounki-deploy-6", TRIPLE_SQUARE_C1, "c1+b1-a1-b1")
                .marks(&["b1"])
                .example("9.4 triple square c1"),
            Step::play("lesson-gounki-deploy-7", TRIPLE_SQUARE_B1, "b1+a1-b1-c1")
                .example("9.4 triple square b1"),
        ],
    },
    Chapter {
        key: "mixed",
        title: "lesson-gounki-mixed",
        steps: &[
            Step::play("lesson-gounki-mixed-1", SQUARE_ROUND_D4, "d4+d5-e6")
                .example("9.4 square-round"),
            Step::play("lesson-gounki-mixed-2", RRS_D4, "d4+d5-c6-b7")
                .example("9.4 round-round-square"),
            Step::play("lesson-gounki-mixed-3", BLACK_RRS_B4, "b4*a3-b2-a2")
                .example("9.4 booklet b4"),
            Step::play("lesson-gounki-mixed-4", SSR_D4, "d4*e5-d5-c5")
                .example("9.4 square-square-round"),
            Step::task("lesson-gounki-mixed-5", SSR_B4, Goal::DeploysTo("a5"))
                .marks(&["b5"])
                .example("9.4 square-square-round b4"),
        ],
    },
    Chapter {
        key: "limits",
        title: "lesson-gounki-limits",
        steps: &[
            Step::play("lesson-gounki-limits-1", OWN_PIECES, "f3*e4-d5-c6")
                .example("9.4 own pieces"),
            Step::play("lesson-gounki-limits-2", BLOCKED_BY_ENEMY, "f3-g6")
                .marks(&["g4", "h5"])
                .example("9.4 blocked"),
            Step::task("lesson-gounki-limits-3", HEMMED_IN, Goal::DeploysTo("d5"))
                .marks(&["c4", "c5", "e5"]),
        ],
    },
    Chapter {
        key: "exit",
        title: "lesson-gounki-exit",
        steps: &[
            Step::play("lesson-gounki-exit-1", EXIT_E7, "e7#").marks(&["d8"]),
            Step::task("lesson-gounki-exit-2", BOOKLET_A6, Goal::Wins)
                .marks(&["a7", "b8"])
                .example("9.4 booklet a6"),
        ],
    },
    Chapter {
        key: "wipe",
        title: "lesson-gounki-wipe",
        steps: &[Step::task("lesson-gounki-wipe-1", LAST_PIECE, Goal::Wins)],
    },
    Chapter {
        key: "draw",
        title: "lesson-gounki-draw",
        steps: &[
            Step::play("lesson-gounki-draw-1", SLIDING, "d4-e4"),
            Step::task("lesson-gounki-draw-2", SQUARE_C8, Goal::Wins),
        ],
    },
];

static BOOK: Book = Book {
    game: GameKind::Gounki,
    chapters: CHAPTERS,
};

impl Teach for Game {
    fn book() -> &'static Book {
        &BOOK
    }

    /// `Captures(n)` counts the captured *pieces* (a capture takes a whole
    /// stack of 1–3), so a task can ask for the tallest stack in reach.
    /// `EndsOn` is met by a movement's destination or the null move's
    /// square; a deployment or an exit ends nowhere single, so it is not the
    /// move asked for.
    fn judge(&self, mv: Move, effects: &Effects, goal: Goal) -> Result<(), Miss> {
        match goal {
            Goal::Move(text) => (mv.to_string() == text)
                .then_some(())
                .ok_or(Miss::NotTheMove),
            Goal::Captures(want) => {
                let got = captured_pieces(effects);
                (got == want)
                    .then_some(())
                    .ok_or(Miss::Captures { got, want })
            }
            Goal::EndsOn(want) => {
                let got = match mv {
                    Move::Movement { to, .. } => to,
                    Move::Null { at } => at,
                    Move::Deployment { .. } | Move::Exit { .. } => return Err(Miss::NotTheMove),
                };
                let got = got.to_string();
                (got == want)
                    .then_some(())
                    .ok_or(Miss::EndsOn { got, want })
            }
            Goal::DeploysTo(want) => {
                let last = mv.drops().last().map(ToString::to_string);
                (last.as_deref() == Some(want))
                    .then_some(())
                    .ok_or(Miss::NoDeployment { want })
            }
            Goal::Wins => {
                let mover = self.turn();
                effects
                    .iter()
                    .any(|e| matches!(e, Effect::GameOver(o) if o.winner == Some(mover)))
                    .then_some(())
                    .ok_or(Miss::NoWin)
            }
            // Gounki flips no discs and crowns no men: no step asks for
            // that, and a move never meets it.
            Goal::Flips(want) => Err(Miss::Flips { got: 0, want }),
            Goal::Crowns => Err(Miss::NoCrown),
        }
    }
}

/// The pieces a move captured: the height of the stack its movement took.
fn captured_pieces(effects: &Effects) -> u32 {
    effects
        .iter()
        .map(|e| match e {
            Effect::Movement {
                landing: Landing::Captured(stack),
                ..
            } => u32::from(stack.height()),
            _ => 0,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, HashMap};

    use fluent_syntax::ast;

    use super::*;
    use crate::lessons::{Action, answers, steps, try_move};
    use crate::rules::gounki::{Path, Square, StepKind, Wall};
    use crate::rules::{Notation, Side};

    fn game(position: &str) -> Game {
        Game::parse_position(position).unwrap()
    }

    fn legal(position: &str) -> BTreeSet<String> {
        game(position)
            .legal_moves()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn is_legal(position: &str, mv: &str) -> bool {
        legal(position).contains(mv)
    }

    /// The effects of `mv` played from `position` (which must allow it).
    fn effects(position: &str, mv: &str) -> Effects {
        let g = game(position);
        let m = g.parse_move(mv).unwrap();
        g.play(m)
            .unwrap_or_else(|_| panic!("{mv} is illegal in {position}"))
            .1
    }

    /// The deployments of a position (moves with `+` or `*`).
    fn deployments(position: &str) -> BTreeSet<String> {
        legal(position)
            .into_iter()
            .filter(|m| m.contains(['+', '*']))
            .collect()
    }

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    /// A path's squares and, for each, the wall it rebounded off.
    fn steps_of(path: &Path) -> Vec<(String, Option<Wall>)> {
        path.steps()
            .iter()
            .map(|s| (s.square.to_string(), s.rebound))
            .collect()
    }

    /// The movement effect of `mv`: kind, path and landing.
    fn movement(position: &str, mv: &str) -> (StepKind, Vec<(String, Option<Wall>)>, Landing) {
        effects(position, mv)
            .iter()
            .find_map(|e| match e {
                Effect::Movement {
                    kind,
                    path,
                    landing,
                    ..
                } => Some((*kind, steps_of(path), *landing)),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{mv} is no movement"))
    }

    fn step_of(example: &str) -> &'static Step {
        steps(Game::book())
            .map(|(_, s)| s)
            .find(|s| s.example == Some(example))
            .unwrap_or_else(|| panic!("no step shows {example}"))
    }

    fn played(example: &str) -> (&'static str, &'static str) {
        let step = step_of(example);
        let Action::Play(mv) = step.action else {
            panic!("{example} shows no move")
        };
        (step.position, mv)
    }

    fn task_answers(step: &Step) -> BTreeSet<String> {
        let Action::Task(goal) = step.action else {
            panic!("{} is no task", step.text)
        };
        let g = game(step.position);
        answers(&g, goal).iter().map(ToString::to_string).collect()
    }

    fn set(moves: &[&str]) -> BTreeSet<String> {
        moves.iter().map(ToString::to_string).collect()
    }

    const R: Option<Wall> = Some(Wall::Right);
    const L: Option<Wall> = Some(Wall::Left);

    fn path_of(squares: &[(&str, Option<Wall>)]) -> Vec<(String, Option<Wall>)> {
        squares.iter().map(|&(s, w)| (s.to_string(), w)).collect()
    }

    #[test]
    fn rebounds_go_as_the_spec_says() {
        // 6.3.1: g4, h5, then a rebound off the right edge to g6.
        let (position, mv) = played("6.3.1");
        assert_eq!(mv, "f3-g6");
        for m in ["f3-g4", "f3-h5", "f3-g6", "f3-e4", "f3-d5", "f3-c6"] {
            assert!(is_legal(position, m), "{m}");
        }
        let (kind, p, landing) = movement(position, mv);
        assert_eq!(kind, StepKind::Round);
        assert_eq!(p, path_of(&[("g4", None), ("h5", None), ("g6", R)]));
        assert_eq!(landing, Landing::Empty);
        // 6.3.2: Black b4 → a3 → b2; d2 needs c3 empty.
        let (position, mv) = played("6.3.2");
        assert_eq!(mv, "b4-b2");
        for m in ["b4-a3", "b4-b2", "b4-c3", "b4-d2"] {
            assert!(is_legal(position, m), "{m}");
        }
        assert_eq!(
            movement(position, mv).1,
            path_of(&[("a3", None), ("b2", L)])
        );
        let c3_taken = "8/8/8/8/1[rrs]6/2S5/8/7S b";
        assert!(is_legal(c3_taken, "b4-c3") && !is_legal(c3_taken, "b4-d2"));
        // 6.3.3: White b4 → a5 → b6, as rounds (one square cannot go two).
        let (position, mv) = played("6.3.3");
        assert_eq!(mv, "b4-b6");
        let (kind, p, _) = movement(position, mv);
        assert_eq!(kind, StepKind::Round);
        assert_eq!(p, path_of(&[("a5", None), ("b6", L)]));
        // 6.3.4: c1 → b2 → a3 → b4, the task's only answer.
        let step = step_of("6.3.4");
        assert_eq!(task_answers(step), set(&["c1-b4"]));
        assert_eq!(
            movement(step.position, "c1-b4").1,
            path_of(&[("b2", None), ("a3", None), ("b4", L)])
        );
        // 6.3.5: g2 → h3 → g4 captures; h3 must be empty.
        let (position, mv) = played("6.3.5");
        assert_eq!(mv, "g2-g4");
        let (_, p, landing) = movement(position, mv);
        assert_eq!(p, path_of(&[("h3", None), ("g4", R)]));
        assert!(matches!(landing, Landing::Captured(s) if s.height() == 1));
        assert!(!is_legal("s7/8/8/8/6s1/7S/6[RR]1/8 w", "g2-g4"));
    }

    #[test]
    fn square_rebounds_and_the_null_move_change_nothing() {
        // 6.3.6: the triple square on b1 slides to a1 and back onto b1.
        let (position, mv) = played("6.3.6");
        assert_eq!(mv, "b1-b1");
        assert!(is_legal(position, "b1-c1"));
        // 6.4: g2 → h2 → g2, the null move.
        let (position, mv) = played("6.4");
        assert_eq!(mv, "g2-g2");
        for (position, mv, at) in [(played("6.3.6").0, "b1-b1", "b1"), (position, mv, "g2")] {
            let g = game(position);
            let (after, effects) = g.clone().play(g.parse_move(mv).unwrap()).unwrap();
            let board = |p: &str| p.split(' ').next().unwrap().to_owned();
            assert_eq!(board(&after.position_text()), board(position));
            assert_eq!(after.turn(), g.turn().opponent());
            assert!(matches!(
                effects[..],
                [Effect::Null { at: a, path, .. }]
                    if a == sq(at) && path.steps().iter().any(|s| s.rebound.is_some())
            ));
        }
        // With h2 taken the null move is gone: the task's only pass is b5.
        let task = CHAPTERS
            .iter()
            .find(|c| c.key == "null")
            .unwrap()
            .steps
            .iter()
            .find(|s| s.is_task())
            .unwrap();
        assert!(!is_legal(task.position, "g2-g2"));
        assert!(is_legal(task.position, "g2-h2"));
        assert_eq!(task_answers(task), set(&["b5-b5"]));
    }

    #[test]
    fn deployments_go_as_the_spec_says() {
        let cases: [(&str, &[&str]); 5] = [
            ("9.4 double round", &["d4*c5-b6", "d4*e5-f6"]),
            ("9.4 double square", &["e2+d2-c2", "e2+e3-e4", "e2+f2-g2"]),
            ("9.4 triple round d4", &["d4*c5-b6-a7", "d4*e5-f6-g7"]),
            ("9.4 triple round f3", &["f3*e4-d5-c6", "f3*g4-h5-g6"]),
            (
                "9.4 triple square d4",
                &["d4+c4-b4-a4", "d4+d5-d6-d7", "d4+e4-f4-g4"],
            ),
        ];
        for (example, all) in cases {
            assert_eq!(
                deployments(step_of(example).position),
                set(all),
                "{example}"
            );
        }
        // Mixed stacks: 12 ways each, the spec's examples among them.
        let mixed: [(&str, &[&str]); 3] = [
            ("9.4 square-round", &["d4+d5-e6", "d4*c5-b5"]),
            (
                "9.4 round-round-square",
                &["d4+d5-c6-b7", "d4+c4-b5-a6", "d4+e4-f5-g6", "d4*c5-b6-a6"],
            ),
            (
                "9.4 square-square-round",
                &["d4+d5-d6-c7", "d4+c4-b4-a5", "d4*c5-c6-c7", "d4*e5-d5-c5"],
            ),
        ];
        for (example, some) in mixed {
            let all = deployments(step_of(example).position);
            assert_eq!(all.len(), 12, "{example}");
            assert!(set(some).is_subset(&all), "{example}");
        }
        // Every shown deployment is legal (the sound-book test checks it)
        // and is the one the spec writes.
        for (example, mv) in [
            ("9.4 triple square c1", "c1+b1-a1-b1"),
            ("9.4 triple square b1", "b1+a1-b1-c1"),
            ("9.4 booklet b4", "b4*a3-b2-a2"),
            ("9.4 own pieces", "f3*e4-d5-c6"),
        ] {
            assert_eq!(played(example).1, mv, "{example}");
        }
        // c1: b1 receives two squares.
        let (position, mv) = played("9.4 triple square c1");
        let b1 = effects(position, mv)
            .iter()
            .filter(|e| matches!(e, Effect::Drop { square, .. } if *square == sq("b1")))
            .count();
        assert_eq!(b1, 2);
        // The booklet's Black b4 is Black's move.
        assert_eq!(game(step_of("9.4 booklet b4").position).turn(), Side::Black);
        // b4 square-square-round: a4, back onto b4, then the round to a5.
        let step = step_of("9.4 square-square-round b4");
        assert_eq!(task_answers(step), set(&["b4+a4-b4-a5"]));
        assert!(is_legal(step.position, "b4+a4-b4-c5"));
    }

    #[test]
    fn own_pieces_and_enemies_limit_deployments() {
        // Onto own pieces: d5 becomes a square-round; the movement cannot
        // reach d5 or c6 (four pieces, or a jump).
        let (position, mv) = played("9.4 own pieces");
        let d5 = effects(position, mv).iter().find_map(|e| match e {
            Effect::Drop { square, after, .. } if *square == sq("d5") => Some(*after),
            _ => None,
        });
        assert!(matches!(d5, Some(s) if (s.rounds, s.squares) == (1, 1)));
        assert!(!is_legal(position, "f3-d5") && !is_legal(position, "f3-c6"));
        // Blocked by the enemy on g6: no deployment there, but the
        // movement captures.
        let (position, mv) = played("9.4 blocked");
        assert_eq!(mv, "f3-g6");
        assert!(!is_legal(position, "f3*g4-h5-g6"));
        assert!(is_legal(position, "f3*e4-d5-c6"));
        assert!(matches!(
            movement(position, mv).2,
            Landing::Captured(s) if s.owner == Side::Black
        ));
        // A double round on rank 7 leaves in two steps, over d8 (the path shown).
        let exit = effects(EXIT_E7, "e7#");
        assert!(
            exit.iter().any(|e| matches!(
                e,
                Effect::Exit { deployment: false, path, .. }
                    if steps_of(path) == path_of(&[("d8", None)])
            )),
            "{exit:?}"
        );
        // Booklet a6: only the deployment wins; no movement leaves.
        let step = step_of("9.4 booklet a6");
        assert_eq!(task_answers(step), set(&["a6#"]));
        assert!(effects(step.position, "a6#").iter().any(|e| matches!(
            e,
            Effect::Exit {
                deployment: true,
                ..
            }
        )));
    }

    #[test]
    fn tasks_have_the_answers_their_texts_give() {
        let expected: HashMap<&str, &[&str]> = HashMap::from([
            ("lesson-gounki-start-2", &["c2-d3", "d2-d3", "e2-d3"][..]),
            ("lesson-gounki-single-2", &["f3-e3"][..]),
            ("lesson-gounki-stacks-4", &["d3-d5"][..]),
            ("lesson-gounki-paths-2", &["d3-b5"][..]),
            ("lesson-gounki-rebound-4", &["c1-b4"][..]),
            ("lesson-gounki-null-2", &["b5-b5"][..]),
            ("lesson-gounki-capture-2", &["d4-e5"][..]),
            ("lesson-gounki-deploy-2", &["e2+f2-g2"][..]),
            ("lesson-gounki-mixed-5", &["b4+a4-b4-a5"][..]),
            ("lesson-gounki-limits-3", &["d4+e4-d5"][..]),
            ("lesson-gounki-exit-2", &["a6#"][..]),
            ("lesson-gounki-wipe-1", &["d4-e5"][..]),
            ("lesson-gounki-draw-2", &["c8#"][..]),
        ]);
        let mut seen = 0;
        for (id, step) in steps(Game::book()).filter(|(_, s)| s.is_task()) {
            let want = expected
                .get(step.text)
                .unwrap_or_else(|| panic!("{id}: {} not listed", step.text));
            assert_eq!(task_answers(step), set(want), "{id}");
            seen += 1;
        }
        assert_eq!(seen, expected.len());
    }

    #[test]
    fn misses_say_why() {
        let g = game(CAPTURE_TASK);
        let miss = |mv: &str, goal| {
            let m = g.parse_move(mv).unwrap();
            try_move(&g, m, goal).err()
        };
        // Captures counts pieces: the single square on c5 is one.
        assert_eq!(
            miss("d4-c5", Goal::Captures(3)),
            Some(Miss::Captures { got: 1, want: 3 })
        );
        assert_eq!(
            miss("b2-b3", Goal::Captures(3)),
            Some(Miss::Captures { got: 0, want: 3 })
        );
        assert_eq!(
            miss("b2-b3", Goal::EndsOn("c2")),
            Some(Miss::EndsOn {
                got: "b3".into(),
                want: "c2"
            })
        );
        assert_eq!(miss("b2-b3", Goal::Move("b2-c2")), Some(Miss::NotTheMove));
        assert_eq!(miss("d4-e5", Goal::Wins), Some(Miss::NoWin));
        assert_eq!(miss("d4-e5", Goal::Crowns), Some(Miss::NoCrown));
        assert!(matches!(
            miss("d4-e5", Goal::Flips(1)),
            Some(Miss::Flips { .. })
        ));
        // A deployment ends on no single square.
        let g = game(SQUARE_ROUND_D4);
        let dep = g.parse_move("d4+d5-e6").unwrap();
        assert_eq!(
            try_move(&g, dep, Goal::EndsOn("e6")).err(),
            Some(Miss::NotTheMove)
        );
        assert!(try_move(&g, dep, Goal::DeploysTo("e6")).is_ok());
        let plain = g.parse_move("d4-e5").unwrap();
        assert_eq!(
            try_move(&g, plain, Goal::DeploysTo("e5")).err(),
            Some(Miss::NoDeployment { want: "e5" })
        );
    }

    const ENGLISH: &str = include_str!("../../assets/locales/en/lessons-gounki.ftl");

    #[test]
    fn every_text_is_in_english_once() {
        assert!(ENGLISH.starts_with('#'));
        let resource = fluent_syntax::parser::parse(ENGLISH)
            .unwrap_or_else(|(_, errors)| panic!("syntax errors {errors:?}"));
        let mut found = HashMap::new();
        for entry in resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let pattern = message.value.as_ref().expect("a text");
                    assert!(
                        pattern
                            .elements
                            .iter()
                            .all(|e| matches!(e, ast::PatternElement::TextElement { .. })),
                        "{}: no placeables",
                        message.id.name
                    );
                    *found.entry(message.id.name).or_insert(0) += 1;
                }
                ast::Entry::Junk { content } => panic!("junk {content:?}"),
                _ => {}
            }
        }
        for chapter in Game::book().chapters {
            assert_eq!(chapter.title, format!("lesson-gounki-{}", chapter.key));
            for (n, step) in chapter.steps.iter().enumerate() {
                assert_eq!(
                    step.text,
                    format!("lesson-gounki-{}-{}", chapter.key, n + 1)
                );
            }
        }
        let mut ids: Vec<&str> = Game::book().chapters.iter().map(|c| c.title).collect();
        ids.extend(steps(Game::book()).map(|(_, s)| s.text));
        for id in &ids {
            assert_eq!(found.get(id), Some(&1), "{id}");
        }
        assert_eq!(found.len(), ids.len(), "messages the book does not use");
    }
}
