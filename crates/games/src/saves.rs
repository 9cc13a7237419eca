//! Saved games on disk: the autosave, the saves folder, file names, and turning a record back
//! into a game with its setup and controllers. Formats and atomic writes come from
//! [`tactigon_core::record`] and [`crate::storage`]; no terminal here.

mod kept;
mod names;

pub use kept::{RenameError, UNFINISHED, keep_autosave, move_new, rename_file, unfinished_dir};
pub use names::{MAX_NAME, MAX_NAME_BYTES, NameError, fresh_name, game_word, resolve_name};

use crate::games::AnyRecord;
use crate::games::Registered;
use crate::setup::Player;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;
use tactigon_core::record::{Notation, Record, RecordError, parse_records_of};
use tactigon_core::{GameRules, History};
use tactigon_rules::Tactigon;

/// The file an unfinished game is kept in between runs, inside the data directory.
pub const AUTOSAVE: &str = "autosave.tgn";
/// The folder of saved games inside the data directory.
pub const SAVES: &str = "saves";
/// The extension given to saved games.
pub const EXTENSION: &str = "tgn";

/// Where the autosave lives.
pub fn autosave_path(data_dir: &Path) -> PathBuf {
    data_dir.join(AUTOSAVE)
}

/// The folder of saved games.
pub fn saves_dir(data_dir: &Path) -> PathBuf {
    data_dir.join(SAVES)
}

/// Why a record file of game `G` did not read, without naming the file.
#[derive(Clone, Debug)]
pub enum ReadFailure<G: Notation> {
    /// The file could not be read.
    Io(Arc<std::io::Error>),
    /// The text is not a valid record.
    Parse(RecordError<G>),
}

impl<G: Notation> fmt::Display for ReadFailure<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadFailure::Io(e) => write!(f, "cannot read: {e}"),
            ReadFailure::Parse(e) => e.fmt(f),
        }
    }
}

/// A record file of game `G` that did not read.
#[derive(Clone, Debug)]
pub struct ReadError<G: Notation> {
    /// The file.
    pub path: PathBuf,
    /// What went wrong.
    pub failure: ReadFailure<G>,
}

impl<G: Notation> fmt::Display for ReadError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.failure {
            ReadFailure::Io(e) => write!(f, "cannot read {}: {e}", tactigon_core::escape::path(&self.path)),
            ReadFailure::Parse(e) => write!(f, "{}: {e}", tactigon_core::escape::path(&self.path)),
        }
    }
}

impl<G: Notation> std::error::Error for ReadError<G> {}

/// Why game N of a record file cannot be had.
#[derive(Clone, Debug)]
pub enum ReadGameError<G: Notation> {
    /// The file did not read.
    Read(ReadError<G>),
    /// The file holds fewer games than the number asked for.
    NoSuchGame {
        /// The file.
        path: PathBuf,
        /// How many games it holds.
        count: usize,
        /// The game asked for (1-based).
        number: usize,
    },
}

impl<G: Notation> fmt::Display for ReadGameError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadGameError::Read(e) => e.fmt(f),
            ReadGameError::NoSuchGame { path, count, number } => {
                let games = if *count == 1 { "1 game".to_string() } else { format!("{count} games") };
                write!(f, "{} holds {games}: there is no game {number}", tactigon_core::escape::path(path))
            }
        }
    }
}

impl<G: Notation> std::error::Error for ReadGameError<G> {}

/// The text of a record file, read no further than a record file can be long.
pub fn read_record_file(path: &Path) -> std::io::Result<String> {
    crate::storage::read_capped(path, crate::storage::MAX_RECORD_FILE, "a record file")
}

fn read_text<G: Notation>(path: &Path) -> Result<Vec<Record<G>>, ReadFailure<G>> {
    let text = read_record_file(path).map_err(|e| ReadFailure::Io(Arc::new(e)))?;
    parse_records_of(&text).map_err(ReadFailure::Parse)
}

/// Reads every game of a record file.
pub fn read_file(path: &Path) -> Result<Vec<Record<Tactigon>>, ReadError<Tactigon>> {
    read_all_of(path)
}

/// Reads every game of a record file of game `G`.
pub fn read_all_of<G: Notation>(path: &Path) -> Result<Vec<Record<G>>, ReadError<G>> {
    read_text(path).map_err(|failure| ReadError { path: path.to_path_buf(), failure })
}

/// Game `number` (1-based, default 1) of a Tactigon record file.
pub fn read_game(path: &Path, number: Option<usize>) -> Result<Record<Tactigon>, ReadGameError<Tactigon>> {
    read_game_of(path, number)
}

/// Game `number` (1-based, default 1) of a record file of game `G`.
pub fn read_game_of<G: Notation>(path: &Path, number: Option<usize>) -> Result<Record<G>, ReadGameError<G>> {
    let mut games =
        read_text::<G>(path).map_err(|failure| ReadGameError::Read(ReadError { path: path.to_path_buf(), failure }))?;
    let n = number.unwrap_or(1);
    if n == 0 || n > games.len() {
        return Err(ReadGameError::NoSuchGame { path: path.to_path_buf(), count: games.len(), number: n });
    }
    Ok(games.swap_remove(n - 1))
}

/// A record file of any game that did not read.
#[derive(Clone, Debug)]
pub struct AnyReadError {
    /// The file.
    pub path: PathBuf,
    /// What went wrong, as the game's reader said it (without the file's name).
    pub failure: String,
    /// Whether the file is simply not there (or its folder is not).
    pub missing: bool,
}

impl fmt::Display for AnyReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.failure.fmt(f)
    }
}

impl std::error::Error for AnyReadError {}

/// Every game of a record file, read as the game its first `Game` tag names (Tactigon when
/// there is none).
pub fn read_any_file(path: &Path) -> Result<Vec<AnyRecord>, AnyReadError> {
    fn of<G: Registered>(path: &Path) -> Result<Vec<AnyRecord>, AnyReadError> {
        read_text::<G>(path).map(|rs| rs.into_iter().map(G::wrap_record).collect()).map_err(|failure| {
            let missing = matches!(&failure, ReadFailure::Io(e)
                if matches!(e.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory));
            AnyReadError { failure: failure.to_string(), path: path.to_path_buf(), missing }
        })
    }
    let kind = read_record_file(path).ok().and_then(|t| crate::games::game_of(&t).ok()).unwrap_or_default();
    with_game!(kind, G => of::<G>(path))
}

/// Every game of a record's `text` (as a database keeps it), read as the game its first
/// `Game` tag names (Tactigon when there is none); what the game's reader said if it does not read.
pub fn parse_any(text: &str) -> Result<Vec<AnyRecord>, String> {
    fn of<G: Registered>(text: &str) -> Result<Vec<AnyRecord>, String> {
        parse_records_of::<G>(text).map(|rs| rs.into_iter().map(G::wrap_record).collect()).map_err(|e| e.to_string())
    }
    let kind = crate::games::game_of(text).unwrap_or_default();
    with_game!(kind, G => of::<G>(text))
}

/// The autosaved game, of either game: `None` when there is no file or its game is finished,
/// an error when the file is there but does not read (so that it is reported and kept, never
/// silently replaced).
pub fn read_autosave(data_dir: &Path) -> Result<Option<AnyRecord>, AnyReadError> {
    match read_any_file(&autosave_path(data_dir)) {
        Ok(games) => Ok(games.into_iter().next().filter(|r| !r.is_over())),
        // No file, or no data folder (a file stands where it should be): nothing to resume.
        Err(e) if e.missing => Ok(None),
        Err(e) => Err(e),
    }
}

/// What tidying the data folder at start-up did (see [`tidy`]).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Tidied {
    /// The moves of the newer autosave recovered from a temporary file, if one was.
    pub recovered: Option<usize>,
    /// How many stray temporary files were removed.
    pub removed: usize,
}

/// Cleans up after a program killed while writing: the temporary files it left in the data
/// and saves folders are removed, but first the newest one holding a complete, valid record of
/// the autosaved game further on (same start, its moves and more, unfinished) replaces the
/// autosave. An autosave that does not read is left alone.
pub fn tidy(data_dir: &Path) -> Tidied {
    let autosave = autosave_path(data_dir);
    // With no autosave at all, a complete temporary one is the first autosave of a game,
    // cut off before its rename; an autosave that exists but does not read is never replaced
    // (it is set aside and reported elsewhere).
    let missing = std::fs::symlink_metadata(&autosave).is_err();
    let current = read_any_file(&autosave).ok().and_then(|mut games| (games.len() == 1).then(|| games.remove(0)));
    let temps = crate::storage::stray_temps(data_dir);
    let further = |path: &Path| -> Option<usize> {
        let [record] = <[AnyRecord; 1]>::try_from(read_any_file(path).ok()?).ok()?;
        if missing { record.continues(None) } else { record.continues(Some(current.as_ref()?)) }
    };
    let best = temps
        .iter()
        .filter(|(_, name)| name == AUTOSAVE)
        .filter_map(|(path, _)| further(path).map(|n| (n, path)))
        .max_by_key(|(n, _)| *n);
    let mut out = Tidied::default();
    if let Some((n, path)) = best
        && std::fs::rename(path, &autosave).is_ok()
    {
        out.recovered = Some(n);
    }
    for (path, _) in temps.iter().chain(&crate::storage::stray_temps(&saves_dir(data_dir))) {
        if std::fs::remove_file(path).is_ok() {
            out.removed += 1;
        }
    }
    out
}

/// A free name beside the autosave to move an unreadable autosave to:
/// `autosave-unreadable-1.tgn`, then `-2`, ….
pub fn set_aside_path(data_dir: &Path) -> PathBuf {
    (1..)
        .map(|i| data_dir.join(format!("autosave-unreadable-{i}.{EXTENSION}")))
        .find(|p| !p.exists())
        .expect("some number is free")
}

/// A side's controller as a record names it, for display: a known player's label (`Expert 3`),
/// else the tag as written, or `unknown` when there is none.
pub fn player_name(tag: &str) -> String {
    // An engine's tag is named without listing the engine: a record read starts no program.
    if let Some(Ok(command)) = crate::engines::engine_command(tag) {
        return format!("Engine {command}");
    }
    match tag.parse::<Player>() {
        Ok(p) => p.label(),
        Err(_) if tag.trim().is_empty() => "unknown".into(),
        Err(_) => tag.to_string(),
    }
}

/// The record's game cut after `plies` moves, with nothing to redo; an ending off the board
/// (a resignation, an agreed draw, an abort) stays when every move does.
pub fn game_until<G: GameRules>(game: &History<G>, plies: usize) -> History<G> {
    let mut out = History::new(*game.start(), game.draw_rules());
    for &m in &game.moves()[..plies.min(game.moves().len())] {
        out.play(m).expect("a move of a game that was read is legal");
    }
    if let Some((loser, how)) = game.forfeited()
        && plies >= game.moves().len()
    {
        out.forfeit(loser, how).expect("the game was going on when it was lost off the board");
    }
    if let Some(how) = game.agreed()
        && plies >= game.moves().len()
    {
        out.agree(how).expect("the game was going on when the players ended it");
    }
    out
}

/// A record of a game on screen, its controllers (first player's first) in the player tags.
pub fn record_of<G: Notation>(game: &History<G>, [first, second]: [Player; 2]) -> Record<G> {
    let event = if first.is_human() || second.is_human() { "Casual game" } else { "Bot game" };
    Record::new(game.clone(), event, &first.to_string(), &second.to_string()).dated(&crate::storage::today())
}

/// One game in the saves folder, of either game, or a file that could not be read.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    /// The file.
    pub path: PathBuf,
    /// Which game of the file (1-based) when it holds several; 0 when it holds one.
    pub number: usize,
    /// The game, or why the file could not be read.
    pub record: Result<AnyRecord, AnyReadError>,
    /// Whether it is an unfinished game kept from the autosave (in the unfinished folder).
    pub kept: bool,
}

impl SaveEntry {
    /// The file name, with `#N` for one game of several.
    pub fn name(&self) -> String {
        let file = self.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let file = tactigon_core::escape::escape(&file);
        let file = if self.kept { format!("{UNFINISHED}/{file}") } else { file };
        if self.number == 0 { file } else { format!("{file} #{}", self.number) }
    }
}

/// Every game in the saves folder `dir` and in the folder of kept unfinished games `kept`
/// (if any), files newest first by modification time (then by name); files that do not read
/// are listed with their error. A missing folder lists nothing.
pub fn list_saves(dir: &Path, kept: Option<&Path>) -> Vec<SaveEntry> {
    let tgn = |folder: &Path, is_kept: bool| -> Vec<(SystemTime, PathBuf, bool)> {
        let Ok(read) = std::fs::read_dir(folder) else { return Vec::new() };
        read.flatten()
            .map(|e| e.path())
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == EXTENSION))
            .map(|p| (std::fs::metadata(&p).and_then(|m| m.modified()).unwrap_or(SystemTime::UNIX_EPOCH), p, is_kept))
            .collect()
    };
    let mut files = tgn(dir, false);
    files.extend(kept.map_or_else(Vec::new, |k| tgn(k, true)));
    files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let mut out = Vec::new();
    for (_, path, kept) in files {
        match read_any_file(&path) {
            Ok(records) => {
                let several = records.len() > 1;
                for (i, r) in records.into_iter().enumerate() {
                    let number = if several { i + 1 } else { 0 };
                    out.push(SaveEntry { path: path.clone(), number, record: Ok(r), kept });
                }
            }
            Err(e) => out.push(SaveEntry { path, number: 0, record: Err(e), kept }),
        }
    }
    out
}
