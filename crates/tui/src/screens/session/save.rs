//! The save prompt: the name offered, the file written, and a file replaced only when asked.

use super::Session;
use crate::effect::{Effect, SaveError};
use crate::games::GameUi;
use crate::screens::Nav;
use crate::screens::dialog::Prompt;
use std::path::{Path, PathBuf};
use tactigon_games::saves;

/// What saving at an online table says: the server keeps the game.
pub const TABLE_KEEPS: &str =
    "the server keeps this game: once it ends, open it from the lobby (m or a) and press w to save a copy";

/// Opens the save prompt with a name: the file saved to last, or (once the executor found
/// one) a fresh one in the saves folder.
pub(super) fn open_save_prompt<G: GameUi>(s: &mut Session<G>, saves: Option<&Path>) -> Nav {
    // An online table's game is the server's to keep: its players save a copy from the archive.
    if s.online() {
        s.info(TABLE_KEEPS);
        return Nav::Stay;
    }
    let mut nav = Nav::Stay;
    let text = match (&s.saved_as, saves) {
        // Saves go to the saves folder by name, so a game saved or loaded before is offered by
        // its name there.
        (Some(p), _) => p.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
        (None, Some(dir)) => {
            let [red, green] = G::players(s.setup());
            nav = Nav::Effect(Effect::SuggestSaveName { dir: dir.to_path_buf(), game: G::KIND, red, green });
            String::new()
        }
        (None, None) => String::new(),
    };
    s.picked = G::Pick::default();
    s.clear_error();
    s.prompt = Some(Prompt::Save { text, confirm: None });
    nav
}

/// Enter at the save prompt: asks for the game to be written to the file named; a file other
/// than the one this game was saved to is replaced only once the player confirmed it.
pub(super) fn save<G: GameUi>(s: &mut Session<G>, saves: Option<&Path>) -> Nav {
    let Some(Prompt::Save { text, confirm }) = s.prompt.clone() else { return Nav::Stay };
    let path = match saves::resolve_name(&text, saves) {
        Ok(p) => p,
        Err(e) => {
            s.error(e.to_string());
            return Nav::Stay;
        }
    };
    let replace = confirm.as_ref() == Some(&path) || s.saved_as.as_ref() == Some(&path);
    let text = s.runner.record().to_string();
    Nav::Effect(Effect::SaveGame { path, text, replace })
}

/// How saving the game at the save prompt went; the file is told as `shown` (over SSH its
/// name alone: the server's folders are not the player's business).
pub(super) fn saved<G: GameUi>(s: &mut Session<G>, path: PathBuf, shown: &str, result: Result<(), SaveError>) {
    let Some(Prompt::Save { text, .. }) = s.prompt.clone() else { return };
    match result {
        Ok(()) => {
            s.prompt = None;
            s.info(format!("saved to {shown}"));
            s.saved_as = Some(path);
        }
        // Asks once: Enter again without changing the name replaces the file.
        Err(SaveError::Exists(_)) => s.prompt = Some(Prompt::Save { text, confirm: Some(path) }),
        // The question of replacing is over: the error takes its place.
        Err(e) => {
            s.prompt = Some(Prompt::Save { text, confirm: None });
            s.error(e.to_string().replace(&tactigon_core::escape::path(&path), shown));
        }
    }
}
