//! Seeks and challenges: an open seat with more to it. A seek gives its maker the first or
//! second side or one drawn at random, and may ask for opponents rated within a range of the
//! maker's rating (at the seek's game and speed); a challenge keeps the seat for one named
//! player, who accepts (takes it) or declines, and expires after [`CHALLENGE_TIME`]. The
//! lobby keeps what a table does not know of them as an [`Offer`].

use super::lobby::{Lobby, rating_at};
pub use super::matching::{Challenge, Offer};
use super::seats::Who;
use super::table::Table;
use super::terms::Terms;
use rand::RngExt;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long a challenge waits for its answer.
pub const CHALLENGE_TIME: Duration = Duration::from_secs(60);

/// The rating ranges a seek may ask for, in the order the lobby's key cycles them: the
/// opponent's rating within this many points of the seeker's.
pub const RANGES: [Option<u32>; 5] = [None, Some(100), Some(200), Some(300), Some(500)];

/// Which side a seek or a challenge gives its maker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Colour {
    /// Drawn at random when the seat is opened.
    #[default]
    Random,
    /// The first player's side (Red, White).
    First,
    /// The second player's side (Green, Black).
    Second,
}

impl Colour {
    /// The next choice, as the lobby's key cycles them.
    pub fn next(self) -> Colour {
        match self {
            Colour::Random => Colour::First,
            Colour::First => Colour::Second,
            Colour::Second => Colour::Random,
        }
    }

    /// The seat its maker takes: 0 the first player, 1 the second.
    pub fn side(self) -> usize {
        match self {
            Colour::Random => usize::from(rand::rng().random_bool(0.5)),
            Colour::First => 0,
            Colour::Second => 1,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::Random => "random",
            Colour::First => "first",
            Colour::Second => "second",
        })
    }
}

/// A colour that is none of `random`, `first` and `second`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownColour(pub String);

impl fmt::Display for UnknownColour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown colour '{}' (expected random, first or second)", tactigon_core::escape::Escaped(&self.0))
    }
}

impl std::error::Error for UnknownColour {}

impl FromStr for Colour {
    type Err = UnknownColour;
    fn from_str(s: &str) -> Result<Colour, UnknownColour> {
        match s {
            "random" => Ok(Colour::Random),
            "first" => Ok(Colour::First),
            "second" => Ok(Colour::Second),
            other => Err(UnknownColour(other.to_string())),
        }
    }
}

/// What a player chose in the lobby beyond a table's terms: the side their seeks and
/// challenges give them, a seek's rating range, and whether a pool may pair them with a bot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seeking {
    /// The side.
    pub colour: Colour,
    /// The seek's range: the opponent's rating within this many points of one's own.
    pub range: Option<u32>,
    /// Whether a pool may pair the player with one of the server's bots.
    pub bots: bool,
}

impl Seeking {
    /// The next range of [`RANGES`].
    pub fn next_range(&mut self) {
        let at = RANGES.iter().position(|&r| r == self.range).unwrap_or(0);
        self.range = RANGES[(at + 1) % RANGES.len()];
    }

    /// How the lobby writes these choices: `colour random, any rating, no bots in pools`.
    pub fn describe(&self) -> String {
        let range = self.range.map_or_else(|| "any rating".to_string(), |r| format!("ratings ±{r}"));
        let bots = if self.bots { "bots in pools" } else { "no bots in pools" };
        format!("colour {}, {range}, {bots}", self.colour)
    }
}

/// Why a seek, a challenge or taking a seek was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeekError {
    /// The table could not be opened.
    Open(String),
    /// A seek with a rating range needs the rating of an account.
    RangeNeedsAccount,
    /// The player's rating is outside the seek's range.
    OutOfRange {
        /// Their rating at the seek's game and speed.
        rating: u32,
        /// The range.
        range: (u32, u32),
    },
    /// Nobody of that name is online.
    NotOnline(String),
    /// One does not challenge oneself.
    Oneself,
    /// A rated challenge to a guest.
    GuestRated(String),
    /// No challenge at that table is for this player.
    NoChallenge,
}

impl fmt::Display for SeekError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeekError::Open(why) => write!(f, "cannot open a table: {why}"),
            SeekError::RangeNeedsAccount => f.write_str("a rating range needs a rating: log in with an SSH key"),
            SeekError::OutOfRange { rating, range: (low, high) } => {
                write!(f, "this seek is for ratings {low}–{high}: yours is {rating}")
            }
            SeekError::NotOnline(name) => write!(f, "nobody called {name} is online"),
            SeekError::Oneself => f.write_str("you cannot challenge yourself"),
            SeekError::GuestRated(name) => write!(f, "{name} is a guest: guests play casual games only"),
            SeekError::NoChallenge => f.write_str("there is no challenge for you at that table"),
        }
    }
}

impl std::error::Error for SeekError {}

impl Lobby {
    /// The rating of the online player `name` at `terms`' game and speed, rounded; `None`
    /// for a guest (or someone not online).
    pub fn rating_of(&self, name: &str, terms: &Terms) -> Option<u32> {
        let rooms = self.rooms();
        let ratings = rooms.ratings.get(name)?.as_ref()?;
        Some(rating_at(ratings, terms.game, terms.clock_speed()).rating.round().max(0.0) as u32)
    }

    /// `host` opens a seek on `terms` as `seeking` says: a seat on the side chosen, and the
    /// rating range asked for around the host's own rating.
    pub fn open_seek(&self, host: &Who, terms: Terms, seeking: Seeking, now: Instant) -> Result<Arc<Table>, SeekError> {
        let range = match seeking.range {
            None => None,
            Some(width) => {
                let rating = self.rating_of(&host.name, &terms).ok_or(SeekError::RangeNeedsAccount)?;
                Some((rating.saturating_sub(width), rating + width))
            }
        };
        let table =
            self.open_seat(host, seeking.colour.side(), terms, now).map_err(|e| SeekError::Open(e.to_string()))?;
        if range.is_some() {
            self.rooms().offers.insert(table.id, Offer { range, challenge: None });
        }
        Ok(table)
    }

    /// Whether `who` may take the open seat at table `id`: within a seek's range.
    pub fn may_take(&self, id: u64, who: &Who) -> Result<(), SeekError> {
        let Some(range) = self.rooms().offers.get(&id).and_then(|o| o.range) else { return Ok(()) };
        let Some(table) = self.table(id) else { return Ok(()) };
        let rating = self.rating_of(&who.name, &table.terms()).ok_or(SeekError::RangeNeedsAccount)?;
        if rating < range.0 || rating > range.1 {
            return Err(SeekError::OutOfRange { rating, range });
        }
        Ok(())
    }

    /// `from` challenges the player called `to` (any case) on `terms`, taking the side
    /// `colour` gives: the seat is kept for them until they answer or it expires. A bot
    /// accepts at once: the table, with both seated, is then ready to play.
    pub fn challenge(
        self: &Arc<Self>,
        from: &Who,
        to: &str,
        terms: Terms,
        colour: Colour,
        now: Instant,
    ) -> Result<Arc<Table>, SeekError> {
        let name = self.online_as(to).ok_or_else(|| SeekError::NotOnline(to.into()))?;
        if from.answers_to(&name) {
            return Err(SeekError::Oneself);
        }
        if terms.rated && self.ratings().get(name.as_str()).is_some_and(Option::is_none) {
            return Err(SeekError::GuestRated(name));
        }
        let table = self.open_seat(from, colour.side(), terms, now).map_err(|e| SeekError::Open(e.to_string()))?;
        table.keep_for(name.clone());
        if let Some(bot) = self.bots.iter().find(|b| b.who.name == name) {
            self.bot_sits(&table, bot);
            return Ok(table);
        }
        self.notifier.challenged(&name, &table.terms().describe(), &from.name);
        let challenge = Challenge { from: from.conn, to: name, expires: now + CHALLENGE_TIME };
        self.rooms().offers.insert(table.id, Offer { range: None, challenge: Some(challenge) });
        self.bump();
        Ok(table)
    }

    /// `who` declines the challenge at table `id`: the table closes and the challenger is told.
    pub fn decline(&self, id: u64, who: &Who) -> Result<(), SeekError> {
        let mut rooms = self.rooms();
        let challenge = rooms.offers.get(&id).and_then(|o| o.challenge.clone());
        let challenge = challenge.filter(|c| who.answers_to(&c.to)).ok_or(SeekError::NoChallenge)?;
        if let Some(table) = rooms.tables.remove(&id) {
            table.discard();
        }
        rooms.offers.remove(&id);
        rooms.news.insert(challenge.from, format!("{} declined your challenge (table #{id})", challenge.to));
        drop(rooms);
        self.bump();
        Ok(())
    }

    /// Challenges not answered by `now` expire: their tables close and the challengers are
    /// told. Whether one did.
    pub(crate) fn expire(&self, now: Instant) -> bool {
        let mut rooms = self.rooms();
        let expired: Vec<(u64, Challenge)> = rooms
            .offers
            .iter()
            .filter_map(|(&id, o)| o.challenge.clone().filter(|c| c.expires <= now).map(|c| (id, c)))
            .collect();
        for (id, challenge) in &expired {
            rooms.offers.remove(id);
            let taken = rooms.tables.get(id).is_some_and(|t| t.summary().seats.iter().all(Option::is_some));
            if !taken {
                if let Some(table) = rooms.tables.remove(id) {
                    table.discard();
                }
                rooms.news.insert(challenge.from, format!("your challenge to {} expired (table #{id})", challenge.to));
            }
        }
        !expired.is_empty()
    }
}
