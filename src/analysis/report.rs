//! What `tavola analyze` prints: the game's named opening (for a game that
//! has them), a line per move, then each player's accuracy and grade counts
//! and the biggest mistakes; or the same as JSON (written by hand: no JSON
//! library is a dependency).

use std::fmt::Write as _;

use crate::openings::{self, Reached};
use crate::rules::Side;

use super::game::{AnalysisGame, Eval, GraphScale};
use super::grade::{Grade, PlayerSummary, biggest_mistakes, summarise};
use super::record::MoveRecord;

/// The sides in the order they move in game `G` (the first mover first).
fn sides(records: &[MoveRecord]) -> [Side; 2] {
    let first = records.first().map_or(Side::Black, |r| {
        if r.ply % 2 == 0 {
            r.side
        } else {
            r.side.opponent()
        }
    });
    [first, first.opponent()]
}

fn value<G: AnalysisGame>(e: Eval) -> String
where
    G::Move: Send + Sync,
{
    format!("{} ({:.0}%)", G::score_text(e), 100.0 * G::win_chance(e))
}

/// The text report of `records` (reviewed at `depth`, 0 for a time per
/// position), with the line `opening: Tiger (f5 d6 c3 d3 c4)` under the
/// heading when the game reached a named `opening`.
#[must_use]
pub fn text<G: AnalysisGame>(
    records: &[MoveRecord],
    depth: u32,
    opening: Option<&Reached>,
) -> String
where
    G::Move: Send + Sync,
{
    let mut out = String::new();
    let setting = if depth == 0 {
        "time per move".to_string()
    } else {
        format!("depth {depth}")
    };
    let _ = writeln!(out, "{} review, {setting}", G::KIND.title());
    if let Some(reached) = opening {
        let _ = writeln!(
            out,
            "opening: {} ({})",
            reached.opening.name,
            reached.opening.line()
        );
    }
    for r in records {
        let mark = r.grade.symbol();
        let _ = writeln!(
            out,
            "{:>3}. {:<5} {:<12} {:<10} before {}  after {}  best {} {}: {}",
            r.ply + 1,
            r.side.name(),
            format!("{}{mark}", r.played),
            r.grade.to_string(),
            value::<G>(r.before),
            value::<G>(r.after),
            r.best,
            G::score_text(r.before),
            r.pv.join(" "),
        );
        if let Some(reason) = &r.reason {
            let _ = writeln!(out, "     why: {}", reason.english());
        }
    }
    let graded: Vec<_> = records.iter().map(MoveRecord::graded).collect();
    for side in sides(records) {
        let s = summarise(&graded, side);
        let _ = writeln!(out, "{}: {}", side.name(), summary_text(&s));
    }
    let worst = biggest_mistakes(&graded, 3);
    if worst.is_empty() {
        out.push_str("Biggest mistakes: none\n");
    } else {
        let list: Vec<String> = worst
            .iter()
            .filter_map(|m| records.iter().find(|r| r.ply == m.ply))
            .map(|r| {
                format!(
                    "{}. {} {} ({}: {} to {}, {}; best {})",
                    r.ply + 1,
                    r.side.name(),
                    r.played,
                    r.grade,
                    G::score_text(r.before),
                    G::score_text(r.after),
                    lost_text::<G>(r),
                    r.best
                )
            })
            .collect();
        let _ = writeln!(out, "Biggest mistakes: {}", list.join("; "));
    }
    out.trim_end().to_string()
}

/// What a move gave away: discs where the game is graded in discs, points
/// of the grade scale otherwise.
fn lost_text<G: AnalysisGame>(r: &MoveRecord) -> String
where
    G::Move: Send + Sync,
{
    match G::GRAPH_SCALE {
        GraphScale::Discs { .. } => {
            let discs = f64::from(r.before.score - r.after.score) / 100.0;
            format!("{discs:.0} discs lost")
        }
        GraphScale::WinChance => format!("{:.0} points lost", r.loss),
    }
}

/// `accuracy 87.3, best 20, good 5, …`.
#[must_use]
pub fn summary_text(s: &PlayerSummary) -> String {
    let counts: Vec<String> = Grade::ALL
        .iter()
        .map(|&g| format!("{} {}", g.word(), s.count(g)))
        .collect();
    format!("accuracy {:.1}, {}", s.accuracy, counts.join(", "))
}

/// A JSON string literal.
pub(crate) fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The `"opening"` value: an object, or `null`.
fn opening_json(opening: Option<&Reached>) -> String {
    let Some(reached) = opening else {
        return "null".to_string();
    };
    let list = |items: Vec<String>| items.iter().map(|s| quote(s)).collect::<Vec<_>>().join(",");
    format!(
        "{{\"name\":{},\"aliases\":[{}],\"moves\":[{}],\"ply\":{}}}",
        quote(reached.opening.name),
        list(
            reached
                .opening
                .aliases
                .iter()
                .map(|a| (*a).to_string())
                .collect()
        ),
        list(reached.opening.move_texts()),
        reached.ply
    )
}

fn eval_json<G: AnalysisGame>(e: Eval) -> String
where
    G::Move: Send + Sync,
{
    format!(
        "{{\"score\":{},\"exact\":{},\"text\":{},\"win_chance\":{:.4}}}",
        e.score,
        e.exact,
        quote(&G::score_text(e)),
        G::win_chance(e)
    )
}

/// The JSON report: `{"game", "depth", "opening", "moves": [...],
/// "players": {...}, "biggest_mistakes": [plies]}`. `"opening"` is only
/// there for a game with named openings ([`openings::has_named_openings`]):
/// `{"name", "aliases": [...], "moves": [the line from f5], "ply": the ply
/// the game reached it at}`, or `null` when the game reached none. Each move
/// has `ply` (1-based), `side`,
/// `move`, `grade`, `loss`, `before`, `after` (values: `score` in analysis
/// units, `exact`, `text`, `win_chance` 0–1), `best`, `pv` and `reason`
/// (`{"kind", "squares", "numbers", "text"}` for an Inaccuracy or worse,
/// `null` otherwise).
#[must_use]
pub fn json<G: AnalysisGame>(
    records: &[MoveRecord],
    depth: u32,
    opening: Option<&Reached>,
) -> String
where
    G::Move: Send + Sync,
{
    let mut out = String::new();
    let _ = write!(out, "{{\"game\":{},\"depth\":{depth},", quote(G::KIND.id()));
    if openings::has_named_openings(G::KIND) {
        let _ = write!(out, "\"opening\":{},", opening_json(opening));
    }
    out.push_str("\"moves\":[");
    for (i, r) in records.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let pv: Vec<String> = r.pv.iter().map(|m| quote(m)).collect();
        let _ = write!(
            out,
            "{{\"ply\":{},\"side\":{},\"move\":{},\"grade\":{},\"loss\":{:.2},\"before\":{},\"after\":{},\"best\":{},\"pv\":[{}],\"reason\":{}}}",
            r.ply + 1,
            quote(&r.side.name().to_ascii_lowercase()),
            quote(&r.played),
            quote(r.grade.word()),
            r.loss,
            eval_json::<G>(r.before),
            eval_json::<G>(r.after),
            quote(&r.best),
            pv.join(","),
            r.reason.as_ref().map_or("null".to_string(), |reason| {
                let object = reason.json();
                format!(
                    "{},\"text\":{}}}",
                    &object[..object.len() - 1],
                    quote(&reason.english())
                )
            })
        );
    }
    out.push_str("],\"players\":{");
    let graded: Vec<_> = records.iter().map(MoveRecord::graded).collect();
    for (i, side) in sides(records).into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let s = summarise(&graded, side);
        let counts: Vec<String> = Grade::ALL
            .iter()
            .map(|&g| format!("{}:{}", quote(g.word()), s.count(g)))
            .collect();
        let _ = write!(
            out,
            "{}:{{\"accuracy\":{:.1},\"moves\":{},\"grades\":{{{}}}}}",
            quote(&side.name().to_ascii_lowercase()),
            s.accuracy,
            s.moves,
            counts.join(",")
        );
    }
    let worst: Vec<String> = biggest_mistakes(&graded, 3)
        .iter()
        .map(|m| (m.ply + 1).to_string())
        .collect();
    let _ = write!(out, "}},\"biggest_mistakes\":[{}]}}", worst.join(","));
    out
}
