//! The one-line messages under the board and in the replay viewer: what they say and their
//! tone. How a move just played is told is each game's ([`crate::games::GameUi`]).

/// What the status line says and how it looks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The message.
    pub text: String,
    /// Its tone.
    pub tone: Tone,
}

/// The tone of a status message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Plain information.
    Info,
    /// Something the player tried that did not work.
    Error,
    /// A capture or the end of the game.
    News,
}

/// The word with its first letter in upper case.
pub fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}
