//! The server's lobby: who is online and the tables (open seats and games being played), with
//! a counter that goes up with every change, watched by every lobby screen.

use super::seats::Who;
use super::table::{Summary, Table};
use super::terms::Terms;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Instant;
use tactigon_games::setup::SetupError;
use tactigon_store::Store;
use tactigon_store::{Glicko, Rating};
use tactigon_table::Writer;
use tokio::sync::watch;

/// The lobby.
pub struct Lobby {
    rooms: Mutex<Rooms>,
    changed: watch::Sender<u64>,
    /// The writer that keeps the tables in the server's store, if there is one.
    writer: Option<Arc<Writer>>,
}

#[derive(Default)]
struct Rooms {
    next: u64,
    tables: BTreeMap<u64, Arc<Table>>,
    online: BTreeSet<String>,
    /// Each online player's rating as the lobby writes it (`1532?`); `None` for a guest.
    ratings: BTreeMap<String, Option<String>>,
}

impl Lobby {
    /// A lobby keeping its tables in `store`, with every unfinished game kept there back on
    /// its table (after a restart, even one by `kill -9`: each move was written at once).
    /// Tables that do not read are reported and left alone. Reads the store: call it where
    /// blocking is allowed.
    pub fn new(store: Option<Arc<dyn Store>>, now: Instant) -> Lobby {
        let mut rooms = Rooms::default();
        let kept = match store.as_deref().map(Store::tables).transpose() {
            Ok(kept) => kept.unwrap_or_default(),
            Err(e) => {
                eprintln!("tactigon serve: no table restored: {e}");
                Vec::new()
            }
        };
        let writer = store.map(|store| Arc::new(Writer::new(store)));
        for (id, text) in kept {
            rooms.next = rooms.next.max(id);
            let record = tactigon_games::saves::parse_any(&text)
                .map_err(|e| e.to_string())
                .and_then(|mut games| games.pop().ok_or_else(|| "no game in its record".to_string()));
            let table = record.and_then(|record| {
                Table::restore(id, &record, writer.clone(), now).map_err(|e| e.to_string()).map(|t| (record, t))
            });
            match table {
                Ok((record, table)) if !record.is_over() => {
                    rooms.tables.insert(id, Arc::new(table));
                }
                Ok(_) => eprintln!("tactigon serve: table #{id} kept as unfinished holds a finished game: left alone"),
                Err(e) => eprintln!("tactigon serve: table #{id} not restored: {e}"),
            }
        }
        Lobby { rooms: Mutex::new(rooms), changed: watch::channel(0).0, writer }
    }

    fn rooms(&self) -> MutexGuard<'_, Rooms> {
        self.rooms.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn bump(&self) {
        self.changed.send_modify(|n| *n += 1);
    }

    /// Something the lobby shows changed outside it (a correspondence game's turn).
    pub fn news(&self) {
        self.bump();
    }

    /// Told of every change.
    pub fn watch(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// `name` came online.
    pub fn arrive(&self, name: &str) {
        self.rooms().online.insert(name.to_string());
        self.bump();
    }

    /// `who` went away at `now`: a seat they opened and nobody took closes, the seats they
    /// held wait for them, and a finished game nobody holds a seat at any more is let go.
    pub fn leave(&self, who: &Who, now: Instant) {
        let mut rooms = self.rooms();
        rooms.online.remove(&who.name);
        rooms.ratings.remove(&who.name);
        rooms.tables.retain(|_, t| {
            let alone = t.waiting_for_opponent(who.conn);
            if alone {
                t.discard();
            }
            !alone && !t.left_after_the_end(who.conn)
        });
        let tables: Vec<Arc<Table>> = rooms.tables.values().cloned().collect();
        drop(rooms);
        tables.iter().for_each(|t| t.dropped(who.conn, now));
        self.bump();
    }

    /// Lets time pass at every table: flags fall.
    pub fn check(&self, now: Instant) {
        let tables: Vec<Arc<Table>> = self.rooms().tables.values().cloned().collect();
        // Every table is looked at: `any` would stop at the first flag.
        if tables.iter().filter(|t| t.check(now)).count() > 0 {
            self.bump();
        }
    }

    /// The players online, by name.
    pub fn online(&self) -> Vec<String> {
        self.rooms().online.iter().cloned().collect()
    }

    /// The online player `name` has these ratings, or is a guest (`None`). The lobby shows
    /// the one of the game and speed they played most (`1532?` while provisional; a new
    /// account's is the start, `1500?`).
    pub fn rate(&self, name: &str, ratings: Option<Vec<Rating>>) {
        let shown = ratings.map(|r| r.iter().max_by_key(|r| r.games).map_or(Glicko::START, |r| r.glicko).to_string());
        self.rooms().ratings.insert(name.to_string(), shown);
        self.bump();
    }

    /// Each online player's rating as the lobby writes it, by name; `None` for a guest.
    pub fn ratings(&self) -> BTreeMap<String, Option<String>> {
        self.rooms().ratings.clone()
    }

    /// A new table on `terms` with `host` seated as the first (0) or second (1) player.
    pub fn open_seat(&self, host: &Who, side: usize, terms: Terms, now: Instant) -> Result<Arc<Table>, SetupError> {
        let mut rooms = self.rooms();
        rooms.next += 1;
        let table = Arc::new(Table::open(rooms.next, host, side, terms, self.writer.clone(), now)?);
        rooms.tables.insert(table.id, Arc::clone(&table));
        drop(rooms);
        self.bump();
        Ok(table)
    }

    /// Seats `who` at table `id`; the table and the seat taken.
    pub fn join(&self, id: u64, who: &Who, now: Instant) -> Option<(Arc<Table>, usize)> {
        let table = self.table(id)?;
        let seat = table.join(who, now)?;
        self.bump();
        Some((table, seat))
    }

    /// `who`, a player of the finished game at `old`, asks for its rematch (`swap`: on the
    /// other side): the rematch the opponent opened is joined, else a table on the same terms
    /// is opened with its other seat kept for the opponent. The rematch's table.
    pub fn rematch(&self, old: &Table, who: &Who, swap: bool, now: Instant) -> Result<Arc<Table>, String> {
        let (seat, opponent, terms, opened) = old.rematch_terms(who).map_err(|e| e.to_string())?;
        if let Some(table) = opened.and_then(|id| self.table(id)) {
            if table.held(who).is_some() {
                return Ok(table);
            }
            if table.join(who, now).is_some() {
                self.bump();
                return Ok(table);
            }
        }
        let side = if swap { 1 - seat } else { seat };
        let table = self.open_seat(who, side, terms, now).map_err(|e| format!("cannot open a table: {e}"))?;
        table.keep_for(opponent);
        old.rematch_opened(table.id, who);
        self.bump();
        Ok(table)
    }

    /// Closes table `id` if `host` opened it and nobody took the other seat yet.
    pub fn close(&self, id: u64, host: &Who) {
        let mut rooms = self.rooms();
        if let Some(table) = rooms.tables.get(&id).filter(|t| t.waiting_for_opponent(host.conn)) {
            table.discard();
            rooms.tables.remove(&id);
        }
        drop(rooms);
        self.bump();
    }

    /// Table `id`.
    pub fn table(&self, id: u64) -> Option<Arc<Table>> {
        self.rooms().tables.get(&id).cloned()
    }

    /// Every table whose game goes on, by number: a finished game has left the lobby for
    /// the archive (its players still reach it by number, for the rematch).
    pub fn tables(&self) -> Vec<Summary> {
        self.rooms().tables.values().map(|t| t.summary()).filter(|s| !s.over).collect()
    }
}
