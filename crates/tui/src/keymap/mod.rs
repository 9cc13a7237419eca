//! The keys of every screen, in one table per screen (the game's in `game`, the others' in
//! `screens`): each entry says which keys give which command, what the help screen says about them and
//! what the key bar shows. Handlers look commands up here, and the help text and key bars are
//! built from the same entries, so the three cannot disagree.

mod game;
mod puzzles;
mod screens;
mod tutorial;

pub use game::{
    DIALOG, DialogCmd, GAME, GAME_OVER_KEYS, GameCmd, HINT_WORDS, MOVE_PROMPT, OVER, PICK_WORDS, PICKED, PUZZLE,
    PromptCmd, QUIT_KEYS, SAVE_PROMPT, SEATED, SEATED_OVER, SOLUTION_WORDS, SPECTATING, STONES_PICKED, THINKING,
    VIEWING, WATCH,
};
pub use puzzles::{PUZZLES, PuzzlesCmd};
pub use screens::{FORM, FormCmd, HELP, HelpCmd, LOAD, LoadCmd, MENU, MenuCmd, REPLAY, ReplayCmd};
pub use tutorial::{LAST_LESSON, LESSON, LESSON_DONE, LESSON_PICKED, LESSONS, LessonCmd, LessonsCmd, NEXT_LESSON};

use crossterm::event::KeyCode::{self, Char};

/// One documented group of keys.
pub struct Entry<C: 'static> {
    /// The keys column and the description on the help screen, when listed there.
    pub help: Option<(&'static str, &'static str)>,
    /// The words in the key bar, when shown there.
    pub hint: Option<&'static str>,
    /// Each key and the command it gives.
    pub keys: &'static [(KeyCode, C)],
}

/// The command `code` gives in `table`, if any.
pub fn command<C: Copy>(table: &[Entry<C>], code: KeyCode) -> Option<C> {
    table.iter().flat_map(|e| e.keys).find(|(k, _)| *k == code).map(|(_, c)| *c)
}

/// The key bar of `table`, followed by `more` (such as the help key).
pub fn hints<C>(table: &[Entry<C>], more: &[&str]) -> String {
    let words: Vec<&str> = table.iter().filter_map(|e| e.hint).chain(more.iter().copied()).collect();
    words.join("  ")
}

/// The help screen's lines for `table`.
pub fn help<C>(table: &'static [Entry<C>]) -> impl Iterator<Item = (&'static str, &'static str)> {
    table.iter().filter_map(|e| e.help)
}

/// The key bar's words for the help key, shown on every screen that has a key bar.
pub const HELP_HINT: &str = "? help";

/// Help-screen documentation of what holds on every screen (handled by the app itself).
pub const EVERYWHERE: &[Entry<()>] = &[
    Entry { help: Some(("?", "this help (again to close)")), hint: Some(HELP_HINT), keys: &[(Char('?'), ())] },
    Entry {
        help: Some(("↑↓ / jk, Enter", "choose in menus and forms; ←→ changes a value")), hint: None, keys: &[]
    },
    Entry { help: Some(("Esc", "back")), hint: None, keys: &[] },
    Entry { help: Some(("q", "quit from the main menu")), hint: None, keys: &[] },
    Entry { help: Some(("Ctrl-C", "quit at once")), hint: None, keys: &[] },
];
