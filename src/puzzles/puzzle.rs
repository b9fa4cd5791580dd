//! What a puzzle is, and its one-line text form.
//!
//! A puzzle is a position, the side to move (the solver), what the solver
//! must achieve ([`Goal`]), and the solution line: the solver's moves and
//! the opponent's replies in turn. At each of the solver's steps the line
//! lists every move that counts (the first is the main one); the generator
//! only ever offers more than one at the solver's last step, so that the
//! replies never depend on which counting move was played.
//!
//! The text form, one puzzle a line, fields separated by tabs:
//!
//! ```text
//! id  game  goal  rating  themes  position  line
//! o-0042  othello  win  1350  corner,parity  <position text>  a1;b1;h8|g8
//! ```
//!
//! `line` separates steps by `;` and the moves that count at a step by `|`
//! (no game's move text uses either). Blank lines and lines starting with
//! `#` are comments.

use std::fmt;

use crate::game_kind::GameKind;

/// What the solver must achieve, proven by the game's prover
/// (`super::prove`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Win the game against every defence (Othello: the exact result is a
    /// win, and only the solution's moves keep it).
    Win,
    /// Othello: keep the best result, the exact final disc difference
    /// `result` (for the solver); every other move gives away at least
    /// `super::othello::CLEAR_MARGIN` discs.
    Best { result: i8 },
    /// Checkers: come out of the line (captures finished) `pieces` pieces
    /// up on the start, against every defence, the defender crowning none.
    Material { pieces: u8 },
    /// Checkers: crown a man against every defence, losing no material.
    Crown,
    /// Gounki: take a piece past the last rank (a win) against every
    /// defence.
    Exit,
    /// One of the player's own mistakes: find the move the game review
    /// found clearly better (a personal puzzle; the review's measure, not
    /// a proof, decides, so its line is that one move).
    Better,
}

impl Goal {
    /// The token in the text form: `win`, `best+4`, `material2`, `crown`,
    /// `exit`.
    #[must_use]
    pub fn token(self) -> String {
        match self {
            Goal::Win => "win".into(),
            Goal::Best { result } => format!("best{result:+}"),
            Goal::Material { pieces } => format!("material{pieces}"),
            Goal::Crown => "crown".into(),
            Goal::Exit => "exit".into(),
            Goal::Better => "better".into(),
        }
    }

    /// Reads a token written by [`Goal::token`].
    #[must_use]
    pub fn parse(text: &str) -> Option<Goal> {
        match text {
            "win" => Some(Goal::Win),
            "crown" => Some(Goal::Crown),
            "exit" => Some(Goal::Exit),
            "better" => Some(Goal::Better),
            _ => {
                if let Some(n) = text.strip_prefix("best") {
                    let result: i8 = n.parse().ok()?;
                    return (-64..=64)
                        .contains(&result)
                        .then_some(Goal::Best { result });
                }
                let n: u8 = text.strip_prefix("material")?.parse().ok()?;
                (1..=12)
                    .contains(&n)
                    .then_some(Goal::Material { pieces: n })
            }
        }
    }
}

/// What a puzzle is about, read from the rules' effects along its line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Othello: the solution takes a corner.
    Corner,
    /// Othello: the solution takes or keeps the last move of a region
    /// (parity), or makes the opponent pass.
    Parity,
    /// Othello: the line wipes the opponent out.
    Wipeout,
    /// Othello: the solution plays on an edge.
    Edge,
    /// Checkers: a move gives a piece away to win more (a shot).
    Shot,
    /// Checkers: a man is crowned along the line.
    Crowning,
    /// Checkers: a capture of two or more pieces at once.
    MultiCapture,
    /// Gounki: the line ends by leaving the board.
    Exit,
    /// Gounki: a deployment in the solution.
    Deployment,
    /// Gounki: a piece rebounds off a side wall in the solution.
    Rebound,
    /// Gounki and checkers: the solution captures.
    Capture,
    /// The solver has two moves or more to find.
    Combination,
}

impl Theme {
    pub const ALL: [Theme; 12] = [
        Theme::Corner,
        Theme::Parity,
        Theme::Wipeout,
        Theme::Edge,
        Theme::Shot,
        Theme::Crowning,
        Theme::MultiCapture,
        Theme::Exit,
        Theme::Deployment,
        Theme::Rebound,
        Theme::Capture,
        Theme::Combination,
    ];

    /// The tag in files and on the command line.
    #[must_use]
    pub const fn tag(self) -> &'static str {
        match self {
            Theme::Corner => "corner",
            Theme::Parity => "parity",
            Theme::Wipeout => "wipeout",
            Theme::Edge => "edge",
            Theme::Shot => "shot",
            Theme::Crowning => "crowning",
            Theme::MultiCapture => "multi-capture",
            Theme::Exit => "exit",
            Theme::Deployment => "deployment",
            Theme::Rebound => "rebound",
            Theme::Capture => "capture",
            Theme::Combination => "combination",
        }
    }

    /// The id of its name in the interface texts.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Theme::Corner => "puzzle_theme_corner",
            Theme::Parity => "puzzle_theme_parity",
            Theme::Wipeout => "puzzle_theme_wipeout",
            Theme::Edge => "puzzle_theme_edge",
            Theme::Shot => "puzzle_theme_shot",
            Theme::Crowning => "puzzle_theme_crowning",
            Theme::MultiCapture => "puzzle_theme_multi_capture",
            Theme::Exit => "puzzle_theme_exit",
            Theme::Deployment => "puzzle_theme_deployment",
            Theme::Rebound => "puzzle_theme_rebound",
            Theme::Capture => "puzzle_theme_capture",
            Theme::Combination => "puzzle_theme_combination",
        }
    }

    /// Reads a tag.
    #[must_use]
    pub fn parse(text: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.tag() == text)
    }
}

/// One puzzle (see the module's documentation).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// Unique within its file (`o-0042`, `mine-3`).
    pub id: String,
    pub game: GameKind,
    pub goal: Goal,
    /// The puzzle's starting rating (Glicko scale), from its proven
    /// difficulty.
    pub rating: u32,
    pub themes: Vec<Theme>,
    /// The position's text in the game's notation.
    pub position: String,
    /// The steps: the solver's moves (every one that counts, main first)
    /// at even indices, the opponent's reply (one move) at odd ones; it
    /// starts and ends with the solver.
    pub line: Vec<Vec<String>>,
}

/// Why a line of a puzzle file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleTextError(pub String);

impl fmt::Display for PuzzleTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PuzzleTextError {}

impl Puzzle {
    /// How many moves the solver plays.
    #[must_use]
    pub fn solver_moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// The puzzle as one line of text.
    #[must_use]
    pub fn to_line(&self) -> String {
        let themes: Vec<&str> = self.themes.iter().map(|t| t.tag()).collect();
        let line: Vec<String> = self.line.iter().map(|step| step.join("|")).collect();
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.id,
            self.game.id(),
            self.goal.token(),
            self.rating,
            if themes.is_empty() {
                "-".to_string()
            } else {
                themes.join(",")
            },
            self.position,
            line.join(";")
        )
    }

    /// Reads a line written by [`Puzzle::to_line`] (the structure only:
    /// the moves and the position are checked by the game's prover).
    pub fn parse_line(text: &str) -> Result<Puzzle, PuzzleTextError> {
        let fields: Vec<&str> = text.trim_end_matches(['\r', '\n']).split('\t').collect();
        let [id, game, goal, rating, themes, position, line] = fields[..] else {
            return Err(PuzzleTextError(format!(
                "expected 7 tab-separated fields, found {}",
                fields.len()
            )));
        };
        if id.is_empty() || id.len() > 64 || id.chars().any(char::is_whitespace) {
            return Err(PuzzleTextError(format!("bad puzzle id '{id}'")));
        }
        let game = GameKind::parse(game)
            .ok_or_else(|| PuzzleTextError(format!("{id}: unknown game '{game}'")))?;
        let goal = Goal::parse(goal)
            .ok_or_else(|| PuzzleTextError(format!("{id}: unknown goal '{goal}'")))?;
        let rating: u32 = rating
            .parse()
            .ok()
            .filter(|r| (100..=4000).contains(r))
            .ok_or_else(|| PuzzleTextError(format!("{id}: bad rating '{rating}'")))?;
        let themes = if themes == "-" {
            Vec::new()
        } else {
            themes
                .split(',')
                .map(|t| {
                    Theme::parse(t)
                        .ok_or_else(|| PuzzleTextError(format!("{id}: unknown theme '{t}'")))
                })
                .collect::<Result<Vec<_>, _>>()?
        };
        if position.is_empty() || position.len() > 256 {
            return Err(PuzzleTextError(format!("{id}: bad position")));
        }
        let steps: Vec<Vec<String>> = line
            .split(';')
            .map(|step| step.split('|').map(str::to_string).collect())
            .collect();
        if steps.len().is_multiple_of(2) || steps.len() > 15 {
            return Err(PuzzleTextError(format!(
                "{id}: the line must start and end with the solver's move ({} steps)",
                steps.len()
            )));
        }
        for (i, step) in steps.iter().enumerate() {
            if step.iter().any(|m| m.is_empty() || m.len() > 48) {
                return Err(PuzzleTextError(format!(
                    "{id}: empty move in step {}",
                    i + 1
                )));
            }
            if i % 2 == 1 && step.len() != 1 {
                return Err(PuzzleTextError(format!(
                    "{id}: a reply is one move (step {})",
                    i + 1
                )));
            }
        }
        Ok(Puzzle {
            id: id.to_string(),
            game,
            goal,
            rating,
            themes,
            position: position.to_string(),
            line: steps,
        })
    }
}

/// Reads a whole puzzle file: every puzzle, or the first line that is not
/// one (with its number).
pub fn parse_file(text: &str) -> Result<Vec<Puzzle>, PuzzleTextError> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        out.push(
            Puzzle::parse_line(line)
                .map_err(|e| PuzzleTextError(format!("line {}: {e}", n + 1)))?,
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Puzzle {
        Puzzle {
            id: "o-0001".into(),
            game: GameKind::Othello,
            goal: Goal::Best { result: -4 },
            rating: 1450,
            themes: vec![Theme::Corner, Theme::Parity],
            position: "some position".into(),
            line: vec![vec!["a1".into(), "h8".into()]],
        }
    }

    #[test]
    fn a_puzzle_line_round_trips() {
        let p = sample();
        assert_eq!(Puzzle::parse_line(&p.to_line()), Ok(p.clone()));
        let mut long = p;
        long.goal = Goal::Material { pieces: 2 };
        long.themes.clear();
        long.line = vec![
            vec!["a".into()],
            vec!["b".into()],
            vec!["c".into(), "d".into()],
        ];
        assert_eq!(Puzzle::parse_line(&long.to_line()), Ok(long));
    }

    #[test]
    fn goals_round_trip() {
        for g in [
            Goal::Win,
            Goal::Best { result: 0 },
            Goal::Best { result: 12 },
            Goal::Best { result: -64 },
            Goal::Material { pieces: 3 },
            Goal::Crown,
            Goal::Exit,
            Goal::Better,
        ] {
            assert_eq!(Goal::parse(&g.token()), Some(g));
        }
        assert_eq!(Goal::parse("best+99"), None);
        assert_eq!(Goal::parse("material0"), None);
    }

    #[test]
    fn bad_lines_are_refused_with_a_reason() {
        let good = sample().to_line();
        for (bad, why) in [
            ("", "fields"),
            (&*good.replace("othello", "chess"), "game"),
            (&*good.replace("1450", "x"), "rating"),
            (&*good.replace("corner", "fork"), "theme"),
            (&*good.replace("a1|h8", "a1;b2"), "solver"),
            (&*good.replace("a1|h8", "a1;b2|c3;d4"), "reply"),
        ] {
            let e = Puzzle::parse_line(bad).unwrap_err();
            assert!(e.0.contains(why), "{bad:?}: {e}");
        }
    }

    #[test]
    fn files_skip_comments_and_name_the_bad_line() {
        let text = format!("# puzzles\n\n{}\nnonsense\n", sample().to_line());
        let e = parse_file(&text).unwrap_err();
        assert!(e.0.starts_with("line 4:"), "{e}");
        assert_eq!(
            parse_file(&format!("# x\n{}\n", sample().to_line()))
                .unwrap()
                .len(),
            1
        );
    }
}
