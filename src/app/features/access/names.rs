//! Roles and names for the interface's nodes: a button is named by its
//! texts, a text is a label, a dialog is named by its title; all follow the
//! texts as they change (another language, a setting's new value).
//!
//! Bevy's UI names buttons once, when they appear; these systems run after
//! it (and without it, in the headless tests) and keep the names current.

use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::prelude::*;
use bevy::ui::UiSystems;

use accesskit::{Node as A11yNode, Role};

use crate::app::kit::board::labels::BoardLabel;
use crate::app::kit::focus::Modal;

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        PostUpdate,
        AccessNames
            .after(UiSystems::PostLayout)
            .before(AccessibilitySystems::Update),
    );
    app.add_systems(
        PostUpdate,
        (name_dialogs, name_buttons_and_texts)
            .chain()
            .in_set(AccessNames),
    );
}

/// Where the nodes are named (after Bevy's UI named them, before the tree
/// goes to the screen reader).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct AccessNames;

/// The texts under `root`, in layout order, joined by spaces.
fn texts_under(root: Entity, children: &Query<&Children>, texts: &Query<&Text>) -> String {
    let mut words: Vec<&str> = Vec::new();
    let mut stack = vec![root];
    while let Some(entity) = stack.pop() {
        if let Ok(text) = texts.get(entity) {
            let trimmed = text.0.trim();
            if !trimmed.is_empty() {
                words.push(trimmed);
            }
        }
        if let Ok(kids) = children.get(entity) {
            stack.extend(kids.iter().rev());
        }
    }
    words.join(" ")
}

/// Whether `entity` or one of its ancestors is hidden, or taken out of
/// the layout (`Display::None`: the HUD's parts the keys dialog lists).
fn hidden(
    entity: Entity,
    parents: &Query<&ChildOf>,
    visibility: &Query<(&Visibility, Option<&Node>)>,
) -> bool {
    let mut at = Some(entity);
    while let Some(entity) = at {
        if visibility.get(entity).is_ok_and(|(v, node)| {
            *v == Visibility::Hidden || node.is_some_and(|n| n.display == Display::None)
        }) {
            return true;
        }
        at = parents.get(entity).ok().map(ChildOf::parent);
    }
    false
}

/// Sets a node's role, name and hidden flag where they differ (a change
/// is sent to the screen reader).
fn set(node: &mut AccessibilityNode, role: Role, label: &str, is_hidden: bool) {
    if node.role() != role {
        node.set_role(role);
    }
    if node.label() != Some(label) {
        node.set_label(label.to_owned());
    }
    // A label's text is its value (AccessKit reads a label's name there).
    if role == Role::Label && node.value() != Some(label) {
        node.set_value(label.to_owned());
    }
    if node.is_hidden() != is_hidden {
        if is_hidden {
            node.set_hidden();
        } else {
            node.clear_hidden();
        }
    }
}

/// A dialog is a modal node named by its first text (its title).
fn name_dialogs(
    mut commands: Commands,
    mut dialogs: Query<(Entity, Option<&mut AccessibilityNode>), Added<Modal>>,
    children: Query<&Children>,
    texts: Query<&Text>,
) {
    for (entity, node) in &mut dialogs {
        let title = first_text(entity, &children, &texts).unwrap_or_default();
        match node {
            Some(mut node) => {
                set(&mut node, Role::Dialog, &title, false);
                node.set_modal();
            }
            None => {
                let mut node = A11yNode::new(Role::Dialog);
                node.set_label(title);
                node.set_modal();
                commands.entity(entity).insert(AccessibilityNode(node));
            }
        }
    }
}

fn first_text(root: Entity, children: &Query<&Children>, texts: &Query<&Text>) -> Option<String> {
    let mut stack = vec![root];
    while let Some(entity) = stack.pop() {
        if let Ok(text) = texts.get(entity)
            && !text.0.trim().is_empty()
        {
            return Some(text.0.trim().to_owned());
        }
        if let Ok(kids) = children.get(entity) {
            stack.extend(kids.iter().rev());
        }
    }
    None
}

/// Buttons are named by their texts; other texts are labels. Runs when a
/// text, a button or a visibility changed.
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn name_buttons_and_texts(
    mut commands: Commands,
    changed: Query<
        (),
        Or<(
            Changed<Text>,
            Added<Button>,
            Changed<Visibility>,
            Changed<Node>,
        )>,
    >,
    buttons: Query<Entity, With<Button>>,
    // The board's coordinates are not read out: its squares carry the names.
    plain_texts: Query<Entity, (With<Text>, With<Node>, Without<BoardLabel>)>,
    mut nodes: Query<&mut AccessibilityNode>,
    children: Query<&Children>,
    texts: Query<&Text>,
    parents: Query<&ChildOf>,
    is_button: Query<(), With<Button>>,
    visibility: Query<(&Visibility, Option<&Node>)>,
) {
    if changed.is_empty() {
        return;
    }
    let mut set_or_insert = |entity: Entity, role: Role, label: String, is_hidden: bool| {
        if let Ok(mut node) = nodes.get_mut(entity) {
            set(&mut node, role, &label, is_hidden);
        } else {
            let mut node = A11yNode::new(role);
            if role == Role::Label {
                node.set_value(label.clone());
            }
            node.set_label(label);
            if is_hidden {
                node.set_hidden();
            }
            commands.entity(entity).try_insert(AccessibilityNode(node));
        }
    };
    for button in &buttons {
        let label = texts_under(button, &children, &texts);
        set_or_insert(
            button,
            Role::Button,
            label,
            hidden(button, &parents, &visibility),
        );
    }
    for text in &plain_texts {
        // A button's own text is read as the button's name.
        let mut inside_button = false;
        let mut at = parents.get(text).ok().map(ChildOf::parent);
        while let Some(entity) = at {
            if is_button.contains(entity) {
                inside_button = true;
                break;
            }
            at = parents.get(entity).ok().map(ChildOf::parent);
        }
        if inside_button || is_button.contains(text) {
            continue;
        }
        let label = texts
            .get(text)
            .map(|t| t.0.trim().to_owned())
            .unwrap_or_default();
        set_or_insert(
            text,
            Role::Label,
            label,
            hidden(text, &parents, &visibility),
        );
    }
}
