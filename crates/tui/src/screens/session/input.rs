//! The game screen's keys and clicks: moves, the prompt (a typed move or the save name), the
//! dialogs and the watch controls.

use super::save::{open_save_prompt, save};
use super::{Ctx, ONLY_WATCHING, Session};
use crate::games::GameUi;
use crate::keymap::{self, DIALOG, DialogCmd, GAME_OVER_KEYS, GameCmd, MOVE_PROMPT, PromptCmd, QUIT_KEYS, SAVE_PROMPT};
use crate::screens::Nav;
use crate::screens::dialog::{Button, Dialog, Prompt};
use crate::screens::status::Tone;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::Path;

/// What a key or click on the game screen asks for beyond the session itself.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Action<S> {
    /// Nothing beyond redrawing.
    None,
    /// Open the new-game setup screen.
    NewGame,
    /// Start this setup at once (rematch, play again).
    Start(S),
    /// Leave to the main menu.
    Menu,
    /// Quit the program.
    Quit,
    /// Open the save prompt.
    Save,
    /// Open the finished game in the replay viewer, analysing it at once when `true`.
    Review(bool),
}

/// Handles a key; `saves` is the folder a bare name at the save prompt goes into.
pub(super) fn handle_key<G: GameUi>(s: &mut Session<G>, key: KeyEvent, ctx: &Ctx, saves: Option<&Path>) -> Nav {
    let action = if let Some(prompt) = &mut s.prompt {
        let table = if matches!(prompt, Prompt::Save { .. }) { SAVE_PROMPT } else { MOVE_PROMPT };
        match (keymap::command(table, key.code), key.code) {
            (Some(PromptCmd::Cancel), _) => s.prompt = None,
            (Some(PromptCmd::Erase), _) => {
                prompt.text_mut().pop();
                s.clear_error();
            }
            // Ctrl and Alt with a letter are commands the terminal sends, not text.
            (None, KeyCode::Char(_)) if key.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) => {}
            // A refused move stays on show until the next key, which starts it afresh (`:`,
            // typed from habit, only clears it); Backspace edits it instead.
            (None, KeyCode::Char(c)) if s.status.tone == Tone::Error && matches!(prompt, Prompt::Move(_)) => {
                *prompt = Prompt::Move(if c == ':' { String::new() } else { c.to_string() });
                s.clear_error();
            }
            (None, KeyCode::Char(c)) if prompt.text().chars().count() < prompt.max_len() => {
                prompt.text_mut().push(c);
                s.clear_error();
            }
            (Some(PromptCmd::Confirm), _) if matches!(prompt, Prompt::Save { .. }) => return save(s, saves),
            (Some(PromptCmd::Confirm), _) => {
                let text = prompt.text().trim().to_string();
                if s.not_my_turn() {
                    s.error(super::moves::NOT_YOUR_MOVE);
                } else if s.human_to_move() {
                    match G::read_typed(s.position(), &text) {
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
pub(super) fn handle_click<G: GameUi>(
    s: &mut Session<G>,
    item: Option<usize>,
    tile: Option<u16>,
    ctx: &Ctx,
    saves: Option<&Path>,
) -> Nav {
    let action = match (s.dialog, item, tile) {
        (Some(d), Some(i), _) => press_button(s, d, i),
        (Some(_), None, _) => Action::None,
        (None, _, Some(_)) if s.spectating() => {
            s.info(ONLY_WATCHING);
            Action::None
        }
        (None, _, Some(t)) if s.prompt.is_none() => {
            s.click(t, ctx);
            Action::None
        }
        _ => Action::None,
    };
    act(s, action, saves)
}

fn act<G: GameUi>(s: &mut Session<G>, action: Action<G::Config>, saves: Option<&Path>) -> Nav {
    match action {
        Action::None => Nav::Stay,
        // The player's own setup, not this game's: a rematch swapped its sides.
        Action::NewGame => Nav::NewGame { watch: s.watching(), from: None },
        Action::Start(setup) => Nav::Start { setup: G::wrap(setup), watch: s.watching(), remember: false },
        Action::Menu => Nav::Menu,
        Action::Quit => Nav::Quit,
        Action::Save => open_save_prompt(s, saves),
        Action::Review(analyse) => Nav::Review { record: G::wrap_record(s.runner.record()), analyse },
    }
}

/// What `n` says in a game under way: a second `n` opens the New-game form.
const NEW_GAME_ASKED: &str = "n again for the New-game form (Esc there comes back to this game)";

/// Keys on the game screen without a dialog or prompt.
fn play_key<G: GameUi>(s: &mut Session<G>, code: KeyCode, ctx: &Ctx) -> Action<G::Config> {
    let cmd = match s.command(code) {
        Ok(Some(cmd)) => cmd,
        Ok(None) => return Action::None,
        Err(refused) => {
            s.status = refused;
            return Action::None;
        }
    };
    match cmd {
        GameCmd::Cursor(dir) => s.move_cursor(dir),
        GameCmd::Activate => s.activate(ctx),
        GameCmd::Cancel => s.cancel(),
        GameCmd::TypeMove if s.view.is_some() => s.error("this is an earlier position: Esc returns to the game"),
        GameCmd::TypeMove if s.human_to_move() => {
            s.picked = G::Pick::default();
            s.clear_error();
            s.prompt = Some(Prompt::Move(String::new()));
        }
        GameCmd::TypeMove => s.error("moves can be typed on a person's turn"),
        GameCmd::Undo => {
            s.view = None;
            s.undo();
        }
        GameCmd::Redo => s.redo(),
        GameCmd::Hint => s.request_hint(ctx),
        GameCmd::Solution => s.show_solution(),
        GameCmd::Pause => s.toggle_pause(),
        GameCmd::Step => s.step_once(),
        GameCmd::Faster => s.change_speed(true),
        GameCmd::Slower => s.change_speed(false),
        GameCmd::Save => return Action::Save,
        GameCmd::NewGame if s.over() || s.game().moves().is_empty() || s.status.text == NEW_GAME_ASKED => {
            return Action::NewGame;
        }
        GameCmd::NewGame => s.info(NEW_GAME_ASKED),
        GameCmd::Flip => {
            s.flipped = !s.flipped;
            s.info(if s.flipped { "board flipped: f turns it back" } else { "board the right way round" });
        }
        // At an online table a game under way is never left silently: the dialog offers the
        // abort (before both sides have moved) or resigning.
        GameCmd::Leave if s.over() || (s.game().moves().is_empty() && !s.online()) => return Action::Menu,
        GameCmd::Leave => s.dialog = Some(Dialog::ConfirmQuit(0)),
        GameCmd::Choose(which) => s.choose(which, ctx),
        GameCmd::ViewBack => s.view_step(-1),
        GameCmd::ViewForward => s.view_step(1),
        GameCmd::ScrollBack => s.scroll_moves(5),
        GameCmd::ScrollForward => s.scroll_moves(-5),
    }
    Action::None
}

/// Keys while a dialog is open.
fn dialog_key<G: GameUi>(s: &mut Session<G>, dialog: Dialog, code: KeyCode) -> Action<G::Config> {
    let (sel, n) = (dialog.selected(), dialog.buttons(s.game_for()).len());
    let own = if matches!(dialog, Dialog::GameOver(_)) { GAME_OVER_KEYS } else { QUIT_KEYS };
    match keymap::command(DIALOG, code).or_else(|| keymap::command(own, code)) {
        Some(DialogCmd::Prev) => s.dialog = Some(dialog.select((sel + n - 1) % n)),
        Some(DialogCmd::Next) => s.dialog = Some(dialog.select((sel + 1) % n)),
        Some(DialogCmd::Press) => return press_button(s, dialog, sel),
        Some(DialogCmd::Undo | DialogCmd::Save | DialogCmd::NewGame) if s.spectating() => s.info(ONLY_WATCHING),
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
fn press_button<G: GameUi>(s: &mut Session<G>, dialog: Dialog, button: usize) -> Action<G::Config> {
    let Some(&button) = dialog.buttons(s.game_for()).get(button) else { return Action::None };
    match button {
        Button::KeepPlaying | Button::KeepWatching | Button::KeepSolving => {
            s.dialog = None;
            Action::None
        }
        Button::Resign => {
            s.dialog = None;
            s.resign();
            Action::None
        }
        Button::Abort => {
            s.dialog = None;
            s.ask_abort();
            Action::None
        }
        Button::Rematch | Button::Swap if s.online() => {
            s.ask_rematch(button == Button::Swap);
            Action::None
        }
        // In a puzzle, starting the same setup again is what opens the next puzzle.
        Button::Rematch | Button::PlayAgain | Button::NextPuzzle => Action::Start(s.setup().clone()),
        Button::Swap => Action::Start(G::swapped(s.setup())),
        Button::Review => Action::Review(false),
        Button::Analyse => Action::Review(true),
        Button::NewGame => Action::NewGame,
        Button::Menu | Button::PuzzleList | Button::Lobby => Action::Menu,
        Button::Quit => Action::Quit,
    }
}
