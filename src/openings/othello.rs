//! Othello's named openings: the community's standard names (Tiger, Rose,
//! Buffalo, Cow, Heath, …) with their lines, and the lookup that names a
//! game's opening.
//!
//! The lines are written, as is the custom, from Black's first move `f5`.
//! The start position (White `d4 e5`, Black `e4 d5`) is kept by four of the
//! board's eight symmetries: the identity, the reflections in the two
//! diagonals and the half turn; they take `f5` to `f5`, `e6`, `d3` and `c4`,
//! the four first moves, so a game that opens `e6`, `d3` or `c4` plays the
//! same openings, mirrored. A game is matched position by position against
//! the positions of every line under those four symmetries (built once,
//! [`OnceLock`]), so that a game reaching a named position by another order
//! of moves is named too. Its opening is the last named position it passed
//! through: "Tiger" stays after the game leaves the book.
//!
//! The names and lines are facts of the game's literature (the long-standing
//! catalogue of named openings, checked against several independent
//! public listings); the table is written here in its own form.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::rules::Rules;
use crate::rules::othello::{Move, Position, Square};

/// A named opening: its name, other names it goes by, and its line from
/// Black's first move `f5`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opening {
    /// The name shown (a proper name: the same in every language).
    pub name: &'static str,
    /// Other names for the same opening.
    pub aliases: &'static [&'static str],
    /// The moves, squares run together: `f5d6c3d3c4`.
    pub moves: &'static str,
}

impl Opening {
    /// The squares of the line, in order.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.moves
            .as_bytes()
            .chunks(2)
            .map(|pair| Square::parse(std::str::from_utf8(pair).unwrap_or("")))
            .map(|sq| sq.expect("the table's lines are squares"))
    }

    /// The line's moves, one text each: `["f5", "d6", …]`.
    #[must_use]
    pub fn move_texts(&self) -> Vec<String> {
        self.squares().map(|sq| sq.to_string()).collect()
    }

    /// The line with a space between moves: `f5 d6 c3 d3 c4`.
    #[must_use]
    pub fn line(&self) -> String {
        self.move_texts().join(" ")
    }

    /// Number of moves in the line.
    #[must_use]
    pub fn len(&self) -> usize {
        self.moves.len() / 2
    }

    /// Whether the line has no moves (never, in the table).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

/// A game's opening: the named opening and the ply at which the game
/// reached its position (the number of moves played then, passes
/// included).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reached {
    pub opening: &'static Opening,
    pub ply: usize,
}

const fn named(name: &'static str, moves: &'static str) -> Opening {
    Opening {
        name,
        aliases: &[],
        moves,
    }
}

const fn aka(name: &'static str, aliases: &'static [&'static str], moves: &'static str) -> Opening {
    Opening {
        name,
        aliases,
        moves,
    }
}

/// Every named opening, grouped by White's reply to `f5`.
pub const OPENINGS: &[Opening] = &[
    // White's three replies.
    named("Perpendicular", "f5d6"),
    named("Diagonal", "f5f6"),
    named("Parallel", "f5f4"),
    // Perpendicular: the Tiger family (3. c3 d3 4. c4).
    named("Tiger", "f5d6c3d3c4"),
    aka("Aubrey", &["Tanaka"], "f5d6c3d3c4b3"),
    named("Brightwell", "f5d6c3d3c4f4e3"),
    named("Leader's Tiger", "f5d6c3d3c4f4e6"),
    named("Stephenson", "f5d6c3d3c4f4f6"),
    named("Kung", "f5d6c3d3c4f4f6b4"),
    named("Comp'Oth", "f5d6c3d3c4f4f6f3"),
    named("Lightning Bolt", "f5d6c3d3c4f4f6f3e3"),
    named("Scorpion", "f5d6c3d3c4f4f6f3e6e7"),
    named("Classic Scorpion", "f5d6c3d3c4f4f6f3e6e7f7"),
    named("New Scorpion", "f5d6c3d3c4f4f6f3e6e7d7"),
    named("Low-FAT", "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5"),
    named("No-FAT", "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3g3"),
    named("FAT Draw", "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7"),
    named("FAT", "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7c5b4"),
    named("No-Kung", "f5d6c3d3c4f4f6g5"),
    named("No-Kung (Continuation)", "f5d6c3d3c4f4f6g5e3f3g4h3g3f2"),
    named("Rose-Bill", "f5d6c3d3c4f4c5b3c2"),
    named("Nicolet", "f5d6c3d3c4f4c5b3c2e3"),
    aka("Central Rose-Bill", &["Dead Draw"], "f5d6c3d3c4f4c5b3c2b4"),
    named(
        "20-Move Opening",
        "f5d6c3d3c4f4c5b3c2b4e3e6c6f6a5a4b5a6d7c7",
    ),
    named("Tamenori", "f5d6c3d3c4f4c5b3c2e6"),
    named("Grand Central", "f5d6c3d3c4f4c5b4"),
    named("Ishii", "f5d6c3d3c4f4c5b4b5c6f3e6e3"),
    named("Mainline Tiger", "f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3"),
    named("Ganglion", "f5d6c3g5"),
    // Perpendicular: the Cat family (3. c4).
    named("Cat", "f5d6c4d3c5"),
    named("Berner", "f5d6c4d3c5f4e3f3c2b4b3"),
    named("Sakaguchi", "f5d6c4d3c5f4e3f3c2c6"),
    named("Italian", "f5d6c4d3e6"),
    named("No-Cat", "f5d6c4g5"),
    named("Swallow", "f5d6c4g5c6"),
    named("No-Cat (Continuation)", "f5d6c4g5c6c5d7d3b4c3e3f3"),
    // Perpendicular: the Rose family (3. c5).
    named("Fishhook", "f5d6c5"),
    named("Horse", "f5d6c5f4d3"),
    named("Mimura", "f5d6c5f4e3d3"),
    aka("Shaman", &["Danish"], "f5d6c5f4e3c6f3"),
    named("Inoue", "f5d6c5f4e3c6e6"),
    named("Iago", "f5d6c5f4e3c6e6f6"),
    named("Bhagat", "f5d6c5f4e3c6d7"),
    named("Ralle", "f5d6c5f4e3c6d3f3"),
    named("Rose", "f5d6c5f4e3c6d3f6e6d7"),
    aka("Greenberg", &["Dawg"], "f5d6c5f4e3c6d3f6e6d7e7"),
    named("Flat", "f5d6c5f4e3c6d3f6e6d7g4"),
    named("Rotating Flat", "f5d6c5f4e3c6d3f6e6d7g4c4"),
    named("Murakami Variation", "f5d6c5f4e3c6d3f6e6d7g4c4g6"),
    named(
        "Rotating Flat (Kling Continuation)",
        "f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2",
    ),
    named("Rose-Birth", "f5d6c5f4e3c6d3f6e6d7g3c4"),
    aka(
        "Rose-Birdie",
        &["Rose-Tamenori"],
        "f5d6c5f4e3c6d3f6e6d7g3c4b4",
    ),
    named("Rose-Tamenori-Kling", "f5d6c5f4e3c6d3f6e6d7g3c4b4c3"),
    named("Brightstein", "f5d6c5f4e3c6d3f6e6d7g3c4g5c3b4e2"),
    // Diagonal.
    named("Wing Variation", "f5f6d3f4"),
    named("Semi-Wing Variation", "f5f6c4f4"),
    aka("Buffalo", &["Kenichi Variation"], "f5f6e6d6c3"),
    named("Hokuriku Buffalo", "f5f6e6d6c3d3"),
    named("Tanida Buffalo", "f5f6e6d6c3f4c6d3e3d2"),
    named("Maruoka Buffalo", "f5f6e6d6c3g4c6"),
    named("Cow", "f5f6e6d6c5"),
    named("Chimney", "f5f6e6d6c5f4"),
    named("Rose-v-Toth", "f5f6e6d6c5e3d3"),
    named("Landau", "f5f6e6d6c5e3d3c4c3"),
    named("Maruoka", "f5f6e6d6c5e3d3c4c6b5"),
    named("Tanida", "f5f6e6d6c5e3d3g5"),
    aka("Aircraft", &["Feldborg"], "f5f6e6d6c5e3d3g5d7"),
    named("Sailboat", "f5f6e6d6c5e3d3g5e2b5"),
    aka("Bat", &["Cow Bat", "Cambridge"], "f5f6e6d6c5e3e7"),
    named(
        "Bat (Kling Continuation)",
        "f5f6e6d6c5e3e7c6d7f7c7f4g6e8d8c8g5",
    ),
    named("Bat (Kling Alternative)", "f5f6e6d6c5e3e7f4f7"),
    aka(
        "Melnikov",
        &["Bat (Piau Continuation 1)"],
        "f5f6e6d6c5e3e7c7d7c6d3",
    ),
    named("Bat (Piau Continuation 2)", "f5f6e6d6c5e3e7c7d7c6f7"),
    named("Raccoon Dog", "f5f6e6d6d7"),
    named("Hamilton", "f5f6e6d6c7c6d7"),
    named("Lollipop", "f5f6e6d6c7f4"),
    named("Rocket", "f5f6e6f4g3"),
    aka("Heath", &["Tobidashi"], "f5f6e6d6e7"),
    aka("Heath-Chimney", &["Mass-Turning"], "f5f6e6d6e7f4"),
    named("Heath-Bat", "f5f6e6d6e7g5c5"),
    named("Iwasaki Variation", "f5f6e6d6e7g5g4"),
    named("Mimura Variation II", "f5f6e6d6e7g5g6e3c5c6d3c4b3"),
    aka("Snake", &["Peasant"], "f5f6e6d6f7"),
    aka(
        "Pyramid",
        &["Checkerboarding Peasant"],
        "f5f6e6d6f7e3d7e7c6c5d3",
    ),
    named("Lysons", "f5f6e6f4g6c6"),
    named("X-square", "f5f6e6d6g7"),
    // Parallel.
    named("Mouse", "f5f4e3"),
];

/// The most moves in a line of the table: no game is looked up further.
pub const LONGEST: usize = 23;

/// The images of a square under the four symmetries that keep the start
/// position: identity, the reflection in the a1–h8 diagonal, the one in
/// the a8–h1 diagonal and the half turn.
fn images(sq: Square) -> [Square; 4] {
    let (c, r) = (sq.col(), sq.row());
    [
        sq,
        Square::new(r, c),
        Square::new(7 - r, 7 - c),
        Square::new(7 - c, 7 - r),
    ]
}

/// The four images of a bitboard (in the order of [`images`]).
fn board_images(bits: u64) -> [u64; 4] {
    let mut out = [0u64; 4];
    for sq in Square::iter_bits(bits) {
        for (image, target) in images(sq).into_iter().zip(out.iter_mut()) {
            *target |= image.bit();
        }
    }
    out
}

/// A position up to the four symmetries: the least of its images' (black,
/// white) boards, with the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    black: u64,
    white: u64,
    black_to_move: bool,
}

fn key(pos: &Position) -> Key {
    let black = board_images(pos.black());
    let white = board_images(pos.white());
    let (black, white) = black.into_iter().zip(white).min().expect("four images");
    Key {
        black,
        white,
        black_to_move: pos.side() == crate::rules::Side::Black,
    }
}

/// The position after playing `moves` from the start (`None` if one of them
/// is illegal).
fn play_line(moves: impl IntoIterator<Item = Move>) -> Option<Position> {
    let mut pos = Position::start();
    for mv in moves {
        pos = pos.play(mv).ok()?.0;
    }
    Some(pos)
}

/// Every named position, up to symmetry, to its opening's index in
/// [`OPENINGS`] (built on first use).
fn table() -> &'static HashMap<Key, usize> {
    static TABLE: OnceLock<HashMap<Key, usize>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = HashMap::with_capacity(OPENINGS.len());
        for (i, opening) in OPENINGS.iter().enumerate() {
            // The tests check every line is legal; a bad one is left out.
            if let Some(pos) = play_line(opening.squares().map(Move::Place)) {
                table.entry(key(&pos)).or_insert(i);
            }
        }
        table
    })
}

/// The named opening whose position (up to symmetry) is `pos`, if any.
#[must_use]
pub fn named_position(pos: &Position) -> Option<&'static Opening> {
    table().get(&key(pos)).map(|&i| &OPENINGS[i])
}

/// The opening of a game played from the standard start with `moves`: the
/// last named position it passed through, and the ply it was reached at.
/// Reading stops at an illegal move, and after [`LONGEST`] placements (no
/// named position lies further).
#[must_use]
pub fn opening(moves: &[Move]) -> Option<Reached> {
    opening_from(&Position::start(), moves)
}

/// As [`opening`] for a game from `start`: `None` unless `start` is the
/// standard start position (a set-up position has no named opening).
#[must_use]
pub fn opening_from(start: &Position, moves: &[Move]) -> Option<Reached> {
    if *start != Position::start() {
        return None;
    }
    let mut pos = *start;
    let mut found = None;
    let mut placed = 0;
    for (i, &mv) in moves.iter().enumerate() {
        let Ok((next, _)) = pos.play(mv) else { break };
        pos = next;
        if matches!(mv, Move::Place(_)) {
            placed += 1;
            if placed > LONGEST {
                break;
            }
            if let Some(opening) = named_position(&pos) {
                found = Some(Reached {
                    opening,
                    ply: i + 1,
                });
            }
        }
    }
    found
}

/// The opening named `name` (or one of its aliases), ignoring case.
#[must_use]
pub fn by_name(name: &str) -> Option<&'static Opening> {
    OPENINGS.iter().find(|o| {
        o.name.eq_ignore_ascii_case(name) || o.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
    })
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::game_kind::GameKind;
    use crate::rules::othello::parse_transcript;

    fn moves(text: &str) -> Vec<Move> {
        parse_transcript(&Position::start(), text).expect("a legal transcript")
    }

    fn name_of(text: &str) -> Option<&'static str> {
        opening(&moves(text)).map(|r| r.opening.name)
    }

    /// `line` under symmetry `s` (an index into [`images`]).
    fn mirrored(line: &str, s: usize) -> String {
        moves(line)
            .into_iter()
            .map(|mv| match mv {
                Move::Place(sq) => images(sq)[s].to_string(),
                Move::Pass => String::new(),
            })
            .collect()
    }

    #[test]
    fn every_line_is_legal_from_the_start_and_opens_f5() {
        for o in OPENINGS {
            assert!(o.moves.len().is_multiple_of(2), "{}", o.name);
            assert!(o.moves.starts_with("f5"), "{}", o.name);
            assert_eq!(o.moves, o.moves.to_ascii_lowercase(), "{}", o.name);
            let mut pos = Position::start();
            for sq in o.squares() {
                assert!(!pos.must_pass(), "{}: a pass inside the line", o.name);
                pos = pos
                    .play(Move::Place(sq))
                    .unwrap_or_else(|_| panic!("{}: {sq} is illegal", o.name))
                    .0;
            }
            assert!(o.len() <= LONGEST, "{}", o.name);
        }
        assert_eq!(OPENINGS.iter().map(Opening::len).max(), Some(LONGEST));
    }

    #[test]
    fn there_are_sixty_or_more_names_all_different() {
        let mut names = HashSet::new();
        for o in OPENINGS {
            assert!(names.insert(o.name.to_ascii_lowercase()), "{}", o.name);
            for alias in o.aliases {
                assert!(names.insert(alias.to_ascii_lowercase()), "{alias}");
            }
        }
        assert!(OPENINGS.len() >= 60, "{}", OPENINGS.len());
        let lines: HashSet<_> = OPENINGS.iter().map(|o| o.moves).collect();
        assert_eq!(lines.len(), OPENINGS.len(), "a line named twice");
    }

    #[test]
    fn no_two_names_share_a_position() {
        // Each line's own position names it: no line reaches, by
        // transposition or symmetry, the position of another.
        assert_eq!(table().len(), OPENINGS.len());
        for o in OPENINGS {
            assert_eq!(name_of(o.moves), Some(o.name), "{}", o.moves);
            assert_eq!(opening(&moves(o.moves)).map(|r| r.ply), Some(o.len()));
        }
    }

    #[test]
    fn the_four_symmetries_keep_the_start_and_map_f5_to_each_first_move() {
        let start = Position::start();
        for s in 0..4 {
            for (bits, mirrored_bits) in [
                (start.black(), board_images(start.black())[s]),
                (start.white(), board_images(start.white())[s]),
            ] {
                assert_eq!(bits, mirrored_bits, "symmetry {s}");
            }
        }
        let f5 = Square::parse("f5").unwrap();
        let firsts: Vec<String> = images(f5).iter().map(ToString::to_string).collect();
        assert_eq!(firsts, ["f5", "e6", "d3", "c4"]);
    }

    #[test]
    fn each_first_move_plays_the_same_openings() {
        for s in 0..4 {
            let tiger = mirrored("f5d6c3d3c4", s);
            assert_eq!(name_of(&tiger), Some("Tiger"), "{tiger}");
            for o in OPENINGS {
                let line = mirrored(o.moves, s);
                assert_eq!(name_of(&line), Some(o.name), "{line}");
            }
        }
        // The textbook forms from the other first moves.
        assert_eq!(name_of("e6f4c3c4d3"), Some("Tiger"));
        assert_eq!(name_of("c4e3f6e6f5"), Some("Tiger"));
        assert_eq!(name_of("d3c5f6f5e6"), Some("Tiger"));
        assert_eq!(name_of("c4e3f4c5d6f3e6c3d3e2"), Some("Rose"));
        assert_eq!(name_of("e6f6f5f4e3"), Some("Cow"));
    }

    #[test]
    fn a_transposition_is_named_by_its_position() {
        // The Cow's mirror move order: after f5 f6 e6 the position is
        // symmetric in the a1-h8 diagonal, so 4. f4 5. e3 is the Cow as
        // well as 4. d6 5. c5.
        assert_eq!(name_of("f5f6e6f4e3"), Some("Cow"));
        // Black's moves of the Tiger in another order: 3. c4 and 5. c3.
        let tiger = play_line(moves("f5d6c3d3c4")).unwrap();
        let other = play_line(moves("f5d6c4d3c3")).unwrap();
        assert_eq!(tiger, other, "the same position");
        assert_eq!(name_of("f5d6c4d3c3"), Some("Tiger"));
    }

    #[test]
    fn a_game_out_of_book_keeps_the_last_name() {
        // The Tiger, then moves no line names.
        let game = moves("f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1");
        let reached = opening(&game).expect("named");
        assert_eq!(reached.opening.name, "Tamenori");
        assert_eq!(reached.ply, 10);
        let short = &game[..7];
        let reached = opening(short).expect("named");
        assert_eq!((reached.opening.name, reached.ply), ("Tiger", 5));
        assert_eq!(reached.opening.line(), "f5 d6 c3 d3 c4");
    }

    #[test]
    fn a_game_off_the_named_lines_has_only_the_broad_name() {
        assert_eq!(name_of(""), None);
        assert_eq!(name_of("f5"), None);
        assert_eq!(name_of("f5d6"), Some("Perpendicular"));
        assert_eq!(name_of("f5f6"), Some("Diagonal"));
        assert_eq!(name_of("f5f4"), Some("Parallel"));
        assert_eq!(name_of("e6d6"), Some("Parallel"));
        // 3. c6 after the Perpendicular: no named line.
        assert_eq!(name_of("f5d6c6f4"), Some("Perpendicular"));
        // A set-up start has no named opening.
        let other = Position::from_bitboards(
            Position::start().black() | Square::parse("a1").unwrap().bit(),
            Position::start().white(),
            crate::rules::Side::Black,
        )
        .unwrap();
        assert_eq!(opening_from(&other, &moves("f5d6c3d3c4")), None);
    }

    #[test]
    fn the_generic_lookup_reads_move_texts_and_only_for_othello() {
        let texts: Vec<String> = ["c4", "e3", "f6", "e6", "f5", "c5"]
            .iter()
            .map(|s| (*s).to_string())
            .collect();
        let reached = crate::openings::opening_name(GameKind::Othello, &texts).expect("Tiger");
        assert_eq!((reached.opening.name, reached.ply), ("Tiger", 5));
        let bad: Vec<String> = ["f5", "d6", "zz", "d3"]
            .iter()
            .map(|s| (*s).to_string())
            .collect();
        let reached = crate::openings::opening_name(GameKind::Othello, &bad).expect("named");
        assert_eq!(reached.opening.name, "Perpendicular");
        assert_eq!(
            crate::openings::opening_name(GameKind::Gounki, &texts),
            None
        );
        assert_eq!(
            crate::openings::opening_name(GameKind::Checkers, &texts),
            None
        );
    }

    #[test]
    fn aliases_find_their_opening() {
        assert_eq!(by_name("tobidashi").map(|o| o.name), Some("Heath"));
        assert_eq!(by_name("Tiger").map(|o| o.moves), Some("f5d6c3d3c4"));
        assert_eq!(by_name("no such opening"), None);
    }
}
