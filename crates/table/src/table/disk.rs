//! A table kept in the store: its record, written after every change (by the writer) and
//! read back after a restart, and the finished game handed to the archive. The record's
//! player tags name who sits where; its extra tags keep the time control, the clocks, the
//! reconnect codes, the keys, the accounts and whether the game is rated; a correspondence
//! game's, the wall-clock time its side to move's time runs out (`Deadline`).

use super::{State, Table};
use crate::clock::{Clocks, TimeControl};
use crate::correspondence;
use crate::game;
use crate::seats::{self, Sitter};
use crate::store::Writer;
use crate::terms::Terms;
use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tactigon_games::games::AnyRecord;
use tactigon_store::{AccountId, FinishedGame, Score};

/// The longest time control a kept record may hold: a day per side, an hour per move.
const MAX_BASE: Duration = Duration::from_secs(24 * 3600);
const MAX_INCREMENT: Duration = Duration::from_secs(3600);

/// Why a kept table was not brought back: a tag no server writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unrestorable {
    /// The table's number.
    pub table: u64,
    /// The tag.
    pub tag: &'static str,
    /// Its value.
    pub value: String,
}

impl fmt::Display for Unrestorable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "table #{} not restored: its {} tag {:?} is out of range", self.table, self.tag, self.value)
    }
}

impl std::error::Error for Unrestorable {}

impl Table {
    /// The table kept as `record`: its player tags name who sits where, its extra tags keep
    /// the clock, the reconnect codes, the keys and accounts. Nobody holds a seat until they
    /// come back. A time control or clocks out of range are refused, never replaced.
    pub fn restore(
        id: u64,
        record: &AnyRecord,
        writer: Option<Arc<Writer>>,
        now: Instant,
    ) -> Result<Table, Unrestorable> {
        let extra = game::extra_tags(record);
        let tag = |name: &str| extra.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
        let words = |name: &str| {
            let mut it = tag(name).unwrap_or_default().split_whitespace().map(|w| (w != "-").then(|| w.to_string()));
            [it.next().flatten(), it.next().flatten()]
        };
        let bad = |tag: &'static str, value: &str| Unrestorable { table: id, tag, value: value.to_string() };
        let control = match tag("TimeControl") {
            None => None,
            Some(text) => Some(
                TimeControl::from_tag(text)
                    .filter(|c| {
                        c.days().is_some() || (!c.base.is_zero() && c.base <= MAX_BASE && c.increment <= MAX_INCREMENT)
                    })
                    .ok_or_else(|| bad("TimeControl", text))?,
            ),
        };
        let clocks = match (control, tag("Clocks")) {
            (None, _) => None,
            (Some(c), text) => Some(
                Clocks::from_record(c, text, game::moves_of(record))
                    .ok_or_else(|| bad("Clocks", text.unwrap_or_default()))?,
            ),
        };
        let [codes, keys, accounts] = [words("Reconnect"), words("Keys"), words("Accounts")];
        let account = |i: usize| accounts[i].as_deref().and_then(|a| a.parse().ok()).map(AccountId);
        let mut seats = [None, None];
        for (i, name) in record.players().iter().enumerate() {
            if !name.is_empty() {
                let code = codes[i].clone().unwrap_or_else(seats::new_code);
                seats[i] = Some(Sitter::restored(name.clone(), keys[i].clone(), code, account(i), now));
            }
        }
        let terms = Terms::of(record, control, tag("Rated") == Some("yes"));
        let mut state = State::new(game::restore(record, id, now), terms, seats, clocks);
        if let Some(text) = tag("Deadline") {
            let deadline = text.trim().parse::<i64>().map_err(|_| bad("Deadline", text))?;
            state.run_on(deadline, now);
        }
        Ok(Table::of(id, state, writer))
    }
}

impl State {
    /// The record kept while the game goes on: the game with the seated players' names as
    /// its players, and the time control, clocks, reconnect codes, keys and accounts as tags.
    pub(super) fn stored(&self) -> String {
        let mut tags = vec![("Reconnect".to_string(), self.pair(&|s| Some(s.code.clone())))];
        if self.seats.iter().flatten().any(|s| s.key.is_some()) {
            tags.push(("Keys".to_string(), self.pair(&|s| s.key.clone())));
        }
        if self.seats.iter().flatten().any(|s| s.account.is_some()) {
            tags.push(("Accounts".to_string(), self.pair(&|s| s.account.map(|a| a.0.to_string()))));
        }
        tags.extend(self.public_tags());
        game::tagged(self.game.record(), self.names(), tags)
    }

    /// The finished game as the archive keeps it: without the reconnect codes and keys; `None`
    /// for a game aborted, which the archive does not keep.
    pub(super) fn finished(&self, table: u64) -> Option<FinishedGame> {
        let record = self.game.record();
        let (result, ending) = game::ending(&record);
        let score = result.parse::<Score>().ok()?;
        let accounts = self.seats.clone().map(|s| s.and_then(|s| s.account));
        let finished = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
        Some(FinishedGame {
            table,
            game: self.terms.game,
            players: [0, 1].map(|i| (accounts[i], self.names()[i].clone())),
            terms: self.terms.describe(),
            rated: self.terms.speed().filter(|_| accounts.iter().all(Option::is_some)),
            score,
            ending: ending.to_string(),
            finished: i64::try_from(finished).unwrap_or(i64::MAX),
            record: game::tagged(record, self.names(), self.public_tags()),
        })
    }

    fn names(&self) -> [String; 2] {
        self.seats.clone().map(|s| s.map(|s| s.name).unwrap_or_default())
    }

    /// One word per seat, `-` for none.
    fn pair(&self, f: &dyn Fn(&Sitter) -> Option<String>) -> String {
        let words: Vec<String> =
            self.seats.iter().map(|s| s.as_ref().and_then(f).unwrap_or_else(|| "-".into())).collect();
        words.join(" ")
    }

    /// The tags anyone may read: the time control, the clocks and whether the game is rated.
    fn public_tags(&self) -> Vec<(String, String)> {
        let mut tags = Vec::new();
        if let Some(c) = &self.clocks {
            tags.push(("TimeControl".to_string(), c.control.tag()));
            tags.push(("Clocks".to_string(), c.tag()));
            // A correspondence clock runs on across restarts: from the wall-clock deadline.
            if let Some((_, at)) = c.deadline().filter(|_| c.control.days().is_some()) {
                tags.push(("Deadline".to_string(), correspondence::unix(at).to_string()));
            }
        }
        if self.terms.rated {
            tags.push(("Rated".to_string(), "yes".to_string()));
        }
        tags
    }
}
