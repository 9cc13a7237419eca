//! A table's state and how a command changes it: who may move, resign or claim, the clocks
//! started, moved on and stopped, and the end of the game off the board. Offers and requests
//! standing are in `asks`, the commands that make and answer them in `answers`.

use super::Listed;
use super::asks::Asks;
use crate::clock::Clocks;
use crate::command::{Command, Event, View};
use crate::correspondence;
use crate::game::TableGame;
use crate::refusal::Refusal;
use crate::seats::{Sitter, Who};
use crate::terms::Terms;
use std::time::Instant;
use tactigon_core::Forfeit;
use tactigon_store::ArchivedGame;

/// What a table holds behind its lock.
pub(super) struct State {
    pub(super) game: Box<dyn TableGame>,
    pub(super) terms: Terms,
    pub(super) seats: [Option<Sitter>; 2],
    pub(super) clocks: Option<Clocks>,
    /// The table opened as this game's rematch, and who asked for it.
    pub(super) rematch: Option<(u64, String)>,
    /// The only player who may take the open seat: the opponent a rematch was opened for.
    pub(super) kept_for: Option<String>,
    /// The version of the last view published.
    pub(super) version: u64,
    /// The draw offer and the take-back request standing, each by the seat that made it.
    pub(super) asks: Asks,
    /// Why the table is not being saved, while it is not.
    pub(super) unsaved: Option<String>,
    /// Whether the finished game was handed to the writer (it is, once).
    pub(super) handed: bool,
    /// The game as archived, once it is.
    pub(super) archived: Option<ArchivedGame>,
    /// Since when the side to move has been waited for, before both sides made a first move.
    pub(super) first_move_since: Option<Instant>,
    /// The terms as the lobby lists them (they never change at a table).
    pub(super) described: String,
    /// The moves played and whether the game is over, as of a version: the lobby asks at
    /// every change of any table, and reading them walks the game's history.
    pub(super) progress: Option<(u64, usize, bool)>,
    /// What the lobby lists, as of a count of the table's edits: the lobby reads every
    /// table after a change at any table.
    pub(super) listed: Option<Listed>,
}

impl State {
    pub(super) fn new(
        game: Box<dyn TableGame>,
        terms: Terms,
        seats: [Option<Sitter>; 2],
        clocks: Option<Clocks>,
    ) -> State {
        State {
            game,
            described: terms.describe(),
            progress: None,
            listed: None,
            terms,
            seats,
            clocks,
            rematch: None,
            kept_for: None,
            version: 0,
            asks: Asks::default(),
            unsaved: None,
            handed: false,
            archived: None,
            first_move_since: None,
        }
    }

    pub(super) fn over(&self) -> bool {
        self.game.over()
    }

    /// The moves played and whether the game is over, read again only after a change (every
    /// change of the game publishes a new version).
    pub(super) fn progress(&mut self) -> (usize, bool) {
        match self.progress {
            Some((version, moves, over)) if version == self.version => (moves, over),
            _ => {
                let (moves, over) = (self.game.moves(), self.over());
                self.progress = Some((self.version, moves, over));
                (moves, over)
            }
        }
    }

    /// The view of the state now, made by `event`: what is asked stands only while the game
    /// goes on.
    pub(super) fn view(&self, event: Event) -> View {
        let asks = if self.over() { Asks::default() } else { self.asks };
        View {
            version: self.version,
            event,
            game: self.game.history(),
            draw_offer: asks.draw,
            take_back: asks.take_back,
            unsaved: self.unsaved.clone(),
            archived: self.archived.as_ref().map(|a| a.summary.id),
            ratings: self
                .archived
                .as_ref()
                .filter(|a| a.summary.rated.is_some())
                .map(|a| a.summary.sides.clone().map(|side| side.before.zip(side.after))),
        }
    }

    /// The seat `who` holds, in a game that goes on.
    pub(super) fn playing(&self, who: &Who) -> Result<usize, Refusal> {
        let mine = self.held(who).ok_or(Refusal::NotYourMove)?;
        if self.over() {
            return Err(Refusal::Over);
        }
        Ok(mine)
    }

    /// Ends the game when the side to move's flag fell by `now`; true if it did just now.
    pub(super) fn flag(&mut self, now: Instant) -> bool {
        let Some(side) = self.clocks.as_ref().and_then(|c| c.fallen(now)) else { return false };
        if self.over() {
            return false;
        }
        self.game.forfeit(side, Forfeit::Time);
        self.stop(now);
        true
    }

    pub(super) fn stop(&mut self, now: Instant) {
        if let Some(c) = &mut self.clocks {
            c.stop(now);
        }
    }

    /// Whether the game is played by correspondence (days per move).
    pub(super) fn correspondence(&self) -> bool {
        self.clocks.as_ref().is_some_and(|c| c.control.days().is_some())
    }

    /// A correspondence game brought back: the side to move's clock runs on from `now`, with
    /// the time until the wall-clock `deadline` left (none, if it passed while the server was
    /// down: the next look at the clock ends the game).
    pub(super) fn run_on(&mut self, deadline: i64, now: Instant) {
        let turn = self.game.turn();
        if !self.correspondence() || self.over() || self.seats.iter().any(Option::is_none) {
            return;
        }
        if let Some(c) = &mut self.clocks {
            let mut left = c.at(now);
            left[turn] = correspondence::until(deadline, now).min(c.control.base);
            *c = Clocks::resumed(c.control, left);
            c.start(turn, now);
        }
    }

    pub(super) fn held(&self, who: &Who) -> Option<usize> {
        (0..2).find(|&i| self.seats[i].as_ref().is_some_and(|s| s.held_by(who)))
    }

    /// The seat of `who`'s opponent if `who` may claim the win at `now`: the game goes on
    /// and the opponent dropped and did not come back within their reconnect window. Never by
    /// correspondence, where being away is the rule: the clock decides.
    pub(super) fn claimable(&self, who: &Who, now: Instant) -> Option<usize> {
        if self.correspondence() {
            return None;
        }
        let gone = 1 - self.held(who)?;
        let rest = self.window_rest(gone, now)?;
        (!self.over() && rest.is_zero()).then_some(gone)
    }

    /// The seat `who` holds if it is the side to move's with both seats taken.
    pub(super) fn mover(&self, who: &Who) -> Result<usize, Refusal> {
        let turn = self.game.turn();
        let full = self.seats.iter().all(Option::is_some);
        if !full || self.held(who) != Some(turn) {
            return Err(Refusal::NotYourMove);
        }
        Ok(turn)
    }

    /// Carries out `command` from `who` at `now`; what it changed, or why it was refused.
    /// A flag that fell before a move ends the game instead (`Ok(Event::Ended)` is not
    /// returned then: the move is refused, and the caller publishes the end).
    pub(super) fn command(&mut self, who: &Who, command: Command, now: Instant) -> Result<Event, Refusal> {
        match command {
            Command::Play(m) => {
                let turn = self.mover(who)?;
                if self.over() {
                    return Err(Refusal::Over);
                }
                self.game.play(m, now)?;
                self.asks.moved(turn);
                self.clocks_after_move(turn, now);
                Ok(if self.over() { Event::Ended } else { Event::Moved(turn) })
            }
            Command::Resign => {
                let mine = self.playing(who)?;
                self.game.forfeit(mine, Forfeit::Resignation);
                self.stop(now);
                Ok(Event::Ended)
            }
            Command::OfferDraw => self.offer_draw(who, now),
            Command::AcceptDraw => self.accept_draw(who, now),
            Command::DeclineDraw => self.decline_draw(who),
            Command::Abort => self.abort(who, now),
            Command::RequestTakeBack => self.request_take_back(who),
            Command::AcceptTakeBack => self.accept_take_back(who, now),
            Command::DeclineTakeBack => self.decline_take_back(who),
            Command::Claim => {
                if self.over() {
                    return Err(Refusal::Over);
                }
                self.held(who).ok_or(Refusal::NotYourMove)?;
                let gone = self.claimable(who, now).ok_or(Refusal::NoClaim)?;
                self.game.forfeit(gone, Forfeit::Abandoned);
                self.stop(now);
                Ok(Event::Ended)
            }
        }
    }
}
