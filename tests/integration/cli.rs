//! The binary's argument handling: clear one-line errors, exit code 2.

use std::process::Command;

fn tavola(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tavola"))
        .args(args)
        .env_remove("DISPLAY")
        .output()
        .expect("the binary runs")
}

#[test]
fn bad_launch_arguments_exit_2_with_one_line() {
    for args in [
        &["--game", "chess"][..],
        &["--bogus"][..],
        &["--game", "othello", "--moves", "z9"][..],
    ] {
        let out = tavola(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(stderr.starts_with("tavola: "), "{args:?}: {stderr}");
        if args.len() < 3 {
            assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        }
    }
}

#[test]
fn no_display_is_a_clear_message_not_a_panic() {
    let out = tavola(&["--game", "othello"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no display"), "{stderr}");
}

#[test]
fn tools_work_from_the_game_binary() {
    let out = tavola(&[
        "moves",
        "othello",
        "---------------------------OX------XO--------------------------- X",
    ]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "c4\nd3\ne6\nf5\n");
    let out = tavola(&["perft", "othello", "banana"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn an_unreachable_display_is_one_clear_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_tavola"))
        .args(["--game", "othello"])
        .env("DISPLAY", ":9999")
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("tavola: could not open a window"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked at"), "{stderr}");
}

#[test]
fn lessons_lists_every_step_of_a_book_as_tab_separated_lines() {
    for (game, family_steps) in [("othello", false), ("gounki", false), ("checkers", true)] {
        let out = tavola(&["lessons", game]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut saw_family = false;
        for line in stdout.lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            assert!(matches!(fields.len(), 4 | 5), "{game}: {line}");
            assert!(
                tavola::lessons::StepId::parse(fields[0]).is_some(),
                "{line}"
            );
            if fields.len() == 5 {
                assert_eq!(fields[4], "family", "{line}");
                saw_family = true;
            }
            // The positions are what `tavola moves` reads.
            let mut args = vec!["moves", game, fields[1]];
            if fields.len() == 5 {
                args.push("--family");
            }
            let moves = tavola(&args);
            assert!(
                moves.status.success(),
                "{line}: {}",
                String::from_utf8_lossy(&moves.stderr)
            );
            if fields[2] != "-" && !fields[2].starts_with('h') {
                let listed = String::from_utf8_lossy(&moves.stdout);
                assert!(
                    listed.lines().any(|m| m.trim() == fields[2]),
                    "{line}: the move is not among the legal moves"
                );
            }
        }
        assert_eq!(saw_family, family_steps, "{game}");
    }
    let out = tavola(&["lessons", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown game 'chess'"));
}
