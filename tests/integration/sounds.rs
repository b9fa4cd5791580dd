//! Sound: every `SoundCue` the game writes is recorded, frame by frame, and
//! checked against the move's effects for one move of each kind in each
//! game: which sounds, in which order, and at which moment of the animation
//! (a flip's sound when that disc starts to turn, a step's when the stack
//! lands, a rebound's when it touches the wall, a hop's when the piece takes
//! off). Instant speed gives one summarising sound per move. The sound files
//! decode with the game's own decoder and have sane lengths and levels, and
//! the real binary without a sound card runs normally with one warning.

use std::collections::HashMap;
use std::path::Path;

use bevy::prelude::*;
use bevy_kira_audio::prelude::StaticSoundData;
use tavola::app::core::anim::{AnimationSpeed, Busy};
use tavola::app::core::audio::AudioLevels;
use tavola::app::core::audio::{AMBIENCE_BYTES, AMBIENCE_FILE, Sound, SoundCue};
use tavola::app::core::notice::Notice;
use tavola::app::core::session::{Match, MoveRequest};
use tavola::app::games::checkers::{CheckersPiece, MoveTimeline as CheckersTimeline};
use tavola::app::games::gounki::{
    GounkiPiece, MoveTimeline as GounkiTimeline, board_point, square_center,
};
use tavola::app::games::othello::Disc;
use tavola::app::games::othello::scene::face_up;
use tavola::rules::{Notation, Rules};
use tavola::rules::{checkers, gounki, othello};

use crate::harness::{click_cell, frames, headless, tap_key};

/// Every cue written, in order.
#[derive(Resource, Default)]
struct Heard(Vec<SoundCue>);

fn hear(mut cues: MessageReader<SoundCue>, mut heard: ResMut<Heard>) {
    heard.0.extend(cues.read().copied());
}

/// The game launched with `args`, at `speed`, with every cue recorded.
fn listening(args: &[&str], speed: AnimationSpeed) -> App {
    let mut app = headless(args);
    app.insert_resource(speed);
    app.init_resource::<Heard>();
    app.add_systems(Last, hear);
    frames(&mut app, 2);
    take(&mut app);
    app
}

/// The cues heard since the last call.
fn take(app: &mut App) -> Vec<SoundCue> {
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
}

fn names(cues: &[SoundCue]) -> Vec<Sound> {
    cues.iter().map(|c| c.sound).collect()
}

/// Asks for the move `text` (in the game's notation) as a click would, and
/// returns the effects the rules give it.
fn request<G>(app: &mut App, text: &str) -> G::Effects
where
    G: Rules + Notation + Clone + Send + Sync + 'static,
    G::Move: Send + Sync,
    Match<G>: Resource,
{
    let game = app.world().resource::<Match<G>>().current().clone();
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    let (_, effects) = game
        .play(mv)
        .unwrap_or_else(|_| panic!("{text} is not legal"));
    app.world_mut().write_message(MoveRequest::<G>(mv));
    effects
}

fn animating(app: &App) -> bool {
    app.world().resource::<Busy>().active()
        || !app.world().resource::<GounkiTimeline>().is_idle()
        || !app.world().resource::<CheckersTimeline>().is_idle()
}

/// Runs frames until the move has been shown (and the status panel has
/// followed), calling `at_cue` after each frame with that frame's cues.
/// Returns every cue with its frame number (0 = the frame the request is
/// applied in).
fn run_move(
    app: &mut App,
    mut at_cue: impl FnMut(&mut App, usize, &[SoundCue]),
) -> Vec<(usize, SoundCue)> {
    let mut all = Vec::new();
    let mut quiet = 0;
    for frame in 0..900 {
        app.update();
        let cues = take(app);
        if !cues.is_empty() {
            at_cue(app, frame, &cues);
        }
        all.extend(cues.into_iter().map(|c| (frame, c)));
        if frame > 0 && !animating(app) {
            quiet += 1;
            if quiet > 5 {
                return all;
            }
        }
    }
    panic!("the move never finished; heard {all:?}");
}

fn sounds_of(cues: &[(usize, SoundCue)]) -> Vec<Sound> {
    cues.iter().map(|(_, c)| c.sound).collect()
}

// ---------------------------------------------------------------- Othello

/// E3 of the spec: Black's c5 flips nine discs at distances 1 to 3.
const E3: &str = concat!(
    "--------",
    "--------",
    "X-X-X---",
    "-OOO----",
    "XO-OOX--",
    "-OOO----",
    "X-X-X---",
    "-------- X"
);

/// How far each disc has turned from its face before the move (radians).
fn turned(app: &mut App, squares: &[othello::Square]) -> Vec<f32> {
    let position = *app.world().resource::<Match<othello::Position>>().start();
    let world = app.world_mut();
    let discs: HashMap<othello::Square, Quat> = world
        .query::<(&Disc, &Transform)>()
        .iter(world)
        .map(|(d, t)| (d.square, t.rotation))
        .collect();
    squares
        .iter()
        .map(|s| {
            let before = position.disc(*s).expect("a flipped disc was there");
            let up = discs[s] * Vec3::Y;
            up.angle_between(face_up(before) * Vec3::Y)
        })
        .collect()
}

#[test]
fn othello_place_then_one_flip_per_disc_as_each_disc_starts_turning() {
    let mut app = listening(
        &["--game", "othello", "--position", E3],
        AnimationSpeed::Normal,
    );
    let effects = request::<othello::Position>(&mut app, "c5");
    let flipped: Vec<(othello::Square, u8)> = effects
        .iter()
        .filter_map(|e| match *e {
            othello::Effect::Flipped {
                square, distance, ..
            } => Some((square, distance)),
            _ => None,
        })
        .collect();
    assert_eq!(flipped.len(), 9);
    let squares: Vec<othello::Square> = flipped.iter().map(|(s, _)| *s).collect();
    // The turn of every flipped disc, frame by frame.
    let mut history: Vec<Vec<f32>> = Vec::new();
    let cues = {
        let mut record = |app: &mut App| history.push(turned(app, &squares));
        let mut all = Vec::new();
        for frame in 0..200 {
            app.update();
            record(&mut app);
            all.extend(take(&mut app).into_iter().map(|c| (frame, c)));
            if !animating(&app) {
                break;
            }
        }
        all
    };
    let sounds = sounds_of(&cues);
    assert_eq!(sounds[0], Sound::Place, "{sounds:?}");
    assert_eq!(
        cues[0].0, 0,
        "the disc drops in the frame the move is played"
    );
    // c5 takes White's last discs: the fanfare closes the move.
    assert_eq!(sounds.last(), Some(&Sound::Win), "{sounds:?}");
    let cues = &cues[..cues.len() - 1];
    assert_eq!(
        sounds[1..sounds.len() - 1],
        [Sound::Flip; 9],
        "one flip sound per disc, nothing else: {sounds:?}"
    );
    // Nearer discs sound first: pitch (which encodes the distance) never
    // falls, and rises with it so that the ripple is heard.
    let flips: Vec<(usize, f32)> = cues[1..].iter().map(|(f, c)| (*f, c.pitch)).collect();
    for pair in flips.windows(2) {
        assert!(pair[0].0 <= pair[1].0, "in time order: {flips:?}");
        assert!(pair[0].1 <= pair[1].1, "nearer first: {flips:?}");
    }
    let mut distances: Vec<u8> = flipped.iter().map(|(_, d)| *d).collect();
    distances.sort_unstable();
    let mut frame_of_distance: HashMap<u8, usize> = HashMap::new();
    for ((frame, cue), distance) in cues[1..].iter().zip(&distances) {
        assert!(cue.pitch > 0.8 && cue.pitch < 1.3, "a gentle variation");
        let previous = frame_of_distance.insert(*distance, *frame);
        assert!(
            previous.is_none_or(|f| f == *frame),
            "same distance, same frame"
        );
    }
    let mut moments: Vec<usize> = frame_of_distance.values().copied().collect();
    moments.sort_unstable();
    moments.dedup();
    assert!(
        frame_of_distance.len() >= 2 && moments.len() == frame_of_distance.len(),
        "each distance at its own moment: {frame_of_distance:?}"
    );
    // Each flip sound comes in the frame its discs start turning: still
    // at rest the frame before, barely turned in that frame, turning after.
    for (i, (square, distance)) in flipped.iter().enumerate() {
        let frame = frame_of_distance[distance];
        assert!(frame > 0, "flips wait for the drop");
        let at = |f: usize| history[f][i];
        assert!(at(frame - 1) < 2e-3, "{square} turned before its sound");
        assert!(at(frame) < 0.35, "{square} already far turned at its sound");
        assert!(
            at(frame + 3) > at(frame) + 5e-3,
            "{square} does not turn after its sound"
        );
    }
}

#[test]
fn othello_instant_speed_gives_one_summary_per_move() {
    let mut app = listening(
        &["--game", "othello", "--position", E3],
        AnimationSpeed::Instant,
    );
    request::<othello::Position>(&mut app, "c5");
    let cues = run_move(&mut app, |_, _, _| {});
    assert_eq!(
        sounds_of(&cues),
        [Sound::Summary, Sound::Win],
        "not a burst (c5 wins)"
    );
    // A single flip is summarised the same way.
    let mut app = listening(&["--game", "othello"], AnimationSpeed::Instant);
    request::<othello::Position>(&mut app, "f5");
    assert_eq!(
        sounds_of(&run_move(&mut app, |_, _, _| {})),
        [Sound::Summary]
    );
}

/// Black's h6 (flipping h7) leaves White without a move: White passes.
/// Then Black's c1 ends the game with every disc black.
const PASS_THEN_WIN: &str = concat!(
    "XO------",
    "--------",
    "--------",
    "--------",
    "--------",
    "--------",
    "-------O",
    "-------X X"
);

#[test]
fn othello_pass_and_win_and_draw_and_illegal_click() {
    let mut app = listening(
        &["--game", "othello", "--position", PASS_THEN_WIN],
        AnimationSpeed::Fast,
    );
    // A click on a taken square is refused with the illegal sound alone.
    click_cell(&mut app, 0, 0);
    assert_eq!(names(&take(&mut app)), [Sound::Illegal]);
    request::<othello::Position>(&mut app, "h6");
    let cues = run_move(&mut app, |_, _, _| {});
    let sounds = sounds_of(&cues);
    assert_eq!(sounds, [Sound::Place, Sound::Flip, Sound::Pass], "{cues:?}");
    let game = app.world().resource::<Match<othello::Position>>();
    assert!(matches!(
        game.plies().last().map(|p| p.mv),
        Some(othello::Move::Pass)
    ));
    request::<othello::Position>(&mut app, "c1");
    let cues = run_move(&mut app, |_, _, _| {});
    assert_eq!(
        sounds_of(&cues),
        [Sound::Place, Sound::Flip, Sound::Win],
        "the fanfare once the last disc has turned"
    );
    let (place_frame, win_frame) = (cues[0].0, cues[2].0);
    assert!(
        win_frame > place_frame + 5,
        "the fanfare waits for the animation"
    );

    // Three discs each when nobody can move: a draw.
    let draw = concat!(
        "XO------",
        "--------",
        "--------",
        "--------",
        "--------",
        "--------",
        "--------",
        "-----OOO X"
    );
    let mut app = listening(
        &["--game", "othello", "--position", draw],
        AnimationSpeed::Fast,
    );
    request::<othello::Position>(&mut app, "c1");
    let cues = run_move(&mut app, |_, _, _| {});
    assert_eq!(
        sounds_of(&cues),
        [Sound::Place, Sound::Flip, Sound::Draw],
        "{cues:?}"
    );
}

// ---------------------------------------------------------------- Gounki

/// Where a cue of a Gounki move must be heard: a sound and, when it marks
/// a piece reaching a point, that point (x, z).
type Expected = Vec<(Sound, Option<Vec2>)>;

fn xz(v: Vec3) -> Vec2 {
    Vec2::new(v.x, v.z)
}

/// The cues a move's effects call for, in order: per path step a rebound
/// (at the wall) if it has one, then the landing (at the square); a capture
/// as the final hop starts; drops and stackings where each piece lands.
fn gounki_expected(effects: &[gounki::Effect]) -> Expected {
    let mut out = Vec::new();
    let walk = |out: &mut Expected, from: gounki::Square, steps: &[gounki::PathStep]| {
        let mut prev = from;
        for step in steps {
            if let Some((file, rank)) = step.rebound_point(prev) {
                out.push((Sound::Rebound, Some(xz(board_point(file, rank)))));
            }
            out.push((Sound::Step, Some(xz(square_center(step.square)))));
            prev = step.square;
        }
    };
    let mut carried_square = None;
    for effect in effects {
        match *effect {
            gounki::Effect::Movement {
                from,
                path,
                landing,
                ..
            } => {
                let steps = path.steps();
                let (last, before) = steps.split_last().expect("a path");
                walk(&mut out, from, before);
                let prev = before.last().map_or(from, |s| s.square);
                if let Some((file, rank)) = last.rebound_point(prev) {
                    out.push((Sound::Rebound, Some(xz(board_point(file, rank)))));
                }
                let at = Some(xz(square_center(last.square)));
                match landing {
                    gounki::Landing::Captured(_) => {
                        out.push((Sound::Capture, None));
                        out.push((Sound::Step, at));
                    }
                    gounki::Landing::Stacked { .. } => out.push((Sound::Stack, at)),
                    gounki::Landing::Empty => out.push((Sound::Step, at)),
                }
            }
            gounki::Effect::Null { at, path, .. } => walk(&mut out, at, path.steps()),
            gounki::Effect::Lift { from, .. } => carried_square = Some(from),
            gounki::Effect::Drop {
                square,
                rebound,
                before,
                ..
            } => {
                let from = carried_square.expect("a lift first");
                walk(&mut out, from, &[gounki::PathStep { square, rebound }]);
                let sound = if before.is_some() {
                    Sound::Stack
                } else {
                    Sound::Drop
                };
                out.push((sound, Some(xz(square_center(square)))));
                carried_square = Some(square);
            }
            gounki::Effect::Exit { from, path, .. } => {
                walk(&mut out, carried_square.unwrap_or(from), path.steps());
                out.push((Sound::Step, None));
            }
            gounki::Effect::GameOver(_) => {}
        }
    }
    out
}

/// Plays `text` on `position` at normal speed and checks every cue against
/// [`gounki_expected`], a piece standing at each cue's point in its frame.
fn gounki_move(position: &str, text: &str, then: &[Sound]) -> Vec<(usize, SoundCue)> {
    let mut app = listening(
        &["--game", "gounki", "--position", position],
        AnimationSpeed::Normal,
    );
    let effects = request::<gounki::Game>(&mut app, text);
    let mut expected = gounki_expected(&effects);
    let mut index = 0;
    let mut misplaced = Vec::new();
    let cues = run_move(&mut app, |app, frame, cues| {
        for cue in cues {
            if let Some((_, Some(point))) = expected.get(index) {
                let world = app.world_mut();
                let nearest = world
                    .query::<(&GounkiPiece, &Transform)>()
                    .iter(world)
                    .map(|(_, t)| xz(t.translation).distance(*point))
                    .fold(f32::INFINITY, f32::min);
                if nearest > 0.08 {
                    misplaced.push(format!(
                        "cue {index} ({:?}) in frame {frame}: nearest piece {nearest:.3} from {point}",
                        cue.sound
                    ));
                }
            }
            index += 1;
        }
    });
    expected.extend(then.iter().map(|s| (*s, None)));
    let wanted: Vec<Sound> = expected.iter().map(|(s, _)| *s).collect();
    assert_eq!(sounds_of(&cues), wanted, "{text} on {position}");
    assert!(misplaced.is_empty(), "{text}: {misplaced:#?}");
    cues
}

#[test]
fn gounki_steps_and_rebound_off_the_wall() {
    let cues = gounki_move("7r/8/8/8/8/8/1[RR]6/8 w", "b2-b4", &[]);
    let sounds = sounds_of(&cues);
    assert_eq!(
        sounds.iter().filter(|s| **s == Sound::Rebound).count(),
        1,
        "{sounds:?}"
    );
    assert_eq!(sounds.iter().filter(|s| **s == Sound::Step).count(), 2);
    // Each sound at its own moment.
    assert!(cues.windows(2).all(|w| w[0].0 < w[1].0), "{cues:?}");
}

#[test]
fn gounki_capture_stack_deploy_and_exit() {
    // A capture: the knock-off, then the landing.
    let cues = gounki_move("8/8/8/8/8/2r5/1R6/7r w", "b2-c3", &[]);
    assert_eq!(sounds_of(&cues), [Sound::Capture, Sound::Step]);
    // A stacking.
    let cues = gounki_move("7r/8/8/8/8/8/1R6/R7 w", "a1-b2", &[]);
    assert_eq!(sounds_of(&cues), [Sound::Stack]);
    // A deployment: onto the own round on a2 (a stacking), then off the
    // wall and dropped back on b2.
    let cues = gounki_move("7r/8/8/8/8/8/R[SS]6/8 w", "b2+a2-b2", &[]);
    let sounds = sounds_of(&cues);
    assert!(sounds.contains(&Sound::Stack), "{sounds:?}");
    assert!(sounds.contains(&Sound::Rebound), "{sounds:?}");
    assert_eq!(sounds.last(), Some(&Sound::Drop), "{sounds:?}");
    // An exit wins: the fanfare after the piece has left.
    let cues = gounki_move("1R6/8/8/8/8/8/8/7r w", "b8#", &[Sound::Win]);
    assert!(cues.len() >= 2);
}

#[test]
fn gounki_instant_speed_and_illegal_click() {
    let mut app = listening(
        &["--game", "gounki", "--position", "7r/8/8/8/8/8/R[SS]6/8 w"],
        AnimationSpeed::Instant,
    );
    // An empty square: refused.
    let cell = tavola::app::games::gounki::cell_of(gounki::Square::parse("e5").unwrap());
    click_cell(&mut app, cell.col, cell.row);
    assert_eq!(names(&take(&mut app)), [Sound::Illegal]);
    request::<gounki::Game>(&mut app, "b2+a2-b2");
    assert_eq!(
        sounds_of(&run_move(&mut app, |_, _, _| {})),
        [Sound::Summary]
    );
    // A winning move at instant speed: its summary, then the fanfare.
    let mut app = listening(
        &["--game", "gounki", "--position", "1R6/8/8/8/8/8/8/7r w"],
        AnimationSpeed::Instant,
    );
    request::<gounki::Game>(&mut app, "b8#");
    assert_eq!(
        sounds_of(&run_move(&mut app, |_, _, _| {})),
        [Sound::Summary, Sound::Win]
    );
}

// ---------------------------------------------------------------- Checkers

/// The sound of each checkers effect (one animation segment each).
fn checkers_sound(effect: &checkers::Effect) -> Sound {
    match effect {
        checkers::Effect::Step { .. } => Sound::Step,
        checkers::Effect::Hop { .. } => Sound::Hop,
        checkers::Effect::Remove { .. } | checkers::Effect::Huff(_) => Sound::Remove,
        checkers::Effect::Promote { .. } => Sound::Promote,
    }
}

/// Plays `text` at normal speed: one cue per effect, in order, each in the
/// frame its segment starts (the timeline's remaining count tells which),
/// a hop's while the piece still stands on the square it leaves.
fn checkers_move(position: &str, text: &str, then: &[Sound]) -> Vec<Sound> {
    let mut app = listening(
        &["--game", "checkers", "--position", position],
        AnimationSpeed::Normal,
    );
    let effects = request::<checkers::Game>(&mut app, text);
    let segments = effects.len();
    let mut index = 0;
    let mut problems = Vec::new();
    let cues = run_move(&mut app, |app, frame, cues| {
        for cue in cues {
            if index < segments {
                let remaining = app.world().resource::<CheckersTimeline>().remaining();
                if remaining != segments - index {
                    problems.push(format!(
                        "cue {index} ({:?}) in frame {frame} with {remaining} segments left",
                        cue.sound
                    ));
                }
                if let checkers::Effect::Hop { from, .. } = effects[index] {
                    let point = tavola::app::games::checkers::rest_translation(from);
                    let world = app.world_mut();
                    let nearest = world
                        .query::<(&CheckersPiece, &Transform)>()
                        .iter(world)
                        .map(|(_, t)| xz(t.translation).distance(xz(point)))
                        .fold(f32::INFINITY, f32::min);
                    if nearest > 0.08 {
                        problems.push(format!("hop {index} heard {nearest:.3} from {from}"));
                    }
                }
            }
            index += 1;
        }
    });
    let mut wanted: Vec<Sound> = effects.iter().map(checkers_sound).collect();
    wanted.extend_from_slice(then);
    let sounds = sounds_of(&cues);
    assert_eq!(sounds, wanted, "{text} on {position}");
    assert!(problems.is_empty(), "{text}: {problems:#?}");
    sounds
}

#[test]
fn checkers_step_hops_removals_promotion_and_win() {
    assert_eq!(checkers_move("W:W6,30:B20", "30-26", &[]), [Sound::Step]);
    assert_eq!(
        checkers_move("W:W30,32:B26,19,18,11,10", "30x23x14x7", &[]),
        [
            Sound::Hop,
            Sound::Hop,
            Sound::Hop,
            Sound::Remove,
            Sound::Remove,
            Sound::Remove
        ],
        "each hop, then the captured pieces lifted off"
    );
    assert_eq!(
        checkers_move("W:W6,30:B20", "6-1", &[]),
        [Sound::Step, Sound::Promote]
    );
    assert_eq!(
        checkers_move("W:W30:B26", "30x23", &[Sound::Win]),
        [Sound::Hop, Sound::Remove, Sound::Win]
    );
}

#[test]
fn checkers_instant_speed_and_illegal_click() {
    let mut app = listening(
        &[
            "--game",
            "checkers",
            "--position",
            "W:W30,32:B26,19,18,11,10",
        ],
        AnimationSpeed::Instant,
    );
    // White must capture with 30: clicking 32 is refused.
    let cell = tavola::app::games::checkers::cell_of(checkers::Square::from_number(32).unwrap());
    click_cell(&mut app, cell.col, cell.row);
    assert_eq!(names(&take(&mut app)), [Sound::Illegal]);
    request::<checkers::Game>(&mut app, "30x23x14x7");
    assert_eq!(
        sounds_of(&run_move(&mut app, |_, _, _| {})),
        [Sound::Summary]
    );
}

// ---------------------------------------------------------------- Settings keys

#[test]
fn mute_and_ambience_keys_toggle_the_levels_with_a_notice() {
    let mut app = listening(&["--game", "othello"], AnimationSpeed::Normal);
    let levels = *app.world().resource::<AudioLevels>();
    assert!(
        !levels.muted && !levels.ambience_loop,
        "sound on, ambience off"
    );
    tap_key(&mut app, KeyCode::KeyA);
    assert!(app.world().resource::<AudioLevels>().ambience_loop);
    tap_key(&mut app, KeyCode::KeyM);
    assert!(app.world().resource::<AudioLevels>().muted);
    let muted = app.world().resource::<AudioLevels>();
    assert!(muted.decibels(muted.effects) <= -60.0, "muted is silent");
    tap_key(&mut app, KeyCode::KeyA);
    assert!(!app.world().resource::<AudioLevels>().ambience_loop);
    let notices: Vec<String> = {
        let messages = app.world().resource::<Messages<Notice>>();
        let mut cursor = messages.get_cursor();
        cursor.read(messages).map(|n| n.text.clone()).collect()
    };
    assert!(notices.iter().any(|n| n == "Ambience off"), "{notices:?}");
}

// ---------------------------------------------------------------- Files

/// Decodes the bytes built into the binary with kira, as the game's loader
/// does; returns (seconds, peak). The file in `assets/` is the same bytes.
fn decode(file: &str, bytes: &'static [u8]) -> (f64, f32) {
    let on_disk = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join(file);
    assert_eq!(
        std::fs::read(&on_disk).ok().as_deref(),
        Some(bytes),
        "{file}: the binary's copy differs from {}",
        on_disk.display()
    );
    let data = StaticSoundData::from_cursor(std::io::Cursor::new(bytes))
        .unwrap_or_else(|e| panic!("{file} does not decode: {e}"));
    assert!(
        data.sample_rate >= 22_050,
        "{file}: {} Hz",
        data.sample_rate
    );
    let peak = data
        .frames
        .iter()
        .map(|f| f.left.abs().max(f.right.abs()))
        .fold(0.0f32, f32::max);
    (data.duration().as_secs_f64(), peak)
}

#[test]
fn every_sound_file_exists_decodes_and_is_neither_silent_nor_clipped() {
    for sound in Sound::ALL {
        let (seconds, peak) = decode(sound.file(), sound.bytes());
        assert!((0.02..=2.5).contains(&seconds), "{sound:?}: {seconds:.3} s");
        assert!(
            (0.2..=0.98).contains(&peak),
            "{sound:?}: peak {peak:.3} (silent, or clipping)"
        );
    }
    let (seconds, peak) = decode(AMBIENCE_FILE, AMBIENCE_BYTES);
    assert!((5.0..=60.0).contains(&seconds), "ambience: {seconds:.2} s");
    assert!((0.05..=0.98).contains(&peak), "ambience peak {peak:.3}");
    // Every cue has its own file.
    let mut files: Vec<&str> = Sound::ALL.iter().map(|s| s.file()).collect();
    files.sort_unstable();
    files.dedup();
    assert_eq!(files.len(), Sound::ALL.len());
}

// ---------------------------------------------------------------- No device

#[test]
fn without_an_audio_device_the_game_runs_and_warns_once() {
    if crate::e2e::skip_without_tools("no-audio-device test") {
        return;
    }
    let has_sound_card = Path::new("/dev/snd")
        .read_dir()
        .is_ok_and(|mut d| d.next().is_some());
    let dir = std::env::temp_dir().join(format!("tavola-noaudio-{}", std::process::id()));
    let runtime = dir.join("xdg");
    std::fs::create_dir_all(&runtime).unwrap();
    // A preferences and data folder of its own: never the user's.
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let out = dir.join("shot.png");
    let output = crate::e2e::xvfb_run("-screen 0 640x480x24")
        .arg(env!("CARGO_BIN_EXE_tavola"))
        .args([
            "--game", "othello", "--moves", "f5d6c3", "--size", "640x480",
        ])
        .arg("--screenshot")
        .arg(&out)
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("TAVOLA_HOME", &home)
        .env("WGPU_BACKEND", "vulkan")
        .env("VK_ICD_FILENAMES", crate::e2e::LAVAPIPE)
        .env("RUST_LOG", "warn")
        .env("NO_COLOR", "1")
        .output()
        .expect("xvfb-run starts");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "exit {}: {stderr}", output.status);
    assert!(out.is_file(), "the game ran to its screenshot");
    assert!(!stderr.contains("panicked"), "{stderr}");
    // The log's own lines (ALSA's library may print its lookups too).
    let audio_warnings: Vec<&str> = stderr
        .lines()
        .filter(|l| {
            l.contains("WARN") && {
                let l = l.to_ascii_lowercase();
                l.contains("audio") || l.contains("sound")
            }
        })
        .collect();
    if has_sound_card {
        eprintln!("this machine has a sound card: checking only that nothing failed");
        assert!(audio_warnings.len() <= 1, "{audio_warnings:#?}");
    } else {
        assert_eq!(audio_warnings.len(), 1, "{stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
