//! What the game screen tells the player: the status line, the moves just played beside it,
//! and the bell.

use super::Session;
use crate::games::GameUi;
use crate::screens::status::{Status, Tone};

impl<G: GameUi> Session<G> {
    /// Who is to move, as the status line names them: `Red (Human)`.
    pub(super) fn turn_name(&self) -> String {
        let side = self.runner.turn();
        format!("{} ({})", G::side_name(side), self.player_label(side))
    }

    /// Shows plain information in the status line.
    pub fn info(&mut self, text: impl Into<String>) {
        self.status = Status { text: text.into(), tone: Tone::Info };
    }

    /// Shows what went wrong in the status line.
    pub fn error(&mut self, text: impl Into<String>) {
        self.status = Status { text: text.into(), tone: Tone::Error };
    }

    /// Shows `status` in the status line.
    pub fn show(&mut self, status: Status) {
        self.status = status;
    }

    /// Forgets an error message once the player has moved on (opened or edited a prompt), so
    /// that the prompt shows only errors about what is typed in it.
    pub fn clear_error(&mut self) {
        if self.status.tone == Tone::Error {
            self.info(format!("{} to move", self.turn_name()));
        }
    }

    /// Shows a move just played in the status line, keeping the one before.
    pub(super) fn told(&mut self, status: Status) {
        self.events = [self.events[1].take(), Some(status.clone())];
        self.status = status;
    }

    /// Whether a bot has moved or the game has ended since the last call.
    pub fn take_alert(&mut self) -> bool {
        std::mem::take(&mut self.alert)
    }

    /// The event to show before the status line's own message: the move before the one it
    /// tells, or the last move when it says something else. Not beside errors.
    pub fn earlier_event(&self) -> Option<&Status> {
        let [earlier, last] = &self.events;
        match self.status.tone {
            Tone::Error => None,
            _ if last.as_ref() == Some(&self.status) => earlier.as_ref(),
            _ => last.as_ref(),
        }
    }
}
