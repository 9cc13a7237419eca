//! Computer players: the engine's generic players ([`tactigon_core`]) with Tactigon's
//! evaluation ([`eval`](tactigon_rules::eval)) and move ordering, or another game's
//! ([`crate::playable::Playable::bot`]).
//!
//! `random` plays any legal move, `greedy` looks one ply ahead with the static evaluation,
//! and `expert` searches ([`search`](tactigon_core::search)) within a time budget or to a
//! fixed depth. Every bot is deterministic for a given seed when it does not depend on the
//! clock (random, greedy, and expert with a fixed depth).

pub use tactigon_core::search::{LEVELS, Level, WIN};
pub use tactigon_core::{Limits, SearchInfo};

/// The expert player of Tactigon: iterative-deepening alpha-beta within a time budget or to a
/// fixed depth.
pub type ExpertBot = engine::ExpertBot<Tactigon, Evaluator>;

use std::fmt;
use std::str::FromStr;
use tactigon_core::{self as engine, GameRules, MoveOrder, Player};
use tactigon_rules::Tactigon;
use tactigon_rules::eval::Evaluator;

/// The random player: a uniformly random legal move.
pub type RandomBot = engine::RandomBot<Tactigon>;

/// The greedy player: one ply deep with the static evaluation.
pub type GreedyBot = engine::GreedyBot<Tactigon, Evaluator>;

/// A computer player of game `G`, as [`BotSpec::build_with`] makes it: any
/// [`engine::Player`] of the game.
pub type Bot<G> = Box<dyn Player<G>>;

/// A bot named as on the command line: `random`, `greedy`, `expert` or `expert:N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotSpec {
    /// A uniformly random legal move.
    Random,
    /// One ply deep with a static evaluation.
    Greedy,
    /// Alpha-beta search at a level of [`LEVELS`], 1 the weakest.
    Expert(u8),
}

/// The expert level that plain `expert` means.
pub const DEFAULT_EXPERT_LEVEL: u8 = Level::DEFAULT;

/// The shortest and the longest a bot may be given to think per move, on the command line
/// (`--think`) and in the settings (`think_ms`).
pub const THINK_RANGE: std::ops::RangeInclusive<std::time::Duration> =
    std::time::Duration::from_millis(1)..=std::time::Duration::from_secs(3600);

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
    /// `expert:` followed by something other than a level of [`LEVELS`].
    BadLevel(String),
    /// Not the name of any bot.
    Unknown(String),
}

impl fmt::Display for BotSpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpecError::BadLevel(s) => {
                write!(
                    f,
                    "'{}': the expert level must be {} to {} ({})",
                    tactigon_core::escape::Escaped(s),
                    Level::WEAKEST,
                    Level::STRONGEST,
                    expert_levels()
                )
            }
            BotSpecError::Unknown(s) => {
                write!(f, "unknown bot '{}' (expected {})", tactigon_core::escape::Escaped(s), BotSpec::names())
            }
        }
    }
}

impl std::error::Error for BotSpecError {}

impl FromStr for BotSpec {
    type Err = BotSpecError;
    fn from_str(s: &str) -> Result<BotSpec, BotSpecError> {
        // Spaces around are forgiven, as in "human"; a tab or another control is not.
        match s.trim_matches(' ').to_ascii_lowercase().as_str() {
            "random" => Ok(BotSpec::Random),
            "greedy" => Ok(BotSpec::Greedy),
            "expert" => Ok(BotSpec::Expert(DEFAULT_EXPERT_LEVEL)),
            other => match other.strip_prefix("expert:").map(str::parse::<u8>) {
                Some(Ok(level)) if Level::exists(level) => Ok(BotSpec::Expert(level)),
                Some(_) => Err(BotSpecError::BadLevel(s.to_string())),
                None => Err(BotSpecError::Unknown(s.to_string())),
            },
        }
    }
}

impl BotSpec {
    /// Every bot's name as a message or a help text lists them:
    /// `random, greedy, expert or expert:1 … expert:5`.
    pub fn names() -> String {
        format!("random, greedy, expert or {}", expert_levels())
    }

    /// Builds the Tactigon bot; `seed` fixes its random choices.
    pub fn build(self, seed: u64, limits: Limits) -> Bot<Tactigon> {
        self.build_with::<Tactigon, Evaluator>(seed, limits)
    }

    /// Builds the bot for game `G`, evaluating and ordering moves with `E`.
    pub fn build_with<G: GameRules, E: MoveOrder<G> + Send + 'static>(self, seed: u64, limits: Limits) -> Bot<G> {
        self.build_nodes::<G, E>(seed, limits, None)
    }

    /// Builds the bot as [`BotSpec::build_with`] does, the expert stopping each search after
    /// about `max_nodes` positions when given: a budget that, unlike time, does not depend on
    /// the machine or its load (the gauntlet's).
    pub fn build_nodes<G: GameRules, E: MoveOrder<G> + Send + 'static>(
        self,
        seed: u64,
        limits: Limits,
        max_nodes: Option<u64>,
    ) -> Bot<G> {
        match self {
            BotSpec::Random => Box::new(engine::RandomBot::<G>::new(seed)),
            BotSpec::Greedy => Box::new(engine::GreedyBot::<G, E>::new(seed)),
            BotSpec::Expert(level) => {
                let mut bot = engine::ExpertBot::<G, E>::new(level, seed, limits);
                bot.set_limits(limits, max_nodes);
                Box::new(bot)
            }
        }
    }
}

/// The expert levels as a message lists them: `expert:1 … expert:5`.
fn expert_levels() -> String {
    format!("expert:{} … expert:{}", Level::WEAKEST, Level::STRONGEST)
}
