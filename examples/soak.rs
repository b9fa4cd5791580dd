//! Soak runs: the fuzz properties, random playouts and computer games, many
//! times over (the test run does a few thousand of each).
//!
//! `cargo run --release --no-default-features --example soak -- WHAT [COUNT] [SEED]`
//!
//! WHAT is a parser target (`othello-position`, `othello-transcript`,
//! `gounki-position`, `gounki-move`, `gounki-record`, `gounki-board-file`,
//! `gounki-boardspace`, `checkers-fen`, `checkers-move`, `checkers-pdn`,
//! `savefile`, `settings`), a playout (`othello-playout`, `gounki-playout`,
//! `checkers-playout`), a computer game at Beginner level (`othello-ai`,
//! `gounki-ai`, `checkers-ai`), or a group: `parsers`, `playouts`, `ai`,
//! `all` (each member COUNT times). COUNT defaults to 1,000,000 (10,000 for
//! the computer games); SEED to 1.
//!
//! A parser case is a valid text damaged by one to four random edits (seven
//! cases in eight; a fresh valid text every 16 cases) or an arbitrary text.
//! A panic anywhere is caught, reported with its case and counted as a
//! failure. Progress goes to stderr every 10 s; the summary line of each
//! target (count, seconds, rate, failures) to stdout. The exit status is 1
//! when anything failed.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use tavola::ai::Level;
use tavola::rules::SplitMix64;
use tavola::testgen::{self, playout, targets};

/// Failures printed in full per target (the rest are only counted).
const SHOWN: usize = 5;

struct Tally {
    name: String,
    unit: &'static str,
    done: u64,
    failures: u64,
    start: Instant,
    last_report: Instant,
    /// Extra counters shown in the summary (what happened in the cases).
    notes: Vec<(&'static str, u64)>,
}

impl Tally {
    fn new(name: &str, unit: &'static str) -> Tally {
        Tally {
            name: name.to_string(),
            unit,
            done: 0,
            failures: 0,
            start: Instant::now(),
            last_report: Instant::now(),
            notes: Vec::new(),
        }
    }

    fn note(&mut self, what: &'static str) {
        match self.notes.iter_mut().find(|(k, _)| *k == what) {
            Some(entry) => entry.1 += 1,
            None => self.notes.push((what, 1)),
        }
    }

    fn record(
        &mut self,
        case: impl FnOnce() -> String,
        result: std::thread::Result<Result<(), String>>,
    ) {
        self.done += 1;
        let failure = match result {
            Ok(Ok(())) => None,
            Ok(Err(why)) => Some(why),
            Err(panic) => Some(format!("PANIC: {}", panic_text(&panic))),
        };
        if let Some(why) = failure {
            self.failures += 1;
            if self.failures <= SHOWN as u64 {
                println!(
                    "{} FAILURE #{} ({}): {why}",
                    self.name,
                    self.failures,
                    case()
                );
            }
        }
        if self.last_report.elapsed() >= Duration::from_secs(10) {
            self.last_report = Instant::now();
            eprintln!(
                "  {}: {} {} ({:.0}/s), {} failures",
                self.name,
                self.done,
                self.unit,
                self.rate(),
                self.failures
            );
        }
    }

    fn rate(&self) -> f64 {
        self.done as f64 / self.start.elapsed().as_secs_f64().max(1e-9)
    }

    fn summary(&self) {
        let notes: Vec<String> = self.notes.iter().map(|(k, v)| format!("{k} {v}")).collect();
        println!(
            "{}: {} {} in {:.1} s = {:.0} {}/s, {} failures{}{}",
            self.name,
            self.done,
            self.unit,
            self.start.elapsed().as_secs_f64(),
            self.rate(),
            self.unit,
            self.failures,
            if notes.is_empty() { "" } else { "; " },
            notes.join(", ")
        );
    }
}

fn panic_text(panic: &Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".to_string())
}

fn soak_parser(target: &targets::Target, count: u64, seed: u64) -> Tally {
    let mut tally = Tally::new(target.name, "cases");
    let mut rng = SplitMix64(seed ^ 0x5EED_F022);
    let mut sample = None;
    for i in 0..count {
        if i % 16 == 0 || sample.is_none() {
            let s = catch_unwind(AssertUnwindSafe(|| {
                let s = (target.sample)(&mut rng);
                let parses = (target.parses)(&s);
                (s, parses)
            }));
            match s {
                Ok((s, false)) => {
                    tally.record(
                        || format!("sample {s:?}"),
                        Ok(Err("the valid sample is rejected".into())),
                    );
                    continue;
                }
                Ok((s, true)) => sample = Some(s),
                Err(p) => {
                    tally.record(|| format!("sample at case {i}"), Err(p));
                    continue;
                }
            }
        }
        let Some(base) = sample.as_ref() else {
            continue;
        };
        let (text, original) = if rng.below(8) == 0 {
            (testgen::random_text(&mut rng), None)
        } else {
            let edits = testgen::random_edits(&mut rng);
            (
                testgen::apply_edits(&base.text, &edits),
                Some(base.text.as_str()),
            )
        };
        let checked = catch_unwind(AssertUnwindSafe(|| {
            let result = (target.check)(base, &text, original);
            // Whether the round trip was exercised (the text was read).
            let read = (target.parses)(&targets::Sample {
                text: text.clone(),
                context: base.context.clone(),
            });
            (result, read)
        }));
        tally.note(
            match (original.is_some(), checked.as_ref().is_ok_and(|c| c.1)) {
                (true, true) => "damaged+read",
                (true, false) => "damaged+refused",
                (false, true) => "arbitrary+read",
                (false, false) => "arbitrary+refused",
            },
        );
        tally.record(
            || format!("text {text:?}, from {:?}", original),
            checked.map(|(result, _)| result),
        );
    }
    tally
}

fn soak_playout(name: &str, count: u64, seed: u64, run: fn(u64) -> testgen::Check) -> Tally {
    let mut tally = Tally::new(name, "playouts");
    for i in 0..count {
        let s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(i);
        let result = catch_unwind(|| run(s));
        tally.record(|| format!("seed {s}"), result);
    }
    tally
}

fn soak_ai(
    name: &str,
    count: u64,
    seed: u64,
    run: fn(Level, u64) -> Result<playout::AiGame, String>,
) -> Tally {
    let mut tally = Tally::new(name, "games");
    let mut plies = 0u64;
    for i in 0..count {
        let s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(i);
        let result = catch_unwind(|| run(Level::Beginner, s));
        let checked = match result {
            Ok(Ok(game)) => {
                plies += game.plies as u64;
                tally.note(match (game.unfinished, game.winner) {
                    (true, _) => "unfinished",
                    (false, Some(tavola::rules::Side::Black)) => "black wins",
                    (false, Some(tavola::rules::Side::White)) => "white wins",
                    (false, None) => "draws",
                });
                Ok(Ok(()))
            }
            Ok(Err(e)) => Ok(Err(e)),
            Err(p) => Err(p),
        };
        tally.record(|| format!("seed {s}"), checked);
    }
    let secs = tally.start.elapsed().as_secs_f64().max(1e-9);
    eprintln!(
        "  {name}: {plies} plies, {:.0} plies/s",
        plies as f64 / secs
    );
    tally
}

const PLAYOUTS: &[(&str, fn(u64) -> testgen::Check)] = &[
    ("othello-playout", playout::othello_playout),
    ("gounki-playout", playout::gounki_playout),
    ("checkers-playout", playout::checkers_playout),
];

type AiRun = fn(Level, u64) -> Result<playout::AiGame, String>;
const AI: &[(&str, AiRun)] = &[
    ("othello-ai", playout::othello_ai_game),
    ("gounki-ai", playout::gounki_ai_game),
    ("checkers-ai", playout::checkers_ai_game),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let what = args.first().map_or("all", String::as_str);
    let count: Option<u64> = args.get(1).map(|c| {
        c.replace(['_', ','], "").parse().unwrap_or_else(|_| {
            eprintln!("soak: COUNT must be a number, not {c:?}");
            std::process::exit(2)
        })
    });
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    // Panics are caught and reported per case: keep the default hook quiet.
    std::panic::set_hook(Box::new(|_| {}));

    let mut tallies = Vec::new();
    let group = |g: &str| what == g || what == "all";
    for t in targets::TARGETS {
        if t.name == what || group("parsers") {
            tallies.push(soak_parser(t, count.unwrap_or(1_000_000), seed));
            tallies.last().map(Tally::summary);
        }
    }
    for &(name, run) in PLAYOUTS {
        if name == what || group("playouts") {
            tallies.push(soak_playout(name, count.unwrap_or(1_000_000), seed, run));
            tallies.last().map(Tally::summary);
        }
    }
    for &(name, run) in AI {
        if name == what || group("ai") {
            tallies.push(soak_ai(name, count.unwrap_or(10_000), seed, run));
            tallies.last().map(Tally::summary);
        }
    }
    if tallies.is_empty() {
        eprintln!("soak: unknown target {what:?} (see the doc comment of examples/soak.rs)");
        std::process::exit(2);
    }
    let failures: u64 = tallies.iter().map(|t| t.failures).sum();
    if failures > 0 {
        println!("{failures} failures in all");
        std::process::exit(1);
    }
}
