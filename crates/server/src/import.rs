//! The tables of a server from before the database: the folder `DIR/tables` with one record
//! file per table (`7.tgn`) is imported into the store on the first start, nothing lost. An
//! unfinished game becomes a table kept in the store, a finished one goes to the archive
//! (casual: nobody had an account then). A temporary file a killed server left
//! (`.7.tgn.PID.tmp`) that holds a complete record further on than its table's file is taken
//! instead, as the local game recovers its autosave. Files that are no table (`0.tgn`, other
//! names, records that do not read) are named on the error output; the whole folder is then
//! moved aside to `DIR/tables.imported`, never deleted. The import is one transaction that
//! can be run again: a server killed at any moment of it loses and duplicates nothing.

use crate::clock::TimeControl;
use crate::terms::Terms;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tactigon_games::games::AnyRecord;
use tactigon_games::match_game;
use tactigon_games::storage::{MAX_RECORD_FILE, read_capped, stray_temps};
use tactigon_store::{FinishedGame, Score, Store, StoreError};

/// The old tables' folder, and where it goes once imported.
const OLD: &str = "tables";
const IMPORTED: &str = "tables.imported";

/// What the import did, for its report.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// Unfinished tables now kept in the store, by number.
    pub tables: Vec<u64>,
    /// Finished games now in the archive, by their table's number.
    pub archived: Vec<u64>,
    /// Tables taken from a temporary file further on than their file.
    pub recovered: Vec<u64>,
    /// Files that are no table, each with why.
    pub skipped: Vec<(PathBuf, String)>,
}

/// Imports `data/tables` into `store` if it is there (see the module's doc), then moves it
/// to `data/tables.imported`. A failure of the store stops the import with the folder left
/// where it is, to be imported again at the next start.
pub fn tables(data: &Path, store: &dyn Store) -> Result<Imported, StoreError> {
    let dir = data.join(OLD);
    if !std::fs::symlink_metadata(&dir).is_ok_and(|m| m.is_dir()) {
        return Ok(Imported::default());
    }
    let mut done = Imported::default();
    let mut records: BTreeMap<u64, (PathBuf, AnyRecord, String)> = BTreeMap::new();
    let entries = std::fs::read_dir(&dir).map_err(|e| StoreError::Open { file: dir.clone(), cause: e.to_string() })?;
    for path in entries.flatten().map(|e| e.path()) {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if name.starts_with('.') && name.ends_with(".tmp") {
            continue;
        }
        let read = number(&name).and_then(|id| read(&path).map(|(record, text)| (id, record, text)));
        match read {
            Ok((id, record, text)) => drop(records.insert(id, (path, record, text))),
            Err(why) => done.skipped.push((path, why)),
        }
    }
    // A complete temporary record further on than its table's file (or with no file) wins.
    for (temp, target) in stray_temps(&dir) {
        let Ok(id) = number(&target) else { continue };
        let Ok((record, text)) = read(&temp) else { continue };
        let older = records.get(&id).map(|(_, r, _)| r);
        if record.continues(older).is_some() {
            records.insert(id, (temp, record, text));
            done.recovered.push(id);
        }
    }
    // All at once: a server killed while importing imports everything again at its next
    // start, and a game archived already is not archived twice.
    let (mut tables, mut games) = (Vec::new(), Vec::new());
    for (id, (_, record, text)) in records {
        match finished(id, &record) {
            Some(game) => {
                games.push(game);
                done.archived.push(id);
            }
            None => {
                tables.push((id, text));
                done.tables.push(id);
            }
        }
    }
    store.import(&tables, &games)?;
    for (path, why) in &done.skipped {
        eprintln!("tactigon serve: {} is no table ({why}): left in {IMPORTED}", path.display());
    }
    let aside = free_name(data);
    std::fs::rename(&dir, &aside).map_err(|e| StoreError::Io { file: dir.clone(), cause: e.to_string() })?;
    eprintln!(
        "tactigon serve: imported {} tables and {} finished games from {} (moved to {})",
        done.tables.len(),
        done.archived.len(),
        dir.display(),
        aside.display()
    );
    Ok(done)
}

/// The table number a file name gives: `7.tgn` is table 7; 0 and other names are none.
fn number(name: &str) -> Result<u64, String> {
    let stem = name.strip_suffix(".tgn").ok_or("not a .tgn file")?;
    let id: u64 = stem
        .parse()
        .ok()
        .filter(|_| stem.bytes().all(|b| b.is_ascii_digit()))
        .ok_or("its name is not a table's number")?;
    if id == 0 {
        return Err("no table has the number 0".into());
    }
    Ok(id)
}

/// A table file's one record, and its text.
fn read(path: &Path) -> Result<(AnyRecord, String), String> {
    let text = read_capped(path, MAX_RECORD_FILE, "a table file").map_err(|e| e.to_string())?;
    let mut games = tactigon_games::saves::parse_any(&text)?;
    let record = games.pop().ok_or("it holds no game")?;
    if !games.is_empty() {
        return Err("it holds more than one game".into());
    }
    Ok((record, text))
}

/// The archive's entry for table `id`'s game if it has ended (with a result).
fn finished(id: u64, record: &AnyRecord) -> Option<FinishedGame> {
    let score: Score = record.result().parse().ok().filter(|_| record.is_over())?;
    let (ending, control, text) = match_game!(record, AnyRecord(r) => {
        let control = r.extra.iter().find(|(k, _)| k == "TimeControl").and_then(|(_, v)| TimeControl::from_tag(v));
        // The archive is read by anyone: the seats' codes and keys stay out of it.
        let mut public = r.clone();
        public.extra.retain(|(k, _)| k != "Reconnect" && k != "Keys");
        (r.termination(), control, public.to_string())
    });
    Some(FinishedGame {
        table: id,
        game: record.kind(),
        players: record.players().clone().map(|n| (None, n)),
        terms: Terms::of(record, control, false).describe(),
        rated: None,
        score,
        ending: ending.to_string(),
        finished: day_of(record.date()),
        record: text,
    })
}

/// The Unix time of a record's date (`2026-11-25`), midnight; 0 when it does not read.
fn day_of(date: &str) -> i64 {
    let mut parts = date.split(['-', '.']).map(|p| p.parse::<i64>().ok());
    let (Some(Some(y)), Some(Some(m)), Some(Some(d))) = (parts.next(), parts.next(), parts.next()) else { return 0 };
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return 0;
    }
    // Days from the civil date (Howard Hinnant's algorithm).
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    (era * 146_097 + doe - 719_468) * 86_400
}

/// `tables.imported`, or `tables.imported-2`, … if that is taken.
fn free_name(data: &Path) -> PathBuf {
    (1..)
        .map(|i| if i == 1 { data.join(IMPORTED) } else { data.join(format!("{IMPORTED}-{i}")) })
        .find(|p| std::fs::symlink_metadata(p).is_err())
        .unwrap_or_else(|| data.join(IMPORTED))
}
