//! Fuzz tests of the Gounki readers: position strings, moves, game records,
//! Diderot/Kalaww board files and Boardspace moves (the generators and
//! properties are in `crate::testgen`; `examples/soak.rs` runs the same
//! checks a million times).

crate::testgen::strategies::fuzz_targets!(5000, 2000;
    position => "gounki-position",
    moves => "gounki-move",
    record => "gounki-record",
    board_file => "gounki-board-file",
    boardspace => "gounki-boardspace",
);

/// What the fuzzing found, kept as plain tests.
mod found {
    use crate::rules::gounki::{Move, Position, Square};

    #[test]
    fn boardspace_deployments_must_chain() {
        let pos = Position::start();
        // The same square twice, or a jump: no deployment can do that, and
        // the move's own notation refuses it.
        for text in ["Deploy B 1 C 2 C 2 C 3", "Deploy A 6 B 6 H 5"] {
            let e = pos.boardspace_move(text).expect_err(text);
            assert_eq!(e.token, text);
            assert!(e.reason.starts_with("not a deployment"), "{e}");
        }
        let sq = |s| Square::parse(s).unwrap();
        assert_eq!(
            pos.boardspace_move("Deploy B 1 C 2 D 3"),
            Ok(Move::deployment(sq("b1"), true, &[sq("c2"), sq("d3")]))
        );
    }

    #[test]
    fn text_after_an_exit_is_named() {
        let e = Move::parse("c8#\t_").expect_err("text after '#'");
        assert_eq!(e.token, "_");
        let e = Move::parse("g8#x1").expect_err("text after '#'");
        assert_eq!(e.token, "x1");
        assert_eq!(
            Move::parse("g8#"),
            Ok(Move::Exit {
                from: Square::parse("g8").unwrap()
            })
        );
    }
}
