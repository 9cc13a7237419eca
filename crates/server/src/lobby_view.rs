//! The lobby screen (server only): who is online, the open seats, seeks, challenges and the
//! games being played; keys to choose the game, board, rules and clock of a seat and open it
//! or a seek, join a pool, challenge a player, take a seat, accept or decline a challenge,
//! take one's game back (with the reconnect code), watch a game, or play on one's own (the
//! local game's menu).

use super::lobby_list::ListMemo;
use super::lobby_rows::{Around, challenged, wrap_indented};
pub use super::lobby_rows::{describe, pack};
use super::pages::Page;
use super::seats::Who;
use super::seeks::Seeking;
use super::snapshot::Memo;
use super::snapshot::mine;
use super::table::Summary;
use super::terms::{Term, Terms};
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};
use std::sync::{Arc, Mutex};
use tactigon_table::table::Ongoing;
use tactigon_tui::parts;

/// The longest reconnect code typed.
const CODE_TYPED: usize = 16;

/// The lobby's state: the selected table, the terms of the next seat opened, the reconnect
/// code being typed and a message.
#[derive(Clone, Debug, Default)]
pub struct LobbyScreen {
    /// The selected row of the tables listed.
    pub row: usize,
    /// A line about the last action (a seat taken, a game gone).
    pub message: Option<String>,
    /// The game, board, rules and clock a seat is opened for.
    pub terms: Terms,
    /// The table whose seat is being taken back, and the code typed so far.
    pub code: Option<(u64, String)>,
    /// The name being typed for a player's profile (`f`), while it is.
    pub finding: Option<String>,
    /// The player's correspondence games going on, their turn first (see
    /// [`crate::correspondence::ongoing`]).
    pub ongoing: Vec<Ongoing>,
    /// The lobby chat's last lines and the message being typed (see `modes::talk`).
    pub chat: Vec<String>,
    /// The name being typed for a challenge (`h`), while it is.
    pub challenging: Option<String>,
    /// The colour, rating range and bots of the next seek, challenge or pool.
    pub seeking: Seeking,
    /// What the lobby knows around the tables (ratings, activities, offers, one's pool).
    pub around: Around,
    /// The list of tables as last drawn.
    pub list: ListMemo,
}

/// What a key in the lobby asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum LobbyAction {
    /// Nothing beyond the screen's own state.
    Stay,
    /// Take the seat, go back to one's game, or watch: table `id`.
    Enter(u64),
    /// Open a seat as the first (0) or second (1) player.
    Open(usize),
    /// Open a seek with the screen's terms and [`LobbyScreen::seeking`].
    Seek,
    /// Join the pool of the screen's game and clock, or leave the pool one waits in.
    Pool,
    /// Challenge the player named.
    Challenge(String),
    /// Decline the challenge at table `id`.
    Decline(u64),
    /// Take one's seat back at table `id` with this reconnect code.
    Reclaim(u64, String),
    /// Close one's own open seat at table `id`.
    Close(u64),
    /// Play on one's own: bots, saved games, settings (the local game's menu).
    Alone,
    /// One's own finished games.
    MyGames,
    /// A page over the server's memory: a profile, the leaderboard, everyone's games.
    Page(Page),
    /// Leave the server.
    Quit,
}

/// The keys, as the lobby's last lines show them (as many lines as they need).
const KEYS: &[&str] = &[
    "↑↓ choose",
    "Enter join/watch/accept",
    "r open a seat as first player (Red/White)",
    "g as second",
    "s open a seek",
    "v its colour",
    "e its rating range",
    "z join/leave the pool",
    "B bots in pools",
    "h challenge a player",
    "d decline a challenge",
    "n game",
    "o board",
    "u rules",
    "t clock",
    "c rated/casual",
    "x close your seat",
    "y your turn (correspondence)",
    "\" chat (/mute NAME)",
    "m my games",
    "a all games",
    "p/P profile of the first/second player",
    "f find a player's profile",
    "l leaderboard",
    "b play alone (bots)",
    "q quit",
];

impl LobbyScreen {
    /// Acts on a key, with `tables` as listed.
    pub fn key(&mut self, code: KeyCode, tables: &[Arc<Summary>], me: &Who) -> LobbyAction {
        if let Some(typed) = &mut self.finding {
            if let Some(done) = type_name(typed, code) {
                self.finding = None;
                if let Some(name) = done {
                    return LobbyAction::Page(Page::profile(&name));
                }
            }
            return LobbyAction::Stay;
        }
        if let Some(typed) = &mut self.challenging {
            if let Some(done) = type_name(typed, code) {
                self.challenging = None;
                if let Some(name) = done {
                    return LobbyAction::Challenge(name);
                }
            }
            return LobbyAction::Stay;
        }
        if let Some((id, typed)) = &mut self.code {
            match code {
                KeyCode::Char(c) if c.is_ascii_alphanumeric() && typed.len() < CODE_TYPED => typed.push(c),
                KeyCode::Backspace => {
                    typed.pop();
                }
                KeyCode::Enter => {
                    let (id, typed) = (*id, std::mem::take(typed));
                    self.code = None;
                    return LobbyAction::Reclaim(id, typed);
                }
                KeyCode::Esc => self.code = None,
                _ => {}
            }
            return LobbyAction::Stay;
        }
        let last = tables.len().saturating_sub(1);
        self.row = self.row.min(last);
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.row = self.row.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => self.row = (self.row + 1).min(last),
            KeyCode::Enter => {
                if let Some(t) = tables.get(self.row) {
                    return LobbyAction::Enter(t.id);
                }
            }
            KeyCode::Char('r') => return LobbyAction::Open(0),
            KeyCode::Char('g') => return LobbyAction::Open(1),
            KeyCode::Char('s') => return LobbyAction::Seek,
            KeyCode::Char('v') => self.seeking.colour = self.seeking.colour.next(),
            KeyCode::Char('e') => self.seeking.next_range(),
            KeyCode::Char('z') => return LobbyAction::Pool,
            KeyCode::Char('B') => self.seeking.bots = !self.seeking.bots,
            KeyCode::Char('h') => self.challenging = Some(String::new()),
            KeyCode::Char('d') => {
                if let Some(t) = tables.get(self.row).filter(|t| challenged(t, me, &self.around)) {
                    return LobbyAction::Decline(t.id);
                }
                self.message = Some("the row chosen is no challenge to you".to_string());
            }
            KeyCode::Char('n') => self.terms.cycle(Term::Game),
            KeyCode::Char('o') => self.terms.cycle(Term::Board),
            KeyCode::Char('u') => {
                let before = self.terms.clone();
                self.terms.cycle(Term::Rules);
                // A game without rule options is told so rather than left silent.
                if self.terms == before {
                    self.message = Some(format!("{} has no rule options (o: the board)", self.terms.game.name()));
                }
            }
            KeyCode::Char('t') => {
                self.terms.cycle(Term::Clock);
                // A rated game needs a clock: its speed is the rating's.
                self.terms.rated &= self.terms.clock.is_some();
            }
            KeyCode::Char('c') => self.toggle_rated(me),
            KeyCode::Char('x') | KeyCode::Delete => {
                let own = tables.iter().find(|t| t.seats.iter().any(Option::is_none) && mine(t, me));
                if let Some(t) = own {
                    return LobbyAction::Close(t.id);
                }
            }
            KeyCode::Char('y') => match self.ongoing.iter().find(|g| g.my_turn) {
                Some(g) => return LobbyAction::Enter(g.table),
                None => self.message = Some("it is not your turn in any correspondence game".to_string()),
            },
            KeyCode::Char('b') => return LobbyAction::Alone,
            KeyCode::Char('m') => return LobbyAction::MyGames,
            KeyCode::Char('a') => return LobbyAction::Page(Page::games(None)),
            KeyCode::Char('l') => return LobbyAction::Page(Page::leaderboard()),
            KeyCode::Char('f') => self.finding = Some(String::new()),
            KeyCode::Char(c @ ('p' | 'P')) => {
                let seat = usize::from(c == 'P');
                if let Some(name) = tables.get(self.row).and_then(|t| t.seats[seat].as_deref()) {
                    return LobbyAction::Page(Page::profile(name));
                }
            }
            // Only q leaves, as the lobby's keys say: a stray Esc does not disconnect.
            KeyCode::Char('q') => return LobbyAction::Quit,
            _ => {}
        }
        LobbyAction::Stay
    }

    /// The lines under the tables: the terms of a seat opened now, the seek's choices and
    /// one's pool.
    fn next_lines(&self, width: usize) -> Vec<String> {
        let casual = if self.terms.rated { "" } else { ", casual" };
        let pool = match &self.around.pool {
            Some((game, clock, n)) => format!(" — in the {} {clock} pool ({n} waiting): z leaves", game.name()),
            None => String::new(),
        };
        let mut lines = wrap_indented(&format!("a seat opened now: {}{casual}", self.terms.describe()), width);
        lines.extend(wrap_indented(&format!("seeks and pools: {}{pool}", self.seeking.describe()), width));
        lines
    }

    /// Makes the next seat rated, or casual again; a guest's, and one without a clock, stay
    /// casual, and the message says why.
    fn toggle_rated(&mut self, me: &Who) {
        self.message = if me.account.is_none() {
            Some("guests play casual games only: log in with an SSH key to play rated".to_string())
        } else if self.terms.clock.is_none() {
            Some("a rated game needs a clock: choose one with t".to_string())
        } else {
            self.terms.rated = !self.terms.rated;
            None
        };
    }

    /// Draws the head: the title, then the online list wrapped in the lines left. The list
    /// is drawn once for every screen of the same width showing the same game and speed,
    /// and copied, when the title takes one line (as wrapped together, the list would start
    /// on the second).
    fn render_head(&self, frame: &mut Frame, head: Rect, me: &Who) {
        let width = usize::from(head.width);
        let title = Line::from(format!("Tactigon online — you are {}", me.name))
            .style(Style::new().add_modifier(Modifier::BOLD));
        // The head's last two lines show the online list: a third line's worth is more than
        // enough for the wrapping of those two to be that of the whole list.
        let players = || Line::from(self.around.online_line(&self.terms, 3 * width).to_string());
        if title.width() > width || head.height < 2 {
            frame.render_widget(Paragraph::new(vec![title, players()]).wrap(Wrap { trim: true }), head);
            return;
        }
        frame.render_widget(Paragraph::new(title).wrap(Wrap { trim: true }), Rect { height: 1, ..head });
        let list = Rect { y: head.y + 1, height: head.height - 1, ..head };
        let key = (self.terms.game, self.terms.clock_speed(), width, usize::from(list.height));
        let drawn = self.around.drawn.drawing(key, || {
            let mut drawn = Buffer::empty(Rect { x: 0, y: 0, ..list });
            Paragraph::new(players()).wrap(Wrap { trim: true }).render(drawn.area, &mut drawn);
            drawn
        });
        parts::copy(frame.buffer_mut(), list, &drawn);
    }

    /// Draws the lobby for `me`: every line wrapped to the terminal's width, so that nothing
    /// a player must read (a table's key, the way out) is cut off.
    pub fn render(&self, frame: &mut Frame, me: &Who) {
        let width = usize::from(frame.area().width);
        let next = self.next_lines(width);
        let message = match (&self.code, &self.finding, &self.challenging) {
            (Some((id, typed)), _, _) => {
                format!("reconnect code for table #{id}: {typed}_   (Enter takes the seat back, Esc cancels)")
            }
            (None, Some(typed), _) => format!("profile of: {typed}_   (Enter opens it, Esc cancels)"),
            (None, None, Some(typed)) => {
                format!("challenge: {typed}_   (Enter sends it on the terms above, Esc cancels)")
            }
            (None, None, None) => self.message.clone().unwrap_or_default(),
        };
        let message = wrap_indented(&message, width);
        let keys = keys_lines(width);
        let turns = crate::correspondence::summary(&self.ongoing).map_or_else(Vec::new, |t| wrap_indented(&t, width));
        let rows = |lines: &[String]| Constraint::Length(lines.len() as u16);
        let chat: Vec<String> = self.chat.iter().flat_map(|l| wrap_indented(l, width)).collect();
        let [head, turns_area, list, chat_area, next_area, message_area, keys_area] = Layout::vertical([
            Constraint::Length(3),
            rows(&turns),
            Constraint::Min(3),
            rows(&chat),
            rows(&next),
            rows(&message),
            rows(&keys),
        ])
        .areas(frame.area());
        self.render_head(frame, head, me);
        self.list.draw(frame.buffer_mut(), list, self.row, me, &self.around);
        let as_lines = |lines: Vec<String>| lines.into_iter().map(Line::from).collect::<Vec<_>>();
        frame.buffer_mut().set_style(turns_area, Style::new().add_modifier(Modifier::BOLD));
        tactigon_tui::lines::draw(frame.buffer_mut(), turns_area, &as_lines(turns));
        for (area, lines) in [(chat_area, chat), (next_area, next), (message_area, message)] {
            parts::text(frame.buffer_mut(), area, None, as_lines(lines));
        }
        // The keys are the same on every lobby screen of this width: drawn once, copied.
        let drawn = crate::snapshot::kept(&KEYS_DRAWN, (keys_area.width, keys_area.height), || {
            let area = Rect { x: 0, y: 0, ..keys_area };
            let mut drawn = Buffer::empty(area);
            tactigon_tui::lines::draw(&mut drawn, area, &as_lines(keys));
            Arc::new(drawn)
        });
        parts::copy(frame.buffer_mut(), keys_area, &drawn);
    }
}

/// The keys drawn at each size of their area (see [`LobbyScreen::render`]).
static KEYS_DRAWN: Memo<(u16, u16), Arc<Buffer>> = Mutex::new(Vec::new());
/// The keys packed at each width.
static KEYS_PACKED: Memo<usize, Arc<Vec<String>>> = Mutex::new(Vec::new());

/// [`KEYS`] packed to `width`, once for every screen of that width.
fn keys_lines(width: usize) -> Vec<String> {
    crate::snapshot::kept(&KEYS_PACKED, width, || Arc::new(pack(KEYS, width))).to_vec()
}

/// A key at a name being typed: `None` while typing goes on, `Some(None)` when it was
/// cancelled (Esc, or Enter on nothing), `Some(Some(name))` when Enter ends it.
fn type_name(typed: &mut String, code: KeyCode) -> Option<Option<String>> {
    match code {
        // The names a player may have: see `names::clean`.
        KeyCode::Char(c) if (c.is_ascii_alphanumeric() || c == '-' || c == '_') && typed.len() < CODE_TYPED + 8 => {
            typed.push(c)
        }
        KeyCode::Backspace => drop(typed.pop()),
        KeyCode::Enter => return Some(Some(std::mem::take(typed)).filter(|name| !name.is_empty())),
        KeyCode::Esc => return Some(None),
        _ => {}
    }
    None
}
