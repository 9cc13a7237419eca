//! A game shared with others (an online table), seen from a seat or by a spectator
//! ([`Mode::Seat`], [`Mode::Spectator`]): what is played or decided elsewhere arrives on this
//! copy as a bot's move does, and what its viewer was doing (the cursor, a move being typed,
//! an earlier position looked at) stays as it was.

use super::{FLASH, Mode, Session};
use crate::games::GameUi;
use crate::screens::cursor::Cursor;
use std::time::Instant;
use tactigon_core::Forfeit;

/// What a spectator is told when they try to do more than look.
pub const ONLY_WATCHING: &str = "you are watching: only the players move";

/// What the copy of an online table's game knows of the table: no hints, leaving keeps the
/// game at the table, a rematch is the server's to arrange, the players are named.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shared {
    /// A rematch asked for on the game-over dialog, `true` with the sides swapped.
    pub rematch: Option<bool>,
    /// The players' names, first player first.
    pub names: [String; 2],
}

impl<G: GameUi> Session<G> {
    /// Makes this the copy of an online table's game played by `names`, seen by the player
    /// of `mine` (the cursor starts among its pieces) or a spectator.
    pub fn share(&mut self, mine: Option<G::Side>, names: [String; 2]) {
        let shared = Shared { rematch: None, names };
        match mine {
            Some(side) => {
                self.mode = Mode::Seat(shared);
                let pos = self.position();
                self.cursor = Cursor::on(&G::shape(pos), G::home_cell(pos, side));
                // Told again now that the players have names.
                if !self.over() {
                    self.info(format!("{} to move", self.turn_name()));
                }
            }
            None => {
                self.mode = Mode::Spectator(shared);
                self.info(ONLY_WATCHING);
            }
        }
    }

    /// Whether this is the copy of an online table's game, from a seat or a spectator's.
    pub fn online(&self) -> bool {
        matches!(self.mode, Mode::Seat(_) | Mode::Spectator(_))
    }

    /// Who plays each side, as the panel names them: the people at an online table, else
    /// "Human" or the bot.
    pub fn player_names(&self) -> [String; 2] {
        G::SIDES.map(|side| self.player_label(side))
    }

    /// The game-over dialog's Rematch: asked of the server, with the sides `swap`ped or not.
    pub fn ask_rematch(&mut self, swap: bool) {
        if let Mode::Seat(shared) | Mode::Spectator(shared) = &mut self.mode {
            shared.rematch = Some(swap);
        }
    }

    /// The rematch asked for since the last call, `true` with the sides swapped.
    pub fn take_rematch(&mut self) -> Option<bool> {
        match &mut self.mode {
            Mode::Seat(shared) | Mode::Spectator(shared) => shared.rematch.take(),
            _ => None,
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
