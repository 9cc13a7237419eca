//! A game on screen: the match (see [`tactigon_games::match_runner`]) and what the screen adds to it:
//! the cursor and the picked-up piece, bots thinking on the worker, hints, flashes, dialogs
//! and the status line. No terminal I/O.

mod bots;
mod looking;
mod referee;
mod shared;
mod takeback;

pub use referee::Referee;
pub use shared::{ONLY_WATCHING, Shared};

use super::cursor::{Cursor, Dir};
use super::dialog::{Dialog, GameFor, Prompt};
use super::move_list::MoveList;
use super::status::{Status, Tone};
use crate::games::{GameUi, Picking, Warning};
use crate::keymap::{Entry, GameCmd, state_keys};
use crate::worker::{BotMode, Worker};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_core::History;
use tactigon_games::bots::Limits;
use tactigon_games::match_runner::MatchRunner;
use tactigon_games::setup::Player;

/// How long a bot's move stays flashed.
pub const FLASH: Duration = Duration::from_millis(900);

/// What a bot request is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    /// The move of the side to move.
    Play,
    /// A suggestion for the human to move.
    Hint,
}

/// Settings that come from outside the session.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    /// The time now.
    pub now: Instant,
    /// Bot limits per move.
    pub limits: Limits,
    /// Threads or inline.
    pub mode: BotMode,
}

/// One game on screen: the match and what the screen adds to it.
pub struct Session<G: GameUi> {
    /// The game, its players, bot scheduling and the autosave policy.
    pub runner: MatchRunner<G>,
    /// The cursor on the board.
    pub cursor: Cursor,
    /// What a person has picked on the board towards a move.
    pub picked: G::Pick,
    /// The status line.
    pub status: Status,
    /// The prompt under the board, when open.
    pub prompt: Option<Prompt>,
    /// The file the game was last saved to, offered again by the save prompt.
    pub saved_as: Option<std::path::PathBuf>,
    /// The open dialog.
    pub dialog: Option<Dialog>,
    /// A suggested move for the human.
    pub hint: Option<G::Move>,
    /// A bot move being flashed, until when.
    pub flash: Option<(G::Move, Instant)>,
    /// Lines scrolled back in the move list.
    pub scroll: usize,
    /// The number of moves of the earlier position shown instead of the game's, read-only.
    pub view: Option<usize>,
    /// What the person to move should answer this turn: the game's threats, a repeated
    /// position, a draw count running out.
    pub warnings: Vec<Warning>,
    /// Lines a host adds under the turn line (an online table's players, clocks and absences).
    pub notes: Vec<String>,
    /// The last two moves as told in the status line, latest last, so that a bot's reply
    /// does not wipe out what the person's move did.
    events: [Option<Status>; 2],
    /// A bot has moved or the game has ended since the app last asked (for the bell).
    alert: bool,
    thinking: Option<(Worker<G>, Purpose)>,
    move_list: MoveList<G>,
    /// Judges the person's moves (a puzzle's), answering for the other side.
    pub referee: Option<Box<dyn Referee<G>>>,
    /// Set on the copy of an online table's game (see [`Shared`]).
    pub shared: Option<Shared>,
}

impl<G: GameUi> Session<G> {
    /// A session for `game`; `watch` for bot-against-bot viewing.
    pub fn new(setup: G::Config, game: History<G>, watch: bool, delay_ms: u64, seed: u64, now: Instant) -> Session<G> {
        let runner = MatchRunner::new(setup, game, watch, delay_ms, seed, now);
        // On the side of the person playing (the side to move if both or neither are
        // people), so that a player who moves second does not start among the bot's pieces.
        let turn = runner.turn();
        let other = G::SIDES[1 - G::side_index(turn)];
        let side = if !runner.player(turn).is_human() && runner.player(other).is_human() { other } else { turn };
        let pos = runner.position();
        let cursor = Cursor::on(&G::shape(pos), G::home_cell(pos, side));
        let mut s = Session {
            runner,
            cursor,
            picked: G::Pick::default(),
            status: Status { text: String::new(), tone: Tone::Info },
            prompt: None,
            saved_as: None,
            dialog: None,
            hint: None,
            flash: None,
            scroll: 0,
            view: None,
            warnings: Vec::new(),
            notes: Vec::new(),
            events: [None, None],
            alert: false,
            thinking: None,
            move_list: MoveList::default(),
            referee: None,
            shared: None,
        };
        if s.game().outcome().is_none() {
            s.info(format!("{} to move", s.turn_name()));
        }
        s.after_change();
        s
    }

    /// The game and its history.
    pub fn game(&self) -> &History<G> {
        self.runner.game()
    }

    /// How the game was set up.
    pub fn setup(&self) -> &G::Config {
        self.runner.setup()
    }

    /// Whether this is bot against bot, driven by the watch controls.
    pub fn watching(&self) -> bool {
        self.runner.watching()
    }

    /// What the game is for: played, watched, or a puzzle being solved.
    pub fn game_for(&self) -> GameFor {
        match (self.referee.is_some(), self.watching(), self.spectating()) {
            (true, _, _) => GameFor::Puzzle,
            (false, true, _) => GameFor::Watching,
            (false, false, true) => GameFor::Spectating,
            (false, false, false) => GameFor::Playing,
        }
    }

    /// Whether this is a puzzle and its solver (the side to move at the start) has won.
    pub fn puzzle_solved(&self) -> bool {
        let solver = G::side_to_move(self.game().start());
        self.referee.is_some() && self.game().outcome().and_then(G::winner) == Some(solver)
    }

    /// The position now.
    pub fn position(&self) -> &G::Position {
        self.runner.position()
    }

    /// Who controls a side.
    pub fn player(&self, side: G::Side) -> Player {
        self.runner.player(side)
    }

    /// Who plays `side`, as the screen names them: with a referee (a puzzle) the person is
    /// "You", the side it answers for "Puzzle".
    pub fn player_label(&self, side: G::Side) -> String {
        match (&self.shared, &self.referee) {
            (Some(shared), _) => shared.names[G::side_index(side)].clone(),
            (None, Some(_)) if side == G::side_to_move(self.game().start()) => "You".into(),
            (None, Some(_)) => "Puzzle".into(),
            (None, None) => self.player(side).label(),
        }
    }

    /// Whether a person is to move in a game that goes on.
    pub fn human_to_move(&self) -> bool {
        self.runner.human_to_move()
    }

    /// When the bot (or hint) in progress started thinking, if one is.
    pub fn thinking_since(&self) -> Option<Instant> {
        self.thinking.as_ref().map(|(w, _)| w.started)
    }

    /// Whether the thinking in progress is a hint for the human.
    pub fn thinking_about_hint(&self) -> bool {
        matches!(self.thinking, Some((_, Purpose::Hint)))
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        self.runner.over()
    }

    fn turn_name(&self) -> String {
        let side = self.runner.turn();
        format!("{} ({})", G::side_name(side), self.player_label(side))
    }

    /// Shows plain information in the status line.
    pub fn info(&mut self, text: impl Into<String>) {
        self.status = Status { text: text.into(), tone: Tone::Info };
    }

    /// Scrolls the move list `by` lines back into the past (negative: towards the latest).
    pub fn scroll_moves(&mut self, by: i32) {
        let most = self.move_lines().len().saturating_sub(1);
        self.scroll = (self.scroll as i32 + by).clamp(0, most as i32) as usize;
    }

    /// Shows what went wrong in the status line.
    pub fn error(&mut self, text: impl Into<String>) {
        self.status = Status { text: text.into(), tone: Tone::Error };
    }

    /// Forgets an error message once the player has moved on (opened or edited a prompt), so
    /// that the prompt shows only errors about what is typed in it.
    pub fn clear_error(&mut self) {
        if self.status.tone == Tone::Error {
            self.info(format!("{} to move", self.turn_name()));
        }
    }

    /// Moves the cursor to the neighbouring hexagon in a direction.
    pub fn move_cursor(&mut self, dir: Dir) {
        self.cursor.step(&G::shape(self.position()), dir);
    }

    /// The keys that act in the current state beyond the game screen's own.
    pub fn state_keys(&self) -> &'static [Entry<GameCmd>] {
        state_keys(
            self.view.is_some(),
            self.spectating(),
            self.watching(),
            self.thinking_since().is_some(),
            G::picking(&self.picked).then_some(G::PICKED_KEYS),
            self.over(),
            self.shared.is_some(),
        )
    }

    /// Enter or Space on the cursor's tile: pick up, put down, or move.
    pub fn activate(&mut self, ctx: &Ctx) {
        if self.view.is_some() {
            self.error("this is an earlier position: Esc returns to the game");
            return;
        }
        if let Some((w, _)) = &self.thinking {
            w.hurry();
            self.info("asked the bot to move now");
            return;
        }
        if let Some(o) = self.game().outcome() {
            self.error(format!("the game is over ({o}): press n for a new game"));
            return;
        }
        if !self.human_to_move() {
            self.info("waiting for the bot");
            return;
        }
        if self.must_pass() {
            self.play(G::pass(), ctx);
            return;
        }
        match G::pick(&mut self.picked, self.runner.position(), self.cursor.tile) {
            Picking::Say(status) => self.status = status,
            Picking::Play(m) => self.play(m, ctx),
        }
    }

    /// `<` or `>`: the game's choice for what is picked (Taacoca's directions).
    pub fn choose(&mut self, which: usize, ctx: &Ctx) {
        if self.view.is_some() || !self.human_to_move() {
            self.error("directions are chosen on a person's turn in the game");
            return;
        }
        match G::choose(&mut self.picked, self.runner.position(), which) {
            Picking::Say(status) => self.status = status,
            Picking::Play(m) => self.play(m, ctx),
        }
    }

    /// Plays a move of the human to move, explaining an illegal one in the status line.
    pub fn play(&mut self, m: G::Move, ctx: &Ctx) {
        let Some(reply) = self.judge(m) else { return };
        let before = *self.position();
        match self.runner.play(m, ctx.now) {
            Ok(()) => {
                self.picked = G::Pick::default();
                self.hint = None;
                self.told(G::describe(&before, m));
                if let Some(r) = reply {
                    self.reply(r, ctx.now);
                }
                self.after_change();
            }
            Err(e) => self.error(format!("{m}: {e}")),
        }
    }

    /// Whether a person is to move and cannot: `pass` is the only legal move.
    pub(crate) fn must_pass(&self) -> bool {
        self.human_to_move() && self.game().legal_moves() == [G::pass()]
    }

    /// Shows a move just played in the status line, keeping the one before.
    pub(super) fn told(&mut self, status: Status) {
        self.events = [self.events[1].take(), Some(status.clone())];
        self.status = status;
    }

    /// Whether a bot has moved or the game has ended since the last call.
    pub fn take_alert(&mut self) -> bool {
        std::mem::take(&mut self.alert)
    }

    /// The event to show before the status line's own message: the move before the one it
    /// tells, or the last move when it says something else. Not beside errors.
    pub fn earlier_event(&self) -> Option<&Status> {
        let [earlier, last] = &self.events;
        match self.status.tone {
            Tone::Error => None,
            _ if last.as_ref() == Some(&self.status) => earlier.as_ref(),
            _ => last.as_ref(),
        }
    }

    /// Opens dialogs and scrolls after the game changed; tells a person who cannot move how
    /// to pass; looks for what the person to move must be warned of.
    fn after_change(&mut self) {
        self.scroll = 0;
        self.warnings = self.find_warnings();
        if let Some(o) = self.game().outcome() {
            self.alert = true;
            self.picked = G::Pick::default();
            self.dialog = Some(Dialog::game_over(self.game_for()));
            self.status = Status { text: format!("Game over: {}", G::reason(o)), tone: Tone::News };
        } else if self.must_pass() {
            // Not an event: the pass that follows is told beside the move before it, not
            // beside this prompt.
            let side = G::side_name(self.runner.turn());
            self.status = Status { text: format!("{side} cannot move: Enter passes"), tone: Tone::News };
        }
    }

    /// The number of the move to be played now.
    pub fn move_number(&self) -> u32 {
        G::move_number(self.position()).0
    }

    fn clear_marks(&mut self) {
        self.view = None;
        self.events = [None, None];
        self.picked = G::Pick::default();
        self.hint = None;
        self.flash = None;
        self.scroll = 0;
    }

    /// Esc: back to the game from an earlier position, or drops the picked-up piece or the hint.
    pub fn cancel(&mut self) {
        if self.view.take().is_some() {
            self.info("back to the game");
        } else if G::picking(&std::mem::take(&mut self.picked)) {
            self.info(G::PUT_BACK);
        } else if self.hint.take().is_some() || self.thinking_about_hint() {
            self.thinking = None;
            self.info("hint cleared");
        } else {
            self.info("q leaves the game, ? shows every key");
        }
    }

    /// Moves the cursor to a clicked tile and acts on it.
    pub fn click(&mut self, tile: u16, ctx: &Ctx) {
        self.cursor.set(&G::shape(self.position()), tile);
        self.activate(ctx)
    }

    /// The move list in notation, one line per move number: `12. b1-b2 c9xc8`.
    pub fn move_lines(&self) -> Arc<[String]> {
        self.move_list.lines(self.game().positions(), self.game().moves())
    }

    /// The index of the first move on each line of [`Session::move_lines`].
    pub fn line_starts(&self) -> Arc<[usize]> {
        self.move_list.starts(self.game().positions(), self.game().moves())
    }

    /// The cells a move played in the current position starts and ends on.
    pub fn move_cells(&self, m: G::Move) -> Vec<u16> {
        G::move_cells(self.position(), m)
    }

    /// The cells the move that led to the position shown started and ended on.
    pub fn last_move_cells(&self) -> Vec<u16> {
        let game = self.game();
        match self.view.unwrap_or(game.moves().len()).checked_sub(1) {
            Some(i) => G::move_cells(&game.positions()[i], game.moves()[i]),
            None => Vec::new(),
        }
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<G::Move> {
        self.game().moves().last().copied()
    }
}
