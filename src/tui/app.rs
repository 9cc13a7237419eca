//! The whole application state and how events change it. No terminal I/O: the event loop
//! in `mod.rs` feeds events and time in, and `draw.rs` renders the state.

use super::board_view::BoardLayout;
use super::forms::Form;
use super::menu::MenuItem;
use super::play::{Action, Ctx, Dialog, Dir, GAME_OVER_BUTTONS, QUIT_BUTTONS, Session};
use super::settings::Settings;
use super::setup::{GameSetup, Player};
use super::worker::BotMode;
use crate::bots::{BotSpec, Limits};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
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
}

/// Where the last frame put the things a mouse can click.
#[derive(Clone, Debug, Default)]
pub struct Hits {
    /// Clickable entries of the screen or dialog on top: menu items, form rows, buttons.
    pub items: Vec<(Rect, usize)>,
    /// Where the board landed.
    pub board: Option<BoardLayout>,
}

impl Hits {
    fn item(&self, x: u16, y: u16) -> Option<usize> {
        self.items.iter().find(|(r, _)| r.contains((x, y).into())).map(|(_, i)| *i)
    }
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
            hits: Hits::default(),
            quit: false,
            mode,
            think: None,
            seed,
            now,
        }
    }

    /// Opens the screen the command line asked for; an impossible setup is an error.
    pub fn launch(&mut self, start: Start) -> Result<(), String> {
        match start {
            Start::Menu => Ok(()),
            Start::Play(setup) => self.start_game(setup, false),
            Start::Watch(setup) => self.start_game(setup, true),
        }
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
        // SplitMix64 step: a fresh, reproducible seed per game.
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Starts a game (or a watched game) from a setup.
    pub fn start_game(&mut self, setup: GameSetup, watch: bool) -> Result<(), String> {
        if watch && (setup.red.is_human() || setup.green.is_human()) {
            return Err("watching needs a bot on both sides (random, greedy or expert)".into());
        }
        let seed = self.next_seed();
        let game = setup.start(seed & 1 == 1)?;
        if !watch && setup.position.is_none() && self.settings.setup != setup {
            self.settings.setup = setup.clone();
            self.save_settings();
        }
        self.session = Some(Session::new(setup, game, watch, self.settings.watch_delay_ms, seed, self.now));
        self.screen = Screen::Game;
        self.tick(self.now);
        Ok(())
    }

    fn save_settings(&mut self) {
        if let Some(path) = &self.settings_path
            && let Err(e) = self.settings.save(path)
        {
            self.notice = Some(e);
        }
    }

    /// Handles one terminal event at time `now`.
    pub fn update(&mut self, event: &Event, now: Instant) {
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
    }

    /// Lets time pass: bots answer and start, flashes end.
    pub fn tick(&mut self, now: Instant) {
        self.now = now.max(self.now);
        let ctx = self.ctx();
        if let Some(s) = &mut self.session {
            s.tick(&ctx);
        }
    }

    fn key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'q')) {
            self.quit = true;
            return;
        }
        let typing = self.screen == Screen::Game && self.session.as_ref().is_some_and(|s| s.prompt.is_some());
        if key.code == KeyCode::Char('?') && !typing {
            if self.screen == Screen::Help {
                self.screen = self.help_from;
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
        }
    }

    fn menu_key(&mut self, code: KeyCode) {
        let n = MenuItem::ALL.len();
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.menu = (self.menu + n - 1) % n,
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => self.menu = (self.menu + 1) % n,
            KeyCode::Enter | KeyCode::Char(' ') => self.choose_menu(MenuItem::ALL[self.menu]),
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            KeyCode::Char('n') => self.choose_menu(MenuItem::NewGame),
            KeyCode::Char('w') => self.choose_menu(MenuItem::Watch),
            KeyCode::Char('s') => self.choose_menu(MenuItem::Settings),
            _ => {}
        }
    }

    fn choose_menu(&mut self, item: MenuItem) {
        self.menu = MenuItem::ALL.iter().position(|&i| i == item).unwrap_or(0);
        match item {
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
        let mut setup = self.session.as_ref().map_or_else(|| self.settings.setup.clone(), |s| s.setup.clone());
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
                if let Err(e) = self.start_game(setup, self.setup_watch) {
                    self.setup_error = Some(e);
                }
            }
        }
    }

    fn leave_form(&mut self) {
        if self.screen == Screen::Settings {
            self.save_settings();
        }
        self.screen = Screen::Menu;
    }

    fn help_key(&mut self, code: KeyCode) {
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.scroll(-1),
            KeyCode::Down | KeyCode::Char('j') => self.scroll(1),
            KeyCode::PageUp => self.scroll(-10),
            KeyCode::PageDown | KeyCode::Char(' ') => self.scroll(10),
            KeyCode::Home | KeyCode::Char('g') => self.help_scroll = 0,
            KeyCode::Esc | KeyCode::Char('q') | KeyCode::Enter => self.screen = self.help_from,
            _ => {}
        }
    }

    fn scroll(&mut self, by: i32) {
        match self.screen {
            Screen::Help => {
                self.help_scroll = (self.help_scroll as i32 + by).clamp(0, super::help::max_scroll() as i32) as u16
            }
            Screen::Game => {
                if let Some(s) = &mut self.session {
                    let most = s.move_lines().len().saturating_sub(1);
                    s.scroll = (s.scroll as i32 - by).clamp(0, most as i32) as usize;
                }
            }
            _ => {}
        }
    }

    fn game_key(&mut self, key: KeyEvent) {
        let ctx = self.ctx();
        let Some(s) = &mut self.session else {
            self.screen = Screen::Menu;
            return;
        };
        let action = if let Some(text) = &mut s.prompt {
            match key.code {
                KeyCode::Esc => s.prompt = None,
                KeyCode::Backspace => {
                    text.pop();
                }
                KeyCode::Char(c) if text.chars().count() < 24 => text.push(c),
                KeyCode::Enter => {
                    let text = text.trim().to_string();
                    if s.human_to_move() {
                        match s.position().parse_move(&text) {
                            Ok(m) => {
                                s.prompt = None;
                                s.play(m, &ctx);
                            }
                            Err(e) => s.status = error(format!("{text}: {e}")),
                        }
                    } else {
                        s.status = error("it is not a person's turn".into());
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
                let watch = self.session.as_ref().is_some_and(|s| s.watch);
                self.open_setup(watch);
            }
            Action::Start(setup) => {
                let watch = self.session.as_ref().is_some_and(|s| s.watch);
                if let Err(e) = self.start_game(setup, watch)
                    && let Some(s) = &mut self.session
                {
                    s.status = error(e);
                }
            }
            Action::Menu => {
                self.session = None;
                self.screen = Screen::Menu;
            }
            Action::Quit => self.quit = true,
        }
    }

    fn click(&mut self, x: u16, y: u16) {
        let item = self.hits.item(x, y);
        match self.screen {
            Screen::Menu => {
                if let Some(i) = item.filter(|&i| i < MenuItem::ALL.len()) {
                    self.choose_menu(MenuItem::ALL[i]);
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
            Screen::Help => self.screen = self.help_from,
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

fn error(text: String) -> super::play::Status {
    super::play::Status { text, tone: super::play::Tone::Error }
}

/// Keys on the game screen without a dialog or prompt.
fn play_key(s: &mut Session, code: KeyCode, ctx: &Ctx) -> Action {
    match code {
        KeyCode::Left | KeyCode::Char('h') => s.move_cursor(Dir::Left),
        KeyCode::Right | KeyCode::Char('l') => s.move_cursor(Dir::Right),
        KeyCode::Up | KeyCode::Char('k') => s.move_cursor(Dir::Up),
        KeyCode::Down | KeyCode::Char('j') => s.move_cursor(Dir::Down),
        KeyCode::Char(' ') if s.watch && s.thinking_since().is_none() => s.toggle_pause(),
        KeyCode::Enter | KeyCode::Char(' ') => return s.activate(ctx),
        KeyCode::Esc => s.cancel(),
        KeyCode::Char(':') if s.human_to_move() => {
            s.picked = None;
            s.prompt = Some(String::new());
        }
        KeyCode::Char(':') => s.status = error("moves can be typed on a person's turn".into()),
        KeyCode::Char('u') => s.undo(),
        KeyCode::Char('r') => s.redo(),
        KeyCode::Char('t') => s.request_hint(ctx),
        KeyCode::Char('p') if s.watch => s.toggle_pause(),
        KeyCode::Char('.') if s.watch => s.step_once(),
        KeyCode::Char('+' | '=') if s.watch => s.change_speed(true),
        KeyCode::Char('-') if s.watch => s.change_speed(false),
        KeyCode::Char('s') => s.status = error("saving games comes later".into()),
        KeyCode::Char('n') => return Action::NewGame,
        KeyCode::Char('q') if s.over() || s.game.moves().is_empty() => return Action::Menu,
        KeyCode::Char('q') => s.dialog = Some(Dialog::ConfirmQuit(0)),
        KeyCode::PageUp | KeyCode::Char('[') => s.scroll = (s.scroll + 5).min(s.move_lines().len().saturating_sub(1)),
        KeyCode::PageDown | KeyCode::Char(']') => s.scroll = s.scroll.saturating_sub(5),
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
        (Dialog::GameOver(_), 0) if s.watch => Action::Start(s.setup.clone()),
        (Dialog::GameOver(_), 0) => Action::NewGame,
        (Dialog::GameOver(_), 1) if s.watch => Action::NewGame,
        (Dialog::GameOver(_), 1) => Action::Start(s.setup.swapped()),
        (Dialog::ConfirmQuit(_), 0) => {
            s.dialog = None;
            Action::None
        }
        (Dialog::ConfirmQuit(_), 1) | (Dialog::GameOver(_), 2) => Action::Menu,
        (Dialog::ConfirmQuit(_), _) => Action::Quit,
        (Dialog::GameOver(_), _) => Action::None,
    }
}
