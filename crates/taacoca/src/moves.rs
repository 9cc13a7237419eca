//! Moves and their notation (RULES-taacoca.md §5): `nw:g3,h2,i5`.

use super::cell::{Cell, CellError, Direction, DirectionError};
use std::fmt;
use std::str::FromStr;

/// One turn: up to three stones, each one cell in the same direction. The cells are kept
/// sorted by row, then index, so equal moves compare equal however they were typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    dir: Direction,
    len: u8,
    cells: [Cell; 3],
}

impl Move {
    /// The move of the stones on `cells` (at most three; more are refused) in `dir`.
    pub fn new(dir: Direction, cells: &[Cell]) -> Result<Move, MoveTextError> {
        if cells.is_empty() || cells.len() > 3 {
            return Err(MoveTextError::Count(cells.len()));
        }
        let mut sorted = [Cell::default(); 3];
        sorted[..cells.len()].copy_from_slice(cells);
        sorted[..cells.len()].sort_unstable();
        if let Some(w) = sorted[..cells.len()].windows(2).find(|w| w[0] == w[1]) {
            return Err(MoveTextError::Repeated(w[0]));
        }
        Ok(Move { dir, len: cells.len() as u8, cells: sorted })
    }

    /// A move from cells already sorted and distinct (from move generation).
    pub(super) const fn sorted(dir: Direction, cells: [Cell; 3], len: u8) -> Move {
        Move { dir, len, cells }
    }

    /// The move that moves nothing: what [`tactigon_core::GameRules::pass`] must give,
    /// though Taacoca has no passing; `play` refuses it.
    pub(super) const fn nothing() -> Move {
        Move { dir: Direction::Nw, len: 0, cells: [Cell::new(0, 0); 3] }
    }

    /// The direction.
    pub const fn direction(&self) -> Direction {
        self.dir
    }

    /// The moving stones' cells, sorted by row, then index.
    pub fn cells(&self) -> &[Cell] {
        &self.cells[..self.len as usize]
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.dir)?;
        for (i, c) in self.cells().iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Why a move could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    /// No `:` between the direction and the cells.
    Shape(String),
    /// The part before the `:` is no direction.
    Direction(DirectionError),
    /// One of the cells is no cell.
    Cell(CellError),
    /// Not one to three cells.
    Count(usize),
    /// A cell named twice.
    Repeated(Cell),
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveTextError::Shape(s) => {
                write!(f, "'{}' is not a move (direction:cells, like nw:g3,h2,i5)", tactigon_core::escape::Escaped(s))
            }
            MoveTextError::Direction(e) => e.fmt(f),
            MoveTextError::Cell(e) => e.fmt(f),
            MoveTextError::Count(n) => write!(f, "a move names 1 to 3 cells, not {n}"),
            MoveTextError::Repeated(c) => write!(f, "{c} is named twice"),
        }
    }
}

impl std::error::Error for MoveTextError {}

impl FromStr for Move {
    type Err = MoveTextError;
    /// Reads a move as typed: cells in any order, upper or lower case. Whether the board
    /// has the cells is checked when the move is played.
    fn from_str(s: &str) -> Result<Move, MoveTextError> {
        let (dir, cells) = s.trim().split_once(':').ok_or_else(|| MoveTextError::Shape(s.to_string()))?;
        let dir: Direction = dir.parse().map_err(MoveTextError::Direction)?;
        let mut list = Vec::with_capacity(3);
        for word in cells.split(',') {
            list.push(word.parse::<Cell>().map_err(MoveTextError::Cell)?);
        }
        Move::new(dir, &list)
    }
}
