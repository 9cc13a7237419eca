//! Why the store could not do what it was asked.

use std::fmt;
use std::path::PathBuf;

/// A store failure, naming the file and the cause.
#[derive(Debug)]
pub enum StoreError {
    /// The database could not be opened: missing folder, not a database, a newer schema, no
    /// permission.
    Open {
        /// The database file.
        file: PathBuf,
        /// Why.
        cause: String,
    },
    /// A read or write failed while running (full disk, read-only file, a busy database).
    Io {
        /// The database file.
        file: PathBuf,
        /// Why.
        cause: String,
    },
    /// A row holds what no version of the server writes.
    BadRow {
        /// The table and row, e.g. `games 12`.
        row: String,
        /// What is wrong with it.
        problem: String,
    },
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Open { file, cause } => write!(f, "cannot open {}: {cause}", file.display()),
            StoreError::Io { file, cause } => write!(f, "cannot write {}: {cause}", file.display()),
            StoreError::BadRow { row, problem } => write!(f, "bad row ({row}): {problem}"),
        }
    }
}

impl std::error::Error for StoreError {}
