//! The game screen's looking around: earlier positions shown read-only, and the warnings
//! for the person to move.

use super::Session;
use crate::games::{GameUi, Warning};
use crate::screens::move_list::{line_of, turns};

impl<G: GameUi> Session<G> {
    /// Shows the position `by` moves earlier (negative) or later than the one shown; past
    /// the last move, the game itself again.
    pub fn view_step(&mut self, by: i32) {
        let len = self.game().moves().len();
        self.look_at((self.view.unwrap_or(len) as i64 + i64::from(by)).max(0) as usize);
    }

    /// Shows the position after the first `to` moves, read-only; the game itself from the
    /// last move on.
    pub fn look_at(&mut self, to: usize) {
        let len = self.game().moves().len();
        self.picked = G::Pick::default();
        if to >= len {
            if self.view.take().is_some() {
                self.info("back to the game");
            }
            return;
        }
        self.view = Some(to);
        self.scroll = 0;
        self.info(format!("the position after turn {to} of {len}, read-only: [ ] step, Esc returns to the game"));
    }

    /// The position on the board: an earlier one being looked at, or the game's.
    pub fn shown_position(&self) -> &G::Position {
        self.view.map_or(self.position(), |v| &self.game().positions()[v])
    }

    /// How many lines the move list of the first `plies` moves has.
    pub fn lines_until(&self, plies: usize) -> usize {
        plies.checked_sub(1).map_or(0, |last| line_of::<G>(self.game().positions(), last) + 1)
    }

    /// The warnings for a person to move: the game's threats, then the history's draws
    /// coming (a position seen twice, the no-capture count near its limit).
    pub(super) fn find_warnings(&self) -> Vec<Warning> {
        if !self.human_to_move() {
            return Vec::new();
        }
        let mut out = G::warnings(self.position());
        if self.game().repetitions() == 2 {
            let text = "this position has occurred twice: a third time is a draw".into();
            out.push(Warning { text, cells: Vec::new() });
        }
        let limit = self.game().draw_rules().no_capture_limit;
        let count = G::no_progress(self.position());
        // Ten plies is five moves each: time enough to act on it.
        if limit > 0 && count + 10 >= limit {
            let text = format!("{count} of {} without a capture: a draw at {limit}", turns(limit as usize));
            out.push(Warning { text, cells: Vec::new() });
        }
        out
    }
}
