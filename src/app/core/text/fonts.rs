//! The interface font: Noto Sans (Latin with every accented letter of the
//! six languages, and Cyrillic), compiled into the binary and installed as
//! the engine's default font, so every text entity uses it without naming
//! it. The licence is `assets/fonts/OFL.txt`.

use bevy::prelude::*;

/// Noto Sans Regular, the interface font.
pub const REGULAR: &[u8] = include_bytes!("../../../../assets/fonts/NotoSans-Regular.ttf");
/// Noto Sans Bold, for titles.
pub const BOLD: &[u8] = include_bytes!("../../../../assets/fonts/NotoSans-Bold.ttf");

/// The bold face's handle (titles use it through [`bold`]).
#[derive(Resource, Debug, Clone, Default)]
pub struct BoldFont(pub Handle<Font>);

pub(crate) fn plugin(app: &mut App) {
    // Headless tests run without the text plugin: nothing to install.
    let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() else {
        app.init_resource::<BoldFont>();
        return;
    };
    // The default handle is what `TextFont::default()` draws with.
    if let Err(error) = fonts.insert(AssetId::default(), Font::from_bytes(REGULAR.to_vec())) {
        warn!("could not install the interface font: {error}");
    }
    let bold = fonts.add(Font::from_bytes(BOLD.to_vec()));
    app.insert_resource(BoldFont(bold));
}

/// A text font of `size` pixels in the bold face.
#[must_use]
pub fn bold(font: &BoldFont, size: f32) -> TextFont {
    TextFont {
        font: font.0.clone().into(),
        font_size: FontSize::Px(size),
        ..default()
    }
}
