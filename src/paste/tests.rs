//! Tests of the paste recogniser: every notation of every game, the
//! canonical texts, refusals, and proptest fuzzing (damaged and arbitrary
//! texts never panic; canonical forms of random games round-trip).

use super::*;
use crate::persist::samples::SAMPLES;
use crate::rules::SplitMix64;
use crate::rules::checkers::pdn::write_movetext;
use crate::testgen;

fn ok(text: &str) -> Pasted {
    recognise(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn err(text: &str) -> String {
    match recognise(text) {
        Ok(p) => panic!("{text:?} was read as {p:?}"),
        Err(e) => {
            let msg = e.to_string();
            assert!(!msg.contains('\n'), "not one line: {msg:?}");
            assert!(!msg.is_empty());
            msg
        }
    }
}

/// `pasted` round-trips through its canonical text.
fn round_trips(pasted: &Pasted) {
    let text = canonical(pasted);
    let again = recognise(&text).unwrap_or_else(|e| panic!("canonical {text:?}: {e}"));
    assert_eq!(&again, pasted, "canonical text {text:?}");
}

fn sample(file: &str) -> (&'static str, SavedGame) {
    let s = SAMPLES
        .iter()
        .find(|s| s.file == file)
        .unwrap_or_else(|| panic!("no sample {file}"));
    (s.text, s.load().expect("sample loads").game)
}

/// The sample's record lines, without the `#` lines.
fn without_tavola_lines(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_sample_file_is_recognised_as_its_game() {
    for s in SAMPLES {
        let p = ok(s.text);
        let loaded = s.load().expect("loads").game;
        assert_eq!(p.content, Content::Game, "{}", s.file);
        assert_eq!(Some(p.kind()), s.kind(), "{}", s.file);
        assert_eq!(p.game, loaded, "{}", s.file);
        round_trips(&p);
    }
}

#[test]
fn othello_transcripts_in_every_layout() {
    let (text, game) = sample("othello-1.othello");
    let transcript = without_tavola_lines(text);
    assert!(transcript.starts_with("d3c5"), "{transcript}");
    let spaced: String = transcript
        .as_bytes()
        .chunks(2)
        .map(|c| std::str::from_utf8(c).expect("ascii"))
        .collect::<Vec<_>>()
        .join(" ");
    let lines = spaced.replace("f4 ", "f4\n");
    for variant in [
        transcript.clone(),
        spaced.clone(),
        lines,
        transcript.to_ascii_uppercase(),
        format!("\u{feff}  {transcript}\r\n"),
    ] {
        let p = ok(&variant);
        assert_eq!(p.content, Content::Game, "{variant}");
        assert_eq!(p.game, game, "{variant}");
    }
    let p = ok("f5d6c3");
    assert_eq!(p.kind(), GameKind::Othello);
    assert_eq!(p.move_texts(), ["f5", "d6", "c3"]);
    assert_eq!(p.start_text(), othello::Position::start().position_text());
    assert_eq!(ok("f5").move_texts(), ["f5"]);
    round_trips(&p);
    assert_eq!(canonical(&p), "f5d6c3\n");
}

#[test]
fn othello_positions_in_every_form() {
    // An FFO-style board (from the tools' tests): it begins with "--".
    let dashed = "--OOO---XXOO----XXXXOOOOXXXXOX--XXXOXX--XXOOO------OOO-----O---- X";
    let p = ok(dashed);
    assert_eq!(p.content, Content::Position);
    assert_eq!(p.kind(), GameKind::Othello);
    assert_eq!(p.start_text(), dashed);
    assert!(p.move_texts().is_empty());
    round_trips(&p);
    let start = othello::Position::start().position_text();
    for variant in [
        start.clone(),
        start.to_ascii_lowercase(),
        start.replace('-', ".").replace('X', "B").replace('O', "W"),
        format!("  {start} ; an OBF comment"),
        start.replacen('X', "*", 2),
    ] {
        let p = ok(&variant);
        assert_eq!(p.content, Content::Position, "{variant}");
        assert_eq!(p.start_text(), start, "{variant}");
    }
    // A 64-character transcript (32 moves) is a transcript, not a board.
    let (text, _) = sample("othello-2.othello");
    let moves64 = &without_tavola_lines(text)[..64];
    let p = ok(moves64);
    assert_eq!((p.kind(), p.content), (GameKind::Othello, Content::Game));
    assert_eq!(p.move_texts().len(), 32);
}

#[test]
fn checkers_fen_pdn_and_bare_moves() {
    for fen in [
        checkers::START_FEN,
        "W:W18,28:B15,22",
        "\"B:W21-32:B1-12\"",
        "w:w18,28:b15,22.",
        "W:WK30,32:B26",
    ] {
        let p = ok(fen);
        assert_eq!(p.kind(), GameKind::Checkers, "{fen}");
        assert_eq!(p.content, Content::Position, "{fen}");
        round_trips(&p);
    }
    assert_eq!(ok("W:W18,28:B15,22").start_text(), "W:W18,28:B15,22");

    let (text, game) = sample("checkers-1.pdn");
    // A whole PDN, and its movetext alone (tags left out).
    let p = ok(text);
    assert_eq!((p.kind(), p.content), (GameKind::Checkers, Content::Game));
    assert_eq!(p.game, game);
    let movetext = text.split("\n\n").nth(1).expect("movetext");
    assert!(movetext.starts_with("1. 24-19"), "{movetext}");
    assert_eq!(ok(movetext).game, game);
    let p = ok("22-18 11-15");
    assert_eq!(p.kind(), GameKind::Checkers);
    assert_eq!(p.move_texts(), ["22-18", "11-15"]);
    assert_eq!(ok("{a comment} 22-18 11-15").game, p.game);
    round_trips(&p);
    // A set-up position in PDN tags.
    let pdn = "[SetUp \"1\"]\n[FEN \"W:W18,28:B15,22\"]\n\n1. 18x11 *\n";
    let p = ok(pdn);
    assert_eq!(p.start_text(), "W:W18,28:B15,22");
    assert_eq!(p.move_texts(), ["18x11"]);
    round_trips(&p);
    assert!(canonical(&p).contains("[FEN \"W:W18,28:B15,22\"]"));
}

/// A PDN is checkers whatever game is on the table: the recogniser has no
/// context, and no other reader takes it first.
#[test]
fn a_pdn_is_checkers_even_when_othello_is_played() {
    for s in SAMPLES
        .iter()
        .filter(|s| s.kind() == Some(GameKind::Checkers))
    {
        assert_eq!(ok(s.text).kind(), GameKind::Checkers, "{}", s.file);
        let movetext = s.text.split("\n\n").nth(1).expect("movetext");
        assert_eq!(ok(movetext).kind(), GameKind::Checkers, "{}", s.file);
    }
}

#[test]
fn gounki_positions_records_board_files_and_boardspace() {
    let start = gounki::Position::start();
    let p = ok(&start.to_string());
    assert_eq!((p.kind(), p.content), (GameKind::Gounki, Content::Position));
    assert_eq!(
        p.start_text(),
        "rsrsrsrs/srsrsrsr/8/8/8/8/RSRSRSRS/SRSRSRSR w"
    );
    round_trips(&p);
    // A position with stacks, the first rank starting with '['.
    let stacked = "[RS]7/8/8/8/8/8/8/4s3 b";
    let p = ok(stacked);
    assert_eq!(p.start_text(), stacked);
    round_trips(&p);

    // The board file, in its layouts: White to move.
    for text in [
        start.to_kalaww(),
        start.to_kalaww().replace('\n', " "),
        start.to_kalaww().replace('\n', ""),
    ] {
        let p = ok(&text);
        assert_eq!((p.kind(), p.content), (GameKind::Gounki, Content::Position));
        assert_eq!(p.game, SavedGame::new(GameKind::Gounki));
    }

    let (text, game) = sample("gounki-1.gounki");
    let record = without_tavola_lines(text);
    assert!(record.starts_with("b1-a2"), "{record}");
    assert_eq!(ok(&record).game, game);
    assert_eq!(ok(&record.replace('\n', " ")).game, game);
    assert_eq!(ok(&format!("; a game\n{record} // the end")).game, game);
    assert_eq!(ok(&record.to_ascii_uppercase()).game, game);

    // Boardspace: one robot move a line (with or without a number).
    let SavedGame::Gounki { moves, .. } = &game else {
        unreachable!()
    };
    let lines: Vec<String> = moves
        .iter()
        .map(|&mv| match mv {
            // Boardspace writes an exit as a move to its row past the edge.
            gounki::Move::Exit { from } => {
                let file = char::from(b'A' + from.file());
                let (rank, past) = if from.rank() == 7 { (8, 9) } else { (1, 0) };
                format!("Move {file} {rank} {file} {past}")
            }
            _ => testgen::gounki::boardspace_text(mv).expect("not an exit"),
        })
        .collect();
    let boardspace = lines.join("\n");
    assert!(boardspace.starts_with("Move B 1 A 2"), "{boardspace}");
    let p = ok(&boardspace);
    assert_eq!((p.kind(), p.content), (GameKind::Gounki, Content::Game));
    assert_eq!(p.game, game);
    let numbered: Vec<String> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| format!("{}. {l}", i + 1))
        .collect();
    assert_eq!(ok(&numbered.join("\r\n")).game, game);
    round_trips(&p);
}

#[test]
fn saved_files_with_set_up_positions() {
    let after_f5 = othello::Position::start()
        .play(othello::Move::Place(othello::Square::new(5, 4)))
        .expect("f5")
        .0
        .position_text();
    let othello = format!("# game othello\n# setup {after_f5}\nf4\n");
    let p = ok(&othello);
    assert_eq!((p.kind(), p.content), (GameKind::Othello, Content::Game));
    assert_eq!(p.start_text(), after_f5);
    assert_eq!(p.move_texts(), ["f4"]);
    assert_eq!(canonical(&p), othello);
    round_trips(&p);
    let gounki = "# game gounki\n# setup 8/8/8/8/8/8/S7/4s3 w\na2-a3\n";
    let p = ok(gounki);
    assert_eq!(p.start_text(), "8/8/8/8/8/8/S7/4s3 w");
    assert_eq!(canonical(&p), gounki);
    round_trips(&p);
    // A file with no moves is a game that has not begun.
    let p = ok("# game checkers\n");
    assert_eq!((p.kind(), p.content), (GameKind::Checkers, Content::Game));
    round_trips(&p);
}

#[test]
fn canonical_texts_of_the_game_being_played() {
    let (_, game) = sample("othello-1.othello");
    let text = game_text(&game);
    assert!(!text.starts_with('#'), "{text}");
    assert_eq!(ok(&text).game, game);
    // The position reached is a position; Ctrl+C then Ctrl+V starts there.
    let reached = position_text(&game);
    let p = ok(&reached);
    assert_eq!(p.content, Content::Position);
    assert_eq!(p.start_text(), reached);
    assert_eq!(ok(&text).position_text(), reached);

    let (_, game) = sample("checkers-2.pdn");
    assert!(game_text(&game).starts_with("[GameType"));
    let reached = position_text(&game);
    assert!(
        reached.starts_with("B:") || reached.starts_with("W:"),
        "{reached}"
    );
    assert_eq!(ok(&reached).start_text(), reached);

    let (_, game) = sample("gounki-2.gounki");
    let text = game_text(&game);
    assert!(text.starts_with("g1-g2\n"), "{text}");
    assert_eq!(ok(&text).game, game);
    assert_eq!(ok(&position_text(&game)).start_text(), position_text(&game));

    // A game not begun keeps its '# game' line (there is nothing else).
    for kind in GameKind::ALL {
        let p = Pasted {
            content: Content::Game,
            game: SavedGame::new(kind),
        };
        round_trips(&p);
        let p = Pasted {
            content: Content::Position,
            game: SavedGame::new(kind),
        };
        round_trips(&p);
    }
}

#[test]
fn refusals_name_the_first_bad_token() {
    assert_eq!(
        err("hello"),
        "not a game or position Tavola reads: \"hello\""
    );
    assert_eq!(
        err("  hello world\n"),
        "not a game or position Tavola reads: \"hello\""
    );
    let e = err("f5d6z9c3");
    assert!(
        e.starts_with("Othello transcript: 'z9': move 3: not a square"),
        "{e}"
    );
    let e = err("f5 d6\nc3 a1");
    assert!(
        e.starts_with("Othello transcript: line 2: 'a1': move 4: illegal"),
        "{e}"
    );
    let e = err("b1-a2\ng8-f7\nz9-a1\n");
    assert!(
        e.starts_with("Gounki record: line 3: in 'z9-a1', 'z9': not a square"),
        "{e}"
    );
    let e = err("b1-a2 b1-a2");
    assert!(e.starts_with("Gounki record: 'b1-a2': illegal move"), "{e}");
    let e = err("22-18 11-15 99-1");
    assert!(e.starts_with("checkers moves: '99-1'"), "{e}");
    let e = err("[Event \"x\"]\n\n1. 22-18 18-14\n");
    assert!(e.starts_with("checkers PDN: line 3: '18-14'"), "{e}");
    let e = err("W:W33:B1");
    assert!(e.starts_with("checkers FEN: "), "{e}");
    let e = err(&format!("{} Z", "-".repeat(64)));
    assert!(e.starts_with("Othello position: 'Z': bad side"), "{e}");
    let e = err(&format!("{}Q{} X", "-".repeat(20), "-".repeat(43)));
    assert!(
        e.starts_with("Othello position: 'Q': bad square character at e3"),
        "{e}"
    );
    let e = err(&format!("{} X", "-".repeat(62)));
    assert!(e.starts_with("Othello position: "), "{e}");
    assert!(e.contains("the board has 62 squares, expected 64"), "{e}");
    let e = err("rsrsrsrs/8 w");
    assert!(e.starts_with("Gounki position: "), "{e}");
    let e = err("Move B 1 A 2\nMove Z 8 G 7\n");
    assert!(
        e.starts_with("Gounki Boardspace record: line 2: 'Z 8'"),
        "{e}"
    );
    let board = gounki::Position::start()
        .to_kalaww()
        .replacen("V0", "Q0", 1);
    let e = err(&board);
    assert!(e.starts_with("Gounki board file: "), "{e}");
    let e = err("# game chess\n");
    assert!(e.starts_with("saved game: unknown game 'chess'"), "{e}");
    assert_eq!(err(""), "nothing to read: the text is empty");
    assert_eq!(err(" \n\t\n"), "nothing to read: the text is empty");
}

#[test]
fn binary_and_oversized_texts_are_refused_at_once() {
    let e = err("f5d6\0c3");
    assert!(e.contains("binary") && e.contains("U+0000"), "{e}");
    let e = err("f5\nd6\u{1b}[0m");
    assert!(e.contains("U+001B on line 2"), "{e}");
    let big = "f5".repeat(MAX_FILE_BYTES as usize / 2 + 1);
    let e = err(&big);
    assert!(e.contains("too large"), "{e}");
    // At the limit, a damaged text is read and refused in linear time.
    let started = std::time::Instant::now();
    for text in [
        "f5".repeat(MAX_FILE_BYTES as usize / 2),
        "b1-a2 ".repeat(MAX_FILE_BYTES as usize / 6),
        "22-18 ".repeat(MAX_FILE_BYTES as usize / 6),
        "x".repeat(MAX_FILE_BYTES as usize),
        format!("rsrsrsrs/{}", "8".repeat(MAX_FILE_BYTES as usize - 16)),
    ] {
        let e = err(&text);
        assert!(e.chars().count() <= 400, "{e}");
    }
    assert!(started.elapsed().as_secs() < 20, "{:?}", started.elapsed());
}

#[test]
fn long_tokens_are_shortened_in_messages() {
    let word = "q".repeat(1000);
    let e = err(&word);
    assert!(e.len() < 100, "{e}");
    let e = err(&format!("b1-a2 {word}"));
    assert!(e.len() < 300 && e.contains('…'), "{e}");
    assert_eq!(one_line("a\tb"), "a\\tb");
}

/// A valid text in one of the notations, from a seed.
fn random_text(rng: &mut SplitMix64) -> String {
    match rng.below(10) {
        0 => testgen::othello::position_text(&testgen::othello::random_position(rng), rng),
        1 => {
            let plies = rng.below(70);
            let (_, moves) = testgen::othello::random_line(othello::Position::start(), plies, rng);
            let t = othello::transcript(&moves);
            if rng.below(2) == 0 {
                t
            } else {
                t.as_bytes()
                    .chunks(2)
                    .map(|c| String::from_utf8_lossy(c).into_owned())
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        }
        2 => {
            let kind = testgen::persist::random_kind(rng);
            let game = testgen::persist::random_saved(kind, rng);
            testgen::persist::saved_text(&game, rng)
        }
        3 => testgen::gounki::random_position(rng).to_string(),
        4 => {
            let pos = testgen::gounki::random_position(rng);
            testgen::gounki::kalaww_text(&pos, rng)
        }
        5 => {
            let game = testgen::gounki::random_line(gounki::Position::start(), 40, rng);
            game.moves()
                .iter()
                .map_while(|&mv| testgen::gounki::boardspace_text(mv))
                .collect::<Vec<_>>()
                .join("\n")
        }
        6 => {
            let plies = rng.below(80);
            let game = testgen::gounki::random_line(gounki::Position::start(), plies, rng);
            testgen::gounki::record_text(&game, rng)
        }
        7 => testgen::checkers::fen_text(&testgen::checkers::random_position(rng), rng),
        8 => testgen::checkers::random_pdn(rng).to_pdn(),
        _ => {
            let plies = rng.below(60);
            let (_, moves) = testgen::checkers::random_line(checkers::Game::new(), plies, rng);
            write_movetext(&checkers::Game::new(), &moves)
        }
    }
}

/// The properties of any text: no panic; an error is one short line; an
/// accepted text round-trips through its canonical form.
fn check_any(text: &str) -> Result<(), String> {
    match recognise(text) {
        Ok(p) => {
            let again = recognise(&canonical(&p));
            if again.as_ref() == Ok(&p) {
                Ok(())
            } else {
                Err(format!(
                    "{text:?} read as {p:?}; its canonical text {:?} reads {again:?}",
                    canonical(&p)
                ))
            }
        }
        Err(e) => {
            let msg = e.to_string();
            if msg.is_empty() || msg.contains('\n') || msg.chars().count() > 400 {
                Err(format!("{text:?}: bad message {msg:?}"))
            } else {
                Ok(())
            }
        }
    }
}

#[test]
fn random_valid_texts_are_recognised() {
    let mut rng = SplitMix64(0x7061_7374_6531);
    for _ in 0..300 {
        let text = random_text(&mut rng);
        if text.trim().is_empty() {
            continue;
        }
        let p = recognise(&text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        check_any(&text).unwrap_or_else(|e| panic!("{e}"));
        round_trips(&p);
    }
}

mod fuzz {
    use super::*;
    use crate::testgen::strategies::{arbitrary_text, config, edits};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(config(1500))]

        /// A valid text in any notation, damaged: recognised (and then
        /// round-tripping) or refused in one line; never a panic.
        #[test]
        fn damaged_texts(seed in any::<u64>(), edits in edits()) {
            let text = random_text(&mut SplitMix64(seed));
            let damaged = testgen::apply_edits(&text, &edits);
            check_any(&damaged).map_err(TestCaseError::fail)?;
        }

        /// Any text at all.
        #[test]
        fn arbitrary_texts(text in arbitrary_text()) {
            check_any(&text).map_err(TestCaseError::fail)?;
        }
    }

    proptest! {
        #![proptest_config(config(200))]

        /// Random play-outs of every game, as games and as the positions
        /// they reach: the canonical texts read back to the same thing.
        #[test]
        fn canonical_forms_of_random_games_round_trip(seed in any::<u64>()) {
            let mut rng = SplitMix64(seed);
            for kind in GameKind::ALL {
                let game = testgen::persist::random_saved(kind, &mut rng);
                let pasted = Pasted { content: Content::Game, game: game.clone() };
                let text = canonical(&pasted);
                prop_assert_eq!(recognise(&text), Ok(pasted), "{}", text);
                let reached = position_text(&game);
                let p = recognise(&reached).map_err(|e| TestCaseError::fail(format!("{reached:?}: {e}")))?;
                prop_assert_eq!(p.content, Content::Position);
                prop_assert_eq!(p.kind(), kind);
                prop_assert_eq!(p.start_text(), reached.clone());
                prop_assert_eq!(canonical(&p), reached);
            }
        }
    }
}
