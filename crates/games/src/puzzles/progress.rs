//! The player's puzzle progress, `<data>/puzzles.toml`: the puzzles solved, the current
//! streak of puzzles solved without a wrong move, and the best streak.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};

/// The progress file's name in the data folder.
pub const FILE: &str = "puzzles.toml";

/// What the player has done with the puzzles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Progress {
    /// The ids of the puzzles solved without a wrong move.
    pub solved: BTreeSet<String>,
    /// The ids of the puzzles finished after a wrong move (lichess counts them failed) and
    /// not solved cleanly since.
    #[serde(skip_serializing_if = "BTreeSet::is_empty")]
    pub failed: BTreeSet<String>,
    /// Puzzles solved in a row without a wrong move.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
}

impl Progress {
    /// Counts a puzzle finished: solved when `clean` (no wrong move was tried on the way),
    /// else failed, unless it was solved cleanly before.
    pub fn solved(&mut self, id: &str, clean: bool) {
        if clean {
            self.solved.insert(id.to_string());
            self.failed.remove(id);
        } else if !self.solved.contains(id) {
            self.failed.insert(id.to_string());
        }
        self.streak = if clean { self.streak + 1 } else { 0 };
        self.best_streak = self.best_streak.max(self.streak);
    }

    /// A wrong move: the streak starts again.
    pub fn missed(&mut self) {
        self.streak = 0;
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        toml::to_string_pretty(self).expect("a set of strings and two numbers serialise")
    }

    /// Reads the file's text.
    pub fn from_text(text: &str) -> Result<Progress, toml::de::Error> {
        toml::from_str(text)
    }
}

/// Why the progress file did not read: it is then kept as it is, never written over.
#[derive(Debug)]
pub enum ProgressError {
    /// The file exists but cannot be read.
    Io(PathBuf, std::io::Error),
    /// The file is not a progress file.
    Syntax(PathBuf, toml::de::Error),
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::Io(p, e) => {
                write!(f, "puzzle progress {} cannot be read: {e}", tactigon_core::escape::path(p))
            }
            ProgressError::Syntax(p, e) => {
                let first = e.message().lines().next().unwrap_or_default();
                write!(
                    f,
                    "puzzle progress {} does not read: {}",
                    tactigon_core::escape::path(p),
                    tactigon_core::escape::Escaped(first)
                )
            }
        }
    }
}

impl std::error::Error for ProgressError {}

/// The progress file in the data folder `dir`.
pub fn path(dir: &Path) -> PathBuf {
    dir.join(FILE)
}

/// Reads the progress in `dir`; no file yet is no progress yet.
pub fn read(dir: &Path) -> Result<Progress, ProgressError> {
    let path = path(dir);
    match crate::storage::read_capped(&path, crate::storage::MAX_SMALL_FILE, "a progress file") {
        Ok(text) => Progress::from_text(&text).map_err(|e| ProgressError::Syntax(path, e)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Progress::default()),
        Err(e) => Err(ProgressError::Io(path, e)),
    }
}
