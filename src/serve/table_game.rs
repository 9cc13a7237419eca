//! The game on a table, of either game: a [`MatchRunner`] of Tactigon or of Taacoca, and how
//! a move made on a player's own copy (their app) is taken over by the shared game.

use crate::engine::GameRules;
use crate::match_runner::MatchRunner;
use crate::playable::{AnyRecord, AnySetup, Playable};
use crate::rules::Tactigon;
use crate::saves;
use crate::setup::{Player, SetupError};
use crate::taacoca::Taacoca;
use crate::tui::app::App;
use crate::tui::games::GameUi;
use std::time::Instant;

/// A table's game.
pub enum TableGame {
    /// A game of Tactigon.
    Tactigon(MatchRunner<Tactigon>),
    /// A game of Taacoca.
    Taacoca(MatchRunner<Taacoca>),
}

/// How a player's copy of the game differs from the table's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// It does not.
    Same,
    /// By one move more (as written in records), which the table may take.
    Move(String),
    /// Otherwise (a move taken back, another game): the copy must be reloaded.
    Other,
}

impl TableGame {
    /// A new game set up by `setup` (people on both sides); `seed` numbers it.
    pub fn new(setup: AnySetup, seed: u64, now: Instant) -> Result<TableGame, SetupError> {
        Ok(match setup {
            AnySetup::Tactigon(s) => {
                let game = s.start(false)?;
                TableGame::Tactigon(MatchRunner::new(s, game, false, 0, seed, now))
            }
            AnySetup::Taacoca(s) => {
                let game = s.start()?;
                TableGame::Taacoca(MatchRunner::new(s, game, false, 0, seed, now))
            }
        })
    }

    /// The game of `record`, people on both sides.
    pub fn restore(record: &AnyRecord, seed: u64, now: Instant) -> TableGame {
        match record {
            AnyRecord::Tactigon(r) => TableGame::Tactigon(runner_of(r, seed, now)),
            AnyRecord::Taacoca(r) => TableGame::Taacoca(runner_of(r, seed, now)),
        }
    }

    /// The game so far (the players tagged `human`).
    pub fn record(&self) -> AnyRecord {
        match self {
            TableGame::Tactigon(r) => AnyRecord::Tactigon(r.record()),
            TableGame::Taacoca(r) => AnyRecord::Taacoca(r.record()),
        }
    }

    /// Moves played.
    pub fn moves(&self) -> usize {
        match self {
            TableGame::Tactigon(r) => r.game().moves().len(),
            TableGame::Taacoca(r) => r.game().moves().len(),
        }
    }

    /// The side to move: 0 the first player, 1 the second.
    pub fn turn(&self) -> usize {
        match self {
            TableGame::Tactigon(r) => Tactigon::side_index(r.turn()),
            TableGame::Taacoca(r) => Taacoca::side_index(r.turn()),
        }
    }

    /// Whether the moves have ended the game.
    pub fn over(&self) -> bool {
        match self {
            TableGame::Tactigon(r) => r.over(),
            TableGame::Taacoca(r) => r.over(),
        }
    }

    /// How `app`'s copy differs from the game.
    pub fn offer(&self, app: &App) -> Offer {
        match self {
            TableGame::Tactigon(r) => offer_of(r, app),
            TableGame::Taacoca(r) => offer_of(r, app),
        }
    }

    /// The player at `side` (0 first, 1 second) resigns.
    pub fn resign(&mut self, side: usize) {
        match self {
            TableGame::Tactigon(r) => r.resign(Tactigon::SIDES[side.min(1)]),
            TableGame::Taacoca(r) => r.resign(Taacoca::SIDES[side.min(1)]),
        };
    }

    /// Plays the move written `word`; why the notation or the rules refuse it.
    pub fn play(&mut self, word: &str, now: Instant) -> Result<(), String> {
        match self {
            TableGame::Tactigon(r) => play(r, word, now),
            TableGame::Taacoca(r) => play(r, word, now),
        }
    }
}

fn runner_of<G: Playable>(record: &crate::record::Record<G>, seed: u64, now: Instant) -> MatchRunner<G> {
    let mut setup = G::setup_of(record);
    G::set_players(&mut setup, [Player::Human, Player::Human]);
    MatchRunner::new(setup, saves::game_until(&record.game, usize::MAX), false, 0, seed, now)
}

/// `None` when the copy is not this game plus at most one move; else the move it has more.
fn offered<G: GameUi>(runner: &MatchRunner<G>, app: &App) -> Option<Option<G::Move>> {
    let local = app.session_of::<G>()?.game().moves();
    let shared = runner.game().moves();
    match local.len().checked_sub(shared.len())? {
        0 => (local == shared).then_some(None),
        1 if local.starts_with(shared) => Some(local.last().copied()),
        _ => None,
    }
}

fn offer_of<G: GameUi>(runner: &MatchRunner<G>, app: &App) -> Offer {
    match offered(runner, app) {
        None => Offer::Other,
        Some(None) => Offer::Same,
        Some(Some(m)) => Offer::Move(m.to_string()),
    }
}

fn play<G: Playable>(runner: &mut MatchRunner<G>, word: &str, now: Instant) -> Result<(), String> {
    let m = G::read_move(runner.position(), word).map_err(|e| e.to_string())?;
    runner.play(m, now).map_err(|e| e.to_string())
}
