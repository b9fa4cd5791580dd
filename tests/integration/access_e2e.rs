//! The running game's accessibility tree read from outside, as a screen
//! reader reads it: a D-Bus session with the AT-SPI bus (Debian's
//! `at-spi2-core`), the game in a real window under Xvfb, and `pyatspi`
//! walking the tree. The board's squares and the buttons are found by name.

use crate::e2e::{can_read_tree, drive, screen_reader_script};

#[test]
fn a_screen_reader_finds_the_squares_and_the_buttons_by_name() {
    if !can_read_tree("the screen-reader test", &[]) {
        return;
    }
    // The game starts in French.
    let script = screen_reader_script("--game othello --lang fr --size 1024x600", "120", "");
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
