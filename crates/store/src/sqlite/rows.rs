//! Reading rows without trusting them: a field of the wrong type or out of range is a
//! [`StoreError::BadRow`] naming the table and row, and in a listing that row is skipped
//! with a line on the server's error output instead of failing the whole list.

use crate::error::StoreError;
use crate::model::{Glicko, Speed};
use rusqlite::types::FromSql;
use rusqlite::{Connection, Params, Row};
use std::path::Path;
use std::str::FromStr;
use tactigon_games::games::GameKind;

/// A failure of SQLite while running, naming `file`.
pub fn io(file: &Path, e: rusqlite::Error) -> StoreError {
    StoreError::Io { file: file.to_path_buf(), cause: super::cause(&e) }
}

/// A table's number as the database keeps it.
pub fn table_key(id: u64) -> i64 {
    i64::try_from(id).unwrap_or(i64::MAX)
}

/// What is wrong with row `row`.
pub fn bad(row: &str, problem: impl ToString) -> StoreError {
    StoreError::BadRow { row: row.to_string(), problem: problem.to_string() }
}

/// Field `i` of `row`, as a `T`; `at` names the row.
pub fn field<T: FromSql>(row: &Row<'_>, i: usize, at: &str) -> Result<T, StoreError> {
    row.get(i).map_err(|e| bad(at, super::cause(&e)))
}

/// Field `i` read by `FromStr` (a game, a speed, a score).
pub fn word<T: FromStr>(row: &Row<'_>, i: usize, at: &str) -> Result<T, StoreError>
where
    T::Err: std::fmt::Display,
{
    let text: String = field(row, i, at)?;
    text.parse().map_err(|e: T::Err| bad(at, e))
}

/// A game's name.
pub fn game(row: &Row<'_>, i: usize, at: &str) -> Result<GameKind, StoreError> {
    word(row, i, at)
}

/// A speed, or none (`NULL`).
pub fn speed(row: &Row<'_>, i: usize, at: &str) -> Result<Option<Speed>, StoreError> {
    let text: Option<String> = field(row, i, at)?;
    text.map(|t| t.parse().map_err(|e| bad(at, e))).transpose()
}

/// Three fields from `i` on as a rating, or none when they are `NULL`: finite, the deviation
/// and volatility positive.
pub fn glicko(row: &Row<'_>, i: usize, at: &str) -> Result<Option<Glicko>, StoreError> {
    let values: [Option<f64>; 3] = [field(row, i, at)?, field(row, i + 1, at)?, field(row, i + 2, at)?];
    let [Some(rating), Some(deviation), Some(volatility)] = values else { return Ok(None) };
    let sane =
        rating.is_finite() && deviation.is_finite() && volatility.is_finite() && deviation > 0.0 && volatility > 0.0;
    if !sane {
        return Err(bad(at, format!("rating {rating}/{deviation}/{volatility} is out of range")));
    }
    Ok(Some(Glicko { rating, deviation, volatility }))
}

/// A count kept as an integer, never negative.
pub fn count(row: &Row<'_>, i: usize, at: &str) -> Result<u32, StoreError> {
    let n: i64 = field(row, i, at)?;
    u32::try_from(n).map_err(|_| bad(at, format!("count {n} is out of range")))
}

/// Every row of `sql` read by `read`; a row that does not read is skipped with a log line.
pub fn collect<T, P: Params>(
    conn: &Connection,
    file: &Path,
    sql: &str,
    params: P,
    read: impl Fn(&Row<'_>) -> Result<T, StoreError>,
) -> Result<Vec<T>, StoreError> {
    collect_first(conn, file, sql, params, usize::MAX, |row| read(row).map(Some))
}

/// Like [`collect`], stopping once `limit` rows were kept; `read` gives `None` for a row to
/// pass over (one that reads but is not wanted).
pub fn collect_first<T, P: Params>(
    conn: &Connection,
    file: &Path,
    sql: &str,
    params: P,
    limit: usize,
    read: impl Fn(&Row<'_>) -> Result<Option<T>, StoreError>,
) -> Result<Vec<T>, StoreError> {
    let mut statement = conn.prepare_cached(sql).map_err(|e| io(file, e))?;
    let mut rows = statement.query(params).map_err(|e| io(file, e))?;
    let mut all = Vec::new();
    while all.len() < limit
        && let Some(row) = rows.next().map_err(|e| io(file, e))?
    {
        match read(row) {
            Ok(value) => all.extend(value),
            Err(e) => eprintln!("tactigon serve: {} skipped: {e}", file.display()),
        }
    }
    Ok(all)
}

/// The first row of `sql` read by `read`, if there is one; a row that does not read is an error.
pub fn first<T, P: Params>(
    conn: &Connection,
    file: &Path,
    sql: &str,
    params: P,
    read: impl Fn(&Row<'_>) -> Result<T, StoreError>,
) -> Result<Option<T>, StoreError> {
    let mut statement = conn.prepare_cached(sql).map_err(|e| io(file, e))?;
    let mut rows = statement.query(params).map_err(|e| io(file, e))?;
    rows.next().map_err(|e| io(file, e))?.map(read).transpose()
}

/// The unfinished tables kept, by number; a row with a number no table has is skipped.
pub fn tables(conn: &Connection, file: &Path) -> Result<Vec<(u64, String)>, StoreError> {
    collect(conn, file, "SELECT id, record FROM tables ORDER BY id", [], |row| {
        let id: i64 = field(row, 0, "tables")?;
        let at = format!("tables {id}");
        let id = u64::try_from(id).ok().filter(|&n| n > 0).ok_or_else(|| bad(&at, "no table has this number"))?;
        Ok((id, field(row, 1, &at)?))
    })
}

/// The names the operator muted, in order.
pub fn muted(conn: &Connection, file: &Path) -> Result<Vec<String>, StoreError> {
    collect(conn, file, "SELECT name FROM mutes ORDER BY name", [], |row| field(row, 0, "mutes"))
}
