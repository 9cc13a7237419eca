//! The game screen's keys and clicks: moves, the prompt (a typed move or the save name), the
//! dialogs and the watch controls. The state is the [`Session`]; `game_view` draws it.

use super::Nav;
use super::dialog::{Dialog, GAME_OVER_BUTTONS, Prompt, QUIT_BUTTONS};
use super::session::{Ctx, Session};
use crate::saves;
use crate::setup::GameSetup;
use crate::tui::effect::{Effect, SaveError};
use crate::tui::keymap::{
    self, DIALOG, DialogCmd, GAME, GAME_OVER_KEYS, GameCmd, MOVE_PROMPT, PromptCmd, QUIT_KEYS, SAVE_PROMPT, state_keys,
};
use crossterm::event::{KeyCode, KeyEvent};
use std::path::{Path, PathBuf};

/// What a key or click on the game screen asks for beyond the session itself.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Action {
    /// Nothing beyond redrawing.
    None,
    /// Open the new-game setup screen.
    NewGame,
    /// Start this setup at once (rematch, play again).
    Start(GameSetup),
    /// Leave to the main menu.
    Menu,
    /// Quit the program.
    Quit,
    /// Open the save prompt.
    Save,
}

/// Handles a key; `saves` is the folder a bare name at the save prompt goes into.
pub fn key(s: &mut Session, key: KeyEvent, ctx: &Ctx, saves: Option<&Path>) -> Nav {
    let action = if let Some(prompt) = &mut s.prompt {
        let table = if matches!(prompt, Prompt::Save { .. }) { SAVE_PROMPT } else { MOVE_PROMPT };
        match (keymap::command(table, key.code), key.code) {
            (Some(PromptCmd::Cancel), _) => s.prompt = None,
            (Some(PromptCmd::Erase), _) => {
                prompt.text_mut().pop();
                s.clear_error();
            }
            (None, KeyCode::Char(c)) if prompt.text().chars().count() < prompt.max_len() => {
                prompt.text_mut().push(c);
                s.clear_error();
            }
            (Some(PromptCmd::Confirm), _) if matches!(prompt, Prompt::Save { .. }) => return save(s, saves),
            (Some(PromptCmd::Confirm), _) => {
                let text = prompt.text().trim().to_string();
                if s.human_to_move() {
                    match s.position().parse_move(&text) {
                        Ok(m) => {
                            s.prompt = None;
                            s.play(m, ctx);
                        }
                        Err(e) => s.error(format!("{text}: {e}")),
                    }
                } else {
                    s.error("it is not a person's turn");
                }
            }
            _ => {}
        }
        Action::None
    } else if let Some(dialog) = s.dialog {
        dialog_key(s, dialog, key.code)
    } else {
        play_key(s, key.code, ctx)
    };
    act(s, action, saves)
}

/// A click: on a dialog button (`item`) or a board tile.
pub fn click(s: &mut Session, item: Option<usize>, tile: Option<u8>, ctx: &Ctx, saves: Option<&Path>) -> Nav {
    let action = match (s.dialog, item, tile) {
        (Some(d), Some(i), _) => press_button(s, d, i),
        (Some(_), None, _) => Action::None,
        (None, _, Some(t)) if s.prompt.is_none() => {
            s.click(t, ctx);
            Action::None
        }
        _ => Action::None,
    };
    act(s, action, saves)
}

fn act(s: &mut Session, action: Action, saves: Option<&Path>) -> Nav {
    match action {
        Action::None => Nav::Stay,
        Action::NewGame => Nav::NewGame { watch: s.watching(), from: Some(s.setup().clone()) },
        Action::Start(setup) => Nav::Start { setup, watch: s.watching(), remember: false },
        Action::Menu => Nav::Menu,
        Action::Quit => Nav::Quit,
        Action::Save => open_save_prompt(s, saves),
    }
}

/// Opens the save prompt with a name: the file saved to last, or (once the executor found
/// one) a fresh one in the saves folder.
fn open_save_prompt(s: &mut Session, saves: Option<&Path>) -> Nav {
    let mut nav = Nav::Stay;
    let text = match (&s.saved_as, saves) {
        // Saves go to the saves folder by name, so a game saved or loaded before is offered by
        // its name there.
        (Some(p), _) => p.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
        (None, Some(dir)) => {
            let (red, green) = (s.setup().red, s.setup().green);
            nav = Nav::Effect(Effect::SuggestSaveName { dir: dir.to_path_buf(), red, green });
            String::new()
        }
        (None, None) => String::new(),
    };
    s.picked = None;
    s.clear_error();
    s.prompt = Some(Prompt::Save { text, confirm: None });
    nav
}

/// A fresh name for the save prompt, unless the player has typed one meanwhile.
pub fn suggested(s: &mut Session, name: String) {
    if let Some(Prompt::Save { text, .. }) = &mut s.prompt
        && text.is_empty()
    {
        *text = name;
    }
}

/// Enter at the save prompt: asks for the game to be written to the file named; a file other
/// than the one this game was saved to is replaced only once the player confirmed it.
fn save(s: &mut Session, saves: Option<&Path>) -> Nav {
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

/// How saving the game at the save prompt went.
pub fn saved(s: &mut Session, path: PathBuf, result: Result<(), SaveError>) {
    let Some(Prompt::Save { text, .. }) = s.prompt.clone() else { return };
    match result {
        Ok(()) => {
            s.prompt = None;
            s.info(format!("saved to {}", crate::escape::path(&path)));
            s.saved_as = Some(path);
        }
        // Asks once: Enter again without changing the name replaces the file.
        Err(SaveError::Exists(_)) => s.prompt = Some(Prompt::Save { text, confirm: Some(path) }),
        Err(e) => s.error(e.to_string()),
    }
}

/// Keys on the game screen without a dialog or prompt.
fn play_key(s: &mut Session, code: KeyCode, ctx: &Ctx) -> Action {
    let state =
        keymap::command(state_keys(s.watching(), s.thinking_since().is_some(), s.picked.is_some(), s.over()), code);
    let Some(cmd) = state.or_else(|| keymap::command(GAME, code)) else { return Action::None };
    match cmd {
        GameCmd::Cursor(dir) => s.move_cursor(dir),
        GameCmd::Activate => s.activate(ctx),
        GameCmd::Cancel => s.cancel(),
        GameCmd::TypeMove if s.human_to_move() => {
            s.picked = None;
            s.clear_error();
            s.prompt = Some(Prompt::Move(String::new()));
        }
        GameCmd::TypeMove => s.error("moves can be typed on a person's turn"),
        GameCmd::Undo => s.undo(),
        GameCmd::Redo => s.redo(),
        GameCmd::Hint => s.request_hint(ctx),
        GameCmd::Pause => s.toggle_pause(),
        GameCmd::Step => s.step_once(),
        GameCmd::Faster => s.change_speed(true),
        GameCmd::Slower => s.change_speed(false),
        GameCmd::Save => return Action::Save,
        GameCmd::NewGame => return Action::NewGame,
        GameCmd::Leave if s.over() || s.game().moves().is_empty() => return Action::Menu,
        GameCmd::Leave => s.dialog = Some(Dialog::ConfirmQuit(0)),
        GameCmd::ScrollBack => s.scroll_moves(5),
        GameCmd::ScrollForward => s.scroll_moves(-5),
    }
    Action::None
}

/// Keys while a dialog is open.
fn dialog_key(s: &mut Session, dialog: Dialog, code: KeyCode) -> Action {
    let (Dialog::GameOver(sel) | Dialog::ConfirmQuit(sel)) = dialog;
    let n = GAME_OVER_BUTTONS.len().max(QUIT_BUTTONS.len());
    let select = |i: usize| match dialog {
        Dialog::GameOver(_) => Dialog::GameOver(i),
        Dialog::ConfirmQuit(_) => Dialog::ConfirmQuit(i),
    };
    let own = if matches!(dialog, Dialog::GameOver(_)) { GAME_OVER_KEYS } else { QUIT_KEYS };
    match keymap::command(DIALOG, code).or_else(|| keymap::command(own, code)) {
        Some(DialogCmd::Prev) => s.dialog = Some(select((sel + n - 1) % n)),
        Some(DialogCmd::Next) => s.dialog = Some(select((sel + 1) % n)),
        Some(DialogCmd::Press) => return press_button(s, dialog, sel),
        Some(DialogCmd::Close) => s.dialog = None,
        Some(DialogCmd::Undo) => s.undo(),
        Some(DialogCmd::Save) => return Action::Save,
        Some(DialogCmd::Quit) => return Action::Quit,
        Some(DialogCmd::Menu) => return Action::Menu,
        Some(DialogCmd::NewGame) => return Action::NewGame,
        None => {}
    }
    Action::None
}

/// A dialog button pressed.
fn press_button(s: &mut Session, dialog: Dialog, button: usize) -> Action {
    match (dialog, button) {
        (Dialog::GameOver(_), 0) if s.watching() => Action::Start(s.setup().clone()),
        (Dialog::GameOver(_), 0) => Action::NewGame,
        (Dialog::GameOver(_), 1) if s.watching() => Action::NewGame,
        (Dialog::GameOver(_), 1) => Action::Start(s.setup().swapped()),
        (Dialog::ConfirmQuit(_), 0) => {
            s.dialog = None;
            Action::None
        }
        (Dialog::ConfirmQuit(_), 1) | (Dialog::GameOver(_), 2) => Action::Menu,
        (Dialog::ConfirmQuit(_), _) => Action::Quit,
        (Dialog::GameOver(_), _) => Action::None,
    }
}
