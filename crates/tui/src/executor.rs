//! The event loop's side of [`Effect`]s: does the file work the app asked for and reports back.

use super::app::App;
use super::effect::{AutosaveReport, Effect, SaveError};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use tactigon_games::saves;
use tactigon_games::storage::write_atomic;

/// Carries out `effects` in order and tells the app how each went.
pub fn carry_out(app: &mut App, effects: Vec<Effect>) {
    for effect in effects {
        match effect {
            Effect::WriteAutosave { path, text, set_aside } => {
                let mut moved = None;
                if set_aside {
                    let dir = path.parent().map(PathBuf::from).unwrap_or_default();
                    let to = saves::set_aside_path(&dir);
                    match std::fs::rename(&path, &to) {
                        Ok(()) => moved = Some(to),
                        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                        Err(e) => {
                            app.autosave_report(AutosaveReport::SetAsideFailed(path, e));
                            continue;
                        }
                    }
                }
                let report = match write_atomic(&path, &text) {
                    Ok(()) => AutosaveReport::Written(moved),
                    Err(e) => AutosaveReport::WriteFailed(path, e),
                };
                app.autosave_report(report);
            }
            Effect::RemoveAutosave { path } => match std::fs::remove_file(&path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    app.autosave_report(AutosaveReport::RemoveFailed(path, e))
                }
                _ => {}
            },
            Effect::SaveAnalysis { path, number, record, merge } => {
                let result = tactigon_games::analysis_file::save_any(&path, number, &record, merge);
                app.analysis_saved(&path, result);
            }
            Effect::SaveGame { path, text, replace } => {
                // The saves folder is the game's own and made when needed; any other folder
                // must exist, so that a typing mistake does not make a tree of folders.
                let folder = path.parent().filter(|d| !d.as_os_str().is_empty());
                let missing = folder.filter(|d| !d.exists() && Some(*d) != app.saves_dir().as_deref());
                let result = if path.is_dir() {
                    Err(SaveError::Folder(path.clone()))
                } else if let Some(d) = missing {
                    Err(SaveError::NoFolder(d.to_path_buf()))
                } else if let Err(e) = tactigon_games::storage::replaceable(&path) {
                    // A pipe or a device under that name is refused at once, not offered
                    // for replacing.
                    Err(SaveError::Io(path.clone(), Arc::new(e)))
                } else if path.exists() && !replace {
                    Err(SaveError::Exists(path.clone()))
                } else {
                    write_atomic(&path, &text).map_err(|e| SaveError::Io(path.clone(), Arc::new(e)))
                };
                app.saved(path, result);
            }
            Effect::SaveSettings { path, settings } => {
                if let Err(e) = settings.save(&path) {
                    app.settings_not_saved(e);
                }
            }
            Effect::SaveTutorial { path, text } => {
                if let Err(e) = write_atomic(&path, &text) {
                    app.tutorial_not_saved(path, e);
                }
            }
            Effect::SavePuzzles { path, text } => {
                if let Err(e) = write_atomic(&path, &text) {
                    app.puzzles_not_saved(&path, &e);
                }
            }
            Effect::ListSaves { dir } => app.saves_listed(saves::list_saves(&dir)),
            Effect::Bell => {
                // A bell that cannot be rung is no loss.
                let mut out = std::io::stdout();
                let _ = out.write_all(b"\x07").and_then(|()| out.flush());
            }
            Effect::SuggestSaveName { dir, game, red, green } => {
                app.save_name_suggested(saves::fresh_name(&dir, &tactigon_games::storage::today(), game, red, green))
            }
        }
    }
}
