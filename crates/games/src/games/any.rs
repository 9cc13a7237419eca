//! What is asked of a record or a setup of any game.

use super::{AnyRecord, AnySetup, GameKind, Registered};
use crate::playable::Playable;
use tactigon_core::{GameRules, History};

impl AnyRecord {
    /// Which game the record holds.
    pub fn kind(&self) -> GameKind {
        match_game!(self, AnyRecord(_): G => G::KIND)
    }

    /// How many moves the game has.
    pub fn moves(&self) -> usize {
        match_game!(self, AnyRecord(r) => r.game.moves().len())
    }

    /// The date tag.
    pub fn date(&self) -> &str {
        match_game!(self, AnyRecord(r) => &r.date)
    }

    /// The tags naming the first and the second player.
    pub fn players(&self) -> &[String; 2] {
        match_game!(self, AnyRecord(r) => &r.players)
    }

    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn result(&self) -> &'static str {
        match_game!(self, AnyRecord(r) => r.result())
    }

    /// How many moves this record has when it is the same unfinished game as `older` carried
    /// further (same game, start and draw rules, `older`'s moves first), or, with no `older`,
    /// when it is an unfinished game at all; else `None`.
    pub fn continues(&self, older: Option<&AnyRecord>) -> Option<usize> {
        fn on<G: GameRules>(new: &History<G>, old: Option<&History<G>>) -> Option<usize> {
            let further = old.is_none_or(|old| {
                let same_start = new.start() == old.start() && new.draw_rules() == old.draw_rules();
                same_start && new.moves().len() > old.moves().len() && new.moves().starts_with(old.moves())
            });
            (further && new.outcome().is_none()).then_some(new.moves().len())
        }
        match_game!(self, AnyRecord(new): G => match older {
            None => on(&new.game, None),
            Some(older) => on(&new.game, Some(&G::record_in(older)?.game)),
        })
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        match_game!(self, AnyRecord(r) => r.is_over())
    }
}

impl std::fmt::Display for AnyRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match_game!(self, AnyRecord(r) => std::fmt::Display::fmt(r, f))
    }
}

impl AnySetup {
    /// Which game the setup is for.
    pub fn kind(&self) -> GameKind {
        match_game!(self, AnySetup(_): G => G::KIND)
    }

    /// Whether both sides are bots, as watching needs.
    pub fn all_bots(&self) -> bool {
        match_game!(self, AnySetup(s): G => G::players(s).iter().all(|p| !p.is_human()))
    }
}
