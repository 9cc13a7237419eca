//! A list of finished games, newest first: one player's (or everyone's), all games or one,
//! a page at a time. Enter opens the selected game in the replay viewer; `p` opens a
//! player's profile.

use super::text::{self, frame};
use super::{Loaded, Page, PageAction, Query};
use crossterm::event::KeyCode;
use ratatui::Frame;
use tactigon_games::games::GameKind;
use tactigon_store::{AccountId, GameFilter, GameSummary, Side};

/// Games listed on one page.
pub const PAGE: usize = 20;

/// The keys, as the page's last lines show them.
const KEYS: &[&str] = &[
    "↑↓ choose",
    "Enter replay (a analyse, w save a copy)",
    "n game",
    "→ older",
    "← newer",
    "p first player's profile",
    "P second's",
    "Esc back",
];

/// The state of a list of games.
#[derive(Clone, Debug, PartialEq)]
pub struct GamesPage {
    /// Whose games: the account and its name; everyone's when `None`.
    pub player: Option<(AccountId, String)>,
    /// Only this game's, or all.
    pub game: Option<GameKind>,
    /// The archive numbers the pages before this one started after (`None`: the newest).
    pub pages: Vec<Option<i64>>,
    /// The games of this page.
    pub loaded: Loaded<Vec<GameSummary>>,
    /// The selected row.
    pub row: usize,
    /// A line about the last action.
    pub message: Option<String>,
}

impl GamesPage {
    /// The newest games of `player` (everyone's when `None`), of every game.
    pub fn new(player: Option<(AccountId, String)>) -> GamesPage {
        GamesPage { player, game: None, pages: vec![None], loaded: Loaded::Waiting, row: 0, message: None }
    }

    /// The query of the page that starts after archive number `before`.
    pub fn query(&self, before: Option<i64>) -> Query {
        Query::Games(GameFilter { player: self.player.as_ref().map(|p| p.0), game: self.game, before, limit: PAGE })
    }

    fn rows(&self) -> &[GameSummary] {
        match &self.loaded {
            Loaded::Ready(rows) => rows,
            _ => &[],
        }
    }

    /// Acts on a key.
    pub fn key(&mut self, code: KeyCode) -> PageAction {
        let rows = self.rows();
        let last = rows.len().saturating_sub(1);
        let selected = rows.get(self.row.min(last));
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.row = self.row.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => self.row = (self.row + 1).min(last),
            KeyCode::Enter => {
                if let Some(game) = selected {
                    return PageAction::Replay(game.id);
                }
            }
            KeyCode::Char('p' | 'P') => {
                let side = usize::from(code == KeyCode::Char('P'));
                if let Some(game) = selected {
                    return PageAction::Open(Page::profile(&game.sides[side].name));
                }
            }
            KeyCode::Char('n') => {
                self.game = match self.game {
                    None => Some(GameKind::ALL[0]),
                    Some(g) => GameKind::ALL.get(g.index() + 1).copied(),
                };
                return self.turn(vec![None]);
            }
            // A full page may have older games after it.
            KeyCode::Right | KeyCode::PageDown if rows.len() == PAGE => {
                let before = rows.last().map(|g| g.id);
                let mut pages = self.pages.clone();
                pages.push(before);
                return self.turn(pages);
            }
            KeyCode::Left | KeyCode::PageUp if self.pages.len() > 1 => {
                let mut pages = self.pages.clone();
                pages.pop();
                return self.turn(pages);
            }
            _ => {}
        }
        PageAction::Stay
    }

    /// Goes to the last page of `pages`, asking for its games.
    fn turn(&mut self, pages: Vec<Option<i64>>) -> PageAction {
        let before = pages.last().copied().flatten();
        self.pages = pages;
        self.loaded = Loaded::Waiting;
        self.row = 0;
        PageAction::Ask(self.query(before))
    }

    /// Draws the list.
    pub fn render(&self, f: &mut Frame) {
        let whose = self
            .player
            .as_ref()
            .map_or_else(|| "Everyone's games".to_string(), |p| format!("Games of {}", text::name(&p.1)));
        let which = self.game.map_or("every game", GameKind::name);
        let title = format!("{whose} — {which}, page {}", self.pages.len());
        let body = frame(f, &title, self.message.as_deref(), KEYS);
        text::list(f, body, &self.loaded, self.row, "no finished games here yet", |_, g| row(g));
    }
}

/// One side as a list writes it: `alice 1500 → 1512 (+12)` for a rated game, else the name.
pub fn side(s: &Side) -> String {
    match (&s.before, &s.after) {
        (Some(before), Some(after)) => format!("{} {}", text::name(&s.name), text::change(before, after)),
        _ => text::name(&s.name),
    }
}

/// One game as a list writes it.
pub fn row(g: &GameSummary) -> String {
    let how = g.rated.map_or_else(|| "casual".to_string(), |s| format!("rated {}", s.name()));
    format!(
        "{}  {:<8}  {} vs {}  {} {}  {how}",
        text::date(g.finished),
        g.game.name(),
        side(&g.sides[0]),
        side(&g.sides[1]),
        g.score.token(),
        tactigon_core::escape::escape(&g.ending),
    )
}
