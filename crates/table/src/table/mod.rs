//! One online game between two people: the game (any game, see [`crate::game`]), who sits
//! at its two seats, its clocks, how it ended off the board, and a rematch asked for. A
//! player acts by a [`Command`] from the seat their connection holds; the table checks it,
//! changes, and publishes a new [`View`] that every screen showing the game is drawn from.
//!
//! Locking: the state's mutex is held only to check a command, change the state and publish
//! the new view and the file's text (handed to the store's writer, never written here). No
//! screen code runs under it: a screen takes the view (an `Arc`) and lets go at once.

mod answers;
mod asks;
mod disk;
mod life;
mod listing;
mod notes;
mod ongoing;
mod state;

use crate::clock::Clocks;
use crate::command::{Command, Event, View};
use crate::game;
pub use crate::refusal::Refusal;
use crate::seats::{Reclaim, Sitter, Who};
use crate::store::{Listener, Writer};
use crate::terms::Terms;
pub use disk::Unrestorable;
pub use life::{MIN_WINDOW, WINDOW, first_move_wait, reconnect_window};
pub use listing::Listed;
pub use ongoing::Ongoing;
use state::State;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::Instant;
use tactigon_games::AnyRecord;
use tactigon_games::setup::SetupError;
use tokio::sync::watch;

/// A shared game.
pub struct Table {
    /// The table's number in the lobby.
    pub id: u64,
    core: Arc<Core>,
    /// The writer that keeps the table in the store after every change, if one does.
    writer: Option<Arc<Writer>>,
}

/// The state and its views, shared with the writer, which tells the table how its writes
/// went (see [`Listener`]).
struct Core {
    state: Mutex<State>,
    view: watch::Sender<Arc<View>>,
    /// Changes that may change what the lobby lists of the table, counted (under the state's
    /// lock): see [`Table::edits`].
    edits: AtomicU64,
}

/// Changes announced at every table of the process: a list of tables' summaries read when
/// it last stood at the same number is still true (the server's lobby keeps one such list
/// for all its screens instead of reading every table for each).
static CHANGES: AtomicU64 = AtomicU64::new(0);

/// The number of changes announced at all tables of the process so far.
pub fn changes() -> u64 {
    CHANGES.load(Ordering::Acquire)
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

impl Table {
    /// A new game on `terms` with `host` seated as the first (0) or second (1) player, kept
    /// by `writer` if there is one.
    pub fn open(
        id: u64,
        host: &Who,
        side: usize,
        terms: Terms,
        writer: Option<Arc<Writer>>,
        now: Instant,
    ) -> Result<Table, SetupError> {
        let game = game::start(terms.setup(), id, now)?;
        let mut seats = [None, None];
        seats[side.min(1)] = Some(Sitter::new(host));
        let clocks = terms.clock.map(Clocks::new);
        let table = Table::of(id, State::new(game, terms, seats, clocks), writer);
        table.publish(&mut table.state(), Event::Opened);
        Ok(table)
    }

    fn of(id: u64, state: State, writer: Option<Arc<Writer>>) -> Table {
        let view = state.view(Event::Opened);
        let core = Core { state: Mutex::new(state), view: watch::channel(Arc::new(view)).0, edits: AtomicU64::new(0) };
        Table { id, core: Arc::new(core), writer }
    }

    /// Publishes the state as changed by `event`: a new view for every screen, and what the
    /// writer is to keep: the record of a game going on, the finished game once (or, for an
    /// aborted one, that the table is forgotten). Called with the state locked, so that
    /// versions and writes follow the changes in order.
    fn publish(&self, state: &mut State, event: Event) {
        self.core.announce(state, event);
        let Some(writer) = &self.writer else { return };
        let to: Weak<dyn Listener> = Arc::downgrade(&self.core) as Weak<Core>;
        if !state.over() {
            writer.save(self.id, state.stored(), to);
        } else if !std::mem::replace(&mut state.handed, true) {
            match state.finished(self.id) {
                Some(game) => writer.finish(self.id, game, to),
                None => writer.remove(self.id, to),
            }
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.core.lock()
    }

    /// Carries out `command` from `who` at `now` (see [`Command`]); what changed, or why the
    /// table refused. A flag that fell before a player's command (the mover's, for a move)
    /// is taken first: the game is over.
    pub fn command(&self, who: &Who, command: Command, now: Instant) -> Result<Event, Refusal> {
        let mut state = self.state();
        let acts = match command {
            Command::Play(_) => state.mover(who).is_ok(),
            _ => state.held(who).is_some(),
        };
        if acts && let Some(event) = state.time_out(now) {
            self.publish(&mut state, event);
            return Err(Refusal::Over);
        }
        let event = state.command(who, command, now)?;
        self.publish(&mut state, event);
        Ok(event)
    }

    /// Plays the move written `word` (as records write it) for `who`: [`Command::Play`].
    pub fn play(&self, who: &Who, word: &str, now: Instant) -> Result<(), Refusal> {
        let m = {
            let state = self.state();
            state.mover(who)?;
            state.game.read(word)?
        };
        self.command(who, Command::Play(m), now).map(drop)
    }

    /// `who` resigns the game they are seated at: [`Command::Resign`].
    pub fn resign(&self, who: &Who, now: Instant) -> Result<(), Refusal> {
        self.command(who, Command::Resign, now).map(drop)
    }

    /// `who` claims the win: [`Command::Claim`].
    pub fn claim(&self, who: &Who, now: Instant) -> Result<(), Refusal> {
        self.command(who, Command::Claim, now).map(drop)
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
        self.publish(&mut state, Event::Seated(seat));
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
        let seat = (0..2).find(|&i| state.seats[i].as_ref().is_some_and(|s| who.answers_to(&s.name)));
        let sitter = seat.and_then(|i| state.seats[i].as_mut()).ok_or(Reclaim::NotSeated)?;
        let was_held = sitter.held_by(who);
        sitter.reclaim(who, code)?;
        // Taken back by the same connection, no view is published: the lobby reads it again.
        self.core.edited();
        state.start_clock(now);
        if let Some(seat) = seat.filter(|_| !was_held) {
            self.publish(&mut state, Event::Back(seat));
        }
        Ok(())
    }

    /// Connection `conn` ended: a seat it held waits for its player from `now`. Whether it
    /// held one.
    pub fn dropped(&self, conn: u64, now: Instant) -> bool {
        let mut state = self.state();
        let held = (0..2).find(|&i| state.seats[i].as_ref().is_some_and(|s| s.holder == Some(conn)));
        if let Some(seat) = held {
            state.seats.iter_mut().flatten().for_each(|s| s.dropped(conn, now));
            self.publish(&mut state, Event::Away(seat));
        }
        held.is_some()
    }

    /// Whether the game is to be rated: only players with accounts may sit at it.
    pub fn rated(&self) -> bool {
        self.state().terms.rated
    }

    /// The game, board, rules and clock.
    pub fn terms(&self) -> Terms {
        self.state().terms.clone()
    }

    /// The game so far.
    pub fn record(&self) -> AnyRecord {
        self.state().game.record()
    }

    /// Moves played.
    pub fn moves(&self) -> usize {
        self.state().game.moves()
    }

    /// Lets time pass: a flag that fell by `now` ends the game, a first move not made in
    /// time aborts it. True if something changed.
    pub fn check(&self, now: Instant) -> bool {
        let mut state = self.state();
        let event = state.time_out(now);
        if let Some(event) = event {
            self.publish(&mut state, event);
        }
        event.is_some()
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
        let mut state = self.state();
        state.rematch = Some((id, who.name.clone()));
        self.publish(&mut state, Event::Rematch(id));
    }

    /// Keeps the open seat for the player named `name` alone.
    pub fn keep_for(&self, name: String) {
        let mut state = self.state();
        state.kept_for = Some(name);
        // No view is published for it: what the lobby lists is read again.
        self.core.edited();
    }

    /// Whether `conn` sits here alone before any move.
    pub fn waiting_for_opponent(&self, conn: u64) -> bool {
        let mut state = self.state();
        let mut seated = state.seats.iter().flatten();
        let alone = matches!((seated.next(), seated.next()), (Some(s), None) if s.holder == Some(conn));
        // The seats first: the lobby asks every table, and counting moves walks the game.
        alone && state.progress().0 == 0
    }

    /// Whether the game is over and no seat is held by a connection but `conn`'s (which is
    /// ending): nobody is left at the table.
    pub fn left_after_the_end(&self, conn: u64) -> bool {
        let state = self.state();
        state.over() && state.seats.iter().flatten().all(|s| s.holder.is_none_or(|h| h == conn))
    }

    /// The table is closed: it is forgotten in the store (after any write queued before).
    pub fn discard(&self) {
        if let Some(writer) = &self.writer {
            writer.remove(self.id, Arc::downgrade(&self.core) as Weak<Core>);
        }
    }

    /// The table's views: a new one after every move, every player seated or gone, the end
    /// of the game, its archiving, and the writes failing or going through again.
    pub fn watch(&self) -> watch::Receiver<Arc<View>> {
        self.core.view.subscribe()
    }
}

impl Core {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts a change that may change what the lobby lists (with the state locked).
    fn edited(&self) {
        self.edits.fetch_add(1, Ordering::Release);
    }

    /// A new view of `state`, made by `event`, for every screen.
    fn announce(&self, state: &mut State, event: Event) {
        state.version += 1;
        self.edited();
        // Released after the edit: a reader that sees this change sees the table's edit.
        CHANGES.fetch_add(1, Ordering::AcqRel);
        self.view.send_replace(Arc::new(state.view(event)));
    }
}

impl Listener for Core {
    fn saving(&self, trouble: Option<String>) {
        let mut state = self.lock();
        if state.unsaved != trouble {
            state.unsaved = trouble;
            self.announce(&mut state, Event::Saving);
        }
    }

    fn archived(&self, game: tactigon_store::ArchivedGame) {
        let mut state = self.lock();
        state.archived = Some(game);
        self.announce(&mut state, Event::Archived);
    }
}
