//! A position of any game as the picture shows it ([`Board`]: cells with their ground and
//! piece), and how it is laid out in pixels ([`Layout`]) and drawn ([`draw`]).
//!
//! Both games are hexagons of hexagonal cells in offset rows: a cell sits at a row and a
//! doubled column (neighbours in a row are two columns apart), so the cells are pointy-top
//! hexagons of circumradius `R`, `√3·R` wide, rows `1.5·R` apart.

use crate::font;
use crate::marks::{Drawing, Mark, Outline, Point, Rgb, Stroke};

/// What a cell's ground is: plain, or marked by the game's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ground {
    /// A plain cell.
    Plain,
    /// Tactigon's gold tile.
    Gold,
    /// Taacoca's home row.
    Home,
}

/// A piece's outline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Silhouette {
    /// Tactigon's circle.
    Circle,
    /// Tactigon's triangle.
    Triangle,
    /// Tactigon's square.
    Square,
    /// Tactigon's pentagon.
    Pentagon,
    /// Taacoca's stone, a larger disc.
    Stone,
}

impl Silhouette {
    /// The name in a shape's class.
    const fn name(self) -> &'static str {
        match self {
            Silhouette::Circle => "circle",
            Silhouette::Triangle => "triangle",
            Silhouette::Square => "square",
            Silhouette::Pentagon => "pentagon",
            Silhouette::Stone => "stone",
        }
    }
}

/// How a side's pieces are drawn: solid in their colour, or hollow (a thick line of their
/// colour round a pale inside), so that sides differ without colour too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ink {
    /// The side's name in a shape's class: `red`.
    pub name: &'static str,
    /// The side's colour.
    pub colour: Rgb,
    /// The colour of a solid piece's edge.
    pub edge: Rgb,
    /// Whether the pieces are hollow.
    pub hollow: bool,
}

/// A piece on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Its outline.
    pub silhouette: Silhouette,
    /// Its side's ink.
    pub ink: Ink,
}

/// A cell as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Its name: `d5`.
    pub name: String,
    /// Its row, from the top.
    pub row: usize,
    /// Its doubled column.
    pub col: usize,
    /// Its ground.
    pub ground: Ground,
    /// Its piece.
    pub piece: Option<Piece>,
}

/// A cell marked over the plain picture: the terminal's highlights (a picked piece, where it
/// may go, the cursor) drawn as the text board draws them, in the same colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Highlight {
    /// The cell's name.
    pub cell: String,
    /// The colour over the cell's ground, if any.
    pub fill: Option<Rgb>,
    /// The colour of a ring round the cell, if any.
    pub ring: Option<Rgb>,
}

/// A position as drawn: its cells, the names of the cells the last move started or ended on,
/// and any highlights (none in a picture to share).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    /// Every cell.
    pub cells: Vec<Cell>,
    /// The cells of the last move.
    pub last_move: Vec<String>,
    /// The marks over the picture, drawn in order: a later ring covers an earlier one.
    pub highlights: Vec<Highlight>,
}

/// The colours of everything but the pieces.
const PAPER: Rgb = Rgb(0xfa, 0xf8, 0xf2);
/// A plain cell.
pub const PLAIN: Rgb = Rgb(0xe6, 0xe0, 0xcf);
/// A gold tile.
pub const GOLD: Rgb = Rgb(0xf0, 0xc2, 0x3c);
/// A home row.
pub const HOME: Rgb = Rgb(0xc9, 0xd8, 0xe6);
/// The cells' edges.
const EDGE: Rgb = Rgb(0x6e, 0x63, 0x50);
/// The names of the cells.
const INK: Rgb = Rgb(0x4a, 0x42, 0x36);
/// The last move's rings: blue, the colour of neither side in either game.
pub const LAST_MOVE: Rgb = Rgb(0x1f, 0x6f, 0xe0);
/// The inside of a hollow piece.
pub const HOLLOW: Rgb = Rgb(0xfd, 0xfd, 0xf8);

/// Where a board's cells are in pixels: the circumradius, the margins and the board's extent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The cells' circumradius in pixels.
    pub radius: f32,
    rows: usize,
    min_col: usize,
    max_col: usize,
    flip: bool,
}

impl Layout {
    /// The layout of `board` with cells of circumradius `radius`, turned half a turn if `flip`.
    pub fn new(board: &Board, radius: f32, flip: bool) -> Layout {
        let rows = board.cells.iter().map(|c| c.row + 1).max().unwrap_or(0);
        let min_col = board.cells.iter().map(|c| c.col).min().unwrap_or(0);
        let max_col = board.cells.iter().map(|c| c.col).max().unwrap_or(0);
        Layout { radius, rows, min_col, max_col, flip }
    }

    /// The margin round the board.
    fn margin(&self) -> f32 {
        self.radius * 0.4
    }

    /// Half a cell's width: a doubled column's width.
    fn half_width(&self) -> f32 {
        self.radius * 3f32.sqrt() / 2.0
    }

    /// The picture's width and height in whole pixels.
    pub fn size(&self) -> (u32, u32) {
        let cols = (self.max_col - self.min_col) as f32 + 2.0;
        let w = cols * self.half_width() + 2.0 * self.margin();
        let h = (self.rows.max(1) - 1) as f32 * 1.5 * self.radius + 2.0 * self.radius + 2.0 * self.margin();
        (w.ceil() as u32, h.ceil() as u32)
    }

    /// The centre of the cell at `row` and doubled column `col`.
    pub fn centre(&self, row: usize, col: usize) -> Point {
        let (row, col) = if self.flip { (self.rows - 1 - row, self.max_col + self.min_col - col) } else { (row, col) };
        Point {
            x: self.margin() + (col - self.min_col + 1) as f32 * self.half_width(),
            y: self.margin() + self.radius + row as f32 * 1.5 * self.radius,
        }
    }

    /// The index in `board` of the cell whose hexagon holds `p`, if any. The hexagons tile the
    /// plane, so within the board the nearest centre is the cell; the hexagon test only turns
    /// away points beyond the board's edge.
    pub fn cell_at(&self, board: &Board, p: Point) -> Option<usize> {
        let distance = |c: &Cell| {
            let centre = self.centre(c.row, c.col);
            (p.x - centre.x).powi(2) + (p.y - centre.y).powi(2)
        };
        let (index, cell) =
            board.cells.iter().enumerate().min_by(|(_, a), (_, b)| distance(a).total_cmp(&distance(b)))?;
        let centre = self.centre(cell.row, cell.col);
        let (dx, dy) = ((p.x - centre.x).abs(), (p.y - centre.y).abs());
        // A pointy-top hexagon: within the upright sides, and below the sloped ones.
        (dx <= self.half_width() && dy <= self.radius - dx / 3f32.sqrt()).then_some(index)
    }

    /// The corners of a pointy-top hexagon of circumradius `r` round `c`.
    fn hexagon(c: Point, r: f32) -> Vec<Point> {
        (0..6).map(|i| polar(c, r, -90.0 + 60.0 * i as f32)).collect()
    }
}

/// The point `r` pixels from `c` at `degrees` clockwise from the x axis.
fn polar(c: Point, r: f32, degrees: f32) -> Point {
    let a = degrees.to_radians();
    Point { x: c.x + r * a.cos(), y: c.y + r * a.sin() }
}

/// A regular polygon of `n` corners, one pointing up, round `c`.
fn regular(c: Point, r: f32, n: usize) -> Vec<Point> {
    (0..n).map(|i| polar(c, r, -90.0 + 360.0 / n as f32 * i as f32)).collect()
}

/// The outline of a piece of `silhouette` on a cell of circumradius `r` centred on `c`; each
/// is sized to cover about the same area, and all contain the centre.
fn silhouette(silhouette: Silhouette, c: Point, r: f32) -> Outline {
    let s = r * 0.46;
    match silhouette {
        Silhouette::Circle => Outline::Circle { centre: c, radius: s },
        // The centroid on the cell's centre: a third of the height below the top corner.
        Silhouette::Triangle => Outline::Polygon(regular(c, s * 1.25, 3)),
        Silhouette::Square => {
            let h = s * 0.85;
            Outline::Polygon(vec![
                Point { x: c.x - h, y: c.y - h },
                Point { x: c.x + h, y: c.y - h },
                Point { x: c.x + h, y: c.y + h },
                Point { x: c.x - h, y: c.y + h },
            ])
        }
        Silhouette::Pentagon => Outline::Polygon(regular(c, s * 1.08, 5)),
        Silhouette::Stone => Outline::Circle { centre: c, radius: r * 0.5 },
    }
}

/// The ground's colour and class name.
const fn ground(g: Ground) -> (Rgb, &'static str) {
    match g {
        Ground::Plain => (PLAIN, "plain"),
        Ground::Gold => (GOLD, "gold"),
        Ground::Home => (HOME, "home"),
    }
}

/// The picture of `board` laid out by `layout`: the cells, the last move's rings, the cells'
/// names, then the pieces.
pub fn draw(board: &Board, layout: &Layout) -> Drawing {
    let r = layout.radius;
    let (width, height) = layout.size();
    let mut marks = Vec::new();
    for cell in &board.cells {
        let c = layout.centre(cell.row, cell.col);
        let (fill, name) = ground(cell.ground);
        marks.push(Mark {
            outline: Outline::Polygon(Layout::hexagon(c, r)),
            fill: Some(fill),
            stroke: Some(Stroke { colour: EDGE, width: r * 0.05 }),
            class: format!("cell {name} {}", cell.name),
        });
    }
    let at = |name: &str| board.cells.iter().find(|c| c.name == name).map(|c| layout.centre(c.row, c.col));
    for h in &board.highlights {
        let (Some(fill), Some(c)) = (h.fill, at(&h.cell)) else { continue };
        marks.push(Mark {
            outline: Outline::Polygon(Layout::hexagon(c, r)),
            fill: Some(fill),
            stroke: Some(Stroke { colour: EDGE, width: r * 0.05 }),
            class: format!("highlight {}", h.cell),
        });
    }
    let ring = |c: Point, colour: Rgb, class: String| Mark {
        outline: Outline::Polygon(Layout::hexagon(c, r * 0.86)),
        fill: None,
        stroke: Some(Stroke { colour, width: r * 0.1 }),
        class,
    };
    for cell in board.cells.iter().filter(|c| board.last_move.contains(&c.name)) {
        let c = layout.centre(cell.row, cell.col);
        marks.push(ring(c, LAST_MOVE, format!("last-move {}", cell.name)));
    }
    for h in &board.highlights {
        let (Some(colour), Some(c)) = (h.ring, at(&h.cell)) else { continue };
        marks.push(ring(c, colour, format!("ring {}", h.cell)));
    }
    // The names over the rings, so that a ringed cell's name still reads.
    for cell in &board.cells {
        let c = layout.centre(cell.row, cell.col);
        marks.extend(font::write(&cell.name, Point { x: c.x, y: c.y + r * 0.7 }, r * 0.22, INK));
    }
    for cell in &board.cells {
        let Some(piece) = cell.piece else { continue };
        let c = layout.centre(cell.row, cell.col);
        let ink = piece.ink;
        let (fill, stroke) = if ink.hollow {
            (HOLLOW, Stroke { colour: ink.colour, width: r * 0.14 })
        } else {
            (ink.colour, Stroke { colour: ink.edge, width: r * 0.05 })
        };
        marks.push(Mark {
            outline: silhouette(piece.silhouette, c, r),
            fill: Some(fill),
            stroke: Some(stroke),
            class: format!("piece {} {} {}", ink.name, piece.silhouette.name(), cell.name),
        });
    }
    Drawing { width, height, background: PAPER, marks }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str, col: usize) -> Cell {
        Cell { name: name.into(), row: 0, col, ground: Ground::Plain, piece: None }
    }

    /// Two cells side by side, circumradius 10: the margin is 4 and a doubled column
    /// 10·√3/2 ≈ 8.66 wide, so the centres are at (12.66, 14) and (29.98, 14).
    fn pair() -> (Board, Layout) {
        let board = Board { cells: vec![cell("a1", 0), cell("a2", 2)], ..Board::default() };
        let layout = Layout::new(&board, 10.0, false);
        (board, layout)
    }

    #[test]
    fn a_point_lands_in_the_hexagon_round_it() {
        let (board, layout) = pair();
        let at = |x, y| layout.cell_at(&board, Point { x, y });
        assert_eq!(at(12.66, 14.0), Some(0));
        assert_eq!(at(29.98, 14.0), Some(1));
        // 7.34 from the first centre, 9.98 from the second.
        assert_eq!(at(20.0, 14.0), Some(0));
        // Straight up, the top corner is 10 away.
        assert_eq!(at(12.66, 4.5), Some(0));
        assert_eq!(at(12.66, 3.5), None);
        // Left of the upright side at 12.66 - 8.66 = 4.
        assert_eq!(at(3.5, 14.0), None);
        // 6 across the sloped side is 10 - 6/√3 ≈ 6.54 high.
        assert_eq!(at(18.66, 8.0), Some(0));
        assert_eq!(at(18.66, 7.0), None);
    }

    #[test]
    fn a_turned_layout_swaps_the_cells_under_a_point() {
        let (board, _) = pair();
        let turned = Layout::new(&board, 10.0, true);
        assert_eq!(turned.cell_at(&board, Point { x: 12.66, y: 14.0 }), Some(1));
    }

    #[test]
    fn highlights_fill_and_ring_their_cells() {
        let (mut board, layout) = pair();
        let (fill, ring) = (Rgb(1, 2, 3), Rgb(4, 5, 6));
        board.highlights = vec![
            Highlight { cell: "a2".into(), fill: Some(fill), ring: None },
            Highlight { cell: "a1".into(), fill: None, ring: Some(ring) },
        ];
        let drawing = draw(&board, &layout);
        let find = |class: &str| drawing.marks.iter().find(|m| m.class == class).cloned();
        assert_eq!(find("highlight a2").and_then(|m| m.fill), Some(fill));
        assert_eq!(find("ring a1").and_then(|m| m.stroke).map(|s| s.colour), Some(ring));
        assert!(find("highlight a1").is_none() && find("ring a2").is_none());
    }
}
