//! Going back on the game: resigning, and taking moves back and replaying them.

use super::{Session, TableRequest};
use crate::games::GameUi;
use tactigon_core::Forfeit;
use tactigon_games::match_runner::HistoryError;

impl<G: GameUi> Session<G> {
    /// The side that resigning gives up for: the one person playing, or at one keyboard the
    /// side to move; `None` when only bots play.
    pub fn resigner(&self) -> Option<G::Side> {
        match G::SIDES.map(|side| self.player(side).is_human()) {
            [true, true] => Some(self.runner.turn()),
            [true, false] => Some(G::SIDES[0]),
            [false, true] => Some(G::SIDES[1]),
            [false, false] => None,
        }
    }

    /// The person playing gives up the game; a bot thinking meanwhile is stopped. At an
    /// online table, resigning is asked of the table.
    pub fn resign(&mut self) {
        if self.ask_table(|| TableRequest::Resign) {
            return;
        }
        match self.resigner() {
            Some(side) if self.runner.forfeit(side, Forfeit::Resignation) => {
                self.thinking = None;
                self.hint = None;
                self.after_change();
            }
            Some(_) => self.error("the game is over"),
            None => self.error("only a person playing can resign"),
        }
    }

    /// Takes back the last move, and the bot replies before it, so a person is to move. At an
    /// online table, the take-back is asked of the table.
    pub fn undo(&mut self) {
        if self.ask_table(|| TableRequest::TakeBack) {
            return;
        }
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
                let text = format!("took back to move {}: {} to move", self.move_number(), self.turn_name());
                self.info(text);
                self.warnings = self.find_warnings();
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
                let text = format!("replayed to move {}: {} to move", self.move_number(), self.turn_name());
                self.info(text);
                self.after_change();
            }
        }
    }
}
