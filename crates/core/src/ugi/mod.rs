//! UGI, the Universal Game Interface: the UCI-shaped text protocol of the cutegames match
//! runner, spoken over a pipe one line at a time. Both halves live here, generic over the
//! game: the engine side ([`Engine`], what `tactigon engine` runs) and the runner side
//! ([`EnginePlayer`], a [`crate::Player`] that plays through an engine in a child process).
//!
//! A game joins by implementing [`UgiGame`]: its name, its options (board, rules, size),
//! how it reads a position's text and where it starts.

mod client;
mod clock;
mod command;
mod driver;

pub use client::{EnginePlayer, SpawnError, kill_engines, split_command};
pub use clock::{budget, score_text};
pub use command::{Clock, Command, CommandError, Go, Query, Start};
pub use driver::{Common, Engine, Flow, Out};

use crate::{DrawRules, GameRules, MoveOrder};

/// An option an engine lists in its answer to `ugi`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// Its name, as `setoption name` gives it.
    pub name: &'static str,
    /// The rest of its `option` line: `type spin default 5 min 1 max 5`.
    pub kind: &'static str,
}

/// A game the protocol can play: implemented by a marker type per game.
pub trait UgiGame: Send + 'static {
    /// The rules.
    type Rules: GameRules;
    /// The evaluation and move ordering the engine searches with.
    type Eval: MoveOrder<Self::Rules> + Send + 'static;
    /// What the game's options set: board, rules, size.
    type Settings: Clone + Debug + Default + Send + 'static;

    /// The game's name, as `setoption name game value …` gives it.
    const NAME: &'static str;

    /// The game's own options (the engine adds `game`, `Level` and `Hash`).
    const OPTIONS: &'static [OptionSpec];

    /// Sets the game's option `name` (any case) to `value`: `None` when it is no option
    /// of this game, an error message when the value does not fit.
    fn set_option(settings: &mut Self::Settings, name: &str, value: &str) -> Option<Result<(), String>>;

    /// The start position of the board and rules `settings` name.
    fn start(settings: &Self::Settings) -> Result<<Self::Rules as GameRules>::Position, String>;

    /// The position written as `text`, on the board and under the rules of `settings`.
    fn read(settings: &Self::Settings, text: &str) -> Result<<Self::Rules as GameRules>::Position, String>;

    /// The draw rules a game from `settings` is played under.
    fn draw_rules(settings: &Self::Settings) -> DrawRules;

    /// The options, as `(name, value)`, that make an engine read `pos` as it is meant.
    fn options_of(pos: &<Self::Rules as GameRules>::Position) -> Vec<(&'static str, String)>;

    /// The number of move sequences `depth` plies long from `pos`.
    fn perft(pos: &<Self::Rules as GameRules>::Position, depth: u32) -> u64;
}

use std::fmt::Debug;
