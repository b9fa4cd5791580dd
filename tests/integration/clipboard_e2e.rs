//! The system clipboard in a real window (Xvfb, the X clipboard through
//! `xclip`, keys sent by `xdotool`): for each game, a position put on the
//! clipboard is pasted with Ctrl+V and copied back with Ctrl+C in the same
//! canonical form, whatever game was on the board before; a paste of text
//! that is no game changes nothing (the position copied afterwards is the
//! one before).

use std::process::Command;

use tavola::app::features::paste::position_on_board;

use crate::e2e::{LAVAPIPE, skip_without_tools};
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
done <"$OUT/positions"
round 'hello, this is no game'
cp "$OUT/last" "$OUT/after-bad"
kill $game
"#;

fn has(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn positions_go_through_the_system_clipboard_unchanged() {
    if skip_without_tools("clipboard test") {
        return;
    }
    if !has("xclip") || !has("xdotool") {
        assert!(
            std::env::var_os("CI").is_none(),
            "the clipboard test needs xclip and xdotool on CI"
        );
        eprintln!("SKIPPED clipboard test: xclip or xdotool missing");
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
    let dir = std::env::temp_dir().join(format!("tavola-clipboard-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let home = dir.join("home");
    let runtime = dir.join("xdg");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&runtime).unwrap();
    std::fs::write(dir.join("positions"), positions.join("\n") + "\n").unwrap();
    let status = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1024x600x24", "bash", "-c", SCRIPT])
        .env("BIN", env!("CARGO_BIN_EXE_tavola"))
        .env("OUT", &dir)
        .env("TAVOLA_HOME", &home)
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("WGPU_BACKEND", "vulkan")
        .env("VK_ICD_FILENAMES", LAVAPIPE)
        .env("RUST_LOG", "warn")
        .status()
        .expect("xvfb-run starts");
    let log = std::fs::read_to_string(dir.join("game.log")).unwrap_or_default();
    assert!(status.success(), "the script failed: {status}\n{log}");
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
