//! The one-line messages under the board and in the replay viewer: what they say, their tone,
//! and how a move just played is told.

use crate::rules::{Combat, Move, Position};

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

/// The status text for a move just played from `before`: who moved where, and captures.
pub fn describe(before: &Position, m: Move) -> Status {
    // Side names start a sentence or name a player: capitalised, as on the rest of the screen.
    let side = capital(before.turn().name());
    let Move::Step { from, to, .. } = m else {
        return Status { text: format!("{side} cannot move and passes"), tone: Tone::Info };
    };
    let mover = before.piece_at(from).map_or("piece", |p| p.kind.name());
    match before.piece_at(to) {
        Some(d) => {
            let both = before.piece_at(from).is_some_and(|p| p.kind.attack(d.kind) == Combat::BothCaptured);
            let text = if both {
                format!("{m}: {side} {mover} and {} {} capture each other", capital(d.side.name()), d.kind)
            } else {
                format!("{m}: {side} {mover} captures {} {}", capital(d.side.name()), d.kind)
            };
            Status { text, tone: Tone::News }
        }
        None => Status { text: format!("{side} played {m}"), tone: Tone::Info },
    }
}

/// The word with its first letter in upper case.
pub fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}
