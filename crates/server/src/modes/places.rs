//! Where a player goes: into and out of the lobby, a table, a game alone, a rematch.

use super::acts::code_note;
use super::{Mode, Player, app_of};
use crate::correspondence;
use crate::lobby::Activity;
use crate::lobby_rows::{Around, describe_around};
use crate::lobby_view::LobbyScreen;
use crate::seat::Seat;
use crate::seats::Who;
use crate::served_effects;
use std::sync::Arc;
use std::time::Instant;
use tactigon_table::Table;
use tactigon_tui::app::App;
use tactigon_tui::worker::BotMode;

impl Player {
    /// The lobby changed: a seat this player opened and someone took opens the game. Whether
    /// the screen is to be drawn again: the lobby is on it and what it shows of the lobby
    /// changed (a row, the players, one's games or pool, a message), or another screen came.
    pub fn lobby_changed(&mut self, now: Instant) -> bool {
        let Mode::Lobby(screen) = &mut self.mode else { return false };
        screen.around = Around::of(&self.lobby, &self.who);
        if let Some(news) = self.lobby.news_for(self.who.conn) {
            screen.message = Some(news);
        }
        screen.ongoing = correspondence::ongoing(&self.lobby, &self.who, self.time.now());
        let mine = screen.around.tables_of(&self.who).find(|t| {
            t.moves == 0
                && !t.over
                && self.left != Some(t.id)
                && t.seats.iter().all(Option::is_some)
                && self.lobby.table(t.id).is_some_and(|t| t.code_of(&self.who).is_some())
        });
        if let Some(t) = mine.and_then(|t| self.lobby.table(t.id)) {
            self.sit(t, now);
            return true;
        }
        let area = self.area.unwrap_or_default();
        let shown = shown(screen, &self.who, usize::from(area.width), usize::from(area.height));
        std::mem::replace(&mut self.lobby_shown, shown) != self.lobby_shown
    }

    /// Keeps the lobby's terms for its return, as the lobby is left.
    pub(super) fn leave_lobby(&mut self) {
        if let Mode::Lobby(screen) = &self.mode {
            self.terms = screen.terms.clone();
            self.seeking = screen.seeking;
        }
    }

    pub(super) fn alone(&mut self, now: Instant) {
        self.leave_lobby();
        self.seed = tactigon_rules::splitmix(self.seed);
        let mut app = App::new(self.settings.clone(), BotMode::Pooled, self.seed, now);
        app.think_cap = Some(self.think_cap);
        app.served = true;
        served_effects::blocking(|| app.set_data_dir(Some(self.folder.clone())));
        self.files.next_app();
        self.mode = Mode::Alone(Box::new(app));
        self.switched = true;
    }

    pub(super) fn sit(&mut self, table: Arc<Table>, now: Instant) {
        self.leave_lobby();
        let doing = if table.held(&self.who).is_some() {
            self.lobby.seated(&self.who, table.id);
            Activity::Playing
        } else {
            Activity::Watching
        };
        self.lobby.doing(&self.who.name, doing);
        let seat = Seat::new(table, &self.who, self.settings.clone(), self.seed, now);
        self.files.next_app();
        self.mode = Mode::Table(Box::new(seat));
        self.switched = true;
    }

    /// A rematch asked for at the table: the player sits at it when the opponent is there
    /// already, else waits in the lobby for them.
    pub(super) fn rematch(&mut self, swap: bool, now: Instant) {
        let Mode::Table(seat) = &mut self.mode else { return };
        let old = Arc::clone(&seat.table);
        match self.lobby.rematch(&old, &self.who, swap, self.time.now()) {
            Ok(t) if t.summary().seats.iter().all(Option::is_some) => self.sit(t, now),
            Ok(t) => {
                let note = code_note(&t, &self.who);
                self.back_to_lobby(Some(format!("rematch: table #{} waits for your opponent{note}", t.id)));
            }
            Err(e) => {
                if let Some(g) = seat.app.game_screen_mut() {
                    g.error(e);
                }
            }
        }
    }

    pub(super) fn back_to_lobby(&mut self, message: Option<String>) {
        if let Some(app) = app_of(&mut self.mode) {
            self.settings = app.settings.clone();
        }
        if let Mode::Alone(app) = &mut self.mode {
            let effects = app.finish();
            self.files.carry_out(app, effects);
        }
        self.files.next_app();
        self.browse.clear();
        self.lobby.doing(&self.who.name, Activity::Free);
        let (terms, seeking, around) = (self.terms.clone(), self.seeking, Around::of(&self.lobby, &self.who));
        let ongoing = correspondence::ongoing(&self.lobby, &self.who, self.time.now());
        self.mode =
            Mode::Lobby(Box::new(LobbyScreen { message, terms, seeking, around, ongoing, ..LobbyScreen::default() }));
        self.switched = true;
    }
}

/// What `screen` shows `who` of the lobby at a terminal `width` × `height`, as words: the
/// online list as far as it can be seen, every row that can be (the list scrolls only as far
/// as the selected row, and has fewer lines than the terminal), one's correspondence games,
/// pool and message. The same words, the same screen.
fn shown(screen: &LobbyScreen, who: &Who, width: usize, height: usize) -> Vec<String> {
    let around = &screen.around;
    let players = around.online_line(&screen.terms, 3 * width).to_string();
    let rows = around
        .tables
        .iter()
        .take(screen.row.max(height.saturating_sub(1)) + 1)
        .map(|t| describe_around(t, who, around));
    let turns = correspondence::summary(&screen.ongoing).unwrap_or_default();
    let pool = around.pool.map(|(game, clock, n)| format!("{game:?} {clock} {n}")).unwrap_or_default();
    let message = screen.message.clone().unwrap_or_default();
    [players, turns, pool, message].into_iter().chain(rows).collect()
}
