//! Applies the colour theme live: interface text and backgrounds, the clear
//! colour and the scene's materials are shown in the active theme's version
//! of the standard colour they were given (see `theme`).
//!
//! Code everywhere keeps writing standard colours; this runs after it each
//! frame (in `PostUpdate`) and maps what changed. The standard colour of
//! everything it mapped is remembered, so switching back restores it.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::app::core::theme::{self, ActiveTheme};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            recolour_text,
            recolour_backgrounds,
            recolour_materials,
            recolour_clear,
        ),
    );
}

/// The standard colours a UI node was given before the theme mapped them.
#[derive(Component, Debug, Default, Clone, Copy)]
struct StandardColours {
    text: Option<Color>,
    background: Option<Color>,
}

/// The colour to show for `current`, and the standard colour to remember.
fn map(theme: ActiveTheme, current: Color, remembered: Option<Color>) -> (Color, Option<Color>) {
    match theme.0 {
        theme::Theme::Default => (remembered.unwrap_or(current), None),
        theme::Theme::HighContrast => match theme::high_contrast(current) {
            // A standard colour written since: map it.
            Some(mapped) => (mapped, Some(current)),
            // Already mapped (or a colour the theme leaves alone).
            None => (current, remembered),
        },
    }
}

fn recolour_text(
    theme: Res<ActiveTheme>,
    mut texts: Query<(Entity, &mut TextColor, Option<&mut StandardColours>)>,
    mut commands: Commands,
) {
    let all = theme.is_changed();
    for (entity, mut colour, standard) in &mut texts {
        if !all && !colour.is_changed() {
            continue;
        }
        let remembered = standard.as_ref().and_then(|s| s.text);
        let (shown, keep) = map(*theme, colour.0, remembered);
        if colour.0 != shown {
            colour.0 = shown;
        }
        match standard {
            Some(mut s) => s.text = keep,
            None if keep.is_some() => {
                commands.entity(entity).insert(StandardColours {
                    text: keep,
                    background: None,
                });
            }
            None => {}
        }
    }
}

fn recolour_backgrounds(
    theme: Res<ActiveTheme>,
    mut nodes: Query<(Entity, &mut BackgroundColor, Option<&mut StandardColours>)>,
    mut commands: Commands,
) {
    let all = theme.is_changed();
    for (entity, mut colour, standard) in &mut nodes {
        if !all && !colour.is_changed() {
            continue;
        }
        let remembered = standard.as_ref().and_then(|s| s.background);
        let (shown, keep) = map(*theme, colour.0, remembered);
        if colour.0 != shown {
            colour.0 = shown;
        }
        match standard {
            Some(mut s) => s.background = keep,
            None if keep.is_some() => {
                // Merged with a text colour inserted in the same frame by
                // `recolour_text` (insert replaces): keep both.
                commands.queue(move |world: &mut World| {
                    if let Ok(mut e) = world.get_entity_mut(entity) {
                        let text = e.get::<StandardColours>().and_then(|s| s.text);
                        e.insert(StandardColours {
                            text,
                            background: keep,
                        });
                    }
                });
            }
            None => {}
        }
    }
}

fn recolour_clear(theme: Res<ActiveTheme>, mut clear: ResMut<ClearColor>) {
    if theme.is_changed() {
        debug!("colour theme: {}", theme.0.id());
        clear.0 = theme.colour(theme::BACKGROUND);
    }
}

/// Materials: the standard base colour of each mapped material, by asset.
fn recolour_materials(
    theme: Res<ActiveTheme>,
    mut events: MessageReader<AssetEvent<StandardMaterial>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut standard: Local<HashMap<AssetId<StandardMaterial>, Color>>,
) {
    let mut touched: Vec<AssetId<StandardMaterial>> = Vec::new();
    for event in events.read() {
        match event {
            AssetEvent::Added { id } | AssetEvent::Modified { id } => touched.push(*id),
            AssetEvent::Removed { id } | AssetEvent::Unused { id } => {
                standard.remove(id);
            }
            AssetEvent::LoadedWithDependencies { .. } => {}
        }
    }
    if theme.is_changed() {
        touched = materials.ids().collect();
    }
    for id in touched {
        let Some(current) = materials.get(id).map(|m| m.base_color) else {
            continue;
        };
        let remembered = standard.get(&id).copied();
        // Alpha is the scene's own (ghosts and fades): map the opaque colour.
        let alpha = current.alpha();
        let (shown, keep) = map(*theme, current.with_alpha(1.0), remembered);
        let shown = shown.with_alpha(alpha);
        match keep {
            Some(c) => standard.insert(id, c),
            None => standard.remove(&id),
        };
        if shown != current
            && let Some(mut material) = materials.get_mut(id)
        {
            material.base_color = shown;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::theme::Theme;

    /// High contrast maps a standard colour, leaves the mapped one alone,
    /// and switching back restores the standard colour.
    #[test]
    fn mapping_round_trips() {
        let hc = ActiveTheme(Theme::HighContrast);
        let (shown, keep) = map(hc, theme::TEXT_DIM, None);
        assert_ne!(shown, theme::TEXT_DIM);
        assert_eq!(keep, Some(theme::TEXT_DIM));
        assert_eq!(map(hc, shown, keep), (shown, keep));
        let (back, keep) = map(ActiveTheme(Theme::Default), shown, keep);
        assert_eq!((back, keep), (theme::TEXT_DIM, None));
    }

    /// A live switch recolours an existing material and text, and back.
    #[test]
    fn live_switch_recolours_materials_and_text() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()));
        app.init_asset::<StandardMaterial>();
        app.init_resource::<ActiveTheme>();
        app.init_resource::<ClearColor>();
        app.add_plugins(plugin);
        let handle = app
            .world_mut()
            .resource_mut::<Assets<StandardMaterial>>()
            .add(StandardMaterial::from(theme::FELT));
        let text = app.world_mut().spawn(TextColor(theme::TEXT)).id();
        app.update();
        let base = |app: &App| {
            app.world()
                .resource::<Assets<StandardMaterial>>()
                .get(&handle)
                .unwrap()
                .base_color
        };
        assert_eq!(base(&app), theme::FELT);
        app.world_mut().resource_mut::<ActiveTheme>().0 = Theme::HighContrast;
        app.update();
        assert_eq!(Some(base(&app)), theme::high_contrast(theme::FELT));
        let shown = app.world().get::<TextColor>(text).unwrap().0;
        assert_eq!(Some(shown), theme::high_contrast(theme::TEXT));
        app.world_mut().resource_mut::<ActiveTheme>().0 = Theme::Default;
        app.update();
        app.update();
        assert_eq!(base(&app), theme::FELT);
        assert_eq!(app.world().get::<TextColor>(text).unwrap().0, theme::TEXT);
    }
}
