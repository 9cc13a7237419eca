//! The position text (RULES-taacoca.md §5): rows `a`.. separated by `/`, `W` and `B` for
//! stones, a number for each run of empty cells, then the side to move, `w` or `b`:
//! `BBBBB/1BBBB1/2BBB2/8/9/8/2WWW2/1WWWW1/WWWWW w`.

use super::cell::{Cell, MAX_SIZE, MIN_SIZE, Side, row_len, rows, start_stones};
use super::position::Position;
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.rows().enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            let mut empty = 0;
            for cell in row {
                match self.stone(cell) {
                    None => empty += 1,
                    Some(side) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        f.write_str(if side == Side::White { "W" } else { "B" })?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        f.write_str(if self.turn() == Side::White { " w" } else { " b" })
    }
}

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionTextError {
    /// Not the rows, a space and the side to move.
    Shape,
    /// The side to move is not `w` or `b`.
    Side(String),
    /// A number of rows that is no board's (`2n − 1` for a side n from 3 to 13).
    RowCount(usize),
    /// A character other than `W`, `B` or a digit in a row.
    Char {
        /// The row's letter.
        row: char,
        /// The character.
        found: char,
    },
    /// A run of empty cells that is 0 or starts with 0, in this row.
    ZeroRun(char),
    /// A row that does not have its number of cells.
    RowLength {
        /// The row's letter.
        row: char,
        /// The cells the text gives it.
        found: usize,
        /// The cells it has.
        expected: u8,
    },
    /// More stones of a side than the board's start gives it: stones are never added, so
    /// no game reaches such a position.
    TooManyStones {
        /// The side.
        side: Side,
        /// Its stones in the text.
        count: usize,
        /// The stones it starts with on this board.
        limit: usize,
        /// The board's side.
        size: u8,
    },
}

impl fmt::Display for PositionTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionTextError::Shape => {
                f.write_str("a position is rows separated by '/', a space and w or b (like BBBBB/…/WWWWW w)")
            }
            PositionTextError::Side(s) => {
                write!(f, "the side to move must be w or b, not '{}'", tactigon_core::escape::Escaped(s))
            }
            PositionTextError::ZeroRun(row) => {
                write!(f, "row {row}: a run of empty cells is a number from 1, without leading zeros")
            }
            PositionTextError::RowCount(n) => {
                write!(f, "{n} rows: a board of side n has 2n-1 rows ({} to {})", rows(MIN_SIZE), rows(MAX_SIZE))
            }
            PositionTextError::Char { row, found } => {
                write!(f, "row {row}: '{}' is not W, B or a number of empty cells", tactigon_core::escape::char(*found))
            }
            PositionTextError::RowLength { row, found, expected } => {
                write!(f, "row {row} has {expected} cells, not {found}")
            }
            PositionTextError::TooManyStones { side, count, limit, size } => write!(
                f,
                "{side} has {count} stones, more than the {limit} a side starts with on the board of side {size} (stones are never added)"
            ),
        }
    }
}

impl std::error::Error for PositionTextError {}

impl FromStr for Position {
    type Err = PositionTextError;
    fn from_str(s: &str) -> Result<Position, PositionTextError> {
        let mut words = s.split_whitespace();
        let (Some(board), Some(side), None) = (words.next(), words.next(), words.next()) else {
            return Err(PositionTextError::Shape);
        };
        let turn = match side {
            "w" => Side::White,
            "b" => Side::Black,
            other => return Err(PositionTextError::Side(other.to_string())),
        };
        let lines: Vec<&str> = board.split('/').collect();
        let size = (MIN_SIZE..=MAX_SIZE)
            .find(|&n| rows(n) as usize == lines.len())
            .ok_or(PositionTextError::RowCount(lines.len()))?;
        let mut pos = Position::empty(size, turn);
        for (r, line) in lines.iter().enumerate() {
            let letter = (b'a' + r as u8) as char;
            let expected = row_len(size, r as u8);
            let mut filled = 0usize;
            let mut run = 0usize;
            for ch in line.chars() {
                if let Some(d) = ch.to_digit(10) {
                    // A run starts with 1 to 9: `0`, `02` and `0008` are not written.
                    if run == 0 && d == 0 {
                        return Err(PositionTextError::ZeroRun(letter));
                    }
                    run = run * 10 + d as usize;
                    if run > expected as usize {
                        return Err(PositionTextError::RowLength { row: letter, found: filled + run, expected });
                    }
                    continue;
                }
                filled += run;
                run = 0;
                let side = match ch {
                    'W' => Side::White,
                    'B' => Side::Black,
                    found => return Err(PositionTextError::Char { row: letter, found }),
                };
                filled += 1;
                if filled > expected as usize {
                    return Err(PositionTextError::RowLength { row: letter, found: filled, expected });
                }
                pos.put(Cell::new(r as u8, filled as u8), side);
            }
            filled += run;
            if filled != expected as usize {
                return Err(PositionTextError::RowLength { row: letter, found: filled, expected });
            }
        }
        for side in Side::BOTH {
            let (count, limit) = (pos.count(side), start_stones(size));
            if count > limit {
                return Err(PositionTextError::TooManyStones { side, count, limit, size });
            }
        }
        Ok(pos)
    }
}
