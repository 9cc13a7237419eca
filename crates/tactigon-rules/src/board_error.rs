//! Why a board file could not be read, and where.

use super::piece::Side;
use crate::hex::{GridError, Tile, TileError};
use std::fmt;

/// A board file that could not be read, with the 1-based line and column of the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// 1-based line, 0 when the problem is the file as a whole.
    pub line: usize,
    /// 1-based column, 0 when the problem is a whole line.
    pub column: usize,
    /// What is wrong.
    pub kind: BoardErrorKind,
}

/// What is wrong with a board file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardErrorKind {
    /// There is no `name:` line.
    MissingName,
    /// The `name:` line is empty or has more than one word.
    NameNotOneWord,
    /// A control character (or an invisible mark that reorders text) in the name.
    ControlInName(char),
    /// A `key:` line other than `name:` or `gold:`.
    UnknownSetting(String),
    /// A diagram character that is neither a tile nor a piece letter.
    UnexpectedChar(char),
    /// The diagram's rows do not make a hex grid.
    Grid(GridError),
    /// A word of the `gold:` line that is not a tile name.
    BadGoldTile(TileError),
    /// A tile of the `gold:` line that the diagram does not have.
    GoldNotOnBoard(Tile),
    /// A side that does not start with exactly one pentagon.
    PentagonCount {
        /// The side.
        side: Side,
        /// How many pentagons it starts with.
        count: usize,
    },
}

impl fmt::Display for BoardErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardErrorKind::MissingName => f.write_str("missing 'name: NAME' line"),
            BoardErrorKind::NameNotOneWord => f.write_str("the name must be one word"),
            BoardErrorKind::ControlInName(c) => {
                write!(f, "the name must not hold the control character '{}'", tactigon_core::escape::char(*c))
            }
            BoardErrorKind::UnknownSetting(key) => {
                write!(f, "unknown setting '{}' (expected name or gold)", tactigon_core::escape::Escaped(key))
            }
            BoardErrorKind::UnexpectedChar(c) => {
                write!(
                    f,
                    "unexpected '{}' (tiles are '.', '*' or a piece letter C T S P c t s p)",
                    tactigon_core::escape::char(*c)
                )
            }
            BoardErrorKind::Grid(e) => e.fmt(f),
            BoardErrorKind::BadGoldTile(e) => e.fmt(f),
            BoardErrorKind::GoldNotOnBoard(tile) => write!(f, "gold tile {tile} is not on the board"),
            BoardErrorKind::PentagonCount { side, count } => {
                write!(f, "{side} must start with exactly one pentagon, not {count}")
            }
        }
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => write!(f, "board: {}", self.kind),
            (l, 0) => write!(f, "board line {l}: {}", self.kind),
            (l, c) => write!(f, "board line {l}, column {c}: {}", self.kind),
        }
    }
}

impl std::error::Error for BoardError {}

/// The error `kind` at a 1-based `line` and `column`.
pub(super) const fn err(line: usize, column: usize, kind: BoardErrorKind) -> BoardError {
    BoardError { line, column, kind }
}
