//! What a connected player is doing: in the lobby, playing alone (the local game's menus, bots
//! and the player's own saves), or at a table (a shared game, seated or watching).
//!
//! At a table the player's screen is the real game screen, on an app of its own that holds a
//! copy of the shared game. A move made there is offered to the table, which plays it only
//! for the player seated on the side to move; anything else (a spectator's move, the other
//! side's, an undo) is undone by reloading the copy from the table.

use super::lobby::Lobby;
use super::lobby_view::{LobbyAction, LobbyScreen};
use super::served_effects;
use super::table::Table;
use crate::playable::AnyRecord;
use crate::tui::app::{App, Start};
use crate::tui::hits::Hits;
use crate::tui::screens::ScreenKind;
use crate::tui::settings::Settings;
use crate::tui::worker::BotMode;
use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// A connected player.
pub struct Player {
    /// The player's name in the lobby.
    pub name: String,
    folder: PathBuf,
    think_cap: Duration,
    lobby: Arc<Lobby>,
    mode: Mode,
    /// The player's settings, carried from screen to screen (never written).
    settings: Settings,
    seed: u64,
    /// Set when the screen must be redrawn from scratch (the mode changed).
    pub switched: bool,
}

enum Mode {
    Lobby(LobbyScreen),
    Alone(Box<App>),
    Table(Box<Seat>),
}

/// A player at a table: the table, the app showing its copy of the game, and the table's
/// move counter.
struct Seat {
    table: Arc<Table>,
    app: App,
    moved: watch::Receiver<u64>,
}

impl Player {
    /// `name` arrives in the lobby.
    pub fn new(name: String, folder: PathBuf, think_cap: Duration, lobby: Arc<Lobby>, seed: u64) -> Player {
        lobby.arrive(&name);
        let mode = Mode::Lobby(LobbyScreen::default());
        Player { name, folder, think_cap, lobby, mode, settings: Settings::default(), seed, switched: true }
    }

    /// Draws the screen shown; the app's click areas when an app is shown.
    pub fn render(&self, frame: &mut Frame) -> Option<Hits> {
        match &self.mode {
            Mode::Lobby(l) => {
                l.render(frame, &self.name, &self.lobby.online(), &self.lobby.tables());
                None
            }
            Mode::Alone(app) => Some(crate::tui::draw::render(frame, app)),
            Mode::Table(seat) => Some(crate::tui::draw::render(frame, &seat.app)),
        }
    }

    /// Keeps the click areas of the frame just drawn.
    pub fn set_hits(&mut self, hits: Hits) {
        if let Some(app) = self.app_mut() {
            app.hits = hits;
        }
    }

    fn app_mut(&mut self) -> Option<&mut App> {
        match &mut self.mode {
            Mode::Lobby(_) => None,
            Mode::Alone(app) => Some(app),
            Mode::Table(seat) => Some(&mut seat.app),
        }
    }

    /// Handles one event; true when the player leaves the server.
    pub fn event(&mut self, event: &Event, now: Instant) -> bool {
        match &mut self.mode {
            Mode::Lobby(screen) => {
                let Event::Key(key) = event else { return false };
                if key.kind != KeyEventKind::Press {
                    return false;
                }
                if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'q')) {
                    return true;
                }
                let action = screen.key(key.code, &self.lobby.tables(), &self.name);
                self.act(action, now)
            }
            Mode::Alone(app) => {
                let effects = app.update(event, now);
                served_effects::carry_out(app, effects);
                if app.quit {
                    self.back_to_lobby(None);
                }
                false
            }
            Mode::Table(seat) => {
                let effects = seat.app.update(event, now);
                // The app at a table has no data folder: a save is refused with a reason.
                served_effects::carry_out(&mut seat.app, effects);
                self.sync(now);
                false
            }
        }
    }

    /// Advances bots, clocks and flashes.
    pub fn tick(&mut self, now: Instant) {
        if let Some(app) = self.app_mut() {
            let effects = app.tick(now);
            if let Mode::Alone(app) = &mut self.mode {
                served_effects::carry_out(app, effects);
            }
        }
    }

    /// The table's move counter, while at a table.
    pub fn table_watch(&mut self) -> Option<&mut watch::Receiver<u64>> {
        match &mut self.mode {
            Mode::Table(seat) => Some(&mut seat.moved),
            _ => None,
        }
    }

    /// The table changed (a move, a player seated): the copy is reloaded.
    pub fn table_moved(&mut self, now: Instant) {
        if let Mode::Table(seat) = &mut self.mode {
            seat.moved.mark_unchanged();
            let settings = seat.app.settings.clone();
            seat.app = seat_app(&seat.table, settings, self.seed, now);
        }
    }

    /// The lobby changed: a seat this player opened and someone took opens the game.
    pub fn lobby_changed(&mut self, now: Instant) {
        if !matches!(self.mode, Mode::Lobby(_)) {
            return;
        }
        let mine = self.lobby.tables().into_iter().find(|t| {
            t.moves == 0
                && !t.over
                && t.seats.iter().all(Option::is_some)
                && t.seats.iter().flatten().any(|n| *n == self.name)
        });
        if let Some(t) = mine.and_then(|t| self.lobby.table(t.id)) {
            self.sit(t, now);
        }
    }

    /// The player leaves: their game alone is kept in their folder.
    pub fn finish(&mut self) {
        if let Mode::Alone(app) = &mut self.mode {
            let effects = app.finish();
            served_effects::carry_out(app, effects);
        }
        self.lobby.leave(&self.name);
    }

    fn act(&mut self, action: LobbyAction, now: Instant) -> bool {
        let message = match action {
            LobbyAction::Stay => return false,
            LobbyAction::Quit => return true,
            LobbyAction::Alone => {
                self.alone(now);
                return false;
            }
            LobbyAction::Open(side) => match self.lobby.open_seat(&self.name, side, now) {
                Ok(t) => format!("table #{} is open: waiting for an opponent", t.id),
                Err(e) => format!("cannot open a table: {e}"),
            },
            LobbyAction::Close(id) => {
                self.lobby.close(id, &self.name);
                format!("table #{id} closed")
            }
            LobbyAction::Enter(id) => match self.lobby.table(id) {
                Some(table) => {
                    let seated = table.side_of(&self.name).is_some();
                    if !seated && table.summary().seats.iter().any(Option::is_none) {
                        self.lobby.join(id, &self.name);
                    }
                    if table.summary().seats.iter().all(Option::is_some) {
                        self.sit(table, now);
                        return false;
                    }
                    "waiting for an opponent".to_string()
                }
                None => "that table is gone".to_string(),
            },
        };
        if let Mode::Lobby(screen) = &mut self.mode {
            screen.message = Some(message);
        }
        false
    }

    fn alone(&mut self, now: Instant) {
        self.seed = crate::rules::splitmix(self.seed);
        let mut app = App::new(self.settings.clone(), BotMode::Pooled, self.seed, now);
        app.think_cap = Some(self.think_cap);
        app.served = true;
        app.set_data_dir(Some(self.folder.clone()));
        self.mode = Mode::Alone(Box::new(app));
        self.switched = true;
    }

    fn sit(&mut self, table: Arc<Table>, now: Instant) {
        let app = seat_app(&table, self.settings.clone(), self.seed, now);
        let moved = table.watch();
        self.mode = Mode::Table(Box::new(Seat { table, app, moved }));
        self.switched = true;
    }

    /// After an event at a table: a move made on the copy is offered to the table; a copy
    /// that differs from the table otherwise is reloaded; leaving the game screen goes back
    /// to the lobby.
    fn sync(&mut self, now: Instant) {
        let Mode::Table(seat) = &mut self.mode else { return };
        let in_game = matches!(seat.app.kind(), ScreenKind::Game | ScreenKind::Help);
        if seat.app.quit || !in_game {
            let id = seat.table.id;
            self.back_to_lobby(Some(format!("left table #{id}")));
            return;
        }
        let shared = seat.table.moves();
        let Some(local) = seat.app.session().map(|s| s.game().moves().to_vec()) else { return };
        if local == shared {
            return;
        }
        let offered = (local.len() == shared.len() + 1 && local.starts_with(&shared)).then(|| local[shared.len()]);
        let refusal = match offered.map(|m| seat.table.play(&self.name, m, now)) {
            Some(Ok(())) => {
                seat.moved.mark_unchanged();
                return;
            }
            Some(Err(e)) => e.to_string(),
            None => "the game is shared: moves cannot be taken back".to_string(),
        };
        let settings = seat.app.settings.clone();
        seat.app = seat_app(&seat.table, settings, self.seed, now);
        if let Some(s) = seat.app.session_mut() {
            s.error(refusal);
        }
    }

    fn back_to_lobby(&mut self, message: Option<String>) {
        if let Some(app) = self.app_mut() {
            self.settings = app.settings.clone();
        }
        if let Mode::Alone(app) = &mut self.mode {
            let effects = app.finish();
            served_effects::carry_out(app, effects);
        }
        self.mode = Mode::Lobby(LobbyScreen { row: 0, message });
        self.switched = true;
    }
}

/// An app showing the table's game: no data folder (nothing saved per viewer).
fn seat_app(table: &Table, settings: Settings, seed: u64, now: Instant) -> App {
    let mut app = App::new(settings, BotMode::Pooled, seed, now);
    // A record the table made itself always opens.
    let _ = app.launch(Start::Resume(AnyRecord::Tactigon(table.record())));
    app
}
