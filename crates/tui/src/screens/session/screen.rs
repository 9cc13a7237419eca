//! The session as the app drives any game's screen (see [`GameScreen`]).

use super::{Ctx, Session, TableRequest, input, save};
use crate::effect::SaveError;
use crate::games::GameUi;
use crate::hits::Hits;
use crate::screens::Nav;
use crate::screens::dialog::Prompt;
use crate::screens::game::GameScreen;
use crate::theme::Theme;
use crossterm::event::KeyEvent;
use ratatui::Frame;
use std::any::Any;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tactigon_core::History;
use tactigon_games::AnyRecord;
use tactigon_games::match_runner::Autosave;

impl<G: GameUi> GameScreen for Session<G> {
    fn key(&mut self, key: KeyEvent, ctx: &Ctx, saves: Option<&Path>) -> Nav {
        // Before and after: a flag that fell meanwhile ends the game before the key, and a
        // dialog the key opened stops the clocks before the autosave is written.
        self.keep_time(ctx.now);
        let nav = input::handle_key(self, key, ctx, saves);
        self.keep_time(ctx.now);
        nav
    }

    fn click(&mut self, item: Option<usize>, cell: Option<u16>, ctx: &Ctx, saves: Option<&Path>) -> Nav {
        self.keep_time(ctx.now);
        let nav = input::handle_click(self, item, cell, ctx, saves);
        self.keep_time(ctx.now);
        nav
    }

    fn drag_to(&mut self, cell: u16, released: bool, ctx: &Ctx, saves: Option<&Path>) -> Nav {
        let dragging = G::picking(&self.picked) && self.dialog.is_none() && self.prompt.is_none();
        match (dragging, released) {
            (false, _) => Nav::Stay,
            (true, false) => {
                self.set_cursor(cell);
                Nav::Stay
            }
            (true, true) => input::handle_click(self, None, Some(cell), ctx, saves),
        }
    }

    fn scroll_moves(&mut self, by: i32) {
        Session::scroll_moves(self, by);
    }

    fn look_at(&mut self, plies: usize) {
        if self.dialog.is_none() && self.prompt.is_none() {
            Session::look_at(self, plies);
        }
    }

    fn tick(&mut self, ctx: &Ctx) {
        Session::tick(self, ctx);
    }

    fn typing(&self) -> bool {
        self.prompt.is_some()
    }

    fn unchanged_for(&self, now: Instant) -> Option<Duration> {
        let bot_due = !self.over() && !self.human_to_move() && !self.runner.paused() && self.dialog.is_none();
        if self.thinking_since().is_some() || bot_due || self.clock_running() {
            return Some(Duration::ZERO);
        }
        self.flash.filter(|&(_, until)| until > now).map(|(_, until)| until - now)
    }

    fn set_autosave_failed(&mut self, failed: bool) {
        self.runner.set_autosave_failed(failed);
    }

    fn error(&mut self, text: String) {
        Session::error(self, text);
    }

    fn info(&mut self, text: String) {
        Session::info(self, text);
    }

    fn suggested(&mut self, name: String) {
        if let Some(Prompt::Save { text, .. }) = &mut self.prompt
            && text.is_empty()
        {
            *text = name;
        }
    }

    fn saved(&mut self, path: PathBuf, shown: &str, result: Result<(), SaveError>) {
        save::saved(self, path, shown, result);
    }

    fn autosave_due(&mut self) -> Option<Autosave<AnyRecord>> {
        self.runner.autosave_due().map(|a| a.map(G::wrap_record))
    }

    fn claim_autosave(&mut self) -> bool {
        self.runner.claim_autosave()
    }

    fn hold_clocks(&mut self, now: Instant) {
        Session::hold_clocks(self, now);
    }

    fn disown_autosave(&mut self) {
        self.runner.disown_autosave();
    }

    fn replace_autosave(&mut self) {
        self.runner.replace_autosave();
    }

    fn take_alert(&mut self) -> bool {
        Session::take_alert(self)
    }

    fn set_saved_as(&mut self, path: Option<PathBuf>) {
        self.saved_as = path;
    }

    fn render(
        &self,
        frame: &mut Frame,
        save_dir: Option<&str>,
        hints: bool,
        now: Instant,
        theme: &Theme,
        picture: Option<(u16, u16)>,
    ) -> Hits {
        crate::screens::game_view::render(frame, self, save_dir, hints, now, theme, picture)
    }

    fn needs(&self, area: ratatui::layout::Rect, hints: bool) -> Option<(u16, u16)> {
        crate::screens::game_view::needs(self, area, hints)
    }

    fn rules(&self, theme: &Theme) -> Vec<ratatui::text::Line<'static>> {
        G::rules(theme)
    }

    fn set_notes(&mut self, notes: Vec<String>) -> bool {
        let changed = self.notes != notes;
        self.notes = notes;
        changed
    }

    fn share(&mut self, seat: Option<usize>, names: [String; 2]) {
        Session::share(self, seat.map(|i| G::SIDES[i.min(1)]), names);
    }

    fn take_requests(&mut self) -> Vec<TableRequest> {
        Session::take_requests(self)
    }

    fn follow(&mut self, game: &dyn Any, now: Instant) -> bool {
        game.downcast_ref::<History<G>>().is_some_and(|game| Session::follow(self, game, now))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
