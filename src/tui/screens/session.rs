//! A game on screen: the match (see [`crate::match_runner`]) and what the screen adds to it:
//! the cursor and the picked-up piece, bots thinking on the worker, hints, flashes, dialogs
//! and the status line. No terminal I/O.

mod bots;

use super::cursor::{Cursor, Dir};
use super::dialog::{Dialog, Prompt};
use super::move_list::{MoveList, move_tiles};
use super::status::{Status, Tone, capital, describe};
use crate::bots::Limits;
use crate::match_runner::{HistoryError, MatchRunner};
use crate::rules::{Combat, Game, Move, Position, Side, Tactigon};
use crate::setup::{GameSetup, Player};
use crate::tui::worker::{BotMode, Worker};
use std::sync::Arc;
use std::time::{Duration, Instant};

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
pub struct Session {
    /// The game, its players, bot scheduling and the autosave policy.
    pub runner: MatchRunner,
    /// The cursor on the board.
    pub cursor: Cursor,
    /// The tile whose piece is picked up.
    pub picked: Option<u8>,
    /// The status line.
    pub status: Status,
    /// The prompt under the board, when open.
    pub prompt: Option<Prompt>,
    /// The file the game was last saved to, offered again by the save prompt.
    pub saved_as: Option<std::path::PathBuf>,
    /// The open dialog.
    pub dialog: Option<Dialog>,
    /// A suggested move for the human.
    pub hint: Option<Move>,
    /// A bot move being flashed, until when.
    pub flash: Option<(Move, Instant)>,
    /// Lines scrolled back in the move list.
    pub scroll: usize,
    thinking: Option<(Worker<Tactigon>, Purpose)>,
    move_list: MoveList,
}

impl Session {
    /// A session for `game`; `watch` for bot-against-bot viewing.
    pub fn new(setup: GameSetup, game: Game, watch: bool, delay_ms: u64, seed: u64, now: Instant) -> Session {
        let cursor = Cursor::start(&game, &setup);
        let mut s = Session {
            runner: MatchRunner::new(setup, game, watch, delay_ms, seed, now),
            cursor,
            picked: None,
            status: Status { text: String::new(), tone: Tone::Info },
            prompt: None,
            saved_as: None,
            dialog: None,
            hint: None,
            flash: None,
            scroll: 0,
            thinking: None,
            move_list: MoveList::default(),
        };
        if s.game().outcome().is_none() {
            s.info(format!("{} to move", s.turn_name()));
        }
        s.after_change();
        s
    }

    /// The game and its history.
    pub fn game(&self) -> &Game {
        self.runner.game()
    }

    /// How the game was set up.
    pub fn setup(&self) -> &GameSetup {
        self.runner.setup()
    }

    /// Whether this is bot against bot, driven by the watch controls.
    pub fn watching(&self) -> bool {
        self.runner.watching()
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.runner.position()
    }

    /// Who controls a side.
    pub fn player(&self, side: Side) -> Player {
        self.runner.player(side)
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
        let side = self.position().turn();
        format!("{} ({})", capital(side.name()), self.player(side).label())
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
        self.cursor.step(self.runner.position().board(), dir);
    }

    /// Enter or Space on the cursor's tile: pick up, put down, or move.
    pub fn activate(&mut self, ctx: &Ctx) {
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
            self.play(Move::Pass, ctx);
            return;
        }
        let pos = *self.position();
        let here = pos.board().tile(self.cursor.tile);
        let piece = pos.piece_at_index(self.cursor.tile);
        match self.picked {
            Some(from) if from == self.cursor.tile => {
                self.picked = None;
                self.info(format!("put the piece back on {here}"));
            }
            _ if piece.is_some_and(|p| p.side == pos.turn()) => {
                let p = piece.expect("checked");
                self.picked = Some(self.cursor.tile);
                let n = pos.destinations(self.cursor.tile, p.kind).count_ones();
                if n == 0 {
                    self.info(format!("the {} on {here} has nowhere to go", p.kind));
                } else {
                    self.info(format!("{} on {here}: {n} destination{} — choose one", p.kind, plural(n)));
                }
            }
            Some(from) => {
                let m = Move::Step { from: pos.board().tile(from), to: here, capture: piece.is_some() };
                self.play(m, ctx);
            }
            None => match piece {
                Some(p) => self.error(format!("the {p} on {here} is not yours: it is {}'s turn", pos.turn())),
                None => self.error(format!("there is no piece on {here}: pick one of {}'s pieces", pos.turn())),
            },
        }
    }

    /// Plays a move of the human to move, explaining an illegal one in the status line.
    pub fn play(&mut self, m: Move, ctx: &Ctx) {
        let before = *self.position();
        match self.runner.play(m, ctx.now) {
            Ok(()) => {
                self.picked = None;
                self.hint = None;
                self.status = describe(&before, m);
                self.after_change();
            }
            Err(e) => self.error(format!("{m}: {e}")),
        }
    }

    /// Whether a person is to move and cannot: `pass` is the only legal move.
    fn must_pass(&self) -> bool {
        self.human_to_move() && self.game().legal_moves() == [Move::Pass]
    }

    /// Opens dialogs and scrolls after the game changed; tells a person who cannot move how
    /// to pass.
    fn after_change(&mut self) {
        self.scroll = 0;
        if let Some(o) = self.game().outcome() {
            self.picked = None;
            self.dialog = Some(Dialog::GameOver(0));
            self.status = Status { text: format!("Game over: {}", capital(&o.to_string())), tone: Tone::News };
        } else if self.must_pass() {
            let side = capital(self.position().turn().name());
            let text = format!("{} — {side} cannot move: Enter passes", self.status.text);
            self.status = Status { text, tone: Tone::News };
        }
    }

    /// Takes back the last move, and the bot replies before it, so a person is to move.
    pub fn undo(&mut self) {
        match self.runner.undo() {
            Err(HistoryError::Watching) => self.error("undo is for games with a person playing"),
            Err(HistoryError::Nothing) => {
                self.thinking = None;
                self.error("nothing to undo")
            }
            Ok(()) => {
                self.thinking = None;
                self.clear_marks();
                self.dialog = None;
                let text = format!("took back to move {}: {} to move", self.position().fullmove(), self.turn_name());
                self.info(text);
            }
        }
    }

    /// Replays moves taken back, up to the next turn of a person.
    pub fn redo(&mut self) {
        match self.runner.redo() {
            Err(HistoryError::Watching) => self.error("redo is for games with a person playing"),
            Err(HistoryError::Nothing) => self.error("nothing to redo"),
            Ok(()) => {
                self.thinking = None;
                self.clear_marks();
                let text = format!("replayed to move {}: {} to move", self.position().fullmove(), self.turn_name());
                self.info(text);
                self.after_change();
            }
        }
    }

    fn clear_marks(&mut self) {
        self.picked = None;
        self.hint = None;
        self.flash = None;
        self.scroll = 0;
    }

    /// Esc: drops the picked-up piece or the hint.
    pub fn cancel(&mut self) {
        if self.picked.take().is_some() {
            self.info("put the piece back");
        } else if self.hint.take().is_some() || self.thinking_about_hint() {
            self.thinking = None;
            self.info("hint cleared");
        } else {
            self.info("q leaves the game, ? shows every key");
        }
    }

    /// Moves the cursor to a clicked tile and acts on it.
    pub fn click(&mut self, tile: u8, ctx: &Ctx) {
        self.cursor.set(self.runner.position().board(), tile);
        self.activate(ctx)
    }

    /// The destinations of the picked-up piece with what an attack there would do.
    pub fn destinations(&self) -> Vec<(u8, Option<Combat>)> {
        let Some(from) = self.picked else { return Vec::new() };
        let pos = self.position();
        let Some(piece) = pos.piece_at_index(from) else { return Vec::new() };
        crate::rules::BitsIter(pos.destinations(from, piece.kind))
            .map(|to| (to, pos.piece_at_index(to).map(|d| piece.kind.attack(d.kind))))
            .collect()
    }

    /// The move list in notation, one line per move number: `12. b1-b2 c9xc8`.
    pub fn move_lines(&self) -> Arc<[String]> {
        self.move_list.lines(self.game().positions(), self.game().moves())
    }

    /// The tile indices a move starts and ends on.
    pub fn move_tiles(&self, m: Move) -> Vec<u8> {
        move_tiles(self.position().board(), m)
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.game().moves().last().copied()
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}
