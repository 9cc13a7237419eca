//! Quick pairing: a pool per game and clock preset ([`clocks`]: the live presets of
//! [`crate::clock::PRESETS`] and the correspondence one, three days a move). A player
//! joins with the lobby's game and clock and waits; the server pairs the longest waiting
//! with the nearest rating within a range that widens while they wait ([`range`]). A player
//! who allowed it is paired with the server's bot of the nearest rating once nobody else has
//! come for [`BOT_WAIT`]. A game between two accounts (a bot has one) is rated, else casual.

use super::clock::{PRESETS, TimeControl};
use super::lobby::{Lobby, rating_at};
pub use super::matching::Waiting;
use super::seats::Who;
use super::terms::Terms;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_games::GameKind;

/// The rating difference a pool accepts at once.
pub const RANGE_START: f64 = 100.0;
/// How much wider the range grows for every second waited.
pub const RANGE_GROWTH: f64 = 10.0;
/// How long a player who allowed bots waits for a person before a bot is given.
pub const BOT_WAIT: Duration = Duration::from_secs(20);

/// The clocks there is a pool for: the live presets, then the correspondence preset (one, so
/// that the few who play by correspondence are not spread over six pools).
pub fn clocks() -> impl Iterator<Item = TimeControl> {
    PRESETS.into_iter().chain([tactigon_table::correspondence::POOL])
}

/// Why the pool of `clock` cannot be joined (`None`: no clock chosen).
fn no_pool(clock: Option<TimeControl>) -> String {
    let offered: Vec<String> = clocks().map(|c| c.to_string()).collect();
    let (last, rest) = offered.split_last().expect("there are pools");
    let pools = format!("{} or {last}", rest.join(", "));
    match clock {
        None => format!("a pool needs a clock ({pools}): choose one with t"),
        Some(clock) => format!("there is no {clock} pool: the pools are {pools} (t chooses)"),
    }
}

impl Waiting {
    fn same_pool(&self, other: &Waiting) -> bool {
        self.game == other.game && self.clock == other.clock
    }
}

/// The rating difference accepted after waiting `waited`.
pub fn range(waited: Duration) -> f64 {
    RANGE_START + RANGE_GROWTH * waited.as_secs_f64()
}

/// The pairs the pools make at `now`, as indices into `waiting`: the longest waiting first,
/// each with the nearest rating in the same pool within the range of the longer wait (the
/// first come wins a tie).
pub fn pairs(waiting: &[Waiting], now: Instant) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (0..waiting.len()).collect();
    order.sort_by_key(|&i| waiting[i].since);
    let mut taken = vec![false; waiting.len()];
    let mut made = Vec::new();
    for &i in &order {
        if taken[i] {
            continue;
        }
        let me = &waiting[i];
        let within = range(now.saturating_duration_since(me.since));
        let nearest = order
            .iter()
            .copied()
            .filter(|&j| j != i && !taken[j] && me.same_pool(&waiting[j]))
            .map(|j| (j, (waiting[j].rating - me.rating).abs()))
            .filter(|&(_, gap)| gap <= within)
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((j, _)) = nearest {
            taken[i] = true;
            taken[j] = true;
            made.push((i, j));
        }
    }
    made
}

impl Lobby {
    /// `who` joins the pool of `terms`' game and clock (leaving any other), a bot allowed
    /// as their opponent if `bots`; the clock must be one of [`clocks`].
    pub fn join_pool(&self, who: &Who, terms: &Terms, bots: bool, now: Instant) -> Result<(), String> {
        let clock = terms.clock.filter(|c| clocks().any(|p| p == *c)).ok_or_else(|| no_pool(terms.clock))?;
        let speed = terms.clock_speed();
        let mut rooms = self.rooms();
        let mine = rooms.ratings.get(who.name.as_str()).cloned().flatten();
        let rating = rating_at(mine.as_deref().unwrap_or_default(), terms.game, speed).rating;
        rooms.pool.retain(|w| w.who.conn != who.conn);
        rooms.pool.push(Waiting { who: who.clone(), game: terms.game, clock, rating, since: now, bots });
        drop(rooms);
        self.bump();
        Ok(())
    }

    /// `who` leaves the pool they wait in; whether they were in one.
    pub fn leave_pool(&self, who: &Who) -> bool {
        let mut rooms = self.rooms();
        let before = rooms.pool.len();
        rooms.pool.retain(|w| w.who.conn != who.conn);
        let left = rooms.pool.len() != before;
        drop(rooms);
        if left {
            self.bump();
        }
        left
    }

    /// The pool `who` waits in: its game and clock, and how many wait there.
    pub fn pool_of(&self, who: &Who) -> Option<(GameKind, TimeControl, usize)> {
        let rooms = self.rooms();
        let me = rooms.pool.iter().find(|w| w.who.conn == who.conn)?;
        Some((me.game, me.clock, rooms.pool.iter().filter(|w| w.same_pool(me)).count()))
    }

    /// Pairs the pools at `now` (people first, then bots for those who waited long enough
    /// and allowed one): each pair gets a table, sides drawn at random. Whether any did.
    pub(crate) fn pair(self: &Arc<Self>, now: Instant) -> bool {
        let mut rooms = self.rooms();
        let made = pairs(&rooms.pool, now);
        let mut games: Vec<(Waiting, Option<Waiting>)> =
            made.iter().map(|&(i, j)| (rooms.pool[i].clone(), Some(rooms.pool[j].clone()))).collect();
        let paired: Vec<u64> =
            games.iter().flat_map(|(a, b)| [Some(a), b.as_ref()]).flatten().map(|w| w.who.conn).collect();
        rooms.pool.retain(|w| !paired.contains(&w.who.conn));
        let bored: Vec<Waiting> = rooms
            .pool
            .iter()
            .filter(|w| w.bots && !self.bots.is_empty() && now.saturating_duration_since(w.since) >= BOT_WAIT)
            .cloned()
            .collect();
        rooms.pool.retain(|w| !bored.iter().any(|b| b.who.conn == w.who.conn));
        drop(rooms);
        games.extend(bored.into_iter().map(|w| (w, None)));
        let any = !games.is_empty();
        for (first, second) in games {
            self.start_paired(&first, second.as_ref(), now);
        }
        any
    }

    /// Opens the table of a pool's pair (`second` `None`: the bot of the nearest rating).
    fn start_paired(self: &Arc<Self>, first: &Waiting, second: Option<&Waiting>, now: Instant) {
        let speed = Terms { clock: Some(first.clock), ..Terms::default() }.clock_speed();
        let bot = match second {
            Some(_) => None,
            None => self.bots.iter().min_by(|a, b| {
                let gap = |r: &[tactigon_store::Rating]| (rating_at(r, first.game, speed).rating - first.rating).abs();
                gap(&a.ratings).total_cmp(&gap(&b.ratings))
            }),
        };
        let rated = first.who.account.is_some() && second.is_none_or(|s| s.who.account.is_some());
        let terms = Terms { game: first.game, clock: Some(first.clock), rated, ..Terms::default() };
        let side = super::seeks::Colour::Random.side();
        let Ok(table) = self.open_seat(&first.who, side, terms, now) else { return };
        match (second, bot) {
            (Some(second), _) => {
                if self.join(table.id, &second.who, now).is_none() {
                    self.close(table.id, &first.who);
                }
            }
            (None, Some(bot)) => self.bot_sits(&table, bot),
            (None, None) => self.close(table.id, &first.who),
        }
    }
}
