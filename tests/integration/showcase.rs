//! Showcase mode: the bundled sample games replay by themselves, one after
//! another, and any key or click returns to the title screen.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use tavola::ai::Level;
use tavola::app::Screen;
use tavola::app::core::anim::Busy;
use tavola::app::core::players::{PlayerKind, Players};
use tavola::app::core::session::{ActiveGame, Match, ReplayQueue};
use tavola::app::features::autosave::AutosaveDir;
use tavola::app::features::showcase::{END_PAUSE, Showcase};
use tavola::game_kind::GameKind;
use tavola::persist::autosave::Autosave;
use tavola::persist::samples::SAMPLES;
use tavola::rules::{gounki, othello};

use crate::harness::{click, frames, headless};

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut query = world.query::<&Text>();
    query.iter(world).map(|t| t.0.clone()).collect()
}

fn othello_plies(app: &App) -> usize {
    app.world()
        .get_resource::<Match<othello::Position>>()
        .map_or(0, |m| m.plies().len())
}

#[test]
fn showcase_replays_the_first_sample_with_animations_and_a_key_leaves() {
    assert_eq!(SAMPLES[0].kind(), Some(GameKind::Othello));
    let dir = std::env::temp_dir().join(format!("tavola-it-showcase-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();

    let mut app = headless(&["--showcase"]);
    app.insert_resource(AutosaveDir(Autosave::in_dir(&dir)));
    frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(app.world().resource::<ActiveGame>().0, GameKind::Othello);
    assert_eq!(
        app.world().resource::<Players>().0,
        [PlayerKind::Human; 2],
        "no computer plays during the showcase"
    );
    let showcase = app.world().resource::<Showcase>().clone();
    assert_eq!((showcase.index, showcase.started), (0, 1));
    assert!(
        showcase.players.contains("Computer"),
        "{}",
        showcase.players
    );
    let shown = texts(&mut app);
    assert!(
        shown.iter().any(|t| t.contains("Tavola sample game 1")),
        "{shown:?}"
    );
    assert!(shown.contains(&showcase.players), "{shown:?}");
    assert!(
        othello_plies(&app) < 2,
        "the game starts from the beginning"
    );

    // Moves come one by one, each animated.
    let mut animated = 0;
    for _ in 0..1200 {
        app.update();
        if app.world().resource::<Busy>().active() {
            animated += 1;
        }
        if othello_plies(&app) >= 3 {
            break;
        }
    }
    assert!(othello_plies(&app) >= 3, "the showcase plays the moves");
    assert!(animated > 0, "the moves are animated");
    assert!(
        texts(&mut app).iter().any(|t| t.starts_with("Move ")),
        "the caption counts the moves"
    );
    assert!(
        !dir.join("othello").exists() && std::fs::read_dir(&dir).unwrap().next().is_none(),
        "the showcase writes no autosave"
    );

    // Any key: back to the title, the replay dropped.
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::KeyQ,
            logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        frames(&mut app, 2);
    }
    assert_eq!(screen(&app), Screen::Title);
    assert!(!app.world().contains_resource::<Showcase>());
    assert!(
        !app.world()
            .contains_resource::<ReplayQueue<othello::Position>>()
    );
    let plies = othello_plies(&app);
    frames(&mut app, 120);
    assert_eq!(othello_plies(&app), plies, "nothing more is played");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_title_button_starts_it_and_a_click_restores_the_players() {
    let mut app = headless(&[]);
    let chosen = Players([PlayerKind::Computer(Level::Casual), PlayerKind::Human]);
    app.insert_resource(chosen);
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<(Entity, &Children), With<Button>>();
    let list: Vec<(Entity, Vec<Entity>)> = buttons
        .iter(world)
        .map(|(e, c)| (e, c.iter().collect()))
        .collect();
    let button = list
        .into_iter()
        .find(|(_, children)| {
            children
                .iter()
                .any(|c| world.get::<Text>(*c).is_some_and(|t| t.0 == "Showcase"))
        })
        .map(|(e, _)| e)
        .expect("a Showcase button on the title screen");
    click(&mut app, button);
    frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Playing);
    assert!(app.world().contains_resource::<Showcase>());
    assert_eq!(app.world().resource::<Players>().0, [PlayerKind::Human; 2]);

    app.world_mut().write_message(MouseButtonInput {
        button: MouseButton::Left,
        state: ButtonState::Pressed,
        window: Entity::PLACEHOLDER,
    });
    frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(*app.world().resource::<Players>(), chosen);
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t.contains("Computer (Casual)")),
        "the title screen shows the players chosen before"
    );
}

#[test]
fn after_the_last_move_and_a_pause_the_next_game_follows() {
    let mut app = headless(&["--showcase"]);
    frames(&mut app, 2);
    // Put the whole first game on the board at once.
    let full = showcase_sample_match::<othello::Position>(0).expect("the first sample is Othello");
    let total = full.plies().len();
    app.world_mut()
        .remove_resource::<ReplayQueue<othello::Position>>();
    app.insert_resource(full);
    frames(&mut app, 2);
    let result = app.world().resource::<Showcase>().result.clone();
    assert!(result.starts_with("Result: "), "{result}");
    assert!(
        texts(&mut app).contains(&result),
        "the result is shown at the end"
    );
    // Still on the final position a moment before the pause ends...
    let pause_frames = (END_PAUSE.as_secs_f64() * 60.0) as usize;
    frames(&mut app, pause_frames - 30);
    assert_eq!(app.world().resource::<Showcase>().started, 1);
    assert_eq!(othello_plies(&app), total);
    // ...then the second sample (Gounki) starts from its beginning.
    frames(&mut app, 60);
    let showcase = app.world().resource::<Showcase>().clone();
    assert_eq!((showcase.index, showcase.started), (1, 2));
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(app.world().resource::<ActiveGame>().0, GameKind::Gounki);
    let gounki_plies = app.world().resource::<Match<gounki::Game>>().plies().len();
    assert!(gounki_plies < 2, "the next game starts from the beginning");
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t.starts_with("Gounki\n") && t.contains("sample game 1")),
        "the caption names the new game"
    );
}

fn showcase_sample_match<G: tavola::app::features::autosave::Savable>(
    index: usize,
) -> Option<Match<G>> {
    let loaded = SAMPLES[index].load().expect("a valid sample");
    tavola::app::features::autosave::rebuild::<G>(&loaded.game).map(|m| m.expect("legal moves"))
}
