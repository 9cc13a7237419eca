//! A player at a table: the app showing their own copy of the table's game, kept in step with
//! the table both ways. A move made on the copy is offered to the table, which plays it only
//! for the player seated on the side to move; what is played or decided elsewhere arrives on
//! the copy without disturbing its viewer; a copy that went its own way (an undo, a
//! spectator's move) is reloaded from the table.

use super::seats::Who;
use super::served_effects;
use super::table::{Offer, Refusal, Table};
use crossterm::event::Event;
use std::sync::Arc;
use std::time::Instant;
use tactigon_tui::app::{App, Start};
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::settings::Settings;
use tactigon_tui::worker::BotMode;
use tokio::sync::watch;

/// A player at a table.
pub struct Seat {
    /// The table.
    pub table: Arc<Table>,
    /// The app showing the copy.
    pub app: App,
    /// The table's counter, told of every change.
    moved: watch::Receiver<u64>,
    seed: u64,
    /// Set when the copy asked for the bell (the opponent moved, the game ended).
    pub bell: bool,
    /// Whether the player could claim the win at the last tick.
    claimable: bool,
}

/// Where an event at the table leaves the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// At the table.
    Stay,
    /// They left the game screen: back to the lobby.
    Left,
    /// They asked for a rematch, `true` with the sides swapped.
    Rematch(bool),
}

impl Seat {
    /// `who` at `table`, seated or watching.
    pub fn new(table: Arc<Table>, who: &Who, settings: Settings, seed: u64, now: Instant) -> Seat {
        let moved = table.watch();
        let app = copy(&table, who, settings, seed, now);
        Seat { table, app, moved, seed, bell: false, claimable: false }
    }

    /// The table's counter.
    pub fn moved(&mut self) -> &mut watch::Receiver<u64> {
        &mut self.moved
    }

    /// The table changed (a move, a player seated or gone, the end): the copy catches up, or
    /// is reloaded when it cannot. A review of the finished game is left as it is.
    pub fn table_moved(&mut self, who: &Who, now: Instant) {
        self.moved.mark_unchanged();
        if self.app.game_screen().is_some() && !self.table.catch_up(&mut self.app, now) {
            self.reload(who, now);
        }
    }

    /// Handles one event on the copy, brought up to date first so that the event acts on
    /// the game as it is; `table_now` is the tables' time.
    pub fn event(&mut self, event: &Event, who: &Who, table_now: Instant, now: Instant) -> After {
        if self.moved.has_changed().unwrap_or(false) {
            self.table_moved(who, now);
        }
        let effects = self.app.update(event, now);
        // The app at a table has no data folder: a save is refused with a reason.
        self.bell |= served_effects::carry_out(&mut self.app, effects);
        self.sync(who, table_now, now)
    }

    /// Puts the table's lines on the copy's panel, and says so in the status line when the
    /// win can now be claimed (replacing what `W` pressed too early was told); whether the
    /// screen changed.
    pub fn tick(&mut self, who: &Who, table_now: Instant) -> bool {
        let gone = self.table.claimable(who, table_now);
        let newly = gone.is_some() && !self.claimable;
        self.claimable = gone.is_some();
        let Some(g) = self.app.game_screen_mut() else { return false };
        if let Some(name) = gone.filter(|_| newly) {
            g.info(format!("{name} did not come back: W claims the win"));
        }
        g.set_notes(self.table.notes(who, table_now)) || newly
    }

    fn reload(&mut self, who: &Who, now: Instant) {
        let settings = self.app.settings.clone();
        self.app = copy(&self.table, who, settings, self.seed, now);
    }

    /// After an event: a move or a resignation on the copy is offered to the table, a copy
    /// that differs from the table otherwise is reloaded with the reason.
    fn sync(&mut self, who: &Who, table_now: Instant, now: Instant) -> After {
        let kind = self.app.kind();
        if self.app.quit || !matches!(kind, ScreenKind::Game | ScreenKind::Help | ScreenKind::Replay) {
            return After::Left;
        }
        // Reviewing the finished game: nothing to offer.
        let Some(g) = self.app.game_screen_mut() else { return After::Stay };
        if let Some(swap) = g.take_rematch() {
            return After::Rematch(swap);
        }
        let refusal = match self.table.offer(&self.app) {
            // A resignation on the copy is the seated player's, for the whole table.
            Offer::Resign => match self.table.resign(who, table_now) {
                Ok(()) => return After::Stay,
                Err(e) => e,
            },
            Offer::Same => return After::Stay,
            Offer::Other => Refusal::TakenBack,
            Offer::Move(word) => match self.table.play(who, &word, table_now) {
                Ok(()) => {
                    // The copy has the move already.
                    self.moved.mark_unchanged();
                    return After::Stay;
                }
                Err(e) => e,
            },
        };
        self.reload(who, now);
        if let Some(g) = self.app.game_screen_mut() {
            g.error(refusal.to_string());
        }
        After::Stay
    }
}

/// An app showing the table's game as `who` sees it: no data folder (nothing saved per
/// viewer), the cursor on their side's pieces when they are seated.
fn copy(table: &Table, who: &Who, settings: Settings, seed: u64, now: Instant) -> App {
    let mut app = App::new(settings, BotMode::Pooled, seed, now);
    // A record the table made itself always opens.
    let _ = app.launch(Start::Resume(table.record()));
    if let Some(g) = app.game_screen_mut() {
        g.share(table.held(who), table.names());
    }
    app
}
