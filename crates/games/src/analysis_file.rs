//! A game's analysis written back into the record file it came from, as comments
//! ([`tactigon_core::record`]); the file's other games are written back as they read.

use crate::games::AnyRecord;
use crate::saves::{ReadGameError, read_all_of};
use crate::storage::write_atomic;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tactigon_core::analysis::Analysis;
use tactigon_core::record::{Notation, Record, write_all};

/// A game in a record file: the file, and which of its games (1-based, default 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordFile {
    /// The record file.
    pub path: PathBuf,
    /// Which game of it, counting from 1 (`None`: the first).
    pub number: Option<usize>,
}

/// How long the expert searches each position when nothing else is said.
pub const DEFAULT_THINK: Duration = Duration::from_millis(300);

/// Why an analysis could not be written into its record file.
#[derive(Debug)]
pub enum WriteAnalysisError<G: Notation> {
    /// The file, or its game, no longer reads.
    Read(ReadGameError<G>),
    /// The file's game is not the one analysed (the file changed meanwhile).
    Changed(PathBuf),
    /// A new file was asked for and one of that name exists.
    Exists(PathBuf),
    /// Writing failed.
    Write(PathBuf, std::io::Error),
}

impl<G: Notation> fmt::Display for WriteAnalysisError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteAnalysisError::Read(e) => e.fmt(f),
            WriteAnalysisError::Changed(p) => {
                write!(f, "{}: the game there is no longer the one analysed", tactigon_core::escape::path(p))
            }
            WriteAnalysisError::Exists(p) => {
                write!(f, "{} exists: the analysis was not saved over it", tactigon_core::escape::path(p))
            }
            WriteAnalysisError::Write(p, e) => write!(f, "cannot write {}: {e}", tactigon_core::escape::path(p)),
        }
    }
}

impl<G: Notation> std::error::Error for WriteAnalysisError<G> {}

/// Stores `analysis` of `game` in game `number` (1-based, default 1) of the record file at
/// `path`, replacing any analysis there (`None` removes it); the file is written atomically.
pub fn write_analysis<G: Notation>(
    path: &Path,
    number: Option<usize>,
    game: &tactigon_core::History<G>,
    analysis: Option<Analysis<G>>,
) -> Result<(), WriteAnalysisError<G>> {
    let mut records = read_all_of::<G>(path).map_err(|e| WriteAnalysisError::Read(ReadGameError::Read(e)))?;
    let count = records.len();
    let n = number.unwrap_or(1);
    let Some(record) = n.checked_sub(1).and_then(|i| records.get_mut(i)) else {
        return Err(WriteAnalysisError::Read(ReadGameError::NoSuchGame { path: path.to_path_buf(), count, number: n }));
    };
    if record.game != *game {
        return Err(WriteAnalysisError::Changed(path.to_path_buf()));
    }
    record.analysis = analysis;
    write_atomic(path, &write_all(&records)).map_err(|e| WriteAnalysisError::Write(path.to_path_buf(), e))
}

/// Saves `record` with its analysis: into game `number` of the file at `path` when `merge`
/// ([`write_analysis`]), else as a new file there (never over an existing one).
pub fn save_record<G: Notation>(
    path: &Path,
    number: Option<usize>,
    record: &Record<G>,
    merge: bool,
) -> Result<(), WriteAnalysisError<G>> {
    if merge {
        return write_analysis(path, number, &record.game, record.analysis.clone());
    }
    if path.exists() {
        return Err(WriteAnalysisError::Exists(path.to_path_buf()));
    }
    write_atomic(path, &record.to_string()).map_err(|e| WriteAnalysisError::Write(path.to_path_buf(), e))
}

/// Why saving an analysis from the replay viewer failed, for any game: that game's
/// [`WriteAnalysisError`].
#[derive(Debug)]
pub struct SaveAnalysisError(Box<dyn std::error::Error + Send + Sync>);

impl<G: Notation> From<WriteAnalysisError<G>> for SaveAnalysisError
where
    WriteAnalysisError<G>: std::error::Error + Send + Sync + 'static,
{
    fn from(e: WriteAnalysisError<G>) -> SaveAnalysisError {
        SaveAnalysisError(Box::new(e))
    }
}

impl fmt::Display for SaveAnalysisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for SaveAnalysisError {}

/// [`save_record`] for a record of any game.
pub fn save_any(path: &Path, number: Option<usize>, record: &AnyRecord, merge: bool) -> Result<(), SaveAnalysisError> {
    match_game!(record, AnyRecord(r) => Ok(save_record(path, number, r, merge)?))
}
