//! How a game of Taacoca ends (RULES-taacoca.md §4): always with a winner.

use super::cell::Side;
use std::fmt;
use tactigon_core::Forfeit;

/// Why a side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// A stone of the winner reached the far home row.
    HomeRow,
    /// The loser has no stones left.
    NoStones,
    /// The loser, to move, has no legal move.
    NoMove,
    /// The loser lost off the board: it resigned, ran out of time or left.
    Forfeit(Forfeit),
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won.
    pub winner: Side,
    /// How.
    pub reason: WinReason,
}

impl Outcome {
    /// How the game ended, without who won: `reached the far home row`, ….
    pub fn reason_text(self) -> String {
        let loser = self.winner.other();
        match self.reason {
            WinReason::HomeRow => "reached the far home row".into(),
            WinReason::NoStones => format!("{loser} has no stones left"),
            WinReason::NoMove => format!("{loser} cannot move"),
            WinReason::Forfeit(how) => format!("{loser} {}", how.loss()),
        }
    }
}

impl fmt::Display for Outcome {
    /// For example `White wins: reached the far home row`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} wins: {}", self.winner, self.reason_text())
    }
}
