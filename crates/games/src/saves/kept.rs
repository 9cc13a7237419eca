//! Unfinished games kept: before a new game is autosaved over an unfinished one, the
//! unfinished game is moved into the `unfinished` folder of the data folder, so that a new
//! game never replaces one. The Load list shows them beside the saves, and opening one takes
//! it out again (it becomes the autosave). Also renaming and deleting a listed file, never
//! replacing a file there.

use super::{AUTOSAVE, EXTENSION, NameError, autosave_path, fresh_name, read_autosave, resolve_name};
use crate::setup::Player;
use std::fmt;
use std::path::{Path, PathBuf};

/// The folder of kept unfinished games inside the data directory.
pub const UNFINISHED: &str = "unfinished";

/// The folder of kept unfinished games.
pub fn unfinished_dir(data_dir: &Path) -> PathBuf {
    data_dir.join(UNFINISHED)
}

/// Moves the autosave into the unfinished folder under a free name (as a save's:
/// `2026-11-22-human-vs-expert3.tgn`) when it holds an unfinished game that reads; returns
/// where it went, `None` when there was nothing to keep. An autosave that does not read is
/// left to be set aside as before.
pub fn keep_autosave(data_dir: &Path) -> std::io::Result<Option<PathBuf>> {
    let Ok(Some(record)) = read_autosave(data_dir) else { return Ok(None) };
    let dir = unfinished_dir(data_dir);
    std::fs::create_dir_all(&dir)?;
    let [red, green] = record.players().clone().map(|tag| tag.parse::<Player>().unwrap_or(Player::Human));
    let date = if record.date().trim().is_empty() { "undated" } else { record.date() };
    let name = fresh_name(&dir, &date.replace(['/', '\\', '.'], "-"), record.kind(), red, green);
    let to = dir.join(format!("{name}.{EXTENSION}"));
    move_new(&autosave_path(data_dir), &to)?;
    Ok(Some(to))
}

/// Moves `from` to `to`, which must not exist: a file there is never replaced (a hard link
/// refuses an existing name; where links are not supported, the name is checked first).
pub fn move_new(from: &Path, to: &Path) -> std::io::Result<()> {
    match std::fs::hard_link(from, to) {
        Ok(()) => std::fs::remove_file(from),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(e),
        Err(_) if std::fs::symlink_metadata(to).is_ok() => {
            Err(std::io::Error::new(std::io::ErrorKind::AlreadyExists, "a file by that name exists"))
        }
        Err(_) => std::fs::rename(from, to),
    }
}

/// Why a listed file could not be renamed.
#[derive(Debug)]
pub enum RenameError {
    /// The new name is not a save name.
    Name(NameError),
    /// A file by the new name exists: it is never replaced.
    Exists(PathBuf),
    /// The file system refused.
    Io(PathBuf, std::io::Error),
}

impl fmt::Display for RenameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenameError::Name(e) => e.fmt(f),
            RenameError::Exists(p) => {
                write!(f, "{} exists already: choose another name", tactigon_core::escape::path(p))
            }
            RenameError::Io(p, e) => write!(f, "cannot rename {}: {e}", tactigon_core::escape::path(p)),
        }
    }
}

impl std::error::Error for RenameError {}

/// The file `path` renamed to the name `typed` (as at the save prompt) in its own folder;
/// the new path. A file by that name is never replaced, and the autosave is not a name.
pub fn rename_file(path: &Path, typed: &str) -> Result<PathBuf, RenameError> {
    let to = resolve_name(typed, path.parent()).map_err(RenameError::Name)?;
    if to == path {
        return Ok(to);
    }
    if to.file_name().is_some_and(|n| n == AUTOSAVE) || std::fs::symlink_metadata(&to).is_ok() {
        return Err(RenameError::Exists(to));
    }
    match move_new(path, &to) {
        Ok(()) => Ok(to),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(RenameError::Exists(to)),
        Err(e) => Err(RenameError::Io(path.to_path_buf(), e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tactigon-kept-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn an_unfinished_autosave_is_moved_into_the_unfinished_folder_under_a_save_name() {
        let dir = scratch("keep");
        let text =
            "[Event \"Casual game\"]\n[Date \"2026-11-22\"]\n[Red \"human\"]\n[Green \"random\"]\n\n1. b1-b2 *\n";
        std::fs::write(dir.join(AUTOSAVE), text).unwrap();
        let to = keep_autosave(&dir).unwrap().expect("kept");
        assert_eq!(to, dir.join("unfinished").join("2026-11-22-human-vs-random.tgn"));
        assert_eq!(std::fs::read_to_string(&to).unwrap(), text, "moved as it was");
        assert!(!dir.join(AUTOSAVE).exists());
        // Nothing left to keep the second time.
        assert_eq!(keep_autosave(&dir).unwrap(), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn renaming_never_replaces_a_file_and_keeps_the_text() {
        let dir = scratch("rename");
        std::fs::write(dir.join("a.tgn"), "A").unwrap();
        std::fs::write(dir.join("b.tgn"), "B").unwrap();
        assert!(matches!(rename_file(&dir.join("a.tgn"), "b"), Err(RenameError::Exists(_))));
        assert!(matches!(rename_file(&dir.join("a.tgn"), "x/y"), Err(RenameError::Name(_))));
        assert_eq!(rename_file(&dir.join("a.tgn"), "c").unwrap(), dir.join("c.tgn"));
        assert_eq!(std::fs::read_to_string(dir.join("c.tgn")).unwrap(), "A");
        assert_eq!(std::fs::read_to_string(dir.join("b.tgn")).unwrap(), "B");
        assert!(!dir.join("a.tgn").exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
