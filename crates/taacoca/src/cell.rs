//! Sides, directions and cells (RULES-taacoca.md §1): the board's geometry by row and index,
//! for any side from [`MIN_SIZE`] to [`MAX_SIZE`].

use std::fmt;
use std::str::FromStr;

/// The smallest board side.
pub const MIN_SIZE: u8 = 3;
/// The largest board side.
pub const MAX_SIZE: u8 = 13;
/// The standard board side.
pub const STANDARD_SIZE: u8 = 5;

/// The number of rows of the board of side `size` (`2·size − 1`).
pub const fn rows(size: u8) -> u8 {
    2 * size - 1
}

/// The stones each side starts with on the board of side `size` (§1): `3·size − 3`, but 5
/// on side 3, whose shared middle row starts empty. Stones are never added, so no side
/// ever has more.
pub const fn start_stones(size: u8) -> usize {
    if size == MIN_SIZE { 5 } else { 3 * size as usize - 3 }
}

/// The most stones a side ever has, on the largest board.
pub const MAX_STONES: usize = start_stones(MAX_SIZE);

/// The number of cells of row `row` (0 = `a`) on the board of side `size`.
pub const fn row_len(size: u8, row: u8) -> u8 {
    let from_edge = if row < size { row } else { 2 * size - 2 - row };
    size + from_edge
}

/// A player: White moves up the board from row `i`, Black down from row `a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Starts at the bottom and moves first.
    White,
    /// Starts at the top.
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    /// The opponent.
    pub const fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The two directions this side moves in (§3).
    pub const fn forward(self) -> [Direction; 2] {
        match self {
            Side::White => [Direction::Nw, Direction::Ne],
            Side::Black => [Direction::Sw, Direction::Se],
        }
    }

    /// The row a stone of this side wins on (0 = `a`).
    pub const fn goal_row(self, size: u8) -> u8 {
        match self {
            Side::White => 0,
            Side::Black => rows(size) - 1,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "White",
            Side::Black => "Black",
        })
    }
}

/// One of the four directions a stone can move in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Up-left.
    Nw,
    /// Up-right.
    Ne,
    /// Down-left.
    Sw,
    /// Down-right.
    Se,
}

impl Direction {
    /// All four, in notation order.
    pub const ALL: [Direction; 4] = [Direction::Nw, Direction::Ne, Direction::Sw, Direction::Se];

    /// The side for which this direction is forward.
    pub const fn side(self) -> Side {
        match self {
            Direction::Nw | Direction::Ne => Side::White,
            Direction::Sw | Direction::Se => Side::Black,
        }
    }

    /// The name in the notation: `nw`, `ne`, `sw` or `se`.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Nw => "nw",
            Direction::Ne => "ne",
            Direction::Sw => "sw",
            Direction::Se => "se",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that names no direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectionError(pub String);

impl fmt::Display for DirectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a direction (nw, ne, sw or se)", tactigon_core::escape::Escaped(&self.0))
    }
}

impl std::error::Error for DirectionError {}

impl FromStr for Direction {
    type Err = DirectionError;
    fn from_str(s: &str) -> Result<Direction, DirectionError> {
        Direction::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| DirectionError(s.to_string()))
    }
}

/// A cell: its row (0 = `a`, from the top) and its 1-based index from the left, written `e5`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    row: u8,
    index: u8,
}

impl Cell {
    /// The cell of row `row` (0 = `a`) and 1-based `index`, on whatever board has it.
    pub const fn new(row: u8, index: u8) -> Cell {
        Cell { row, index }
    }

    /// The row, 0 for `a`.
    pub const fn row(self) -> u8 {
        self.row
    }

    /// The 1-based index in its row.
    pub const fn index(self) -> u8 {
        self.index
    }

    /// Whether the board of side `size` has this cell.
    pub const fn is_on(self, size: u8) -> bool {
        self.row < rows(size) && self.index >= 1 && self.index <= row_len(size, self.row)
    }

    /// The cell a stone on this cell reaches moving in `dir` on the board of side `size`
    /// (§1's table), `None` off the board.
    pub const fn step(self, dir: Direction, size: u8) -> Option<Cell> {
        let (r, k) = (self.row as i16, self.index as i16);
        let middle = size as i16 - 1;
        let (dr, dk) = match dir {
            Direction::Nw if r <= middle => (-1, -1),
            Direction::Nw => (-1, 0),
            Direction::Ne if r <= middle => (-1, 0),
            Direction::Ne => (-1, 1),
            Direction::Sw if r < middle => (1, 0),
            Direction::Sw => (1, -1),
            Direction::Se if r < middle => (1, 1),
            Direction::Se => (1, 0),
        };
        let (r, k) = (r + dr, k + dk);
        if r < 0 || k < 1 || r > u8::MAX as i16 {
            return None;
        }
        let cell = Cell { row: r as u8, index: k as u8 };
        if cell.is_on(size) { Some(cell) } else { None }
    }

    /// Reads a cell of the board of side `size`, as typed (`e5`, `E5`).
    pub fn parse(text: &str, size: u8) -> Result<Cell, CellError> {
        let cell: Cell = text.parse()?;
        if cell.is_on(size) { Ok(cell) } else { Err(CellError::OffBoard { cell, size }) }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.row) as char, self.index)
    }
}

/// Why a cell could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CellError {
    /// Not a row letter followed by a number.
    Syntax(String),
    /// A cell the board of this side does not have.
    OffBoard {
        /// The cell.
        cell: Cell,
        /// The board's side.
        size: u8,
    },
}

impl fmt::Display for CellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CellError::Syntax(s) => {
                write!(f, "'{}' is not a cell (a row letter and a number, like e5)", tactigon_core::escape::Escaped(s))
            }
            CellError::OffBoard { cell, size } => write!(f, "{cell} is not on the board of side {size}"),
        }
    }
}

impl std::error::Error for CellError {}

impl FromStr for Cell {
    type Err = CellError;
    /// Any row letter up to the largest board's and any index from 1 to 25 (which board
    /// has the cell is [`Cell::parse`]'s question).
    fn from_str(s: &str) -> Result<Cell, CellError> {
        let bad = || CellError::Syntax(s.to_string());
        let t = s.trim();
        let mut chars = t.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
        let digits = chars.as_str();
        let row = (letter as u32).wrapping_sub('a' as u32);
        if row >= rows(MAX_SIZE) as u32 || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        match digits.parse::<u8>() {
            Ok(index @ 1..=25) => Ok(Cell { row: row as u8, index }),
            _ => Err(bad()),
        }
    }
}
