//! A player at a table: the app showing the table's game, drawn from the table's views. What
//! the seated player does on it (a move, resigning, a take-back) is sent to the table as a
//! command and never played on the app; what the table decided, whoever asked, arrives on the
//! app from its next view without disturbing its viewer.

use super::served_effects::Files;
use crossterm::event::Event;
use ratatui::layout::Rect;
use std::sync::Arc;
use std::time::Instant;
use tactigon_table::seats::Who;
use tactigon_table::{Command, Event as TableEvent, Table, View};
use tactigon_tui::app::{App, Start};
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::screens::session::TableRequest;
use tactigon_tui::settings::Settings;
use tactigon_tui::worker::BotMode;
use tokio::sync::watch;

/// A player at a table.
pub struct Seat {
    /// The table.
    pub table: Arc<Table>,
    /// The app showing the table's game.
    pub app: App,
    /// The table's views, told of every change.
    view: watch::Receiver<Arc<View>>,
    seed: u64,
    /// Set when the app asked for the bell (the opponent moved, the game ended).
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
        let view = table.watch();
        let app = copy(&table, who, settings, seed, now);
        Seat { table, app, view, seed, bell: false, claimable: false }
    }

    /// The table's views.
    pub fn moved(&mut self) -> &mut watch::Receiver<Arc<View>> {
        &mut self.view
    }

    /// The table changed (a move, a player seated or gone, the end): the app follows its
    /// newest view, or is made again when it cannot. A review of the finished game is left
    /// as it is. The table is not locked meanwhile: the view is the app's own to read.
    pub fn table_moved(&mut self, who: &Who, now: Instant) {
        let view = Arc::clone(&self.view.borrow_and_update());
        if let Some(g) = self.app.game_screen_mut()
            && !g.follow(&*view.game, now)
        {
            self.reload(who, now);
        }
    }

    /// Handles one event on the app, brought up to date first so that the event acts on the
    /// game as it is; `table_now` is the tables' time, `now` the app's. File work goes to
    /// `files` (though the app at a table has no data folder: a save is refused with a reason).
    pub fn event(&mut self, event: &Event, who: &Who, files: &Files, table_now: Instant, now: Instant) -> After {
        if self.view.has_changed().unwrap_or(false) {
            self.table_moved(who, now);
        }
        let effects = self.app.update(event, now);
        self.bell |= files.carry_out(&mut self.app, effects);
        self.send(who, table_now, now)
    }

    /// Puts the table's lines on the app's panel, then `chat`'s, and says so in the status
    /// line when the win can now be claimed (replacing what `W` pressed too early was told);
    /// whether the screen changed.
    pub fn tick(&mut self, who: &Who, table_now: Instant, chat: Vec<String>) -> bool {
        let gone = self.table.claimable(who, table_now);
        let newly = gone.is_some() && !self.claimable;
        self.claimable = gone.is_some();
        let mut notes = self.table.notes(who, table_now);
        notes.extend(chat);
        let Some(g) = self.app.game_screen_mut() else { return false };
        if let Some(name) = gone.filter(|_| newly) {
            g.info(format!("{name} did not come back: W claims the win"));
        }
        g.set_notes(notes) || newly
    }

    fn reload(&mut self, who: &Who, now: Instant) {
        let settings = self.app.settings.clone();
        self.app = copy(&self.table, who, settings, self.seed, now);
    }

    /// After an event: what the player asked of the table is sent to it as commands; a
    /// refusal is told in the status line, and what the table did arrives from its view.
    fn send(&mut self, who: &Who, table_now: Instant, now: Instant) -> After {
        let kind = self.app.kind();
        if self.app.quit || !matches!(kind, ScreenKind::Game | ScreenKind::Help | ScreenKind::Replay) {
            return After::Left;
        }
        // Reviewing the finished game: nothing to ask.
        let Some(g) = self.app.game_screen_mut() else { return After::Stay };
        for request in g.take_requests() {
            let command = match request {
                TableRequest::Rematch(swap) => return After::Rematch(swap),
                TableRequest::Play(m) => Command::Play(m),
                TableRequest::Resign => Command::Resign,
                TableRequest::Abort => Command::Abort,
                // Asked by the opponent, `u` is the player's consent; else it asks.
                TableRequest::TakeBack => match self.table.watch().borrow().take_back {
                    Some(asker) if Some(asker) != self.table.held(who) => Command::AcceptTakeBack,
                    _ => Command::RequestTakeBack,
                },
            };
            let done = self.table.command(who, command, table_now);
            self.table_moved(who, now);
            let Some(g) = self.app.game_screen_mut() else { break };
            match done {
                // The player's own move rings no bell at their terminal.
                Ok(TableEvent::Moved(_)) => drop(g.take_alert()),
                Ok(_) => {}
                Err(refusal) => g.error(refusal.to_string()),
            }
        }
        After::Stay
    }
}

/// Why `who` is not seated at `table` with a terminal of `area`: its board needs more room
/// (the size needed is said, and how to get it), if it does.
pub fn too_small(table: &Table, who: &Who, settings: &Settings, area: Rect) -> Option<String> {
    let app = copy(table, who, settings.clone(), 0, Instant::now());
    let (w, h) = app.game_screen()?.needs(area, settings.key_hints)?;
    Some(format!(
        "your terminal is {}x{}: this board needs {w}x{h}; enlarge the window or choose a smaller board (o)",
        area.width, area.height
    ))
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
