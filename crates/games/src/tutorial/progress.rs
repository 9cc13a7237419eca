//! Which lessons the player has finished: `tutorial.toml` in the data folder, a list of lesson
//! ids. A file that does not read is reported and never written over.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// The lessons finished, by id, in the order they were finished.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Progress {
    /// The ids of the lessons done.
    pub done: Vec<String>,
}

/// A progress file that is there but did not read.
#[derive(Debug)]
pub enum LoadProgressError {
    /// The file could not be read.
    Unreadable(PathBuf, std::io::Error),
    /// The file is not a progress file: the line, when known, and what is wrong.
    Invalid(PathBuf, Option<usize>, String),
}

impl fmt::Display for LoadProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kept = "it is kept as it is and lessons finished now are not saved";
        match self {
            LoadProgressError::Unreadable(p, e) => {
                write!(f, "cannot read the tutorial progress {} ({e}): {kept}", tactigon_core::escape::path(p))
            }
            LoadProgressError::Invalid(p, line, e) => {
                let at = line.map(|l| format!(" line {l}")).unwrap_or_default();
                write!(f, "tutorial progress {}{at}: {e}: {kept}", tactigon_core::escape::path(p))
            }
        }
    }
}

impl std::error::Error for LoadProgressError {}

impl Progress {
    /// The progress file in a data folder.
    pub fn path_in(data: &Path) -> PathBuf {
        data.join("tutorial.toml")
    }

    /// Reads the progress file; a missing file is no progress, silently.
    pub fn load(path: &Path) -> Result<Progress, LoadProgressError> {
        let text = match crate::storage::read_capped(path, crate::storage::MAX_SMALL_FILE, "a progress file") {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Progress::default()),
            Err(e) => return Err(LoadProgressError::Unreadable(path.to_path_buf(), e)),
        };
        toml::from_str(&text).map_err(|e| {
            let line = e.span().map(|s| super::lesson::line_at(&text, s.start));
            LoadProgressError::Invalid(path.to_path_buf(), line, tactigon_core::escape::escape(e.message().trim()))
        })
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        let ids: Vec<String> = self.done.iter().map(|id| toml::Value::from(id.as_str()).to_string()).collect();
        format!("# Lessons of \"Learn to play\" finished.\ndone = [{}]\n", ids.join(", "))
    }

    /// Whether lesson `id` is done.
    pub fn is_done(&self, id: &str) -> bool {
        self.done.iter().any(|d| d == id)
    }

    /// Marks lesson `id` done; whether that changed anything.
    pub fn finish(&mut self, id: &str) -> bool {
        let new = !self.is_done(id);
        if new {
            self.done.push(id.to_string());
        }
        new
    }
}
