//! The real binary in another language: the status panel draws Russian text
//! (Cyrillic glyphs from the interface font, not empty boxes or nothing).

use crate::e2e::{load_png, pixel, screenshot};

/// Pixels of the status panel's headline that are text (bright on the dark
/// panel), and a fingerprint of where they are.
fn headline_text(image: &bevy::prelude::Image) -> (usize, Vec<bool>) {
    let mut lit = Vec::new();
    for y in 26..62 {
        for x in 26..330 {
            let [r, g, b] = pixel(image, x, y);
            lit.push(u32::from(r) + u32::from(g) + u32::from(b) > 3 * 150);
        }
    }
    (lit.iter().filter(|&&l| l).count(), lit)
}

#[test]
fn russian_text_is_drawn_in_the_status_panel() {
    let args = ["--game", "othello", "--moves", "f5d6"];
    let Some(english) = screenshot("lang-en", &args) else {
        return;
    };
    let russian_args = ["--lang", "ru", "--game", "othello", "--moves", "f5d6"];
    let Some(russian) = screenshot("lang-ru", &russian_args) else {
        return;
    };
    let (english, russian) = (load_png(&english), load_png(&russian));
    let (en_count, en_lit) = headline_text(&english);
    let (ru_count, ru_lit) = headline_text(&russian);
    // "Black to move" and "Ходят Чёрные" are both drawn, as different text.
    assert!(en_count > 150, "English headline: {en_count} text pixels");
    assert!(ru_count > 150, "Russian headline: {ru_count} text pixels");
    let differ = en_lit.iter().zip(&ru_lit).filter(|(a, b)| a != b).count();
    assert!(
        differ > 100,
        "the two headlines look alike ({differ} pixels differ)"
    );
}
