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
