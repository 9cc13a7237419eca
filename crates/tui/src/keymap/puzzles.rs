//! The keys of the puzzle list.

use super::Entry;
use crossterm::event::KeyCode::{BackTab, Char, Down, End, Enter, Esc, Home, Left, Right, Tab, Up};

/// A command of the puzzle list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzlesCmd {
    /// The puzzle above.
    Prev,
    /// The puzzle below.
    Next,
    /// The first puzzle.
    First,
    /// The last puzzle.
    Last,
    /// The shorter depth.
    Shorter,
    /// The longer depth.
    Longer,
    /// Solve the selected puzzle.
    Open,
    /// The first unsolved puzzle of the depth.
    Unsolved,
    /// The puzzles of the next game.
    Game,
    /// Back to the main menu.
    Back,
}

/// The puzzle list's keys.
pub const PUZZLES: &[Entry<PuzzlesCmd>] = &[
    Entry {
        help: None,
        hint: Some("↑↓/jk choose"),
        keys: &[
            (Up, PuzzlesCmd::Prev),
            (Char('k'), PuzzlesCmd::Prev),
            (Down, PuzzlesCmd::Next),
            (Char('j'), PuzzlesCmd::Next),
            (Home, PuzzlesCmd::First),
            (Char('g'), PuzzlesCmd::First),
            (End, PuzzlesCmd::Last),
            (Char('G'), PuzzlesCmd::Last),
        ],
    },
    Entry {
        help: Some(("←→ / hl, Tab", "puzzle list: win in 1, 3 or 5 plies")),
        hint: Some("←→ depth"),
        keys: &[
            (Left, PuzzlesCmd::Shorter),
            (Char('h'), PuzzlesCmd::Shorter),
            (BackTab, PuzzlesCmd::Shorter),
            (Right, PuzzlesCmd::Longer),
            (Char('l'), PuzzlesCmd::Longer),
            (Tab, PuzzlesCmd::Longer),
        ],
    },
    Entry {
        help: Some(("Enter", "puzzle list: solve the puzzle on the board")),
        hint: Some("Enter solve"),
        keys: &[(Enter, PuzzlesCmd::Open), (Char(' '), PuzzlesCmd::Open)],
    },
    Entry {
        help: Some(("u", "puzzle list: go to the first unsolved puzzle")),
        // Left to the help: with it the bar is 92 columns in ASCII mode, which spells the
        // arrows out.
        hint: None,
        keys: &[(Char('u'), PuzzlesCmd::Unsolved)],
    },
    Entry {
        help: Some(("o", "puzzle list: the puzzles of the other game")),
        hint: Some("o other game"),
        keys: &[(Char('o'), PuzzlesCmd::Game)],
    },
    Entry { help: None, hint: Some("Esc back"), keys: &[(Esc, PuzzlesCmd::Back), (Char('q'), PuzzlesCmd::Back)] },
];
