//! A game being played on screen: the game itself, who controls each side, the cursor and
//! the picked-up piece, bots thinking, hints, dialogs and the status line. No terminal I/O.

use crate::bots::{Bot, Limits};
use crate::match_runner::{HistoryError, MatchRunner};
use crate::rules::{Board, Combat, Game, Move, Position, Side};
use crate::setup::{GameSetup, Player};
use crate::tui::worker::{BotMode, Poll, Worker};
use std::time::{Duration, Instant};

/// How long a bot's move stays flashed.
pub const FLASH: Duration = Duration::from_millis(900);

/// What the status line says and how it looks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The message.
    pub text: String,
    /// Its tone.
    pub tone: Tone,
}

/// The tone of a status message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Plain information.
    Info,
    /// Something the player tried that did not work.
    Error,
    /// A capture or the end of the game.
    News,
}

/// A one-line prompt under the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// A move typed in notation.
    Move(String),
    /// The file name to save the game as; `confirm` holds a file that exists and will be
    /// replaced if Enter is pressed again without changing the name.
    Save {
        /// The name typed so far.
        text: String,
        /// The existing file the player was warned about.
        confirm: Option<std::path::PathBuf>,
    },
}

impl Prompt {
    /// The text typed so far.
    pub fn text(&self) -> &str {
        match self {
            Prompt::Move(t) | Prompt::Save { text: t, .. } => t,
        }
    }

    /// The longest text the prompt takes.
    pub fn max_len(&self) -> usize {
        match self {
            Prompt::Move(_) => 24,
            Prompt::Save { .. } => 200,
        }
    }

    /// The text, for editing; editing forgets an overwrite warning.
    pub fn text_mut(&mut self) -> &mut String {
        match self {
            Prompt::Move(t) => t,
            Prompt::Save { text, confirm } => {
                *confirm = None;
                text
            }
        }
    }
}

/// A dialog over the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// The game has ended; the selected button.
    GameOver(usize),
    /// `q` was pressed during a game; the selected button.
    ConfirmQuit(usize),
}

/// The buttons of the game-over dialog when a person played.
pub const GAME_OVER_BUTTONS: [&str; 3] = ["New game", "Rematch, swap sides", "Main menu"];
/// The buttons of the game-over banner in watch mode.
pub const WATCH_OVER_BUTTONS: [&str; 3] = ["Play again", "New game", "Main menu"];
/// The buttons of the quit confirmation.
pub const QUIT_BUTTONS: [&str; 3] = ["Keep playing", "Main menu", "Quit Tactigon"];

/// What the app must do after the session handled something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing beyond redrawing.
    None,
    /// Open the new-game setup screen.
    NewGame,
    /// Start this setup at once (rematch, play again).
    Start(GameSetup),
    /// Leave to the main menu.
    Menu,
    /// Quit the program.
    Quit,
    /// Open the save prompt.
    Save,
}

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

/// A direction for the cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// Same row, two columns left.
    Left,
    /// Same row, two columns right.
    Right,
    /// The row above.
    Up,
    /// The row below.
    Down,
}

/// One game on screen: the match and what the screen adds to it.
pub struct Session {
    /// The game, its players, bot scheduling and the autosave policy.
    pub runner: MatchRunner,
    /// The tile under the cursor.
    pub cursor: u8,
    goal_col: usize,
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
    thinking: Option<(Worker, Purpose)>,
}

impl Session {
    /// A session for `game`; `watch` for bot-against-bot viewing.
    pub fn new(setup: GameSetup, game: Game, watch: bool, delay_ms: u64, seed: u64, now: Instant) -> Session {
        let cursor = first_cursor(&game, &setup);
        let goal_col = game.position().board().coord(cursor).1;
        let mut s = Session {
            runner: MatchRunner::new(setup, game, watch, delay_ms, seed, now),
            cursor,
            goal_col,
            picked: None,
            status: Status { text: String::new(), tone: Tone::Info },
            prompt: None,
            saved_as: None,
            dialog: None,
            hint: None,
            flash: None,
            scroll: 0,
            thinking: None,
        };
        s.after_change();
        if s.dialog.is_none() {
            s.info(format!("{} to move", s.turn_name()));
        }
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

    /// Moves the cursor to the neighbouring hexagon in a direction; at the edge of the board
    /// Up and Down go to the nearest tile of the next row.
    pub fn move_cursor(&mut self, dir: Dir) {
        let board = self.position().board();
        let (r, c) = board.coord(self.cursor);
        let tiles = (0..board.len() as u8).map(|i| (i, board.coord(i)));
        let target = match dir {
            Dir::Left => tiles.filter(|(_, (tr, tc))| *tr == r && tc + 2 == c).map(|(i, _)| i).next(),
            Dir::Right => tiles.filter(|(_, (tr, tc))| *tr == r && *tc == c + 2).map(|(i, _)| i).next(),
            Dir::Up | Dir::Down => {
                let row = if dir == Dir::Up { r.checked_sub(1) } else { Some(r + 1) };
                // Prefer a neighbour, then the column closest to where the player was heading.
                let goal = self.goal_col;
                row.and_then(|row| {
                    tiles.filter(|(_, (tr, _))| *tr == row).min_by_key(|(_, (_, tc))| {
                        let toward = (*tc > c) == (c < goal);
                        (tc.abs_diff(c), tc.abs_diff(goal), !toward)
                    })
                })
                .map(|(i, _)| i)
            }
        };
        if let Some(t) = target {
            self.cursor = t;
            if matches!(dir, Dir::Left | Dir::Right) {
                self.goal_col = board.coord(t).1;
            }
        }
    }

    /// Enter or Space on the cursor's tile: pick up, put down, or move.
    pub fn activate(&mut self, ctx: &Ctx) -> Action {
        if let Some((w, _)) = &self.thinking {
            w.hurry();
            self.info("asked the bot to move now");
            return Action::None;
        }
        if let Some(o) = self.game().outcome() {
            self.error(format!("the game is over ({o}): press n for a new game"));
            return Action::None;
        }
        if !self.human_to_move() {
            self.info("waiting for the bot");
            return Action::None;
        }
        let pos = *self.position();
        let here = pos.board().tile(self.cursor);
        let piece = pos.piece_at_index(self.cursor);
        match self.picked {
            Some(from) if from == self.cursor => {
                self.picked = None;
                self.info(format!("put the piece back on {here}"));
            }
            _ if piece.is_some_and(|p| p.side == pos.turn()) => {
                let p = piece.expect("checked");
                self.picked = Some(self.cursor);
                let n = pos.destinations(self.cursor, p.kind).count_ones();
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
        Action::None
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

    /// Opens dialogs and scrolls after the game changed.
    fn after_change(&mut self) {
        self.scroll = 0;
        if let Some(o) = self.game().outcome() {
            self.picked = None;
            self.dialog = Some(Dialog::GameOver(0));
            self.status = Status { text: format!("game over: {o}"), tone: Tone::News };
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

    /// `t`: asks an expert bot for a move for the person to move.
    pub fn request_hint(&mut self, ctx: &Ctx) {
        if !self.human_to_move() {
            self.error("hints are for a person's turn");
            return;
        }
        if self.thinking.is_some() {
            return;
        }
        let bot = self.runner.hint_bot(ctx.limits);
        self.hint = None;
        self.info("looking for a good move…");
        self.thinking = Some((Worker::spawn(bot, self.game().clone(), ctx.mode, ctx.now), Purpose::Hint));
    }

    /// Watch mode: pause or resume.
    pub fn toggle_pause(&mut self) {
        let paused = self.runner.toggle_pause();
        self.info(if paused { "paused: space resumes, . plays one move" } else { "playing" });
    }

    /// Watch mode: play one move while paused.
    pub fn step_once(&mut self) {
        self.runner.step_once();
    }

    /// Watch mode: shorter (`faster`) or longer pause between moves.
    pub fn change_speed(&mut self, faster: bool) {
        let delay = self.runner.change_speed(faster);
        self.info(format!("{delay} ms between moves"));
    }

    /// Advances time: collects bot answers, starts bots whose turn it is, ends flashes.
    pub fn tick(&mut self, ctx: &Ctx) {
        if self.flash.is_some_and(|(_, until)| until <= ctx.now) {
            self.flash = None;
        }
        if let Some((worker, purpose)) = &self.thinking {
            match worker.poll() {
                Poll::Thinking => return,
                Poll::Lost => {
                    self.thinking = None;
                    self.runner.bot_lost();
                    self.error("the bot stopped without a move");
                    return;
                }
                Poll::Done((bot, m)) => {
                    let purpose = *purpose;
                    self.thinking = None;
                    match purpose {
                        Purpose::Hint => {
                            self.hint = Some(m);
                            self.info(format!("hint: {m}"));
                        }
                        Purpose::Play => self.bot_moved(bot, m, ctx),
                    }
                }
            }
        }
        if self.thinking.is_some() || self.dialog.is_some() {
            return;
        }
        if let Some(request) = self.runner.bot_request(ctx.now, ctx.limits) {
            self.thinking = Some((Worker::spawn(request.bot, request.game, ctx.mode, ctx.now), Purpose::Play));
            if ctx.mode == BotMode::Inline {
                self.tick(ctx);
            }
        }
    }

    fn bot_moved(&mut self, bot: Box<dyn Bot>, m: Move, ctx: &Ctx) {
        let side = self.position().turn();
        let before = *self.position();
        if let Err(e) = self.runner.bot_answer(bot, m, ctx.now) {
            self.error(format!("the {side} bot chose an illegal move {m}: {e}"));
            return;
        }
        self.picked = None;
        self.hint = None;
        self.flash = Some((m, ctx.now + FLASH));
        self.status = describe(&before, m);
        self.after_change();
    }

    /// Moves the cursor to a clicked tile and acts on it.
    pub fn click(&mut self, tile: u8, ctx: &Ctx) -> Action {
        self.cursor = tile;
        self.goal_col = self.position().board().coord(tile).1;
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
    pub fn move_lines(&self) -> Vec<String> {
        move_lines(self.game().positions(), self.game().moves())
    }

    /// The tile indices a move starts and ends on.
    pub fn move_tiles(&self, m: Move) -> Vec<u8> {
        move_tiles(self.position().board(), m)
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.game().moves().last().copied()
    }

    /// Whether the picked-up tile, if any, still holds a piece of the side to move.
    pub fn picked_is_valid(&self) -> bool {
        self.picked.is_none_or(|i| {
            let pos = self.position();
            pos.piece_at_index(i).is_some_and(|p| p.side == pos.turn())
        })
    }
}

/// The move list of `moves` played from `positions` (each move's position before it), one
/// line per move number: `12. b1-b2 c9xc8`.
pub fn move_lines(positions: &[Position], moves: &[Move]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut open = false;
    for (pos, m) in positions.iter().zip(moves) {
        match (pos.turn(), lines.last_mut()) {
            (Side::Green, Some(line)) if open => line.push_str(&format!(" {m}")),
            (side, _) => lines.push(match side {
                Side::Red => format!("{:>3}. {m}", pos.fullmove()),
                Side::Green => format!("{:>3}. … {m}", pos.fullmove()),
            }),
        }
        open = pos.turn() == Side::Red;
    }
    lines
}

/// The tile indices a move starts and ends on.
pub fn move_tiles(board: &Board, m: Move) -> Vec<u8> {
    match m {
        Move::Step { from, to, .. } => [from, to].into_iter().filter_map(|t| board.index(t)).collect(),
        Move::Pass => Vec::new(),
    }
}

/// The status text for a move just played from `before`: who moved where, and captures.
pub fn describe(before: &Position, m: Move) -> Status {
    let side = before.turn();
    let Move::Step { from, to, .. } = m else {
        return Status { text: format!("{side} cannot move and passes"), tone: Tone::Info };
    };
    let mover = before.piece_at(from).map_or("piece", |p| p.kind.name());
    match before.piece_at(to) {
        Some(d) => {
            let both = before.piece_at(from).is_some_and(|p| p.kind.attack(d.kind) == Combat::BothCaptured);
            let text = if both {
                format!("{m}: {side} {mover} and {} {} capture each other", d.side, d.kind)
            } else {
                format!("{m}: {side} {mover} captures {} {}", d.side, d.kind)
            };
            Status { text, tone: Tone::News }
        }
        None => Status { text: format!("{side} played {m}"), tone: Tone::Info },
    }
}

/// A sensible first cursor: the pentagon of the side to move.
/// Where the cursor starts: on the pentagon of the person playing (the side to move if both
/// or neither are people), so that a player who moves second does not start on the bot's pieces.
fn first_cursor(game: &Game, setup: &GameSetup) -> u8 {
    let pos = game.position();
    let turn = pos.turn();
    let side =
        if !setup.player(turn).is_human() && setup.player(turn.other()).is_human() { turn.other() } else { turn };
    let pent = pos.piece_bits(side, crate::rules::Kind::Pentagon);
    if pent != 0 { pent.trailing_zeros() as u8 } else { 0 }
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The word with its first letter in upper case.
pub fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}
