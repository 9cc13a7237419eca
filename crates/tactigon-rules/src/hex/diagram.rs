//! The geometry half of the board text format: `#` comments, `key: value` header lines and
//! one diagram line per row with one character per cell at its doubled column. What the
//! characters and header keys mean is left to the game.

use super::grid::{Grid, GridError, Row};

/// A `key: value` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header<'a> {
    /// 1-based line number.
    pub line: usize,
    /// The text before the first `:`, trimmed.
    pub key: &'a str,
    /// The text after the first `:`, untrimmed.
    pub value: &'a str,
    /// The byte offset of `value` in its line.
    pub value_offset: usize,
}

/// A meaningful line of a diagram text, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line<'a> {
    /// A `key: value` line.
    Header(Header<'a>),
    /// A row of cells.
    Row(Row),
}

/// Splits a diagram text into header lines and rows, skipping blank lines and `#` comments.
pub fn lines(text: &str) -> Vec<Line<'_>> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        out.push(match line.split_once(':') {
            Some((key, value)) => {
                Line::Header(Header { line: i + 1, key: key.trim(), value, value_offset: key.len() + 1 })
            }
            None => {
                Line::Row(Row { line: i + 1, cells: line.chars().enumerate().filter(|&(_, c)| c != ' ').collect() })
            }
        });
    }
    out
}

/// A diagram read as geometry: the grid, each cell's character by compact index, and the
/// header lines left for the game to interpret.
#[derive(Debug)]
pub struct Diagram<'a> {
    /// The grid the rows form.
    pub grid: Grid,
    /// The character of each cell, by compact index.
    pub cells: Vec<char>,
    /// The `key: value` lines, in file order.
    pub headers: Vec<Header<'a>>,
}

impl<'a> Diagram<'a> {
    /// Reads a diagram text: every non-blank character of a row line is a cell.
    pub fn parse(text: &'a str) -> Result<Diagram<'a>, GridError> {
        let mut headers = Vec::new();
        let mut rows = Vec::new();
        for line in lines(text) {
            match line {
                Line::Header(h) => headers.push(h),
                Line::Row(r) => rows.push(r),
            }
        }
        let grid = Grid::from_rows(&rows)?;
        let cells = rows.iter().flat_map(|r| r.cells.iter().map(|&(_, c)| c)).collect();
        Ok(Diagram { grid, cells, headers })
    }
}
