//! Computer players. They depend only on the rules module.
//!
//! `random` plays any legal move, `greedy` looks one ply ahead with the static evaluation
//! of [`eval`], and `expert` searches ([`search`]) within a time budget or to a fixed
//! depth. Every bot is deterministic for a given seed when it does not depend on the clock
//! (random, greedy, and expert with a fixed depth).

mod draws;
pub mod eval;
mod greedy;
mod ordering;
mod random;
pub mod search;
mod tt;

pub use greedy::GreedyBot;
pub use random::RandomBot;
pub use search::{ExpertBot, Level};

use crate::rules::{Game, Move};
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A computer player.
pub trait Bot: Send {
    /// Chooses a legal move for the side to move in a game that is not over.
    ///
    /// When `stop` becomes true the bot returns its best move so far as soon as it can.
    ///
    /// If the game is over anyway, the answer is `pass`.
    fn choose(&mut self, game: &Game, stop: &AtomicBool) -> Move;

    /// What the last [`Bot::choose`] searched, for bots that search.
    fn info(&self) -> Option<SearchInfo> {
        None
    }
}

/// Figures from one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// The deepest iteration completed, in plies (0 when the move was forced).
    pub depth: u32,
    /// Positions visited, quiescence included.
    pub nodes: u64,
    /// Wall-clock time taken.
    pub elapsed: Duration,
    /// The score of the chosen move for the side to move, in centi-circles.
    pub score: i32,
}

impl SearchInfo {
    /// Nodes per second (0 when no time was measured).
    pub fn nodes_per_second(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 { self.nodes as f64 / secs } else { 0.0 }
    }
}

/// A bot named as on the command line: `random`, `greedy`, `expert` or `expert:N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotSpec {
    /// A uniformly random legal move.
    Random,
    /// One ply deep with a static evaluation.
    Greedy,
    /// Alpha-beta search at a level from 1 (weakest) to 5.
    Expert(u8),
}

/// The expert level that plain `expert` means.
pub const DEFAULT_EXPERT_LEVEL: u8 = 3;

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => f.write_str("random"),
            BotSpec::Greedy => f.write_str("greedy"),
            BotSpec::Expert(level) => write!(f, "expert:{level}"),
        }
    }
}

/// Why a bot name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BotSpecError {
    /// `expert:` followed by something other than a level from 1 to 5.
    BadLevel(String),
    /// Not the name of any bot.
    Unknown(String),
}

impl fmt::Display for BotSpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpecError::BadLevel(s) => write!(f, "'{s}': the expert level must be 1 to 5 (expert:1 … expert:5)"),
            BotSpecError::Unknown(s) => {
                write!(f, "unknown bot '{s}' (expected random, greedy, expert or expert:1 … expert:5)")
            }
        }
    }
}

impl std::error::Error for BotSpecError {}

impl FromStr for BotSpec {
    type Err = BotSpecError;
    fn from_str(s: &str) -> Result<BotSpec, BotSpecError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(BotSpec::Random),
            "greedy" => Ok(BotSpec::Greedy),
            "expert" => Ok(BotSpec::Expert(DEFAULT_EXPERT_LEVEL)),
            other => match other.strip_prefix("expert:").map(str::parse::<u8>) {
                Some(Ok(level @ 1..=5)) => Ok(BotSpec::Expert(level)),
                Some(_) => Err(BotSpecError::BadLevel(s.to_string())),
                None => Err(BotSpecError::Unknown(s.to_string())),
            },
        }
    }
}

/// How long a bot may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock budget per move.
    pub time: Duration,
    /// A fixed search depth instead of the time budget (deterministic).
    pub depth: Option<u32>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { time: Duration::from_secs(1), depth: None }
    }
}

impl BotSpec {
    /// Builds the bot; `seed` fixes its random choices.
    pub fn build(self, seed: u64, limits: Limits) -> Box<dyn Bot> {
        match self {
            BotSpec::Random => Box::new(RandomBot::new(seed)),
            BotSpec::Greedy => Box::new(GreedyBot::new(seed)),
            BotSpec::Expert(level) => Box::new(ExpertBot::new(level, seed, limits)),
        }
    }
}
