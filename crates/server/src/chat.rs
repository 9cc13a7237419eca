//! Chat: a line in the lobby and a chat at every table, the players' room and, while the
//! game goes on, the spectators' own (they join the players' once it ended, as on lichess).
//! A message is at most [`LONGEST`] characters, a player sends at most [`BURST`] in
//! [`PER`], and its control characters are written out (`\u{1b}`) before anyone sees it.
//!
//! Chat is kept in memory, the last [`KEPT`] messages of each room: it is talk of the moment,
//! not a record (nothing of it is worth a write to the
//! database on every line). The rooms of a table are freed once the lobby let the table go
//! ([`Chat::free_closed`], on the server's tick), so that memory follows the tables open, not
//! every table there ever was. The operator's mutes are in the database (`tactigon server mute`)
//! and read again every few seconds; a player's own `/mute NAME` hides NAME's messages from
//! them for as long as they are connected.

use super::lobby::Lobby;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// The longest message, in characters.
pub const LONGEST: usize = 200;
/// The most messages one player sends in [`PER`].
pub const BURST: usize = 5;
/// The span [`BURST`] counts over.
pub const PER: Duration = Duration::from_secs(10);
/// The messages kept in each room.
pub const KEPT: usize = 50;

/// Where a message is said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Room {
    /// The lobby's line.
    Lobby,
    /// The players of table `id` (and its spectators once the game ended).
    Players(u64),
    /// The spectators of table `id` while its game goes on.
    Spectators(u64),
}

/// A message said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// Who said it.
    pub from: String,
    /// What they said, its control characters written out.
    pub text: String,
}

/// Why a message was not said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChatError {
    /// Nothing but spaces.
    Empty,
    /// Longer than [`LONGEST`] characters (this many).
    TooLong(usize),
    /// More than [`BURST`] in [`PER`].
    TooFast,
    /// The operator muted the sender.
    Muted,
}

impl fmt::Display for ChatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChatError::Empty => f.write_str("nothing to say"),
            ChatError::TooLong(n) => write!(f, "a message is at most {LONGEST} characters, not {n}"),
            ChatError::TooFast => write!(f, "at most {BURST} messages in {} seconds: wait a moment", PER.as_secs()),
            ChatError::Muted => f.write_str("the server's operator muted you: nobody sees your messages"),
        }
    }
}

impl std::error::Error for ChatError {}

#[derive(Default)]
struct Rooms {
    said: BTreeMap<Room, VecDeque<Said>>,
    /// When each player's last messages were said, newest last.
    sent: BTreeMap<String, VecDeque<Instant>>,
    /// The names the operator muted, in lower case.
    muted: BTreeSet<String>,
}

/// Every room's messages.
#[derive(Default)]
pub struct Chat {
    rooms: Mutex<Rooms>,
}

impl Chat {
    fn rooms(&self) -> MutexGuard<'_, Rooms> {
        self.rooms.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// `from` says `text` in `room` at `now`.
    pub fn say(&self, room: Room, from: &str, text: &str, now: Instant) -> Result<(), ChatError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ChatError::Empty);
        }
        let length = text.chars().count();
        if length > LONGEST {
            return Err(ChatError::TooLong(length));
        }
        let mut rooms = self.rooms();
        if rooms.muted.contains(&from.to_lowercase()) {
            return Err(ChatError::Muted);
        }
        let sent = rooms.sent.entry(from.to_string()).or_default();
        while sent.front().is_some_and(|&t| now.saturating_duration_since(t) >= PER) {
            sent.pop_front();
        }
        if sent.len() >= BURST {
            return Err(ChatError::TooFast);
        }
        sent.push_back(now);
        let said = rooms.said.entry(room).or_default();
        said.push_back(Said { from: from.to_string(), text: tactigon_core::escape::escape(text) });
        if said.len() > KEPT {
            said.pop_front();
        }
        Ok(())
    }

    /// The last `n` messages of `room` not from a name in `hidden`, oldest first.
    pub fn last(&self, room: Room, n: usize, hidden: &BTreeSet<String>) -> Vec<Said> {
        let rooms = self.rooms();
        let Some(said) = rooms.said.get(&room) else { return Vec::new() };
        let shown: Vec<&Said> = said.iter().filter(|s| !hidden.contains(&s.from.to_lowercase())).collect();
        shown[shown.len().saturating_sub(n)..].iter().map(|s| (*s).clone()).collect()
    }

    /// The operator's mutes are now `names`.
    pub fn set_muted(&self, names: Vec<String>) {
        self.rooms().muted = names.iter().map(|n| n.to_lowercase()).collect();
    }

    /// Frees the rooms of the tables `lobby` no longer holds (closed, or finished and left by
    /// their players), and the send times of players silent for [`PER`] at `now`.
    pub fn free_closed(&self, lobby: &Lobby, now: Instant) {
        let tables: BTreeSet<u64> = self.rooms().said.keys().filter_map(|r| r.table()).collect();
        // The lobby is asked with the chat's lock released: the two locks are never held together.
        let closed: BTreeSet<u64> = tables.into_iter().filter(|&id| lobby.table(id).is_none()).collect();
        let mut rooms = self.rooms();
        rooms.said.retain(|room, _| room.table().is_none_or(|id| !closed.contains(&id)));
        rooms.sent.retain(|_, sent| sent.back().is_some_and(|&t| now.saturating_duration_since(t) < PER));
    }

    /// How many rooms hold messages, the lobby's among them.
    pub fn rooms_kept(&self) -> usize {
        self.rooms().said.len()
    }
}

impl Room {
    /// The table the room belongs to; `None` for the lobby's.
    fn table(&self) -> Option<u64> {
        match *self {
            Room::Lobby => None,
            Room::Players(id) | Room::Spectators(id) => Some(id),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_limited_escaped_and_kept_per_room() {
        let chat = Chat::default();
        let t0 = Instant::now();
        chat.say(Room::Players(1), "alice", "  good \u{1b}[2Jluck ", t0).unwrap();
        assert_eq!(chat.say(Room::Players(1), "alice", " ", t0), Err(ChatError::Empty));
        assert_eq!(chat.say(Room::Lobby, "alice", &"x".repeat(201), t0), Err(ChatError::TooLong(201)));
        chat.say(Room::Lobby, "alice", &"é".repeat(200), t0).unwrap();
        let none = BTreeSet::new();
        let said = chat.last(Room::Players(1), 5, &none);
        assert_eq!(said, [Said { from: "alice".into(), text: "good \\u{1b}[2Jluck".into() }]);
        assert!(chat.last(Room::Spectators(1), 5, &none).is_empty());
        // Two said so far: three more pass, the sixth within ten seconds does not.
        for i in 0..3 {
            chat.say(Room::Lobby, "alice", &format!("{i}"), t0 + Duration::from_secs(1)).unwrap();
        }
        assert_eq!(chat.say(Room::Lobby, "alice", "6", t0 + Duration::from_secs(9)), Err(ChatError::TooFast));
        chat.say(Room::Lobby, "bob", "hi", t0 + Duration::from_secs(9)).unwrap();
        // The first two are ten seconds old: two more pass.
        chat.say(Room::Lobby, "alice", "6", t0 + Duration::from_secs(10)).unwrap();
        let hidden: BTreeSet<String> = ["bob".to_string()].into();
        let texts: Vec<String> = chat.last(Room::Lobby, 2, &hidden).into_iter().map(|s| s.text).collect();
        assert_eq!(texts, ["2", "6"]);
        chat.set_muted(vec!["Bob".into()]);
        assert_eq!(chat.say(Room::Lobby, "bob", "hi", t0 + Duration::from_secs(60)), Err(ChatError::Muted));
    }
}
