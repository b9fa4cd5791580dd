//! Every step of every book, in every language, fits beside the board at
//! the smallest window (1024×600): the panel's texts are wrapped with the
//! UI font's own advance widths, the way the panel lays them out, and the
//! panel's height is added up from them.

use super::panel::{BOOK_TEXT, BUTTON_MARGIN, BUTTON_PAD, PANEL_PADDING, chapter_line, step_text};
use crate::app::core::text::{Language, Strings, fill, fonts};
use crate::app::core::theme;
use crate::app::features::hud::LEFT_COLUMN_WIDTH;
use crate::game_kind::GameKind;
use crate::lessons;

/// The smallest window the game supports, and the column's top margin.
const WINDOW_HEIGHT: f32 = 600.0;
const MARGIN: f32 = 16.0;
/// Bevy's default line height, relative to the font size.
const LINE_HEIGHT: f32 = 1.2;
/// The panel's gap between rows (`widgets::panel`).
const ROW_GAP: f32 = 6.0;

struct Metrics {
    face: ttf_parser::Face<'static>,
}

impl Metrics {
    fn new() -> Metrics {
        Metrics {
            face: ttf_parser::Face::parse(fonts::REGULAR, 0).expect("the font parses"),
        }
    }

    /// The width of `text` at `size` pixels.
    fn width(&self, text: &str, size: f32) -> f32 {
        let scale = size / f32::from(self.face.units_per_em());
        text.chars()
            .map(|c| {
                self.face
                    .glyph_index(c)
                    .and_then(|g| self.face.glyph_hor_advance(g))
                    .map_or(size * 0.6, |a| f32::from(a) * scale)
            })
            .sum()
    }

    /// How many lines `text` takes wrapped at `width` (greedy, by words).
    fn lines(&self, text: &str, size: f32, width: f32) -> usize {
        let space = self.width(" ", size);
        let mut lines = 0;
        for paragraph in text.split('\n') {
            lines += 1;
            let mut used = 0.0f32;
            for word in paragraph.split_whitespace() {
                let w = self.width(word, size);
                if used > 0.0 && used + space + w > width {
                    lines += 1;
                    used = w;
                } else {
                    used += if used > 0.0 { space + w } else { w };
                }
            }
        }
        lines
    }

    fn height(&self, text: &str, size: f32, width: f32) -> f32 {
        self.lines(text, size, width) as f32 * size * LINE_HEIGHT
    }

    /// The height of a wrapping row of small buttons.
    fn buttons(&self, labels: &[String], width: f32) -> f32 {
        let size = theme::FONT_SMALL;
        let mut rows = 1;
        let mut used = 0.0f32;
        for label in labels {
            let w = self.width(label, size) + 2.0 * (BUTTON_PAD.0 + BUTTON_MARGIN);
            if used > 0.0 && used + w > width {
                rows += 1;
                used = w;
            } else {
                used += w;
            }
        }
        rows as f32 * (size * LINE_HEIGHT + 2.0 * (BUTTON_PAD.1 + BUTTON_MARGIN))
    }
}

/// Every line the panel may show under a step's text, for a step doing
/// `action` (on the book's last step with the closing sentence added).
fn prompts(t: &Strings, action: lessons::Action, last: bool) -> Vec<String> {
    let mut all = match action {
        lessons::Action::Look => vec![t.book_look.to_string()],
        lessons::Action::Play(_) => vec![t.book_watch.to_string()],
        lessons::Action::Task(_) => vec![
            t.book_your_move.to_string(),
            t.book_shown.to_string(),
            t.book_step_over.to_string(),
            t.book_passed.to_string(),
            format!("{} {}", t.book_passed, t.book_chapter_done),
            t.book_miss_not_the_move.to_string(),
            fill(t.book_miss_flips, &[("got", &10), ("want", &10)]),
            fill(t.book_miss_captures, &[("got", &10), ("want", &10)]),
            fill(t.book_miss_ends_on, &[("got", &"g6"), ("want", &"g6")]),
            t.book_miss_no_crown.to_string(),
            t.book_miss_no_win.to_string(),
            fill(t.book_miss_no_deployment, &[("want", &"g6")]),
        ],
    };
    if last {
        let ended: Vec<String> = all.iter().map(|p| format!("{p} {}", t.book_end)).collect();
        all.extend(ended);
    }
    all
}

/// The panel's buttons for a step doing `action`.
fn buttons(t: &Strings, action: lessons::Action) -> Vec<String> {
    let mut labels = vec![t.book_back, t.book_next];
    if !matches!(action, lessons::Action::Look) {
        labels.push(t.book_replay);
    }
    if matches!(action, lessons::Action::Task(_)) {
        labels.push(t.book_show_me);
    }
    labels.extend([t.book_contents, t.book_close]);
    labels.iter().map(ToString::to_string).collect()
}

#[test]
fn every_step_fits_beside_the_board_at_1024_by_600() {
    let metrics = Metrics::new();
    let width = LEFT_COLUMN_WIDTH - 2.0 * PANEL_PADDING;
    let available = WINDOW_HEIGHT - 2.0 * MARGIN;
    let mut worst = (0.0f32, String::new());
    for language in Language::ALL {
        let t = language.strings();
        let keys = metrics.height(&t.book_keys.to_string(), theme::FONT_SMALL, width);
        for kind in GameKind::ALL {
            let book = lessons::book(kind);
            // The header with the longest status headline a game shows.
            let header = format!(
                "{} · {}",
                fill(t.book_title, &[("game", &t.game(kind))]),
                t.to_move(crate::rules::Side::White)
            );
            let header = metrics.height(&header, theme::FONT_SMALL, width);
            let last = lessons::steps(book).last().map(|(id, _)| id);
            for (id, step) in lessons::steps(book) {
                let prompt = prompts(t, step.action, Some(id) == last)
                    .iter()
                    .map(|p| metrics.height(p, BOOK_TEXT, width))
                    .fold(0.0, f32::max);
                let buttons = metrics.buttons(&buttons(t, step.action), width);
                let chapter = &book.chapters[id.chapter - 1];
                let title = chapter_line(t, id.chapter, chapter.title);
                let counter = fill(
                    t.book_step,
                    &[("number", &id.step), ("count", &chapter.steps.len())],
                );
                let text = step_text(t, step.text);
                let height = 2.0 * PANEL_PADDING
                    + 6.0 * ROW_GAP
                    + header
                    + metrics.height(&title, theme::FONT_BODY, width)
                    + metrics.height(&counter, theme::FONT_SMALL, width)
                    + metrics.height(&text, BOOK_TEXT, width)
                    + prompt
                    + buttons
                    + keys;
                let name = format!("{} {} {id}", language.tag(), kind.id());
                if height > worst.0 {
                    worst = (height, name.clone());
                }
                if height > available {
                    eprintln!(
                        "{name}: {height:.0} px, {} lines of text",
                        metrics.lines(&text, BOOK_TEXT, width)
                    );
                }
                assert!(
                    height <= available || std::env::var("FIT_ALL").is_ok(),
                    "{name}: the panel is {height:.0} px high, {available:.0} px fit \
                     (the step's text takes {} lines)",
                    metrics.lines(&text, BOOK_TEXT, width)
                );
            }
        }
    }
    eprintln!("tallest panel: {:.0} px ({})", worst.0, worst.1);
}
