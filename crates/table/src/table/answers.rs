//! The commands that ask and answer at a table: a draw offered, accepted or declined; a
//! take-back asked for, accepted or declined; and the abort, which needs no answer. Each is
//! checked against the seat that sends it, and none changes a game that has ended: a result
//! the table decided is never undone.

use super::asks::Asks;
use super::state::State;
use crate::command::Event;
use crate::refusal::Refusal;
use crate::seats::Who;
use std::time::Instant;
use tactigon_core::Agreement;

impl State {
    /// `who` offers a draw, or agrees to the one their opponent offered.
    pub(super) fn offer_draw(&mut self, who: &Who, now: Instant) -> Result<Event, Refusal> {
        let mine = self.playing(who)?;
        if !self.game.drawable() {
            return Err(Refusal::NoDraws);
        }
        match self.asks.draw {
            Some(seat) if seat == mine => Err(Refusal::Asked),
            Some(_) => self.accept_draw(who, now),
            None => {
                self.asks.draw = Some(mine);
                Ok(Event::DrawOffered(mine))
            }
        }
    }

    /// `who` agrees to their opponent's draw offer: the game ends drawn.
    pub(super) fn accept_draw(&mut self, who: &Who, now: Instant) -> Result<Event, Refusal> {
        let mine = self.playing(who)?;
        if self.asks.draw != Some(1 - mine) {
            return Err(Refusal::NoDrawOffer);
        }
        // Only a drawable game holds an offer, so the draw is taken.
        self.game.agree(Agreement::Draw);
        self.ended(now);
        Ok(Event::DrawAgreed)
    }

    /// `who` turns their opponent's draw offer down.
    pub(super) fn decline_draw(&mut self, who: &Who) -> Result<Event, Refusal> {
        let mine = self.playing(who)?;
        if self.asks.draw != Some(1 - mine) {
            return Err(Refusal::NoDrawOffer);
        }
        self.asks.draw = None;
        Ok(Event::DrawDeclined(mine))
    }

    /// `who` calls the game off, before both sides have made their first move.
    pub(super) fn abort(&mut self, who: &Who, now: Instant) -> Result<Event, Refusal> {
        let mine = self.playing(who)?;
        if self.game.moves() >= 2 {
            return Err(Refusal::TooLateToAbort);
        }
        self.game.agree(Agreement::Abort);
        self.ended(now);
        Ok(Event::Aborted(mine))
    }

    /// `who` asks to take their last move back.
    pub(super) fn request_take_back(&mut self, who: &Who) -> Result<Event, Refusal> {
        let mine = self.playing(who)?;
        if self.asks.take_back == Some(mine) {
            return Err(Refusal::Asked);
        }
        if self.own_moves(mine) == 0 {
            return Err(Refusal::NothingToTakeBack);
        }
        self.asks.take_back = Some(mine);
        Ok(Event::TakeBackAsked(mine))
    }

    /// `who` lets their opponent's last move be taken back, with their own reply after it:
    /// the opponent is to move again, their clock running.
    pub(super) fn accept_take_back(&mut self, who: &Who, now: Instant) -> Result<Event, Refusal> {
        let mine = self.playing(who)?;
        let asker = 1 - mine;
        if self.asks.take_back != Some(asker) {
            return Err(Refusal::NoTakeBackAsked);
        }
        let plies = if self.game.turn() == asker { 2 } else { 1 };
        self.game.take_back(plies);
        self.asks = Asks::default();
        self.stop(now);
        self.first_move_since = None;
        self.start_clock(now);
        Ok(Event::TakenBack(asker))
    }

    /// `who` turns their opponent's take-back request down.
    pub(super) fn decline_take_back(&mut self, who: &Who) -> Result<Event, Refusal> {
        let mine = self.playing(who)?;
        if self.asks.take_back != Some(1 - mine) {
            return Err(Refusal::NoTakeBackAsked);
        }
        self.asks.take_back = None;
        Ok(Event::TakeBackDeclined(mine))
    }

    /// Moves the player of `seat` has made: the plies played, every other one theirs.
    fn own_moves(&self, seat: usize) -> usize {
        let moves = self.game.moves();
        // Turns alternate, so the side not to move made the last move: it has the larger half.
        if seat == self.game.turn() { moves / 2 } else { moves.div_ceil(2) }
    }

    /// The game ended off the board: the clocks stop, nothing asked stands.
    fn ended(&mut self, now: Instant) {
        self.asks = Asks::default();
        self.stop(now);
    }
}
