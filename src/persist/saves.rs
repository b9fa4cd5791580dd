//! Names of saved games in the saves folder: `<game>-<seconds>.<ext>`
//! (seconds since 1970), and `<game>-<seconds>_002.<ext>`, `_003`, … for
//! further saves in the same second, so that a second save never
//! overwrites the first. The names sort in the order they were made: `.`
//! sorts before `_`, and the counter has three digits (a thousand saves in
//! one second would be needed to break that).

use std::path::{Path, PathBuf};

use super::savefile::file_extension;
use crate::game_kind::GameKind;

/// The path of a new save of `kind` made at `seconds` (since 1970) in
/// `dir`: the first of the names above that is not taken. The folder need
/// not exist yet. (The app saves from one thread, so nothing takes the name
/// between this check and the write.)
#[must_use]
pub fn new_save_path(dir: &Path, kind: GameKind, seconds: u64) -> PathBuf {
    let ext = file_extension(kind);
    let id = kind.id();
    let free = |p: &PathBuf| std::fs::symlink_metadata(p).is_err();
    let first = dir.join(format!("{id}-{seconds}.{ext}"));
    if free(&first) {
        return first;
    }
    (2u32..)
        .map(|n| dir.join(format!("{id}-{seconds}_{n:03}.{ext}")))
        .find(free)
        .unwrap_or(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::savefile::{SavedGame, load_file, save_file};
    use crate::persist::test_dir;

    #[test]
    fn two_saves_in_one_second_get_two_sortable_names() {
        let dir = test_dir("saves-names");
        let second = 1_700_000_000;
        let mut paths = Vec::new();
        for kind in [
            GameKind::Othello,
            GameKind::Othello,
            GameKind::Othello,
            GameKind::Checkers,
        ] {
            let path = new_save_path(&dir, kind, second);
            save_file(&path, &SavedGame::new(kind)).expect("save");
            paths.push(path);
        }
        let names: Vec<String> = paths
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            [
                "othello-1700000000.othello",
                "othello-1700000000_002.othello",
                "othello-1700000000_003.othello",
                "checkers-1700000000.pdn",
            ]
        );
        // Each save is still there, and they sort in the order they were made.
        for (path, kind) in paths.iter().zip([
            GameKind::Othello,
            GameKind::Othello,
            GameKind::Othello,
            GameKind::Checkers,
        ]) {
            assert_eq!(load_file(path).expect("load").kind(), kind);
        }
        let mut sorted = names[..3].to_vec();
        sorted.sort();
        assert_eq!(sorted, names[..3]);
        // A later second sorts after all of them.
        let later = new_save_path(&dir, GameKind::Othello, second + 1);
        assert!(later.file_name().unwrap().to_string_lossy().as_ref() > names[2].as_str());
        // A missing folder is fine: the first name.
        assert_eq!(
            new_save_path(&dir.join("none"), GameKind::Gounki, 5),
            dir.join("none").join("gounki-5.gounki")
        );
        std::fs::remove_dir_all(dir).expect("cleanup");
    }
}
