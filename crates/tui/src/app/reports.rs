//! What the event loop reports back after carrying out the app's effects.

use super::App;
use crate::effect::{AutosaveReport, SaveError};
use crate::screens::Screen;
use crate::settings::SaveSettingsError;
use std::path::PathBuf;
use tactigon_games::analysis_file::SaveAnalysisError;
use tactigon_games::saves::SaveEntry;

impl App {
    /// How an autosave effect went. A failed write is marked on the game, so that leaving it
    /// says it will be lost instead of promising that Continue resumes it.
    pub fn autosave_report(&mut self, report: AutosaveReport) {
        let failed = match report {
            AutosaveReport::Written(_) | AutosaveReport::Kept(_) => Some(false),
            AutosaveReport::WriteFailed(..) | AutosaveReport::SetAsideFailed(..) | AutosaveReport::KeepFailed(..) => {
                Some(true)
            }
            AutosaveReport::RemoveFailed(..) => None,
        };
        if let (Some(failed), Some(s)) = (failed, self.game_screen_mut()) {
            s.set_autosave_failed(failed);
        }
        let message = match report {
            AutosaveReport::Written(None) => {
                // The disk writes again: a warning that it did not is over.
                if self.autosave_failure.take().is_some() {
                    self.notice = None;
                }
                return;
            }
            AutosaveReport::Written(Some(to)) => {
                let e = self.unreadable_autosave.take().map(|e| e.to_string()).unwrap_or_default();
                let text = format!("the unreadable autosave was kept as {} ({e})", tactigon_core::escape::path(&to));
                if let Some(s) = self.game_screen_mut() {
                    s.info(text.clone());
                }
                self.notice = Some(text);
                return;
            }
            AutosaveReport::Kept(to) => {
                if let Some(s) = self.game_screen_mut() {
                    let name = to.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                    let name = tactigon_core::escape::escape(&name);
                    s.info(format!("the unfinished game before this one is kept: Load lists it as unfinished/{name}"));
                }
                return;
            }
            AutosaveReport::KeepFailed(path, e) => {
                if let Some(s) = self.game_screen_mut() {
                    s.disown_autosave();
                }
                format!(
                    "cannot keep the unfinished game in {}, so this game is not autosaved over it: {e}",
                    tactigon_core::escape::path(&path)
                )
            }
            AutosaveReport::WriteFailed(path, e) => {
                self.autosave_failure = Some(format!("cannot write {}: {e}", tactigon_core::escape::path(&path)));
                self.game_left();
                if self.game_screen().is_none() {
                    return;
                }
                format!(
                    "cannot autosave to {}: {e}; save the game (s) or it is lost",
                    tactigon_core::escape::path(&path)
                )
            }
            AutosaveReport::SetAsideFailed(path, e) => {
                format!(
                    "cannot move the unreadable autosave {} aside, so this game is not autosaved: {e}",
                    tactigon_core::escape::path(&path)
                )
            }
            AutosaveReport::RemoveFailed(path, e) => {
                format!("cannot remove the autosave {}: {e}", tactigon_core::escape::path(&path))
            }
        };
        if let Some(s) = self.game_screen_mut() {
            s.error(message.clone());
        }
        self.notice = Some(message);
    }

    /// A settings file that could not be written.
    pub fn settings_not_saved(&mut self, error: SaveSettingsError) {
        self.notice = Some(error.to_string());
    }

    /// The games of the saves folder, read for the load list.
    pub fn saves_listed(&mut self, entries: Vec<SaveEntry>) {
        if let Screen::Load(l) = &mut self.screen {
            l.listed(entries);
        }
    }

    /// How deleting or renaming the listed file `path` went: said on the list, which follows.
    pub fn save_changed(&mut self, path: PathBuf, result: Result<Option<PathBuf>, String>) {
        if let Screen::Load(l) = &mut self.screen {
            l.changed(&path, result);
        }
    }

    /// A fresh file name for the save prompt.
    pub fn save_name_suggested(&mut self, name: String) {
        if let Some(s) = self.game_screen_mut() {
            s.suggested(name);
        }
    }

    /// How saving a replayed game's analysis went.
    pub fn analysis_saved(&mut self, path: &std::path::Path, result: Result<(), SaveAnalysisError>) {
        if let Screen::Replay(r) = &mut self.screen {
            r.analysis_saved(path, result);
        }
    }

    /// How exporting a picture from the replay viewer went: the file written, or why not.
    pub fn picture_exported(&mut self, result: Result<PathBuf, String>) {
        if let Screen::Replay(r) = &mut self.screen {
            r.picture_exported(result);
        }
    }

    /// How saving the game at the save prompt went.
    /// Served, the file is told by its name alone, never by the server's path.
    pub fn saved(&mut self, path: PathBuf, result: Result<(), SaveError>) {
        let shown = match path.file_name() {
            Some(name) if self.served => tactigon_core::escape::path(std::path::Path::new(name)),
            _ => tactigon_core::escape::path(&path),
        };
        if let Some(s) = self.game_screen_mut() {
            s.saved(path, &shown, result);
        }
    }

    /// Once a game whose autosave failed has been left, the menu says what became of it
    /// (asking to save a game no longer there would be stale).
    pub(super) fn game_left(&mut self) {
        if let Some(failure) = &self.autosave_failure
            && self.game_screen().is_none()
        {
            self.notice = Some(format!("the game left was not autosaved: {failure}"));
        }
    }
}
