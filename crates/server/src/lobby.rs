//! The server's lobby: who is online and what they are doing, the tables (open seats, seeks,
//! challenges and games being played), the pools and the server's bots, with a counter that
//! goes up with every change, watched by every lobby screen (three counters: one for who is
//! online and what they do, which a crowded lobby's screens may show a little late, one for
//! the chat's lines and one for everything else; see `lobby/watches.rs`). Seeks and challenges
//! ([`crate::seeks`]), pools ([`crate::pools`]) and bots ([`crate::bots`]) add to it in
//! modules of their own.

mod watches;

use super::matching::{LobbyBot, Offer, Waiting};
use super::seats::Who;
use super::table::{Summary, Table};
use super::terms::Terms;
use crate::notify::Notifier;
pub use crate::snapshot::Activity;
use crate::snapshot::{Doings, Kept, Players, Ratings};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};
use tactigon_games::GameKind;
use tactigon_games::setup::SetupError;
use tactigon_store::Store;
use tactigon_store::{Glicko, Rating, Speed};
use tactigon_table::Writer;
use tactigon_table::clock::ServerTime;
use tokio::sync::watch;

/// The lobby.
pub struct Lobby {
    rooms: Mutex<Rooms>,
    changed: watch::Sender<u64>,
    /// Goes up when only who is online, their ratings or what they do changed.
    presence: watch::Sender<u64>,
    /// Goes up when a line is said in the lobby's chat: news that changes nothing a snapshot
    /// holds (else a busy chat would have the lobby read again, every table, at every line).
    chat: watch::Sender<u64>,
    /// The writer that keeps the tables in the server's store, if there is one.
    writer: Option<Arc<Writer>>,
    /// The server's bots, always online.
    pub(crate) bots: Vec<LobbyBot>,
    /// The longest a bot thinks for a move.
    pub(crate) think_cap: Duration,
    /// The tables' time, which the bots' moves are played at.
    pub(crate) time: Arc<ServerTime>,
    /// Tells the operator's `--notify-cmd` of challenges.
    pub(crate) notifier: Notifier,
    /// The lobby as its screens last read it.
    kept: Kept,
}

#[derive(Default)]
pub(crate) struct Rooms {
    next: u64,
    pub(crate) tables: BTreeMap<u64, Arc<Table>>,
    /// Who is online (shared as the ratings are: a snapshot's online list is kept while the
    /// set it was made from is).
    online: Arc<Players>,
    /// Each online player's ratings (and each bot's); `None` for a guest. Shared with the
    /// snapshots: a change copies the map only while one holds it (see `Arc::make_mut`).
    pub(crate) ratings: Arc<Ratings>,
    /// What each online player is doing (shared as the ratings are).
    pub(crate) doing: Arc<Doings>,
    /// The seeks' rating ranges and the challenges, by table.
    pub(crate) offers: BTreeMap<u64, Offer>,
    /// The players waiting in the pools, first come first.
    pub(crate) pool: Vec<Waiting>,
    /// A line for a connection's next lobby screen (a challenge declined), by connection.
    pub(crate) news: BTreeMap<u64, String>,
}

/// The rating of `ratings` at `game` and `speed`; without a speed (no clock), the game's
/// most played; the start (`1500?`) for none.
pub fn rating_at(ratings: &[Rating], game: GameKind, speed: Option<Speed>) -> Glicko {
    let of_game = ratings.iter().filter(|r| r.game == game);
    let found = match speed {
        Some(speed) => of_game.into_iter().find(|r| r.speed == speed),
        None => of_game.max_by_key(|r| r.games),
    };
    found.map_or(Glicko::START, |r| r.glicko)
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
        let (bots, think_cap, time) = (Vec::new(), Duration::from_secs(2), Arc::default());
        let notifier = Notifier::default();
        let (changed, presence, kept) = (watch::channel(0).0, watch::channel(0).0, Kept::default());
        let chat = watch::channel(0).0;
        Lobby { rooms: Mutex::new(rooms), changed, presence, chat, writer, bots, think_cap, time, notifier, kept }
    }

    /// The lobby with the server's `bots` online, each thinking at most `think_cap` a move,
    /// their moves played at `time`.
    pub fn with_bots(self, bots: Vec<LobbyBot>, think_cap: Duration, time: Arc<ServerTime>) -> Lobby {
        let mut rooms = self.rooms();
        for bot in &bots {
            Arc::make_mut(&mut rooms.ratings).insert(bot.who.name.as_str().into(), Some(bot.ratings.as_slice().into()));
        }
        drop(rooms);
        Lobby { bots, think_cap, time, ..self }
    }

    /// The lobby telling challenges to `notifier`.
    pub fn with_notifier(self, notifier: Notifier) -> Lobby {
        Lobby { notifier, ..self }
    }

    pub(crate) fn rooms(&self) -> MutexGuard<'_, Rooms> {
        self.rooms.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// How many players are online (the server's bots not counted).
    pub fn count(&self) -> usize {
        self.rooms().online.len()
    }

    /// `name` came online.
    pub fn arrive(&self, name: &str) {
        let mut rooms = self.rooms();
        let name: Arc<str> = name.into();
        Arc::make_mut(&mut rooms.online).insert(Arc::clone(&name));
        Arc::make_mut(&mut rooms.doing).insert(name, Activity::Free);
        drop(rooms);
        self.bump_presence();
    }

    /// The online player `name` is now doing `what`.
    pub fn doing(&self, name: &str, what: Activity) {
        let mut rooms = self.rooms();
        if rooms.online.contains(name) && rooms.doing.get(name) != Some(&what) {
            Arc::make_mut(&mut rooms.doing).insert(name.into(), what);
            drop(rooms);
            self.bump_presence();
        }
    }

    /// `who` went away at `now`: a seat they opened and nobody took closes (their seeks and
    /// challenges with it), they leave the pools, the seats they held wait for them, and a
    /// finished game nobody holds a seat at any more is let go.
    pub fn leave(&self, who: &Who, now: Instant) {
        let mut rooms = self.rooms();
        let name = who.name.as_str();
        if rooms.online.contains(name) {
            Arc::make_mut(&mut rooms.online).remove(name);
        }
        // Looked at first: a map a snapshot holds is copied by any change, even a removal of
        // nothing.
        if rooms.ratings.contains_key(name) {
            Arc::make_mut(&mut rooms.ratings).remove(name);
        }
        if rooms.doing.contains_key(name) {
            Arc::make_mut(&mut rooms.doing).remove(name);
        }
        rooms.news.remove(&who.conn);
        let pooled = rooms.pool.len();
        rooms.pool.retain(|w| w.who.conn != who.conn);
        let mut closed = Vec::new();
        rooms.tables.retain(|&id, t| {
            let alone = t.waiting_for_opponent(who.conn);
            if alone {
                t.discard();
                closed.push(id);
            }
            !alone && !t.left_after_the_end(who.conn)
        });
        closed.iter().for_each(|id| drop(rooms.offers.remove(id)));
        let tables: Vec<Arc<Table>> = rooms.tables.values().cloned().collect();
        let seen_elsewhere = !closed.is_empty() || pooled != rooms.pool.len();
        drop(rooms);
        // A player who held a seat changes what the table list shows (the seat waits). Every
        // table is told: `any` would stop at the first seat.
        let held = tables.iter().filter(|t| t.dropped(who.conn, now)).count() > 0;
        if seen_elsewhere || held {
            self.bump();
        } else {
            self.bump_presence();
        }
    }

    /// Lets time pass at every table: flags fall; challenges expire and the pools pair.
    pub fn check(self: &Arc<Self>, now: Instant) {
        let tables: Vec<Arc<Table>> = self.rooms().tables.values().cloned().collect();
        // Every table is looked at: `any` would stop at the first flag.
        let fell = tables.iter().filter(|t| t.check(now)).count() > 0;
        let expired = self.expire(now);
        if self.pair(now) || fell || expired {
            self.bump();
        }
    }

    /// The online player (or bot, looked at first) named `name` in any case, as named.
    pub fn online_as(&self, name: &str) -> Option<String> {
        let bot = self.bots.iter().map(|b| b.who.name.as_str()).find(|n| n.eq_ignore_ascii_case(name));
        bot.map(String::from).or_else(|| {
            // Looked up, not copied: with 2,000 online, every challenge copied every name.
            self.rooms().online.iter().find(|n| n.eq_ignore_ascii_case(name)).map(|n| n.to_string())
        })
    }

    /// The online player (or bot) `name` has these ratings, or is a guest (`None`). The
    /// lobby shows the one of the game and speed at hand (`1532?` while provisional; a new
    /// account's is the start, `1500?`).
    pub fn rate(&self, name: &str, ratings: Option<Vec<Rating>>) {
        Arc::make_mut(&mut self.rooms().ratings).insert(name.into(), ratings.map(Arc::from));
        self.bump_presence();
    }

    /// Each online player's ratings, by name; `None` for a guest.
    pub fn ratings(&self) -> Arc<Ratings> {
        Arc::clone(&self.rooms().ratings)
    }

    /// The line kept for connection `conn`'s lobby screen, once.
    pub fn news_for(&self, conn: u64) -> Option<String> {
        self.rooms().news.remove(&conn)
    }

    /// `who` sat down at table `id`: their other seeks and challenges close and they leave
    /// the pools (a player sits at one table at a time).
    pub fn seated(&self, who: &Who, id: u64) {
        // Only the tables with a seat under the player's name can be theirs alone (a seat
        // opened bumps the lobby's counter: the snapshot read now lists it). Asking every
        // table, each behind its lock, was a fiftieth of the server's time at 2,000 sessions.
        let snapshot = self.snapshot();
        let theirs = snapshot.seated.tables(&snapshot.tables, who).map(|s| s.id).filter(|&other| other != id);
        let theirs: Vec<u64> = theirs.collect();
        let mut rooms = self.rooms();
        let before = (rooms.tables.len(), rooms.pool.len());
        rooms.pool.retain(|w| w.who.conn != who.conn);
        let mut closed = Vec::new();
        for other in theirs {
            if rooms.tables.get(&other).is_some_and(|t| t.waiting_for_opponent(who.conn)) {
                rooms.tables.remove(&other).into_iter().for_each(|t| t.discard());
                closed.push(other);
            }
        }
        closed.iter().for_each(|id| drop(rooms.offers.remove(id)));
        let changed = before != (rooms.tables.len(), rooms.pool.len());
        drop(rooms);
        if changed {
            self.bump();
        }
    }

    /// A new table on `terms` with `host` seated as the first (0) or second (1) player.
    pub fn open_seat(&self, host: &Who, side: usize, terms: Terms, now: Instant) -> Result<Arc<Table>, SetupError> {
        let mut rooms = self.rooms();
        rooms.next += 1;
        let table = Arc::new(Table::open(rooms.next, host, side.min(1), terms, self.writer.clone(), now)?);
        rooms.tables.insert(table.id, Arc::clone(&table));
        drop(rooms);
        self.bump();
        Ok(table)
    }

    /// Seats `who` at table `id`; the table and the seat taken.
    pub fn join(&self, id: u64, who: &Who, now: Instant) -> Option<(Arc<Table>, usize)> {
        let table = self.table(id)?;
        let seat = table.join(who, now)?;
        self.rooms().offers.remove(&id);
        self.bump();
        Some((table, seat))
    }

    /// `who`, a player of the finished game at `old`, asks for its rematch: the rematch the
    /// opponent opened is joined, else a table on the same terms is opened with its other seat
    /// kept for the opponent (a bot takes it at once). Colours alternate: each player takes
    /// the other side, whichever of the dialog's two Rematch buttons asked (`_swap`). The
    /// rematch's table.
    pub fn rematch(self: &Arc<Self>, old: &Table, who: &Who, _swap: bool, now: Instant) -> Result<Arc<Table>, String> {
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
        let table = self.open_seat(who, 1 - seat, terms, now).map_err(|e| format!("cannot open a table: {e}"))?;
        let bot = self.bots.iter().find(|b| b.who.name == opponent);
        table.keep_for(opponent.clone());
        old.rematch_opened(table.id, who);
        if let Some(bot) = bot {
            self.bot_sits(&table, bot);
        }
        self.bump();
        Ok(table)
    }

    /// Closes table `id` if `host` opened it and nobody took the other seat yet.
    pub fn close(&self, id: u64, host: &Who) {
        let mut rooms = self.rooms();
        if let Some(table) = rooms.tables.get(&id).filter(|t| t.waiting_for_opponent(host.conn)) {
            table.discard();
            rooms.tables.remove(&id);
            rooms.offers.remove(&id);
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
