//! Why a move was an error, in words a beginner understands: a
//! machine-readable [`Reason`] (a [`ReasonKind`] tag with the squares it
//! names and a few numbers) that each game's adapter derives from the
//! rules' effects along the two lines the review already has — the
//! refutation (the move played and the replies the search chose) and the
//! better line (the best move and its continuation). Nothing here knows a
//! rule: the adapters (`reasons/<game>.rs`) play the lines through the
//! rules and read what happened.
//!
//! A reason is given for every Inaccuracy, Mistake and Blunder; where no
//! concrete cause is found, the game's fallback says what the engine's
//! measure says ([`ReasonKind::LosesDiscs`] in Othello,
//! [`ReasonKind::LosesMaterial`] or [`ReasonKind::WeakerPosition`] in
//! Gounki and checkers).
//!
//! Texts: [`Reason::message_id`] and [`Reason::args`] are what the app's
//! Fluent catalogues translate (`review-why-<tag>` in every locale);
//! [`Reason::english`] is the command line's sentence (the app's tests
//! check that it says what the English catalogue says).

use std::fmt::Write as _;

/// What a reason is about. Each kind's `squares` and `numbers` are listed
/// with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ReasonKind {
    // Othello.
    /// The opponent can take a corner after the move: `[corner]`.
    GivesCorner,
    /// The move is an X-square (diagonally next to an empty corner):
    /// `[square, corner]`.
    XSquare,
    /// The move is a C-square (on the edge beside an empty corner):
    /// `[square, corner]`.
    CSquare,
    /// The better move takes a corner: `[corner]`.
    MissesCorner,
    /// The better move makes discs that can never be flipped on an edge:
    /// `[square]`, numbers `[stable discs won]`.
    MissesStable,
    /// Along the refutation the mover loses every disc: `[]`.
    GivesWipeout,
    /// After the reply the mover has no move and must pass (the opponent
    /// plays twice): `[]`.
    GivesTempo,
    /// The mover's moves after the reply: numbers `[after the better move,
    /// after the move played]`.
    LosesMobility,
    /// Othello's fallback: numbers `[discs lost at the end against the
    /// better line]`.
    LosesDiscs,
    // Gounki.
    /// The opponent leaves the board along the refutation: `[the square it
    /// leaves from]`.
    AllowsExit,
    /// The better move leaves the board (and wins): `[from]`.
    MissesExit,
    /// The opponent captures the mover's stack: `[square]`, numbers
    /// `[pieces in it]`.
    LosesStack,
    /// A deployment puts a piece where the opponent captures it next:
    /// `[square]`.
    DeploysIntoCapture,
    /// The move stands in its own pieces' way: after the reply the mover
    /// has far fewer moves. `[where the move ended]`, numbers `[moves after
    /// the better move, after the move played]`.
    BlocksPath,
    // Checkers.
    /// The opponent's capture along the refutation takes more than the
    /// mover takes back: `[squares lost]`, numbers `[pieces lost, pieces
    /// taken back]`.
    AllowsShot,
    /// Both capture, the better move takes more: `[squares it takes]`,
    /// numbers `[better, played]`.
    MissesLongerCapture,
    /// An opponent man crowns along the refutation: `[square]`.
    AllowsCrown,
    /// The move leaves a capture undone under the family rules, so the
    /// piece can be huffed: `[square of the piece]`.
    WalksIntoHuff,
    // Gounki and checkers.
    /// The better move captures: `[squares captured]`.
    MissesCapture,
    /// The refutation wins material: numbers `[pieces lost net]`.
    LosesMaterial,
    /// No single cause: the better move keeps a position the engine values
    /// higher; numbers `[winning chance given away, in points]`.
    WeakerPosition,
    // Any game, when no concrete cause shows within the lines.
    /// The better move wins by force (proven by the search) and the move
    /// played does not: `[]`.
    MissesForcedWin,
    /// After the move the opponent wins by force (proven), and not after
    /// the better move: `[]`.
    AllowsForcedWin,
}

impl ReasonKind {
    pub const ALL: [ReasonKind; 23] = [
        ReasonKind::GivesCorner,
        ReasonKind::XSquare,
        ReasonKind::CSquare,
        ReasonKind::MissesCorner,
        ReasonKind::MissesStable,
        ReasonKind::GivesWipeout,
        ReasonKind::GivesTempo,
        ReasonKind::LosesMobility,
        ReasonKind::LosesDiscs,
        ReasonKind::AllowsExit,
        ReasonKind::MissesExit,
        ReasonKind::LosesStack,
        ReasonKind::DeploysIntoCapture,
        ReasonKind::BlocksPath,
        ReasonKind::AllowsShot,
        ReasonKind::MissesLongerCapture,
        ReasonKind::AllowsCrown,
        ReasonKind::WalksIntoHuff,
        ReasonKind::MissesCapture,
        ReasonKind::LosesMaterial,
        ReasonKind::WeakerPosition,
        ReasonKind::MissesForcedWin,
        ReasonKind::AllowsForcedWin,
    ];

    /// The tag in JSON and files (`gives-corner`).
    #[must_use]
    pub const fn tag(self) -> &'static str {
        match self {
            ReasonKind::GivesCorner => "gives-corner",
            ReasonKind::XSquare => "x-square",
            ReasonKind::CSquare => "c-square",
            ReasonKind::MissesCorner => "misses-corner",
            ReasonKind::MissesStable => "misses-stable",
            ReasonKind::GivesWipeout => "gives-wipeout",
            ReasonKind::GivesTempo => "gives-tempo",
            ReasonKind::LosesMobility => "loses-mobility",
            ReasonKind::LosesDiscs => "loses-discs",
            ReasonKind::AllowsExit => "allows-exit",
            ReasonKind::MissesExit => "misses-exit",
            ReasonKind::LosesStack => "loses-stack",
            ReasonKind::DeploysIntoCapture => "deploys-into-capture",
            ReasonKind::BlocksPath => "blocks-path",
            ReasonKind::AllowsShot => "allows-shot",
            ReasonKind::MissesLongerCapture => "misses-longer-capture",
            ReasonKind::AllowsCrown => "allows-crown",
            ReasonKind::WalksIntoHuff => "walks-into-huff",
            ReasonKind::MissesCapture => "misses-capture",
            ReasonKind::LosesMaterial => "loses-material",
            ReasonKind::WeakerPosition => "weaker-position",
            ReasonKind::MissesForcedWin => "misses-forced-win",
            ReasonKind::AllowsForcedWin => "allows-forced-win",
        }
    }

    /// Reads [`ReasonKind::tag`] back.
    #[must_use]
    pub fn parse(tag: &str) -> Option<ReasonKind> {
        ReasonKind::ALL.into_iter().find(|k| k.tag() == tag)
    }
}

/// Why a move was an error.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Reason {
    pub kind: ReasonKind,
    /// The squares it names, in the game's notation (marked on the board).
    pub squares: Vec<String>,
    /// Its numbers (see each [`ReasonKind`]).
    pub numbers: Vec<i32>,
    /// The better move, in the game's notation (some sentences name it).
    pub better: String,
}

impl Reason {
    /// A reason of `kind` naming `squares` and `numbers`.
    #[must_use]
    pub fn new(kind: ReasonKind, squares: Vec<String>, numbers: Vec<i32>) -> Reason {
        Reason {
            kind,
            squares,
            numbers,
            better: String::new(),
        }
    }

    /// The same reason, with the better move named.
    #[must_use]
    pub fn with_better(mut self, better: impl Into<String>) -> Reason {
        self.better = better.into();
        self
    }

    fn square(&self, i: usize) -> &str {
        self.squares.get(i).map_or("", String::as_str)
    }

    fn number(&self, i: usize) -> i32 {
        self.numbers.get(i).copied().unwrap_or(0)
    }

    /// The Fluent message that says it (`review-why-gives-corner`).
    #[must_use]
    pub fn message_id(&self) -> String {
        format!("review-why-{}", self.kind.tag())
    }

    /// The message's variables: `square` and `other` (the first two
    /// squares), `squares` (all of them, comma-separated), `n` and `m` (the
    /// first two numbers), `better` (the better move).
    #[must_use]
    pub fn args(&self) -> Vec<(&'static str, ReasonArg)> {
        vec![
            ("square", ReasonArg::Text(self.square(0).to_string())),
            ("other", ReasonArg::Text(self.square(1).to_string())),
            ("squares", ReasonArg::Text(self.squares.join(", "))),
            ("n", ReasonArg::Number(self.number(0))),
            ("m", ReasonArg::Number(self.number(1))),
            ("better", ReasonArg::Text(self.better.clone())),
        ]
    }

    /// The sentence in English (the command line's text report).
    #[must_use]
    pub fn english(&self) -> String {
        let (sq, other, all) = (self.square(0), self.square(1), self.squares.join(", "));
        let (n, m) = (self.number(0), self.number(1));
        let plural =
            |k: i32, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
        match self.kind {
            ReasonKind::GivesCorner => format!("Lets the opponent take the corner {sq}."),
            ReasonKind::XSquare => {
                format!("{sq} is next to the empty corner {other}: it can give that corner away.")
            }
            ReasonKind::CSquare => {
                format!(
                    "{sq} is on the edge beside the empty corner {other}: it can give that corner away."
                )
            }
            ReasonKind::MissesCorner => format!("Misses the corner {sq}."),
            ReasonKind::MissesStable => format!(
                "Misses {sq}, which makes {} that can never be flipped.",
                plural(n, "disc", "discs")
            ),
            ReasonKind::GivesWipeout => "Lets the opponent take every disc: a wipeout.".to_string(),
            ReasonKind::GivesTempo => {
                "After the reply there is no move left: the opponent plays twice in a row."
                    .to_string()
            }
            ReasonKind::LosesMobility => format!(
                "Leaves {} after the reply, instead of {n}.",
                plural(m, "move", "moves")
            ),
            ReasonKind::LosesDiscs => {
                format!("The better line ends {} ahead.", plural(n, "disc", "discs"))
            }
            ReasonKind::AllowsExit => {
                format!("Lets the opponent leave the board from {sq} and win.")
            }
            ReasonKind::MissesExit => format!("Misses leaving the board from {sq} to win."),
            ReasonKind::LosesStack => format!(
                "Lets the opponent capture the stack on {sq} ({}).",
                plural(n, "piece", "pieces")
            ),
            ReasonKind::DeploysIntoCapture => {
                format!("Deploys a piece onto {sq}, where the opponent captures it.")
            }
            ReasonKind::BlocksPath => format!(
                "Blocks its own way at {sq}: {} left after the reply, instead of {n}.",
                plural(m, "move", "moves")
            ),
            ReasonKind::AllowsShot => format!(
                "Allows a shot: the opponent takes {} for {m}.",
                plural(n, "piece", "pieces")
            ),
            ReasonKind::MissesLongerCapture => format!(
                "Takes {} when the better capture takes {n}.",
                plural(m, "piece", "pieces")
            ),
            ReasonKind::AllowsCrown => format!("Lets an opponent man crown on {sq}."),
            ReasonKind::WalksIntoHuff => {
                format!("Leaves a capture undone: the piece on {sq} can be huffed.")
            }
            ReasonKind::MissesCapture => format!("Misses the capture on {all}."),
            ReasonKind::LosesMaterial => format!(
                "The opponent comes out {} ahead.",
                plural(n, "piece", "pieces")
            ),
            ReasonKind::WeakerPosition => format!(
                "The loss shows only further ahead: {} keeps a clearly better position.",
                if self.better.is_empty() {
                    "the better move"
                } else {
                    self.better.as_str()
                }
            ),
            ReasonKind::MissesForcedWin => "Misses a forced win.".to_string(),
            ReasonKind::AllowsForcedWin => "Lets the opponent force a win.".to_string(),
        }
    }

    /// The words of a review line (`kind/a1,b2/3,4`): no spaces.
    #[must_use]
    pub fn to_words(&self) -> String {
        let numbers: Vec<String> = self.numbers.iter().map(i32::to_string).collect();
        format!(
            "{}/{}/{}",
            self.kind.tag(),
            self.squares.join(","),
            numbers.join(",")
        )
    }

    /// Reads [`Reason::to_words`] back (the better move is the record's).
    #[must_use]
    pub fn from_words(words: &str, better: &str) -> Option<Reason> {
        let mut parts = words.split('/');
        let kind = ReasonKind::parse(parts.next()?)?;
        let list = |s: &str| -> Vec<String> {
            s.split(',')
                .filter(|x| !x.is_empty())
                .map(str::to_string)
                .collect()
        };
        let squares = list(parts.next()?);
        let numbers = list(parts.next()?)
            .iter()
            .map(|n| n.parse().ok())
            .collect::<Option<Vec<i32>>>()?;
        if parts.next().is_some() {
            return None;
        }
        Some(Reason::new(kind, squares, numbers).with_better(better))
    }

    /// The JSON object `{"kind", "squares", "numbers"}`.
    #[must_use]
    pub fn json(&self) -> String {
        let mut out = String::new();
        let squares: Vec<String> = self.squares.iter().map(|s| format!("\"{s}\"")).collect();
        let numbers: Vec<String> = self.numbers.iter().map(i32::to_string).collect();
        let _ = write!(
            out,
            "{{\"kind\":\"{}\",\"squares\":[{}],\"numbers\":[{}]}}",
            self.kind.tag(),
            squares.join(","),
            numbers.join(",")
        );
        out
    }
}

/// A message variable's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReasonArg {
    Text(String),
    Number(i32),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_words_round_trip() {
        for kind in ReasonKind::ALL {
            assert_eq!(ReasonKind::parse(kind.tag()), Some(kind));
            let r =
                Reason::new(kind, vec!["a1".into(), "b2".into()], vec![3, -1]).with_better("c4");
            assert_eq!(Reason::from_words(&r.to_words(), "c4"), Some(r.clone()));
            assert!(!r.english().is_empty());
            assert!(r.json().contains(kind.tag()));
        }
        let bare = Reason::new(ReasonKind::GivesTempo, vec![], vec![]);
        assert_eq!(Reason::from_words(&bare.to_words(), ""), Some(bare));
        assert_eq!(Reason::from_words("nonsense//", ""), None);
        assert_eq!(Reason::from_words("gives-corner/a1/x", ""), None);
    }
}
