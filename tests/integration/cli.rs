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
