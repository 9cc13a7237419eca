//! Who sits at a table and how a seat is taken back: a player who logged in with a key is
//! known by its fingerprint, anyone else by name and the reconnect code they were shown when
//! they sat down. A seat is held by one connection at a time; when that connection ends the
//! seat is empty-handed and its player "away" from then on.

use rand::RngExt;
use std::fmt;
use std::time::Instant;
use tactigon_store::AccountId;

/// The letters of a reconnect code: no 0/O or 1/I/L to mix up.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// A reconnect code's length (31^6, about 10^9 codes).
const CODE_LEN: usize = 6;

/// A connected player as the tables know them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Who {
    /// The player's name in the lobby.
    pub name: String,
    /// The name they logged in as, cleaned: the same as `name` unless that was in use
    /// (`alice-2`, while a dropped connection of `alice` has not been noticed yet).
    pub user: String,
    /// The fingerprint of the key the player logged in with, if they used one.
    pub key: Option<String>,
    /// The connection's number, unique while the server runs.
    pub conn: u64,
    /// The player's account, if they logged in to one (a guest has none).
    pub account: Option<AccountId>,
}

impl Who {
    /// Whether a seat taken under `name` may be this player's: it is their name, or the
    /// name they logged in as (their code or key still has to prove the seat theirs).
    pub fn answers_to(&self, name: &str) -> bool {
        self.name == name || self.user == name
    }

    /// Whether a seat taken with `key` (or none) may be this player's: a seat taken with a
    /// key is given back to that key alone.
    pub fn may_hold(&self, key: Option<&str>) -> bool {
        key.is_none_or(|k| self.key.as_deref() == Some(k))
    }
}

/// A player seated at a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sitter {
    /// The player's name.
    pub name: String,
    /// The fingerprint of their key, if they logged in with one: only that key takes the
    /// seat back.
    pub key: Option<String>,
    /// The code that takes the seat back without a key.
    pub code: String,
    /// The player's account, if they have one: only games between two accounts are rated.
    pub account: Option<AccountId>,
    /// The connection holding the seat, while one does.
    pub holder: Option<u64>,
    /// Since when nobody holds the seat.
    pub away_since: Option<Instant>,
}

/// Why a seat was not given back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reclaim {
    /// Nobody of that name sits here.
    NotSeated,
    /// The seat was taken with a key and this is another (or none).
    OtherKey,
    /// The reconnect code is needed.
    NeedCode,
    /// The reconnect code given is not the seat's.
    WrongCode,
}

impl fmt::Display for Reclaim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reclaim::NotSeated => "you do not sit at that table",
            Reclaim::OtherKey => "that seat was taken with another key",
            Reclaim::NeedCode => "type the reconnect code you were shown when you sat down",
            Reclaim::WrongCode => "wrong reconnect code",
        })
    }
}

/// A fresh reconnect code, from the operating system's randomness.
pub fn new_code() -> String {
    let mut rng = rand::rng();
    (0..CODE_LEN).map(|_| char::from(CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())])).collect()
}

impl Sitter {
    /// `who` sits down, holding the seat, with a new code.
    pub fn new(who: &Who) -> Sitter {
        Sitter {
            name: who.name.clone(),
            key: who.key.clone(),
            code: new_code(),
            account: who.account,
            holder: Some(who.conn),
            away_since: None,
        }
    }

    /// A seat brought back from disk: nobody holds it yet.
    pub fn restored(
        name: String,
        key: Option<String>,
        code: String,
        account: Option<AccountId>,
        now: Instant,
    ) -> Sitter {
        Sitter { name, key, code, account, holder: None, away_since: Some(now) }
    }

    /// Whether `who`'s connection holds the seat.
    pub fn held_by(&self, who: &Who) -> bool {
        self.holder == Some(who.conn)
    }

    /// Gives the seat to `who` if they prove it theirs: the same connection, the same key,
    /// or (without a key) the code.
    pub fn reclaim(&mut self, who: &Who, code: Option<&str>) -> Result<(), Reclaim> {
        if !who.answers_to(&self.name) {
            return Err(Reclaim::NotSeated);
        }
        if !self.held_by(who) {
            match (&self.key, code) {
                (Some(key), _) if !who.may_hold(Some(key)) => return Err(Reclaim::OtherKey),
                (None, None) => return Err(Reclaim::NeedCode),
                (None, Some(code)) if !code.trim().eq_ignore_ascii_case(&self.code) => return Err(Reclaim::WrongCode),
                _ => {}
            }
        }
        self.holder = Some(who.conn);
        self.away_since = None;
        Ok(())
    }

    /// The connection `conn` ended: if it held the seat, the player is away from `now`.
    pub fn dropped(&mut self, conn: u64, now: Instant) {
        if self.holder == Some(conn) {
            self.holder = None;
            self.away_since = Some(now);
        }
    }
}
