//! The interface languages, and how the first one is chosen.
//!
//! The language of a run is, in this order: `--lang TAG` (this run only),
//! the one chosen in Settings (saved), and otherwise the system's: `LC_ALL`,
//! `LC_MESSAGES`, then `LANG` on Unix (the first one set, as the C library
//! reads them), the platform's own locale on macOS and Windows. A system
//! language Tavola does not have falls back to English.

use bevy::prelude::*;

/// The interface language; every text the interface shows is a Fluent
/// message in `assets/locales/<tag>/` (see the parent module).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    English,
    Italian,
    Russian,
    Dutch,
    French,
    Basque,
}

impl Language {
    /// Every language, in the order the settings dialog cycles through.
    pub const ALL: [Language; 6] = [
        Language::English,
        Language::Italian,
        Language::Russian,
        Language::Dutch,
        Language::French,
        Language::Basque,
    ];

    /// The language's tag (BCP 47 primary subtag): the locale folder's name
    /// and the value in the settings file and of `--lang`.
    #[must_use]
    pub const fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Italian => "it",
            Language::Russian => "ru",
            Language::Dutch => "nl",
            Language::French => "fr",
            Language::Basque => "eu",
        }
    }

    /// The language's own name for itself (the settings dialog shows it so,
    /// whatever the current language).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Italian => "Italiano",
            Language::Russian => "Русский",
            Language::Dutch => "Nederlands",
            Language::French => "Français",
            Language::Basque => "Euskara",
        }
    }

    /// The language of a tag (`en`, `ru_RU.UTF-8`, `fr-CA`, `eu_ES@euro`…),
    /// by its primary subtag, if Tavola has it.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_', '.', '@']).next().unwrap_or(tag);
        Language::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(primary))
    }

    /// The next language, for the settings dialog.
    #[must_use]
    pub fn next(self) -> Language {
        let i = Language::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Language::ALL[(i + 1) % Language::ALL.len()]
    }

    /// The system's language, if Tavola has it.
    #[must_use]
    pub fn from_system() -> Option<Language> {
        #[cfg(unix)]
        let locale = locale_from_env(|name| std::env::var(name).ok());
        #[cfg(not(unix))]
        let locale = sys_locale::get_locale();
        locale.as_deref().and_then(Language::from_tag)
    }
}

/// The Unix locale of the messages: the first of `LC_ALL`, `LC_MESSAGES`
/// and `LANG` that is set and not empty, as the C library reads them; the
/// `C` and `POSIX` locales name no language.
#[must_use]
pub fn locale_from_env(var: impl Fn(&str) -> Option<String>) -> Option<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|value| !value.is_empty())
        .filter(|value| {
            let base = value.split('.').next().unwrap_or(value);
            base != "C" && base != "POSIX"
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        }
    }

    #[test]
    fn tags_with_regions_and_encodings_name_their_language() {
        assert_eq!(Language::from_tag("ru_RU.UTF-8"), Some(Language::Russian));
        assert_eq!(Language::from_tag("fr-CA"), Some(Language::French));
        assert_eq!(Language::from_tag("eu_ES@euro"), Some(Language::Basque));
        assert_eq!(Language::from_tag("NL"), Some(Language::Dutch));
        assert_eq!(Language::from_tag("de_DE.UTF-8"), None);
        for language in Language::ALL {
            assert_eq!(Language::from_tag(language.tag()), Some(language));
        }
    }

    #[test]
    fn the_c_library_order_of_locale_variables() {
        let lang_only = [("LANG", "ru_RU.UTF-8")];
        assert_eq!(
            locale_from_env(env(&lang_only)).as_deref(),
            Some("ru_RU.UTF-8")
        );
        let all = [
            ("LANG", "ru_RU.UTF-8"),
            ("LC_MESSAGES", "it_IT.UTF-8"),
            ("LC_ALL", "nl_NL.UTF-8"),
        ];
        assert_eq!(locale_from_env(env(&all)).as_deref(), Some("nl_NL.UTF-8"));
        let messages = [("LANG", "ru_RU.UTF-8"), ("LC_MESSAGES", "it_IT.UTF-8")];
        assert_eq!(
            locale_from_env(env(&messages)).as_deref(),
            Some("it_IT.UTF-8")
        );
        // An empty variable is not set; C and POSIX name no language.
        let empty = [("LC_ALL", ""), ("LANG", "fr_FR.UTF-8")];
        assert_eq!(locale_from_env(env(&empty)).as_deref(), Some("fr_FR.UTF-8"));
        assert_eq!(locale_from_env(env(&[("LANG", "C.UTF-8")])), None);
        assert_eq!(locale_from_env(env(&[("LC_ALL", "POSIX")])), None);
        assert_eq!(locale_from_env(env(&[])), None);
    }

    #[test]
    fn next_cycles_through_every_language() {
        let mut seen = vec![Language::English];
        let mut language = Language::English.next();
        while language != Language::English {
            seen.push(language);
            language = language.next();
        }
        assert_eq!(seen, Language::ALL);
    }
}
