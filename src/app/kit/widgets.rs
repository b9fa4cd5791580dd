//! Interface building blocks, as plain functions returning bundles.

use bevy::prelude::*;

use crate::app::core::audio::{Sound, SoundCue};
use crate::app::core::text::Label;
use crate::app::core::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (colour_buttons, click_sound));
}

/// Text with the given size and colour; a [`Message`](crate::app::core::text::Message)
/// follows the language.
pub fn text(content: impl Label, size: f32, color: Color) -> impl Bundle {
    let (content, localized) = content.label();
    (
        Text::new(content),
        localized,
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(color),
    )
}

/// A clickable button with a label; attach behaviour with `.observe(...)`.
pub fn button(label: impl Label) -> impl Bundle {
    button_with(label, UiRect::axes(px(22), px(10)), px(6), px(220))
}

/// A button's parts: padding, margin and least width.
fn button_with(label: impl Label, padding: UiRect, margin: Val, min_width: Val) -> impl Bundle {
    (
        Button,
        Node {
            padding,
            margin: UiRect::all(margin),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            min_width,
            // A long label wraps rather than run out of its dialog.
            max_width: percent(100),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(theme::BUTTON),
        children![text(label, theme::FONT_BODY, theme::TEXT)],
    )
}

/// A text's own colour while it fades (see [`fade_texts`]).
#[derive(Component, Debug, Clone, Copy)]
pub struct FullColour(pub Color);

/// Fades the texts under `root` (marked with [`FullColour`]) between
/// `behind` (at 0) and their own colour (at 1). Text is never drawn
/// translucent: the renderer shows each glyph's box in translucent text.
pub fn fade_texts(
    root: Entity,
    shown: f32,
    behind: Color,
    children: &Query<&Children>,
    texts: &mut Query<(&FullColour, &mut TextColor)>,
) {
    for node in std::iter::once(root).chain(children.iter_descendants(root)) {
        if let Ok((full, mut colour)) = texts.get_mut(node) {
            colour.0 = behind.mix(&full.0, shown);
        }
    }
}

/// A compact button for rows of several (the title screen's cards and
/// bars): no minimum width.
pub fn small_button(label: impl Label) -> impl Bundle {
    button_with(label, UiRect::axes(px(14), px(7)), px(3), Val::Auto)
}

/// A compact button's padding (horizontal, vertical) and margin: the
/// buttons of the panels beside the board (the rules book, the position
/// editor), where room is short at 1024×600.
pub const COMPACT_PAD: (f32, f32) = (12.0, 6.0);
pub const COMPACT_MARGIN: f32 = 3.0;

/// A button of a panel beside the board: small text, little padding.
pub fn compact_button(label: impl Label) -> impl Bundle {
    (
        Button,
        Node {
            padding: UiRect::axes(px(COMPACT_PAD.0), px(COMPACT_PAD.1)),
            margin: UiRect::all(px(COMPACT_MARGIN)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(theme::BUTTON),
        children![text(label, theme::FONT_SMALL, theme::TEXT)],
    )
}

/// A row of buttons that wraps inside its panel.
pub fn wrapping_row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::FlexStart,
        ..default()
    }
}

/// A rounded, dark panel laid out as a column.
pub fn panel() -> (Node, BackgroundColor) {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(18)),
            row_gap: px(6),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        BackgroundColor(theme::PANEL),
    )
}

/// A dialog: a full-window, modal layer (it takes the keyboard, see
/// `focus`) that centres a panel with a title; spawn the rows as children
/// of the returned entity's panel with [`dialog_panel`].
pub fn dialog(name: &'static str) -> impl Bundle {
    (
        Name::new(name),
        super::focus::Modal,
        Node {
            // The panel keeps clear of the window's edges.
            padding: UiRect::all(px(DIALOG_MARGIN)),
            ..full_screen_centered()
        },
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.6)),
        // Clicks on the dimmed backdrop go nowhere (not to the board).
        Pickable {
            should_block_lower: true,
            is_hoverable: true,
        },
        GlobalZIndex(10),
    )
}

/// The room a dialog's panel leaves at the window's edges.
const DIALOG_MARGIN: f32 = 8.0;

/// Closes every open dialog marked `M` (queue it as a command, or call it
/// before acting on a dialog's choice).
pub fn close_dialogs<M: Component>(world: &mut World) {
    let mut query = world.query_filtered::<Entity, With<M>>();
    let open: Vec<Entity> = query.iter(world).collect();
    for entity in open {
        world.entity_mut(entity).despawn();
    }
}

/// A dialog's opaque panel, laid out like [`panel`], with a light border.
/// It is never larger than the window: a list that could make it so goes
/// in a [`scroll_list`](super::scroll::scroll_list), which shrinks to the
/// room left by the title and the buttons.
pub fn dialog_panel() -> impl Bundle {
    let (mut node, _) = panel();
    node.border = UiRect::all(px(1));
    node.max_height = percent(100);
    node.max_width = percent(100);
    node.min_height = px(0);
    (
        node,
        BackgroundColor(theme::DIALOG),
        BorderColor::all(theme::TEXT_DIM),
    )
}

/// A full-window node that centres its children.
pub fn full_screen_centered() -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        position_type: PositionType::Absolute,
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        ..default()
    }
}

fn colour_buttons(
    mut buttons: Query<(&Interaction, &mut BackgroundColor), (Changed<Interaction>, With<Button>)>,
) {
    for (interaction, mut colour) in &mut buttons {
        colour.0 = match interaction {
            Interaction::Pressed => theme::BUTTON_PRESS,
            Interaction::Hovered => theme::BUTTON_HOVER,
            Interaction::None => theme::BUTTON,
        };
    }
}

/// Every interface button clicks when pressed (one place for all of them).
fn click_sound(
    buttons: Query<&Interaction, (Changed<Interaction>, With<Button>)>,
    mut sounds: MessageWriter<SoundCue>,
) {
    if buttons.iter().any(|i| *i == Interaction::Pressed) {
        sounds.write(SoundCue::new(Sound::Click));
    }
}
