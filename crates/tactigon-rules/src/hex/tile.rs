//! Tile names such as `b1` or `d11` (RULES.md §1).

use std::fmt;
use std::str::FromStr;

/// A tile named by its row (0 = `a`) and its 1-based number in that row.
///
/// A tile name is independent of any grid; [`crate::hex::Grid::index`] says whether a grid
/// has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile {
    /// Row index, 0 for `a`.
    pub row: u8,
    /// 1-based position in the row, counting from the left.
    pub num: u8,
}

impl Tile {
    /// The tile in `row` (0 = `a`) at 1-based position `num`.
    pub const fn new(row: u8, num: u8) -> Tile {
        Tile { row, num }
    }

    /// The row letter.
    pub const fn row_letter(self) -> char {
        (b'a' + self.row) as char
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.row_letter(), self.num)
    }
}

/// Why a tile name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileError {
    /// The name does not start with a row letter `a`..`z`.
    BadRow(String),
    /// The row letter is not followed by a number from 1 to 255.
    BadNumber(String),
}

impl fmt::Display for TileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TileError::BadRow(s) => {
                write!(f, "'{}' is not a tile: it must start with a row letter a-z", tactigon_core::escape::Escaped(s))
            }
            TileError::BadNumber(s) => {
                write!(
                    f,
                    "'{}' is not a tile: the row letter must be followed by a number from 1",
                    tactigon_core::escape::Escaped(s)
                )
            }
        }
    }
}

impl std::error::Error for TileError {}

impl FromStr for Tile {
    type Err = TileError;
    fn from_str(s: &str) -> Result<Tile, TileError> {
        let mut chars = s.chars();
        let row = match chars.next() {
            Some(c @ 'a'..='z') => c as u8 - b'a',
            _ => return Err(TileError::BadRow(s.to_string())),
        };
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return Err(TileError::BadNumber(s.to_string()));
        }
        let num: u8 = digits.parse().map_err(|_| TileError::BadNumber(s.to_string()))?;
        Ok(Tile { row, num })
    }
}
