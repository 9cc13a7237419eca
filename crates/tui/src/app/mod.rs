//! The application: what is global to the terminal game (settings, paths, the notice, the
//! autosave's state, the seed and bot mode, the last frame's click areas) and the screen shown.
//! `route` passes events to the screen and acts on the screen's answer. No I/O: file work
//! is returned as [`Effect`]s, which the event loop carries out and reports back.

mod data_folder;
mod look;
mod open;
mod puzzles;
mod reports;
mod route;
mod settings_file;
mod tutorial;

pub use look::Look;

use super::effect::Effect;
use super::games::GameUi;
use super::hits::Hits;
use super::puzzles::PuzzleBook;
use super::screens::game::GameScreen;
use super::screens::load::LoadScreen;
use super::screens::menu::{MenuItem, MenuScreen};
use super::screens::replay::Replay;
use super::screens::replay_screen::ReplayScreen;
use super::screens::session::{Ctx, Session};
use super::screens::{Screen, ScreenKind};
use super::settings::Settings;
use super::worker::BotMode;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tactigon_games::analysis_file::RecordFile;
use tactigon_games::bots::Limits;
use tactigon_games::games::GameKind;
use tactigon_games::games::{AnyRecord, AnySetup};
use tactigon_games::match_runner::Autosave;
use tactigon_games::saves::{self, AnyReadError};
use tactigon_games::setup::SetupError;
use tactigon_rules::Tactigon;

/// What "Play online" on the main menu says: the command on a line of its own, so that it is
/// never broken in two.
pub const ONLINE: &str = "Online play: a host runs `tactigon serve` (README); then everyone plays with\nssh -p 2222 NAME@HOST — nothing to install.";

/// How the program was started.
#[derive(Clone, Debug)]
pub enum Start {
    /// At the main menu.
    Menu,
    /// Straight into a game.
    Play(AnySetup),
    /// Straight into watching bots.
    Watch(AnySetup),
    /// Continuing a recorded game from its last position.
    Resume(AnyRecord),
    /// The replay viewer on a recorded game, named for the title.
    Replay(AnyRecord, String),
    /// The replay viewer on a game of a record file (where "save analysis" writes, else a new
    /// file in the saves folder), analysing it at once if asked.
    Review {
        /// The game.
        record: AnyRecord,
        /// Its name, for the title.
        source: String,
        /// The record file it came from.
        file: Option<RecordFile>,
        /// Whether to start analysing at once.
        analyse: bool,
    },
}

/// The application.
pub struct App {
    /// The settings in force.
    pub settings: Settings,
    /// Where settings are saved; `None` keeps them in memory only.
    pub settings_path: Option<PathBuf>,
    /// Set when the settings file there did not read: it is kept as it is, never written over.
    keep_settings_file: bool,
    /// A warning to show on the menu (a bad settings file, an unreadable autosave, a failed save).
    pub notice: Option<String>,
    /// Why the last autosave failed, until one is written: the notice is about it.
    autosave_failure: Option<String>,
    /// The screen shown, with its state.
    pub screen: Screen,
    /// The game the New-game form was opened from: Esc there goes back to it.
    paused_game: Option<Screen>,
    /// Clickable places of the last frame.
    pub hits: Hits,
    /// The kept unfinished game's file the game on screen came from, removed once autosaved.
    opened_kept: Option<PathBuf>,
    /// The board cell the left mouse button was pressed on and is still held, for drag and drop.
    pressed: Option<u16>,
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
    /// The puzzles and the player's progress with them.
    pub puzzles: PuzzleBook,
    /// Where saved games and the autosave live; `None` keeps games in memory only.
    data_dir: Option<PathBuf>,
    /// The data folder held by this copy, or `Busy` when another copy holds it.
    data_lock: data_folder::DataLock,
    /// The unfinished autosaved game that "Continue" resumes.
    resume: Option<AnyRecord>,
    /// The autosave file when it did not read: kept, reported, and moved aside before a game
    /// is autosaved over it.
    unreadable_autosave: Option<AnyReadError>,
    /// The lessons finished and their file.
    tutorial: tutorial::ProgressFile,
    /// File operations asked for since the last `update` or `tick` returned.
    effects: Vec<Effect>,
    seed: u64,
    now: Instant,
}

impl App {
    /// The app at the main menu.
    pub fn new(settings: Settings, mode: BotMode, seed: u64, now: Instant) -> App {
        App {
            settings,
            settings_path: None,
            keep_settings_file: false,
            autosave_failure: None,
            notice: None,
            screen: Screen::Menu(MenuScreen::default()),
            paused_game: None,
            hits: Hits::default(),
            pressed: None,
            opened_kept: None,
            quit: false,
            mode,
            think: None,
            think_cap: None,
            served: false,
            look: Look::default(),
            puzzles: PuzzleBook::default(),
            data_dir: None,
            data_lock: data_folder::DataLock::Free,
            resume: None,
            unreadable_autosave: None,
            tutorial: tutorial::ProgressFile::default(),
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
            Start::Replay(record, source) => self.open_replay(record, source, false, None, false),
            Start::Review { record, source, file, analyse } => self.open_replay(record, source, false, file, analyse),
        }
        Ok(self.take_effects())
    }

    /// Adds a problem to the menu's notice, keeping the ones already there.
    pub(super) fn add_notice(&mut self, problem: String) {
        self.notice = Some(match self.notice.take() {
            Some(before) => format!("{before}; {problem}"),
            None => problem,
        });
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

    /// The game of `G` on screen, to change.
    pub fn session_of_mut<G: GameUi>(&mut self) -> Option<&mut Session<G>> {
        self.game_screen_mut()?.as_any_mut().downcast_mut()
    }

    /// The game of Tactigon on screen (also while the help is shown over it).
    pub fn session(&self) -> Option<&Session<Tactigon>> {
        self.session_of::<Tactigon>()
    }

    /// The game of Tactigon on screen, to change.
    pub fn session_mut(&mut self) -> Option<&mut Session<Tactigon>> {
        self.session_of_mut::<Tactigon>()
    }

    /// The replay of `G` on screen.
    pub fn replay_of<G: GameUi>(&self) -> Option<&Replay<G>> {
        match &self.screen {
            Screen::Replay(r) => r.as_any().downcast_ref::<ReplayScreen<G>>().map(|r| &r.replay),
            _ => None,
        }
    }

    /// The replay of Tactigon on screen.
    pub fn replay(&self) -> Option<&Replay<Tactigon>> {
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

    /// The data folder, if there is one.
    pub fn data_dir(&self) -> Option<&Path> {
        self.data_dir.as_deref()
    }

    /// The folder the replay viewer's `e` exports pictures into: `pictures` in the data folder.
    pub fn pictures_dir(&self) -> Option<PathBuf> {
        self.data_dir.as_deref().map(|d| d.join("pictures"))
    }

    /// Whether the screen changes by itself now, so the event loop must keep drawing: a bot
    /// thinking (its spinner) or due to move, a move flashed, a replay playing. Otherwise only
    /// an event or a tick with news changes it.
    pub fn animating(&self) -> bool {
        self.unchanged_for().is_some()
    }

    /// How long from the latest time seen the screen stays as it is by itself, if it changes
    /// by itself: `Some(ZERO)` while it moves (a spinner, a clock, a replay playing), until
    /// a flashed move's end, `None` when only events and ticks with news change it.
    pub fn unchanged_for(&self) -> Option<Duration> {
        match &self.screen {
            Screen::Replay(r) => r.animating().then_some(Duration::ZERO),
            _ => self.game_screen().and_then(|s| s.unchanged_for(self.now)),
        }
    }

    /// Whether the screen changed by itself between the latest time seen and `now` (a tick
    /// at `now` then draws it again).
    pub fn changes_by(&self, now: Instant) -> bool {
        self.unchanged_for().is_some_and(|d| self.now + d <= now)
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
        let seed = tactigon_rules::splitmix(self.seed);
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        seed
    }

    /// Keeps the autosave in step with the game on screen: rewritten when its moves changed,
    /// removed when the game has ended (an unreadable file is never removed, only moved aside
    /// before it would be replaced). Called after every event and tick, on leaving a game, and
    /// on exit.
    fn autosave(&mut self) {
        let Some(dir) = self.data_dir.clone().filter(|_| self.autosaves()) else { return };
        let Some(due) = self.game_screen_mut().and_then(|s| s.autosave_due()) else { return };
        let path = saves::autosave_path(&dir);
        match due {
            // A game that ends before it was ever written leaves the autosave to its game.
            Autosave::Remove if !self.game_screen_mut().is_some_and(|s| s.claim_autosave()) => {}
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
                let keep = !self.game_screen_mut().is_some_and(|s| s.claim_autosave());
                let consumed = if keep { self.opened_kept.take() } else { None };
                self.effects.push(Effect::WriteAutosave { path, text: record.to_string(), set_aside, keep, consumed });
                self.resume = Some(record);
            }
        }
    }

    /// Shows `screen`, first autosaving a game that is being left.
    fn show(&mut self, screen: Screen) {
        self.autosave();
        self.screen = screen;
        self.game_left();
    }

    /// Back at the main menu with the entry selected that leads back to where the player was.
    fn back_to_menu(&mut self) {
        let item = match &self.screen {
            Screen::Setup(s) if s.watch => MenuItem::Watch,
            Screen::Setup(s) if s.game == GameKind::Taacoca => MenuItem::Taacoca,
            Screen::Setup(_) => MenuItem::NewGame,
            Screen::Settings(_) => MenuItem::Settings,
            Screen::Help(_) => MenuItem::Help,
            Screen::Load(_) | Screen::Replay(_) => MenuItem::Load,
            Screen::Tutorial(_) => MenuItem::Learn,
            Screen::Puzzles(_) => MenuItem::Puzzles,
            Screen::Game(_) => MenuItem::Continue,
            Screen::Menu(m) => {
                let m = MenuScreen { row: m.row.min(self.menu_items().len() - 1) };
                return self.show(Screen::Menu(m));
            }
        };
        let menu = MenuScreen::at(&self.menu_items(), item);
        self.show(Screen::Menu(menu));
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
            let kept = self.data_dir.as_deref().map(saves::unfinished_dir);
            self.effects.push(Effect::ListSaves { dir, kept });
        }
    }
}
