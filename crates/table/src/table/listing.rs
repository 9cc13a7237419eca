//! What the lobby lists of a table, kept until the table changes: the lobby reads every
//! table after a change at any of them, and with a thousand tables copying each one's
//! summary at every reading took a fifth of a crowded server's time.

use super::{Summary, Table};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tactigon_games::GameKind;
use tactigon_store::Speed;

/// What the lobby lists of a table, as of a count of its edits (see [`Table::edits`]).
#[derive(Clone, Debug)]
pub struct Listed {
    /// The table's edits when it was read.
    pub edits: u64,
    /// What the lobby lists, shared by every reading until the table changes.
    pub summary: Arc<Summary>,
    /// The table's game.
    pub game: GameKind,
    /// The speed of its clock, if it has one.
    pub speed: Option<Speed>,
}

impl Table {
    /// What the lobby lists.
    pub fn summary(&self) -> Summary {
        Summary::clone(&self.listing().summary)
    }

    /// Changes so far that may change what the lobby lists (every view published, a seat
    /// kept, a seat taken back): a [`Listed`] of the same count is still true. Read without
    /// the table's lock; a reader that saw [`super::changes`] count a change sees its edit.
    pub fn edits(&self) -> u64 {
        self.core.edits.load(Ordering::Acquire)
    }

    /// What the lobby lists now, shared with every reading since the table last changed.
    pub fn listing(&self) -> Listed {
        let mut state = self.state();
        let edits = self.core.edits.load(Ordering::Acquire);
        if let Some(listed) = state.listed.as_ref().filter(|l| l.edits == edits) {
            return listed.clone();
        }
        let (moves, over) = state.progress();
        let summary = Arc::new(Summary {
            id: self.id,
            seats: state.seats.each_ref().map(|s| s.as_ref().map(|s| s.name.clone())),
            sides: state.terms.sides(),
            terms: state.described.clone(),
            moves,
            over,
            kept_for: state.kept_for.clone(),
            keys: state.seats.each_ref().map(|s| s.as_ref().and_then(|s| s.key.clone())),
        });
        let listed = Listed { edits, summary, game: state.terms.game, speed: state.terms.clock_speed() };
        state.listed = Some(listed.clone());
        listed
    }
}
