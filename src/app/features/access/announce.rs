//! What a screen reader says without being asked: each move in the game's
//! notation and words with the side to move or the result after it ("Black
//! plays c4, 3 discs flipped; White to move"), and every notice (a refused
//! click, a controller connected, …). One live region (polite: it waits
//! for the reader to finish) holds the latest announcement.

use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;

use accesskit::{Live, Node as A11yNode, Role};

use super::Spoken;
use crate::app::core::notice::Notice;
use crate::app::core::schedule::AppSystems;
use crate::app::core::screen::Screen;
use crate::app::core::session::{Match, MovePlayed, is_playing};
use crate::app::core::text::{Language, fill};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcement>();
    app.init_resource::<Pending>();
    app.add_systems(Startup, spawn_live_region);
    app.add_systems(
        Update,
        (
            announce_notices.in_set(AppSystems::Ui),
            show_announcement
                .in_set(AppSystems::Ui)
                .after(announce_notices),
        ),
    );
}

/// Announces game `G`'s moves.
pub(super) fn register<G: Spoken>(app: &mut App) {
    app.add_systems(
        Update,
        announce_moves::<G>
            .in_set(AppSystems::Ui)
            .before(announce_notices)
            .run_if(in_state(Screen::Playing).and_then(is_playing(G::KIND))),
    );
}

/// The latest announcement, and how many there were (the same words said
/// twice are two announcements).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Announcement {
    pub text: String,
    pub count: u64,
}

/// What this frame has to say, in order: its moves, then its notices.
#[derive(Resource, Debug, Default)]
struct Pending(Vec<String>);

/// The live region's node.
#[derive(Component, Debug)]
pub struct LiveRegion;

fn spawn_live_region(mut commands: Commands, language: Res<Language>) {
    let mut node = A11yNode::new(Role::Status);
    node.set_live(Live::Polite);
    node.set_label(language.strings().a11y_announcements.to_string());
    commands.spawn((
        Name::new("Announcements"),
        LiveRegion,
        AccessibilityNode(node),
    ));
}

/// This frame's moves, said with what follows them; a game that changed
/// otherwise (a new one, one opened, a move taken back, an earlier
/// position on show) is said by its name and whose turn it is.
fn announce_moves<G: Spoken>(
    mut played: MessageReader<MovePlayed<G>>,
    game: Option<Res<Match<G>>>,
    language: Res<Language>,
    mut pending: ResMut<Pending>,
    mut seen: Local<Option<(u64, usize)>>,
) {
    let Some(game) = game else {
        played.clear();
        *seen = None;
        return;
    };
    let t = language.strings();
    let state = (game.version(), game.plies().len());
    let changed = *seen != Some(state);
    *seen = Some(state);
    let plies = game.all_plies();
    let mut said = Vec::new();
    for event in played.read() {
        let before = match event.index {
            0 => game.start(),
            i => match plies.get(i - 1) {
                Some(ply) => &ply.after,
                None => continue,
            },
        };
        said.push(G::move_words(before, event.mv, &event.effects, t));
    }
    let next = match game.outcome() {
        Some(outcome) => t.outcome(&outcome),
        None => t.to_move(game.current().turn()),
    };
    if said.is_empty() {
        if changed {
            pending.0.push(fill(
                t.said_then,
                &[("said", &t.game(G::KIND)), ("next", &next)],
            ));
        }
        return;
    }
    pending.0.push(fill(
        t.said_then,
        &[("said", &said.join(". ")), ("next", &next)],
    ));
}

/// This frame's notices, after its moves.
fn announce_notices(mut notices: MessageReader<Notice>, mut pending: ResMut<Pending>) {
    pending.0.extend(
        notices
            .read()
            .map(|n| n.text.clone())
            .filter(|t| !t.is_empty()),
    );
}

/// Puts what this frame says in the live region (and names the region in
/// the language on screen).
fn show_announcement(
    mut pending: ResMut<Pending>,
    mut announcement: ResMut<Announcement>,
    mut regions: Query<&mut AccessibilityNode, With<LiveRegion>>,
    language: Res<Language>,
) {
    if language.is_changed() {
        let name = language.strings().a11y_announcements.to_string();
        for mut node in &mut regions {
            node.set_label(name.clone());
        }
    }
    if pending.0.is_empty() {
        return;
    }
    announcement.text = std::mem::take(&mut pending.0).join(". ");
    announcement.count += 1;
    for mut node in &mut regions {
        node.set_value(announcement.text.clone());
    }
}
