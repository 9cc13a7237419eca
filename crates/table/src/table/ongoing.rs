//! A correspondence game as the lobby lists it for its players: whose turn it is and how long
//! the side to move has left.

use super::Table;
use crate::seats::Who;
use std::time::{Duration, Instant};

/// A correspondence game going on, as one of its players sees it from the lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ongoing {
    /// The table's number.
    pub table: u64,
    /// The opponent's name.
    pub opponent: String,
    /// Whether it is the player's turn.
    pub my_turn: bool,
    /// The time the side to move has left.
    pub left: Duration,
}

impl Table {
    /// Whether the game is played by correspondence (days per move).
    pub fn correspondence(&self) -> bool {
        self.state().correspondence()
    }

    /// The players' names, the side to move first, and the moves played, in a correspondence
    /// game that goes on with both seats taken.
    pub fn correspondence_turn(&self) -> Option<([String; 2], usize)> {
        let state = self.state();
        if !state.correspondence() || state.over() {
            return None;
        }
        let turn = state.game.turn();
        let name = |i: usize| state.seats[i].as_ref().map(|s| s.name.clone());
        Some(([name(turn)?, name(1 - turn)?], state.game.moves()))
    }

    /// This correspondence game as `who` sees it, if it is theirs (a seat taken under a name
    /// they answer to, with their key if it was taken with one) and goes on.
    pub fn ongoing_for(&self, who: &Who, now: Instant) -> Option<Ongoing> {
        let state = self.state();
        if !state.correspondence() || state.over() || state.seats.iter().any(Option::is_none) {
            return None;
        }
        let mine = (0..2).find(|&i| {
            state.seats[i].as_ref().is_some_and(|s| who.answers_to(&s.name) && who.may_hold(s.key.as_deref()))
        })?;
        let turn = state.game.turn();
        let left = state.clocks.as_ref().map_or(Duration::ZERO, |c| c.at(now)[turn]);
        let opponent = state.seats[1 - mine].as_ref().map(|s| s.name.clone()).unwrap_or_default();
        Some(Ongoing { table: self.id, opponent, my_turn: turn == mine, left })
    }
}
