//! A hex grid: rows of cells at doubled columns, with compact indices and neighbour tables.

use super::bits::{self, Bits, bit};
use super::direction::Direction;
use super::tile::Tile;
use std::fmt;

/// A diagram line: the non-blank characters of one row of cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// 1-based line number.
    pub line: usize,
    /// Each cell's 0-based column (in characters) and character, left to right.
    pub cells: Vec<(usize, char)>,
}

/// The most cells a grid may have: one bit each in a [`Bits`] set.
pub const MAX_TILES: usize = 128;
/// The most rows a grid may have: one letter each, `a` to `z`.
pub const MAX_ROWS: usize = 26;
/// The rightmost 0-based character column a cell may stand at: with at most 128 cells, a wider
/// diagram is only blank space, and the drawing's sizes stay far within `u16`.
pub const MAX_COLUMN: usize = 255;

/// The most cells of a grid whose sets are worked in `u64`.
const NARROW: usize = 64;

/// No neighbour that way, in the directional table.
const NONE: u8 = u8::MAX;

/// The cells of a hex board and how they touch, with no notion of pieces.
///
/// Cells have compact indices `0..len()`, row by row from the top, left to right; cell
/// `(r, c)` sits at row `r` and doubled column `c` (RULES.md §1).
#[derive(Debug)]
pub struct Grid {
    row_start: Vec<u8>,
    row_len: Vec<u8>,
    // Fixed-size tables indexed by `index & 127`, so lookups on the move-generation path need
    // no bounds checks; entries past `len` are unused.
    len: usize,
    tiles: Box<[Tile; MAX_TILES]>,
    columns: Vec<u16>,
    neighbours: Box<[Bits; MAX_TILES]>,
    /// The same as 64-bit sets, filled only on grids of up to 64 cells.
    neighbours64: Box<[u64; 64]>,
    /// The neighbour in each [`Direction`], or [`NONE`].
    towards: Vec<[u8; 6]>,
    all: Bits,
}

/// A diagram whose cells do not form a hex grid, with the 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridError {
    /// The diagram has no row of cells.
    NoRows,
    /// More than [`MAX_ROWS`] rows; the line is the first row too many.
    TooManyRows {
        /// 1-based line.
        line: usize,
    },
    /// A row without cells.
    EmptyRow {
        /// 1-based line.
        line: usize,
    },
    /// A cell not two columns right of the previous cell of its row.
    Spacing {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// A cell whose row and column parity differs from the first cell's.
    OffGrid {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// More than [`MAX_TILES`] cells; the position is the first cell too many.
    TooManyTiles {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// A cell farther right than [`MAX_COLUMN`].
    TooWide {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
}

impl GridError {
    /// The 1-based line of the problem, 0 when it concerns the diagram as a whole.
    pub const fn line(&self) -> usize {
        match *self {
            GridError::NoRows => 0,
            GridError::TooManyRows { line } | GridError::EmptyRow { line } => line,
            GridError::Spacing { line, .. }
            | GridError::OffGrid { line, .. }
            | GridError::TooManyTiles { line, .. }
            | GridError::TooWide { line, .. } => line,
        }
    }

    /// The 1-based column of the problem, 0 when it concerns a whole line.
    pub const fn column(&self) -> usize {
        match *self {
            GridError::NoRows | GridError::TooManyRows { .. } | GridError::EmptyRow { .. } => 0,
            GridError::Spacing { column, .. }
            | GridError::OffGrid { column, .. }
            | GridError::TooManyTiles { column, .. }
            | GridError::TooWide { column, .. } => column,
        }
    }
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridError::NoRows => f.write_str("no rows of tiles"),
            GridError::TooManyRows { .. } => write!(f, "more than {MAX_ROWS} rows"),
            GridError::EmptyRow { .. } => f.write_str("a row must have at least one tile"),
            GridError::Spacing { .. } => f.write_str("tiles of a row must be exactly two columns apart"),
            GridError::OffGrid { .. } => {
                f.write_str("tile is off the hex grid (neighbouring rows must be offset by one column)")
            }
            GridError::TooManyTiles { .. } => write!(f, "more than {MAX_TILES} tiles"),
            GridError::TooWide { .. } => {
                write!(f, "tile is too far right: tiles stand in columns 1 to {}", MAX_COLUMN + 1)
            }
        }
    }
}

impl std::error::Error for GridError {}

impl Grid {
    /// The grid whose rows hold cells at the given 0-based doubled columns.
    pub fn from_rows(rows: &[Row]) -> Result<Grid, GridError> {
        if rows.is_empty() {
            return Err(GridError::NoRows);
        }
        if rows.len() > MAX_ROWS {
            return Err(GridError::TooManyRows { line: rows[MAX_ROWS].line });
        }
        let mut parity = None;
        let (mut row_start, mut row_len, mut tiles, mut columns) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for (r, row) in rows.iter().enumerate() {
            row_start.push(tiles.len() as u8);
            for (k, &(col, _)) in row.cells.iter().enumerate() {
                let (line, column) = (row.line, col + 1);
                if k > 0 && col != row.cells[k - 1].0 + 2 {
                    return Err(GridError::Spacing { line, column });
                }
                let p = (r + col) % 2;
                if *parity.get_or_insert(p) != p {
                    return Err(GridError::OffGrid { line, column });
                }
                if tiles.len() == MAX_TILES {
                    return Err(GridError::TooManyTiles { line, column });
                }
                if col > MAX_COLUMN {
                    return Err(GridError::TooWide { line, column });
                }
                tiles.push(Tile::new(r as u8, k as u8 + 1));
                columns.push(col as u16);
            }
            if row.cells.is_empty() {
                return Err(GridError::EmptyRow { line: row.line });
            }
            row_len.push(row.cells.len() as u8);
        }
        let len = tiles.len();
        // Cell index by (row, column), so each neighbour is one lookup.
        let width = columns.iter().map(|&c| c as usize + 1).max().unwrap_or(0);
        let mut cell_at = vec![NONE; rows.len() * width];
        for i in 0..len {
            cell_at[tiles[i].row as usize * width + columns[i] as usize] = i as u8;
        }
        let at = |r: i32, c: i32| {
            let inside = (0..rows.len() as i32).contains(&r) && (0..width as i32).contains(&c);
            if inside { cell_at[r as usize * width + c as usize] } else { NONE }
        };
        let towards: Vec<[u8; 6]> = (0..len)
            .map(|i| {
                let (r, c) = (i32::from(tiles[i].row), i32::from(columns[i]));
                Direction::ALL.map(|d| at(r + d.offset().0, c + d.offset().1))
            })
            .collect();
        let mut neighbours = Box::new([0; MAX_TILES]);
        for (a, dirs) in towards.iter().enumerate() {
            for &b in dirs.iter().filter(|&&b| b != NONE) {
                neighbours[a] |= bit(b);
            }
        }
        let mut table = Box::new([Tile::new(0, 0); MAX_TILES]);
        table[..len].copy_from_slice(&tiles);
        Ok(Grid {
            row_start,
            row_len,
            len,
            tiles: table,
            columns,
            neighbours64: Box::new(std::array::from_fn(|i| if len <= NARROW { neighbours[i] as u64 } else { 0 })),
            neighbours,
            towards,
            all: if len == MAX_TILES { !0 } else { (1u128 << len) - 1 },
        })
    }

    /// Whether every set of the grid's cells fits in 64 bits: flood fills (and, through
    /// the board, evaluation and move generation) then work in `u64`.
    #[inline]
    pub fn narrow(&self) -> bool {
        self.len <= NARROW
    }

    /// How many cells the grid has.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the grid has no cells (never true for a grid built from rows).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many rows the grid has.
    pub fn rows(&self) -> usize {
        self.row_len.len()
    }

    /// How many cells a row has.
    ///
    /// # Panics
    /// If `row` is not a row of the grid.
    pub fn row_len(&self, row: usize) -> usize {
        self.row_len[row] as usize
    }

    /// The compact index of a tile, if the grid has it.
    pub fn index(&self, tile: Tile) -> Option<u8> {
        let row = tile.row as usize;
        if row < self.row_len.len() && tile.num >= 1 && tile.num <= self.row_len[row] {
            Some(self.row_start[row] + tile.num - 1)
        } else {
            None
        }
    }

    /// The tile name of a compact index.
    #[inline]
    pub fn tile(&self, index: u8) -> Tile {
        self.tiles[index as usize & (MAX_TILES - 1)]
    }

    /// The doubled coordinate `(row, column)` of a cell.
    ///
    /// # Panics
    /// If `index` is not a cell of the grid.
    pub fn coord(&self, index: u8) -> (usize, usize) {
        (self.tiles[index as usize].row as usize, self.columns[index as usize] as usize)
    }

    /// The widest doubled column used by any cell, plus one.
    pub fn columns(&self) -> usize {
        self.columns.iter().map(|&c| c as usize + 1).max().unwrap_or(0)
    }

    /// The cells next to a cell.
    #[inline]
    pub fn neighbours(&self, index: u8) -> Bits {
        self.neighbours[index as usize & (MAX_TILES - 1)]
    }

    /// The neighbour of a cell in one direction, if the grid has a cell there.
    ///
    /// # Panics
    /// If `index` is not a cell of the grid.
    pub fn neighbour(&self, index: u8, direction: Direction) -> Option<u8> {
        Some(self.towards[index as usize][direction.index()]).filter(|&j| j != NONE)
    }

    /// The cells at most `steps` steps from `from` (included), passing only through
    /// `passable` cells; the last step may end on any cell.
    #[inline]
    pub fn reach(&self, from: u8, steps: u32, passable: Bits) -> Bits {
        self.reach_inner(from, steps, passable).1
    }

    /// The cells whose passability [`Grid::reach`] depends on (those reached in fewer than
    /// `steps` steps, or all of them when the fill ran out of passable cells before its last
    /// step), and the reach itself: whatever the other cells hold, the reach stays the same.
    #[inline]
    pub fn reach_inner(&self, from: u8, steps: u32, passable: Bits) -> (Bits, Bits) {
        if self.narrow() {
            let (inner, reach) = bits::flood(&self.neighbours64, from, steps, passable as u64);
            (inner.into(), reach.into())
        } else {
            bits::flood(&self.neighbours, from, steps, passable)
        }
    }

    /// How many cells of `allowed` are within `steps` steps of each cell of `froms` (see
    /// [`Grid::reach`]), added up over `froms`: the moves of pieces standing on `froms`
    /// that may end on `allowed`, which must hold none of `froms`.
    #[inline]
    pub fn count_reach(&self, froms: Bits, steps: u32, passable: Bits, allowed: Bits) -> u32 {
        if froms == 0 {
            0
        } else if self.narrow() {
            bits::count_reach(&self.neighbours64, froms as u64, steps, passable as u64, allowed as u64)
        } else {
            bits::count_reach(&self.neighbours, froms, steps, passable, allowed)
        }
    }

    /// [`Grid::reach`] for every number of steps at once: `layers[j]` becomes the cells at
    /// most `j` steps from `from`, for every `j` below `layers.len()`.
    #[inline]
    pub fn reach_layers(&self, from: u8, passable: Bits, layers: &mut [Bits]) {
        if self.narrow() {
            bits::flood_layers(&self.neighbours64, from, passable as u64, layers);
        } else {
            bits::flood_layers(&self.neighbours, from, passable, layers);
        }
    }

    /// Every cell of the grid.
    pub const fn all(&self) -> Bits {
        self.all
    }

    /// Hex distance between two cells (ignoring holes in the grid).
    pub fn distance(&self, a: u8, b: u8) -> u32 {
        let (ra, ca) = self.coord(a);
        let (rb, cb) = self.coord(b);
        let dr = ra.abs_diff(rb);
        let dc = ca.abs_diff(cb);
        (dr + dc.saturating_sub(dr) / 2) as u32
    }

    /// Writes the grid as diagram lines, one character per cell from `cell` at its doubled
    /// column.
    pub fn write_diagram(&self, f: &mut impl fmt::Write, cell: impl Fn(u8) -> char) -> fmt::Result {
        for row in 0..self.rows() {
            let mut line = String::new();
            for k in 0..self.row_len(row) {
                let i = self.row_start[row] + k as u8;
                line.extend(std::iter::repeat_n(
                    ' ',
                    (self.columns[i as usize] as usize).saturating_sub(line.chars().count()),
                ));
                line.push(cell(i));
            }
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

impl PartialEq for Grid {
    fn eq(&self, other: &Grid) -> bool {
        self.tiles == other.tiles && self.columns == other.columns
    }
}
