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

impl Dialog {
    /// The game-over dialog for `game`. A game played or watched opens with "Review the game"
    /// selected: an Enter typed just as it ends (the bot's move landing while one types a
    /// move) opens the finished game in the replay viewer, which leads back to it, instead of
    /// starting another and losing this one. A puzzle ends only on the solver's own move, and
    /// offers the next one.
    pub fn game_over(game: GameFor) -> Dialog {
        let buttons = Dialog::GameOver(0).buttons(game);
        let review = buttons.iter().position(|&b| b == Button::Review);
        Dialog::GameOver(if game == GameFor::Puzzle { 0 } else { review.unwrap_or(0) })
    }

    /// The selected button's place.
    pub const fn selected(self) -> usize {
        match self {
            Dialog::GameOver(i) | Dialog::ConfirmQuit(i) => i,
        }
    }

    /// The same dialog with button `i` selected.
    pub const fn select(self, i: usize) -> Dialog {
        match self {
            Dialog::GameOver(_) => Dialog::GameOver(i),
            Dialog::ConfirmQuit(_) => Dialog::ConfirmQuit(i),
        }
    }

    /// The dialog's buttons, top to bottom, for what the game on screen is.
    pub const fn buttons(self, game: GameFor) -> &'static [Button] {
        use Button::*;
        match (self, game) {
            (Dialog::GameOver(_), GameFor::Playing | GameFor::Seated | GameFor::SeatedEarly) => {
                &[Rematch, Swap, Review, Analyse, NewGame, Menu]
            }
            (Dialog::GameOver(_), GameFor::Watching) => &[PlayAgain, Review, Analyse, NewGame, Menu],
            (Dialog::GameOver(_), GameFor::Puzzle) => &[NextPuzzle, Review, PuzzleList],
            (Dialog::GameOver(_), GameFor::Spectating) => &[Review, Analyse, Menu],
            (Dialog::ConfirmQuit(_), GameFor::Playing) => &[KeepPlaying, Menu, Resign, Quit],
            // At an online table leaving keeps the game there: the way out is to the lobby.
            (Dialog::ConfirmQuit(_), GameFor::Seated) => &[KeepPlaying, Lobby, Resign],
            (Dialog::ConfirmQuit(_), GameFor::SeatedEarly) => &[KeepPlaying, Abort, Lobby],
            (Dialog::ConfirmQuit(_), GameFor::Watching) => &[KeepWatching, Menu, Quit],
            (Dialog::ConfirmQuit(_), GameFor::Puzzle) => &[KeepSolving, PuzzleList, Quit],
            (Dialog::ConfirmQuit(_), GameFor::Spectating) => &[KeepWatching, Menu, Quit],
        }
    }
}

/// What a game on screen is for, which decides what its dialogs offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameFor {
    /// A person plays (against a bot or at one keyboard).
    Playing,
    /// Bots play; a person watches.
    Watching,
    /// A person solves a puzzle.
    Puzzle,
    /// A spectator watches an online table's game.
    Spectating,
    /// A player seated at an online table, once both sides have moved (or the game is over).
    Seated,
    /// A player seated at an online table before both sides have made a first move: the game
    /// can still be aborted.
    SeatedEarly,
}

/// A button of a dialog over the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// Close the leave dialog.
    KeepPlaying,
    /// Close the leave dialog when watching.
    KeepWatching,
    /// Close the leave dialog in a puzzle.
    KeepSolving,
    /// The next unsolved puzzle of the same depth.
    NextPuzzle,
    /// Back to the puzzle list.
    PuzzleList,
    /// The person playing (or, at one keyboard, the one to move) gives up the game.
    Resign,
    /// At an online table before both sides have moved: call the game off, no result.
    Abort,
    /// At an online table: back to the lobby, the game staying at its table.
    Lobby,
    /// The same game again, same sides.
    Rematch,
    /// Watching: the same bots again.
    PlayAgain,
    /// The same game again, sides swapped.
    Swap,
    /// The finished game in the replay viewer.
    Review,
    /// The finished game in the replay viewer, the expert analysing it.
    Analyse,
    /// The new-game screen.
    NewGame,
    /// Back to the main menu.
    Menu,
    /// End the program.
    Quit,
}

impl Button {
    /// What the button says.
    pub const fn label(self) -> &'static str {
        match self {
            Button::KeepPlaying => "Keep playing",
            Button::KeepWatching => "Keep watching",
            Button::KeepSolving => "Keep solving",
            Button::NextPuzzle => "Next puzzle",
            Button::PuzzleList => "Puzzle list",
            Button::Resign => "Resign",
            Button::Abort => "Abort the game",
            Button::Lobby => "Back to the lobby",
            Button::Rematch => "Rematch",
            Button::PlayAgain => "Play again",
            Button::Swap => "Rematch, swap sides",
            Button::Review => "Review the game",
            Button::Analyse => "Analyse the game",
            Button::NewGame => "New game",
            Button::Menu => "Main menu",
            Button::Quit => "Quit Tactigon",
        }
    }
}
