//! The main menu: its entries, the selected one, its keys and its drawing.

use super::Nav;
use crate::keymap::{self, HELP_HINT, MENU, MenuCmd};
use crate::layout::{centered, hint_line};
use crate::theme::Theme;
use crossterm::event::KeyCode;

use crate::wrap::wrap_lines;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};

/// An entry of the main menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    /// Resume the autosaved game.
    Continue,
    /// Set up and play a game.
    NewGame,
    /// Set up and play a game of Taacoca.
    Taacoca,
    /// The lessons of "Learn to play".
    Learn,
    /// Open or replay a saved game.
    Load,
    /// Set up and watch two bots.
    Watch,
    /// "Win in N" puzzles.
    Puzzles,
    /// How to play against people over SSH.
    Online,
    /// The settings screen.
    Settings,
    /// Rules and keys.
    Help,
    /// Leave.
    Quit,
}

impl MenuItem {
    /// The entries, top to bottom; `Continue` is first and only there when a game can be resumed.
    pub const ALL: [MenuItem; 11] = [
        MenuItem::Continue,
        MenuItem::NewGame,
        MenuItem::Taacoca,
        MenuItem::Learn,
        MenuItem::Load,
        MenuItem::Watch,
        MenuItem::Puzzles,
        MenuItem::Online,
        MenuItem::Settings,
        MenuItem::Help,
        MenuItem::Quit,
    ];

    /// The text shown.
    pub const fn label(self) -> &'static str {
        match self {
            MenuItem::Continue => "Continue",
            MenuItem::NewGame => "New game",
            MenuItem::Taacoca => "Taacoca",
            MenuItem::Learn => "Learn to play",
            MenuItem::Load => "Load game",
            MenuItem::Watch => "Watch bots",
            MenuItem::Puzzles => "Puzzles",
            MenuItem::Online => "Play online",
            MenuItem::Settings => "Settings",
            MenuItem::Help => "Rules & help",
            MenuItem::Quit => "Quit",
        }
    }
}

/// The main menu's state: the selected entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MenuScreen {
    /// The selected row of the entries shown.
    pub row: usize,
}

impl MenuScreen {
    /// The menu with `item` selected (the first entry when it is not shown).
    pub fn at(items: &[MenuItem], item: MenuItem) -> MenuScreen {
        MenuScreen { row: items.iter().position(|&i| i == item).unwrap_or(0) }
    }

    /// Handles a key; `items` are the entries shown.
    pub fn key(&mut self, code: KeyCode, items: &[MenuItem]) -> Nav {
        let n = items.len();
        self.row = self.row.min(n - 1);
        let choose = |item: MenuItem| if items.contains(&item) { Nav::Choose(item) } else { Nav::Stay };
        match keymap::command(MENU, code) {
            Some(MenuCmd::Prev) => self.row = (self.row + n - 1) % n,
            Some(MenuCmd::Next) => self.row = (self.row + 1) % n,
            Some(MenuCmd::Open) => return Nav::Choose(items[self.row]),
            Some(MenuCmd::Continue) => return choose(MenuItem::Continue),
            Some(MenuCmd::Load) => return choose(MenuItem::Load),
            Some(MenuCmd::Quit) => return Nav::Quit,
            Some(MenuCmd::NewGame) => return choose(MenuItem::NewGame),
            Some(MenuCmd::Watch) => return choose(MenuItem::Watch),
            Some(MenuCmd::Settings) => return choose(MenuItem::Settings),
            None => {}
        }
        Nav::Stay
    }

    /// A click on entry `index` of `items`, if on one.
    pub fn click(&self, index: Option<usize>, items: &[MenuItem]) -> Nav {
        index.and_then(|i| items.get(i)).map_or(Nav::Stay, |&item| Nav::Choose(item))
    }
}

/// Draws the menu with `items`; returns the clickable entry areas.
pub fn render(
    frame: &mut Frame,
    items: &[MenuItem],
    selected: usize,
    notice: Option<&str>,
    theme: &Theme,
) -> Vec<(Rect, usize)> {
    // The notice under the menu, wrapped, all of it: a settings file's mistakes can take
    // several lines.
    let screen = frame.area();
    let notice = notice.map_or_else(Vec::new, |n| {
        let lines = n.lines().map(|l| Line::styled(l.to_string(), theme.error()).centered()).collect();
        wrap_lines(lines, screen.width.saturating_sub(2))
    });
    // Entries a line apart when the screen is too short for a blank line between them,
    // and when the notice would find no room below them.
    let free = screen.height.saturating_sub(1);
    let gap = if items.len() as u16 * 2 + 8 + notice.len() as u16 <= free { 2 } else { 1 };
    // Border, blank, heading, blank, the entries, one blank line under them, border; without
    // the blank lines above the heading and under the entries when the notice needs them.
    let pad = u16::from(items.len() as u16 * gap + 7 + notice.len() as u16 <= free);
    let height = items.len() as u16 * gap + 5 + 2 * pad;
    // The menu and the notice centred together, so the menu moves up to make room.
    let top = screen.y + free.saturating_sub(height + notice.len() as u16) / 2;
    let area = centered(Rect::new(screen.x, top, screen.width, height.min(free)), 36, height);
    let block = Block::bordered().border_type(BorderType::Rounded);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    // A piece of each side: `●` and `○` are in every common monospace font (a hexagon is not).
    let title = if theme.ascii { "T A C T I G O N" } else { "●  T A C T I G O N  ○" };
    let heading = vec![
        Line::styled(title, theme.title()).centered(),
        Line::styled("hexagonal strategy for two", theme.dim()).centered(),
    ];
    frame.render_widget(Paragraph::new(heading), Rect::new(inner.x, inner.y + pad, inner.width, 2));
    let mut hits = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let y = inner.y + 3 + pad + gap * i as u16;
        if y >= inner.bottom() {
            break;
        }
        let r = Rect::new(inner.x + 6, y, inner.width.saturating_sub(12), 1);
        let (text, style) = if i == selected {
            (format!("▸ {}", item.label()), theme.selected())
        } else {
            (format!("  {}", item.label()), Style::new())
        };
        let text = if theme.ascii { text.replace('▸', ">") } else { text };
        frame.render_widget(Paragraph::new(Line::from(Span::styled(format!("{text:<20}"), style))), r);
        hits.push((r, i));
    }
    let below = screen.bottom().saturating_sub(area.bottom()).saturating_sub(1);
    if !notice.is_empty() && below > 0 {
        let r = Rect::new(screen.x + 1, area.bottom(), screen.width.saturating_sub(2), below);
        frame.render_widget(Paragraph::new(notice), r);
    }
    hint_line(frame, &keymap::hints(MENU, &[HELP_HINT]), theme);
    hits
}
