//! Basque checkers in the app: which game it is, and its adapters for the
//! shared features (the computer player, saved games, the last-move marks).

use bevy::prelude::*;

use super::FamilyRules;
use crate::ai::{self, Level, SearchLimits};
use crate::app::core::session::{AppRules, Match};
use crate::app::features::AppGame;
use crate::app::features::autosave::{Savable, moves};
use crate::app::features::computer::ComputerGame;
use crate::app::features::last_move::TouchedCells;
use crate::app::features::settings::{GameOption, add_game_option};
use crate::app::kit::board::BoardCell;
use crate::game_kind::GameKind;
use crate::persist::savefile::SavedGame;
use crate::rules::checkers::{self, Game};

impl AppRules for Game {
    const KIND: GameKind = GameKind::Checkers;
}

impl AppGame for Game {
    fn view(app: &mut App) {
        app.add_plugins(super::plugin);
        crate::app::kit::camera::hotseat::register::<Game>(app);
        add_game_option(
            app,
            GameKind::Checkers,
            GameOption {
                label: |t| t.setting_family_rules,
                get: |world| world.get_resource::<FamilyRules>().is_some_and(|f| f.0),
                set: |world, on| {
                    if let Some(mut family) = world.get_resource_mut::<FamilyRules>() {
                        family.0 = on;
                    }
                },
                load: |settings| settings.checkers_family,
                store: |settings, on| settings.checkers_family = on,
            },
        );
    }

    fn cancel_selection(world: &mut World) -> bool {
        let Some(mut selection) = world.get_resource_mut::<super::Selection>() else {
            return false;
        };
        let had = selection.from.is_some();
        selection.clear();
        had
    }
}

impl ComputerGame for Game {
    /// Each search starts afresh.
    type Memory = ();

    fn search(&self, level: Level, limits: &SearchLimits, (): &mut ()) -> Option<Self::Move> {
        ai::checkers::best_move(self, level, limits).best
    }
    fn limits(level: Level) -> SearchLimits {
        ai::checkers::limits_for(level)
    }
}

impl Savable for Game {
    fn saved_with(game: &Match<Self>, later: &[Self::Move]) -> SavedGame {
        SavedGame::Checkers {
            start: *game.start().position(),
            family: game.start().family(),
            moves: moves(game, later),
        }
    }
    fn from_saved(saved: &SavedGame) -> Option<(Self, &[Self::Move])> {
        match saved {
            SavedGame::Checkers {
                start,
                family,
                moves,
            } => Some((Game::from_position(*start).with_family(*family), moves)),
            _ => None,
        }
    }
}

impl TouchedCells for Game {
    fn touched(effects: &Self::Effects) -> Vec<BoardCell> {
        use checkers::Effect;
        let mut cells = Vec::new();
        for effect in effects {
            match effect {
                Effect::Step { from, to } => {
                    cells.push(super::cell_of(*from));
                    cells.push(super::cell_of(*to));
                }
                Effect::Hop { from, to, .. } => {
                    cells.push(super::cell_of(*from));
                    cells.push(super::cell_of(*to));
                }
                _ => {}
            }
        }
        cells
    }
}

/// A controller's left stick click declines a huff (D).
impl crate::app::features::gamepad::PadGame for Game {
    fn pad_keys() -> &'static [(bevy::input::gamepad::GamepadButton, KeyCode)] {
        &[(
            bevy::input::gamepad::GamepadButton::LeftThumb,
            KeyCode::KeyD,
        )]
    }
    fn pad_help(t: &crate::app::core::text::Strings) -> Option<crate::app::core::text::Message> {
        Some(t.checkers_pad_keys)
    }
}
