//! The heads-up display shared by all games: a status panel (whose turn,
//! counts), transient notices (a pass, a refused click) and the game-over
//! panel with the official result.

mod resign;
pub mod status;
pub use resign::{offer_draw, resign};

use bevy::prelude::*;

use crate::app::core::notice::Notice;

use super::computer::{ComputerThinking, THINKING_NOTICE};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::ActiveGame;
use crate::app::core::session::start_new;
use crate::app::core::text::Language;
use crate::app::core::theme;
use crate::app::kit::camera::KeepClear;
use crate::app::kit::scroll::ScrollList;
use crate::app::kit::widgets;
use crate::rules::Outcome;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(resign::plugin);
    app.init_resource::<Status>();
    app.add_systems(OnEnter(Screen::Playing), spawn_hud);
    app.add_systems(
        Update,
        (
            tick_notice.in_set(AppSystems::TickTimers),
            (
                adopt_hud_parts,
                fit_left_column,
                show_status,
                show_notice,
                show_game_over,
                show_thinking,
            )
                .in_set(AppSystems::Ui),
        )
            .run_if(in_state(Screen::Playing)),
    );
}

/// What the status panel says; each game keeps it current.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Status {
    /// First line, e.g. "Black to move".
    pub headline: String,
    /// Second line, e.g. disc counts.
    pub detail: String,
    /// The named opening of the position on show ("Opening: Tiger"), for
    /// a game that has them.
    pub opening: Option<String>,
    /// The result once the game is over.
    pub outcome: Option<Outcome>,
}

#[derive(Component)]
struct StatusHeadline;
#[derive(Component)]
struct StatusDetail;
#[derive(Component)]
struct StatusOpening;
/// "Computer is thinking…", shown when a search takes a moment.
#[derive(Component)]
struct ThinkingLine;

fn show_thinking(
    thinking: Res<ComputerThinking>,
    clock: Res<Time<Real>>,
    mut lines: Query<&mut Visibility, With<ThinkingLine>>,
) {
    let show = thinking
        .0
        .is_some_and(|start| clock.elapsed().saturating_sub(start) >= THINKING_NOTICE);
    for mut visibility in &mut lines {
        visibility.set_if_neq(if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// The notice banner and how long it stays.
#[derive(Component)]
pub struct NoticeBanner(Timer);
/// The game-over panel.
#[derive(Component)]
pub struct GameOverPanel;

/// The width of the column beside the board (logical pixels).
pub const LEFT_COLUMN_WIDTH: f32 = 300.0;
/// The width of the column on the right (the move list).
pub const RIGHT_COLUMN_WIDTH: f32 = 190.0;
/// The height kept for a one-line notice above the board.
const NOTICE_HEIGHT: f32 = 44.0;

fn spawn_hud(mut commands: Commands, active: Res<ActiveGame>, language: Res<Language>) {
    let t = language.strings();
    // Down the left side: the status panel, then what a game puts under it
    // ([`HudSlot::LeftColumn`]), no wider than the space beside the board.
    commands.spawn((
        Name::new("Left column"),
        HudArea(HudSlot::LeftColumn),
        KeepClear::Left,
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            left: px(16),
            top: px(16),
            width: px(LEFT_COLUMN_WIDTH),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Start,
            row_gap: px(8),
            // What does not fit above the bottom bar scrolls (a lesson's
            // step with the game-over panel in a small window).
            overflow: Overflow::scroll_y(),
            ..default()
        },
        ScrollList,
        ScrollPosition::default(),
        Pickable {
            should_block_lower: false,
            is_hoverable: true,
        },
        children![(
            Name::new("Status panel"),
            Node {
                max_width: percent(100),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(12)),
                row_gap: px(4),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BackgroundColor(theme::PANEL),
            Pickable::IGNORE,
            children![
                widgets::text(t.game(active.0), theme::FONT_SMALL, theme::TEXT_DIM),
                (
                    StatusHeadline,
                    widgets::text("", theme::FONT_LARGE, theme::ACCENT)
                ),
                (
                    StatusDetail,
                    widgets::text("", theme::FONT_BODY, theme::TEXT)
                ),
                (
                    StatusOpening,
                    widgets::text("", theme::FONT_SMALL, theme::TEXT_DIM)
                ),
                (
                    ThinkingLine,
                    Visibility::Hidden,
                    widgets::text(t.thinking, theme::FONT_SMALL, theme::ACCENT)
                ),
            ],
        )],
    ));
    // Down the right side: the move list ([`HudSlot::RightColumn`]).
    commands.spawn((
        Name::new("Right column"),
        HudArea(HudSlot::RightColumn),
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            right: px(16),
            top: px(16),
            max_width: px(RIGHT_COLUMN_WIDTH),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::End,
            row_gap: px(8),
            ..default()
        },
        Pickable::IGNORE,
    ));
    commands.spawn((
        Name::new("Notice banner"),
        DespawnOnExit(Screen::Playing),
        NoticeBanner(Timer::from_seconds(0.0, TimerMode::Once)),
        // Over the strip between the columns that the board is framed
        // below: hidden, it keeps its place (a notice never moves the board).
        KeepClear::Top,
        Node {
            position_type: PositionType::Absolute,
            top: px(12),
            left: px(LEFT_COLUMN_WIDTH + 32.0),
            right: px(RIGHT_COLUMN_WIDTH + 32.0),
            min_height: px(NOTICE_HEIGHT),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        Visibility::Hidden,
        Pickable::IGNORE,
        children![(
            Node {
                padding: UiRect::axes(px(18), px(8)),
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BackgroundColor(theme::PANEL),
            children![(
                widgets::text("", theme::FONT_LARGE, theme::TEXT),
                TextLayout::justify(Justify::Center)
            )],
        )],
    ));
    // Along the bottom: a row of what the HUD and the game put there
    // ([`InBottomRow`]), wrapping onto more lines in a narrow window or a
    // wordy language, and the key help under it, wrapped to the window.
    commands.spawn((
        Name::new("Bottom bar"),
        BottomBar,
        DespawnOnExit(Screen::Playing),
        KeepClear::Bottom,
        Node {
            position_type: PositionType::Absolute,
            left: px(10),
            right: px(10),
            bottom: px(6),
            flex_direction: FlexDirection::Column,
            row_gap: px(2),
            ..default()
        },
        Pickable::IGNORE,
        children![
            (
                HudArea(HudSlot::BottomRow),
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::SpaceBetween,
                    align_items: AlignItems::End,
                    column_gap: px(12),
                    ..default()
                },
                Pickable::IGNORE,
            ),
            // The keys themselves are listed by the keys dialog (F1, see
            // `help`), which reads every `KeyHelp` part; the HUD keeps one
            // short line that says how to open it.
            key_help("Help line", t.help_line),
            key_help("Clipboard keys", t.clipboard_keys),
            key_help("Review keys", t.review_keys),
            (
                Name::new("Keys hint"),
                Node {
                    padding: UiRect::horizontal(px(6)),
                    ..default()
                },
                Pickable::IGNORE,
                children![widgets::text(
                    t.keys_hint,
                    theme::FONT_SMALL,
                    theme::TEXT_DIM
                )],
            ),
        ],
    ));
}

/// A part of the HUD that only the keys dialog shows (see [`KeyHelp`]).
fn key_help(name: &'static str, keys: crate::app::core::text::Message) -> impl Bundle {
    (
        Name::new(name),
        KeyHelp,
        Node {
            display: Display::None,
            ..default()
        },
        Pickable::IGNORE,
        children![widgets::text(keys, theme::FONT_SMALL, theme::TEXT_DIM)],
    )
}

/// The bar along the bottom (the bottom row and the keys hint).
#[derive(Component)]
struct BottomBar;

/// The left column ends above the bottom bar: its height is what the
/// window leaves (measured from the last layout), and the column scrolls
/// past it.
fn fit_left_column(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    bars: Query<&ComputedNode, With<BottomBar>>,
    mut columns: Query<(&HudArea, &mut Node)>,
) {
    let Ok(window) = windows.single() else { return };
    let bar = bars
        .iter()
        .next()
        .map_or(0.0, |bar| bar.size().y * bar.inverse_scale_factor());
    // The column's top margin, the bar's own and a gap between them.
    let scale = scale.map_or(1.0, |s| s.0);
    let room = (window.height() / scale - bar - 16.0 - 6.0 - 8.0)
        .max(120.0)
        .round();
    for (area, mut node) in &mut columns {
        if area.0 == HudSlot::LeftColumn && node.max_height != px(room) {
            node.max_height = px(room);
        }
    }
}

/// Where a HUD part is laid out: spawn it anywhere with this component
/// (its own absolute position is dropped) and it moves into that area, in
/// spawn order, so that the parts of the HUD and of a game never overlap.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum HudSlot {
    /// Down the left side, under the status panel.
    LeftColumn,
    /// The bottom bar's row, above the key help.
    BottomRow,
    /// Down the right side (the move list).
    RightColumn,
}

/// A panel or line that lists keys and clicks. Such parts are not shown in
/// the HUD: the keys dialog (F1) lists their texts.
#[derive(Component, Debug, Clone, Copy)]
pub struct KeyHelp;

/// The area that holds the parts of a [`HudSlot`].
#[derive(Component, Debug)]
pub struct HudArea(pub HudSlot);

fn adopt_hud_parts(
    mut commands: Commands,
    areas: Query<(Entity, &HudArea)>,
    mut parts: Query<(Entity, &HudSlot, &mut Node), Without<ChildOf>>,
) {
    let mut adopted: Vec<(Entity, Entity)> = Vec::new();
    for (entity, slot, mut node) in &mut parts {
        let Some((area, _)) = areas.iter().find(|(_, area)| area.0 == *slot) else {
            continue;
        };
        node.position_type = PositionType::Relative;
        node.left = Val::Auto;
        node.right = Val::Auto;
        node.top = Val::Auto;
        node.bottom = Val::Auto;
        adopted.push((entity, area));
    }
    adopted.sort();
    for (entity, area) in adopted {
        commands.entity(area).add_child(entity);
    }
}

type StatusText<With1, Not1, Not2> = (With<With1>, Without<Not1>, Without<Not2>);

fn show_status(
    status: Res<Status>,
    mut headline: Query<&mut Text, StatusText<StatusHeadline, StatusDetail, StatusOpening>>,
    mut detail: Query<&mut Text, StatusText<StatusDetail, StatusHeadline, StatusOpening>>,
    mut opening: Query<
        (&mut Text, &mut Node),
        StatusText<StatusOpening, StatusHeadline, StatusDetail>,
    >,
    added: Query<(), Added<StatusHeadline>>,
) {
    if !status.is_changed() && added.is_empty() {
        return;
    }
    for mut text in &mut headline {
        text.0 = status.headline.clone();
    }
    for mut text in &mut detail {
        text.0 = status.detail.clone();
    }
    // The opening's line takes no room in a game without one.
    for (mut text, mut node) in &mut opening {
        text.0 = status.opening.clone().unwrap_or_default();
        node.display = if status.opening.is_some() {
            Display::Flex
        } else {
            Display::None
        };
    }
}

fn show_notice(
    mut notices: MessageReader<Notice>,
    mut banners: Query<(&mut NoticeBanner, &mut Visibility, &Children)>,
    children: Query<&Children>,
    mut texts: Query<(&mut Text, &mut TextColor)>,
) {
    let Some(notice) = notices.read().last() else {
        return;
    };
    for (mut banner, mut visibility, banner_children) in &mut banners {
        banner.0 = Timer::from_seconds(2.6, TimerMode::Once);
        *visibility = Visibility::Inherited;
        for child in banner_children.iter() {
            for grandchild in children.get(child).into_iter().flat_map(|c| c.iter()) {
                if let Ok((mut text, mut colour)) = texts.get_mut(grandchild) {
                    text.0 = notice.text.clone();
                    colour.0 = if notice.warning {
                        theme::WARN
                    } else {
                        theme::TEXT
                    };
                }
            }
        }
    }
}

fn tick_notice(
    time: Res<Time>,
    mut banners: Query<(&mut NoticeBanner, &mut Visibility)>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    for (mut banner, mut visibility) in &mut banners {
        if *visibility != Visibility::Hidden {
            // Keep frames coming until the notice has gone.
            redraw.write(bevy::window::RequestRedraw);
        }
        if *visibility != Visibility::Hidden && banner.0.tick(time.delta()).just_finished() {
            *visibility = Visibility::Hidden;
        }
    }
}

fn show_game_over(
    mut commands: Commands,
    status: Res<Status>,
    panels: Query<Entity, With<GameOverPanel>>,
    active: Res<ActiveGame>,
    language: Res<Language>,
    extras: Option<Res<GameOverButtons>>,
) {
    let t = language.strings();
    if !status.is_changed() && !language.is_changed() {
        return;
    }
    let extras = extras.map(|e| e.clone()).unwrap_or_default();
    let mut panel = panels.iter().next();
    // The result is written in words: a new language writes it again.
    if language.is_changed()
        && let Some(entity) = panel.take()
    {
        commands.entity(entity).despawn();
    }
    match (status.outcome, panel) {
        (Some(outcome), None) => {
            let kind = active.0;
            commands
                .spawn((
                    Name::new("Game over"),
                    GameOverPanel,
                    // Under the status panel, beside the board (over the
                    // board's corner it hid the rim and its coordinates).
                    HudSlot::LeftColumn,
                    DespawnOnExit(Screen::Playing),
                    Node {
                        max_width: percent(100),
                        ..default()
                    },
                ))
                .with_children(|root| {
                    let (mut node, colour) = widgets::panel();
                    node.max_width = percent(100);
                    root.spawn((node, colour)).with_children(|panel| {
                        panel.spawn(widgets::text(
                            t.game_over,
                            theme::FONT_BODY,
                            theme::TEXT_DIM,
                        ));
                        panel.spawn(widgets::text(
                            t.outcome(&outcome),
                            theme::FONT_LARGE,
                            theme::ACCENT,
                        ));
                        panel.spawn(widgets::text(
                            t.reason(outcome.reason),
                            theme::FONT_SMALL,
                            theme::TEXT_DIM,
                        ));
                        for extra in &extras.0 {
                            let action = extra.action;
                            panel
                                .spawn((Name::new(extra.name), widgets::button((extra.label)(t))))
                                .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                                    commands.queue(action);
                                });
                        }
                        panel.spawn(widgets::button(t.new_game)).observe(
                            move |_: On<Pointer<Click>>, mut commands: Commands| {
                                commands.queue(move |world: &mut World| start_new(world, kind));
                            },
                        );
                        panel.spawn(widgets::button(t.title_screen)).observe(
                            |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| {
                                next.set(Screen::Title);
                            },
                        );
                    });
                });
        }
        (None, Some(panel)) => commands.entity(panel).despawn(),
        _ => {}
    }
}

/// A button other features add to the game-over panel (the review's
/// Review), before New game.
#[derive(Clone, Copy)]
pub struct GameOverButton {
    pub name: &'static str,
    pub label: fn(&crate::app::core::text::Strings) -> crate::app::core::text::Message,
    pub action: fn(&mut World),
}

/// The buttons added to the game-over panel, in order.
#[derive(Resource, Default, Clone)]
pub struct GameOverButtons(pub Vec<GameOverButton>);

/// Adds a button to the game-over panel.
pub fn add_game_over_button(app: &mut App, button: GameOverButton) {
    app.world_mut()
        .get_resource_or_insert_with(GameOverButtons::default)
        .0
        .push(button);
}

/// While a session has its own panel (a rules book, the position editor),
/// the game's status, result, key hint and match buttons leave the layout:
/// resigning or offering a draw means nothing there, the panel says what
/// matters, and the column beside the board is short at 1024×600. Entering
/// the playing screen again builds them anew.
pub fn hide_game_panels(mut panels: Query<(&Name, &mut Visibility, &mut Node)>) {
    for (name, mut visibility, mut node) in &mut panels {
        match name.as_str() {
            "Match buttons" => {
                visibility.set_if_neq(Visibility::Hidden);
            }
            "Status panel" | "Game over" | "Keys hint" if node.display != Display::None => {
                node.display = Display::None;
            }
            _ => {}
        }
    }
}

/// A panel of the HUD's left column (a rules book's step, the position
/// editor, a review), rebuilt whenever what it shows changes: the
/// `existing` one emptied, or a new one named `name` with `marker`, its
/// contents `padding` from its edge.
pub fn left_panel(
    commands: &mut Commands,
    existing: Option<Entity>,
    name: &'static str,
    marker: impl Bundle,
    padding: f32,
) -> Entity {
    if let Some(panel) = existing {
        commands.entity(panel).despawn_related::<Children>();
        return panel;
    }
    let (mut node, colour) = widgets::panel();
    node.max_width = percent(100);
    node.align_items = AlignItems::Stretch;
    node.padding = UiRect::all(px(padding));
    commands
        .spawn((
            Name::new(name),
            marker,
            HudSlot::LeftColumn,
            DespawnOnExit(Screen::Playing),
            node,
            colour,
        ))
        .id()
}

/// What a left-column panel of marker `M` last showed (see
/// [`rebuilt_left_panel`]).
#[derive(Resource)]
struct PanelKey<M: Component>(String, std::marker::PhantomData<M>);

/// The left-column panel marked `M`, ready to be filled again, when what it
/// shows (`key`, any text that changes with it) changed or it is not there
/// yet; `None` when it is up to date.
pub fn rebuilt_left_panel<M: Component + Clone>(
    world: &mut World,
    key: String,
    name: &'static str,
    marker: M,
    padding: f32,
) -> Option<Entity> {
    let existing = world.query_filtered::<Entity, With<M>>().iter(world).next();
    if existing.is_some()
        && world
            .get_resource::<PanelKey<M>>()
            .is_some_and(|k| k.0 == key)
    {
        return None;
    }
    world.insert_resource(PanelKey::<M>(key, std::marker::PhantomData));
    let mut commands = world.commands();
    let panel = left_panel(&mut commands, existing, name, marker, padding);
    world.flush();
    Some(panel)
}

/// Forgets what the panel marked `M` showed (it was emptied elsewhere).
pub fn forget_left_panel<M: Component>(world: &mut World) -> bool {
    world.remove_resource::<PanelKey<M>>().is_some()
}
