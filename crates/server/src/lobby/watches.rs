//! How the lobby's screens hear of its changes (three counters, watched) and read it: one
//! snapshot shared by every screen until something it holds changed.

use super::Lobby;
use crate::snapshot::Snapshot;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::watch;

impl Lobby {
    pub(crate) fn bump(&self) {
        self.changed.send_modify(|n| *n += 1);
    }

    /// Tells the screens that only the online list changed.
    pub(super) fn bump_presence(&self) {
        self.presence.send_modify(|n| *n += 1);
    }

    /// Something the lobby shows changed outside it (a correspondence game's turn).
    pub fn news(&self) {
        self.bump();
    }

    /// The lobby as its screens show it now: the one read before if nothing changed since
    /// (or only tables, and it is fresh: see [`crate::snapshot::Kept::at`]).
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshot_at(Instant::now())
    }

    /// The lobby as its screens show it at `now` (see [`Lobby::snapshot`]).
    pub fn snapshot_at(&self, now: Instant) -> Arc<Snapshot> {
        // Both counters only go up: their sum changes whenever either does.
        let lobby = *self.changed.borrow() + *self.presence.borrow();
        let stamp = (lobby, tactigon_table::table::changes());
        self.kept.at(stamp, now, |before| {
            let rooms = self.rooms();
            // The online list read before holds while the set of players it was made from
            // does (2,000 names are not copied at every seat or move), and what screens drew
            // of it while their ratings and activities hold too: the lobby changes each of
            // them by copy while a snapshot holds it, so the same one is the same content.
            let same_online = before.filter(|b| Arc::ptr_eq(&b.players, &rooms.online));
            let online = match same_online {
                Some(before) => Arc::clone(&before.online),
                None => {
                    let bots = self.bots.iter().map(|b| Arc::from(b.who.name.as_str()));
                    Arc::new(bots.chain(rooms.online.iter().cloned()).collect())
                }
            };
            let (ratings, doing) = (Arc::clone(&rooms.ratings), Arc::clone(&rooms.doing));
            // The offers read before, shared if they hold (the screens' lists are kept while
            // what they show is the same: see `lobby_list`).
            let same_offers = before.filter(|b| *b.offers == rooms.offers);
            let offers = same_offers.map_or_else(|| Arc::new(rooms.offers.clone()), |b| Arc::clone(&b.offers));
            let mut snapshot = Snapshot::of(Arc::clone(&rooms.online), online, ratings, doing, offers);
            if let Some(before) =
                same_online.filter(|b| Arc::ptr_eq(&b.ratings, &rooms.ratings) && Arc::ptr_eq(&b.doing, &rooms.doing))
            {
                snapshot.drawn = Arc::clone(&before.drawn);
            }
            snapshot.with_tables(stamp, rooms.tables.values(), before)
        })
    }

    /// Told of every change but those of the online list.
    pub fn watch(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// Told of the lines said in the lobby's chat.
    pub fn watch_chat(&self) -> watch::Receiver<u64> {
        self.chat.subscribe()
    }

    /// A line was said in the lobby's chat.
    pub fn said(&self) {
        self.chat.send_modify(|n| *n += 1);
    }

    /// Told of the changes of the online list alone: arrivals, departures, ratings and what
    /// the players do.
    pub fn watch_presence(&self) -> watch::Receiver<u64> {
        self.presence.subscribe()
    }
}
