//! The whole application state and how events change it. No terminal I/O: the event loop
//! in `mod.rs` feeds events and time in, and `draw.rs` renders the state.

use super::effect::{AutosaveReport, Effect, SaveError};
use super::forms::Form;
use super::hits::Hits;
use super::menu::MenuItem;
use super::play::{Action, Ctx, Dialog, Dir, GAME_OVER_BUTTONS, Prompt, QUIT_BUTTONS, Session};
use super::replay::Replay;
use super::settings::Settings;
use super::worker::BotMode;
use crate::bots::{BotSpec, Limits};
use crate::match_runner::Autosave;
use crate::record::Record;
use crate::rules::Game;
use crate::saves::ReadError;
use crate::saves::{self, SaveEntry};
use crate::setup::SetupError;
use crate::setup::{GameSetup, Player};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The main menu.
    Menu,
    /// Choosing players, board and rules for a new game (or a watched one).
    Setup,
    /// The settings.
    Settings,
    /// Rules and keys.
    Help,
    /// A game on the board.
    Game,
    /// The list of saved games.
    Load,
    /// Stepping through a recorded game.
    Replay,
}

/// How the program was started.
#[derive(Clone, Debug)]
pub enum Start {
    /// At the main menu.
    Menu,
    /// Straight into a game.
    Play(GameSetup),
    /// Straight into watching bots.
    Watch(GameSetup),
    /// Continuing a recorded game from its last position.
    Resume(Record),
    /// The replay viewer on a recorded game, named for the title.
    Replay(Record, String),
}

/// The application.
pub struct App {
    /// The settings in force.
    pub settings: Settings,
    /// Where settings are saved; `None` keeps them in memory only.
    pub settings_path: Option<PathBuf>,
    /// A warning to show on the menu (a bad settings file, a failed save).
    pub notice: Option<String>,
    /// The screen shown.
    pub screen: Screen,
    /// The screen help returns to.
    pub help_from: Screen,
    /// Lines scrolled in the help text.
    pub help_scroll: u16,
    /// The selected main-menu entry.
    pub menu: usize,
    /// The setup screen's choices.
    pub setup: GameSetup,
    /// Whether the setup screen is for watching bots.
    pub setup_watch: bool,
    /// The selected row of the setup screen.
    pub setup_row: usize,
    /// Why the last start failed.
    pub setup_error: Option<String>,
    /// The selected row of the settings screen.
    pub settings_row: usize,
    /// The game on screen, if one was started.
    pub session: Option<Session>,
    /// Where saved games and the autosave live; `None` keeps games in memory only.
    pub data_dir: Option<PathBuf>,
    /// The unfinished autosaved game that "Continue" resumes.
    pub resume: Option<Record>,
    /// The games listed on the load screen.
    pub saves: Vec<SaveEntry>,
    /// The selected entry of the load screen.
    pub load_row: usize,
    /// Why the last entry could not be opened.
    pub load_note: Option<String>,
    /// The game in the replay viewer.
    pub replay: Option<Replay>,
    /// The screen the replay viewer returns to.
    pub replay_from: Screen,
    /// The autosave file when it did not read: kept, reported, and moved aside before a game
    /// is autosaved over it.
    unreadable_autosave: Option<ReadError>,
    /// File operations asked for since the last `update` or `tick` returned.
    effects: Vec<Effect>,
    /// Clickable places of the last frame.
    pub hits: Hits,
    /// Set when the program should end.
    pub quit: bool,
    /// How bots run.
    pub mode: BotMode,
    /// A think time given on the command line, overriding the settings.
    pub think: Option<Duration>,
    seed: u64,
    now: Instant,
}

impl App {
    /// The app at the main menu.
    pub fn new(settings: Settings, mode: BotMode, seed: u64, now: Instant) -> App {
        App {
            setup: settings.setup.clone(),
            settings,
            settings_path: None,
            notice: None,
            screen: Screen::Menu,
            help_from: Screen::Menu,
            help_scroll: 0,
            menu: 0,
            setup_watch: false,
            setup_row: 0,
            setup_error: None,
            settings_row: 0,
            session: None,
            data_dir: None,
            resume: None,
            saves: Vec::new(),
            load_row: 0,
            load_note: None,
            replay: None,
            replay_from: Screen::Menu,
            unreadable_autosave: None,
            effects: Vec::new(),
            hits: Hits::default(),
            quit: false,
            mode,
            think: None,
            seed,
            now,
        }
    }

    /// Opens the screen the command line asked for; an impossible setup is an error. A game
    /// started here never becomes the new-game screen's default.
    pub fn launch(&mut self, start: Start) -> Result<Vec<Effect>, SetupError> {
        match start {
            Start::Menu => {}
            Start::Play(setup) => self.start_game(setup, false)?,
            Start::Watch(setup) => self.start_game(setup, true)?,
            Start::Resume(record) => self.open_record(&record, record.game.moves().len()),
            Start::Replay(record, source) => self.open_replay(record, source, Screen::Menu),
        }
        Ok(self.take_effects())
    }

    /// Sets the data folder and reads the autosave from it (at start-up, before any event). An
    /// autosave that does not read is reported on the menu and kept.
    pub fn set_data_dir(&mut self, dir: Option<PathBuf>) {
        let read = dir.as_deref().map(saves::read_autosave).transpose();
        self.resume = None;
        self.unreadable_autosave = None;
        match read {
            Ok(record) => self.resume = record.flatten(),
            Err(e) => {
                self.notice = Some(format!("the autosaved game cannot be continued: {e}"));
                self.unreadable_autosave = Some(e);
            }
        }
        self.data_dir = dir;
    }

    /// The file operations asked for since the last call, in order.
    fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// The autosave for a game still on screen when the program ends.
    pub fn finish(&mut self) -> Vec<Effect> {
        self.autosave();
        self.take_effects()
    }

    /// The main-menu entries: "Continue" only when there is a game to resume.
    pub fn menu_items(&self) -> Vec<MenuItem> {
        MenuItem::ALL.into_iter().filter(|&i| i != MenuItem::Continue || self.resume.is_some()).collect()
    }

    /// The folder a bare file name at the save prompt goes into.
    pub fn saves_dir(&self) -> Option<PathBuf> {
        self.data_dir.as_deref().map(saves::saves_dir)
    }

    /// Keeps the autosave in step with the game on screen: rewritten when its moves changed,
    /// removed when the game has ended (an unreadable file is never removed, only moved aside
    /// before it would be replaced). Called after every event and tick, and on exit.
    fn autosave(&mut self) {
        let (Some(dir), Some(s)) = (&self.data_dir, &mut self.session) else { return };
        let Some(due) = s.runner.autosave_due() else { return };
        let path = saves::autosave_path(dir);
        match due {
            Autosave::Remove => {
                self.resume = None;
                if self.unreadable_autosave.is_none() {
                    self.effects.push(Effect::RemoveAutosave { path });
                }
            }
            Autosave::Write(record) => {
                let set_aside = self.unreadable_autosave.is_some();
                self.effects.push(Effect::WriteAutosave { path, text: record.to_string(), set_aside });
                self.resume = Some(record);
            }
        }
    }

    /// How an autosave effect went.
    pub fn autosave_report(&mut self, report: AutosaveReport) {
        let message = match report {
            AutosaveReport::Written(None) => return,
            AutosaveReport::Written(Some(to)) => {
                let e = self.unreadable_autosave.take().map(|e| e.to_string()).unwrap_or_default();
                self.notice = None;
                let text = format!("the unreadable autosave was kept as {} ({e})", to.display());
                if let Some(s) = &mut self.session {
                    s.info(text.clone());
                }
                self.notice = Some(text);
                return;
            }
            AutosaveReport::WriteFailed(path, e) => format!("cannot autosave to {}: {e}", path.display()),
            AutosaveReport::SetAsideFailed(path, e) => {
                format!(
                    "cannot move the unreadable autosave {} aside, so this game is not autosaved: {e}",
                    path.display()
                )
            }
            AutosaveReport::RemoveFailed(path, e) => format!("cannot remove the autosave {}: {e}", path.display()),
        };
        if let Some(s) = &mut self.session {
            s.error(message.clone());
        }
        self.notice = Some(message);
    }

    /// A settings file that could not be written.
    pub fn settings_not_saved(&mut self, error: String) {
        self.notice = Some(error);
    }

    /// The games of the saves folder, read for the load screen.
    pub fn saves_listed(&mut self, entries: Vec<SaveEntry>) {
        self.saves = entries;
        self.load_row = self.load_row.min(self.saves.len().saturating_sub(1));
    }

    /// How saving the game at the save prompt went.
    pub fn saved(&mut self, path: PathBuf, result: Result<(), SaveError>) {
        let Some(s) = &mut self.session else { return };
        let Some(Prompt::Save { text, .. }) = s.prompt.clone() else { return };
        match result {
            Ok(()) => {
                s.prompt = None;
                s.info(format!("saved to {}", path.display()));
                s.saved_as = Some(path);
            }
            // Asks once: Enter again without changing the name replaces the file.
            Err(SaveError::Exists(_)) => s.prompt = Some(Prompt::Save { text, confirm: Some(path) }),
            Err(e) => s.error(e.to_string()),
        }
    }

    /// Plays a recorded game on from `plies` moves in, with its setup and controllers.
    fn open_record(&mut self, record: &Record, plies: usize) {
        let setup = saves::setup_of(record);
        let watch = !setup.red.is_human() && !setup.green.is_human();
        let game = saves::game_until(&record.game, plies);
        let seed = self.next_seed();
        self.begin(setup, game, watch, seed);
    }

    /// Opens the replay viewer; `from` is where leaving it goes.
    fn open_replay(&mut self, record: Record, source: String, from: Screen) {
        self.replay = Some(Replay::new(record, source, self.settings.watch_delay_ms, self.now));
        self.replay_from = from;
        self.screen = Screen::Replay;
    }

    /// Asks for the saves folder to be read again and shows the load screen.
    fn open_load(&mut self) {
        self.saves = Vec::new();
        if let Some(dir) = self.saves_dir() {
            self.effects.push(Effect::ListSaves { dir });
        }
        self.load_note = None;
        self.screen = Screen::Load;
    }

    /// The latest time seen in an event or tick.
    pub fn now(&self) -> Instant {
        self.now
    }

    fn ctx(&self) -> Ctx {
        let time = self.think.unwrap_or_else(|| self.settings.think());
        Ctx { now: self.now, limits: Limits { time, depth: None }, mode: self.mode }
    }

    fn next_seed(&mut self) -> u64 {
        // A SplitMix64 sequence: a fresh, reproducible seed per game.
        let seed = crate::rules::splitmix(self.seed);
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        seed
    }

    /// Starts a game (or a watched game) from a setup.
    pub fn start_game(&mut self, setup: GameSetup, watch: bool) -> Result<(), SetupError> {
        if watch && !setup.all_bots() {
            return Err(SetupError::WatchNeedsBots);
        }
        let seed = self.next_seed();
        let game = setup.start(seed & 1 == 1)?;
        self.begin(setup, game, watch, seed);
        Ok(())
    }

    /// Starts a game from the new-game screen, whose setup becomes the next default.
    fn start_from_setup(&mut self, setup: GameSetup, watch: bool) -> Result<(), SetupError> {
        self.start_game(setup.clone(), watch)?;
        if !watch && setup.position.is_none() && self.settings.setup != setup {
            self.settings.setup = setup;
            self.save_settings();
        }
        Ok(())
    }

    /// Puts a game on screen. Watched games are not autosaved, so that watching never replaces
    /// a player's unfinished game.
    fn begin(&mut self, setup: GameSetup, game: Game, watch: bool, seed: u64) {
        let mut session = Session::new(setup, game, watch, self.settings.watch_delay_ms, seed, self.now);
        session.runner.set_autosave(!watch && self.data_dir.is_some());
        self.session = Some(session);
        self.screen = Screen::Game;
        self.advance(self.now);
    }

    fn save_settings(&mut self) {
        if let Some(path) = self.settings_path.clone() {
            self.effects.push(Effect::SaveSettings { path, settings: Box::new(self.settings.clone()) });
        }
    }

    /// Handles one terminal event at time `now`; returns the file operations it asks for.
    pub fn update(&mut self, event: &Event, now: Instant) -> Vec<Effect> {
        self.now = now.max(self.now);
        match event {
            Event::Key(key) if key.kind == KeyEventKind::Press => self.key(*key),
            Event::Mouse(m) => match m.kind {
                MouseEventKind::Down(MouseButton::Left) => self.click(m.column, m.row),
                MouseEventKind::ScrollUp => self.scroll(-3),
                MouseEventKind::ScrollDown => self.scroll(3),
                _ => {}
            },
            _ => {}
        }
        self.autosave();
        self.take_effects()
    }

    /// Lets time pass: bots answer and start, flashes end; returns the file operations it asks for.
    pub fn tick(&mut self, now: Instant) -> Vec<Effect> {
        self.advance(now);
        self.take_effects()
    }

    fn advance(&mut self, now: Instant) {
        self.now = now.max(self.now);
        let ctx = self.ctx();
        if let Some(s) = &mut self.session {
            s.tick(&ctx);
        }
        if self.screen == Screen::Replay
            && let Some(r) = &mut self.replay
        {
            r.tick(self.now);
        }
        self.autosave();
    }

    fn key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'q')) {
            self.quit = true;
            return;
        }
        let typing = self.screen == Screen::Game && self.session.as_ref().is_some_and(|s| s.prompt.is_some());
        if key.code == KeyCode::Char('?') && !typing {
            if self.screen == Screen::Help {
                self.leave_help();
            } else {
                self.help_from = self.screen;
                self.screen = Screen::Help;
            }
            return;
        }
        match self.screen {
            Screen::Menu => self.menu_key(key.code),
            Screen::Setup | Screen::Settings => self.form_key(key.code),
            Screen::Help => self.help_key(key.code),
            Screen::Game => self.game_key(key),
            Screen::Load => self.load_key(key.code),
            Screen::Replay => self.replay_key(key.code),
        }
    }

    fn menu_key(&mut self, code: KeyCode) {
        let items = self.menu_items();
        let n = items.len();
        self.menu = self.menu.min(n - 1);
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.menu = (self.menu + n - 1) % n,
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => self.menu = (self.menu + 1) % n,
            KeyCode::Enter | KeyCode::Char(' ') => self.choose_menu(items[self.menu]),
            KeyCode::Char('c') if self.resume.is_some() => self.choose_menu(MenuItem::Continue),
            KeyCode::Char('l') => self.choose_menu(MenuItem::Load),
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            KeyCode::Char('n') => self.choose_menu(MenuItem::NewGame),
            KeyCode::Char('w') => self.choose_menu(MenuItem::Watch),
            KeyCode::Char('s') => self.choose_menu(MenuItem::Settings),
            _ => {}
        }
    }

    fn choose_menu(&mut self, item: MenuItem) {
        self.menu = self.menu_items().iter().position(|&i| i == item).unwrap_or(0);
        match item {
            MenuItem::Continue => {
                if let Some(record) = self.resume.clone() {
                    self.open_record(&record, record.game.moves().len());
                }
            }
            MenuItem::Load => self.open_load(),
            MenuItem::NewGame => self.open_setup(false),
            MenuItem::Watch => self.open_setup(true),
            MenuItem::Settings => {
                self.settings_row = 0;
                self.screen = Screen::Settings;
            }
            MenuItem::Help => {
                self.help_from = Screen::Menu;
                self.screen = Screen::Help;
            }
            MenuItem::Quit => self.quit = true,
        }
    }

    fn open_setup(&mut self, watch: bool) {
        let mut setup = self.session.as_ref().map_or_else(|| self.settings.setup.clone(), |s| s.setup().clone());
        setup.position = None;
        if watch {
            if setup.red.is_human() {
                setup.red = Player::Bot(BotSpec::Greedy);
            }
            if setup.green.is_human() {
                setup.green = Player::Bot(BotSpec::Expert(crate::bots::DEFAULT_EXPERT_LEVEL));
            }
        } else if !setup.red.is_human() && !setup.green.is_human() {
            setup.red = Player::Human;
        }
        self.setup = setup;
        self.setup_watch = watch;
        self.setup_row = 0;
        self.setup_error = None;
        self.screen = Screen::Setup;
    }

    fn form(&mut self) -> Form<'_> {
        match self.screen {
            Screen::Settings => Form::Settings(&mut self.settings),
            _ => Form::Setup(&mut self.setup, self.setup_watch),
        }
    }

    fn form_row(&mut self) -> &mut usize {
        if self.screen == Screen::Settings { &mut self.settings_row } else { &mut self.setup_row }
    }

    fn form_key(&mut self, code: KeyCode) {
        let n = self.form().rows().len();
        let row = *self.form_row();
        match code {
            KeyCode::Up | KeyCode::Char('k') | KeyCode::BackTab => *self.form_row() = (row + n - 1) % n,
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => *self.form_row() = (row + 1) % n,
            KeyCode::Left | KeyCode::Char('h') | KeyCode::Char('-') => self.form().adjust(row, -1),
            KeyCode::Right | KeyCode::Char('l') | KeyCode::Char('+') => self.form().adjust(row, 1),
            KeyCode::Enter | KeyCode::Char(' ') => self.form_activate(row),
            KeyCode::Esc | KeyCode::Char('q') => self.leave_form(),
            _ => {}
        }
    }

    fn form_activate(&mut self, row: usize) {
        if row + 1 < self.form().rows().len() {
            self.form().adjust(row, 1);
            return;
        }
        match self.screen {
            Screen::Settings => self.leave_form(),
            _ => {
                let setup = self.setup.clone();
                if let Err(e) = self.start_from_setup(setup, self.setup_watch) {
                    self.setup_error = Some(e.to_string());
                }
            }
        }
    }

    fn leave_form(&mut self) {
        if self.screen == Screen::Settings {
            self.save_settings();
        }
        self.back_to_menu();
    }

    fn leave_help(&mut self) {
        match self.help_from {
            Screen::Menu => self.back_to_menu(),
            from => self.screen = from,
        }
    }

    fn help_key(&mut self, code: KeyCode) {
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.scroll(-1),
            KeyCode::Down | KeyCode::Char('j') => self.scroll(1),
            KeyCode::PageUp => self.scroll(-10),
            KeyCode::PageDown | KeyCode::Char(' ') => self.scroll(10),
            KeyCode::Home | KeyCode::Char('g') => self.help_scroll = 0,
            KeyCode::Esc | KeyCode::Char('q') | KeyCode::Enter => self.leave_help(),
            _ => {}
        }
    }

    fn scroll(&mut self, by: i32) {
        match self.screen {
            Screen::Help => {
                self.help_scroll = (self.help_scroll as i32 + by).clamp(0, self.hits.scroll_limit as i32) as u16
            }
            Screen::Game => {
                if let Some(s) = &mut self.session {
                    s.scroll_moves(-by);
                }
            }
            _ => {}
        }
    }

    fn game_key(&mut self, key: KeyEvent) {
        let ctx = self.ctx();
        let saves = self.saves_dir();
        let Some(s) = &mut self.session else {
            self.back_to_menu();
            return;
        };
        let action = if let Some(prompt) = &mut s.prompt {
            match key.code {
                KeyCode::Esc => s.prompt = None,
                KeyCode::Backspace => {
                    prompt.text_mut().pop();
                    s.clear_error();
                }
                KeyCode::Char(c) if prompt.text().chars().count() < prompt.max_len() => {
                    prompt.text_mut().push(c);
                    s.clear_error();
                }
                KeyCode::Enter if matches!(prompt, Prompt::Save { .. }) => {
                    if let Some(effect) = save(s, saves.as_deref()) {
                        self.effects.push(effect);
                    }
                }
                KeyCode::Enter => {
                    let text = prompt.text().trim().to_string();
                    if s.human_to_move() {
                        match s.position().parse_move(&text) {
                            Ok(m) => {
                                s.prompt = None;
                                s.play(m, &ctx);
                            }
                            Err(e) => s.error(format!("{text}: {e}")),
                        }
                    } else {
                        s.error("it is not a person's turn");
                    }
                }
                _ => {}
            }
            Action::None
        } else if let Some(dialog) = s.dialog {
            dialog_key(s, dialog, key.code)
        } else {
            play_key(s, key.code, &ctx)
        };
        self.act(action);
    }

    fn act(&mut self, action: Action) {
        match action {
            Action::None => {}
            Action::NewGame => {
                let watch = self.session.as_ref().is_some_and(|s| s.watching());
                self.open_setup(watch);
            }
            Action::Start(setup) => {
                let watch = self.session.as_ref().is_some_and(|s| s.watching());
                if let Err(e) = self.start_game(setup, watch)
                    && let Some(s) = &mut self.session
                {
                    s.error(e.to_string());
                }
            }
            Action::Menu => {
                self.autosave();
                self.session = None;
                self.back_to_menu();
            }
            Action::Quit => self.quit = true,
            Action::Save => self.open_save_prompt(),
        }
    }

    /// Back at the main menu, with the same entry selected as before if it is still there.
    fn back_to_menu(&mut self) {
        self.screen = Screen::Menu;
        self.menu = self.menu.min(self.menu_items().len() - 1);
    }

    /// Opens the save prompt with a name: the file saved to last, or a fresh one in the saves folder.
    fn open_save_prompt(&mut self) {
        let saves = self.saves_dir();
        let Some(s) = &mut self.session else { return };
        let text = match (&s.saved_as, &saves) {
            // A bare name means a .tgn file in the saves folder, so one is offered as a bare name.
            (Some(p), Some(dir)) if p.parent() == Some(dir.as_path()) && p.extension().is_some_and(|x| x == "tgn") => {
                p.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
            }
            (Some(p), _) => p.display().to_string(),
            (None, Some(dir)) => saves::fresh_name(dir, &crate::record::today(), s.setup().red, s.setup().green),
            (None, None) => String::new(),
        };
        s.picked = None;
        s.clear_error();
        s.prompt = Some(Prompt::Save { text, confirm: None });
    }

    fn load_key(&mut self, code: KeyCode) {
        let n = self.saves.len();
        match code {
            KeyCode::Up | KeyCode::Char('k') if n > 0 => self.load_row = (self.load_row + n - 1) % n,
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab if n > 0 => self.load_row = (self.load_row + 1) % n,
            KeyCode::Home | KeyCode::Char('g') => self.load_row = 0,
            KeyCode::End | KeyCode::Char('G') => self.load_row = n.saturating_sub(1),
            KeyCode::Enter | KeyCode::Char(' ') => self.open_save(self.load_row, false),
            KeyCode::Char('v') => self.open_save(self.load_row, true),
            KeyCode::Char('r') => self.open_load(),
            KeyCode::Esc | KeyCode::Char('q') => self.back_to_menu(),
            _ => {}
        }
    }

    /// Opens entry `i` of the load list: an unfinished game to play on, a finished one (or any
    /// with `replay`) in the replay viewer.
    fn open_save(&mut self, i: usize, replay: bool) {
        let Some(entry) = self.saves.get(i) else { return };
        match &entry.record {
            Err(e) => self.load_note = Some(format!("{} cannot be opened: {e}", entry.name())),
            Ok(record) if replay || record.game.outcome().is_some() => {
                let (record, name) = (record.clone(), entry.name());
                self.open_replay(record, name, Screen::Load);
            }
            Ok(record) => {
                // Saving again replaces the file, unless it holds other games too.
                let (record, path) = (record.clone(), (entry.number == 0).then(|| entry.path.clone()));
                self.open_record(&record, record.game.moves().len());
                if let Some(s) = &mut self.session {
                    s.saved_as = path;
                }
            }
        }
    }

    fn replay_key(&mut self, code: KeyCode) {
        let Some(r) = &mut self.replay else {
            self.back_to_menu();
            return;
        };
        match code {
            KeyCode::Right | KeyCode::Char('l') => r.forward(),
            KeyCode::Left | KeyCode::Char('h') => r.back(),
            KeyCode::Home | KeyCode::Char('g') => r.go(0),
            KeyCode::End | KeyCode::Char('G') => r.go(r.len()),
            KeyCode::Char(' ') => r.toggle_autoplay(self.now),
            KeyCode::Char('+' | '=') => r.change_speed(true),
            KeyCode::Char('-') => r.change_speed(false),
            KeyCode::Char('p') => {
                let (record, ply) = (r.record.clone(), r.ply);
                self.open_record(&record, ply);
            }
            KeyCode::Esc | KeyCode::Char('q') => {
                self.replay = None;
                if self.replay_from == Screen::Load { self.open_load() } else { self.back_to_menu() }
            }
            _ => {}
        }
    }

    fn click(&mut self, x: u16, y: u16) {
        let item = self.hits.item(x, y);
        match self.screen {
            Screen::Menu => {
                let items = self.menu_items();
                if let Some(i) = item.filter(|&i| i < items.len()) {
                    self.choose_menu(items[i]);
                }
            }
            Screen::Setup | Screen::Settings => {
                if let Some(i) = item.filter(|&i| i < self.form().rows().len()) {
                    if *self.form_row() == i {
                        self.form_activate(i);
                    } else {
                        *self.form_row() = i;
                    }
                }
            }
            Screen::Help => self.leave_help(),
            Screen::Load => {
                if let Some(i) = item.filter(|&i| i < self.saves.len()) {
                    if self.load_row == i {
                        self.open_save(i, false);
                    } else {
                        self.load_row = i;
                    }
                }
            }
            Screen::Replay => {}
            Screen::Game => {
                let ctx = self.ctx();
                let tile = self.hits.board.as_ref().and_then(|b| b.hit(x, y));
                let Some(s) = &mut self.session else { return };
                let action = match (s.dialog, item, tile) {
                    (Some(d), Some(i), _) => press_button(s, d, i),
                    (Some(_), None, _) => Action::None,
                    (None, _, Some(t)) if s.prompt.is_none() => s.click(t, &ctx),
                    _ => Action::None,
                };
                self.act(action);
            }
        }
    }
}

/// Enter at the save prompt: asks for the game to be written to the file named; a file other
/// than the one this game was saved to is replaced only once the player confirmed it.
fn save(s: &mut Session, saves: Option<&std::path::Path>) -> Option<Effect> {
    let Some(Prompt::Save { text, confirm }) = s.prompt.clone() else { return None };
    let path = match saves::resolve_name(&text, saves) {
        Ok(p) => p,
        Err(e) => {
            s.error(e.to_string());
            return None;
        }
    };
    let replace = confirm.as_ref() == Some(&path) || s.saved_as.as_ref() == Some(&path);
    let text = s.runner.record().to_string();
    Some(Effect::SaveGame { path, text, replace })
}

/// Keys on the game screen without a dialog or prompt.
fn play_key(s: &mut Session, code: KeyCode, ctx: &Ctx) -> Action {
    match code {
        KeyCode::Left | KeyCode::Char('h') => s.move_cursor(Dir::Left),
        KeyCode::Right | KeyCode::Char('l') => s.move_cursor(Dir::Right),
        KeyCode::Up | KeyCode::Char('k') => s.move_cursor(Dir::Up),
        KeyCode::Down | KeyCode::Char('j') => s.move_cursor(Dir::Down),
        KeyCode::Char(' ') if s.watching() && s.thinking_since().is_none() => s.toggle_pause(),
        KeyCode::Enter | KeyCode::Char(' ') => return s.activate(ctx),
        KeyCode::Esc => s.cancel(),
        KeyCode::Char(':') if s.human_to_move() => {
            s.picked = None;
            s.clear_error();
            s.prompt = Some(Prompt::Move(String::new()));
        }
        KeyCode::Char(':') => s.error("moves can be typed on a person's turn"),
        KeyCode::Char('u') => s.undo(),
        KeyCode::Char('r') => s.redo(),
        KeyCode::Char('t') => s.request_hint(ctx),
        KeyCode::Char('p') if s.watching() => s.toggle_pause(),
        KeyCode::Char('.') if s.watching() => s.step_once(),
        KeyCode::Char('+' | '=') if s.watching() => s.change_speed(true),
        KeyCode::Char('-') if s.watching() => s.change_speed(false),
        KeyCode::Char('s') => return Action::Save,
        KeyCode::Char('n') => return Action::NewGame,
        KeyCode::Char('q') if s.over() || s.game().moves().is_empty() => return Action::Menu,
        KeyCode::Char('q') => s.dialog = Some(Dialog::ConfirmQuit(0)),
        KeyCode::PageUp | KeyCode::Char('[') => s.scroll_moves(5),
        KeyCode::PageDown | KeyCode::Char(']') => s.scroll_moves(-5),
        _ => {}
    }
    Action::None
}

/// Keys while a dialog is open.
fn dialog_key(s: &mut Session, dialog: Dialog, code: KeyCode) -> Action {
    let (Dialog::GameOver(sel) | Dialog::ConfirmQuit(sel)) = dialog;
    let n = GAME_OVER_BUTTONS.len().max(QUIT_BUTTONS.len());
    let select = |i: usize| match dialog {
        Dialog::GameOver(_) => Dialog::GameOver(i),
        Dialog::ConfirmQuit(_) => Dialog::ConfirmQuit(i),
    };
    match code {
        KeyCode::Left | KeyCode::Up | KeyCode::Char('h' | 'k') | KeyCode::BackTab => {
            s.dialog = Some(select((sel + n - 1) % n))
        }
        KeyCode::Right | KeyCode::Down | KeyCode::Char('l' | 'j') | KeyCode::Tab => {
            s.dialog = Some(select((sel + 1) % n))
        }
        KeyCode::Enter | KeyCode::Char(' ') => return press_button(s, dialog, sel),
        KeyCode::Esc => s.dialog = None,
        KeyCode::Char('u') if matches!(dialog, Dialog::GameOver(_)) => s.undo(),
        KeyCode::Char('s') if matches!(dialog, Dialog::GameOver(_)) => return Action::Save,
        KeyCode::Char('q') if matches!(dialog, Dialog::ConfirmQuit(_)) => return Action::Quit,
        KeyCode::Char('m') => return Action::Menu,
        KeyCode::Char('n') => return Action::NewGame,
        KeyCode::Char('y') if matches!(dialog, Dialog::ConfirmQuit(_)) => return Action::Menu,
        _ => {}
    }
    Action::None
}

/// A dialog button pressed.
fn press_button(s: &mut Session, dialog: Dialog, button: usize) -> Action {
    match (dialog, button) {
        (Dialog::GameOver(_), 0) if s.watching() => Action::Start(s.setup().clone()),
        (Dialog::GameOver(_), 0) => Action::NewGame,
        (Dialog::GameOver(_), 1) if s.watching() => Action::NewGame,
        (Dialog::GameOver(_), 1) => Action::Start(s.setup().swapped()),
        (Dialog::ConfirmQuit(_), 0) => {
            s.dialog = None;
            Action::None
        }
        (Dialog::ConfirmQuit(_), 1) | (Dialog::GameOver(_), 2) => Action::Menu,
        (Dialog::ConfirmQuit(_), _) => Action::Quit,
        (Dialog::GameOver(_), _) => Action::None,
    }
}
