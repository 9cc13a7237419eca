//! Why the match runner did not do what it was asked.

use crate::playable::Playable;
use crate::setup::Player;
use std::fmt;

/// Why undo or redo did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryError {
    /// Watched games are not taken back.
    Watching,
    /// No move to take back, or none to replay.
    Nothing,
}

/// Why [`MatchRunner::play_bots_to_end`](super::MatchRunner::play_bots_to_end) stopped before the end of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BotPlayError<G: Playable> {
    /// A person is to move.
    HumanToMove(G::Side),
    /// A bot chose a move the rules do not allow (the match is paused).
    Illegal {
        /// The bot.
        bot: Player,
        /// Its move.
        mv: G::Move,
        /// The position it moved in, as text.
        position: String,
        /// Why the move is illegal.
        error: G::PlayError,
    },
}

impl<G: Playable> fmt::Display for BotPlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotPlayError::HumanToMove(side) => write!(f, "a person plays {} and is to move", G::side_name(*side)),
            BotPlayError::Illegal { bot, mv, position, error } => {
                write!(f, "{bot} chose an illegal move {mv} in {position}: {error}")
            }
        }
    }
}

impl<G: Playable> std::error::Error for BotPlayError<G> {}

impl fmt::Display for HistoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HistoryError::Watching => "only games with a person playing are taken back or replayed",
            HistoryError::Nothing => "no move to take back or replay",
        })
    }
}
