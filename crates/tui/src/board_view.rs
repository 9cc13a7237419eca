//! The board drawn as real hexagons, and the map from screen cells back to tiles.
//!
//! Tiles sit at doubled coordinates `(r, c)` (RULES.md §1), so the hexagons are pointy-top in
//! offset rows. A hexagon of half-width `u` has `k = u / 2` sloped rows above and below `s`
//! upright rows; its centre column is `c * u` and rows are `s + k` apart, which makes the
//! slopes of neighbouring hexagons coincide so that they share edges.

use super::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use std::sync::Arc;

pub use crate::board_shape::Shape;

/// The proportions of one hexagon in terminal cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HexSize {
    /// Half the width; the width is `2u` cells between the upright sides.
    pub u: u16,
    /// Upright rows.
    pub s: u16,
}

impl HexSize {
    /// Sloped rows above (and below) the upright sides.
    pub const fn k(self) -> u16 {
        self.u / 2
    }

    /// Rows from one row of hexagons to the next.
    pub const fn pitch(self) -> u16 {
        self.s + self.k()
    }

    /// How big a piece is drawn in hexagons of this size.
    pub const fn scale(self) -> Scale {
        if self.u >= 6 {
            Scale::Large
        } else if self.u >= 4 {
            Scale::Medium
        } else {
            Scale::One
        }
    }
}

/// How big a piece is drawn: the room a hexagon's inside leaves below the tile's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    /// One character.
    One,
    /// Five columns by two rows.
    Medium,
    /// Seven columns by three rows.
    Large,
}

/// A piece as drawn: rows of equal width centred on the hexagon from its first upright row
/// down, in one style; spaces show the style's background, or the tile's fill if it has none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure {
    /// The rows, top first.
    pub rows: Vec<String>,
    /// The style of every painted cell.
    pub style: Style,
}

/// The sizes tried, largest first. Each keeps the hexagon roughly regular on cells about
/// twice as tall as wide; the smallest shows tile numbers only on empty tiles.
pub const HEX_SIZES: [HexSize; 3] = [HexSize { u: 6, s: 2 }, HexSize { u: 4, s: 1 }, HexSize { u: 2, s: 1 }];

/// The last resort, for boards of [`TINY_ROWS`] rows and more that [`HEX_SIZES`] cannot fit
/// (Taacoca's sides 8 to 13 on a 100x30 terminal, 6 to 13 on 80x24): one row a tile, a tile a character pair
/// (an upright line and the piece, in rows offset by one column), so that a board of side 13
/// takes 55 x 25 cells. No slopes and no tile numbers.
pub const TINY: HexSize = HexSize { u: 1, s: 1 };

/// The fewest rows a board drawn [`TINY`] has (Taacoca's side 6): smaller boards (every
/// Tactigon board, the huge one has 9 rows) keep their hexagons and numbered tiles, and a
/// terminal too small for them says so.
pub const TINY_ROWS: usize = 11;

/// The sizes a board of `shape` may be drawn at, largest first.
pub fn sizes_for(shape: &Shape) -> &'static [HexSize] {
    const ALL: [HexSize; 4] = [HEX_SIZES[0], HEX_SIZES[1], HEX_SIZES[2], TINY];
    if shape.rows() >= TINY_ROWS { &ALL } else { &HEX_SIZES }
}

/// Columns taken by a row letter on each side of the board.
const LABEL: u16 = 2;

/// Where a board lands on the screen at one hexagon size.
#[derive(Clone, Debug)]
pub struct BoardLayout {
    shape: Arc<Shape>,
    /// The hexagon size used.
    pub size: HexSize,
    /// The whole drawing, row letters included.
    pub area: Rect,
    cmin: u16,
    cmax: u16,
    /// Turned half a turn: the last row on top, each row right to left.
    flipped: bool,
}

impl BoardLayout {
    /// The cells a board needs at a size, row letters included: (width, height).
    pub fn extent(shape: &Shape, size: HexSize) -> (u16, u16) {
        let (cmin, cmax) = column_span(shape);
        // Saturating: a grid is at most 256 columns and 26 rows wide, but nothing here may wrap.
        let w = (cmax - cmin + 2).saturating_mul(size.u).saturating_add(1 + 2 * LABEL);
        let h = (2 * size.k())
            .saturating_add((shape.rows().max(1) as u16 - 1).saturating_mul(size.pitch()))
            .saturating_add(size.s);
        (w, h)
    }

    /// The drawing at `size` centred in `area`, if it fits.
    pub fn place(shape: Arc<Shape>, size: HexSize, area: Rect) -> Option<BoardLayout> {
        let (w, h) = BoardLayout::extent(&shape, size);
        if w > area.width || h > area.height {
            return None;
        }
        let area = Rect::new(area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h);
        let (cmin, cmax) = column_span(&shape);
        Some(BoardLayout { shape, size, area, cmin, cmax, flipped: false })
    }

    /// The same drawing turned half a turn when `flipped`, so that the other side sits
    /// where the first does; hit-testing follows.
    pub fn flip(mut self, flipped: bool) -> BoardLayout {
        self.flipped = flipped;
        self
    }

    /// Whether the drawing is turned half a turn.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// The board drawn.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The centre column and first upright row of a cell's hexagon.
    pub fn center(&self, index: u16) -> (i32, i32) {
        let (r, c) = self.shape.coord(index);
        let (r, c) = if self.flipped {
            (self.shape.rows().saturating_sub(1 + r), usize::from(self.cmin + self.cmax) - c)
        } else {
            (r, c)
        };
        let u = self.size.u as i32;
        let x = self.area.x as i32 + LABEL as i32 + u + (c as i32 - self.cmin as i32) * u;
        let y = self.area.y as i32 + self.size.k() as i32 + r as i32 * self.size.pitch() as i32;
        (x, y)
    }

    /// Half the width of a hexagon's inside on a row, relative to its first upright row.
    fn inside_half(&self, dy: i32) -> Option<i32> {
        let (u, k, s) = (self.size.u as i32, self.size.k() as i32, self.size.s as i32);
        let j = if dy < 0 {
            -dy
        } else if dy >= s {
            dy - s + 1
        } else {
            0
        };
        (j <= k).then_some(u - 1 - if j == 0 { 0 } else { 2 * j - 1 })
    }

    /// The tile under a screen cell: the hexagon whose inside holds it, or for a cell on an
    /// outline the nearest centre.
    pub fn hit(&self, x: u16, y: u16) -> Option<u16> {
        let (x, y) = (x as i32, y as i32);
        let (u, p) = (self.size.u as i32, self.size.pitch() as i32);
        let mut best: Option<(i32, u16)> = None;
        for i in 0..self.shape.len() as u16 {
            let (cx, cy) = self.center(i);
            let (dx, dy) = (x - cx, y - cy);
            if self.inside_half(dy).is_some_and(|half| dx.abs() <= half) {
                return Some(i);
            }
            let mid = cy * 2 + self.size.s as i32 - 1;
            let (nx, ny) = (dx.abs() * p, (y * 2 - mid).abs() * u / 2);
            if nx <= u * p && ny <= u * p {
                let d = nx * nx + ny * ny;
                if best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, i));
                }
            }
        }
        best.map(|(_, i)| i)
    }
}

/// The smallest and largest doubled column of a board.
fn column_span(shape: &Shape) -> (u16, u16) {
    let cols = shape.cells.iter().map(|&(_, _, c)| c as u16);
    (cols.clone().min().unwrap_or(0), cols.max().unwrap_or(0))
}

/// What to draw on top of the plain board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Paint {
    /// Backgrounds for a tile's inside, by tile index, patched in order.
    pub fills: Vec<(u16, Style)>,
    /// Outline colours drawn in order after the plain outlines, so later ones win shared edges.
    pub outlines: Vec<(u16, Style)>,
}

fn put(buf: &mut Buffer, x: i32, y: i32, text: &str, style: Style) {
    let area = buf.area;
    if x < area.x as i32 || y < area.y as i32 || y >= area.bottom() as i32 {
        return;
    }
    for (n, ch) in text.chars().enumerate() {
        let cx = x + n as i32;
        if cx >= area.right() as i32 {
            break;
        }
        let mut s = [0u8; 4];
        buf[(cx as u16, y as u16)].set_symbol(ch.encode_utf8(&mut s)).set_style(style);
    }
}

fn patch(buf: &mut Buffer, x: i32, y: i32, style: Style) {
    let area = buf.area;
    if x >= area.x as i32 && y >= area.y as i32 && x < area.right() as i32 && y < area.bottom() as i32 {
        buf[(x as u16, y as u16)].set_style(style);
    }
}

/// A hexagon's outline cells, each with the index of its line in [`Theme::lines`].
fn rim(layout: &BoardLayout, index: u16) -> Vec<(i32, i32, usize)> {
    const RISE: usize = 0;
    const FALL: usize = 1;
    const UP: usize = 2;
    let (x, y) = layout.center(index);
    let (u, k, s) = (layout.size.u as i32, layout.size.k() as i32, layout.size.s as i32);
    let mut cells = Vec::new();
    for dy in 0..s {
        cells.extend([(x - u, y + dy, UP), (x + u, y + dy, UP)]);
    }
    for j in 1..=k {
        let off = u - 1 - 2 * (j - 1);
        cells.extend([
            (x - off, y - j, RISE),
            (x + off, y - j, FALL),
            (x - off, y + s - 1 + j, FALL),
            (x + off, y + s - 1 + j, RISE),
        ]);
    }
    cells
}

/// Draws a hexagon's outline in `style` over what is there.
pub fn outline(buf: &mut Buffer, layout: &BoardLayout, index: u16, style: Style, theme: &Theme) {
    let lines = theme.lines();
    for (x, y, line) in rim(layout, index) {
        put(buf, x, y, lines[line], style);
    }
}

/// Paints a hexagon's inside with `fill`, and the background of its outline too, so that a
/// filled tile reads as a whole hexagon rather than a stepped cross inside blank slopes.
fn fill_hexagon(buf: &mut Buffer, layout: &BoardLayout, index: u16, fill: Style) {
    let (x, y) = layout.center(index);
    let (k, s) = (layout.size.k() as i32, layout.size.s as i32);
    for dy in -k..s + k {
        if let Some(half) = layout.inside_half(dy) {
            for dx in -half..=half {
                patch(buf, x + dx, y + dy, fill);
            }
        }
    }
    if fill.bg.is_some() {
        for (cx, cy, _) in rim(layout, index) {
            patch(buf, cx, cy, Style { fg: fill.fg, bg: fill.bg, ..Style::new() });
        }
    }
}

/// Draws a figure's rows from row `y` down, centred on column `x`. Spaces take only the
/// style's background, if it has one: a plate behind the figure when it differs from the
/// tile's fill.
fn draw_figure(buf: &mut Buffer, x: i32, y: i32, figure: &Figure) {
    for (dy, row) in figure.rows.iter().enumerate() {
        let left = x - (row.chars().count() as i32 - 1) / 2;
        for (dx, ch) in row.chars().enumerate() {
            let (cx, cy) = (left + dx as i32, y + dy as i32);
            if ch != ' ' {
                put(buf, cx, cy, ch.encode_utf8(&mut [0u8; 4]), figure.style);
            } else if let Some(bg) = figure.style.bg {
                patch(buf, cx, cy, Style::new().bg(bg));
            }
        }
    }
}

/// Draws the layout's grid with row letters, tile names and `paint`, and on each tile the
/// figure `piece` gives for it (called with the tile's fill and the scale of this size), if
/// any; empty tiles on the smallest size show their number instead.
pub fn draw_grid(
    buf: &mut Buffer,
    layout: &BoardLayout,
    paint: &Paint,
    theme: &Theme,
    piece: impl Fn(u16, Style, Scale) -> Option<Figure>,
) {
    let shape = &*layout.shape;
    let u = layout.size.u as i32;
    // In paint order, so that on an outline shared by two filled tiles the later fill wins.
    for &(i, fill) in &paint.fills {
        fill_hexagon(buf, layout, i, fill);
    }
    let fill_of =
        |i: u16| paint.fills.iter().filter(|(t, _)| *t == i).fold(Style::new(), |acc, (_, st)| acc.patch(*st));
    for i in 0..shape.len() as u16 {
        let fill = fill_of(i);
        let (x, y) = layout.center(i);
        let tile = shape.tile(i);
        let name = tile.to_string();
        if layout.size.u >= 4 {
            put(buf, x - (name.len() as i32 - 1) / 2, y - 1, &name, theme.label_on(fill));
        }
        match piece(i, fill, layout.size.scale()) {
            Some(figure) => draw_figure(buf, x, y, &figure),
            None if layout.size.u < 4 && layout.size != TINY => {
                let num = tile.num.to_string();
                put(buf, x - num.len() as i32 / 2, y, &num, theme.label_on(fill));
            }
            None => {}
        }
        // A row's letter beside its first and last tile, outside the board: on a flipped
        // board the first tile is on the right.
        let outward = if layout.flipped { -1 } else { 1 };
        if tile.num == 1 {
            put(buf, x - outward * (u + LABEL as i32), y, &tile.row_letter().to_string(), theme.label());
        }
        if tile.num as usize == shape.row_len(tile.row as usize) {
            put(buf, x + outward * (u + LABEL as i32), y, &tile.row_letter().to_string(), theme.label());
        }
    }
    // Where a fill covers an outline, the thin grey line would vanish into it: there it takes
    // the fill's text colour instead, or the label colour, so that neighbouring filled tiles
    // stay apart.
    let lines = theme.lines();
    for i in 0..shape.len() as u16 {
        for (x, y, line) in rim(layout, i) {
            let on = u16::try_from(x).ok().zip(u16::try_from(y).ok()).and_then(|at| buf.cell(at));
            let style = match on {
                Some(cell) if cell.bg != Color::Reset => {
                    theme.label_on(if cell.fg == Color::Reset { Style::new() } else { Style::new().fg(cell.fg) })
                }
                _ => theme.outline(),
            };
            put(buf, x, y, lines[line], style);
        }
    }
    for &(i, style) in &paint.outlines {
        outline(buf, layout, i, style, theme);
    }
}
