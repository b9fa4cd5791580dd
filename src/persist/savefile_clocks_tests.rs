//! Tests of the clocks in saved games: round trips in the three formats
//! (even and odds controls, Othello passes, checkers captures and huffs,
//! Gounki deployments), files of other programs, untimed files, damaged
//! clocks that still load their game.

use std::time::Duration;

use super::tests::playout;
use crate::clock::{Allotment, TimeControl};
use crate::game_kind::GameKind;
use crate::persist::savefile::{
    LoadError, SavedGame, file_extension, load_file, load_file_with_clocks, save_file_with_clocks,
};
use crate::persist::test_dir;
use crate::persist::timed::{ClockRead, Ply, SavedClocks};
use crate::rules::{Notation, Rules, Side, SplitMix64, checkers, gounki, othello};
use crate::testgen::persist::random_clocks;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn tenths(t: u64) -> Duration {
    Duration::from_millis(t * 100)
}

const FIVE_THREE: TimeControl = TimeControl::even(Allotment::minutes(5, 3));
const ODDS: TimeControl = TimeControl {
    white: Allotment::minutes(5, 3),
    black: Allotment::minutes(1, 0),
};

/// Save with clocks → load (with and without the hint) → save gives the
/// same game, the same clocks and the same bytes; the plain reader gets
/// the same game.
fn assert_timed_round_trip(game: &SavedGame, clocks: &SavedClocks) -> String {
    let text = game.to_text_with(Some(clocks));
    for hint in [None, Some(game.kind())] {
        let (loaded, read) = SavedGame::parse_with_clocks(&text, hint)
            .unwrap_or_else(|e| panic!("{e}\n--- text ---\n{text}"));
        assert_eq!(&loaded, game, "{text}");
        assert_eq!(read, ClockRead::Read(clocks.clone()), "{text}");
        assert_eq!(loaded.to_text_with(Some(clocks)), text);
        assert_eq!(SavedGame::parse(&text, hint).as_ref(), Ok(game));
    }
    text
}

/// The game loads (as the plain reader has it) and its clocks are damaged
/// on `line`, with `needle` in the reason.
fn assert_damaged(text: &str, hint: Option<GameKind>, line: usize, needle: &str) -> SavedGame {
    let (game, read) =
        SavedGame::parse_with_clocks(text, hint).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(SavedGame::parse(text, hint).as_ref(), Ok(&game));
    let ClockRead::Damaged(e) = read else {
        panic!("clocks {read:?} from\n{text}");
    };
    assert_eq!(e.line, line, "{e}\n--- text ---\n{text}");
    assert!(e.reason.contains(needle), "{e} lacks {needle:?}");
    assert!(
        e.to_string()
            .starts_with(&format!("line {line}: the clocks could not be read: ")),
        "{e}"
    );
    game
}

fn othello_moves(text: &str) -> (othello::Position, Vec<othello::Move>) {
    let start = othello::Position::start();
    (
        start,
        othello::parse_transcript(&start, text).expect("moves"),
    )
}

// ---------------------------------------------------------------- Othello

#[test]
fn othello_known_text() {
    let (start, moves) = othello_moves("f5d6c3");
    let game = SavedGame::Othello { start, moves };
    let clocks = SavedClocks {
        control: FIVE_THREE,
        after: vec![secs(297), tenths(2_983), secs(301)],
    };
    assert_eq!(
        assert_timed_round_trip(&game, &clocks),
        "# game othello\n# timecontrol 300+3\nf5d6c3\n# clocks 0:04:57 0:04:58.3 0:05:01\n"
    );
    let odds = SavedClocks {
        control: ODDS,
        after: vec![secs(55), secs(299), secs(50)],
    };
    let text = assert_timed_round_trip(&game, &odds);
    assert!(text.contains("# timecontrol 300+3/60+0\n"), "{text}");
    // No moves: the time control alone.
    let empty = SavedGame::new(GameKind::Othello);
    assert_eq!(
        assert_timed_round_trip(&empty, &SavedClocks::new(FIVE_THREE)),
        "# game othello\n# timecontrol 300+3\n"
    );
    // Black (first to move) has the 1+0 side of the odds.
    let plies = game.plies().expect("legal");
    assert_eq!(plies[0].side, Side::Black);
    assert_eq!(odds.remaining_after(&plies, 1), [secs(55), secs(300)]);
    assert_eq!(odds.spent(&plies, 0), Some(secs(5)));
}

/// The position `XO…` with O (White) to move: White must pass, then Black
/// takes c1 and the game is over.
fn pass_start() -> othello::Position {
    othello::Position::parse_position(
        "XO-------------------------------------------------------------- O",
    )
    .expect("position")
}

#[test]
fn othello_forced_passes_in_the_middle_and_at_the_end() {
    let start = pass_start();
    let c1 = othello::Square::parse("c1").expect("square");
    // A pass then a move: the pass is not written and keeps White's base.
    let game = SavedGame::Othello {
        start,
        moves: vec![othello::Move::Pass, othello::Move::Place(c1)],
    };
    let clocks = SavedClocks {
        control: ODDS,
        after: vec![secs(300), secs(58)],
    };
    let text = assert_timed_round_trip(&game, &clocks);
    assert!(text.ends_with("\nc1\n# clocks 0:00:58\n"), "{text}");
    // Whatever was given for the pass, it reads back as the passer's time.
    let odd = SavedClocks {
        after: vec![secs(123), secs(58)],
        ..clocks.clone()
    };
    let (_, read) = SavedGame::parse_with_clocks(&game.to_text_with(Some(&odd)), None).unwrap();
    assert_eq!(read, ClockRead::Read(clocks));
    // A record that ends with the pass: it is written, with its time.
    let pass = SavedGame::Othello {
        start,
        moves: vec![othello::Move::Pass],
    };
    let clocks = SavedClocks {
        control: FIVE_THREE,
        after: vec![secs(300)],
    };
    let text = assert_timed_round_trip(&pass, &clocks);
    assert!(text.ends_with("\npass\n# clocks 0:05:00\n"), "{text}");
    // A pass written where it was forced, as some programs do, has a time
    // in the list; it still reads as the passer's time.
    let text = "# game othello\n# setup XO-------------------------------------------------------------- O\n# timecontrol 300+3\npass c1\n# clocks 0:04:00 0:04:58\n";
    let (loaded, read) = SavedGame::parse_with_clocks(text, None).unwrap();
    assert_eq!(loaded, game);
    assert_eq!(
        read,
        ClockRead::Read(SavedClocks {
            control: FIVE_THREE,
            after: vec![secs(300), secs(298)],
        })
    );
}

#[test]
fn othello_random_games_with_passes_round_trip() {
    let mut rng = SplitMix64(41);
    let (mut mid_passes, mut end_passes) = (0, 0);
    for _ in 0..300 {
        let moves = playout(othello::Position::start(), &mut rng, 80).1;
        let cut = rng.below(moves.len() + 1);
        for moves in [moves.clone(), moves[..cut].to_vec()] {
            let passes = moves.iter().filter(|&&m| m == othello::Move::Pass).count();
            let ends_in_pass = moves.last() == Some(&othello::Move::Pass);
            mid_passes += passes - usize::from(ends_in_pass);
            end_passes += usize::from(ends_in_pass);
            let game = SavedGame::Othello {
                start: othello::Position::start(),
                moves,
            };
            let clocks = random_clocks(&game, &mut rng).expect("legal");
            assert_timed_round_trip(&game, &clocks);
        }
    }
    assert!(mid_passes > 0, "no pass within a game");
    assert!(end_passes > 0, "no game ending in a pass");
}

#[test]
fn othello_damaged_clocks_still_load_the_moves() {
    let o = Some(GameKind::Othello);
    let head = "# game othello\n# timecontrol 300+3\nf5d6c3\n";
    let game = assert_damaged(
        &format!("{head}# clocks 0:04:57 0:0x:57 0:04:55\n"),
        o,
        4,
        "time 2: '0:0x:57' is not a clock time",
    );
    assert_eq!(game.move_count(), 3);
    assert_damaged(
        &format!("{head}# clocks 0:04:57 0:04:57\n"),
        o,
        4,
        "2 times for 3 moves",
    );
    assert_damaged(
        &format!("{head}# clocks 0:04:57 0:04:57 0:04:57 0:04:57\n"),
        o,
        4,
        "4 times for 3 moves",
    );
    assert_damaged(
        &format!("{head}\n# a note\n"),
        o,
        5,
        "no '# clocks' line for the 3 moves",
    );
    assert_damaged(
        &format!("{head}# clocks 1:00:00 1:00:00 1:00:00\n# clocks 1:00:00\n"),
        o,
        5,
        "a second '# clocks' line",
    );
    assert_damaged(
        "# game othello\n# timecontrol abc\nf5\n# clocks 0:04:57\n",
        None,
        2,
        "'abc' is not a time control",
    );
    assert_damaged(
        "# game othello\n# timecontrol 300+3\n# timecontrol 60+0\nf5\n# clocks 0:04:57\n",
        None,
        3,
        "a second '# timecontrol' line",
    );
    assert_damaged(
        "# game othello\nf5\n# clocks 0:04:57\n",
        None,
        3,
        "without a '# timecontrol' line",
    );
    // A time control after the moves is an error, like the other tags.
    let e = SavedGame::parse_with_clocks("# game othello\nf5\n# timecontrol 300+3\n", None)
        .expect_err("late tag");
    assert_eq!(
        e,
        LoadError::new(3, "'# timecontrol' must come before the moves")
    );
}

// ----------------------------------------------------------------- Gounki

#[test]
fn gounki_known_text_and_odds() {
    let game = gounki::Game::from_record(gounki::Position::start(), "b2-b3\na7-a6\n").unwrap();
    let saved = SavedGame::Gounki {
        start: gounki::Position::start(),
        moves: game.moves().to_vec(),
    };
    let clocks = SavedClocks {
        control: FIVE_THREE,
        after: vec![secs(297), tenths(2_995)],
    };
    assert_eq!(
        assert_timed_round_trip(&saved, &clocks),
        "# game gounki\n# timecontrol 300+3\nb2-b3\n# clk 0:04:57\na7-a6\n# clk 0:04:59.5\n"
    );
    let odds = SavedClocks {
        control: ODDS,
        after: vec![secs(299), secs(59)],
    };
    let text = assert_timed_round_trip(&saved, &odds);
    assert!(text.contains("# timecontrol 300+3/60+0\n"), "{text}");
    // White moves first in Gounki: its 5+3.
    let plies = saved.plies().unwrap();
    assert_eq!(plies[0].side, Side::White);
    assert_eq!(odds.spent(&plies, 0), Some(secs(4)));
    assert_eq!(odds.spent(&plies, 1), Some(secs(1)));
}

#[test]
fn gounki_random_games_with_deployments_round_trip() {
    let mut rng = SplitMix64(12);
    let mut deployments = 0;
    for _ in 0..40 {
        let moves = playout(gounki::Game::new(), &mut rng, 300).1;
        deployments += moves
            .iter()
            .filter(|m| matches!(m, gounki::Move::Deployment { .. }))
            .count();
        let game = SavedGame::Gounki {
            start: gounki::Position::start(),
            moves,
        };
        let clocks = random_clocks(&game, &mut rng).expect("legal");
        assert_timed_round_trip(&game, &clocks);
    }
    assert!(deployments > 0, "no deployment in the random games");
}

#[test]
fn gounki_damaged_clocks_still_load_the_moves() {
    let g = Some(GameKind::Gounki);
    let head = "# game gounki\n# timecontrol 300+3\n";
    let game = assert_damaged(
        &format!("{head}b2-b3\n# clk 0:0x:57\na7-a6\n# clk 0:04:57\n"),
        g,
        4,
        "'0:0x:57' is not a clock time",
    );
    assert_eq!(game.move_count(), 2);
    // A missing time is reported where it was due: at the next move, or
    // on the last line after the last move.
    assert_damaged(
        &format!("{head}b2-b3\na7-a6\n# clk 0:04:57\n"),
        g,
        4,
        "move 1 has no '# clk' line",
    );
    assert_damaged(
        &format!("{head}b2-b3 a7-a6\n# clk 0:04:57\n"),
        g,
        3,
        "move 1 has no '# clk' line",
    );
    assert_damaged(
        &format!("{head}b2-b3\n# clk 0:04:57\na7-a6\n\n; the end\n"),
        g,
        7,
        "move 2 has no '# clk' line",
    );
    assert_damaged(
        &format!("{head}b2-b3\n# clk 0:04:57\n# clk 0:04:57\n"),
        g,
        5,
        "a second '# clk' line for move 1",
    );
    assert_damaged(
        &format!("{head}# clk 0:04:57\nb2-b3\n"),
        g,
        3,
        "before the first move",
    );
    assert_damaged(
        "# game gounki\nb2-b3\n# clk 0:04:57\n",
        g,
        3,
        "without a '# timecontrol' line",
    );
    assert_damaged(
        "# game gounki\n# timecontrol 5m+3\nb2-b3\n# clk 0:04:57\n",
        g,
        2,
        "not a time control in seconds",
    );
}

// --------------------------------------------------------------- checkers

#[test]
fn checkers_known_text_and_odds() {
    let record = checkers::pdn::parse_pdn("1. 22-18 11-15 2. 18x11 8x15 *").unwrap();
    let saved = SavedGame::Checkers {
        start: checkers::Position::start(),
        family: false,
        moves: record.moves,
    };
    let clocks = SavedClocks {
        control: FIVE_THREE,
        after: vec![secs(297), secs(301), tenths(2_925), secs(290)],
    };
    assert_eq!(
        assert_timed_round_trip(&saved, &clocks),
        "[GameType \"Basque checkers\"]\n[TimeControl \"300+3\"]\n[Result \"*\"]\n\n\
         1. 22-18 {[%clk 0:04:57]} 11-15 {[%clk 0:05:01]} 2. 18x11 {[%clk 0:04:52.5]}\n\
         8x15 {[%clk 0:04:50]} *\n"
    );
    let odds = SavedClocks {
        control: ODDS,
        after: vec![secs(299), secs(59), secs(298), secs(58)],
    };
    let text = assert_timed_round_trip(&saved, &odds);
    assert!(
        text.contains("[WhiteTimeControl \"300+3\"]\n[BlackTimeControl \"60+0\"]\n"),
        "{text}"
    );
    // Untimed, the record is what it always was.
    assert_eq!(
        saved.to_text_with(None),
        "[GameType \"Basque checkers\"]\n[Result \"*\"]\n\n1. 22-18 11-15 2. 18x11 8x15 *\n"
    );
}

#[test]
fn checkers_multi_capture_and_huff_under_family_rules() {
    // A family game with a double capture and a huff, found by playouts.
    let mut rng = SplitMix64(5);
    let mut found = None;
    for _ in 0..400 {
        let moves = playout(checkers::Game::new().with_family(true), &mut rng, 200).1;
        let multi = moves
            .iter()
            .any(|m| matches!(m, checkers::Move::Piece(p) if p.captured_count() >= 2));
        let huff = moves[..moves.len().saturating_sub(1)]
            .iter()
            .any(|m| matches!(m, checkers::Move::Huff(_)));
        if multi && huff {
            found = Some(moves);
            break;
        }
    }
    let moves = found.expect("a family game with a double capture and a huff");
    let game = SavedGame::Checkers {
        start: checkers::Position::start(),
        family: true,
        moves: moves.clone(),
    };
    let clocks = random_clocks(&game, &mut rng).expect("legal");
    let text = assert_timed_round_trip(&game, &clocks);
    assert!(text.contains("[Family \"on\"]"), "{text}");
    // Every move has its clock, the huff too: it takes time and adds no
    // increment (the huffer moves on).
    assert_eq!(text.matches("[%clk ").count(), moves.len(), "{text}");
    let plies = game.plies().unwrap();
    let huff = (0..moves.len() - 1)
        .find(|&i| matches!(moves[i], checkers::Move::Huff(_)))
        .expect("a huff before the last move");
    assert_eq!(
        plies[huff],
        Ply {
            side: plies[huff + 1].side,
            increment: false
        }
    );
    for i in 0..moves.len() {
        assert!(clocks.spent(&plies, i).is_some(), "move {i}");
    }
    // The known huff record, timed.
    let start = checkers::parse_fen("W:W18,28:B15,22").unwrap();
    let g = checkers::Game::from_position(start).with_family(true);
    let m1 = g.parse_move("28-24").unwrap();
    let m2 = g.clone().play(m1).unwrap().0.parse_move("h18").unwrap();
    let saved = SavedGame::Checkers {
        start,
        family: true,
        moves: vec![m1, m2],
    };
    let clocks = SavedClocks {
        control: FIVE_THREE,
        after: vec![secs(298), secs(296)],
    };
    let text = assert_timed_round_trip(&saved, &clocks);
    assert!(
        text.contains("28-24 {[%clk 0:04:58]} h18 {[%clk 0:04:56]}"),
        "{text}"
    );
}

#[test]
fn checkers_random_games_round_trip() {
    let mut rng = SplitMix64(77);
    for i in 0..60 {
        let moves = playout(checkers::Game::new().with_family(i % 2 == 1), &mut rng, 200).1;
        let game = SavedGame::Checkers {
            start: checkers::Position::start(),
            family: i % 2 == 1,
            moves,
        };
        let clocks = random_clocks(&game, &mut rng).expect("legal");
        assert_timed_round_trip(&game, &clocks);
    }
}

/// A record as another program writes it: the PGN tags and `%clk`
/// comments among other comments and tags.
#[test]
fn checkers_clocks_of_other_programs_read() {
    let text = "[Event \"Club\"]\n[White \"Ann\"]\n[TimeControl \"300+3\"]\n[Result \"*\"]\n\n\
                1. 22-18 {[%clk 0:04:57]} 11-15 {[%emt 0:00:04][%clk 0:04:59]}\n\
                2. 18x11 { a good one [%clk 0:04:50.56] } (2. 18-14 {[%clk 0:00:01]}) 8x15 {x}\n\
                {[%clk 0:5:01]} *\n";
    let (game, read) = SavedGame::parse_with_clocks(text, None).expect("reads");
    assert_eq!(game.move_count(), 4);
    assert_eq!(
        read,
        ClockRead::Read(SavedClocks {
            control: FIVE_THREE,
            after: vec![secs(297), secs(299), tenths(2_905), secs(301)],
        })
    );
    // Ours again, without the foreign tags and comments.
    let ours = game.to_text_with(read.clocks());
    assert!(ours.contains("[%clk 0:04:50.5]"), "{ours}");
    assert_eq!(SavedGame::parse_with_clocks(&ours, None), Ok((game, read)));
}

#[test]
fn checkers_damaged_clocks_still_load_the_moves() {
    let c = Some(GameKind::Checkers);
    let tags = "[GameType \"Basque checkers\"]\n[TimeControl \"300+3\"]\n[Result \"*\"]\n\n";
    let game = assert_damaged(
        &format!("{tags}1. 22-18 {{[%clk 0:04:57]}} 11-15\n{{[%clk nonsense]}} *\n"),
        c,
        6,
        "[%clk nonsense]: 'nonsense' is not a clock time",
    );
    assert_eq!(game.move_count(), 2);
    assert_damaged(
        "[TimeControl \"abc\"]\n\n1. 22-18 {[%clk 0:04:57]} *\n",
        c,
        1,
        "[TimeControl]: 'abc' is not a time control in seconds",
    );
    assert_damaged(
        &format!("{tags}1. 22-18 {{[%clk 0:04:57]}}\n11-15 *\n"),
        c,
        6,
        "move 2 has no clock time",
    );
    assert_damaged(
        &format!("{tags}1. 22-18\n11-15 {{[%clk 0:04:57]}} *\n"),
        c,
        6,
        "move 1 has no clock time",
    );
    assert_damaged(
        &format!("{tags}1. 22-18 {{[%clk 0:04:57]}} {{[%clk 0:04:56]}} 11-15 *\n"),
        c,
        5,
        "a second clock time for move 1",
    );
    assert_damaged(
        &format!("{tags}{{[%clk 0:04:57]}} 1. 22-18 *\n"),
        c,
        5,
        "before the first move",
    );
    assert_damaged(
        &format!("{tags}1. 22-18 {{[%clk 0:04:57}} *\n"),
        c,
        5,
        "'[%clk' without ']'",
    );
    assert_damaged(
        "[Result \"*\"]\n\n1. 22-18 {[%clk 0:04:57]} *\n",
        c,
        3,
        "clock times without a [TimeControl] tag",
    );
    assert_damaged(
        "[WhiteTimeControl \"300+3\"]\n[Event \"x\"]\n\n1. 22-18 {[%clk 0:04:57]} *\n",
        c,
        4,
        "one side only (no [BlackTimeControl] tag)",
    );
    assert_damaged(
        "[TimeControl \"300+3\"]\n[TimeControl \"300+3\"]\n\n1. 22-18 {[%clk 0:04:57]} *\n",
        c,
        2,
        "a second [TimeControl] tag",
    );
    assert_damaged(
        "# timecontrol 300+3\n[Result \"*\"]\n\n1. 22-18 *\n",
        c,
        1,
        "not used in PDN",
    );
    // No time control (`-`) and no times: untimed.
    let (_, read) = SavedGame::parse_with_clocks("[TimeControl \"-\"]\n\n1. 22-18 *\n", c).unwrap();
    assert_eq!(read, ClockRead::Untimed);
}

// ------------------------------------------------------------------ files

/// Files without clocks read as untimed, to the same games as before.
#[test]
fn untimed_files_read_as_before() {
    let mut rng = SplitMix64(99);
    for i in 0..90 {
        let kind = GameKind::ALL[i % 3];
        let game = crate::testgen::persist::random_saved(kind, &mut rng);
        let text = crate::testgen::persist::saved_text(&game, &mut rng);
        let plain = SavedGame::parse(&text, Some(kind));
        assert_eq!(plain.as_ref(), Ok(&game), "{text}");
        assert_eq!(
            SavedGame::parse_with_clocks(&text, Some(kind)),
            Ok((game.clone(), ClockRead::Untimed)),
            "{text}"
        );
        assert_eq!(game.to_text_with(None), game.to_text());
    }
}

#[test]
fn timed_files_save_and_load() {
    let dir = test_dir("timed-savefile");
    let mut rng = SplitMix64(3);
    for kind in GameKind::ALL {
        let game = crate::testgen::persist::random_saved(kind, &mut rng);
        let clocks = random_clocks(&game, &mut rng).expect("legal");
        let path = dir.join(format!("game.{}", file_extension(kind)));
        save_file_with_clocks(&path, &game, Some(&clocks)).expect("save");
        assert_eq!(
            load_file_with_clocks(&path),
            Ok((game.clone(), ClockRead::Read(clocks)))
        );
        assert_eq!(load_file(&path), Ok(game.clone()));
        save_file_with_clocks(&path, &game, None).expect("save");
        assert_eq!(load_file_with_clocks(&path), Ok((game, ClockRead::Untimed)));
    }
    let e = load_file_with_clocks(&dir.join("missing.pdn")).expect_err("missing");
    assert_eq!(e.line, 0);
    std::fs::remove_dir_all(dir).expect("cleanup");
}

/// Clocks with fewer entries than moves are written as far as they go, and
/// read back as damaged: the game is never lost. Entries past the moves are
/// left out.
#[test]
fn clocks_of_the_wrong_length_read_back_damaged() {
    let (start, moves) = othello_moves("f5d6c3");
    let games = [
        SavedGame::Othello { start, moves },
        SavedGame::Gounki {
            start: gounki::Position::start(),
            moves: playout(gounki::Game::new(), &mut SplitMix64(1), 3).1,
        },
        SavedGame::Checkers {
            start: checkers::Position::start(),
            family: false,
            moves: playout(checkers::Game::new(), &mut SplitMix64(1), 3).1,
        },
    ];
    for game in &games {
        let short = SavedClocks {
            control: FIVE_THREE,
            after: vec![secs(290); 2],
        };
        let text = game.to_text_with(Some(&short));
        let (loaded, read) = SavedGame::parse_with_clocks(&text, None).expect("loads");
        assert_eq!(&loaded, game);
        assert!(matches!(read, ClockRead::Damaged(_)), "{text}: {read:?}");
        let long = SavedClocks {
            control: FIVE_THREE,
            after: vec![secs(290); 4],
        };
        let text = game.to_text_with(Some(&long));
        let three = SavedClocks {
            after: vec![secs(290); 3],
            ..long
        };
        assert_eq!(
            SavedGame::parse_with_clocks(&text, None),
            Ok((game.clone(), ClockRead::Read(three)))
        );
    }
}
