//! Names of saved games: the name a new save is offered, and the file a name typed at the
//! save prompt means.

use super::EXTENSION;
use crate::games::GameKind;
use crate::setup::Player;
use std::fmt;
use std::path::{Path, PathBuf};

/// Letters and digits of a player's name, for file names: `expert:3` → `expert3`.
fn file_word(p: Player) -> String {
    p.to_string().chars().filter(char::is_ascii_alphanumeric).collect()
}

/// A file name not yet used in `dir` for a game of `game` between `red` and `green` (the
/// first and second player): `2026-11-22-human-vs-expert3.tgn`, then `…-2.tgn`; the second
/// game's names say which it is (`2026-11-22-taacoca-human-vs-random.tgn`).
pub fn fresh_name(dir: &Path, date: &str, game: GameKind, red: Player, green: Player) -> String {
    let players = format!("{}-vs-{}", file_word(red), file_word(green));
    let stem = match game_word(game) {
        None => format!("{date}-{players}"),
        Some(word) => format!("{date}-{word}-{players}"),
    };
    (1..)
        .map(|i| if i == 1 { stem.clone() } else { format!("{stem}-{i}") })
        .find(|name| !dir.join(format!("{name}.{EXTENSION}")).exists())
        .expect("some number is free")
}

/// The word a file name of a game of `game` carries after its date: `taacoca`; none for the
/// first game, whose names were so before there were two games.
pub fn game_word(game: GameKind) -> Option<String> {
    (game != GameKind::default()).then(|| game.name().to_lowercase())
}

/// The most characters a save name may have, `.tgn` not counted.
pub const MAX_NAME: usize = 64;

/// The most bytes a save's file name (with `.tgn`) may take: file systems take 255, and the
/// temporary file it is written through adds `.` and `.PID.tmp` (a PID has at most 7 digits).
pub const MAX_NAME_BYTES: usize = 255 - ".".len() - ".4194304.tmp".len();

/// A name typed at the save prompt that is not a save name (see [`resolve_name`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Nothing was typed.
    Empty,
    /// There is no saves folder to put the game in.
    NoSavesFolder,
    /// The name holds a `/` or `\`: a folder, not a name.
    Separator(String),
    /// The name starts with `.`: a hidden file, or `.` and `..` themselves.
    Hidden(String),
    /// The name holds a control character or a bidi mark (which would show it reordered).
    Control(String),
    /// The name is longer than [`MAX_NAME`] characters; it has this many.
    TooLong(usize),
    /// The file name takes more than [`MAX_NAME_BYTES`] bytes; it takes this many.
    TooManyBytes(usize),
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use tactigon_core::escape::Escaped;
        match self {
            NameError::Empty => f.write_str("type a name for the saved game"),
            NameError::NoSavesFolder => {
                f.write_str("there is no data folder for saved games: set TACTIGON_DATA to a folder")
            }
            NameError::Separator(typed) => write!(
                f,
                "'{}': a save name is a plain name without '/' or '\\' (games are saved in the saves folder)",
                Escaped(typed)
            ),
            NameError::Hidden(typed) => write!(f, "'{}': a save name cannot start with '.'", Escaped(typed)),
            NameError::Control(typed) => {
                write!(
                    f,
                    "'{}': a save name cannot hold control characters or invisible direction marks",
                    Escaped(typed)
                )
            }
            NameError::TooLong(n) => write!(f, "a save name has at most {MAX_NAME} characters, not {n}"),
            NameError::TooManyBytes(n) => write!(
                f,
                "a save name is too long for a file name: {n} bytes with .{EXTENSION}, at most {MAX_NAME_BYTES} (emoji and accents take 2 to 4)"
            ),
        }
    }
}

impl std::error::Error for NameError {}

/// The file a name typed at the save prompt means: the name, with `.tgn` added unless it ends
/// so, in the saves folder, the one folder the Load screen lists. A name is not empty, has at
/// most [`MAX_NAME`] characters, holds no `/`, `\\` or control character and does not start
/// with `.`.
pub fn resolve_name(typed: &str, saves: Option<&Path>) -> Result<PathBuf, NameError> {
    let typed = typed.trim();
    let stem = typed.strip_suffix(&format!(".{EXTENSION}")).unwrap_or(typed);
    if typed.is_empty() {
        return Err(NameError::Empty);
    }
    if typed.contains(['/', '\\']) {
        return Err(NameError::Separator(typed.to_string()));
    }
    if typed.starts_with('.') {
        return Err(NameError::Hidden(typed.to_string()));
    }
    if typed.contains(tactigon_core::escape::needs_escape) {
        return Err(NameError::Control(typed.to_string()));
    }
    let length = stem.chars().count();
    if length > MAX_NAME {
        return Err(NameError::TooLong(length));
    }
    let file = format!("{stem}.{EXTENSION}");
    if file.len() > MAX_NAME_BYTES {
        return Err(NameError::TooManyBytes(file.len()));
    }
    let saves = saves.ok_or(NameError::NoSavesFolder)?;
    Ok(saves.join(file))
}
