//! proptest strategies over the generators (tests only): a case is a seed
//! for the valid sample and a list of edits, or a seed and an arbitrary
//! text, so a failing case prints as its own reproducer and shrinks to
//! fewer, simpler edits.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError};

use super::targets::target;
use super::{Edit, HOT_CHARS, apply_edits};
use crate::rules::SplitMix64;

/// The seed of the fuzz tests' cases in the normal test run.
const FIXED_SEED: u64 = 0x7a76_6f6c_6132_0261;

/// The configuration of every fuzz test: `cases` cases (`PROPTEST_CASES`
/// overrides it, for a longer local run), no regression files written into
/// the source tree (a failure prints its whole input, which reproduces it:
/// the generators are deterministic).
#[must_use]
pub fn config(cases: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(cases);
    // The test run checks the same cases every time (a red CI run is a
    // change, never luck); `PROPTEST_RNG_SEED=random` or another number, and
    // the soak (`examples/soak.rs`), explore new ones.
    let rng_seed = match std::env::var("PROPTEST_RNG_SEED").ok().as_deref() {
        Some("random") => proptest::test_runner::RngSeed::Random,
        Some(seed) => seed
            .parse()
            .map_or(proptest::test_runner::RngSeed::Fixed(FIXED_SEED), |s| {
                proptest::test_runner::RngSeed::Fixed(s)
            }),
        None => proptest::test_runner::RngSeed::Fixed(FIXED_SEED),
    };
    Config {
        cases,
        failure_persistence: None,
        rng_seed,
        ..Config::default()
    }
}

/// A character for an edit: mostly one that means something in a format.
pub fn edit_char() -> impl Strategy<Value = char> {
    prop_oneof![
        4 => proptest::sample::select(HOT_CHARS),
        1 => any::<char>(),
    ]
}

/// One edit.
pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        5 => any::<usize>().prop_map(Edit::Delete),
        5 => (any::<usize>(), edit_char()).prop_map(|(p, c)| Edit::Insert(p, c)),
        4 => (any::<usize>(), edit_char()).prop_map(|(p, c)| Edit::Replace(p, c)),
        1 => any::<usize>().prop_map(Edit::Truncate),
        1 => (any::<usize>(), 1..=8usize).prop_map(|(p, n)| Edit::DeleteRange(p, n)),
        1 => (any::<usize>(), 1..=8usize).prop_map(|(p, n)| Edit::Duplicate(p, n)),
        3 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::CopyChar(a, b)),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Swap(a, b)),
    ]
}

/// One to four edits.
pub fn edits() -> impl Strategy<Value = Vec<Edit>> {
    proptest::collection::vec(edit(), 1..=4)
}

/// An arbitrary text: format characters and any others, or any string.
pub fn arbitrary_text() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => proptest::collection::vec(edit_char(), 0..100)
            .prop_map(|v| v.into_iter().collect::<String>()),
        1 => any::<String>(),
    ]
}

fn run(name: &str, seed: u64, text: Option<&str>, edits: &[Edit]) -> Result<(), TestCaseError> {
    let t = target(name).ok_or_else(|| TestCaseError::fail(format!("no target {name}")))?;
    let sample = (t.sample)(&mut SplitMix64(seed));
    let result = match text {
        Some(text) => (t.check)(&sample, text, None),
        None => {
            let damaged = apply_edits(&sample.text, edits);
            (t.check)(&sample, &damaged, Some(&sample.text))
        }
    };
    result.map_err(TestCaseError::fail)
}

/// The checks of target `name` on its sample from `seed` damaged by
/// `edits`.
pub fn damaged(name: &str, seed: u64, edits: &[Edit]) -> Result<(), TestCaseError> {
    run(name, seed, None, edits)
}

/// The checks of target `name` on an arbitrary `text` (the sample from
/// `seed` gives the context: start position, game, hint).
pub fn arbitrary(name: &str, seed: u64, text: &str) -> Result<(), TestCaseError> {
    run(name, seed, Some(text), &[])
}

/// The checks of target `name` on its undamaged sample, which must be
/// read.
pub fn valid(name: &str, seed: u64) -> Result<(), TestCaseError> {
    let t = target(name).ok_or_else(|| TestCaseError::fail(format!("no target {name}")))?;
    let sample = (t.sample)(&mut SplitMix64(seed));
    prop_assert!(
        (t.parses)(&sample),
        "{name}: the valid sample {sample:?} is rejected"
    );
    run(name, seed, None, &[])
}

/// Fuzz tests of some targets: for each, damaged samples, arbitrary texts
/// and undamaged samples, with the case counts given.
macro_rules! fuzz_targets {
    ($damaged:expr, $arbitrary:expr; $($test:ident => $name:literal),* $(,)?) => {
        mod damaged {
            use proptest::prelude::*;
            use $crate::testgen::strategies::{config, damaged, edits};
            proptest! {
                #![proptest_config(config($damaged))]
                $(
                    #[test]
                    fn $test(seed in any::<u64>(), edits in edits()) {
                        damaged($name, seed, &edits)?;
                    }
                )*
            }
        }
        mod arbitrary {
            use proptest::prelude::*;
            use $crate::testgen::strategies::{arbitrary, arbitrary_text, config};
            proptest! {
                #![proptest_config(config($arbitrary))]
                $(
                    #[test]
                    fn $test(seed in any::<u64>(), text in arbitrary_text()) {
                        arbitrary($name, seed, &text)?;
                    }
                )*
            }
        }
        mod valid {
            use proptest::prelude::*;
            use $crate::testgen::strategies::{config, valid};
            proptest! {
                #![proptest_config(config(200))]
                $(
                    #[test]
                    fn $test(seed in any::<u64>()) {
                        valid($name, seed)?;
                    }
                )*
            }
        }
    };
}

pub(crate) use fuzz_targets;
