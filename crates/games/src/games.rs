//! The games this program plays, named as on the command line and in records.

use std::fmt;
use std::str::FromStr;
use tactigon_core::record::{RecordError, RecordErrorKind, error};
use tactigon_rules::Tactigon;

/// One of the games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// Tactigon (RULES.md), the first game.
    #[default]
    Tactigon,
    /// Taacoca (RULES-taacoca.md).
    Taacoca,
}

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 2] = [GameKind::Tactigon, GameKind::Taacoca];

    /// Every game's name, as a message lists them.
    pub const NAMES: &'static str = "Tactigon or Taacoca";

    /// The game's name, as in a record's `Game` tag: `Tactigon` or `Taacoca`.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Tactigon => "Tactigon",
            GameKind::Taacoca => "Taacoca",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no game of this program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameKindError(pub String);

impl fmt::Display for GameKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown game '{}' (expected tactigon or taacoca)", self.0)
    }
}

impl std::error::Error for GameKindError {}

impl FromStr for GameKind {
    type Err = GameKindError;
    /// Either name, in any case.
    fn from_str(s: &str) -> Result<GameKind, GameKindError> {
        GameKind::ALL
            .into_iter()
            .find(|g| g.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| GameKindError(s.to_string()))
    }
}

/// Which game the first record of `text` holds, by its `Game` tag; a record without one is a
/// Tactigon record (records were written so before there were two games).
pub fn game_of(text: &str) -> Result<GameKind, RecordError<Tactigon>> {
    match tactigon_core::record::game_tag::<Tactigon>(text)? {
        None => Ok(GameKind::Tactigon),
        Some((line, column, value)) => value.parse().map_err(|_| {
            error(line, column, RecordErrorKind::OtherGame { game: value.clone(), expected: GameKind::NAMES })
        }),
    }
}
