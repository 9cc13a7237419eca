//! The screens of the terminal game. Each module holds one screen's state, its key and mouse
//! handling and its drawing; a screen tells the app what to do next with a [`Nav`].

pub mod cursor;
pub mod dialog;
pub mod dialog_view;
pub mod form;
pub mod game;
pub mod game_panel;
pub mod game_view;
pub mod help;
pub mod load;
pub mod menu;
pub mod move_list;
pub mod puzzles;
pub mod replay;
pub mod replay_analysis;
pub mod replay_graph;
pub mod replay_screen;
pub mod replay_view;
pub mod session;
pub mod settings;
pub mod setup;
pub mod status;
pub mod tutorial;

use super::effect::Effect;
use std::path::PathBuf;
use tactigon_games::analysis_file::RecordFile;
use tactigon_games::games::{AnyRecord, AnySetup};

/// The screen shown, with its state.
pub enum Screen {
    /// The main menu.
    Menu(menu::MenuScreen),
    /// Choosing players, board and rules for a new game (or a watched one).
    Setup(setup::SetupScreen),
    /// The settings.
    Settings(settings::SettingsScreen),
    /// Rules and keys, over the screen it returns to.
    Help(help::HelpScreen),
    /// A game on the board.
    Game(Box<dyn game::GameScreen>),
    /// The list of saved games.
    Load(load::LoadScreen),
    /// Stepping through a recorded game.
    Replay(Box<dyn replay_screen::ReplayView>),
    /// Learn to play: the lessons.
    Tutorial(Box<dyn tutorial::Tutorial>),
    /// The puzzle list.
    Puzzles(puzzles::PuzzlesScreen),
}

/// Which screen is shown, without its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenKind {
    /// The main menu.
    Menu,
    /// The new-game (or watch) setup.
    Setup,
    /// The settings.
    Settings,
    /// Rules and keys.
    Help,
    /// A game on the board.
    Game,
    /// The list of saved games.
    Load,
    /// The replay viewer.
    Replay,
    /// Learn to play.
    Tutorial,
    /// The puzzle list.
    Puzzles,
}

impl Screen {
    /// Which screen this is.
    pub fn kind(&self) -> ScreenKind {
        match self {
            Screen::Menu(_) => ScreenKind::Menu,
            Screen::Setup(_) => ScreenKind::Setup,
            Screen::Settings(_) => ScreenKind::Settings,
            Screen::Help(_) => ScreenKind::Help,
            Screen::Game(_) => ScreenKind::Game,
            Screen::Load(_) => ScreenKind::Load,
            Screen::Replay(_) => ScreenKind::Replay,
            Screen::Tutorial(_) => ScreenKind::Tutorial,
            Screen::Puzzles(_) => ScreenKind::Puzzles,
        }
    }
}

/// What a screen asks the app to do after handling an event.
pub enum Nav {
    /// Nothing beyond redrawing.
    Stay,
    /// Back to the main menu.
    Menu,
    /// End the program.
    Quit,
    /// A main-menu entry was chosen.
    Choose(menu::MenuItem),
    /// Open the new-game setup screen (`watch`: for watching bots), starting from `setup`.
    NewGame {
        /// Watching bots.
        watch: bool,
        /// Where the choices start, if not the default.
        from: Option<AnySetup>,
    },
    /// Start a game now. `remember`: the setup becomes the next default (the new-game screen).
    Start {
        /// The setup.
        setup: AnySetup,
        /// Watching bots.
        watch: bool,
        /// Whether to keep it as the default setup.
        remember: bool,
    },
    /// Play a recorded game on from `plies` moves in; `saved_as` is the file saving replaces.
    Resume {
        /// The game.
        record: AnyRecord,
        /// How many of its moves to keep.
        plies: usize,
        /// The file it came from, when saving may replace it.
        saved_as: Option<PathBuf>,
        /// Whether the game becomes the one "Continue" resumes only once a move is played in
        /// it (played on from the replay viewer, which must not lose the unfinished game).
        autosave_on_move: bool,
        /// The kept unfinished game's file it was opened from, removed once it is autosaved.
        kept: Option<PathBuf>,
    },
    /// Open the replay viewer; leaving it goes back to the load list when `from_load`.
    Replay {
        /// The game.
        record: AnyRecord,
        /// Its file name, for the title.
        source: String,
        /// Whether it was opened from the load list.
        from_load: bool,
        /// The record file it came from, where "save analysis" writes (else a new file in the
        /// saves folder).
        file: Option<RecordFile>,
        /// Whether to start analysing it at once.
        analyse: bool,
    },
    /// Open the finished game on screen in the replay viewer; leaving it comes back to it.
    Review {
        /// The game.
        record: AnyRecord,
        /// Whether to start analysing it at once.
        analyse: bool,
    },
    /// Leave the replay viewer for the game it was opened over.
    Back,
    /// Read the saves folder again and show the load list.
    Load,
    /// Have a file operation carried out.
    Effect(Effect),
}
