//! The locales against the code and against English, the plural rules, and
//! the font against every character the locales use.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;

/// A locale's messages: id → (variables used anywhere in it, its text
/// pieces).
type Parsed = BTreeMap<String, (BTreeSet<String>, Vec<String>)>;

fn parse(language: Language) -> (Vec<String>, Parsed) {
    let mut order = Vec::new();
    let mut messages = Parsed::new();
    for source in catalog::sources(language) {
        let resource = match fluent_syntax::parser::parse(*source) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("{}: syntax errors {errors:?}", language.tag()),
        };
        for entry in resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let mut vars = BTreeSet::new();
                    let mut texts = Vec::new();
                    if let Some(pattern) = &message.value {
                        walk_pattern(pattern, &mut vars, &mut texts);
                    }
                    order.push(message.id.name.to_owned());
                    let previous = messages.insert(message.id.name.to_owned(), (vars, texts));
                    assert!(
                        previous.is_none(),
                        "{}: {} twice",
                        language.tag(),
                        message.id.name
                    );
                }
                ast::Entry::Junk { content } => {
                    panic!("{}: junk {content:?}", language.tag())
                }
                _ => {}
            }
        }
    }
    (order, messages)
}

fn walk_pattern(
    pattern: &ast::Pattern<&str>,
    vars: &mut BTreeSet<String>,
    texts: &mut Vec<String>,
) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => texts.push((*value).to_owned()),
            ast::PatternElement::Placeable { expression } => {
                walk_expression(expression, vars, texts)
            }
        }
    }
}

fn walk_expression(
    expression: &ast::Expression<&str>,
    vars: &mut BTreeSet<String>,
    texts: &mut Vec<String>,
) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, vars, texts);
            for variant in variants {
                walk_pattern(&variant.value, vars, texts);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, vars, texts),
    }
}

fn walk_inline(
    inline: &ast::InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    texts: &mut Vec<String>,
) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::StringLiteral { value } => texts.push((*value).to_owned()),
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, vars, texts),
        _ => {}
    }
}

/// Sample values for a message's variables: counts as numbers, the rest as
/// words.
fn sample_args<'a>(names: &'a [&'a str], number: &'a u32) -> Vec<(&'a str, &'a dyn Display)> {
    names
        .iter()
        .map(|name| (*name, number as &dyn Display))
        .collect()
}

#[test]
fn english_has_every_message_of_the_code_with_exactly_its_variables() {
    let (_, english) = parse(Language::English);
    let table = of(Language::English);
    let mut ids = BTreeSet::new();
    for (message, filled) in table.entries() {
        ids.insert(message.id.to_owned());
        let (vars, _) = english
            .get(message.id)
            .unwrap_or_else(|| panic!("en has no message {}", message.id));
        let expected: BTreeSet<String> = filled.iter().map(|v| (*v).to_owned()).collect();
        assert_eq!(vars, &expected, "en {}: variables", message.id);
    }
    // The rules books' chapters and steps: plain texts, no variables.
    for kind in crate::game_kind::GameKind::ALL {
        let book = crate::lessons::book(kind);
        let titles = book.chapters.iter().map(|c| c.title);
        let texts = crate::lessons::steps(book).map(|(_, s)| s.text);
        for id in titles.chain(texts) {
            let (vars, _) = english
                .get(id)
                .unwrap_or_else(|| panic!("en has no message {id}"));
            assert!(vars.is_empty(), "en {id}: a book text takes no variables");
            ids.insert(id.to_owned());
        }
    }
    let unused: Vec<&String> = english.keys().filter(|id| !ids.contains(*id)).collect();
    assert!(
        unused.is_empty(),
        "en messages the code never shows: {unused:?}"
    );
}

#[test]
fn every_locale_has_every_message_with_the_same_variables() {
    let (english_order, english) = parse(Language::English);
    for language in Language::ALL {
        let (order, messages) = parse(language);
        assert_eq!(
            order,
            english_order,
            "{}: message ids or order",
            language.tag()
        );
        for (id, (vars, texts)) in &messages {
            assert_eq!(vars, &english[id].0, "{} {id}: variables", language.tag());
            assert!(
                !vars.is_empty() || texts.iter().any(|t| !t.trim().is_empty()),
                "{} {id} is empty",
                language.tag()
            );
        }
    }
}

#[test]
fn every_message_formats_without_errors_in_every_language() {
    // `Catalog::format` stops on a formatting error in debug builds.
    for language in Language::ALL {
        let table = of(language);
        for number in [0_u32, 1, 2, 5, 21] {
            for (message, filled) in table.entries() {
                assert!(catalog::catalog(language).has(message.id));
                let text = fill(message, &sample_args(filled, &number));
                assert!(!text.trim().is_empty(), "{} {}", language.tag(), message.id);
            }
        }
    }
}

/// Messages that may read the same as in English: names, and layouts made
/// only of variables and punctuation.
const SAME_AS_ENGLISH: &[&str] = &[
    "app_name",
    "game_othello",
    "game_gounki",
    "title_player",
    "open_failed",
    "move_line",
    "showcase_title",
    "showcase_player",
    "player_computer",
    "level_expert",
    "level_beginner",
];

#[test]
fn no_locale_is_more_than_a_tenth_english() {
    let english = of(Language::English);
    for language in Language::ALL.into_iter().skip(1) {
        let table = of(language);
        let entries = table.entries();
        let mut same = Vec::new();
        for ((message, filled), (english_message, _)) in entries.iter().zip(english.entries()) {
            let args = sample_args(filled, &3);
            if !SAME_AS_ENGLISH.contains(&message.id)
                && fill(*message, &args) == fill(english_message, &args)
            {
                same.push(message.id);
            }
        }
        let share = same.len() as f64 / entries.len() as f64;
        println!(
            "{}: {:.1} % identical to English {same:?}",
            language.tag(),
            share * 100.0
        );
        assert!(share <= 0.10, "{}: {same:?}", language.tag());
    }
}

/// A count's text with the digits taken out: its grammatical form.
fn form(language: Language, count: u32) -> String {
    let t = of(language);
    fill(t.rounds, &[("count", &count)]).replace(|c: char| c.is_ascii_digit(), "")
}

#[test]
fn russian_counts_take_three_forms() {
    let ru = Language::Russian;
    assert_eq!(form(ru, 1), form(ru, 21));
    assert_eq!(form(ru, 2), form(ru, 22));
    assert_eq!(form(ru, 5), form(ru, 25));
    let forms: BTreeSet<String> = [1, 2, 5].map(|n| form(ru, n)).into_iter().collect();
    assert_eq!(forms.len(), 3, "{forms:?}");
    let t = of(ru);
    let moves = |n: u32| fill(t.moves_taken_back, &[("count", &n)]);
    assert_ne!(moves(2), moves(5));
}

#[test]
fn the_other_languages_follow_their_plural_rules() {
    for language in [
        Language::English,
        Language::Italian,
        Language::Dutch,
        Language::Basque,
    ] {
        assert_ne!(form(language, 1), form(language, 2), "{}", language.tag());
        assert_eq!(form(language, 2), form(language, 5), "{}", language.tag());
        assert_eq!(form(language, 0), form(language, 5), "{}", language.tag());
    }
    // French counts 0 like 1.
    let fr = Language::French;
    assert_eq!(form(fr, 0), form(fr, 1));
    assert_ne!(form(fr, 1), form(fr, 2));
}

#[test]
fn numbers_reach_fluent_as_numbers() {
    assert!(matches!(
        catalog::value(&12),
        fluent_bundle::FluentValue::Number(_)
    ));
    assert!(matches!(
        catalog::value(&-3),
        fluent_bundle::FluentValue::Number(_)
    ));
    assert!(matches!(
        catalog::value(&"e4"),
        fluent_bundle::FluentValue::String(_)
    ));
    assert!(matches!(
        catalog::value(&"1.5"),
        fluent_bundle::FluentValue::String(_)
    ));
    let t = of(Language::English);
    assert_eq!(fill(t.rounds, &[("count", &1)]), "1 round");
    assert_eq!(fill(t.rounds, &[("count", &3)]), "3 rounds");
    assert_eq!(
        fill(
            t.checkers_side,
            &[
                ("side", &t.side_white),
                ("count", &12),
                ("kings", &0),
                ("captured", &0)
            ]
        ),
        "White: 12 on board, 0 captured"
    );
    assert_eq!(
        fill(
            t.checkers_side,
            &[
                ("side", &t.side_white),
                ("count", &9),
                ("kings", &2),
                ("captured", &3)
            ]
        ),
        "White: 9 on board (2 kings), 3 captured"
    );
}

#[test]
fn a_missing_message_falls_back_to_english() {
    assert_eq!(
        catalog::format(Language::Russian, "no_such_message", None),
        "no_such_message"
    );
    assert!(!catalog::catalog(Language::Russian).has("no_such_message"));
}

#[test]
fn the_font_has_every_character_of_every_locale() {
    for (name, data) in [("regular", fonts::REGULAR), ("bold", fonts::BOLD)] {
        let face = ttf_parser::Face::parse(data, 0).expect("the font parses");
        let mut missing = BTreeSet::new();
        let names: String = Language::ALL.iter().map(|l| l.name()).collect();
        for language in Language::ALL {
            let (_, messages) = parse(language);
            let text: String = messages
                .values()
                .flat_map(|(_, texts)| texts.iter().cloned())
                .chain(std::iter::once(names.clone()))
                .collect();
            for c in text.chars().filter(|c| !c.is_control()) {
                if face.glyph_index(c).is_none() {
                    missing.insert((language.tag(), c));
                }
            }
        }
        assert!(missing.is_empty(), "{name} lacks {missing:?}");
    }
}

#[test]
fn english_results_read_as_before() {
    let t = of(Language::English);
    let score = Outcome {
        winner: Some(Side::Black),
        reason: EndReason::NoMovesLeft,
        score: Some((64, 0)),
    };
    assert_eq!(t.outcome(&score), score.to_string());
    let exit = Outcome::win(Side::White, EndReason::Exit);
    assert_eq!(t.outcome(&exit), exit.to_string());
    let draw = Outcome::draw(EndReason::Agreement);
    assert_eq!(t.outcome(&draw), draw.to_string());
    let drawn = Outcome {
        winner: None,
        reason: EndReason::NoMovesLeft,
        score: Some((32, 32)),
    };
    assert_eq!(t.outcome(&drawn), drawn.to_string());
    for reason in [
        EndReason::NoMovesLeft,
        EndReason::Exit,
        EndReason::AllCaptured,
        EndReason::NoLegalMove,
        EndReason::ThreefoldRepetition,
        EndReason::FortyPlyRule,
        EndReason::Agreement,
        EndReason::Resignation,
        EndReason::Time,
    ] {
        assert_eq!(t.reason(reason).to_string(), reason.describe());
    }
    for side in [Side::Black, Side::White] {
        assert_eq!(t.side(side).to_string(), side.name());
    }
    for kind in GameKind::ALL {
        assert_eq!(t.game(kind).to_string(), kind.title());
    }
    for level in Level::ALL {
        assert_eq!(t.level(level).to_string(), level.name());
    }
}
