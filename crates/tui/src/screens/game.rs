//! The game screen's keys and clicks: moves, the prompt (a typed move or the save name), the
//! dialogs and the watch controls. The state is the [`Session`]; `game_view` draws it.

use super::Nav;
use super::dialog::{Button, Dialog, Prompt};
use super::session::{Ctx, ONLY_WATCHING, Session};
use super::status::Tone;
use crate::effect::{Effect, SaveError};
use crate::games::GameUi;
use crate::hits::Hits;
use crate::keymap::{
    self, DIALOG, DialogCmd, GAME, GAME_OVER_KEYS, GameCmd, MOVE_PROMPT, PromptCmd, QUIT_KEYS, SAVE_PROMPT,
};
use crate::theme::Theme;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use std::any::Any;
use std::path::{Path, PathBuf};
use std::time::Instant;
use tactigon_games::games::AnyRecord;
use tactigon_games::match_runner::Autosave;
use tactigon_games::saves;

/// The game screen of any game, as the app drives it.
pub trait GameScreen: Any + Send {
    /// Handles a key; `saves` is the folder a bare name at the save prompt goes into.
    fn key(&mut self, key: KeyEvent, ctx: &Ctx, saves: Option<&Path>) -> Nav;
    /// A click on a dialog button (`item`) or a board cell.
    fn click(&mut self, item: Option<usize>, cell: Option<u16>, ctx: &Ctx, saves: Option<&Path>) -> Nav;
    /// Scrolls the move list `by` lines back into the past (negative: towards the latest).
    fn scroll_moves(&mut self, by: i32);
    /// Shows the position after the first `plies` moves (a click on the move list).
    fn look_at(&mut self, plies: usize);
    /// Advances time: bots answer and start, flashes end.
    fn tick(&mut self, ctx: &Ctx);
    /// Whether text is being typed into a prompt (keys are letters, not commands).
    fn typing(&self) -> bool;
    /// Shows what went wrong in the status line.
    fn error(&mut self, text: String);
    /// Shows plain information in the status line.
    fn info(&mut self, text: String);
    /// A fresh name for the save prompt, unless the player has typed one meanwhile.
    fn suggested(&mut self, name: String);
    /// How saving the game at the save prompt went.
    fn saved(&mut self, path: PathBuf, result: Result<(), SaveError>);
    /// What the autosave should become now, if the game changed (see [`tactigon_games::match_runner`]).
    fn autosave_due(&mut self) -> Option<Autosave<AnyRecord>>;
    /// Whether a bot has moved or the game has ended since the last call (for the bell).
    fn take_alert(&mut self) -> bool;
    /// Makes this game the one "Continue" resumes, even before a move.
    fn replace_autosave(&mut self);
    /// The file saving replaces without asking.
    fn set_saved_as(&mut self, path: Option<PathBuf>);
    /// Draws the screen; `save_dir` names the folder of bare save names.
    fn render(&self, frame: &mut Frame, save_dir: Option<&str>, hints: bool, now: Instant, theme: &Theme) -> Hits;
    /// The rules of the game in brief, for the help.
    fn rules(&self, theme: &Theme) -> Vec<ratatui::text::Line<'static>>;
    /// Whether the screen changes by itself at `now`: a bot thinking (its spinner) or due to
    /// move, a move flashed; otherwise only events and ticks with news change it.
    fn animating(&self, now: Instant) -> bool;
    /// Records how the last autosave went (`true`: it failed), so that leaving says the game
    /// would be lost instead of promising that Continue resumes it.
    fn set_autosave_failed(&mut self, failed: bool);
    /// Sets the lines a host adds under the turn line (see [`Session::notes`]); whether they
    /// differ from those before.
    fn set_notes(&mut self, notes: Vec<String>) -> bool;
    /// Makes this the copy of an online table's game played by `names`, seen by the player
    /// at `seat` (0 the first player) or a spectator (see [`Session::share`]).
    fn share(&mut self, seat: Option<usize>, names: [String; 2]);
    /// The rematch asked for since the last call, `true` with the sides swapped.
    fn take_rematch(&mut self) -> Option<bool>;
    /// The session itself, for a caller that knows its game.
    fn as_any(&self) -> &dyn Any;
    /// The session itself, to change, for a caller that knows its game.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<G: GameUi> GameScreen for Session<G> {
    fn key(&mut self, key: KeyEvent, ctx: &Ctx, saves: Option<&Path>) -> Nav {
        handle_key(self, key, ctx, saves)
    }

    fn click(&mut self, item: Option<usize>, cell: Option<u16>, ctx: &Ctx, saves: Option<&Path>) -> Nav {
        handle_click(self, item, cell, ctx, saves)
    }

    fn scroll_moves(&mut self, by: i32) {
        Session::scroll_moves(self, by);
    }

    fn look_at(&mut self, plies: usize) {
        if self.dialog.is_none() && self.prompt.is_none() {
            Session::look_at(self, plies);
        }
    }

    fn tick(&mut self, ctx: &Ctx) {
        Session::tick(self, ctx);
    }

    fn typing(&self) -> bool {
        self.prompt.is_some()
    }

    fn animating(&self, now: Instant) -> bool {
        let flashing = self.flash.is_some_and(|(_, until)| until > now);
        let bot_due = !self.over() && !self.human_to_move() && !self.runner.paused() && self.dialog.is_none();
        self.thinking_since().is_some() || flashing || bot_due
    }

    fn set_autosave_failed(&mut self, failed: bool) {
        self.runner.set_autosave_failed(failed);
    }

    fn error(&mut self, text: String) {
        Session::error(self, text);
    }

    fn info(&mut self, text: String) {
        Session::info(self, text);
    }

    fn suggested(&mut self, name: String) {
        if let Some(Prompt::Save { text, .. }) = &mut self.prompt
            && text.is_empty()
        {
            *text = name;
        }
    }

    fn saved(&mut self, path: PathBuf, result: Result<(), SaveError>) {
        saved(self, path, result);
    }

    fn autosave_due(&mut self) -> Option<Autosave<AnyRecord>> {
        self.runner.autosave_due().map(|a| a.map(G::wrap_record))
    }

    fn replace_autosave(&mut self) {
        self.runner.replace_autosave();
    }

    fn take_alert(&mut self) -> bool {
        Session::take_alert(self)
    }

    fn set_saved_as(&mut self, path: Option<PathBuf>) {
        self.saved_as = path;
    }

    fn render(&self, frame: &mut Frame, save_dir: Option<&str>, hints: bool, now: Instant, theme: &Theme) -> Hits {
        super::game_view::render(frame, self, save_dir, hints, now, theme)
    }

    fn rules(&self, theme: &Theme) -> Vec<ratatui::text::Line<'static>> {
        G::rules(theme)
    }

    fn set_notes(&mut self, notes: Vec<String>) -> bool {
        let changed = self.notes != notes;
        self.notes = notes;
        changed
    }

    fn share(&mut self, seat: Option<usize>, names: [String; 2]) {
        Session::share(self, seat.map(|i| G::SIDES[i.min(1)]), names);
    }

    fn take_rematch(&mut self) -> Option<bool> {
        self.shared.as_mut().and_then(|s| s.rematch.take())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

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
fn handle_key<G: GameUi>(s: &mut Session<G>, key: KeyEvent, ctx: &Ctx, saves: Option<&Path>) -> Nav {
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
                if s.human_to_move() {
                    match G::read_move(s.position(), &text) {
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
fn handle_click<G: GameUi>(
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

/// Opens the save prompt with a name: the file saved to last, or (once the executor found
/// one) a fresh one in the saves folder.
fn open_save_prompt<G: GameUi>(s: &mut Session<G>, saves: Option<&Path>) -> Nav {
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
fn save<G: GameUi>(s: &mut Session<G>, saves: Option<&Path>) -> Nav {
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
fn saved<G: GameUi>(s: &mut Session<G>, path: PathBuf, result: Result<(), SaveError>) {
    let Some(Prompt::Save { text, .. }) = s.prompt.clone() else { return };
    match result {
        Ok(()) => {
            s.prompt = None;
            s.info(format!("saved to {}", tactigon_core::escape::path(&path)));
            s.saved_as = Some(path);
        }
        // Asks once: Enter again without changing the name replaces the file.
        Err(SaveError::Exists(_)) => s.prompt = Some(Prompt::Save { text, confirm: Some(path) }),
        Err(e) => s.error(e.to_string()),
    }
}

/// Keys on the game screen without a dialog or prompt.
fn play_key<G: GameUi>(s: &mut Session<G>, code: KeyCode, ctx: &Ctx) -> Action<G::Config> {
    let state = keymap::command(s.state_keys(), code);
    let Some(cmd) = state.or_else(|| keymap::command(GAME, code)) else { return Action::None };
    if s.spectating() && !cmd.only_looks() {
        s.info(ONLY_WATCHING);
        return Action::None;
    }
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
        GameCmd::Pause => s.toggle_pause(),
        GameCmd::Step => s.step_once(),
        GameCmd::Faster => s.change_speed(true),
        GameCmd::Slower => s.change_speed(false),
        GameCmd::Save => return Action::Save,
        GameCmd::NewGame => return Action::NewGame,
        GameCmd::Leave if s.over() || s.game().moves().is_empty() => return Action::Menu,
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
        Button::Rematch | Button::Swap if s.shared.is_some() => {
            s.ask_rematch(button == Button::Swap);
            Action::None
        }
        // In a puzzle, starting the same setup again is what opens the next puzzle.
        Button::Rematch | Button::PlayAgain | Button::NextPuzzle => Action::Start(s.setup().clone()),
        Button::Swap => Action::Start(G::swapped(s.setup())),
        Button::Review => Action::Review(false),
        Button::Analyse => Action::Review(true),
        Button::NewGame => Action::NewGame,
        Button::Menu | Button::PuzzleList => Action::Menu,
        Button::Quit => Action::Quit,
    }
}
