//! The game on a table, of either game: a [`MatchRunner`] of Tactigon or of Taacoca, how a
//! move made on a player's own copy (their app) is taken over by the shared game, and how a
//! copy catches up with what was played elsewhere.

use ::taacoca::Taacoca;
use std::time::Instant;
use tactigon_core::{Forfeit, GameRules};
use tactigon_games::games::{AnyRecord, AnySetup};
use tactigon_games::match_runner::MatchRunner;
use tactigon_games::playable::Playable;
use tactigon_games::saves;
use tactigon_games::setup::{Player, SetupError};
use tactigon_rules::Tactigon;
use tactigon_tui::app::App;
use tactigon_tui::games::GameUi;

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
    /// By a resignation, which the table may take from the seated player.
    Resign,
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

    /// Brings `app`'s copy up to the game: the moves played since, and a loss off the board,
    /// arrive on it as made elsewhere, and what its viewer was doing stays; false (it must be
    /// reloaded) when the copy is not behind this game but different.
    pub fn catch_up(&self, app: &mut App, now: Instant) -> bool {
        match self {
            TableGame::Tactigon(r) => catch_up_of(r, app, now),
            TableGame::Taacoca(r) => catch_up_of(r, app, now),
        }
    }

    /// The player at `side` (0 first, 1 second) loses off the board as `how` says.
    pub fn forfeit(&mut self, side: usize, how: Forfeit) {
        match self {
            TableGame::Tactigon(r) => r.forfeit(Tactigon::SIDES[side.min(1)], how),
            TableGame::Taacoca(r) => r.forfeit(Taacoca::SIDES[side.min(1)], how),
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

fn runner_of<G: Playable>(record: &tactigon_core::record::Record<G>, seed: u64, now: Instant) -> MatchRunner<G> {
    let mut setup = G::setup_of(record);
    G::set_players(&mut setup, [Player::Human, Player::Human]);
    MatchRunner::new(setup, saves::game_until(&record.game, usize::MAX), false, 0, seed, now)
}

fn offer_of<G: GameUi>(runner: &MatchRunner<G>, app: &App) -> Offer {
    let Some(copy) = app.session_of::<G>() else { return Offer::Other };
    let (local, shared) = (copy.game(), runner.game());
    match local.moves().len().checked_sub(shared.moves().len()) {
        Some(0) if local.moves() == shared.moves() => match (local.forfeited(), shared.forfeited()) {
            (Some((_, Forfeit::Resignation)), None) => Offer::Resign,
            _ => Offer::Same,
        },
        Some(1) if local.moves().starts_with(shared.moves()) => {
            local.moves().last().map_or(Offer::Other, |m| Offer::Move(m.to_string()))
        }
        _ => Offer::Other,
    }
}

fn catch_up_of<G: GameUi>(runner: &MatchRunner<G>, app: &mut App, now: Instant) -> bool {
    let Some(copy) = app.session_of_mut::<G>() else { return false };
    let (shared, local) = (runner.game(), copy.game());
    let behind = shared.moves().starts_with(local.moves())
        && local.forfeited().is_none_or(|lost| shared.forfeited() == Some(lost));
    if !behind {
        return false;
    }
    let done = local.moves().len();
    if !shared.moves()[done..].iter().all(|&m| copy.arrived(m, now)) {
        return false;
    }
    match shared.forfeited() {
        Some((loser, how)) if copy.game().forfeited().is_none() => copy.lost_elsewhere(loser, how),
        _ => true,
    }
}

fn play<G: Playable>(runner: &mut MatchRunner<G>, word: &str, now: Instant) -> Result<(), String> {
    let m = G::read_move(runner.position(), word).map_err(|e| e.to_string())?;
    runner.play(m, now).map_err(|e| e.to_string())
}
