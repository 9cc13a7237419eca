//! Argument groups shared by several commands, and the values they parse.

use super::error::CliError;
use super::games::CliGame;
use clap::Args;
use std::time::Duration;
use tactigon_games::bots::{BotSpec, Limits, THINK_RANGE};
use tactigon_games::clock::TimeControl;
use tactigon_games::games::GameKind;
use tactigon_games::setup::{First, Player};
use tactigon_rules::{Board, Position, Rules};

/// How long bots think.
#[derive(Args, Debug, Clone)]
pub struct ThinkArgs {
    /// Time budget per move, like 200ms, 1s or 1.5s.
    #[arg(long, default_value = "1s", value_parser = parse_duration)]
    pub think: Duration,
    /// Search to this fixed depth instead (deterministic; not with --think).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64), conflicts_with = "think")]
    pub depth: Option<u32>,
}

impl ThinkArgs {
    /// The bot limits named by the flags.
    pub fn limits(&self) -> Limits {
        Limits { time: self.think, depth: self.depth }
    }
}

/// Who plays and under which rules, for `play` and `watch`.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// Red's player (its help lists the names from the bots' table).
    #[arg(long, value_name = "PLAYER",
          help = format!("Red's player: human, {}, or engine:COMMAND (a UGI engine) [play: human, watch: greedy]; {}",
                         BotSpec::names(), tactigon_games::gauntlet::ratings_help()))]
    pub red: Option<Player>,
    /// Green's player, as for --red [default: expert].
    #[arg(long, value_name = "PLAYER")]
    pub green: Option<Player>,
    /// The bots' time per move, such as 500ms, 2s or 1.5s [default: the settings, 1s].
    #[arg(long, value_parser = parse_duration, value_name = "TIME")]
    pub think: Option<Duration>,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Who moves first from the start position: red, green or random.
    #[arg(long, value_name = "SIDE")]
    pub first: Option<First>,
    /// Start from this position (TPN, or Taacoca's position text; one quoted argument)
    /// instead of the board's start.
    #[arg(long, value_name = "POSITION")]
    pub position: Option<String>,
    /// Plies without a capture before a draw; 0 switches the rule off [default: 100].
    #[arg(long, value_name = "N")]
    pub no_capture_limit: Option<u32>,
    /// Each side's clock: minutes, then seconds added per move, such as 5+3; running out of
    /// time loses [default: no clock].
    #[arg(long, value_parser = TimeControl::parse_live, value_name = "MIN+SEC")]
    pub clock: Option<TimeControl>,
    /// Taacoca: White's player, as for --red [play: human, watch: greedy].
    #[arg(long, value_name = "PLAYER")]
    pub white: Option<Player>,
    /// Taacoca: Black's player, as for --red [default: expert].
    #[arg(long, value_name = "PLAYER")]
    pub black: Option<Player>,
    /// Taacoca: the board's side, 3 to 13 [default: 5].
    #[arg(long, value_name = "N")]
    pub size: Option<u32>,
}

impl GameArgs {
    /// The setup of a game of `G`, with `players` on the sides no option names; the options
    /// of other games are refused.
    pub fn setup<G: CliGame>(&self, players: [Player; 2]) -> Result<G::Config, CliError> {
        super::games::setup::<G>(self, players)
    }
}

/// Board and advanced-rule options shared by the commands.
#[derive(Args, Debug, Clone)]
pub struct SetupArgs {
    /// The board: standard, large, huge, or the path of a board file.
    #[arg(long, default_value = "standard")]
    pub board: String,
    /// Advanced rule: squares may jump over pieces other than enemy squares.
    #[arg(long)]
    pub square_jump: bool,
    /// Advanced rule: a piece starting on a gold tile may move one extra tile.
    #[arg(long)]
    pub gold_bonus: bool,
}

impl SetupArgs {
    /// The rule settings named by the flags.
    pub fn rules(&self) -> Rules {
        Rules { square_jump: self.square_jump, gold_bonus: self.gold_bonus }
    }

    /// The board named by `--board`.
    pub fn board(&self) -> Result<&'static Board, CliError> {
        Ok(tactigon_games::storage::resolve_board(&self.board)?)
    }

    /// The position given as TPN words, or the board's start position.
    pub fn position(&self, tpn: &[String]) -> Result<Position, CliError> {
        let board = self.board()?;
        if tpn.is_empty() {
            Ok(Position::start(board, self.rules()))
        } else {
            Ok(Position::from_tpn(board, self.rules(), &tpn.join(" "))?)
        }
    }
}

/// Which game, and for Taacoca the board's side.
#[derive(Args, Debug, Clone)]
pub struct GameChoice {
    /// The game: tactigon or taacoca.
    #[arg(long = "game", default_value = "tactigon", value_name = "GAME")]
    pub kind: GameKind,
    /// Taacoca: the board's side, 3 to 13 [default: 5, or the position's].
    #[arg(long, value_name = "N")]
    pub size: Option<u32>,
}

/// A position to analyse, and the draw rule that may already have ended its game.
#[derive(Args, Debug)]
pub struct PositionArgs {
    /// The position in TPN, or for Taacoca its position text (one quoted argument or
    /// separate words); default: the start.
    pub tpn: Vec<String>,
    #[command(flatten)]
    pub choice: GameChoice,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Plies without a capture that draw the game (0: never); the TPN's clock counts them
    /// [default: 100].
    #[arg(long, value_name = "N")]
    pub no_capture_limit: Option<u32>,
}

/// A duration on the command line or in the settings that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DurationError {
    /// No `ms` or `s` unit.
    NoUnit(String),
    /// The part before the unit is not a number.
    NotANumber(String, String),
    /// Shorter than 1 ms or longer than an hour.
    OutOfRange(String),
}

impl std::fmt::Display for DurationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DurationError::NoUnit(t) => {
                write!(
                    f,
                    "'{}' is not a duration: write a number with ms or s, such as 500ms or 1.5s",
                    tactigon_core::escape::Escaped(t)
                )
            }
            DurationError::NotANumber(t, n) => write!(
                f,
                "'{}' is not a duration: '{}' is not a number",
                tactigon_core::escape::Escaped(t),
                tactigon_core::escape::Escaped(n)
            ),
            DurationError::OutOfRange(t) => {
                let (min, max) = (THINK_RANGE.start().as_millis(), THINK_RANGE.end().as_secs());
                write!(
                    f,
                    "'{}' is out of range: the time must be from {min}ms to {max}s",
                    tactigon_core::escape::Escaped(t)
                )
            }
        }
    }
}

impl std::error::Error for DurationError {}

/// Reads a duration such as `500ms`, `2s` or `1.5s` (from 1 ms to 1 hour).
pub fn parse_duration(text: &str) -> Result<Duration, DurationError> {
    let t = text.trim();
    let (number, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else {
        return Err(DurationError::NoUnit(text.to_string()));
    };
    let value: f64 = number
        .trim()
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or_else(|| DurationError::NotANumber(text.to_string(), number.trim().to_string()))?;
    Duration::try_from_secs_f64(value * scale)
        .ok()
        .filter(|d| THINK_RANGE.contains(d))
        .ok_or_else(|| DurationError::OutOfRange(text.to_string()))
}
