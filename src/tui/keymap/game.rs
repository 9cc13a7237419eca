//! The game screen's key tables: playing, and the extra keys when watching bots.

use super::Entry;
use crate::tui::screens::cursor::Dir;
use crossterm::event::KeyCode::{Char, Down, Enter, Esc, Left, PageDown, PageUp, Right, Up};

/// A command on the game screen (without a prompt or dialog open).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCmd {
    /// Move the cursor.
    Cursor(Dir),
    /// Pick up, put down or move; on a bot's turn, make it move now.
    Activate,
    /// Put the piece back, clear a hint.
    Cancel,
    /// Open the prompt to type a move.
    TypeMove,
    /// Take back the last move (and the bot's reply).
    Undo,
    /// Replay a move taken back.
    Redo,
    /// Ask an expert bot for a move.
    Hint,
    /// Scroll the move list back.
    ScrollBack,
    /// Scroll the move list towards the latest move.
    ScrollForward,
    /// Open the save prompt.
    Save,
    /// The new-game screen.
    NewGame,
    /// Leave the game (asking first).
    Leave,
    /// Watching: pause or resume.
    Pause,
    /// Watching: one move.
    Step,
    /// Watching: shorter pause between moves.
    Faster,
    /// Watching: longer pause between moves.
    Slower,
}

/// The game screen's keys.
pub const GAME: &[Entry<GameCmd>] = &[
    Entry {
        help: Some(("arrows / hjkl", "move the cursor to the neighbouring hexagon")),
        hint: Some("arrows move"),
        keys: &[
            (Left, GameCmd::Cursor(Dir::Left)),
            (Char('h'), GameCmd::Cursor(Dir::Left)),
            (Right, GameCmd::Cursor(Dir::Right)),
            (Char('l'), GameCmd::Cursor(Dir::Right)),
            (Up, GameCmd::Cursor(Dir::Up)),
            (Char('k'), GameCmd::Cursor(Dir::Up)),
            (Down, GameCmd::Cursor(Dir::Down)),
            (Char('j'), GameCmd::Cursor(Dir::Down)),
        ],
    },
    Entry {
        help: Some(("Enter / Space", "pick up a piece, then put it on a highlighted tile")),
        hint: Some("Enter pick"),
        keys: &[(Enter, GameCmd::Activate), (Char(' '), GameCmd::Activate)],
    },
    Entry { help: Some(("mouse click", "pick up, then click a destination")), hint: None, keys: &[] },
    Entry {
        help: Some(("Esc", "put the piece back, clear a hint, close a dialog")),
        hint: None,
        keys: &[(Esc, GameCmd::Cancel)],
    },
    Entry {
        help: Some((":", "type a move: b1-b2, c2xd3, pass")),
        hint: Some(": type"),
        keys: &[(Char(':'), GameCmd::TypeMove)],
    },
    Entry {
        help: Some(("u / r", "undo / redo (against a bot, its reply too)")),
        hint: Some("u/r undo/redo"),
        keys: &[(Char('u'), GameCmd::Undo), (Char('r'), GameCmd::Redo)],
    },
    Entry {
        help: Some(("t", "hint: an expert bot suggests a move")),
        hint: Some("t hint"),
        keys: &[(Char('t'), GameCmd::Hint)],
    },
    Entry { help: Some(("Enter (bot turn)", "make the bot move now")), hint: None, keys: &[] },
    Entry {
        help: Some(("PgUp/PgDn  [ ]", "scroll the move list (mouse wheel too)")),
        hint: None,
        keys: &[
            (PageUp, GameCmd::ScrollBack),
            (Char('['), GameCmd::ScrollBack),
            (PageDown, GameCmd::ScrollForward),
            (Char(']'), GameCmd::ScrollForward),
        ],
    },
    Entry {
        help: Some(("s", "save the game to a file (Enter saves, Esc cancels)")),
        hint: Some("s save"),
        keys: &[(Char('s'), GameCmd::Save)],
    },
    Entry { help: Some(("n", "new game")), hint: None, keys: &[(Char('n'), GameCmd::NewGame)] },
    Entry {
        help: Some(("q", "leave the game (asks first); Continue resumes it")),
        hint: Some("q leave"),
        keys: &[(Char('q'), GameCmd::Leave)],
    },
];

/// The keys added (and taking precedence) when watching bots.
pub const WATCH: &[Entry<GameCmd>] = &[
    Entry {
        help: Some(("Space / p", "pause or resume")),
        hint: Some("Space pause/resume"),
        keys: &[(Char(' '), GameCmd::Pause), (Char('p'), GameCmd::Pause)],
    },
    Entry { help: Some((".", "play one move")), hint: Some(". step"), keys: &[(Char('.'), GameCmd::Step)] },
    Entry {
        help: Some(("+ / -", "faster / slower")),
        hint: Some("+/- speed"),
        keys: &[(Char('+'), GameCmd::Faster), (Char('='), GameCmd::Faster), (Char('-'), GameCmd::Slower)],
    },
];
