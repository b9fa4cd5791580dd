//! The game as players run it: the real binary in reactive mode (no
//! `--screenshot`, which draws continuously), one quick click on Othello's
//! Play button on the title screen (moved onto, pressed and released
//! within a frame, as `xdotool` and touch screens do), then no input at all. Screenshots are taken from outside the app (by
//! ImageMagick's `import` on the X server) until the board is drawn; a
//! window that stops drawing half way through the screen change fails.

use crate::e2e::{can_drive, drive, load_png, pixel};

/// Starts the game, clicks Othello's Play once, then takes a picture of
/// the screen every two seconds, into `$OUT/shot-N.png`, for a minute and
/// a half or until three in a row show the board.
const SCRIPT: &str = r#"
"$BIN" --size 1280x720 >"$OUT/game.log" 2>&1 &
game=$!
window=$(xdotool search --sync --name Tavola | head -1)
# The loading screen takes the clicks: wait (at most two minutes) until
# Othello's Play button (the first of Play, Rules, Set up at 1280x720: its
# left padding at 132,598) shows in its own colour.
for i in $(seq 1 120); do
  import -window root "$OUT/title.png"
  colour=$(convert "$OUT/title.png" -format '%[pixel:p{132,598}]' info:)
  [ "$colour" = "srgb(51,61,77)" ] && break
  sleep 1
done
echo "title ready after $i s: $colour" >"$OUT/title.txt"
xdotool mousemove 132 598 click 1
seen=0
for i in $(seq 1 45); do
  sleep 2
  import -window root "$OUT/shot-$i.png"
  # Three pictures in a row with the felt's green: done early.
  green=$(convert "$OUT/shot-$i.png" -format '%[fx:int(255*(p{640,480}.g-p{640,480}.r))]' info:)
  if [ "$green" -gt 30 ]; then seen=$((seen+1)); else seen=0; fi
  [ "$seen" -ge 3 ] && break
done
kill $game
"#;

/// Whether a screenshot shows the Othello board: green felt at the board's
/// middle, and disc colours at the four centre squares.
fn shows_the_board(path: &std::path::Path) -> bool {
    let Ok(image) = std::panic::catch_unwind(|| load_png(path)) else {
        return false;
    };
    let felt = pixel(&image, 640, 480);
    felt[1] > felt[0] + 30 && felt[1] > felt[2] + 30
}

#[test]
fn after_one_click_the_board_appears_without_more_input() {
    if !can_drive("reactive-mode test", &["xdotool", "import"]) {
        return;
    }
    let (dir, log) = drive("reactive", "1280x720", SCRIPT, &[]);
    let taken = (1..=45)
        .take_while(|i| dir.join(format!("shot-{i}.png")).exists())
        .count();
    let first = (1..=taken).find(|i| shows_the_board(&dir.join(format!("shot-{i}.png"))));
    let title = std::fs::read_to_string(dir.join("title.txt")).unwrap_or_default();
    let log = format!("{title}{log}");
    let Some(first) = first else {
        panic!("the board never appeared in 90 s without input; game log:\n{log}");
    };
    // Once drawn it stays drawn (the last picture too).
    assert!(
        shows_the_board(&dir.join(format!("shot-{taken}.png"))),
        "{log}"
    );
    println!("{title}the board appeared {} s after the click", first * 2);
    let _ = std::fs::remove_dir_all(&dir);
}
