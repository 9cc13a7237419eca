//! One game between two players, free of any screen: the game and its history, who controls
//! each side, when a bot is due to move (with watch mode's pause, single step and delay), undo
//! and redo that take back a bot's reply with the person's move, and when the autosave must be
//! written or removed. The terminal game and the arena drive it; a network session can too.
//!
//! A screen never lets the runner run a bot itself: [`MatchRunner::bot_request`] hands out the bot
//! and the game to think about, and [`MatchRunner::bot_answer`] takes the move back, so threads
//! stay with the caller. A match nobody watches (the arena) calls
//! [`MatchRunner::play_bots_to_end`] on a thread of its own instead.

mod autosave;
mod clock;
mod errors;

pub use errors::{BotPlayError, HistoryError};

use crate::bots::{BotSpec, DEFAULT_EXPERT_LEVEL, Limits};
use crate::clock::Clocks;
use crate::playable::Playable;
use crate::saves::record_of;
use crate::setup::Player;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use tactigon_core::arena::SearchTotals;
use tactigon_core::record::Record;
use tactigon_core::{Agreement, Forfeit, History};

/// The record tag that says how a player failed and lost: `engine:./mine (Green) crashed …`.
pub const FAILURE_TAG: &str = "Failure";

/// The pauses between moves in watch mode that faster/slower step through, in milliseconds.
pub const WATCH_DELAYS: [u64; 8] = [0, 100, 250, 500, 1000, 1500, 2500, 4000];

/// The next pause of [`WATCH_DELAYS`] after `delay_ms`: shorter when `faster`.
pub fn next_delay(delay_ms: u64, faster: bool) -> u64 {
    let i = WATCH_DELAYS.iter().position(|&d| d >= delay_ms).unwrap_or(WATCH_DELAYS.len() - 1);
    let i = if faster { i.saturating_sub(1) } else { (i + 1).min(WATCH_DELAYS.len() - 1) };
    WATCH_DELAYS[i]
}

/// A bot asked to move: think with `bot` about `game`, then hand the move to
/// [`MatchRunner::bot_answer`] together with the bot.
pub struct BotRequest<G: Playable> {
    /// The bot, to be handed back with its move (it keeps what it learned between moves).
    pub bot: Bot<G>,
    /// The game to move in.
    pub game: History<G>,
}

pub use crate::bots::Bot;
pub use autosave::Autosave;
pub use clock::{CLOCK_TAGS, clocks_of};

/// One game between two players.
pub struct MatchRunner<G: Playable> {
    setup: G::Config,
    game: History<G>,
    watch: bool,
    paused: bool,
    step: bool,
    delay_ms: u64,
    next_bot_at: Instant,
    bots: [Option<Bot<G>>; 2],
    seed: u64,
    bot_seeds: [u64; 2],
    search: [SearchTotals; 2],
    autosave: bool,
    /// The moves the autosave holds, whether it holds the game as ended and the clocks it
    /// holds; `None` when it holds another game.
    autosaved: Option<(Vec<G::Move>, bool, Option<Clocks>)>,
    /// Whether the last autosave of this game could not be written.
    autosave_failed: bool,
    /// How a player (an external engine) failed and lost the game, as the record tells it.
    failure: Option<String>,
    /// Whether the autosave file is this game's: until then, an unfinished game there is
    /// kept before this one is written over it.
    owns_autosave: bool,
    /// The clocks, in a game with a time control.
    clocks: Option<Clocks>,
    /// Whether the screen has paused the game, stopping the clocks.
    clocks_paused: bool,
}

impl<G: Playable> MatchRunner<G> {
    /// A match of `game` set up by `setup`; `watch` for bot against bot with a pause of
    /// `delay_ms` between moves; `seed` seeds the bots.
    pub fn new(
        setup: G::Config,
        game: History<G>,
        watch: bool,
        delay_ms: u64,
        seed: u64,
        now: Instant,
    ) -> MatchRunner<G> {
        let clocks = G::clock(&setup).map(Clocks::new);
        let autosaved = Some((game.moves().to_vec(), game.outcome().is_some(), clocks.clone()));
        MatchRunner {
            setup,
            game,
            watch,
            paused: false,
            step: false,
            delay_ms,
            next_bot_at: now,
            bots: [None, None],
            seed,
            bot_seeds: [seed, seed.wrapping_add(1)],
            search: [SearchTotals::default(); 2],
            autosave: false,
            autosaved,
            autosave_failed: false,
            failure: None,
            owns_autosave: false,
            clocks,
            clocks_paused: false,
        }
    }

    /// The same match with the Red and Green bots seeded by `seeds` (indexed by side) rather
    /// than from the match seed, as the arena fixes each bot's seed.
    pub fn with_bot_seeds(mut self, seeds: [u64; 2]) -> MatchRunner<G> {
        self.bot_seeds = seeds;
        self
    }

    /// How the game was set up (for rematches).
    pub fn setup(&self) -> &G::Config {
        &self.setup
    }

    /// The game and its history.
    pub fn game(&self) -> &History<G> {
        &self.game
    }

    /// The game, once the match is done with it.
    pub fn into_game(self) -> History<G> {
        self.game
    }

    /// The position now.
    pub fn position(&self) -> &G::Position {
        self.game.position()
    }

    /// Who controls a side.
    pub fn player(&self, side: G::Side) -> Player {
        G::players(&self.setup)[G::side_index(side)]
    }

    /// The side to move.
    pub fn turn(&self) -> G::Side {
        G::side_to_move(self.position())
    }

    /// Whether this is bot against bot, driven by the watch controls.
    pub fn watching(&self) -> bool {
        self.watch
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        self.game.is_over()
    }

    /// Whether a person is to move in a game that goes on.
    pub fn human_to_move(&self) -> bool {
        !self.over() && self.player(self.turn()).is_human()
    }

    /// Plays a person's move; the bot to reply may start at once.
    pub fn play(&mut self, m: G::Move, now: Instant) -> Result<(), G::PlayError> {
        // A flag that fell since the last look ends the game before the move.
        if self.keep_clocks(now) {
            return Ok(());
        }
        let side = G::side_index(self.turn());
        self.game.play(m)?;
        self.clock_moved(side, now);
        self.next_bot_at = now;
        Ok(())
    }

    /// The bot due to move now, if one is: its turn, the game going on, its delay over and,
    /// when watching, not paused (or a single step asked for).
    pub fn bot_request(&mut self, now: Instant, limits: Limits) -> Option<BotRequest<G>> {
        let side = self.turn();
        let player = self.player(side);
        let go = !self.watch || !self.paused || self.step;
        if player.is_human() || self.over() || !go || now < self.next_bot_at {
            return None;
        }
        self.step = false;
        let mut bot = self.take_bot(side, player, limits);
        self.tell_time(&mut bot, now);
        Some(BotRequest { bot, game: self.game.clone() })
    }

    /// A bot's move for the side to move; an illegal one pauses the match.
    pub fn bot_answer(&mut self, bot: Bot<G>, m: G::Move, now: Instant) -> Result<(), G::PlayError> {
        // A bot whose time ran out while it thought loses on time, whatever it found.
        if self.keep_clocks(now) {
            return Ok(());
        }
        let side = G::side_index(self.turn());
        self.answered(bot, m)?;
        // Set first, so that the clocks stop for the watching delay from this move on.
        self.next_bot_at = now + if self.watch { Duration::from_millis(self.delay_ms) } else { Duration::ZERO };
        self.clock_moved(side, now);
        Ok(())
    }

    /// Lets the bots play on this thread, with no pauses, until the game ends (its outcome) or
    /// `max_plies` moves are on the board (`None`); `stop` cuts each search short.
    pub fn play_bots_to_end(
        &mut self,
        limits: Limits,
        stop: &AtomicBool,
        max_plies: usize,
    ) -> Result<Option<G::Outcome>, BotPlayError<G>> {
        loop {
            if let Some(outcome) = self.game.outcome() {
                return Ok(Some(outcome));
            }
            if self.game.moves().len() >= max_plies {
                return Ok(None);
            }
            let side = self.turn();
            let player = self.player(side);
            if player.is_human() {
                return Err(BotPlayError::HumanToMove(side));
            }
            let mut bot = self.take_bot(side, player, limits);
            let mv = bot.choose(&self.game, stop);
            if let Err(error) = self.answered(bot, mv) {
                // An illegal move leaves the game as it was, so this is the position it was chosen in.
                let position = self.position().to_string();
                return Err(BotPlayError::Illegal { bot: player, mv, position, error });
            }
        }
    }

    /// The bot of `side` (`player`, not a person): the one that moved before, or a new one.
    fn take_bot(&mut self, side: G::Side, player: Player, limits: Limits) -> Bot<G> {
        let i = G::side_index(side);
        let seed = self.bot_seeds[i];
        self.bots[i].take().unwrap_or_else(|| match player {
            Player::Engine(engine) => G::engine(&engine.spec().command, limits),
            Player::Bot(spec) => G::bot(spec, seed, limits),
            Player::Human => unreachable!("a person's side asks no bot"),
        })
    }

    /// Keeps the bot of the side to move and its search figures, and plays its move; a bot
    /// that failed (an engine that crashed, was late or answered nonsense) loses the game
    /// instead, and is dropped, which ends its process.
    fn answered(&mut self, bot: Bot<G>, m: G::Move) -> Result<(), G::PlayError> {
        let side = self.turn();
        if let Some(failure) = bot.failure() {
            self.failure = Some(format!("{} ({}) {}", self.player(side), G::side_name(side), failure.why));
            return self.game.forfeit(side, failure.how);
        }
        let i = G::side_index(side);
        if let Some(info) = bot.info() {
            self.search[i].add_search(&info);
        }
        self.bots[i] = Some(bot);
        self.game.play(m).inspect_err(|_| self.bot_lost())
    }

    /// What the bot of `side` searched, summed over its moves so far.
    pub fn search_totals(&self, side: G::Side) -> SearchTotals {
        self.search[G::side_index(side)]
    }

    /// A bot that stopped without a usable move: the match pauses.
    pub fn bot_lost(&mut self) {
        self.paused = true;
        self.step = false;
    }

    /// An expert bot to suggest a move to the person to move.
    pub fn hint_bot(&self, limits: Limits) -> Bot<G> {
        G::bot(BotSpec::Expert(DEFAULT_EXPERT_LEVEL), self.seed ^ 0x4849_4e54, limits)
    }

    /// Takes back the last move, and the bot replies before it, so a person is to move.
    pub fn undo(&mut self) -> Result<(), HistoryError> {
        if self.watch {
            return Err(HistoryError::Watching);
        }
        if self.game.withdraw_forfeit() {
            return Ok(());
        }
        self.game.undo().ok_or(HistoryError::Nothing)?;
        while !self.player(self.turn()).is_human() && !self.game.moves().is_empty() {
            self.game.undo();
        }
        Ok(())
    }

    /// `side`, played by a person, loses off the board as `how` says (resigns, runs out of
    /// time, leaves); whether it was taken (not when watching, for a bot's side, or once the
    /// game is over).
    pub fn forfeit(&mut self, side: G::Side, how: Forfeit) -> bool {
        !self.watch && self.player(side).is_human() && self.game.forfeit(side, how).is_ok()
    }

    /// Ends the game as the players agreed (a draw, an abort); whether it was taken (not when
    /// watching, once the game is over, or for a draw in a game that is never drawn).
    pub fn agree(&mut self, how: Agreement) -> bool {
        !self.watch && self.game.agree(how).unwrap_or(false)
    }

    /// Replays moves taken back, up to the next turn of a person.
    pub fn redo(&mut self) -> Result<(), HistoryError> {
        if self.watch {
            return Err(HistoryError::Watching);
        }
        if !self.game.can_redo() {
            return Err(HistoryError::Nothing);
        }
        self.game.redo();
        while !self.player(self.turn()).is_human() && self.game.can_redo() {
            self.game.redo();
        }
        Ok(())
    }

    /// Watch mode: whether play is paused.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Watch mode: pauses or resumes; returns whether it is now paused.
    pub fn toggle_pause(&mut self) -> bool {
        self.paused = !self.paused;
        self.paused
    }

    /// Watch mode: one move while paused.
    pub fn step_once(&mut self) {
        self.paused = true;
        self.step = true;
    }

    /// Watch mode: the pause between moves, in milliseconds.
    pub fn delay_ms(&self) -> u64 {
        self.delay_ms
    }

    /// Watch mode: a shorter (`faster`) or longer pause between moves; returns the new one.
    pub fn change_speed(&mut self, faster: bool) -> u64 {
        self.delay_ms = next_delay(self.delay_ms, faster);
        self.delay_ms
    }

    /// How a player (an external engine) failed and so lost the game: who, which side, what.
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// The game as a record, its players in the game's player tags; a player's failure is
    /// in its [`FAILURE_TAG`] tag.
    pub fn record(&self) -> Record<G> {
        let mut record = record_of(&self.game, G::players(&self.setup));
        if let Some(why) = &self.failure {
            record.extra.push((FAILURE_TAG.to_string(), why.clone()));
        }
        self.clock_tags(&mut record);
        record
    }
}
