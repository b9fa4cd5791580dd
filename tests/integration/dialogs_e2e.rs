//! A long list in the real window: the Gounki book's contents at 1024×600,
//! opened with F1 and scrolled with the mouse wheel (real X events sent by
//! `xdotool`), pictured from outside the app by ImageMagick's `import`. The
//! chapters move; the dialog's title and its Close button stay where they
//! were.

use crate::e2e::{can_drive, drive, load_png, pixel};

/// The interface's button colour (`theme::BUTTON`) as the screen shows it.
const BUTTON: &str = "srgb(51,61,77)";

/// Starts the book, waits for its panel (its Close button), opens the
/// contents with F1, waits for the dialog's Close button, takes a picture,
/// turns the wheel down thirty notches over the list, takes another.
const SCRIPT: &str = r#"
"$BIN" --lesson gounki:1.1 --size 1024x600 >"$OUT/game.log" 2>&1 &
game=$!
window=$(xdotool search --sync --name Tavola | head -1)
wait_for() { # x y: until the pixel there has the button colour (2 min)
  for i in $(seq 1 120); do
    import -window root "$OUT/wait.png"
    [ "$(convert "$OUT/wait.png" -format "%[pixel:p{$1,$2}]" info:)" = "$BUTTON" ] && return 0
    sleep 1
  done
  echo "no button at $1,$2" >>"$OUT/game.log"; return 1
}
wait_for 65 385
xdotool windowfocus "$window" key F1
wait_for 440 545
sleep 2
import -window root "$OUT/top.png"
xdotool mousemove 512 300
for i in $(seq 1 30); do xdotool click 5; sleep 0.1; done
sleep 4
import -window root "$OUT/end.png"
kill $game
"#;

/// How many pixels of the box `(x0, y0)..(x1, y1)` differ between two
/// pictures.
fn differing(
    a: &bevy::image::Image,
    b: &bevy::image::Image,
    (x0, y0): (u32, u32),
    (x1, y1): (u32, u32),
) -> usize {
    let mut count = 0;
    for y in y0..y1 {
        for x in x0..x1 {
            let (p, q) = (pixel(a, x, y), pixel(b, x, y));
            if p.iter().zip(q).any(|(u, v)| u.abs_diff(v) > 12) {
                count += 1;
            }
        }
    }
    count
}

#[test]
fn the_wheel_scrolls_the_contents_and_the_title_and_close_stay() {
    if !can_drive("scrolling test", &["xdotool", "import"]) {
        return;
    }
    let (dir, log) = drive("scroll", "1024x600", SCRIPT, &[("BUTTON", BUTTON)]);
    let (top, end) = (
        load_png(&dir.join("top.png")),
        load_png(&dir.join("end.png")),
    );
    // The list (the chapters between the heading and Close) has moved.
    let list = differing(&top, &end, (300, 110), (720, 500));
    assert!(
        list > 5_000,
        "the chapters did not scroll ({list} pixels changed)\n{log}"
    );
    // The title and the Close button have not.
    let title = differing(&top, &end, (300, 20), (720, 70));
    let close = differing(&top, &end, (300, 525), (720, 570));
    assert!(
        title < 50 && close < 50,
        "the title ({title}) or Close ({close}) moved\n{log}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
