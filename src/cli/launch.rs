//! The commands that open the terminal game (`play`, `watch`, `replay`, and the bare command):
//! their arguments and how each starts the game.

use super::error::CliError;
use super::{GameArgs, LookArgs, read_record};
use clap::Args;
use std::path::PathBuf;
use std::time::Duration;
use tactigon_games::analysis_file::RecordFile;
use tactigon_games::bots::{BotSpec, DEFAULT_EXPERT_LEVEL};
use tactigon_games::games::{GameKind, Registered};
use tactigon_games::setup::Player;
use tactigon_games::with_game;
use tactigon_tui::{Launch, Start};

/// `play`: a new game, or one continued from a record file.
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Continue the game in this record file from its last position, with its players and rules.
    #[arg(long, value_name = "FILE",
          conflicts_with_all = ["red", "green", "board", "square_jump", "gold_bonus", "first", "position", "no_capture_limit"])]
    pub load: Option<PathBuf>,
    /// The game to play, tactigon or taacoca; with --load, which game of the file,
    /// counting from 1.
    #[arg(long = "game", value_name = "GAME|N")]
    pub which: Option<GameOrNumber>,
    #[command(flatten)]
    pub look: LookArgs,
}

/// `play --game`: a game to set up, or a game of the file given with `--load`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameOrNumber {
    /// Which game to play.
    Kind(GameKind),
    /// Which game of the file, counting from 1.
    Number(usize),
}

impl std::str::FromStr for GameOrNumber {
    type Err = tactigon_games::games::GameKindError;
    fn from_str(s: &str) -> Result<GameOrNumber, Self::Err> {
        match s.trim().parse() {
            Ok(n) => Ok(GameOrNumber::Number(n)),
            Err(_) => s.parse().map(GameOrNumber::Kind),
        }
    }
}

/// `watch`.
#[derive(Args, Debug, Clone)]
pub struct WatchArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub look: LookArgs,
    /// The game: tactigon or taacoca.
    #[arg(long = "game", default_value = "tactigon", value_name = "GAME")]
    pub kind: GameKind,
}

/// `replay`.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The record file.
    pub file: PathBuf,
    /// Which game of the file, counting from 1.
    #[arg(long, value_name = "N")]
    pub game: Option<usize>,
    #[command(flatten)]
    pub look: LookArgs,
}

/// Opens the game at `start` drawn as `look` says.
pub(super) fn open(look: LookArgs, start: Start, think: Option<Duration>) -> Result<(), CliError> {
    let ran = tactigon_tui::run(Launch { start, ascii: look.ascii, theme: look.theme, think, graphics: look.graphics });
    // An engine still thinking on a bot thread would outlive the program otherwise.
    tactigon_core::ugi::kill_engines();
    ran.map_err(CliError::Terminal)
}

/// `play`: a game set up by the flags, or one continued from a record.
pub(super) fn play(args: &PlayArgs, look: LookArgs) -> Result<(), CliError> {
    if let Some(file) = &args.load {
        let number = match args.which {
            Some(GameOrNumber::Kind(_)) => return Err(CliError::GameWithLoad),
            Some(GameOrNumber::Number(n)) => Some(n),
            None => None,
        };
        return open(look, Start::Resume(read_record(file, number)?), args.game.think);
    }
    let kind = match args.which {
        Some(GameOrNumber::Number(_)) => return Err(CliError::NumberWithoutLoad),
        Some(GameOrNumber::Kind(kind)) => kind,
        None => GameKind::default(),
    };
    let players = [Player::Human, Player::Bot(BotSpec::Expert(DEFAULT_EXPERT_LEVEL))];
    let setup = with_game!(kind, G => G::wrap(args.game.setup::<G>(players)?));
    open(look, Start::Play(setup), args.game.think)
}

/// `watch`: two bots on screen.
pub(super) fn watch(args: &WatchArgs, look: LookArgs) -> Result<(), CliError> {
    let players = [Player::Bot(BotSpec::Greedy), Player::Bot(BotSpec::Expert(DEFAULT_EXPERT_LEVEL))];
    let setup = with_game!(args.kind, G => G::wrap(args.game.setup::<G>(players)?));
    if !setup.all_bots() {
        return Err(CliError::WatchNeedsBots);
    }
    open(look, Start::Watch(setup), args.game.think)
}

/// `replay`: the replay viewer on a recorded game.
pub(super) fn replay(args: &ReplayArgs, look: LookArgs) -> Result<(), CliError> {
    let file = &args.file;
    let record = read_record(file, args.game)?;
    let source = file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into_owned());
    let file = Some(RecordFile { path: file.clone(), number: args.game });
    open(look, Start::Review { record, source, file, analyse: false }, None)
}
