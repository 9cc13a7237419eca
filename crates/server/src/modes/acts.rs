//! What a lobby key leads to (a seat opened, taken, closed or taken back, a page opened), and
//! a game of the archive opened in the replay viewer and closed back to its pages.

use super::{Mode, Player, WRONG_CODES};
use crate::lobby_view::LobbyAction;
use crate::seats::{Reclaim, Who};
use crate::served_effects;
use std::sync::Arc;
use std::time::Instant;
use tactigon_store::Rating;
use tactigon_table::Table;
use tactigon_tui::app::{App, Start};
use tactigon_tui::worker::BotMode;

impl Player {
    pub(super) fn act(&mut self, action: LobbyAction, now: Instant) -> bool {
        if let Some(why) = self.cooling_off(&action) {
            return self.say(why);
        }
        let message = match action {
            LobbyAction::Stay => return false,
            LobbyAction::Quit => return true,
            LobbyAction::Alone => {
                self.alone(now);
                return false;
            }
            LobbyAction::Open(side) => {
                let terms = match &self.mode {
                    Mode::Lobby(screen) => screen.terms.clone(),
                    _ => return false,
                };
                // A board the terminal cannot show is not opened: its clock would run unseen.
                let trial = Table::open(0, &self.who, side, terms.clone(), None, self.time.now());
                if let Some(why) = trial.ok().and_then(|t| self.too_small(&t)) {
                    return self.say(why);
                }
                match self.lobby.open_seat(&self.who, side, terms, self.time.now()) {
                    Ok(t) => format!("table #{} is open: waiting for an opponent{}", t.id, code_note(&t, &self.who)),
                    Err(e) => format!("cannot open a table: {e}"),
                }
            }
            LobbyAction::Seek => {
                let Mode::Lobby(screen) = &self.mode else { return false };
                let (terms, seeking) = (screen.terms.clone(), screen.seeking);
                match self.lobby.open_seek(&self.who, terms, seeking, self.time.now()) {
                    Ok(t) => format!("seek #{} is open: waiting for an opponent{}", t.id, code_note(&t, &self.who)),
                    Err(e) => e.to_string(),
                }
            }
            LobbyAction::Pool => {
                let Mode::Lobby(screen) = &self.mode else { return false };
                let (terms, bots) = (screen.terms.clone(), screen.seeking.bots);
                if self.lobby.leave_pool(&self.who) {
                    "you left the pool".to_string()
                } else {
                    match self.lobby.join_pool(&self.who, &terms, bots, self.time.now()) {
                        Ok(()) => "waiting in the pool for an opponent near your rating (z leaves)".to_string(),
                        Err(e) => e,
                    }
                }
            }
            LobbyAction::Challenge(name) => {
                let Mode::Lobby(screen) = &self.mode else { return false };
                let (terms, colour) = (screen.terms.clone(), screen.seeking.colour);
                match self.lobby.challenge(&self.who, &name, terms, colour, self.time.now()) {
                    Ok(t) if t.summary().seats.iter().all(Option::is_some) => {
                        self.sit(t, now);
                        return false;
                    }
                    Ok(t) => format!(
                        "challenge sent: table #{} is kept for {} for {} s{}",
                        t.id,
                        t.summary().kept_for.unwrap_or(name),
                        crate::seeks::CHALLENGE_TIME.as_secs(),
                        code_note(&t, &self.who)
                    ),
                    Err(e) => e.to_string(),
                }
            }
            LobbyAction::Decline(id) => match self.lobby.decline(id, &self.who) {
                Ok(()) => format!("challenge at table #{id} declined"),
                Err(e) => e.to_string(),
            },
            LobbyAction::MyGames => match &self.account {
                Some(a) => {
                    let page = crate::pages::Page::games(Some((a.id, a.name.clone())));
                    return self.act(LobbyAction::Page(page), now);
                }
                None => "a guest's games are not kept: log in with a key to have an account".to_string(),
            },
            LobbyAction::Page(page) => {
                self.leave_lobby();
                self.browse.clear();
                self.browse.open(page);
                self.mode = Mode::Pages;
                self.switched = true;
                return false;
            }
            LobbyAction::Close(id) => {
                self.lobby.close(id, &self.who);
                format!("table #{id} closed")
            }
            LobbyAction::Enter(id) => match self.lobby.table(id) {
                Some(table) if table.seat_of(&self.who).is_some() => self.take_back(table, None, now),
                Some(table) => {
                    let summary = table.summary();
                    let open = summary.seats.iter().any(Option::is_none);
                    if open && table.rated() && self.who.account.is_none() {
                        return self.say("a guest cannot sit at a rated table: log in with an SSH key to play rated");
                    }
                    if open && let Some(why) = self.too_small(&table) {
                        return self.say(why);
                    }
                    if let Some(e) = self.lobby.may_take(id, &self.who).err().filter(|_| open) {
                        if let Mode::Lobby(screen) = &mut self.mode {
                            screen.message = Some(e.to_string());
                        }
                        return false;
                    }
                    if open && self.lobby.join(id, &self.who, self.time.now()).is_none() {
                        if let Mode::Lobby(screen) = &mut self.mode {
                            screen.message = summary.kept_for.map(|name| format!("that seat is kept for {name}"));
                        }
                        return false;
                    }
                    if table.summary().seats.iter().all(Option::is_some) {
                        self.sit(table, now);
                        return false;
                    }
                    "waiting for an opponent".to_string()
                }
                None => "that table is gone".to_string(),
            },
            LobbyAction::Reclaim(id, code) => match self.lobby.table(id) {
                Some(table) => self.take_back(table, Some(&code), now),
                None => "that table is gone".to_string(),
            },
        };
        if self.wrong_codes >= WRONG_CODES {
            self.farewell =
                Some(format!("tactigon: {WRONG_CODES} wrong reconnect codes: the connection is closed\r\n"));
            return true;
        }
        if let Mode::Lobby(screen) = &mut self.mode {
            screen.message = Some(message);
        }
        false
    }

    /// Why the player's terminal cannot show `table`'s board, if it cannot.
    fn too_small(&self, table: &Table) -> Option<String> {
        crate::seat::too_small(table, &self.who, &self.settings, self.area?)
    }

    /// Why the player may not sit down now, when `action` would seat them and they are
    /// cooling off (see [`crate::cooling`]): watching and taking one's own seat back stay open.
    fn cooling_off(&self, action: &LobbyAction) -> Option<String> {
        let (until, count) = self.cooling?;
        match action {
            LobbyAction::Open(_) => {}
            LobbyAction::Enter(id) => {
                let table = self.lobby.table(*id)?;
                let open = table.summary().seats.iter().any(Option::is_none);
                if !open || table.seat_of(&self.who).is_some() {
                    return None;
                }
            }
            _ => return None,
        }
        crate::cooling::refusal(count, until, crate::accounts::unix_now())
    }

    /// Says `message` on the lobby screen; the player stays.
    fn say(&mut self, message: impl Into<String>) -> bool {
        if let Mode::Lobby(screen) = &mut self.mode {
            screen.message = Some(message.into());
        }
        false
    }

    /// Gives the player their seat at `table` back if they prove it theirs (see
    /// [`Table::reclaim`]) and sits them there; else what went wrong, asking for the code
    /// when it is needed.
    fn take_back(&mut self, table: Arc<Table>, code: Option<&str>, now: Instant) -> String {
        match table.reclaim(&self.who, code, self.time.now()) {
            Ok(()) if table.summary().seats.iter().all(Option::is_some) => {
                self.sit(table, now);
                String::new()
            }
            Ok(()) => "waiting for an opponent".to_string(),
            Err(Reclaim::NeedCode) => {
                if let Mode::Lobby(screen) = &mut self.mode {
                    screen.code = Some((table.id, String::new()));
                }
                Reclaim::NeedCode.to_string()
            }
            Err(Reclaim::WrongCode) => {
                self.wrong_codes += 1;
                match WRONG_CODES.saturating_sub(self.wrong_codes) {
                    1 => format!("{}: 1 try left", Reclaim::WrongCode),
                    left => format!("{}: {left} tries left", Reclaim::WrongCode),
                }
            }
            Err(e) => e.to_string(),
        }
    }

    /// A rated game of the player's was archived: their rating at its game and speed is the
    /// new one, in the lobby too.
    pub(super) fn rated_game_archived(&mut self) {
        let (Mode::Table(seat), Some(account)) = (&mut self.mode, &mut self.account) else { return };
        let Some(ratings) = seat.moved().borrow().ratings else { return };
        let terms = seat.table.terms();
        let (Some(speed), Some(mine)) = (terms.speed(), seat.table.held(&self.who)) else { return };
        let Some((_, after)) = ratings[mine] else { return };
        let kept = account.ratings.iter_mut().find(|r| r.game == terms.game && r.speed == speed);
        match kept {
            // Every later view of the table carries the same change: it counts once.
            Some(r) if r.glicko == after => return,
            Some(r) => {
                r.glicko = after;
                r.games += 1;
            }
            None => account.ratings.push(Rating { game: terms.game, speed, glicko: after, games: 1 }),
        }
        self.lobby.rate(&self.who.name, Some(account.ratings.clone()));
    }

    /// Opens `record` of the archive in the replay viewer, with the player's folder for a
    /// copy saved (`w`).
    pub(super) fn replay(&mut self, record: tactigon_games::games::AnyRecord, source: String, now: Instant) {
        self.seed = tactigon_rules::splitmix(self.seed);
        let mut app = App::new(self.settings.clone(), BotMode::Pooled, self.seed, now);
        app.think_cap = Some(self.think_cap);
        app.served = true;
        served_effects::blocking(|| app.set_data_dir(Some(self.folder.clone())));
        let effects = app.launch(Start::Review { record, source, file: None, analyse: false }).unwrap_or_default();
        self.files.next_app();
        self.files.carry_out(&mut app, effects);
        self.mode = Mode::Replay(Box::new(app));
        self.switched = true;
    }

    /// Back from the replay viewer to the pages it was opened from.
    pub(super) fn back_to_pages(&mut self) {
        if let Mode::Replay(app) = &self.mode {
            self.settings = app.settings.clone();
        }
        self.files.next_app();
        self.mode = Mode::Pages;
        self.switched = true;
    }
}

/// The reconnect code `who` holds at `table`, as the lobby's message adds it.
pub(super) fn code_note(table: &Table, who: &Who) -> String {
    match (&who.key, table.code_of(who)) {
        (None, Some(code)) => format!(" — your reconnect code: {code}"),
        _ => String::new(),
    }
}
