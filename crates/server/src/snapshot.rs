//! The lobby as every lobby screen shows it, read once for all of them: its tables'
//! summaries, who is online, their ratings and activities, the seeks and challenges. Read
//! again only when the lobby or a table changed since, so that a change seen by 500 screens
//! reads the lobby once, not 500 times; the lobby keeps its maps shared (copied only when one
//! changes while a snapshot holds it), so that a reading copies no map. What screens draw of
//! the lobby alone (the online list, see [`Drawn`]) is kept with it for every screen.

use super::matching::Offer;
use super::table::{Summary, Table};
use ratatui::buffer::Buffer;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};
use tactigon_games::GameKind;
use tactigon_store::{Rating, Speed};

/// Each online player's ratings (and each bot's), `None` for a guest, by name.
pub type Ratings = BTreeMap<Arc<str>, Option<Arc<[Rating]>>>;
/// What each online player is doing, by name.
pub type Doings = BTreeMap<Arc<str>, Activity>;

/// What an online player is doing, as the online list says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activity {
    /// In the lobby, on the pages or playing alone: free to be challenged.
    Free,
    /// Seated at a table.
    Playing,
    /// Watching a table.
    Watching,
}

impl Activity {
    /// The word the online list writes.
    pub fn word(self) -> &'static str {
        match self {
            Activity::Free => "free",
            Activity::Playing => "playing",
            Activity::Watching => "watching",
        }
    }
}

/// The lobby at one moment.
#[derive(Debug, Default)]
pub struct Snapshot {
    /// The lobby's change counter and the tables' (see [`tactigon_table::table::changes`])
    /// when it was read.
    stamp: (u64, u64),
    /// Every table whose game goes on, by number.
    pub tables: Arc<Vec<Arc<Summary>>>,
    /// The players online (the server's bots first), by name.
    pub online: Arc<Vec<Arc<str>>>,
    /// Each online player's ratings (and each bot's), `None` for a guest.
    pub ratings: Arc<Ratings>,
    /// What each online player is doing.
    pub doing: Arc<Doings>,
    /// Each table's game and the speed of its clock, by table.
    pub games: Arc<BTreeMap<u64, (GameKind, Option<Speed>)>>,
    /// The seeks' ranges and the challenges, by table.
    pub offers: Arc<BTreeMap<u64, Offer>>,
    /// What the screens drew of the lobby's players at this lobby change (kept while only
    /// tables change).
    pub drawn: Arc<Drawn>,
}

/// Values kept by key, the few kinds there are (see [`kept`]).
pub(crate) type Memo<K, V> = Mutex<Vec<(K, V)>>;

/// Keys of what [`Drawn`] keeps: the game and speed whose ratings are shown, and the size.
type Key = (GameKind, Option<Speed>, usize, usize);

/// The most kinds (game, speed, terminal size) of each drawing kept: past it they are
/// forgotten and drawn again (a bound on memory whatever terminals connect).
const KINDS: usize = 32;

/// The online list as screens write and draw it, once for every screen that shows the same
/// game, speed and width: with 500 players in the lobby an arrival is one list written, not
/// 500 (see `lobby_rows::Around::online_line`).
#[derive(Debug, Default)]
pub struct Drawn {
    lines: Memo<Key, Arc<str>>,
    drawings: Memo<Key, Arc<Buffer>>,
}

impl Drawn {
    /// The online list written at `key`, written by `write` the first time.
    pub fn line(&self, key: Key, write: impl FnOnce() -> String) -> Arc<str> {
        kept(&self.lines, key, || write().into())
    }

    /// The online list drawn at `key`, drawn by `draw` the first time.
    pub fn drawing(&self, key: Key, draw: impl FnOnce() -> Buffer) -> Arc<Buffer> {
        kept(&self.drawings, key, || Arc::new(draw()))
    }
}

/// The value kept in `kept` at `key`, made by `make` (and kept) if there is none; at most
/// [`KINDS`] are kept.
pub(crate) fn kept<K: PartialEq, V: Clone>(kept: &Memo<K, V>, key: K, make: impl FnOnce() -> V) -> V {
    let mut kept = kept.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, value)) = kept.iter().find(|(k, _)| *k == key) {
        return value.clone();
    }
    if kept.len() >= KINDS {
        kept.clear();
    }
    let value = make();
    kept.push((key, value.clone()));
    value
}

/// The last snapshot taken, shared by every screen until the lobby or a table changes.
#[derive(Default)]
pub struct Kept(Mutex<Option<Arc<Snapshot>>>);

impl Kept {
    /// The snapshot taken at `stamp` (the lobby's and the tables' change counters), or a new
    /// one of what `read` gives (with the lobby locked) if it was taken at another. When only
    /// the tables changed, the players' drawings are kept.
    pub fn at(&self, stamp: (u64, u64), read: impl FnOnce() -> (Vec<Arc<Table>>, Snapshot)) -> Arc<Snapshot> {
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(snapshot) = kept.as_ref().filter(|s| s.stamp == stamp) {
            return Arc::clone(snapshot);
        }
        let (tables, mut snapshot) = read();
        if let Some(before) = kept.as_ref().filter(|s| s.stamp.0 == stamp.0) {
            snapshot.drawn = Arc::clone(&before.drawn);
        }
        let snapshot = Arc::new(snapshot.with_tables(stamp, tables));
        *kept = Some(Arc::clone(&snapshot));
        snapshot
    }
}

impl Snapshot {
    /// The lobby's rooms besides its tables, which [`Kept::at`] adds.
    pub fn of(
        online: Vec<Arc<str>>,
        ratings: Arc<Ratings>,
        doing: Arc<Doings>,
        offers: BTreeMap<u64, Offer>,
    ) -> Snapshot {
        let (online, offers) = (Arc::new(online), Arc::new(offers));
        Snapshot { online, ratings, doing, offers, ..Snapshot::default() }
    }

    /// The snapshot of `tables` (the lobby's other rooms already in it), taken at `stamp`.
    fn with_tables(self, stamp: (u64, u64), tables: Vec<Arc<Table>>) -> Snapshot {
        let mut games = Vec::with_capacity(tables.len());
        let mut summaries = Vec::with_capacity(tables.len());
        for table in tables {
            // Shared with the readings before, unless the table changed since.
            let (summary, game, speed) = table.listing();
            // A finished game has left the lobby for the archive.
            if !summary.over {
                games.push((summary.id, (game, speed)));
                summaries.push(summary);
            }
        }
        // In the tables' order, by number: built at once, not entry by entry.
        let games = Arc::new(games.into_iter().collect());
        Snapshot { stamp, tables: Arc::new(summaries), games, ..self }
    }
}
