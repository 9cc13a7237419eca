//! Routing: events to the screen shown, and what its answer ([`Nav`]) changes.

use super::App;
use crate::effect::Effect;
use crate::games::Remembered;
use crate::keymap::{self, EVERYWHERE};
use crate::screens::help::HelpScreen;
use crate::screens::menu::{MenuItem, MenuScreen};
use crate::screens::settings::{SettingsNav, SettingsScreen};
use crate::screens::setup::SetupScreen;
use crate::screens::{Nav, Screen};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind};
use std::time::Instant;
use tactigon_games::games::{AnySetup, Registered};
use tactigon_games::{match_game, with_game};

impl App {
    /// Handles one terminal event at time `now`; returns the file operations it asks for.
    pub fn update(&mut self, event: &Event, now: Instant) -> Vec<Effect> {
        self.now = now.max(self.now);
        match event {
            Event::Key(key) if key.kind == KeyEventKind::Press => self.key(*key),
            Event::Mouse(m) => match m.kind {
                MouseEventKind::Down(MouseButton::Left) => {
                    self.pressed = self.hits.tile(m.column, m.row);
                    self.click(m.column, m.row);
                }
                MouseEventKind::Drag(MouseButton::Left) => self.drag(m.column, m.row, false),
                MouseEventKind::Up(MouseButton::Left) => self.drag(m.column, m.row, true),
                MouseEventKind::ScrollUp => self.scroll(-3),
                MouseEventKind::ScrollDown => self.scroll(3),
                _ => {}
            },
            _ => {}
        }
        self.puzzle_news();
        self.autosave();
        self.take_effects()
    }

    /// Lets time pass: bots answer and start, flashes end, replays advance; returns the file
    /// operations it asks for.
    pub fn tick(&mut self, now: Instant) -> Vec<Effect> {
        self.advance(now);
        // A hint arrives here, and it ends a puzzle's streak.
        self.puzzle_news();
        self.take_effects()
    }

    pub(super) fn advance(&mut self, now: Instant) {
        self.now = now.max(self.now);
        let ctx = self.ctx();
        let bell = self.settings.bell;
        if let Some(s) = self.game_screen_mut() {
            s.tick(&ctx);
            if s.take_alert() && bell {
                self.effects.push(Effect::Bell);
            }
        }
        if let Screen::Replay(r) = &mut self.screen {
            r.tick(self.now);
        }
        self.autosave();
    }

    fn key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'q')) {
            self.quit = true;
            return;
        }
        if self.hits.too_small {
            // Nothing else fits: q and Esc leave, as the notice says (the menu, then the app).
            if matches!(key.code, KeyCode::Char('q') | KeyCode::Esc) {
                if matches!(self.screen, Screen::Menu(_)) {
                    self.quit = true;
                } else {
                    self.navigate(Nav::Menu);
                }
            }
            return;
        }
        let typing = match &self.screen {
            Screen::Game(s) => s.typing(),
            Screen::Tutorial(t) => t.typing(),
            Screen::Load(l) => l.typing(),
            _ => false,
        };
        if keymap::command(EVERYWHERE, key.code).is_some() && !typing {
            self.toggle_help();
            return;
        }
        let (ctx, saves, items, limit) = (self.ctx(), self.saves_dir(), self.menu_items(), self.hits.scroll_limit);
        let nav = match &mut self.screen {
            Screen::Menu(m) => m.key(key.code, &items),
            Screen::Setup(s) => {
                s.screen = self.hits.screen;
                s.key(key.code)
            }
            Screen::Settings(s) => {
                let nav = s.key(key.code, &mut self.settings);
                self.settings_nav(nav)
            }
            Screen::Help(h) => {
                if h.key(key.code, limit) {
                    self.toggle_help();
                }
                Nav::Stay
            }
            Screen::Game(s) => s.key(key, &ctx, saves.as_deref()),
            Screen::Load(l) => l.key(key.code),
            Screen::Replay(r) => r.key(key.code, self.now),
            Screen::Tutorial(t) => {
                let nav = t.key(key, &ctx);
                self.tutorial_nav(nav);
                Nav::Stay
            }
            Screen::Puzzles(p) => {
                let nav = p.key(key.code, &self.puzzles);
                return self.puzzles_nav(nav);
            }
        };
        self.navigate(nav);
    }

    /// Opens the help over the screen shown, or closes it.
    fn toggle_help(&mut self) {
        let shown = std::mem::replace(&mut self.screen, Screen::Menu(MenuScreen::default()));
        self.screen = match shown {
            Screen::Help(h) => *h.back,
            other => Screen::Help(HelpScreen { scroll: 0, back: Box::new(other) }),
        };
        let n = self.menu_items().len();
        if let Screen::Menu(m) = &mut self.screen {
            m.row = m.row.min(n - 1);
        }
    }

    fn settings_nav(&mut self, nav: SettingsNav) -> Nav {
        match nav {
            SettingsNav::Stay => Nav::Stay,
            SettingsNav::Leave => {
                self.save_settings();
                Nav::Menu
            }
        }
    }

    fn scroll(&mut self, by: i32) {
        let limit = self.hits.scroll_limit;
        match &mut self.screen {
            Screen::Help(h) => h.scroll_by(by, limit),
            Screen::Game(s) => s.scroll_moves(-by),
            _ => {}
        }
    }

    /// The mouse moved with its button held, or was let go (`released`): a piece pressed on
    /// and dragged to another cell is dropped there, alongside click-click (press and release
    /// on one cell is a click, and the piece stays picked up).
    fn drag(&mut self, x: u16, y: u16, released: bool) {
        let Some(from) = self.pressed else { return };
        if released {
            self.pressed = None;
        }
        let Some(to) = self.hits.tile(x, y) else { return };
        if released && to == from {
            return;
        }
        let (ctx, saves) = (self.ctx(), self.saves_dir());
        if let Screen::Game(s) = &mut self.screen {
            let nav = s.drag_to(to, released, &ctx, saves.as_deref());
            self.navigate(nav);
        }
    }

    fn click(&mut self, x: u16, y: u16) {
        if let Some(plies) = self.hits.move_at(x, y)
            && let Screen::Game(s) = &mut self.screen
        {
            s.look_at(plies);
            return;
        }
        let item = self.hits.item(x, y);
        let (ctx, saves, items) = (self.ctx(), self.saves_dir(), self.menu_items());
        let tile = self.hits.tile(x, y);
        let nav = match &mut self.screen {
            Screen::Menu(m) => m.click(item, &items),
            Screen::Setup(s) => {
                s.screen = self.hits.screen;
                s.click(item)
            }
            Screen::Settings(s) => {
                let nav = s.click(item, &mut self.settings);
                self.settings_nav(nav)
            }
            Screen::Help(_) => {
                self.toggle_help();
                Nav::Stay
            }
            Screen::Load(l) => l.click(item),
            Screen::Replay(r) => {
                r.click(item);
                Nav::Stay
            }
            Screen::Game(s) => s.click(item, tile, &ctx, saves.as_deref()),
            Screen::Tutorial(t) => {
                let nav = t.click(item, tile, &ctx);
                self.tutorial_nav(nav);
                Nav::Stay
            }
            Screen::Puzzles(p) => {
                let nav = p.click(item, &self.puzzles);
                return self.puzzles_nav(nav);
            }
        };
        self.navigate(nav);
    }

    fn navigate(&mut self, nav: Nav) {
        let in_puzzle = self.puzzle_index().is_some();
        match nav {
            Nav::Stay => {}
            Nav::Menu if in_puzzle => self.open_puzzles(self.puzzles.game),
            Nav::Start { .. } if in_puzzle => self.next_puzzle(),
            Nav::Menu if matches!(self.screen, Screen::Setup(_)) && self.paused_game.is_some() => {
                self.screen = self.paused_game.take().expect("checked");
                // Its clocks start again from now, not from the next tick.
                self.advance(self.now);
            }
            Nav::Menu => self.back_to_menu(),
            Nav::Quit => self.quit = true,
            Nav::Choose(item) => self.choose(item),
            Nav::NewGame { watch, from } => {
                let settings = &self.settings;
                let remembered = |kind| with_game!(kind, G => G::wrap(G::remembered(settings, watch)));
                let setup = from.unwrap_or_else(|| remembered(settings.game));
                let form = SetupScreen::new(setup, watch, remembered).with_engines(settings.engine_players());
                let now = self.now;
                if let Some(game) = self.game_screen_mut() {
                    game.hold_clocks(now);
                }
                self.autosave();
                let left = std::mem::replace(&mut self.screen, Screen::Setup(form));
                self.paused_game = matches!(left, Screen::Game(_)).then_some(left);
            }
            Nav::Start { setup, watch, remember } => {
                self.paused_game = None;
                let remembered = if remember { self.remembered(&setup, watch) } else { None };
                match self.start_game(setup, watch) {
                    Ok(()) if remembered.is_some() => {
                        self.settings = remembered.expect("checked");
                        self.save_settings();
                    }
                    Ok(()) => {}
                    Err(e) => match &mut self.screen {
                        Screen::Setup(s) => s.error = Some(e.to_string()),
                        Screen::Game(s) => s.error(e.to_string()),
                        _ => self.notice = Some(e.to_string()),
                    },
                }
            }
            Nav::Resume { record, plies, saved_as, autosave_on_move, kept } => {
                self.open_record(&record, Some(plies), saved_as, autosave_on_move);
                // Set after the game is on screen, which forgets any kept file before.
                self.opened_kept = kept.filter(|_| self.game_screen().is_some());
            }
            Nav::Replay { record, source, from_load, file, analyse } => {
                self.open_replay(record, source, from_load, file, analyse);
            }
            Nav::Review { record, analyse } => self.review(record, analyse),
            Nav::Back => match &mut self.screen {
                Screen::Replay(r) => match r.take_game() {
                    Some(game) => self.show(*game),
                    None => self.back_to_menu(),
                },
                _ => self.back_to_menu(),
            },
            Nav::Load => self.open_load(),
            Nav::Effect(e) => self.effects.push(e),
        }
    }

    /// The settings with `setup` as the default of its kind of game ([`Remembered`]), and a
    /// played game's kind the new-game form's, if that changes them.
    fn remembered(&self, setup: &AnySetup, watch: bool) -> Option<crate::settings::Settings> {
        let mut s = self.settings.clone();
        if !match_game!(setup, AnySetup(t): G => G::remember(&mut s, t, watch)) {
            return None;
        }
        if !watch {
            s.game = setup.kind();
        }
        (s != self.settings).then_some(s)
    }

    fn choose(&mut self, item: MenuItem) {
        let items = self.menu_items();
        if let Screen::Menu(m) = &mut self.screen {
            *m = MenuScreen::at(&items, item);
        }
        match item {
            MenuItem::Continue => {
                if let Some(record) = self.resume.clone() {
                    self.open_record(&record, None, None, true);
                    // The autosave holds this very game: it is written on without keeping it.
                    if let Some(s) = self.game_screen_mut() {
                        s.claim_autosave();
                    }
                }
            }
            MenuItem::Load => self.open_load(),
            // Tactigon's form: the menu has an entry of its own for Taacoca.
            MenuItem::NewGame => {
                let setup = AnySetup::from(tactigon_rules::Tactigon::remembered(&self.settings, false));
                self.navigate(Nav::NewGame { watch: false, from: Some(setup) });
            }
            MenuItem::Learn => self.open_tutorial(self.settings.game),
            MenuItem::Taacoca => {
                let setup = AnySetup::from(::taacoca::Taacoca::remembered(&self.settings, false));
                self.navigate(Nav::NewGame { watch: false, from: Some(setup) });
            }
            MenuItem::Watch => self.navigate(Nav::NewGame { watch: true, from: None }),
            MenuItem::Puzzles => self.open_puzzles(self.settings.game),
            MenuItem::Settings => self.show(Screen::Settings(SettingsScreen::default())),
            MenuItem::Help => self.toggle_help(),
            MenuItem::Online => self.notice = Some(super::ONLINE.to_string()),
            MenuItem::Quit => self.quit = true,
        }
    }
}
