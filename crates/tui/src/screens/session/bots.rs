//! The game screen's bots: the moves they play, the hints they give, the watch controls.

use super::{Ctx, FLASH, Mode, Purpose, Session};
use crate::games::GameUi;
use crate::worker::{BotMode, Poll, Worker};
use tactigon_games::match_runner::Bot;

impl<G: GameUi> Session<G> {
    /// `t`: asks an expert bot for a move for the person to move.
    pub fn request_hint(&mut self, ctx: &Ctx) {
        if self.online() {
            self.error("no hints in a game against a person");
            return;
        }
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
        self.info(crate::screens::form::watch_delay(delay));
    }

    /// Advances time: collects bot answers, starts bots whose turn it is, ends flashes.
    pub fn tick(&mut self, ctx: &Ctx) {
        self.keep_time(ctx.now);
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
                            match &mut self.mode {
                                Mode::Puzzle(referee) => {
                                    let cost = referee.hinted();
                                    self.info(format!("hint: {m} ({cost})"));
                                }
                                _ => self.info(format!("hint: {m}")),
                            }
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

    fn bot_moved(&mut self, bot: Bot<G>, m: G::Move, ctx: &Ctx) {
        let side = G::side_name(self.runner.turn());
        let before = *self.position();
        let played = self.game().moves().len();
        if let Err(e) = self.runner.bot_answer(bot, m, ctx.now) {
            self.error(format!("the {side} bot chose an illegal move {m}: {e}"));
            return;
        }
        if self.runner.failure().is_some() || self.game().moves().len() == played {
            // It lost the game without a move (it failed, or its time ran out while it
            // thought): the game-over dialog and status say why.
            self.after_change();
            return;
        }
        self.picked = G::Pick::default();
        self.hint = None;
        self.flash = Some((m, ctx.now + FLASH));
        self.told(G::describe(&before, m));
        self.alert = true;
        self.after_change();
    }
}
