//! A game shared with others (an online table): what is played or decided elsewhere arrives
//! on this copy as a bot's move does, and what its viewer was doing (the cursor, a move being
//! typed, an earlier position looked at) stays as it was.

use super::{FLASH, Session};
use crate::engine::Forfeit;
use crate::tui::games::GameUi;
use crate::tui::screens::cursor::Cursor;
use std::time::Instant;

/// What being the copy of an online table's game changes: no hints, leaving keeps the game
/// at the table, and a rematch is the server's to arrange.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shared {
    /// A rematch asked for on the game-over dialog, `true` with the sides swapped.
    pub rematch: Option<bool>,
}

impl<G: GameUi> Session<G> {
    /// Makes this the copy of an online table's game, seen by the player of `mine` (the
    /// cursor starts among its pieces) or a spectator.
    pub fn share(&mut self, mine: Option<G::Side>) {
        self.shared = Some(Shared::default());
        if let Some(side) = mine {
            let pos = self.position();
            self.cursor = Cursor::on(&G::shape(pos), G::home_cell(pos, side));
        }
    }

    /// The game-over dialog's Rematch: asked of the server, with the sides `swap`ped or not.
    pub fn ask_rematch(&mut self, swap: bool) {
        if let Some(shared) = &mut self.shared {
            shared.rematch = Some(swap);
        }
    }

    /// Plays `m`, made elsewhere, flashed and told as a bot's move is; false if it does not
    /// follow this copy's game.
    pub fn arrived(&mut self, m: G::Move, now: Instant) -> bool {
        let before = *self.position();
        if self.runner.play(m, now).is_err() {
            return false;
        }
        self.after_arrival();
        self.flash = Some((m, now + FLASH));
        self.told(G::describe(&before, m));
        self.after_change();
        true
    }

    /// The game was lost off the board elsewhere by `loser`, as `how` says; false if this
    /// copy's game has already ended.
    pub fn lost_elsewhere(&mut self, loser: G::Side, how: Forfeit) -> bool {
        if !self.runner.forfeit(loser, how) {
            return false;
        }
        self.after_arrival();
        self.after_change();
        true
    }

    /// A piece picked up or a hint is about the position before.
    fn after_arrival(&mut self) {
        self.picked = G::Pick::default();
        self.hint = None;
        self.thinking = None;
        self.alert = true;
    }
}
