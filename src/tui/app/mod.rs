//! The application: what is global to the terminal game (settings, paths, the notice, the
//! autosave's state, the seed and bot mode, the last frame's click areas) and the screen shown.
//! `route` passes events to the screen and acts on the screen's answer. No I/O: file work
//! is returned as [`Effect`]s, which the event loop carries out and reports back.

mod reports;
mod route;

use super::effect::Effect;
use super::games::GameUi;
use super::hits::Hits;
use super::screens::game::GameScreen;
use super::screens::load::LoadScreen;
use super::screens::menu::{MenuItem, MenuScreen};
use super::screens::replay::{Replay, ReplayScreen};
use super::screens::session::{Ctx, Session};
use super::screens::{Screen, ScreenKind};
use super::settings::{Settings, ThemeName};
use super::theme::Theme;
use super::worker::BotMode;
use crate::bots::Limits;
use crate::engine::History;
use crate::match_runner::Autosave;
use crate::playable::{AnyRecord, AnySetup};
use crate::record::Record;
use crate::rules::Tactigon;
use crate::saves::{self, ReadError};
use crate::setup::{GameSetup, SetupError};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What "Play online" on the main menu says.
pub const ONLINE: &str = "Online play: someone runs `tactigon serve` (see the README); everyone then plays with `ssh -p 2222 NAME@HOST`, nothing to install.";

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
    Resume(AnyRecord),
    /// The replay viewer on a recorded game, named for the title.
    Replay(AnyRecord, String),
}

/// The application.
pub struct App {
    /// The settings in force.
    pub settings: Settings,
    /// Where settings are saved; `None` keeps them in memory only.
    pub settings_path: Option<PathBuf>,
    /// A warning to show on the menu (a bad settings file, an unreadable autosave, a failed save).
    pub notice: Option<String>,
    /// The screen shown, with its state.
    pub screen: Screen,
    /// Clickable places of the last frame.
    pub hits: Hits,
    /// Set when the program should end.
    pub quit: bool,
    /// How bots run.
    pub mode: BotMode,
    /// A think time given on the command line, overriding the settings.
    pub think: Option<Duration>,
    /// The longest a bot may think whatever the settings say (the server's cap).
    pub think_cap: Option<Duration>,
    /// Run by `tactigon serve` for a connected player: the menu offers no "Play online".
    pub served: bool,
    /// `--ascii` and `--theme` from the command line: they change the look of this run only,
    /// never the settings saved.
    pub look: Look,
    /// Where saved games and the autosave live; `None` keeps games in memory only.
    data_dir: Option<PathBuf>,
    /// The unfinished autosaved game that "Continue" resumes.
    resume: Option<AnyRecord>,
    /// The autosave file when it did not read: kept, reported, and moved aside before a game
    /// is autosaved over it.
    unreadable_autosave: Option<ReadError>,
    /// File operations asked for since the last `update` or `tick` returned.
    effects: Vec<Effect>,
    seed: u64,
    now: Instant,
}

/// The command line's one-run overrides of how the game looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// `--ascii`: letters and ASCII lines whatever the settings say.
    pub ascii: bool,
    /// `--theme`: this colour scheme whatever the settings say.
    pub theme: Option<ThemeName>,
}

impl App {
    /// The theme to draw with: the settings' one, with the command line's overrides.
    pub fn theme(&self) -> Theme {
        Theme { ascii: self.settings.ascii || self.look.ascii, name: self.look.theme.unwrap_or(self.settings.theme) }
    }

    /// The app at the main menu.
    pub fn new(settings: Settings, mode: BotMode, seed: u64, now: Instant) -> App {
        App {
            settings,
            settings_path: None,
            notice: None,
            screen: Screen::Menu(MenuScreen::default()),
            hits: Hits::default(),
            quit: false,
            mode,
            think: None,
            think_cap: None,
            served: false,
            look: Look::default(),
            data_dir: None,
            resume: None,
            unreadable_autosave: None,
            effects: Vec::new(),
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
            Start::Resume(record) => self.open_record(&record, None, None, false),
            Start::Replay(record, source) => self.open_replay(record, source, false),
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
            Ok(record) => self.resume = record.flatten().map(AnyRecord::Tactigon),
            Err(e) => {
                let problem = format!("the autosaved game cannot be continued: {e}");
                // A warning about the settings file, if there is one, stays too.
                self.notice = Some(match self.notice.take() {
                    Some(before) => format!("{before}; {problem}"),
                    None => problem,
                });
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

    /// Which screen is shown.
    pub fn kind(&self) -> ScreenKind {
        self.screen.kind()
    }

    /// The game screen shown (also while the help is shown over it).
    pub fn game_screen(&self) -> Option<&dyn GameScreen> {
        match &self.screen {
            Screen::Game(s) => Some(&**s),
            Screen::Help(h) => match &*h.back {
                Screen::Game(s) => Some(&**s),
                _ => None,
            },
            _ => None,
        }
    }

    /// The game screen shown, to change (also while the help is shown over it).
    pub fn game_screen_mut(&mut self) -> Option<&mut dyn GameScreen> {
        match &mut self.screen {
            Screen::Game(s) => Some(&mut **s),
            Screen::Help(h) => match &mut *h.back {
                Screen::Game(s) => Some(&mut **s),
                _ => None,
            },
            _ => None,
        }
    }

    /// The game of `G` on screen (also while the help is shown over it).
    pub fn session_of<G: GameUi>(&self) -> Option<&Session<G>> {
        self.game_screen()?.as_any().downcast_ref()
    }

    /// The game of Tactigon on screen (also while the help is shown over it).
    pub fn session(&self) -> Option<&Session> {
        self.session_of::<Tactigon>()
    }

    /// The game of Tactigon on screen, to change.
    pub fn session_mut(&mut self) -> Option<&mut Session> {
        self.game_screen_mut()?.as_any_mut().downcast_mut()
    }

    /// The replay of `G` on screen.
    pub fn replay_of<G: GameUi>(&self) -> Option<&Replay<G>> {
        match &self.screen {
            Screen::Replay(r) => r.as_any().downcast_ref::<ReplayScreen<G>>().map(|r| &r.replay),
            _ => None,
        }
    }

    /// The replay of Tactigon on screen.
    pub fn replay(&self) -> Option<&Replay> {
        self.replay_of::<Tactigon>()
    }

    /// The load list on screen.
    pub fn load(&self) -> Option<&LoadScreen> {
        match &self.screen {
            Screen::Load(l) => Some(l),
            _ => None,
        }
    }

    /// The main-menu entries: "Continue" only when there is a game to resume, "Play online"
    /// only in the local game.
    pub fn menu_items(&self) -> Vec<MenuItem> {
        MenuItem::ALL
            .into_iter()
            .filter(|&i| i != MenuItem::Continue || self.resume.is_some())
            .filter(|&i| i != MenuItem::Online || !self.served)
            .collect()
    }

    /// The folder a bare file name at the save prompt goes into.
    pub fn saves_dir(&self) -> Option<PathBuf> {
        self.data_dir.as_deref().map(saves::saves_dir)
    }

    /// The latest time seen in an event or tick.
    pub fn now(&self) -> Instant {
        self.now
    }

    fn ctx(&self) -> Ctx {
        let time = self.think.unwrap_or_else(|| self.settings.think());
        let time = self.think_cap.map_or(time, |cap| time.min(cap));
        Ctx { now: self.now, limits: Limits { time, depth: None }, mode: self.mode }
    }

    fn next_seed(&mut self) -> u64 {
        // A SplitMix64 sequence: a fresh, reproducible seed per game.
        let seed = crate::rules::splitmix(self.seed);
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        seed
    }

    /// Keeps the autosave in step with the game on screen: rewritten when its moves changed,
    /// removed when the game has ended (an unreadable file is never removed, only moved aside
    /// before it would be replaced). Called after every event and tick, on leaving a game, and
    /// on exit.
    fn autosave(&mut self) {
        let Some(dir) = self.data_dir.clone() else { return };
        let Some(due) = self.game_screen_mut().and_then(|s| s.autosave_due()) else { return };
        let path = saves::autosave_path(&dir);
        match due {
            Autosave::Remove => {
                self.resume = None;
                if self.unreadable_autosave.is_none() {
                    self.effects.push(Effect::RemoveAutosave { path });
                }
            }
            Autosave::Write(record) => {
                // Once per batch: a second write in the same batch finds the file already moved.
                let pending = self.effects.iter().any(|e| matches!(e, Effect::WriteAutosave { set_aside: true, .. }));
                let set_aside = self.unreadable_autosave.is_some() && !pending;
                self.effects.push(Effect::WriteAutosave { path, text: record.to_string(), set_aside });
                self.resume = Some(record);
            }
        }
    }

    /// Shows `screen`, first autosaving a game that is being left.
    fn show(&mut self, screen: Screen) {
        self.autosave();
        self.screen = screen;
    }

    /// Back at the main menu with the entry selected that leads back to where the player was.
    fn back_to_menu(&mut self) {
        let item = match &self.screen {
            Screen::Setup(s) if s.watch => MenuItem::Watch,
            Screen::Setup(_) => MenuItem::NewGame,
            Screen::Settings(_) => MenuItem::Settings,
            Screen::Help(_) => MenuItem::Help,
            Screen::Load(_) | Screen::Replay(_) => MenuItem::Load,
            Screen::Game(_) => MenuItem::Continue,
            Screen::Menu(m) => {
                let m = MenuScreen { row: m.row.min(self.menu_items().len() - 1) };
                return self.show(Screen::Menu(m));
            }
        };
        let menu = MenuScreen::at(&self.menu_items(), item);
        self.show(Screen::Menu(menu));
    }

    /// Starts a game (or a watched game) from a setup.
    pub fn start_game(&mut self, setup: impl Into<AnySetup>, watch: bool) -> Result<(), SetupError> {
        match setup.into() {
            AnySetup::Tactigon(setup) => {
                if watch && !setup.all_bots() {
                    return Err(SetupError::WatchNeedsBots);
                }
                let seed = self.next_seed();
                let game = setup.start(seed & 1 == 1)?;
                self.begin::<Tactigon>(setup, game, watch, seed);
            }
        }
        Ok(())
    }

    /// Puts a game on screen. Watched games are not autosaved, so that watching never replaces
    /// a player's unfinished game.
    fn begin<G: GameUi>(&mut self, setup: G::Config, game: History<G>, watch: bool, seed: u64) {
        let mut session = Session::<G>::new(setup, game, watch, self.settings.watch_delay_ms, seed, self.now);
        session.runner.set_autosave(!watch && self.data_dir.is_some());
        self.show(Screen::Game(Box::new(session)));
        self.advance(self.now);
    }

    /// Plays a recorded game on from `plies` moves in (all of them when `None`), with its
    /// setup and controllers; `saved_as` is the file saving it again replaces. Unless it is
    /// the autosaved game itself (`continued`), it becomes the game "Continue" resumes at once.
    fn open_record(&mut self, record: &AnyRecord, plies: Option<usize>, saved_as: Option<PathBuf>, continued: bool) {
        match record {
            AnyRecord::Tactigon(r) => self.open_record_of(r, plies, saved_as, continued),
        }
    }

    fn open_record_of<G: GameUi>(
        &mut self,
        record: &Record<G>,
        plies: Option<usize>,
        saved_as: Option<PathBuf>,
        continued: bool,
    ) {
        let setup = G::setup_of(record);
        let watch = G::players(&setup).iter().all(|p| !p.is_human());
        let game = saves::game_until(&record.game, plies.unwrap_or(usize::MAX));
        let seed = self.next_seed();
        self.begin::<G>(setup, game, watch, seed);
        if let Some(s) = self.game_screen_mut() {
            s.set_saved_as(saved_as);
            if !continued {
                s.replace_autosave();
            }
        }
    }

    /// Opens the replay viewer; leaving it goes back to the load list, at the entry it was
    /// opened from, when `from_load`.
    fn open_replay(&mut self, record: AnyRecord, source: String, from_load: bool) {
        let load_row = from_load.then(|| self.load().map_or(0, |l| l.row));
        let (delay, now) = (self.settings.watch_delay_ms, self.now);
        let screen: Box<dyn super::screens::replay::ReplayView> = match record {
            AnyRecord::Tactigon(r) => Box::new(ReplayScreen { replay: Replay::new(r, source, delay, now), load_row }),
        };
        self.show(Screen::Replay(screen));
    }

    /// Shows the load list and asks for the saves folder to be read.
    fn open_load(&mut self) {
        let listed = self.saves_dir().is_none();
        let load = match &mut self.screen {
            // A refresh keeps the list shown until the new one is read.
            Screen::Load(l) => std::mem::take(l),
            Screen::Replay(r) => LoadScreen { row: r.load_row().unwrap_or(0), listed, ..LoadScreen::default() },
            _ => LoadScreen { listed, ..LoadScreen::default() },
        };
        self.show(Screen::Load(load));
        if let Some(dir) = self.saves_dir() {
            self.effects.push(Effect::ListSaves { dir });
        }
    }

    fn save_settings(&mut self) {
        if let Some(path) = self.settings_path.clone() {
            self.effects.push(Effect::SaveSettings { path, settings: Box::new(self.settings.clone()) });
        }
    }
}
