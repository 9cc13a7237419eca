//! A board's cells as the screen lays them out, whatever the game: names and doubled
//! coordinates, row by row.

use tactigon_rules::hex::{Grid, Tile};

/// A board as the screen draws it, whatever the game: each cell's name and doubled
/// coordinates, cells numbered row by row from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    pub(crate) cells: Vec<(Tile, usize, usize)>,
    row_lens: Vec<usize>,
}

impl Shape {
    /// The shape of cells given row by row as (name, row, doubled column).
    pub fn new(cells: Vec<(Tile, usize, usize)>) -> Shape {
        let rows = cells.iter().map(|&(_, r, _)| r + 1).max().unwrap_or(0);
        let mut row_lens = vec![0; rows];
        for &(_, r, _) in &cells {
            row_lens[r] += 1;
        }
        Shape { cells, row_lens }
    }

    /// The shape of a hex grid.
    pub fn of_grid(grid: &Grid) -> Shape {
        Shape::new(
            (0..grid.len() as u8)
                .map(|i| {
                    let (r, c) = grid.coord(i);
                    (grid.tile(i), r, c)
                })
                .collect(),
        )
    }

    /// How many cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether there are no cells.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// How many rows.
    pub fn rows(&self) -> usize {
        self.row_lens.len()
    }

    /// The name of a cell.
    pub fn tile(&self, cell: u16) -> Tile {
        self.cells[cell as usize].0
    }

    /// A cell's row and doubled column.
    pub fn coord(&self, cell: u16) -> (usize, usize) {
        let (_, r, c) = self.cells[cell as usize];
        (r, c)
    }

    /// The cell at a row and doubled column.
    pub fn at(&self, row: usize, col: usize) -> Option<u16> {
        self.cells.iter().position(|&(_, r, c)| r == row && c == col).map(|i| i as u16)
    }

    /// The number of cells in a row.
    pub fn row_len(&self, row: usize) -> usize {
        self.row_lens.get(row).copied().unwrap_or(0)
    }
}
