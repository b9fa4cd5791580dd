//! The loading screen. Render pipelines compile asynchronously (seconds on
//! a software renderer, and on a real GPU at the first start): until every
//! pipeline the first screen needs is ready, an opaque layer over the window
//! shows the name, "Preparing the table…" and a bar driven by the pipeline
//! cache (ready / queued so far), instead of a half-drawn scene. The scene
//! is drawn underneath all the while, which is what queues its pipelines;
//! when none has been waiting for a few frames the layer fades out.
//!
//! [`PipelineProgress`] is shared with the render world, which counts the
//! cache's pipelines after each frame; the screenshot tool and the reactive
//! redraws read it too.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use bevy::prelude::*;
use bevy::render::render_resource::{CachedPipelineState, PipelineCache};
use bevy::render::{Render, RenderApp};
use bevy::window::RequestRedraw;

use super::widgets;
use crate::app::core::schedule::AppSystems;
use crate::app::core::text::Language;
use crate::app::core::theme;

pub(super) fn plugin(app: &mut App) {
    let progress = PipelineProgress::default();
    app.insert_resource(progress.clone());
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app.insert_resource(progress);
        // After the frame's meshes and materials queued their pipelines.
        render_app.add_systems(
            Render,
            count_pipelines.in_set(bevy::render::RenderSystems::Cleanup),
        );
        app.add_systems(Startup, spawn_overlay);
        app.add_systems(
            Update,
            (show_progress, lift_overlay).chain().in_set(AppSystems::Ui),
        );
    } else {
        // Without a renderer there is nothing to compile.
        progress.idle.store(true, Ordering::Relaxed);
    }
}

/// How far the render pipelines are: written by the render world.
#[derive(Resource, Clone, Default)]
pub struct PipelineProgress {
    ready: Arc<AtomicU32>,
    total: Arc<AtomicU32>,
    idle: Arc<AtomicBool>,
}

impl PipelineProgress {
    /// Whether no pipeline is waiting to compile.
    #[must_use]
    pub fn is_idle(&self) -> bool {
        self.idle.load(Ordering::Relaxed)
    }

    /// Pipelines compiled, and pipelines queued so far.
    #[must_use]
    pub fn counts(&self) -> (u32, u32) {
        (
            self.ready.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }
}

fn count_pipelines(cache: Res<PipelineCache>, progress: Res<PipelineProgress>) {
    let (mut ready, mut total) = (0u32, 0u32);
    for pipeline in cache.pipelines() {
        total += 1;
        // A pipeline that failed is as done as it will get.
        if matches!(
            pipeline.state,
            CachedPipelineState::Ok(_) | CachedPipelineState::Err(_)
        ) {
            ready += 1;
        }
    }
    progress.ready.store(ready, Ordering::Relaxed);
    progress.total.store(total, Ordering::Relaxed);
    progress.idle.store(
        cache.waiting_pipelines().next().is_none(),
        Ordering::Relaxed,
    );
}

/// The loading layer; gone once the first screen is drawn.
#[derive(Component, Debug)]
pub struct LoadingOverlay {
    /// Frames in a row with no pipeline waiting.
    idle_frames: u32,
    /// The fade-out, once started.
    fading: Option<Timer>,
    /// The bar never runs backwards when more pipelines are queued.
    shown: f32,
}

#[derive(Component)]
struct ProgressFill;

/// Frames without a waiting pipeline before the layer lifts: a screen's
/// meshes queue their pipelines a frame or two after they are spawned.
const IDLE_FRAMES: u32 = 8;
const FADE_SECONDS: f32 = 0.4;

fn spawn_overlay(mut commands: Commands, language: Res<Language>) {
    let t = language.strings();
    commands
        .spawn((
            Name::new("Loading screen"),
            LoadingOverlay {
                idle_frames: 0,
                fading: None,
                shown: 0.0,
            },
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                row_gap: px(14),
                ..default()
            },
            // Over everything, dialogs included; it takes the clicks and
            // the hover of what it covers.
            GlobalZIndex(100),
            bevy::ui::FocusPolicy::Block,
            BackgroundColor(theme::BACKGROUND),
        ))
        .with_children(|root| {
            root.spawn((
                widgets::FullColour(theme::ACCENT),
                widgets::text(t.app_name, theme::FONT_TITLE, theme::ACCENT),
            ));
            root.spawn((
                widgets::FullColour(theme::TEXT_DIM),
                widgets::text(t.loading, theme::FONT_BODY, theme::TEXT_DIM),
            ));
            root.spawn((
                Node {
                    width: px(320),
                    height: px(8),
                    border_radius: BorderRadius::all(px(4)),
                    ..default()
                },
                BackgroundColor(theme::PANEL),
            ))
            .with_child((
                ProgressFill,
                Node {
                    width: percent(0),
                    height: percent(100),
                    border_radius: BorderRadius::all(px(4)),
                    ..default()
                },
                BackgroundColor(theme::ACCENT),
            ));
        });
}

fn show_progress(
    progress: Res<PipelineProgress>,
    mut overlays: Query<&mut LoadingOverlay>,
    mut fills: Query<&mut Node, With<ProgressFill>>,
) {
    let Ok(mut overlay) = overlays.single_mut() else {
        return;
    };
    let (ready, total) = progress.counts();
    let fraction = if progress.is_idle() || total == 0 {
        if total == 0 { 0.0 } else { 1.0 }
    } else {
        ready as f32 / total as f32
    };
    overlay.shown = overlay.shown.max(fraction);
    for mut node in &mut fills {
        node.width = percent(overlay.shown * 100.0);
    }
}

fn lift_overlay(
    mut commands: Commands,
    time: Res<Time<Real>>,
    progress: Res<PipelineProgress>,
    mut overlays: Query<(Entity, &mut LoadingOverlay)>,
    mut backgrounds: Query<&mut BackgroundColor>,
    mut texts: Query<(&widgets::FullColour, &mut TextColor)>,
    children: Query<&Children>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok((entity, mut overlay)) = overlays.single_mut() else {
        return;
    };
    // Frames keep coming while the layer is up, even with no input.
    redraw.write(RequestRedraw);
    if overlay.fading.is_none() {
        let (_, total) = progress.counts();
        if progress.is_idle() && total > 0 {
            overlay.idle_frames += 1;
        } else {
            overlay.idle_frames = 0;
        }
        if overlay.idle_frames >= IDLE_FRAMES {
            overlay.fading = Some(Timer::from_seconds(FADE_SECONDS, TimerMode::Once));
        }
        return;
    }
    let Some(fade) = overlay.fading.as_mut() else {
        return;
    };
    fade.tick(time.delta());
    if fade.is_finished() {
        commands.entity(entity).despawn();
        return;
    }
    let alpha = 1.0 - fade.fraction();
    for node in std::iter::once(entity).chain(children.iter_descendants(entity)) {
        if let Ok(mut background) = backgrounds.get_mut(node) {
            background.0.set_alpha(alpha);
        }
    }
    // The words dissolve into the background first (see `fade_texts`).
    widgets::fade_texts(
        entity,
        (alpha * 2.0 - 1.0).max(0.0),
        theme::BACKGROUND,
        &children,
        &mut texts,
    );
}
