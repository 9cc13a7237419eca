//! A game's life at a table apart from its moves: each side's clock starts with its own first
//! move (lichess's rule), a side that does not make its first move in time has the game
//! aborted, and a player who dropped has a reconnect window scaled by the clock.

use super::state::State;
use crate::clock::TimeControl;
use crate::command::Event;
use std::time::{Duration, Instant};
use tactigon_core::Agreement;

/// The longest reconnect window, and the window of a game without a clock.
pub const WINDOW: Duration = Duration::from_secs(120);
/// The shortest reconnect window, however little time the absent player has left.
pub const MIN_WINDOW: Duration = Duration::from_secs(15);
/// The shortest wait for a first move (lichess's 30 s), and the longest.
const FIRST_MOVE: (Duration, Duration) = (Duration::from_secs(30), Duration::from_secs(120));

/// How long a side has for its first move before the game is aborted: a tenth of the base
/// time, at least 30 s and at most 2:00 (3+2 and 5+3: 0:30, 10+5: 1:00, 15+10: 1:30); 2:00
/// without a clock.
pub fn first_move_wait(control: Option<TimeControl>) -> Duration {
    control.map_or(FIRST_MOVE.1, |c| (c.base / 10).clamp(FIRST_MOVE.0, FIRST_MOVE.1))
}

/// How long a player who dropped with `left` on their clock has to come back: a quarter of
/// the base time, at most 2:00, never more than `left` and never less than 15 s (3+2: 0:45,
/// 5+0: 1:15); 2:00 without a clock.
pub fn reconnect_window(control: Option<TimeControl>, left: Option<Duration>) -> Duration {
    match (control, left) {
        (Some(c), Some(left)) => (c.base / 4).min(WINDOW).min(left).max(MIN_WINDOW),
        _ => WINDOW,
    }
}

impl State {
    /// Both players are here (again) and the game goes on: once both sides have made their
    /// first move the side to move's clock runs, before that its first-move wait does.
    ///
    /// A correspondence game's clock runs from the start, once both seats are taken, whoever
    /// is connected: days per move leave no need for a first-move wait.
    pub(super) fn start_clock(&mut self, now: Instant) {
        let correspondence = self.correspondence();
        let here = if correspondence {
            self.seats.iter().all(Option::is_some)
        } else {
            self.seats.iter().all(|s| s.as_ref().is_some_and(|s| s.holder.is_some()))
        };
        if !here || self.over() {
            return;
        }
        let turn = self.game.turn();
        if self.game.moves() < 2 && !correspondence {
            self.first_move_since.get_or_insert(now);
        } else if let Some(c) = &mut self.clocks {
            c.start(turn, now);
        }
    }

    /// The clocks after `side` moved at `now`: no clock runs before both sides have made a
    /// first move (the second side's first-move wait starts instead), the first moves add no
    /// increment, and a finished game's clocks stop.
    pub(super) fn clocks_after_move(&mut self, side: usize, now: Instant) {
        let moves = self.game.moves();
        let over = self.over();
        let correspondence = self.correspondence();
        self.first_move_since = (moves < 2 && !over && !correspondence).then_some(now);
        let turn = self.game.turn();
        let Some(c) = &mut self.clocks else { return };
        match moves {
            _ if over => c.stop(now),
            _ if correspondence => c.moved(side, now),
            0 | 1 => {}
            2 => c.start(turn, now),
            _ => c.moved(side, now),
        }
    }

    /// What is left at `now` of the side to move's wait for its first move, while it runs.
    pub(super) fn first_move_rest(&self, now: Instant) -> Option<Duration> {
        let since = self.first_move_since.filter(|_| !self.over() && self.game.moves() < 2)?;
        Some(first_move_wait(self.terms.clock).saturating_sub(now.saturating_duration_since(since)))
    }

    /// Ends the game when time ran out by `now`: the side to move's flag fell (a loss), or it
    /// did not make its first move in time (aborted, with no result); the event, if it did
    /// just now.
    pub(super) fn time_out(&mut self, now: Instant) -> Option<Event> {
        if self.over() {
            return None;
        }
        if self.first_move_rest(now).is_some_and(|rest| rest.is_zero()) {
            let late = self.game.turn();
            self.game.agree(Agreement::Abort);
            self.asks = Default::default();
            self.stop(now);
            return Some(Event::NoFirstMove(late));
        }
        self.flag(now).then_some(Event::Ended)
    }

    /// The reconnect window of the player of `seat`, who is away: scaled by the clock and the
    /// time they had left when they dropped (see [`reconnect_window`]).
    pub(super) fn window(&self, seat: usize) -> Duration {
        let since = self.seats[seat].as_ref().and_then(|s| s.away_since);
        let left = self.clocks.as_ref().zip(since).map(|(c, since)| c.at(since)[seat]);
        reconnect_window(self.terms.clock, left)
    }

    /// What is left at `now` of the reconnect window of the player of `seat`, if they are away.
    pub(super) fn window_rest(&self, seat: usize, now: Instant) -> Option<Duration> {
        let since = self.seats[seat].as_ref()?.away_since?;
        Some(self.window(seat).saturating_sub(now.saturating_duration_since(since)))
    }
}
