//! Where the game keeps its files, and writing them so that nothing is lost.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `contents` to `path` atomically: a temporary file beside it, flushed to disk, then
/// renamed over the old file, so a failed write leaves the old file as it was.
pub fn write_atomic(path: &Path, contents: &str) -> std::io::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(contents.as_bytes())?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// The directory for saved games: `$TACTIGON_DATA` if set, else the platform data directory.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("TACTIGON_DATA") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "tactigon").map(|d| d.data_dir().to_path_buf())
}
