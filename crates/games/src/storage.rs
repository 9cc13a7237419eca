//! Where the game keeps its files, and writing them so that nothing is lost.

use std::io::Write;
use std::path::{Path, PathBuf};
use tactigon_rules::{BUILTIN, Board, BoardError};

/// Writes `contents` to `path` atomically: a temporary file beside it, flushed to disk, then
/// renamed over the old file, so a failed write leaves the old file as it was. A symbolic link
/// is written through (the file it points to is replaced, the link kept), the old file's
/// permissions are kept, and anything but a regular file (a device, a pipe, a folder) is
/// refused rather than replaced.
pub fn write_atomic(path: &Path, contents: &str) -> std::io::Result<()> {
    write_atomic_bytes(path, contents.as_bytes())
}

/// [`write_atomic`] for bytes that are not text, such as a picture.
pub fn write_atomic_bytes(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let target = final_target(path)?;
    let old = existing_file(&target)?;
    let dir = folder_of(&target);
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(".{}.{}.tmp", file_name(&target), std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        if let Some(old) = &old {
            keep_owner_and_mode(&file, old)?;
        }
        file.write_all(contents)?;
        file.sync_all()?;
        std::fs::rename(&tmp, &target)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Whether [`write_atomic`] may write at `path`: nothing there, or a regular file (through
/// any links); a folder, a pipe or a device is an error saying so, before anything is asked.
pub fn replaceable(path: &Path) -> std::io::Result<()> {
    existing_file(&final_target(path)?).map(|_| ())
}

/// Gives a new file the permissions of the file it replaces, and its owner and group where
/// this process may (as when root writes a player's file).
fn keep_owner_and_mode(file: &std::fs::File, old: &std::fs::Metadata) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let _ = std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid()));
    }
    file.set_permissions(old.permissions())
}

/// The file a path names once symbolic links are followed (a link to nowhere names the file it
/// would point to); a loop of links is an error.
fn final_target(path: &Path) -> std::io::Result<PathBuf> {
    let mut target = path.to_path_buf();
    // As many links as Linux follows before it gives up with ELOOP.
    for _ in 0..40 {
        match std::fs::symlink_metadata(&target) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = std::fs::read_link(&target)?;
                target = if link.is_absolute() { link } else { folder_of(&target).join(link) };
            }
            _ => return Ok(target),
        }
    }
    Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "too many levels of symbolic links"))
}

/// The regular file at `target` (`None` if there is none); anything else there is an error,
/// as a file written there would replace it.
fn existing_file(target: &Path) -> std::io::Result<Option<std::fs::Metadata>> {
    match std::fs::metadata(target) {
        Ok(m) if m.is_file() => Ok(Some(m)),
        Ok(m) if m.is_dir() => Err(std::io::Error::new(std::io::ErrorKind::IsADirectory, "it is a folder")),
        Ok(_) => Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "it is not a regular file (a device or a pipe), and is left alone",
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// The last part of a path, as text.
fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// The temporary files [`write_atomic`] (and [`check_writable`]) left in `dir` when a program
/// was killed while writing: `.NAME.PID.tmp` of a process that is no longer running, each with
/// the NAME of the file it was to become.
pub fn stray_temps(dir: &Path) -> Vec<(PathBuf, String)> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<(PathBuf, String)> = entries
        .flatten()
        .filter_map(|e| {
            let file = e.file_name().into_string().ok()?;
            let (name, pid) = file.strip_prefix('.')?.strip_suffix(".tmp")?.rsplit_once('.')?;
            let pid: u32 = pid.parse().ok().filter(|_| pid.bytes().all(|b| b.is_ascii_digit()))?;
            (!name.is_empty() && !running(pid) && e.file_type().ok()?.is_file()).then(|| (e.path(), name.to_string()))
        })
        .collect();
    out.sort();
    out
}

/// Removes the stray temporary files of `path` (see [`stray_temps`]), which are beside the
/// file a symbolic link points to; returns how many.
pub fn remove_stray_temps(path: &Path) -> usize {
    let target = final_target(path).unwrap_or_else(|_| path.to_path_buf());
    let name = file_name(&target);
    stray_temps(folder_of(&target)).into_iter().filter(|(p, n)| *n == name && std::fs::remove_file(p).is_ok()).count()
}

/// Whether process `pid` is running (this one always is). Where `/proc` does not tell, no other
/// process counts as running: a write takes a moment, a stray file stays for ever.
fn running(pid: u32) -> bool {
    pid == std::process::id() || Path::new(&format!("/proc/{pid}")).exists()
}

/// The folder a file path is in (`.` for a bare file name).
fn folder_of(path: &Path) -> &Path {
    path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."))
}

/// Checks, before a long job, that [`write_atomic`] will be able to write `path` later into a
/// folder that exists already: a temporary file is created beside it and removed again; the
/// file itself is not touched.
pub fn check_writable(path: &Path) -> std::io::Result<()> {
    use std::io::{Error, ErrorKind};
    let target = final_target(path)?;
    existing_file(&target)?;
    let dir = folder_of(&target);
    if !dir.is_dir() {
        return Err(Error::new(
            ErrorKind::NotFound,
            format!("there is no folder {}", tactigon_core::escape::path(dir)),
        ));
    }
    let probe = dir.join(format!(".tactigon-probe.{}.tmp", std::process::id()));
    std::fs::File::create(&probe)?;
    std::fs::remove_file(&probe)
}

/// The directory for saved games: `$TACTIGON_DATA` if set, else the platform data directory.
pub fn data_dir() -> Option<PathBuf> {
    place("TACTIGON_DATA", |d| d.data_dir().to_path_buf())
}

/// The settings file: `$TACTIGON_CONFIG` if set, else `settings.toml` in the platform config
/// directory.
pub fn config_path() -> Option<PathBuf> {
    place("TACTIGON_CONFIG", |d| d.config_dir().join("settings.toml"))
}

/// `$var` if it is set and not empty, else what `pick` chooses among the platform directories.
fn place(var: &str, pick: impl FnOnce(&directories::ProjectDirs) -> PathBuf) -> Option<PathBuf> {
    match std::env::var_os(var).filter(|p| !p.is_empty()) {
        Some(p) => Some(PathBuf::from(p)),
        None => directories::ProjectDirs::from("", "", "tactigon").map(|d| pick(&d)),
    }
}

/// A board named on the command line, in a setting or in a record that could not be had.
#[derive(Debug)]
pub enum BoardLoadError {
    /// Neither a built-in board's name nor a file that could be read.
    Unreadable {
        /// The name or path given.
        name: String,
        /// Why the file could not be read.
        error: std::io::Error,
    },
    /// The file was read but is not a valid board.
    Invalid {
        /// The path given.
        path: String,
        /// What is wrong, with line and column.
        error: BoardError,
    },
}

impl std::fmt::Display for BoardLoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BoardLoadError::Unreadable { name, error } => {
                let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
                write!(
                    f,
                    "board: '{}' is neither a board name ({}) nor a readable file: {error}",
                    tactigon_core::escape::Escaped(name),
                    names.join(", ")
                )
            }
            BoardLoadError::Invalid { path, error } => write!(f, "{path}: {error}"),
        }
    }
}

impl std::error::Error for BoardLoadError {}

/// The longest board file read, in bytes: far more than the largest board takes.
pub const MAX_BOARD_FILE: u64 = 1 << 20;

/// The longest record file read, in bytes: a 200,000-ply game takes about 2 MB, and a file
/// holds many games.
pub const MAX_RECORD_FILE: u64 = 64 << 20;

/// The longest settings file read, in bytes: far more than every setting takes.
pub const MAX_SETTINGS_FILE: u64 = 1 << 20;

/// The text of the file at `path`, read no further than `limit` bytes, so that `/dev/zero` or
/// a huge file named as `what` (`a board file`) is refused instead of filling the memory.
/// Anything but a regular file is refused (see [`open_regular`]).
pub fn read_capped(path: &Path, limit: u64, what: &str) -> std::io::Result<String> {
    use std::io::Read;
    let mut text = String::new();
    open_regular(path)?.take(limit + 1).read_to_string(&mut text)?;
    if text.len() as u64 > limit {
        return Err(std::io::Error::new(
            std::io::ErrorKind::FileTooLarge,
            format!("longer than {what} can be ({limit} bytes)"),
        ));
    }
    Ok(text)
}

/// The lock file in a data folder: see [`lock_folder`].
pub const LOCK_FILE: &str = "lock";

/// A data folder held by this copy of the program until it is dropped; the system lets go
/// of it when the program ends, however it ends (even by `kill -9`).
#[derive(Debug)]
pub struct FolderLock {
    _file: std::fs::File,
}

/// Claims the data folder `dir` (made if need be) for this copy of the program, or
/// `Ok(None)` when another copy holds it: two copies writing one autosave lose a game.
/// The lock is `flock` on the folder's [`LOCK_FILE`], which stays there empty.
pub fn lock_folder(dir: &Path) -> std::io::Result<Option<FolderLock>> {
    std::fs::create_dir_all(dir)?;
    let file =
        std::fs::OpenOptions::new().read(true).write(true).create(true).truncate(false).open(dir.join(LOCK_FILE))?;
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        // SAFETY: flock on a descriptor this function owns; it changes no memory.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            let error = std::io::Error::last_os_error();
            return if error.kind() == std::io::ErrorKind::WouldBlock { Ok(None) } else { Err(error) };
        }
    }
    Ok(Some(FolderLock { _file: file }))
}

/// The longest small file read (the progress of lessons and puzzles, a puzzle file, the
/// server's host key and access list), in bytes.
pub const MAX_SMALL_FILE: u64 = 4 << 20;

/// Opens the file at `path` for reading if it is a regular file, and refuses anything else
/// with an error saying what it is: reading a named pipe waits for a writer for ever, and a
/// device may never end. The file is opened without blocking, so that even opening a pipe
/// (which waits for a writer) returns at once, and then examined, so that what was checked
/// is what is read.
pub fn open_regular(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let file = options.open(path)?;
    let kind = file.metadata()?.file_type();
    if kind.is_file() {
        return Ok(file);
    }
    let (error, what) = if kind.is_dir() {
        (std::io::ErrorKind::IsADirectory, "a folder")
    } else {
        (std::io::ErrorKind::InvalidInput, non_file_kind(kind))
    };
    Err(std::io::Error::new(error, format!("it is {what}, not a regular file, and is not read")))
}

/// What a file that is neither a regular file nor a folder is, in words.
fn non_file_kind(kind: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a named pipe";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    let _ = kind;
    "a device"
}

/// A built-in board by name, or else the board file at that path.
pub fn resolve_board(name_or_path: &str) -> Result<&'static Board, BoardLoadError> {
    if let Some(b) = Board::builtin(name_or_path) {
        return Ok(b);
    }
    let unreadable = |error| BoardLoadError::Unreadable { name: name_or_path.to_string(), error };
    let text = read_capped(Path::new(name_or_path), MAX_BOARD_FILE, "a board file").map_err(unreadable)?;
    let board: Board =
        text.parse().map_err(|error| BoardLoadError::Invalid { path: name_or_path.to_string(), error })?;
    Ok(Board::intern(board))
}

/// Today's date in UTC as `YYYY-MM-DD`, from the system clock.
pub fn today() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    tactigon_core::record::civil_date(secs)
}
