//! The Gounki mouse flow.
//!
//! * Click one of the mover's stacks: its legal movements appear as
//!   destination markers with their full paths drawn on the board (bending
//!   at the side wall for a rebound, the hovered one highlighted); an exit is
//!   an arrow into the goal zone (click the arrow). Click a destination to
//!   play. The rules name a movement by its two squares and each has one
//!   path (spec §10.2: the generator keeps one path per destination), so a
//!   destination never needs a second choice.
//! * The null move (spec §6.4) is the stack's own square: it is marked, and
//!   two clicks on the stack play it (the first one asks to confirm).
//! * With the keyboard or a controller, an arrow pointing past the goal's
//!   edge while a stack that may leave is selected is the exit arrow's
//!   click.
//! * D (or "Deploy") on a stack of 2–3 pieces builds a deployment (see
//!   [`super::deploy`]): O switches the order, a click picks each group's
//!   direction, the drops are previewed, Space (or "Confirm") plays it.
//! * A right click (without dragging) cancels whatever is half built; Esc
//!   stays "back to the title".
//! * While a move animates or after the game is over, clicks change
//!   nothing and say why.

use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;

use super::deploy::DeployBuild;
use super::scene::{GounkiAssets, PIECE_HEIGHT, goal_point};
use super::{board_point, cell_of, is_active, square_center, square_of};
use crate::app::core::anim::Busy;
use crate::app::core::notice::Notice;
use crate::app::core::players::Players;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{Match, MoveRequest};
use crate::app::core::text::Language;
use crate::app::core::text::{Strings, fill};
use crate::app::core::theme;
use crate::app::kit::board::input::BoardInput;
use crate::app::kit::board::{self, HoveredCell, Markers};
use crate::app::kit::widgets;
use crate::rules::Rules;
use crate::rules::gounki::{Effect, Game, Move, Path, Square};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GounkiInput>();
    app.add_message::<GounkiCommand>();
    app.add_message::<ExitClicked>();
    app.add_systems(
        OnEnter(Screen::Playing),
        (reset_input, spawn_buttons).run_if(is_active),
    );
    app.add_systems(
        Update,
        (
            (
                (read_keys, exit_by_keys).run_if(crate::app::kit::focus::no_modal),
                handle_input,
            )
                .chain()
                .in_set(AppSystems::RecordInput),
            forget_stale_selection.in_set(AppSystems::Sync),
            (show_selection, show_buttons, tab_to_movable_stacks).in_set(AppSystems::Sync),
        )
            .run_if(in_state(Screen::Playing).and_then(is_active)),
    );
}

/// What the player is building.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Idle,
    /// A stack is selected; `moves` are its legal moves.
    Selected { from: Square, moves: Vec<Move> },
    /// A deployment is being built.
    Deploy(DeployBuild),
}

/// The selection state.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct GounkiInput {
    pub mode: Mode,
    /// The first click on the selected stack asked to confirm its null move.
    pub null_armed: bool,
}

impl GounkiInput {
    /// The square of the selected stack.
    #[must_use]
    pub fn from(&self) -> Option<Square> {
        match &self.mode {
            Mode::Idle => None,
            Mode::Selected { from, .. } => Some(*from),
            Mode::Deploy(build) => Some(build.from),
        }
    }

    /// A line saying what the player can do next.
    #[must_use]
    pub fn hint(&self, t: &Strings, game: &Game) -> String {
        match &self.mode {
            Mode::Idle => fill(t.gounki_idle, &[("side", &t.side(game.turn()))]),
            Mode::Selected { from, moves } => {
                let selected = if moves.iter().any(|m| matches!(m, Move::Exit { .. })) {
                    t.gounki_selected_exit
                } else {
                    t.gounki_selected
                };
                let mut lines = vec![fill(selected, &[("square", from)])];
                if moves.iter().any(|m| matches!(m, Move::Exit { .. })) {
                    lines.push(t.gounki_keys_exit.to_string());
                }
                if moves.iter().any(|m| matches!(m, Move::Null { .. })) {
                    lines.push(fill(t.gounki_null_twice, &[("square", from)]));
                }
                lines.push(
                    if moves.iter().any(|m| matches!(m, Move::Deployment { .. })) {
                        t.gounki_keys_deploy
                    } else {
                        t.right_click_cancel
                    }
                    .to_string(),
                );
                lines.join("\n")
            }
            Mode::Deploy(build) => build.describe(t, game),
        }
    }
}

/// A command from a key or a button.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GounkiCommand {
    /// Start (or leave) building a deployment of the selected stack.
    Deploy,
    /// Switch the order of the deployment's groups.
    Order,
    /// Play the previewed deployment.
    Confirm,
    /// Forget the half-built move.
    Cancel,
}

/// A click on the exit arrow.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExitClicked(pub Square);

/// The exit arrow of the selected stack (click it to leave the board).
#[derive(Component, Debug, Clone, Copy)]
pub struct ExitArrow(pub Square);

/// Something drawn for the current selection (rebuilt when it changes).
#[derive(Component, Debug)]
pub struct SelectionMark;

/// The command buttons, shown while a stack is selected.
#[derive(Component, Debug)]
struct CommandButtons;
#[derive(Component, Debug, Clone, Copy)]
struct CommandButton(GounkiCommand);

fn reset_input(mut input: ResMut<GounkiInput>) {
    *input = GounkiInput::default();
}

/// A move, an undo or a new game changes the match: a selection made on the
/// old position no longer holds.
fn forget_stale_selection(game: Option<Res<Match<Game>>>, mut input: ResMut<GounkiInput>) {
    if game.is_some_and(|g| g.is_changed()) {
        input.set_if_neq(GounkiInput::default());
    }
}

/// D, O, Space (confirm a deployment), L (markers) and a right click
/// (press and release without dragging).
fn read_keys(
    keys: Res<ButtonInput<KeyCode>>,
    input: Res<GounkiInput>,
    busy: Res<crate::app::core::anim::Busy>,
    mut markers: ResMut<Markers>,
    mouse: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    mut dragged: Local<f32>,
    mut commands: MessageWriter<GounkiCommand>,
) {
    if keys.just_pressed(KeyCode::KeyL) {
        markers.visible = !markers.visible;
    }
    if keys.just_pressed(KeyCode::KeyD) {
        commands.write(GounkiCommand::Deploy);
    }
    if keys.just_pressed(KeyCode::KeyO) {
        commands.write(GounkiCommand::Order);
    }
    // Enter acts on the keyboard's square like a click (see `keyboard`);
    // Space confirms a deployment. Outside a deployment Space is only the
    // animation's skip key, so it confirms nothing there.
    if keys.just_pressed(KeyCode::Space) && !busy.active() && matches!(input.mode, Mode::Deploy(_))
    {
        commands.write(GounkiCommand::Confirm);
    }
    if mouse.just_pressed(MouseButton::Right) {
        *dragged = 0.0;
    }
    if mouse.pressed(MouseButton::Right) {
        *dragged += motion.delta.length();
    }
    if mouse.just_released(MouseButton::Right) && *dragged < 6.0 {
        commands.write(GounkiCommand::Cancel);
    }
}

/// The keyboard's (and a controller's) way off the board: with a stack
/// selected that may leave, an arrow pointing past the goal's edge acts
/// like a click on its exit arrow.
fn exit_by_keys(
    mut pushes: MessageReader<crate::app::features::keyboard::PushedOffBoard>,
    input: Res<GounkiInput>,
    game: Option<Res<Match<Game>>>,
    mut exits: MessageWriter<ExitClicked>,
) {
    let Some(game) = game else {
        pushes.clear();
        return;
    };
    // White's goal is beyond rank 8 (display row 0), Black's beyond rank 1.
    let towards_goal = match game.current().turn() {
        crate::rules::Side::White => -1,
        crate::rules::Side::Black => 1,
    };
    for push in pushes.read() {
        if let Mode::Selected { from, moves } = &input.mode
            && push.rows == towards_goal
            && moves.contains(&Move::Exit { from: *from })
        {
            exits.write(ExitClicked(*from));
        }
    }
}

/// Turns clicks and commands into selections and move requests, or refuses
/// them visibly.
#[allow(clippy::too_many_arguments)]
fn handle_input(
    mut board: BoardInput,
    mut orders: MessageReader<GounkiCommand>,
    mut exits: MessageReader<ExitClicked>,
    game: Option<Res<Match<Game>>>,
    players: Res<Players>,
    mut input: ResMut<GounkiInput>,
    mut requests: MessageWriter<MoveRequest<Game>>,
    language: Res<Language>,
) {
    let t = language.strings();
    let orders: Vec<GounkiCommand> = orders.read().copied().collect();
    let exits: Vec<Square> = exits.read().map(|e| e.0).collect();
    let Some(game) = game else {
        board.drop_clicks();
        return;
    };
    if orders.contains(&GounkiCommand::Cancel) {
        input.set_if_neq(GounkiInput::default());
    }
    // The buttons and exit arrows wait like a click on the board does.
    let acts = !exits.is_empty() || orders.iter().any(|o| *o != GounkiCommand::Cancel);
    if acts && !board.ready(exits.last().copied().map(cell_of)) {
        board.drop_clicks();
        return;
    }
    let clicked: Vec<Square> = board.clicks().into_iter().map(square_of).collect();
    if clicked.is_empty() && orders.is_empty() && exits.is_empty() {
        return;
    }
    // A finished game, or the computer's turn: a click or an exit arrow
    // is refused with the reason; the buttons just leave the selection.
    let may_move = if clicked.is_empty() && exits.is_empty() {
        BoardInput::can_move(&game, &players)
    } else {
        board.may_move(&game, &players, clicked.last().copied().map(cell_of))
    };
    if !may_move {
        input.set_if_neq(GounkiInput::default());
        return;
    }
    let state = game.current();
    let mut refuse = |text: String, square: Option<Square>| board.refuse(square.map(cell_of), text);
    let mut play = |input: &mut GounkiInput, mv: Move| {
        requests.write(MoveRequest(mv));
        *input = GounkiInput::default();
    };
    for order in orders {
        match order {
            GounkiCommand::Cancel => {}
            GounkiCommand::Deploy => match input.mode.clone() {
                Mode::Selected { from, moves } => match DeployBuild::new(t, state, from) {
                    Ok(build) => {
                        input.mode = Mode::Deploy(build);
                        input.null_armed = false;
                    }
                    Err(text) => {
                        input.mode = Mode::Selected { from, moves };
                        refuse(text, Some(from));
                    }
                },
                Mode::Deploy(build) => {
                    input.mode = Mode::Selected {
                        from: build.from,
                        moves: state.moves_from(build.from),
                    };
                }
                Mode::Idle => refuse(t.select_stack_first.into(), None),
            },
            GounkiCommand::Order => {
                if let Mode::Deploy(build) = &mut input.mode {
                    if let Err(text) = build.toggle_order(t) {
                        refuse(text, None);
                    }
                } else {
                    refuse(t.order_needs_deploy.into(), None);
                }
            }
            GounkiCommand::Confirm => match &input.mode {
                Mode::Deploy(build) => match build.chosen() {
                    Some(mv) => play(&mut input, mv),
                    None => refuse(t.choose_directions_first.into(), None),
                },
                _ => refuse(t.nothing_to_confirm.into(), None),
            },
        }
    }
    for from in exits {
        match &input.mode {
            Mode::Selected { from: f, moves }
                if *f == from && moves.contains(&Move::Exit { from }) =>
            {
                play(&mut input, Move::Exit { from });
            }
            _ => refuse(t.cannot_exit.into(), Some(from)),
        }
    }
    // One click per frame: a second one would be judged on a stale state.
    let Some(square) = clicked.last().copied() else {
        return;
    };
    let mover = state.turn();
    let own = state
        .position()
        .stack_at(square)
        .filter(|s| s.owner == mover);
    match input.mode.clone() {
        Mode::Deploy(mut build) => match build.pick(t, square) {
            Ok(()) => input.mode = Mode::Deploy(build),
            Err(text) => refuse(text, Some(square)),
        },
        Mode::Selected { from, moves } if square == from => {
            if moves.contains(&Move::Null { at: from }) {
                if input.null_armed {
                    play(&mut input, Move::Null { at: from });
                } else {
                    input.null_armed = true;
                    board.notices.write(Notice::warning(fill(
                        t.null_move_confirm,
                        &[("square", &from)],
                    )));
                }
            } else {
                input.set_if_neq(GounkiInput::default());
            }
        }
        Mode::Selected { from, moves } => {
            let target = moves
                .iter()
                .find(|m| matches!(m, Move::Movement { to, .. } if *to == square));
            if let Some(mv) = target {
                play(&mut input, *mv);
            } else if own.is_some() {
                select(&mut input, state, square);
            } else {
                refuse(
                    fill(t.cannot_reach, &[("from", &from), ("to", &square)]),
                    Some(square),
                );
            }
        }
        Mode::Idle => {
            if own.is_some() {
                select(&mut input, state, square);
            } else if let Some(stack) = state.position().stack_at(square) {
                refuse(
                    fill(
                        t.square_is_owners,
                        &[
                            ("square", &square),
                            ("owner", &t.side(stack.owner)),
                            ("side", &t.side(mover)),
                        ],
                    ),
                    Some(square),
                );
            } else {
                refuse(
                    fill(t.select_own_stack, &[("side", &t.side(mover))]),
                    Some(square),
                );
            }
        }
    }
}

fn select(input: &mut GounkiInput, state: &Game, square: Square) {
    *input = GounkiInput {
        mode: Mode::Selected {
            from: square,
            moves: state.moves_from(square),
        },
        null_armed: false,
    };
}

/// The points a path passes on the board, from `from`'s centre, with the
/// wall contact of a rebound.
fn path_points(from: Square, path: &Path) -> Vec<Vec3> {
    let mut points = vec![square_center(from)];
    let mut prev = from;
    for step in path.steps() {
        if let Some((file, rank)) = step.rebound_point(prev) {
            points.push(board_point(file, rank));
        }
        points.push(square_center(step.square));
        prev = step.square;
    }
    points
}

/// A flat ribbon from `a` to `b` just above the board.
fn ribbon(assets: &GounkiAssets, a: Vec3, b: Vec3, width: f32, hot: bool) -> impl Bundle {
    let d = b - a;
    let angle = (-d.z).atan2(d.x);
    (
        SelectionMark,
        DespawnOnExit(Screen::Playing),
        Mesh3d(assets.ribbon.clone()),
        MeshMaterial3d(if hot {
            assets.path_hot.clone()
        } else {
            assets.path.clone()
        }),
        Transform::from_translation((a + b) / 2.0 + Vec3::Y * if hot { 0.02 } else { 0.012 })
            .with_rotation(Quat::from_rotation_y(angle))
            .with_scale(Vec3::new(d.length(), 1.0, width)),
        Pickable::IGNORE,
    )
}

fn draw_path(commands: &mut Commands, assets: &GounkiAssets, points: &[Vec3], hot: bool) {
    let width = if hot { 0.1 } else { 0.05 };
    for pair in points.windows(2) {
        commands.spawn(ribbon(assets, pair[0], pair[1], width, hot));
    }
    for point in &points[1..] {
        commands.spawn((
            SelectionMark,
            DespawnOnExit(Screen::Playing),
            Mesh3d(assets.dot.clone()),
            MeshMaterial3d(if hot {
                assets.path_hot.clone()
            } else {
                assets.path.clone()
            }),
            Transform::from_translation(*point + Vec3::Y * 0.02),
            Pickable::IGNORE,
        ));
    }
}

/// With no stack picked, Tab steps through the stacks that can move; once
/// one is picked, through its destinations (the markers).
fn tab_to_movable_stacks(
    input: Res<GounkiInput>,
    game: Option<Res<Match<Game>>>,
    mut tab: ResMut<crate::app::kit::board::TabCells>,
) {
    let Some(game) = game else { return };
    // Also after the stops were cleared (another game was on screen).
    if !input.is_changed() && !game.is_changed() && tab.0 != 0 {
        return;
    }
    let cells = match input.mode {
        Mode::Idle if game.outcome().is_none() => game
            .current()
            .legal_moves()
            .into_iter()
            .fold(0u64, |bits, mv| bits | 1 << cell_of(mv.from()).index()),
        _ => 0,
    };
    tab.set_if_neq(crate::app::kit::board::TabCells(cells));
}

/// Draws the selection: a ring under the stack, destination markers, the
/// paths (the hovered destination's in orange), the exit arrow, and for a
/// deployment every drop with the height it makes.
#[allow(clippy::too_many_arguments)]
fn show_selection(
    mut commands: Commands,
    input: Res<GounkiInput>,
    game: Option<Res<Match<Game>>>,
    hovered: Res<HoveredCell>,
    busy: Res<Busy>,
    assets: Res<GounkiAssets>,
    marks: Query<Entity, With<SelectionMark>>,
    mut markers: ResMut<Markers>,
    mut was_busy: Local<bool>,
    language: Res<Language>,
) {
    let t = language.strings();
    let Some(game) = game else { return };
    let busy_changed = *was_busy != busy.active();
    *was_busy = busy.active();
    if !input.is_changed() && !game.is_changed() && !hovered.is_changed() && !busy_changed {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let mut cells = 0u64;
    let state = game.current();
    let position = state.position();
    let hot = hovered.0.map(square_of);
    if let Some(from) = input.from()
        && !busy.active()
    {
        commands.spawn((
            SelectionMark,
            DespawnOnExit(Screen::Playing),
            Mesh3d(assets.selection.clone()),
            MeshMaterial3d(assets.path_hot.clone()),
            Transform::from_translation(square_center(from) + Vec3::Y * 0.02)
                .with_scale(Vec3::new(1.0, 0.15, 1.0)),
            Pickable::IGNORE,
        ));
    }
    match &input.mode {
        _ if busy.active() => {}
        Mode::Idle => {}
        Mode::Selected { from, moves } => {
            for mv in moves {
                let Some(effects) = position.preview(*mv) else {
                    continue;
                };
                for effect in &effects {
                    match effect {
                        Effect::Movement { path, .. } | Effect::Null { path, .. } => {
                            let to = path.last().unwrap_or(*from);
                            cells |= 1 << cell_of(to).index();
                            let is_hot = if to == *from {
                                input.null_armed
                            } else {
                                hot == Some(to)
                            };
                            draw_path(&mut commands, &assets, &path_points(*from, path), is_hot);
                        }
                        Effect::Exit {
                            deployment: false,
                            path,
                            beyond,
                            winner,
                            ..
                        } => {
                            let mut points = path_points(*from, path);
                            let last = *points.last().expect("a start point");
                            let goal = goal_point(*winner, beyond.0) + Vec3::Y * 0.02;
                            draw_path(&mut commands, &assets, &points, false);
                            points.push(goal);
                            spawn_arrow(&mut commands, &assets, *from, last, goal);
                        }
                        Effect::Exit { beyond, winner, .. } => {
                            let start = square_center(*from);
                            let goal = goal_point(*winner, beyond.0) + Vec3::Y * 0.02;
                            spawn_arrow(&mut commands, &assets, *from, start, goal);
                        }
                        _ => {}
                    }
                }
            }
        }
        Mode::Deploy(build) => {
            for target in build.targets() {
                cells |= 1 << cell_of(target).index();
            }
            let chosen = build.chosen();
            for mv in build.candidates() {
                let Some(effects) = position.preview(mv) else {
                    continue;
                };
                let is_chosen = chosen == Some(mv);
                let mut points = vec![square_center(build.from)];
                let mut prev = build.from;
                let mut order = 0;
                for effect in &effects {
                    if let Effect::Drop {
                        piece,
                        square,
                        rebound,
                        after,
                        ..
                    } = effect
                    {
                        let step = crate::rules::gounki::PathStep {
                            square: *square,
                            rebound: *rebound,
                        };
                        if let Some((file, rank)) = step.rebound_point(prev) {
                            points.push(board_point(file, rank));
                        }
                        points.push(square_center(*square));
                        prev = *square;
                        order += 1;
                        if is_chosen {
                            let top = square_center(*square)
                                + Vec3::Y * (PIECE_HEIGHT * f32::from(after.height()) + 0.05);
                            commands.spawn((
                                SelectionMark,
                                DespawnOnExit(Screen::Playing),
                                Mesh3d(assets.ring_marker.clone()),
                                MeshMaterial3d(assets.drop.clone()),
                                Transform::from_translation(
                                    square_center(*square) + Vec3::Y * 0.02,
                                )
                                .with_scale(Vec3::new(1.0, 0.15, 1.0)),
                                Pickable::IGNORE,
                            ));
                            commands
                                .spawn(board::labels::label(
                                    fill(
                                        t.drop_label,
                                        &[
                                            ("order", &order),
                                            ("piece", &super::piece_name(t, *piece)),
                                            ("height", &after.height()),
                                        ],
                                    ),
                                    top,
                                ))
                                .insert((
                                    SelectionMark,
                                    TextColor(theme::ACCENT),
                                    BackgroundColor(theme::PANEL),
                                ));
                        }
                    }
                }
                draw_path(&mut commands, &assets, &points, is_chosen);
            }
        }
    }
    markers.set_if_neq(Markers {
        cells,
        visible: markers.visible,
    });
}

fn spawn_arrow(commands: &mut Commands, assets: &GounkiAssets, from: Square, a: Vec3, b: Vec3) {
    let dir = (b - a).normalize_or(Vec3::NEG_Z);
    commands.spawn(ribbon(
        assets,
        a + Vec3::Y * 0.01,
        b - dir * 0.2,
        0.12,
        true,
    ));
    commands
        .spawn((
            SelectionMark,
            ExitArrow(from),
            Name::new("Exit arrow"),
            DespawnOnExit(Screen::Playing),
            Mesh3d(assets.arrow_head.clone()),
            MeshMaterial3d(assets.path_hot.clone()),
            Transform::from_translation(b - dir * 0.1 + Vec3::Y * 0.12)
                .with_rotation(Quat::from_rotation_arc(Vec3::Y, dir)),
        ))
        .observe(
            |click: On<Pointer<Click>>,
             arrows: Query<&ExitArrow>,
             mut exits: MessageWriter<ExitClicked>| {
                if click.button == PointerButton::Primary
                    && let Ok(arrow) = arrows.get(click.entity)
                {
                    exits.write(ExitClicked(arrow.0));
                }
            },
        );
}

fn spawn_buttons(mut commands: Commands, language: Res<Language>) {
    let t = language.strings();
    commands
        .spawn((
            Name::new("Gounki commands"),
            CommandButtons,
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                right: px(16),
                bottom: px(36),
                flex_direction: FlexDirection::Column,
                row_gap: px(4),
                padding: UiRect::all(px(8)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BackgroundColor(theme::PANEL),
            Visibility::Hidden,
        ))
        .with_children(|panel| {
            for (label, command) in [
                (t.button_deploy, GounkiCommand::Deploy),
                (t.button_order, GounkiCommand::Order),
                (t.button_confirm, GounkiCommand::Confirm),
                (t.button_cancel, GounkiCommand::Cancel),
            ] {
                panel
                    .spawn((
                        Button,
                        CommandButton(command),
                        Node {
                            padding: UiRect::axes(px(12), px(6)),
                            justify_content: JustifyContent::Center,
                            border_radius: BorderRadius::all(px(6)),
                            ..default()
                        },
                        BackgroundColor(theme::BUTTON),
                        children![widgets::text(label, theme::FONT_SMALL, theme::TEXT)],
                    ))
                    .observe(
                        |click: On<Pointer<Click>>,
                         buttons: Query<&CommandButton>,
                         mut commands: MessageWriter<GounkiCommand>| {
                            if let Ok(button) = buttons.get(click.entity) {
                                commands.write(button.0);
                            }
                        },
                    );
            }
        });
}

/// The command panel shows while a stack is selected; Order and Confirm
/// only while building a deployment.
fn show_buttons(
    input: Res<GounkiInput>,
    mut panels: Query<&mut Visibility, (With<CommandButtons>, Without<CommandButton>)>,
    mut buttons: Query<(&CommandButton, &mut Node)>,
) {
    if !input.is_changed() {
        return;
    }
    for mut visibility in &mut panels {
        visibility.set_if_neq(if input.from().is_some() {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    let deploying = matches!(input.mode, Mode::Deploy(_));
    for (button, mut node) in &mut buttons {
        let shown = match button.0 {
            GounkiCommand::Order | GounkiCommand::Confirm => deploying,
            _ => true,
        };
        let display = if shown { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
    }
}
