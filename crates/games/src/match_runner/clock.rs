//! A match's clocks, when its setup has a time control: the side to move's runs, each move
//! spends what it took and adds the increment, the screen stops them while the game is
//! paused, and a side whose time runs out loses on time. Bots are told the time they have.

use super::MatchRunner;
use crate::clock::Clocks;
use crate::playable::Playable;
use std::time::{Duration, Instant};
use tactigon_core::Forfeit;
use tactigon_core::record::Record;

/// The record tags that keep a game's clocks, as the server writes them.
pub const CLOCK_TAGS: [&str; 2] = ["TimeControl", "Clocks"];

impl<G: Playable> MatchRunner<G> {
    /// Replaces the clocks with `clocks`, stopped until [`MatchRunner::keep_clocks`] starts
    /// them (a game brought back from a record keeps its times).
    pub fn set_clocks(&mut self, clocks: Clocks) {
        self.clocks = Some(clocks);
    }

    /// The clocks, in a game with a time control.
    pub fn clocks(&self) -> Option<&Clocks> {
        self.clocks.as_ref()
    }

    /// Each side's time left at `now`, in the order of the game's sides.
    pub fn time_left(&self, now: Instant) -> Option<[Duration; 2]> {
        self.clocks.as_ref().map(|c| c.at(now))
    }

    /// Stops the clocks while the game is paused (a dialog or another screen open), or lets
    /// them run again; they change at the next [`MatchRunner::keep_clocks`].
    pub fn pause_clocks(&mut self, paused: bool) {
        self.clocks_paused = paused;
    }

    /// Keeps the clocks in step with the game at `now`: the side to move's runs (after a
    /// move, a takeback or a pause), none once the game is over, while paused or during the
    /// watching delay before a bot's move; a side
    /// whose time has run out loses on time. Whether a flag fell now.
    pub fn keep_clocks(&mut self, now: Instant) -> bool {
        let over = self.over();
        let turn = G::side_index(self.turn());
        // Watching, the pause between moves is the viewer's pacing, not the bots' time.
        let paused = self.clocks_paused || (self.watch && now < self.next_bot_at);
        let Some(clocks) = &mut self.clocks else { return false };
        if let Some(side) = clocks.fallen(now).filter(|_| !over) {
            clocks.stop(now);
            return self.game.forfeit(G::SIDES[side], Forfeit::Time).is_ok();
        }
        if over || paused {
            if clocks.running().is_some() {
                clocks.stop(now);
            }
        } else if clocks.running() != Some(turn) {
            clocks.stop(now);
            clocks.start(turn, now);
        }
        false
    }

    /// `side` has just moved at `now`: its time is spent and the increment added.
    pub(super) fn clock_moved(&mut self, side: usize, now: Instant) {
        if let Some(clocks) = self.clocks.as_mut().filter(|c| c.running() == Some(side)) {
            clocks.moved(side, now);
        }
        self.keep_clocks(now);
    }

    /// Tells the bot about to move the time each side has (players that budget their time
    /// from the clock use it).
    pub(super) fn tell_time(&self, bot: &mut super::Bot<G>, now: Instant) {
        if let Some(clocks) = &self.clocks {
            bot.set_clock(clocks.at(now), [clocks.control.increment; 2]);
        }
    }

    /// The clock tags of the record: the time control, and each side's time when the clocks
    /// last stopped or a move ended.
    pub(super) fn clock_tags(&self, record: &mut Record<G>) {
        if let Some(clocks) = &self.clocks {
            record.extra.push((CLOCK_TAGS[0].to_string(), clocks.control.tag()));
            record.extra.push((CLOCK_TAGS[1].to_string(), clocks.tag()));
        }
    }
}

/// The clocks a record's tags keep (see [`Clocks::from_record`]); `None` without a time
/// control, or when the tags do not read (the game goes on without a clock).
pub fn clocks_of<G: Playable>(record: &Record<G>) -> Option<Clocks> {
    let tag = |name: &str| record.extra.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    let control = tag(CLOCK_TAGS[0]).and_then(crate::clock::TimeControl::from_tag)?;
    Clocks::from_record(control, tag(CLOCK_TAGS[1]), record.game.moves().len())
}
