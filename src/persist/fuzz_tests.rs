//! Fuzz tests of the file readers: saved games (all three formats) and the
//! settings file (the generators and properties are in `crate::testgen`;
//! `examples/soak.rs` runs the same checks a million times).

crate::testgen::strategies::fuzz_targets!(5000, 2000;
    savefile => "savefile",
    settings => "settings",
);

/// What the fuzzing found, kept as plain tests.
mod found {
    use crate::game_kind::GameKind;
    use crate::persist::savefile::SavedGame;
    use crate::persist::timed::ClockRead;

    #[test]
    fn a_missing_odds_tag_is_reported_where_the_tags_end() {
        // The damage is on line 3 (`[BlackTimeControl` lost its `B`): the
        // `WhiteTimeControl` on line 2 was reported, before the damage.
        let text = "[GameType \"Basque checkers\"]\n[WhiteTimeControl \"600+5\"]\n\
                    [lackTimeControl \"1800+0\"]\n[Result \"*\"]\n\n\
                    1. 24-19 {[%clk 0:09:57.4]} *\n";
        let (game, clocks) = SavedGame::parse_with_clocks(text, None).expect("loads");
        assert_eq!(game.move_count(), 1);
        let ClockRead::Damaged(e) = clocks else {
            panic!("{clocks:?}");
        };
        assert_eq!(e.line, 6, "{e}");
        assert!(e.reason.contains("no [BlackTimeControl] tag"), "{e}");
    }

    #[test]
    fn a_bad_move_before_a_late_tag_is_the_first_bad_line() {
        // Line 2 is bad; the misplaced tag on line 3 used to be reported.
        let e = SavedGame::parse("# game othello\nf5zz\n# setup x\n", None).expect_err("bad");
        assert_eq!(e.line, 2, "{e}");
        let e =
            SavedGame::parse("# game gounki\nb2-b3\nz9\n# game gounki\n", None).expect_err("bad");
        assert_eq!(e.line, 3, "{e}");
        // When the moves before it are fine, the late tag is the error.
        let e = SavedGame::parse("# game othello\nf5\n# setup x\n", None).expect_err("bad");
        assert_eq!(e.line, 3, "{e}");
        assert!(e.reason.contains("must come before the moves"), "{e}");
        let e = SavedGame::parse("[Result \"*\"]\n1. 22-18 *\n# game checkers\n", None)
            .expect_err("bad");
        assert_eq!(e.line, 3, "{e}");
        assert!(SavedGame::parse("# game othello\nf5\n", Some(GameKind::Othello)).is_ok());
    }
}

/// The puzzle progress file (`super::puzzle_progress`): any text is read
/// without panicking, what is read prints and reads back the same, an
/// error names a line at or after the damage, and every progress the API
/// can make reads back equal.
mod puzzle_progress {
    use proptest::prelude::*;

    use crate::game_kind::GameKind;
    use crate::persist::puzzle_progress::PuzzleProgress;
    use crate::puzzles::rating::{MAX_VOLATILITY, MIN_DEVIATION, MIN_VOLATILITY, Rating};
    use crate::puzzles::{Goal, Puzzle, Theme};
    use crate::testgen::strategies::{arbitrary_text, config, edits};
    use crate::testgen::{apply_edits, damage_start, line_of};

    /// What the API can do to a progress.
    #[derive(Debug, Clone)]
    enum Op {
        Record(GameKind, String, Rating, bool),
        Add(Puzzle),
        Remove(prop::sample::Index),
        SetRating(GameKind, Rating),
    }

    fn game() -> impl Strategy<Value = GameKind> {
        prop::sample::select(GameKind::ALL.to_vec())
    }

    /// A rating the file holds: any finite number, the deviation and
    /// volatility within their bounds.
    fn rating() -> impl Strategy<Value = Rating> {
        let number = prop_oneof![
            3 => -1000.0..5000.0f64,
            1 => any::<f64>().prop_filter("finite", |x| x.is_finite()),
            1 => Just(1500.0),
        ];
        (
            number,
            MIN_DEVIATION..=350.0f64,
            MIN_VOLATILITY..=MAX_VOLATILITY,
        )
            .prop_map(|(rating, deviation, volatility)| Rating {
                rating,
                deviation,
                volatility,
            })
    }

    /// Mostly text from a small pool (so that duplicates happen),
    /// sometimes odd text.
    fn text(pool: &'static str, odd: &'static str) -> BoxedStrategy<String> {
        prop_oneof![3 => pool, 1 => odd].boxed()
    }

    /// A puzzle with a small pool of positions and moves (so that
    /// duplicates happen) or odd text in them.
    fn puzzle() -> impl Strategy<Value = Puzzle> {
        let goal = prop::sample::select(vec![
            Goal::Win,
            Goal::Best { result: -3 },
            Goal::Material { pieces: 2 },
            Goal::Crown,
            Goal::Exit,
        ]);
        let position = text("[ab]{1,2}", "[^\\t\\p{Cc}]{1,30}");
        let mv = || text("[a-c][1-2]", "[^\\t\\p{Cc};|]{1,10}");
        let steps = (0..4usize).prop_flat_map(move |pairs| {
            (
                prop::collection::vec(mv(), 1..=3),
                prop::collection::vec((mv(), prop::collection::vec(mv(), 1..=3)), pairs..=pairs),
            )
        });
        (
            game(),
            goal,
            100..=4000u32,
            prop::collection::vec(prop::sample::select(Theme::ALL.to_vec()), 0..3),
            position,
            steps,
        )
            .prop_map(|(game, goal, rating, themes, position, (first, rest))| {
                let mut line = vec![first];
                for (reply, moves) in rest {
                    line.push(vec![reply]);
                    line.push(moves);
                }
                Puzzle {
                    id: "new".into(),
                    game,
                    goal,
                    rating,
                    themes,
                    position,
                    line,
                }
            })
    }

    fn op() -> impl Strategy<Value = Op> {
        let id = prop_oneof![
            3 => "[ogc]-00[0-9]",
            1 => "mine-(othello|gounki)-[1-3]",
            1 => "[^\\s\\p{Cc}]{1,20}",
            1 => ".{0,3}",
        ];
        prop_oneof![
            6 => (game(), id, rating(), any::<bool>())
                .prop_map(|(g, id, r, solved)| Op::Record(g, id, r, solved)),
            3 => puzzle().prop_map(Op::Add),
            1 => any::<prop::sample::Index>().prop_map(Op::Remove),
            1 => (game(), rating()).prop_map(|(g, r)| Op::SetRating(g, r)),
        ]
    }

    /// A progress made through the API.
    fn progress() -> impl Strategy<Value = PuzzleProgress> {
        prop::collection::vec(op(), 0..40).prop_map(|ops| {
            let mut p = PuzzleProgress::default();
            for op in ops {
                match op {
                    Op::Record(game, id, rating, solved) => {
                        p.record(game, &id, rating, solved);
                    }
                    Op::Add(puzzle) => {
                        p.add_personal(puzzle);
                    }
                    Op::Remove(index) => {
                        let ids: Vec<String> = GameKind::ALL
                            .iter()
                            .flat_map(|&g| p.personal(g).iter().map(|q| q.id.clone()))
                            .collect();
                        if !ids.is_empty() {
                            p.remove_personal(&ids[index.index(ids.len())]);
                        }
                    }
                    Op::SetRating(game, rating) => p.set_rating(game, rating),
                }
            }
            p
        })
    }

    /// What is read prints and reads back the same, and prints the same
    /// text again.
    fn round_trips(progress: &PuzzleProgress) -> Result<(), TestCaseError> {
        let text = progress.to_text();
        let again = PuzzleProgress::parse(&text);
        prop_assert_eq!(again.as_ref(), Ok(progress), "{}", text);
        prop_assert_eq!(again.map(|p| p.to_text()), Ok(text));
        Ok(())
    }

    proptest! {
        #![proptest_config(config(1000))]

        #[test]
        fn valid(progress in progress()) {
            round_trips(&progress)?;
        }

        #[test]
        fn arbitrary(text in arbitrary_text()) {
            if let Ok(progress) = PuzzleProgress::parse(&text) {
                round_trips(&progress)?;
            }
        }

        #[test]
        fn damaged(progress in progress(), edits in edits()) {
            let original = progress.to_text();
            let text = apply_edits(&original, &edits);
            match PuzzleProgress::parse(&text) {
                Ok(progress) => round_trips(&progress)?,
                Err(e) => {
                    let line: usize = e
                        .strip_prefix("line ")
                        .and_then(|rest| rest.split(':').next())
                        .and_then(|n| n.parse().ok())
                        .ok_or_else(|| TestCaseError::fail(format!("no line in {e:?}")))?;
                    let at = damage_start(&original, &text).unwrap_or(text.len());
                    prop_assert!(
                        line >= line_of(&text, at),
                        "{e} in {text:?}, damaged from byte {at}"
                    );
                }
            }
        }
    }
}
