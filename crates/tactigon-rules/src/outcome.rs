//! How a game ends (RULES.md §4).

use super::piece::Side;
use std::fmt;
use tactigon_core::Forfeit;

/// Why a side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The winner captured the enemy pentagon.
    PentagonCaptured,
    /// The winner held both gold tiles when its turn began.
    GoldTiles,
    /// The other side lost off the board: it resigned, ran out of time or left.
    Forfeit(Forfeit),
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// A side passed and the other side had no legal move either.
    NoMoves,
    /// (House rule) the same position occurred for the third time.
    Repetition,
    /// (House rule) the set number of plies passed without a capture.
    NoCapture(u32),
    /// The players agreed to a draw, off the board.
    Agreed,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// Who won.
        winner: Side,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// How the game ended, without who won: `pentagon captured`, `gold tiles held`, ….
    pub fn reason_text(self) -> String {
        match self {
            Outcome::Win { reason: WinReason::PentagonCaptured, .. } => "captured the pentagon".into(),
            Outcome::Win { reason: WinReason::GoldTiles, .. } => "holds both gold tiles".into(),
            Outcome::Win { winner, reason: WinReason::Forfeit(how) } => format!("{} {}", winner.other(), how.loss()),
            Outcome::Draw(DrawReason::NoMoves) => "neither side can move".into(),
            Outcome::Draw(DrawReason::Repetition) => "threefold repetition".into(),
            Outcome::Draw(DrawReason::NoCapture(n)) => {
                format!("{} without a capture", tactigon_core::words::turns(n as usize))
            }
            Outcome::Draw(DrawReason::Agreed) => "agreed by the players".into(),
        }
    }
}

impl fmt::Display for Outcome {
    /// For example `green wins: holds both gold tiles` or `draw: threefold repetition`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, .. } => write!(f, "{winner} wins: {}", self.reason_text()),
            Outcome::Draw(_) => write!(f, "draw: {}", self.reason_text()),
        }
    }
}
