//! Stepping through a recorded game: one move at a time, jumps to either end, and autoplay.
//! No terminal I/O; `replay_screen` drives it and `replay_view` draws it. Generic over the game; its status line tells
//! moves as the game does ([`GameUi::describe`]).

use super::move_list::MoveList;
use super::status::{Status, Tone};
use crate::games::GameUi;
use std::time::{Duration, Instant};
use tactigon_core::analysis::{Class, MoveReview, eval_text};
use tactigon_core::record::Record;
use tactigon_games::match_runner::next_delay;

/// A recorded game being replayed.
pub struct Replay<G: GameUi> {
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
        self.status = Status { text: super::form::watch_delay(self.delay_ms), tone: Tone::Info };
    }

    /// Lets time pass: autoplay advances.
    pub fn tick(&mut self, now: Instant) {
        if self.autoplay && now >= self.next_at {
            self.forward();
            // Never more than one move per tick, however late the tick is.
            self.next_at = now + Duration::from_millis(self.delay_ms);
        }
    }

    /// What the analysis says about the move that led to the position shown, if the game
    /// has one: the review, and a sentence with its class, the evaluation after it and the
    /// better move.
    pub fn verdict(&self) -> Option<(MoveReview<G>, String)> {
        let analysis = self.record.analysis.as_ref()?;
        let i = self.ply.checked_sub(1)?;
        let review = *analysis.moves.get(i)?;
        let played = self.record.game.moves()[i];
        let eval = eval_text(analysis.evals[self.ply]);
        let mut text = format!("{played}{} {}, eval {eval}", review.class.mark(), review.class);
        // A best-class move may still differ from the search's choice, by less than counts.
        match (review.best != played, review.class) {
            (false, _) => {}
            (true, Class::Best) => text.push_str(&format!(", as good: {}", review.best)),
            (true, _) => text.push_str(&format!(", better {}", review.best)),
        }
        Some((review, text))
    }

    fn describe(&mut self) {
        self.status = match self.last_move() {
            None => Status { text: "start position".into(), tone: Tone::Info },
            Some(m) => G::describe(&self.record.game.positions()[self.ply - 1], m),
        };
        if let Some((review, text)) = self.verdict() {
            self.status.text = format!("{}  ·  {text}", self.status.text);
            if review.class >= Class::Mistake {
                self.status.tone = Tone::Error;
            }
        }
        if self.ply == self.len()
            && let Some(o) = self.record.game.outcome()
        {
            self.status.text = format!("{}; game over: {}", self.status.text, G::reason(o));
        }
    }
}
