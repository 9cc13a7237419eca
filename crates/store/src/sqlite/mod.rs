//! The SQLite backend: one file (`DIR/tactigon.db`), WAL journal, foreign keys on, the
//! schema versioned by `PRAGMA user_version` and migrated at open. One connection writes
//! (every change one transaction), another reads (WAL lets it read while the writer
//! writes); each is behind its own lock. All the SQL of the server is in this module.

mod accounts;
mod archive;
mod rows;
mod schema;

use crate::Store;
use crate::error::StoreError;
use crate::model::*;
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tactigon_games::games::GameKind;

pub use schema::VERSION;

/// How long a statement waits for the other connection's lock before failing.
const BUSY: Duration = Duration::from_secs(5);

/// The server's memory in one SQLite file.
pub struct SqliteStore {
    file: PathBuf,
    writer: Mutex<Connection>,
    reader: Mutex<Connection>,
}

impl SqliteStore {
    /// Opens (or makes) the database `file`, migrating its schema to this server's. Refuses
    /// what is not a regular file, not a database, read-only, or of a newer schema.
    pub fn open(file: &Path) -> Result<SqliteStore, StoreError> {
        let fail = |cause: String| StoreError::Open { file: file.to_path_buf(), cause };
        if let Ok(meta) = std::fs::metadata(file)
            && !meta.is_file()
        {
            return Err(fail("not a regular file".into()));
        }
        let writer = connect(file, OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE).map_err(&fail)?;
        if writer.is_readonly(rusqlite::MAIN_DB).unwrap_or(true) {
            return Err(fail("the file is read-only".into()));
        }
        migrate(&writer).map_err(&fail)?;
        let reader = connect(file, OpenFlags::SQLITE_OPEN_READ_WRITE).map_err(&fail)?;
        Ok(SqliteStore { file: file.to_path_buf(), writer: Mutex::new(writer), reader: Mutex::new(reader) })
    }

    fn writer(&self) -> MutexGuard<'_, Connection> {
        self.writer.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn reader(&self) -> MutexGuard<'_, Connection> {
        self.reader.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A failure of SQLite while running, naming the file.
    fn io(&self, e: rusqlite::Error) -> StoreError {
        rows::io(&self.file, e)
    }
}

/// A connection to `file` with the server's settings.
fn connect(file: &Path, flags: OpenFlags) -> Result<Connection, String> {
    let conn = Connection::open_with_flags(file, flags | OpenFlags::SQLITE_OPEN_NO_MUTEX).map_err(|e| cause(&e))?;
    conn.busy_timeout(BUSY).map_err(|e| cause(&e))?;
    // The first statement reads the header: a file that is not SQLite fails here.
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0)).map_err(|e| cause(&e))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(format!("cannot use a write-ahead log (journal mode {mode})"));
    }
    // With WAL, NORMAL loses no committed transaction when the process is killed.
    conn.execute_batch("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;").map_err(|e| cause(&e))?;
    Ok(conn)
}

/// Brings the schema to [`VERSION`], each step in its own transaction.
fn migrate(conn: &Connection) -> Result<(), String> {
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(|e| cause(&e))?;
    if version > VERSION {
        return Err(format!(
            "its schema version {version} is newer than this server's ({VERSION}): run a newer tactigon"
        ));
    }
    for (from, step) in schema::MIGRATIONS.iter().enumerate().skip(usize::try_from(version).unwrap_or(0)) {
        let tx = conn.unchecked_transaction().map_err(|e| cause(&e))?;
        tx.execute_batch(step).map_err(|e| format!("migrating from schema {from}: {}", cause(&e)))?;
        tx.pragma_update(None, "user_version", from as i64 + 1).map_err(|e| cause(&e))?;
        tx.commit().map_err(|e| cause(&e))?;
    }
    Ok(())
}

/// SQLite's own words for a failure, on one line.
fn cause(e: &rusqlite::Error) -> String {
    e.to_string().replace('\n', " ")
}

impl Store for SqliteStore {
    fn login(&self, name: &str, key: Option<&str>, open: bool, now: Timestamp) -> Result<Login, StoreError> {
        accounts::login(self, name, key, open, now)
    }

    fn bot(&self, name: &str, now: Timestamp) -> Result<Option<Account>, StoreError> {
        accounts::bot(self, name, now)
    }

    fn key_owner(&self, key: &str) -> Result<Option<String>, StoreError> {
        accounts::key_owner(&self.reader(), &self.file, key)
    }

    fn account(&self, name: &str) -> Result<Option<Account>, StoreError> {
        accounts::account(&self.reader(), &self.file, name)
    }

    fn players(&self) -> Result<Vec<Account>, StoreError> {
        accounts::players(&self.reader(), &self.file)
    }

    fn set_banned(&self, name: &str, banned: bool) -> Result<bool, StoreError> {
        let changed = self.writer().execute("UPDATE accounts SET banned = ?2 WHERE name = ?1", (name, banned));
        changed.map(|n| n > 0).map_err(|e| self.io(e))
    }

    fn set_muted(&self, name: &str, muted: bool) -> Result<bool, StoreError> {
        let sql = if muted {
            "INSERT INTO mutes (name) VALUES (?1) ON CONFLICT (name) DO NOTHING"
        } else {
            "DELETE FROM mutes WHERE name = ?1"
        };
        self.writer().execute(sql, [name]).map(|n| n > 0).map_err(|e| self.io(e))
    }

    fn muted(&self) -> Result<Vec<String>, StoreError> {
        rows::muted(&self.reader(), &self.file)
    }

    fn save_table(&self, id: u64, record: &str) -> Result<(), StoreError> {
        self.writer().execute(archive::SAVE_TABLE, (rows::table_key(id), record)).map(drop).map_err(|e| self.io(e))
    }

    fn remove_table(&self, id: u64) -> Result<(), StoreError> {
        let sql = "DELETE FROM tables WHERE id = ?1";
        self.writer().execute(sql, [rows::table_key(id)]).map(drop).map_err(|e| self.io(e))
    }

    fn tables(&self) -> Result<Vec<(u64, String)>, StoreError> {
        rows::tables(&self.reader(), &self.file)
    }

    fn finish(&self, game: &FinishedGame) -> Result<ArchivedGame, StoreError> {
        archive::finish(&mut self.writer(), &self.file, game)
    }

    fn import(&self, tables: &[(u64, String)], games: &[FinishedGame]) -> Result<(), StoreError> {
        archive::import(&mut self.writer(), &self.file, tables, games)
    }

    fn games(&self, filter: &GameFilter) -> Result<Vec<GameSummary>, StoreError> {
        archive::games(&self.reader(), &self.file, filter)
    }

    fn game(&self, id: i64) -> Result<Option<ArchivedGame>, StoreError> {
        archive::game(&self.reader(), &self.file, id)
    }

    fn abandoned(&self, account: AccountId, since: Timestamp) -> Result<Vec<Timestamp>, StoreError> {
        archive::abandoned(&self.reader(), &self.file, account, since)
    }

    fn profile(&self, name: &str) -> Result<Option<Profile>, StoreError> {
        archive::profile(&self.reader(), &self.file, name)
    }

    fn leaderboard(
        &self,
        game: GameKind,
        speed: Speed,
        now: Timestamp,
        limit: usize,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        accounts::leaderboard(&self.reader(), &self.file, game, speed, now, limit)
    }

    fn backup(&self, to: &Path) -> Result<(), StoreError> {
        if to.exists() {
            return Err(StoreError::Io { file: to.to_path_buf(), cause: "exists already".into() });
        }
        let target = to
            .to_str()
            .ok_or_else(|| StoreError::Io { file: to.to_path_buf(), cause: "the name is not UTF-8".into() })?;
        // VACUUM INTO copies one read transaction: consistent while the server writes.
        let done = self.reader().execute("VACUUM INTO ?1", [target]);
        done.map(drop).map_err(|e| StoreError::Io { file: to.to_path_buf(), cause: cause(&e) })
    }
}
