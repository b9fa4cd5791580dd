//! The review's panel beside the board: the result (the game-over panel
//! gives way), the progress while positions are analysed, the evaluation
//! graph (White's winning chance after each move, or the lead in discs
//! with the grades' thresholds in discs; click or drag on it to go to a
//! move), each player's accuracy and grade counts and the biggest mistakes
//! (click to go there) — on screen at 1024×600 — then the move on show
//! with its grade, the better move, their values, the better line and why
//! the move was an error.

use bevy::prelude::*;

use super::{ReviewSheet, ReviewedMove, close_review};
use crate::analysis::Grade;
use crate::analysis::game::GraphScale;
use crate::analysis::reason::{Reason, ReasonKind};
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{self, SessionOps};
use crate::app::core::text::{self, Strings, fill};
use crate::app::core::theme;
use crate::app::kit::widgets::{self, compact_button, wrapping_row};
use crate::rules::Side;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_panel, fold_status)
            .in_set(AppSystems::Ui)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The game's status panel and the game-over panel make room for the
/// review while it is open (the review says which move is on show, and
/// keeps the result on one line), and come back after.
fn fold_status(
    sheet: Option<Res<ReviewSheet>>,
    mut panels: Query<(&Name, &mut Node)>,
    mut folded: Local<bool>,
) {
    let open = sheet.is_some();
    if open == *folded && !open {
        return;
    }
    for (name, mut node) in &mut panels {
        if matches!(name.as_str(), "Status panel" | "Game over") {
            let wanted = if open { Display::None } else { Display::Flex };
            if node.display != wanted {
                node.display = wanted;
            }
        }
    }
    *folded = open;
}

/// The review's panel in the HUD's left column.
#[derive(Component, Clone)]
pub struct ReviewPanel;

/// One bar of the graph: the plies on show when it is chosen.
#[derive(Component, Debug, Clone, Copy)]
pub struct GraphBar(pub usize);

/// Height of the graph (logical pixels).
const GRAPH_HEIGHT: f32 = 60.0;

/// The plies on show in the game's match (`None`: no match).
fn shown_plies(world: &World) -> Option<usize> {
    let kind = world.resource::<crate::app::core::session::ActiveGame>().0;
    let ops: SessionOps = session::ops(world, kind)?;
    Some((ops.summary)(world)?.plies)
}

fn show_panel(world: &mut World) {
    let mut panels = world.query_filtered::<Entity, With<ReviewPanel>>();
    let existing = panels.iter(world).next();
    let Some(sheet) = world.get_resource::<ReviewSheet>().cloned() else {
        // The panel keeps its place in the HUD (the HUD may be moving it
        // this frame): emptied and folded away until the next review.
        if let Some(panel) = existing
            && crate::app::features::hud::forget_left_panel::<ReviewPanel>(world)
        {
            world.entity_mut(panel).despawn_related::<Children>();
            if let Some(mut node) = world.get_mut::<Node>(panel) {
                node.display = Display::None;
            }
        }
        return;
    };
    let t = text::of_world(world);
    let shown = shown_plies(world).unwrap_or(sheet.total);
    let line = super::showing_line(world);
    let key = format!(
        "{:?}|{}|{}|{shown}|{line}",
        t.language, sheet.done, sheet.total
    );
    let Some(panel) =
        crate::app::features::hud::rebuilt_left_panel(world, key, "Game review", ReviewPanel, 12.0)
    else {
        return;
    };
    // On the clock: how long the move on show took.
    let spent = shown
        .checked_sub(1)
        .and_then(|ply| crate::app::features::clock::spent_of(world, ply));
    // A person's Mistake or Blunder on show can be retried as a puzzle.
    let players = world
        .get_resource::<crate::app::core::players::Players>()
        .copied()
        .unwrap_or_default();
    let retry = shown.checked_sub(1).filter(|&ply| {
        sheet.records.iter().any(|r| {
            r.ply == ply
                && players.is_human(r.side)
                && crate::app::features::puzzles::is_retryable(r)
        })
    });
    let mut commands = world.commands();
    // Shown again (a closed review folds it away).
    commands
        .entity(panel)
        .entry::<Node>()
        .and_modify(|mut node| {
            node.display = Display::Flex;
            node.row_gap = px(4);
        });
    let result = sheet.result;
    let mut commands = world.commands();
    commands.entity(panel).with_children(|panel| {
        panel.spawn(widgets::text(
            t.review_title,
            theme::FONT_BODY,
            theme::ACCENT,
        ));
        // The game-over panel gives way to the review: its result stays
        // here, on one line.
        if let Some(outcome) = result {
            panel.spawn((
                Name::new("Review result"),
                widgets::text(
                    fill(t.review_result_line, &[("result", &t.outcome(&outcome))]),
                    theme::FONT_SMALL,
                    theme::TEXT,
                ),
            ));
        }
        if !sheet.finished() {
            progress(panel, t, &sheet);
        }
        graph(panel, &sheet, shown);
        if let GraphScale::Discs {
            inaccuracy,
            mistake,
            blunder,
            ..
        } = sheet.graph_scale
        {
            panel.spawn((
                Name::new("Review grade keys"),
                widgets::text(
                    fill(
                        t.review_disc_grades,
                        &[
                            ("inaccuracy", &inaccuracy),
                            ("mistake", &mistake),
                            ("blunder", &blunder),
                        ],
                    ),
                    theme::FONT_SMALL,
                    theme::TEXT_DIM,
                ),
            ));
        }
        // The summary first, so that it is on screen at 1024×600.
        for side in [Side::Black, Side::White] {
            summary(panel, t, side, &sheet);
        }
        if sheet.finished() {
            mistakes(panel, t, &sheet);
        }
        if let Some(spent) = spent {
            panel.spawn((
                Name::new("Review move time"),
                widgets::text(
                    fill(
                        t.review_move_time,
                        &[("time", &crate::clock::display(spent))],
                    ),
                    theme::FONT_SMALL,
                    theme::TEXT_DIM,
                ),
            ));
        }
        if line {
            panel.spawn(widgets::text(
                t.review_line_playing,
                theme::FONT_SMALL,
                theme::MARKER,
            ));
        } else if let Some(ply) = shown.checked_sub(1)
            && let Some(Some(reviewed)) = sheet.moves.get(ply)
        {
            move_on_show(panel, t, ply, reviewed);
        }
        let better = !line
            && shown
                .checked_sub(1)
                .and_then(|ply| sheet.moves.get(ply)?.as_ref())
                .is_some_and(ReviewedMove::has_better);
        panel.spawn(wrapping_row()).with_children(|row| {
            if better || line {
                let label = if line {
                    t.review_stop_line
                } else {
                    t.review_show_line
                };
                row.spawn((Name::new("Better line"), compact_button(label)))
                    .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                        commands.queue(super::show_better_line);
                    });
            }
            if let Some(ply) = retry.filter(|_| !line) {
                row.spawn((
                    Name::new("Retry this position"),
                    compact_button(t.review_retry),
                ))
                .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(move |world: &mut World| {
                        crate::app::features::puzzles::retry_position(world, ply);
                    });
                });
            }
            row.spawn((Name::new("Close review"), compact_button(t.review_close)))
                .observe(|_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(|world: &mut World| {
                        close_review(world);
                        session::review(world, None);
                    });
                });
        });
        let hint = match sheet.graph_scale {
            GraphScale::WinChance => t.review_graph_hint.to_string(),
            GraphScale::Discs { span, .. } => {
                fill(t.review_graph_hint_discs, &[("span", &format!("±{span}"))])
            }
        };
        panel.spawn(widgets::text(hint, theme::FONT_SMALL, theme::TEXT_DIM));
    });
    world.flush();
}

/// One player's accuracy and grade counts.
fn summary(panel: &mut ChildSpawnerCommands, t: &Strings, side: Side, sheet: &ReviewSheet) {
    let summary = &sheet.summaries[side.index()];
    panel.spawn((
        Name::new("Review accuracy"),
        widgets::text(
            fill(
                t.review_accuracy,
                &[
                    ("side", &t.side(side)),
                    ("accuracy", &format!("{:.0}", summary.accuracy)),
                ],
            ),
            theme::FONT_SMALL,
            theme::TEXT,
        ),
    ));
    panel.spawn((
        Name::new("Review counts"),
        widgets::text(
            fill(
                t.review_counts,
                &[
                    ("best", &summary.count(Grade::Best)),
                    ("good", &summary.count(Grade::Good)),
                    ("inaccuracies", &summary.count(Grade::Inaccuracy)),
                    ("mistakes", &summary.count(Grade::Mistake)),
                    ("blunders", &summary.count(Grade::Blunder)),
                ],
            ),
            theme::FONT_SMALL,
            theme::TEXT_DIM,
        ),
    ));
}

fn progress(panel: &mut ChildSpawnerCommands, t: &Strings, sheet: &ReviewSheet) {
    panel.spawn((
        Name::new("Review progress"),
        widgets::text(
            fill(
                t.review_progress,
                &[("done", &sheet.done), ("total", &sheet.total)],
            ),
            theme::FONT_SMALL,
            theme::TEXT_DIM,
        ),
    ));
    let fraction = sheet.done as f32 / sheet.total.max(1) as f32;
    panel
        .spawn((
            Node {
                width: percent(100),
                height: px(6),
                border_radius: BorderRadius::all(px(3)),
                ..default()
            },
            BackgroundColor(theme::BUTTON),
        ))
        .with_child((
            Node {
                width: percent(100.0 * fraction),
                height: percent(100),
                border_radius: BorderRadius::all(px(3)),
                ..default()
            },
            BackgroundColor(theme::ACCENT),
        ));
}

/// The graph: one bar per position (the start, then after each move), its
/// light part White's winning chance; a move graded Mistake or Blunder has
/// a red bar with a mark on top, the move on show is outlined.
fn graph(panel: &mut ChildSpawnerCommands, sheet: &ReviewSheet, shown: usize) {
    panel
        .spawn((
            Name::new("Review graph"),
            Node {
                width: percent(100),
                height: px(GRAPH_HEIGHT),
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Stretch,
                ..default()
            },
            BackgroundColor(theme::DISC_BLACK),
        ))
        .with_children(|graph| {
            for (plies, point) in sheet.graph.iter().enumerate() {
                let grade = plies.checked_sub(1).and_then(|ply| sheet.grade(ply));
                let bad = grade.is_some_and(|g| matches!(g, Grade::Mistake | Grade::Blunder));
                let chosen = plies == shown;
                let mut bar = graph.spawn((
                    GraphBar(plies),
                    Button,
                    Node {
                        flex_grow: 1.0,
                        flex_basis: px(0),
                        flex_direction: FlexDirection::ColumnReverse,
                        border: UiRect::all(px(if chosen { 1 } else { 0 })),
                        ..default()
                    },
                    BackgroundColor(if bad {
                        theme::GRADE_BLUNDER
                    } else {
                        Color::NONE
                    }),
                    BorderColor::all(theme::ACCENT),
                    Interaction::default(),
                ));
                bar.with_children(|bar| {
                    if let Some(chance) = point {
                        bar.spawn((
                            Node {
                                width: percent(100),
                                height: percent(100.0 * *chance as f32),
                                ..default()
                            },
                            BackgroundColor(if chosen {
                                theme::ACCENT
                            } else {
                                theme::DISC_WHITE
                            }),
                            Pickable::IGNORE,
                        ));
                    }
                });
                bar.observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(move |world: &mut World| go_to(world, plies));
                })
                .observe(
                    move |_: On<Pointer<Over>>,
                          mouse: Res<ButtonInput<MouseButton>>,
                          mut commands: Commands| {
                        if mouse.pressed(MouseButton::Left) {
                            commands.queue(move |world: &mut World| go_to(world, plies));
                        }
                    },
                );
            }
        });
}

/// Shows the position after `plies` plies (the whole game: back to it).
pub fn go_to(world: &mut World, plies: usize) {
    session::review(world, Some(plies));
}

fn mistakes(panel: &mut ChildSpawnerCommands, t: &Strings, sheet: &ReviewSheet) {
    if sheet.mistakes.is_empty() {
        panel.spawn(widgets::text(
            t.review_no_mistakes,
            theme::FONT_SMALL,
            theme::TEXT_DIM,
        ));
        return;
    }
    let mut row = wrapping_row();
    row.align_items = AlignItems::Center;
    row.column_gap = px(4);
    panel.spawn(row).with_children(|row| {
        // The label in the row with the buttons: one line less.
        row.spawn(widgets::text(
            t.review_mistakes,
            theme::FONT_SMALL,
            theme::TEXT_DIM,
        ));
        for &ply in &sheet.mistakes {
            let Some(Some(reviewed)) = sheet.moves.get(ply) else {
                continue;
            };
            let label = format!(
                "{}. {} {}",
                ply + 1,
                reviewed.played,
                reviewed.grade.symbol()
            );
            row.spawn((Name::new("Review mistake"), compact_button(label)))
                .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.queue(move |world: &mut World| go_to(world, ply + 1));
                });
        }
    });
}

/// The move on show: its grade, the better move and the values.
fn move_on_show(
    panel: &mut ChildSpawnerCommands,
    t: &Strings,
    ply: usize,
    reviewed: &ReviewedMove,
) {
    let percent_of = |chance: f64| format!("{:.0}", 100.0 * chance);
    panel.spawn((
        Name::new("Review move"),
        widgets::text(
            fill(
                t.review_move,
                &[
                    ("number", &(ply + 1)),
                    ("side", &t.side(reviewed.side)),
                    ("move", &reviewed.played),
                    ("grade", &grade_label(t, reviewed.grade)),
                ],
            ),
            theme::FONT_SMALL,
            grade_colour(reviewed.grade),
        ),
    ));
    // Why, first: what a beginner needs before the numbers.
    if let Some(reason) = &reviewed.reason {
        panel.spawn((
            Name::new("Review reason"),
            widgets::text(
                fill(t.review_why, &[("reason", &reason_text(t, reason))]),
                theme::FONT_SMALL,
                grade_colour(reviewed.grade),
            ),
        ));
    }
    panel.spawn(widgets::text(
        fill(
            t.review_played,
            &[
                ("value", &value_text(t, &reviewed.played_value)),
                ("chance", &percent_of(reviewed.played_chance)),
            ],
        ),
        theme::FONT_SMALL,
        theme::TEXT,
    ));
    if reviewed.has_better() {
        panel.spawn((
            Name::new("Review better"),
            widgets::text(
                fill(
                    t.review_better,
                    &[
                        ("move", &reviewed.best),
                        ("value", &value_text(t, &reviewed.best_value)),
                        ("chance", &percent_of(reviewed.best_chance)),
                    ],
                ),
                theme::FONT_SMALL,
                theme::MARKER,
            ),
        ));
        panel.spawn(widgets::text(
            fill(t.review_line, &[("line", &reviewed.line.join(" "))]),
            theme::FONT_SMALL,
            theme::TEXT_DIM,
        ));
    }
}

/// A reason in the player's language.
#[must_use]
pub fn reason_text(t: &Strings, reason: &Reason) -> String {
    let square = reason.squares.first().cloned().unwrap_or_default();
    let other = reason.squares.get(1).cloned().unwrap_or_default();
    let squares = reason.squares.join(", ");
    let n = reason.numbers.first().copied().unwrap_or(0);
    let m = reason.numbers.get(1).copied().unwrap_or(0);
    let sq: &dyn std::fmt::Display = &square;
    let (message, values): (text::Message, Vec<(&str, &dyn std::fmt::Display)>) = match reason.kind
    {
        ReasonKind::GivesCorner => (t.review_why_gives_corner, vec![("square", sq)]),
        ReasonKind::XSquare => (
            t.review_why_x_square,
            vec![("square", sq), ("other", &other)],
        ),
        ReasonKind::CSquare => (
            t.review_why_c_square,
            vec![("square", sq), ("other", &other)],
        ),
        ReasonKind::MissesCorner => (t.review_why_misses_corner, vec![("square", sq)]),
        ReasonKind::MissesStable => (t.review_why_misses_stable, vec![("square", sq), ("n", &n)]),
        ReasonKind::GivesWipeout => (t.review_why_gives_wipeout, vec![]),
        ReasonKind::GivesTempo => (t.review_why_gives_tempo, vec![]),
        ReasonKind::LosesMobility => (t.review_why_loses_mobility, vec![("n", &n), ("m", &m)]),
        ReasonKind::LosesDiscs => (t.review_why_loses_discs, vec![("n", &n)]),
        ReasonKind::AllowsExit => (t.review_why_allows_exit, vec![("square", sq)]),
        ReasonKind::MissesExit => (t.review_why_misses_exit, vec![("square", sq)]),
        ReasonKind::LosesStack => (t.review_why_loses_stack, vec![("square", sq), ("n", &n)]),
        ReasonKind::DeploysIntoCapture => (t.review_why_deploys_into_capture, vec![("square", sq)]),
        ReasonKind::BlocksPath => (
            t.review_why_blocks_path,
            vec![("square", sq), ("n", &n), ("m", &m)],
        ),
        ReasonKind::AllowsShot => (t.review_why_allows_shot, vec![("n", &n), ("m", &m)]),
        ReasonKind::MissesLongerCapture => (
            t.review_why_misses_longer_capture,
            vec![("n", &n), ("m", &m)],
        ),
        ReasonKind::AllowsCrown => (t.review_why_allows_crown, vec![("square", sq)]),
        ReasonKind::WalksIntoHuff => (t.review_why_walks_into_huff, vec![("square", sq)]),
        ReasonKind::MissesCapture => (t.review_why_misses_capture, vec![("squares", &squares)]),
        ReasonKind::LosesMaterial => (t.review_why_loses_material, vec![("n", &n)]),
        ReasonKind::WeakerPosition => (
            t.review_why_weaker_position,
            vec![("better", &reason.better)],
        ),
        ReasonKind::MissesForcedWin => (t.review_why_misses_forced_win, vec![]),
        ReasonKind::AllowsForcedWin => (t.review_why_allows_forced_win, vec![]),
    };
    fill(message, &values)
}

/// A value as the analysis writes it (`+3.5`, `+4 exact`, `win`), with
/// its words in the player's language.
fn value_text(t: &Strings, value: &str) -> String {
    match value {
        "win" => t.value_win.to_string(),
        "loss" => t.value_loss.to_string(),
        "draw" => t.value_draw.to_string(),
        _ => match value.strip_suffix(" exact") {
            Some(number) => fill(t.value_exact, &[("value", &number)]),
            None => value.to_string(),
        },
    }
}

/// "Blunder ??": the grade's name with its symbol.
#[must_use]
pub fn grade_label(t: &Strings, grade: Grade) -> String {
    let name = match grade {
        Grade::Forced => t.grade_forced,
        Grade::Best => t.grade_best,
        Grade::Good => t.grade_good,
        Grade::Inaccuracy => t.grade_inaccuracy,
        Grade::Mistake => t.grade_mistake,
        Grade::Blunder => t.grade_blunder,
    };
    match grade.symbol() {
        "" => name.to_string(),
        symbol => format!("{name} {symbol}"),
    }
}

/// A grade's colour (always beside its symbol or name).
#[must_use]
pub fn grade_colour(grade: Grade) -> Color {
    match grade {
        Grade::Best => theme::GRADE_BEST,
        Grade::Good | Grade::Forced => theme::TEXT,
        Grade::Inaccuracy => theme::GRADE_INACCURACY,
        Grade::Mistake => theme::GRADE_MISTAKE,
        Grade::Blunder => theme::GRADE_BLUNDER,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::text::Language;

    /// The command line's English sentence of every reason is the English
    /// catalogue's, and every language has its own words for it.
    #[test]
    fn reasons_read_the_same_in_the_catalogue_and_on_the_command_line() {
        let english = text::of(Language::English);
        for kind in ReasonKind::ALL {
            for numbers in [vec![1, 1], vec![3, 5]] {
                let reason =
                    Reason::new(kind, vec!["c4".into(), "a1".into()], numbers).with_better("d3");
                assert_eq!(reason_text(english, &reason), reason.english(), "{kind:?}");
                for language in Language::ALL {
                    if language != Language::English {
                        let other = reason_text(text::of(language), &reason);
                        assert_ne!(other, reason.english(), "{kind:?} in {}", language.tag());
                    }
                }
            }
        }
    }
}
