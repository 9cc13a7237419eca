//! The lobby as every lobby screen shows it, read once for all of them: its tables'
//! summaries, who is online, their ratings and activities, the seeks and challenges. Read
//! again only when the lobby or a table changed since, so that a change seen by 500 screens
//! reads the lobby once, not 500 times.

use super::matching::Offer;
use super::table::{Summary, Table};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};
use tactigon_games::GameKind;
use tactigon_store::{Rating, Speed};

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
    pub tables: Arc<Vec<Summary>>,
    /// The players online (the server's bots first), by name.
    pub online: Arc<Vec<String>>,
    /// Each online player's ratings (and each bot's), `None` for a guest.
    pub ratings: Arc<BTreeMap<String, Option<Vec<Rating>>>>,
    /// What each online player is doing.
    pub doing: Arc<BTreeMap<String, Activity>>,
    /// Each table's game and the speed of its clock, by table.
    pub games: Arc<BTreeMap<u64, (GameKind, Option<Speed>)>>,
    /// The seeks' ranges and the challenges, by table.
    pub offers: Arc<BTreeMap<u64, Offer>>,
}

/// The last snapshot taken, shared by every screen until the lobby or a table changes.
#[derive(Default)]
pub struct Kept(Mutex<Option<Arc<Snapshot>>>);

impl Kept {
    /// The snapshot taken at `stamp` (the lobby's and the tables' change counters), or a new
    /// one of what `read` gives (with the lobby locked) if it was taken at another.
    pub fn at(&self, stamp: (u64, u64), read: impl FnOnce() -> (Vec<Arc<Table>>, Snapshot)) -> Arc<Snapshot> {
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(snapshot) = kept.as_ref().filter(|s| s.stamp == stamp) {
            return Arc::clone(snapshot);
        }
        let (tables, snapshot) = read();
        let snapshot = Arc::new(snapshot.with_tables(stamp, tables));
        *kept = Some(Arc::clone(&snapshot));
        snapshot
    }
}

impl Snapshot {
    /// The lobby's rooms besides its tables, which [`Kept::at`] adds.
    pub fn of(
        online: Vec<String>,
        ratings: BTreeMap<String, Option<Vec<Rating>>>,
        doing: BTreeMap<String, Activity>,
        offers: BTreeMap<u64, Offer>,
    ) -> Snapshot {
        let (online, ratings, doing, offers) = (Arc::new(online), Arc::new(ratings), Arc::new(doing), Arc::new(offers));
        Snapshot { online, ratings, doing, offers, ..Snapshot::default() }
    }

    /// The snapshot of `tables` (the lobby's other rooms already in it), taken at `stamp`.
    fn with_tables(self, stamp: (u64, u64), tables: Vec<Arc<Table>>) -> Snapshot {
        let mut games = BTreeMap::new();
        let mut summaries = Vec::with_capacity(tables.len());
        for table in tables {
            let summary = table.summary();
            // A finished game has left the lobby for the archive.
            if !summary.over {
                let terms = table.terms();
                games.insert(summary.id, (terms.game, terms.clock_speed()));
                summaries.push(summary);
            }
        }
        Snapshot { stamp, tables: Arc::new(summaries), games: Arc::new(games), ..self }
    }
}
