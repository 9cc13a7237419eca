//! What the lobby keeps to find players opponents, beyond its tables: the players waiting in
//! the pools, the seeks' rating ranges and the challenges, and the server's bots. The lobby
//! holds them; [`crate::seeks`], [`crate::pools`] and [`crate::bots`] work with them.

use super::clock::TimeControl;
use super::seats::Who;
use std::time::Instant;
use tactigon_games::GameKind;
use tactigon_games::bots::BotSpec;
use tactigon_store::Rating;

/// A player waiting in a pool.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting {
    /// Who.
    pub who: Who,
    /// The pool's game.
    pub game: GameKind,
    /// The pool's clock.
    pub clock: TimeControl,
    /// The player's rating at the pool's game and speed (the start for a guest).
    pub rating: f64,
    /// Since when they wait, on the server's time.
    pub since: Instant,
    /// Whether a bot may be their opponent.
    pub bots: bool,
}

/// A challenge: who made it, whom it is for and when it expires.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// The challenger's connection, told when the challenge is declined or expires.
    pub from: u64,
    /// The challenged player's name.
    pub to: String,
    /// When it expires, on the server's time.
    pub expires: Instant,
}

/// What the lobby keeps of an open seat beyond the table: a seek's rating range or a challenge.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offer {
    /// The ratings a seek's opponent may have, lowest and highest.
    pub range: Option<(u32, u32)>,
    /// The challenge, if the seat is one.
    pub challenge: Option<Challenge>,
}

/// One of the server's bots.
#[derive(Clone, Debug, PartialEq)]
pub struct LobbyBot {
    /// How it plays.
    pub spec: BotSpec,
    /// Who it is at a table: its name and account.
    pub who: Who,
    /// Its ratings when the server started.
    pub ratings: Vec<Rating>,
}
