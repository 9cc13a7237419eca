//! One online game between two people: a shared [`MatchRunner`] behind a lock, the names at
//! its two seats, and a counter that goes up with every move, watched by every screen showing
//! the game. Only the player seated on the side to move can play.

use crate::match_runner::MatchRunner;
use crate::record::Record;
use crate::rules::{Move, PlayError, Side, Tactigon};
use crate::saves;
use crate::setup::{GameSetup, Player, SetupError};
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Instant;
use tokio::sync::watch;

/// A shared game.
pub struct Table {
    /// The table's number in the lobby.
    pub id: u64,
    state: Mutex<State>,
    moved: watch::Sender<u64>,
    /// The record file the game is kept in after every change, if any.
    file: Option<PathBuf>,
}

struct State {
    runner: MatchRunner<Tactigon>,
    /// Who sits at Red and Green.
    seats: [Option<String>; 2],
}

/// What the lobby shows of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The table's number.
    pub id: u64,
    /// Who sits at Red and Green.
    pub seats: [Option<String>; 2],
    /// Moves played.
    pub moves: usize,
    /// Whether the game has ended.
    pub over: bool,
}

/// Why a move was not played at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The player is not seated on the side to move (a spectator, or the other player).
    NotYourMove,
    /// The rules refuse the move.
    Illegal(PlayError),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::NotYourMove => f.write_str("not your move"),
            Refusal::Illegal(e) => e.fmt(f),
        }
    }
}

impl Table {
    /// A standard game with `host` seated on `side`, the other seat open, kept in `file`.
    pub fn open(id: u64, host: &str, side: Side, file: Option<PathBuf>, now: Instant) -> Result<Table, SetupError> {
        let setup = GameSetup { red: Player::Human, green: Player::Human, ..GameSetup::default() };
        let game = setup.start(false)?;
        let mut seats = [None, None];
        seats[side as usize] = Some(host.to_string());
        let runner = MatchRunner::new(setup, game, false, 0, id, now);
        let table = Table { id, state: Mutex::new(State { runner, seats }), moved: watch::channel(0).0, file };
        table.keep();
        Ok(table)
    }

    /// The table kept in `file` as `record`, whose player tags name who sits where.
    pub fn restore(id: u64, record: &Record, file: PathBuf, now: Instant) -> Table {
        let setup = GameSetup {
            red: Player::Human,
            green: Player::Human,
            ..<crate::rules::Tactigon as crate::playable::Playable>::setup_of(record)
        };
        let game = saves::game_until(&record.game, usize::MAX);
        let seats = record.players.clone().map(|name| (!name.is_empty()).then_some(name));
        let runner = MatchRunner::new(setup, game, false, 0, id, now);
        Table { id, state: Mutex::new(State { runner, seats }), moved: watch::channel(0).0, file: Some(file) }
    }

    /// The record kept on disk: the game, with the seated players' names as its players.
    fn stored(&self) -> String {
        let state = self.state();
        let mut record = state.runner.record();
        record.event = "Online game".to_string();
        record.players = state.seats.clone().map(Option::unwrap_or_default);
        record.to_string()
    }

    /// Writes the table's record (a failure is reported on the server's error output: the
    /// game goes on, only a restart would lose it).
    fn keep(&self) {
        let Some(file) = &self.file else { return };
        if let Err(e) = crate::storage::write_atomic(file, &self.stored()) {
            eprintln!("tactigon serve: cannot keep table #{} in {}: {e}", self.id, file.display());
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Seats `name` on the open seat; the side taken, or `None` when both are taken.
    pub fn join(&self, name: &str) -> Option<Side> {
        let mut state = self.state();
        let side = [Side::Red, Side::Green].into_iter().find(|&s| state.seats[s as usize].is_none())?;
        state.seats[side as usize] = Some(name.to_string());
        drop(state);
        self.keep();
        self.moved.send_modify(|n| *n += 1);
        Some(side)
    }

    /// The side `name` plays here, if seated.
    pub fn side_of(&self, name: &str) -> Option<Side> {
        let state = self.state();
        [Side::Red, Side::Green].into_iter().find(|&s| state.seats[s as usize].as_deref() == Some(name))
    }

    /// The game so far.
    pub fn record(&self) -> Record {
        self.state().runner.record()
    }

    /// The moves so far.
    pub fn moves(&self) -> Vec<Move> {
        self.state().runner.game().moves().to_vec()
    }

    /// Plays `m` for `name`, who must be seated on the side to move, with both seats taken.
    pub fn play(&self, name: &str, m: Move, now: Instant) -> Result<(), Refusal> {
        let mut state = self.state();
        let turn = state.runner.turn();
        let full = state.seats.iter().all(Option::is_some);
        if !full || state.seats[turn as usize].as_deref() != Some(name) {
            return Err(Refusal::NotYourMove);
        }
        state.runner.play(m, now).map_err(Refusal::Illegal)?;
        drop(state);
        self.keep();
        self.moved.send_modify(|n| *n += 1);
        Ok(())
    }

    /// Whether `host` sits here alone before any move.
    pub fn waiting_for_opponent(&self, host: &str) -> bool {
        let state = self.state();
        let seated: Vec<&String> = state.seats.iter().flatten().collect();
        state.runner.game().moves().is_empty() && seated == [host]
    }

    /// Removes the table's file; true (the table can go) unless the file is there and stays.
    pub fn discard(&self) -> bool {
        let Some(file) = &self.file else { return true };
        match std::fs::remove_file(file) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                eprintln!("tactigon serve: cannot remove {}: {e}", file.display());
                false
            }
            _ => true,
        }
    }

    /// Told of every move and every player seated.
    pub fn watch(&self) -> watch::Receiver<u64> {
        self.moved.subscribe()
    }

    /// What the lobby lists.
    pub fn summary(&self) -> Summary {
        let state = self.state();
        Summary {
            id: self.id,
            seats: state.seats.clone(),
            moves: state.runner.game().moves().len(),
            over: state.runner.over(),
        }
    }
}
