//! Keeping the autosave in step with a match: what the file should become after each change,
//! and whether the file holds this game yet.

use super::MatchRunner;
use crate::clock::Clocks;
use crate::playable::Playable;
use tactigon_core::record::Record;

/// What the autosave file should become after a change.
#[derive(Clone, Debug, PartialEq)]
pub enum Autosave<R> {
    /// Hold this unfinished game.
    Write(R),
    /// Go away: the game has ended.
    Remove,
}

impl<R> Autosave<R> {
    /// The same with the record turned into another type.
    pub fn map<S>(self, f: impl FnOnce(R) -> S) -> Autosave<S> {
        match self {
            Autosave::Write(r) => Autosave::Write(f(r)),
            Autosave::Remove => Autosave::Remove,
        }
    }
}

impl<G: Playable> MatchRunner<G> {
    /// Whether this match keeps the autosave in step with its game.
    pub fn autosaves(&self) -> bool {
        self.autosave
    }

    /// Whether the last autosave of this game failed, so that leaving now would lose it.
    pub fn autosave_failed(&self) -> bool {
        self.autosave_failed
    }

    /// Records how the last autosave of this game went (`true`: it failed).
    pub fn set_autosave_failed(&mut self, failed: bool) {
        self.autosave_failed = failed;
    }

    /// Turns keeping the autosave on or off (watched games never replace a player's game).
    pub fn set_autosave(&mut self, on: bool) {
        self.autosave = on;
    }

    /// Marks the autosave as holding another game, so the next [`MatchRunner::autosave_due`]
    /// writes this one even before a move: a game opened from a file or a replay replaces
    /// the one "Continue" would resume.
    pub fn replace_autosave(&mut self) {
        self.autosaved = None;
    }

    /// Whether the autosave file held this game already; from now on it does (a game goes
    /// into it only after the unfinished game there, if any, was kept).
    pub fn claim_autosave(&mut self) -> bool {
        std::mem::replace(&mut self.owns_autosave, true)
    }

    /// The unfinished game in the autosave could not be kept: the file is not this game's,
    /// and the next write tries keeping it again.
    pub fn disown_autosave(&mut self) {
        self.owns_autosave = false;
    }

    /// What the autosave should become now, if its moves or its clocks changed since the last call: the
    /// record of the unfinished game, or removal once the game has ended.
    pub fn autosave_due(&mut self) -> Option<Autosave<Record<G>>> {
        let now = (self.game.moves(), self.over(), self.clocks.as_ref());
        let same = |(moves, over, clocks): &(Vec<G::Move>, bool, Option<Clocks>)| {
            (moves.as_slice(), *over, clocks.as_ref()) == now
        };
        if !self.autosave || self.autosaved.as_ref().is_some_and(same) {
            return None;
        }
        self.autosaved = Some((self.game.moves().to_vec(), self.over(), self.clocks.clone()));
        Some(if self.over() { Autosave::Remove } else { Autosave::Write(self.record()) })
    }
}
