//! The game screen's key tables: playing, and the extra keys when watching bots.

use super::Entry;
use crate::screens::cursor::Dir;
use crossterm::event::KeyCode::{
    self, BackTab, Backspace, Char, Down, Enter, Esc, Left, PageDown, PageUp, Right, Tab, Up,
};
use tactigon_rules::hex::Direction;

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
    /// In a puzzle: show the solution (the puzzle then counts failed).
    Solution,
    /// The game's first (0) or second (1) choice for what is picked: Taacoca's directions.
    Choose(usize),
    /// Show the position one move earlier (read-only).
    ViewBack,
    /// Show the position one move later, back to the game after the last.
    ViewForward,
    /// Scroll the move list back.
    ScrollBack,
    /// Scroll the move list towards the latest move.
    ScrollForward,
    /// Open the save prompt.
    Save,
    /// The new-game screen.
    NewGame,
    /// Turn the board half a turn.
    Flip,
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

/// The keys moving the cursor: the arrows and h j k l (up and down zig-zag along a column),
/// and the six keys around `s` on a QWERTY keyboard for the six neighbours (w e above, a d
/// beside, z x below).
const CURSOR_KEYS: &[(KeyCode, GameCmd)] = &[
    (Left, GameCmd::Cursor(Dir::LEFT)),
    (Char('h'), GameCmd::Cursor(Dir::LEFT)),
    (Char('a'), GameCmd::Cursor(Dir::LEFT)),
    (Right, GameCmd::Cursor(Dir::RIGHT)),
    (Char('l'), GameCmd::Cursor(Dir::RIGHT)),
    (Char('d'), GameCmd::Cursor(Dir::RIGHT)),
    (Up, GameCmd::Cursor(Dir::Up)),
    (Char('k'), GameCmd::Cursor(Dir::Up)),
    (Down, GameCmd::Cursor(Dir::Down)),
    (Char('j'), GameCmd::Cursor(Dir::Down)),
    (Char('w'), GameCmd::Cursor(Dir::Hex(Direction::NorthWest))),
    (Char('e'), GameCmd::Cursor(Dir::Hex(Direction::NorthEast))),
    (Char('z'), GameCmd::Cursor(Dir::Hex(Direction::SouthWest))),
    (Char('x'), GameCmd::Cursor(Dir::Hex(Direction::SouthEast))),
];

/// The key bar's words for the hint key, which a puzzle follows with what a hint costs.
pub const HINT_WORDS: &str = "t hint";

/// The key bar's words for showing a puzzle's solution, said after the hint's in a puzzle.
pub const SOLUTION_WORDS: &str = "v solution";

/// The key bar's words for Enter, which say "pass" instead when passing is the only move.
pub const PICK_WORDS: &str = "Enter pick";

/// The game screen's keys.
pub const GAME: &[Entry<GameCmd>] = &[
    Entry {
        help: Some(("arrows / hjkl", "move the cursor to a neighbouring hexagon (up/down zig-zag)")),
        hint: Some("arrows/wezx move"),
        keys: CURSOR_KEYS,
    },
    Entry {
        help: Some(("w e  a d  z x", "move up-left, up-right, left, right, down-left, down-right")),
        hint: None,
        keys: &[],
    },
    // Picking, choosing and typing a move differ by game: each game's rules list those keys
    // in its own words (MAKING A MOVE).
    Entry { help: None, hint: Some(PICK_WORDS), keys: &[(Enter, GameCmd::Activate), (Char(' '), GameCmd::Activate)] },
    Entry {
        help: Some(("Esc", "put back what is picked up, clear a hint, close a dialog")),
        hint: None,
        keys: &[(Esc, GameCmd::Cancel)],
    },
    Entry { help: None, hint: None, keys: &[(Char('<'), GameCmd::Choose(0)), (Char('>'), GameCmd::Choose(1))] },
    Entry { help: None, hint: Some(": type"), keys: &[(Char(':'), GameCmd::TypeMove)] },
    Entry {
        help: Some(("u / r", "undo / redo (against a bot, its reply too)")),
        hint: Some("u/r undo"),
        keys: &[(Char('u'), GameCmd::Undo), (Char('r'), GameCmd::Redo)],
    },
    Entry {
        help: Some(("t", "hint: an expert bot suggests a move (in a puzzle it ends the streak)")),
        hint: Some(HINT_WORDS),
        keys: &[(Char('t'), GameCmd::Hint)],
    },
    Entry {
        help: Some(("v", "in a puzzle: show the solution (the puzzle then counts failed)")),
        hint: None,
        keys: &[(Char('v'), GameCmd::Solution)],
    },
    Entry { help: Some(("Enter (bot turn)", "make the bot move now")), hint: None, keys: &[] },
    Entry {
        help: Some(("[ ]", "look at the game one move back / on (read-only); Esc returns to it")),
        hint: None,
        keys: &[(Char('['), GameCmd::ViewBack), (Char(']'), GameCmd::ViewForward)],
    },
    Entry {
        help: Some(("PgUp/PgDn", "scroll the move list (mouse wheel too)")),
        hint: None,
        keys: &[(PageUp, GameCmd::ScrollBack), (PageDown, GameCmd::ScrollForward)],
    },
    Entry {
        help: Some(("s", "save the game to a file (Enter saves, Esc cancels)")),
        hint: Some("s save"),
        keys: &[(Char('s'), GameCmd::Save)],
    },
    Entry { help: Some(("n", "new game")), hint: None, keys: &[(Char('n'), GameCmd::NewGame)] },
    Entry {
        help: Some(("f", "flip the board (turn it half a turn)")),
        hint: None,
        keys: &[(Char('f'), GameCmd::Flip)],
    },
    Entry {
        help: Some(("q", "leave the game, or resign (asks first); Continue resumes it")),
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
    Entry { help: None, hint: Some("Enter move now"), keys: &[(Enter, GameCmd::Activate)] },
    Entry { help: None, hint: Some("n new"), keys: &[(Char('n'), GameCmd::NewGame)] },
    Entry { help: None, hint: Some("q leave"), keys: &[(Char('q'), GameCmd::Leave)] },
];

/// While a piece is picked up: the keys that matter then, first in the key bar (they give the
/// same commands as in [`GAME`], which still holds for the other keys).
pub const PICKED: &[Entry<GameCmd>] = &[
    Entry { help: None, hint: Some("arrows/wezx move"), keys: CURSOR_KEYS },
    Entry { help: None, hint: Some("Enter drop here"), keys: &[(Enter, GameCmd::Activate)] },
    Entry { help: None, hint: Some("Esc put back"), keys: &[(Esc, GameCmd::Cancel)] },
    Entry { help: None, hint: Some(": type move"), keys: &[(Char(':'), GameCmd::TypeMove)] },
];

/// While stones are picked in Taacoca: more stones, or a direction.
pub const STONES_PICKED: &[Entry<GameCmd>] = &[
    Entry { help: None, hint: Some("arrows move"), keys: CURSOR_KEYS },
    Entry { help: None, hint: Some("Enter pick/put back"), keys: &[(Enter, GameCmd::Activate)] },
    Entry {
        help: None,
        hint: Some("< > go"),
        keys: &[(Char('<'), GameCmd::Choose(0)), (Char('>'), GameCmd::Choose(1))],
    },
    Entry { help: None, hint: Some("Esc drop all"), keys: &[(Esc, GameCmd::Cancel)] },
];

/// While a bot thinks in a game against a person, as [`PICKED`].
pub const THINKING: &[Entry<GameCmd>] = &[
    Entry {
        help: None,
        hint: Some("Enter/Space move now"),
        keys: &[(Enter, GameCmd::Activate), (Char(' '), GameCmd::Activate)],
    },
    Entry { help: None, hint: Some("arrows look around"), keys: CURSOR_KEYS },
    Entry { help: None, hint: Some("u undo"), keys: &[(Char('u'), GameCmd::Undo)] },
    Entry { help: None, hint: Some("q leave"), keys: &[(Char('q'), GameCmd::Leave)] },
];

/// Once the game is over (its dialog closed), as [`PICKED`].
pub const OVER: &[Entry<GameCmd>] = &[
    Entry { help: None, hint: Some("u undo"), keys: &[(Char('u'), GameCmd::Undo)] },
    Entry { help: None, hint: Some("n new game"), keys: &[(Char('n'), GameCmd::NewGame)] },
    Entry { help: None, hint: Some("q leave"), keys: &[(Char('q'), GameCmd::Leave)] },
];

/// A spectator at an online table, as [`PICKED`]: only looking (other keys are refused). Its
/// bar, with `? help`, fits 80 columns.
pub const SPECTATING: &[Entry<GameCmd>] = &[
    Entry { help: None, hint: Some("watching:"), keys: &[] },
    Entry { help: None, hint: Some("arrows look"), keys: CURSOR_KEYS },
    LOOK_BACK,
    Entry {
        help: None,
        hint: Some("PgUp/PgDn moves"),
        keys: &[(PageUp, GameCmd::ScrollBack), (PageDown, GameCmd::ScrollForward)],
    },
    Entry { help: None, hint: Some("q leave"), keys: &[(Char('q'), GameCmd::Leave)] },
];

/// The keys looking back at the game, which everyone at an online table may use.
const LOOK_BACK: Entry<GameCmd> = Entry {
    help: None,
    hint: Some("[ ] earlier moves"),
    keys: &[(Char('['), GameCmd::ViewBack), (Char(']'), GameCmd::ViewForward)],
};

/// A player seated at an online table, as [`PICKED`]: the table refuses take-backs, hints and
/// saves, so the bar offers only the keys it accepts. With `? help` it is 80 columns, the
/// narrowest terminal a player brings: the cursor's letter keys (w e a d z x) are left to the
/// help screen, which lists them.
pub const SEATED: &[Entry<GameCmd>] = &[
    Entry { help: None, hint: Some("arrows move"), keys: CURSOR_KEYS },
    Entry { help: None, hint: Some(PICK_WORDS), keys: &[(Enter, GameCmd::Activate), (Char(' '), GameCmd::Activate)] },
    Entry { help: None, hint: Some(": type"), keys: &[(Char(':'), GameCmd::TypeMove)] },
    // Asks the opponent, or agrees to what they asked: the table decides.
    Entry { help: None, hint: Some("u take back"), keys: &[(Char('u'), GameCmd::Undo)] },
    LOOK_BACK,
    Entry { help: None, hint: Some("q leave"), keys: &[(Char('q'), GameCmd::Leave)] },
];

/// A puzzle being solved, as [`PICKED`]: the hint's cost and the solution key follow `t hint`,
/// so the bar keeps to 80 columns by leaving typing, undo, saving and the cursor's letter keys
/// to the help screen, which lists them (they all still act).
pub const PUZZLE: &[Entry<GameCmd>] = &[
    Entry { help: None, hint: Some("arrows move"), keys: CURSOR_KEYS },
    Entry { help: None, hint: Some(PICK_WORDS), keys: &[(Enter, GameCmd::Activate), (Char(' '), GameCmd::Activate)] },
    Entry { help: None, hint: Some(HINT_WORDS), keys: &[(Char('t'), GameCmd::Hint)] },
    Entry { help: None, hint: Some("q leave"), keys: &[(Char('q'), GameCmd::Leave)] },
];

/// A player seated at an online table once its game is over (dialog closed), as [`PICKED`].
pub const SEATED_OVER: &[Entry<GameCmd>] =
    &[LOOK_BACK, Entry { help: None, hint: Some("q leave"), keys: &[(Char('q'), GameCmd::Leave)] }];

impl GameCmd {
    /// Whether the command works in a lesson: the cursor, picking and dropping, choosing
    /// (Taacoca's direction), typing a move.
    pub const fn in_lesson(self) -> bool {
        matches!(
            self,
            GameCmd::Cursor(_) | GameCmd::Activate | GameCmd::Cancel | GameCmd::Choose(_) | GameCmd::TypeMove
        )
    }

    /// Whether the command only looks at the game (what a spectator may do).
    pub const fn only_looks(self) -> bool {
        matches!(
            self,
            GameCmd::Cursor(_)
                | GameCmd::Cancel
                | GameCmd::ViewBack
                | GameCmd::ViewForward
                | GameCmd::ScrollBack
                | GameCmd::ScrollForward
                | GameCmd::Leave
        )
    }
}

/// Keys while an earlier position is shown.
pub const VIEWING: &[Entry<GameCmd>] = &[
    Entry {
        help: None,
        hint: Some("[ ] step"),
        keys: &[(Char('['), GameCmd::ViewBack), (Char(']'), GameCmd::ViewForward)],
    },
    Entry { help: None, hint: Some("Esc back to the game"), keys: &[(Esc, GameCmd::Cancel)] },
];

/// A command at a prompt (a typed move or a file name); other keys type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptCmd {
    /// Play the move, save the file.
    Confirm,
    /// Close the prompt.
    Cancel,
    /// Delete the last character.
    Erase,
}

/// The prompt for a typed move.
pub const MOVE_PROMPT: &[Entry<PromptCmd>] = &[
    Entry { help: None, hint: Some("type a move"), keys: &[] },
    Entry { help: None, hint: Some("Enter play"), keys: &[(Enter, PromptCmd::Confirm)] },
    Entry { help: None, hint: Some("Esc cancel"), keys: &[(Esc, PromptCmd::Cancel)] },
    Entry { help: None, hint: None, keys: &[(Backspace, PromptCmd::Erase)] },
];

/// The prompt for the file name to save to.
pub const SAVE_PROMPT: &[Entry<PromptCmd>] = &[
    Entry { help: None, hint: Some("type a file name"), keys: &[] },
    Entry { help: None, hint: Some("Enter save"), keys: &[(Enter, PromptCmd::Confirm)] },
    Entry { help: None, hint: Some("Esc cancel"), keys: &[(Esc, PromptCmd::Cancel)] },
    Entry { help: None, hint: None, keys: &[(Backspace, PromptCmd::Erase)] },
];

/// A command while a dialog is open over the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogCmd {
    /// The button before.
    Prev,
    /// The button after.
    Next,
    /// Press the selected button.
    Press,
    /// Close the dialog.
    Close,
    /// Game over: take back the last move.
    Undo,
    /// Game over: save the game.
    Save,
    /// Leaving: quit the program.
    Quit,
    /// Back to the main menu.
    Menu,
    /// The new-game screen.
    NewGame,
}

/// The keys both dialogs share (choosing and pressing a button, closing).
pub const DIALOG: &[Entry<DialogCmd>] = &[
    Entry {
        help: None,
        hint: Some("↑↓ choose"),
        keys: &[
            (Left, DialogCmd::Prev),
            (Up, DialogCmd::Prev),
            (Char('h'), DialogCmd::Prev),
            (Char('k'), DialogCmd::Prev),
            (BackTab, DialogCmd::Prev),
            (Right, DialogCmd::Next),
            (Down, DialogCmd::Next),
            (Char('l'), DialogCmd::Next),
            (Char('j'), DialogCmd::Next),
            (Tab, DialogCmd::Next),
        ],
    },
    Entry {
        help: None,
        hint: Some("Enter confirm"),
        keys: &[(Enter, DialogCmd::Press), (Char(' '), DialogCmd::Press)],
    },
    Entry { help: None, hint: Some("Esc close"), keys: &[(Esc, DialogCmd::Close)] },
];

/// The game-over dialog's own keys, beside [`DIALOG`]'s.
pub const GAME_OVER_KEYS: &[Entry<DialogCmd>] = &[Entry {
    help: None,
    hint: None,
    keys: &[
        (Char('u'), DialogCmd::Undo),
        (Char('s'), DialogCmd::Save),
        (Char('m'), DialogCmd::Menu),
        (Char('n'), DialogCmd::NewGame),
    ],
}];

/// The leave dialog's own keys, beside [`DIALOG`]'s: `y` answers "leave?" with the menu.
pub const QUIT_KEYS: &[Entry<DialogCmd>] = &[Entry {
    help: None,
    hint: None,
    keys: &[
        (Char('q'), DialogCmd::Quit),
        (Char('m'), DialogCmd::Menu),
        (Char('y'), DialogCmd::Menu),
        (Char('n'), DialogCmd::NewGame),
    ],
}];
