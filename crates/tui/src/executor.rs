//! The event loop's side of [`Effect`]s: does the file work the app asked for and reports back.
//! The work ([`perform`]) needs no app, so that a host may do it on another thread and tell
//! the app ([`tell`]) when it is done.

use super::app::App;
use super::effect::{AutosaveReport, Effect, SaveError};
use super::settings::SaveSettingsError;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tactigon_games::analysis_file::SaveAnalysisError;
use tactigon_games::saves::{self, SaveEntry};
use tactigon_games::storage::write_atomic;

/// How an effect's file work went, for the app to be told.
#[derive(Debug)]
pub enum Done {
    /// The autosave file was written, removed, or not.
    Autosave(AutosaveReport),
    /// A game was saved from the save prompt, or not.
    Saved(PathBuf, Result<(), SaveError>),
    /// A replayed game's analysis was saved, or not.
    AnalysisSaved(PathBuf, Result<(), SaveAnalysisError>),
    /// The settings file could not be written.
    SettingsNotSaved(SaveSettingsError),
    /// The tutorial's progress file could not be written.
    TutorialNotSaved(PathBuf, std::io::Error),
    /// The puzzle progress file could not be written.
    PuzzlesNotSaved(PathBuf, std::io::Error),
    /// The games of the saves folder.
    Listed(Vec<SaveEntry>),
    /// A listed file was deleted (`None`) or renamed (its new path), or why not.
    Changed(PathBuf, Result<Option<PathBuf>, String>),
    /// A file name not yet used in the saves folder.
    Suggested(String),
    /// A picture was exported to the file named, or not.
    PictureExported(Result<PathBuf, String>),
}

/// Carries out `effects` in order and tells the app how each went.
pub fn carry_out(app: &mut App, effects: Vec<Effect>) {
    let saves = app.saves_dir();
    for effect in effects {
        if let Some(done) = perform(effect, saves.as_deref()) {
            tell(app, done);
        }
    }
}

/// Does the file work of `effect`; `saves` is the app's saves folder (made when needed,
/// where any other folder must exist). What there is to tell the app, if anything.
pub fn perform(effect: Effect, saves: Option<&Path>) -> Option<Done> {
    Some(match effect {
        Effect::WriteAutosave { path, text, set_aside, keep, consumed } => {
            let data = path.parent().map(PathBuf::from).unwrap_or_default();
            let kept = match keep.then(|| saves::keep_autosave(&data)) {
                Some(Err(e)) => return Some(Done::Autosave(AutosaveReport::KeepFailed(path, e))),
                Some(Ok(kept)) => kept,
                None => None,
            };
            let mut moved = None;
            if set_aside {
                let dir = path.parent().map(PathBuf::from).unwrap_or_default();
                let to = saves::set_aside_path(&dir);
                match std::fs::rename(&path, &to) {
                    Ok(()) => moved = Some(to),
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Some(Done::Autosave(AutosaveReport::SetAsideFailed(path, e))),
                }
            }
            Done::Autosave(match write_atomic(&path, &text) {
                Ok(()) => {
                    // Now in the autosave: the kept copy it was opened from is no longer needed.
                    if let Some(c) = consumed {
                        let _ = std::fs::remove_file(c);
                    }
                    kept.map_or(AutosaveReport::Written(moved), AutosaveReport::Kept)
                }
                Err(e) => AutosaveReport::WriteFailed(path, e),
            })
        }
        Effect::RemoveAutosave { path } => match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Done::Autosave(AutosaveReport::RemoveFailed(path, e)),
            _ => return None,
        },
        Effect::SaveAnalysis { path, number, record, merge } => {
            let result = tactigon_games::analysis_file::save_any(&path, number, &record, merge);
            Done::AnalysisSaved(path, result)
        }
        Effect::SaveGame { path, text, replace } => {
            // The saves folder is the game's own and made when needed; any other folder
            // must exist, so that a typing mistake does not make a tree of folders.
            let folder = path.parent().filter(|d| !d.as_os_str().is_empty());
            let missing = folder.filter(|d| !d.exists() && Some(*d) != saves);
            let result = if path.is_dir() {
                Err(SaveError::Folder(path.clone()))
            } else if let Some(d) = missing {
                Err(SaveError::NoFolder(d.to_path_buf()))
            } else if let Err(e) = tactigon_games::storage::replaceable(&path) {
                // A pipe or a device under that name is refused at once, not offered for
                // replacing.
                Err(SaveError::Io(path.clone(), Arc::new(e)))
            } else if path.exists() && !replace {
                Err(SaveError::Exists(path.clone()))
            } else {
                write_atomic(&path, &text).map_err(|e| SaveError::Io(path.clone(), Arc::new(e)))
            };
            Done::Saved(path, result)
        }
        Effect::SaveSettings { path, settings } => Done::SettingsNotSaved(settings.save(&path).err()?),
        Effect::SaveTutorial { path, text } => Done::TutorialNotSaved(path.clone(), write_atomic(&path, &text).err()?),
        Effect::SavePuzzles { path, text } => Done::PuzzlesNotSaved(path.clone(), write_atomic(&path, &text).err()?),
        Effect::ListSaves { dir, kept } => Done::Listed(saves::list_saves(&dir, kept.as_deref())),
        Effect::DeleteSave { path } => {
            let result = std::fs::remove_file(&path)
                .map(|()| None)
                .map_err(|e| format!("cannot delete {}: {e}", tactigon_core::escape::path(&path)));
            Done::Changed(path, result)
        }
        Effect::RenameSave { path, name } => {
            let result = saves::rename_file(&path, &name).map(Some).map_err(|e| e.to_string());
            Done::Changed(path, result)
        }
        Effect::Bell => {
            // A bell that cannot be rung is no loss.
            let mut out = std::io::stdout();
            let _ = out.write_all(b"\x07").and_then(|()| out.flush());
            return None;
        }
        Effect::ExportPicture { dir, stem, png } => Done::PictureExported(export(&dir, &stem, &png)),
        Effect::SuggestSaveName { dir, game, red, green } => {
            Done::Suggested(saves::fresh_name(&dir, &tactigon_games::storage::today(), game, red, green))
        }
    })
}

/// Writes `png` into `dir` under the first free name of `STEM.png`, `STEM-2.png`, …
fn export(dir: &Path, stem: &str, png: &[u8]) -> Result<PathBuf, String> {
    let path = (1..)
        .map(|n| if n == 1 { dir.join(format!("{stem}.png")) } else { dir.join(format!("{stem}-{n}.png")) })
        .find(|p| std::fs::symlink_metadata(p).is_err())
        .expect("an unused name among unboundedly many");
    match tactigon_games::storage::write_atomic_bytes(&path, png) {
        Ok(()) => Ok(path),
        Err(e) => Err(format!("cannot export the picture to {}: {e}", tactigon_core::escape::path(&path))),
    }
}

/// Tells the app how file work it asked for went.
pub fn tell(app: &mut App, done: Done) {
    match done {
        Done::Autosave(report) => app.autosave_report(report),
        Done::Saved(path, result) => app.saved(path, result),
        Done::AnalysisSaved(path, result) => app.analysis_saved(&path, result),
        Done::SettingsNotSaved(e) => app.settings_not_saved(e),
        Done::TutorialNotSaved(path, e) => app.tutorial_not_saved(path, e),
        Done::PuzzlesNotSaved(path, e) => app.puzzles_not_saved(&path, &e),
        Done::Listed(entries) => app.saves_listed(entries),
        Done::Changed(path, result) => app.save_changed(path, result),
        Done::Suggested(name) => app.save_name_suggested(name),
        Done::PictureExported(result) => app.picture_exported(result),
    }
}
