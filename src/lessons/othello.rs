//! The Othello rules book: every worked example of the spec's §9 (O1, E1,
//! E2, E3, S1–S3, O2, O3) is a step, in the order a learner needs them.

use super::{Book, Chapter, Goal, Miss, Step, Teach};
use crate::game_kind::GameKind;
use crate::rules::othello::{Effect, Effects, Move, Position};
use crate::rules::{Notation, Rules};

/// The start position (spec §3).
const START: &str = "---------------------------OX------XO--------------------------- X";
/// After `f5` from the start: White to move (O1).
const AFTER_F5: &str = "---------------------------OX------XX-------X------------------- O";
const E1: &str = "------------------X-----X-O------OO-----XO-OO------O--------X--- X";
const E2: &str = "------------------X-------O------OOX---------------------------- X";
const E3: &str = "----------------X-X-X----OOO----XO-OOX---OOO----X-X-X----------- X";
const S1: &str = "X-XXXXXXXXXOOOOXXXOXOOOOXXOOXOOOXXOOOXOOXXOOOOXOXXOOOOOXXXXXXXXX O";
const S2: &str = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X";
const S3: &str = "-------------------XXX-----XXX-----XXX-----XXX------X----------- O";
const O2: &str = "XO-------------------------------------------------------------- O";
/// O2 after White's forced pass: Black to move.
const O2_PASSED: &str = "XO-------------------------------------------------------------- X";
const O3: &str = "XO------------------------------------------------------XO------ O";
/// One empty square left; Black's move there ends the game.
const LAST_SQUARE: &str = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO- X";

static CHAPTERS: &[Chapter] = &[
    Chapter {
        key: "start",
        title: "lesson-othello-start",
        steps: &[
            Step::look("lesson-othello-start-1", START).marks(&["d4", "e4", "d5", "e5"]),
            Step::look("lesson-othello-start-2", START)
                .marks(&["c4", "d3", "e6", "f5"])
                .example("O1"),
            Step::task("lesson-othello-start-3", START, Goal::Flips(1)),
        ],
    },
    Chapter {
        key: "flips",
        title: "lesson-othello-flips",
        steps: &[
            Step::play("lesson-othello-flips-1", START, "d3").example("O1"),
            Step::play("lesson-othello-flips-2", START, "f5").example("O1"),
            Step::look("lesson-othello-flips-3", AFTER_F5)
                .marks(&["d6", "f4", "f6"])
                .example("O1"),
            Step::task("lesson-othello-flips-4", AFTER_F5, Goal::Move("f6")),
        ],
    },
    Chapter {
        key: "directions",
        title: "lesson-othello-directions",
        steps: &[
            Step::play("lesson-othello-directions-1", E1, "c6")
                .marks(&["f6"])
                .example("E1"),
            Step::task("lesson-othello-directions-2", E3, Goal::Flips(9)).example("E3"),
        ],
    },
    Chapter {
        key: "chain",
        title: "lesson-othello-chain",
        steps: &[
            Step::play("lesson-othello-chain-1", E2, "a5")
                .marks(&["c4"])
                .example("E2"),
            Step::task("lesson-othello-chain-2", E2, Goal::Move("c6")),
        ],
    },
    Chapter {
        key: "pass",
        title: "lesson-othello-pass",
        steps: &[
            Step::play("lesson-othello-pass-1", O2, "pass").example("O2"),
            Step::task("lesson-othello-pass-2", O2_PASSED, Goal::Wins).example("O2"),
            Step::play("lesson-othello-pass-3", O3, "pass")
                .marks(&["c1", "c8"])
                .example("O3"),
        ],
    },
    Chapter {
        key: "end",
        title: "lesson-othello-end",
        steps: &[
            Step::look("lesson-othello-end-1", S1)
                .marks(&["b1"])
                .example("S1"),
            Step::look("lesson-othello-end-2", S2).example("S2"),
            Step::look("lesson-othello-end-3", S3).example("S3"),
            Step::task("lesson-othello-end-4", LAST_SQUARE, Goal::Wins),
        ],
    },
];

static BOOK: Book = Book {
    game: GameKind::Othello,
    chapters: CHAPTERS,
};

impl Teach for Position {
    fn book() -> &'static Book {
        &BOOK
    }

    fn judge(&self, mv: Move, effects: &Effects, goal: Goal) -> Result<(), Miss> {
        let flipped = effects
            .iter()
            .filter(|e| matches!(e, Effect::Flipped { .. }))
            .count() as u32;
        match goal {
            Goal::Move(text) => (self.move_text(mv) == text)
                .then_some(())
                .ok_or(Miss::NotTheMove),
            Goal::Flips(want) => (flipped == want)
                .then_some(())
                .ok_or(Miss::Flips { got: flipped, want }),
            Goal::EndsOn(want) => {
                let got = self.move_text(mv);
                (got == want)
                    .then_some(())
                    .ok_or(Miss::EndsOn { got, want })
            }
            Goal::Wins => {
                let mover = self.turn();
                let won = self
                    .play(mv)
                    .ok()
                    .and_then(|(after, _)| after.outcome())
                    .is_some_and(|o| o.winner == Some(mover));
                won.then_some(()).ok_or(Miss::NoWin)
            }
            // Othello has no captures, crowns or deployments: no step asks
            // for them, and a move never meets them.
            Goal::Captures(want) => Err(Miss::Captures { got: 0, want }),
            Goal::Crowns => Err(Miss::NoCrown),
            Goal::DeploysTo(want) => Err(Miss::NoDeployment { want }),
        }
    }
}
