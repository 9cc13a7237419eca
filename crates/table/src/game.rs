//! The game on a table, written once for any game `G: Playable` ([`Played`]): a table holds
//! its game as a [`TableGame`] trait object, made from a setup or a record of any game
//! ([`start`], [`restore`]) through the list of games' dispatch.

use crate::refusal::Refusal;
use std::any::Any;
use std::sync::Arc;
use std::time::Instant;
use tactigon_core::record::Record;
use tactigon_core::{Agreement, Forfeit, History};
use tactigon_games::match_runner::MatchRunner;
use tactigon_games::playable::Playable;
use tactigon_games::saves;
use tactigon_games::setup::{Player, SetupError};
use tactigon_games::{AnyRecord, AnySetup, Registered, match_game};

/// A move of the table's game, typed as the game's own `G::Move` behind `Any`: the table
/// checks that it is one of its game's moves before anything else.
pub type AnyMove = Box<dyn Any + Send>;

/// The game of a table, whichever game it is: what the table asks of it.
pub trait TableGame: Send {
    /// The side to move: 0 the first player, 1 the second.
    fn turn(&self) -> usize;
    /// Whether the game has ended, on the board or off it.
    fn over(&self) -> bool;
    /// Moves played.
    fn moves(&self) -> usize;
    /// Plays `m`, which must be a move of this game that the rules allow.
    fn play(&mut self, m: AnyMove, now: Instant) -> Result<(), Refusal>;
    /// Reads a move written as records write it, in the position now.
    fn read(&self, word: &str) -> Result<AnyMove, Refusal>;
    /// The player at `side` (0 first, 1 second) loses off the board as `how` says.
    fn forfeit(&mut self, side: usize, how: Forfeit);
    /// Ends the game as the players agreed; whether it ended so (not once it is over, nor
    /// a draw in a game that is never drawn).
    fn agree(&mut self, how: Agreement) -> bool;
    /// Whether the game can be drawn by agreement.
    fn drawable(&self) -> bool;
    /// Takes back the last `plies` moves of a game that goes on.
    fn take_back(&mut self, plies: usize);
    /// The game so far as a record (the players tagged `human`).
    fn record(&self) -> AnyRecord;
    /// The game so far, as the `History<G>` of its own game behind `Any`, for screens that
    /// show it.
    fn history(&self) -> Arc<dyn Any + Send + Sync>;
}

/// A game of `G` at a table: people on both sides, nothing undone.
pub struct Played<G: Playable>(MatchRunner<G>);

impl<G: Playable> Played<G> {
    /// A new game set up by `setup` (people on both sides); `seed` numbers it.
    pub fn new(setup: G::Config, game: History<G>, seed: u64, now: Instant) -> Played<G> {
        let mut setup = setup;
        G::set_players(&mut setup, [Player::Human, Player::Human]);
        Played(MatchRunner::new(setup, game, false, 0, seed, now))
    }

    /// The game of `record`, people on both sides.
    pub fn restore(record: &Record<G>, seed: u64, now: Instant) -> Played<G> {
        Played::new(G::setup_of(record), saves::game_until(&record.game, usize::MAX), seed, now)
    }
}

impl<G: Registered + 'static> TableGame for Played<G> {
    fn turn(&self) -> usize {
        G::side_index(self.0.turn())
    }

    fn over(&self) -> bool {
        self.0.over()
    }

    fn moves(&self) -> usize {
        self.0.game().moves().len()
    }

    fn play(&mut self, m: AnyMove, now: Instant) -> Result<(), Refusal> {
        let m = m.downcast::<G::Move>().map_err(|_| Refusal::OtherGame)?;
        self.0.play(*m, now).map_err(|e| Refusal::Illegal(format!("{m}: {e}")))
    }

    fn read(&self, word: &str) -> Result<AnyMove, Refusal> {
        let m = G::read_move(self.0.position(), word).map_err(|e| Refusal::Illegal(e.to_string()))?;
        Ok(Box::new(m))
    }

    fn forfeit(&mut self, side: usize, how: Forfeit) {
        self.0.forfeit(G::SIDES[side.min(1)], how);
    }

    fn agree(&mut self, how: Agreement) -> bool {
        self.0.agree(how)
    }

    fn drawable(&self) -> bool {
        G::agreed_draw().is_some()
    }

    fn take_back(&mut self, plies: usize) {
        // Both sides are people, so each undo takes back one move.
        for _ in 0..plies {
            if self.0.undo().is_err() {
                break;
            }
        }
    }

    fn record(&self) -> AnyRecord {
        G::wrap_record(self.0.record())
    }

    fn history(&self) -> Arc<dyn Any + Send + Sync> {
        Arc::new(self.0.game().clone())
    }
}

/// A new game set up by `setup`; `seed` numbers it.
pub fn start(setup: AnySetup, seed: u64, now: Instant) -> Result<Box<dyn TableGame>, SetupError> {
    match_game!(setup, AnySetup(s): G => {
        let game = G::start(&s, false)?;
        Ok(Box::new(Played::<G>::new(s, game, seed, now)) as Box<dyn TableGame>)
    })
}

/// The game of `record`, as a table plays it on.
pub fn restore(record: &AnyRecord, seed: u64, now: Instant) -> Box<dyn TableGame> {
    match_game!(record, AnyRecord(r): G => Box::new(Played::<G>::restore(r, seed, now)) as Box<dyn TableGame>)
}

/// The tags of `record` beyond the standard ones.
pub fn extra_tags(record: &AnyRecord) -> &[(String, String)] {
    match_game!(record, AnyRecord(r) => &r.extra)
}

/// `record` as the table's file keeps it: with `players` and `extra` tags, as an online game.
pub fn tagged(record: AnyRecord, players: [String; 2], extra: Vec<(String, String)>) -> String {
    match_game!(record, AnyRecord(r) => Record { event: "Online game".into(), players, extra, ..r }.to_string())
}

/// The result token and the `Termination` of `record`: `("0-1", "resignation")`.
pub fn ending(record: &AnyRecord) -> (&'static str, &'static str) {
    match_game!(record, AnyRecord(r) => (r.result(), r.termination()))
}

/// The moves played in `record`.
pub fn moves_of(record: &AnyRecord) -> usize {
    match_game!(record, AnyRecord(r) => r.game.moves().len())
}
