//! The lobby's pages over the server's memory: a player's games, a profile and the
//! leaderboard. Each page owns its state and one key table and draws only what it holds; what
//! it shows is asked of the store off the async threads (see [`ask`]) and handed to it when
//! the answer comes back.

pub mod ask;
pub mod games;
pub mod leaderboard;
pub mod profile;
pub mod text;

use crossterm::event::KeyCode;
use ratatui::Frame;
use tactigon_games::games::GameKind;
use tactigon_store::{AccountId, ArchivedGame, GameFilter, GameSummary, LeaderRow, Profile, Speed};

pub use games::GamesPage;
pub use leaderboard::LeaderboardPage;
pub use profile::ProfilePage;

/// What a page asks the store.
#[derive(Clone, Debug, PartialEq)]
pub enum Query {
    /// Finished games, newest first.
    Games(GameFilter),
    /// The profile of the player of that name.
    Profile(String),
    /// The established ratings of a game at a speed.
    Leaderboard(GameKind, Speed),
    /// One archived game with its record, to open in the replay viewer.
    Game(i64),
}

/// What the store answered.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The games asked for.
    Games(Vec<GameSummary>),
    /// The profile, if the player is known.
    Profile(Option<Profile>),
    /// The leaderboard's rows, best first.
    Leaderboard(Vec<LeaderRow>),
    /// The game, if it is in the archive.
    Game(Option<Box<ArchivedGame>>),
}

/// What a key on a page asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum PageAction {
    /// Nothing beyond the page's own state.
    Stay,
    /// Back to the page before, or the lobby.
    Back,
    /// The page needs this from the store (its own data changes: a filter, another page).
    Ask(Query),
    /// Open another page over this one.
    Open(Page),
    /// Open archived game `id` in the replay viewer.
    Replay(i64),
}

/// One of the lobby's pages.
#[derive(Clone, Debug, PartialEq)]
pub enum Page {
    /// A list of finished games.
    Games(GamesPage),
    /// A player's profile.
    Profile(ProfilePage),
    /// The leaderboard.
    Leaderboard(LeaderboardPage),
}

/// How far a page's data has come.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Loaded<T> {
    /// Asked for, not yet here.
    #[default]
    Waiting,
    /// Here.
    Ready(T),
    /// The store could not answer: why, in one line.
    Failed(String),
}

impl Page {
    /// The games of `player` (everyone's when `None`), all games.
    pub fn games(player: Option<(AccountId, String)>) -> Page {
        Page::Games(GamesPage::new(player))
    }

    /// The profile of the player called `name`.
    pub fn profile(name: &str) -> Page {
        Page::Profile(ProfilePage::new(name))
    }

    /// The leaderboard of the first game at blitz.
    pub fn leaderboard() -> Page {
        Page::Leaderboard(LeaderboardPage::default())
    }

    /// What the page needs from the store to show what it shows now.
    pub fn query(&self) -> Query {
        match self {
            Page::Games(p) => p.query(p.pages.last().copied().flatten()),
            Page::Profile(p) => Query::Profile(p.name.clone()),
            Page::Leaderboard(p) => Query::Leaderboard(p.game, p.speed),
        }
    }

    /// Acts on a key.
    pub fn key(&mut self, code: KeyCode) -> PageAction {
        match code {
            KeyCode::Esc | KeyCode::Char('q') => return PageAction::Back,
            _ => {}
        }
        match self {
            Page::Games(p) => p.key(code),
            Page::Profile(p) => p.key(code),
            Page::Leaderboard(p) => p.key(code),
        }
    }

    /// Takes the store's answer to the page's last query (an answer of another kind is
    /// not the page's and is dropped).
    pub fn answer(&mut self, answer: Result<Answer, String>) {
        match (self, answer) {
            (Page::Games(p), Ok(Answer::Games(rows))) => p.loaded = Loaded::Ready(rows),
            (Page::Games(p), Err(e)) => p.loaded = Loaded::Failed(e),
            (Page::Profile(p), Ok(Answer::Profile(profile))) => p.set(profile),
            (Page::Profile(p), Err(e)) => p.loaded = Loaded::Failed(e),
            (Page::Leaderboard(p), Ok(Answer::Leaderboard(rows))) => p.loaded = Loaded::Ready(rows),
            (Page::Leaderboard(p), Err(e)) => p.loaded = Loaded::Failed(e),
            _ => {}
        }
    }

    /// Draws the page on the whole frame.
    pub fn render(&self, frame: &mut Frame) {
        match self {
            Page::Games(p) => p.render(frame),
            Page::Profile(p) => p.render(frame),
            Page::Leaderboard(p) => p.render(frame),
        }
    }

    /// A line for the page's status (a game that did not open, say).
    pub fn tell(&mut self, message: String) {
        match self {
            Page::Games(p) => p.message = Some(message),
            Page::Profile(p) => p.message = Some(message),
            Page::Leaderboard(p) => p.message = Some(message),
        }
    }
}
