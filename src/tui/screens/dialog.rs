//! What can sit over the game board: the one-line prompt (a typed move or a file name) and the
//! dialogs with their buttons.

/// A one-line prompt under the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// A move typed in notation.
    Move(String),
    /// The file name to save the game as; `confirm` holds a file that exists and will be
    /// replaced if Enter is pressed again without changing the name.
    Save {
        /// The name typed so far.
        text: String,
        /// The existing file the player was warned about.
        confirm: Option<std::path::PathBuf>,
    },
}

impl Prompt {
    /// The text typed so far.
    pub fn text(&self) -> &str {
        match self {
            Prompt::Move(t) | Prompt::Save { text: t, .. } => t,
        }
    }

    /// The longest text the prompt takes.
    pub fn max_len(&self) -> usize {
        match self {
            Prompt::Move(_) => 24,
            Prompt::Save { .. } => 200,
        }
    }

    /// The text, for editing; editing forgets an overwrite warning.
    pub fn text_mut(&mut self) -> &mut String {
        match self {
            Prompt::Move(t) => t,
            Prompt::Save { text, confirm } => {
                *confirm = None;
                text
            }
        }
    }
}

/// A dialog over the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// The game has ended; the selected button.
    GameOver(usize),
    /// `q` was pressed during a game; the selected button.
    ConfirmQuit(usize),
}

/// The buttons of the game-over dialog when a person played.
pub const GAME_OVER_BUTTONS: [&str; 3] = ["New game", "Rematch, swap sides", "Main menu"];
/// The buttons of the game-over banner in watch mode.
pub const WATCH_OVER_BUTTONS: [&str; 3] = ["Play again", "New game", "Main menu"];
/// The buttons of the quit confirmation.
pub const QUIT_BUTTONS: [&str; 3] = ["Keep playing", "Main menu", "Quit Tactigon"];
/// The buttons of the leave dialog when watching bots (same order and meaning).
pub const WATCH_QUIT_BUTTONS: [&str; 3] = ["Keep watching", "Main menu", "Quit Tactigon"];
