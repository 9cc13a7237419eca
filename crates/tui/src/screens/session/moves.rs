//! A person's moves on the board: picking and dropping, choosing, playing, and what follows a
//! change of the game (the game-over dialog, a pass to make, the warnings).

use super::{Ctx, Session, TableRequest};
use crate::games::{GameUi, Picking};
use crate::screens::cursor::Dir;
use crate::screens::dialog::Dialog;
use crate::screens::status::{Status, Tone};

/// What a seated player is told who tries to move on the opponent's turn (as the table says).
pub(crate) const NOT_YOUR_MOVE: &str = "not your move";

impl<G: GameUi> Session<G> {
    /// Moves the cursor to the neighbouring hexagon in a direction.
    pub fn move_cursor(&mut self, dir: Dir) {
        // On a flipped board a key still moves the cursor the way it points on the screen.
        let dir = match dir {
            _ if !self.flipped => dir,
            Dir::Hex(d) => Dir::Hex(d.opposite()),
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
        };
        self.cursor.step(&G::shape(self.position()), dir);
    }

    /// Puts the cursor on `tile` of the board.
    pub fn set_cursor(&mut self, tile: u16) {
        self.cursor.set(&G::shape(self.position()), tile);
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
        if self.not_my_turn() {
            self.error(NOT_YOUR_MOVE);
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
        if self.not_my_turn() {
            self.error(NOT_YOUR_MOVE);
            return;
        }
        match G::choose(&mut self.picked, self.runner.position(), which) {
            Picking::Say(status) => self.status = status,
            Picking::Play(m) => self.play(m, ctx),
        }
    }

    /// Plays a move of the human to move, explaining an illegal one in the status line.
    pub fn play(&mut self, m: G::Move, ctx: &Ctx) {
        if self.ask_table(|| TableRequest::Play(Box::new(m))) {
            self.picked = G::Pick::default();
            return;
        }
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

    /// Opens dialogs and scrolls after the game changed; tells a person who cannot move how
    /// to pass; looks for what the person to move must be warned of.
    pub(super) fn after_change(&mut self) {
        self.scroll = 0;
        self.warnings = self.find_warnings();
        if let Some(o) = self.game().outcome() {
            self.alert = true;
            self.picked = G::Pick::default();
            self.dialog = Some(Dialog::game_over(self.game_for()));
            let text = match self.runner.failure() {
                Some(why) => format!("Game over: {}: {why}", G::reason(o)),
                None => format!("Game over: {}", G::reason(o)),
            };
            self.status = Status { text, tone: Tone::News };
        } else if self.must_pass() {
            // Not an event: the pass that follows is told beside the move before it, not
            // beside this prompt.
            let side = G::side_name(self.runner.turn());
            self.status = Status { text: format!("{side} cannot move: Enter passes"), tone: Tone::News };
        }
    }

    pub(super) fn clear_marks(&mut self) {
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
        self.set_cursor(tile);
        self.activate(ctx)
    }

    /// Scrolls the move list `by` lines back into the past (negative: towards the latest).
    pub fn scroll_moves(&mut self, by: i32) {
        let most = self.move_lines().len().saturating_sub(1);
        self.scroll = (self.scroll as i32 + by).clamp(0, most as i32) as usize;
    }
}
