//! Showcase mode (`tavola --showcase`, or "Showcase" on the title screen):
//! hands-off, it replays the bundled sample games
//! ([`crate::persist::samples::SAMPLES`]) one after another with their
//! animations, a caption naming the game, the players and the result, a
//! pause on the final position, and loops forever. Any key or mouse button
//! returns to the title screen.
//!
//! While it runs, both sides are set to Human (so no computer search
//! starts; the players chosen before come back on leaving) and nothing is
//! autosaved.

use std::time::Duration;

use bevy::prelude::*;

use super::autosave::match_from_saved;
use super::hud::HudSlot;
use crate::app::core::anim::Busy;
use crate::app::core::notice::Notice;
use crate::app::core::players::{PlayerKind, Players};
use crate::app::core::registry::GameList;
use crate::app::core::registry::PerGame;
use crate::app::core::schedule::{AppSystems, Launch};
use crate::app::core::screen::Screen;
use crate::app::core::session::SessionOps;
use crate::app::core::session::{self, ActiveGame};
use crate::app::core::text::{self, fill};
use crate::app::core::theme;
use crate::app::kit::camera::{HoldView, OrbitCamera};
use crate::app::kit::widgets;
use crate::game_kind::GameKind;
use crate::persist::samples::SAMPLES;
use crate::rules::Side;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_from_launch);
    app.init_resource::<ShowcaseCamera>();
    app.add_systems(
        OnEnter(Screen::Playing),
        (spawn_caption, restart_camera).run_if(resource_exists::<Showcase>),
    );
    // On leaving the playing screen (the state already says where to), so
    // that the title screen shows the players restored.
    app.add_systems(OnExit(Screen::Playing), finish_showcase);
    app.add_systems(
        Update,
        (
            leave_on_input.in_set(AppSystems::RecordInput),
            (advance_showcase, drift_camera).in_set(AppSystems::Sync),
            fade_caption.in_set(AppSystems::Ui),
        )
            .run_if(resource_exists::<Showcase>),
    );
}

/// How long the final position of a game stays before the next one.
pub const END_PAUSE: Duration = Duration::from_secs(4);

/// The showcase in progress (present only while it runs).
#[derive(Resource, Debug, Clone)]
pub struct Showcase {
    /// Index in [`SAMPLES`] of the game on the board.
    pub index: usize,
    /// How many games have been started since the showcase began.
    pub started: usize,
    /// The caption lines of the game on the board.
    pub title: String,
    pub players: String,
    pub result: String,
    /// Plies in the record.
    pub total: usize,
    /// Real time when the last move finished showing.
    ended_at: Option<Duration>,
    /// Who played before the showcase (restored on leaving).
    saved_players: Players,
    /// Set once input asked to leave (the title screen is on its way).
    leaving: bool,
}

impl Showcase {
    /// Whether the showcase is on its way out (nothing more is shown).
    #[must_use]
    pub fn is_leaving(&self) -> bool {
        self.leaving
    }
}

/// The caption panel and its changing line.
#[derive(Component)]
struct CaptionPanel {
    /// How far it has faded in, 0..1.
    shown: f32,
}
#[derive(Component)]
struct CaptionProgress;

/// `--showcase` starts the showcase at once.
fn start_from_launch(launch: Res<Launch>, mut commands: Commands) {
    if launch.0.showcase {
        commands.queue(start_showcase);
    }
}

/// Starts the showcase with the first sample game.
pub fn start_showcase(world: &mut World) {
    if !world.contains_resource::<Showcase>() {
        // The showcase drives the camera itself (no hotseat swings), and
        // says once how to leave it.
        world.insert_resource(HoldView(true));
        let t = text::of_world(world);
        world.write_message(Notice::info(t.showcase_help));
        let saved_players = world.get_resource::<Players>().cloned().unwrap_or_default();
        world.insert_resource(Players([PlayerKind::Human; 2]));
        world.insert_resource(session::SessionKind::Showcase);
        world.insert_resource(Showcase {
            index: 0,
            started: 0,
            title: String::new(),
            players: String::new(),
            result: String::new(),
            total: 0,
            ended_at: None,
            saved_players,
            leaving: false,
        });
    }
    show_sample(world, 0);
}

/// Puts the first sample from `from` on that loads and is playable in this
/// build, from its start, with its moves queued for replay.
fn show_sample(world: &mut World, from: usize) {
    let playable = world.resource::<GameList>().0.clone();
    for step in 0..SAMPLES.len() {
        let index = (from + step) % SAMPLES.len();
        let sample = SAMPLES[index];
        if !sample.kind().is_some_and(|k| playable.contains(&k)) {
            continue;
        }
        let loaded = sample
            .load()
            .map_err(|e| e.to_string())
            .and_then(|s| Ok((match_from_saved(world, &s.game)?, s)));
        let (game, loaded) = match loaded {
            Ok(ok) => ok,
            Err(message) => {
                warn!("showcase: skipping {}: {message}", sample.file);
                continue;
            }
        };
        let kind = game.kind();
        game.insert(world);
        world.insert_resource(ActiveGame(kind));
        session::queue_replay(world);
        let t = text::of_world(world);
        let caption = &loaded.caption;
        let title = match &caption.event {
            Some(event) => fill(
                t.showcase_title,
                &[("game", &t.game(kind)), ("event", event)],
            ),
            None => t.game(kind).to_string(),
        };
        let mut showcase = world.resource_mut::<Showcase>();
        showcase.index = index;
        showcase.started += 1;
        showcase.title = title;
        let lines: Vec<String> = [(Side::Black, &caption.black), (Side::White, &caption.white)]
            .into_iter()
            .filter_map(|(side, name)| {
                name.as_ref()
                    .map(|n| fill(t.showcase_player, &[("side", &t.side(side)), ("name", n)]))
            })
            .collect();
        showcase.players = if lines.is_empty() {
            t.showcase_no_players.to_string()
        } else {
            lines.join("\n")
        };
        showcase.result = loaded.outcome.as_ref().map_or_else(
            || t.showcase_unfinished.to_string(),
            |o| fill(t.showcase_result, &[("result", &t.outcome(o))]),
        );
        showcase.total = loaded.game.move_count();
        showcase.ended_at = None;
        // Entering the playing screen again rebuilds the scene for this game.
        world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        return;
    }
    warn!("showcase: no sample game can be shown");
    world.resource_mut::<Showcase>().leaving = true;
    world.resource_mut::<NextState<Screen>>().set(Screen::Title);
}

fn spawn_caption(mut commands: Commands, showcase: Res<Showcase>) {
    // Beside the board, under the status panel (the board is framed clear
    // of the column); it fades in with each game and out at its end.
    let (node, background) = widgets::panel();
    commands.spawn((
        Name::new("Showcase caption"),
        CaptionPanel { shown: 0.0 },
        HudSlot::LeftColumn,
        DespawnOnExit(Screen::Playing),
        Node {
            max_width: percent(100),
            align_items: AlignItems::FlexStart,
            padding: UiRect::all(px(16)),
            row_gap: px(6),
            ..node
        },
        background,
        Pickable::IGNORE,
        children![
            (
                widgets::FullColour(theme::ACCENT),
                widgets::text(
                    showcase.title.clone(),
                    theme::FONT_LARGE,
                    theme::PANEL_OPAQUE
                )
            ),
            (
                widgets::FullColour(theme::TEXT),
                widgets::text(
                    showcase.players.clone(),
                    theme::FONT_BODY,
                    theme::PANEL_OPAQUE
                )
            ),
            (
                CaptionProgress,
                widgets::FullColour(theme::TEXT_DIM),
                widgets::text("", theme::FONT_SMALL, theme::PANEL_OPAQUE)
            ),
        ],
    ));
}

/// How long the caption takes to fade in or out.
const CAPTION_FADE: f32 = 0.8;

/// Fades the caption in as a game starts and out before the next one.
fn fade_caption(
    time: Res<Time<Real>>,
    showcase: Res<Showcase>,
    mut panels: Query<(Entity, &mut CaptionPanel, &mut BackgroundColor)>,
    children: Query<&Children>,
    mut texts: Query<(&widgets::FullColour, &mut TextColor)>,
) {
    let now = time.elapsed();
    let leaving_soon = showcase.ended_at.is_some_and(|ended| {
        now.saturating_sub(ended).as_secs_f32() > END_PAUSE.as_secs_f32() - CAPTION_FADE
    });
    for (entity, mut panel, mut background) in &mut panels {
        let step = time.delta_secs() / CAPTION_FADE;
        let target = if leaving_soon { 0.0 } else { 1.0 };
        let shown = if target > panel.shown {
            (panel.shown + step).min(1.0)
        } else {
            (panel.shown - step).max(0.0)
        };
        if shown == panel.shown && panel.shown == target {
            continue;
        }
        panel.shown = shown;
        background.0.set_alpha(theme::PANEL.alpha() * shown);
        widgets::fade_texts(entity, shown, theme::PANEL_OPAQUE, &children, &mut texts);
    }
}

/// The camera in a showcase: each game opens wide and high, easing in,
/// then the view drifts slowly round the board between moves and holds
/// still while a move is shown (never with reduced motion).
#[derive(Resource, Debug, Default)]
struct ShowcaseCamera {
    /// Seconds of drift so far (it advances only between moves).
    drift: f32,
    /// Seconds since this game's opening move of the camera began.
    opening: f32,
}

/// The drift: a slow swing either side of the near edge.
const DRIFT_PERIOD: f32 = 48.0;
const DRIFT_YAW: f32 = 0.45;
const OPENING_SECONDS: f32 = 4.0;

fn drift_camera(
    time: Res<Time<Real>>,
    busy: Res<Busy>,
    reduced: Res<crate::app::core::anim::ReducedMotion>,
    mut state: ResMut<ShowcaseCamera>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    if reduced.0 {
        return;
    }
    let dt = time.delta_secs();
    state.opening = (state.opening + dt).min(OPENING_SECONDS);
    if !busy.active() {
        state.drift += dt;
    }
    let opening = state.opening / OPENING_SECONDS;
    // From wide and high to the usual view, eased.
    let eased = crate::app::kit::camera::ease_in_out(opening);
    let yaw = DRIFT_YAW * (state.drift / DRIFT_PERIOD * std::f32::consts::TAU).sin();
    for mut orbit in &mut cameras {
        let wide = OrbitCamera::DEFAULT.distance * 1.45;
        orbit.distance = wide + (OrbitCamera::DEFAULT.distance - wide) * eased;
        orbit.pitch = 1.3 + (OrbitCamera::DEFAULT.pitch - 1.3) * eased;
        orbit.yaw = yaw - 0.6 * (1.0 - eased);
    }
}

fn restart_camera(mut state: ResMut<ShowcaseCamera>) {
    state.opening = 0.0;
}

/// Any key or mouse button leaves for the title screen.
fn leave_on_input(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    mut showcase: ResMut<Showcase>,
    mut next: ResMut<NextState<Screen>>,
) {
    if showcase.leaving {
        return;
    }
    if keys.get_just_pressed().next().is_some() || mouse.get_just_pressed().next().is_some() {
        showcase.leaving = true;
        next.set(Screen::Title);
    }
}

/// Back on the title screen: the showcase's replays are dropped and the
/// players chosen before come back.
fn finish_showcase(world: &mut World) {
    // Moving on to the next sample re-enters the playing screen: not an end.
    if *world.resource::<State<Screen>>().get() == Screen::Playing {
        return;
    }
    let Some(showcase) = world.remove_resource::<Showcase>() else {
        return;
    };
    world.insert_resource(session::SessionKind::Play);
    world.insert_resource(showcase.saved_players);
    world.insert_resource(HoldView(false));
    for ops in PerGame::<SessionOps>::all(world) {
        (ops.drop_replay)(world);
    }
}

/// The plies shown so far and whether every move of the record is on the
/// board.
fn progress(world: &World, kind: GameKind) -> (usize, bool) {
    let Some(ops) = session::ops(world, kind) else {
        return (0, true);
    };
    let shown = (ops.summary)(world).map_or(0, |m| m.plies);
    (shown, (ops.replay_done)(world) != Some(false))
}

/// Keeps the caption up to date, pauses on the final position, then moves
/// on to the next sample game (looping).
fn advance_showcase(world: &mut World) {
    if world.resource::<Showcase>().leaving
        || *world.resource::<State<Screen>>().get() != Screen::Playing
    {
        return;
    }
    world.write_message(bevy::window::RequestRedraw);
    let kind = world.resource::<ActiveGame>().0;
    let (shown, queued_done) = progress(world, kind);
    let done = queued_done && !world.resource::<Busy>().active();
    let now = world.resource::<Time<Real>>().elapsed();
    let t = text::of_world(world);
    let (line, next) = {
        let mut showcase = world.resource_mut::<Showcase>();
        if done {
            let ended = *showcase.ended_at.get_or_insert(now);
            (
                showcase.result.clone(),
                now.saturating_sub(ended) >= END_PAUSE,
            )
        } else {
            showcase.ended_at = None;
            (
                fill(
                    t.showcase_move,
                    &[("shown", &shown), ("total", &showcase.total)],
                ),
                false,
            )
        }
    };
    // Hands-off: the resign and draw buttons and the keys hint are hidden.
    let mut panels = world.query::<(&Name, &mut Visibility)>();
    for (name, mut visibility) in panels.iter_mut(world) {
        if matches!(name.as_str(), "Match buttons" | "Keys hint")
            && *visibility != Visibility::Hidden
        {
            *visibility = Visibility::Hidden;
        }
    }
    let mut texts = world.query_filtered::<&mut Text, With<CaptionProgress>>();
    for mut text in texts.iter_mut(world) {
        if text.0 != line {
            text.0.clone_from(&line);
        }
    }
    if next {
        let index = world.resource::<Showcase>().index;
        show_sample(world, index + 1);
    }
}
