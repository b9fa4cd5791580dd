//! The system clipboard in a real window (Xvfb, the X clipboard through
//! `xclip`, keys sent by `xdotool`): for each game, a position put on the
//! clipboard is pasted with Ctrl+V and copied back with Ctrl+C in the same
//! canonical form, whatever game was on the board before; a paste of text
//! that is no game changes nothing (the position copied afterwards is the
//! one before).

use tavola::app::features::paste::position_on_board;

use crate::e2e::{can_drive, drive};
use crate::harness::headless;

/// For each line of `$OUT/positions`, until Ctrl+C gives it back (at most
/// 25 tries, the first ones while the game loads): the line on the
/// clipboard, Ctrl+V, a marker on the clipboard, Ctrl+C, the clipboard
/// into `$OUT/copied-N`. Then text that is no game, Ctrl+V, the marker,
/// Ctrl+C, into `$OUT/after-bad`.
const SCRIPT: &str = r#"
"$BIN" --size 1024x600 >"$OUT/game.log" 2>&1 &
game=$!
window=$(xdotool search --sync --name Tavola | head -1)
round() { # text: paste it, then copy the board back into $OUT/last
  printf '%s' "$1" | xclip -selection clipboard
  xdotool windowfocus --sync "$window" keydown ctrl key v keyup ctrl
  sleep 3
  printf 'marker' | xclip -selection clipboard
  xdotool windowfocus --sync "$window" keydown ctrl key c keyup ctrl
  sleep 1
  xclip -o -selection clipboard >"$OUT/last" 2>/dev/null
}
n=0
while IFS= read -r position; do
  n=$((n+1))
  for try in $(seq 1 25); do
    round "$position"
    [ "$(cat "$OUT/last")" = "$position" ] && break
  done
  cp "$OUT/last" "$OUT/copied-$n"
done <"$POSITIONS"
round 'hello, this is no game'
cp "$OUT/last" "$OUT/after-bad"
kill $game
"#;

#[test]
fn positions_go_through_the_system_clipboard_unchanged() {
    if !can_drive("clipboard test", &["xclip", "xdotool"]) {
        return;
    }
    // One position of each game, in Tavola's canonical form.
    let positions: Vec<String> = [
        ["othello", "f5d6c3d3c4"],
        ["gounki", "c2-d3 d7-e6"],
        ["checkers", "22-18 11-15"],
    ]
    .iter()
    .map(|[game, moves]| {
        let app = headless(&["--game", game, "--moves", moves]);
        position_on_board(app.world()).expect("a position")
    })
    .collect();
    let text = positions.join("\n") + "\n";
    let list = std::env::temp_dir().join(format!("tavola-positions-{}", std::process::id()));
    std::fs::write(&list, text).unwrap();
    let (dir, log) = drive(
        "clipboard",
        "1024x600",
        SCRIPT,
        &[("POSITIONS", list.to_str().unwrap())],
    );
    let _ = std::fs::remove_file(&list);
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap_or_default();
    for (n, position) in positions.iter().enumerate() {
        assert_eq!(
            &read(&format!("copied-{}", n + 1)),
            position,
            "pasted and copied back\n{log}"
        );
    }
    assert_eq!(
        &read("after-bad"),
        positions.last().unwrap(),
        "a bad paste changed the board\n{log}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
