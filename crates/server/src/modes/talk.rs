//! A player's side of the chat ([`crate::chat`]): `"` opens the line to type a message in the
//! lobby or at a table, Enter says it in the room the player is in (a table's players', or
//! its spectators' while the game goes on), Esc drops it; `/mute NAME` and `/unmute NAME`
//! hide or show NAME's messages for this player alone. The last messages are drawn in the
//! lobby's chat lines and on the game's side panel.

use super::{Mode, Player};
use crate::chat::{Chat, Room};
use crossterm::event::{Event, KeyCode, KeyEventKind};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Instant;

/// The key that opens the chat line.
pub const SAY: char = '"';
/// The messages shown in the lobby.
const IN_LOBBY: usize = 3;
/// The messages shown on a table's panel.
const AT_TABLE: usize = 5;

/// What a player is typing and whom they muted.
#[derive(Default)]
pub(super) struct Talk {
    /// The chat's rooms.
    pub(super) chat: Arc<Chat>,
    /// The message being typed, while it is.
    typing: Option<String>,
    /// The names (lower case) whose messages this player does not see.
    hidden: BTreeSet<String>,
}

impl Player {
    /// The player talks in `chat`.
    pub fn with_chat(self, chat: Arc<Chat>) -> Player {
        Player { talk: Talk { chat, ..Talk::default() }, ..self }
    }

    /// The room the player reads and writes in now, if they are where one is.
    fn room(&self) -> Option<Room> {
        match &self.mode {
            Mode::Lobby(_) => Some(Room::Lobby),
            Mode::Table(seat) => {
                let id = seat.table.id;
                let players = seat.table.held(&self.who).is_some() || seat.table.summary().over;
                Some(if players { Room::Players(id) } else { Room::Spectators(id) })
            }
            _ => None,
        }
    }

    /// Handles `event` if it is the chat's: a key while typing, or `"` where a message may be
    /// typed and nothing else is typed. Whether it was.
    pub(super) fn talk_event(&mut self, event: &Event) -> bool {
        let Event::Key(key) = event else { return false };
        if key.kind != KeyEventKind::Press {
            return false;
        }
        let Some(typed) = &mut self.talk.typing else {
            let free = match &self.mode {
                Mode::Lobby(screen) => screen.code.is_none() && screen.finding.is_none(),
                Mode::Table(seat) => !seat.app.game_screen().is_some_and(|g| g.typing()),
                _ => false,
            };
            if free && key.code == KeyCode::Char(SAY) {
                self.talk.typing = Some(String::new());
                return true;
            }
            return false;
        };
        match key.code {
            KeyCode::Char(c) if typed.chars().count() <= crate::chat::LONGEST => typed.push(c),
            KeyCode::Backspace => drop(typed.pop()),
            KeyCode::Esc => self.talk.typing = None,
            KeyCode::Enter => {
                let text = self.talk.typing.take().unwrap_or_default();
                let told = self.chat_say(&text);
                self.tell(told);
            }
            _ => {}
        }
        true
    }

    /// Says `text` (or carries out `/mute NAME`, `/unmute NAME`); what the player is told.
    fn chat_say(&mut self, text: &str) -> Option<String> {
        let mut words = text.split_whitespace();
        match (words.next(), words.next(), words.next()) {
            (Some("/mute"), Some(name), None) => {
                self.talk.hidden.insert(name.to_lowercase());
                return Some(format!("{name}'s messages are hidden from you (/unmute {name} shows them)"));
            }
            (Some("/unmute"), Some(name), None) => {
                self.talk.hidden.remove(&name.to_lowercase());
                return Some(format!("{name}'s messages are shown again"));
            }
            (Some(w), ..) if w.starts_with('/') => return Some("the chat knows /mute NAME and /unmute NAME".into()),
            _ => {}
        }
        let room = self.room()?;
        match self.talk.chat.say(room, &self.who.name, text, Instant::now()) {
            Ok(()) => {
                if room == Room::Lobby {
                    self.lobby.said();
                }
                None
            }
            Err(e) => Some(e.to_string()),
        }
    }

    /// Shows `told` where the player reads messages: the lobby's line or the game's status.
    fn tell(&mut self, told: Option<String>) {
        match &mut self.mode {
            Mode::Lobby(screen) => screen.message = told,
            Mode::Table(seat) => {
                if let (Some(told), Some(g)) = (told, seat.app.game_screen_mut()) {
                    g.info(told);
                }
            }
            _ => {}
        }
    }

    /// The chat's lines for where the player is: the last messages of their room and the
    /// message being typed.
    pub(super) fn chat_lines(&self) -> Vec<String> {
        let Some(room) = self.room() else { return Vec::new() };
        let shown = if room == Room::Lobby { IN_LOBBY } else { AT_TABLE };
        let mut lines: Vec<String> = self
            .talk
            .chat
            .last(room, shown, &self.talk.hidden)
            .into_iter()
            .map(|s| format!("{}: {}", s.from, s.text))
            .collect();
        match &self.talk.typing {
            Some(typed) => lines.push(format!("say: {typed}_ (Enter says, Esc drops)")),
            None if room != Room::Lobby => lines.push(format!("{SAY} chat")),
            None => {}
        }
        if let Room::Spectators(_) = room {
            lines.insert(0, "spectators' chat:".to_string());
        }
        lines
    }
}
