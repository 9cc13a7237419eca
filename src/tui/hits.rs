//! Where the last frame put the things a mouse can click, handed from drawing back to the app.

use super::board_view::BoardLayout;
use ratatui::layout::Rect;

/// Where the last frame put the things a mouse can click.
#[derive(Clone, Debug, Default)]
pub struct Hits {
    /// Clickable entries of the screen or dialog on top: menu items, form rows, buttons.
    pub items: Vec<(Rect, usize)>,
    /// Where the board landed.
    pub board: Option<BoardLayout>,
    /// How far the text on screen can scroll, when it scrolls (the help).
    pub scroll_limit: u16,
    /// The terminal was too small: the frame only said how much room it needs, so keys (but
    /// Ctrl-C) must not act on a screen the player cannot see.
    pub too_small: bool,
}

impl Hits {
    /// The entry at a cell, if any.
    pub fn item(&self, x: u16, y: u16) -> Option<usize> {
        self.items.iter().find(|(r, _)| r.contains((x, y).into())).map(|(_, i)| *i)
    }
}
