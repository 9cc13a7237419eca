//! The data folder: claimed by one copy of the game at a time. A second copy on the same
//! folder says so on its menu, and neither continues nor autosaves a game, so that the two
//! never write one autosave and lose the first copy's game (issue 24).

use super::App;
use std::path::{Path, PathBuf};
use tactigon_games::saves;
use tactigon_games::storage::{FolderLock, lock_folder};

/// Whether this copy holds its data folder.
#[derive(Debug)]
pub(super) enum DataLock {
    /// No folder, or one that could not be locked (as on a read-only disk, where nothing
    /// is written anyway): the game goes on as if it held it.
    Free,
    /// Held until the app is dropped or the program ends.
    Held { _lock: FolderLock },
    /// Another copy of the game holds the folder.
    Busy,
}

impl App {
    /// Sets the data folder and reads the autosave from it (at start-up, before any event),
    /// after tidying up what a killed program left there ([`saves::tidy`]). An autosave that
    /// does not read is reported on the menu and kept. When another copy of the game holds
    /// the folder, this one says so, and leaves the autosave to it.
    pub fn set_data_dir(&mut self, dir: Option<PathBuf>) {
        self.data_lock = match dir.as_deref().map(lock_folder) {
            Some(Ok(Some(lock))) => DataLock::Held { _lock: lock },
            Some(Ok(None)) => DataLock::Busy,
            None | Some(Err(_)) => DataLock::Free,
        };
        self.resume = None;
        self.unreadable_autosave = None;
        match dir.as_deref() {
            Some(d) if matches!(self.data_lock, DataLock::Busy) => self.add_notice(format!(
                "another copy of the game is using {}: this one does not autosave (press s in a game to save it)",
                tactigon_core::escape::path(d)
            )),
            Some(d) => self.read_autosave(d),
            None => {}
        }
        self.read_puzzle_progress(dir.as_deref());
        self.data_dir = dir;
    }

    /// Whether games are autosaved: there is a data folder, and no other copy holds it.
    pub(super) fn autosaves(&self) -> bool {
        self.data_dir.is_some() && !matches!(self.data_lock, DataLock::Busy)
    }

    /// Tidies the data folder `dir` and reads the game "Continue" resumes from it.
    fn read_autosave(&mut self, dir: &Path) {
        if let Some(n) = saves::tidy(dir).recovered {
            self.add_notice(format!("the autosave was recovered from an interrupted write ({n} moves)"));
        }
        match saves::read_autosave(dir) {
            Ok(record) => self.resume = record,
            Err(e) => {
                // A warning about the settings file, if there is one, stays too.
                self.add_notice(format!(
                    "the autosaved game cannot be continued: {}: {e}",
                    tactigon_core::escape::path(&e.path)
                ));
                self.unreadable_autosave = Some(e);
            }
        }
    }
}
