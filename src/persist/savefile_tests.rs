//! Tests of the saved-game formats: round trips of random games, set-up
//! positions, passes, captures, huffs and deployments; every kind of corrupt
//! file rejected on the right line.

use super::*;
use crate::persist::test_dir;
use crate::rules::SplitMix64;
use crate::rules::checkers::pdn::parse_pdn;

/// Random legal moves from `state`, at most `plies`, stopping at the end.
pub(super) fn playout<R: Rules + std::fmt::Debug>(
    mut state: R,
    rng: &mut SplitMix64,
    plies: usize,
) -> (R, Vec<R::Move>) {
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = state.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        state = state.play(mv).expect("legal move").0;
        moves.push(mv);
    }
    (state, moves)
}

/// Save → load (with and without the hint) → save gives the same game and
/// the same bytes.
fn assert_round_trip(game: &SavedGame) -> String {
    let text = game.to_text();
    for hint in [None, Some(game.kind())] {
        let loaded =
            SavedGame::parse(&text, hint).unwrap_or_else(|e| panic!("{e}\n--- text ---\n{text}"));
        assert_eq!(&loaded, game, "{text}");
        assert_eq!(loaded.to_text(), text);
    }
    assert!(game.replay().is_some());
    text
}

fn err(text: &str, hint: Option<GameKind>) -> LoadError {
    match SavedGame::parse(text, hint) {
        Ok(g) => panic!("accepted a corrupt file:\n{text}\n=> {g:?}"),
        Err(e) => e,
    }
}

/// The error is on `line` and its reason holds `needle`.
fn assert_err(text: &str, hint: Option<GameKind>, line: usize, needle: &str) {
    let e = err(text, hint);
    assert_eq!(e.line, line, "{e}\n--- text ---\n{text}");
    assert!(
        e.reason.contains(needle),
        "reason {:?} lacks {needle:?}",
        e.reason
    );
    assert_eq!(e.to_string(), format!("line {line}: {}", e.reason));
}

// ---------------------------------------------------------------- Othello

#[test]
fn othello_known_text() {
    let start = othello::Position::start();
    let moves = othello::parse_transcript(&start, "f5d6c3").expect("transcript");
    let game = SavedGame::Othello { start, moves };
    assert_eq!(assert_round_trip(&game), "# game othello\nf5d6c3\n");
    assert_eq!(
        SavedGame::new(GameKind::Othello).to_text(),
        "# game othello\n"
    );
    // A bare transcript, as other programs write it, is recognised.
    assert_eq!(SavedGame::parse("f5d6c3\n", None), Ok(game.clone()));
    assert_eq!(SavedGame::parse("F5 d6\n\nc3", None), Ok(game.clone()));
    let crlf = "# game othello\r\n# note\r\nf5d6\r\nc3\r\n";
    assert_eq!(SavedGame::parse(crlf, None), Ok(game));
}

#[test]
fn othello_random_games_with_passes_and_setups() {
    let mut rng = SplitMix64(8);
    let mut with_pass = 0;
    for _ in 0..300 {
        let (_, moves) = playout(othello::Position::start(), &mut rng, 80);
        if moves.contains(&othello::Move::Pass) {
            with_pass += 1;
        }
        let game = SavedGame::Othello {
            start: othello::Position::start(),
            moves: moves.clone(),
        };
        assert_round_trip(&game);
        // Every prefix, so that records ending on a pass are covered.
        let cut = rng.below(moves.len() + 1);
        let game = SavedGame::Othello {
            start: othello::Position::start(),
            moves: moves[..cut].to_vec(),
        };
        assert_round_trip(&game);
        // A set-up position: the game from its middle.
        let mid = moves.len() / 2;
        let start = moves[..mid]
            .iter()
            .fold(othello::Position::start(), |p, &m| {
                p.play(m).expect("legal").0
            });
        let game = SavedGame::Othello {
            start,
            moves: moves[mid..].to_vec(),
        };
        let text = assert_round_trip(&game);
        assert!(text.starts_with("# game othello\n# setup "), "{text}");
    }
    assert!(with_pass > 0, "no random game had a pass");
}

#[test]
fn othello_passes_at_the_start_and_at_the_end() {
    let start = othello::Position::parse_position(
        "XO-------------------------------------------------------------- O",
    )
    .expect("position");
    let pass = SavedGame::Othello {
        start,
        moves: vec![othello::Move::Pass],
    };
    let text = assert_round_trip(&pass);
    assert!(text.ends_with("\npass\n"), "{text}");
    let c1 = othello::Square::parse("c1").expect("square");
    let full = SavedGame::Othello {
        start,
        moves: vec![othello::Move::Pass, othello::Move::Place(c1)],
    };
    assert!(assert_round_trip(&full).ends_with("\nc1\n"));
}

#[test]
fn othello_corrupt_files() {
    let o = Some(GameKind::Othello);
    assert_err("", o, 1, "empty");
    assert_err("  \n\n", None, 1, "empty");
    assert_err("# game othello\nf5d6zz\n", o, 2, "'zz'");
    assert_err(
        "# game othello\nf5d6c3\n\nd3c4f4\ne9\n",
        None,
        5,
        "'e9': move 7:",
    );
    assert_err(
        "# game othello\nf5 d6 pass\n",
        None,
        2,
        "'pass': move 3: Black may not",
    );
    assert_err("# game othello\nf5\nf5\n", None, 3, "'f5': move 2: illegal");
    assert_err("# game othello\npass\n", None, 2, "may not pass");
    assert_err("f5d6\nc3d3 a1\n", o, 2, "'a1'");
    // Headers.
    assert_err("# game othello\n# setup XXOO X\nf5\n", None, 2, "bad setup");
    assert_err("# game chess\nf5\n", None, 1, "unknown game");
    assert_err("# game othello\n# game othello\n", None, 2, "second");
    assert_err("# game othello\n# setup\n", None, 2, "without a position");
    assert_err(
        "# game othello\nf5\n# setup x\n",
        None,
        3,
        "before the moves",
    );
    // Wrong game.
    assert_err("# game gounki\nf5\n", o, 1, "wrong game");
    assert_err(
        "# comment\n[GameType \"Basque checkers\"]\n",
        o,
        2,
        "wrong game",
    );
    assert_err("b2-b3\n", o, 1, "wrong game");
    assert_err("zz\n", None, 1, "cannot tell");
    // A transcript after a game over.
    let start = "XO-------------------------------------------------------------- O";
    assert_err(
        &format!("# game othello\n# setup {start}\nc1\nd1\n"),
        None,
        4,
        "over",
    );
    // Comments are fine anywhere.
    let ok = SavedGame::parse("# hi\n# game othello\n# note\nf5 # not a move?\n", None);
    assert!(
        ok.is_err(),
        "a '#' after a move on the same line is not a comment"
    );
    let ok = SavedGame::parse("# hi\n# game othello\n# note\nf5\n  # later\nd6\n", None)
        .expect("comments");
    assert_eq!(ok.move_count(), 2);
}

// ----------------------------------------------------------------- Gounki

#[test]
fn gounki_known_text() {
    let game =
        gounki::Game::from_record(gounki::Position::start(), "b2-b3\na7-a6\n").expect("record");
    let saved = SavedGame::Gounki {
        start: gounki::Position::start(),
        moves: game.moves().to_vec(),
    };
    assert_eq!(assert_round_trip(&saved), "# game gounki\nb2-b3\na7-a6\n");
    assert_eq!(
        SavedGame::parse("b2-b3 ; opening\n\nA7-A6 // reply\n", None),
        Ok(saved)
    );
}

#[test]
fn gounki_random_games_with_deployments_and_setups() {
    let mut rng = SplitMix64(3);
    let mut deployments = 0;
    let mut finished = 0;
    for _ in 0..60 {
        let (end, moves) = playout(gounki::Game::new(), &mut rng, 300);
        deployments += moves
            .iter()
            .filter(|m| matches!(m, gounki::Move::Deployment { .. }))
            .count();
        if end.outcome().is_some() {
            finished += 1;
        }
        assert_round_trip(&SavedGame::Gounki {
            start: gounki::Position::start(),
            moves: moves.clone(),
        });
        let mid = moves.len() / 2;
        let start = *moves[..mid]
            .iter()
            .fold(gounki::Game::new(), |g, &m| g.play(m).expect("legal").0)
            .position();
        let text = assert_round_trip(&SavedGame::Gounki {
            start,
            moves: moves[mid..].to_vec(),
        });
        assert!(text.starts_with("# game gounki\n# setup "), "{text}");
    }
    assert!(deployments > 0, "no deployment in the random games");
    assert!(finished > 0, "no random game finished");
}

#[test]
fn gounki_corrupt_files() {
    let g = Some(GameKind::Gounki);
    assert_err(
        "# game gounki\nb2-b3\na7-z6\n",
        None,
        3,
        "in 'a7-z6', 'z6': not a square",
    );
    assert_err(
        "# game gounki\nb2-b3\n\nb2-b4\n",
        None,
        4,
        "illegal move for Black",
    );
    assert_err("b2-b3\na7-a6 c2-c9\n", g, 2, "c2-c9");
    assert_err(
        "# game gounki\n# setup rsrs/8 w\nb2-b3\n",
        None,
        2,
        "bad setup",
    );
    assert_err(
        "# game gounki\n# setup 8/8/8/8/8/8/8/8 w\n",
        None,
        2,
        "bad setup",
    );
    assert_err(
        "# game gounki\nb2-b3\n# game gounki\n",
        None,
        3,
        "before the moves",
    );
    assert_err("# game othello\nb2-b3\n", g, 1, "wrong game");
    assert_err("f5d6\n", g, 1, "wrong game");
    assert_err("1. 22-18\n", g, 1, "wrong game");
    // A move after the end: a white piece exits from the last rank.
    let text = "# game gounki\n# setup 7S/8/8/8/8/8/8/r7 w\nh8#\na1-a2\n";
    assert_err(text, None, 4, "already over");
    // Garbage without a game tag falls to the hint.
    assert_err("zzz\n", g, 1, "'zzz'");
}

// --------------------------------------------------------------- checkers

#[test]
fn checkers_known_text() {
    let record = parse_pdn("1. 22-18 11-15 2. 18x11 8x15 *").expect("pdn");
    let saved = SavedGame::Checkers {
        start: checkers::Position::start(),
        family: false,
        moves: record.moves,
    };
    let text = assert_round_trip(&saved);
    assert_eq!(
        text,
        "[GameType \"Basque checkers\"]\n[Result \"*\"]\n\n1. 22-18 11-15 2. 18x11 8x15 *\n"
    );
    // Foreign tags and comments are accepted (and dropped).
    let foreign = "[Event \"Club\"]\n[White \"Ann\"]\n\n1. 22-18 {good} 11-15 2. 18x11 8x15 *\n";
    assert_eq!(SavedGame::parse(foreign, None), Ok(saved.clone()));
    // A `# game` line is allowed before PDN too.
    let tagged = format!("# game checkers\n{text}");
    assert_eq!(SavedGame::parse(&tagged, None), Ok(saved));
}

#[test]
fn checkers_random_games_with_captures_huffs_and_setups() {
    let mut rng = SplitMix64(21);
    let (mut captures, mut huffs) = (0, 0);
    for i in 0..80 {
        let family = i % 2 == 1;
        let start_game = checkers::Game::new().with_family(family);
        let (_, moves) = playout(start_game, &mut rng, 200);
        for m in &moves {
            match m {
                checkers::Move::Piece(p) if p.is_capture() => captures += 1,
                checkers::Move::Huff(_) => huffs += 1,
                checkers::Move::Piece(_) => {}
            }
        }
        assert_round_trip(&SavedGame::Checkers {
            start: checkers::Position::start(),
            family,
            moves: moves.clone(),
        });
        let mid = moves.len() / 2;
        let start = *moves[..mid]
            .iter()
            .fold(checkers::Game::new().with_family(family), |g, &m| {
                g.play(m).expect("legal").0
            })
            .position();
        // A huff cannot start a record (its right does not survive a FEN).
        let rest: Vec<checkers::Move> = moves[mid..]
            .iter()
            .copied()
            .skip_while(|m| matches!(m, checkers::Move::Huff(_)))
            .collect();
        if rest.len() + mid != moves.len() {
            continue;
        }
        let text = assert_round_trip(&SavedGame::Checkers {
            start,
            family,
            moves: rest,
        });
        assert!(text.contains("[FEN \""), "{text}");
    }
    assert!(captures > 0, "no capture in the random games");
    assert!(huffs > 0, "no huff in the random family games");
}

#[test]
fn checkers_huff_record() {
    let start = checkers::parse_fen("W:W18,28:B15,22").expect("fen");
    let game = checkers::Game::from_position(start).with_family(true);
    let mv = |g: &checkers::Game, t: &str| g.parse_move(t).expect("move");
    let m1 = mv(&game, "28-24");
    let g1 = game.clone().play(m1).expect("legal").0;
    let m2 = mv(&g1, "h18");
    let saved = SavedGame::Checkers {
        start,
        family: true,
        moves: vec![m1, m2],
    };
    let text = assert_round_trip(&saved);
    assert!(text.contains("[Family \"on\"]"), "{text}");
    assert!(text.contains("28-24 h18"), "{text}");
}

#[test]
fn checkers_corrupt_files() {
    let c = Some(GameKind::Checkers);
    let head = "[GameType \"Basque checkers\"]\n[Result \"*\"]\n\n";
    assert_err(
        &format!("{head}1. 22-18 11-15\n2. 18x11 8x15 3. 99-1 *\n"),
        None,
        5,
        "'99",
    );
    assert_err(
        &format!("{head}1. 22-18 11-15\n2. 24-20\n"),
        None,
        5,
        "capture",
    );
    assert_err(&format!("{head}1. 22-18 11-15\n2. 18-14 zz\n"), None, 5, "");
    assert_err(
        &format!("{head}1. 22-18 {{ never closed\n2. 18x11\n"),
        c,
        4,
        "comment",
    );
    assert_err(
        &format!("{head}1. 22-18 {{ closed\n}} 11-15 2. 18x11 8x15 3. 22-17 *\n"),
        c,
        5,
        "22-17",
    );
    // A bad tag.
    assert_err(
        "[GameType \"Basque checkers\"]\n[FEN \"W:W99:B1\"]\n\n*\n",
        c,
        2,
        "1-32",
    );
    assert_err(
        "[GameType \"Basque checkers\"]\n[Event nope]\n\n*\n",
        c,
        2,
        "quotes",
    );
    assert_err("# game checkers\n# setup W:W21:B1\n", None, 2, "FEN");
    // A result then a move.
    assert_err(
        &format!("{head}1. 22-18 *\n11-15\n"),
        c,
        5,
        "after the result",
    );
    // Wrong game.
    assert_err(
        "# game checkers\n[Result \"*\"]\n",
        Some(GameKind::Othello),
        1,
        "wrong game",
    );
    assert_err("f5d6\n", c, 1, "wrong game");
    assert_err("b2-b3\n", c, 1, "wrong game");
}

/// Damaged files of the largest size the loader reads are rejected on the
/// right line. The error is located in one pass: the old locator re-parsed
/// every prefix of the file, so these did not finish at all.
#[test]
fn large_damaged_files_name_the_first_bad_line() {
    let dir = test_dir("large-damaged");
    let size = MAX_FILE_BYTES as usize - 64;
    // The report: one `{` and then only new lines (an unclosed comment).
    let comment = format!("{{{}", "\n".repeat(size));
    let path = dir.join("comment.pdn");
    std::fs::write(&path, &comment).expect("write");
    let e = load_file(&path).expect_err("unclosed comment");
    assert_eq!(e.line, 1, "{e}");
    assert!(e.reason.contains("comment without '}'"), "{e}");
    // Moves, then a long run of comments and blank lines, then a bad move:
    // the error names that last line.
    let head = "[GameType \"Basque checkers\"]\n\n1. 22-18 11-15\n";
    let filler = "{ a comment }\n\n; another\n";
    let repeats = (size - head.len()) / filler.len();
    let bad_move = format!("{head}{}2. 18-14\n", filler.repeat(repeats));
    let path = dir.join("bad-move.pdn");
    std::fs::write(&path, &bad_move).expect("write");
    let e = load_file(&path).expect_err("bad move");
    assert_eq!(e.line, 3 + 3 * repeats + 1, "{e}");
    assert!(e.reason.contains("capture"), "{e}");
    // A bad move comes before an unclosed comment further on.
    let both = format!("{head}2. 18-14\n{{{}", "\n".repeat(size - head.len() - 20));
    let e = SavedGame::parse(&both, Some(GameKind::Checkers)).expect_err("both");
    assert_eq!(e.line, 4, "{e}");
    // The same for the other record formats.
    let gounki = format!(
        "# game gounki\nb2-b3\n{}a7-a6 zz\n",
        "; nothing\n".repeat(size / 10)
    );
    let e = SavedGame::parse(&gounki, None).expect_err("gounki");
    assert_eq!(e.line, 2 + size / 10 + 1, "{e}");
    assert!(e.reason.contains("zz"), "{e}");
    let othello = format!(
        "# game othello\nf5d6\n{}c3 zz\n",
        "# note\n".repeat(size / 7)
    );
    let e = SavedGame::parse(&othello, None).expect_err("othello");
    assert_eq!(e.line, 2 + size / 7 + 1, "{e}");
    std::fs::remove_dir_all(dir).expect("cleanup");
}

#[test]
fn pdn_errors_name_their_line() {
    use crate::rules::checkers::pdn::parse_pdn_located;
    for (text, line, needle) in [
        ("[Event \"x\"]\n[FEN \"W:W99:B1\"]\n*", 2, "1-32"),
        ("[Event\n \"x\"]\n[Site nope]\n*", 3, "quotes"),
        ("[Event \"x\"\n\n", 1, "tag without"),
        ("\n\n1. 22-18 (11-15\n 2. x) 11-15\n2. 18-14", 5, "capture"),
        ("1. 22-18 (11-15\n\n", 1, "variation"),
        (
            "1. 22-18 11-15 ; 2. zz\n2. 18x11 8x15 *\n\n1-0",
            4,
            "second result",
        ),
    ] {
        let e = parse_pdn_located(text).expect_err(text);
        assert_eq!(e.line, line, "{text:?}: {e}");
        assert!(e.error.to_string().contains(needle), "{text:?}: {e}");
    }
}

// ------------------------------------------------------------------ files

#[test]
fn files_round_trip_and_extensions() {
    let dir = test_dir("savefile");
    let mut rng = SplitMix64(5);
    let (_, o) = playout(othello::Position::start(), &mut rng, 30);
    let (_, g) = playout(gounki::Game::new(), &mut rng, 30);
    let (_, c) = playout(checkers::Game::new(), &mut rng, 30);
    let games = [
        SavedGame::Othello {
            start: othello::Position::start(),
            moves: o,
        },
        SavedGame::Gounki {
            start: gounki::Position::start(),
            moves: g,
        },
        SavedGame::Checkers {
            start: checkers::Position::start(),
            family: false,
            moves: c,
        },
    ];
    for game in &games {
        let path = dir.join(format!("game.{}", file_extension(game.kind())));
        assert_eq!(kind_for_path(&path), Some(game.kind()));
        save_file(&path, game).expect("save");
        assert_eq!(load_file(&path).as_ref(), Ok(game));
        assert_eq!(
            std::fs::read_to_string(&path).expect("read"),
            game.to_text()
        );
        // Under `.txt` the content decides.
        let txt = dir.join(format!("{}.TXT", game.kind().id()));
        save_file(&txt, game).expect("save");
        assert_eq!(kind_for_path(&txt), None);
        assert_eq!(load_file(&txt).as_ref(), Ok(game));
    }
    // The extension is a hint: a PDN file named .othello is the wrong game.
    let wrong = dir.join("wrong.othello");
    std::fs::write(&wrong, games[2].to_text()).expect("write");
    assert_eq!(load_file(&wrong).expect_err("wrong").line, 1);
    // A byte-order mark is fine; bad UTF-8 is reported on its line.
    let bom = dir.join("bom.othello");
    std::fs::write(&bom, format!("\u{feff}{}", games[0].to_text())).expect("write");
    assert_eq!(load_file(&bom).as_ref(), Ok(&games[0]));
    let bad = dir.join("bad.othello");
    std::fs::write(&bad, b"# game othello\nf5d6\n\xff\xfe\n").expect("write");
    assert_eq!(load_file(&bad), Err(LoadError::new(3, "not UTF-8 text")));
    // A missing file is an error on line 0, shown without a line number.
    let e = load_file(&dir.join("missing.pdn")).expect_err("missing");
    assert_eq!(e.line, 0);
    assert!(e.to_string().starts_with("cannot read"), "{e}");
    std::fs::remove_dir_all(dir).expect("cleanup");
}

#[test]
fn replay_reaches_the_final_state() {
    let mut rng = SplitMix64(77);
    let (end, moves) = playout(gounki::Game::new(), &mut rng, 40);
    let saved = SavedGame::Gounki {
        start: gounki::Position::start(),
        moves,
    };
    assert_eq!(saved.replay(), Some(Replayed::Gounki(end)));
    let illegal = SavedGame::Othello {
        start: othello::Position::start(),
        moves: vec![othello::Move::Pass],
    };
    assert_eq!(illegal.replay(), None);
}

/// A file name that is not UTF-8 (Latin-1 `café.pdn`, as `--load` passes it
/// on from the command line) loads and saves like any other.
#[cfg(unix)]
#[test]
fn non_utf8_file_names_load() {
    use std::os::unix::ffi::OsStringExt;
    let dir = test_dir("latin1");
    let path = dir.join(std::ffi::OsString::from_vec(b"caf\xe9.pdn".to_vec()));
    let game = SavedGame::Checkers {
        start: checkers::Position::start(),
        family: false,
        moves: Vec::new(),
    };
    save_file(&path, &game).expect("save");
    assert_eq!(kind_for_path(&path), Some(GameKind::Checkers));
    assert_eq!(load_file(&path), Ok(game));
    let missing = dir.join(std::ffi::OsString::from_vec(b"\xff.othello".to_vec()));
    let e = load_file(&missing).expect_err("missing");
    assert_eq!(e.line, 0);
    assert!(!e.to_string().contains('\n'), "{e}");
    std::fs::remove_dir_all(dir).expect("cleanup");
}
