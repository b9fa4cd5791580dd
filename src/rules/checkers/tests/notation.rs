//! Notation (spec §8) and PDN records.

use super::*;
use crate::rules::checkers::pdn::{PdnGame, PdnResult, parse_movetext, parse_pdn};
use crate::rules::{NotationError, Side};

#[test]
fn squares_numbers_and_algebraic() {
    assert_eq!(parse_square("22").map(Square::number), Ok(22));
    assert_eq!(parse_square("c3").map(Square::number), Ok(22));
    assert_eq!(
        Square::from_number(22).map(Square::algebraic),
        Some("c3".to_string())
    );
    assert_eq!(
        Square::from_number(1).map(Square::algebraic),
        Some("b8".to_string())
    );
    assert_eq!(
        Square::from_number(29).map(Square::algebraic),
        Some("a1".to_string())
    );
    assert_eq!(
        Square::from_number(32).map(Square::algebraic),
        Some("g1".to_string())
    );
    for s in Square::all() {
        assert_eq!(Square::parse_algebraic(&s.algebraic()), Some(s));
        assert_eq!(Square::from_file_rank(s.file(), s.rank()), Some(s));
    }
    for bad in ["0", "33", "a2", "i1", "", "x"] {
        let e = parse_square(bad).expect_err(bad);
        assert_eq!(e.token, bad);
    }
}

#[test]
fn fen_round_trip_and_ranges() {
    assert_eq!(parse_fen(START_FEN), Ok(Position::start()));
    assert_eq!(fen(&Position::start()), START_FEN);
    for f in [
        "W:W21,22,K30:B1,2,K5",
        "B:WK2:B6",
        "W:W18,28:B15,22",
        "B:W:B1-3,K4",
    ] {
        assert_eq!(fen(&parse_fen(f).expect(f)), f);
    }
    // Other orders, a final dot, lowercase side, king ranges.
    assert_eq!(parse_fen("W:B1-12:W21-32."), Ok(Position::start()));
    assert_eq!(
        fen(&parse_fen("b:WK1-3:B").expect("kings")),
        "B:WK1,K2,K3:B"
    );
}

#[test]
fn fen_errors_name_the_token() {
    let cases: [(&str, &str); 6] = [
        ("X:W1:B2", "X"),
        ("W:W33:B1", "33"),
        ("W:W1:B1", "1"),
        ("W:Z1:B2", "Z1"),
        ("W:W5-3:B1", "5-3"),
        ("W:W5:W6", "W6"),
    ];
    for (text, token) in cases {
        let e: NotationError = parse_fen(text).expect_err(text);
        assert_eq!(e.token, token, "{text}: {e}");
        assert!(!e.reason.is_empty());
    }
}

#[test]
fn fen_refuses_positions_no_game_reaches() {
    // More than 12 pieces a side (kings count too).
    let e = parse_fen("W:W13-32:B1-3").expect_err("20 white pieces");
    assert_eq!(e.reason, "White has 20 pieces; a side has at most 12");
    assert_eq!(e.token, "W13-32");
    let e = parse_fen("B:W30:BK1-13").expect_err("13 black kings");
    assert_eq!(e.reason, "Black has 13 pieces; a side has at most 12");
    // Twelve is fine, as at the start.
    assert!(parse_fen("W:WK1-4,5-12:B21-32").is_err()); // men on 1-4 would be kings
    parse_fen("W:WK1-4,13-20:B21-28,K29-32").expect("twelve a side");
    // A man on its own crowning row would have been crowned.
    for (text, token, needle) in [
        (
            "W:W3,22:B10",
            "3",
            "White man on 3, White's crowning row (1-4)",
        ),
        (
            "B:W22:B10,29-30",
            "29-30",
            "Black man on 29, Black's crowning row (29-32)",
        ),
    ] {
        let e = parse_fen(text).expect_err(text);
        assert_eq!(e.token, token, "{text}");
        assert!(e.reason.contains(needle), "{text}: {e}");
    }
    // Kings there, and men on their own back row, are fine.
    parse_fen("W:WK3,30:BK29,2").expect("kings on far rows, men at home");
}

/// Twelve kings with room to move: every simple move fits the fixed list.
/// A list pushed past its capacity never writes past its array: it says it
/// overflowed, and its users (perft, the AI) then use a `Vec`.
#[test]
fn move_list_never_overflows() {
    let p = parse_fen("W:WK1-12:B28").expect("twelve kings");
    let mut list = MoveList::new();
    p.generate_legal(&mut list);
    assert!(!list.overflowed());
    assert_eq!(list.as_slice(), p.legal_moves().as_slice());
    assert!(list.as_slice().len() <= 12 * 13);

    let mv = list.as_slice()[0];
    let mut full = MoveList::new();
    for _ in 0..MOVE_LIST_CAPACITY + 10 {
        full.push(mv);
    }
    assert!(full.overflowed());
    assert_eq!(full.as_slice().len(), MOVE_LIST_CAPACITY);
}

#[test]
fn moves_parse_and_print() {
    let g = game("W:W22:B18,11,K17,K9");
    let m = g.parse_move("22x13x6").expect("full form");
    assert_eq!(g.move_text(m), "22x13x6");
    // Short form accepted when unambiguous, algebraic squares too.
    assert_eq!(g.parse_move("22x6"), Ok(m));
    assert_eq!(g.parse_move("c3xc7"), Ok(m));
    // Errors name the token.
    let e = g.parse_move("22-17").expect_err("capture is due");
    assert_eq!(e.token, "22-17");
    assert!(e.reason.contains("compulsory"), "{e}");
    assert_eq!(
        g.parse_move("22x40").expect_err("bad square").token,
        "22x40"
    );
    assert_eq!(
        g.parse_move("22x15").expect_err("not a landing list").token,
        "22x15"
    );
    assert!(g.parse_move("22").is_err());
    assert!(g.parse_move("h5").is_err());
}

#[test]
fn short_form_ambiguous_is_rejected() {
    let g = game("B:W17,18,24,25,26,27,28,29,32:B1-4,6-10,12,K30");
    let e = g.parse_move("30x30").expect_err("two loops");
    assert!(e.reason.contains("ambiguous"), "{e}");
    assert!(g.parse_move("30x21x14x23x30").is_ok());
}

#[test]
fn capture_written_with_dash_is_explained() {
    let g = game("W:W18,28:B15,22");
    let e = g.parse_move("18-11").expect_err("capture");
    assert!(e.reason.contains("capture"), "{e}");
}

#[test]
fn movetext_with_numbers_comments_and_result() {
    let (g, moves, result) = parse_movetext(
        &Game::new(),
        "1. 22-18 11-15 {book} 2.18x11 8x15 (2... 7x16) 3. 21-17! 1/2-1/2",
    )
    .expect("ok");
    assert_eq!(moves.len(), 5);
    assert_eq!(result, Some(PdnResult::Draw));
    assert_eq!(g.turn(), Side::Black);
    let e = parse_movetext(&Game::new(), "1. 22-18 11-15 2. 18-14").expect_err("capture due");
    assert_eq!(e.token, "18-14");
}

#[test]
fn pdn_round_trip_with_family_huff() {
    let start = game("W:W18,28:B15,22,1").with_family(true);
    let (_, moves, _) = parse_movetext(&start, "1. 28-24 h18 15-19 2. 24x15").expect("family line");
    let mut rec = PdnGame::new(start);
    rec.tags
        .push(("Event".to_string(), "Test \"quoted\"".to_string()));
    rec.moves = moves;
    let text = rec.to_pdn();
    assert!(text.contains("[FEN \"W:W18,28:B1,15,22\"]"), "{text}");
    assert!(text.contains("1. 28-24 h18 15-19 2. 24x15 *"), "{text}");
    let back = parse_pdn(&text).expect("reads back");
    assert_eq!(back, rec);
    assert_eq!(back.final_game().position_text(), "B:W15:B1,22");
}

#[test]
fn pdn_from_black_and_results() {
    let start = game("B:W22:B9");
    let (_, moves, _) = parse_movetext(&start, "1... 9-13 2. 22-17").expect("black first");
    let mut rec = PdnGame::new(start);
    rec.moves = moves;
    rec.result = PdnResult::Unknown;
    assert!(
        rec.to_pdn().contains("1... 9-13 2. 22-17 *"),
        "{}",
        rec.to_pdn()
    );
    assert_eq!(parse_pdn(&rec.to_pdn()), Ok(rec));
    assert!(parse_pdn("[Event \"x\"\n1. 22-18").is_err());
    assert!(parse_pdn("[Event x]\n1. 22-18").is_err());
    assert_eq!(PdnResult::parse("0-1"), Some(PdnResult::BlackWins));
}
