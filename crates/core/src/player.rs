//! Computer players of any game, and what they report.

use super::{Forfeit, GameRules, History};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A computer player of game `G`.
pub trait Player<G: GameRules>: Send {
    /// Chooses a legal move for the side to move in a game that is not over.
    ///
    /// When `stop` becomes true the player returns its best move so far as soon as it can.
    ///
    /// If the game is over anyway, the answer is [`GameRules::pass`].
    fn choose(&mut self, game: &History<G>, stop: &AtomicBool) -> G::Move;

    /// What the last [`Player::choose`] searched, for players that search.
    fn info(&self) -> Option<SearchInfo> {
        None
    }

    /// Why this player could not give a legal move, so it loses the game (an external
    /// engine that crashed, was late or answered nonsense); `None` for players that cannot fail.
    fn failure(&self) -> Option<Failure> {
        None
    }

    /// The clocks of the game, for players that manage their own time: what each side has
    /// left and gains per move, in the order of [`GameRules::SIDES`]. Called before
    /// [`Player::choose`] in a game with a clock; players that think for a fixed time ignore it.
    fn set_clock(&mut self, _left: [Duration; 2], _increment: [Duration; 2]) {}

    /// How long the next [`Player::choose`] on `game` may think, for players that think
    /// within a time: on a clock, the share of it [`Player::set_clock`] told them.
    fn think_time(&self, _game: &History<G>) -> Option<Duration> {
        None
    }
}

/// Why a player lost without a legal move: how the game records the loss, and what happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The loss as the game's record keeps it: [`Forfeit::Abandoned`] for a crash,
    /// [`Forfeit::Time`] when late, [`Forfeit::Infraction`] for a move that is not legal.
    pub how: Forfeit,
    /// What happened, after the player's name: `crashed (exit status: 1)`.
    pub why: String,
}

/// A player that failed before its first move (an engine that could not be started): it
/// loses at its first turn, as [`Player::failure`] says.
pub struct Failed(pub Failure);

impl<G: GameRules> Player<G> for Failed {
    fn choose(&mut self, _game: &History<G>, _stop: &AtomicBool) -> G::Move {
        G::pass()
    }

    fn failure(&self) -> Option<Failure> {
        Some(self.0.clone())
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
    /// The score of the chosen move for the side to move, in the evaluation's units.
    pub score: i32,
}

impl SearchInfo {
    /// Nodes per second (0 when no time was measured).
    pub fn nodes_per_second(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 { self.nodes as f64 / secs } else { 0.0 }
    }
}

/// How long a player may think.
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
