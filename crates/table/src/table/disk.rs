//! A table on disk: its record file, written after every change (by the store's writer) and
//! read back after a restart. The record's player tags name who sits where; its extra tags
//! keep the time control, the clocks, the reconnect codes and the keys.

use super::{State, Table};
use crate::clock::{Clocks, TimeControl};
use crate::game;
use crate::seats::{self, Sitter};
use crate::store::Store;
use crate::terms::Terms;
use std::sync::Arc;
use std::time::Instant;
use tactigon_games::games::AnyRecord;

impl Table {
    /// The table kept in `store` as `record`: its player tags name who sits where, its extra
    /// tags keep the clock and the reconnect codes. Nobody holds a seat until they come back.
    pub fn restore(id: u64, record: &AnyRecord, store: Option<Arc<Store>>, now: Instant) -> Table {
        let extra = game::extra_tags(record);
        let tag = |name: &str| extra.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
        let words = |name: &str| {
            let mut it = tag(name).unwrap_or_default().split_whitespace().map(|w| (w != "-").then(|| w.to_string()));
            [it.next().flatten(), it.next().flatten()]
        };
        let control = tag("TimeControl").and_then(TimeControl::from_tag);
        let clocks = control.map(|c| match tag("Clocks").and_then(Clocks::left_from_tag) {
            Some(left) => Clocks::resumed(c, left),
            None => Clocks::new(c),
        });
        let [codes, keys] = [words("Reconnect"), words("Keys")];
        let mut seats = [None, None];
        for (i, name) in record.players().iter().enumerate() {
            if !name.is_empty() {
                let code = codes[i].clone().unwrap_or_else(seats::new_code);
                seats[i] = Some(Sitter::restored(name.clone(), keys[i].clone(), code, now));
            }
        }
        let state = State::new(game::restore(record, id, now), Terms::of(record, control), seats, clocks);
        Table::of(id, state, store)
    }
}

impl State {
    /// The record kept on disk: the game with the seated players' names as its players, and
    /// the time control, clocks, reconnect codes and keys as tags.
    pub(super) fn stored(&self) -> String {
        let names = self.seats.clone().map(|s| s.map(|s| s.name).unwrap_or_default());
        let pair = |f: &dyn Fn(&Sitter) -> Option<String>| {
            self.seats
                .iter()
                .map(|s| s.as_ref().and_then(f).unwrap_or_else(|| "-".into()))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut tags = vec![("Reconnect".to_string(), pair(&|s| Some(s.code.clone())))];
        if self.seats.iter().flatten().any(|s| s.key.is_some()) {
            tags.push(("Keys".to_string(), pair(&|s| s.key.clone())));
        }
        if let Some(c) = &self.clocks {
            tags.push(("TimeControl".to_string(), c.control.tag()));
            tags.push(("Clocks".to_string(), c.tag()));
        }
        game::tagged(self.game.record(), names, tags)
    }
}
