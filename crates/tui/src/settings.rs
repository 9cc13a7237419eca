//! The settings file: what the player chose on the settings screen and the last game setup,
//! stored as TOML in the user's config directory (or wherever `TACTIGON_CONFIG` points).

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Duration;
use tactigon_games::bots::{BotSpec, DEFAULT_EXPERT_LEVEL};
use tactigon_games::engines::{Engine, EngineSpec};
use tactigon_games::games::GameKind;
use tactigon_games::setup::{GameSetup, Player, TaacocaSetup};
use toml::Spanned;

/// The colour scheme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeName {
    /// Red and green armies, golden gold tiles, soft highlights.
    #[default]
    #[serde(alias = "color")]
    Colour,
    /// Bright, bold colours on black for low-vision players and poor terminals.
    HighContrast,
    /// Orange and blue armies and highlights told apart by lightness as well as hue, for
    /// players who confuse red and green.
    #[serde(alias = "color-blind")]
    ColourBlind,
}

impl ThemeName {
    /// Every scheme, in the order the settings screen cycles through them.
    pub const CHOICES: [ThemeName; 3] = [ThemeName::Colour, ThemeName::HighContrast, ThemeName::ColourBlind];

    /// The name used on the command line and in the settings file.
    pub const fn name(self) -> &'static str {
        match self {
            ThemeName::Colour => "colour",
            ThemeName::HighContrast => "high-contrast",
            ThemeName::ColourBlind => "colour-blind",
        }
    }
}

/// A theme name that is none of colour, high-contrast and colour-blind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseThemeError(pub String);

impl std::fmt::Display for ParseThemeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unknown theme '{}' (expected colour, high-contrast or colour-blind)",
            tactigon_core::escape::Escaped(&self.0)
        )
    }
}

impl std::error::Error for ParseThemeError {}

impl std::str::FromStr for ThemeName {
    type Err = ParseThemeError;
    fn from_str(s: &str) -> Result<ThemeName, ParseThemeError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "colour" | "color" => Ok(ThemeName::Colour),
            "high-contrast" | "contrast" => Ok(ThemeName::HighContrast),
            "colour-blind" | "color-blind" => Ok(ThemeName::ColourBlind),
            _ => Err(ParseThemeError(s.to_string())),
        }
    }
}

/// Why the settings could not be written.
#[derive(Debug)]
pub enum SaveSettingsError {
    /// They do not convert to TOML.
    Toml(toml::ser::Error),
    /// The file could not be written.
    Io(std::path::PathBuf, std::io::Error),
}

impl std::fmt::Display for SaveSettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveSettingsError::Toml(e) => write!(f, "cannot write settings: {e}"),
            SaveSettingsError::Io(path, e) => {
                write!(f, "cannot save settings to {}: {e}", tactigon_core::escape::path(path))
            }
        }
    }
}

impl std::error::Error for SaveSettingsError {}

/// The keys of `table` that `T` reads, each tried on its own; the others go to `problems`,
/// except that a table of setups (`[setup]`, `[watch]`, `[taacoca]`) is sifted key by key in
/// turn, so that a key misspelled there is reported with its line too.
fn sift<'i, T: serde::de::DeserializeOwned>(
    text: &str,
    table: toml::de::DeTable<'i>,
    problems: &mut Vec<SettingsProblem>,
) -> toml::de::DeTable<'i> {
    let mut kept = toml::de::DeTable::new();
    for (key, value) in table {
        let mut one = toml::de::DeTable::new();
        one.insert(key.clone(), value.clone());
        let span = key.span().start..value.span().end;
        match T::deserialize(toml::de::Deserializer::from(Spanned::new(span, one))) {
            Ok(_) => {
                kept.insert(key, value);
            }
            Err(e) => {
                let span = value.span();
                let inner = match (key.get_ref().as_ref(), value.into_inner()) {
                    ("setup" | "watch", toml::de::DeValue::Table(inner)) => sift::<GameSetup>(text, inner, problems),
                    ("taacoca", toml::de::DeValue::Table(inner)) => sift::<TaacocaSetup>(text, inner, problems),
                    _ => {
                        problems.push(SettingsProblem::new(text, &e));
                        continue;
                    }
                };
                kept.insert(key, Spanned::new(span, toml::de::DeValue::Table(inner)));
            }
        }
    }
    kept
}

/// One mistake in a settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsProblem {
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// What is wrong, its quotes of the file escaped.
    pub message: String,
}

impl SettingsProblem {
    fn new(text: &str, e: &toml::de::Error) -> SettingsProblem {
        let line = e.span().map(|span| text[..span.start.min(text.len())].matches('\n').count() + 1);
        SettingsProblem { line, message: tactigon_core::escape::escape(e.message().trim()) }
    }
}

impl std::fmt::Display for SettingsProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// A settings file that is there but did not read. The game then runs on defaults for what
/// it got wrong and never writes over the file, so that one typo cannot erase the rest.
#[derive(Debug)]
pub enum LoadSettingsError {
    /// The file could not be read.
    Unreadable(PathBuf, std::io::Error),
    /// The file is not valid settings: every problem found.
    Invalid(PathBuf, Vec<SettingsProblem>),
}

impl std::fmt::Display for LoadSettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // What happens to the file first, so that it shows even when the list is cut.
        match self {
            LoadSettingsError::Unreadable(path, e) => write!(
                f,
                "cannot read the settings file {} ({e}): it is kept as it is, and the defaults are used",
                tactigon_core::escape::path(path)
            ),
            LoadSettingsError::Invalid(path, problems) => {
                let all: Vec<String> = problems.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "settings file {} is kept as it is, with defaults for its mistakes: {}",
                    tactigon_core::escape::path(path),
                    all.join("; ")
                )
            }
        }
    }
}

impl std::error::Error for LoadSettingsError {}

/// Everything the game remembers between runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// How long a bot may think per move, in milliseconds.
    #[serde(deserialize_with = "think_ms_in_range")]
    pub think_ms: u64,
    /// The pause between moves when watching bots, in milliseconds.
    pub watch_delay_ms: u64,
    /// The colour scheme.
    pub theme: ThemeName,
    /// Letters and plain ASCII lines instead of Unicode shapes.
    pub ascii: bool,
    /// Whether the bottom line lists the keys that matter now.
    pub key_hints: bool,
    /// The setup the new-game screen starts from: the last game started.
    pub setup: GameSetup,
    /// The setup the watch screen starts from: the last bots watched.
    pub watch: GameSetup,
    /// The game the new-game screen starts with: the last one started from it.
    pub game: GameKind,
    /// The Taacoca setup the new-game screen starts from: the last Taacoca game started.
    pub taacoca: TaacocaSetup,
    /// Ring the terminal bell when a bot has moved or a game has ended.
    pub bell: bool,
    /// Turn the board half a turn when the person plays the second side alone (Green, Black),
    /// in games and puzzles, so that their pieces start where the first side's do.
    pub flip_for_second: bool,
    /// Whether the board may be drawn as a picture in terminals that show images.
    pub graphics: crate::graphics::GraphicsMode,
    /// External UGI engines the New-game form offers as players, after the built-in bots
    /// (`[[engines]]` tables with a `name` and a `command`; edited in the file only).
    pub engines: Vec<EngineSpec>,
}

/// A `think_ms` within the range `--think` takes ([`tactigon_games::bots::THINK_RANGE`]).
fn think_ms_in_range<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    let ms = u64::deserialize(d)?;
    let range = &tactigon_games::bots::THINK_RANGE;
    if range.contains(&Duration::from_millis(ms)) {
        return Ok(ms);
    }
    let (min, max) = (range.start().as_millis(), range.end().as_millis());
    Err(serde::de::Error::custom(format!("think_ms {ms} is out of range: the time must be from {min} to {max} ms")))
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            think_ms: 1000,
            watch_delay_ms: 500,
            theme: ThemeName::Colour,
            ascii: false,
            key_hints: true,
            setup: GameSetup::default(),
            watch: GameSetup {
                red: Player::Bot(BotSpec::Greedy),
                green: Player::Bot(BotSpec::Expert(DEFAULT_EXPERT_LEVEL)),
                ..GameSetup::default()
            },
            flip_for_second: false,
            bell: false,
            game: GameKind::default(),
            taacoca: TaacocaSetup::default(),
            graphics: crate::graphics::GraphicsMode::Auto,
            engines: Vec::new(),
        }
    }
}

impl Settings {
    /// The engines of the settings as players, listed in this process's engines by name.
    pub fn engine_players(&self) -> Vec<Player> {
        self.engines.iter().map(|e| Player::Engine(Engine::named(&e.name, &e.command))).collect()
    }

    /// The think time as a duration.
    pub fn think(&self) -> Duration {
        Duration::from_millis(self.think_ms)
    }

    /// Reads the settings file. A missing file gives the defaults silently. A file that does
    /// not read gives an error naming every problem in it, and the defaults for what it got wrong;
    /// such a file must be kept as it is (see [`LoadSettingsError`]).
    pub fn load(path: &Path) -> (Settings, Option<LoadSettingsError>) {
        let text = match tactigon_games::storage::read_capped(
            path,
            tactigon_games::storage::MAX_SETTINGS_FILE,
            "a settings file",
        ) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), None),
            Err(e) => return (Settings::default(), Some(LoadSettingsError::Unreadable(path.to_path_buf(), e))),
        };
        let (settings, problems) = Settings::read(&text);
        let error = (!problems.is_empty()).then(|| LoadSettingsError::Invalid(path.to_path_buf(), problems));
        (settings, error)
    }

    /// Settings from the text of a settings file, with every problem in it: a syntax error
    /// gives the defaults; a key with a wrong value or no meaning is left at its default,
    /// and the others are kept.
    pub fn read(text: &str) -> (Settings, Vec<SettingsProblem>) {
        let (table, errors) = toml::de::DeTable::parse_recoverable(text);
        if !errors.is_empty() {
            return (Settings::default(), errors.iter().map(|e| SettingsProblem::new(text, e)).collect());
        }
        let mut problems = Vec::new();
        let span = table.span();
        let kept = sift::<Settings>(text, table.into_inner(), &mut problems);
        // In the order of the file, as one reads it to fix them.
        problems.sort_by_key(|p| p.line);
        let settings = Settings::deserialize(toml::de::Deserializer::from(Spanned::new(span, kept)));
        // Every key kept read on its own, so together they read too.
        (settings.unwrap_or_default(), problems)
    }

    /// Writes the settings atomically (see [`tactigon_games::storage::write_atomic`]).
    pub fn save(&self, path: &Path) -> Result<(), SaveSettingsError> {
        let text = toml::to_string_pretty(self).map_err(SaveSettingsError::Toml)?;
        tactigon_games::storage::write_atomic(path, &text).map_err(|e| SaveSettingsError::Io(path.to_path_buf(), e))
    }
}
