//! A local game's clocks on screen: kept in step with the game after every key, click and
//! tick, stopped while a dialog is open, watching is paused or the New-game form is over the
//! game, and drawn in the panel.
//!
//! A local game waits for its players: the clocks stop while the leave, save or game-over
//! dialog is open (and when the game is left for the menu, as it is then only a record), so
//! that asking for the menu never costs time. lichess's clocks run on, but there the other
//! player is waiting; here it is a bot or the same person.

use super::Session;
use crate::games::GameUi;
use std::time::{Duration, Instant};
use tactigon_games::clock::{Clocks, show};

/// Under this much time left a clock is drawn as a warning.
const LOW: Duration = Duration::from_secs(10);

impl<G: GameUi> Session<G> {
    /// Keeps the clocks in step with the game at `now`: the side to move's runs unless a
    /// dialog is open or watching is paused; a flag that fell ends the game on time.
    pub(super) fn keep_time(&mut self, now: Instant) {
        self.keep_time_held(now, false);
    }

    /// Stops the clocks at `now` while the game waits behind another screen (the New-game
    /// form, which nothing ticks): the next tick after it comes back starts them again.
    pub fn hold_clocks(&mut self, now: Instant) {
        self.keep_time_held(now, true);
    }

    fn keep_time_held(&mut self, now: Instant, held: bool) {
        self.runner.pause_clocks(held || self.dialog.is_some() || self.runner.paused());
        if self.runner.keep_clocks(now) {
            // The bot thinking for the side that lost on time has nothing left to answer.
            self.thinking = None;
            self.after_change();
        }
    }

    /// The clocks of a recorded game played on: its times when it was saved.
    pub fn resume_clocks(&mut self, clocks: Clocks) {
        self.runner.set_clocks(clocks);
    }

    /// Each side's time left at `now` as the panel draws it (`Red 4:59`), and whether it is
    /// low; `None` in a game without a clock.
    pub fn clock_texts(&self, now: Instant) -> Option<[(String, bool); 2]> {
        let left = self.runner.time_left(now)?;
        Some([0, 1].map(|i| (format!("{} {}", G::side_name(G::SIDES[i]), show(left[i])), left[i] < LOW)))
    }

    /// Whether the clocks run or could run: a game with a clock that goes on (the screen
    /// is redrawn as they count down).
    pub fn clock_running(&self) -> bool {
        self.runner.clocks().is_some_and(|c| c.running().is_some())
    }
}
