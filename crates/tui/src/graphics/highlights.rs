//! The text board's highlights ([`Paint`]) as the picture's: the same cells in the same
//! colours, so that a theme's meaning carries over and nothing is chosen twice.

use crate::board_shape::Shape;
use crate::board_view::Paint;
use ratatui::style::Color;
use tactigon_picture::marks::Rgb;
use tactigon_picture::scene::{Board, Highlight};

/// The highlights of `paint` on `board` (whose cells `shape` names): each fill's background
/// over its cell, each outline's colour as a ring. Styles that set no colour (an underline)
/// draw nothing.
pub fn highlights(paint: &Paint, shape: &Shape, board: &Board) -> Vec<Highlight> {
    let name = |tile: u16| {
        let (row, col) = shape.coord(tile);
        board.cells.iter().find(|c| c.row == row && c.col == col).map(|c| c.name.clone())
    };
    let fills = paint
        .fills
        .iter()
        .filter_map(|&(t, s)| Some(Highlight { cell: name(t)?, fill: Some(rgb(s.bg?)?), ring: None }));
    let rings = paint
        .outlines
        .iter()
        .filter_map(|&(t, s)| Some(Highlight { cell: name(t)?, fill: None, ring: Some(rgb(s.fg?)?) }));
    fills.chain(rings).collect()
}

/// The 16 ANSI colours as xterm shows them.
const ANSI: [Rgb; 16] = [
    Rgb(0, 0, 0),
    Rgb(205, 0, 0),
    Rgb(0, 205, 0),
    Rgb(205, 205, 0),
    Rgb(0, 0, 238),
    Rgb(205, 0, 205),
    Rgb(0, 205, 205),
    Rgb(229, 229, 229),
    Rgb(127, 127, 127),
    Rgb(255, 0, 0),
    Rgb(0, 255, 0),
    Rgb(255, 255, 0),
    Rgb(92, 92, 255),
    Rgb(255, 0, 255),
    Rgb(0, 255, 255),
    Rgb(255, 255, 255),
];

/// A terminal colour as red, green and blue: true colour as it is, the 256-colour palette
/// as xterm defines it; `None` for the terminal's default colour.
fn rgb(c: Color) -> Option<Rgb> {
    let ansi = |i: usize| Some(ANSI[i]);
    match c {
        Color::Reset => None,
        Color::Rgb(r, g, b) => Some(Rgb(r, g, b)),
        Color::Indexed(i @ 0..16) => ansi(usize::from(i)),
        Color::Indexed(i @ 16..232) => {
            let level = |v: u8| if v == 0 { 0 } else { 55 + 40 * v };
            let i = i - 16;
            Some(Rgb(level(i / 36), level(i / 6 % 6), level(i % 6)))
        }
        Color::Indexed(i) => {
            let grey = 8 + 10 * (i - 232);
            Some(Rgb(grey, grey, grey))
        }
        Color::Black => ansi(0),
        Color::Red => ansi(1),
        Color::Green => ansi(2),
        Color::Yellow => ansi(3),
        Color::Blue => ansi(4),
        Color::Magenta => ansi(5),
        Color::Cyan => ansi(6),
        Color::Gray => ansi(7),
        Color::DarkGray => ansi(8),
        Color::LightRed => ansi(9),
        Color::LightGreen => ansi(10),
        Color::LightYellow => ansi(11),
        Color::LightBlue => ansi(12),
        Color::LightMagenta => ansi(13),
        Color::LightCyan => ansi(14),
        Color::White => ansi(15),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn palette_colours_are_xterms() {
        // Cube entry 16 + 36·5 + 6·3 + 1 = 215: levels 255, 175, 95.
        assert_eq!(rgb(Color::Indexed(215)), Some(Rgb(255, 175, 95)));
        assert_eq!(rgb(Color::Indexed(16)), Some(Rgb(0, 0, 0)));
        // Greys run 8, 18, … 238.
        assert_eq!(rgb(Color::Indexed(232)), Some(Rgb(8, 8, 8)));
        assert_eq!(rgb(Color::Indexed(255)), Some(Rgb(238, 238, 238)));
        assert_eq!(rgb(Color::Indexed(9)), Some(Rgb(255, 0, 0)));
        assert_eq!(rgb(Color::Rgb(1, 2, 3)), Some(Rgb(1, 2, 3)));
        assert_eq!(rgb(Color::Reset), None);
    }
}
