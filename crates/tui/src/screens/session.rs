//! A game on screen: the match (see [`tactigon_games::match_runner`]) and what the screen adds to it:
//! what the game is for ([`Mode`]), the cursor and the picked-up piece, bots thinking on the
//! worker, hints, flashes, dialogs and the status line; the game screen's keys and clicks. No
//! terminal I/O.

mod bots;
mod clock;
mod input;
mod looking;
mod mode;
mod moves;
mod referee;
mod save;
mod screen;
mod shared;
mod takeback;
mod telling;

pub use mode::{LESSON_ONLY, Mode};
pub use referee::{Fault, Referee};
pub use shared::{ONLY_WATCHING, Shared, TableRequest};

use super::cursor::Cursor;
use super::dialog::{Dialog, Prompt};
use super::move_list::MoveList;
use super::status::{Status, Tone};
use crate::board_memo::BoardMemo;
use crate::games::{GameUi, Warning};
use crate::worker::{BotMode, Worker};
use std::path::PathBuf;
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
    runner: MatchRunner<G>,
    /// What the game is for, with what that use needs.
    mode: Mode<G>,
    /// The cursor on the board.
    cursor: Cursor,
    /// What a person has picked on the board towards a move.
    picked: G::Pick,
    /// Whether the board is drawn turned half a turn (`f`).
    pub flipped: bool,
    /// The status line.
    status: Status,
    /// The prompt under the board, when open.
    prompt: Option<Prompt>,
    /// The file the game was last saved to, offered again by the save prompt.
    saved_as: Option<PathBuf>,
    /// The open dialog.
    dialog: Option<Dialog>,
    /// A suggested move for the human.
    hint: Option<G::Move>,
    /// A bot move being flashed, until when.
    flash: Option<(G::Move, Instant)>,
    /// Lines scrolled back in the move list.
    scroll: usize,
    /// The number of moves of the earlier position shown instead of the game's, read-only.
    view: Option<usize>,
    /// What the person to move should answer this turn: the game's threats, a repeated
    /// position, a draw count running out.
    warnings: Vec<Warning>,
    /// Lines a host adds under the turn line (an online table's players, clocks and absences).
    notes: Vec<String>,
    /// The last two moves as told in the status line, latest last, so that a bot's reply
    /// does not wipe out what the person's move did.
    events: [Option<Status>; 2],
    /// A bot has moved or the game has ended since the app last asked (for the bell).
    alert: bool,
    thinking: Option<(Worker<G>, Purpose)>,
    move_list: MoveList<G>,
    /// The board as last drawn, for frames that show it again.
    board_memo: BoardMemo<G::Position>,
}

impl<G: GameUi> Session<G> {
    /// A session for `game`, played here ([`Mode::Local`]) or, with `watch`, bot against bot
    /// ([`Mode::Watch`]).
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
            mode: if watch { Mode::Watch } else { Mode::Local },
            cursor,
            picked: G::Pick::default(),
            flipped: false,
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
            board_memo: BoardMemo::default(),
        };
        if s.game().outcome().is_none() {
            s.info(format!("{} to move", s.turn_name()));
        }
        s.after_change();
        s
    }

    /// The match: the game, its players, bot scheduling and the autosave policy.
    pub fn runner(&self) -> &MatchRunner<G> {
        &self.runner
    }

    /// Whether the game is autosaved as it goes (the game "Continue" resumes).
    pub fn set_autosave(&mut self, on: bool) {
        self.runner.set_autosave(on);
    }

    /// The game and its history.
    pub fn game(&self) -> &History<G> {
        self.runner.game()
    }

    /// How the game was set up.
    pub fn setup(&self) -> &G::Config {
        self.runner.setup()
    }

    /// The position now.
    pub fn position(&self) -> &G::Position {
        self.runner.position()
    }

    /// Who controls a side.
    pub fn player(&self, side: G::Side) -> Player {
        self.runner.player(side)
    }

    /// Whether a person is to move in a game that goes on.
    pub fn human_to_move(&self) -> bool {
        self.runner.human_to_move()
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        self.runner.over()
    }

    /// The number of the move to be played now.
    pub fn move_number(&self) -> u32 {
        G::move_number(self.position()).0
    }

    /// When the bot (or hint) in progress started thinking, if one is.
    pub fn thinking_since(&self) -> Option<Instant> {
        self.thinking.as_ref().map(|(w, _)| w.started)
    }

    /// Whether the thinking in progress is a hint for the human.
    pub fn thinking_about_hint(&self) -> bool {
        matches!(self.thinking, Some((_, Purpose::Hint)))
    }

    /// The board as last drawn (see [`BoardMemo`]).
    pub fn board_memo(&self) -> &BoardMemo<G::Position> {
        &self.board_memo
    }

    /// The status line.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The cursor on the board.
    pub fn cursor(&self) -> Cursor {
        self.cursor
    }

    /// What a person has picked on the board towards a move.
    pub fn picked(&self) -> &G::Pick {
        &self.picked
    }

    /// The prompt under the board, when open.
    pub fn prompt(&self) -> Option<&Prompt> {
        self.prompt.as_ref()
    }

    /// The open dialog.
    pub fn dialog(&self) -> Option<Dialog> {
        self.dialog
    }

    /// Closes the open dialog, if any.
    pub fn close_dialog(&mut self) {
        self.dialog = None;
    }

    /// The move suggested to the person to move, if one was asked for.
    pub fn hint(&self) -> Option<G::Move> {
        self.hint
    }

    /// A move being flashed (a bot's, or one that arrived), and until when.
    pub fn flash(&self) -> Option<(G::Move, Instant)> {
        self.flash
    }

    /// Lines scrolled back in the move list.
    pub fn scroll(&self) -> usize {
        self.scroll
    }

    /// The number of moves of the earlier position shown instead of the game's, read-only.
    pub fn view(&self) -> Option<usize> {
        self.view
    }

    /// What the person to move should answer this turn (see [`GameUi::warnings`]).
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// Lines a host adds under the turn line (an online table's players, clocks and absences).
    pub fn notes(&self) -> &[String] {
        &self.notes
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
