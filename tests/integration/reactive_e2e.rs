//! The game as players run it: the real binary in reactive mode (no
//! `--screenshot`, which draws continuously), the key `1` ("Play Othello")
//! on the title screen, then no input at all. Screenshots are taken from outside the app (by
//! ImageMagick's `import` on the X server) until the board is drawn; a
//! window that stops drawing half way through the screen change fails.

use std::process::Command;

use crate::e2e::{LAVAPIPE, load_png, pixel, skip_without_tools};

/// Starts the game, presses `1` once, then takes a picture of the screen every two seconds for a minute and a
/// half, into `$OUT/shot-N.png`.
const SCRIPT: &str = r#"
"$BIN" --size 1280x720 >"$OUT/game.log" 2>&1 &
game=$!
window=$(xdotool search --sync --name Tavola | head -1)
sleep 8
# The keyboard goes to the focused window (there is no window manager).
xdotool windowfocus --sync "$window"
sleep 0.5
xdotool key 1
for i in $(seq 1 45); do
  sleep 2
  import -window root "$OUT/shot-$i.png"
done
kill $game
"#;

fn has(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

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
fn after_one_key_the_board_appears_without_more_input() {
    if skip_without_tools("reactive-mode test") {
        return;
    }
    if !has("xdotool") || !has("import") {
        assert!(
            std::env::var_os("CI").is_none(),
            "the reactive-mode test needs xdotool and imagemagick on CI"
        );
        eprintln!("SKIPPED reactive-mode test: xdotool or imagemagick missing");
        return;
    }
    let dir = std::env::temp_dir().join(format!("tavola-reactive-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let home = dir.join("home");
    let runtime = dir.join("xdg");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&runtime).unwrap();
    let status = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24", "bash", "-c", SCRIPT])
        .env("BIN", env!("CARGO_BIN_EXE_tavola"))
        .env("OUT", &dir)
        .env("TAVOLA_HOME", &home)
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("WGPU_BACKEND", "vulkan")
        .env("VK_ICD_FILENAMES", LAVAPIPE)
        .env("RUST_LOG", "warn")
        .status()
        .expect("xvfb-run starts");
    assert!(status.success(), "the script failed: {status}");
    let first = (1..=45).find(|i| shows_the_board(&dir.join(format!("shot-{i}.png"))));
    let log = std::fs::read_to_string(dir.join("game.log")).unwrap_or_default();
    let Some(first) = first else {
        panic!("the board never appeared in 90 s without input; game log:\n{log}");
    };
    // Once drawn it stays drawn (the last picture too).
    assert!(shows_the_board(&dir.join("shot-45.png")), "{log}");
    println!("the board appeared {} s after the key", first * 2);
}
