//! One online game between two people: the shared game behind a lock (which also holds how
//! it ended off the board: a resignation, a flag, a player gone), who sits at its two seats,
//! its clocks, a rematch asked for, and a counter that goes up with every change, watched by
//! every screen showing the game. Only the player holding the seat of the side to move can
//! play; the table is written to its record file (`disk`) after every change.

mod disk;
mod notes;

use super::clock::Clocks;
pub use super::refusal::Refusal;
use super::seats::{Reclaim, Sitter, Who};
pub use super::table_game::Offer;
use super::table_game::TableGame;
use super::terms::Terms;
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};
use tactigon_core::Forfeit;
use tactigon_games::games::AnyRecord;
use tactigon_games::setup::SetupError;
use tactigon_tui::app::App;
use tokio::sync::watch;

/// How long a player who dropped has to come back before the opponent may claim the win.
pub const WINDOW: Duration = Duration::from_secs(120);

/// A shared game.
pub struct Table {
    /// The table's number in the lobby.
    pub id: u64,
    state: Mutex<State>,
    moved: watch::Sender<u64>,
    /// The record file the game is kept in after every change, if any.
    file: Option<PathBuf>,
    /// Held while the file is written: the temporary file of an atomic write is named per
    /// process, so two threads must not write the same table at once.
    writing: Mutex<()>,
}

struct State {
    game: TableGame,
    terms: Terms,
    seats: [Option<Sitter>; 2],
    clocks: Option<Clocks>,
    /// The table opened as this game's rematch, and who asked for it.
    rematch: Option<(u64, String)>,
    /// The only player who may take the open seat: the opponent a rematch was opened for.
    kept_for: Option<String>,
}

/// What the lobby shows of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The table's number.
    pub id: u64,
    /// Who sits at the first and the second player's seat.
    pub seats: [Option<String>; 2],
    /// The sides' names, first player first.
    pub sides: [&'static str; 2],
    /// The game, board, rules and clock, as words.
    pub terms: String,
    /// Moves played.
    pub moves: usize,
    /// Whether the game has ended.
    pub over: bool,
    /// The only player who may take the open seat, if it is kept for one.
    pub kept_for: Option<String>,
    /// The fingerprints of the keys the seats were taken with, if they were: only those
    /// keys take them back.
    pub keys: [Option<String>; 2],
}

impl State {
    fn new(game: TableGame, terms: Terms, seats: [Option<Sitter>; 2], clocks: Option<Clocks>) -> State {
        State { game, terms, seats, clocks, rematch: None, kept_for: None }
    }

    fn over(&self) -> bool {
        self.game.over()
    }

    /// Ends the game when the side to move's flag fell by `now`; true if it did just now.
    fn flag(&mut self, now: Instant) -> bool {
        let Some(side) = self.clocks.as_ref().and_then(|c| c.fallen(now)) else { return false };
        if self.over() {
            return false;
        }
        self.game.forfeit(side, Forfeit::Time);
        self.stop(now);
        true
    }

    fn stop(&mut self, now: Instant) {
        if let Some(c) = &mut self.clocks {
            c.stop(now);
        }
    }

    /// Starts the clock of the side to move once both players are here and the game goes on.
    fn start_clock(&mut self, now: Instant) {
        let here = self.seats.iter().all(|s| s.as_ref().is_some_and(|s| s.holder.is_some()));
        let turn = self.game.turn();
        if here
            && !self.over()
            && let Some(c) = &mut self.clocks
        {
            c.start(turn, now);
        }
    }

    fn held(&self, who: &Who) -> Option<usize> {
        (0..2).find(|&i| self.seats[i].as_ref().is_some_and(|s| s.held_by(who)))
    }

    /// The seat of `who`'s opponent if `who` may claim the win at `now`: the game goes on
    /// and the opponent dropped and did not come back within [`WINDOW`].
    fn claimable(&self, who: &Who, now: Instant) -> Option<usize> {
        let gone = 1 - self.held(who)?;
        let away = self.seats[gone].as_ref()?.away_since?;
        (!self.over() && now.saturating_duration_since(away) >= WINDOW).then_some(gone)
    }
}

impl Table {
    /// A new game on `terms` with `host` seated as the first (0) or second (1) player.
    pub fn open(
        id: u64,
        host: &Who,
        side: usize,
        terms: Terms,
        file: Option<PathBuf>,
        now: Instant,
    ) -> Result<Table, SetupError> {
        let game = TableGame::new(terms.setup(), id, now)?;
        let mut seats = [None, None];
        seats[side.min(1)] = Some(Sitter::new(host));
        let clocks = terms.clock.map(Clocks::new);
        let table = Table::of(id, State::new(game, terms, seats, clocks), file);
        table.keep();
        Ok(table)
    }

    fn of(id: u64, state: State, file: Option<PathBuf>) -> Table {
        Table { id, state: Mutex::new(state), moved: watch::channel(0).0, file, writing: Mutex::default() }
    }

    /// Keeps the table on disk and tells every screen showing it.
    fn changed(&self) {
        self.keep();
        self.moved.send_modify(|n| *n += 1);
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Seats `who` on the open seat; the seat taken, or `None` when both are taken or the
    /// open one is kept for someone else.
    pub fn join(&self, who: &Who, now: Instant) -> Option<usize> {
        let mut state = self.state();
        let seat = (0..2).find(|&i| state.seats[i].is_none())?;
        if state.kept_for.as_ref().is_some_and(|name| !who.answers_to(name)) {
            return None;
        }
        state.kept_for = None;
        state.seats[seat] = Some(Sitter::new(who));
        state.start_clock(now);
        drop(state);
        self.changed();
        Some(seat)
    }

    /// The name of the opponent `who` may claim the win over at `now`, if they may.
    pub fn claimable(&self, who: &Who, now: Instant) -> Option<String> {
        let state = self.state();
        state.claimable(who, now).and_then(|i| state.seats[i].as_ref()).map(|s| s.name.clone())
    }

    /// The players' names, first player first ("(open)" for a seat nobody took).
    pub fn names(&self) -> [String; 2] {
        self.state().seats.clone().map(|s| s.map_or_else(|| "(open)".to_string(), |s| s.name))
    }

    /// The seat taken under a name `who` answers to, held or not.
    pub fn seat_of(&self, who: &Who) -> Option<usize> {
        let state = self.state();
        (0..2).find(|&i| state.seats[i].as_ref().is_some_and(|s| who.answers_to(&s.name)))
    }

    /// The seat `who`'s connection holds.
    pub fn held(&self, who: &Who) -> Option<usize> {
        self.state().held(who)
    }

    /// The reconnect code of the seat `who` holds.
    pub fn code_of(&self, who: &Who) -> Option<String> {
        let state = self.state();
        state.held(who).and_then(|i| state.seats[i].as_ref()).map(|s| s.code.clone())
    }

    /// Gives `who` their seat back (see [`Sitter::reclaim`]).
    pub fn reclaim(&self, who: &Who, code: Option<&str>, now: Instant) -> Result<(), Reclaim> {
        let mut state = self.state();
        let seat = state.seats.iter_mut().flatten().find(|s| who.answers_to(&s.name)).ok_or(Reclaim::NotSeated)?;
        let was_held = seat.held_by(who);
        seat.reclaim(who, code)?;
        state.start_clock(now);
        drop(state);
        if !was_held {
            self.changed();
        }
        Ok(())
    }

    /// Connection `conn` ended: a seat it held waits for its player from `now`.
    pub fn dropped(&self, conn: u64, now: Instant) {
        let mut state = self.state();
        let before = state.seats.clone();
        state.seats.iter_mut().flatten().for_each(|s| s.dropped(conn, now));
        let changed = state.seats != before;
        drop(state);
        if changed {
            self.changed();
        }
    }

    /// The game so far.
    pub fn record(&self) -> AnyRecord {
        self.state().game.record()
    }

    /// How `app`, a player's copy of the game, differs from it.
    pub fn offer(&self, app: &App) -> Offer {
        self.state().game.offer(app)
    }

    /// Brings `app`'s copy of the game up to date (see [`TableGame::catch_up`]); false when
    /// it must be reloaded.
    pub fn catch_up(&self, app: &mut App, now: Instant) -> bool {
        self.state().game.catch_up(app, now)
    }

    /// Plays the move written `word` for `who`, who must hold the seat of the side to move,
    /// with both seats taken, on the clock.
    pub fn play(&self, who: &Who, word: &str, now: Instant) -> Result<(), Refusal> {
        let mut state = self.state();
        let turn = state.game.turn();
        let full = state.seats.iter().all(Option::is_some);
        if !full || state.held(who) != Some(turn) {
            return Err(Refusal::NotYourMove);
        }
        if state.flag(now) {
            drop(state);
            self.changed();
            return Err(Refusal::Over);
        }
        if state.over() {
            return Err(Refusal::Over);
        }
        state.game.play(word, now).map_err(Refusal::Illegal)?;
        let over = state.game.over();
        if let Some(c) = &mut state.clocks {
            if over { c.stop(now) } else { c.moved(turn, now) }
        }
        drop(state);
        self.changed();
        Ok(())
    }

    /// Moves played.
    pub fn moves(&self) -> usize {
        self.state().game.moves()
    }

    /// Lets time pass: a flag that fell by `now` ends the game. True if something changed.
    pub fn check(&self, now: Instant) -> bool {
        let fell = self.state().flag(now);
        if fell {
            self.changed();
        }
        fell
    }

    /// `who` claims the win: their opponent dropped and did not come back within [`WINDOW`].
    pub fn claim(&self, who: &Who, now: Instant) -> Result<(), Refusal> {
        let mut state = self.state();
        if state.over() {
            return Err(Refusal::Over);
        }
        state.held(who).ok_or(Refusal::NotYourMove)?;
        let gone = state.claimable(who, now).ok_or(Refusal::NoClaim)?;
        state.game.forfeit(gone, Forfeit::Abandoned);
        state.stop(now);
        drop(state);
        self.changed();
        Ok(())
    }

    /// `who` resigns the game they are seated at.
    pub fn resign(&self, who: &Who, now: Instant) -> Result<(), Refusal> {
        let mut state = self.state();
        if state.over() {
            return Err(Refusal::Over);
        }
        let mine = state.held(who).ok_or(Refusal::NotYourMove)?;
        state.game.forfeit(mine, Forfeit::Resignation);
        state.stop(now);
        drop(state);
        self.changed();
        Ok(())
    }

    /// What a rematch of this game asked for by `who` needs: the seat they held, the
    /// opponent's name, the terms, and the rematch already opened by someone, if any.
    pub fn rematch_terms(&self, who: &Who) -> Result<(usize, String, Terms, Option<u64>), Refusal> {
        let state = self.state();
        let mine = state.held(who).ok_or(Refusal::NotSeated)?;
        if !state.over() {
            return Err(Refusal::NotOver);
        }
        let opponent = state.seats[1 - mine].as_ref().map(|s| s.name.clone()).unwrap_or_default();
        Ok((mine, opponent, state.terms.clone(), state.rematch.as_ref().map(|r| r.0)))
    }

    /// Table `id` was opened as this game's rematch, asked for by `who`.
    pub fn rematch_opened(&self, id: u64, who: &Who) {
        self.state().rematch = Some((id, who.name.clone()));
        self.changed();
    }

    /// Keeps the open seat for the player named `name` alone.
    pub fn keep_for(&self, name: String) {
        self.state().kept_for = Some(name);
    }

    /// Whether `conn` sits here alone before any move.
    pub fn waiting_for_opponent(&self, conn: u64) -> bool {
        let state = self.state();
        let seated: Vec<&Sitter> = state.seats.iter().flatten().collect();
        state.game.moves() == 0 && seated.len() == 1 && seated[0].holder == Some(conn)
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

    /// Told of every move, every player seated or gone, and the end of the game.
    pub fn watch(&self) -> watch::Receiver<u64> {
        self.moved.subscribe()
    }

    /// What the lobby lists.
    pub fn summary(&self) -> Summary {
        let state = self.state();
        Summary {
            id: self.id,
            seats: state.seats.clone().map(|s| s.map(|s| s.name)),
            sides: state.terms.sides(),
            terms: state.terms.describe(),
            moves: state.game.moves(),
            over: state.over(),
            kept_for: state.kept_for.clone(),
            keys: state.seats.clone().map(|s| s.and_then(|s| s.key)),
        }
    }
}
