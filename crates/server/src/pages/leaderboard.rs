//! The leaderboard of one game at one speed: established ratings only, best first. `n`
//! changes the game, `s` the speed, Enter opens the selected player's profile.

use super::text::{self, frame};
use super::{Loaded, Page, PageAction, Query};
use crossterm::event::KeyCode;
use ratatui::Frame;
use tactigon_games::games::GameKind;
use tactigon_store::{LeaderRow, Speed};

/// The most players listed.
pub const LONGEST: usize = 100;

/// The keys, as the page's last lines show them.
const KEYS: &[&str] = &["↑↓ choose", "Enter profile", "n game", "s speed", "Esc back"];

/// The state of the leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardPage {
    /// The game.
    pub game: GameKind,
    /// The speed.
    pub speed: Speed,
    /// The rows, best first.
    pub loaded: Loaded<Vec<LeaderRow>>,
    /// The selected row.
    pub row: usize,
    /// A line about the last action.
    pub message: Option<String>,
}

impl Default for LeaderboardPage {
    fn default() -> LeaderboardPage {
        LeaderboardPage {
            game: GameKind::default(),
            speed: Speed::Blitz,
            loaded: Loaded::Waiting,
            row: 0,
            message: None,
        }
    }
}

impl LeaderboardPage {
    fn rows(&self) -> &[LeaderRow] {
        match &self.loaded {
            Loaded::Ready(rows) => rows,
            _ => &[],
        }
    }

    /// Acts on a key.
    pub fn key(&mut self, code: KeyCode) -> PageAction {
        let last = self.rows().len().saturating_sub(1);
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.row = self.row.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => self.row = (self.row + 1).min(last),
            KeyCode::Enter => {
                if let Some(r) = self.rows().get(self.row) {
                    return PageAction::Open(Page::profile(&r.name));
                }
            }
            KeyCode::Char('n' | 's') => {
                if code == KeyCode::Char('n') {
                    self.game = GameKind::ALL[(self.game.index() + 1) % GameKind::ALL.len()];
                } else {
                    self.speed = text::next_speed(self.speed);
                }
                self.loaded = Loaded::Waiting;
                self.row = 0;
                return PageAction::Ask(Query::Leaderboard(self.game, self.speed));
            }
            _ => {}
        }
        PageAction::Stay
    }

    /// Draws the leaderboard.
    pub fn render(&self, f: &mut Frame) {
        let title = format!("Leaderboard — {} {} (established ratings)", self.game.name(), self.speed.name());
        let body = frame(f, &title, self.message.as_deref(), KEYS);
        text::list(f, body, &self.loaded, self.row, "nobody has an established rating here yet", |i, r| {
            let name = text::name(&r.name);
            format!("{:>3}. {name:<20} {:>6}  {} games", i + 1, r.glicko.to_string(), r.games)
        });
    }
}
