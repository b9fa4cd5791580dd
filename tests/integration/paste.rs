//! Pasting and dropping games: the text decides the game (a PDN over the
//! Othello board opens checkers), a bad paste changes nothing and says
//! why, a dropped folder is refused, and what the clipboard would receive
//! (the position, the whole game) reads back as the same game.

use bevy::prelude::*;
use tavola::app::core::notice::Notice;
use tavola::app::core::screen::Screen;
use tavola::app::core::session::{ActiveGame, Match};
use tavola::app::features::paste::{
    game_on_board, open_dropped_path, paste_text, position_on_board,
};
use tavola::game_kind::GameKind;
use tavola::persist::samples::SAMPLES;

use crate::harness::{frames, headless};

fn notices(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<Notice>>();
    let mut cursor = messages.get_cursor();
    cursor.read(messages).map(|n| n.text.clone()).collect()
}

fn sample(kind: GameKind) -> &'static str {
    SAMPLES
        .iter()
        .find(|s| s.kind() == Some(kind))
        .expect("a sample of every game")
        .text
}

fn active(app: &App) -> GameKind {
    app.world().resource::<ActiveGame>().0
}

#[test]
fn a_pasted_game_opens_in_its_own_game() {
    let mut app = headless(&["--game", "othello", "--moves", "f5d6c3"]);
    // A PDN over the Othello board: checkers, with every move.
    paste_text(app.world_mut(), sample(GameKind::Checkers));
    frames(&mut app, 1);
    let said = notices(&app);
    frames(&mut app, 2);
    assert_eq!(active(&app), GameKind::Checkers);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    let plies = app
        .world()
        .resource::<Match<tavola::rules::checkers::Game>>()
        .plies()
        .len();
    assert!(plies > 10, "the game's moves were played: {plies}");
    // The board on show is checkers' own, with its pieces.
    let world = app.world_mut();
    let pieces = world
        .query::<&tavola::app::games::checkers::CheckersPiece>()
        .iter(world)
        .count();
    assert!(pieces > 0, "the checkers scene was built");
    assert!(
        said.iter().any(|n| n == "Pasted: Basque checkers"),
        "{said:?}"
    );
    // The whole game copied reads back as the same game.
    let copied = game_on_board(app.world()).expect("a game on the board");
    paste_text(app.world_mut(), &copied);
    frames(&mut app, 2);
    let again = app
        .world()
        .resource::<Match<tavola::rules::checkers::Game>>()
        .plies()
        .len();
    assert_eq!(again, plies);
    assert_eq!(game_on_board(app.world()).as_deref(), Some(copied.as_str()));
    // The position is the game's FEN.
    let position = position_on_board(app.world()).expect("a position");
    assert!(
        position.starts_with("W:") || position.starts_with("B:"),
        "{position}"
    );
}

#[test]
fn a_paste_from_the_title_screen_starts_the_game() {
    let mut app = headless(&[]);
    paste_text(app.world_mut(), sample(GameKind::Gounki));
    frames(&mut app, 3);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    assert_eq!(active(&app), GameKind::Gounki);
    // Nothing to copy on the title screen.
    let mut title = headless(&[]);
    assert_eq!(position_on_board(title.world_mut()), None);
}

/// Every game's position on the board copies and pastes back the same
/// (the canonical form), from any other game's board.
#[test]
fn positions_round_trip_through_copy_and_paste() {
    let starts = [
        ("othello", "f5d6c3d3c4", GameKind::Othello),
        ("gounki", "c2-d3 d7-e6", GameKind::Gounki),
        ("checkers", "22-18 11-15", GameKind::Checkers),
    ];
    for (game, moves, kind) in starts {
        let mut app = headless(&["--game", game, "--moves", moves]);
        let position = position_on_board(app.world()).expect("a position");
        for (other, _, _) in starts {
            let mut there = headless(&["--game", other]);
            paste_text(there.world_mut(), &position);
            frames(&mut there, 3);
            assert_eq!(active(&there), kind, "{game} pasted over {other}");
            assert_eq!(
                position_on_board(there.world()).as_deref(),
                Some(position.as_str()),
                "{game} pasted over {other}"
            );
        }
        frames(&mut app, 1);
    }
}

#[test]
fn a_bad_paste_changes_nothing_and_says_why() {
    let mut app = headless(&["--game", "othello", "--moves", "f5d6c3"]);
    for bad in ["hello there", "", "f5d6z9", "\0\u{1}binary"] {
        paste_text(app.world_mut(), bad);
        frames(&mut app, 1);
        assert_eq!(active(&app), GameKind::Othello, "{bad:?}");
        let plies = app
            .world()
            .resource::<Match<tavola::rules::othello::Position>>()
            .plies()
            .len();
        assert_eq!(plies, 3, "{bad:?} changed the game");
        let said = notices(&app);
        let last = said.last().expect("a notice");
        assert!(last.starts_with("Nothing pasted: "), "{bad:?}: {said:?}");
        assert_eq!(last.lines().count(), 1, "one line: {last:?}");
    }
    // Too large: refused at once.
    let huge = "f5".repeat(3 << 20);
    paste_text(app.world_mut(), &huge);
    frames(&mut app, 1);
    assert!(notices(&app).last().unwrap().contains("too large"));
}

#[test]
fn a_dropped_file_opens_and_a_folder_is_refused() {
    let dir = std::env::temp_dir().join(format!("tavola-drop-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = headless(&["--game", "othello"]);
    open_dropped_path(app.world_mut(), &dir);
    frames(&mut app, 1);
    assert!(
        notices(&app).last().unwrap().contains("is a folder"),
        "{:?}",
        notices(&app)
    );
    // A text file with a game, whatever its name: the content decides.
    let file = dir.join("from-a-web-page.txt");
    std::fs::write(&file, sample(GameKind::Checkers)).unwrap();
    open_dropped_path(app.world_mut(), &file);
    frames(&mut app, 3);
    assert_eq!(active(&app), GameKind::Checkers);
    // A damaged file changes nothing.
    let bad = dir.join("bad.pdn");
    std::fs::write(&bad, "1. 22-18 99-15 *\n").unwrap();
    open_dropped_path(app.world_mut(), &bad);
    frames(&mut app, 1);
    assert_eq!(active(&app), GameKind::Checkers);
    assert!(notices(&app).last().unwrap().contains("bad.pdn"));
    std::fs::remove_dir_all(&dir).unwrap();
}
