//! The app's file work on the server: the local executor's, confined to the player's folder.
//! A save prompt names a file in the player's saves folder and nowhere else; settings are never
//! written, nor is the tutorial's progress (each player's live in memory for the session). The
//! bell rings at the player's terminal, not the server's.

use std::path::Path;
use std::sync::Arc;
use tactigon_games::analysis_file::WriteAnalysisError;
use tactigon_games::match_game;
use tactigon_tui::app::App;
use tactigon_tui::effect::{Effect, SaveError};
use tactigon_tui::executor;

/// Carries out `effects` that stay in the player's folder and refuses the others; whether the
/// bell is to ring at the player's terminal.
pub fn carry_out(app: &mut App, effects: Vec<Effect>) -> bool {
    if effects.is_empty() {
        return false;
    }
    let (bells, effects): (Vec<_>, Vec<_>) = effects.into_iter().partition(|e| matches!(e, Effect::Bell));
    let saves = app.saves_dir();
    let (allowed, refused): (Vec<_>, Vec<_>) = effects.into_iter().partition(|e| allowed(e, saves.as_deref()));
    // Small files in the player's folder: done on the spot rather than on another thread.
    executor::carry_out(app, allowed);
    let why = if saves.is_some() { "on the server, give a file name only" } else { "games at a table are not saved" };
    for effect in refused {
        let denied = std::io::Error::new(std::io::ErrorKind::PermissionDenied, why);
        match effect {
            Effect::SaveGame { path, .. } => app.saved(path.clone(), Err(SaveError::Io(path, Arc::new(denied)))),
            Effect::SaveAnalysis { path, record, .. } => {
                let write = path.clone();
                let e = match_game!(*record, AnyRecord(_): G => WriteAnalysisError::<G>::Write(write, denied).into());
                app.analysis_saved(&path, Err(e));
            }
            _ => {}
        }
    }
    !bells.is_empty()
}

fn allowed(effect: &Effect, saves: Option<&Path>) -> bool {
    match effect {
        Effect::SaveGame { path, .. } | Effect::SaveAnalysis { path, .. } => {
            saves.is_some_and(|dir| path.parent() == Some(dir))
        }
        Effect::SaveSettings { .. } | Effect::SaveTutorial { .. } | Effect::SavePuzzles { .. } => false,
        _ => true,
    }
}
