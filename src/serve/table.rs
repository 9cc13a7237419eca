//! One online game between two people: the shared game behind a lock, who sits at its two
//! seats, its clocks and how it ended off the board, and a counter that goes up with every
//! change, watched by every screen showing the game. Only the player holding the seat of the
//! side to move can play; the table is written to its record file after every change.

use super::clock::{self, Clocks, TimeControl};
pub use super::refusal::Refusal;
use super::seats::{Reclaim, Sitter, Who};
pub use super::table_game::Offer;
use super::table_game::TableGame;
use super::terms::Terms;
use crate::playable::AnyRecord;
use crate::record::Verdict;
use crate::setup::SetupError;
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};
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
    verdict: Option<Verdict>,
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
}

impl State {
    fn over(&self) -> bool {
        self.verdict.is_some() || self.game.over()
    }

    /// Ends the game when the side to move's flag fell by `now`; true if it did just now.
    fn flag(&mut self, now: Instant) -> bool {
        let Some(side) = self.clocks.as_ref().and_then(|c| c.fallen(now)) else { return false };
        if self.over() {
            return false;
        }
        self.verdict = Some(Verdict::win(1 - side, "time forfeit"));
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
        let state = State { game, terms, seats, clocks, verdict: None };
        let table = Table { id, state: Mutex::new(state), moved: watch::channel(0).0, file, writing: Mutex::default() };
        table.keep();
        Ok(table)
    }

    /// The table kept in `file` as `record`: its player tags name who sits where, its extra
    /// tags keep the clock and the reconnect codes. Nobody holds a seat until they come back.
    pub fn restore(id: u64, record: &AnyRecord, file: PathBuf, now: Instant) -> Table {
        let (extra, verdict) = match record {
            AnyRecord::Tactigon(r) => (&r.extra, r.verdict.clone()),
            AnyRecord::Taacoca(r) => (&r.extra, r.verdict.clone()),
        };
        let tag = |name: &str| extra.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
        let words = |name: &str| {
            let mut it = tag(name).unwrap_or_default().split_whitespace().map(|w| (w != "-").then(|| w.to_string()));
            [it.next().flatten(), it.next().flatten()]
        };
        let control = tag("TimeControl").and_then(TimeControl::from_tag);
        let clocks = control.map(|c| match tag("Clocks").and_then(Clocks::left_from_tag) {
            Some(left) => Clocks::resumed(c, left),
            None => Clocks::new(c),
        });
        let [codes, keys] = [words("Reconnect"), words("Keys")];
        let mut seats = [None, None];
        for (i, name) in record.players().iter().enumerate() {
            if !name.is_empty() {
                let code = codes[i].clone().unwrap_or_else(super::seats::new_code);
                seats[i] = Some(Sitter::restored(name.clone(), keys[i].clone(), code, now));
            }
        }
        let state = State {
            game: TableGame::restore(record, id, now),
            terms: Terms::of(record, control),
            seats,
            clocks,
            verdict,
        };
        Table { id, state: Mutex::new(state), moved: watch::channel(0).0, file: Some(file), writing: Mutex::default() }
    }

    /// The record kept on disk: the game with the seated players' names as its players, how
    /// it ended off the board, and the time control, clocks, reconnect codes and keys as tags.
    fn stored(&self) -> String {
        let state = self.state();
        let names = state.seats.clone().map(|s| s.map(|s| s.name).unwrap_or_default());
        let pair = |f: &dyn Fn(&Sitter) -> Option<String>| {
            state
                .seats
                .iter()
                .map(|s| s.as_ref().and_then(f).unwrap_or_else(|| "-".into()))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut tags = vec![("Reconnect".to_string(), pair(&|s| Some(s.code.clone())))];
        if state.seats.iter().flatten().any(|s| s.key.is_some()) {
            tags.push(("Keys".to_string(), pair(&|s| s.key.clone())));
        }
        if let Some(c) = &state.clocks {
            tags.push(("TimeControl".to_string(), c.control.tag()));
            tags.push(("Clocks".to_string(), c.tag()));
        }
        let verdict = state.verdict.clone();
        match state.game.record() {
            AnyRecord::Tactigon(r) => {
                crate::record::Record { event: "Online game".into(), players: names, extra: tags, verdict, ..r }
                    .to_string()
            }
            AnyRecord::Taacoca(r) => {
                crate::record::Record { event: "Online game".into(), players: names, extra: tags, verdict, ..r }
                    .to_string()
            }
        }
    }

    /// Writes the table's record (a failure is reported on the server's error output: the
    /// game goes on, only a restart would lose it).
    fn keep(&self) {
        let Some(file) = &self.file else { return };
        let _writing = self.writing.lock().unwrap_or_else(PoisonError::into_inner);
        if let Err(e) = crate::storage::write_atomic(file, &self.stored()) {
            eprintln!("tactigon serve: cannot keep table #{} in {}: {e}", self.id, file.display());
        }
    }

    /// Keeps the table on disk and tells every screen showing it.
    fn changed(&self) {
        self.keep();
        self.moved.send_modify(|n| *n += 1);
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Seats `who` on the open seat; the seat taken, or `None` when both are taken.
    pub fn join(&self, who: &Who, now: Instant) -> Option<usize> {
        let mut state = self.state();
        let seat = (0..2).find(|&i| state.seats[i].is_none())?;
        state.seats[seat] = Some(Sitter::new(who));
        state.start_clock(now);
        drop(state);
        self.changed();
        Some(seat)
    }

    /// The seat of the player named `name`, if seated.
    pub fn seat_of(&self, name: &str) -> Option<usize> {
        let state = self.state();
        (0..2).find(|&i| state.seats[i].as_ref().is_some_and(|s| s.name == name))
    }

    /// The reconnect code of the seat `who` holds.
    pub fn code_of(&self, who: &Who) -> Option<String> {
        let state = self.state();
        state.held(who).and_then(|i| state.seats[i].as_ref()).map(|s| s.code.clone())
    }

    /// Gives `who` their seat back (see [`Sitter::reclaim`]).
    pub fn reclaim(&self, who: &Who, code: Option<&str>, now: Instant) -> Result<(), Reclaim> {
        let mut state = self.state();
        let seat = state.seats.iter_mut().flatten().find(|s| s.name == who.name).ok_or(Reclaim::NotSeated)?;
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
    pub fn offer(&self, app: &crate::tui::app::App) -> Offer {
        self.state().game.offer(app)
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
        let mine = state.held(who).ok_or(Refusal::NotYourMove)?;
        let away = state.seats[1 - mine].as_ref().and_then(|s| s.away_since);
        if away.is_none_or(|t| now.saturating_duration_since(t) < WINDOW) {
            return Err(Refusal::NoClaim);
        }
        state.verdict = Some(Verdict::win(mine, "abandoned"));
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
        state.game.resign(mine);
        state.stop(now);
        drop(state);
        self.changed();
        Ok(())
    }

    /// The lines the game screen adds for `who` at `now`: the players and their clocks, how
    /// the game ended off the board, a player away, and `who`'s reconnect code.
    pub fn notes(&self, who: &Who, now: Instant) -> Vec<String> {
        let state = self.state();
        let sides = state.terms.sides();
        let left = state.clocks.as_ref().map(|c| c.at(now));
        // One short line each: the side panel is narrow.
        let mut notes: Vec<String> = (0..2)
            .map(|i| {
                let name = state.seats[i].as_ref().map_or("(open)", |s| s.name.as_str());
                let time = left.map(|l| format!(" {}", clock::show(l[i]))).unwrap_or_default();
                format!("{} {name}{time}", sides[i])
            })
            .collect();
        if let Some(v) = &state.verdict {
            let (won, lost) = (sides[v.winner()], sides[1 - v.winner()]);
            notes.push(match v.termination {
                "time forfeit" => format!("{won} wins on time"),
                _ => format!("{won} wins: {lost} left"),
            });
        }
        let mine = state.held(who);
        if !state.over() && state.seats.iter().all(Option::is_some) {
            for (i, seat) in state.seats.iter().enumerate() {
                let Some((seat, since)) = seat.as_ref().and_then(|s| Some((s, s.away_since?))) else { continue };
                let rest = WINDOW.saturating_sub(now.saturating_duration_since(since));
                if !rest.is_zero() {
                    notes.push(format!("waiting for {}", seat.name));
                    notes.push(format!("(reconnect window {})", clock::show(rest)));
                } else if mine == Some(1 - i) {
                    notes.push(format!("{} did not come back:", seat.name));
                    notes.push("W claims the win".to_string());
                } else {
                    notes.push(format!("{} is away", seat.name));
                }
            }
        }
        if let Some(seat) = mine.and_then(|i| state.seats[i].as_ref()) {
            notes.push(match &seat.key {
                Some(_) => "your key takes the seat back".to_string(),
                None => format!("reconnect code: {}", seat.code),
            });
        }
        notes
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
        }
    }
}
