//! What a connected player is doing: in the lobby, playing alone (the local game's menus, bots
//! and own saves), or at a table (seated or watching: see [`super::seat`]). The table's lines
//! (the clocks, a player away, the reconnect code) are put on the game's panel at every tick.

use super::browse::{Browse, Browsed};
use super::clock::ServerTime;
use super::lobby::Lobby;
use super::lobby_rows::Around;
use super::lobby_view::LobbyScreen;
use super::pages::ask::{Answered, Asker};
use super::seat::{After, Seat};
use super::seats::Who;
use super::seeks::Seeking;
use super::served_effects::{Files, Tag, Worker};
use super::terms::Terms;
use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_store::Account;
use tactigon_table::View;
use tactigon_tui::app::App;
use tactigon_tui::executor::Done;
use tactigon_tui::hits::Hits;
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::settings::Settings;
use tokio::sync::watch;

mod acts;
mod places;
mod talk;

/// Wrong reconnect codes a connection may give before it is closed.
const WRONG_CODES: u32 = 3;

/// A connected player.
pub struct Player {
    /// Who the player is: name, key, connection.
    pub who: Who,
    /// The server's clock, which the tables' clocks read.
    time: Arc<ServerTime>,
    /// Wrong reconnect codes given so far.
    wrong_codes: u32,
    folder: PathBuf,
    think_cap: Duration,
    lobby: Arc<Lobby>,
    mode: Mode,
    /// The player's settings, carried from screen to screen (never written).
    settings: Settings,
    /// What the lobby opens seats for, kept while the player is away from the lobby.
    terms: Terms,
    /// The colour, range and bots of the lobby's seeks and pools, kept likewise.
    seeking: Seeking,
    seed: u64,
    /// Set when the screen must be redrawn from scratch (the mode changed).
    pub switched: bool,
    /// Set when the bell is to ring at the player's terminal.
    bell: bool,
    /// The file work of the player's apps.
    files: Files,
    /// The pages opened from the lobby (kept while a game of the archive is replayed).
    browse: Browse,
    /// The player's account; `None` for a guest.
    account: Option<Account>,
    /// What the player is told, as plain text after the screen is closed, when the server
    /// ends the connection.
    pub farewell: Option<String>,
    /// Until when the player may not sit at a table, and the games abandoned that earned it.
    cooling: Option<(tactigon_store::Timestamp, usize)>,
    /// The player's terminal size, as last told (`None` before it is).
    area: Option<ratatui::layout::Rect>,
    /// The chat: what the player types, whom they muted.
    talk: talk::Talk,
    /// The table the player last walked away from, which the lobby does not sit them at
    /// again by itself (they come back by its row).
    left: Option<u64>,
    /// What the lobby screen showed of the lobby when its news was last taken (see
    /// `places::shown`): news that changes none of it draws nothing.
    lobby_shown: Vec<String>,
}

enum Mode {
    Lobby(Box<LobbyScreen>),
    Alone(Box<App>),
    Table(Box<Seat>),
    /// On the pages of [`Player::browse`].
    Pages,
    /// A game of the archive in the replay viewer, over the pages.
    Replay(Box<App>),
}

impl Player {
    /// `who` arrives in the lobby.
    pub fn new(
        who: Who,
        folder: PathBuf,
        think_cap: Duration,
        lobby: Arc<Lobby>,
        time: Arc<ServerTime>,
        seed: u64,
    ) -> Player {
        lobby.arrive(&who.name);
        let mode = Mode::Lobby(Box::new(LobbyScreen { around: Around::of(&lobby, &who), ..LobbyScreen::default() }));
        let settings = Settings::default();
        Player {
            who,
            time,
            wrong_codes: 0,
            folder,
            think_cap,
            lobby,
            mode,
            settings,
            terms: Terms::default(),
            seeking: Seeking::default(),
            seed,
            switched: true,
            bell: false,
            files: Files::default(),
            browse: Browse::new(Asker::new(None).0),
            account: None,
            farewell: None,
            cooling: None,
            area: None,
            talk: talk::Talk::default(),
            left: None,
            lobby_shown: Vec::new(),
        }
    }

    /// The player's pages ask `asker`; `account` is theirs (`None`: a guest), whose ratings
    /// the lobby shows; `notice` is the lobby's first message.
    pub fn with_store(self, asker: Asker, account: Option<Account>, notice: Option<String>) -> Player {
        self.lobby.rate(&self.who.name, account.as_ref().map(|a| a.ratings.clone()));
        let mut player = Player { browse: Browse::new(asker), account, ..self };
        if let Mode::Lobby(screen) = &mut player.mode {
            screen.message = notice;
        }
        player
    }

    /// The account abandoned games at `times` (Unix seconds, newest first) in the last day:
    /// its cooling-off, if they earn one.
    pub fn cooling(self, times: &[tactigon_store::Timestamp]) -> Player {
        Player { cooling: crate::cooling::until(times).map(|until| (until, times.len())), ..self }
    }

    /// The store answered a page's question.
    pub fn answered(&mut self, answer: Answered, now: Instant) {
        if let Browsed::Replay(record, title) = self.browse.answered(answer)
            && matches!(self.mode, Mode::Pages)
        {
            self.replay(*record, title, now);
        }
    }

    /// The player's file work done by `worker`, off the async threads.
    pub fn with_worker(self, worker: Worker) -> Player {
        Player { files: Files::new(worker), ..self }
    }

    /// The file work of batch `tag` is done: the app that asked for it is told.
    pub fn files_done(&mut self, tag: Tag, done: Vec<Done>) {
        if let Some(app) = app_of(&mut self.mode) {
            self.files.tell(tag, app, done);
        }
    }

    /// Draws the screen shown; the app's click areas when an app is shown.
    pub fn render(&self, frame: &mut Frame) -> Option<Hits> {
        match &self.mode {
            Mode::Lobby(l) => {
                l.render(frame, &self.who);
                None
            }
            Mode::Alone(app) | Mode::Replay(app) => Some(tactigon_tui::draw::render(frame, app)),
            Mode::Table(seat) => Some(tactigon_tui::draw::render(frame, &seat.app)),
            Mode::Pages => {
                self.browse.render(frame);
                None
            }
        }
    }

    /// Keeps the click areas of the frame just drawn.
    pub fn set_hits(&mut self, hits: Hits) {
        if let Some(app) = app_of(&mut self.mode) {
            app.hits = hits;
        }
    }

    /// Handles one event; true when the player leaves the server.
    pub fn event(&mut self, event: &Event, now: Instant) -> bool {
        if let Event::Resize(width, height) = *event {
            self.area = Some(ratatui::layout::Rect::new(0, 0, width, height));
        }
        if self.talk_event(event) {
            return false;
        }
        match &mut self.mode {
            Mode::Lobby(screen) => {
                let Event::Key(key) = event else { return false };
                if key.kind != KeyEventKind::Press {
                    return false;
                }
                if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'q')) {
                    return true;
                }
                // The keys act on the lobby as it is (its latest news may wait to be drawn).
                screen.around = Around::of(&self.lobby, &self.who);
                let tables = Arc::clone(&screen.around.tables);
                let action = screen.key(key.code, &tables, &self.who);
                self.act(action, now)
            }
            Mode::Table(seat) if is_claim(event) && !seat.app.game_screen().is_some_and(|g| g.typing()) => {
                if let Err(e) = seat.table.claim(&self.who, self.time.now())
                    && let Some(g) = seat.app.game_screen_mut()
                {
                    g.error(e.to_string());
                }
                false
            }
            Mode::Alone(app) => {
                let effects = app.update(event, now);
                self.bell |= self.files.carry_out(app, effects);
                if app.quit {
                    self.back_to_lobby(None);
                }
                false
            }
            Mode::Pages => {
                if let Event::Key(key) = event
                    && key.kind == KeyEventKind::Press
                    && let Browsed::Lobby = self.browse.key(key.code)
                {
                    self.back_to_lobby(None);
                }
                false
            }
            Mode::Replay(app) => {
                let effects = app.update(event, now);
                self.bell |= self.files.carry_out(app, effects);
                // Leaving the viewer (to the menu it would go to locally) is back to the pages;
                // its help and playing on from a position stay.
                if app.quit || !matches!(app.kind(), ScreenKind::Replay | ScreenKind::Help | ScreenKind::Game) {
                    self.back_to_pages();
                }
                false
            }
            Mode::Table(seat) => {
                match seat.event(event, &self.who, &self.files, self.time.now(), now) {
                    After::Stay => {}
                    After::Left => {
                        let id = seat.table.id;
                        self.left = Some(id);
                        self.back_to_lobby(Some(format!("left table #{id}")));
                    }
                    After::Rematch(swap) => self.rematch(swap, now),
                }
                false
            }
        }
    }

    /// Advances bots, clocks and flashes; at a table, puts its lines on the panel. Whether
    /// the screen changed by itself (a bot's news, an animation, the table's lines).
    pub fn tick(&mut self, now: Instant) -> bool {
        let mut changed = false;
        if let Some(app) = app_of(&mut self.mode) {
            // A flashed move stands still until its end: drawn again then, not at each tick.
            let changes = app.changes_by(now);
            let effects = app.tick(now);
            changed = changes || app.unchanged_for() == Some(Duration::ZERO) || !effects.is_empty();
            self.bell |= self.files.carry_out(app, effects);
        }
        let chat = self.chat_lines();
        if let Mode::Lobby(screen) = &mut self.mode {
            changed |= screen.chat != chat;
            screen.chat = chat;
        } else if let Mode::Table(seat) = &mut self.mode {
            changed |= seat.tick(&self.who, self.time.now(), chat);
            self.bell |= std::mem::take(&mut seat.bell);
        }
        // At every tick: the view that carried it may have been taken by the player's own move.
        self.rated_game_archived();
        changed
    }

    /// How long the screen stays as it is, if it changes by itself: at once while something
    /// moves on it (`Duration::ZERO`), else until a flashed move ends or the table's clock or
    /// a reconnect window shows another second.
    pub fn unchanged_for(&self) -> Option<Duration> {
        match &self.mode {
            Mode::Lobby(_) | Mode::Pages => None,
            Mode::Alone(app) | Mode::Replay(app) => app.unchanged_for(),
            Mode::Table(seat) => {
                let table = seat.table.unchanged_for(self.time.now());
                seat.app.unchanged_for().into_iter().chain(table).min()
            }
        }
    }

    /// Whether the lobby is on the screen (and its news is to be heard).
    pub fn in_lobby(&self) -> bool {
        matches!(self.mode, Mode::Lobby(_))
    }

    /// Whether the bell is to ring now (once).
    pub fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.bell)
    }

    /// The table's move counter, while at a table.
    pub fn table_watch(&mut self) -> Option<&mut watch::Receiver<Arc<View>>> {
        match &mut self.mode {
            Mode::Table(seat) => Some(seat.moved()),
            _ => None,
        }
    }

    /// The table changed (a move, a player seated): the copy catches up.
    pub fn table_moved(&mut self, now: Instant) {
        if let Mode::Table(seat) = &mut self.mode {
            seat.table_moved(&self.who, now);
        }
    }

    /// The player leaves: their game alone is kept in their folder, the seats they held wait
    /// for them.
    pub fn finish(&mut self) {
        if let Mode::Alone(app) = &mut self.mode {
            let effects = app.finish();
            self.files.carry_out(app, effects);
        }
        self.lobby.leave(&self.who, self.time.now());
    }
}

/// The app shown in `mode`, if any.
fn app_of(mode: &mut Mode) -> Option<&mut App> {
    match mode {
        Mode::Lobby(_) | Mode::Pages => None,
        Mode::Alone(app) | Mode::Replay(app) => Some(app),
        Mode::Table(seat) => Some(&mut seat.app),
    }
}

/// `W`: claim the win over an opponent who did not come back.
fn is_claim(event: &Event) -> bool {
    matches!(event, Event::Key(k) if k.kind == KeyEventKind::Press && k.code == KeyCode::Char('W'))
}
