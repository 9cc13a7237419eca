//! The settings file: what the player chose on the settings screen and the last game setup,
//! stored as TOML in the user's config directory (or wherever `TACTIGON_CONFIG` points).

use crate::bots::{BotSpec, DEFAULT_EXPERT_LEVEL};
use crate::games::GameKind;
use crate::setup::{GameSetup, Player, TaacocaSetup};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::Duration;

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
        write!(f, "unknown theme '{}' (expected colour, high-contrast or colour-blind)", self.0)
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
            SaveSettingsError::Io(path, e) => write!(f, "cannot save settings to {}: {e}", path.display()),
        }
    }
}

impl std::error::Error for SaveSettingsError {}

/// Everything the game remembers between runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// How long a bot may think per move, in milliseconds.
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
            bell: false,
            game: GameKind::Tactigon,
            taacoca: TaacocaSetup::default(),
        }
    }
}

impl Settings {
    /// The think time as a duration.
    pub fn think(&self) -> Duration {
        Duration::from_millis(self.think_ms)
    }

    /// Reads the settings file. A missing file gives the defaults silently; an unreadable
    /// or invalid one gives the defaults and a one-line warning to show the player.
    pub fn load(path: &Path) -> (Settings, Option<String>) {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), None),
            Err(e) => {
                return (Settings::default(), Some(format!("cannot read {}: {e}; using defaults", path.display())));
            }
        };
        match toml::from_str::<Settings>(&text) {
            Ok(s) => (s, None),
            Err(e) => {
                let why = e.message().trim().to_string();
                let at = e
                    .span()
                    .map(|span| {
                        let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
                        format!(" (line {line})")
                    })
                    .unwrap_or_default();
                (
                    Settings::default(),
                    Some(format!("settings file {} is invalid{at}: {why}; using defaults", path.display())),
                )
            }
        }
    }

    /// Writes the settings atomically (see [`crate::storage::write_atomic`]).
    pub fn save(&self, path: &Path) -> Result<(), SaveSettingsError> {
        let text = toml::to_string_pretty(self).map_err(SaveSettingsError::Toml)?;
        crate::storage::write_atomic(path, &text).map_err(|e| SaveSettingsError::Io(path.to_path_buf(), e))
    }
}
