//! The lobby as every lobby screen shows it, read once for all of them: its tables'
//! summaries, who is online, their ratings and activities, the seeks and challenges. Read
//! again only when the lobby or a table changed since, so that a change seen by 500 screens
//! reads the lobby once, not 500 times; the lobby keeps its maps shared (copied only when one
//! changes while a snapshot holds it), so that a reading copies no map. What screens draw of
//! the lobby alone (the online list, see [`Drawn`]) is kept with it for every screen.

use super::matching::Offer;
use super::seats::Who;
use super::shards::Shards;
use super::table::{Summary, Table};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::hash::{BuildHasher, RandomState};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use tactigon_games::GameKind;
use tactigon_store::{Rating, Speed};
use tactigon_table::table::Listed;

/// Each online player's ratings (and each bot's), `None` for a guest, by name.
pub type Ratings = Shards<Option<Arc<[Rating]>>>;
/// What each online player is doing, by name.
pub type Doings = Shards<Activity>;
/// The names of the players online.
pub type Players = BTreeSet<Arc<str>>;

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
    /// Where each player sits among [`Snapshot::tables`].
    pub seated: Arc<Seated>,
    /// The players online (the server's bots first), by name.
    pub online: Arc<Vec<Arc<str>>>,
    /// The lobby's set of online players [`Snapshot::online`] was made from.
    pub(crate) players: Arc<Players>,
    /// Each online player's ratings (and each bot's), `None` for a guest.
    pub ratings: Arc<Ratings>,
    /// What each online player is doing.
    pub doing: Arc<Doings>,
    /// Each table's game and the speed of its clock, by table.
    pub games: Arc<Games>,
    /// The seeks' ranges and the challenges, by table.
    pub offers: Arc<BTreeMap<u64, Offer>>,
    /// What the screens drew of the lobby's players (kept while the players, their ratings
    /// and activities are the same).
    pub drawn: Arc<Drawn>,
    /// Every table's listing, finished games' too, by number: what the next snapshot shares
    /// of the tables that did not change.
    listed: Vec<Listed>,
    /// Where the correspondence games are in [`Snapshot::tables`].
    correspondence: Vec<usize>,
}

/// Where each player sits in a list of tables: by a hash of the name on a seat, the places
/// of the tables with a seat under it. A screen looks up its own player's tables here at
/// every news instead of reading 1,000 tables (a tenth of the server's time at 2,000
/// sessions went to such readings); two names of the same hash share their places, which the
/// reader tells apart by the seats themselves.
#[derive(Debug, Default)]
pub struct Seated {
    places: HashMap<u64, Vec<u32>>,
    hasher: RandomState,
}

impl Seated {
    /// The places of `tables` by the names on their seats.
    fn of(tables: &[Arc<Summary>]) -> Seated {
        let mut seated = Seated::default();
        for (at, table) in (0u32..).zip(tables) {
            for name in table.seats.iter().flatten() {
                let places = seated.places.entry(seated.hasher.hash_one(name.as_str())).or_default();
                // A player seated twice at one table is listed once.
                if places.last() != Some(&at) {
                    places.push(at);
                }
            }
        }
        seated
    }

    /// The places (in `tables`, the list this was made of) of the tables holding a seat
    /// that may be `me`'s (see [`mine`]), in order.
    pub fn places(&self, tables: &[Arc<Summary>], me: &Who) -> Vec<usize> {
        let of = |name: &str| self.places.get(&self.hasher.hash_one(name)).map_or(&[][..], Vec::as_slice);
        let mut places: Vec<usize> = of(&me.name).iter().chain(of(&me.user)).map(|&at| at as usize).collect();
        places.sort_unstable();
        places.dedup();
        places.retain(|&at| tables.get(at).is_some_and(|t| mine(t, me)));
        places
    }

    /// The tables of `tables` (the list this was made of) holding a seat that may be `me`'s,
    /// in order.
    pub fn tables<'a>(&self, tables: &'a [Arc<Summary>], me: &Who) -> impl Iterator<Item = &'a Arc<Summary>> {
        self.places(tables, me).into_iter().filter_map(|at| tables.get(at))
    }
}

/// Whether `me` may be the player of a seat at table `s`: one taken under a name they answer
/// to, and with their key if it was taken with one (else the seat is someone else's).
pub fn mine(s: &Summary, me: &Who) -> bool {
    (0..2).any(|i| s.seats[i].as_deref().is_some_and(|n| me.answers_to(n) && me.may_hold(s.keys[i].as_deref())))
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
    lists: Memo<ListKey, Arc<Buffer>>,
}

/// What a drawing of the list of tables is made of: its area, the row selected and the rows
/// seen as written (see `lobby_list`).
pub type ListKey = (Rect, usize, Arc<Vec<String>>);

impl Drawn {
    /// The online list written at `key`, written by `write` the first time.
    pub fn line(&self, key: Key, write: impl FnOnce() -> String) -> Arc<str> {
        kept(&self.lines, key, || write().into())
    }

    /// The online list drawn at `key`, drawn by `draw` the first time.
    pub fn drawing(&self, key: Key, draw: impl FnOnce() -> Buffer) -> Arc<Buffer> {
        kept(&self.drawings, key, || Arc::new(draw()))
    }

    /// The list of tables drawn at `key`, drawn by `draw` the first time: the screens that
    /// show the same rows (most, as few rows are their viewer's own) share one drawing.
    pub fn list(&self, key: ListKey, draw: impl FnOnce() -> Buffer) -> Arc<Buffer> {
        kept(&self.lists, key, || Arc::new(draw()))
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

/// While only tables changed (moves, clocks), a snapshot younger than this is not taken
/// again: with hundreds of games going on a table changes every few milliseconds, and each
/// reading goes over every table (a twentieth of the server's time at 2,000 sessions). A
/// lobby screen's rows may be this much older than its news; seats taken, opened or closed
/// move the lobby's own counter and are read at once.
const FRESH: Duration = Duration::from_millis(100);

/// The last snapshot taken, shared by every screen until the lobby or a table changes.
#[derive(Default)]
pub struct Kept(Mutex<Option<(Arc<Snapshot>, Instant)>>);

impl Kept {
    /// The snapshot taken at `stamp` (the lobby's and the tables' change counters), or taken
    /// at the same lobby counter less than [`FRESH`] before `now`, or else a new one made by
    /// `read` (given the snapshot kept before, if any).
    pub fn at(
        &self,
        stamp: (u64, u64),
        now: Instant,
        read: impl FnOnce(Option<&Snapshot>) -> Snapshot,
    ) -> Arc<Snapshot> {
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let fresh = |(s, taken): &&(Arc<Snapshot>, Instant)| {
            s.stamp == stamp || (s.stamp.0 == stamp.0 && now.saturating_duration_since(*taken) < FRESH)
        };
        if let Some((snapshot, _)) = kept.as_ref().filter(fresh) {
            return Arc::clone(snapshot);
        }
        let snapshot = Arc::new(read(kept.as_ref().map(|(s, _)| &**s)));
        *kept = Some((Arc::clone(&snapshot), now));
        snapshot
    }
}

/// Each table's game and the speed of its clock, by table number.
#[derive(Debug, Default)]
pub struct Games(Vec<(u64, (GameKind, Option<Speed>))>);

impl Games {
    /// Table `id`'s game and clock speed, if the table is listed.
    pub fn get(&self, id: &u64) -> Option<&(GameKind, Option<Speed>)> {
        // In order of number, as the lobby keeps its tables.
        let at = self.0.binary_search_by_key(id, |(t, _)| *t).ok()?;
        self.0.get(at).map(|(_, kind)| kind)
    }
}

impl Snapshot {
    /// The lobby's rooms besides its tables, which [`Snapshot::with_tables`] adds; `online`
    /// is the online list made from the lobby's set of online players `players`.
    pub fn of(
        players: Arc<Players>,
        online: Arc<Vec<Arc<str>>>,
        ratings: Arc<Ratings>,
        doing: Arc<Doings>,
        offers: Arc<BTreeMap<u64, Offer>>,
    ) -> Snapshot {
        Snapshot { online, players, ratings, doing, offers, ..Snapshot::default() }
    }

    /// The correspondence games going on (those with a clock of days a move), by number.
    pub fn correspondence(&self) -> impl Iterator<Item = &Arc<Summary>> {
        self.correspondence.iter().filter_map(|&at| self.tables.get(at))
    }

    /// The correspondence games with a seat that may be `me`'s, in order of number.
    pub fn correspondence_of(&self, me: &Who) -> impl Iterator<Item = &Arc<Summary>> {
        let places = self.seated.places(&self.tables, me);
        let places = places.into_iter().filter(|at| self.correspondence.binary_search(at).is_ok());
        places.filter_map(|at| self.tables.get(at))
    }

    /// The snapshot of `tables` (in order of number; the lobby's other rooms already in it),
    /// taken at `stamp`. A table that did not change since `before` was taken is not read
    /// again: its listing is shared.
    pub fn with_tables<'a>(
        self,
        stamp: (u64, u64),
        tables: impl ExactSizeIterator<Item = &'a Arc<Table>>,
        before: Option<&Snapshot>,
    ) -> Snapshot {
        let old = before.map_or(&[][..], |b| &b.listed[..]);
        let mut at = 0;
        let mut listed = Vec::with_capacity(tables.len());
        let mut games = Vec::with_capacity(tables.len());
        let mut summaries = Vec::with_capacity(tables.len());
        let mut correspondence = Vec::new();
        for table in tables {
            while old.get(at).is_some_and(|l: &Listed| l.summary.id < table.id) {
                at += 1;
            }
            let same = old.get(at).filter(|l| l.summary.id == table.id && l.edits == table.edits());
            let listing = same.cloned().unwrap_or_else(|| table.listing());
            // A finished game has left the lobby for the archive.
            if !listing.summary.over {
                if listing.speed == Some(Speed::Correspondence) {
                    correspondence.push(summaries.len());
                }
                games.push((table.id, (listing.game, listing.speed)));
                summaries.push(Arc::clone(&listing.summary));
            }
            listed.push(listing);
        }
        // Every listing the same as before's: before's lists are shared, so that what was
        // drawn of them is known to hold (see `lobby_list`).
        let (tables, games, seated) = match before.filter(|b| same_tables(&b.tables, &summaries)) {
            Some(before) => (Arc::clone(&before.tables), Arc::clone(&before.games), Arc::clone(&before.seated)),
            None => {
                // Moves and clocks change tables far more often than seats do.
                let seated = match before.filter(|b| same_seats(&b.tables, &summaries)) {
                    Some(before) => Arc::clone(&before.seated),
                    None => Arc::new(Seated::of(&summaries)),
                };
                (Arc::new(summaries), Arc::new(Games(games)), seated)
            }
        };
        Snapshot { stamp, tables, games, seated, listed, correspondence, ..self }
    }
}

/// Whether two lists of tables have the same seats taken under the same names, table by table.
fn same_seats(a: &[Arc<Summary>], b: &[Arc<Summary>]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(a, b)| Arc::ptr_eq(a, b) || (a.id == b.id && a.seats == b.seats))
}

/// Whether two lists of tables hold the same summaries (shared, not just equal).
fn same_tables(a: &[Arc<Summary>], b: &[Arc<Summary>]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(a, b)| Arc::ptr_eq(a, b))
}

#[cfg(test)]
mod tests {
    use super::{Seated, Summary, Who, mine};
    use std::sync::Arc;

    fn table(id: u64, seats: [Option<&str>; 2], keys: [Option<&str>; 2]) -> Arc<Summary> {
        Arc::new(Summary {
            id,
            seats: seats.map(|s| s.map(str::to_string)),
            sides: ["Red", "Green"],
            terms: "Tactigon".to_string(),
            moves: 0,
            over: false,
            kept_for: None,
            keys: keys.map(|k| k.map(str::to_string)),
        })
    }

    fn who(name: &str, user: &str, key: Option<&str>) -> Who {
        Who { name: name.into(), user: user.into(), key: key.map(str::to_string), conn: 1, account: None }
    }

    /// The places looked up are those a reading of every table finds, for players seated
    /// under their name, the name they logged in as, twice at a table, with a key or none.
    #[test]
    fn a_player_s_places_are_those_a_reading_of_every_table_finds() {
        let tables = vec![
            table(1, [Some("alice"), Some("bob")], [None, None]),
            table(2, [Some("bob"), None], [Some("k2"), None]),
            table(3, [Some("carol"), Some("alice")], [None, None]),
            table(4, [Some("alice"), Some("alice")], [None, None]),
            table(5, [None, Some("zed")], [None, None]),
            table(6, [Some("bob"), Some("dave")], [None, Some("k1")]),
        ];
        let seated = Seated::of(&tables);
        let players = [
            who("alice", "alice", None),
            who("bob", "bob", Some("k2")),
            who("bob", "bob", None),
            who("bob-2", "bob", None),
            who("dave", "dave", Some("k1")),
            who("dave", "dave", Some("k9")),
            who("erin", "erin", None),
        ];
        // By hand: alice at 1, 3 and 4 (places 0, 2, 3); bob with key k2 at 1, 2 and 6; bob
        // without a key not at 2 (taken with k2); bob back as bob-2 (logged in as bob) as bob;
        // dave at 6 with his key only; erin nowhere.
        let expected: [&[usize]; 7] = [&[0, 2, 3], &[0, 1, 5], &[0, 5], &[0, 5], &[5], &[], &[]];
        for (me, expected) in players.iter().zip(expected) {
            let every: Vec<usize> = (0..tables.len()).filter(|&at| mine(&tables[at], me)).collect();
            assert_eq!(every, expected, "{} by hand", me.name);
            assert_eq!(seated.places(&tables, me), expected, "{}", me.name);
        }
    }
}
