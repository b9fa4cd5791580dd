//! The small state files the game keeps beside the saves (the rules books'
//! progress, the record): read with a size cap, parsed by their owner, and
//! written atomically. A damaged file is one warning and an empty state,
//! never an error the player has to deal with.

use std::io::{self, Read};
use std::path::Path;

use super::{atomic, dirs};

/// Reads and parses the file at `path`: `(T::default(), None)` when it does
/// not exist, the parsed value when it is fine, and the default with one
/// warning ("the {what} {path} is damaged (…); it starts again empty")
/// when it cannot be read, is larger than `max_bytes`, is not UTF-8 or
/// does not parse.
pub fn load<T: Default>(
    path: &Path,
    what: &str,
    max_bytes: usize,
    parse: impl FnOnce(&str) -> Result<T, String>,
) -> (T, Option<String>) {
    let damaged = |why: String| {
        (
            T::default(),
            Some(format!(
                "the {what} {} {why}; it starts again empty",
                path.display()
            )),
        )
    };
    let mut bytes = Vec::new();
    let read = std::fs::File::open(path)
        .and_then(|file| file.take(max_bytes as u64 + 1).read_to_end(&mut bytes));
    match read {
        Err(e) if e.kind() == io::ErrorKind::NotFound => (T::default(), None),
        Err(e) => damaged(format!("cannot be read ({e})")),
        Ok(_) if bytes.len() > max_bytes => damaged("is too large".into()),
        Ok(_) => match std::str::from_utf8(&bytes) {
            Err(_) => damaged("is not UTF-8 text".into()),
            Ok(text) => match parse(text) {
                Ok(value) => (value, None),
                Err(why) => damaged(format!("is damaged ({why})")),
            },
        },
    }
}

/// Writes `text` to `path` atomically, creating its directory.
pub fn save(path: &Path, text: &str) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        dirs::ensure_dir(dir)?;
    }
    atomic::write_atomic(path, text.as_bytes())
}
