//! A game shared with others (an online table), seen from a seat or by a spectator
//! ([`Mode::Seat`], [`Mode::Spectator`]): the table's game shown. What its player does (a
//! move, resigning, a take-back, a rematch) is asked of the table as a [`TableRequest`] and
//! never changes this copy; what the table decided arrives on it ([`Session::follow`]) as a
//! bot's move does, and what its viewer was doing (the cursor, a move being typed, an earlier
//! position looked at) stays as it was.

use super::{FLASH, Mode, Session};
use crate::games::GameUi;
use crate::screens::cursor::Cursor;
use std::any::Any;
use std::time::Instant;
use tactigon_core::{Agreement, Forfeit, History};

/// What a spectator is told when they try to do more than look.
pub const ONLY_WATCHING: &str = "you are watching: only the players move";

/// What the player at an online table asks of it; the host sends it on and the table decides.
#[derive(Debug)]
pub enum TableRequest {
    /// Play this move: the game's own `G::Move`.
    Play(Box<dyn Any + Send>),
    /// Resign.
    Resign,
    /// Call the game off before both sides have moved.
    Abort,
    /// Take the last move back.
    TakeBack,
    /// A rematch, `true` with the sides swapped.
    Rematch(bool),
}

/// What the copy of an online table's game knows of the table: no hints, leaving keeps the
/// game at the table, what the player does is asked of the table, the players are named.
#[derive(Debug, Default)]
pub struct Shared {
    /// What the player asked of the table since the host last took the requests.
    pub requests: Vec<TableRequest>,
    /// The players' names, first player first.
    pub names: [String; 2],
    /// The index of the side the player plays (`None` for a spectator).
    pub side: Option<usize>,
}

impl<G: GameUi> Session<G> {
    /// Makes this the copy of an online table's game played by `names`, seen by the player
    /// of `mine` (the cursor starts among its pieces) or a spectator.
    pub fn share(&mut self, mine: Option<G::Side>, names: [String; 2]) {
        let shared = Shared { requests: Vec::new(), names, side: mine.map(G::side_index) };
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
                // Told what they watch, not refused: they have not tried anything yet.
                let text = format!("watching {} vs {}", shared.names[0], shared.names[1]);
                self.mode = Mode::Spectator(shared);
                self.info(text);
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

    /// The leave dialog's Abort: asked of the table.
    pub fn ask_abort(&mut self) {
        self.ask_table(|| TableRequest::Abort);
    }

    /// Whether this is a seat at an online table and the other side is to move: the player's
    /// attempt is answered "not your move" before the rules are asked about it.
    pub(crate) fn not_my_turn(&self) -> bool {
        matches!(&self.mode, Mode::Seat(shared) if shared.side != Some(G::side_index(self.runner.turn())))
    }

    /// The game-over dialog's Rematch: asked of the server, with the sides `swap`ped or not.
    pub fn ask_rematch(&mut self, swap: bool) {
        self.ask_table(|| TableRequest::Rematch(swap));
    }

    /// At an online table, `request` is asked of the table and this copy stays as it is:
    /// true then; false (nothing asked) in a game of this screen's own.
    pub(crate) fn ask_table(&mut self, request: impl FnOnce() -> TableRequest) -> bool {
        match &mut self.mode {
            Mode::Seat(shared) | Mode::Spectator(shared) => {
                shared.requests.push(request());
                true
            }
            _ => false,
        }
    }

    /// What the player asked of the table since the last call.
    pub fn take_requests(&mut self) -> Vec<TableRequest> {
        match &mut self.mode {
            Mode::Seat(shared) | Mode::Spectator(shared) => std::mem::take(&mut shared.requests),
            _ => Vec::new(),
        }
    }

    /// Brings this copy up to `game`, the table's: the moves played since, and an ending off
    /// the board (a loss, a draw agreed, an abort), arrive as made elsewhere; false (the copy must be made again) when this copy is
    /// not behind `game` but different.
    pub fn follow(&mut self, game: &History<G>, now: Instant) -> bool {
        let local = self.game();
        let behind = game.moves().starts_with(local.moves())
            && local.forfeited().is_none_or(|lost| game.forfeited() == Some(lost))
            && local.agreed().is_none_or(|how| game.agreed() == Some(how));
        if !behind {
            return false;
        }
        let done = local.moves().len();
        if !game.moves()[done..].iter().all(|&m| self.arrived(m, now)) {
            return false;
        }
        match (game.forfeited(), game.agreed()) {
            (Some((loser, how)), _) if self.game().forfeited().is_none() => self.lost_elsewhere(loser, how),
            (_, Some(how)) if self.game().agreed().is_none() => self.agreed_elsewhere(how),
            _ => true,
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

    /// The players ended the game together at the table, as `how` says; false if this copy's
    /// game has already ended. An abort has no outcome to show: the status tells it.
    fn agreed_elsewhere(&mut self, how: Agreement) -> bool {
        if !self.runner.agree(how) {
            return false;
        }
        self.after_arrival();
        self.after_change();
        if how == Agreement::Abort {
            self.info("Game over: aborted, with no result");
        }
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
