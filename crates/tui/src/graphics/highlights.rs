//! The text board's highlights ([`Paint`]) as the picture's: the same cells in the same
//! colours, so that a theme's meaning carries over and nothing is chosen twice.

use crate::board_shape::Shape;
use crate::board_view::Paint;
use ratatui::style::Color;
use tactigon_picture::marks::Rgb;
use tactigon_picture::scene::{Board, Highlight, PLAIN};

/// The highlights of `paint` on `board` (whose cells `shape` names): each fill's background
/// over its cell, lightened (the text board's fills are dark under light names, the picture's
/// names are dark); each outline as a ring of its solid colour (its background, as the text
/// board paints the outline's cells) or else of its line's. Styles that set no colour (an
/// underline) draw nothing.
pub fn highlights(paint: &Paint, shape: &Shape, board: &Board) -> Vec<Highlight> {
    let name = |tile: u16| cell_name(tile, shape, board);
    let fills = paint
        .fills
        .iter()
        .filter_map(|&(t, s)| Some(Highlight { cell: name(t)?, fill: Some(lighten(rgb(s.bg?)?)), ring: None }));
    let rings = paint
        .outlines
        .iter()
        .filter_map(|&(t, s)| Some(Highlight { cell: name(t)?, fill: None, ring: Some(rgb(s.bg.or(s.fg)?)?) }));
    fills.chain(rings).collect()
}

/// `c` mixed 3 : 2 with the plain cells' colour.
fn lighten(c: Rgb) -> Rgb {
    let mix = |a: u8, b: u8| ((u16::from(a) * 3 + u16::from(b) * 2) / 5) as u8;
    Rgb(mix(c.0, PLAIN.0), mix(c.1, PLAIN.1), mix(c.2, PLAIN.2))
}

/// The name in `board` of `shape`'s tile `tile`: the cell at the same place.
pub fn cell_name(tile: u16, shape: &Shape, board: &Board) -> Option<String> {
    let (row, col) = shape.coord(tile);
    board.cells.iter().find(|c| c.row == row && c.col == col).map(|c| c.name.clone())
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

    #[test]
    fn fills_are_lightened_and_rings_take_the_solid_colour() {
        use ratatui::style::Style;
        use tactigon_picture::scene::{Cell, Ground};
        let shape = Shape::new(vec![("a1".parse().unwrap(), 0, 0)]);
        let cell = Cell { name: "a1".into(), row: 0, col: 0, ground: Ground::Plain, piece: None };
        let board = Board { cells: vec![cell], ..Board::default() };
        let paint = Paint {
            fills: vec![(0, Style::new().bg(Color::Rgb(0, 0, 100)))],
            outlines: vec![
                (0, Style::new().fg(Color::Black).bg(Color::Rgb(0, 200, 200))),
                (0, Style::new().fg(Color::Rgb(9, 9, 9))),
            ],
        };
        let h = highlights(&paint, &shape, &board);
        // PLAIN is (230, 224, 207): (0·3 + 230·2) / 5 = 92, 224·2 / 5 = 89, (100·3 + 207·2) / 5 = 142.
        assert_eq!(h[0].fill, Some(Rgb(92, 89, 142)));
        assert_eq!(h[1].ring, Some(Rgb(0, 200, 200)));
        assert_eq!(h[2].ring, Some(Rgb(9, 9, 9)));
        assert_eq!(h.len(), 3);
    }
}
