//! The key tables of the menu, the forms, the load list, the replay viewer and the help.

use super::Entry;
use crossterm::event::KeyCode::{
    BackTab, Char, Delete, Down, End, Enter, Esc, Home, Left, PageDown, PageUp, Right, Tab, Up,
};

/// A main-menu command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuCmd {
    /// The entry above.
    Prev,
    /// The entry below.
    Next,
    /// Open the selected entry.
    Open,
    /// Continue the autosaved game.
    Continue,
    /// The load list.
    Load,
    /// A new game.
    NewGame,
    /// Watch bots.
    Watch,
    /// The settings.
    Settings,
    /// Leave the program.
    Quit,
}

/// The main menu's keys.
pub const MENU: &[Entry<MenuCmd>] = &[
    Entry {
        help: None,
        hint: Some("↑↓/jk choose"),
        keys: &[
            (Up, MenuCmd::Prev),
            (Char('k'), MenuCmd::Prev),
            (Down, MenuCmd::Next),
            (Char('j'), MenuCmd::Next),
            (Tab, MenuCmd::Next),
        ],
    },
    Entry { help: None, hint: Some("Enter open"), keys: &[(Enter, MenuCmd::Open), (Char(' '), MenuCmd::Open)] },
    // Esc means "back" everywhere else; on the main menu there is nothing to go back to, so it
    // does nothing rather than end the program on a stray press.
    Entry { help: None, hint: Some("q quit"), keys: &[(Char('q'), MenuCmd::Quit)] },
    Entry {
        help: None,
        hint: None,
        keys: &[
            (Char('c'), MenuCmd::Continue),
            (Char('l'), MenuCmd::Load),
            (Char('n'), MenuCmd::NewGame),
            (Char('w'), MenuCmd::Watch),
            (Char('s'), MenuCmd::Settings),
        ],
    },
];

/// A form command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormCmd {
    /// The row above.
    Prev,
    /// The row below.
    Next,
    /// The previous value.
    Less,
    /// The next value.
    More,
    /// Space: change the value forward, or press the button.
    Activate,
    /// Enter: start the game, leave the settings (whatever row is selected).
    Confirm,
    /// Leave the form.
    Leave,
}

/// The keys of the new-game and settings forms.
pub const FORM: &[Entry<FormCmd>] = &[
    Entry {
        help: None,
        hint: Some("↑↓ choose"),
        keys: &[
            (Up, FormCmd::Prev),
            (Char('k'), FormCmd::Prev),
            (BackTab, FormCmd::Prev),
            (Down, FormCmd::Next),
            (Char('j'), FormCmd::Next),
            (Tab, FormCmd::Next),
        ],
    },
    Entry {
        help: None,
        hint: Some("←→ change"),
        keys: &[
            (Left, FormCmd::Less),
            (Char('h'), FormCmd::Less),
            (Char('-'), FormCmd::Less),
            (Right, FormCmd::More),
            (Char('l'), FormCmd::More),
            (Char('+'), FormCmd::More),
        ],
    },
    Entry { help: None, hint: Some("Enter start/confirm"), keys: &[(Enter, FormCmd::Confirm)] },
    Entry { help: None, hint: None, keys: &[(Char(' '), FormCmd::Activate)] },
    Entry { help: None, hint: Some("Esc back"), keys: &[(Esc, FormCmd::Leave), (Char('q'), FormCmd::Leave)] },
];

/// A load-list command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadCmd {
    /// The entry above.
    Prev,
    /// The entry below.
    Next,
    /// The first entry.
    First,
    /// The last entry.
    Last,
    /// Play the game on (or replay a finished one).
    Open,
    /// Replay the game.
    Replay,
    /// Read the folder again.
    Refresh,
    /// Delete the selected file (asks first).
    Delete,
    /// Rename the selected file (asks for the name).
    Rename,
    /// Back to the menu.
    Back,
}

/// The load list's keys.
pub const LOAD: &[Entry<LoadCmd>] = &[
    Entry {
        help: None,
        hint: Some("↑↓/jk choose"),
        keys: &[
            (Up, LoadCmd::Prev),
            (Char('k'), LoadCmd::Prev),
            (Down, LoadCmd::Next),
            (Char('j'), LoadCmd::Next),
            (Tab, LoadCmd::Next),
            (Home, LoadCmd::First),
            (Char('g'), LoadCmd::First),
            (End, LoadCmd::Last),
            (Char('G'), LoadCmd::Last),
        ],
    },
    Entry {
        help: Some(("Enter", "load list: play on (a finished game opens the replay)")),
        hint: Some("Enter open"),
        keys: &[(Enter, LoadCmd::Open), (Char(' '), LoadCmd::Open)],
    },
    Entry {
        help: Some(("v", "load list: replay the game")),
        hint: Some("v replay"),
        keys: &[(Char('v'), LoadCmd::Replay)],
    },
    Entry { help: None, hint: Some("r refresh"), keys: &[(Char('r'), LoadCmd::Refresh)] },
    Entry {
        help: Some(("d / Delete", "load list: delete the file (asks first)")),
        hint: Some("d del"),
        keys: &[(Char('d'), LoadCmd::Delete), (Delete, LoadCmd::Delete)],
    },
    Entry {
        help: Some(("n", "load list: rename the file (a name in use is refused)")),
        hint: None,
        keys: &[(Char('n'), LoadCmd::Rename)],
    },
    Entry { help: None, hint: Some("Esc back"), keys: &[(Esc, LoadCmd::Back), (Char('q'), LoadCmd::Back)] },
];

/// A replay-viewer command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayCmd {
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// The start position.
    Start,
    /// The final position.
    End,
    /// Start or stop autoplay.
    Autoplay,
    /// Shorter pause between moves.
    Faster,
    /// Longer pause between moves.
    Slower,
    /// Play on from the position shown.
    PlayOn,
    /// Analyse the game, or cancel the analysis running.
    Analyse,
    /// Save the analysis into the record file.
    SaveAnalysis,
    /// Show the move where the analysed game turned.
    TurningPoint,
    /// Export the position shown as a picture.
    Export,
    /// Leave the viewer.
    Leave,
}

/// The replay viewer's keys.
pub const REPLAY: &[Entry<ReplayCmd>] = &[
    Entry {
        help: Some(("←→ / hl", "replay: one move back / forward")),
        hint: Some("←→ step"),
        keys: &[
            (Left, ReplayCmd::Back),
            (Char('h'), ReplayCmd::Back),
            (Right, ReplayCmd::Forward),
            (Char('l'), ReplayCmd::Forward),
        ],
    },
    Entry {
        help: Some(("Home/End g/G", "replay: start / end")),
        hint: Some("g/G start/end"),
        keys: &[
            (Home, ReplayCmd::Start),
            (Char('g'), ReplayCmd::Start),
            (End, ReplayCmd::End),
            (Char('G'), ReplayCmd::End),
        ],
    },
    Entry {
        help: Some(("Space, + / -", "replay: autoplay, faster / slower")),
        hint: Some("Space auto"),
        keys: &[(Char(' '), ReplayCmd::Autoplay)],
    },
    Entry {
        help: None,
        hint: None,
        keys: &[(Char('+'), ReplayCmd::Faster), (Char('='), ReplayCmd::Faster), (Char('-'), ReplayCmd::Slower)],
    },
    Entry {
        help: Some(("p", "replay: play on from the position shown")),
        hint: Some("p play on"),
        keys: &[(Char('p'), ReplayCmd::PlayOn)],
    },
    Entry {
        help: Some(("a", "replay: analyse the game with the expert (again: cancel)")),
        hint: Some("a analyse"),
        keys: &[(Char('a'), ReplayCmd::Analyse)],
    },
    Entry {
        help: Some(("w", "replay: save the analysis into the record file")),
        hint: Some("w save"),
        keys: &[(Char('w'), ReplayCmd::SaveAnalysis)],
    },
    Entry {
        help: Some(("t", "replay: the move where the analysed game turned (it lost the most)")),
        // Not in the key bar, which has no room left at 80 columns in ASCII mode: the panel's
        // "Turned at" line ends in "(t)", and clicking it does the same.
        hint: None,
        keys: &[(Char('t'), ReplayCmd::TurningPoint)],
    },
    Entry {
        help: Some(("e", "replay: export the position shown as a picture (PNG, data folder)")),
        // Not in the key bar either, for the same lack of room.
        hint: None,
        keys: &[(Char('e'), ReplayCmd::Export)],
    },
    Entry { help: None, hint: Some("q back"), keys: &[(Esc, ReplayCmd::Leave), (Char('q'), ReplayCmd::Leave)] },
];

/// A help-screen command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpCmd {
    /// Scroll by this many lines.
    Scroll(i32),
    /// Back to the top.
    Top,
    /// To the end.
    Bottom,
    /// Close the help.
    Close,
}

/// The help screen's keys.
pub const HELP: &[Entry<HelpCmd>] = &[
    Entry {
        help: None,
        hint: Some("↑↓/jk PgUp/PgDn Home/End scroll"),
        keys: &[
            (Up, HelpCmd::Scroll(-1)),
            (Char('k'), HelpCmd::Scroll(-1)),
            (Down, HelpCmd::Scroll(1)),
            (Char('j'), HelpCmd::Scroll(1)),
            (PageUp, HelpCmd::Scroll(-10)),
            (PageDown, HelpCmd::Scroll(10)),
            (Char(' '), HelpCmd::Scroll(10)),
            (Home, HelpCmd::Top),
            (Char('g'), HelpCmd::Top),
            (End, HelpCmd::Bottom),
            (Char('G'), HelpCmd::Bottom),
        ],
    },
    Entry {
        help: None,
        hint: Some("Esc/? back"),
        keys: &[(Esc, HelpCmd::Close), (Char('q'), HelpCmd::Close), (Enter, HelpCmd::Close)],
    },
];
