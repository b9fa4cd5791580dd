//! The Fluent catalogues: every locale's `.ftl` files, compiled into the
//! binary, parsed once on first use.
//!
//! A message missing from a locale is taken from English, with one warning in
//! the log per message and locale; a message that fails to format (a missing
//! variable) logs the error and shows what Fluent could make of it. The
//! tests make sure neither happens with the shipped files.

use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt::Display;
use std::sync::{Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::Language;

/// The `.ftl` files of one locale directory: the app's texts, then the
/// three rules books.
macro_rules! locale_files {
    ($tag:literal) => {
        &[
            include_str!(concat!("../../../../assets/locales/", $tag, "/tavola.ftl")),
            include_str!(concat!(
                "../../../../assets/locales/",
                $tag,
                "/lessons-othello.ftl"
            )),
            include_str!(concat!(
                "../../../../assets/locales/",
                $tag,
                "/lessons-gounki.ftl"
            )),
            include_str!(concat!(
                "../../../../assets/locales/",
                $tag,
                "/lessons-checkers.ftl"
            )),
        ]
    };
}

/// The `.ftl` sources of a locale, in the order they are added.
#[must_use]
pub const fn sources(language: Language) -> &'static [&'static str] {
    match language {
        Language::English => locale_files!("en"),
        Language::Italian => locale_files!("it"),
        Language::Russian => locale_files!("ru"),
        Language::Dutch => locale_files!("nl"),
        Language::French => locale_files!("fr"),
        Language::Basque => locale_files!("eu"),
    }
}

/// One locale's messages.
pub struct Catalog {
    bundle: FluentBundle<FluentResource>,
}

impl Catalog {
    /// Parses a locale's sources (syntax errors are logged and the entries
    /// that did parse are kept).
    fn new(language: Language) -> Catalog {
        let id = language
            .tag()
            .parse()
            .expect("every language tag is a valid identifier");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Unicode isolation marks around placeables help right-to-left
        // scripts; none of these languages is one, and the fonts have no
        // glyphs for the marks.
        bundle.set_use_isolating(false);
        for source in sources(language) {
            let resource = match FluentResource::try_new((*source).to_owned()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    bevy::log::error!("locale {}: {errors:?}", language.tag());
                    resource
                }
            };
            if let Err(errors) = bundle.add_resource(resource) {
                bevy::log::error!("locale {}: {errors:?}", language.tag());
            }
        }
        Catalog { bundle }
    }

    /// Whether the locale has the message.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .is_some_and(|m| m.value().is_some())
    }

    /// The message formatted with `args`, or `None` when the locale lacks it.
    #[must_use]
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            bevy::log::error!("message {id}: {errors:?}");
            debug_assert!(false, "message {id} failed to format: {errors:?}");
        }
        Some(text.into_owned())
    }
}

/// The catalogue of a language, parsed on first use.
#[must_use]
pub fn catalog(language: Language) -> &'static Catalog {
    static CATALOGS: [OnceLock<Catalog>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .expect("every language is in Language::ALL");
    CATALOGS[index].get_or_init(|| Catalog::new(language))
}

/// A message of `language` formatted with `args`, from English where the
/// language lacks it (logged once per message and language).
#[must_use]
pub fn format(language: Language, id: &str, args: Option<&FluentArgs>) -> String {
    if let Some(text) = catalog(language).format(id, args) {
        return text;
    }
    warn_missing(language, id);
    if language != Language::English
        && let Some(text) = catalog(Language::English).format(id, args)
    {
        return text;
    }
    id.to_owned()
}

fn warn_missing(language: Language, id: &str) {
    static WARNED: Mutex<Option<HashSet<(Language, String)>>> = Mutex::new(None);
    let mut warned = WARNED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if warned
        .get_or_insert_with(HashSet::new)
        .insert((language, id.to_owned()))
    {
        bevy::log::warn!(
            "locale {}: no message '{id}'; showing the English text",
            language.tag()
        );
    }
}

/// A value for a Fluent variable: whole numbers become Fluent numbers (so
/// that plural selectors see them), everything else a string.
#[must_use]
pub fn value(value: &dyn Display) -> FluentValue<'static> {
    let text = value.to_string();
    let digits = text.strip_prefix('-').unwrap_or(&text);
    if !digits.is_empty() && digits.len() <= 15 && digits.bytes().all(|b| b.is_ascii_digit()) {
        FluentValue::try_number(&text).into_owned()
    } else {
        FluentValue::String(Cow::Owned(text))
    }
}
