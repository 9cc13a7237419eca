//! The lobby's pages as a player goes through them: a stack (Esc goes back one page, and from
//! the first to the lobby), each page's questions numbered so that only the answer to the
//! newest is taken, and an archived game asked for to be opened in the replay viewer.

use super::pages::ask::{Answered, Asker};
use super::pages::{Answer, Loaded, Page, PageAction, Query};
use crossterm::event::KeyCode;
use ratatui::Frame;
use tactigon_core::record::parse_records_of;
use tactigon_games::games::{AnyRecord, Registered};
use tactigon_games::with_game;
use tactigon_store::ArchivedGame;

/// The pages a player opened from the lobby, the newest on top.
pub struct Browse {
    stack: Vec<Page>,
    /// The number of the last question asked.
    serial: u64,
    /// Whether that question is for a game to replay (not the page's own data).
    for_replay: bool,
    asker: Asker,
}

/// Where a key or an answer leaves the player.
#[derive(Debug)]
pub enum Browsed {
    /// On the page on top.
    Stay,
    /// Back in the lobby (the last page closed).
    Lobby,
    /// In the replay viewer on this game, titled so.
    Replay(Box<AnyRecord>, String),
}

impl Browse {
    /// No page open yet; questions go to `asker`.
    pub fn new(asker: Asker) -> Browse {
        Browse { stack: Vec::new(), serial: 0, for_replay: false, asker }
    }

    /// Opens `page` over the others and asks for its data.
    pub fn open(&mut self, page: Page) {
        let query = page.query();
        self.stack.push(page);
        self.ask(query);
    }

    /// Closes every page.
    pub fn clear(&mut self) {
        self.stack.clear();
    }

    fn ask(&mut self, query: Query) {
        self.serial += 1;
        self.for_replay = matches!(query, Query::Game(_));
        self.asker.ask(self.serial, query);
    }

    /// Acts on a key on the page on top.
    pub fn key(&mut self, code: KeyCode) -> Browsed {
        let Some(top) = self.stack.last_mut() else { return Browsed::Lobby };
        match top.key(code) {
            PageAction::Stay => {}
            PageAction::Back => {
                self.stack.pop();
                let Some(top) = self.stack.last() else { return Browsed::Lobby };
                // Its answer was dropped when the page closed was opened over it.
                if top.waiting() {
                    self.ask(top.query());
                }
            }
            PageAction::Ask(query) => self.ask(query),
            PageAction::Open(page) => self.open(page),
            PageAction::Replay(id) => {
                top.tell(format!("opening game {id}…"));
                self.ask(Query::Game(id));
            }
        }
        Browsed::Stay
    }

    /// Takes the store's answer to question `serial`, if it is the newest.
    pub fn answered(&mut self, (serial, answer): Answered) -> Browsed {
        let Some(top) = self.stack.last_mut().filter(|_| serial == self.serial) else { return Browsed::Stay };
        match answer {
            Ok(Answer::Game(Some(game))) => match replayed(&game) {
                Ok(record) => {
                    top.tell(String::new());
                    return Browsed::Replay(Box::new(record), title(&game));
                }
                Err(e) => top.tell(format!("game {} does not read: {e}", game.summary.id)),
            },
            Ok(Answer::Game(None)) => top.tell("that game is not in the archive".to_string()),
            Err(e) if self.for_replay => {
                top.tell(format!("the server's archive did not answer: {e}"));
            }
            answer => top.answer(answer),
        }
        Browsed::Stay
    }

    /// Draws the page on top.
    pub fn render(&self, frame: &mut Frame) {
        if let Some(top) = self.stack.last() {
            top.render(frame);
        }
    }
}

impl Page {
    /// Whether the page still waits for its data.
    fn waiting(&self) -> bool {
        match self {
            Page::Games(p) => p.loaded == Loaded::Waiting,
            Page::Profile(p) => p.loaded == Loaded::Waiting,
            Page::Leaderboard(p) => p.loaded == Loaded::Waiting,
        }
    }
}

/// The record of an archived game, read as its game.
fn replayed(game: &ArchivedGame) -> Result<AnyRecord, String> {
    with_game!(game.summary.game, G => parse_records_of::<G>(&game.record)
        .map_err(|e| e.to_string())?
        .into_iter()
        .next()
        .map(G::wrap_record)
        .ok_or_else(|| "no game in its record".to_string()))
}

/// The replay viewer's title for an archived game: `alice vs bob, 2026-11-26`.
fn title(game: &ArchivedGame) -> String {
    let s = &game.summary;
    let name = super::pages::text::name;
    format!("{} vs {}, {}", name(&s.sides[0].name), name(&s.sides[1].name), super::pages::text::date(s.finished))
}
