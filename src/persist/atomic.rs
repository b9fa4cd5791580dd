//! Crash-safe file replacement.
//!
//! [`write_atomic`] writes the new contents to a temporary file in the
//! target's directory (`.<name>.<pid>-<n>.tmp`), flushes it to disk, renames
//! it over the target and flushes the directory entry. A crash at any point
//! leaves either the old file or the new one, never a mix; at worst a stray
//! temporary file stays behind (it is never read, and its name starts with a
//! dot). A symbolic link at the target is replaced by a plain file.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

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
    let tmp = temp_path(path)?;
    let result = write_temp(path, &tmp, fill);
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
        return result;
    }
    if let Err(e) = fs::rename(&tmp, path) {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    sync_dir(path)
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
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        File::open(dir)?.sync_all()
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
