//! What `App::update` asks the outside world to do (the bell included), and what the outside world reports back:
//! every file the terminal game writes or lists goes through an effect, so that the app itself
//! does no file I/O and tests can look at what it asked for. [`super::executor`] carries them out.

use super::settings::Settings;
use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use tactigon_games::games::AnyRecord;
use tactigon_games::setup::Player;

/// A file operation the app wants carried out.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Write the unfinished game to the autosave file; with `set_aside`, first move the file
    /// there (which did not read) to a free `autosave-unreadable-N.tgn` beside it.
    WriteAutosave {
        /// The autosave file.
        path: PathBuf,
        /// The record text.
        text: String,
        /// Whether the file there must be kept under another name first.
        set_aside: bool,
        /// Whether an unfinished game in the file is first moved into the unfinished folder
        /// (the first write of another game: a new game never replaces one).
        keep: bool,
        /// A kept unfinished game this game was opened from, removed once it is written here.
        consumed: Option<PathBuf>,
    },
    /// Remove the autosave file: its game has ended.
    RemoveAutosave {
        /// The autosave file.
        path: PathBuf,
    },
    /// Save a game from the save prompt.
    SaveGame {
        /// The file.
        path: PathBuf,
        /// The record text.
        text: String,
        /// Whether an existing file may be replaced without asking.
        replace: bool,
    },
    /// Write the settings file.
    SaveSettings {
        /// The settings file.
        path: PathBuf,
        /// What to write.
        settings: Box<Settings>,
    },
    /// Write the tutorial's progress file.
    SaveTutorial {
        /// The progress file.
        path: PathBuf,
        /// What to write.
        text: String,
    },
    /// Write the puzzle progress file.
    SavePuzzles {
        /// The progress file.
        path: PathBuf,
        /// What to write.
        text: String,
    },
    /// Find a file name not yet used in the saves folder for a game between `red` and
    /// `green`, to offer at the save prompt.
    SuggestSaveName {
        /// The saves folder.
        dir: PathBuf,
        /// The game.
        game: tactigon_games::games::GameKind,
        /// Who plays Red.
        red: Player,
        /// Who plays Green.
        green: Player,
    },
    /// Read every game in the saves folder and the kept unfinished games for the load screen.
    ListSaves {
        /// The saves folder.
        dir: PathBuf,
        /// The folder of kept unfinished games.
        kept: Option<PathBuf>,
    },
    /// Delete a listed file (the player confirmed it).
    DeleteSave {
        /// The file.
        path: PathBuf,
    },
    /// Rename a listed file in its folder to a name typed, never replacing a file.
    RenameSave {
        /// The file.
        path: PathBuf,
        /// The new name as typed.
        name: String,
    },
    /// Save a replayed game's analysis: into game `number` of the record file at `path` when
    /// `merge`, else as a new file there.
    SaveAnalysis {
        /// The file.
        path: PathBuf,
        /// Which game of the file (1-based, default 1), when merging.
        number: Option<usize>,
        /// The game with its analysis.
        record: Box<AnyRecord>,
        /// Whether the file holds the game already.
        merge: bool,
    },
    /// Write a picture of a position into `dir` as `STEM.png`, or `STEM-2.png`, … when that
    /// is taken: an export never replaces a file.
    ExportPicture {
        /// The pictures folder, made when needed.
        dir: PathBuf,
        /// The file name without the extension.
        stem: String,
        /// The PNG file's bytes.
        png: Vec<u8>,
    },
    /// Ring the terminal bell.
    Bell,
}

/// Why saving a game did not happen.
#[derive(Clone, Debug)]
pub enum SaveError {
    /// The name is a folder.
    Folder(PathBuf),
    /// The file exists and replacing it was not confirmed.
    Exists(PathBuf),
    /// The folder to save into does not exist.
    NoFolder(PathBuf),
    /// Writing failed.
    Io(PathBuf, Arc<std::io::Error>),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Folder(p) => write!(f, "{} is a folder: type a file name", tactigon_core::escape::path(p)),
            SaveError::Exists(p) => write!(f, "{} exists", tactigon_core::escape::path(p)),
            SaveError::NoFolder(p) => {
                write!(f, "there is no folder {}: create it first, or save elsewhere", tactigon_core::escape::path(p))
            }
            SaveError::Io(p, e) => write!(f, "cannot save to {}: {e}", tactigon_core::escape::path(p)),
        }
    }
}

/// What happened to the autosave file, reported back to the app.
#[derive(Debug)]
pub enum AutosaveReport {
    /// Written (after moving an unreadable file to the path given, if one was).
    Written(Option<PathBuf>),
    /// Written after the unfinished game there was kept at the path given.
    Kept(PathBuf),
    /// The unfinished game there could not be kept, so this game was not written over it.
    KeepFailed(PathBuf, std::io::Error),
    /// Writing failed; nothing was replaced.
    WriteFailed(PathBuf, std::io::Error),
    /// The unreadable file could not be moved aside, so the game was not autosaved over it.
    SetAsideFailed(PathBuf, std::io::Error),
    /// Removing the file of a finished game failed.
    RemoveFailed(PathBuf, std::io::Error),
}
