//! Every parser of outside text as a fuzz target: how to make a valid text
//! (with what the parser needs besides the text) and how to check the
//! parser on any text, damaged or arbitrary.

use super::{Check, damage_start, line_of};
use crate::game_kind::GameKind;
use crate::persist::savefile::SavedGame;
use crate::persist::settings::Settings;
use crate::persist::timed::ClockRead;
use crate::rules::{Notation, Side, SplitMix64, checkers, gounki, othello};

/// What a parser reads besides the text.
#[derive(Debug, Clone)]
pub enum Context {
    None,
    OthelloStart(othello::Position),
    GounkiStart(gounki::Position),
    GounkiPosition(gounki::Position),
    GounkiSide(Side),
    CheckersGame(checkers::Game),
    SaveHint(Option<GameKind>),
    /// The valid text already draws warnings (settings with unknown keys):
    /// nothing to locate.
    NoLocation,
}

/// A valid text for a target and its context.
#[derive(Debug, Clone)]
pub struct Sample {
    pub text: String,
    pub context: Context,
}

/// One parser under test.
#[derive(Debug, Clone, Copy)]
pub struct Target {
    /// The name the soak runner knows it by.
    pub name: &'static str,
    /// A random valid text.
    pub sample: fn(&mut SplitMix64) -> Sample,
    /// The checks on `text` read in the sample's context; `original` is
    /// the sample's text when `text` is a damaged copy of it, `None` for an
    /// arbitrary text.
    pub check: fn(&Sample, &str, Option<&str>) -> Check,
    /// Whether the parser reads the sample's own text (it must).
    pub parses: fn(&Sample) -> bool,
}

fn damage(text: &str, original: Option<&str>) -> Option<usize> {
    original.and_then(|o| damage_start(o, text))
}

fn damaged_line(text: &str, original: Option<&str>) -> Option<usize> {
    damage(text, original).map(|at| line_of(text, at))
}

fn simple(text: String) -> Sample {
    Sample {
        text,
        context: Context::None,
    }
}

/// Every target, in the order the soak runs them.
pub const TARGETS: &[Target] = &[
    Target {
        name: "othello-position",
        sample: |rng| {
            let pos = super::othello::random_position(rng);
            simple(super::othello::position_text(&pos, rng))
        },
        check: |_, text, original| super::othello::check_position(text, damage(text, original)),
        parses: |s| othello::Position::parse_position(&s.text).is_ok(),
    },
    Target {
        name: "othello-transcript",
        sample: |rng| {
            let (start, moves) = super::othello::random_game(rng);
            Sample {
                text: othello::transcript(&moves),
                context: Context::OthelloStart(start),
            }
        },
        check: |sample, text, original| {
            let start = match sample.context {
                Context::OthelloStart(p) => p,
                _ => othello::Position::start(),
            };
            super::othello::check_transcript(&start, text, damage(text, original))
        },
        parses: |s| match s.context {
            Context::OthelloStart(p) => othello::parse_transcript(&p, &s.text).is_ok(),
            _ => false,
        },
    },
    Target {
        name: "gounki-position",
        sample: |rng| simple(super::gounki::random_position(rng).to_string()),
        check: |_, text, original| super::gounki::check_position(text, damage(text, original)),
        parses: |s| gounki::Position::parse(&s.text).is_ok(),
    },
    Target {
        name: "gounki-move",
        sample: |rng| match super::gounki::random_move(rng) {
            Some((_, mv)) => simple(super::gounki::move_text(mv, rng)),
            None => simple("b2-b3".to_string()),
        },
        check: |_, text, original| super::gounki::check_move(text, damage(text, original)),
        parses: |s| gounki::Move::parse(&s.text).is_ok(),
    },
    Target {
        name: "gounki-record",
        sample: |rng| {
            let game = super::gounki::random_game(rng);
            Sample {
                text: super::gounki::record_text(&game, rng),
                context: Context::GounkiStart(*game.start()),
            }
        },
        check: |sample, text, original| {
            let start = match sample.context {
                Context::GounkiStart(p) => p,
                _ => gounki::Position::start(),
            };
            super::gounki::check_record(start, text, original)
        },
        parses: |s| match s.context {
            Context::GounkiStart(p) => gounki::Game::from_record(p, &s.text).is_ok(),
            _ => false,
        },
    },
    Target {
        name: "gounki-board-file",
        sample: |rng| {
            let pos = super::gounki::random_position(rng);
            Sample {
                text: super::gounki::kalaww_text(&pos, rng),
                context: Context::GounkiSide(pos.side_to_move()),
            }
        },
        check: |sample, text, original| {
            let side = match sample.context {
                Context::GounkiSide(s) => s,
                _ => Side::White,
            };
            super::gounki::check_kalaww(text, side, damage(text, original))
        },
        parses: |s| match s.context {
            Context::GounkiSide(side) => gounki::Position::from_kalaww(&s.text, side).is_ok(),
            _ => false,
        },
    },
    Target {
        name: "gounki-boardspace",
        sample: |rng| {
            let found = (0..8).find_map(|_| {
                let (pos, mv) = super::gounki::random_move(rng)?;
                Some((pos, super::gounki::boardspace_text(mv)?))
            });
            let (pos, text) =
                found.unwrap_or((gounki::Position::start(), "Move B 2 B 3".to_string()));
            Sample {
                text,
                context: Context::GounkiPosition(pos),
            }
        },
        check: |sample, text, original| {
            let pos = match sample.context {
                Context::GounkiPosition(p) => p,
                _ => gounki::Position::start(),
            };
            super::gounki::check_boardspace(&pos, text, damage(text, original))
        },
        parses: |s| match s.context {
            Context::GounkiPosition(p) => p.boardspace_move(&s.text).is_ok(),
            _ => false,
        },
    },
    Target {
        name: "checkers-fen",
        sample: |rng| {
            let pos = super::checkers::random_position(rng);
            simple(super::checkers::fen_text(&pos, rng))
        },
        check: |_, text, original| super::checkers::check_fen(text, damage(text, original)),
        parses: |s| checkers::parse_fen(&s.text).is_ok(),
    },
    Target {
        name: "checkers-move",
        sample: |rng| {
            let (game, mv) = super::checkers::random_move(rng).unwrap_or_else(|| {
                let game = checkers::Game::new();
                let mv = crate::rules::Rules::legal_moves(&game)[0];
                (game, mv)
            });
            Sample {
                text: super::checkers::move_text_variant(&game, &mv, rng),
                context: Context::CheckersGame(game),
            }
        },
        check: |sample, text, original| {
            let game = match &sample.context {
                Context::CheckersGame(g) => g.clone(),
                _ => checkers::Game::new(),
            };
            super::checkers::check_move(&game, text, damage(text, original))
        },
        parses: |s| match &s.context {
            Context::CheckersGame(g) => {
                checkers::parse_move_in(&crate::rules::Rules::legal_moves(g), &s.text).is_ok()
            }
            _ => false,
        },
    },
    Target {
        name: "checkers-pdn",
        sample: |rng| simple(super::checkers::random_pdn(rng).to_pdn()),
        check: |_, text, original| super::checkers::check_pdn(text, damage(text, original)),
        parses: |s| checkers::pdn::parse_pdn(&s.text).is_ok(),
    },
    Target {
        name: "savefile",
        sample: |rng| {
            let kind = super::persist::random_kind(rng);
            let game = super::persist::random_saved(kind, rng);
            let clocks = if rng.below(2) == 0 {
                super::persist::random_clocks(&game, rng)
            } else {
                None
            };
            let text = match &clocks {
                Some(clocks) => super::persist::timed_text(&game, clocks, rng),
                None => super::persist::saved_text(&game, rng),
            };
            Sample {
                text,
                context: Context::SaveHint((rng.below(2) == 0).then_some(kind)),
            }
        },
        check: |sample, text, original| {
            let hint = match sample.context {
                Context::SaveHint(h) => h,
                _ => None,
            };
            super::persist::check_savefile(text, hint, damaged_line(text, original))
        },
        parses: |s| match s.context {
            // The clocks too, when there are any.
            Context::SaveHint(hint) => SavedGame::parse_with_clocks(&s.text, hint)
                .is_ok_and(|(_, clocks)| !matches!(clocks, ClockRead::Damaged(_))),
            _ => false,
        },
    },
    Target {
        name: "settings",
        sample: |rng| {
            let unknown = rng.below(3) == 0;
            let settings = super::persist::random_settings(rng, unknown);
            Sample {
                text: settings.to_text(),
                context: if unknown {
                    Context::NoLocation
                } else {
                    Context::None
                },
            }
        },
        check: |sample, text, original| {
            let line = match sample.context {
                Context::NoLocation => None,
                _ => damaged_line(text, original),
            };
            super::persist::check_settings(text, line)
        },
        parses: |s| {
            let (settings, warnings) = Settings::from_text(&s.text);
            !settings.from_corrupt_file
                && (warnings.is_empty() || matches!(s.context, Context::NoLocation))
        },
    },
];

/// The target called `name`.
#[must_use]
pub fn target(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}
