//! A referee for a person's moves (a puzzle's): it may refuse a legal move with a reason, and
//! answers an accepted one with the other side's move, played at once.

use super::{FLASH, Mode, Session};
use crate::games::GameUi;
use std::any::Any;
use tactigon_core::{GameRules, History};

/// Why a puzzle won on the board is not counted as solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A wrong move was tried first: failed, as lichess counts it.
    Missed,
    /// The solution was shown: failed.
    Revealed,
    /// A hint was shown: not counted, but not failed either.
    Helped,
}

/// Judges a person's moves before they are played.
pub trait Referee<G: GameRules>: Any + Send {
    /// `Err(reason)` refuses `m` (the position stays as it is); `Ok(reply)` lets it be played,
    /// followed by `reply` for the other side if there is one. An illegal `m` is left to the
    /// rules to explain: the referee accepts it without a reply.
    fn judge(&mut self, game: &History<G>, m: G::Move) -> Result<Option<G::Move>, String>;
    /// A hint was shown to the person; returns what it cost them, said with the hint.
    fn hinted(&mut self) -> &'static str;
    /// The solution from the position of `game` on, as the status line says it; the puzzle
    /// then counts failed.
    fn solution(&mut self, game: &History<G>) -> String;
    /// What a hint costs, said beside the hint key in the key bar.
    fn hint_cost(&self) -> &'static str;
    /// What the puzzle asks, as its list names it (`Win in 3`), said when it is solved.
    fn task(&self) -> String;
    /// Why a win on the board does not count as solved (a wrong move tried, a hint, the
    /// solution shown); `None` while it would count.
    fn fault(&self) -> Option<Fault>;
    /// The referee itself, for the app that knows what it is.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<G: GameUi> Session<G> {
    /// Asks the referee, if there is one, about `m`: `None` when it was refused (and the
    /// reason shown), else the reply to play after it.
    pub(super) fn judge(&mut self, m: G::Move) -> Option<Option<G::Move>> {
        let Mode::Puzzle(referee) = &mut self.mode else { return Some(None) };
        match referee.judge(self.runner.game(), m) {
            Ok(reply) => Some(reply),
            Err(reason) => {
                self.error(reason);
                None
            }
        }
    }

    /// Shows the puzzle's solution from the position on the board (the puzzle then counts
    /// failed); outside a puzzle, says that only a puzzle has one.
    pub(super) fn show_solution(&mut self) {
        self.view = None;
        self.picked = G::Pick::default();
        let over = self.over();
        match &mut self.mode {
            Mode::Puzzle(_) if over => self.error("the puzzle is over: u takes back a move"),
            Mode::Puzzle(referee) => {
                let text = referee.solution(self.runner.game());
                self.info(text);
            }
            _ => self.error("only a puzzle has a solution to show"),
        }
    }

    /// Plays the referee's reply for the other side, flashed like a bot's move.
    pub(super) fn reply(&mut self, m: G::Move, now: std::time::Instant) {
        let before = *self.position();
        if self.runner.play(m, now).is_ok() {
            self.told(G::describe(&before, m));
            self.flash = Some((m, now + FLASH));
        }
    }
}
