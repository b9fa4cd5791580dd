//! Clocks in a real window (Xvfb, lavapipe), driven from outside: a game on
//! a 20-second clock with no move is lost on time, on screen and in the
//! accessibility tree a screen reader reads; timed games played with the
//! keyboard and saved with Ctrl+S keep their time control and the clock
//! after each move (Othello's `# clocks` line, PDN's `[TimeControl]` and
//! `{[%clk]}`).

use tavola::app::games::checkers::cell_of;
use tavola::app::kit::board::BoardCell;
use tavola::rules::checkers::Square;

use crate::e2e::{can_drive, can_read_tree, drive, screen_reader_script};

#[test]
fn a_game_on_a_20_second_clock_is_lost_on_time_on_screen_and_for_screen_readers() {
    if !can_read_tree("the clock's flag test", &["import", "xdotool"]) {
        return;
    }
    // The window has the focus, as a desktop gives it (without it the
    // clocks of a game between two people pause).
    let script = screen_reader_script(
        "--game othello --clock 20s+0 --size 1024x600 & sleep 0; \
         xdotool windowfocus --sync $(xdotool search --sync --name Tavola | head -1); true",
        "150 \"on time\"",
        "sleep 1; import -window root \"$OUT/over.png\"",
    );
    let (dir, log) = drive("clock-flag", "1024x600", &script, &[]);
    let tree = std::fs::read_to_string(dir.join("tree.txt")).unwrap_or_default();
    let header = tree.lines().next().unwrap_or_default().to_string();
    let times: Vec<f64> = header
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    let [board, found] = times[..] else {
        panic!("no timings in {header:?}\n{tree}\n{log}");
    };
    assert!(found >= 0.0, "no result on time in the tree\n{tree}\n{log}");
    assert!(
        tree.lines().any(|l| l.contains("White wins (on time)")),
        "the result is in the tree\n{tree}"
    );
    // The clock starts once the board shows (the loading screen holds it):
    // twenty seconds, and a little for the tree to follow.
    assert!(
        found - board <= 25.0 + 20.0,
        "over {found:.1} s after the board's {board:.1} s\n{tree}"
    );
    assert!(
        found >= 19.0,
        "twenty seconds of Black's time went by first ({found:.1} s)"
    );
    assert!(dir.join("over.png").exists(), "a picture of the screen");
}

/// Waits for the board (the loading screen's background gone from a
/// point of the board), then plays `$MOVE1` and `$MOVE2` (steps of xdotool
/// key names separated by `|`, a second apart, so that each move's clock
/// runs), then saves with Ctrl+S.
const SAVE_SCRIPT: &str = r#"
# The view stays on White's side: the arrows keep their directions.
printf 'camera_auto_swap = false\n' >"$TAVOLA_HOME/settings.cfg"
"$BIN" --game "$GAME" --clock 5+3 --size 1024x600 >"$OUT/game.log" 2>&1 &
game=$!
window=$(xdotool search --sync --name Tavola | head -1)
xdotool windowfocus --sync "$window"
for i in $(seq 1 120); do
  import -window root "$OUT/shot.png"
  colour=$(convert "$OUT/shot.png" -format '%[pixel:p{700,420}]' info:)
  [ "$colour" != "srgb(28,31,36)" ] && break
  sleep 1
done
sleep 2
for move in "$MOVE1" "$MOVE2"; do
  # A move's steps are separated by '|', a second apart.
  IFS='|' read -ra steps <<<"$move"
  for keys in "${steps[@]}"; do
    xdotool windowfocus --sync "$window" key $keys
    sleep 1
  done
  sleep 3
done
xdotool windowfocus --sync "$window" keydown ctrl key s keyup ctrl
sleep 2
import -window root "$OUT/saved.png"
kill $game
"#;

/// The arrow keys that take the keyboard's cursor from `from` to `to`.
fn arrows(from: BoardCell, to: BoardCell) -> Vec<&'static str> {
    let (dc, dr) = (
        i16::from(to.col) - i16::from(from.col),
        i16::from(to.row) - i16::from(from.row),
    );
    let horizontal = if dc > 0 { "Right" } else { "Left" };
    let vertical = if dr > 0 { "Down" } else { "Up" };
    std::iter::repeat_n(horizontal, dc.unsigned_abs().into())
        .chain(std::iter::repeat_n(vertical, dr.unsigned_abs().into()))
        .collect()
}

/// The file Ctrl+S wrote in `dir`'s saves folder.
fn saved_file(dir: &std::path::Path, ext: &str) -> String {
    let saves = dir.join("home").join("saves");
    let file = std::fs::read_dir(&saves)
        .unwrap_or_else(|e| panic!("no saves folder {}: {e}", saves.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == ext))
        .unwrap_or_else(|| panic!("no .{ext} save in {}", saves.display()));
    std::fs::read_to_string(file).expect("readable")
}

/// The clock times (`H:MM:SS`) in `text`.
fn clock_times(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || "[]{}".contains(c))
        .filter(|w| {
            let parts: Vec<&str> = w.split(':').collect();
            parts.len() == 3
                && parts.iter().all(|p| !p.is_empty())
                && parts[1].len() == 2
                && parts
                    .iter()
                    .all(|p| p.split('.').all(|d| d.chars().all(|c| c.is_ascii_digit())))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn timed_games_are_saved_with_their_clocks() {
    if !can_drive("the timed save test", &["xdotool", "import", "convert"]) {
        return;
    }
    // Othello: Tab to the first legal square, Enter, twice.
    let tab = "Tab|Return";
    let (dir, log) = drive(
        "clock-save-othello",
        "1024x600",
        SAVE_SCRIPT,
        &[("GAME", "othello"), ("MOVE1", tab), ("MOVE2", tab)],
    );
    let text = saved_file(&dir, "othello");
    assert!(text.contains("# timecontrol 300+3"), "{text}\n{log}");
    let clocks = text
        .lines()
        .find(|l| l.starts_with("# clocks"))
        .unwrap_or_else(|| panic!("no clocks line in\n{text}"));
    let times = clock_times(clocks);
    assert_eq!(
        times.len(),
        2,
        "a clock after each of the two moves: {text}"
    );
    for time in &times {
        // Five minutes, less what the move took, plus three seconds.
        assert!(
            time.starts_with("0:04:") || time.starts_with("0:05:0"),
            "{time}"
        );
    }

    // Checkers: 22-18 and 11-15 with the arrows and Enter (the first
    // arrow shows the cursor where it starts, d5 on the screen).
    let cell = |n| cell_of(Square::from_number(n).expect("a square"));
    let start = BoardCell { col: 3, row: 4 };
    let route = |from: BoardCell, to: u8, then: u8| {
        // One key a step: a slow frame must not take two presses of the
        // same arrow as one.
        let to_piece = arrows(from, cell(to)).join("|");
        let to_square = arrows(cell(to), cell(then)).join("|");
        format!("{to_piece}|Return|{to_square}|Return")
    };
    let first = format!("Left|Right|{}", route(start, 22, 18));
    let second = route(cell(18), 11, 15);
    let (dir, log) = drive(
        "clock-save-checkers",
        "1024x600",
        SAVE_SCRIPT,
        &[("GAME", "checkers"), ("MOVE1", &first), ("MOVE2", &second)],
    );
    let text = saved_file(&dir, "pdn");
    assert!(text.contains("[TimeControl \"300+3\"]"), "{text}\n{log}");
    let times: Vec<String> = text
        .split("[%clk ")
        .skip(1)
        .map(|rest| rest.split(']').next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(times.len(), 2, "a %clk after each of the two moves: {text}");
    assert!(times.iter().all(|t| clock_times(t).len() == 1), "{times:?}");
}
