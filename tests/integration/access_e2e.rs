//! The running game's accessibility tree read from outside, as a screen
//! reader reads it: a D-Bus session with the AT-SPI bus (Debian's
//! `at-spi2-core`), the game in a real window under Xvfb, and `pyatspi`
//! walking the tree. The board's squares and the buttons are found by name.

use crate::e2e::{can_drive, drive};

#[test]
fn a_screen_reader_finds_the_squares_and_the_buttons_by_name() {
    if !can_drive(
        "the screen-reader test",
        &["dbus-run-session", "dbus-send", "/usr/bin/python3"],
    ) {
        return;
    }
    let launcher = "/usr/libexec/at-spi-bus-launcher";
    if !std::path::Path::new(launcher).exists() {
        assert!(
            std::env::var_os("CI").is_none(),
            "the screen-reader test needs at-spi2-core on CI"
        );
        eprintln!("SKIPPED the screen-reader test: {launcher} missing");
        return;
    }
    let dump = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/integration/scripts/atspi_tree.py"
    );
    // The AT-SPI bus says a screen reader is on, so AccessKit builds the
    // tree; the game starts in French. Each setting waits for its reply:
    // sent without waiting, one of the two could be lost (seen with the
    // dconf settings backend: the game then found accessibility off).
    let script = format!(
        r#"dbus-run-session -- bash -c '
{launcher} --launch-immediately &
sleep 1
for flag in IsEnabled ScreenReaderEnabled; do
  dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:$flag variant:boolean:true > /dev/null
done
"$BIN" --game othello --lang fr --size 1024x600 > "$OUT/game.log" 2>&1 &
game=$!
/usr/bin/python3 {dump} 120 > "$OUT/tree.txt" 2> "$OUT/atspi.log"
kill $game
wait $game 2>/dev/null
true'"#
    );
    let (dir, log) = drive("atspi", "1024x600", &script, &[]);
    let tree = std::fs::read_to_string(dir.join("tree.txt")).unwrap_or_default();
    let lines: Vec<&str> = tree.lines().map(str::trim).collect();
    assert!(
        lines.contains(&"application: tavola"),
        "the game is on the bus\n{tree}\n{log}"
    );
    let cells = lines
        .iter()
        .filter(|l| l.starts_with("table cell: "))
        .count();
    assert_eq!(cells, 64, "every square is in the tree\n{tree}");
    for wanted in [
        "table: Plateau : Othello",
        "table cell: d4, pion blanc",
        "table cell: e4, pion noir",
        "push button: Indice",
        "push button: Annuler",
        "status bar: Annonces",
    ] {
        assert!(lines.contains(&wanted), "no {wanted:?} in\n{tree}");
    }
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("table cell: d3, vide") && l.contains('1')),
        "d3 says it is a legal move flipping 1\n{tree}"
    );
}
