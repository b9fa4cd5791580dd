//! Gounki in the app: which game it is, and its adapters for the
//! shared features (the computer player, saved games, the last-move marks).

use bevy::prelude::*;

use crate::ai::{self, Level, SearchLimits};
use crate::app::core::session::{AppRules, Match};
use crate::app::features::AppGame;
use crate::app::features::autosave::{Savable, moves};
use crate::app::features::computer::ComputerGame;
use crate::app::features::last_move::TouchedCells;
use crate::app::kit::board::BoardCell;
use crate::game_kind::GameKind;
use crate::persist::savefile::SavedGame;
use crate::rules::gounki::{self, Game};

impl AppRules for Game {
    const KIND: GameKind = GameKind::Gounki;
}

impl AppGame for Game {
    fn view(app: &mut App) {
        app.add_plugins(super::plugin);
        crate::app::kit::camera::hotseat::register::<Game>(app);
    }

    fn cancel_selection(world: &mut World) -> bool {
        let selected = world
            .get_resource::<super::GounkiInput>()
            .is_some_and(|input| input.from().is_some());
        if selected {
            world.write_message(super::GounkiCommand::Cancel);
        }
        selected
    }
}

impl ComputerGame for Game {
    /// Each search starts afresh.
    type Memory = ();

    fn search(&self, level: Level, limits: &SearchLimits, (): &mut ()) -> Option<Self::Move> {
        ai::gounki::best_move(self, level, limits).best
    }
    fn limits(level: Level) -> SearchLimits {
        ai::gounki::limits_for(level)
    }
}

impl Savable for Game {
    fn saved_with(game: &Match<Self>, later: &[Self::Move]) -> SavedGame {
        SavedGame::Gounki {
            start: *game.start().position(),
            moves: moves(game, later),
        }
    }
    fn from_saved(saved: &SavedGame) -> Option<(Self, &[Self::Move])> {
        match saved {
            SavedGame::Gounki { start, moves } => Some((Game::from_position(*start), moves)),
            _ => None,
        }
    }
}

impl TouchedCells for Game {
    fn touched(effects: &Self::Effects) -> Vec<BoardCell> {
        use gounki::Effect;
        let cell = super::cell_of;
        let mut cells = Vec::new();
        for effect in effects {
            match effect {
                Effect::Movement { from, path, .. } | Effect::Exit { from, path, .. } => {
                    cells.push(cell(*from));
                    cells.extend(path.steps().iter().map(|s| cell(s.square)));
                }
                Effect::Null { at, path, .. } => {
                    cells.push(cell(*at));
                    cells.extend(path.steps().iter().map(|s| cell(s.square)));
                }
                Effect::Lift { from, .. } => cells.push(cell(*from)),
                Effect::Drop { square, .. } => cells.push(cell(*square)),
                _ => {}
            }
        }
        cells
    }
}

/// A controller's stick clicks: L3 deploys the selected stack (D), R3
/// switches the deployment's order (O); RB confirms it (Space, shared).
impl crate::app::features::gamepad::PadGame for Game {
    fn pad_keys() -> &'static [(bevy::input::gamepad::GamepadButton, KeyCode)] {
        use bevy::input::gamepad::GamepadButton;
        &[
            (GamepadButton::LeftThumb, KeyCode::KeyD),
            (GamepadButton::RightThumb, KeyCode::KeyO),
        ]
    }
    fn pad_help(t: &crate::app::core::text::Strings) -> Option<crate::app::core::text::Message> {
        Some(t.gounki_pad_keys)
    }
}
