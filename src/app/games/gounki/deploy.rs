//! Building a deployment with the mouse (spec §9): the player picks the
//! order of the groups (squares first `+` or rounds first `*`, key O) and
//! clicks the first square of each group's direction; the rules' own list of
//! deployments of the stack is filtered by those choices, so only legal
//! deployments can be built. The first square of a direction determines the
//! direction (a group's first step never rebounds), so one click per group
//! suffices; when only one deployment is left it is complete and previewed
//! with every drop and the resulting height, waiting for Enter / Confirm.

use crate::app::core::text::{Message, Strings, fill};
use crate::rules::gounki::{Effect, Game, Move, Square, Stack, StepKind};

/// A deployment being built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeployBuild {
    pub from: Square,
    pub stack: Stack,
    pub rounds_first: bool,
    /// The first square of the first group's direction, then of the second.
    pub picks: Vec<Square>,
    /// Every legal deployment of the stack, both orders.
    all: Vec<Move>,
}

impl DeployBuild {
    /// Starts building a deployment of the stack on `from`, or says why not.
    pub fn new(t: &Strings, game: &Game, from: Square) -> Result<DeployBuild, String> {
        let Some(stack) = game.position().stack_at(from) else {
            return Err(fill(t.square_empty, &[("square", &from)]));
        };
        if stack.height() < 2 {
            return Err(fill(
                t.single_cannot_deploy,
                &[("stack", &super::stack_name(t, stack))],
            ));
        }
        let all: Vec<Move> = game
            .moves_from(from)
            .into_iter()
            .filter(|m| matches!(m, Move::Deployment { .. }))
            .collect();
        if all.is_empty() {
            return Err(fill(
                t.no_legal_deployment,
                &[("stack", &super::stack_name(t, stack)), ("square", &from)],
            ));
        }
        let squares_first_exists = all.iter().any(|m| {
            matches!(
                m,
                Move::Deployment {
                    rounds_first: false,
                    ..
                }
            )
        });
        Ok(DeployBuild {
            from,
            stack,
            rounds_first: !squares_first_exists,
            picks: Vec::new(),
            all,
        })
    }

    /// Whether the stack has two groups (rounds and squares).
    #[must_use]
    pub fn mixed(&self) -> bool {
        self.stack.rounds > 0 && self.stack.squares > 0
    }

    /// Pieces in the first group.
    #[must_use]
    pub fn first_group(&self) -> usize {
        if !self.mixed() {
            return usize::from(self.stack.height());
        }
        usize::from(if self.rounds_first {
            self.stack.rounds
        } else {
            self.stack.squares
        })
    }

    /// The kind of the group the next click chooses a direction for.
    #[must_use]
    pub fn next_group_kind(&self) -> Option<StepKind> {
        let first = if self.rounds_first || self.stack.squares == 0 {
            StepKind::Round
        } else {
            StepKind::Square
        };
        let second = match first {
            StepKind::Round => StepKind::Square,
            StepKind::Square => StepKind::Round,
        };
        match self.picks.len() {
            0 => Some(first),
            1 if self.mixed() => Some(second),
            _ => None,
        }
    }

    /// The deployments still possible with the choices made.
    #[must_use]
    pub fn candidates(&self) -> Vec<Move> {
        let n1 = self.first_group();
        self.all
            .iter()
            .copied()
            .filter(|m| {
                let Move::Deployment { rounds_first, .. } = *m else {
                    return false;
                };
                let drops = m.drops();
                rounds_first == self.rounds_first
                    && self.picks.first().is_none_or(|p| drops.first() == Some(p))
                    && self.picks.get(1).is_none_or(|p| drops.get(n1) == Some(p))
            })
            .collect()
    }

    /// The squares a click may choose now (first squares of directions).
    #[must_use]
    pub fn targets(&self) -> Vec<Square> {
        let index = match self.picks.len() {
            0 => 0,
            1 if self.mixed() => self.first_group(),
            _ => return Vec::new(),
        };
        let mut out: Vec<Square> = self
            .candidates()
            .iter()
            .filter_map(|m| m.drops().get(index).copied())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The deployment, once the choices leave exactly one.
    #[must_use]
    pub fn chosen(&self) -> Option<Move> {
        match self.candidates().as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Chooses the direction whose first square is `square`.
    pub fn pick(&mut self, t: &Strings, square: Square) -> Result<(), String> {
        if self.chosen().is_some() {
            return Err(t.deployment_complete.into());
        }
        if self.targets().contains(&square) {
            self.picks.push(square);
            Ok(())
        } else {
            Err(fill(
                t.not_a_direction,
                &[("square", &square), ("group", &self.next_group_name(t))],
            ))
        }
    }

    /// The group the next click chooses a direction for, in words.
    fn next_group_name(&self, t: &Strings) -> Message {
        match self.next_group_kind() {
            Some(StepKind::Round) => t.group_rounds,
            _ => t.group_squares,
        }
    }

    /// Switches squares-first / rounds-first (mixed stacks only), forgetting
    /// the directions picked so far.
    pub fn toggle_order(&mut self, t: &Strings) -> Result<(), String> {
        if !self.mixed() {
            return Err(fill(
                t.one_group_no_order,
                &[("stack", &super::stack_name(t, self.stack))],
            ));
        }
        let flipped = !self.rounds_first;
        if !self
            .all
            .iter()
            .any(|m| matches!(m, Move::Deployment { rounds_first, .. } if *rounds_first == flipped))
        {
            return Err(fill(
                t.no_deployment_order,
                &[(
                    "group",
                    &if flipped {
                        t.group_rounds
                    } else {
                        t.group_squares
                    },
                )],
            ));
        }
        self.rounds_first = flipped;
        self.picks.clear();
        Ok(())
    }

    /// The order in words.
    #[must_use]
    pub fn order_name(&self, t: &Strings) -> Message {
        if !self.mixed() {
            t.order_one_group
        } else if self.rounds_first {
            t.order_rounds_first
        } else {
            t.order_squares_first
        }
    }

    /// One line for the status panel: what is chosen and what comes next.
    #[must_use]
    pub fn describe(&self, t: &Strings, game: &Game) -> String {
        if let Some(mv) = self.chosen() {
            let drops: Vec<String> = game
                .position()
                .preview(mv)
                .unwrap_or_default()
                .iter()
                .filter_map(|e| match e {
                    Effect::Drop {
                        piece,
                        square,
                        after,
                        ..
                    } => Some(format!(
                        "\n  {}",
                        fill(
                            t.drop_line,
                            &[
                                ("square", square),
                                ("piece", &super::piece_name(t, *piece)),
                                ("height", &after.height()),
                            ],
                        )
                    )),
                    _ => None,
                })
                .collect();
            fill(
                t.deploy_preview,
                &[("move", &mv), ("drops", &drops.concat())],
            )
        } else {
            let choose = fill(
                t.deploy_choose,
                &[
                    ("square", &self.from),
                    ("order", &self.order_name(t)),
                    ("group", &self.next_group_name(t)),
                ],
            );
            let keys = if self.mixed() {
                t.order_key
            } else {
                t.right_click_cancel
            };
            format!("{choose}\n{keys}")
        }
    }
}
