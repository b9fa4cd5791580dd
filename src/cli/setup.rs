//! `tavola setup <game> [--from "<position>" | --empty] [--turn SIDE]
//! [EDIT...]`: the position editor's rules from the command line. Each
//! edit is `d4=<piece>` (put a piece: the game's letter), `d4-` (take the
//! top piece off) or `d4.` (empty the square); the result is the position
//! string, or the one-line reason it cannot be played, naming the square,
//! exactly as the editor in the game says it.

use super::{Args, CliError, Options};
use crate::rules::Side;
use crate::setup::{Editable, Setup, parse_edit};

/// The options `setup` takes.
pub(super) const OPTIONS: Options = Options {
    known: &["empty", "from", "turn"],
    valued: &["from", "turn"],
};

/// Runs `setup` for game `G` (`label`: "setup othello").
pub(super) fn run<G: Editable>(label: &str, args: &Args) -> Result<String, CliError> {
    let error = |e: &dyn std::fmt::Display| CliError::new(format!("{label}: {e}"));
    let turn = match args.value("turn") {
        None => None,
        Some(text) => Some(parse_side(text).ok_or_else(|| {
            CliError::new(format!("{label}: unknown side '{text}' (black or white)"))
        })?),
    };
    if args.has("empty") && args.has("from") {
        return Err(CliError::new(format!(
            "{label}: give only one of --empty, --from"
        )));
    }
    let mut setup = if args.has("empty") {
        Setup::<G>::empty(turn.unwrap_or(Side::White))
    } else if let Some(text) = args.value("from") {
        let position = G::parse_position(text).map_err(|e| error(&e))?;
        Setup::of(&position)
    } else {
        Setup::<G>::start()
    };
    if let Some(turn) = turn {
        setup.set_turn(turn);
    }
    for token in &args.positional {
        let edit = parse_edit::<G>(token).map_err(|e| error(&e))?;
        setup.apply(edit).map_err(|e| error(&e))?;
    }
    let position = setup.check().map_err(|e| error(&e))?;
    Ok(format!("{}\n", position.position_text()))
}

fn parse_side(text: &str) -> Option<Side> {
    match text.to_ascii_lowercase().as_str() {
        "black" | "b" | "x" => Some(Side::Black),
        "white" | "w" | "o" => Some(Side::White),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    fn setup(args: &[&str]) -> Result<String, String> {
        let mut all = vec!["setup"];
        all.extend_from_slice(args);
        super::super::run(all).map_err(|e| e.0)
    }

    #[test]
    fn edits_make_a_position_the_other_tools_read() {
        let text = setup(&[
            "othello", "--empty", "--turn", "black", "d4=X", "e5=O", "e4=O",
        ])
        .unwrap();
        assert_eq!(text.trim().len(), 66);
        assert!(text.trim().ends_with(" X"));
        let moves = super::super::run(["moves", "othello", text.trim()]).unwrap();
        assert!(!moves.trim().is_empty(), "{moves}");
        let fen = setup(&["checkers", "--empty", "18=w", "14=B"]).unwrap();
        assert!(fen.contains("W18") && fen.contains("K14"), "{fen}");
        let gounki = setup(&["gounki", "--empty", "e4=R", "e4=S", "d8=r"]).unwrap();
        assert_eq!(gounki.trim(), "3r4/8/8/8/4[RS]3/8/8/8 w");
    }

    #[test]
    fn from_a_position_and_back_to_the_start() {
        let start = setup(&["checkers"]).unwrap();
        assert_eq!(setup(&["checkers", "--from", start.trim()]).unwrap(), start);
        // A piece taken off and put back as a man where it cannot stay.
        assert!(
            setup(&["checkers", "1-", "1=w"]).is_err(),
            "a white man on 1 is on its crowning row"
        );
    }

    #[test]
    fn what_cannot_be_played_names_its_square() {
        let err = setup(&["gounki", "--empty", "e4=R", "e4=R", "e4=R", "e4=S"]).unwrap_err();
        assert_eq!(err, "setup gounki: e4: a stack holds at most 3 pieces");
        let err = setup(&["othello", "--empty"]).unwrap_err();
        assert_eq!(err, "setup othello: the board has no pieces");
        let err = setup(&["checkers", "--empty", "30=b"]).unwrap_err();
        assert!(err.starts_with("setup checkers: 30: a Black man"), "{err}");
        let err = setup(&["othello", "z9=X"]).unwrap_err();
        assert!(err.contains("'z9' is not a square"), "{err}");
        let err = setup(&["othello", "--turn", "red"]).unwrap_err();
        assert!(err.contains("unknown side"), "{err}");
    }
}
