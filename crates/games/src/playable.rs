//! What playing a game needs beyond its rules and its notation: how a new game of it is set
//! up, who controls each side, and its computer players. The match runner, the saves and the
//! terminal screens are written once against [`Playable`]; each game implements it.

use crate::bots::{BotSpec, Limits};
use crate::clock::TimeControl;
use crate::setup::{Player, SetupError};
use std::fmt::Debug;
use std::sync::atomic::AtomicBool;
use tactigon_core::analysis::{Analysis, Cancelled, Progress};
use tactigon_core::record::{Notation, Record};
use tactigon_core::{self as engine, History};

/// A game the match runner can run and the screens can show.
pub trait Playable: Notation {
    /// Everything a new game is started from: players, board, rules.
    type Config: Clone + Debug + Default + PartialEq + Send + 'static;

    /// What the evaluation counts, plural, as analyses tell it: `circles`, `stones`. Scores
    /// are in hundredths of it; a decided game is told as a win in N plies (`#N`).
    const EVAL_UNIT: &'static str;

    /// The side's place in [`GameRules::SIDES`](engine::GameRules::SIDES).
    fn side_index(side: Self::Side) -> usize;

    /// The side's name as a sentence starts it: `Red`, `White`.
    fn side_name(side: Self::Side) -> &'static str;

    /// Who controls each side, in the order of [`GameRules::SIDES`](engine::GameRules::SIDES).
    fn players(setup: &Self::Config) -> [Player; 2];

    /// Sets who controls each side, in the order of [`GameRules::SIDES`](engine::GameRules::SIDES).
    fn set_players(setup: &mut Self::Config, players: [Player; 2]);

    /// The time control each side plays with; `None` for no clock.
    fn clock(setup: &Self::Config) -> Option<TimeControl>;

    /// Sets the time control each side plays with.
    fn set_clock(setup: &mut Self::Config, clock: Option<TimeControl>);

    /// The same setup with the two controllers exchanged (a rematch with sides swapped).
    fn swapped(setup: &Self::Config) -> Self::Config {
        let mut out = setup.clone();
        let [a, b] = Self::players(setup);
        Self::set_players(&mut out, [b, a]);
        out
    }

    /// The game `setup` starts; `coin` decides what the setup leaves to chance.
    fn start(setup: &Self::Config, coin: bool) -> Result<History<Self>, SetupError>;

    /// A computer player of the game; `seed` fixes its random choices.
    fn bot(spec: BotSpec, seed: u64, limits: Limits) -> Box<dyn engine::Player<Self>>;

    /// An external UGI engine playing the game, run by `command`, thinking within `limits`
    /// per move; one that cannot be started loses at its first turn.
    fn engine(command: &str, limits: Limits) -> Box<dyn engine::Player<Self>>;

    /// The expert's analysis of `game` ([`engine::analysis::analyse`] with the game's evaluation).
    fn analyse(
        game: &engine::History<Self>,
        limits: Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Analysis<Self>, Cancelled>;

    /// The setup `game` was started with, `players` (in the order of
    /// [`GameRules::SIDES`](engine::GameRules::SIDES)) controlling its sides.
    fn setup_for(game: &History<Self>, players: [Player; 2]) -> Self::Config;

    /// The setup a record's game was played with, so that rematches start alike.
    fn setup_of(record: &Record<Self>) -> Self::Config {
        let mut setup = Self::setup_for(&record.game, record.players.each_ref().map(|tag| Player::from_tag(tag)));
        Self::set_clock(&mut setup, crate::match_runner::clocks_of(record).map(|c| c.control));
        setup
    }
}

/// A game as the UGI protocol plays it: its part of the protocol ([`UgiGame`](tactigon_core::ugi::UgiGame)).
pub trait Engined: Playable {
    /// The game's options, position text and perft in the protocol.
    type Ugi: tactigon_core::ugi::UgiGame<Rules = Self>;
}
