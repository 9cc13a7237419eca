//! What a connected player is doing: in the lobby, playing alone (the local game's menus, bots
//! and own saves), or at a table (seated or watching: see [`super::seat`]). The table's lines
//! (the clocks, a player away, the reconnect code) are put on the game's panel at every tick.

use super::clock::ServerTime;
use super::lobby::Lobby;
use super::lobby_view::{LobbyAction, LobbyScreen};
use super::seat::{After, Seat};
use super::seats::{Reclaim, Who};
use super::served_effects::{self, Files, Tag, Worker};
use super::terms::Terms;
use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_table::{Table, View};
use tactigon_tui::app::App;
use tactigon_tui::executor::Done;
use tactigon_tui::hits::Hits;
use tactigon_tui::settings::Settings;
use tactigon_tui::worker::BotMode;
use tokio::sync::watch;

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
    seed: u64,
    /// Set when the screen must be redrawn from scratch (the mode changed).
    pub switched: bool,
    /// Set when the bell is to ring at the player's terminal.
    bell: bool,
    /// The file work of the player's apps.
    files: Files,
}

enum Mode {
    Lobby(LobbyScreen),
    Alone(Box<App>),
    Table(Box<Seat>),
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
        let mode = Mode::Lobby(LobbyScreen::default());
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
            seed,
            switched: true,
            bell: false,
            files: Files::default(),
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
                l.render(frame, &self.who, &self.lobby.online(), &self.lobby.tables());
                None
            }
            Mode::Alone(app) => Some(tactigon_tui::draw::render(frame, app)),
            Mode::Table(seat) => Some(tactigon_tui::draw::render(frame, &seat.app)),
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
        match &mut self.mode {
            Mode::Lobby(screen) => {
                let Event::Key(key) = event else { return false };
                if key.kind != KeyEventKind::Press {
                    return false;
                }
                if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'q')) {
                    return true;
                }
                let action = screen.key(key.code, &self.lobby.tables(), &self.who);
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
            Mode::Table(seat) => {
                match seat.event(event, &self.who, &self.files, self.time.now(), now) {
                    After::Stay => {}
                    After::Left => {
                        let id = seat.table.id;
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
            let animating = app.animating();
            let effects = app.tick(now);
            changed = animating || app.animating() || !effects.is_empty();
            self.bell |= self.files.carry_out(app, effects);
        }
        if let Mode::Table(seat) = &mut self.mode {
            changed |= seat.tick(&self.who, self.time.now());
            self.bell |= std::mem::take(&mut seat.bell);
        }
        changed
    }

    /// How long the screen stays as it is, if it changes by itself: at once while something
    /// moves on it (`Duration::ZERO`), else until the table's clock or a reconnect window
    /// shows another second.
    pub fn unchanged_for(&self) -> Option<Duration> {
        match &self.mode {
            Mode::Lobby(_) => None,
            Mode::Alone(app) => app.animating().then_some(Duration::ZERO),
            Mode::Table(seat) if seat.app.animating() => Some(Duration::ZERO),
            Mode::Table(seat) => seat.table.unchanged_for(self.time.now()),
        }
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

    /// The lobby changed: a seat this player opened and someone took opens the game. Whether
    /// the lobby is on the screen.
    pub fn lobby_changed(&mut self, now: Instant) -> bool {
        if !matches!(self.mode, Mode::Lobby(_)) {
            return false;
        }
        let mine = self.lobby.tables().into_iter().find(|t| {
            t.moves == 0
                && !t.over
                && t.seats.iter().all(Option::is_some)
                && self.lobby.table(t.id).is_some_and(|t| t.code_of(&self.who).is_some())
        });
        if let Some(t) = mine.and_then(|t| self.lobby.table(t.id)) {
            self.sit(t, now);
        }
        true
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

    fn act(&mut self, action: LobbyAction, now: Instant) -> bool {
        let message = match action {
            LobbyAction::Stay => return false,
            LobbyAction::Quit => return true,
            LobbyAction::Alone => {
                self.alone(now);
                return false;
            }
            LobbyAction::Open(side) => {
                let terms = match &self.mode {
                    Mode::Lobby(screen) => screen.terms.clone(),
                    _ => return false,
                };
                match self.lobby.open_seat(&self.who, side, terms, self.time.now()) {
                    Ok(t) => format!("table #{} is open: waiting for an opponent{}", t.id, code_note(&t, &self.who)),
                    Err(e) => format!("cannot open a table: {e}"),
                }
            }
            LobbyAction::Close(id) => {
                self.lobby.close(id, &self.who);
                format!("table #{id} closed")
            }
            LobbyAction::Enter(id) => match self.lobby.table(id) {
                Some(table) if table.seat_of(&self.who).is_some() => self.take_back(table, None, now),
                Some(table) => {
                    let summary = table.summary();
                    let open = summary.seats.iter().any(Option::is_none);
                    if open && self.lobby.join(id, &self.who, self.time.now()).is_none() {
                        if let Mode::Lobby(screen) = &mut self.mode {
                            screen.message = summary.kept_for.map(|name| format!("that seat is kept for {name}"));
                        }
                        return false;
                    }
                    if table.summary().seats.iter().all(Option::is_some) {
                        self.sit(table, now);
                        return false;
                    }
                    "waiting for an opponent".to_string()
                }
                None => "that table is gone".to_string(),
            },
            LobbyAction::Reclaim(id, code) => match self.lobby.table(id) {
                Some(table) => self.take_back(table, Some(&code), now),
                None => "that table is gone".to_string(),
            },
        };
        if self.wrong_codes >= WRONG_CODES {
            return true;
        }
        if let Mode::Lobby(screen) = &mut self.mode {
            screen.message = Some(message);
        }
        false
    }

    /// Gives the player their seat at `table` back if they prove it theirs (see
    /// [`Table::reclaim`]) and sits them there; else what went wrong, asking for the code
    /// when it is needed.
    fn take_back(&mut self, table: Arc<Table>, code: Option<&str>, now: Instant) -> String {
        match table.reclaim(&self.who, code, self.time.now()) {
            Ok(()) if table.summary().seats.iter().all(Option::is_some) => {
                self.sit(table, now);
                String::new()
            }
            Ok(()) => "waiting for an opponent".to_string(),
            Err(Reclaim::NeedCode) => {
                if let Mode::Lobby(screen) = &mut self.mode {
                    screen.code = Some((table.id, String::new()));
                }
                Reclaim::NeedCode.to_string()
            }
            Err(e) => {
                self.wrong_codes += u32::from(e == Reclaim::WrongCode);
                e.to_string()
            }
        }
    }

    /// Keeps the lobby's terms for its return, as the lobby is left.
    fn leave_lobby(&mut self) {
        if let Mode::Lobby(screen) = &self.mode {
            self.terms = screen.terms.clone();
        }
    }

    fn alone(&mut self, now: Instant) {
        self.leave_lobby();
        self.seed = tactigon_rules::splitmix(self.seed);
        let mut app = App::new(self.settings.clone(), BotMode::Pooled, self.seed, now);
        app.think_cap = Some(self.think_cap);
        app.served = true;
        served_effects::blocking(|| app.set_data_dir(Some(self.folder.clone())));
        self.files.next_app();
        self.mode = Mode::Alone(Box::new(app));
        self.switched = true;
    }

    fn sit(&mut self, table: Arc<Table>, now: Instant) {
        self.leave_lobby();
        let seat = Seat::new(table, &self.who, self.settings.clone(), self.seed, now);
        self.files.next_app();
        self.mode = Mode::Table(Box::new(seat));
        self.switched = true;
    }

    /// A rematch asked for at the table: the player sits at it when the opponent is there
    /// already, else waits in the lobby for them.
    fn rematch(&mut self, swap: bool, now: Instant) {
        let Mode::Table(seat) = &mut self.mode else { return };
        let old = Arc::clone(&seat.table);
        match self.lobby.rematch(&old, &self.who, swap, self.time.now()) {
            Ok(t) if t.summary().seats.iter().all(Option::is_some) => self.sit(t, now),
            Ok(t) => {
                let note = code_note(&t, &self.who);
                self.back_to_lobby(Some(format!("rematch: table #{} waits for your opponent{note}", t.id)));
            }
            Err(e) => {
                if let Some(g) = seat.app.game_screen_mut() {
                    g.error(e);
                }
            }
        }
    }

    fn back_to_lobby(&mut self, message: Option<String>) {
        if let Some(app) = app_of(&mut self.mode) {
            self.settings = app.settings.clone();
        }
        if let Mode::Alone(app) = &mut self.mode {
            let effects = app.finish();
            self.files.carry_out(app, effects);
        }
        self.files.next_app();
        self.mode = Mode::Lobby(LobbyScreen { message, terms: self.terms.clone(), ..LobbyScreen::default() });
        self.switched = true;
    }
}

/// The app shown in `mode`, if any.
fn app_of(mode: &mut Mode) -> Option<&mut App> {
    match mode {
        Mode::Lobby(_) => None,
        Mode::Alone(app) => Some(app),
        Mode::Table(seat) => Some(&mut seat.app),
    }
}

/// `W`: claim the win over an opponent who did not come back.
fn is_claim(event: &Event) -> bool {
    matches!(event, Event::Key(k) if k.kind == KeyEventKind::Press && k.code == KeyCode::Char('W'))
}

/// The reconnect code `who` holds at `table`, as the lobby's message adds it.
fn code_note(table: &Table, who: &Who) -> String {
    match (&who.key, table.code_of(who)) {
        (None, Some(code)) => format!(" — your reconnect code: {code}"),
        _ => String::new(),
    }
}
