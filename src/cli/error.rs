//! What can go wrong on the command line, each with the one line printed for it.

use ::taacoca::{PositionTextError, SizeError};
use std::fmt;
use std::path::PathBuf;
use tactigon_games::games::GameKind;
use tactigon_games::setup::SetupError;
use tactigon_games::storage::BoardLoadError;
use tactigon_rules::TpnError;
use tactigon_tui::TuiError;

/// A command that could not be carried out; `main` prints it on one line and exits with 2.
#[derive(Debug)]
pub enum CliError {
    /// clap rejected the arguments of the subcommand named, if one was.
    Usage(clap::Error, Option<String>),
    /// `--board` names neither a built-in board nor a valid board file.
    Board(BoardLoadError),
    /// The position given is not valid TPN for the board.
    Position(TpnError),
    /// `--first` and `--position` both say who moves first.
    FirstWithPosition,
    /// `watch` was given a human player.
    WatchNeedsBots,
    /// A look option (`--ascii`, `--theme`, `--graphics`), named here, given before a command that opens no game.
    LookWithoutGame(&'static str),
    /// The game set up on the command line cannot start.
    Setup(SetupError),
    /// A record file could not be read, or has no such game (a `ReadGameError` of its game).
    Record(Box<dyn std::error::Error + Send + Sync>),
    /// `arena --record` could not write its file.
    WriteRecords {
        /// The file named.
        path: PathBuf,
        /// Why writing failed.
        error: std::io::Error,
    },
    /// `arena --record` names a file that holds something other than game records.
    NotRecords {
        /// The file named.
        path: PathBuf,
        /// Why it does not read as records.
        failure: String,
    },
    /// The terminal game failed.
    Terminal(TuiError),
    /// `play --game` named a game together with `--load`, whose record says which game.
    GameWithLoad,
    /// `play --game N` (a game of a file) without `--load`.
    NumberWithoutLoad,
    /// A Taacoca position text that does not read.
    TaacocaPosition(PositionTextError),
    /// A Taacoca board side out of range.
    Size(SizeError),
    /// `--size` and the Taacoca position given disagree.
    SizeMismatch {
        /// The side given with `--size`.
        size: u32,
        /// The side of the position's board.
        position: u8,
    },
    /// An option that only another game has.
    OptionOf {
        /// The option, as written: `--size`.
        option: &'static str,
        /// The game it is an option of.
        of: GameKind,
        /// The game it was given for.
        not: GameKind,
    },
    /// The SSH server could not start.
    Serve(tactigon_server::ServeError),
    /// `analyse --write` could not store the analysis (a `WriteAnalysisError` of its game).
    WriteAnalysis(Box<dyn std::error::Error + Send + Sync>),
    /// `serve` without `--data` on a system with no data folder.
    NoDataFolder,
    /// `server ban`, `unban` or `games --player` named a player the server does not know.
    NoPlayer(String),
    /// `puzzles --file` names a file that cannot be read.
    PuzzleFile(PathBuf, std::io::Error),
    /// A line of a puzzle file does not read.
    PuzzleLine(PathBuf, usize, tactigon_games::puzzles::FormatError),
    /// An `arena` with engines, openings or an SPRT, or `openings`, could not run.
    Contest(String),
    /// Writing the command's output to stdout failed (the only `io::Error` converted by `?`:
    /// every other names its file). [`super::run`] takes a closed pipe for a reader that has
    /// read enough.
    Output(std::io::Error),
    /// `render` could not draw the picture.
    Picture(tactigon_picture::PictureError),
    /// `render -o` names a file that exists, without `--force`.
    PictureExists(PathBuf),
    /// `render` could not write its picture.
    WritePicture {
        /// The file named.
        path: PathBuf,
        /// Why writing failed.
        error: std::io::Error,
    },
    /// `render --game` named a game together with a record file, whose record says which.
    GameWithRecord,
    /// `render --game N` (a game of a file) for a position.
    NumberWithoutRecord,
    /// `puzzles --verify` found puzzles that are not sound.
    PuzzlesFailed {
        /// How many failed.
        failed: usize,
        /// How many were verified.
        of: usize,
    },
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> CliError {
        CliError::Output(e)
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(e, None) => write!(f, "{} (see tactigon --help)", usage_line(e)),
            CliError::Usage(e, Some(command)) => write!(f, "{} (see tactigon {command} --help)", usage_line(e)),
            CliError::Board(e) => e.fmt(f),
            CliError::Position(e) => e.fmt(f),
            CliError::LookWithoutGame(option) => write!(
                f,
                "{option} only applies to the commands that open the game: play, watch, replay, or tactigon alone"
            ),
            CliError::FirstWithPosition => {
                f.write_str("--first cannot be used with --position: the position says who is to move")
            }
            CliError::WatchNeedsBots => {
                f.write_str("watch needs a bot on both sides: use `tactigon play` to play yourself")
            }
            CliError::Setup(e) => e.fmt(f),
            CliError::Record(e) => e.fmt(f),
            CliError::Terminal(e) => e.fmt(f),
            CliError::GameWithLoad => {
                f.write_str("--game names a game to set up; with --load it is the number of a game in the file")
            }
            CliError::NumberWithoutLoad => {
                f.write_str("--game N picks a game of a record file: give the file with --load, or name a game (tactigon or taacoca)")
            }
            CliError::TaacocaPosition(e) => e.fmt(f),
            CliError::Size(e) => e.fmt(f),
            CliError::SizeMismatch { size, position } => {
                write!(f, "--size {size} does not match the position, which is on a board of side {position}")
            }
            // The first game is the default: naming the other one is the way out.
            CliError::OptionOf { option, of, not } if *not == GameKind::default() => {
                write!(f, "{option} is an option of {of} (add --game {})", of.name().to_lowercase())
            }
            CliError::OptionOf { option, of, not } => write!(f, "{option} is an option of {of}, not of {not}"),
            CliError::Serve(e) => e.fmt(f),
            CliError::WriteAnalysis(e) => e.fmt(f),
            CliError::NoDataFolder => f.write_str("no data folder on this system: give one with --data"),
            CliError::NoPlayer(name) => write!(f, "no player called {name:?} on this server"),
            CliError::PuzzleFile(path, e) => write!(f, "cannot read {}: {e}", tactigon_core::escape::path(path)),
            CliError::PuzzleLine(path, line, e) => write!(f, "{} line {line}: {e}", tactigon_core::escape::path(path)),
            CliError::Contest(message) => f.write_str(message),
            CliError::Output(e) => write!(f, "cannot write the output: {e}"),
            CliError::Picture(e) => e.fmt(f),
            CliError::PictureExists(path) => {
                write!(f, "{} already exists: add --force to replace it", tactigon_core::escape::path(path))
            }
            CliError::WritePicture { path, error } => {
                write!(f, "cannot write the picture to {}: {error}", tactigon_core::escape::path(path))
            }
            CliError::GameWithRecord => {
                f.write_str("--game names a position's game; for a record file it is the number of a game in the file")
            }
            CliError::NumberWithoutRecord => {
                f.write_str("--game N picks a game of a record file, and no record file (.tgn) was given")
            }
            CliError::PuzzlesFailed { failed, of } => write!(f, "{failed} of {of} puzzles failed verification"),
            CliError::WriteRecords { path, error } => {
                write!(f, "cannot write the records to {}: {error}", tactigon_core::escape::path(path))
            }
            CliError::NotRecords { path, failure } => write!(
                f,
                "{} is not a record file, so it is not replaced: {failure}",
                tactigon_core::escape::path(path)
            ),
        }
    }
}

impl std::error::Error for CliError {}

impl From<BoardLoadError> for CliError {
    fn from(e: BoardLoadError) -> CliError {
        CliError::Board(e)
    }
}

impl From<TpnError> for CliError {
    fn from(e: TpnError) -> CliError {
        CliError::Position(e)
    }
}

/// clap's own account of a usage error, from the parts it reports, on one line (clap's
/// rendering spans several lines with a usage block).
fn usage_line(e: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    // The values quote the command line, so their control characters are escaped.
    let get = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => tactigon_core::escape::escape(s),
        Some(ContextValue::Strings(v)) => tactigon_core::escape::escape(&v.join(", ")),
        Some(other) => tactigon_core::escape::escape(&other.to_string()),
        None => String::new(),
    };
    let suggestion = match get(ContextKind::SuggestedSubcommand) + &get(ContextKind::SuggestedArg) {
        s if s.is_empty() => String::new(),
        s => format!("; did you mean '{s}'?"),
    };
    match e.kind() {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let source = std::error::Error::source(e).map(|s| format!(": {s}")).unwrap_or_default();
            let valid = match get(ContextKind::ValidValue) {
                v if v.is_empty() => String::new(),
                v => format!(" (possible values: {v})"),
            };
            let value = get(ContextKind::InvalidValue);
            format!("invalid value '{value}' for '{}'{source}{valid}", get(ContextKind::InvalidArg))
        }
        ErrorKind::UnknownArgument => {
            format!("unexpected argument '{}' found{suggestion}", get(ContextKind::InvalidArg))
        }
        ErrorKind::InvalidSubcommand => {
            format!("unrecognized subcommand '{}'{suggestion}", get(ContextKind::InvalidSubcommand))
        }
        ErrorKind::MissingRequiredArgument => {
            format!("the following required arguments were not provided: {}", get(ContextKind::InvalidArg))
        }
        ErrorKind::ArgumentConflict => {
            let (arg, prior) = (get(ContextKind::InvalidArg), get(ContextKind::PriorArg));
            format!("the argument '{arg}' cannot be used with '{prior}'")
        }
        ErrorKind::TooManyValues => format!("'{}' was given too many values", get(ContextKind::InvalidArg)),
        kind => kind.as_str().unwrap_or("the arguments are not valid").to_string(),
    }
}
