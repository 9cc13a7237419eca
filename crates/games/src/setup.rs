//! What a new game is made of: who plays each side, the board, the rules, who starts.
//! Shared by the setup screen, the settings file, the command line and the match runner.

use crate::bots::{BotSpec, BotSpecError, LEVELS, Level};
use crate::clock::TimeControl;
use crate::engines::{Engine, engine_command};
use crate::storage::BoardLoadError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tactigon_rules::{DrawRules, Game, Position, Rules, Side, TpnError};

/// Who controls a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Player {
    /// A person at the keyboard.
    Human,
    /// A computer player.
    Bot(BotSpec),
    /// An external UGI engine ([`crate::engines`]).
    Engine(Engine),
}

impl Player {
    /// Every choice the setup screen cycles through: a person, the random and greedy bots,
    /// then every expert level of [`LEVELS`], weakest first.
    pub const CHOICES: [Player; 3 + LEVELS.len()] = {
        let mut choices = [Player::Human; 3 + LEVELS.len()];
        choices[1] = Player::Bot(BotSpec::Random);
        choices[2] = Player::Bot(BotSpec::Greedy);
        let mut level = Level::WEAKEST;
        while level <= Level::STRONGEST {
            choices[3 + (level - Level::WEAKEST) as usize] = Player::Bot(BotSpec::Expert(level));
            level += 1;
        }
        choices
    };

    /// The controller named by a record tag; anything that is not a player's name is a person,
    /// and so is an engine: a record read never starts a program.
    pub fn from_tag(tag: &str) -> Player {
        if engine_command(tag).is_some() {
            return Player::Human;
        }
        tag.parse().unwrap_or(Player::Human)
    }

    /// Whether this side is played by a person.
    pub const fn is_human(self) -> bool {
        matches!(self, Player::Human)
    }

    /// A name for the side panel: `Human`, `Random bot`, `Expert 3`.
    pub fn label(self) -> String {
        match self {
            Player::Human => "Human".into(),
            Player::Bot(BotSpec::Random) => "Random bot".into(),
            Player::Bot(BotSpec::Greedy) => "Greedy bot".into(),
            Player::Bot(BotSpec::Expert(level)) => format!("Expert {level}"),
            Player::Engine(engine) => format!("Engine {}", engine.spec().name),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("human"),
            Player::Bot(spec) => spec.fmt(f),
            Player::Engine(engine) => engine.fmt(f),
        }
    }
}

/// A player name that is not `human` or a bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePlayerError {
    /// The name as given.
    pub name: String,
    /// What the bot parser said, when the name was a bot's with a bad level.
    pub detail: Option<String>,
}

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.detail {
            Some(detail) => f.write_str(detail),
            None => write!(
                f,
                "unknown player '{}' (expected human, {}, or engine:COMMAND)",
                tactigon_core::escape::Escaped(&self.name),
                BotSpec::names()
            ),
        }
    }
}

impl std::error::Error for ParsePlayerError {}

impl FromStr for Player {
    type Err = ParsePlayerError;
    fn from_str(s: &str) -> Result<Player, ParsePlayerError> {
        // Spaces around are forgiven; a tab or another control character is not a name.
        if s.trim_matches(' ').eq_ignore_ascii_case("human") {
            return Ok(Player::Human);
        }
        if let Some(command) = engine_command(s) {
            let command = command.map_err(|e| ParsePlayerError { name: s.to_string(), detail: Some(e.to_string()) })?;
            return Ok(Player::Engine(Engine::command_line(command)));
        }
        s.parse::<BotSpec>().map(Player::Bot).map_err(|e| {
            // A known bot with a bad level keeps the bot parser's explanation.
            let detail = matches!(e, BotSpecError::BadLevel(_)).then(|| e.to_string());
            ParsePlayerError { name: s.to_string(), detail }
        })
    }
}

impl TryFrom<String> for Player {
    type Error = ParsePlayerError;
    fn try_from(s: String) -> Result<Player, ParsePlayerError> {
        s.parse()
    }
}

impl From<Player> for String {
    fn from(p: Player) -> String {
        p.to_string()
    }
}

/// Who makes the first move (RULES.md §6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum First {
    /// Red starts (the default).
    #[default]
    Red,
    /// Green starts.
    Green,
    /// A side chosen at random when the game starts.
    Random,
}

impl First {
    /// The choices in the order the setup screen cycles through them.
    pub const CHOICES: [First; 3] = [First::Red, First::Green, First::Random];

    /// The lowercase name used on the command line and in the settings file.
    pub const fn name(self) -> &'static str {
        match self {
            First::Red => "red",
            First::Green => "green",
            First::Random => "random",
        }
    }
}

/// A first-player name that is not red, green or random.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseFirstError(pub String);

impl fmt::Display for ParseFirstError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown first player '{}' (expected red, green or random)", tactigon_core::escape::Escaped(&self.0))
    }
}

impl std::error::Error for ParseFirstError {}

impl FromStr for First {
    type Err = ParseFirstError;
    fn from_str(s: &str) -> Result<First, ParseFirstError> {
        First::CHOICES
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseFirstError(s.to_string()))
    }
}

/// Why a setup cannot start a game.
#[derive(Debug)]
pub enum SetupError {
    /// The board is neither built in nor a readable board file.
    Board(BoardLoadError),
    /// The start position does not read.
    Position(TpnError),
    /// Watching needs a bot on both sides.
    WatchNeedsBots,
    /// A Taacoca board side out of range.
    Size(::taacoca::SizeError),
    /// A Taacoca start position that does not read.
    TaacocaPosition(::taacoca::PositionTextError),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Board(e) => e.fmt(f),
            SetupError::Position(e) => e.fmt(f),
            SetupError::WatchNeedsBots => f.write_str("watching needs a bot on both sides (random, greedy or expert)"),
            SetupError::Size(e) => e.fmt(f),
            SetupError::TaacocaPosition(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SetupError {}

/// Everything needed to start a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameSetup {
    /// Who plays Red.
    pub red: Player,
    /// Who plays Green.
    pub green: Player,
    /// A built-in board name or the path of a board file.
    pub board: String,
    /// Advanced rule §5.1.
    pub square_jump: bool,
    /// Advanced rule §5.2.
    pub gold_bonus: bool,
    /// Who moves first from the board's start position.
    pub first: First,
    /// House rule §4.5: plies without a capture before a draw; 0 is off.
    pub no_capture_limit: u32,
    /// Each side's time control; `None` plays without a clock.
    #[serde(deserialize_with = "live_clock")]
    pub clock: Option<TimeControl>,
    /// A TPN start position instead of the board's start (command line only, never saved).
    #[serde(skip)]
    pub position: Option<String>,
}

impl Default for GameSetup {
    fn default() -> GameSetup {
        GameSetup {
            red: Player::Human,
            green: Player::Bot(BotSpec::Expert(crate::bots::DEFAULT_EXPERT_LEVEL)),
            board: "standard".into(),
            square_jump: false,
            gold_bonus: false,
            first: First::Red,
            no_capture_limit: DrawRules::default().no_capture_limit,
            clock: None,
            position: None,
        }
    }
}

impl GameSetup {
    /// The controller of a side.
    pub fn player(&self, side: Side) -> Player {
        match side {
            Side::Red => self.red,
            Side::Green => self.green,
        }
    }

    /// Whether both sides are bots, as watching needs.
    pub fn all_bots(&self) -> bool {
        !self.red.is_human() && !self.green.is_human()
    }

    /// Builds the game; `coin` decides a random first move (true: Green starts).
    pub fn start(&self, coin: bool) -> Result<Game, SetupError> {
        let board = crate::storage::resolve_board(&self.board).map_err(SetupError::Board)?;
        let rules = Rules { square_jump: self.square_jump, gold_bonus: self.gold_bonus };
        let pos = match &self.position {
            Some(tpn) => Position::from_tpn(board, rules, tpn).map_err(SetupError::Position)?,
            None => {
                let first = match self.first {
                    First::Red => Side::Red,
                    First::Green => Side::Green,
                    First::Random if coin => Side::Green,
                    First::Random => Side::Red,
                };
                Position::start(board, rules).with_turn(first)
            }
        };
        Ok(Game::new(pos, DrawRules { repetition: true, no_capture_limit: self.no_capture_limit }))
    }
}

/// Everything needed to start a game of Taacoca.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TaacocaSetup {
    /// Who plays White (moves first).
    pub white: Player,
    /// Who plays Black.
    pub black: Player,
    /// The board's side, 3 to 13.
    #[serde(deserialize_with = "size_in_range")]
    pub size: u8,
    /// Each side's time control; `None` plays without a clock.
    #[serde(deserialize_with = "live_clock")]
    pub clock: Option<TimeControl>,
    /// A start position (RULES-taacoca.md §5) instead of the board's start; its own board's
    /// side wins over `size` (command line only, never saved, as Tactigon's).
    #[serde(skip)]
    pub position: Option<String>,
}

/// A local game's clock as the settings file writes it: minutes+seconds, as `--clock` takes
/// it (days per move are online correspondence's, which a local game has no use for).
fn live_clock<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<TimeControl>, D::Error> {
    let text = Option::<String>::deserialize(d)?;
    text.map(|t| TimeControl::parse_live(&t)).transpose().map_err(serde::de::Error::custom)
}

/// A Taacoca board side within the range `--size` takes ([`::taacoca::check_size`]).
fn size_in_range<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    ::taacoca::check_size(u32::deserialize(d)?).map_err(serde::de::Error::custom)
}

impl Default for TaacocaSetup {
    fn default() -> TaacocaSetup {
        TaacocaSetup {
            white: Player::Human,
            black: Player::Bot(BotSpec::Expert(crate::bots::DEFAULT_EXPERT_LEVEL)),
            size: ::taacoca::STANDARD_SIZE,
            clock: None,
            position: None,
        }
    }
}

impl TaacocaSetup {
    /// Builds the game at its start position: the position given, or the board's start.
    pub fn start(&self) -> Result<::taacoca::TaacocaGame, SetupError> {
        let pos = match &self.position {
            Some(text) => text.parse().map_err(SetupError::TaacocaPosition)?,
            None => ::taacoca::Position::start(self.size).map_err(SetupError::Size)?,
        };
        Ok(::taacoca::new_game(pos))
    }
}
