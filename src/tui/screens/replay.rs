//! Stepping through a recorded game: one move at a time, jumps to either end, and autoplay.
//! No terminal I/O; `replay_view` draws it. Generic over the game; its status line tells
//! moves as the game does ([`GameUi::describe`]).

use super::Nav;
use super::move_list::MoveList;
use super::status::{Status, Tone};
use crate::match_runner::next_delay;
use crate::record::Record;
use crate::rules::Tactigon;
use crate::tui::games::GameUi;
use crate::tui::keymap::{self, REPLAY, ReplayCmd};
use crate::tui::theme::Theme;
use crossterm::event::KeyCode;
use ratatui::Frame;
use std::any::Any;
use std::time::{Duration, Instant};

/// A recorded game being replayed.
pub struct Replay<G: GameUi = Tactigon> {
    /// The game and its tags.
    pub record: Record<G>,
    /// Where it came from, for the title: a file name.
    pub source: String,
    /// Moves shown so far: 0 is the start position.
    pub ply: usize,
    /// Whether moves advance by themselves.
    pub autoplay: bool,
    /// The pause between autoplayed moves, in milliseconds.
    pub delay_ms: u64,
    /// What the status line says.
    pub status: Status,
    /// The move list, written once.
    pub list: MoveList<G>,
    next_at: Instant,
}

impl<G: GameUi> Replay<G> {
    /// A replay of `record` at its start position.
    pub fn new(record: Record<G>, source: String, delay_ms: u64, now: Instant) -> Replay<G> {
        let mut r = Replay {
            record,
            source,
            ply: 0,
            autoplay: false,
            delay_ms,
            status: Status { text: String::new(), tone: Tone::Info },
            list: MoveList::default(),
            next_at: now,
        };
        r.describe();
        r
    }

    /// How many moves the game has.
    pub fn len(&self) -> usize {
        self.record.game.moves().len()
    }

    /// Whether the game has no moves.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The position after the moves shown.
    pub fn position(&self) -> &G::Position {
        &self.record.game.positions()[self.ply]
    }

    /// The move that led to the position shown.
    pub fn last_move(&self) -> Option<G::Move> {
        self.ply.checked_sub(1).map(|i| self.record.game.moves()[i])
    }

    /// Shows the position `ply` moves in (clamped to the game).
    pub fn go(&mut self, ply: usize) {
        self.ply = ply.min(self.len());
        if self.ply == self.len() {
            self.autoplay = false;
        }
        self.describe();
    }

    /// One move forward.
    pub fn forward(&mut self) {
        self.go(self.ply + 1);
    }

    /// One move back.
    pub fn back(&mut self) {
        self.go(self.ply.saturating_sub(1));
    }

    /// Starts or stops autoplay; at the end of the game it starts again from the beginning.
    pub fn toggle_autoplay(&mut self, now: Instant) {
        self.autoplay = !self.autoplay;
        if self.autoplay {
            if self.ply == self.len() {
                self.go(0);
                self.autoplay = true;
            }
            self.next_at = now + Duration::from_millis(self.delay_ms);
        }
        self.describe();
    }

    /// Shorter (`faster`) or longer pause between autoplayed moves.
    pub fn change_speed(&mut self, faster: bool) {
        self.delay_ms = next_delay(self.delay_ms, faster);
        self.status = Status { text: format!("{} ms between moves", self.delay_ms), tone: Tone::Info };
    }

    /// Lets time pass: autoplay advances.
    pub fn tick(&mut self, now: Instant) {
        if self.autoplay && now >= self.next_at {
            self.forward();
            // Never more than one move per tick, however late the tick is.
            self.next_at = now + Duration::from_millis(self.delay_ms);
        }
    }

    fn describe(&mut self) {
        self.status = match self.last_move() {
            None => Status { text: "start position".into(), tone: Tone::Info },
            Some(m) => G::describe(&self.record.game.positions()[self.ply - 1], m),
        };
        if self.ply == self.len()
            && let Some(o) = self.record.game.outcome()
        {
            self.status.text = format!("{}; game over: {}", self.status.text, G::reason(o));
        }
    }
}

/// The replay screen's state: the replay and where leaving it goes.
pub struct ReplayScreen<G: GameUi = Tactigon> {
    /// The game being replayed.
    pub replay: Replay<G>,
    /// Where leaving goes.
    pub back: Back,
}

/// Where leaving the replay viewer goes.
pub enum Back {
    /// The main menu.
    Menu,
    /// The load list, at the entry it was opened from.
    Load(usize),
    /// The game screen it was opened over (a finished game being reviewed).
    Game(Box<super::Screen>),
}

/// The replay screen of any game, as the app drives it.
pub trait ReplayView: Any + Send {
    /// Handles a key at time `now`.
    fn key(&mut self, code: KeyCode, now: Instant) -> Nav;
    /// Lets time pass: autoplay advances.
    fn tick(&mut self, now: Instant);
    /// Goes to the position after the first `plies` moves (a click on the move list).
    fn go(&mut self, plies: usize);
    /// The load list's selected entry when it was opened from there.
    fn load_row(&self) -> Option<usize>;
    /// The game screen it was opened over, taken out to be shown again.
    fn take_game(&mut self) -> Option<Box<super::Screen>>;
    /// Draws the viewer; returns where the moves of the move list landed, `None` when the
    /// terminal was too small for it.
    fn render(&self, frame: &mut Frame, hints: bool, theme: &Theme) -> Option<Vec<(ratatui::layout::Rect, usize)>>;
    /// The rules of the game in brief, for the help.
    fn rules(&self, theme: &Theme) -> Vec<ratatui::text::Line<'static>>;
    /// Whether autoplay is on, so that the screen changes by itself.
    fn autoplaying(&self) -> bool;
    /// The screen itself, for a caller that knows its game.
    fn as_any(&self) -> &dyn Any;
}

impl<G: GameUi> ReplayView for ReplayScreen<G> {
    fn key(&mut self, code: KeyCode, now: Instant) -> Nav {
        let r = &mut self.replay;
        match keymap::command(REPLAY, code) {
            Some(ReplayCmd::Forward) => r.forward(),
            Some(ReplayCmd::Back) => r.back(),
            Some(ReplayCmd::Start) => r.go(0),
            Some(ReplayCmd::End) => r.go(r.len()),
            Some(ReplayCmd::Autoplay) => r.toggle_autoplay(now),
            Some(ReplayCmd::Faster) => r.change_speed(true),
            Some(ReplayCmd::Slower) => r.change_speed(false),
            Some(ReplayCmd::PlayOn) => {
                return Nav::Resume { record: G::wrap_record(r.record.clone()), plies: r.ply, saved_as: None };
            }
            Some(ReplayCmd::Leave) => {
                return match self.back {
                    Back::Menu => Nav::Menu,
                    Back::Load(_) => Nav::Load,
                    Back::Game(_) => Nav::Back,
                };
            }
            None => {}
        }
        Nav::Stay
    }

    fn tick(&mut self, now: Instant) {
        self.replay.tick(now);
    }

    fn go(&mut self, plies: usize) {
        self.replay.go(plies);
    }

    fn load_row(&self) -> Option<usize> {
        match self.back {
            Back::Load(row) => Some(row),
            _ => None,
        }
    }

    fn take_game(&mut self) -> Option<Box<super::Screen>> {
        match std::mem::replace(&mut self.back, Back::Menu) {
            Back::Game(screen) => Some(screen),
            other => {
                self.back = other;
                None
            }
        }
    }

    fn autoplaying(&self) -> bool {
        self.replay.autoplay
    }

    fn render(&self, frame: &mut Frame, hints: bool, theme: &Theme) -> Option<Vec<(ratatui::layout::Rect, usize)>> {
        super::replay_view::render(frame, &self.replay, hints, theme)
    }

    fn rules(&self, theme: &Theme) -> Vec<ratatui::text::Line<'static>> {
        G::rules(theme)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
