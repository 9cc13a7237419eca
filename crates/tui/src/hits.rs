//! Where the last frame put the things a mouse can click, handed from drawing back to the app.

use super::board_view::BoardLayout;
use super::graphics::PictureSpot;
use ratatui::layout::Rect;

/// Where the last frame put the things a mouse can click.
#[derive(Clone, Debug, Default)]
pub struct Hits {
    /// Clickable entries of the screen or dialog on top: menu items, form rows, buttons.
    pub items: Vec<(Rect, usize)>,
    /// The moves of the move list on screen, each with the number of moves played up to and
    /// including it.
    pub moves: Vec<(Rect, usize)>,
    /// Where the board landed, drawn in text.
    pub board: Option<BoardLayout>,
    /// Where the board landed, drawn as a picture (then `board` is `None`).
    pub picture: Option<PictureSpot>,
    /// How far the text on screen can scroll, when it scrolls (the help).
    pub scroll_limit: u16,
    /// The terminal was too small: the frame only said how much room it needs, so keys (but
    /// Ctrl-C) must not act on a screen the player cannot see.
    pub too_small: bool,
    /// The size of the frame drawn (columns, rows).
    pub screen: (u16, u16),
}

impl Hits {
    /// The entry at a cell, if any.
    pub fn item(&self, x: u16, y: u16) -> Option<usize> {
        self.items.iter().find(|(r, _)| r.contains((x, y).into())).map(|(_, i)| *i)
    }

    /// The tile of the board at a cell, drawn in text or as a picture.
    pub fn tile(&self, x: u16, y: u16) -> Option<u16> {
        match &self.picture {
            Some(p) => p.hit(x, y),
            None => self.board.as_ref().and_then(|b| b.hit(x, y)),
        }
    }

    /// The move of the move list at a cell, as the number of moves played up to it.
    pub fn move_at(&self, x: u16, y: u16) -> Option<usize> {
        self.moves.iter().find(|(r, _)| r.contains((x, y).into())).map(|(_, plies)| *plies)
    }
}

/// Where the moves of list line `text`, drawn at `at` and starting with move `first`, land
/// (cut to `at`'s width).
pub fn move_hits(text: &str, first: usize, at: Rect) -> impl Iterator<Item = (Rect, usize)> {
    crate::screens::move_list::move_spots(text, first).into_iter().filter_map(move |(column, width, plies)| {
        let r = Rect::new(at.x.saturating_add(column), at.y, width, 1).intersection(at);
        (!r.is_empty()).then_some((r, plies))
    })
}
