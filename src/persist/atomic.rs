//! Crash-safe file replacement.
//!
//! [`write_atomic`] writes the new contents to a temporary file in the
//! target's directory (`.<name>.<pid>-<n>.tmp`), flushes it to disk, renames
//! it over the target and flushes the directory entry. A crash at any point
//! leaves either the old file or the new one, never a mix; at worst a stray
//! temporary file stays behind (it is never read, and its name starts with a
//! dot). Every write first removes the strays of that folder older than
//! [`STRAY_AGE`] ([`clean_stray_temps`]: only files named like this module's
//! temporary files, so nothing else is ever touched; a fresh one may still
//! be another running copy's write in progress). A symbolic link at the
//! target is replaced by a plain file.
//!
//! Once the rename has happened the new contents are in place: a failure to
//! flush the directory afterwards (some file systems refuse to sync a
//! directory) only makes the rename less durable against a power cut, so it
//! is a warning on stderr, not a failed write.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, SystemTime};

/// Temporary files older than this are strays of an interrupted write (a
/// write takes milliseconds): the next write to their folder removes them.
pub const STRAY_AGE: Duration = Duration::from_secs(3600);

/// Replaces `path` with `bytes` atomically (see the module docs). The
/// directory must exist. The target keeps its permissions when it existed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, |file| file.write_all(bytes))
}

/// [`write_atomic`] with the contents written by `fill` (which tests use to
/// fail half-way). If `fill` fails, the temporary file is removed and the
/// target is untouched.
pub fn write_atomic_with(
    path: &Path,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    write_atomic_synced(path, fill, sync_dir)
}

/// [`write_atomic_with`] with the directory flush done by `sync` (tests
/// make it fail).
fn write_atomic_synced(
    path: &Path,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
    sync: impl FnOnce(&Path) -> io::Result<()>,
) -> io::Result<()> {
    let tmp = temp_path(path)?;
    // Best effort: a folder that cannot be listed still takes the write.
    let _ = clean_stray_temps(parent_dir(path), STRAY_AGE);
    let result = write_temp(path, &tmp, fill);
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
        return result;
    }
    if let Err(e) = fs::rename(&tmp, path) {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    // The file is saved: a directory that cannot be flushed is no failure.
    if let Err(e) = sync(path) {
        eprintln!(
            "warning: saved {}, but its folder could not be flushed to disk ({e}); \
             the save may not survive a power cut",
            path.display()
        );
    }
    Ok(())
}

/// The folder holding `path` (`.` for a bare file name).
fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Whether `name` is one of this module's temporary file names,
/// `.<name>.<pid>-<n>.tmp`.
#[must_use]
pub fn is_temp_name(name: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let Some(body) = name.strip_suffix(".tmp") else {
        return false;
    };
    let Some((target, counter)) = body.rsplit_once('.') else {
        return false;
    };
    let target_ok = target.len() > 1 && target.starts_with('.');
    target_ok
        && counter
            .split_once('-')
            .is_some_and(|(pid, n)| digits(pid) && digits(n))
}

/// Removes the temporary files of interrupted writes in `dir` whose last
/// change is older than `older_than`: plain files whose name matches
/// [`is_temp_name`], nothing else (no folder, no link, no other name).
/// Returns how many were removed. [`write_atomic`] does it before every
/// write; callers may also do it when they start using a folder.
pub fn clean_stray_temps(dir: &Path, older_than: Duration) -> io::Result<usize> {
    let now = SystemTime::now();
    let mut removed = 0;
    for entry in fs::read_dir(dir)? {
        let Ok(entry) = entry else { continue };
        let name = entry.file_name();
        if !name.to_str().is_some_and(is_temp_name) {
            continue;
        }
        // `DirEntry::metadata` does not follow links.
        let Ok(meta) = entry.metadata() else { continue };
        let old = meta
            .modified()
            .ok()
            .and_then(|m| now.duration_since(m).ok())
            .is_some_and(|age| age >= older_than);
        if meta.is_file() && old && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    Ok(removed)
}

fn write_temp(
    path: &Path,
    tmp: &Path,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(tmp)?;
    if let Ok(meta) = fs::metadata(path) {
        // Best effort: keep a private file private.
        let _ = file.set_permissions(meta.permissions());
    }
    fill(&mut file)?;
    file.flush()?;
    file.sync_all()
}

/// A fresh temporary name next to `path`, unique within this process (pid
/// and counter) so that concurrent writers never share one.
fn temp_path(path: &Path) -> io::Result<PathBuf> {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let name = path.file_name().ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a file path: {}", path.display()),
        )
    })?;
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(
        ".{}-{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    Ok(path.with_file_name(tmp_name))
}

/// Flushes the directory holding `path`, so that the rename itself survives
/// a power cut (Unix; elsewhere the rename is as durable as it gets).
fn sync_dir(path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        File::open(parent_dir(path))?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::test_dir;

    fn entries(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .expect("read dir")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn creates_and_replaces() {
        let dir = test_dir("atomic-replace");
        let target = dir.join("game.txt");
        write_atomic(&target, b"first").expect("write");
        assert_eq!(fs::read(&target).expect("read"), b"first");
        write_atomic(&target, b"second, longer").expect("write");
        assert_eq!(fs::read(&target).expect("read"), b"second, longer");
        write_atomic(&target, b"").expect("write");
        assert_eq!(fs::read(&target).expect("read"), b"");
        assert_eq!(entries(&dir), ["game.txt"], "no temporary file left");
        fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn a_write_error_half_way_keeps_the_old_file() {
        let dir = test_dir("atomic-error");
        let target = dir.join("save.pdn");
        write_atomic(&target, b"old and valid").expect("write");
        let err = write_atomic_with(&target, |f| {
            f.write_all(b"new but trunc")?;
            Err(io::Error::other("disk full"))
        })
        .expect_err("the fill failed");
        assert_eq!(err.to_string(), "disk full");
        assert_eq!(fs::read(&target).expect("read"), b"old and valid");
        assert_eq!(entries(&dir), ["save.pdn"], "the temporary file is removed");
        fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn a_crash_before_the_rename_keeps_the_old_file() {
        let dir = test_dir("atomic-crash");
        let target = dir.join("autosave-othello.txt");
        write_atomic(&target, b"f5d6\n").expect("write");
        // What a crash between the write and the rename leaves behind.
        let stray = dir.join(".autosave-othello.txt.999999-0.tmp");
        fs::write(&stray, b"f5d6c3d").expect("stray");
        assert_eq!(fs::read(&target).expect("read"), b"f5d6\n");
        // The next save works and ignores the stray file.
        write_atomic(&target, b"f5d6c3\n").expect("write");
        assert_eq!(fs::read(&target).expect("read"), b"f5d6c3\n");
        assert_eq!(fs::read(&stray).expect("stray"), b"f5d6c3d");
        fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn a_missing_directory_is_an_error_and_writes_nothing() {
        let dir = test_dir("atomic-missing");
        let target = dir.join("nope").join("file.txt");
        assert!(write_atomic(&target, b"x").is_err());
        assert!(!target.exists());
        assert!(write_atomic(Path::new("/"), b"x").is_err());
        fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn a_directory_flush_failure_after_the_rename_is_a_saved_file() {
        let dir = test_dir("atomic-dir-sync");
        let target = dir.join("settings.cfg");
        write_atomic(&target, b"old").expect("write");
        let result = write_atomic_synced(
            &target,
            |f| f.write_all(b"new"),
            |_| Err(io::Error::other("EINVAL: no fsync on this folder")),
        );
        assert!(result.is_ok(), "the rename happened: saved ({result:?})");
        assert_eq!(fs::read(&target).expect("read"), b"new");
        assert_eq!(entries(&dir), ["settings.cfg"], "no temporary file left");
        fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn temp_names() {
        for name in [
            ".save.pdn.12-0.tmp",
            ".autosave-othello.othello.4242-17.tmp",
            ".x.1-2.tmp",
        ] {
            assert!(is_temp_name(name), "{name}");
        }
        for name in [
            "save.pdn.12-0.tmp",
            "..12-0.tmp",
            ".save.pdn.12-0",
            ".save.pdn.12.tmp",
            ".save.pdn.-0.tmp",
            ".save.pdn.a-0.tmp",
            ".save.pdn.12-.tmp",
            ".save.pdn.12-0.tmp.bak",
            "notes.tmp",
            ".hidden",
        ] {
            assert!(!is_temp_name(name), "{name}");
        }
    }

    #[test]
    fn old_strays_are_cleaned_on_the_next_write_and_nothing_else() {
        let dir = test_dir("atomic-strays");
        let target = dir.join("save.pdn");
        let two_hours_ago = SystemTime::now() - Duration::from_secs(7200);
        let age = |path: &Path| {
            File::options()
                .write(true)
                .open(path)
                .and_then(|f| f.set_modified(two_hours_ago))
                .expect("set mtime");
        };
        let old_stray = dir.join(".save.pdn.999999-0.tmp");
        let old_other_stray = dir.join(".autosave-gounki.gounki.5-3.tmp");
        let fresh_stray = dir.join(".save.pdn.999998-0.tmp");
        let old_look_alikes = [
            dir.join("notes.tmp"),
            dir.join(".save.pdn.tmp"),
            dir.join(".save.pdn.12-x.tmp"),
            dir.join("save.pdn.1-1.tmp"),
        ];
        for path in [&old_stray, &old_other_stray, &fresh_stray]
            .into_iter()
            .chain(&old_look_alikes)
        {
            fs::write(path, b"half").expect("write");
        }
        for path in [&old_stray, &old_other_stray]
            .into_iter()
            .chain(&old_look_alikes)
        {
            age(path);
        }
        // An old folder with a temporary file's name is left alone too.
        let folder = dir.join(".save.pdn.7-7.tmp");
        fs::create_dir(&folder).expect("mkdir");
        write_atomic(&target, b"[Result \"*\"]\n").expect("write");
        assert!(
            !old_stray.exists() && !old_other_stray.exists(),
            "old strays removed"
        );
        assert!(
            fresh_stray.exists(),
            "a fresh one may be a write in progress"
        );
        for path in &old_look_alikes {
            assert!(path.exists(), "{} is not ours", path.display());
        }
        assert!(folder.is_dir());
        assert_eq!(clean_stray_temps(&dir, STRAY_AGE).expect("clean"), 0);
        assert_eq!(clean_stray_temps(&dir, Duration::ZERO).expect("clean"), 1);
        assert!(!fresh_stray.exists());
        fs::remove_dir_all(dir).expect("cleanup");
    }

    #[cfg(unix)]
    #[test]
    fn permissions_are_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = test_dir("atomic-perm");
        let target = dir.join("settings.cfg");
        fs::write(&target, b"a").expect("write");
        fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).expect("chmod");
        write_atomic(&target, b"b").expect("write");
        let mode = fs::metadata(&target).expect("meta").permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        fs::remove_dir_all(dir).expect("cleanup");
    }
}
